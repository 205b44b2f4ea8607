"""Properties of the contract, with Hypothesis (bounded examples, a few seconds each).

* every public entry point that takes user data (text, JSON, grids, cages, groups, symbols, palettes, colours,
  labels, words, the editor's Import) returns a valid object or raises PuzzleError, never another exception,
  numbers far beyond what a model holds included;
* whenever solve says 'solved', check finds nothing wrong with the grid;
* counts under tiny time limits are never above the truth, and say why they stopped;
* is_unique answers right or raises Undecided, never guesses;
* counts agree with brute force on small boards: Latin, Sudoku, two layers (cages: test_cages.py).
"""
import json
from dataclasses import replace
from functools import cache
from itertools import product

from conftest import brute_force_grids
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import latinlib as ll
from latinlib.core.validate import MAX_CELLS, MAX_SUM, MAX_SYMBOL
from latinlib.views.editor import EditorState
from latinlib.views.editor.textio import parse_line, parse_sums

B4 = ll.sudoku(2, 2)
GRIDS4 = brute_force_grids(B4)
LATIN3 = brute_force_grids(ll.latin_square(3))
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

huge = st.integers(-(2**70), 2**70) | st.sampled_from([2**62, 2**63, 10**6 + 1, 10**9 + 1, 10**20, -(2**63)])
anything = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | huge | st.floats(allow_nan=True) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=5) | st.tuples(inner, inner) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=12,
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | huge | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=15,
)


def accepts_or_refuses(make, kind=ll.Puzzle):
    """Call ``make``; it must return a ``kind`` (a Puzzle) or raise PuzzleError (never another exception)."""
    try:
        made = make()
    except ll.PuzzleError as err:
        assert str(err)
        return None
    assert isinstance(made, kind)
    return made


def holds_only_modelable_symbols(board):
    """True when every symbol is 1..MAX_SYMBOL and there are at most MAX_CELLS: what the CP-SAT model can hold."""
    return all(1 <= s <= MAX_SYMBOL for s in board.symbols) and len(board.symbols) <= MAX_CELLS


@FAST
@given(st.text(alphabet="0123456789.,_ |-+\n\u00b2\u2460\u0663\uff11abcxyz", max_size=40))
def test_parse_of_any_text_is_a_puzzle_or_a_puzzle_error(text):
    puzzle = accepts_or_refuses(lambda: ll.parse(B4, text))
    if puzzle is not None:
        assert all(type(v) is int and 0 <= v <= 4 for row in puzzle.givens for v in row)


@FAST
@given(anything)
def test_any_grid_is_a_puzzle_or_a_puzzle_error(grid):
    puzzle = accepts_or_refuses(lambda: ll.Puzzle(B4, grid))
    if puzzle is not None:
        assert all(type(v) is int for row in puzzle.givens for v in row)


@FAST
@given(st.lists(st.lists(st.one_of(st.integers(0, 4), st.floats(0, 4), st.booleans(), st.text(max_size=1)),
                         min_size=4, max_size=4), min_size=4, max_size=4))
def test_a_grid_of_mixed_values_is_accepted_only_when_every_value_is_an_int(grid):
    puzzle = accepts_or_refuses(lambda: ll.Puzzle(B4, grid))
    if puzzle is not None:
        assert all(type(v) is int for row in grid for v in row)


cells = st.tuples(st.integers(-1, 4), st.integers(-1, 4))
cage_items = st.tuples(st.lists(cells | anything, max_size=4), st.integers(-2, 20) | anything | st.none())


@FAST
@given(st.lists(cage_items | anything, max_size=4))
def test_any_cage_list_is_a_puzzle_or_a_puzzle_error(cages):
    puzzle = accepts_or_refuses(lambda: ll.Puzzle(B4, cages=cages))
    if puzzle is not None:
        assert all(len(c.cells) >= 1 and all(s >= 1 for s in c.sums) for c in puzzle.cages)


@FAST
@given(st.lists(cage_items, max_size=4), st.booleans(), st.booleans())
def test_any_killer_cage_list_is_a_puzzle_or_a_puzzle_error(cages, distinct, diagonal):
    accepts_or_refuses(lambda: ll.killer_sudoku(cages, board=B4, distinct=distinct, diagonal=diagonal))


VALID = json.loads(ll.to_json(ll.Puzzle(B4, [[1, 0, 0, 0]] + [[0] * 4] * 3, [([(0, 1), (0, 2)], 5)])))


def paths(data, prefix=()):
    """Every key path into a JSON value."""
    yield prefix
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else []
    for key, value in items:
        yield from paths(value, prefix + (key,))


PATHS = [p for p in paths(VALID) if p]


def with_value(data, path, value):
    """The JSON text of ``data`` with the value at a key path replaced, or removed when ``value`` is ...."""
    data = json.loads(json.dumps(data))
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is ...:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(data)


@FAST
@given(st.sampled_from(PATHS), json_values | st.just(...))
def test_any_json_document_near_a_valid_one_is_a_puzzle_or_a_puzzle_error(path, value):
    accepts_or_refuses(lambda: ll.from_json(with_value(VALID, path, value)))


@FAST
@given(json_values)
def test_any_json_document_is_a_puzzle_or_a_puzzle_error(value):
    accepts_or_refuses(lambda: ll.from_json(json.dumps(value)))


# ---- boards, symbols, labels, palettes, words, cages, colours, the editor ---------------------------

small = st.integers(-2, 6) | huge | anything
cell_lists = st.lists(cells | anything, max_size=5)
symbol_lists = st.lists(st.integers(-1, 5) | huge | anything, max_size=5) | anything
label_lists = st.lists(st.text(alphabet="AB0._| -+=\n²", max_size=3) | anything, max_size=5) | st.just(())


@FAST
@given(st.tuples(small, small) | anything, st.lists(cell_lists, max_size=4) | anything, symbol_lists, label_lists,
       st.none() | anything)
def test_any_latin_board_is_a_board_or_a_puzzle_error(shape, groups, symbols, labels, regions):
    board = accepts_or_refuses(lambda: ll.latin_board(shape, groups, symbols, labels=labels, regions=regions), ll.Board)
    if board is not None:
        assert holds_only_modelable_symbols(board) and all(set(g) <= set(board.cells) for g in board.groups)
        assert all(label and " " not in label for label in board.labels)


@FAST
@given(st.integers(-2, 7) | huge | anything, st.integers(-2, 7) | huge | anything)
def test_any_sudoku_shape_is_a_board_or_a_puzzle_error(box_rows, box_cols):
    board = accepts_or_refuses(lambda: ll.sudoku(box_rows, box_cols), ll.Board)
    if board is not None:
        assert board.rows * board.cols <= MAX_CELLS


@FAST
@given(st.lists(st.lists(st.integers(0, 3) | st.sampled_from("ab") | huge, min_size=1, max_size=4), max_size=4) | anything,
       st.booleans())
def test_any_palette_is_a_board_or_a_puzzle_error(palette, as_jigsaw):
    make = ll.jigsaw if as_jigsaw else ll.palette_board
    accepts_or_refuses(lambda: make(palette), ll.Board)


@FAST
@given(st.integers(-2, 14) | huge | anything, st.tuples(small, small) | anything)
def test_any_perfect_code_is_a_board_or_a_puzzle_error(n, generator):
    accepts_or_refuses(lambda: ll.perfect_code_board(n, generator), ll.Board)


@FAST
@given(st.text(alphabet="LOPAB0._ |²", max_size=6) | anything)
def test_any_word_is_a_board_or_a_puzzle_error(word):
    board = accepts_or_refuses(lambda: ll.boards.with_word(ll.latin_square(4), word), ll.Board)
    if board is not None:
        assert ll.parse(board, ll.to_line(ll.Puzzle(board))) == ll.Puzzle(board)


@FAST
@given(st.text(alphabet="LOPAB ._", max_size=6) | anything, st.none() | cell_lists)
def test_any_custom_sudoku_word_is_a_puzzle_or_a_puzzle_error(word, inscribed):
    accepts_or_refuses(lambda: ll.boards.custom_sudoku(word, inscribed))


grids4 = st.lists(st.lists(st.integers(0, 4) | huge | anything, min_size=4, max_size=4), min_size=4, max_size=4) | anything


@FAST
@given(st.none() | grids4, st.none() | grids4)
def test_any_suirodoku_layers_are_a_puzzle_or_a_puzzle_error(digits, colours):
    accepts_or_refuses(lambda: ll.suirodoku(digits, colours, board=B4))


@FAST
@given(st.lists(cage_items, max_size=4) | anything, st.lists(st.integers(-2, 40) | huge, max_size=4) | anything, st.booleans())
def test_any_squares_sudoku_is_a_puzzle_or_a_puzzle_error(cages, sums, partial):
    accepts_or_refuses(lambda: ll.squares_sudoku(cages, sums, board=B4, partial=partial))


@FAST
@given(label_lists, st.text(alphabet="AB0._|- \n²x", max_size=12))
def test_text_on_a_labelled_board_is_a_puzzle_or_a_puzzle_error(labels, text):
    board = accepts_or_refuses(lambda: replace(ll.latin_square(2), labels=labels), ll.Board)
    if board is not None:
        puzzle = accepts_or_refuses(lambda: ll.parse(board, text))
        assert puzzle is None or ll.parse(board, ll.to_line(puzzle)) == puzzle


@FAST
@given(grids4)
def test_any_colour_grid_is_a_puzzle_or_a_puzzle_error(colours):
    puzzle = accepts_or_refuses(lambda: ll.Puzzle(B4, None, (), colours))
    if puzzle is not None:
        assert all(0 <= v <= 4 for row in puzzle.colours or () for v in row)


@FAST
@given(cell_lists, st.integers(-2, 20) | huge | anything, anything, anything)
def test_any_cage_is_a_cage_or_a_puzzle_error(cage_cells, sums, distinct, diagonal):
    cage = accepts_or_refuses(lambda: ll.make_cage(cage_cells, sums, distinct, diagonal), ll.core.Cage)
    if cage is not None:
        assert all(1 <= s <= MAX_SUM for s in cage.sums)


@FAST
@given(st.text(alphabet="0123456789, |-x²", max_size=30) | st.lists(huge | st.integers(0, 9), max_size=3))
def test_any_sums_text_is_a_list_of_sums_or_a_puzzle_error(text):
    try:
        sums = parse_sums(text)
    except ll.PuzzleError:
        return
    assert sums and all(type(s) is int and s > 0 for s in sums)


@FAST
@given(st.text(alphabet="1234.0_ |-+\n{²x", max_size=24))
def test_any_line_for_the_editor_is_a_grid_or_a_puzzle_error(text):
    try:
        grid = parse_line(B4, text)
    except ll.PuzzleError:
        return
    assert len(grid) == 4 and all(len(row) == 4 and all(type(v) is int and 0 <= v <= 4 for v in row) for row in grid)
    accepts_or_refuses(lambda: ll.Puzzle(B4, grid))


EDITOR_JSON = json.loads(EditorState(ll.Puzzle(B4, cages=[([(0, 1), (0, 2)], 5)])).export("json"))
EDITOR_PATHS = [p for p in paths(EDITOR_JSON) if p]


entry_lists = st.lists(st.lists(st.integers(-1, 5) | json_values, max_size=4), max_size=3)


@FAST
@given(st.sampled_from(EDITOR_PATHS + [("entries",), ("colour_entries",), ("pencil",)] * 5),
       json_values | entry_lists | st.just(...), st.text(alphabet="1234.{}x ", max_size=20))
def test_the_editor_imports_any_text_or_says_why_never_failing_otherwise(path, value, line):
    for text in (with_value(EDITOR_JSON, path, value), line):
        editor = EditorState(B4)
        if not editor.import_(text):
            assert editor.kind == "error" and "Something went wrong" not in editor.message, editor.message


# ---- answers ----------------------------------------------------------------------------------

def grid_of(clues, n=4):
    """An n x n givens grid from (row, col, value) clues, later clues overwriting earlier ones."""
    grid = [[0] * n for _ in range(n)]
    for r, c, v in clues:
        grid[r][c] = v
    return grid


givens4 = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(1, 4)), max_size=7).map(grid_of)


def puzzle_or_none(grid, board=B4):
    """The Puzzle of ``grid``, or None when its givens clash (PuzzleError)."""
    try:
        return ll.Puzzle(board, grid)
    except ll.PuzzleError:
        return None


def truth(grid):
    """The number of 4x4 Sudoku grids that keep the givens of ``grid``, by brute force."""
    return sum(all(not grid[r][c] or grid[r][c] == g[r][c] for r, c in product(range(4), repeat=2)) for g in GRIDS4)


@settings(max_examples=40, deadline=None)
@given(givens4)
def test_a_solved_grid_always_checks(grid):
    puzzle = puzzle_or_none(grid)
    if puzzle is None:
        return
    solution = ll.solve(puzzle)
    assert solution.status in ("solved", "infeasible")
    assert (solution.status == "solved") == (truth(grid) > 0)
    if solution.solved:
        assert ll.check(puzzle, solution) == []


@settings(max_examples=25, deadline=None)
@given(givens4, st.sampled_from([1e-6, 1e-4, 1e-3, 0.01]), st.one_of(st.none(), st.integers(1, 300)))
def test_counts_under_tiny_limits_are_never_above_the_truth_and_say_why(grid, time_limit, limit):
    puzzle = puzzle_or_none(grid)
    if puzzle is None:
        return
    count, true = ll.count_solutions(puzzle, limit=limit, time_limit=time_limit, progress=False), truth(grid)
    assert int(count) <= true
    if count.exact:
        assert count == true and count.reason == "complete"
    else:
        assert count.reason in ("time limit", "solution limit") and repr(count).startswith(f"at least {int(count)} (")
        assert count.reason != "solution limit" or count == limit


@settings(max_examples=25, deadline=None)
@given(givens4, st.sampled_from([1e-6, 1e-3, None]))
def test_is_unique_is_right_or_undecided_never_a_guess(grid, time_limit):
    puzzle = puzzle_or_none(grid)
    if puzzle is None:
        return
    try:
        unique = ll.is_unique(puzzle, time_limit=time_limit)
    except ll.Undecided as err:
        assert time_limit is not None and "time limit" in str(err)
        return
    assert unique == (truth(grid) == 1)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2), st.integers(1, 3)), max_size=3))
def test_latin_counts_match_brute_force(clues):
    grid = grid_of(clues, 3)
    puzzle = puzzle_or_none(grid, ll.latin_square(3))
    if puzzle is None:
        return
    expected = sum(all(not grid[r][c] or grid[r][c] == g[r][c] for r, c in product(range(3), repeat=2)) for g in LATIN3)
    assert ll.count_solutions(puzzle) == expected


def orthogonal(a, b):
    """True when every (digit, colour) pair of the two grids is different."""
    pairs = {(a[r][c], b[r][c]) for r in range(len(a)) for c in range(len(a))}
    return len(pairs) == len(a) ** 2


@cache
def orthogonal_pairs():
    """Every (digits, colours) pair of orthogonal 4x4 Sudoku grids, by brute force (2,304 of them)."""
    return [(a, b) for a in GRIDS4 for b in GRIDS4 if orthogonal(a, b)]


def keeps(grid, givens):
    """True when ``grid`` holds every given."""
    return all(not givens[r][c] or givens[r][c] == grid[r][c] for r, c in product(range(len(grid)), repeat=2))


@settings(max_examples=15, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(1, 4), st.booleans()), max_size=4),
       st.sampled_from(["exact_cover", "pairs", "naive"]))
def test_two_layer_counts_match_brute_force(clues, encoding):
    digits, colours = [[0] * 4 for _ in range(4)], [[0] * 4 for _ in range(4)]
    for r, c, v, colour in clues:
        (colours if colour else digits)[r][c] = v
    try:
        puzzle = ll.Puzzle(B4, digits, (), colours)
    except ll.PuzzleError:
        return
    expected = sum(keeps(a, digits) and keeps(b, colours) for a, b in orthogonal_pairs())
    assert len(orthogonal_pairs()) == 2304
    assert ll.count_solutions(puzzle, pair_encoding=encoding) == expected
