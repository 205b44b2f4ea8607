"""Latin squares as grids: the back-circulant construction, orthogonality, normalised givens, critical sets.

Critical sets are found through difference sets and hitting sets (``latinlib.methods.critical``,
re-exported here); ``all_squares`` lists every square of a small order to take difference sets with.
"""
from itertools import permutations

import numpy as np

from ..core.board import latin_square
from ..core.errors import PuzzleError
from ..core.puzzle import Puzzle
from ..solving import solutions
from ..methods.critical import (
    difference_masks,
    minimal_hitting_sets,
    minimal_masks,
    smallest_critical_sets,
)

__all__ = ["all_squares", "are_orthogonal", "back_circulant", "difference_masks", "first_row_givens", "is_latin", "minimal_hitting_sets",
           "minimal_masks", "reduced_givens", "smallest_critical_sets"]


def back_circulant(n):
    """The back-circulant Latin square L(i, j) = i + j mod n, written with symbols 1..n.

    >>> back_circulant(3)
    [[1, 2, 3], [2, 3, 1], [3, 1, 2]]
    """
    return [[(i + j) % n + 1 for j in range(n)] for i in range(n)]


def is_latin(grid):
    """True when every row and column of the square grid holds 1..n once."""
    n = len(grid)
    symbols = list(range(1, n + 1))
    return all(sorted(row) == symbols for row in grid) and all(sorted(col) == symbols for col in zip(*grid))


def are_orthogonal(a, b):
    """True when superimposing a and b shows every ordered pair of symbols exactly once."""
    n = len(a)
    return len({(x, y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)}) == n * n


def first_row_givens(n):
    """An n x n givens grid whose first row is 1..n and the rest blank."""
    return [list(range(1, n + 1))] + [[0] * n for _ in range(n - 1)]


def reduced_givens(n):
    """Givens of a reduced Latin square: first row and first column both 1..n."""
    grid = first_row_givens(n)
    for k in range(n):
        grid[k][0] = k + 1
    return grid




def all_squares(n):
    """Every Latin square of order n (at most 5), as an int array of shape (count, n, n).

    Built as the counting argument goes: the solving service lists the reduced squares (exact cover); reordering
    rows 2..n of each and then renaming its symbols gives every square exactly once
    (the renaming is fixed by the first row, the reordering by the first column).

    >>> squares = all_squares(4)
    >>> squares.shape, all(is_latin(square.tolist()) for square in squares)
    ((576, 4, 4), True)
    """
    if not 1 <= n <= 5:
        raise PuzzleError(f"all_squares lists orders 1 to 5 only, not {n}: larger orders have too many squares")
    reduced = np.array([s.grid for s in solutions(Puzzle(latin_square(n), reduced_givens(n)))])
    row_orders = np.array([(0, *order) for order in permutations(range(1, n))])
    first_row_fixed = reduced[:, row_orders].reshape(-1, n, n)
    names = np.array([(0, *order) for order in permutations(range(1, n + 1))])
    return names[:, first_row_fixed].reshape(-1, n, n)
