"""Colouring (Simple Colors, Multi Colors) and the rectangle uniqueness tests (types 3, 5, 6, hidden, avoidable).

Positions (data/colouring_positions.txt) are pencil-mark states on a Sudoku, a
Sudoku X and a 9x9 jigsaw: from them ``find_steps`` must find a step of the
technique with the recorded eliminations, and every step it finds must agree
with the solution proved by the solving service. The sweep replays technique
solutions of SE-rated puzzles and checks every step the new finders yield there.
"""
import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, data_rows, solution_of

import latinlib as ll
from latinlib.methods.techniques import colouring, rectangles
from latinlib.methods.techniques.candidates import apply_step, start_state
from latinlib.methods.techniques.solver import TECHNIQUES, UNIQUENESS, solve_with_techniques
from latinlib.methods.techniques.table import TABLE

BOARD_OF = {"sudoku": ll.sudoku, **BOARDS}
FINDERS = (colouring.simple_colors, colouring.multi_colors, rectangles.rectangle_tests)
RECTANGLE = {"Unique Rectangle Type 3", "Unique Rectangle Type 5", "Unique Rectangle Type 6", "Hidden Rectangle",
             "Avoidable Rectangle Type 1", "Avoidable Rectangle Type 2"}
COLOURING = {"Simple Colors Trap", "Simple Colors Wrap", "Multi Colors 1", "Multi Colors 2"}


def read_position(fields):
    """(technique, puzzle, entries, candidates, eliminations) from a line of data/colouring_positions.txt."""
    kind, name, text, marks, gone = fields
    board = BOARD_OF[kind]()
    puzzle = ll.parse(board, text)
    entries, candidates = {}, {}
    for (r, c), token in zip(board.cells, marks.split(",")):
        if token.startswith("="):
            if not puzzle.givens[r][c]:
                entries[r, c] = int(token[1:])
        else:
            candidates[r, c] = [int(ch) for ch in token]
    eliminations = sorted(tuple(int(x) for x in item.split(",")) for item in gone.split(";"))
    return name.replace("_", " "), puzzle, entries, candidates, eliminations


POSITIONS = data_rows("colouring_positions.txt")


@pytest.mark.parametrize("fields", POSITIONS, ids=[f"{row[0]}-{row[1]}" for row in POSITIONS])
def test_position(fields):
    """find_steps finds the technique with its eliminations, and every step from the position is sound."""
    technique, puzzle, entries, candidates, eliminations = read_position(fields)
    steps = ll.techniques.find_steps(puzzle, entries, candidates)
    mine = [s for s in steps if s.technique == technique]
    assert any(sorted(s.eliminations) == eliminations for s in mine), [s.explain() for s in mine]
    solution = solution_of(puzzle)
    for step in steps:
        assert_sound(step, solution)
    for step in mine:
        assert step.explain() and step.cells
        assert TABLE[technique][0] <= step.rating < TABLE[technique][0] + 1


def test_hidden_form_of_unique_rectangle_type_3():
    """The last two Type 3 positions are the hidden form: the roof holds x or y but not both, so the other goes outside
    it, in a hidden subset; on the Sudoku no naked subset of the roof gives the same eliminations."""
    for fields in [row for row in POSITIONS if row[1] == "Unique_Rectangle_Type_3"][-2:]:
        technique, puzzle, entries, candidates, eliminations = read_position(fields)
        steps = list(rectangles.rectangle_tests(start_state(puzzle, entries, candidates=candidates)))
        same = [s.explain() for s in steps if sorted(s.eliminations) == eliminations]
        assert any("cannot hold both" in text for text in same), same
        if fields[0] == "sudoku":
            assert all("cannot hold both" in text for text in same)


def test_every_technique_has_a_sudoku_position():
    """Each new technique has a classic Sudoku position; the ones that apply there, a Sudoku X or jigsaw one too."""
    kinds = {}
    for kind, name, *_ in POSITIONS:
        kinds.setdefault(name.replace("_", " "), set()).add(kind)
    assert all("sudoku" in kinds.get(name, ()) for name in RECTANGLE | COLOURING), kinds
    assert {"Simple Colors Trap", "Simple Colors Wrap", "Multi Colors 1", "Hidden Rectangle"} <= {
        name for name, where in kinds.items() if {"sudoku-x", "jigsaw"} <= where}


def test_rectangles_lie_in_two_rows_columns_and_boxes():
    """On a Sudoku every rectangle the tests use spans two rows, two columns and two boxes."""
    t = start_state(ll.parse(ll.sudoku(), "0" * 81)).t
    found = rectangles.rectangles(t)
    assert len(found) == 2 * 9 * 27  # two rows of a band x two columns of different stacks, and transposed
    for quad in found:
        cells = [t.cells[i] for i in quad]
        assert len({r for r, _ in cells}) == len({c for _, c in cells}) == 2
        assert len({(r // 3, c // 3) for r, c in cells}) == 2


def test_uniqueness_finders_are_marked():
    """The rectangle tests assume one solution: they are in UNIQUENESS; colouring is not."""
    assert rectangles.rectangle_tests in UNIQUENESS
    assert not {colouring.simple_colors, colouring.multi_colors} & set(UNIQUENESS)
    assert all(latin_only for find, latin_only in TECHNIQUES if find in FINDERS)


def sweep(puzzle):
    """Every step the new finders yield along the puzzle's technique solution, with the solution to check them."""
    state = start_state(puzzle)
    found = []
    for step in solve_with_techniques(puzzle):
        for find in FINDERS:
            found.extend(find(state))
        apply_step(state, step)
    return found


def test_sound_along_se_rated_solutions(se_walks):
    """At every other state along the technique solutions of 40 SE-rated puzzles (each proved unique) every new step
    is sound, and each new technique the walks reach occurs."""
    names = set()
    for _, _, solution, states in se_walks:
        for state in states[::2]:
            for find in FINDERS:
                for step in find(state):
                    assert_sound(step, solution)
                    names.add(step.technique)
    assert {"Simple Colors Trap", "Multi Colors 1", "Hidden Rectangle"} <= names


@pytest.mark.parametrize("kind", ["sudoku-x", "jigsaw"])
def test_sound_on_other_boards(kind):
    """Along the technique solutions of the Sudoku X or jigsaw puzzles of the positions, every new step is sound."""
    for fields in [row for row in POSITIONS if row[0] == kind][:3]:
        puzzle = ll.parse(BOARD_OF[kind](), fields[2])
        assert ll.is_unique(puzzle)
        solution = solution_of(puzzle)
        for step in sweep(puzzle):
            assert_sound(step, solution)


def test_no_rectangles_with_cages():
    """A swap may break a cage's sum, so the rectangle tests stay silent on a Killer puzzle."""
    board = ll.sudoku(2, 2)
    grid = ll.solve(ll.Puzzle(board, [[0] * 4 for _ in range(4)])).grid
    killer = ll.killer_sudoku([([(r, c), (r, c + 1)], grid[r][c] + grid[r][c + 1]) for r in range(4) for c in (0, 2)],
                              board=board)
    assert list(rectangles.rectangle_tests(start_state(killer))) == []
