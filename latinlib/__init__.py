"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .draw import draw, draw_layers, draw_many, draw_pair_table, draw_views
from .errors import PuzzleError
from .formats import from_json, parse, to_json, to_line, to_text
from .latin import (are_orthogonal, back_circulant, difference_masks, first_row_givens, is_latin, orthogonal_pair,
                    reduced_givens, smallest_critical_sets)
from .model import build_model
from .puzzle import Puzzle
from .solve import Count, Solution, Undecided, count_solutions, is_unique, solutions, solve
from .suirodoku import (clue_kinds, count_mates, find_mate, first_row_fixed, graeco_latin, has_mate,
                        make_suirodoku_puzzle, mate_census, n_intercalates, pattern_sudoku, random_suirodoku,
                        sample_sudoku, singles, singles_progress, smallest_pair_clue_sets, suirodoku)

format = to_text

__all__ = [
    "Board", "Cage", "Count", "Puzzle", "PuzzleError", "Solution", "Undecided", "Violation",
    "build_model", "check", "count_solutions", "draw", "draw_many", "format", "from_json", "is_unique",
    "jigsaw", "latin_board", "latin_square", "make_cage", "palette_board", "parse", "solutions", "solve",
    "sudoku", "to_json", "to_line", "to_text",
    "clue_kinds", "count_mates", "draw_layers", "draw_pair_table", "draw_views", "find_mate", "first_row_fixed",
    "graeco_latin", "has_mate", "make_suirodoku_puzzle", "mate_census", "n_intercalates", "pattern_sudoku",
    "random_suirodoku", "sample_sudoku", "singles", "singles_progress", "smallest_pair_clue_sets", "suirodoku",
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
