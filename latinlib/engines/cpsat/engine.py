"""The CP-SAT engine: solve, count, list and find another solution of any puzzle, through ``run_solver``.

Deterministic by default: one worker and a fixed seed, so notebook outputs are
stable. Every run goes through ``run.run_solver``, so Ctrl-C stops cleanly and
the time limit holds (model building included). A search cut short says so: a
``Count`` knows whether it is exact, a Solution's ``reason`` says why it stopped.
``budget`` caps a run in CP-SAT's deterministic time (the same on every machine).
"""
import time

from ortools.sat.python import cp_model
from tqdm.auto import tqdm

from ..limits import MEMORY_MB, check_budget, check_limit, check_progress, check_seed, check_time_limit, check_workers
from ..results import Count, Solution, stop_detail
from .model import build_model
from .run import remaining, run_solver, stop_reason

METHOD = "cp-sat"

BAR_DELAY = 3.0
"""Seconds a count runs before its progress bar appears (progress=None)."""

MIN_SOLVER_TIME = 0.01
"""Seconds the solver gets at least, when building the model used up the time limit (it then stops at once)."""


def make_solver(time_limit=None, seed=0, workers=None, settings=None, budget=None):
    """A CpSolver with explicit workers (1 by default, for determinism), seed, time limit and deterministic budget.

    ``settings`` are further CP-SAT parameters by name, e.g. a built model's ``settings``.
    """
    seed, workers, budget = check_seed(seed), check_workers(workers), check_budget(budget)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    solver.parameters.max_memory_in_mb = MEMORY_MB
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = time_limit
    if budget is not None:
        solver.parameters.max_deterministic_time = budget
    for name, value in (settings or {}).items():
        setattr(solver.parameters, name, value)
    return solver


def read_grid(board, value, variables):
    """The rows x cols grid of values of ``variables``; 0 off the board."""
    grid = [[0] * board.cols for _ in range(board.rows)]
    for (r, c), var in variables.items():
        grid[r][c] = int(value(var))
    return grid


def status_word(status):
    """Map CP-SAT's status to 'solved', 'infeasible' or 'unknown'."""
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "solved"
    if status == cp_model.INFEASIBLE:
        return "infeasible"
    return "unknown"


class Job:
    """One CP-SAT run of a puzzle's model: the model is built first, against the same deadline as the search."""

    def __init__(self, puzzle, time_limit=None, seed=0, workers=None, budget=None, **model_options):
        self.start = time.perf_counter()
        self.time_limit = check_time_limit(time_limit)
        check_seed(seed), check_workers(workers), check_budget(budget)
        self.deadline = None if self.time_limit is None else time.monotonic() + self.time_limit
        self.model = build_model(puzzle, **model_options)
        left = remaining(self.deadline)
        left = None if left is None else max(left, MIN_SOLVER_TIME)
        self.budget = budget
        self.solver = make_solver(left, seed, workers, self.model.settings, budget)

    def run(self, callback=None, hit_limit=lambda: False):
        """Run the search; returns (status word, reason)."""
        run = run_solver(self.solver, self.model.cp, callback, self.deadline)
        spent = self.budget is not None and self.solver.response_proto.deterministic_time >= self.budget
        return status_word(run.status), stop_reason(run, self.time_limit, hit_limit(), spent)

    def solution(self, status, reason):
        """The Solution this run found (or its status and why it stopped)."""
        puzzle, solver = self.model.puzzle, self.solver
        result = Solution(puzzle, status, reason=reason, method=METHOD)
        if status == "solved":
            result.grid = read_grid(puzzle.board, solver.value, self.model.cells)
            if self.model.colours:
                result.colours = read_grid(puzzle.board, solver.value, self.model.colours)
        result.wall_time = time.perf_counter() - self.start
        result.stats = {"branches": solver.num_branches, "conflicts": solver.num_conflicts,
                        "deterministic time": solver.deterministic_time}
        return result


def solve(puzzle, time_limit=10.0, seed=0, workers=None, budget=None, **model_options):
    """Solve ``puzzle``; a Solution whose status is 'solved', 'infeasible' or 'unknown' (``reason`` says why)."""
    job = Job(puzzle, time_limit, seed, workers, budget, **model_options)
    return job.solution(*job.run())


def other_solution(puzzle, solution, time_limit=10.0, seed=0, workers=None, budget=None, **model_options):
    """A solution of ``puzzle`` other than ``solution``: status 'solved' (found), 'infeasible' (proved none) or 'unknown'.

    One clause says "some blank cell differs from ``solution``", on both layers of a two-layer puzzle.
    """
    job = Job(puzzle, time_limit, seed, workers, budget, **model_options)
    model = job.model
    layers = [(model.cells, model.puzzle.givens, solution.grid)]
    if model.colours:
        layers.append((model.colours, model.puzzle.colours, solution.colours))
    flags = []
    for variables, givens, known in layers:
        for (r, c), var in variables.items():
            if not givens[r][c]:
                flag = model.cp.new_bool_var(f"differs_r{r + 1}c{c + 1}")
                model.cp.add(var != known[r][c]).only_enforce_if(flag)
                flags.append(flag)
    model.cp.add_bool_or(flags)
    return job.solution(*job.run())


class Collector(cp_model.CpSolverSolutionCallback):
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
    job = Job(puzzle, time_limit, **model_options)
    job.solver.parameters.enumerate_all_solutions = True
    bar = progress_bar(progress, limit)
    collector = Collector(job.model, limit, keep, bar)
    try:
        _, reason = job.run(collector, lambda: limit is not None and collector.count >= limit)
    finally:
        if bar is not None:
            bar.close()
    return collector, reason == "complete", reason, stop_detail(reason, limit, job.time_limit)


def count_solutions(puzzle, limit=None, time_limit=None, progress=None, **model_options):
    """Number of solutions: a Count, exact unless a limit, the time limit or Ctrl-C cut the search short.

    A count that runs longer than a few seconds shows a progress bar (``progress=False``
    hides it, ``True`` shows it at once).
    """
    collector, exact, reason, detail = enumerate_model(puzzle, limit, time_limit, progress=progress, **model_options)
    return Count(collector.count, exact, reason, detail, METHOD)


def solutions(puzzle, limit=None, time_limit=None, **model_options):
    """(list of (grid, colours), exact, reason, detail): up to ``limit`` solutions."""
    collector, exact, reason, detail = enumerate_model(puzzle, limit, time_limit, keep=True, **model_options)
    return collector.found, exact, reason, detail
