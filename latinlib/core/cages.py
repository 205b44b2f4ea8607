"""Cages: connected sets of cells whose sum must lie in an allowed set (Squares Sudoku, Killer Sudoku).

Two rules vary between published rule sets, and a cage carries both:

* ``distinct``: no digit repeats within the cage. The standard Killer Sudoku rule
  (``ll.killer_sudoku`` sets it); a Squares Sudoku (seeds/001) leaves it off, so
  there only the rows, columns and boxes forbid repeats.
* ``diagonal``: the cells may join at corners, not only through shared edges
  (some published Killers have such cages).

A cage with no total (``sums=None``; its ``sums`` are then empty) only says its
digits differ, so it must be ``distinct``.

>>> cage = make_cage([(0, 0), (0, 1)], 3, distinct=True)
>>> cage.label, sorted(cage.sums), cage.has_total
('cage at r1c1', [3], True)
"""
from dataclasses import dataclass

from .board import is_connected
from .errors import PuzzleError, cell_name
from .validate import MAX_SUM, cells_of, describe, flag, is_whole, whole_number

# At most this many allowed sums per cage (a sum beyond the largest reachable one is never needed).
MAX_SUMS = 100_000


@dataclass(frozen=True)
class Cage:
    """A connected set of cells, the sums it may take (empty: no total), and whether its digits must differ."""

    cells: tuple
    sums: frozenset
    distinct: bool = False
    diagonal: bool = False

    def __post_init__(self):
        cells = cells_of(self.cells, "a cage")
        label = f"cage at {cell_name(min(cells))}" if cells else "a cage"
        object.__setattr__(self, "cells", tuple(sorted(cells)))
        object.__setattr__(self, "sums", frozenset(check_sums(self.sums, label, empty_ok=True)))
        object.__setattr__(self, "distinct", flag(self.distinct, f"{label}: distinct"))
        object.__setattr__(self, "diagonal", flag(self.diagonal, f"{label}: diagonal"))

    @property
    def anchor(self):
        """The top-left cell, where a sum label is drawn and by which the cage is named."""
        return self.cells[0]

    @property
    def label(self):
        """How error messages name the cage."""
        return f"cage at {cell_name(self.anchor)}"

    @property
    def has_total(self):
        """False for a cage that only forbids repeats (no sum is given)."""
        return bool(self.sums)


def check_sums(sums, label, empty_ok=False):
    """The allowed sums as a list of whole numbers in 1..MAX_SUM: an int, a collection of ints, or None (no total).

    An empty collection also means "no total" inside a Cage (how one is stored);
    given to make_cage it is refused, since there it is more likely a slip.
    """
    if sums is None:
        return []
    if is_whole(sums):
        sums = (sums,)
    elif isinstance(sums, (str, bytes, dict)) or not hasattr(sums, "__iter__"):
        raise PuzzleError(f"{label}: the allowed sums must be a whole number or a list of them, got {describe(sums)}")
    elif hasattr(sums, "__len__") and len(sums) > MAX_SUMS:
        raise PuzzleError(f"{label}: {len(sums):,} allowed sums is more than the {MAX_SUMS:,} latinlib accepts")
    values = [whole_number(s, f"{label}: a sum", 1, MAX_SUM) for s in sums]
    if not values and not empty_ok:
        raise PuzzleError(f"{label}: the set of allowed sums is empty (give sums=None for a cage with no total)")
    return values


def make_cage(cells, sums, distinct=False, diagonal=False):
    """A Cage from cells and an int, a collection of allowed sums, or None for no total.

    ``distinct=True`` forbids a repeated digit within the cage (Killer rule);
    ``diagonal=True`` lets its cells join at corners.
    """
    cells = cells_of(cells, "a cage")
    label = f"cage at {cell_name(min(cells))}" if cells else "a cage"
    return Cage(tuple(cells), check_sums(sums, label), distinct, diagonal)


def cage_of(item):
    """A Cage from a Cage, a (cells, sums) pair or a (cells, sums, distinct) triple; PuzzleError otherwise."""
    if isinstance(item, Cage):
        return item
    if isinstance(item, (str, bytes, dict)) or not isinstance(item, (tuple, list)) or len(item) not in (2, 3):
        raise PuzzleError(f"a cage must be a Cage or a (cells, sums) pair, got {describe(item)}")
    if len(item) == 2 and all(isinstance(x, (tuple, list)) and len(x) == 2 and all(map(is_whole, x)) for x in item):
        raise PuzzleError(f"a cage must be a Cage or a (cells, sums) pair, got {item!r}: a list of cells with no sum")
    return make_cage(*item)


def is_joined(cells, diagonal):
    """True when the cells form one piece through shared edges (or corners too, when ``diagonal``)."""
    if not diagonal:
        return is_connected(cells)
    cells, seen = set(cells), set()
    stack = [min(cells)]
    while stack:
        r, c = stack.pop()
        if (r, c) in seen:
            continue
        seen.add((r, c))
        stack += [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (r + dr, c + dc) in cells]
    return seen == cells


def validate_cages(board, cages):
    """Raise PuzzleError for a cage that is empty, off the board, disconnected, sumless or overlapping."""
    on_board = set(board.cells)
    owner = {}
    for cage in cages:
        if not isinstance(cage, Cage):
            raise PuzzleError(f"expected a Cage, got {describe(cage)}")
        if not cage.cells:
            raise PuzzleError("a cage must have at least one cell")
        off = [c for c in cage.cells if c not in on_board]
        if off:
            raise PuzzleError(f"{cage.label}: {cell_name(off[0])} is outside the board")
        if not cage.sums and not cage.distinct:
            raise PuzzleError(f"{cage.label} has no total and allows repeated digits, so it says nothing: "
                              "give it a total or distinct=True")
        if not is_joined(cage.cells, cage.diagonal):
            how = "shared edges or corners" if cage.diagonal else "shared edges (diagonal=True allows corners)"
            raise PuzzleError(f"{cage.label} is not connected: its cells must join up through {how}")
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
