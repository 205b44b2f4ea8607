"""Tests of the grouped chains (Grouped X-Chain, Grouped AIC), nice loops, forcing chains, and the per-state tables.

Positions come from the SE-rated data and the jigsaw of data/positions.txt: the
state just before the first step of the technique in the puzzle's technique
solution, where no easier technique applies (test_techniques.check_position).
Every step is checked against the solution proved by the solving service.
"""
from collections import Counter

import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, check_position, data_rows, position, solution_of

import latinlib as ll
from latinlib.methods.techniques import chains as ch
from latinlib.methods.techniques import forcing as fc
from latinlib.methods.techniques.candidates import apply_step, start_state
from latinlib.methods.techniques.solver import solve_with_techniques, walk

SE_RATED = data_rows("se_rated.txt")


def se_puzzle(index):
    """The SE-rated puzzle on line ``index`` of se_rated.txt (comments left out)."""
    return ll.parse(ll.sudoku(), SE_RATED[index][0])


@pytest.mark.parametrize("technique,index", [("Grouped X-Chain", 204), ("Grouped AIC", 189), ("Forcing Chain", 197),
                                             ("Continuous Nice Loop", 77), ("Grouped Continuous Nice Loop", 198)])
def test_position_on_sudoku(technique, index):
    """Grouped X-Chain, Grouped AIC, Forcing Chain, (Grouped) Continuous Nice Loop (each on an SE-rated puzzle whose
    solution uses it): easiest there, sound."""
    check_position(se_puzzle(index), technique)


def test_grouped_chain_uses_a_group_node():
    """The Grouped X-Chain of an SE-rated puzzle has a node of two or more cells (written r1c2/r1c3=5)."""
    puzzle = se_puzzle(204)
    step = next(s for s in ch.alternating_chains(position(puzzle, "Grouped X-Chain")) if s.technique == "Grouped X-Chain")
    assert "/" in step.explain().split(":")[0]
    assert_sound(step, solution_of(puzzle))


def test_grouped_x_chain_on_a_jigsaw():
    """On the 9x9 jigsaw of data/positions.txt, a group node is a symbol's places in a region and a line."""
    text = next(t for kind, name, t in data_rows("positions.txt") if kind == "jigsaw" and name == "Grouped_X-Chain")
    check_position(ll.parse(BOARDS["jigsaw"](), text), "Grouped X-Chain")


@pytest.mark.parametrize("technique", ["Grouped Continuous Nice Loop", "Continuous Nice Loop"])
def test_continuous_nice_loop_on_a_jigsaw(technique):
    """On puzzles of the 9x9 jigsaw of data/positions.txt a (grouped) continuous nice loop is the easiest step somewhere."""
    name = {"Grouped Continuous Nice Loop": "ALS-XY-Wing", "Continuous Nice Loop": "Death_Blossom"}[technique]
    text = next(t for kind, n, t in data_rows("positions.txt") if kind == "jigsaw" and n == name)
    check_position(ll.parse(BOARDS["jigsaw"](), text), technique)


KITE = next(t for kind, n, t in data_rows("positions.txt") if kind == "jigsaw" and n == "2-String_Kite")
NICE_LOOPS = [("sudoku", SE_RATED[70][0], "Discontinuous Nice Loop"), ("sudoku", SE_RATED[73][0], "Continuous Nice Loop"),
              ("sudoku", SE_RATED[73][0], "Grouped Discontinuous Nice Loop"), ("jigsaw", KITE, "Discontinuous Nice Loop"),
              ("jigsaw", KITE, "Grouped Discontinuous Nice Loop"), ("jigsaw", KITE, "Grouped Continuous Nice Loop")]


@pytest.mark.parametrize("kind,text,technique", NICE_LOOPS)
def test_nice_loop_along_solution(kind, text, technique):
    """Along the technique solution the chain search finds the nice loop (an easier step may come first there), sound:
    a discontinuous loop places its start (a grouped one may start at a group), a continuous one only removes."""
    puzzle = ll.parse(ll.sudoku() if kind == "sudoku" else BOARDS[kind](), text)
    solution = solution_of(puzzle)
    state = start_state(puzzle)
    for _ in walk(state):
        found = next((s for s in ch.alternating_chains(state) if s.technique == technique), None)
        if found is not None:
            assert_sound(found, solution)
            assert found.placements or found.eliminations
            assert not (found.placements and "Continuous" in technique)
            assert found.explain().startswith(technique) and "loop" in found.explain()
            return
    raise AssertionError(f"no {technique} along the solution")


def test_find_steps_keeps_forcing_chains_for_when_nothing_else_applies():
    """find_steps lists forcing chains only where no other technique finds a step; then they are all sound."""
    puzzle = se_puzzle(197)
    assert not any(s.technique == "Forcing Chain" for s in ll.techniques.find_steps(puzzle))
    state = position(puzzle, "Forcing Chain")
    vals, cand = state.layers[0]
    entries = {cell: state.t.value_of[vals[i]] for i, cell in enumerate(state.t.cells) if vals[i]}
    marks = {cell: state.t.symbols_of(cand[i]) for i, cell in enumerate(state.t.cells) if not vals[i]}
    steps = ll.techniques.find_steps(puzzle, entries, marks)
    assert steps and {s.technique for s in steps} == {"Forcing Chain"}
    solution = solution_of(puzzle)
    for step in steps:
        assert_sound(step, solution)


def sweep(puzzles, finder, every, most):
    """Along each technique solution (every ``every``-th state), the first ``most`` steps of a finder are sound."""
    seen = 0
    for puzzle in puzzles:
        solution = solution_of(puzzle)
        state = start_state(puzzle)
        for k, step in enumerate(solve_with_techniques(puzzle)):
            if k % every == 0:
                for n, found in zip(range(most), finder(state)):
                    assert_sound(found, solution)
                    assert found.eliminations or found.placements
                    seen += 1
            apply_step(state, step)
    return seen


def test_chains_are_sound_along_40_se_rated_solutions(se_walks):
    """Every chain and nice loop (grouped or not) from every 25th state along 40 SE-rated technique solutions agrees
    with the solution."""
    seen = Counter()
    for _, _, solution, states in se_walks:
        for state in states[::25]:
            for found in ch.alternating_chains(state):
                assert_sound(found, solution)
                assert found.eliminations or found.placements
                seen[found.technique] += 1
    assert sum(seen.values()) > 100 and seen["Continuous Nice Loop"] and seen["Discontinuous Nice Loop"], seen


def test_forcing_chains_are_sound_along_hard_solutions():
    """Forcing chains from states along the technique solutions of the hardest SE-rated puzzles are sound."""
    hard = [se_puzzle(i) for i in range(len(SE_RATED) - 1, 180, -9)]
    assert sweep(hard, fc.forcing_chains, 15, 40) > 100


def test_top95_needs_no_guess_where_forcing_chains_reach():
    """A top95 puzzle that needed guesses is solved by techniques with forcing chains, every step sound."""
    puzzle = ll.parse(ll.sudoku(), data_rows("top95.txt")[6][0])
    rating = ll.techniques.rate(puzzle)
    assert rating.guesses == 0 and rating.counts["Forcing Chain"] >= 1
    solution = solution_of(puzzle)
    for step in rating.steps:
        assert_sound(step, solution)


def test_derived_tables_follow_the_masks():
    """State.derived(k) is rebuilt when the candidate masks change: no finder reads stale tables."""
    state = start_state(se_puzzle(84))
    first = state.derived(0)
    assert state.derived(0) is first
    cell = next(i for i, m in enumerate(state.layers[0][1]) if m.bit_count() > 1)
    low = state.layers[0][1][cell] & -state.layers[0][1][cell]
    state.layers[0][1][cell] &= ~low
    assert state.derived(0) is not first
    assert not state.derived(0).where[low.bit_length() - 1] >> cell & 1


@pytest.mark.parametrize("strong, bonus", [(1, 0.0), (3, 0.0), (4, 0.0), (5, 0.1), (6, 0.1), (7, 0.2), (9, 0.3)])
def test_length_bonus_is_a_tenth_per_two_strong_links_beyond_three(strong, bonus):
    """The table's '+0.1 per two links beyond three': a path holds two nodes per strong link; W-Wings get none."""
    path = list(range(2 * strong))
    assert ch.length_bonus("AIC", path) == bonus
    assert ch.length_bonus("W-Wing", path) == 0.0
