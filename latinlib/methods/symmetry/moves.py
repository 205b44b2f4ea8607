"""Moves: a cell permutation with a renaming of symbols, and the named moves of Sudoku boards and of the torus."""
from dataclasses import dataclass

import numpy as np

from ...core.board import box_shape
from ...core.errors import PuzzleError, cell_name
from ...core.puzzle import Puzzle
from ...solving import Solution


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
        colours = thing.colours and move_grid(geometric_only(move), thing.colours)
        return Solution(apply(move, thing.puzzle), thing.status, thing.grid and move_grid(move, thing.grid), colours,
                        method=thing.method)
    if isinstance(thing, Puzzle):
        if thing.cages:
            raise PuzzleError("moving cages is not supported; symmetries apply to puzzles without cages")
        colours = None if thing.colours is None else move_grid(geometric_only(move), thing.colours)
        return Puzzle(thing.board, move_grid(move, thing.givens), colours=colours, name=thing.name)
    return move_grid(move, thing)



def geometric_only(move):
    """The same cell movement without the renaming."""
    return Transform(move.shape, move.source, tuple(range(len(move.labels))), move.name)


# The eight symmetries of a square grid as matrices acting on (i, j); with a shift they act on the torus Z_n^2.
SQUARE_MAPS = {
    "identity": ((1, 0), (0, 1)),
    "quarter turn": ((0, 1), (-1, 0)),
    "half turn": ((-1, 0), (0, -1)),
    "three quarter turns": ((0, -1), (1, 0)),
    "mirror (i, j) -> (-i, j)": ((-1, 0), (0, 1)),
    "mirror (i, j) -> (i, -j)": ((1, 0), (0, -1)),
    "transpose": ((0, 1), (1, 0)),
    "anti-transpose": ((0, -1), (-1, 0)),
}


def affine(board, linear="identity", shift=(0, 0)):
    """The torus move that sends the symbol of cell (i, j) to A(i, j) + shift (mod n); A is a SQUARE_MAPS name.

    The quarter turn is rho(i, j) = (j, -i) of seeds/003, about cell (0, 0).
    """
    rows, cols = board.shape
    if rows != cols or linear not in SQUARE_MAPS:
        raise PuzzleError(f"affine moves need a square frame and one of {', '.join(SQUARE_MAPS)}; got {linear!r} on {rows}x{cols}")
    (a, b), (c, d) = SQUARE_MAPS[linear]
    n, source = rows, [0] * (rows * cols)
    for i in range(n):
        for j in range(n):
            source[((a * i + b * j + shift[0]) % n) * n + (c * i + d * j + shift[1]) % n] = i * n + j
    name = linear if tuple(shift) == (0, 0) else f"{linear}, shift by {tuple(shift)}".replace("identity, shift", "shift")
    return Transform(board.shape, tuple(source), tuple(range(board.n + 1)), name)


def image_of_cells(move):
    """Where each frame position's symbol goes: image[k] is the position that receives position k's symbol."""
    image = [0] * len(move.source)
    for new, old in enumerate(move.source):
        image[old] = new
    return image
