"""Symmetries of boards, one system for every board: moves, groups, canonical forms, orbits, Burnside counts.

A ``Transform`` moves symbols between cells (``source[i]`` is the frame position
whose symbol lands in position i, row-major) and renames them (``labels``). For a
Sudoku with box_rows x box_cols boxes the geometric moves are: rows permuted
within a band, bands permuted, columns within a stack, stacks permuted, and for
square boxes the transpose; rotations and mirror images are products of those.
Any renaming of the symbols is a symmetry of every Latin board. On a square
board seen as the torus Z_n^2, ``affine`` moves (a symmetry of the square, then
a shift) give the groups of palette boards: ``torus_group`` lists those that keep
the board's groups (the group G of order 20 of a perfect-code board over Z_5).
A move is a symmetry of a board when it maps every group onto a group.

The canonical form of a grid is the smallest (row-major, lexicographic) grid in
its orbit; two grids are *essentially different* when their canonical forms differ.

>>> import latinlib as ll
>>> board = ll.sudoku(2, 2)
>>> grids = [s.grid for s in ll.solutions(board)]
>>> len(grids), len({ll.symmetry.canonical_form(g, board) for g in grids})
(288, 2)
"""
from .groups import (
                    closure,
                    group_of,
                    group_order,
                    latin_group,
                    random_symmetry,
                    sudoku_group,
                    torus_group,
)
from .moves import (
                    SQUARE_MAPS,
                    Transform,
                    affine,
                    apply,
                    identity,
                    image_of_cells,
                    is_symmetry,
                    relabel,
                    rotate,
                    swap_bands,
                    swap_columns,
                    swap_rows,
                    swap_stacks,
                    transpose,
)
from .orbits import burnside, canonical_form, canonical_forms, orbits

__all__ = [ "Transform", "affine", "apply", "burnside", "canonical_form", "closure",
           "group_order", "identity", "is_symmetry", "orbits", "random_symmetry",
           "relabel", "rotate", "sudoku_group", "swap_bands", "swap_columns", "swap_rows", "swap_stacks",
           "torus_group", "transpose"]
