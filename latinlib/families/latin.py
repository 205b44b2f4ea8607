"""Latin squares as grids: the back-circulant construction, orthogonality, normalised givens,
and critical sets found through difference sets (the hitting-set view)."""
from itertools import combinations



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


def cell_mask(cells, n):
    """A bitmask with bit r*n + c set for each cell (r, c)."""
    return sum(1 << (r * n + c) for r, c in cells)


def difference_masks(grid, others):
    """For each other grid, the mask of cells where it differs from ``grid``."""
    n = len(grid)
    cells = [(r, c) for r in range(n) for c in range(n)]
    return [cell_mask([(r, c) for r, c in cells if other[r][c] != grid[r][c]], n) for other in others if other != grid]


def hits_all(mask, masks):
    """True when the cell set ``mask`` meets every difference set: then it forces a unique completion."""
    return all(mask & m for m in masks)


def smallest_critical_sets(grid, others):
    """All smallest cell sets of ``grid`` that meet every difference set with the ``others``.

    A set of cells copied from ``grid`` is uniquely completable exactly when no other
    grid agrees with it there, i.e. when it meets every difference set. The smallest
    such sets are critical: removing any cell leaves a smaller set, which cannot work.
    """
    n = len(grid)
    masks = difference_masks(grid, others)
    cells = [(r, c) for r in range(n) for c in range(n)]
    for size in range(len(cells) + 1):
        found = [s for s in combinations(cells, size) if hits_all(cell_mask(s, n), masks)]
        if found:
            return found
    return []
