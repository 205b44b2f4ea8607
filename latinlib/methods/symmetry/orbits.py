"""Canonical forms, orbits, and orbit counts by Burnside's lemma, for any listed group of moves."""
from functools import lru_cache

import numpy as np

from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle
from ...solving import Solution
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
    return canonical_forms([grid], board, group, relabelled)[0]


def canonical_forms(grids, board, group=None, relabelled=True):
    """The canonical forms of many grids, computed together (numpy over every grid and move at once)."""
    flat = checked_grids(grids, board)
    sources = sources_of(board, group)
    step = max(1, CHUNK // max(1, sources.size))
    forms = []
    for start in range(0, len(flat), step):
        images = flat[start:start + step][:, sources]
        if relabelled:
            images = first_appearance(images.reshape(-1, images.shape[2]), board.n).reshape(images.shape)
        forms.extend(smallest_rows(images))
    cols = board.cols
    return [tuple(tuple(int(v) for v in best[r * cols:(r + 1) * cols]) for r in range(board.rows)) for best in forms]


def checked_grids(grids, board):
    """The grids as one int array (one row per grid), after the same checks as check_grid (which names a bad cell)."""
    try:
        array = np.asarray(grids)
    except ValueError:
        array = None
    good = (array is not None and array.shape == (len(grids), *board.shape) and array.dtype.kind in "iu"
            and array.size and 0 <= array.min() and array.max() <= board.n)
    if not good:
        for grid in grids:
            check_grid(grid, board.shape, board.n)
    return np.asarray(grids, dtype=np.int16).reshape(len(grids), -1)


CHUNK = 4_000_000
"""Grid cells times moves handled in one numpy pass (a few tens of megabytes)."""


def smallest_rows(images):
    """For each grid (axis 0), the lexicographically smallest of its images (axis 1), column by column."""
    alive = np.ones(images.shape[:2], dtype=bool)
    for k in range(images.shape[2]):
        column = np.where(alive, images[:, :, k], np.iinfo(np.int16).max)
        alive &= images[:, :, k] == column.min(axis=1)[:, None]
    return images[np.arange(len(images)), alive.argmax(axis=1)]


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
    grids = list(grids)
    classes = {}
    for grid, form in zip(grids, canonical_forms(grids, board, group, relabelled)):
        classes.setdefault(form, []).append(grid)
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
