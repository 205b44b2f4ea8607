"""Suirodoku and Graeco-Latin squares (seeds/000): two orthogonal layers, digits and colours, on one board.

Calling the namespace makes a puzzle: ``ll.suirodoku(digits, colours)`` is a
9x9 Suirodoku (``board=`` for another Sudoku or Latin square board). Its other
names find and count orthogonal mates, draw random grids, make puzzles by removing
givens and find the smallest sets of givens.

>>> import latinlib as ll
>>> grid = ll.suirodoku.random_suirodoku(seed=1)
>>> ll.check(ll.suirodoku(), grid)
[]
"""
import sys
import types

from ...methods.mates import (
    count_mates,
    find_mate,
    has_mate,
    pattern_sudoku,
    random_suirodoku,
)
from .puzzles import (
    given_kinds,
    first_row_fixed,
    graeco_latin,
    half_given_puzzle,
    make_suirodoku_puzzle,
    mate_census,
    n_intercalates,
    sample_sudoku,
    smallest_half_given_sets,
    smallest_pair_given_sets,
    suirodoku,
)
from .singles import singles, singles_progress

__all__ = ["given_kinds", "count_mates", "find_mate", "first_row_fixed", "graeco_latin", "half_given_puzzle",
           "make_suirodoku_puzzle", "mate_census", "pattern_sudoku", "random_suirodoku",
           "sample_sudoku", "singles", "singles_progress", "smallest_half_given_sets", "smallest_pair_given_sets",
           "suirodoku"]


class Family(types.ModuleType):
    """This namespace, callable: ``ll.suirodoku(...)`` is ``ll.suirodoku.suirodoku(...)``."""

    def __call__(self, digits=None, colours=None, board=None, name=None):
        """A two-layer puzzle: digits and colours each fill ``board`` (9x9 Sudoku by default), all pairs distinct."""
        return suirodoku(digits, colours, board, name)


sys.modules[__name__].__class__ = Family
