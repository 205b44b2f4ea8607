"""Perfect-code Sudoku grids (seeds/003): enumeration, symmetry classes (Table 1), special grids.

A grid orthogonal to a palette is a partition of the n^2 cells into n
*transversals*: sets of n cells with one cell in each row, each column and each
colour (the cells of one symbol). Up to relabelling, a grid *is* such a
partition, so we enumerate partitions and attach the n! labellings afterwards.

>>> import latinlib as ll
>>> palette = ll.perfect.perfect_palette(5, (1, 2))
>>> len(transversals(palette)), len(partitions(palette))
(30, 17)
>>> len(all_grids(palette))
2040
"""
from collections import Counter
from functools import lru_cache
from itertools import permutations

import numpy as np

from ...methods.symmetry import affine, closure, identity, orbits, torus_group
from ..latin import are_orthogonal
from .codes import (
    ball_shape,
    linear_code,
    palette_of,
    perfect_code_board,
    perfect_codes,
    perfect_palette,
    radius_for,
)

# ---------------------------------------------------------------- transversals and grids

def cell_bit(i, j, n):
    """Bit of cell (i, j) in an n x n cell mask (row-major)."""
    return 1 << (i * n + j)


@lru_cache(maxsize=None)
def all_permutations(n):
    """The n! permutations of 0..n-1 as an int64 array (n!, n)."""
    return np.array(list(permutations(range(n))), dtype=np.int64)


def transversals(palette):
    """Masks of the n-cell sets with one cell in each row, column and colour of the palette, sorted."""
    n = len(palette)
    colours = np.array(palette)
    colours = np.unique(colours, return_inverse=True)[1].reshape(n, n)
    perms = all_permutations(n)
    seen = np.bitwise_or.reduce(1 << colours[np.arange(n), perms], axis=1)
    good = perms[seen == (1 << n) - 1]
    masks = (1 << (np.arange(n) * n + good)).sum(axis=1)
    return sorted(int(m) for m in masks.astype(np.uint64))


def partitions(palette, masks=None):
    """Every partition of the cells into transversals (``masks``, all of the palette's by default),
    each listed by the transversal through (0, 0), (0, 1), ..."""
    n = len(palette)
    masks = transversals(palette) if masks is None else masks
    by_first = [[t for t in masks if t & cell_bit(0, k, n)] for k in range(n)]
    found = []

    def extend(chosen, used):
        if len(chosen) == n:
            found.append(tuple(chosen))
            return
        for t in by_first[len(chosen)]:
            if not t & used:
                extend(chosen + [t], used | t)

    extend([], 0)
    return found


def grid_of_partition(partition, n):
    """The grid whose symbol k + 1 fills transversal k (so row 0 reads 1..n)."""
    grid = np.zeros((n, n), dtype=np.int8)
    for k, mask in enumerate(partition):
        for cell in range(n * n):
            if mask >> cell & 1:
                grid[divmod(cell, n)] = k + 1
    return grid


def relabellings(grid):
    """All n! relabellings of a grid, as an array (n!, n, n)."""
    n = len(grid)
    perms = np.array([(0,) + p for p in permutations(range(1, n + 1))], dtype=np.int8)
    return perms[:, np.asarray(grid)]


def all_grids(palette):
    """Every Latin square orthogonal to the palette, as an array (count, n, n), symbols 1..n."""
    n = len(palette)
    return np.concatenate([relabellings(grid_of_partition(p, n)) for p in partitions(palette)])


# ---------------------------------------------------------------- symmetry classes

def relabelling_forms(grids, board):
    """The canonical forms of the grids up to relabelling (first row 1..n), one per class, sorted."""
    return sorted(orbits(grids, board, [identity(board)]))


def orbit_sizes(classes):
    """{orbit size: number of orbits} of an ``orbits`` result, largest size first."""
    return dict(sorted(Counter(map(len, classes.values())).items(), reverse=True))


def code_groups(n, generator):
    """The groups of seeds/003 Table 1 on the board of the code <generator>: rotation, translation and G."""
    board = perfect_code_board(n, generator)
    return board, {
        "rotation": closure([affine(board, "quarter turn")]),
        "translation": closure([affine(board, "identity", linear_code(n, generator)[1])]),
        "G": torus_group(board),
    }


def symmetry_table(n=5, generator=(1, 2)):
    """Table 1 of seeds/003: orbit sizes of the relabelling classes under rotation, translation and both (G)."""
    board, groups = code_groups(n, generator)
    forms = relabelling_forms(all_grids(perfect_palette(n, generator)), board)
    return {name: orbit_sizes(orbits(forms, board, group)) for name, group in groups.items()}


def class_representatives(n=5, generator=(1, 2)):
    """The G-classes, largest first: a list of (representative grid, number of grids in the class).

    The representative is the smallest relabelling class (first row 1..n) in its G-orbit.
    """
    board, groups = code_groups(n, generator)
    grids = all_grids(perfect_palette(n, generator))
    forms = relabelling_forms(grids, board)
    per_class = len(grids) // len(forms)
    found = sorted(orbits(forms, board, groups["G"]).values(), key=lambda members: (-len(members), members[0]))
    return [(np.array(members[0]), len(members) * per_class) for members in found]


def special_grids(n=5, generator=(1, 2)):
    """Perfect Sudoku grids that are Sudoku for every perfect code over Z_n (every translate of every such code)."""
    shape = ball_shape(radius_for(n), n)
    palettes = [palette_of(code, shape, n) for code in perfect_codes(n)]
    grids = all_grids(perfect_palette(n, generator))
    return np.array([g for g in grids if all(are_orthogonal(g, p) for p in palettes)])
