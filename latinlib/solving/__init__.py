"""The one solving service: every solve, count, uniqueness proof and second solution goes through here.

Each question takes ``method=``: 'auto' (the default) or an engine by name, and
every answer says which engine gave it (``Solution.method``, ``Count.method``):

==============  ===============================================  ==========================================
method          what it answers                                  'auto' picks it for
==============  ===============================================  ==========================================
'cp-sat'        everything: any puzzle, cages, two layers,       puzzles with cages or a second layer,
                model options (encodings), workers, budgets      repeated symbols, or CP-SAT-only options
'exact-cover'   solve, count, list, other solution of one-layer  one-layer puzzles without cages on Latin
                puzzles without cages (any board)                boards: solve and other solution (CP-SAT
                                                                 takes over past PROBE_NODES nodes),
                                                                 listing, counts with a solution limit
'covered-sets'  counts of one-layer puzzles without cages on     full counts of those puzzles (it hands
                Latin boards                                     over to exact cover when that is faster)
'sat'           solve, count, list, other solution of one-layer  Killer Sudoku: one-layer puzzles on Latin
                puzzles on Latin boards, cages included          boards whose cages all forbid repeats
==============  ===============================================  ==========================================

>>> import latinlib as ll
>>> count = ll.count_solutions(ll.sudoku(2, 2))
>>> count, count.method
(288, 'covered-sets')
>>> ll.count_solutions(ll.sudoku(2, 2), method="cp-sat")
288
"""
from ..core.check import check
from ..core.errors import PuzzleError
from ..core.puzzle import as_puzzle
from ..engines.cpsat import engine as cp_sat
from ..engines.cpsat.model import build_model, model_size
from ..engines.exact_cover import engine as exact_cover
from ..engines.sat import engine as sat
from ..engines.limits import check_limit, check_time_limit
from ..engines.results import Count, Solution, Undecided, stop_detail

METHODS = ("auto", "cp-sat", "exact-cover", "covered-sets", "sat")
"""The names ``method=`` takes."""

PROBE_NODES = 5_000
"""Exact-cover nodes 'auto' spends on a solve before it hands the puzzle to CP-SAT: a search without learning
answers most puzzles in far fewer, and the few it cannot (a Latin triangle, say) CP-SAT answers at once."""


def choose(puzzle, method="auto", question="solve", options=None):
    """The engine that answers ``question`` ('solve', 'count', 'other' or 'list') about ``puzzle``.

    ``options`` are the CP-SAT-only arguments given (model options, workers, budget):
    they pick CP-SAT, and refuse another named engine.
    """
    if method not in METHODS:
        raise PuzzleError(f"method must be one of {', '.join(map(repr, METHODS))}, got {method!r}")
    if method == "covered-sets" and question != "count":
        raise PuzzleError("method='covered-sets' only counts; use 'exact-cover' or 'cp-sat' to solve or list")
    if options and method not in ("auto", "cp-sat"):
        raise PuzzleError(f"{', '.join(sorted(options))} only apply to method='cp-sat', not {method!r}")
    if method == "sat":
        sat.require(puzzle)
    elif method not in ("auto", "cp-sat"):
        exact_cover.require(puzzle, method)
    if method != "auto":
        return method
    if not options and is_killer(puzzle):
        return "sat"
    small = len(puzzle.board.cells) <= exact_cover.MAX_CELLS
    if options or not exact_cover.applies(puzzle) or not puzzle.board.is_latin or not small:
        return "cp-sat"
    return None if question == "count" else "exact-cover"


def is_killer(puzzle):
    """True for a Killer-type puzzle (cages, each forbidding repeats, one layer, Latin board): SAT proves these fastest.

    Measured with benchmarks/bench_killer.py (one run, 2026-11-26, a shared 2-core machine): uniqueness proofs
    of its 24 hard Killers took 19.3 s in all with SAT, 48.1 s with CP-SAT's sums model, SAT faster on 19.
    Squares Sudoku cages (sums only, repeats allowed) stay with CP-SAT's house-sum model (benchmarks/bench_squares.py).
    """
    return bool(puzzle.cages) and all(cage.distinct for cage in puzzle.cages) and sat.applies(puzzle)


def cp_sat_options(model_options, **extra):
    """The CP-SAT-only arguments actually given (not None), for ``choose``."""
    return {**model_options, **{name: value for name, value in extra.items() if value is not None}}


def solve(puzzle, time_limit=10.0, seed=0, workers=None, budget=None, method="auto", **model_options):
    """Solve ``puzzle``: a Solution whose status is 'solved', 'infeasible' or 'unknown', and whose ``method``
    names the engine. An 'unknown' Solution says why in ``reason``: 'time limit', 'budget', 'interrupted' or 'memory limit'.

    The time limit covers the whole call, building the model included. ``seed`` picks among
    solutions (0 by default, deterministic); ``workers`` and ``budget`` (CP-SAT deterministic time) are CP-SAT's.
    """
    return ask("solve", as_puzzle(puzzle), (), time_limit, seed, workers, budget, method, model_options)


def ask(name, puzzle, known, time_limit, seed, workers, budget, method, model_options):
    """Ask ``name`` ('solve' or 'other_solution', with ``known`` = () or (solution,)) of the engine ``choose``
    picks. An exact-cover probe that runs out of nodes hands the question to CP-SAT with the time left."""
    question = "solve" if name == "solve" else "other"
    engine = choose(puzzle, method, question, cp_sat_options(model_options, workers=workers, budget=budget))
    if engine == "exact-cover":
        found = getattr(exact_cover, name)(puzzle, *known, time_limit, seed, probe_nodes(method))
        if found.reason != "node budget":
            return found
        time_limit = time_left(time_limit, found)
    if engine == "sat":
        return getattr(sat, name)(puzzle, *known, time_limit, seed)
    return getattr(cp_sat, name)(puzzle, *known, time_limit, seed, workers, budget, **model_options)


def probe_nodes(method):
    """The exact-cover node budget: PROBE_NODES when 'auto' chose it (CP-SAT takes over after), else none."""
    return PROBE_NODES if method == "auto" else None


def time_left(time_limit, probe):
    """The time limit left after an exact-cover probe that ran out of nodes."""
    return None if time_limit is None else max(time_limit - probe.wall_time, 0.01)


def other_solution(puzzle, solution, time_limit=10.0, seed=0, workers=None, budget=None, method="auto",
                   **model_options):
    """A solution of ``puzzle`` other than ``solution`` (status 'solved'), a proof that there is none
    ('infeasible'), or 'unknown' when a limit stopped the search first.

    >>> import latinlib as ll
    >>> puzzle = ll.parse(ll.sudoku(2, 2), "12.. 34.. .... ....")
    >>> ll.other_solution(puzzle, ll.solve(puzzle)).status
    'solved'
    """
    puzzle = as_puzzle(puzzle)
    known = (as_solution(puzzle, solution),)
    return ask("other_solution", puzzle, known, time_limit, seed, workers, budget, method, model_options)


def as_solution(puzzle, solution):
    """A complete Solution of ``puzzle`` from a Solution or a grid (a two-layer puzzle needs a Solution)."""
    if isinstance(solution, Solution) and solution.solved:
        found = solution
    elif puzzle.colours is None and isinstance(solution, (list, tuple)):
        found = Solution(puzzle, "solved", [list(row) for row in solution])
    else:
        raise PuzzleError("other_solution needs a solved Solution of the puzzle (or, for one layer, its grid), "
                          f"got {type(solution).__name__}")
    problems = check(puzzle, found.grid, found.colours)
    if problems:
        raise PuzzleError(f"the solution given to other_solution is not one: {problems[0]}")
    return found


def count_solutions(puzzle, limit=None, time_limit=None, progress=None, method="auto", **model_options):
    """Number of solutions: a Count, exact unless ``limit``, the time limit or Ctrl-C cut the search short.

    The Count is labelled with the true reason it stopped ('solution limit', 'time limit',
    'interrupted') and the engine that counted (``Count.method``).
    """
    puzzle = as_puzzle(puzzle)
    engine = choose(puzzle, method, "count", model_options)
    if engine == "cp-sat":
        return cp_sat.count_solutions(puzzle, limit, time_limit, progress, **model_options)
    if engine == "sat":
        return sat.count_solutions(puzzle, limit, time_limit)
    return exact_cover.count_solutions(puzzle, limit, time_limit, progress, engine)


def is_unique(puzzle, time_limit=None, method="auto", **model_options):
    """True when the puzzle has exactly one solution (proved); raises Undecided on a time limit or Ctrl-C."""
    count = count_solutions(puzzle, limit=2, time_limit=time_limit, progress=False, method=method, **model_options)
    if count >= 2:
        return False
    if not count.exact:
        raise Undecided(f"uniqueness not decided: found {int(count)} solution(s) before the {count.detail}")
    return count == 1


def solutions(puzzle, limit=None, time_limit=None, method="auto", **model_options):
    """Yield up to ``limit`` solutions as Solution objects (all of them when limit is None).

    Never cut short silently: when the time limit or Ctrl-C stops the listing, the
    solutions found are yielded and then Undecided is raised, saying how many and why.
    """
    puzzle = as_puzzle(puzzle)
    engine = choose(puzzle, method, "list", model_options)
    if engine in ("exact-cover", "sat"):
        search = exact_cover.search_solutions if engine == "exact-cover" else sat.search
        grids, reason = search(puzzle, check_limit(limit), check_time_limit(time_limit))
        found = [(grid, None) for grid in grids]
        detail = stop_detail(reason, limit, time_limit)
    else:
        found, _, reason, detail = cp_sat.solutions(puzzle, limit, time_limit, **model_options)
    for grid, colours in found:
        yield Solution(puzzle, "solved", grid, colours, method=engine)
    if reason not in ("complete", "solution limit"):
        raise Undecided(f"the listing stopped after {len(found)} solution(s): {detail}; there may be more")


__all__ = ["Count", "METHODS", "Solution", "Undecided", "build_model", "choose", "model_size", "count_solutions", "is_unique",
           "other_solution", "solutions", "solve"]
