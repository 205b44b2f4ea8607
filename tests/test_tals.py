"""Tests of the almost locked set techniques (ALS-XZ, ...): positions on Sudoku, jigsaw and Sudoku X, soundness.

A position is the state just before the technique's first step in a technique
solution (test_techniques.check_position: no easier finder applies there, the step
is sound against the solution CP-SAT proves). The sweep runs every finder of the
family along the technique solutions of SE-rated puzzles and checks every step.
"""
import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, check_position, data_rows, position, solution_of

import latinlib as ll
from latinlib.methods.techniques import als
from latinlib.methods.techniques.candidates import apply_step, start_state
from latinlib.methods.techniques.solver import next_step, solve_with_techniques

SUDOKU = {
    # SE 6.2 (se_rated.txt): A = r5c9 {2, 4}, B = r5c5, r6c4, r6c6 {2, 3, 4, 6} in box 5, x = 4 (row 5), z = 2
    "ALS-XZ": ("040000700002009008100680050090010300001705900004090080010027006200900800005000090",
               {(5, 6, 2), (5, 8, 2)}),
}

OTHER = [
    ("jigsaw", "ALS-XZ", "....6..8..56..2.....94.....8.2...79....7......7...1....2..1...........364.....2.."),
    ("sudoku-x", "ALS-XZ", ".....1......97...8.7.......1....4...8.63.........8.9.5.......41.64..9............"),
]

FINDERS = (als.als_xz,)


@pytest.mark.parametrize("technique", sorted(SUDOKU))
def test_position_on_sudoku(technique):
    """The technique is the easiest progress at a Sudoku position, with the eliminations its pattern gives."""
    text, expected = SUDOKU[technique]
    puzzle = ll.parse(ll.sudoku(), text)
    check_position(puzzle, technique)
    found = next_step(position(puzzle, technique))
    assert set(found.eliminations) == expected


@pytest.mark.parametrize("kind,technique,text", OTHER)
def test_position_on_other_boards(kind, technique, text):
    """The technique is the easiest progress at a jigsaw or Sudoku X position, and sound there."""
    check_position(ll.parse(BOARDS[kind](), text), technique)


def test_sound_along_solutions():
    """Every step of every ALS finder along the technique solutions of 40 SE-rated puzzles agrees with the solution."""
    board = ll.sudoku()
    rows = [fields for fields in data_rows("se_rated.txt") if float(fields[1]) >= 4.0][::4][:40]
    made = 0
    for fields in rows:
        puzzle = ll.parse(board, fields[0])
        solution = solution_of(puzzle)
        state = start_state(puzzle)
        for k, move in enumerate(solve_with_techniques(puzzle, max_steps=60)):
            if move.technique == "Guess":
                break
            if k % 4 == 0:
                for find in FINDERS:
                    for found in find(state):
                        assert_sound(found, solution)
                        made += 1
            apply_step(state, move)
    assert made
