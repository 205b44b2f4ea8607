"""Properties of the contract, with Hypothesis (bounded examples, a few seconds each).

* parsers given anything (strings, grids, cage lists, JSON documents) return a valid Puzzle or raise PuzzleError;
* whenever solve says 'solved', check finds nothing wrong with the grid;
* counts under tiny time limits are never above the truth, and say why they stopped;
* is_unique answers right or raises Undecided, never guesses;
* counts agree with brute force on small boards: Latin, Sudoku, two layers (cages: test_cages.py).
"""
import json
from functools import cache
from itertools import product

from conftest import brute_force_grids
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import latinlib as ll

B4 = ll.sudoku(2, 2)
GRIDS4 = brute_force_grids(B4)
LATIN3 = brute_force_grids(ll.latin_square(3))
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

anything = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.floats(allow_nan=True) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=5) | st.tuples(inner, inner) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=12,
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=15,
)


def accepts_or_refuses(make):
    """Call ``make``; it must return a Puzzle or raise PuzzleError (never another exception)."""
    try:
        made = make()
    except ll.PuzzleError as err:
        assert str(err)
        return None
    assert isinstance(made, ll.Puzzle)
    return made


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


@FAST
@given(st.sampled_from(PATHS), json_values | st.just(...))
def test_any_json_document_near_a_valid_one_is_a_puzzle_or_a_puzzle_error(path, value):
    data = json.loads(json.dumps(VALID))
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is ...:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    accepts_or_refuses(lambda: ll.from_json(json.dumps(data)))


@FAST
@given(json_values)
def test_any_json_document_is_a_puzzle_or_a_puzzle_error(value):
    accepts_or_refuses(lambda: ll.from_json(json.dumps(value)))


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
