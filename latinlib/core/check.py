"""An independent checker: lists every broken rule of a filled grid, without calling a solver."""
from collections import Counter
from dataclasses import dataclass

from .errors import cell_name
from .puzzle import as_puzzle
from .validate import describe, is_whole


@dataclass(frozen=True)
class Violation:
    """One broken rule: its kind, the cells involved and a sentence naming them."""

    rule: str
    cells: tuple
    message: str

    def __str__(self):
        return self.message


def check(puzzle, grid, colours=None):
    """Every violation of ``grid`` (a Solution or rows of ints) against ``puzzle`` (or a blank Board); [] when valid.

    A grid of the wrong shape, or holding something other than whole numbers, gives one violation and no more.
    """
    puzzle = as_puzzle(puzzle)
    if hasattr(grid, "grid"):
        colours = grid.colours if colours is None else colours
        grid = grid.grid
    board = puzzle.board
    shape = check_shape(board, grid, "grid")
    if shape:
        return shape
    found = check_layer(puzzle, grid, puzzle.givens, "digit" if puzzle.is_two_layer else "symbol") + check_cages(puzzle, grid)
    if puzzle.is_two_layer:
        shape = check_shape(board, colours, "colour grid")
        if shape:
            return found + shape
        found += check_layer(puzzle, colours, puzzle.colours, "colour") + check_pairs(board, grid, colours)
    return found


def check_shape(board, grid, what):
    """A violation when the grid is missing or not rows x cols."""
    if grid is None:
        return [Violation("shape", (), f"no {what} to check")]
    try:
        ok = len(grid) == board.rows and all(len(row) == board.cols for row in grid)
    except TypeError:
        ok = False
    if not ok or isinstance(grid, str) or any(isinstance(row, str) for row in grid):
        return [Violation("shape", (), f"the {what} must be {board.rows}x{board.cols} (rows of whole numbers)")]
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if not is_whole(value):
                return [Violation("type", ((r, c),), f"{cell_name((r, c))} holds {describe(value)}, not a whole number")]
    return []


def check_layer(puzzle, grid, givens, layer):
    """Blank or out-of-range cells, changed givens, and groups that do not hold the multiset."""
    board = puzzle.board
    allowed = set(board.values)
    found = []
    for r, c in board.cells:
        value, given = grid[r][c], givens[r][c]
        if not value:
            found.append(Violation("blank", ((r, c),), f"{cell_name((r, c))} has no {layer}"))
        elif value not in allowed:
            found.append(Violation("range", ((r, c),), f"{cell_name((r, c))}: {layer} {value} is not one of the symbols {min(allowed)}..{max(allowed)}"))
        if given and value != given:
            found.append(Violation("given", ((r, c),), f"{cell_name((r, c))} was given {layer} {given} but holds {value}"))
    for name, group in zip(board.group_names, board.groups):
        found += check_group(name, group, grid, board.symbols, layer)
    return found


def check_group(name, group, grid, symbols, layer):
    """Violations for one group: symbols repeated too often (naming the cells) and symbols missing."""
    held = Counter(grid[r][c] for r, c in group if grid[r][c])
    need = Counter(symbols)
    found = []
    for value, times in sorted(held.items()):
        if times > need[value]:
            cells = tuple(cell for cell in group if grid[cell[0]][cell[1]] == value)
            where = ", ".join(cell_name(c) for c in cells)
            found.append(Violation("repeat", cells, f"{name} holds {layer} {value} {times} times ({where}); allowed {need[value]}"))
    missing = sorted((need - held).elements())
    if missing and all(grid[r][c] for r, c in group):
        found.append(Violation("missing", tuple(group), f"{name} is missing {layer}(s) {missing}"))
    return found


def check_cages(puzzle, grid):
    """Cages whose filled sum is not one of the allowed sums, and repeated digits in a cage whose digits must differ."""
    found = []
    for cage in puzzle.cages:
        values = [grid[r][c] for r, c in cage.cells]
        if cage.distinct:
            found += cage_repeats(cage, grid)
        if all(values) and cage.has_total and sum(values) not in cage.sums:
            allowed = "{" + ", ".join(map(str, sorted(cage.sums))) + "}"
            found.append(Violation("cage", cage.cells, f"{cage.label} sums to {sum(values)}, not one of {allowed}"))
    return found


def cage_repeats(cage, grid):
    """Violations for digits held twice or more in a cage with the no-repeat rule, naming the cells."""
    held = {}
    for r, c in cage.cells:
        if grid[r][c]:
            held.setdefault(grid[r][c], []).append((r, c))
    return [Violation("cage repeat", tuple(cells), f"{cage.label} holds digit {value} {len(cells)} times "
                      f"({', '.join(cell_name(c) for c in cells)}); its digits must all differ")
            for value, cells in sorted(held.items()) if len(cells) > 1]


def check_pairs(board, digits, colours):
    """(digit, colour) pairs that occur more than once."""
    seen = {}
    for r, c in board.cells:
        if digits[r][c] and colours[r][c]:
            seen.setdefault((digits[r][c], colours[r][c]), []).append((r, c))
    found = []
    for pair, cells in sorted(seen.items()):
        if len(cells) > 1:
            where = ", ".join(cell_name(c) for c in cells)
            found.append(Violation("pair", tuple(cells), f"the pair (digit {pair[0]}, colour {pair[1]}) appears {len(cells)} times ({where})"))
    return found
