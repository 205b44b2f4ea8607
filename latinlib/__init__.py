"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .attrition import (fair_puzzle, latin_puzzles, list_latin_boards, proof, proof_profile,
                        puzzles_from_partial)
from .board import Board, jigsaw, latin_board, latin_square, palette_board, sudoku
from .cages import Cage, make_cage
from .check import Violation, check
from .codepics import difficulty_histogram, shape_colours
from .codes import (DOMINO_ANTICODE, Z8_CODES, ball_shape, codeword_labels, diameter_code_board, diameter_palette,
                    distance_grid, golomb_welch, is_diameter_perfect, is_perfect, lee_ball, lee_distance, lee_weight,
                    linear_code, minimum_distance, palette_of, perfect_code_board, perfect_codes, perfect_palette,
                    tiling_faults)
from .diameter import (count_fixed, count_up_to_relabelling, diameter_groups, orbit_count, orbit_counts,
                       special_diameter_grids, special_grid_classes)
from .draw import draw, draw_layers, draw_many, draw_pair_table, draw_views, group_tints
from .errors import PuzzleError
from .families import (custom_sudoku, inscribe, latin_triangle, ripeto, stripe_names, window_names, windoku,
                       with_diagonals, with_groups, with_word)
from .formats import from_json, parse, to_json, to_line, to_text
from .generate import is_critical, is_fair, is_minimal, make_puzzle, minimise, random_solution
from .human import Difficulty, HumanResult, Step, difficulties, difficulty, hint, solve_by_singles, solve_like_human
from .latin import (are_orthogonal, back_circulant, difference_masks, first_row_givens, is_latin,
                    reduced_givens, smallest_critical_sets)
from .model import build_model
from .perfect import (all_grids, canonical, class_orbits, class_representatives, difficulty_table, grid_masks,
                      hint_grid, is_orthogonal, minimal_masks, minimal_puzzle_table, minimal_puzzles, partitions,
                      quarter_turn, reflect, relabelling_classes, representative_puzzles, special_grids,
                      symmetry_table, translate, transversals)
from .puzzle import Puzzle
from .arithmetic import cage_multisets, cage_tuples, forces_distinct, multisets, reachable_sums
from .squares import killer_sudoku, squares_sudoku
from .solve import Count, Solution, Undecided, count_solutions, is_unique, solutions, solve
from .suirodoku import (clue_kinds, count_mates, find_mate, first_row_fixed, graeco_latin, half_clue_puzzle, has_mate,
                        make_suirodoku_puzzle, mate_census, n_intercalates, pattern_sudoku, random_suirodoku,
                        sample_sudoku, singles, singles_progress, smallest_half_clue_sets, smallest_pair_clue_sets,
                        suirodoku)
from .symmetry import (Transform, apply, canonical_form, group_order, is_symmetry, orbits, random_symmetry,
                       relabel, rotate, sudoku_group, swap_bands, swap_columns, swap_rows, swap_stacks,
                       transpose)
from .widgets import Editor, editor

format = to_text  # ll.format(puzzle) writes the grid as text

__all__ = [
    "Board", "Cage", "Count", "Difficulty", "Editor", "HumanResult", "Puzzle", "PuzzleError", "Solution", "Step", "Transform",
    "Undecided", "Violation", "apply", "are_orthogonal", "back_circulant", "build_model", "canonical_form", "check",
    "clue_kinds", "count_mates", "count_solutions", "custom_sudoku", "difference_masks", "difficulties",
    "difficulty", "draw", "draw_layers", "draw_many", "draw_pair_table", "draw_views", "editor", "fair_puzzle", "find_mate",
    "first_row_fixed", "first_row_givens", "format", "from_json", "graeco_latin", "group_order", "group_tints",
    "has_mate", "hint", "inscribe", "is_critical", "is_fair", "is_latin", "is_minimal", "is_symmetry", "is_unique", "jigsaw",
    "latin_board", "latin_puzzles", "latin_square", "latin_triangle", "list_latin_boards", "make_cage",
    "half_clue_puzzle", "make_puzzle", "make_suirodoku_puzzle", "mate_census", "minimise", "n_intercalates", "orbits",
    "palette_board", "parse", "pattern_sudoku", "proof", "proof_profile", "puzzles_from_partial",
    "random_solution", "random_suirodoku", "random_symmetry", "reduced_givens", "relabel", "ripeto", "rotate",
    "sample_sudoku", "singles", "singles_progress", "smallest_critical_sets", "smallest_pair_clue_sets",
    "smallest_half_clue_sets", "solutions", "solve", "solve_by_singles", "solve_like_human", "stripe_names", "sudoku", "sudoku_group", "suirodoku",
    "swap_bands", "swap_columns", "swap_rows", "swap_stacks", "to_json", "to_line", "to_text", "transpose",
    "windoku", "window_names", "with_diagonals", "with_groups", "with_word"
]

__all__ += [  # perfect-code Sudoku (notebook 06)
    "DOMINO_ANTICODE", "Z8_CODES", "all_grids", "ball_shape", "canonical", "class_orbits", "class_representatives",
    "codeword_labels", "count_fixed", "count_up_to_relabelling", "diameter_code_board", "diameter_groups",
    "diameter_palette", "difficulty_histogram", "difficulty_table", "distance_grid", "golomb_welch", "grid_masks",
    "hint_grid", "is_diameter_perfect", "is_orthogonal", "is_perfect", "lee_ball", "lee_distance", "lee_weight",
    "linear_code", "minimal_masks", "minimal_puzzle_table", "minimal_puzzles", "minimum_distance", "orbit_count",
    "orbit_counts", "palette_of", "partitions", "perfect_code_board", "perfect_codes", "perfect_palette",
    "quarter_turn", "reflect", "relabelling_classes", "representative_puzzles", "shape_colours",
    "special_diameter_grids", "special_grid_classes", "special_grids", "symmetry_table", "tiling_faults",
    "translate", "transversals",
]

__all__ += [  # Squares Sudoku and Killer Sudoku (notebook 04)
    "cage_multisets", "cage_tuples", "forces_distinct", "killer_sudoku", "multisets", "reachable_sums",
    "squares_sudoku",
]
