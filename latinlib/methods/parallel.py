"""Running many independent tasks: one helper for every long computation, with a progress bar.

``run_tasks`` sends each task to a ``concurrent.futures.Executor``: a local
process pool by default, this process with ``executor="serial"``, or any
object whose ``submit(fn, *args)`` returns a ``concurrent.futures.Future`` —
a Dask cluster's ``Client(...).get_executor()`` works unchanged. A tqdm bar
counts finished tasks, whichever executor runs them.

>>> run_tasks(pow, [(2, 3), (3, 2)], executor="serial", progress=False)
[8, 9]
"""
import os
from concurrent.futures import Future, ProcessPoolExecutor, as_completed

from tqdm.auto import tqdm


class SerialExecutor:
    """Runs each submitted call at once in this process (for tests and tiny cases)."""

    def submit(self, fn, *args, **kwargs):
        """Call fn now and return a finished Future."""
        future = Future()
        future.set_result(fn(*args, **kwargs))
        return future

    def shutdown(self, wait=True):
        """Nothing to shut down."""


def cpu_count():
    """The cores this process may use (its affinity mask, not the machine's total)."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def run_tasks(function, arguments, executor=None, workers=None, progress=True, desc="tasks"):
    """``function(*args)`` for each args tuple, run through ``executor``; results in the order given.

    ``executor`` is any concurrent.futures.Executor (a process pool of ``workers``,
    by default one per usable core, when None; "serial" runs in this process).
    """
    arguments = list(arguments)
    own = executor is None
    if own:
        executor = ProcessPoolExecutor(max_workers=workers or cpu_count())
    elif executor == "serial":
        executor = SerialExecutor()
    try:
        futures = [executor.submit(function, *args) for args in arguments]
        for _ in tqdm(as_completed(futures), total=len(futures), disable=not progress, desc=desc):
            pass
        return [future.result() for future in futures]
    finally:
        if own:
            executor.shutdown()
