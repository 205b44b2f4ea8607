"""Band 1 of a Sudoku grid: its fillings, the 72-fold reduction, the 44 classes and the 416 orbits.

Felgenhauer and Jarvis (2006) count 9x9 grids from the top band (``r = box_rows`` rows,
``r`` stacks of ``c = box_cols`` columns). Rename the digits so that box 1 reads 1..n row by
row; then

* band 1 can be finished in 2,612,736 ways (``band_fillings``);
* reordering the columns inside stacks 2..r and reordering those stacks never touches box 1
  and fixes no band: keep one band in every (c!)^(r-1) (r-1)! = 72, the *reduced* one, whose
  top row increases inside each of those stacks and whose stacks are ordered by their
  top-left digit (36,288 bands);
* bands with the same column-set table (see column_tables) up to column and stack moves have
  equally many completions: 44 classes (``band_classes``);
* the symmetry moves alone (rows, columns inside stacks, stacks, then renaming box 1 back)
  split the reduced bands into 416 orbits (``band_orbits``), each inside one class.

Arrays here hold digits 0..n-1; the public functions give bands with digits 1..n.
Only boxes of 2 or 3 rows and 2 or 3 columns are handled (4x4, 6x6 and 9x9 grids).

>>> len(band_fillings(2, 3)), len(band_fillings(2, 3, reduced=True))
(36, 6)
"""
import itertools
import math
from typing import NamedTuple

import numpy as np

from ...core.board import sudoku
from ...core.errors import PuzzleError
from ..symmetry import swap_columns, swap_rows, swap_stacks
from .column_tables import band_table_keys, canonical_keys


class BandClass(NamedTuple):
    """A class of band-1 fillings: one of them (rows of digits 1..n) and how many fillings it stands for."""

    band: tuple
    size: int


def check_shape(r, c):
    """PuzzleError unless r x c boxes are 2 or 3 rows by 2 or 3 columns, the shapes this method handles.

    Bigger boxes need more than three bands (slow) or tables whose keys overflow int64.
    """
    if r not in (2, 3) or c not in (2, 3):
        raise PuzzleError(f"the band method counts grids with 2x2, 2x3, 3x2 or 3x3 boxes, not {r!r} x {c!r}")


def band_fillings(box_rows=3, box_cols=3, reduced=False):
    """Every band 1 whose box 1 reads 1..n row by row, as an int8 array (count, box_rows, n) of digits 1..n.

    2,612,736 for 9x9; with ``reduced``, one per 72 (36,288), as Felgenhauer and Jarvis's first step.
    """
    check_shape(box_rows, box_cols)
    return all_bands(box_rows, box_cols, reduced) + 1


def all_bands(r, c, reduced=False):
    """band_fillings with digits 0..n-1: for each choice of the digit sets of the box-rows, every
    order of every box-row (only the increasing order in the top row of stacks 2..r when ``reduced``)."""
    orders = box_row_orders(r, c, reduced)
    box1 = np.broadcast_to(standard_box(r, c).astype(np.int8), (len(orders), r, c))
    bands = []
    for sets in box_row_sets(r, c):
        if reduced and not stacks_in_order(sets):
            continue
        digits = np.array([[sorted(box[i]) for box in sets] for i in range(r)], dtype=np.int8)
        arranged = np.take_along_axis(np.broadcast_to(digits.reshape(-1, c), orders.shape), orders, axis=2)
        bands.append(np.concatenate([box1, arranged.reshape(len(orders), r, (r - 1) * c)], axis=2))
    return np.concatenate(bands)


def standard_box(r, c):
    """Box 1 after renaming: row i holds the digits i*c .. i*c + c - 1."""
    return np.arange(r * c).reshape(r, c)


def box_row_orders(r, c, reduced):
    """Every combination of orders of the r(r-1) box-rows outside box 1: array (count, r(r-1), c).

    Box-row k is row k // (r-1) of box k % (r-1) + 2; ``reduced`` keeps the top row's orders increasing.
    """
    perms = np.array(list(itertools.permutations(range(c))), dtype=np.int8)
    choices = [perms[:1] if reduced and k < r - 1 else perms for k in range(r * (r - 1))]
    index = np.indices([len(ch) for ch in choices]).reshape(len(choices), -1).T
    return np.stack([ch[index[:, k]] for k, ch in enumerate(choices)], axis=1)


def box_row_sets(r, c):
    """The digit sets of the box-rows of boxes 2..r, for every valid band 1: a list of boxes, each a
    tuple of r sets (one per row). Row i must place the digits box 1's row i lacks, every box all n."""
    n = r * c
    left = [frozenset(range(n)) - set(row) for row in standard_box(r, c).tolist()]
    return list(fill_boxes(left, r - 1, c))


def fill_boxes(left, boxes, c):
    """Every way to fill ``boxes`` boxes when row i still has to place the digits ``left[i]``."""
    if boxes == 1:
        yield [tuple(left)]
        return
    for box in one_box(left, c):
        rest = [digits - chosen for digits, chosen in zip(left, box)]
        for more in fill_boxes(rest, boxes - 1, c):
            yield [box] + more


def one_box(left, c, used=frozenset()):
    """Every way to give each row of one box ``c`` digits from ``left[row]``, no digit twice in the box."""
    if not left:
        yield ()
        return
    for pick in itertools.combinations(sorted(left[0] - used), c):
        for rest in one_box(left[1:], c, used | set(pick)):
            yield (frozenset(pick),) + rest


def stacks_in_order(sets):
    """True when the smallest top-row digits of boxes 2..r increase (the reduced order of those stacks)."""
    firsts = [min(box[0]) for box in sets]
    return firsts == sorted(firsts)


def free_moves(r, c):
    """How many moves leave box 1 alone (column orders inside stacks 2..r, orders of those stacks): 72 for 9x9.

    They fix no band (its top-row digits differ), so each reduced band stands for exactly this many.
    """
    return math.factorial(c) ** (r - 1) * math.factorial(r - 1)


def band_classes(box_rows=3, box_cols=3):
    """Band-1 fillings grouped by column-set table up to column and stack moves: 44 classes for 9x9.

    Bands of one class have equally many completions to a whole grid; the sizes add up to
    the number of fillings.

    >>> classes = band_classes(2, 3)
    >>> len(classes), sum(size for band, size in classes), classes[0]
    (3, 36, BandClass(band=((1, 2, 3, 4, 5, 6), (4, 5, 6, 1, 2, 3)), size=6))
    """
    check_shape(box_rows, box_cols)
    return public(*class_representatives(box_rows, box_cols))


def class_representatives(r, c):
    """(first band of each class, class sizes counting all fillings), classes ordered by canonical table key."""
    bands = all_bands(r, c, reduced=True)
    raw, back = np.unique(band_table_keys(bands, c), return_inverse=True)
    canonical = canonical_keys(raw, r, c)[back.reshape(-1)]
    _, first, sizes = np.unique(canonical, return_index=True, return_counts=True)
    return bands[first], sizes * free_moves(r, c)


def public(bands, sizes):
    """BandClass tuples with digits 1..n from an array of bands (digits 0..n-1) and their sizes."""
    return [BandClass(tuple(tuple(int(d) + 1 for d in row) for row in band), int(size))
            for band, size in zip(bands, sizes)]


def band_orbits(box_rows=3, box_cols=3):
    """Band-1 fillings grouped by the symmetry moves of the band: 416 orbits for 9x9.

    The moves are row swaps, column swaps inside a stack and stack swaps (from
    latinlib.symmetry), each followed by renaming the digits so that box 1 is standard
    again. Every orbit lies inside one of the band_classes, which merge them further.

    >>> orbits = band_orbits(3, 2)
    >>> len(orbits), sum(size for band, size in orbits), len(band_classes(3, 2))
    (11, 640, 4)
    """
    check_shape(box_rows, box_cols)
    return public(*orbit_representatives(box_rows, box_cols))


def orbit_representatives(r, c):
    """(one reduced band per orbit, orbit sizes counting all fillings).

    Each generating move becomes an index map "reduced band i goes to reduced band g[i]"
    (move, rename, reduce, look the key up), and each band joins the smallest band it reaches.
    """
    bands = all_bands(r, c, reduced=True)
    bands = bands[np.argsort(band_keys(bands, c))]
    keys = band_keys(bands, c)
    images = [np.searchsorted(keys, band_keys(moved_bands(bands, source, c), c)) for source in band_moves(r, c)]
    reps, sizes = np.unique(smallest_reachable(images, len(bands)), return_counts=True)
    return bands[reps], sizes * free_moves(r, c)


def band_moves(r, c):
    """Generators of the band's moves as source tables of its r x n cells: adjacent row swaps,
    adjacent column swaps in stack 1 and adjacent stack swaps of the whole Sudoku, cut to band 1.

    Together they give every row order, column order inside stacks and stack order (a column
    swap in another stack is one in stack 1 conjugated by stack swaps).
    """
    board, size = sudoku(r, c), r * r * c
    moves = [swap_rows(board, i, i + 1) for i in range(r - 1)]
    moves += [swap_columns(board, j, j + 1) for j in range(c - 1)]
    moves += [swap_stacks(board, s, s + 1) for s in range(r - 1)]
    return [np.array(move.source[:size]) for move in moves]


def moved_bands(bands, source, c):
    """Every band after one move (a source table of its cells), renamed and reduced again."""
    moved = bands.reshape(len(bands), -1)[:, source].reshape(bands.shape)
    return lex_reduce(restandardise(moved, c), c)


def restandardise(bands, c):
    """Rename the digits of every band so that its box 1 reads 0..n-1 row by row again."""
    count, _, n = bands.shape
    rename = np.argsort(bands[:, :, :c].reshape(count, n), axis=1).astype(np.int8)
    return np.take_along_axis(rename, bands.reshape(count, -1).astype(np.int64), axis=1).reshape(bands.shape)


def lex_reduce(bands, c):
    """The reduced band of each band's free-move family: the columns of each stack 2..r sorted by
    their top digit, then those stacks sorted by their top-left digit."""
    count, r, _ = bands.shape
    out = bands.copy()
    for s in range(1, r):
        block = out[:, :, s * c:(s + 1) * c]
        out[:, :, s * c:(s + 1) * c] = np.take_along_axis(block, np.argsort(block[:, :1, :], axis=2), axis=2)
    stacks = out[:, :, c:].reshape(count, r, r - 1, c)
    order = np.argsort(stacks[:, :1, :, :1], axis=2)
    out[:, :, c:] = np.take_along_axis(stacks, order, axis=2).reshape(count, r, (r - 1) * c)
    return out


def band_keys(bands, c):
    """One int64 per band (box 1 standard): its digits outside box 1 read as a base-n number."""
    count, n = len(bands), bands.shape[2]
    key = np.zeros(count, dtype=np.int64)
    for column in bands[:, :, c:].reshape(count, -1).T.astype(np.int64):
        key = key * n + column
    return key


def smallest_reachable(images, count):
    """For each of ``count`` nodes, the smallest node joined to it (either way) by the index maps ``images``."""
    label = np.arange(count)
    while True:
        new = label.copy()
        for image in images:
            new = np.minimum(new, new[image])
            np.minimum.at(new, image, new.copy())
        new = new[new]
        if np.array_equal(new, label):
            return label
        label = new
