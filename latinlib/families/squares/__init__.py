"""Squares Sudoku (seeds/001): cages, cage arithmetic, a generator, the committed instances.

``puzzles`` builds the puzzles; the cage arithmetic (which sums and multisets a
cage can hold) lives in ``latinlib.core.cage_arithmetic`` because the CP-SAT
encodings use it too; ``generator`` makes puzzles with no givens and one
solution; ``instances`` loads the committed ones.
"""
from ...core.cage_arithmetic import cage_multisets, reachable_sums
from .generator import Generated, cage_sum, generate
from .instances import instance_names, load_instance
from .puzzles import SQUARES, squares_sudoku

__all__ = ["SQUARES", "cage_multisets", "cage_sum", "generate",
           "instance_names", "load_instance", "reachable_sums"]
