"""Finned, sashimi, Franken and mutant fish and the Empty Rectangle: found by find_steps, checked by rule and solution.

Each step is checked twice, independently of the finder: against the solution
proved by the solving service (an elimination never removes it), and against the
rule itself, read from the pencil marks and the step's groups (the bases' places
do not overlap, the victims lie in a cover and see every fin; for the Empty
Rectangle, the box's places lie on the two lines and the link has two places).
"""
import random

import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, data_rows, solution_of

import latinlib as ll
from latinlib.methods.techniques import fish as fi
from latinlib.methods.techniques import single_digit as sd
from latinlib.methods.techniques.candidates import apply_step, start_state
from latinlib.methods.techniques.solver import all_steps, find_steps, solve_with_techniques, walk

FINDERS = [fi.finned_fish(2), fi.finned_fish(3), fi.finned_fish(4), fi.complex_fish(2), fi.complex_fish(3),
           sd.empty_rectangle]
SIZES = {"X-Wing": 2, "Swordfish": 3, "Jellyfish": 4}

# technique: index in se_rated.txt of a puzzle whose technique solution passes a state where find_steps gives it
SUDOKU_CASES = {"Finned X-Wing": 0, "Sashimi X-Wing": 0, "Finned Swordfish": 0, "Sashimi Swordfish": 0,
                "Finned Jellyfish": 0, "Sashimi Jellyfish": 2, "Franken X-Wing": 0, "Franken Swordfish": 0,
                "Finned Franken Swordfish": 0, "Mutant Swordfish": 5, "Finned Mutant Swordfish": 5, "Empty Rectangle": 1}


def marks_of(state):
    """(entries, candidates) of a state, as a player would give them to find_steps."""
    t = state.t
    vals, cand = state.layers[0]
    return state.grid(0), {t.cells[i]: t.symbols_of(m) for i, m in enumerate(cand) if not vals[i]}


def first_state_with(puzzle, technique):
    """The first state of the puzzle's technique solution where a new effect is a ``technique`` step, or None.

    The family's finders (the only ones naming the technique) are asked first: all_steps runs every finder.
    """
    state = start_state(puzzle)
    for _ in walk(state):
        if (any(s.technique == technique for finder in FINDERS for s in finder(state))
                and any(s.technique == technique for s in all_steps(state))):
            return state
    return None


def sees(board, a, b):
    """True when cells a and b share a group."""
    return any(a in g and b in g for g in board.groups)


def check_rule(board, candidates, step):
    """The step obeys its technique's rule, read from the pencil marks ({cell: symbols}) and the step's groups."""
    groups = dict(zip(board.group_names, (set(g) for g in board.groups)))
    (value,) = {v for _, _, v in step.eliminations}
    has = {cell for cell, symbols in candidates.items() if value in symbols}
    victims = [(r, c) for r, c, _ in step.eliminations]
    assert all(v in has for v in victims)
    if step.technique == "Empty Rectangle":
        box, a, b, link = (groups[n] for n in step.groups)
        assert has & box <= a | b and has & box - a and has & box - b
        ends = has & link
        assert len(ends) == 2 and any(e in a and e not in box for e in ends)
        far = next(e for e in ends if e not in a)
        assert all(v in b and v not in box and sees(board, v, far) for v in victims)
        return
    size = SIZES[step.technique.split()[-1]]
    bases, covers = [groups[n] for n in step.groups[:size]], [groups[n] for n in step.groups[size:]]
    assert len(covers) == size
    places = [has & g for g in bases]
    assert sum(len(p) for p in places) == len(set().union(*places)) == len(step.cells)
    inside = set().union(*places)
    fins = {c for c in inside if not any(c in g for g in covers)}
    assert bool(fins) == step.technique.startswith(("Finned", "Sashimi"))
    for v in victims:
        assert v not in inside and any(v in g for g in covers)
        assert all(sees(board, v, f) for f in fins)


@pytest.mark.parametrize("technique", sorted(SUDOKU_CASES))
def test_position_on_sudoku(technique):
    """find_steps from a position's pencil marks returns the technique; its step obeys the rule and the solution."""
    puzzle = ll.parse(ll.sudoku(), data_rows("se_rated.txt")[SUDOKU_CASES[technique]][0])
    state = first_state_with(puzzle, technique)
    assert state is not None
    entries, candidates = marks_of(state)
    steps = [s for s in find_steps(puzzle, entries, candidates) if s.technique == technique]
    assert steps
    solution = solution_of(puzzle)
    for step in steps:
        assert step.explain() and step.cells
        check_rule(puzzle.board, candidates, step)
        assert_sound(step, solution)


@pytest.mark.parametrize("kind", sorted(BOARDS))
def test_other_boards(kind):
    """On Sudoku X and a jigsaw, along a technique solution: finned fish and Empty Rectangles occur, all sound and by rule."""
    text = next(row[2] for row in data_rows("positions.txt") if row[0] == kind)
    puzzle = ll.parse(BOARDS[kind](), text)
    solution = solution_of(puzzle)
    state = start_state(puzzle)
    met = set()
    for step in solve_with_techniques(puzzle):
        _, candidates = marks_of(state)
        for finder in FINDERS:
            for found in finder(state):
                met.add(found.technique)
                check_rule(puzzle.board, candidates, found)
                assert_sound(found, solution)
        apply_step(state, step)
    assert {"Finned X-Wing", "Empty Rectangle"} <= met


def test_sound_on_se_rated_states():
    """40 SE-rated puzzles, each with random solution digits entered and wrong marks struck: every step is sound."""
    rng = random.Random(1)
    board = ll.sudoku()
    for fields in data_rows("se_rated.txt")[:40]:
        puzzle = ll.parse(board, fields[0])
        grid = solution_of(puzzle)[0]
        blanks = list(puzzle.blanks())
        entries = {cell: grid[cell[0]][cell[1]] for cell in rng.sample(blanks, len(blanks) // 3)}
        candidates = {cell: [v for v in board.values if v == grid[cell[0]][cell[1]] or rng.random() < 0.6]
                      for cell in blanks if cell not in entries}
        state = start_state(puzzle, entries, candidates=candidates)
        _, marks = marks_of(state)
        for finder in FINDERS:
            for step in finder(state):
                check_rule(board, marks, step)
                assert_sound(step, [grid])
