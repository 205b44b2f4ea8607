"""Puzzles: a board plus givens, optional cages and an optional second (colour) layer.

A Puzzle is validated when it is made, so a clash among the givens is reported
before any solver runs.
"""
from collections import Counter

from .board import Board, format_multiset
from .cages import cage_of, validate_cages
from .errors import OverfullGroup, PuzzleError, cell_name
from .validate import cells_of, describe, grid_values, sequence_of, text_of


class Puzzle:
    """A board with givens (0 = blank), cages, and optional colour givens for a second layer.

    ``colours`` is None for a one-layer puzzle; a grid (0 = blank) makes the puzzle
    two-layered: digits and colours each satisfy the board, and every
    (digit, colour) pair appears once (a Graeco-Latin square / Suirodoku).
    """

    def __init__(self, board, givens=None, cages=(), colours=None, name="", inscription=()):
        if not isinstance(board, Board):
            raise PuzzleError(f"a Puzzle needs a Board first, got {describe(board)}: e.g. ll.Puzzle(ll.sudoku(), givens)")
        self.board = board
        self.givens = normalise_grid(board, givens, "given")
        self.cages = tuple(cage_of(c) for c in sequence_of(cages, "the cages"))
        self.colours = None if colours is None else normalise_grid(board, colours, "colour")
        self.name = text_of(name, "the puzzle's name") or board.name
        self.inscription = frozenset(cells_of(inscription, "the inscription"))
        validate_layer(board, self.givens, "digit" if colours is not None else "symbol")
        validate_inscription(self)
        if self.colours is not None:
            validate_layer(board, self.colours, "colour")
            validate_pairs(board, self.givens, self.colours)
        validate_cages(board, self.cages)

    @property
    def n(self):
        """The board's largest symbol."""
        return self.board.n

    @property
    def is_two_layer(self):
        """True for a digit + colour puzzle."""
        return self.colours is not None

    def given_cells(self):
        """The cells with a given digit (the first layer) as {(row, col): symbol}; see ``given_colours`` for the second."""
        return {c: self.givens[c[0]][c[1]] for c in self.board.cells if self.givens[c[0]][c[1]]}

    def blanks(self):
        """The cells with no given digit."""
        return [c for c in self.board.cells if not self.givens[c[0]][c[1]]]

    def removable(self):
        """The given cells outside the inscription: the givens a generator may take away."""
        return [c for c in self.given_cells() if c not in self.inscription]

    def without(self, *cells):
        """The same puzzle with the givens at ``cells`` removed (blank).

        >>> import latinlib as ll
        >>> puzzle = ll.parse(ll.sudoku(2, 2), "1... .... .... ...4")
        >>> len(puzzle.without((0, 0)).given_cells())
        1
        """
        givens = [list(row) for row in self.givens]
        for r, c in cells:
            givens[r][c] = 0
        return self.with_givens(givens)

    def with_givens(self, givens, colours=None):
        """The same board, cages and inscription with other givens (and colour givens for two layers)."""
        colours = self.colours if colours is None else colours
        return Puzzle(self.board, givens, self.cages, colours, self.name, self.inscription)

    def __eq__(self, other):
        return isinstance(other, Puzzle) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def _key(self):
        return (self.board, self.givens, self.cages, self.colours, self.inscription)

    def given_colours(self):
        """The cells with a given colour, as {(row, col): colour} ({} for a one-layer puzzle)."""
        if self.colours is None:
            return {}
        return {c: self.colours[c[0]][c[1]] for c in self.board.cells if self.colours[c[0]][c[1]]}

    def __repr__(self):
        extra = f", {len(self.cages)} cages" if self.cages else ""
        extra += f", inscription of {len(self.inscription)} cells" if self.inscription else ""
        if not self.is_two_layer:
            return f"Puzzle({self.name}, {len(self.given_cells())} givens{extra})"
        digits, colours = self.given_cells(), self.given_colours()
        return (f"Puzzle({self.name}, {len(digits.keys() | colours.keys())} cells with a given: "
                f"{len(digits)} digits, {len(colours)} colours{extra})")


def blank_grid(board):
    """A rows x cols grid of zeros."""
    return tuple((0,) * board.cols for _ in range(board.rows))


def normalise_grid(board, grid, what):
    """Turn a grid-like (rows of ints, 0 blank) into a tuple of tuples, checking its shape and types.

    Floats, bools and strings are refused rather than converted (1.5 is no digit; text goes through ll.parse).
    """
    if grid is None:
        return blank_grid(board)
    return grid_values(grid, board.rows, board.cols, what)


def validate_layer(board, grid, layer):
    """Raise PuzzleError for a value out of range, on a non-cell, or repeated too often in a group."""
    allowed = set(board.values)
    on_board = set(board.cells)
    for r in range(board.rows):
        for c in range(board.cols):
            value = grid[r][c]
            if value and (r, c) not in on_board:
                raise PuzzleError(f"{cell_name((r, c))} is not a cell of the board but has {layer} {value}")
            if value and value not in allowed:
                raise PuzzleError(f"{cell_name((r, c))}: {layer} {value} is {not_a_symbol(board)}")
            if value < 0:
                raise PuzzleError(f"{cell_name((r, c))}: {layer} {value} is negative")
    room = Counter(board.symbols)
    for name, group in zip(board.group_names, board.groups):
        seen = {}
        for cell in group:
            value = grid[cell[0]][cell[1]]
            if value:
                seen.setdefault(value, []).append(cell)
        for value, cells in seen.items():
            if len(cells) > room[value]:
                where = " and ".join(cell_name(c) for c in cells)
                hold = "both hold" if len(cells) == 2 else "all hold"
                times = "once" if room[value] == 1 else f"{room[value]} times"
                raise OverfullGroup(f"{where} {hold} {layer} {value} in {name}: each {layer} appears {times} per group")


def not_a_symbol(board):
    """How to say a value is not a symbol: 'outside the symbols 1..n', or not in a multiset with repeats."""
    text = format_multiset(board.symbols)
    return f"outside the symbols {text}" if board.is_latin and ".." in text else f"not in the symbol multiset {text}"


def validate_inscription(puzzle):
    """Raise PuzzleError unless every inscription cell is a cell of the board that holds a given."""
    on_board = set(puzzle.board.cells)
    for cell in sorted(puzzle.inscription):
        if cell not in on_board:
            raise PuzzleError(f"inscription cell {cell} is not a cell of the board")
        if not puzzle.givens[cell[0]][cell[1]]:
            raise PuzzleError(f"{cell_name(cell)} is in the inscription but holds no given: an inscription is always among the givens")


def validate_pairs(board, digits, colours):
    """Raise PuzzleError when two cells are given the same (digit, colour) pair."""
    seen = {}
    for cell in board.cells:
        pair = (digits[cell[0]][cell[1]], colours[cell[0]][cell[1]])
        if all(pair):
            if pair in seen:
                raise PuzzleError(f"{cell_name(seen[pair])} and {cell_name(cell)} both hold the pair {pair}: every (digit, colour) pair appears once")
            seen[pair] = cell


def as_puzzle(thing):
    """A Puzzle from a Puzzle, or a blank Puzzle from a Board; PuzzleError for anything else."""
    if isinstance(thing, Puzzle):
        return thing
    if isinstance(thing, Board):
        return Puzzle(thing)
    raise PuzzleError(f"expected a Board or a Puzzle, got {type(thing).__name__}: parse a grid with ll.parse(board, text) or ll.Puzzle(board, grid)")
