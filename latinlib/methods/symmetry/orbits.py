"""Canonical forms, orbits, and orbit counts by Burnside's lemma, for any listed group of moves."""
from functools import lru_cache

import numpy as np

from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle
from ...cp.solve import Solution
from .groups import group_of
from .moves import check_grid


def canonical_form(thing, board=None, group=None, relabelled=True):
    """The smallest grid in the orbit of a grid, Puzzle or Solution, as a tuple of row tuples.

    ``group`` is a list of geometric Transforms (default: ``group_of(board)``);
    with ``relabelled`` every renaming of the symbols is allowed too (blanks stay 0).
    """
    if board is None:
        if isinstance(thing, (Puzzle, Solution)):
            board = thing.board if isinstance(thing, Puzzle) else thing.puzzle.board
        else:
            raise PuzzleError("canonical_form of a plain grid needs its board: canonical_form(grid, board)")
    grid = thing.givens if isinstance(thing, Puzzle) else getattr(thing, "grid", thing)
    check_grid(grid, board.shape, board.n)
    sources = sources_of(board, group)
    images = np.asarray([v for row in grid for v in row], dtype=np.int16)[sources]
    if relabelled:
        images = first_appearance(images, board.n)
    best = images[np.lexsort(images.T[::-1])[0]]
    cols = board.cols
    return tuple(tuple(int(v) for v in best[r * cols:(r + 1) * cols]) for r in range(board.rows))


def sources_of(board, group):
    """The group's source tables as one int array (the default group of a board is built once)."""
    if group is None:
        return default_sources(board)
    return np.asarray([m.source for m in group], dtype=np.int32)


@lru_cache(maxsize=16)
def default_sources(board):
    """The source tables of ``group_of(board)``."""
    return np.asarray([m.source for m in group_of(board)], dtype=np.int32)


def first_appearance(images, n):
    """Rename symbols in each row so they appear as 1, 2, 3, ... in reading order (0 stays 0)."""
    size = images.shape[1]
    symbols = np.arange(1, n + 1, dtype=np.int16)
    hits = images[:, :, None] == symbols
    first = np.where(hits.any(axis=1), hits.argmax(axis=1), size + symbols)
    rank = np.argsort(np.argsort(first, axis=1), axis=1) + 1
    names = np.zeros((images.shape[0], n + 1), dtype=np.int16)
    names[:, 1:] = rank
    return np.take_along_axis(names, images.astype(np.int64), axis=1)


def orbits(grids, board, group=None, relabelled=True):
    """Grids grouped by canonical form: {canonical form: [grids]} in order of first appearance."""
    classes = {}
    for grid in grids:
        classes.setdefault(canonical_form(grid, board, group, relabelled), []).append(grid)
    return classes


def burnside(counts):
    """The number of orbits by Burnside's lemma: the mean, over the moves of a group, of the things each move fixes.

    ``counts`` lists one fixed count per move of the group (identity included).

    Two-colourings of a square's four corners under its four rotations: the identity
    fixes all 16, a quarter turn 2, a half turn 4, so there are 6 essentially different ones.

    >>> burnside([16, 2, 4, 2])
    6
    """
    total, size = sum(counts), len(counts)
    if total % size:
        raise PuzzleError(f"Burnside's sum {total} is not a multiple of {size}: the moves do not form a group")
    return total // size
