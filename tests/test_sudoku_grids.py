"""ll.counting: Sudoku grids by the band method and essentially different grids by Burnside.

Published numbers (288, 28,200,960, 6,670,903,752,021,072,936,960; 2 and 49; the 44 classes
and 416 orbits of band 1) are asserted, and the fast counters are checked against plain
backtracking written here. The full 9x9 count takes 2.5 s of CPU, 8 to 13 s of wall time on a loaded 2-core machine.
"""
import math
from collections import defaultdict

import numpy as np
import pytest

import latinlib as ll
from latinlib.methods.counting import sudoku_burnside
from latinlib.methods.counting.column_tables import band_table_keys, canonical_keys
from latinlib.methods.counting.sudoku_bands import (
    all_bands,
    class_representatives,
    lex_reduce,
    orbit_representatives,
)
from latinlib.methods.counting.sudoku_grids import (
    bands_with_sets,
    column_sets,
    complement,
    stack_choices,
)

SMALL = [(2, 2), (2, 3), (3, 2)]


def brute_completions(band, r, c):
    """Completions of a top band (digits 0..n-1) to a whole grid, by cell-by-cell backtracking."""
    n = r * c
    masks = defaultdict(int)

    def units(i, j):
        return ("row", i), ("column", j), ("box", i // r, j // c)

    for i, row in enumerate(band):
        for j, d in enumerate(row):
            for unit in units(i, j):
                masks[unit] |= 1 << int(d)
    cells = [units(i, j) for i in range(r, n) for j in range(n)]

    def fill(k):
        if k == len(cells):
            return 1
        total, taken = 0, masks[cells[k][0]] | masks[cells[k][1]] | masks[cells[k][2]]
        for d in range(n):
            if not taken >> d & 1:
                for unit in cells[k]:
                    masks[unit] ^= 1 << d
                total += fill(k + 1)
                for unit in cells[k]:
                    masks[unit] ^= 1 << d
        return total

    return fill(0)


def brute_bands(stack_sets, r):
    """Bands whose columns hold the given digit sets, by backtracking row by row, column by column
    (each stack's column sets share no digit, so the boxes take care of themselves)."""
    left = [set(column) for stack in stack_sets for column in stack]
    n = len(left)

    def fill(i, j, in_row):
        if i == r:
            return 1
        if j == n:
            return fill(i + 1, 0, frozenset())
        total = 0
        for d in sorted(left[j] - in_row):
            left[j].remove(d)
            total += fill(i, j + 1, in_row | {d})
            left[j].add(d)
        return total

    return fill(0, 0, frozenset())


def pattern_grid():
    """A 9x9 grid, cell (i, j) = (3 (i mod 3) + i // 3 + j) mod 9, digits 0..8."""
    return np.array([[(3 * (i % 3) + i // 3 + j) % 9 for j in range(9)] for i in range(9)])


@pytest.mark.parametrize("shape, grids", [((2, 2), 288), ((2, 3), 28_200_960), ((3, 2), 28_200_960)])
def test_small_grid_counts(shape, grids):
    assert ll.counting.count_sudoku_grids(*shape) == grids


def test_9x9_grid_count():
    """Felgenhauer and Jarvis (2005); 2.5 s of CPU."""
    assert ll.counting.count_sudoku_grids() == 6_670_903_752_021_072_936_960


@pytest.mark.parametrize("shape, orbits", [((2, 2), 2), ((2, 3), 49), ((3, 2), 49)])
def test_essentially_different(shape, orbits):
    assert ll.counting.essentially_different(*shape) == orbits


def test_4x4_essentially_different_by_canonical_forms():
    board = ll.sudoku(2, 2)
    forms = {ll.symmetry.canonical_form(s.grid, board) for s in ll.solutions(board)}
    assert len(forms) == ll.counting.essentially_different(2, 2)


def test_burnside_over_conjugacy_classes_equals_over_every_move():
    moves = np.array([m.source for m in ll.symmetry.sudoku_group(ll.sudoku(2, 2))])
    grids = sudoku_burnside.standard_grids(2, 2)
    every = sum(sudoku_burnside.relabel_fixed(grids, move, 2, 2) for move in moves)
    classes = sudoku_burnside.conjugacy_classes(moves)
    assert sum(size for _, size in classes) == len(moves)
    assert every == sum(size * sudoku_burnside.relabel_fixed(grids, move, 2, 2) for move, size in classes)


@pytest.mark.parametrize("shape", SMALL)
def test_listed_grids_agree_with_the_count(shape):
    grids = sudoku_burnside.standard_grids(*shape)
    assert len(grids) * math.factorial(shape[0] * shape[1]) == ll.counting.count_sudoku_grids(*shape)
    assert len(np.unique(grids, axis=0)) == len(grids)


@pytest.mark.parametrize("shape", SMALL)
def test_completions_match_backtracking(shape):
    """Band-1 fillings (digits 1..n), and the same bands with their digits renamed."""
    r, c = shape
    bands = ll.counting.band_fillings(r, c)
    rename = np.random.default_rng(5).permutation(r * c) + 1
    for band in bands[:: max(1, len(bands) // 8)]:
        expected = brute_completions(band - 1, r, c)
        assert ll.counting.count_completions(band.tolist(), r, c) == expected
        assert ll.counting.count_completions(rename[band - 1].tolist(), r, c) == expected


@pytest.mark.parametrize("shape", SMALL)
def test_band_counts_match_backtracking(shape):
    r, c = shape
    bands = all_bands(r, c)
    for band in bands[np.random.default_rng(1).choice(len(bands), 5)]:
        sets = column_sets(band, c)
        assert bands_with_sets(sets, r, c, {}) == brute_bands(sets, r)


def test_9x9_band_counts_match_backtracking():
    """The column sets of the three bands of shuffled pattern grids, and random band-2 sets under reduced bands."""
    rng, grid, tried = np.random.default_rng(7), pattern_grid(), []
    for _ in range(2):
        grid = grid[:, np.concatenate([3 * s + rng.permutation(3) for s in rng.permutation(3)])]
        tried += [column_sets(grid[b:b + 3], 3) for b in (0, 3, 6)]
    reduced = all_bands(3, 3, reduced=True)
    for band in reduced[rng.choice(len(reduced), 2)]:
        used = column_sets(band, 3)
        picks = [stack_choices([complement(u, 9) for u in stack], 3) for stack in used]
        below = [options[rng.integers(len(options))] for options in picks]
        tried += [below, [[complement(a | b, 9) for a, b in zip(s, t)] for s, t in zip(used, below)]]
    for sets in tried:
        assert bands_with_sets(sets, 3, 3, {}) == brute_bands(sets, 3)


@pytest.mark.parametrize("shape", SMALL)
def test_reduced_bands_are_one_per_family_of_free_moves(shape):
    r, c = shape
    bands = all_bands(r, c)
    reduced = np.unique(lex_reduce(bands, c), axis=0)
    assert np.array_equal(reduced, np.unique(all_bands(r, c, reduced=True), axis=0))
    assert len(bands) == len(reduced) * (math.factorial(c) ** (r - 1) * math.factorial(r - 1))


def test_9x9_band_one():
    """2,612,736 fillings, 36,288 reduced, 44 classes and 416 orbits, each orbit inside one class."""
    fillings = ll.counting.band_fillings(3, 3)
    assert fillings.shape == (2_612_736, 3, 9)
    assert fillings[0].tolist() == [[1, 2, 3, 4, 5, 6, 7, 8, 9], [4, 5, 6, 7, 8, 9, 1, 2, 3], [7, 8, 9, 1, 2, 3, 4, 5, 6]]
    assert len(ll.counting.band_fillings(3, 3, reduced=True)) == 36_288
    classes, class_sizes = class_representatives(3, 3)
    orbits, orbit_sizes = orbit_representatives(3, 3)
    assert (len(classes), len(orbits)) == (44, 416)
    assert class_sizes.sum() == orbit_sizes.sum() == len(fillings)
    class_keys = canonical_keys(band_table_keys(classes, 3), 3, 3)
    orbit_keys = canonical_keys(band_table_keys(orbits, 3), 3, 3)
    for key, size in zip(class_keys, class_sizes):
        assert orbit_sizes[orbit_keys == key].sum() == size


def test_public_classes_and_orbits():
    classes, orbits = ll.counting.band_classes(3, 2), ll.counting.band_orbits(3, 2)
    assert (len(classes), len(orbits)) == (4, 11)
    assert sum(size for _, size in classes) == sum(size for _, size in orbits) == len(ll.counting.band_fillings(3, 2))
    assert all(band[0][:2] == (1, 2) and len(band) == 3 for band, _ in classes)


@pytest.mark.parametrize("call", [
    lambda: ll.counting.count_sudoku_grids(4, 4),
    lambda: ll.counting.count_sudoku_grids(2, 4),
    lambda: ll.counting.essentially_different(3, 3),
    lambda: ll.counting.count_completions([[1, 2, 3, 4], [3, 4, 1, 1]], 2, 2),
    lambda: ll.counting.count_completions([[1, 2, 3, 4], [2, 1, 4, 3]], 2, 2),
    lambda: ll.counting.count_completions([[1, 2, 3, 4]], 2, 2),
])
def test_refusals_name_the_problem(call):
    with pytest.raises(ll.PuzzleError):
        call()
