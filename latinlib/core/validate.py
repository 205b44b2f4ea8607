"""The input contract at the public boundary: whole numbers, cells, grids and sizes, checked once.

Every constructor (boards, puzzles, cages, JSON) passes what a caller gave through
these checks, so the code behind them can trust its inputs. A value of the wrong
type is refused, never converted: 1.5, True, '3' and float('inf') are not whole
numbers, and a 3-tuple is not a cell. Each refusal is a PuzzleError that names
the thing (a cell, a cage, a field) and the rule.

Sizes and values are bounded here too, before anything is allocated or modelled:
a board's frame holds at most MAX_CELLS cells (so ``ll.sudoku(10**6, 10**6)`` is
refused at once), a symbol is at most MAX_SYMBOL and a cage total at most
MAX_SUM, so every number the CP-SAT model derives from them (a pair code
digit x n + colour, a cage's sum) stays far inside its 64-bit integers.

>>> whole_number(3, "a sum")
3
>>> whole_number(True, "a sum")
Traceback (most recent call last):
...
latinlib.core.errors.PuzzleError: a sum must be a whole number, got True (bool)
>>> cell_of([2, 3], "a cage cell")
(2, 3)
"""
import numbers
from collections.abc import Iterable

from .errors import PuzzleError, cell_name

# The largest frame a board may have: 40,000 cells (200 x 200). Building a board is
# quadratic Python work in its side; the solver has a tighter budget of its own
# (latinlib.engines.limits), checked before a model is built.
MAX_CELLS = 40_000

# Cage sums are bounded so that CP-SAT's 64-bit arithmetic can never overflow.
MAX_SUM = 10**9

# Symbols (and so colours) are 1..MAX_SYMBOL: a pair code of two layers stays below MAX_SYMBOL**2 = 10**12, and a
# cage of MAX_CELLS cells sums to at most 4 x 10**10, far inside CP-SAT's 2**62.
MAX_SYMBOL = 10**6

# Blanks in text, and the characters of the lines that draw box rules (both are ignored as symbols).
BLANK_CHARS = (".", "_", "0")
RULE_CHARS = frozenset("-+=|")


def describe(value):
    """A short description of a value for an error message: its repr (cut) and its type."""
    text = repr(value)
    text = text if len(text) <= 40 else text[:37] + "..."
    return f"{text} ({type(value).__name__})"


def is_whole(value):
    """True for an int (or a numpy integer), never for a bool, a float or a string."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool) and type(value).__name__ != "bool_"


def whole_number(value, what, low=None, high=None):
    """``value`` as an int, or a PuzzleError naming ``what`` unless it is a whole number in [low, high]."""
    if type(value) is int and (low is None or value >= low) and (high is None or value <= high):
        return value
    if not is_whole(value):
        raise PuzzleError(f"{what} must be a whole number, got {describe(value)}")
    value = int(value)
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"at least {low}" if high is None else f"from {low} to {high:,}" if low is not None else f"at most {high:,}"
        raise PuzzleError(f"{what} must be {bounds}, got {value}")
    return value


def sequence_of(value, what):
    """``value`` as a list when it is a list-like collection (not a string, a dict or a number)."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise PuzzleError(f"{what} must be a list, got {describe(value)}")
    return list(value)


def cell_of(value, what):
    """A (row, col) pair of whole numbers, as a tuple; PuzzleError for a 3-tuple, strings, floats ..."""
    if type(value) is tuple and len(value) == 2 and type(value[0]) is int and type(value[1]) is int:
        return value  # the common case, kept fast: boards check every cell of every group
    items = sequence_of(value, what)
    if len(items) != 2 or not all(is_whole(x) for x in items):
        raise PuzzleError(f"{what} must be a (row, col) pair of whole numbers, got {describe(value)}")
    return (int(items[0]), int(items[1]))


def cells_of(values, what):
    """A list of cells, each checked by ``cell_of``; a cell listed twice is refused, naming it."""
    cells = [cell_of(c, f"each cell of {what}") for c in sequence_of(values, f"the cells of {what}")]
    seen = set()
    for cell in cells:
        if cell in seen:
            raise PuzzleError(f"{what} lists {cell_name(cell)} twice: a cell belongs to it once")
        seen.add(cell)
    return cells


def frame(rows, cols, what="a board"):
    """(rows, cols) checked to be positive whole numbers whose product is at most MAX_CELLS."""
    rows = whole_number(rows, f"the number of rows of {what}", 1)
    cols = whole_number(cols, f"the number of columns of {what}", 1)
    if rows * cols > MAX_CELLS:
        raise PuzzleError(f"{what} is too large: {rows:,} x {cols:,} = {rows * cols:,} cells; latinlib handles at most "
                          f"{MAX_CELLS:,} cells (latinlib.core.validate.MAX_CELLS)")
    return rows, cols


def square_order(n, what):
    """An order n >= 1 whose n x n frame fits MAX_CELLS, checked before any cell is made."""
    n = whole_number(n, what, 1)
    frame(n, n, f"{what} = {n:,}")
    return n


def grid_rows(grid, rows, cols, what):
    """The rows of a grid as lists, checked to be ``rows`` lists of ``cols`` items (a value check comes after)."""
    lines = sequence_of(grid, f"the {what} grid")
    lines = [sequence_of(line, f"row {r + 1} of the {what} grid") for r, line in enumerate(lines)]
    if len(lines) != rows or any(len(line) != cols for line in lines):
        shape = f"{len(lines)} rows of lengths {sorted({len(line) for line in lines})}"
        raise PuzzleError(f"{what} grid must be {rows}x{cols}, got {shape}")
    return lines


def grid_values(grid, rows, cols, what):
    """A rows x cols grid of whole numbers as a tuple of tuples; the first bad value is named by its cell."""
    lines = grid_rows(grid, rows, cols, what)
    for r, line in enumerate(lines):
        for c, value in enumerate(line):
            if not is_whole(value):
                raise PuzzleError(f"{cell_name((r, c))}: {what} {describe(value)} is not a whole number")
    return tuple(tuple(int(v) for v in line) for line in lines)


def text_of(value, what):
    """``value`` when it is a string, else a PuzzleError naming ``what``."""
    if not isinstance(value, str):
        raise PuzzleError(f"{what} must be a string, got {describe(value)}")
    return value


def symbols_of(symbols):
    """A symbol multiset as a tuple of ints from 1 to MAX_SYMBOL, at most MAX_CELLS of them (a group holds them all)."""
    items = tuple(symbols) if isinstance(symbols, range) else tuple(sequence_of(symbols, "the symbols"))
    if not items or len(items) > MAX_CELLS:
        raise PuzzleError(f"the symbols must be from 1 to {MAX_CELLS:,} whole numbers (one per cell of a group), "
                          f"got {len(items):,}")
    for k, value in enumerate(items):
        if not is_whole(value) or not 1 <= value <= MAX_SYMBOL:
            raise PuzzleError(f"symbols must be positive integers from 1 to {MAX_SYMBOL:,} "
                              f"(latinlib.core.validate.MAX_SYMBOL); symbol {k + 1} is {describe(value)}")
    return tuple(int(s) for s in items)


def labels_of(labels):
    """Labels as a tuple of distinct texts that a line of text can hold: no spaces, no '|', not only ruling characters.

    A label may be a blank character ('0' as the first of sixteen hex digits): on its board it reads as the
    symbol, so at most two of '.', '_' and '0' may be labels, leaving one to write a blank.
    """
    labels = tuple(text_of(x, "each label") for x in sequence_of(labels, "the labels"))
    for label in labels:
        if not label or any(ch.isspace() for ch in label) or "|" in label or set(label) <= RULE_CHARS:
            raise PuzzleError(f"the label {label!r} cannot be written in a line of text: a label is one or more "
                              "characters, with no space and no '|', not only '-', '+' and '='")
    if len(set(labels)) != len(labels):
        raise PuzzleError(f"the labels {labels!r} repeat one: each symbol needs its own label")
    if set(BLANK_CHARS) <= set(labels):
        raise PuzzleError(f"the labels take all the blank characters {', '.join(map(repr, BLANK_CHARS))}: "
                          "leave one of them free to write a blank cell")
    return labels


def flag(value, what):
    """``value`` when it is True or False (not 1, not 'yes')."""
    if not isinstance(value, bool):
        raise PuzzleError(f"{what} must be True or False, got {describe(value)}")
    return value
