"""The SAT engine: solve, count up to a limit, list and find another solution with a CDCL solver (Glucose 4.1, python-sat).

Each solution found is blocked by one clause over the cell Booleans ("some cell
differs"), and the solver is asked again: the count is exact because every other
variable is fixed by the cells (``encoding``). A time limit interrupts the solver
from a timer; Ctrl-C stops it and the answer says 'interrupted'. A ``seed`` other
than 0 sets random first guesses (phases), so it picks among solutions.

>>> import latinlib as ll
>>> killer = ll.killer_sudoku([([(0, 0), (0, 1)], 3)], board=ll.sudoku(2, 2))
>>> count = count_solutions(killer)
>>> count, count.method
(48, 'sat')
"""
import random
import threading
from math import comb
import time

from pysat.solvers import Solver

from ...core.errors import PuzzleError
from ..limits import check_limit, check_seed, check_time_limit
from ..results import Count, differs, found_solution, stop_detail
from .encoding import puzzle_clauses

METHOD = "sat"
SOLVER = "glucose4"
"""python-sat's name of the CDCL solver used: the fastest of Glucose 4.1 and CaDiCaL 1.9.5 on the hard Killers measured."""

MAX_SYMBOLS = 25
"""The most symbols a board may have here: the clauses grow with the square of the symbols per group."""


MAX_COMBINATIONS = 50_000
"""The most symbol sets a no-repeat cage may have to choose from (one Boolean each): C(16, 8) = 12,870 passes."""


def applies(puzzle):
    """True when this engine can answer for ``puzzle``: one layer on a board where no symbol repeats in a group,
    and no no-repeat cage with more symbol sets to choose from than MAX_COMBINATIONS."""
    symbols = len(puzzle.board.values)
    return (puzzle.colours is None and puzzle.board.is_latin and symbols <= MAX_SYMBOLS
            and all(comb(symbols, len(cage.cells)) <= MAX_COMBINATIONS for cage in puzzle.cages if cage.distinct))


def require(puzzle):
    """Raise PuzzleError when method='sat' cannot answer for ``puzzle``."""
    if not applies(puzzle):
        raise PuzzleError(f"method='sat' answers one-layer puzzles of up to {MAX_SYMBOLS} symbols on boards with "
                          f"no repeated symbol in a group, whose no-repeat cages have at most {MAX_COMBINATIONS:,} "
                          "symbol sets to choose from; use 'cp-sat' or 'auto'")


def search(puzzle, limit=None, time_limit=None, seed=0, exclude=None):
    """(grids, reason): up to ``limit`` solutions other than the grid ``exclude``; reason 'complete',
    'solution limit', 'time limit' or 'interrupted'."""
    require(puzzle)
    deadline = None if time_limit is None else time.monotonic() + time_limit  # writing the clauses counts too
    cnf = puzzle_clauses(puzzle)
    cell_vars = list(cnf.cell.values())
    grids = []
    with Solver(name=SOLVER, bootstrap_with=cnf.clauses) as solver:
        if seed:
            rng = random.Random(seed)
            solver.set_phases([v if rng.random() < 0.5 else -v for v in cell_vars])
        if exclude is not None:
            solver.add_clause(blocking_clause(cnf, exclude))
        while limit is None or len(grids) < limit:
            found = run(solver, deadline)
            if found is not True:
                return grids, found or "complete"
            grids.append(read_grid(cnf, set(solver.get_model())))
            solver.add_clause(blocking_clause(cnf, grids[-1]))
    return grids, "solution limit"


def run(solver, deadline):
    """True (a solution), False (none left), 'time limit' or 'interrupted': one solver call, stopped by a timer at ``deadline``."""
    left = None if deadline is None else deadline - time.monotonic()
    if left is not None and left <= 0:
        return "time limit"
    timer = None if left is None else threading.Timer(left, solver.interrupt)
    try:
        if timer is not None:
            timer.start()
        answer = solver.solve_limited(expect_interrupt=True)
    except KeyboardInterrupt:
        return "interrupted"
    finally:
        if timer is not None:
            timer.cancel()
    if answer is None:
        solver.clear_interrupt()
        return "time limit"
    return answer


def read_grid(cnf, model):
    """The rows x cols grid a model shows (0 off the board)."""
    board = cnf.board
    grid = [[0] * board.cols for _ in range(board.rows)]
    for ((r, c), value), var in cnf.cell.items():
        if var in model:
            grid[r][c] = value
    return grid


def blocking_clause(cnf, grid):
    """"Some cell differs from ``grid``": the negated cell Booleans the grid sets."""
    return [-var for ((r, c), value), var in cnf.cell.items() if grid[r][c] == value]


def solve(puzzle, time_limit=10.0, seed=0):
    """Solve ``puzzle``: a Solution 'solved', 'infeasible' or 'unknown' (``reason`` says why)."""
    start = time.perf_counter()
    grids, reason = search(puzzle, 1, check_time_limit(time_limit), check_seed(seed))
    return found_solution(puzzle, grids, reason, start, METHOD)


def other_solution(puzzle, solution, time_limit=10.0, seed=0):
    """A solution of ``puzzle`` other than ``solution`` ('solved'), a proof there is none ('infeasible'), or 'unknown'."""
    start = time.perf_counter()
    grids, reason = search(puzzle, 1, check_time_limit(time_limit), check_seed(seed), exclude=solution.grid)
    return found_solution(puzzle, [g for g in grids if differs(g, solution.grid, puzzle)], reason, start, METHOD)


def count_solutions(puzzle, limit=None, time_limit=None):
    """Number of solutions: a Count, exact unless the limit, the time limit or Ctrl-C cut the search short."""
    limit, time_limit = check_limit(limit), check_time_limit(time_limit)
    grids, reason = search(puzzle, limit, time_limit)
    return Count(len(grids), reason == "complete", reason, stop_detail(reason, limit, time_limit), METHOD)
