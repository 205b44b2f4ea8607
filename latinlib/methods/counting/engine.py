"""Exact counting of the solutions of a one-layer puzzle without cages, on any Latin board: ``ll.count_solutions``.

Puzzles with cages, a second layer or repeated symbols go to CP-SAT (``latinlib.cp``);
the others to this engine. Two methods, chosen automatically (see ``choose``):

* A, exact cover (exact_cover.py): a depth-first search on Python-int bitmasks with
  naked and hidden singles and fewest-options branching. Always applicable,
  stops early at a solution limit, and lists solutions one by one.
* B, covered-set DP (covered_sets.py): one layer of transversals per symbol, the
  table {covered cells: ways} merged with numpy. Latin boards (no repeated
  symbol). It never lists solutions, so its cost follows the
  number of distinct covered sets, not the number of solutions.

Both use the relabelling symmetry: symbols that no given mentions can be
permuted freely, so when some group already shows every given symbol we write
the free symbols into that group's blank cells in increasing order and
multiply the count by k! (k free symbols). A blank Latin square of order 6 thus
becomes 720 x (squares with first row 1..6).

>>> import latinlib as ll
>>> count(ll.Puzzle(ll.sudoku(2, 2)))
(288, True, 'complete')
>>> ll.count_solutions(ll.latin_square(6))
812851200
"""
import math
import sys
import time

from ...core.puzzle import as_puzzle
from ...cp.limits import check_limit, check_progress, check_time_limit
from ...cp.solve import Count, stop_detail
from ...cp.solve import count_solutions as cp_sat_count
from ...cp.solve import is_unique as cp_sat_is_unique
from .bitmasks import compile_board, given_placements
from .covered_sets import TooBig, count_layers, symbol_layers, width_bound
from .exact_cover import Search, TimeUp

PROBE_NODES = 300
"""Method A's node budget before the DP takes over (rule of ``choose``)."""

SMALL_TABLE = 200_000
"""Below this bound on the DP's table, B runs without A's probe."""

MIN_DP_TIME = 0.1
"""Seconds B always gets before A takes over (when A's estimate is shorter)."""


def applies(puzzle):
    """True when this engine can count ``puzzle``: one layer and no cages (any board, any multiset)."""
    return not puzzle.cages and puzzle.colours is None


def count_solutions(puzzle, limit=None, time_limit=None, progress=None, **model_options):
    """Number of solutions: a Count, exact unless a limit, the time limit or Ctrl-C cut the search short.

    One-layer puzzles without cages on Latin boards are counted by this engine (``progress=True``
    reports its steps on stderr); the others, or when ``model_options`` ask for a CP-SAT encoding,
    by CP-SAT, which was faster than method A on boards with repeated symbols (only A applies there).
    """
    puzzle = as_puzzle(puzzle)
    if model_options or not applies(puzzle) or not puzzle.board.is_latin:
        return cp_sat_count(puzzle, limit=limit, time_limit=time_limit, progress=progress, **model_options)
    limit, time_limit, progress = check_limit(limit), check_time_limit(time_limit), check_progress(progress)
    value, exact, reason = count(puzzle, limit, time_limit, bool(progress))
    return Count(value, exact, reason, stop_detail(reason, limit, time_limit))


def is_unique(puzzle, time_limit=None, **model_options):
    """True when the puzzle has exactly one solution (proved); raises Undecided on a time limit or Ctrl-C."""
    return cp_sat_is_unique(puzzle, time_limit, counter=count_solutions, **model_options)


def dp_applies(comp):
    """True when method B can run: a Latin board (no repeated symbol)."""
    return comp.latin


def relabelled(comp, placements):
    """(placements, k!) with the k free symbols written in order into a group that shows every given symbol.

    A free symbol is one no given uses. Permuting free symbols maps solutions to
    solutions and moves each of them (every group holds every symbol once, so the
    free symbols fill the group's blank cells); exactly one solution per orbit has
    them in increasing order there. Multiset boards are left alone.
    """
    used = {s for _, s in placements}
    free = [s for s in range(len(comp.values)) if s not in used]
    if not comp.latin or len(free) < 2:
        return placements, 1
    given_at = dict(placements)
    for mask in comp.gmask:
        cells = [i for i in range(len(comp.cells)) if mask >> i & 1]
        if {given_at[i] for i in cells if i in given_at} == used:
            blanks = [i for i in cells if i not in given_at]
            return placements + list(zip(blanks, free)), math.factorial(len(free))
    return placements, 1


def deadline_of(time_limit):
    """The time.monotonic() value at which to stop, or None."""
    return None if time_limit is None else time.monotonic() + time_limit


def count_by_search(comp, placements, limit=None, deadline=None, budget=None, progress=False):
    """Method A: (solutions found, reason); reason 'complete', 'solution limit', 'time limit',
    'node budget' or 'interrupted'."""
    search = Search(comp, budget=budget, deadline=deadline)
    found = 0
    try:
        for _ in search.run(placements):
            found += 1
            if limit is not None and found >= limit:
                return found, "solution limit"
            if progress and not found % 100_000:
                print(f"  {found:,} solutions, {search.nodes:,} nodes", file=sys.stderr)
    except TimeUp as stop:
        return found, str(stop)
    except KeyboardInterrupt:
        return found, "interrupted"
    return found, "complete"


def count_by_dp(comp, layers, deadline=None, progress=False, max_states=8_000_000):
    """Method B on the symbol layers: (count, reason); raises TooBig when the table grows too wide."""
    try:
        return count_layers(layers, comp.full, deadline, max_states, progress), "complete"
    except TimeUp:
        return 0, "time limit"
    except KeyboardInterrupt:
        return 0, "interrupted"


def choose(comp, placements, limit):
    """The first method for a count: 'A' or 'B' ('B' may still hand over to A).

    Rule: a solution limit asks for an early stop, which only A gives, and B
    needs a Latin board: else A. Otherwise ``count_b_or_a`` builds the symbol
    layers (too many transversals: A) and
      1. runs B at once when ``width_bound`` <= SMALL_TABLE (B is cheap);
      2. else lets A try PROBE_NODES nodes (near-unique puzzles end here);
      3. else estimates A's time (Knuth's random dives x the probe's time per
         node) and gives B that long (at least MIN_DP_TIME); B finishing first
         wins, otherwise (or when B's table passes max_states) A runs to the end.
    The waste is bounded: at most about A's own time is spent on B first.
    """
    if limit is not None or not dp_applies(comp):
        return "A"
    return "B"


def count(puzzle, limit=None, time_limit=None, progress=False, method=None):
    """(count, exact, reason) for ``puzzle``: reason 'complete', 'solution limit', 'time limit' or 'interrupted'.

    ``limit`` stops at that many solutions (count = limit, exact False). ``method``
    forces 'A' or 'B' (for measurements); None chooses by the rule of ``choose``.
    """
    if not applies(puzzle):
        raise ValueError("this engine counts one-layer puzzles without cages; use ll.count_solutions")
    comp = compile_board(puzzle.board)
    placements, factor = relabelled(comp, given_placements(comp, puzzle.givens))
    deadline = deadline_of(time_limit)
    if method == "B" and not dp_applies(comp):
        raise ValueError("method B needs a Latin board (no repeated symbol)")
    chosen = method or choose(comp, placements, limit)
    if progress:
        print(f"counting {puzzle!r}: method {chosen}, symmetry factor {factor}", file=sys.stderr)
    if chosen == "B":
        found = count_b_or_a(comp, placements, deadline, progress, probe=method is None)
    else:
        found = count_by_search(comp, placements, ceil_div(limit, factor), deadline, progress=progress)
    return label(found, factor, limit)


def count_b_or_a(comp, placements, deadline, progress, probe=True):
    """Method B, or A when a cheap look says A will be faster (the rule of ``choose``)."""
    try:
        layers = symbol_layers(comp, placements)
    except TooBig:
        return count_by_search(comp, placements, deadline=deadline, progress=progress)
    b_deadline = deadline
    if probe and width_bound(layers) > SMALL_TABLE:
        start = time.monotonic()
        found = count_by_search(comp, placements, deadline=deadline, budget=PROBE_NODES)
        if found[1] != "node budget":
            return found
        per_node = (time.monotonic() - start) / PROBE_NODES
        a_time = Search(comp).estimate(placements) * per_node
        if progress:
            print(f"  exact cover would take about {a_time:.3g} s (Knuth's estimate)", file=sys.stderr)
        b_deadline = min_deadline(halfway(deadline), time.monotonic() + max(MIN_DP_TIME, a_time))
    try:
        found = count_by_dp(comp, layers, b_deadline, progress)
        if found[1] != "time limit" or b_deadline == deadline:
            return found
    except TooBig as wide:
        if progress:
            print(f"  DP gave up ({wide})", file=sys.stderr)
    return count_by_search(comp, placements, deadline=deadline, progress=progress)


def halfway(deadline):
    """Half the time left to ``deadline``: B never takes all of it, so A can still report a partial count."""
    return None if deadline is None else time.monotonic() + (deadline - time.monotonic()) / 2


def min_deadline(a, b):
    """The earlier of two deadlines (None = no deadline)."""
    return b if a is None else min(a, b)


def ceil_div(limit, factor):
    """The number of canonical solutions that reach ``limit`` once multiplied by ``factor``."""
    return None if limit is None else -(-limit // factor)


def label(found, factor, limit):
    """(count, exact, reason) from a method's (canonical count, reason) and the symmetry factor."""
    value, reason = found
    value *= factor
    if reason == "solution limit" or (limit is not None and value >= limit and reason == "complete"):
        return min(value, limit), False, "solution limit"
    return value, reason == "complete", reason
