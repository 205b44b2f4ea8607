"""The one error type of latinlib: bad input, named by cell and rule."""


class PuzzleError(ValueError):
    """Raised for malformed boards, puzzles and text; the message names the cell(s) and the rule."""


def cell_name(cell):
    """Human name of a 0-based (row, col) cell, 1-based as players read it: r3c5."""
    row, col = cell
    return f"r{row + 1}c{col + 1}"


class OverfullGroup(PuzzleError):
    """A group holds a symbol more often than its multiset allows: the grid is no partial Latin board."""
