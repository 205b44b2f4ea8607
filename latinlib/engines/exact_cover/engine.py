"""The exact-cover and covered-sets engines: one-layer puzzles without cages, on any board.

Two methods on the board's bit masks (``bitmasks``):

* 'exact-cover' (``search``): a depth-first search on Python-int bitmasks with
  naked and hidden singles and fewest-options branching (Knuth's Algorithm X
  rule). Any board, multisets included; it stops early at a solution limit,
  lists solutions one by one and, given a seed, draws a random one.
* 'covered-sets' (``covered_sets``): one layer of transversals per symbol, the
  table {covered cells: ways} merged with numpy. Latin boards only (no repeated
  symbol); it only counts, so its cost follows the number of distinct covered
  sets, not the number of solutions.

Counting uses the relabelling symmetry: symbols that no given mentions can be
permuted freely, so when some group already shows every given symbol we write
the free symbols into that group's blank cells in increasing order and
multiply the count by k! (k free symbols). A blank Latin square of order 6 thus
becomes 720 x (squares with first row 1..6).

>>> import latinlib as ll
>>> count_solutions(ll.Puzzle(ll.sudoku(2, 2))), count_solutions(ll.Puzzle(ll.sudoku(2, 2))).method
(288, 'covered-sets')
"""
import math
import random
import sys
import time

from ...core.errors import PuzzleError
from ..limits import check_limit, check_progress, check_seed, check_time_limit
from ..results import Count, differs, found_solution, stop_detail
from .bitmasks import compile_board, given_placements, grid_of
from .covered_sets import TooBig, count_layers, symbol_layers, width_bound
from .search import Search, TimeUp

EXACT_COVER, COVERED_SETS = "exact-cover", "covered-sets"

PROBE_NODES = 300
"""Exact cover's node budget before the covered-set table takes over (rule of ``count``)."""

SMALL_TABLE = 200_000
"""Below this bound on the table, covered sets run without the exact-cover probe."""

MAX_CELLS = 10_000
"""The largest board these engines take (a Latin square of order 100): a search node costs time in proportion."""

MIN_DP_TIME = 0.1
"""Seconds covered sets always get before exact cover takes over (when its estimate is shorter)."""


def applies(puzzle):
    """True when these engines can answer for ``puzzle``: one layer and no cages (any board, any multiset)."""
    return not puzzle.cages and puzzle.colours is None


def require(puzzle, method):
    """Raise PuzzleError when ``method`` cannot answer for ``puzzle``."""
    if len(puzzle.board.cells) > MAX_CELLS:
        raise PuzzleError(f"{puzzle.board.name or 'this board'} has {len(puzzle.board.cells):,} cells; method={method!r} "
                          f"takes boards of up to {MAX_CELLS:,} cells (latinlib.engines.exact_cover.engine.MAX_CELLS)")
    if not applies(puzzle):
        raise PuzzleError(f"method={method!r} answers one-layer puzzles without cages; use 'cp-sat' or 'auto'")
    if method == COVERED_SETS and not compile_board(puzzle.board).latin:
        raise PuzzleError("method='covered-sets' needs a board with no repeated symbol in a group; use 'exact-cover'")


def deadline_of(time_limit):
    """The time.monotonic() value at which to stop, or None."""
    return None if time_limit is None else time.monotonic() + time_limit


def search_solutions(puzzle, limit=None, time_limit=None, seed=None, nodes=None):
    """(grids, reason): up to ``limit`` solutions found by exact cover; reason 'complete', 'solution limit',
    'time limit', 'node budget' (more than ``nodes`` search nodes) or 'interrupted'.
    A ``seed`` draws the branches in random order."""
    require(puzzle, EXACT_COVER)
    comp = compile_board(puzzle.board)
    rng = None if seed is None else random.Random(seed)
    search = Search(comp, budget=nodes, deadline=deadline_of(time_limit), rng=rng)
    grids = []
    try:
        for where in search.run(given_placements(comp, puzzle.givens)):
            grids.append(grid_of(comp, where))
            if limit is not None and len(grids) >= limit:
                return grids, "solution limit"
    except TimeUp as stop:
        return grids, str(stop)
    except KeyboardInterrupt:
        return grids, "interrupted"
    return grids, "complete"


def solve(puzzle, time_limit=10.0, seed=0, nodes=None):
    """Solve ``puzzle`` by exact cover: a Solution 'solved', 'infeasible' or 'unknown' (``reason`` says why).

    Seed 0 takes the branches in order; another seed draws them at random (a random solution).
    """
    start = time.perf_counter()
    time_limit, seed = check_time_limit(time_limit), check_seed(seed)
    grids, reason = search_solutions(puzzle, 1, time_limit, seed or None, nodes)
    return found_solution(puzzle, grids, reason, start, EXACT_COVER)


def other_solution(puzzle, solution, time_limit=10.0, seed=0, nodes=None):
    """A solution of ``puzzle`` other than ``solution`` (status 'solved'), or proof there is none ('infeasible')."""
    start = time.perf_counter()
    grids, reason = search_solutions(puzzle, 2, check_time_limit(time_limit), check_seed(seed) or None, nodes)
    others = [grid for grid in grids if differs(grid, solution.grid, puzzle)]
    return found_solution(puzzle, others, reason, start, EXACT_COVER)


def count_solutions(puzzle, limit=None, time_limit=None, progress=None, method=None):
    """A Count of the solutions; ``method`` forces 'exact-cover' or 'covered-sets', None chooses (see ``count``)."""
    limit, time_limit, progress = check_limit(limit), check_time_limit(time_limit), check_progress(progress)
    value, reason, used = count(puzzle, limit, time_limit, bool(progress), method)
    exact = reason == "complete"
    return Count(value, exact, reason, stop_detail(reason, limit, time_limit), used)


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


def count(puzzle, limit=None, time_limit=None, progress=False, method=None):
    """(count, reason, method used) for ``puzzle``; reason 'complete', 'solution limit', 'time limit' or 'interrupted'.

    ``method`` forces 'exact-cover' or 'covered-sets'. None chooses: a solution limit
    asks for an early stop, which only exact cover gives, and covered sets need a
    Latin board; otherwise covered sets, handing over to exact cover when a cheap look
    says it will be faster (``covered_or_search``).

    >>> import latinlib as ll
    >>> count(ll.Puzzle(ll.sudoku(2, 2)), method="covered-sets")
    (288, 'complete', 'covered-sets')
    """
    require(puzzle, method or EXACT_COVER)
    deadline = deadline_of(time_limit)
    comp = compile_board(puzzle.board)
    chosen = method or (COVERED_SETS if limit is None and comp.latin else EXACT_COVER)
    try:
        placements, factor = relabelled(comp, given_placements(comp, puzzle.givens))
        if progress:
            print(f"counting {puzzle!r}: {chosen}, symmetry factor {factor}", file=sys.stderr)
        if chosen == COVERED_SETS:
            found = covered_or_search(comp, placements, deadline, progress, probe=method is None)
        else:
            found = count_by_search(comp, placements, ceil_div(limit, factor), deadline, progress=progress)
    except KeyboardInterrupt:  # Ctrl-C while the board is being set up: nothing counted yet
        return 0, "interrupted", chosen
    return label(found, factor, limit)


def count_by_search(comp, placements, limit=None, deadline=None, budget=None, progress=False):
    """Exact cover: (solutions found, reason, method); reason 'complete', 'solution limit', 'time limit',
    'node budget' or 'interrupted'."""
    search = Search(comp, budget=budget, deadline=deadline)
    found = 0
    try:
        for _ in search.run(placements):
            found += 1
            if limit is not None and found >= limit:
                return found, "solution limit", EXACT_COVER
            if progress and not found % 100_000:
                print(f"  {found:,} solutions, {search.nodes:,} nodes", file=sys.stderr)
    except TimeUp as stop:
        return found, str(stop), EXACT_COVER
    except KeyboardInterrupt:
        return found, "interrupted", EXACT_COVER
    return found, "complete", EXACT_COVER


def count_by_table(layers, comp, deadline=None, progress=False, max_states=8_000_000):
    """Covered sets on the symbol layers: (count, reason, method); raises TooBig when the table grows too wide."""
    try:
        return count_layers(layers, comp.full, deadline, max_states, progress), "complete", COVERED_SETS
    except TimeUp:
        return 0, "time limit", COVERED_SETS
    except KeyboardInterrupt:
        return 0, "interrupted", COVERED_SETS


def covered_or_search(comp, placements, deadline, progress, probe=True):
    """Covered sets, or exact cover when a cheap look says it will be faster.

    Rule: build the symbol layers (too many transversals, or the deadline passed:
    exact cover) and
      1. run covered sets at once when ``width_bound`` <= SMALL_TABLE (cheap);
      2. else let exact cover try PROBE_NODES nodes (near-unique puzzles end here);
      3. else estimate exact cover's time (Knuth's random dives x the probe's time per
         node) and give covered sets that long (at least MIN_DP_TIME); covered sets
         finishing first wins, otherwise (or when the table passes max_states) exact
         cover runs to the end. At most about exact cover's own time is spent first.
    """
    try:
        layers = symbol_layers(comp, placements, deadline)
    except TooBig:
        return count_by_search(comp, placements, deadline=deadline, progress=progress)
    except TimeUp:
        return 0, "time limit", COVERED_SETS
    table_deadline = deadline
    if probe and width_bound(layers) > SMALL_TABLE:
        start = time.monotonic()
        found = count_by_search(comp, placements, deadline=deadline, budget=PROBE_NODES)
        if found[1] != "node budget":
            return found
        per_node = (time.monotonic() - start) / PROBE_NODES
        try:
            search_time = Search(comp, deadline=deadline).estimate(placements) * per_node
        except TimeUp:
            return found[0], "time limit", EXACT_COVER
        if progress:
            print(f"  exact cover would take about {search_time:.3g} s (Knuth's estimate)", file=sys.stderr)
        table_deadline = min_deadline(halfway(deadline), time.monotonic() + max(MIN_DP_TIME, search_time))
    try:
        found = count_by_table(layers, comp, table_deadline, progress)
        if found[1] != "time limit" or table_deadline == deadline:
            return found
    except TooBig as wide:
        if progress:
            print(f"  covered sets gave up ({wide})", file=sys.stderr)
    return count_by_search(comp, placements, deadline=deadline, progress=progress)


def halfway(deadline):
    """Half the time left to ``deadline``: covered sets never take all of it, so exact cover can still report."""
    return None if deadline is None else time.monotonic() + (deadline - time.monotonic()) / 2


def min_deadline(a, b):
    """The earlier of two deadlines (None = no deadline)."""
    return b if a is None else min(a, b)


def ceil_div(limit, factor):
    """The number of canonical solutions that reach ``limit`` once multiplied by ``factor``."""
    return None if limit is None else -(-limit // factor)


def label(found, factor, limit):
    """(count, reason, method) from a method's (canonical count, reason, method) and the symmetry factor."""
    value, reason, method = found
    value *= factor
    if reason == "solution limit" or (limit is not None and value >= limit and reason == "complete"):
        return min(value, limit), "solution limit", method
    return value, reason, method
