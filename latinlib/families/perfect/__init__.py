"""Perfect-code Sudoku (seeds/003): Lee-distance codes over Z_n^2, the palettes they draw, and the paper's tables.

``codes``: the Lee metric, linear codes, perfect and diameter-perfect codes, their
palettes and boards; ``grids``: every grid of a perfect-code board and its symmetry
classes (Table 1); ``minimal``: minimal puzzles (Table 2) and their difficulty
(Table 5); ``diameter``: counting the Z_8 grids up to relabelling and up to
symmetry, class sizes included (Tables 3 and 4). The symmetries themselves come from
``latinlib.methods.symmetry`` (the torus moves that keep a palette).
"""
from .codes import (
                    DOMINO_ANTICODE,
                    Z8_CODES,
                    ball_shape,
                    codeword_labels,
                    diameter_code_board,
                    diameter_palette,
                    distance_grid,
                    golomb_welch,
                    is_diameter_perfect,
                    is_perfect,
                    lee_ball,
                    lee_distance,
                    lee_weight,
                    linear_code,
                    minimum_distance,
                    palette_of,
                    perfect_code_board,
                    perfect_codes,
                    perfect_palette,
                    radius_for,
                    tiling_faults,
)
from .diameter import (
                    class_size_table,
                    class_sizes,
                    count_by_halves,
                    count_fixed,
                    count_up_to_relabelling,
                    diameter_groups,
                    orbit_counts,
                    special_diameter_grids,
                    special_grid_classes,
                    subgroups,
)
from .grids import (
                    all_grids,
                    class_representatives,
                    code_groups,
                    partitions,
                    relabelling_forms,
                    special_grids,
                    symmetry_table,
                    transversals,
)
from .minimal import (
                    difficulty_table,
                    hint_grid,
                    minimal_puzzle_table,
                    minimal_puzzles,
                    representative_givens,
                    representative_puzzles,
                    singles_solvable,
)

__all__ = ["DOMINO_ANTICODE", "Z8_CODES", "all_grids", "ball_shape", "class_representatives", "class_size_table", "code_groups", "codeword_labels", "count_by_halves", "count_fixed", "count_up_to_relabelling",
           "diameter_code_board", "diameter_groups", "diameter_palette", "difficulty_table", "distance_grid",
           "golomb_welch", "hint_grid", "is_diameter_perfect", "is_perfect", "lee_ball", "lee_distance",
           "lee_weight", "linear_code", "minimal_puzzle_table", "minimal_puzzles", "minimum_distance",
           "orbit_counts", "partitions", "perfect_codes", "perfect_palette",
           "radius_for", "representative_givens", "representative_puzzles", "singles_solvable", "special_diameter_grids",
           "special_grid_classes", "special_grids", "subgroups", "symmetry_table", "transversals"]
