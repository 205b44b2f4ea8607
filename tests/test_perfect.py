"""Z_5 perfect Sudoku grids, their symmetry classes (Table 1), minimal puzzles (Table 2), Z_8 counting."""
from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import latinlib as ll
from latinlib.core.board import box_palette
from latinlib.methods.critical import difference_masks, minimal_hitting_sets

PALETTE = ll.perfect.perfect_palette(5, (1, 2))


@pytest.fixture(scope="module")
def grids():
    return ll.perfect.all_grids(PALETTE)


def test_2040_grids_in_17_classes(grids):
    assert len(grids) == 2040 == len({g.tobytes() for g in grids})
    board = ll.perfect_code_board(5, (1, 2))
    assert all(ll.check(ll.Puzzle(board), g.tolist()) == [] for g in grids[::17])
    assert len(ll.symmetry.orbits(grids, board, [ll.symmetry.identity(board)])) == 17


def test_table_1():
    assert ll.perfect.symmetry_table() == {
        "rotation": {4: 3, 2: 1, 1: 3},
        "translation": {5: 3, 1: 2},
        "G": {10: 1, 5: 1, 1: 2},
    }
    assert [size for _, size in ll.perfect.class_representatives()] == [1200, 600, 120, 120]


def test_moves_keep_perfect_grids(grids):
    board = ll.perfect_code_board(5, (1, 2))
    keys = {g.tobytes() for g in grids}
    turn, shift = ll.symmetry.affine(board, "quarter turn"), ll.symmetry.affine(board, "identity", (1, 2))
    mirror = ll.symmetry.affine(board, "mirror (i, j) -> (i, -j)")
    for g in grids[::40]:
        assert np.array(turn(g), dtype=g.dtype).tobytes() in keys
        assert np.array(shift(g), dtype=g.dtype).tobytes() in keys
    assert not all(np.array(mirror(g), dtype=g.dtype).tobytes() in keys for g in grids)
    assert ll.symmetry.is_symmetry(board, turn) and not ll.symmetry.is_symmetry(board, mirror)


def test_torus_group_is_the_papers_group_g():
    """G: quarter turns about a codeword and translations by codewords, order 20 (seeds/003 section 5)."""
    board = ll.perfect_code_board(5, (1, 2))
    group = ll.symmetry.torus_group(board)
    generated = ll.symmetry.closure([ll.symmetry.affine(board, "quarter turn"), ll.symmetry.affine(board, "identity", (1, 2))])
    assert len(group) == 20 and {m.source for m in group} == {m.source for m in generated}
    assert ll.symmetry.group_of(board) == group


def test_special_grids():
    special = ll.perfect.special_grids()
    assert len(special) == 240
    board = ll.perfect_code_board(5, (1, 2))
    relabelled = [ll.symmetry.identity(board)]
    reps = {ll.symmetry.canonical_form(g, board, relabelled) for g in special}
    sizes = {size for rep, size in ll.perfect.class_representatives()
             if ll.symmetry.canonical_form(rep, board, relabelled) in reps}
    assert sizes == {120}


def test_table_2():
    assert ll.perfect.minimal_puzzle_table() == {
        4: (154_200, 507), 5: (5_721_600, 14_860), 6: (8_908_800, 19_096), 7: (1_113_600, 1_296)}


def test_four_hint_minimal_puzzles_by_brute_force(grids):
    grid, _ = ll.perfect.class_representatives()[0]
    masks = difference_masks(grid, grids)
    brute = [s for s in combinations(range(25), 4) if all(m & sum(1 << c for c in s) for m in masks)]
    found = [m for m in ll.perfect.minimal_puzzles(grid, grids) if m.bit_count() == 4]
    assert sorted(found) == sorted(sum(1 << c for c in s) for s in brute)


@pytest.mark.parametrize("which", range(4))
def test_minimal_puzzles_are_unique_and_minimal_for_cp_sat(grids, which):
    """The solving service, which knows nothing of difference sets, agrees on a few puzzles of each representative."""
    board = ll.perfect_code_board(5, (1, 2))
    grid, _ = ll.perfect.class_representatives()[which]
    found = ll.perfect.minimal_puzzles(grid, grids)
    for mask in found[:: len(found) // 3]:
        puzzle = ll.Puzzle(board, ll.perfect.hint_grid(grid, mask))
        assert ll.is_unique(puzzle)
        for cell in range(25):
            if mask >> cell & 1:
                assert not ll.is_unique(ll.Puzzle(board, ll.perfect.hint_grid(grid, mask ^ (1 << cell))))


def each_alone(sets, masks):
    """For each set (a 25-bit mask): is each of its cells the only one of the set inside some mask?"""
    ok = np.zeros(len(sets), bool)
    for start in range(0, len(sets), 50_000):
        part = sets[start:start + 50_000]
        inside = masks[None, :] & part[:, None]
        alone = np.where((inside & (inside - 1)) == 0, inside, 0)
        ok[start:start + 50_000] = np.bitwise_or.reduce(alone, axis=1) == part
    return ok


@pytest.mark.parametrize("which", range(4))
def test_minimal_puzzles_by_brute_force_on_every_representative(grids, which):
    """Every set of 1 to 7 cells scanned with numpy difference sets gives exactly latinlib's minimal puzzles,
    and no set of 8 cells has each cell alone in some minimal difference set; that property passes to every
    part of a set, and every minimal puzzle has it, so no minimal puzzle has 8 or more givens (notebook 07)."""
    grid, _ = ll.perfect.class_representatives()[which]
    differ = np.unique(((grids != grid).reshape(-1, 25) * (1 << np.arange(25))).sum(axis=1))[1:]
    least = differ[((differ[:, None] & differ[None, :]) == differ[None, :]).sum(axis=1) == 1].astype(np.int32)
    listed = ll.perfect.minimal_puzzles(grid, grids)
    for k in range(1, 9):
        sets = (1 << np.array(list(combinations(range(25), k)), np.int32)).sum(axis=1, dtype=np.int32)
        alone = each_alone(sets, least)
        hits = np.ones(len(sets), bool)
        for m in least:
            hits &= (sets & m) != 0
        assert set(sets[alone & hits].tolist()) == {m for m in listed if m.bit_count() == k}
        assert k < 8 or not alone.any()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, (1 << 7) - 1), min_size=1, max_size=8))
def test_minimal_hitting_sets_against_brute_force(masks):
    hits = lambda s: all(s & m for m in masks)  # noqa: E731
    brute = [s for s in range(1 << 7) if hits(s) and all(not hits(s ^ (1 << c)) for c in range(7) if s >> c & 1)]
    assert sorted(minimal_hitting_sets(masks, 7)) == brute


def test_count_up_to_relabelling_small_cases():
    assert ll.perfect.count_up_to_relabelling(PALETTE, executor="serial", progress=False) == 17
    assert ll.perfect.count_up_to_relabelling(box_palette(2, 2), executor="serial", progress=False) == 288 // 24
    assert ll.perfect.count_up_to_relabelling(box_palette(2, 3), parts=3, executor="serial", progress=False) == 28_200_960 // 720


def test_count_by_halves_matches_the_full_walk():
    """A stack swap of the 6 x 6 box palette (2 x 3 boxes) pairs row 0's cells: half the layers, the same count."""
    palette = box_palette(2, 3)
    board = ll.palette_board(palette)
    assert ll.perfect.count_by_halves(palette, ll.symmetry.affine(board, "identity", (0, 3))) == 28_200_960 // 720
    with pytest.raises(ll.PuzzleError, match="in pairs"):
        ll.perfect.count_by_halves(palette, ll.symmetry.identity(board))


def test_count_agrees_with_cp_sat_on_a_6x6_jigsaw():
    regions = [[0, 0, 0, 1, 1, 1], [0, 0, 2, 2, 1, 1], [0, 3, 2, 2, 2, 1], [3, 3, 4, 2, 5, 5],
               [3, 3, 4, 4, 5, 5], [3, 4, 4, 4, 5, 5]]
    board = ll.jigsaw(regions)
    puzzle = ll.Puzzle(board, ll.latin.first_row_givens(6))
    assert ll.perfect.count_up_to_relabelling(regions, executor="serial", progress=False) == ll.count_solutions(puzzle)


def test_z8_special_grids():
    special = ll.perfect.special_diameter_grids()
    assert len(special) == 4
    for grid in special:
        assert ll.latin.is_latin(grid.tolist())
        for generator in ll.perfect.Z8_CODES.values():
            assert ll.check(ll.Puzzle(ll.perfect.diameter_code_board(generator)), grid.tolist()) == []


def test_minimal_puzzles_on_z8():
    board = ll.perfect.diameter_code_board(ll.perfect.Z8_CODES["Case II <(1,3)>"])
    puzzle = ll.generate.minimise(ll.Puzzle(board, ll.solve(board).grid), seed=1)
    assert ll.generate.is_minimal(puzzle)


def puzzles_of(rows):
    """Puzzles on the Z_5 perfect-code board, one per row of 25 givens (0 = blank)."""
    board = ll.perfect_code_board(5, (1, 2))
    return [ll.Puzzle(board, row.reshape(5, 5).tolist()) for row in rows]


def test_table_5_easy_column_and_both_contradiction_modes():
    givens = ll.perfect.representative_givens()
    hints = np.count_nonzero(givens, axis=1)
    assert Counter(hints.tolist()) == {4: 507, 5: 14_860, 6: 19_096, 7: 1_296}
    four = puzzles_of(givens[hints == 4])
    by_singles = [ll.human.solve_by_singles(p).solved for p in four]
    assert sum(by_singles) == 219
    assert ll.perfect.singles_solvable(givens[hints == 4], PALETTE).tolist() == by_singles   # all at once, the same
    sample = puzzles_of(givens[::97])
    assert ll.perfect.singles_solvable(givens[::97], PALETTE).tolist() == [ll.human.solve_by_singles(p).solved for p in sample]
    sample = four[::10]
    early = ll.perfect.difficulty_table(sample, runs=10, executor="serial", progress=False)
    late = ll.perfect.difficulty_table(sample, runs=10, executor="serial", progress=False, contradictions="late")
    scan = ll.perfect.difficulty_table(sample, runs=10, executor="serial", progress=False, contradictions="scan")
    assert early["labels"][4]["easy"] == late["labels"][4]["easy"] == scan["labels"][4]["easy"]
    assert sum(s for _, s in late["scores"]) > sum(s for _, s in early["scores"])
    assert sum(s for _, s in scan["scores"]) > sum(s for _, s in early["scores"])
    with pytest.raises(ll.PuzzleError, match="contradictions must be one of"):
        ll.difficulty(sample[0], contradictions="never")
    with pytest.raises(ll.PuzzleError, match="retry must be one of"):
        ll.difficulty(sample[0], retry="never")
    with pytest.raises(ll.PuzzleError, match="no symbol repeats"):
        ll.difficulty(ll.Puzzle(ll.boards.ripeto()), contradictions="scan")


def test_burnside_orbit_counts_on_z5_match_table_1():
    board, groups = ll.perfect.code_groups(5, (1, 2))
    counts = ll.perfect.orbit_counts(PALETTE, groups, executor="serial", progress=False)
    assert counts == {"rotation": 7, "translation": 5, "G": 4}   # Table 1: 3 + 1 + 3, 3 + 2, 1 + 1 + 2 orbits
    with pytest.raises(ll.PuzzleError, match="not a multiple|no symmetry"):
        ll.perfect.orbit_counts(PALETTE, {"not a group": [ll.symmetry.identity(board),
                                                          ll.symmetry.affine(board, "mirror (i, j) -> (i, -j)")]},
                                executor="serial", progress=False)


def test_z8_orbit_counts_case_ii():
    groups = ll.perfect.diameter_groups(ll.perfect.Z8_CODES["Case II <(1,3)>"])
    assert set(groups) == {"<phi>", "translations", "G"} and len(groups["G"]) == 16
    palette = ll.perfect.diameter_palette(ll.perfect.Z8_CODES["Case II <(1,3)>"])
    assert ll.perfect.orbit_counts(palette, {"G": groups["G"]}, progress=False, workers=2) == {"G": 304_014}


def test_z8_orbit_counts_case_i_tables():
    code = ll.perfect.Z8_CODES["Case I (non-cyclic)"]
    counts = ll.perfect.orbit_counts(ll.perfect.diameter_palette(code), ll.perfect.diameter_groups(code),
                                     identity_count=6_940_096, progress=False, workers=2)
    assert counts["<phi>"] == 3_472_416 and counts["<h>"] == 3_470_048
    assert counts["translations"] == 890_974 and counts["G"] == 232_735


def test_z8_special_grid_classes():
    assert ll.perfect.special_grid_classes(ll.perfect.Z8_CODES["Case II <(1,3)>"]) == [1, 1, 2]


def test_table_5_four_hint_row_within_3_percent_for_the_scan_exclude_reading():
    """The (scan, exclude) reading on all 507 four-hint puzzles, 100 runs: within ±3 % of the paper.

    The full table (all 35,759 puzzles, about 40 s on 2 cores) is in benchmarks/bench_perfect.py.
    """
    givens = ll.perfect.representative_givens()
    four = puzzles_of(givens[np.count_nonzero(givens, axis=1) == 4])
    table = ll.perfect.difficulty_table(four, runs=100, executor="serial", progress=False, contradictions="scan", retry="exclude")
    found = table["labels"][4]
    assert found["easy"] == 219
    for label, paper in (("medium", 106), ("hard", 182)):
        assert abs(found[label] - paper) <= 0.03 * paper


def test_subgroups_of_the_z5_group_g():
    """G of order 20 (translations by codewords, quarter turns): 1 + 5 + 5 + 1 + 1 + 1 subgroups of orders 1, 2, 4, 5, 10, 20."""
    _, groups = ll.perfect.code_groups(5, (1, 2))
    orders = Counter(len(sub) for sub in ll.perfect.subgroups(groups["G"]))
    assert orders == {1: 1, 2: 5, 4: 5, 5: 1, 10: 1, 20: 1}
    with pytest.raises(ll.PuzzleError, match="do not form a group"):
        ll.perfect.subgroups(groups["G"][:3])


def test_count_fixed_by_several_moves_is_the_count_of_their_group():
    board = ll.perfect_code_board(5, (1, 2))
    turn, shift = ll.symmetry.affine(board, "half turn"), ll.symmetry.affine(board, "identity", (1, 2))
    both = ll.perfect.count_fixed(PALETTE, turn, shift)
    assert both == ll.perfect.count_fixed(PALETTE, *ll.symmetry.closure([turn, shift])) == 2
    assert ll.perfect.count_fixed(PALETTE) == 17


def test_class_size_table_matches_the_orbits_listed_on_z5():
    """Table 1 from the subgroup lattice equals Table 1 from listing every orbit (two independent methods)."""
    _, groups = ll.perfect.code_groups(5, (1, 2))
    assert ll.perfect.class_size_table(PALETTE, groups, executor="serial", progress=False) == ll.perfect.symmetry_table()


def test_z8_class_sizes_tables_3_and_4():
    """Every class-size row of seeds/003 Tables 3 (Case I) and 4 (Case II), and their totals by Burnside."""
    paper = {
        "Case I (non-cyclic)": (6_940_096, {
            "<phi>": {2: 3_467_680, 1: 4_736},
            "<h>": {2: 3_470_048},
            "translations": {8: 844_905, 4: 44_411, 2: 1_554, 1: 104},
            "G": {32: 202_658, 16: 26_927, 8: 2_906, 4: 236, 2: 8}}),
        "Case II <(1,3)>": (4_839_127, {
            "<phi>": {2: 2_418_613, 1: 1_901},
            "translations": {8: 603_554, 4: 2_601, 2: 132, 1: 27},
            "G": {16: 300_965, 8: 2_886, 4: 139, 2: 19, 1: 5}}),
    }
    for name, (grids, rows) in paper.items():
        code = ll.perfect.Z8_CODES[name]
        palette, groups = ll.perfect.diameter_palette(code), ll.perfect.diameter_groups(code)
        table = ll.perfect.class_size_table(palette, groups, identity_count=grids, executor="serial", progress=False)
        assert {group: table[group] for group in rows} == rows
        assert all(sum(size * count for size, count in row.items()) == grids for row in table.values())
        totals = ll.perfect.orbit_counts(palette, groups, identity_count=grids, executor="serial", progress=False)
        assert {group: sum(row.values()) for group, row in table.items()} == totals
