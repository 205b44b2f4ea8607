"""Random grids and clue removal: uniqueness proved, minimality, classes, symmetry, bad input."""
import pytest

import latinlib as ll


@pytest.mark.parametrize("box", [(2, 2), (2, 3), (3, 3)])
def test_generated_puzzles_are_unique_and_minimal(box):
    board = ll.sudoku(*box)
    solution = ll.random_solution(board, seed=5)
    assert ll.check(ll.Puzzle(board), solution.grid) == []
    puzzle = ll.make_puzzle(solution, seed=5)
    assert ll.count_solutions(puzzle, limit=2) == 1
    assert ll.solve(puzzle).grid == solution.grid
    assert ll.check(puzzle, solution.grid) == []
    if box != (3, 3):
        assert ll.generate.is_minimal(puzzle)
        for (r, c) in puzzle.given_cells():
            fewer = [list(row) for row in puzzle.givens]
            fewer[r][c] = 0
            assert ll.count_solutions(puzzle.with_givens(fewer), limit=2) == 2


def test_random_solutions_are_reproducible_and_diverse():
    board = ll.sudoku()
    grids = [ll.random_solution(board, seed=s).grid for s in range(6)]
    assert grids[0] == ll.random_solution(board, seed=0).grid
    assert len({str(g) for g in grids}) == 6
    assert all(ll.check(ll.Puzzle(board), g) == [] for g in grids)


def test_random_solution_keeps_givens_and_reports_infeasible():
    puzzle = ll.parse(ll.sudoku(2, 2), "1... .... .... ...4")
    grid = ll.random_solution(puzzle, seed=2).grid
    assert grid[0][0] == 1 and grid[3][3] == 4 and ll.check(puzzle, grid) == []
    with pytest.raises(ll.PuzzleError, match="no solution"):
        ll.random_solution(ll.parse(ll.sudoku(2, 2), "12.. ..3. .... ...3"))


def test_symmetric_puzzle_has_half_turn_symmetric_clues():
    solution = ll.random_solution(ll.sudoku(2, 3), seed=3)
    puzzle = ll.make_puzzle(solution, seed=3, symmetric=True)
    assert ll.count_solutions(puzzle, limit=2) == 1
    assert all(bool(puzzle.givens[r][c]) == bool(puzzle.givens[5 - r][5 - c]) for r in range(6) for c in range(6))


def test_easy_target_is_solved_by_singles():
    solution = ll.random_solution(ll.sudoku(), seed=1)
    puzzle = ll.make_puzzle(solution, seed=1, difficulty="easy")
    assert ll.difficulty(puzzle).label == "easy"
    assert ll.human.solve_by_singles(puzzle).grid == solution.grid


def test_bad_input_is_named():
    two = ll.parse(ll.sudoku(2, 2), "12.. .... .... ....")
    with pytest.raises(ll.PuzzleError, match="two or more solutions"):
        ll.make_puzzle(two)
    with pytest.raises(ll.PuzzleError, match="two or more solutions"):
        ll.generate.minimise(two)
    assert not ll.generate.is_minimal(two)
    with pytest.raises(ll.PuzzleError, match="difficulty must be"):
        ll.make_puzzle(ll.random_solution(ll.sudoku(2, 2)), difficulty="fiendish")


def test_minimise_keeps_the_solution():
    solution = ll.random_solution(ll.sudoku(2, 3), seed=8)
    full = ll.Puzzle(solution.puzzle.board, solution.grid)
    small = ll.generate.minimise(full, seed=8)
    assert ll.generate.is_minimal(small) and ll.solve(small).grid == solution.grid


def test_medium_and_hard_targets_are_met_and_unique():
    board = ll.sudoku()
    for label in ("medium", "hard"):
        puzzle = ll.make_puzzle(ll.random_solution(board, seed=1), seed=1, difficulty=label)
        assert ll.difficulty(puzzle).label == label
        assert ll.count_solutions(puzzle, limit=2) == 1


def test_random_solution_on_other_boards():
    jig = ll.jigsaw([[0, 0, 1, 1, 1], [0, 0, 2, 1, 1], [3, 0, 2, 2, 2], [3, 3, 4, 4, 2], [3, 3, 4, 4, 4]])
    for board in (jig, ll.latin_square(7), ll.sudoku(4, 4)):
        grid = ll.random_solution(board, seed=3).grid
        assert ll.check(ll.Puzzle(board), grid) == []
    puzzle = ll.make_puzzle(ll.random_solution(jig, seed=3), seed=3)
    assert ll.count_solutions(puzzle, limit=2) == 1
