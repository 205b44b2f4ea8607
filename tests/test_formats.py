"""Round trips and fuzzing of parse / format / JSON / check with hypothesis."""
import functools
from dataclasses import replace

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
    assert messages == ["r1c1 was given symbol 1 but holds 2"]  # the grid is otherwise a Sudoku grid
    assert ll.check(puzzle, [[1, 2], [3, 4]])[0].rule == "shape"


@pytest.mark.parametrize("grid, rule", [
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 0]], "blank"),
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 7]], "range"),
    ([[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 1, 2]], "repeat"),
])
def test_check_rules(grid, rule):
    assert rule in {v.rule for v in ll.check(ll.Puzzle(ll.sudoku(2, 2)), grid)}


# ---- every board survives to_line -> parse, to_text -> parse and JSON (issue 28, "Formats") ------------

HEX = tuple("0123456789ABCDEF")


def labelled(board, labels):
    """The board with other labels (the Board checks them again)."""
    return replace(board, labels=tuple(labels))


def sudoku_grid(box_rows, box_cols):
    """A filled Sudoku grid by the shifting pattern, no solver needed."""
    n = box_rows * box_cols
    return [[(box_cols * (r % box_rows) + r // box_rows + c) % n + 1 for c in range(n)] for r in range(n)]


FAMILIES = {
    "Latin square of order 1": (lambda: ll.latin_square(1), None),
    "Latin square of order 5": (lambda: ll.latin_square(5), None),
    "Latin square of order 12 (numbers)": (lambda: ll.latin_square(12), None),
    "Mini-Sudoku": (lambda: ll.sudoku(2, 3), sudoku_grid(2, 3)),
    "Sudoku": (lambda: ll.sudoku(), sudoku_grid(3, 3)),
    "16x16 numbers": (lambda: ll.sudoku(4, 4), sudoku_grid(4, 4)),
    "16x16 hex digits, 0 a label": (lambda: labelled(ll.sudoku(4, 4), HEX), sudoku_grid(4, 4)),
    "16x16 letters": (lambda: labelled(ll.sudoku(4, 4), "ABCDEFGHIJKLMNOP"), sudoku_grid(4, 4)),
    "labels of several characters": (lambda: labelled(ll.latin_square(4), ["Ab", "10", "0", "x.y"]), None),
    "labels '.' and '_'": (lambda: labelled(ll.latin_square(3), [".", "_", "Z"]), None),
    "perfect code Z_5": (lambda: ll.perfect_code_board(5, (1, 2)), None),
    "jigsaw": (lambda: ll.jigsaw([[0, 0, 0, 1], [2, 0, 1, 1], [2, 2, 3, 1], [2, 3, 3, 3]]), None),
    "Ripeto": (lambda: ll.boards.ripeto(2, 2), None),
    "a word": (lambda: ll.boards.with_word(ll.latin_square(4), "LOOP"), None),
    "Latin triangle": (lambda: ll.boards.latin_triangle(6), None),
    "Windoku": (lambda: ll.boards.windoku(2, 2), None),
}


@functools.cache
def family(name):
    """(board, a filled grid of it) for a family, the grid solved once when no pattern is given."""
    make, grid = FAMILIES[name]
    board = make()
    return board, grid or ll.solve(board).grid


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(sorted(FAMILIES)), st.data())
def test_every_board_round_trips_through_line_text_and_json(name, data):
    board, grid = family(name)
    keep = data.draw(st.sets(st.sampled_from(board.cells)), label="given cells")
    givens = [[grid[r][c] if (r, c) in keep else 0 for c in range(board.cols)] for r in range(board.rows)]
    puzzle = ll.Puzzle(board, givens)
    assert ll.parse(board, ll.to_line(puzzle)) == puzzle
    assert ll.parse(board, ll.to_text(puzzle)) == puzzle
    assert ll.from_json(ll.to_json(puzzle)) == puzzle


@settings(max_examples=20, deadline=None)
@given(st.sets(st.sampled_from([(r, c) for r in range(4) for c in range(4)])), st.booleans())
def test_two_layers_and_cages_round_trip(keep, killer):
    board, grid = ll.sudoku(2, 2), sudoku_grid(2, 2)
    colours = [list(reversed(row)) for row in reversed(grid)]  # the rotated grid: a mate is not needed for givens
    digits = [[grid[r][c] if (r, c) in keep else 0 for c in range(4)] for r in range(4)]
    paint = [[colours[r][c] if (r, c) not in keep else 0 for c in range(4)] for r in range(4)]
    cages = [([(0, 0), (0, 1)], grid[0][0] + grid[0][1])] if killer else []
    try:
        puzzle = ll.killer_sudoku(cages, board=board, givens=digits) if killer else ll.Puzzle(board, digits, (), paint)
    except ll.PuzzleError:
        return  # the rotated grid gives a pair twice
    assert ll.from_json(ll.to_json(puzzle)) == puzzle
    colour_line = None if puzzle.colours is None else ll.to_line(puzzle.colours, board)
    assert ll.parse(board, ll.to_line(puzzle), colour_line).givens == puzzle.givens
    assert ll.parse(board, ll.to_line(puzzle), colour_line).colours == puzzle.colours


def test_a_hex_zero_is_a_symbol_and_a_blank_is_written_with_a_dot():
    board, grid = family("16x16 hex digits, 0 a label")
    line = ll.to_line(ll.Puzzle(board, [row[:1] + [0] * 15 for row in grid]))
    assert len(line) == 256 and line.startswith("0" + "." * 15)
    assert ll.parse(board, line).givens[0][0] == 1  # '0' labels the first symbol
    assert ll.to_line(ll.Puzzle(family("labels '.' and '_'")[0])) == "0" * 9


def test_labels_of_several_characters_are_words():
    board, grid = family("labels of several characters")
    assert ll.to_line(ll.Puzzle(board, grid)).split()[:4] == [board.label(v) for v in grid[0]]
