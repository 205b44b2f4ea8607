"""Solving, counting and listing solutions with CP-SAT.

Deterministic by default: one worker and a fixed seed, so notebook outputs are
stable. A search cut short by a time limit or a solution limit says so: a
``Count`` knows whether it is exact, and ``is_unique`` refuses to guess.
"""
import time
from dataclasses import dataclass, field

from ortools.sat.python import cp_model

from .model import build_model


class Undecided(RuntimeError):
    """Raised when a time limit stops a search before it could decide the question asked."""


@dataclass
class Solution:
    """The outcome of a solve: status 'solved', 'infeasible' or 'unknown', and the grid(s) found."""

    puzzle: object
    status: str
    grid: list = None
    colours: list = None
    wall_time: float = 0.0
    stats: dict = field(default_factory=dict, repr=False)

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
            return f"<no solution: {self.status}>"
        return to_text(self.grid, self.puzzle.board)


class Count(int):
    """A solution count that knows whether it is exact or only a lower bound (and why)."""

    def __new__(cls, value, exact=True, reason="complete"):
        count = super().__new__(cls, value)
        count.exact = exact
        count.reason = reason
        return count

    def __repr__(self):
        return f"{int(self)}" if self.exact else f"at least {int(self)} ({self.reason})"

    __str__ = __repr__


def make_solver(time_limit=None, seed=0, workers=None, settings=None):
    """A CpSolver with explicit workers (1 by default, for determinism), seed and time limit.

    ``settings`` are further CP-SAT parameters by name, e.g. a built model's ``settings``.
    """
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = workers or 1
    solver.parameters.random_seed = seed
    if time_limit is not None:
        solver.parameters.max_time_in_seconds = float(time_limit)
    for name, value in (settings or {}).items():
        setattr(solver.parameters, name, value)
    return solver


def read_grid(board, value, variables):
    """The rows x cols grid of values of ``variables``; 0 off the board."""
    grid = [[0] * board.cols for _ in range(board.rows)]
    for (r, c), var in variables.items():
        grid[r][c] = int(value(var))
    return grid


def solve(puzzle, time_limit=10.0, seed=0, workers=None, **model_options):
    """Solve ``puzzle``; returns a Solution whose status is 'solved', 'infeasible' or 'unknown'."""
    start = time.perf_counter()
    model = build_model(puzzle, **model_options)
    solver = make_solver(time_limit, seed, workers, model.settings)
    status = solver.solve(model.cp)
    result = Solution(model.puzzle, status_word(status))
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
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
    if status == cp_model.MODEL_INVALID:
        raise RuntimeError("latinlib built an invalid CP-SAT model; please report this as a bug")
    return "unknown"


class _Collector(cp_model.CpSolverSolutionCallback):
    """Counts (and optionally keeps) solutions, stopping the search at ``limit``."""

    def __init__(self, model, limit, keep):
        super().__init__()
        self.model, self.limit, self.keep = model, limit, keep
        self.count, self.found = 0, []

    def on_solution_callback(self):
        self.count += 1
        if self.keep:
            board = self.model.puzzle.board
            grid = read_grid(board, self.value, self.model.cells)
            colours = read_grid(board, self.value, self.model.colours) if self.model.colours else None
            self.found.append((grid, colours))
        if self.limit is not None and self.count >= self.limit:
            self.stop_search()


def enumerate_model(puzzle, limit=None, time_limit=None, keep=False, **model_options):
    """Run an all-solutions search; returns (collector, exact, reason)."""
    model = build_model(puzzle, **model_options)
    solver = make_solver(time_limit, settings=model.settings)
    solver.parameters.enumerate_all_solutions = True
    collector = _Collector(model, limit, keep)
    status = solver.solve(model.cp, collector)
    if limit is not None and collector.count >= limit:
        return collector, False, f"stopped at the limit of {limit}"
    if status in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
        return collector, True, "complete"
    return collector, False, f"time limit of {time_limit} s hit"


def count_solutions(puzzle, limit=None, time_limit=None, **model_options):
    """Number of solutions: a Count, exact unless ``limit`` or ``time_limit`` cut the search short."""
    collector, exact, reason = enumerate_model(puzzle, limit, time_limit, **model_options)
    return Count(collector.count, exact, reason)


def is_unique(puzzle, time_limit=None, **model_options):
    """True when the puzzle has exactly one solution (proved); raises Undecided on a time limit."""
    count = count_solutions(puzzle, limit=2, time_limit=time_limit, **model_options)
    if count >= 2:
        return False
    if not count.exact:
        raise Undecided(f"uniqueness not decided: found {int(count)} solution(s) before the {count.reason}")
    return count == 1


def solutions(puzzle, limit=None, time_limit=None, **model_options):
    """Yield up to ``limit`` solutions as Solution objects (all of them when limit is None)."""
    collector, _, _ = enumerate_model(puzzle, limit, time_limit, keep=True, **model_options)
    for grid, colours in collector.found:
        yield Solution(collector.model.puzzle, "solved", grid, colours)
