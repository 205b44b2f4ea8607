"""Solving, counting and listing solutions with CP-SAT.

Deterministic by default: one worker and a fixed seed, so notebook outputs are
stable. A search cut short by a time limit or a solution limit says so: a
``Count`` knows whether it is exact, and ``is_unique`` refuses to guess.
"""
import time
from dataclasses import dataclass, field

from ortools.sat.python import cp_model
from tqdm.auto import tqdm

from .limits import (
    MEMORY_MB,
    check_limit,
    check_progress,
    check_seed,
    check_time_limit,
    check_workers,
)
from .model import build_model
from .run import remaining, run_solver, stop_reason

BAR_DELAY = 3.0
"""Seconds a count runs before its progress bar appears (progress=None)."""

MIN_SOLVER_TIME = 0.01
"""Seconds the solver gets at least, when building the model used up the time limit (it then stops at once)."""


class Undecided(RuntimeError):
    """Raised when a time limit (or Ctrl-C) stops a search before it could decide the question asked."""


@dataclass
class Solution:
    """The outcome of a solve: status 'solved', 'infeasible' or 'unknown', and the grid(s) found.

    ``reason`` says why an 'unknown' search stopped: 'time limit', 'interrupted' or 'memory limit'.
    """

    puzzle: object
    status: str
    grid: list = None
    colours: list = None
    wall_time: float = 0.0
    stats: dict = field(default_factory=dict, repr=False)
    reason: str = field(default="complete", repr=False)

    @property
    def digits(self):
        """The digit layer (the grid) of a two-layer puzzle."""
        return self.grid

    @property
    def solved(self):
        """True when a complete grid was found."""
        return self.status == "solved"

    def __str__(self):
        from ..core.formats import to_text

        if not self.solved:
            why = f" ({self.reason})" if self.status == "unknown" else ""
            return f"<no solution: {self.status}{why}>"
        return to_text(self.grid, self.puzzle.board)


class Count(int):
    """A solution count that knows whether it is exact or only a lower bound, and why.

    ``reason`` is 'complete' for an exact count, else the truth about why the
    search stopped: 'solution limit', 'time limit', 'interrupted' (Ctrl-C) or
    'memory limit'.

    >>> Count(7, False, "time limit", "time limit of 0.5 s")
    at least 7 (time limit of 0.5 s)
    """

    def __new__(cls, value, exact=True, reason="complete", detail=None):
        count = super().__new__(cls, value)
        count.exact = exact
        count.reason = reason
        count.detail = detail or reason
        return count

    def __repr__(self):
        return f"{int(self)}" if self.exact else f"at least {int(self)} ({self.detail})"

    __str__ = __repr__


def make_solver(time_limit=None, seed=0, workers=None, settings=None):
    """A CpSolver with explicit workers (1 by default, for determinism), seed and time limit, all checked first.

    ``settings`` are further CP-SAT parameters by name, e.g. a built model's ``settings``.
    """
    time_limit, seed, workers = check_time_limit(time_limit), check_seed(seed), check_workers(workers)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    solver.parameters.max_memory_in_mb = MEMORY_MB
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    for name, value in (settings or {}).items():
        setattr(solver.parameters, name, value)
    return solver


def read_grid(board, value, variables):
    """The rows x cols grid of values of ``variables``; 0 off the board."""
    grid = [[0] * board.cols for _ in range(board.rows)]
    for (r, c), var in variables.items():
        grid[r][c] = int(value(var))
    return grid


def timed_model(puzzle, time_limit, model_options):
    """(model, deadline, seconds left for the solver): building the model counts against the time limit."""
    time_limit = check_time_limit(time_limit)
    deadline = None if time_limit is None else time.monotonic() + time_limit
    model = build_model(puzzle, **model_options)
    left = remaining(deadline)
    return model, deadline, None if left is None else max(left, MIN_SOLVER_TIME)


def solve(puzzle, time_limit=10.0, seed=0, workers=None, **model_options):
    """Solve ``puzzle``; returns a Solution whose status is 'solved', 'infeasible' or 'unknown'.

    An 'unknown' Solution says why in ``reason``: 'time limit', 'interrupted' or
    'memory limit'. The time limit covers building the model too.
    """
    start = time.perf_counter()
    check_seed(seed), check_workers(workers)
    model, deadline, left = timed_model(puzzle, time_limit, model_options)
    solver = make_solver(left, seed, workers, model.settings)
    run = run_solver(solver, model.cp, deadline=deadline)
    reason = stop_reason(run, time_limit)
    result = Solution(model.puzzle, status_word(run.status), reason=reason)
    if run.status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        result.grid = read_grid(model.puzzle.board, solver.value, model.cells)
        if model.colours:
            result.colours = read_grid(model.puzzle.board, solver.value, model.colours)
    result.wall_time = time.perf_counter() - start
    result.stats = {"branches": solver.num_branches, "conflicts": solver.num_conflicts}
    return result


def status_word(status):
    """Map CP-SAT's status to 'solved', 'infeasible' or 'unknown'."""
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "solved"
    if status == cp_model.INFEASIBLE:
        return "infeasible"
    return "unknown"


class _Collector(cp_model.CpSolverSolutionCallback):
    """Counts (and optionally keeps) solutions, stopping the search at ``limit``; moves a progress bar."""

    def __init__(self, model, limit, keep, bar=None):
        super().__init__()
        self.model, self.limit, self.keep, self.bar = model, limit, keep, bar
        self.count, self.found = 0, []

    def on_solution_callback(self):
        self.count += 1
        if self.bar is not None:
            self.bar.update(1)
        if self.keep:
            board = self.model.puzzle.board
            grid = read_grid(board, self.value, self.model.cells)
            colours = read_grid(board, self.value, self.model.colours) if self.model.colours else None
            self.found.append((grid, colours))
        if self.limit is not None and self.count >= self.limit:
            self.stop_search()


def progress_bar(progress, limit):
    """A tqdm.auto bar counting solutions: always (True), never (False), or once a count passes BAR_DELAY s (None)."""
    if progress is False:
        return None
    return tqdm(total=limit, desc="solutions", unit=" sol", delay=0 if progress else BAR_DELAY, leave=bool(progress))


def enumerate_model(puzzle, limit=None, time_limit=None, keep=False, progress=False, **model_options):
    """Run an all-solutions search; returns (collector, exact, reason, detail)."""
    limit, progress = check_limit(limit), check_progress(progress)
    model, deadline, left = timed_model(puzzle, time_limit, model_options)
    solver = make_solver(left, settings=model.settings)
    solver.parameters.enumerate_all_solutions = True
    bar = progress_bar(progress, limit)
    collector = _Collector(model, limit, keep, bar)
    try:
        run = run_solver(solver, model.cp, collector, deadline)
    finally:
        if bar is not None:
            bar.close()
    hit_limit = limit is not None and collector.count >= limit
    reason = stop_reason(run, time_limit, hit_limit)
    return collector, reason == "complete", reason, stop_detail(reason, limit, time_limit)


def stop_detail(reason, limit, time_limit):
    """The reason with its figure, for a Count's repr: 'solution limit of 10', 'time limit of 0.5 s'."""
    if reason == "solution limit":
        return f"solution limit of {limit}"
    if reason == "time limit":
        return f"time limit of {time_limit:g} s"
    return reason


def count_solutions(puzzle, limit=None, time_limit=None, progress=None, **model_options):
    """Number of solutions: a Count, exact unless a limit, the time limit or Ctrl-C cut the search short.

    A count that runs longer than a few seconds shows a progress bar
    (``progress=False`` hides it, ``True`` shows it at once). The count is
    labelled with the true reason it stopped: 'solution limit', 'time limit' or
    'interrupted'.
    """
    collector, exact, reason, detail = enumerate_model(puzzle, limit, time_limit, progress=progress, **model_options)
    return Count(collector.count, exact, reason, detail)


def is_unique(puzzle, time_limit=None, counter=None, **model_options):
    """True when the puzzle has exactly one solution (proved); raises Undecided on a time limit or Ctrl-C.

    ``counter`` is the count_solutions to ask (CP-SAT's by default; ll.is_unique passes the counting engine's).
    """
    count = (counter or count_solutions)(puzzle, limit=2, time_limit=time_limit, progress=False, **model_options)
    if count >= 2:
        return False
    if not count.exact:
        raise Undecided(f"uniqueness not decided: found {int(count)} solution(s) before the {count.detail}")
    return count == 1


def solutions(puzzle, limit=None, time_limit=None, **model_options):
    """Yield up to ``limit`` solutions as Solution objects (all of them when limit is None).

    Never cut short silently: when the time limit or Ctrl-C stops the listing, the
    solutions found are yielded and then Undecided is raised, saying how many and why.
    """
    collector, exact, reason, detail = enumerate_model(puzzle, limit, time_limit, keep=True, **model_options)
    for grid, colours in collector.found:
        yield Solution(collector.model.puzzle, "solved", grid, colours)
    if not exact and reason != "solution limit":
        raise Undecided(f"the listing stopped after {collector.count} solution(s): {detail}; there may be more")
