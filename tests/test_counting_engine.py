"""Tests of the exact-cover and covered-sets engines: known counts, cross-checks against CP-SAT, limits, listing.

Cross-checked against CP-SAT (``method="cp-sat"`` of the solving service), never against the engines themselves.
"""
import random
import time
import zlib

import pytest

import latinlib as ll
from latinlib.engines.exact_cover import search as cover
from latinlib.engines.exact_cover.engine import applies
from latinlib.families.latin import first_row_givens, reduced_givens

METHODS = ["exact-cover", "covered-sets", "auto"]


def count(puzzle, method="auto", **options):
    """(count, exact, reason) from the solving service with ``method``."""
    found = ll.count_solutions(puzzle, method=method, progress=False, **options)
    return int(found), found.exact, found.reason


def cp_sat_count(puzzle, **options):
    """The count CP-SAT gives."""
    return ll.count_solutions(puzzle, method="cp-sat", **options)


def blank(board):
    """The puzzle of a board with no givens."""
    return ll.Puzzle(board)


KNOWN = [
    ("4x4 Sudoku", lambda: blank(ll.sudoku(2, 2)), 288),
    ("Latin squares of order 5", lambda: blank(ll.latin_square(5)), 161_280),
    ("reduced Latin squares of order 6", lambda: ll.Puzzle(ll.latin_square(6), reduced_givens(6)), 9_408),
    ("6x6 Sudoku with first row fixed", lambda: ll.Puzzle(ll.sudoku(2, 3), first_row_givens(6)), 39_168),
    ("Latin squares of order 3", lambda: blank(ll.latin_square(3)), 12),
    ("perfect-code board <(1, 2)> of order 5", lambda: blank(ll.perfect_code_board(5, (1, 2))), 2_040),
]

BIG = [
    ("6x6 Sudoku", lambda: blank(ll.sudoku(2, 3)), 28_200_960),
    ("Latin squares of order 6", lambda: blank(ll.latin_square(6)), 812_851_200),
]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("name,make,expected", KNOWN, ids=[k[0] for k in KNOWN])
def test_known_counts(name, make, expected, method):
    assert count(make(), method=method) == (expected, True, "complete")


@pytest.mark.parametrize("method", ["covered-sets", "auto"])
@pytest.mark.parametrize("name,make,expected", BIG, ids=[k[0] for k in BIG])
def test_big_counts_by_dp(name, make, expected, method):
    assert count(make(), method=method) == (expected, True, "complete")


def nine_by_nine(drop):
    """A 17-clue 9x9 Sudoku with one clue taken away: 81 cells, so the DP uses two mask words."""
    text = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"
    grid = [[int(text[9 * r + c]) for c in range(9)] for r in range(9)]
    if drop is not None:
        r, c = [(r, c) for r in range(9) for c in range(9) if grid[r][c]][drop]
        grid[r][c] = 0
    return ll.Puzzle(ll.sudoku(3, 3), grid)


@pytest.mark.parametrize("drop,expected,methods", [(None, 1, METHODS), (2, 329, ["exact-cover", "auto"])])
def test_nine_by_nine(drop, expected, methods):
    puzzle = nine_by_nine(drop)
    assert ll.count_solutions(puzzle) == expected
    for method in methods:
        assert count(puzzle, method=method) == (expected, True, "complete")


def test_redundant_extra_group_keeps_twelve():
    board = ll.latin_square(3)
    extra = ll.boards.with_groups(board, [("row 1 again", [(0, 0), (0, 1), (0, 2)])], "Latin 3 plus a copy of row 1")
    assert count(blank(extra)) == (12, True, "complete")


def test_diagonals_kill_order_three():
    assert count(blank(ll.boards.with_diagonals(ll.latin_square(3))))[0] == 0


def cross_check_boards():
    """Small boards of every kind, with how many random puzzles to try on each."""
    regions = [[0, 0, 1, 1], [0, 0, 1, 1], [2, 3, 3, 3], [2, 2, 2, 3]]
    triangle = [[(0, 0), (0, 1), (1, 0)], [(1, 1), (1, 2), (0, 2)], [(0, 0), (1, 1), (2, 2)],
                [(0, 1), (1, 2), (2, 0)]]
    return [
        ll.latin_square(4), ll.latin_square(5), ll.sudoku(2, 2), ll.sudoku(2, 3), ll.sudoku(3, 2),
        ll.jigsaw(regions), ll.boards.with_diagonals(ll.latin_square(5)), ll.boards.with_diagonals(ll.sudoku(2, 2)),
        ll.boards.windoku(2, 2), ll.perfect_code_board(5, (1, 2)), ll.boards.latin_triangle(4),
        ll.latin_board((3, 3), triangle, [1, 2, 3], name="holey frame"),
        ll.boards.ripeto(2, 2), ll.boards.ripeto(2, 3), ll.boards.with_word(ll.sudoku(2, 3), "BANANA"),
    ]


def random_puzzles(board, rng, tries=3):
    """Puzzles made by keeping random cells of a random grid, plus random (maybe contradictory) givens."""
    puzzles = []
    for t in range(tries):
        try:
            grid = ll.random_solution(board, seed=rng.randrange(10**6)).grid
        except ll.PuzzleError:  # a board with no solution at all (the Latin triangle of side 4)
            break
        keep = rng.uniform(0.15, 0.6)
        givens = [[v if (r, c) in board.cells and rng.random() < keep else 0 for c, v in enumerate(row)]
                  for r, row in enumerate(grid)]
        puzzles.append(ll.Puzzle(board, givens))
    cell = rng.choice(board.cells)
    scattered = [[0] * board.cols for _ in range(board.rows)]
    scattered[cell[0]][cell[1]] = rng.choice(board.values)
    puzzles.append(ll.Puzzle(board, scattered))
    return puzzles


def methods_for(board):
    """The methods that apply to a board: covered sets only on Latin boards."""
    return ["exact-cover", "covered-sets", "auto"] if board.is_latin and len(board.cells) <= 64 else ["exact-cover", "auto"]


@pytest.mark.parametrize("board", cross_check_boards(), ids=lambda b: b.name)
def test_against_cp_sat(board):
    rng = random.Random(zlib.crc32(board.name.encode()))
    for puzzle in random_puzzles(board, rng):
        reference = cp_sat_count(puzzle, limit=5_000, time_limit=5)
        if not reference.exact:
            continue
        for method in methods_for(board):
            assert count(puzzle, method=method) == (int(reference), True, "complete"), (puzzle.givens, method)


def test_contradictory_givens_count_zero():
    givens = [[0, 0, 1, 2], [0, 0, 0, 0], [3, 0, 0, 0], [4, 0, 0, 0]]  # cell (0, 0) has no candidate left
    puzzle = ll.Puzzle(ll.sudoku(2, 2), givens)
    for method in METHODS:
        assert count(puzzle, method=method) == (0, True, "complete")
    assert ll.count_solutions(puzzle) == 0


def test_solution_limit_is_labelled():
    value, exact, reason = count(blank(ll.latin_square(5)), limit=1000)
    assert (value, exact, reason) == (1000, False, "solution limit")
    assert count(blank(ll.sudoku(2, 2)), limit=288) == (288, False, "solution limit")
    assert count(blank(ll.sudoku(2, 2)), limit=289) == (288, True, "complete")


def test_time_limit_is_labelled():
    start = time.perf_counter()
    for method in ("exact-cover", "auto"):
        value, exact, reason = count(blank(ll.sudoku(3, 3)), time_limit=0.3, method=method)
        assert not exact and reason == "time limit" and value >= 0
    assert time.perf_counter() - start < 5


def test_time_limit_in_dp():
    value, exact, reason = count(blank(ll.latin_square(7)), time_limit=0.2, method="covered-sets")
    assert (exact, reason) == (False, "time limit")


def test_interrupt_reports_count_so_far(monkeypatch):
    calls = {"n": 0}
    tick = cover.Search.tick

    def interrupting(self):
        calls["n"] += 1
        if calls["n"] == 500:
            raise KeyboardInterrupt
        tick(self)

    monkeypatch.setattr(cover.Search, "tick", interrupting)
    value, exact, reason = count(ll.Puzzle(ll.sudoku(2, 3), first_row_givens(6)), method="exact-cover")
    assert (exact, reason) == (False, "interrupted") and 0 < value < 39_168


def test_forcing_dp_on_a_multiset_board_is_refused():
    with pytest.raises(ll.PuzzleError):
        count(blank(ll.boards.ripeto(2, 2)), method="covered-sets")


def test_applies_refuses_cages_and_two_layers():
    assert applies(blank(ll.sudoku(2, 2)))
    assert not applies(ll.Puzzle(ll.sudoku(2, 2), colours=[[0] * 4 for _ in range(4)]))
    caged = ll.Puzzle(ll.sudoku(2, 2), cages=[ll.make_cage([(0, 0), (0, 1)], 3)])
    assert not applies(caged)
    with pytest.raises(ll.PuzzleError, match="one-layer puzzles without cages"):
        count(caged, method="exact-cover")
    assert count(caged) == (48, True, "complete")  # {1, 2} in either order: 288 x 2 / 12
    assert ll.count_solutions(caged).method == "cp-sat"
