"""Essentially different Sudoku grids: orbits under the geometric Sudoku group and relabelling, by Burnside.

Burnside's lemma counts the orbits of G x S_n (G the geometric moves of
``latinlib.symmetry.sudoku_group``, S_n the renamings of the digits) as the average, over
moves g and renamings sigma, of the number of grids X with g(X) = sigma(X).

* For a fixed g the sum over sigma counts the grids X such that g(X) is a renaming of X
  (the renaming is then unique). That property survives renaming X, so the sum is n! times
  the count among the grids whose box 1 reads 1..n, and the n! cancels.
* For a grid X with box 1 standard the renaming can only be the one that turns box 1 of X
  into box 1 of g(X); X passes when that renaming turns all of X into g(X).
* Conjugate moves pass equally many grids, so one move per conjugacy class is tested
  (20 classes for 4x4, 90 for 6x6).

The grids with box 1 standard are listed cell by cell with numpy (12 for 4x4, 39,168 for
6x6), which is why this stops at 6x6: 9x9 (5,472,730,538, Russell and Jarvis 2006) needs
the fixed grids of each conjugacy class counted, not listed.

>>> essentially_different(2, 2)
2
"""
import numpy as np

from ...core.board import sudoku
from ...core.errors import PuzzleError
from ..symmetry import burnside, sudoku_group
from .sudoku_bands import all_bands, check_shape


def essentially_different(box_rows, box_cols):
    """Number of grids with box_rows x box_cols boxes up to the Sudoku moves and renaming the digits.

    2 for 4x4 and 49 for 6x6 (either box orientation); grids up to 6x6 only.
    """
    check_shape(box_rows, box_cols)
    if box_rows * box_cols > 6:
        raise PuzzleError("essentially different grids are counted up to 6x6 (by listing grids); 9x9 is out of reach here")
    grids = standard_grids(box_rows, box_cols)
    moves = np.array([move.source for move in sudoku_group(sudoku(box_rows, box_cols))], dtype=np.int64)
    fixed = []
    for move, size in conjugacy_classes(moves):
        fixed += [relabel_fixed(grids, move, box_rows, box_cols)] * size
    return burnside(fixed)


def standard_grids(r, c):
    """Every grid whose box 1 reads 0..n-1 row by row, as an int8 array (count, n*n), row-major.

    Starts from the band-1 fillings and fills the other cells in reading order, for all
    partial grids at once.
    """
    n = r * c
    bands = all_bands(r, c).reshape(-1, r * n)
    grids = np.concatenate([bands, np.full((len(bands), n * n - r * n), -1, dtype=np.int8)], axis=1)
    for cell in range(r * n, n * n):
        grids = add_cell(grids, cell, r, c)
    return grids


def add_cell(grids, cell, r, c):
    """Every partial grid extended by each digit that fits in ``cell`` (the cells before it are filled)."""
    n = r * c
    i, j = divmod(cell, n)
    peers = [k for k in range(cell) if k // n == i or k % n == j
             or (k // n // r == i // r and k % n // c == j // c)]
    used = np.bitwise_or.reduce(1 << grids[:, peers].astype(np.int64), axis=1)
    extended = []
    for d in range(n):
        fits = grids[(used >> d) & 1 == 0]
        fits[:, cell] = d
        extended.append(fits)
    return np.concatenate(extended)


def conjugacy_classes(moves):
    """The conjugacy classes of a group of cell permutations (an array of source tables): [(move, size)]."""
    index = {row.tobytes(): k for k, row in enumerate(moves)}
    inverses = np.argsort(moves, axis=1)
    seen = np.zeros(len(moves), dtype=bool)
    classes = []
    for k, move in enumerate(moves):
        if not seen[k]:
            conjugates = np.take_along_axis(inverses[:, move], moves, axis=1)
            members = {index[row.tobytes()] for row in conjugates}
            seen[list(members)] = True
            classes.append((move, len(members)))
    return classes


def relabel_fixed(grids, move, r, c):
    """How many grids X (box 1 standard) have move(X) equal to a renaming sigma(X).

    Box 1 of X holds digit d in its d-th cell, so sigma(d) can only be what move(X) holds
    there; the grids are then checked cell by cell, dropping each one at its first mismatch.
    """
    n = r * c
    box1 = [i * n + j for i in range(r) for j in range(c)]
    sigma = grids[:, move[box1]]
    alive = np.arange(len(grids))
    for cell in range(n * n):
        alive = alive[sigma[alive, grids[alive, cell]] == grids[alive, move[cell]]]
    return len(alive)
