"""Critical sets and minimal puzzles through difference sets: the hitting-set view.

A set of cells copied from a grid forces that grid among a list of candidate
grids exactly when it meets every *difference set* (the cells where another
grid differs). So the sets of givens of the minimal puzzles of a grid (every given
needed; Latin-square papers call them critical sets) are the inclusion-minimal
sets of cells that hit every difference set, and the smallest ones are its
smallest critical sets. Works for any grid of comparable entries: digits,
(digit, colour) pairs, or a digit layer and a colour layer side by side.

>>> grids = [[[1, 2], [2, 1]], [[2, 1], [1, 2]]]
>>> difference_masks(grids[0], grids)
[15]
>>> smallest_critical_sets(grids[0], grids)
[((0, 0),), ((0, 1),), ((1, 0),), ((1, 1),)]
"""
from itertools import combinations

import numpy as np

from ..engines.exact_cover.bitmasks import bits


def difference_masks(grid, others):
    """The difference sets of ``grid`` with each other grid, as sorted cell masks (bit r*cols + c is cell (r, c)).

    Entries may be numbers or tuples (pairs); grids equal to ``grid`` give no mask.
    """
    grid = np.asarray(grid)
    rows, cols = grid.shape[:2]
    differ = (np.asarray(others) != grid[None]).reshape(len(others), rows * cols, -1).any(axis=2)
    packed = np.packbits(differ, axis=1, bitorder="little")
    masks = (int.from_bytes(row.tobytes(), "little") for row in packed)
    return sorted(m for m in masks if m)


def minimal_masks(masks):
    """Drop every mask that contains another: hitting the minimal ones hits them all."""
    kept = []
    for mask in sorted(set(masks), key=lambda m: (m.bit_count(), m)):
        if not any(k & mask == k for k in kept):
            kept.append(mask)
    return kept



def minimal_hitting_sets(masks, cells):
    """All inclusion-minimal sets of cells meeting every mask, as cell masks.

    Branch on the first mask not yet hit: try each of its cells in turn, the
    earlier ones excluded, so every hitting set is reached once; cut a branch as
    soon as some chosen cell no longer hits a mask on its own (it would be
    redundant in every extension).
    """
    masks = minimal_masks(masks)
    edge = [0] * cells
    for e, mask in enumerate(masks):
        for c in bits(mask):
            edge[c] |= 1 << e
    every = (1 << len(masks)) - 1
    found = []

    def search(chosen, excluded, once, twice):
        missed = every & ~once
        if not missed:
            found.append(sum(1 << c for c in chosen))
            return
        first = (missed & -missed).bit_length() - 1
        for c in bits(masks[first] & ~excluded):
            more = twice | (once & edge[c])
            hit = once | edge[c]
            alone = hit & ~more
            if all(edge[s] & alone for s in chosen) and edge[c] & alone:
                search(chosen + [c], excluded, hit, more)
            excluded |= 1 << c

    search([], 0, 0, 0)
    return found


def cell_mask(cells, cols):
    """A bitmask with bit r*cols + c set for each cell (r, c)."""
    return sum(1 << (r * cols + c) for r, c in cells)



def hits_all(mask, masks):
    """True when the cell set ``mask`` meets every difference set: then it forces a unique completion."""
    return all(mask & m for m in masks)



def smallest_critical_sets(grid, others):
    """All smallest cell sets of ``grid`` that meet every difference set with the ``others``.

    A set of cells copied from ``grid`` is uniquely completable exactly when no other
    grid agrees with it there, i.e. when it meets every difference set. The smallest
    such sets are critical: removing any cell leaves a smaller set, which cannot work.
    """
    rows, cols = len(grid), len(grid[0])
    masks = difference_masks(grid, others)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for size in range(len(cells) + 1):
        found = [s for s in combinations(cells, size) if hits_all(cell_mask(s, cols), masks)]
        if found:
            return found
    return []
