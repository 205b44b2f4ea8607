"""Cages: connected sets of cells whose sum must lie in an allowed set (Squares Sudoku, Killer Sudoku)."""
from dataclasses import dataclass

from .board import is_connected
from .errors import PuzzleError, cell_name


@dataclass(frozen=True)
class Cage:
    """A connected set of cells and the sums it may take."""

    cells: tuple
    sums: frozenset

    def __post_init__(self):
        object.__setattr__(self, "cells", tuple(sorted(map(tuple, self.cells))))
        object.__setattr__(self, "sums", frozenset(self.sums))

    @property
    def anchor(self):
        """The top-left cell, where a sum label is drawn and by which the cage is named."""
        return self.cells[0]

    @property
    def label(self):
        """How error messages name the cage."""
        return f"cage at {cell_name(self.anchor)}"


def make_cage(cells, sums):
    """A Cage from cells and an int or a collection of allowed sums."""
    sums = (sums,) if isinstance(sums, int) else tuple(sums)
    return Cage(tuple(cells), frozenset(sums))


def validate_cages(board, cages):
    """Raise PuzzleError for a cage that is empty, off the board, disconnected, sumless or overlapping."""
    on_board = set(board.cells)
    owner = {}
    for cage in cages:
        if not cage.cells:
            raise PuzzleError("a cage must have at least one cell")
        off = [c for c in cage.cells if c not in on_board]
        if off:
            raise PuzzleError(f"{cage.label}: {cell_name(off[0])} is outside the board")
        if not cage.sums:
            raise PuzzleError(f"{cage.label}: the set of allowed sums is empty")
        if not is_connected(cage.cells):
            raise PuzzleError(f"{cage.label} is not connected: its cells must join up through shared edges")
        for cell in cage.cells:
            if cell in owner:
                raise PuzzleError(f"{cage.label} overlaps {owner[cell].label} at {cell_name(cell)}")
            owner[cell] = cage


def uncaged_cells(board, cages):
    """Cells of the board that no cage covers (empty when the cages partition the board)."""
    covered = {c for cage in cages for c in cage.cells}
    return [c for c in board.cells if c not in covered]


def is_partition(board, cages):
    """True when the cages cover every cell of the board (overlaps are caught by validate_cages)."""
    return not uncaged_cells(board, cages)


def require_partition(board, cages):
    """Raise PuzzleError naming the first cell that no cage covers."""
    missing = uncaged_cells(board, cages)
    if missing:
        more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
        raise PuzzleError(
            f"{cell_name(missing[0])}{more} lies in no cage: the cages of a Squares Sudoku must "
            "partition the grid (pass partial=True while editing)"
        )
