"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .draw import draw, draw_many
from .errors import PuzzleError
from .formats import from_json, parse, to_json, to_line, to_text
from .model import build_model
from .puzzle import Puzzle
from .arithmetic import cage_multisets, forces_distinct, multisets
from .squares import killer_sudoku, squares_sudoku
from .solve import Count, Solution, Undecided, count_solutions, is_unique, solutions, solve

format = to_text

__all__ = [
    "Board", "Cage", "Count", "Puzzle", "PuzzleError", "Solution", "Undecided", "Violation",
    "build_model", "check", "count_solutions", "draw", "draw_many", "format", "from_json", "is_unique",
    "jigsaw", "latin_board", "latin_square", "make_cage", "palette_board", "parse", "solutions", "solve",
    "sudoku", "to_json", "to_line", "to_text",
    "cage_multisets", "forces_distinct", "killer_sudoku", "multisets", "squares_sudoku",
]
