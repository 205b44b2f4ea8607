"""Running CP-SAT so that a search ends when it should, and says why it ended.

The solver runs in a helper thread while the calling thread waits on it. That
gives three things a plain ``solver.solve`` call does not:

* Ctrl-C (or Jupyter's interrupt button) stops the search at once and the
  result is labelled "interrupted", never "time limit";
* the time limit holds end to end: what model building used is taken off the
  solver's budget, and a solver that overruns its own limit by GRACE seconds is
  stopped from outside;
* a progress bar (tqdm.auto) can follow a long count from the solution callback.

``stop_reason`` turns what happened into the label a Count or a Solution carries.
"""
import threading
import time

from ortools.sat.python import cp_model

GRACE = 2.0
"""Seconds a solver may run past its time limit (finishing presolve, say) before it is stopped from outside."""


class Run:
    """One CP-SAT run: the status, whether it was interrupted, and how long it took."""

    def __init__(self):
        self.status = cp_model.UNKNOWN
        self.interrupted = False
        self.error = None
        self.wall_time = 0.0


def remaining(deadline):
    """Seconds left before ``deadline`` (a time.monotonic value), or None when there is no deadline."""
    return None if deadline is None else deadline - time.monotonic()


def run_solver(solver, model, callback=None, deadline=None):
    """Solve ``model`` (a CpModel) in a helper thread; returns a Run. KeyboardInterrupt stops the search."""
    run = Run()
    solver.parameters.catch_sigint_signal = False  # the waiting thread turns Ctrl-C into stop_search

    done = threading.Event()

    def work():
        try:
            run.status = solver.solve(model, callback)
        except BaseException as err:  # noqa: BLE001 (re-raised in the calling thread)
            run.error = err
        finally:
            done.set()

    start = time.monotonic()
    threading.Thread(target=work, name="latinlib-cp-sat", daemon=True).start()
    try:
        wait_for(done, solver, deadline)
    except KeyboardInterrupt:
        run.interrupted = True
        solver.stop_search()
        done.wait()
    run.wall_time = time.monotonic() - start
    if run.error is not None:
        raise run.error
    return run


def wait_for(done, solver, deadline):
    """Wait until the solver thread is done; past the deadline plus GRACE, stop it from outside (and wait)."""
    while not done.is_set():
        left = remaining(deadline)
        done.wait(timeout=None if left is None else max(left + GRACE, 0.01))
        if not done.is_set() and remaining(deadline) + GRACE <= 0:
            solver.stop_search()
            done.wait()


def stop_reason(run, time_limit, hit_limit=False, budget_spent=False):
    """'complete', or why the search stopped early: 'interrupted', 'solution limit', 'budget', 'time limit' or
    'memory limit' (``budget_spent``: the deterministic budget was used up)."""
    if run.status == cp_model.MODEL_INVALID:
        raise RuntimeError("latinlib built an invalid CP-SAT model; please report this as a bug")
    if run.interrupted:
        return "interrupted"
    if hit_limit:
        return "solution limit"
    if run.status in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
        return "complete"
    if budget_spent:
        return "budget"
    return "time limit" if time_limit is not None else "memory limit"
