"""The CP-SAT layer: one model for every puzzle, and solving, counting and listing its solutions.

``build_model`` turns any Puzzle into a CP-SAT model: one integer variable per
cell, one AllDifferent (or count) constraint per group, the cages in one of four
encodings (``cage_encodings``, ``cage_sums``) and the second, orthogonal layer in
one of three (``orthogonal``). ``solve``, ``count_solutions``, ``is_unique`` and
``solutions`` run it; a count cut short says so.
"""
from .model import build_model
from .solve import (
    Count,
    Solution,
    Undecided,
    count_solutions,
    is_unique,
    solutions,
    solve,
)

__all__ = ["Count", "Solution", "Undecided", "build_model", "count_solutions", "is_unique", "solutions", "solve"]
