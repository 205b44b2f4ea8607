"""Squares Sudoku and Killer Sudoku (seeds/001): cages, cage arithmetic, a generator, the committed instances.

``puzzles`` builds the puzzles; the cage arithmetic (which sums and multisets a
cage can hold) lives in ``latinlib.core.cage_arithmetic`` because the CP-SAT
encodings use it too; ``generator`` makes puzzles with no givens and one
solution; ``instances`` loads the committed ones.
"""
from ...core.cage_arithmetic import (
                                     cage_multisets,
                                     cage_tuples,
                                     count_table,
                                     forces_distinct,
                                     format_table,
                                     multisets,
                                     reachable_sums,
)
from .generator import Generated, cage_sum, generate
from .instances import instance_names, load_instance
from .puzzles import SQUARES, killer_sudoku, squares_sudoku

__all__ = ["SQUARES", "Generated", "cage_multisets", "cage_sum", "cage_tuples", "count_table",
           "forces_distinct", "format_table", "generate", "instance_names", "killer_sudoku", "load_instance", "multisets",
           "reachable_sums", "squares_sudoku"]
