"""Tests of the technique solver: every technique where it is the easiest progress, soundness, hints.

A position for technique T is a state reached by replaying a technique solution
up to its first T step: there no easier technique (earlier in TECHNIQUES)
applies, so T is the progress the solver must make. Sudoku positions come from
the SE-rated data; non-Sudoku positions (Sudoku X, a 9x9 jigsaw) from
data/positions.txt (technique_positions.py). Every step is checked against the
solution: a placement must agree with it, an elimination never removes it.
"""
import random
from pathlib import Path

import pytest
from technique_positions import BOARDS, thin

import latinlib as ll
from latinlib.methods.techniques import solver
from latinlib.methods.techniques import variants as vr
from latinlib.methods.techniques.candidates import LAYER_NAMES, start_state
from latinlib.methods.techniques.search import explore
from latinlib.methods.techniques.solver import hint, next_step, rate, solve_with_techniques, walk
from latinlib.methods.techniques.table import TABLE

HERE = Path(__file__).resolve().parent

POINTING, CLAIMING = "Locked Candidates Type 1 (Pointing)", "Locked Candidates Type 2 (Claiming)"
SUDOKU_TECHNIQUES = ["Hidden Single", "Naked Single", POINTING, CLAIMING, "Naked Pair", "X-Wing", "Hidden Pair",
                     "Naked Triple", "Swordfish", "Hidden Triple", "Skyscraper", "2-String Kite", "Turbot Fish",
                     "XY-Wing", "XYZ-Wing", "Unique Rectangle Type 1", "Unique Rectangle Type 2", "Unique Rectangle Type 4",
                     "Naked Quadruple", "Jellyfish", "W-Wing", "X-Chain", "XY-Chain", "AIC"]


def data_rows(name):
    """Puzzle texts of a data file (first field of each non-comment line)."""
    return [line.split() for line in (HERE / "data" / name).read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def solution_of(puzzle):
    """The solution grids (one per layer) from latinlib's CP-SAT solver."""
    found = ll.solve(puzzle)
    assert found.solved
    return [found.grid] + ([found.colours] if puzzle.is_two_layer else [])


def assert_sound(step, solution):
    """A step never contradicts the solution: placements agree with it, eliminations spare it."""
    grid = solution[LAYER_NAMES.index(step.layer)]
    for r, c, value in step.placements:
        assert grid[r][c] == value, f"{step}: places {value}, solution has {grid[r][c]}"
    for r, c, value in step.eliminations:
        assert grid[r][c] != value, f"{step}: removes the solution's {value}"


def se_walks(every=7, count=40):
    """See conftest.se_walks: (SE rating, puzzle, solution, the states before each step of its technique solution)."""
    walks = []
    for fields in data_rows("se_rated.txt")[::every][:count]:
        puzzle = ll.parse(ll.sudoku(), fields[0])
        assert ll.is_unique(puzzle)
        state = start_state(puzzle)
        states = [state.copy() for _ in walk(state)]
        walks.append((float(fields[1]), puzzle, solution_of(puzzle), states))
    return walks


def position(puzzle, technique):
    """The state just before the first ``technique`` step of the puzzle's technique solution, or None.

    When finders added at the end of TECHNIQUES take the solution another way, the
    solutions with the first finders only (one fewer each time) are tried: check_position
    then asserts that at the position found no finder, the left-out ones included,
    finds an easier step.
    """
    found = first_before(puzzle, technique)
    with_techniques = solver.TECHNIQUES
    for n in range(len(with_techniques) - 1, len(with_techniques) - 6, -1):
        if found is not None:
            return found
        solver.TECHNIQUES = with_techniques[:n]
        try:
            found = first_before(puzzle, technique)
        finally:
            solver.TECHNIQUES = with_techniques
    return found


FIRST_STATES = {}
"""(board groups, givens, colours, finders) -> {technique: the state before its first step}: one walk per puzzle."""


def first_before(puzzle, technique):
    """The state just before the first ``technique`` step of the technique solution, or None.

    Many positions share a puzzle (data/positions.txt has 89 positions on 32 puzzles), so each puzzle's
    technique solution is walked once per set of finders and the first state of every technique kept.
    """
    key = (puzzle.board.groups, puzzle.givens, puzzle.colours, solver.TECHNIQUES)
    if key not in FIRST_STATES:
        firsts, state = {}, start_state(puzzle)
        for step in walk(state):
            firsts.setdefault(step.technique, state.copy())
        FIRST_STATES[key] = firsts
    found = FIRST_STATES[key].get(technique)
    return None if found is None else found.copy()


def check_position(puzzle, technique):
    """At the position the easiest step is ``technique``, every easier technique finds nothing, and it is sound."""
    state = position(puzzle, technique)
    assert state is not None, f"{technique} not used"
    step = next_step(state)
    assert step.technique == technique
    assert step.placements or step.eliminations
    assert step.explain() and step.cells
    assert TABLE[technique][0] <= step.rating < TABLE[technique][0] + 1
    assert_sound(step, solution_of(puzzle))


@pytest.fixture(scope="module")
def sudoku_examples():
    """{technique: a Sudoku puzzle whose technique solution uses it}, from the SE-rated data."""
    board = ll.sudoku()
    found = {}
    for fields in data_rows("se_rated.txt"):
        puzzle = ll.parse(board, fields[0])
        for step in solve_with_techniques(puzzle):
            found.setdefault(step.technique, puzzle)
        if all(t in found for t in SUDOKU_TECHNIQUES):
            break
    return found


@pytest.mark.parametrize("technique", SUDOKU_TECHNIQUES)
def test_technique_on_sudoku(sudoku_examples, technique):
    """Each technique is the easiest progress at some Sudoku position, and sound there."""
    check_position(sudoku_examples[technique], technique)


def non_sudoku_positions():
    """(board kind, technique, puzzle text) from data/positions.txt (guesses left out: a guess is no technique)."""
    rows = [(kind, name.replace("_", " "), text) for kind, name, text in data_rows("positions.txt")]
    return [row for row in rows if row[1] != "Guess"]


@pytest.mark.parametrize("kind,technique,text", non_sudoku_positions())
def test_technique_on_other_boards(kind, technique, text):
    """Each technique found on Sudoku X or a jigsaw is the easiest progress there, and sound."""
    check_position(ll.parse(BOARDS[kind](), text), technique)


def test_every_technique_has_a_non_sudoku_position():
    """The non-Sudoku positions cover the techniques (the ones never met are listed in REPORT.md)."""
    met = {t for _, t, _ in non_sudoku_positions()}
    core = {"Hidden Single", "Naked Single", POINTING, CLAIMING, "Naked Pair", "X-Wing", "Hidden Pair",
            "Naked Triple", "XY-Wing"}
    assert core <= met, sorted(core - met)


def random_puzzles(board, count, seed=0):
    """``count`` critical puzzles on a Latin or multiset board (random solutions thinned by this module's search)."""
    puzzles = []
    for k in range(count):
        grid = ll.random_solution(board, seed + k).grid
        puzzles.append(ll.Puzzle(board, thin(board, grid, random.Random(seed + k))))
    return puzzles


@pytest.mark.parametrize("board", [ll.perfect_code_board(5, (1, 2)), ll.latin_square(6),
                                   ll.boards.with_diagonals(ll.latin_square(6)), ll.boards.ripeto(2, 3), ll.sudoku(2, 3)],
                         ids=["perfect-code", "latin6", "latin6-diagonals", "ripeto", "mini-sudoku"])
def test_sound_on_small_boards(board):
    """Every step on random puzzles of small boards (with repeated symbols too) agrees with the solution."""
    for puzzle in random_puzzles(board, 6):
        solution = solution_of(puzzle)
        steps = solve_with_techniques(puzzle)
        for step in steps:
            assert_sound(step, solution)


def test_multiset_board_uses_only_sound_techniques():
    """On a Ripeto board (repeated symbols) only the counted techniques run (forcing chains propagate counted singles)."""
    used = set()
    for puzzle in random_puzzles(ll.boards.ripeto(2, 3), 6, seed=10):
        used |= {s.technique for s in solve_with_techniques(puzzle)}
    assert used <= {"Hidden Single", "Naked Single", POINTING, CLAIMING, "Forcing Chain", "Guess"}


def domino_cages(grid, n):
    """Horizontal two-cell cages covering an n x n grid, each with its sum in ``grid``."""
    return [([(r, c), (r, c + 1)], grid[r][c] + grid[r][c + 1]) for r in range(n) for c in range(0, n, 2)]


def test_cage_combination():
    """A Killer 6x6 with domino cages and few givens: cage steps happen and are sound."""
    board = ll.sudoku(2, 3)
    grid = ll.random_solution(board, 3).grid
    cages = domino_cages(grid, 6)
    givens = [list(row) for row in grid]
    for r, c in board.cells:
        keep, givens[r][c] = givens[r][c], 0
        if len(explore(start_state(ll.killer_sudoku(cages, board=board, givens=givens)), 2)) != 1:
            givens[r][c] = keep
    puzzle = ll.killer_sudoku(cages, board=board, givens=givens)
    steps = solve_with_techniques(puzzle)
    assert any(s.technique == "Cage Combination" for s in steps)
    for step in steps:
        assert_sound(step, [grid])
    first = next(s for s in steps if s.technique == "Cage Combination")
    assert "must sum to" in first.explain()


def test_innies_example():
    """Innies: row 1 minus its one whole cage (sum 3) leaves r1c3 + r1c4 = 7, so only 3 and 4 fit there."""
    board = ll.sudoku(2, 2)
    puzzle = ll.killer_sudoku([([(0, 0), (0, 1)], 3), ([(0, 2), (1, 2)], 5)], board=board)
    step = next(vr.innies(start_state(puzzle)))
    assert step.technique == "Innies" and step.groups == ("row 1",)
    assert set(step.eliminations) == {(0, c, v) for c in (2, 3) for v in (1, 2)}
    for solution in ll.solutions(puzzle):
        assert_sound(step, [solution.grid])


def test_pair_rule_on_two_layers():
    """A Graeco-Latin square of order 4: the pair rule and pair singles happen and are sound."""
    blank = ll.suirodoku.graeco_latin(4)
    solution = ll.random_solution(blank, 1)
    digits, colours = [list(r) for r in solution.grid], [list(r) for r in solution.colours]
    cells = list(blank.board.cells)
    random.Random(1).shuffle(cells)
    for r, c in cells:
        for grid in (digits, colours):
            keep, grid[r][c] = grid[r][c], 0
            if len(explore(start_state(ll.suirodoku.graeco_latin(4, digits, colours)), 2)) != 1:
                grid[r][c] = keep
    puzzle = ll.suirodoku.graeco_latin(4, digits, colours)
    steps = solve_with_techniques(puzzle)
    used = {s.technique for s in steps}
    assert used & {"Pair Rule", "Pair Single"}
    for step in steps:
        assert_sound(step, [solution.grid, solution.colours])


def test_rate_scale():
    """Singles-only puzzles rate 1.5 or 2.3; guesses (here on Sudoku X, where forcing chains do not reach) rate above
    every technique."""
    assert rate(ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")).score == 1.5
    hard = ll.parse(BOARDS["sudoku-x"](), next(t for kind, name, t in data_rows("positions.txt")
                                                if kind == "sudoku-x" and name == "Guess"))
    rating = rate(hard)
    assert rating.score >= TABLE["Guess"][0] > max(v for k, (v, _) in TABLE.items() if k != "Guess")
    assert rating.counts["Guess"] == rating.guesses >= 1


def test_hint_names_wrong_entries():
    """A wrong entry is named; right entries give the easiest step from there."""
    puzzle = ll.parse(ll.sudoku(), data_rows("se_rated.txt")[0][0])
    solution = solution_of(puzzle)[0]
    blank = next(c for c in puzzle.blanks())
    wrong = solution[blank[0]][blank[1]] % 9 + 1
    step = hint(puzzle, {blank: wrong})
    assert step.technique == ll.techniques.WRONG_ENTRIES and step.cells == (blank,)
    assert step.eliminations == [(*blank, wrong)]
    right = hint(puzzle, {blank: solution[blank[0]][blank[1]]})
    assert right.technique != ll.techniques.WRONG_ENTRIES
    assert_sound(right, [solution])


def test_hint_never_guesses_when_a_technique_applies(sudoku_examples):
    """From the entries of an XY-wing position the hint is the easiest technique there, not a guess."""
    puzzle = sudoku_examples["XY-Wing"]
    entries = position(puzzle, "XY-Wing").grid(0)
    step = hint(puzzle, entries)
    assert step.technique != "Guess"
    assert step.technique == next_step(start_state(puzzle, entries)).technique
    assert step.explain()


def test_uniqueness_patterns_only_where_a_swap_keeps_every_rule():
    """Rectangles and BUG+1 assume a swap of two symbols gives a second solution: not with cages or two layers."""
    from latinlib.methods.techniques.solver import UNIQUENESS, finders

    plain = start_state(ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2"))
    killer = start_state(ll.killer_sudoku([([(0, 0), (0, 1)], 3)], board=ll.sudoku(2, 2)))
    pairs = start_state(ll.suirodoku.graeco_latin(3))
    assert set(UNIQUENESS) <= set(finders(plain))
    for state in (killer, pairs):
        assert not set(UNIQUENESS) & set(finders(state))
    assert not set(UNIQUENESS) & set(finders(plain, unique=False))
