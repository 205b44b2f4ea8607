"""The technique solver: the easiest technique first, a recorded guess when none applies; rating and hints.

    >>> import latinlib as ll
    >>> ll.techniques.rate(ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")).score
    1.5

Scale (modelled on Sudoku Explainer, SE): each technique has a number (SCALE);
a puzzle's rating is the largest number among the steps its solution needs. A
guess is rated above every technique, 6.0 + log2(nodes) / 2, where nodes is the
size of the search tree (singles-only propagation, most-constrained cell first,
explored until the solution is proved unique) at the point where the techniques
got stuck: so the rating grows with the amount of search.
"""
import math
from collections import Counter
from dataclasses import dataclass, field

from ...core.errors import PuzzleError, cell_name
from ...core.puzzle import as_puzzle
from . import group_rules as tq
from . import uniqueness as uq
from . import variants as vr
from .candidates import LAYER_NAMES, Step, apply_step, contradiction, place, start_state

# (function, latin_only): easiest first; the first that finds something gives the step.
TECHNIQUES = (
    (tq.hidden_single, False), (vr.pair_rule, False), (vr.pair_single, False), (vr.cage_combination, False),
    (tq.naked_single, False), (tq.locked_candidates, False), (tq.naked_subset(2), True), (vr.innies, False),
    (tq.fish(2), True), (tq.hidden_subset(2), True), (tq.naked_subset(3), True), (tq.fish(3), True),
    (tq.hidden_subset(3), True), (tq.turbot_fish, True), (tq.xy_wing, True), (tq.xyz_wing, True),
    (uq.unique_rectangle, True), (tq.naked_subset(4), True), (tq.fish(4), True), (tq.hidden_subset(4), True),
    (uq.bug_plus_one, True),
)

SCALE = {
    "hidden single": 1.5, "pair rule": 1.8, "pair single": 2.0, "cage combination": 2.0, "naked single": 2.3,
    "pointing": 2.6, "claiming": 2.8, "naked pair": 3.0, "innies": 3.0, "X-wing": 3.2, "hidden pair": 3.4,
    "naked triple": 3.6, "swordfish": 3.8, "hidden triple": 4.0, "skyscraper": 4.0, "2-string kite": 4.1,
    "turbot fish": 4.2, "XY-wing": 4.2, "XYZ-wing": 4.4, "unique rectangle": 4.5, "naked quad": 5.0,
    "jellyfish": 5.2, "hidden quad": 5.4, "BUG+1": 5.6, "guess": 6.0,
}
"""The number of each technique; 'guess' is the least a guess scores (see guess_rating)."""


# These patterns assume the puzzle has one solution; they are skipped when it may have several.
UNIQUENESS = (uq.unique_rectangle, uq.bug_plus_one)


def next_step(state, unique=True):
    """The easiest technique step from a state, or None when no implemented technique applies.

    ``unique=False`` (the position may have several solutions) leaves out the uniqueness patterns.
    """
    latin = state.t.latin
    for find, latin_only in TECHNIQUES:
        if (latin_only and not latin) or (not unique and find in UNIQUENESS):
            continue
        step = find(state)
        if step is not None:
            return step
    return None


# --- search (guessing) ---------------------------------------------------------------------------

def propagate(state):
    """Singles (and the pair rule, cage fillings) to a fixed point on raw masks; False on a contradiction."""
    t = state.t
    while True:
        changed = False
        for k, (vals, cand) in enumerate(state.layers):
            for i, m in enumerate(cand):
                if vals[i]:
                    continue
                if not m:
                    return False
                if not m & (m - 1):
                    place(state, k, i, m)
                    changed = True
            result = hidden_pass(state, k) if t.latin else counted_pass(state, k)
            if result is None:
                return False
            changed |= result
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


def hidden_pass(state, k):
    """Hidden singles of a Latin layer in one sweep over the groups; True on progress, None on a contradiction."""
    t = state.t
    vals, cand = state.layers[k]
    changed = False
    for members in t.groups:
        once = twice = held = 0
        for i in members:
            m = cand[i]
            twice |= once & m
            once |= m
            held |= vals[i]
        if (once | held) != t.full:
            return None
        unique = once & ~twice & ~held
        while unique:
            b = unique & -unique
            unique ^= b
            spot = next((i for i in members if cand[i] & b), -1)
            if spot < 0:
                return None
            place(state, k, spot, b)
            changed = True
    return changed


def counted_pass(state, k):
    """Hidden singles on a board with repeated symbols: as many places as copies due; None on a contradiction."""
    t = state.t
    vals, cand = state.layers[k]
    changed = False
    for members in t.groups:
        for b, room in t.room.items():
            due = room - sum(1 for i in members if vals[i] == b)
            places = [i for i in members if cand[i] & b]
            if due < 0 or len(places) < due:
                return None
            if due and len(places) == due:
                for i in places:
                    if not cand[i] & b:
                        return None
                    place(state, k, i, b)
                changed = True
    return changed


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
    """A guess scores 6.0 plus half the log2 of the search tree's size: above every technique, growing with search."""
    return round(SCALE["guess"] + 0.5 * math.log2(max(nodes, 1)), 2)


def guess_step(state):
    """The recorded guess when no technique applies: a most-constrained cell and the value the search proves."""
    counter = [0]
    found = explore(state.copy(), 2, counter)
    if not found:
        return None
    t = state.t
    k, i = branch_cell(state)
    value = found[0].layers[k][0][i]
    cell = t.cells[i]
    options = ", ".join(t.board.label(v) for v in t.symbols_of(state.layers[k][1][i]))
    alone = "" if len(found) == 1 else " (the puzzle has more than one solution: this is one of them)"
    text = (f"no technique applies: guess at {cell_name(cell)}, a cell with the fewest candidates {{{options}}}; "
            f"trying them and following the consequences ({counter[0]} trial{'s' * (counter[0] != 1)}) shows "
            f"{cell_name(cell)} = {t.label(value)}{alone}")
    return Step("guess", guess_rating(counter[0]), (cell,), (), {cell: t.value_of[value]}, [], text,
                LAYER_NAMES[k], counter[0])


# --- public API ----------------------------------------------------------------------------------

def solve_with_techniques(puzzle, entries=None, colour_entries=None, max_steps=5000):
    """The steps that solve ``puzzle`` from its givens (plus ``entries``): easiest technique first, else a guess.

    Raises PuzzleError when the grid has no solution.
    """
    state = start_state(as_puzzle(puzzle), entries, colour_entries)
    steps = []
    while not state.solved() and len(steps) < max_steps:
        why = contradiction(state)
        if why:
            raise PuzzleError(f"no solution from here: {why}")
        step = next_step(state) or guess_step(state)
        if step is None:
            raise PuzzleError("no solution from here: every guess leads to a contradiction")
        apply_step(state, step)
        steps.append(step)
    return steps


@dataclass
class Rating:
    """A puzzle's rating: the score (hardest step), that step's technique, counts per technique, the steps."""

    score: float
    hardest: str
    counts: dict
    guesses: int
    search: int
    steps: list = field(repr=False)

    def __str__(self):
        used = ", ".join(f"{name} x{n}" for name, n in self.counts.items())
        return f"{self.score:.1f} (hardest: {self.hardest}; {used})"


def rate(puzzle):
    """Rate a puzzle on SCALE: the hardest technique its technique solution needs, with counts of each."""
    steps = solve_with_techniques(puzzle)
    if not steps:
        return Rating(0.0, "none", {}, 0, 0, steps)
    hardest = max(steps, key=lambda s: s.rating)
    counts = Counter(s.technique for s in steps)
    ordered = dict(sorted(counts.items(), key=lambda kv: SCALE.get(kv[0], 9)))
    return Rating(hardest.rating, hardest.technique, ordered, counts.get("guess", 0),
                  sum(s.search for s in steps), steps)


def hint(puzzle, entries=None, colour_entries=None):
    """The easiest next step from the givens plus ``entries`` (grid or {cell: symbol}), as a Step to explain().

    If an entry differs from the solution the Step's technique is 'wrong entries' and
    it names them; None when the grid is complete and right.
    """
    puzzle = as_puzzle(puzzle)
    solution = reference_solution(puzzle)
    wrong = wrong_entries(puzzle, solution, entries, colour_entries)
    if wrong:
        names = ", ".join(f"{cell_name(c)} ({what} {v})" for c, what, v in wrong)
        return Step("wrong entries", 0.0, tuple(c for c, _, _ in wrong), (), {}, [],
                    f"these entries contradict the solution: {names}; remove them and ask again")
    state = start_state(puzzle, entries, colour_entries)
    if state.solved():
        return None
    return next_step(state) or guess_step(state)


def reference_solution(puzzle):
    """The solution grids (one per layer) found by this module's own search; PuzzleError if none."""
    found = explore(start_state(puzzle), 2)
    if not found:
        raise PuzzleError("the puzzle has no solution")
    if len(found) > 1:
        raise PuzzleError("the puzzle has more than one solution, so no entry can be called wrong")
    return [found[0].grid(k) for k in range(len(found[0].layers))]


def wrong_entries(puzzle, solution, entries, colour_entries):
    """[(cell, 'digit'/'colour', value)] for entries that differ from the solution."""
    wrong = []
    for k, grid in enumerate((entries, colour_entries)):
        if grid is None or k >= len(solution):
            continue
        items = grid.items() if isinstance(grid, dict) else (
            ((r, c), v) for r, row in enumerate(grid) for c, v in enumerate(row))
        for (r, c), v in items:
            if v and solution[k][r][c] != v:
                wrong.append(((r, c), LAYER_NAMES[k], v))
    return wrong
