"""Bounds on what is asked of CP-SAT: checked solver parameters, and a size limit checked before a model is built.

Solver parameters are checked here, so a bad one is a PuzzleError naming it,
never an "invalid model" from CP-SAT or a TypeError from its bindings.

The size limit: CP-SAT's memory grows with the number of (cell, value) pairs
of the model, counted once per cell and once per group the cell is in (the
model's *weight*). Measured (one worker, 10 s limit, peak resident memory): a
Latin square of order 40 weighs 192,000 and used 0.27 GB, order 70 (1,029,000)
0.86 GB, order 100 (3,000,000) 1.2 GB, order 200 (24,000,000) 8.5 GB: about
0.4 KB per pair. The time CP-SAT spends loading and presolving a model before it
first looks at the clock grows the same way: 4 s for order 70, 17 s for order 100
(a busy 2-core machine), so a 10 s limit would be overrun by 10 s and more. A
model heavier than MAX_WEIGHT = 1,100,000 is therefore refused before it is built,
with a PuzzleError that gives its size: Latin squares up to order 71 and Sudoku
up to 64 x 64 are solved, under 1 GB and within a few seconds of their limit.

>>> check_time_limit(2)
2.0
>>> check_time_limit(-1)
Traceback (most recent call last):
...
latinlib.core.errors.PuzzleError: time_limit must be a positive number of seconds or None, got -1 (int)
"""
import math
import numbers

from ..core.errors import PuzzleError
from ..core.validate import describe, whole_number

MAX_WEIGHT = 1_100_000
"""The heaviest model latinlib builds: under 1 GB of CP-SAT memory, a few seconds of set-up (see the module text)."""

BYTES_PER_PAIR = 400
"""CP-SAT's memory per (cell, value) pair of the weight, measured on Latin squares of order 40 to 200."""

MEMORY_MB = 2000
"""CP-SAT's own memory ceiling (its max_memory_in_mb): a search that outgrows it stops, labelled 'memory limit'."""

MAX_SEED = 2**31 - 1
MAX_WORKERS = 64


def positive_or_none(value, what):
    """None, or ``value`` as a float when it is a positive, finite number; else a PuzzleError that says ``what``."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not math.isfinite(value) or value <= 0:
        raise PuzzleError(f"{what} or None, got {describe(value)}")
    return float(value)


def check_time_limit(value):
    """None (no limit) or a positive, finite number of seconds as a float."""
    return positive_or_none(value, "time_limit must be a positive number of seconds")


def check_budget(value):
    """None (no budget) or a positive amount of CP-SAT deterministic time (work units, roughly seconds)."""
    return positive_or_none(value, "budget must be a positive amount of CP-SAT deterministic time")


def check_seed(value):
    """A seed for CP-SAT: a whole number from 0 to 2**31 - 1 (CP-SAT keeps it in 32 bits)."""
    return whole_number(value, "seed", 0, MAX_SEED)


def check_workers(value):
    """The number of CP-SAT workers: None means 1 (deterministic), else a whole number from 1 to MAX_WORKERS."""
    return 1 if value is None else whole_number(value, "workers", 1, MAX_WORKERS)


def check_limit(value):
    """A solution limit: None (no limit) or a whole number of at least 1."""
    return None if value is None else whole_number(value, "limit (the most solutions to look for)", 1)


def check_progress(value):
    """None (a bar only for a long count), True or False."""
    if value is not None and not isinstance(value, bool):
        raise PuzzleError(f"progress must be True, False or None, got {describe(value)}")
    return value


def model_weight(board, two_layer=False, pair_encoding=None):
    """The (cell, value) pairs of a model of ``board``, once per cell and once per group, plus what a second layer's encoding adds."""
    values = len(board.values)
    layer = sum(len(group) for group in board.groups) * values + len(board.cells) * values
    if not two_layer:
        return layer
    cells = len(board.cells)
    extra = {"exact_cover": cells * values * values, "pairs": cells * values * values, "naive": cells * cells // 2}
    return 2 * layer + extra.get(pair_encoding, 0)


def check_size(board, two_layer=False, pair_encoding=None):
    """Raise PuzzleError, before anything is built, when the model of ``board`` would pass MAX_WEIGHT."""
    weight = model_weight(board, two_layer, pair_encoding)
    if weight > MAX_WEIGHT:
        gigabytes = weight * BYTES_PER_PAIR / 1e9
        raise PuzzleError(f"{board.name or 'this board'} is too large to solve here: its model would weigh "
                          f"{weight:,} (cell, value) pairs, about {gigabytes:.1f} GB for CP-SAT; latinlib builds "
                          f"models up to {MAX_WEIGHT:,} (latinlib.engines.limits.MAX_WEIGHT, under 1 GB)")

