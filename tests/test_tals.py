"""Tests of the almost locked set techniques (ALS-XZ, ALS-XY-Wing, ALS-Chain, Death Blossom) and Sue de Coq: positions on Sudoku, jigsaw and Sudoku X, soundness.

A position is the state just before the technique's first step in a technique
solution (test_techniques.check_position: no easier finder applies there, the step
is sound against the solution CP-SAT proves). The sweep runs every finder of the
family along the technique solutions of SE-rated puzzles and checks every step.
"""
import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, check_position, position, solution_of

import latinlib as ll
from latinlib.methods.techniques import als
from latinlib.methods.techniques.als_chain import als_chain
from latinlib.methods.techniques.candidates import start_state
from latinlib.methods.techniques.death_blossom import death_blossom
from latinlib.methods.techniques.sue_de_coq import sue_de_coq
from latinlib.methods.techniques.solver import next_step, walk

SUDOKU = {
    # SE 7.5 (se_rated.txt): A = r4c7, r6c7 {1, 3, 7} (column 7), B = r1c9, r6c9, r8c9, r9c9 {1, 2, 3, 8, 9}
    # (column 9), x = 1, z = 3
    "ALS-XZ": ("001600430008304007340200000090000000430070095000000040000006014600805200073001600",
               {(3, 8, 3)}),
    # SE 7.5 (se_rated.txt): r4c7, r6c7 {1, 3, 7} (column 7) -1- r2c7, r2c8, r3c7 {1, 2, 5, 9} (box 3) -2-
    # r1c9, r8c9, r9c9 {2, 3, 8, 9} (column 9), z = 3
    "ALS-XY-Wing": ("001600430008304007340200000090000000430070095000000040000006014600805200073001600",
                    {(5, 8, 3), (6, 6, 3)}),
    # SE 7.8 (se_rated.txt): r1c3, r9c3 {1, 2, 5} (column 3) -2- r4c3, r6c3 {2, 5, 6} (column 3) -5- r4c7, r6c7
    # {2, 4, 5} (column 7) -4- r1c7, r1c9, r2c9, r3c8 {1, 2, 3, 4, 5} (box 3), z = 5
    "ALS-Chain": ("800000000064030870007004609000800010008060300070005000609200700053040980000000004", {(0, 7, 5)}),
}

DEATH_BLOSSOM = "000040900000008370901003000600005200039000850002800006000600409093500000007080000"  # SE 8.3

OTHER = [
    ("jigsaw", "ALS-XZ", ".....9......5....82........6..4.32....6......7...8.9.5...2...43.68..4............"),
    ("sudoku-x", "ALS-XZ", ".....1......97...8.7.......1....4...8.63.........8.9.5.......41.64..9............"),
    ("jigsaw", "ALS-XY-Wing", ".1......74......2.......5.....9..8.............5..4....9....1......8.7.3..72...6."),
    ("sudoku-x", "ALS-XY-Wing", ".....1......97...8.7.......1....4...8.63.........8.9.5.......41.64..9............"),
    ("jigsaw", "ALS-Chain", "1..463.5.2..8...9.8........59.2..4....2...8....3...............7.65.............."),
    ("sudoku-x", "ALS-Chain", ".....1......97...8.7.......1....4...8.63.........8.9.5.......41.64..9............"),
    ("jigsaw", "Death Blossom", ".....9......5....82........6..4.32....6......7...8.9.5...2...43.68..4............"),
    ("sudoku-x", "Death Blossom", ".8.9.......3..2....1.7.38..3........5......7............2..1..7.3....5....6.3..8."),
]

FINDERS = (als.als_xz, als.als_xy_wing, als_chain, death_blossom, sue_de_coq)


@pytest.mark.parametrize("technique", sorted(SUDOKU))
def test_position_on_sudoku(technique):
    """The technique is the easiest progress at a Sudoku position, with the eliminations its pattern gives."""
    text, expected = SUDOKU[technique]
    puzzle = ll.parse(ll.sudoku(), text)
    check_position(puzzle, technique)
    found = next_step(position(puzzle, technique))
    assert set(found.eliminations) == expected


SUE_DE_COQ = [("sudoku", "060000040501000907000010000023509670016347590050000080000000000000476000670102039"),
              ("jigsaw", "..5.6....49...7...........6.5.......3.4.....1.....3..8.......3...1....648...2.9.."),
              ("sudoku-x", "...4...9.......36.6....1.42.5.24......8.............1.79.....8..8...........2....")]


@pytest.mark.parametrize("kind,text", SUE_DE_COQ)
def test_sue_de_coq_along_solution(kind, text):
    """Along the technique solution Sue de Coq finds a step (the chains, run before it, may take its place): sound."""
    puzzle = ll.parse(ll.sudoku() if kind == "sudoku" else BOARDS[kind](), text)
    solution = solution_of(puzzle)
    state = start_state(puzzle)
    for _ in walk(state):
        found = next(sue_de_coq(state), None)
        if found is not None:
            assert found.technique == "Sue de Coq" and found.eliminations
            assert_sound(found, solution)
            return
    raise AssertionError("no Sue de Coq along the solution")


def test_death_blossom_on_sudoku():
    """Death Blossom is the easiest progress at a Sudoku position, and sound there."""
    check_position(ll.parse(ll.sudoku(), DEATH_BLOSSOM), "Death Blossom")


@pytest.mark.parametrize("kind,technique,text", OTHER)
def test_position_on_other_boards(kind, technique, text):
    """The technique is the easiest progress at a jigsaw or Sudoku X position, and sound there."""
    check_position(ll.parse(BOARDS[kind](), text), technique)


def test_sound_along_solutions(se_walks):
    """Every step of every finder here, every 6th state along the technique solutions of the SE 4+ puzzles of the
    shared walks, agrees with the solution."""
    made = 0
    for rating, _, solution, states in se_walks:
        if rating < 4.0:
            continue
        for state in states[:60:6]:
            for find in FINDERS:
                for found in find(state):
                    assert_sound(found, solution)
                    made += 1
    assert made
