"""The vocabulary, with no solver: boards, puzzles, cages, text and JSON formats, the checker, the error type.

A **board** is a set of cells and the groups that must each hold its symbol
multiset; a **puzzle** is a board with givens, and optionally cages and a second
(colour) layer. ``check`` verifies a filled grid without ever calling a solver.
Everything above this layer (the CP-SAT model, the methods, the puzzle
families, the views) is built from these objects.
"""
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .errors import PuzzleError
from .formats import from_json, parse, to_json, to_line, to_text
from .puzzle import Puzzle

__all__ = ["Board", "Cage", "Puzzle", "PuzzleError", "Violation", "check", "from_json", "jigsaw", "latin_board",
           "latin_square", "make_cage", "palette_board", "parse", "sudoku", "to_json", "to_line", "to_text"]
