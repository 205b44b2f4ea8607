"""The technique solver: every step from any pencil-mark state, the easiest first; rating and hints.

    >>> import latinlib as ll
    >>> ll.techniques.rate(ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")).score
    1.5

A puzzle's rating is the largest number (``TABLE``) among the steps its
technique solution needs; when no technique applies the solution records a
guess (``search.guess_step``), rated above the techniques by the size of the search.
"""
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from ...core.errors import PuzzleError, cell_name
from ...core.puzzle import as_puzzle
from ...solving import solutions
from ..steps import Step
from . import als
from . import als_chain as alc
from . import chains as ch
from . import colouring as co
from . import death_blossom as db
from . import fish as fi
from . import forcing as fc
from . import group_rules as tq
from . import rectangles as rq
from . import single_digit as sd
from . import sue_de_coq as sdc
from . import uniqueness as uq
from . import variants as vr
from .candidates import LAYER_NAMES, apply_step, contradiction, start_state
from .search import guess_step
from .table import TABLE

# (finder, latin_only) in the order the solver tries them ("easiest first" in this module means first here): by
# number, except that the one chain finder (which also yields W-Wing 4.4 and Remote Pair 4.6) comes before Sue de
# Coq (5.5) and the ALS family (6.0+), so that its short chains are not pre-empted. Each finder yields every instance.
TECHNIQUES = (
    (tq.hidden_single, False), (vr.pair_rule, False), (vr.pair_single, False), (vr.cage_combination, False),
    (tq.naked_single, False), (tq.locked_candidates(tq.POINTING), False), (tq.locked_candidates(tq.CLAIMING), False),
    (tq.naked_subset(2), True), (vr.innies, False), (fi.fish(2), True), (tq.hidden_subset(2), True),
    (tq.naked_subset(3), True), (fi.fish(3), True), (tq.hidden_subset(3), True),
    (tq.turbot_fish, True), (sd.empty_rectangle, True),
    (tq.xy_wing, True), (fi.finned_fish(2), True), (tq.xyz_wing, True), (uq.unique_rectangle, True),
    (rq.rectangle_tests, True), (fi.finned_fish(3), True), (co.simple_colors, True), (co.multi_colors, True),
    (tq.naked_subset(4), True), (fi.fish(4), True), (tq.hidden_subset(4), True), (fi.finned_fish(4), True),
    (uq.bug_plus_one, True), (fi.complex_fish(2), True), (fi.complex_fish(3), True),
    (ch.alternating_chains, True), (sdc.sue_de_coq, True), (als.als_xz, True), (als.als_xy_wing, True),
    (alc.als_chain, True), (db.death_blossom, True),
    (fc.forcing_chains, False),
)

# These patterns assume the puzzle has one solution; they are skipped when it may have several.
UNIQUENESS = (uq.unique_rectangle, uq.bug_plus_one, rq.rectangle_tests)

# Costly finders that find_steps runs only when no other finder found a step (the solver reaches them in TECHNIQUES order).
LAST_RESORT = (alc.als_chain, fc.forcing_chains)

WRONG_ENTRIES = "Wrong Entries"
WRONG_MARKS = "Wrong Pencil Marks"
"""The technique names of ``hint``'s answer when the player's state contradicts the solution."""


def finders(state, unique=True):
    """The technique finders that apply to the state's board, easiest first.

    The uniqueness patterns argue that swapping two symbols would give a second solution:
    they need ``unique`` and a one-layer puzzle without cages (a swap may break a cage sum
    or the pair rule, so the second solution need not exist there).
    """
    latin = state.t.latin
    swappable = unique and not state.cages and not state.two_layer
    return [find for find, latin_only in TECHNIQUES
            if (latin or not latin_only) and (swappable or find not in UNIQUENESS)]


def next_step(state, unique=True):
    """The easiest technique step from a state, or None when no implemented technique applies.

    ``unique=False`` (the position may have several solutions) leaves out the uniqueness patterns.
    """
    for find in finders(state, unique):
        found = next(find(state), None)
        if found is not None:
            return found
    return None


def all_steps(state, unique=True):
    """Every technique step from a state, easiest technique first, each effect once; LAST_RESORT only when stuck."""
    seen = set()
    steps = []
    for find in finders(state, unique):
        if steps and find in LAST_RESORT:
            continue
        for found in find(state):
            key = (found.layer, tuple(sorted(found.placements)), tuple(sorted(found.eliminations)))
            if key not in seen:
                seen.add(key)
                steps.append(found)
    return steps


def find_steps(puzzle, entries=None, candidates=None, colour_entries=None, colour_candidates=None):
    """Every step the techniques find from the givens, ``entries`` and pencil marks ``candidates``; no guessing.

    ``entries``: the player's digits, a grid (0 blank) or {(row, col): symbol};
    ``candidates``: {(row, col): symbols} of the player's pencil marks, 0-based; a cell
    not in the map keeps every symbol its groups allow (marks the groups rule out go
    too). Steps come easiest technique first; a step whose effect the marks already
    show is not found again. Forcing chains (``LAST_RESORT``) are looked for only
    when no other technique finds a step: they are the costly last resort. The uniqueness patterns are used only when the puzzle
    is proved to have one solution. PuzzleError when the state has no way on (an
    empty cell, a symbol with no room).
    """
    puzzle = as_puzzle(puzzle)
    state = start_state(puzzle, entries, colour_entries, candidates, colour_candidates)
    why = contradiction(state)
    if why:
        raise PuzzleError(f"no solution from here: {why}")
    return all_steps(state, len(reference(puzzle)) == 1)


def pencil_marks(puzzle, entries=None, candidates=None):
    """{(row, col): symbols} of every open cell: the player's marks (or all symbols) less what the groups rule out."""
    puzzle = as_puzzle(puzzle)
    state = start_state(puzzle, entries, None, candidates)
    vals, cand = state.layers[0]
    return {state.t.cells[i]: state.t.symbols_of(m) for i, m in enumerate(cand) if not vals[i]}


def solve_with_techniques(puzzle, entries=None, colour_entries=None, max_steps=5000):
    """The steps that solve ``puzzle`` from its givens (plus ``entries``): easiest technique first, else a guess.

    Raises PuzzleError when the grid has no solution.
    """
    return list(walk(start_state(as_puzzle(puzzle), entries, colour_entries), max_steps))


def walk(state, max_steps=5000):
    """The technique solution from a state, step by step: each step is yielded, then applied to ``state``.

    So a caller sees the state just before each step (and may stop there, sparing the rest of the solve).
    """
    for _ in range(max_steps):
        if state.solved():
            return
        why = contradiction(state)
        if why:
            raise PuzzleError(f"no solution from here: {why}")
        step = next_step(state) or guess_step(state)
        if step is None:
            raise PuzzleError("no solution from here: every guess leads to a contradiction")
        yield step
        apply_step(state, step)


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
    """Rate a puzzle on the TABLE scale: the hardest technique its technique solution needs, with counts of each."""
    steps = solve_with_techniques(puzzle)
    if not steps:
        return Rating(0.0, "none", {}, 0, 0, steps)
    hardest = max(steps, key=lambda s: s.rating)
    counts = Counter(s.technique for s in steps)
    ordered = dict(sorted(counts.items(), key=lambda kv: TABLE[kv[0]][0]))
    return Rating(hardest.rating, hardest.technique, ordered, counts.get("Guess", 0),
                  sum(s.search for s in steps), steps)


def hint(puzzle, entries=None, candidates=None, colour_entries=None, colour_candidates=None):
    """The easiest next step from the givens, ``entries`` and pencil marks ``candidates`` (see find_steps).

    The player's state is checked against the solution first: a Step named
    WRONG_ENTRIES ('Wrong Entries') lists in ``.eliminations`` the (row, col, symbol)
    entries that contradict it (``.cells`` their cells); a Step named WRONG_MARKS
    ('Wrong Pencil Marks') names in ``.cells`` the cells whose pencil marks lost the
    solution's symbol. Otherwise the easiest technique step, or a guess ('Guess')
    when none applies; None when the grid is complete and right. PuzzleError when
    the puzzle has no solution or more than one.
    """
    puzzle = as_puzzle(puzzle)
    solution = reference_solution(puzzle)
    wrong = wrong_entries(puzzle, solution, entries, colour_entries)
    if wrong:
        names = ", ".join(f"{cell_name((r, c))} ({what} {v})" for r, c, v, what in wrong)
        return Step(reason=f"these entries contradict the solution: {names}; remove them and ask again",
                    technique=WRONG_ENTRIES, eliminations=[(r, c, v) for r, c, v, _ in wrong],
                    cells=tuple((r, c) for r, c, _, _ in wrong), layer=wrong[0][3])
    state = start_state(puzzle, entries, colour_entries, candidates, colour_candidates)
    lost = [(k, i) for k, (vals, cand) in enumerate(state.layers) for i, v in enumerate(vals)
            if not v and not cand[i] & state.t.bit[solution[k][state.t.cells[i][0]][state.t.cells[i][1]]]]
    if lost:
        where = ", ".join(cell_name(state.t.cells[i]) for _, i in lost)
        return Step(reason=f"the pencil marks of {where} no longer hold the symbol the solution needs there; "
                           f"put the struck candidates back and ask again", technique=WRONG_MARKS,
                    cells=tuple(state.t.cells[i] for _, i in lost), layer=LAYER_NAMES[lost[0][0]])
    if state.solved():
        return None
    return next_step(state) or guess_step(state, solution)


@lru_cache(maxsize=16)
def reference(puzzle):
    """Up to two solutions of the puzzle (from the solving service), each as its grids, one per layer."""
    return [[s.grid] + ([s.colours] if puzzle.is_two_layer else []) for s in solutions(puzzle, limit=2)]


def reference_solution(puzzle):
    """The one solution's grids (one per layer); PuzzleError when the puzzle has none or several."""
    found = reference(puzzle)
    if not found:
        raise PuzzleError("the puzzle has no solution")
    if len(found) > 1:
        raise PuzzleError("the puzzle has more than one solution, so no entry can be called wrong")
    return found[0]


def wrong_entries(puzzle, solution, entries, colour_entries):
    """[(row, col, value, 'digit'/'colour')] for entries that differ from the solution."""
    wrong = []
    for k, grid in enumerate((entries, colour_entries)):
        if grid is None or k >= len(solution):
            continue
        items = grid.items() if isinstance(grid, dict) else (
            ((r, c), v) for r, row in enumerate(grid) for c, v in enumerate(row))
        for (r, c), v in items:
            if v and solution[k][r][c] != v:
                wrong.append((r, c, v, LAYER_NAMES[k]))
    return wrong
