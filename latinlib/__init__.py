"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .draw import draw, draw_many, group_tints
from .errors import PuzzleError
from .families import custom_sudoku, inscribe, latin_triangle, ripeto, windoku, with_diagonals, with_groups, with_word
from .formats import from_json, parse, to_json, to_line, to_text
from .latin import (are_orthogonal, back_circulant, difference_masks, first_row_givens, is_latin, orthogonal_pair,
                    reduced_givens, smallest_critical_sets)
from .model import build_model
from .puzzle import Puzzle
from .solve import Count, Solution, Undecided, count_solutions, is_unique, solutions, solve

format = to_text

__all__ = [
    "Board", "Cage", "Count", "Puzzle", "PuzzleError", "Solution", "Undecided", "Violation",
    "build_model", "check", "count_solutions", "draw", "draw_many", "format", "from_json", "is_unique",
    "jigsaw", "latin_board", "latin_square", "make_cage", "palette_board", "parse", "solutions", "solve",
    "sudoku", "to_json", "to_line", "to_text",
    "custom_sudoku", "group_tints", "inscribe", "latin_triangle", "ripeto", "windoku", "with_diagonals", "with_groups",
    "with_word",
    "are_orthogonal", "back_circulant", "difference_masks", "first_row_givens", "is_latin", "orthogonal_pair",
    "reduced_givens", "smallest_critical_sets",
]
from .human import Difficulty, HumanResult, Step, difficulties, difficulty, hint, solve_by_singles, solve_like_human

__all__ += ["Difficulty", "HumanResult", "Step", "difficulties", "difficulty", "hint", "solve_by_singles", "solve_like_human"]
from .generate import is_minimal, make_puzzle, minimise, random_solution

__all__ += ["is_minimal", "make_puzzle", "minimise", "random_solution"]
from .symmetry import (Transform, apply, canonical_form, group_order, is_symmetry, orbits, random_symmetry, relabel, rotate,
                       sudoku_group, swap_bands, swap_columns, swap_rows, swap_stacks, transpose)

__all__ += ["Transform", "apply", "canonical_form", "group_order", "is_symmetry", "orbits", "random_symmetry", "relabel",
            "rotate", "sudoku_group", "swap_bands", "swap_columns", "swap_rows", "swap_stacks", "transpose"]
from .attrition import fair_puzzle, is_fair, latin_puzzles, list_latin_boards, proof, proof_profile, puzzles_from_partial

__all__ += ["fair_puzzle", "is_fair", "latin_puzzles", "list_latin_boards", "proof", "proof_profile", "puzzles_from_partial"]
