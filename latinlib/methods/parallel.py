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


# A local process pool pays off only with enough cores: on 2 cores the pool was slower than running in this
# process (seeds/003 Table 5: 4.6 s pooled vs 3.5 s; the Z_8 counts: 5.0 s vs 4.2 s).
MIN_POOL_CORES = 3


def run_tasks(function, arguments, executor=None, workers=None, progress=True, desc="tasks"):
    """``function(*args)`` for each args tuple, run through ``executor``; results in the order given.

    ``executor`` is any concurrent.futures.Executor, or "serial" (this process), or None:
    a process pool of ``workers`` (default: one per usable core) when ``workers`` is given or
    the machine has at least MIN_POOL_CORES usable cores and there are two tasks or more,
    else this process.
    """
    arguments = list(arguments)
    if executor is None and workers is None and (cpu_count() < MIN_POOL_CORES or len(arguments) < 2):
        executor = "serial"
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
