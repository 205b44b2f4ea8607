"""The number of Sudoku grids by the band method of Felgenhauer and Jarvis (2006).

With ``r = box_rows`` and ``c = box_cols`` a grid is ``c`` bands of ``r`` rows. Rename the
digits so that box 1 reads 1..n; then

    grids = n! x sum over the classes of band 1 of (class size x completions of the class),

(sudoku_bands gives the classes: 44 for 9x9). Band 1 meets the bands below only through its
column sets, so for three bands

    completions(band 1) = sum over the column sets U of band 2 of  bands(U) x bands(V),

V being the sets left for band 3, and bands(.) is read off the column-set table
(column_tables). In each stack band 2 picks its column sets in one of 56 ways (9x9), so U
ranges over 56^3 = 175,616 choices, built at once with numpy. With two bands, band 2's sets
are forced. The whole 9x9 count takes 2.5 s of CPU (8 to 13 s of wall time on a loaded 2-core machine).

>>> count_sudoku_grids(2, 2), count_sudoku_grids(2, 3), count_sudoku_grids(3, 2)
(288, 28200960, 28200960)
"""
import itertools
import math

import numpy as np

from ...core.errors import PuzzleError
from .column_tables import bands_for_keys, digit_columns, table_key
from .sudoku_bands import check_shape, class_representatives


def count_sudoku_grids(box_rows=3, box_cols=3):
    """Number of Sudoku grids with box_rows x box_cols boxes, counted exactly by the band method.

    288 for 4x4, 28,200,960 for 6x6, 6,670,903,752,021,072,936,960 for 9x9 (2.5 s of CPU). Every
    call counts from scratch: the band counts it memoises live only as long as the call.
    """
    check_shape(box_rows, box_cols)
    bands, sizes = class_representatives(box_rows, box_cols)
    memo = {}
    total = sum(int(size) * completions(band, box_rows, box_cols, memo) for band, size in zip(bands, sizes))
    return math.factorial(box_rows * box_cols) * total


def count_completions(band, box_rows=3, box_cols=3):
    """Number of ways to complete a filled top band (box_rows rows of digits 1..n) to a whole grid.

    >>> count_completions([[1, 2, 3, 4, 5, 6], [4, 5, 6, 1, 2, 3]], 2, 3)
    1408
    """
    check_shape(box_rows, box_cols)
    band = checked_band(band, box_rows, box_cols)
    return completions(band - 1, box_rows, box_cols, {})


def checked_band(band, r, c):
    """The band as an int array, or a PuzzleError naming the row or box that breaks the rules."""
    n = r * c
    band = np.array(band, dtype=np.int64)
    if band.shape != (r, n):
        raise PuzzleError(f"a top band of a {n}x{n} Sudoku is {r} rows of {n} digits, got shape {band.shape}")
    digits = list(range(1, n + 1))
    for i, row in enumerate(band.tolist()):
        if sorted(row) != digits:
            raise PuzzleError(f"row {i + 1} of the band must hold the digits 1..{n} once each, got {row}")
    for s in range(r):
        if sorted(band[:, s * c:(s + 1) * c].ravel().tolist()) != digits:
            raise PuzzleError(f"box {s + 1} of the band must hold the digits 1..{n} once each")
    return band


def completions(band, r, c, memo):
    """Completions of a band (digits 0..n-1) to a grid of c bands; ``memo`` caches band counts by table key."""
    used = column_sets(band, c)
    if c == 2:
        return bands_with_sets([[complement(u, r * c) for u in stack] for stack in used], r, c, memo)
    return count_last_two(used, r, c, memo)


def column_sets(band, c):
    """The digit set of every column of a band, grouped by stack: [[set, ...] per stack]."""
    sets = [frozenset(int(d) for d in column) for column in np.asarray(band).T]
    return [sets[s:s + c] for s in range(0, len(sets), c)]


def complement(digits, n):
    """The digits 0..n-1 not in ``digits``."""
    return frozenset(range(n)) - digits


def bands_with_sets(stack_sets, r, c, memo):
    """Number of bands whose column j of stack s holds the digits ``stack_sets[s][j]``."""
    key = np.array([table_key(stack_sets, r, c)], dtype=np.int64)
    return int(bands_for_keys(key, r, c, memo)[0])


def stack_choices(avail, r):
    """Every way a band can fill one stack: r digits per column j from ``avail[j]``, no digit twice.

    A list of tuples of frozensets, one per column of the stack (56 for 9x9 below band 1).
    """
    if not avail:
        return [()]
    out = []
    for rest in stack_choices(avail[1:], r):
        taken = frozenset().union(*rest)
        for pick in itertools.combinations(sorted(avail[0] - taken), r):
            out.append((frozenset(pick),) + rest)
    return out


def count_last_two(used, r, c, memo):
    """Sum over band-2 column sets U of bands(U) x bands(V), V the sets left for band 3.

    Per stack the choices of U are listed; the digit types of U and V (column in each stack)
    are summed over the stacks by numpy broadcasting, one axis per stack, then encoded as
    table keys: one key of U and one of V for every combination.
    """
    n = r * c
    types_u, types_v = 0, 0
    for s, stack in enumerate(used):
        picks = stack_choices([complement(u, n) for u in stack], r)
        rests = [[complement(u | v, n) for u, v in zip(stack, pick)] for pick in picks]
        shape = [1] * r + [n]
        shape[s] = len(picks)
        types_u = types_u + np.array([digit_columns(p, n) for p in picks]).reshape(shape) * c ** s
        types_v = types_v + np.array([digit_columns(p, n) for p in rests]).reshape(shape) * c ** s
    powers = (r + 1) ** np.arange(c ** r, dtype=np.int64)
    keys_u = powers[types_u.reshape(-1, n)].sum(axis=1)
    keys_v = powers[types_v.reshape(-1, n)].sum(axis=1)
    return int(np.dot(bands_for_keys(keys_u, r, c, memo), bands_for_keys(keys_v, r, c, memo)))
