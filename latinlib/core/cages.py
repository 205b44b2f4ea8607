"""Cages: connected sets of cells whose sum must lie in an allowed set (Squares Sudoku, Killer Sudoku)."""
from dataclasses import dataclass

from .arithmetic import cage_tuples
from .board import is_connected
from .cagesums import SETTINGS as SUMS_SETTINGS, add_sum_encoding
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


ENCODINGS = ("sums", "domain", "onehot", "table")

# CP-SAT parameters measured to suit an encoding (see cagesums.py).
SOLVER_SETTINGS = {"sums": SUMS_SETTINGS}


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


def add_cage_constraints(model, cell_vars, cages, board, encoding="sums"):
    """Constrain each cage sum to its allowed set: 'sums' (default), 'domain', 'onehot' (the seed's) or 'table'.

    'sums' gives each cage a sum variable and restates every house as a sum of
    cages and cage parts (cagesums.py).
    'domain' is one linear expression in a domain. 'onehot' adds one Boolean per
    allowed sum, exactly one true, each enforcing sum == target; the targets
    differ, so the cells determine the Booleans and solution counts are unchanged.
    'table' lists the allowed digit tuples of each cage (no auxiliary variables).
    The ``board`` says which cage cells share a group, and holds the houses.
    """
    if encoding not in ENCODINGS:
        raise PuzzleError(f"unknown cage encoding {encoding!r}; choose one of {', '.join(ENCODINGS)}")
    if encoding == "sums":
        add_sum_encoding(model, cell_vars, cages, board)
        return
    add = {"domain": add_domain_sum, "onehot": add_onehot_sum, "table": add_table_sum}[encoding]
    for cage in cages:
        add(model, [cell_vars[c] for c in cage.cells], cage, board)


def add_domain_sum(model, cells, cage, board=None):
    """sum in {allowed sums}, as CP-SAT's native linear expression in a domain."""
    from ortools.sat.python import cp_model

    model.add_linear_expression_in_domain(sum(cells), cp_model.Domain.from_values(sorted(cage.sums)))


def add_onehot_sum(model, cells, cage, board=None):
    """One Boolean per allowed sum, exactly one true, each reifying sum == that target."""
    row, col = cage.anchor
    selectors = []
    for target in sorted(cage.sums):
        chosen = model.new_bool_var(f"cage_r{row + 1}c{col + 1}=={target}")
        model.add(sum(cells) == target).only_enforce_if(chosen)
        selectors.append(chosen)
    model.add_exactly_one(selectors)


def add_table_sum(model, cells, cage, board):
    """The cage's cells take one of the digit tuples with an allowed sum that no shared group forbids."""
    model.add_allowed_assignments(cells, cage_tuples(board, cage.cells, cage.sums))
