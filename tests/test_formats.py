"""Round trips and fuzzing of parse / format / JSON / check with hypothesis."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import latinlib as ll

SUDOKU = ll.sudoku()
CLASSIC = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_81_character_string_round_trip():
    puzzle = ll.parse(SUDOKU, CLASSIC)
    assert ll.to_line(puzzle) == CLASSIC
    assert ll.parse(SUDOKU, ll.to_text(puzzle)) == puzzle


def test_blank_characters_are_interchangeable():
    a = ll.parse(SUDOKU, CLASSIC)
    assert ll.parse(SUDOKU, CLASSIC.replace(".", "0")) == a
    assert ll.parse(SUDOKU, CLASSIC.replace(".", "_")) == a


def test_grid_text_with_box_rules_parses():
    text = ll.to_text(ll.parse(SUDOKU, CLASSIC))
    assert "-+-" in text and "|" in text
    assert ll.parse(SUDOKU, text).givens == ll.parse(SUDOKU, CLASSIC).givens


def test_large_boards_use_numbers_separated_by_spaces():
    board = ll.sudoku(4, 4)
    solution = ll.solve(board)
    text = ll.to_text(solution)
    assert "16" in text
    assert ll.parse(board, text).givens == tuple(map(tuple, solution.grid))


def test_json_round_trip_keeps_cages_and_colours():
    cages = [([(0, 0), (0, 1)], (3, 5)), ([(1, 0)], 2)]
    puzzle = ll.Puzzle(ll.sudoku(2, 2), [[1, 0, 0, 0]] + [[0] * 4] * 3, cages, [[0, 2, 0, 0]] + [[0] * 4] * 3)
    assert ll.from_json(ll.to_json(puzzle)) == puzzle


givens_4x4 = st.lists(st.lists(st.integers(0, 4), min_size=4, max_size=4), min_size=4, max_size=4)


@settings(max_examples=200, deadline=None)
@given(givens_4x4)
def test_any_valid_puzzle_round_trips_through_text_and_json(grid):
    board = ll.sudoku(2, 2)
    try:
        puzzle = ll.Puzzle(board, grid)
    except ll.PuzzleError:
        return
    assert ll.parse(board, ll.to_line(puzzle)) == puzzle
    assert ll.parse(board, ll.to_text(puzzle)) == puzzle
    assert ll.from_json(ll.to_json(puzzle)) == puzzle


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=100))
def test_parse_never_fails_with_anything_but_puzzle_error(text):
    try:
        ll.parse(SUDOKU, text)
    except ll.PuzzleError as err:
        assert str(err)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(st.integers(-2, 6), min_size=4, max_size=4), min_size=4, max_size=4))
def test_check_finds_a_violation_exactly_when_the_grid_is_not_a_sudoku(grid):
    board = ll.sudoku(2, 2)
    violations = ll.check(ll.Puzzle(board), grid)
    rows_ok = all(sorted(row) == [1, 2, 3, 4] for row in grid)
    groups_ok = all(sorted(grid[r][c] for r, c in g) == [1, 2, 3, 4] for g in board.groups)
    assert (violations == []) == (rows_ok and groups_ok)
    assert all(str(v) for v in violations)


def test_check_names_every_broken_rule():
    puzzle = ll.parse(ll.sudoku(2, 2), "1...............")
    grid = [[2, 1, 3, 4], [3, 4, 1, 2], [1, 2, 4, 3], [4, 3, 2, 1]]
    messages = [str(v) for v in ll.check(puzzle, grid)]
    assert "r1c1 was given digit 1 but holds 2" in messages
    assert any(m.startswith("column 1 holds digit 1 2 times (r2c1") is False for m in messages)
    assert ll.check(puzzle, [[1, 2], [3, 4]])[0].rule == "shape"


@pytest.mark.parametrize("grid, rule", [
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 0]], "blank"),
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 7]], "range"),
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 1, 2]], "repeat"),
])
def test_check_rules(grid, rule):
    assert rule in {v.rule for v in ll.check(ll.Puzzle(ll.sudoku(2, 2)), grid)}
