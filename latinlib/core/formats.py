"""Text and JSON formats: 81-character strings, multi-line grids, JSON round trips.

Blanks are written '.', and read from '.', '0' or '_'. A board whose symbols are
each written with one character (digits 1..9, or one-character labels such as the
sixteen "0123456789ABCDEF") is written one character per cell; any other board
(numbers beyond 9, labels of several characters) as words separated by spaces.
Every board survives ``parse(board, to_line(puzzle))`` and ``from_json(to_json(puzzle))``.
"""
import json

from .board import Board
from .cages import Cage
from .errors import PuzzleError, cell_name
from .puzzle import Puzzle
from .validate import BLANK_CHARS, MAX_SYMBOL, RULE_CHARS, describe, sequence_of, text_of

BLANKS = frozenset(BLANK_CHARS)


def is_one_character_per_cell(board):
    """True when every symbol is written as one character: one-character labels, or digits 1..9 on an unlabelled board."""
    return all(len(label) == 1 for label in board.labels) if board.labels else board.n <= 9


def blank_of(board):
    """The character written for a blank: '.', unless a label takes it ('_' or '0' then; a board keeps one free)."""
    return next(ch for ch in BLANK_CHARS if ch not in board.labels)


def tokens_of(board, text):
    """Split text into one token per cell: single characters when every symbol is one, words otherwise."""
    if not isinstance(text, str):
        raise PuzzleError(f"puzzle text must be a string, got {type(text).__name__}")
    lines = [ln for ln in text.splitlines() if not (set(ln.strip()) <= RULE_CHARS | {" "} and ln.strip())]
    body = " ".join(ln.replace("|", " ") for ln in lines)
    if is_one_character_per_cell(board):
        return [ch for ch in body if not ch.isspace()]
    return body.split()


def parse(board, text, colours=None):
    """A Puzzle on ``board`` from text: one token per cell in row-major order, blanks '.', '0', '_'.

    Only ASCII digits and the board's own labels read as symbols ('²' and '①' are unknown characters).
    On a labelled board a label wins over a blank character: with the labels "0123456789ABCDEF", '0' is
    the first symbol and a blank is written '.' or '_'.
    """
    if not isinstance(board, Board):
        raise PuzzleError(f"parse needs a Board first, got {describe(board)}: e.g. ll.parse(ll.sudoku(), text)")
    tokens = tokens_of(board, text)
    cells = board.cells
    if len(tokens) != len(cells):
        raise PuzzleError(f"expected {len(cells)} cells for the {board.rows}x{board.cols} board, got {len(tokens)}")
    grid = [[0] * board.cols for _ in range(board.rows)]
    labels = {board.label(v): v for v in board.values} if board.labels else {}
    for position, (cell, token) in enumerate(zip(cells, tokens)):
        grid[cell[0]][cell[1]] = token_value(token, cell, position, labels)
    colour_grid = None if colours is None else parse(board, colours).givens
    return Puzzle(board, grid, colours=colour_grid)


def token_value(token, cell, position, labels=()):
    """The integer a token stands for (a label reads as its symbol, first), or a PuzzleError naming the cell."""
    if token in labels:
        return labels[token]
    if token in BLANKS:
        return 0
    if token.isascii() and token.isdigit():
        if len(token.lstrip("0")) > len(str(MAX_SYMBOL)):
            raise PuzzleError(f"{token[:12]}... at {cell_name(cell)} (position {position + 1}) is no symbol: "
                              f"symbols go up to {MAX_SYMBOL:,}")
        return int(token)
    raise PuzzleError(f"unknown character {token!r} at {cell_name(cell)} (position {position + 1}); use digits, or '.', '0', '_' for a blank")


def grid_of(thing):
    """The digit grid of a Puzzle, a Solution or a plain grid."""
    if hasattr(thing, "givens"):
        return thing.givens
    if hasattr(thing, "grid"):
        return thing.grid
    return thing


def to_line(thing, board=None):
    """A one-line string: '.' for blanks (see blank_of); words separated by spaces unless every symbol is one character."""
    board = board or getattr(thing, "board", None) or getattr(getattr(thing, "puzzle", None), "board", None)
    grid = grid_of(thing)
    words = [board.label(v) if v else blank_of(board) for v in (grid[r][c] for r, c in board.cells)]
    return ("" if is_one_character_per_cell(board) else " ").join(words)


def to_text(thing, board=None, boxes=True):
    """A multi-line grid, with '|' and '-' rules between boxes when the region map has straight bands."""
    board = board or getattr(thing, "board", None) or getattr(getattr(thing, "puzzle", None), "board", None)
    grid = grid_of(thing)
    width = max(len(board.label(v)) for v in board.values)
    on = set(board.cells)
    col_breaks, row_breaks = band_breaks(board) if boxes else (set(), set())
    lines = []
    for r in range(board.rows):
        if r in row_breaks:
            lines.append("-+-".join("-" * ((width + 1) * len(seg) - 1) for seg in segments(board.cols, col_breaks)))
        parts = []
        for seg in segments(board.cols, col_breaks):
            parts.append(" ".join(cell_text(board.label(grid[r][c]) if grid[r][c] else blank_of(board), (r, c) in on, width)
                                  for c in seg))
        lines.append(" | ".join(parts))
    return "\n".join(lines)


def cell_text(text, on_board, width):
    """One cell right-aligned: its text (a label, a number or the blank character), ' ' off the board."""
    return text.rjust(width) if on_board else " " * width


def segments(cols, breaks):
    """Column index runs split before each break."""
    runs, run = [], []
    for c in range(cols):
        if c in breaks and run:
            runs.append(run)
            run = []
        run.append(c)
    return runs + [run]


def band_breaks(board):
    """Columns and rows where every region boundary runs straight through (Sudoku boxes)."""
    reg = board.regions
    cols = {c for c in range(1, board.cols) if all(reg[r][c] != reg[r][c - 1] for r in range(board.rows))}
    rows = {r for r in range(1, board.rows) if all(reg[r][c] != reg[r - 1][c] for c in range(board.cols))}
    return cols, rows


def board_to_dict(board):
    """A JSON-ready description of a board, faithful enough to rebuild it."""
    return {
        "name": board.name,
        "rows": board.rows,
        "cols": board.cols,
        "cells": [list(c) for c in board.cells],
        "groups": [[list(c) for c in g] for g in board.groups],
        "group_names": list(board.group_names),
        "symbols": list(board.symbols),
        "regions": [list(r) for r in board.regions],
        "labels": list(board.labels),
        "tiling": board.tiling,
    }


BOARD_FIELDS = ("rows", "cols", "cells", "groups", "group_names", "symbols", "regions")


def field(data, key, what, default=None, required=True):
    """data[key] from a JSON object, or a PuzzleError naming the missing field."""
    if not isinstance(data, dict):
        raise PuzzleError(f"{what} must be a JSON object, got {describe(data)}")
    if key not in data:
        if required:
            raise PuzzleError(f"{what} has no {key!r} field")
        return default
    return data[key]


def board_from_dict(data):
    """Rebuild a Board from board_to_dict's output; the Board checks every field's type and shape again."""
    values = {key: field(data, key, "the board in the JSON") for key in BOARD_FIELDS}
    return Board(**values, name=field(data, "name", "the board", "", False), labels=field(data, "labels", "the board", (), False),
                 tiling=field(data, "tiling", "the board", "square", False))


def to_json(puzzle):
    """The puzzle as a JSON string: board, givens, cages and colour givens."""
    data = {
        "board": board_to_dict(puzzle.board),
        "givens": [list(r) for r in puzzle.givens],
        "cages": [cage_to_dict(cage) for cage in puzzle.cages],
        "colours": None if puzzle.colours is None else [list(r) for r in puzzle.colours],
        "name": puzzle.name,
        "inscription": sorted(list(c) for c in puzzle.inscription),
    }
    return json.dumps(data)


def cage_to_dict(cage):
    """A cage as JSON: its cells, allowed sums ([] for no total), and its rules when they are on (files stay as before otherwise)."""
    data = {"cells": [list(c) for c in cage.cells], "sums": sorted(cage.sums)}
    data.update({rule: True for rule in ("distinct", "diagonal") if getattr(cage, rule)})
    return data


def cage_from_dict(data, k):
    """A Cage from cage_to_dict's output; files written before the rules existed read as sum-only, edge-joined cages."""
    what = f"cage {k + 1} in the JSON"
    sums = field(data, "sums", what)
    return Cage(field(data, "cells", what), () if sums is None else sums,
                field(data, "distinct", what, False, False), field(data, "diagonal", what, False, False))


def from_json(text):
    """A Puzzle from to_json's output; bad JSON, a missing field or a wrong type raises PuzzleError."""
    text_of(text, "puzzle JSON")
    try:
        data = json.loads(text)
    except (TypeError, ValueError, RecursionError) as err:
        raise PuzzleError(f"not valid JSON: {str(err) or 'nested too deeply'}") from None
    if not isinstance(data, dict) or "board" not in data:
        raise PuzzleError("puzzle JSON must be an object with a 'board' field")
    board = board_from_dict(data["board"])
    cages = [cage_from_dict(c, k) for k, c in enumerate(sequence_of(field(data, "cages", "the puzzle", [], False), "the cages"))]
    inscription = field(data, "inscription", "the puzzle", [], False)
    return Puzzle(board, field(data, "givens", "the puzzle", None, False), cages, field(data, "colours", "the puzzle", None, False),
                  field(data, "name", "the puzzle", "", False), inscription)
