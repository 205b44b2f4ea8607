"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .codes import (DOMINO_ANTICODE, Z8_CODES, ball_shape, codeword_labels, diameter_code_board, distance_grid, diameter_palette, golomb_welch, is_diameter_perfect,
                    is_perfect, lee_ball, palette_of, perfect_codes, lee_distance, lee_weight, linear_code, minimum_distance, perfect_code_board,
                    perfect_palette, tiling_faults)
from .codepics import difficulty_histogram, shape_colours
from .diameter import count_fixed, count_up_to_relabelling, diameter_groups, orbit_count, orbit_counts, special_diameter_grids, special_grid_classes
from .draw import draw, draw_many, group_tints
from .errors import PuzzleError
from .families import custom_sudoku, inscribe, latin_triangle, ripeto, windoku, with_diagonals, with_groups, with_word
from .formats import from_json, parse, to_json, to_line, to_text
from .latin import (are_orthogonal, back_circulant, difference_masks, first_row_givens, is_latin, orthogonal_pair,
                    reduced_givens, smallest_critical_sets)
from .model import build_model
from .puzzle import Puzzle
from .perfect import (all_grids, canonical, class_representatives, grid_masks, hint_grid,
                      is_orthogonal, minimal_masks, minimal_puzzle_table,
                      minimal_puzzles, class_orbits, partitions, quarter_turn, reflect, relabelling_classes, special_grids,
                      symmetry_table, translate, transversals)
from .perfect import difficulty_table, representative_puzzles
from .solve import Count, Solution, Undecided, count_solutions, is_unique, solutions, solve

format = to_text

__all__ = [
    "Board", "Cage", "Count", "Puzzle", "PuzzleError", "Solution", "Undecided", "Violation",
    "build_model", "check", "count_solutions", "draw", "draw_many", "format", "from_json", "is_unique",
    "jigsaw", "latin_board", "latin_square", "make_cage", "palette_board", "parse", "solutions", "solve",
    "sudoku", "to_json", "to_line", "to_text",
    "DOMINO_ANTICODE", "Z8_CODES", "all_grids", "ball_shape", "codeword_labels", "distance_grid", "canonical", "class_representatives", "count_up_to_relabelling",
    "diameter_code_board", "diameter_palette", "golomb_welch", "hint_grid",
    "is_diameter_perfect", "is_perfect", "lee_ball", "lee_distance", "lee_weight", "linear_code",
    "minimal_puzzle_table", "minimal_puzzles", "minimum_distance", "class_orbits", "partitions", "perfect_code_board",
    "perfect_palette", "reflect", "relabelling_classes", "quarter_turn", "shape_colours", "special_diameter_grids", "difficulty_histogram", "difficulty_table", "representative_puzzles", "count_fixed", "diameter_groups", "orbit_count", "orbit_counts", "special_grid_classes",
    "special_grids", "symmetry_table", "palette_of", "perfect_codes", "grid_masks", "is_orthogonal", "minimal_masks", "tiling_faults", "translate", "transversals",
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
