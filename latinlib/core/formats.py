"""Text and JSON formats: 81-character strings, multi-line grids, JSON round trips.

Blanks are written '.', and read from '.', '0' or '_'. Boards with more than nine
symbols use numbers separated by spaces.
"""
import json

from .board import Board
from .errors import PuzzleError, cell_name
from .puzzle import Puzzle

BLANKS = {".", "0", "_"}
RULE_CHARS = set("-+=|")


def tokens_of(board, text):
    """Split text into one token per cell: single characters up to 9 symbols, words beyond."""
    if not isinstance(text, str):
        raise PuzzleError(f"puzzle text must be a string, got {type(text).__name__}")
    lines = [ln for ln in text.splitlines() if not (set(ln.strip()) <= RULE_CHARS | {" "} and ln.strip())]
    body = " ".join(ln.replace("|", " ") for ln in lines)
    if board.n <= 9:
        return [ch for ch in body if not ch.isspace()]
    return body.split()


def parse(board, text, colours=None):
    """A Puzzle on ``board`` from text: one token per cell in row-major order, blanks '.', '0', '_'."""
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
    """The integer a token stands for (a label reads as its symbol), or a PuzzleError naming the cell."""
    if token in BLANKS:
        return 0
    if token in labels:
        return labels[token]
    if token.isdigit():
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
    """A one-line string: '.' for blanks; space-separated numbers beyond 9 symbols."""
    board = board or getattr(thing, "board", None) or getattr(getattr(thing, "puzzle", None), "board", None)
    grid = grid_of(thing)
    values = [grid[r][c] for r, c in board.cells]
    if board.n <= 9 or board.labels:
        return "".join(board.label(v) if v else "." for v in values)
    return " ".join(str(v) if v else "." for v in values)


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
            parts.append(" ".join(cell_text(board.label(grid[r][c]) if grid[r][c] else 0, (r, c) in on, width) for c in seg))
        lines.append(" | ".join(parts))
    return "\n".join(lines)


def cell_text(value, on_board, width):
    """One cell right-aligned: the value, '.' for blank, ' ' off the board."""
    return (str(value) if value else ".").rjust(width) if on_board else " " * width


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


def board_from_dict(data):
    """Rebuild a Board from board_to_dict's output (validated again)."""
    try:
        return Board(
            rows=data["rows"],
            cols=data["cols"],
            cells=tuple(tuple(c) for c in data["cells"]),
            groups=tuple(tuple(tuple(c) for c in g) for g in data["groups"]),
            group_names=tuple(data["group_names"]),
            symbols=tuple(data["symbols"]),
            regions=tuple(tuple(r) for r in data["regions"]),
            name=data.get("name", ""),
            labels=tuple(data.get("labels", ())),
            tiling=data.get("tiling", "square"),
        )
    except (KeyError, TypeError) as err:
        raise PuzzleError(f"board JSON is missing or mangles a field: {err}") from None


def to_json(puzzle):
    """The puzzle as a JSON string: board, givens, cages and colour givens."""
    data = {
        "board": board_to_dict(puzzle.board),
        "givens": [list(r) for r in puzzle.givens],
        "cages": [{"cells": [list(c) for c in cage.cells], "sums": sorted(cage.sums)} for cage in puzzle.cages],
        "colours": None if puzzle.colours is None else [list(r) for r in puzzle.colours],
        "name": puzzle.name,
        "inscription": sorted(list(c) for c in puzzle.inscription),
    }
    return json.dumps(data)


def from_json(text):
    """A Puzzle from to_json's output; bad JSON raises PuzzleError."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as err:
        raise PuzzleError(f"not valid JSON: {err}") from None
    if not isinstance(data, dict) or "board" not in data:
        raise PuzzleError("puzzle JSON must be an object with a 'board' field")
    board = board_from_dict(data["board"])
    cages = [(tuple(map(tuple, c["cells"])), c["sums"]) for c in data.get("cages", [])]
    inscription = [tuple(c) for c in data.get("inscription", [])]
    return Puzzle(board, data.get("givens"), cages, data.get("colours"), data.get("name", ""), inscription)
