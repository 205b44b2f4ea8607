"""Sudoku symmetries: they keep solutions valid, canonical forms are invariant, and the 4x4 orbits."""
import pytest

import latinlib as ll

GRID4 = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]


def test_4x4_has_288_grids_in_two_orbits():
    board = ll.sudoku(2, 2)
    grids = [s.grid for s in ll.solutions(board)]
    classes = ll.symmetry.orbits(grids, board)
    assert len(grids) == 288 and len(classes) == 2
    assert sorted(len(v) for v in classes.values()) == [96, 192]


def test_group_orders():
    assert ll.symmetry.group_order(ll.sudoku(2, 2)) == len(ll.symmetry.sudoku_group(ll.sudoku(2, 2))) == 128
    assert ll.symmetry.group_order(ll.sudoku(2, 3)) == 3456
    assert ll.symmetry.group_order(ll.sudoku()) == 2 * 1296 ** 2


@pytest.mark.parametrize("box", [(2, 2), (2, 3), (3, 3)])
def test_random_symmetries_keep_grids_valid(box):
    board = ll.sudoku(*box)
    grid = ll.random_solution(board, seed=4).grid
    for seed in range(5):
        move = ll.symmetry.random_symmetry(board, seed)
        assert ll.symmetry.is_symmetry(board, move)
        assert ll.check(ll.Puzzle(board), move(grid)) == []


def test_canonical_form_is_an_invariant_of_the_orbit():
    board = ll.sudoku(2, 3)
    grid = ll.random_solution(board, seed=1).grid
    canon = ll.symmetry.canonical_form(grid, board)
    assert canon[0] == (1, 2, 3, 4, 5, 6)
    assert all(ll.symmetry.canonical_form(ll.symmetry.random_symmetry(board, s)(grid), board) == canon for s in range(4))


def test_named_moves():
    board = ll.sudoku(2, 2)
    assert ll.symmetry.rotate(board, 1)(GRID4) == [[4, 2, 3, 1], [3, 1, 4, 2], [2, 4, 1, 3], [1, 3, 2, 4]]
    assert ll.symmetry.rotate(board, 4)(GRID4) == GRID4
    assert ll.symmetry.rotate(board, 1).then(ll.symmetry.rotate(board, 1))(GRID4) == ll.symmetry.rotate(board, 2)(GRID4)
    assert ll.symmetry.transpose(board)(GRID4) == [list(col) for col in zip(*GRID4)]
    assert ll.symmetry.swap_bands(board, 0, 1)(GRID4) == GRID4[2:] + GRID4[:2]
    assert ll.symmetry.swap_stacks(board, 0, 1)(GRID4)[0] == [3, 4, 1, 2]
    assert ll.symmetry.relabel(board, {1: 2, 2: 1})(GRID4)[0] == [2, 1, 3, 4]
    with pytest.raises(ll.PuzzleError, match="not a symmetry"):
        ll.symmetry.swap_rows(board, 1, 2)
    with pytest.raises(ll.PuzzleError, match="not a symmetry"):
        ll.symmetry.rotate(ll.sudoku(2, 3), 1)


@pytest.mark.parametrize("seed", [6, 7])
def test_moved_puzzles_keep_uniqueness_solution_and_fairness(seed):
    board = ll.sudoku(2, 3)
    puzzle = ll.make_puzzle(ll.random_solution(board, seed=seed), seed=seed)
    move = ll.symmetry.random_symmetry(board, 3)
    moved = move(puzzle)
    assert ll.count_solutions(moved, limit=2) == 1
    assert ll.solve(moved).grid == move(ll.solve(puzzle).grid)
    assert ll.symmetry.canonical_form(moved) == ll.symmetry.canonical_form(puzzle)
    assert ll.generate.is_singles_solvable(moved) == ll.generate.is_singles_solvable(puzzle)  # singles see the same deductions, moved


def test_half_turn_of_a_frame_that_is_not_square():
    board = ll.latin_board((2, 3), [[(r, c) for c in range(3)] for r in range(2)], [1, 2, 3])
    assert ll.symmetry.rotate(board, 2)([[1, 2, 3], [3, 1, 2]]) == [[2, 1, 3], [3, 2, 1]]
    with pytest.raises(ll.PuzzleError, match="square frame"):
        ll.symmetry.rotate(board, 1)
