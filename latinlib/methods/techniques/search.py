"""Search for the technique solver: singles to a fixed point on raw masks, branching, and the recorded guess.

A guess is what the solver does when no technique applies: a most-constrained
cell, its value proved by search (singles-only propagation, most-constrained cell
first, explored until the solution is proved unique). It rates
9.0 + log2(trials) / 2 (above every technique), so the rating grows with the amount of search.
"""
import math

from ...core.errors import cell_name
from ..human.singles import settle, singles_queue
from ..steps import Step
from . import variants as vr
from .candidates import LAYER_NAMES, contradiction, place
from .table import number


def propagate(state):
    """Singles (the singles kernel's settle), the pair rule and cage fillings to a fixed point; False on a contradiction."""
    t = state.t
    while True:
        changed = False
        for vals, cand in state.layers:
            inserts, why = settle(t, vals, cand, singles_queue(cand), [])
            if why:
                return False
            changed |= inserts > 0
        if state.two_layer:
            result = pair_pass(state)
            if result is None:
                return False
            changed |= result
        if state.cages:
            result = cage_pass(state)
            if result is None:
                return False
            changed |= result
        if not changed:
            return True


def pair_pass(state):
    """The pair rule on raw masks: strike what placed pairs forbid; None when a pair is used twice."""
    (dv, dc), (cv, cc) = state.layers
    pairs = {}
    for i in range(len(dv)):
        if dv[i] and cv[i]:
            if (dv[i], cv[i]) in pairs:
                return None
            pairs[dv[i], cv[i]] = i
    changed = False
    for i in range(len(dv)):
        if dv[i] and not cv[i]:
            for d, c in pairs:
                if d == dv[i] and cc[i] & c:
                    cc[i] &= ~c
                    changed = True
        if cv[i] and not dv[i]:
            for d, c in pairs:
                if c == cv[i] and dc[i] & d:
                    dc[i] &= ~d
                    changed = True
    return changed


def cage_pass(state):
    """Cage fillings on raw masks: strike candidates no allowed filling uses; None when a cage cannot be filled."""
    t = state.t
    vals, cand = state.layers[0]
    changed = False
    for cells, sums, _, distinct in state.cages:
        if all(vals[i] for i in cells):
            if sum(t.value_of[vals[i]] for i in cells) not in sums:
                return None
            continue
        used, _ = vr.fillings(t, vals, cand, cells, sums, distinct)
        if used is None:
            continue
        for i, u in zip(cells, used):
            if not vals[i] and cand[i] & ~u:
                cand[i] &= u
                changed = True
                if not u:
                    return None
    return changed


def branch_cell(state):
    """(layer, cell index) of a blank with the fewest candidates, first in board order."""
    best = None
    for k, (vals, cand) in enumerate(state.layers):
        for i, m in enumerate(cand):
            if not vals[i]:
                n = m.bit_count()
                if best is None or n < best[0]:
                    best = (n, k, i)
    return best[1], best[2]


def explore(state, limit=2, counter=None):
    """Solutions (states) of a state by singles and branching, up to ``limit``; counter[0] counts the guesses."""
    counter = [0] if counter is None else counter
    if not propagate(state):
        return []
    if state.solved():
        return [state] if contradiction(state) is None else []
    k, i = branch_cell(state)
    found = []
    mask = state.layers[k][1][i]
    while mask and len(found) < limit:
        b = mask & -mask
        mask ^= b
        counter[0] += 1
        trial = state.copy()
        place(trial, k, i, b)
        found += explore(trial, limit - len(found), counter)
    return found


def guess_rating(nodes):
    """A guess scores the table's number plus half the log2 of the search tree's size: it grows with search."""
    return round(number("Guess") + 0.5 * math.log2(max(nodes, 1)), 2)


def guess_step(state, solution=None):
    """The recorded guess when no technique applies: a most-constrained cell and the value a search proves.

    With ``solution`` (the grids, one per layer, proved by the solving service) the
    value is read from it; else this module's search proves it and counts its trials.
    """
    t = state.t
    k, i = branch_cell(state)
    counter = [0]
    if solution is None:
        found = explore(state.copy(), 2, counter)
        if not found:
            return None
        value, alone = found[0].layers[k][0][i], len(found) == 1
    else:
        (r, c), alone = t.cells[i], True
        value = t.bit[solution[k][r][c]]
    cell = t.cells[i]
    options = ", ".join(t.board.label(v) for v in t.symbols_of(state.layers[k][1][i]))
    how = (f"following the consequences ({counter[0]} trial{'s' * (counter[0] != 1)})" if solution is None
           else "the solving service's proved solution")
    more = "" if alone else " (the puzzle has more than one solution: this is one of them)"
    text = (f"no technique applies: guess at {cell_name(cell)}, a cell with the fewest candidates {{{options}}}; "
            f"{how} shows {cell_name(cell)} = {t.label(value)}{more}")
    return Step(reason=text, technique="Guess", placements=[(*cell, t.value_of[value])], cells=(cell,),
                rating=guess_rating(counter[0]), layer=LAYER_NAMES[k], search=counter[0])
