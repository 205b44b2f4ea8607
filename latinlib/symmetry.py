"""Symmetries of boards: moves that send every solution to a solution, canonical forms, orbits.

A ``Transform`` moves symbols between cells (``source[i]`` is the frame position
whose symbol lands in position i, row-major) and renames them (``labels``). For a
Sudoku with box_rows x box_cols boxes the geometric moves are: rows permuted
within a band, bands permuted, columns within a stack, stacks permuted, and for
square boxes the transpose; rotations and mirror images are products of those.
Any renaming of the symbols is a symmetry of every Latin board.

The canonical form of a grid is the smallest (row-major, lexicographic) grid in
its orbit; two grids are *essentially different* when their canonical forms differ.

>>> import latinlib as ll
>>> board = ll.sudoku(2, 2)
>>> grids = [s.grid for s in ll.solutions(board)]
>>> len(grids), len({ll.canonical_form(g, board) for g in grids})
(288, 2)
"""
import itertools
import random
from dataclasses import dataclass

import numpy as np

from .errors import PuzzleError, cell_name
from .puzzle import Puzzle
from .solve import Solution

MAX_GROUP = 200_000


@dataclass(frozen=True)
class Transform:
    """A cell permutation of a rows x cols frame plus a renaming of symbols (labels[v] is the new name of v)."""

    shape: tuple
    source: tuple
    labels: tuple
    name: str = ""

    def __call__(self, thing):
        return apply(self, thing)

    def then(self, other):
        """This move followed by ``other``."""
        source = tuple(self.source[k] for k in other.source)
        labels = tuple(other.labels[v] for v in self.labels)
        return Transform(self.shape, source, labels, f"{self.name}, then {other.name}".strip(", "))

    def __repr__(self):
        return f"Transform({self.name or 'unnamed'})"


def identity(board):
    """The move that changes nothing."""
    size = board.rows * board.cols
    return Transform(board.shape, tuple(range(size)), tuple(range(board.n + 1)), "identity")


def geometric(board, row_order, col_order, transpose=False, name=""):
    """New row i is old row row_order[i], new column j old column col_order[j]; then transpose if asked."""
    rows, cols = board.shape
    if transpose and rows != cols:
        raise PuzzleError("only a square frame can be transposed")
    source = []
    for i in range(rows):
        for j in range(cols):
            r, c = (j, i) if transpose else (i, j)
            source.append(row_order[r] * cols + col_order[c])
    return Transform(board.shape, tuple(source), tuple(range(board.n + 1)), name)


def relabel(board, mapping, name=""):
    """Rename symbols: ``mapping`` is a dict {old: new} or a sequence whose k-th entry renames symbol k + 1."""
    if not isinstance(mapping, dict):
        mapping = {k + 1: v for k, v in enumerate(mapping)}
    labels = [0] + [mapping.get(v, v) for v in range(1, board.n + 1)]
    if sorted(labels[1:]) != list(range(1, board.n + 1)):
        raise PuzzleError(f"a relabelling must permute the symbols 1..{board.n}, got {mapping}")
    shown = "".join(map(str, labels[1:])) if board.n <= 9 else " ".join(map(str, labels[1:]))
    return Transform(board.shape, identity(board).source, tuple(labels), name or f"relabel to {shown}")


def box_shape(board):
    """(box_rows, box_cols) when the groups of ``board`` are those of a Sudoku, else None."""
    from .board import sudoku

    n = board.rows
    for box_rows in range(1, n + 1):
        if n % box_rows == 0 and board.shape == (n, n) and board.groups == sudoku(box_rows, n // box_rows).groups:
            return box_rows, n // box_rows
    return None


def line_order(rng, size, block):
    """A random order of ``size`` lines that keeps blocks of ``block`` lines together (bands, stacks)."""
    blocks = list(range(size // block))
    rng.shuffle(blocks)
    order = []
    for b in blocks:
        inside = list(range(b * block, (b + 1) * block))
        rng.shuffle(inside)
        order += inside
    return order


def band_orders(n, size):
    """Every order of n lines that keeps bands of ``size`` consecutive lines together."""
    bands = [list(range(b * size, (b + 1) * size)) for b in range(n // size)]
    for band_order in itertools.permutations(bands):
        for inner in itertools.product(*(itertools.permutations(band) for band in band_order)):
            yield tuple(x for band in inner for x in band)


def check_index(a, b, count, what):
    """PuzzleError unless a and b are 0-based indices of ``count`` lines (rows, bands, ...)."""
    for k in (a, b):
        if not isinstance(k, int) or not 0 <= k < count:
            raise PuzzleError(f"{what} index {k!r} is out of range: the board has {count} {what}s, numbered 0..{count - 1}")


def swapped(length, a, b, size=1):
    """The order 0..length-1 with the blocks of ``size`` starting at a*size and b*size exchanged."""
    order = list(range(length))
    for k in range(size):
        order[a * size + k], order[b * size + k] = b * size + k, a * size + k
    return order


def swap_rows(board, a, b):
    """Swap rows a and b (0-based); for a Sudoku they must lie in the same band."""
    check_index(a, b, board.rows, "row")
    move = geometric(board, swapped(board.rows, a, b), range(board.cols), name=f"swap rows {a + 1} and {b + 1}")
    return checked(board, move)


def swap_columns(board, a, b):
    """Swap columns a and b (0-based); for a Sudoku they must lie in the same stack."""
    check_index(a, b, board.cols, "column")
    move = geometric(board, range(board.rows), swapped(board.cols, a, b), name=f"swap columns {a + 1} and {b + 1}")
    return checked(board, move)


def swap_bands(board, a, b):
    """Swap bands a and b (0-based) of a Sudoku: each band is box_rows rows."""
    size = sudoku_shape(board)[0]
    check_index(a, b, board.rows // size, "band")
    return geometric(board, swapped(board.rows, a, b, size), range(board.cols), name=f"swap bands {a + 1} and {b + 1}")


def swap_stacks(board, a, b):
    """Swap stacks a and b (0-based) of a Sudoku: each stack is box_cols columns."""
    size = sudoku_shape(board)[1]
    check_index(a, b, board.cols // size, "stack")
    return geometric(board, range(board.rows), swapped(board.cols, a, b, size), name=f"swap stacks {a + 1} and {b + 1}")


def transpose(board):
    """Reflect in the main diagonal (a symmetry of Sudoku with square boxes)."""
    return checked(board, geometric(board, range(board.rows), range(board.cols), True, "transpose"))


def rotate(board, quarter_turns=1):
    """Rotate clockwise by quarter turns; odd turns need square boxes, a half turn suits every Sudoku."""
    rows, cols = board.shape
    move = identity(board)
    if quarter_turns % 4 >= 2:
        move = move.then(geometric(board, range(rows - 1, -1, -1), range(cols - 1, -1, -1), name="half turn"))
    if quarter_turns % 2:
        move = move.then(geometric(board, range(rows - 1, -1, -1), range(cols), True, "quarter turn"))
    name = {0: "identity", 1: "quarter turn", 2: "half turn", 3: "three quarter turns"}[quarter_turns % 4]
    return checked(board, Transform(move.shape, move.source, move.labels, name))


def sudoku_shape(board):
    """box_shape or a PuzzleError when the board is not a standard Sudoku."""
    shape = box_shape(board)
    if shape is None:
        raise PuzzleError(f"{board.name} is not a standard Sudoku board, so bands and stacks are undefined")
    return shape


def is_symmetry(board, move):
    """True when ``move`` sends cells to cells and every group onto a group (so solutions to solutions)."""
    cols = board.cols
    on = {r * cols + c for r, c in board.cells}
    if {move.source[k] for k in on} != on:
        return False
    groups = {frozenset(r * cols + c for r, c in g) for g in board.groups}
    return all(frozenset(move.source[k] for k in g) in groups for g in groups)


def checked(board, move):
    """``move`` itself, or a PuzzleError when it is not a symmetry of ``board``."""
    if not is_symmetry(board, move):
        raise PuzzleError(f"{move.name} is not a symmetry of {board.name}: it breaks some row, column or box")
    return move


def sudoku_group(board):
    """Every geometric symmetry of a Sudoku board listed once (relabelling apart).

    Order (box_rows!^(n/box_rows) (n/box_rows)!) x (box_cols!^(n/box_cols) (n/box_cols)!),
    doubled by the transpose when the boxes are square: 128 for 4x4, 3,456 for 6x6.
    """
    box_rows, box_cols = sudoku_shape(board)
    n = board.n
    flips = (False, True) if box_rows == box_cols else (False,)
    rows, cols = list(band_orders(n, box_rows)), list(band_orders(n, box_cols))
    if len(rows) * len(cols) * len(flips) > MAX_GROUP:
        raise PuzzleError(f"the symmetry group of {board.name} has {len(rows) * len(cols) * len(flips):,} moves: too many to list")
    return [geometric(board, r, c, t) for t in flips for r in rows for c in cols]


def group_order(board):
    """The number of geometric symmetries sudoku_group would list, without listing them."""
    from math import factorial

    box_rows, box_cols = sudoku_shape(board)
    n = board.n

    def lines(size):
        return factorial(size) ** (n // size) * factorial(n // size)

    return lines(box_rows) * lines(box_cols) * (2 if box_rows == box_cols else 1)


def random_symmetry(board, seed=0, relabelled=True):
    """A random Sudoku symmetry (with a random renaming when ``relabelled``), reproducible by seed."""
    rng = random.Random(seed)
    box_rows, box_cols = sudoku_shape(board)
    n = board.n
    move = geometric(board, line_order(rng, n, box_rows), line_order(rng, n, box_cols), box_rows == box_cols and rng.random() < 0.5, "random symmetry")
    if relabelled:
        names = list(range(1, n + 1))
        rng.shuffle(names)
        move = move.then(relabel(board, names))
    return Transform(move.shape, move.source, move.labels, f"random symmetry (seed {seed})")


def check_grid(grid, shape, n):
    """PuzzleError unless ``grid`` is a rows x cols grid of values 0..n (the frame a move or form expects)."""
    rows, cols = shape
    if len(grid) != rows or any(len(row) != cols for row in grid):
        raise PuzzleError(f"the grid must be {rows}x{cols} for this board or move, got {len(grid)} rows of lengths {sorted({len(r) for r in grid})}")
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if not isinstance(value, (int, np.integer)) or not 0 <= value <= n:
                raise PuzzleError(f"{cell_name((r, c))}: {value!r} is not a symbol 1..{n} or 0 (blank)")


def move_grid(move, grid):
    """The grid after the move (a list of lists); PuzzleError when it does not fit the move's frame."""
    rows, cols = move.shape
    check_grid(grid, move.shape, len(move.labels) - 1)
    flat = [v for row in grid for v in row]
    moved = [move.labels[flat[k]] for k in move.source]
    return [moved[r * cols:(r + 1) * cols] for r in range(rows)]


def apply(move, thing):
    """The move applied to a grid (list of lists), a Puzzle (givens and colour givens) or a Solution."""
    if isinstance(thing, Solution):
        return Solution(apply(move, thing.puzzle), thing.status, move_grid(move, thing.grid) if thing.grid else None)
    if isinstance(thing, Puzzle):
        if thing.cages:
            raise PuzzleError("moving cages is not supported; symmetries apply to puzzles without cages")
        colours = None if thing.colours is None else move_grid(geometric_only(move), thing.colours)
        return Puzzle(thing.board, move_grid(move, thing.givens), colours=colours, name=thing.name)
    return move_grid(move, thing)


def geometric_only(move):
    """The same cell movement without the renaming."""
    return Transform(move.shape, move.source, tuple(range(len(move.labels))), move.name)


def canonical_form(thing, board=None, group=None, relabelled=True):
    """The smallest grid in the orbit of a grid, Puzzle or Solution, as a tuple of row tuples.

    ``group`` is a list of geometric Transforms (default: sudoku_group of the board);
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


_SOURCES = {}


def sources_of(board, group):
    """The group's source tables as one int array (cached for the default Sudoku group)."""
    if group is not None:
        return np.asarray([m.source for m in group], dtype=np.int32)
    if board not in _SOURCES:
        _SOURCES[board] = np.asarray([m.source for m in sudoku_group(board)], dtype=np.int32)
    return _SOURCES[board]


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
