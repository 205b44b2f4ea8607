"""The one solving service: one way to ask, the engine named in every answer, the same answers from every engine.

Cross-checks compare CP-SAT with what ``method="auto"`` picks on random small boards of every family; grids
are verified by ``ll.check``, which never calls a solver.
"""
import ast
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import latinlib as ll

PACKAGE = Path(ll.__file__).resolve().parent
CAGES_4X4 = [([(0, 0), (0, 1)], 3), ([(1, 0), (1, 1)], 7)]


def imports_of(path):
    """The top-level names of the absolute imports of one module."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            yield node.module.split(".")[0]


def test_only_the_engines_import_ortools():
    users = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if "ortools" in set(imports_of(p)))
    assert users and all(name.startswith("engines/cpsat/") for name in users), users


def family_puzzles():
    """One small board or puzzle of every family, each small enough for CP-SAT to count all its solutions."""
    digits = [[1, 2, 3, 4], [0] * 4, [0] * 4, [0] * 4]
    return {
        "Latin square 4": ll.Puzzle(ll.latin_square(4), digits),
        "Sudoku 4x4": ll.Puzzle(ll.sudoku(2, 2)),
        "Sudoku 6x6, two rows given": ll.parse(ll.sudoku(2, 3), "123456 456123" + "." * 24),
        "jigsaw": ll.Puzzle(ll.jigsaw([[0, 0, 1, 1], [0, 0, 1, 1], [2, 3, 3, 3], [2, 2, 2, 3]])),
        "Sudoku X 4x4": ll.Puzzle(ll.boards.with_diagonals(ll.sudoku(2, 2))),
        "Ripeto (repeated symbols)": ll.Puzzle(ll.boards.ripeto(2, 2)),
        "perfect-code 5x5": ll.Puzzle(ll.perfect_code_board(5, (1, 2)), [[1, 2, 3, 4, 5]] + [[0] * 5] * 4),
        "Killer 4x4": ll.killer_sudoku(CAGES_4X4, board=ll.sudoku(2, 2)),
        "Graeco-Latin 3": ll.suirodoku.graeco_latin(3),
        "Suirodoku 4x4": ll.suirodoku(board=ll.sudoku(2, 2)),
    }


FAMILIES = family_puzzles()


@pytest.mark.parametrize("name", FAMILIES)
def test_auto_and_cp_sat_count_the_same(name):
    puzzle = FAMILIES[name]
    auto, cp_sat = ll.count_solutions(puzzle), ll.count_solutions(puzzle, method="cp-sat")
    assert auto.exact and cp_sat.exact and auto == cp_sat
    assert cp_sat.method == "cp-sat" and auto.method in ll.solving.METHODS


def random_puzzle(puzzle, seed):
    """``puzzle`` with a random share of the cells of one of its solutions given (digit layer only)."""
    rng = random.Random(seed)
    grid = ll.solve(puzzle, seed=seed).grid
    keep = rng.uniform(0.1, 0.7)
    givens = [[v if v and rng.random() < keep else 0 for v in row] for row in grid]
    return ll.Puzzle(puzzle.board, givens, puzzle.cages, puzzle.colours)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(FAMILIES)), seed=st.integers(0, 10**6))
def test_every_engine_gives_the_same_answers(name, seed):
    puzzle = random_puzzle(FAMILIES[name], seed)
    auto, cp_sat = ll.count_solutions(puzzle, limit=40), ll.count_solutions(puzzle, limit=40, method="cp-sat")
    assert (int(auto), auto.exact) == (int(cp_sat), cp_sat.exact)
    found = ll.solve(puzzle)
    assert found.solved and ll.check(puzzle, found.grid, found.colours) == []
    other = ll.other_solution(puzzle, found)
    assert other.status == ("solved" if auto >= 2 else "infeasible")
    assert ll.other_solution(puzzle, found, method="cp-sat").status == other.status
    if other.solved:
        assert other.grid != found.grid or other.colours != found.colours
        assert ll.check(puzzle, other.grid, other.colours) == []


def test_every_answer_names_its_engine():
    assert ll.count_solutions(ll.latin_square(5)).method == "covered-sets"
    assert ll.count_solutions(ll.latin_square(5), limit=10).method == "exact-cover"
    assert ll.solve(ll.sudoku()).method == "exact-cover"
    assert ll.solve(FAMILIES["Killer 4x4"]).method == "sat"
    assert ll.solve(ll.squares.load_instance("squares_1")[0]).method == "cp-sat"
    assert ll.solve(ll.boards.latin_triangle(6)).method == "cp-sat"  # exact cover ran out of nodes: CP-SAT answered
    assert [s.method for s in ll.solutions(ll.sudoku(2, 2), limit=2, method="cp-sat")] == ["cp-sat", "cp-sat"]


def test_other_solution_proves_uniqueness_or_shows_another():
    puzzle = ll.parse(ll.sudoku(2, 2), "12.. 34.. .... ....")
    first = ll.solve(puzzle)
    for method in ("auto", "exact-cover", "cp-sat"):
        other = ll.other_solution(puzzle, first, method=method)
        assert other.solved and other.grid != first.grid and ll.check(puzzle, other.grid) == []
        assert other.method == ("exact-cover" if method == "auto" else method)
    unique = ll.parse(ll.sudoku(2, 2), "1... ..2. .3.. ...4")
    assert ll.is_unique(unique)
    assert {ll.other_solution(unique, ll.solve(unique), method=m).status for m in ("exact-cover", "cp-sat")} == {"infeasible"}


@pytest.mark.parametrize("call,message", [
    (lambda: ll.solve(ll.sudoku(2, 2), method="dlx"), "method must be one of"),
    (lambda: ll.solve(ll.sudoku(2, 2), method="covered-sets"), "only counts"),
    (lambda: ll.count_solutions(FAMILIES["Killer 4x4"], method="exact-cover"), "one-layer puzzles without cages"),
    (lambda: ll.solve(ll.suirodoku(board=ll.sudoku(2, 2)), method="exact-cover"), "one-layer puzzles without cages"),
    (lambda: ll.count_solutions(ll.boards.ripeto(2, 2), method="covered-sets"), "needs a board with no repeated symbol in a group"),
    (lambda: ll.solve(ll.sudoku(2, 2), method="exact-cover", workers=2), "only apply to method='cp-sat'"),
    (lambda: ll.count_solutions(ll.latin_square(101), limit=1), "too large"),
])
def test_a_question_no_engine_can_answer_is_a_puzzle_error(call, message):
    with pytest.raises(ll.PuzzleError, match=message):
        call()


def test_large_boards_work_up_to_the_size_guard_and_time_limits_hold():
    count = ll.count_solutions(ll.latin_square(100), limit=1, time_limit=1)
    assert (int(count) in (0, 1)) and count.method == "exact-cover"
    assert count.exact is False and count.reason in ("time limit", "solution limit")
    assert ll.count_solutions(ll.latin_square(12), limit=1) == 1
