"""Z_5 perfect Sudoku grids, their symmetry classes (Table 1), minimal puzzles (Table 2), Z_8 counting."""
from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import latinlib as ll
from latinlib.board import box_palette
from latinlib.perfect import grid_masks, minimal_hitting_sets

PALETTE = ll.perfect_palette(5, (1, 2))


@pytest.fixture(scope="module")
def grids():
    return ll.all_grids(PALETTE)


def test_2040_grids_in_17_classes(grids):
    assert len(grids) == 2040 == len({g.tobytes() for g in grids})
    board = ll.perfect_code_board(5, (1, 2))
    assert all(ll.check(ll.Puzzle(board), g.tolist()) == [] for g in grids[::17])
    assert len(ll.relabelling_classes(grids)) == 17


def test_table_1():
    assert ll.symmetry_table() == {
        "rotation": {4: 3, 2: 1, 1: 3},
        "translation": {5: 3, 1: 2},
        "G": {10: 1, 5: 1, 1: 2},
    }
    assert [size for _, size in ll.class_representatives()] == [1200, 600, 120, 120]


def test_moves_keep_perfect_grids(grids):
    keys = {g.tobytes() for g in grids}
    for g in grids[::40]:
        assert ll.quarter_turn(g).tobytes() in keys
        assert ll.translate(g, (1, 2)).tobytes() in keys
    assert not all(ll.reflect(g).tobytes() in keys for g in grids)


def test_special_grids():
    special = ll.special_grids()
    assert len(special) == 240
    reps = {ll.canonical(g) for g in special}
    sizes = {tuple(rep[0]) and size for rep, size in ll.class_representatives() if ll.canonical(rep) in reps}
    assert sizes == {120}


def test_table_2():
    assert ll.minimal_puzzle_table() == {
        4: (154_200, 507), 5: (5_721_600, 14_860), 6: (8_908_800, 19_096), 7: (1_113_600, 1_296)}


def test_four_hint_minimal_puzzles_by_brute_force(grids):
    grid, _ = ll.class_representatives()[0]
    masks = grid_masks(grids, grid)
    brute = [s for s in combinations(range(25), 4) if all(m & sum(1 << c for c in s) for m in masks)]
    found = [m for m in ll.minimal_puzzles(grid, grids) if m.bit_count() == 4]
    assert sorted(found) == sorted(sum(1 << c for c in s) for s in brute)


def test_minimal_puzzles_are_unique_and_minimal_for_cp_sat(grids):
    board = ll.perfect_code_board(5, (1, 2))
    grid, _ = ll.class_representatives()[1]
    found = ll.minimal_puzzles(grid, grids)
    for mask in found[:: len(found) // 5]:
        puzzle = ll.Puzzle(board, ll.hint_grid(grid, mask))
        assert ll.is_unique(puzzle)
        for cell in range(25):
            if mask >> cell & 1:
                assert not ll.is_unique(ll.Puzzle(board, ll.hint_grid(grid, mask ^ (1 << cell))))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, (1 << 7) - 1), min_size=1, max_size=8))
def test_minimal_hitting_sets_against_brute_force(masks):
    hits = lambda s: all(s & m for m in masks)  # noqa: E731
    brute = [s for s in range(1 << 7) if hits(s) and all(not hits(s ^ (1 << c)) for c in range(7) if s >> c & 1)]
    assert sorted(minimal_hitting_sets(masks, 7)) == brute


def test_count_up_to_relabelling_small_cases():
    assert ll.count_up_to_relabelling(PALETTE, executor="serial", progress=False) == 17
    assert ll.count_up_to_relabelling(box_palette(2, 2), executor="serial", progress=False) == 288 // 24
    assert ll.count_up_to_relabelling(box_palette(2, 3), parts=3, executor="serial", progress=False) == 28_200_960 // 720


def test_count_agrees_with_cp_sat_on_a_6x6_jigsaw():
    regions = [[0, 0, 0, 1, 1, 1], [0, 0, 2, 2, 1, 1], [0, 3, 2, 2, 2, 1], [3, 3, 4, 2, 5, 5],
               [3, 3, 4, 4, 5, 5], [3, 4, 4, 4, 5, 5]]
    board = ll.jigsaw(regions)
    puzzle = ll.Puzzle(board, ll.first_row_givens(6))
    assert ll.count_up_to_relabelling(regions, executor="serial", progress=False) == ll.count_solutions(puzzle)


def test_z8_special_grids():
    special = ll.special_diameter_grids()
    assert len(special) == 4
    for grid in special:
        assert ll.is_latin(grid.tolist())
        for generator in ll.Z8_CODES.values():
            assert ll.check(ll.Puzzle(ll.diameter_code_board(generator)), grid.tolist()) == []


def test_minimal_puzzles_on_z8():
    board = ll.diameter_code_board(ll.Z8_CODES["Case II <(1,3)>"])
    puzzle = ll.minimise(ll.Puzzle(board, ll.solve(board).grid), seed=1)
    assert ll.is_minimal(puzzle)


def test_table_5_easy_column_and_both_contradiction_modes():
    puzzles = ll.representative_puzzles()
    hints = [len(p.clues()) for p in puzzles]
    assert Counter(hints) == {4: 507, 5: 14_860, 6: 19_096, 7: 1_296}
    four = [p for k, p in zip(hints, puzzles) if k == 4]
    assert sum(ll.solve_by_singles(p).solved for p in four) == 219
    sample = four[::10]
    early = ll.difficulty_table(sample, runs=10, executor="serial", progress=False)
    late = ll.difficulty_table(sample, runs=10, executor="serial", progress=False, contradictions="late")
    scan = ll.difficulty_table(sample, runs=10, executor="serial", progress=False, contradictions="scan")
    assert early["labels"][4]["easy"] == late["labels"][4]["easy"] == scan["labels"][4]["easy"]
    assert sum(s for _, s in late["scores"]) > sum(s for _, s in early["scores"])
    assert sum(s for _, s in scan["scores"]) > sum(s for _, s in early["scores"])
    with pytest.raises(ll.PuzzleError, match="contradictions must be one of"):
        ll.difficulty(sample[0], contradictions="never")
    with pytest.raises(ll.PuzzleError, match="retry must be one of"):
        ll.difficulty(sample[0], retry="never")
    with pytest.raises(ll.PuzzleError, match="no symbol repeats"):
        ll.difficulty(ll.Puzzle(ll.ripeto()), contradictions="scan")


def test_burnside_orbit_counts_on_z5_match_table_1():
    rotations = [lambda i, j: (i, j), lambda i, j: (j, -i), lambda i, j: (-i, -j), lambda i, j: (-j, i)]
    shifts = ll.linear_code(5, (1, 2))
    shift = lambda f, c: (lambda i, j: (f(i, j)[0] + c[0], f(i, j)[1] + c[1]))  # noqa: E731
    assert ll.orbit_count(PALETTE, rotations, executor="serial", progress=False) == 7
    assert ll.orbit_count(PALETTE, [shift(rotations[0], c) for c in shifts], executor="serial", progress=False) == 5
    assert ll.orbit_count(PALETTE, [shift(r, c) for r in rotations for c in shifts], executor="serial", progress=False) == 4
    with pytest.raises(ValueError, match="not a multiple|no symmetry"):
        ll.orbit_count(PALETTE, [rotations[0], lambda i, j: (i, -j)], executor="serial", progress=False)


def test_z8_orbit_counts_case_ii():
    groups = ll.diameter_groups(ll.Z8_CODES["Case II <(1,3)>"])
    assert set(groups) == {"<phi>", "translations", "G"} and len(groups["G"]) == 16
    palette = ll.diameter_palette(ll.Z8_CODES["Case II <(1,3)>"])
    assert ll.orbit_count(palette, groups["G"], progress=False, workers=2) == 304_014


def test_z8_orbit_counts_case_i_tables():
    counts = ll.orbit_counts(ll.Z8_CODES["Case I (non-cyclic)"], identity_count=6_940_096, progress=False, workers=2)
    assert counts["<phi>"] == 3_472_416 and counts["<h>"] == 3_470_048
    assert counts["translations"] == 890_974 and counts["G"] == 232_735


def test_z8_special_grid_classes():
    assert ll.special_grid_classes(ll.Z8_CODES["Case II <(1,3)>"]) == [1, 1, 2]


def test_table_5_four_hint_row_within_3_percent_for_the_scan_exclude_reading():
    """The reading notebook 06 uses (scan, exclude) on all 507 four-hint puzzles, 100 runs: within ±3 % of the paper.

    The full table (all 35,759 puzzles, about 40 s on 2 cores) is in benchmarks/bench_perfect.py.
    """
    four = [p for p in ll.representative_puzzles() if len(p.clues()) == 4]
    table = ll.difficulty_table(four, runs=100, executor="serial", progress=False, contradictions="scan", retry="exclude")
    found = table["labels"][4]
    assert found["easy"] == 219
    for label, paper in (("medium", 106), ("hard", 182)):
        assert abs(found[label] - paper) <= 0.03 * paper
