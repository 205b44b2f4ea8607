"""What every engine answers with: a Solution, a Count, and Undecided when a search could not decide.

Each result names the engine that gave it (``method``: 'cp-sat', 'exact-cover',
'covered-sets' or 'sat'), so a notebook can say truthfully who proved what.
"""
import time
from dataclasses import dataclass, field


class Undecided(RuntimeError):
    """Raised when a time limit (or Ctrl-C) stops a search before it could decide the question asked."""


@dataclass
class Solution:
    """The outcome of a solve: status 'solved', 'infeasible' or 'unknown', and the grid(s) found.

    ``reason`` says why an 'unknown' search stopped: 'time limit', 'budget' (the deterministic
    budget used up), 'interrupted' or 'memory limit'. ``method`` names the engine that answered.
    """

    puzzle: object
    status: str
    grid: list = None
    colours: list = None
    wall_time: float = 0.0
    stats: dict = field(default_factory=dict, repr=False)
    reason: str = field(default="complete", repr=False)
    method: str = "cp-sat"

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
    """A solution count that knows whether it is exact or only a lower bound, why, and which engine counted.

    ``reason`` is 'complete' for an exact count, else the truth about why the
    search stopped: 'solution limit', 'time limit', 'budget', 'interrupted' (Ctrl-C) or
    'memory limit'.

    >>> Count(7, False, "time limit", "time limit of 0.5 s")
    at least 7 (time limit of 0.5 s)
    """

    def __new__(cls, value, exact=True, reason="complete", detail=None, method="cp-sat"):
        count = super().__new__(cls, value)
        count.exact = exact
        count.reason = reason
        count.detail = detail or reason
        count.method = method
        return count

    def __repr__(self):
        return f"{int(self)}" if self.exact else f"at least {int(self)} ({self.detail})"

    __str__ = __repr__


def stop_detail(reason, limit, time_limit):
    """The reason with its figure, for a Count's repr: 'solution limit of 10', 'time limit of 0.5 s'."""
    if reason == "solution limit":
        return f"solution limit of {limit}"
    if reason == "time limit":
        return f"time limit of {time_limit:g} s"
    return reason


def found_solution(puzzle, grids, reason, start, method):
    """The Solution of a search that listed ``grids`` and stopped for ``reason``: the first grid, or a proof of none
    ('infeasible', when the search finished or reached its limit), or 'unknown' (a time limit, node budget, Ctrl-C)."""
    status = "solved" if grids else "infeasible" if reason in ("complete", "solution limit") else "unknown"
    result = Solution(puzzle, status, grids[0] if grids else None, reason="complete" if status != "unknown" else reason,
                      method=method)
    result.wall_time = time.perf_counter() - start
    return result


def differs(grid, other, puzzle):
    """True when ``other`` differs from ``grid`` in some cell of the board."""
    return any(grid[r][c] != other[r][c] for r, c in puzzle.board.cells)
