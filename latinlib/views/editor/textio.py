"""Reading what the user types or pastes: symbols, allowed sums, puzzle lines and the entries of a JSON export.

Every error names the cell or position and says what this board needs (its own
number of cells, its own symbols), never a fixed 81-cell Sudoku.
"""
from ...core.errors import PuzzleError, cell_name
from ...core.formats import BLANKS, is_one_character_per_cell, tokens_of


def symbol_of(symbol, board):
    """The value a typed symbol stands for (an int, a digit string or a label); None when it is none."""
    if isinstance(symbol, bool):
        return None
    if isinstance(symbol, int):
        return symbol if symbol in board.values else None
    text = str(symbol).strip()
    if board.labels:
        exact = [value for value, label in zip(board.values, board.labels) if text == label]
        either_case = [value for value, label in zip(board.values, board.labels) if text.upper() == label.upper()]
        return (exact or either_case or [None])[0]
    if text.isascii() and text.isdigit() and len(text) <= 12 and int(text) in board.values:
        return int(text)
    return None


def symbol_range(board):
    """The symbols as players say them: '1..9', or the labels 'A, B, C'."""
    if board.labels:
        return ", ".join(map(str, board.labels))
    values = list(board.values)
    return f"{values[0]}..{values[-1]}" if values == list(range(values[0], values[-1] + 1)) else ", ".join(map(str, values))


def parse_sums(text):
    """Allowed cage sums from '4, 9, 16' (commas or spaces) or an iterable of ints."""
    if isinstance(text, int):
        return [text]
    words = text.replace(",", " ").replace("|", " ").split() if isinstance(text, str) else list(text)
    if not words or not all(str(w).isascii() and str(w).isdigit() and len(str(w)) <= 12 and int(w) > 0 for w in words):
        raise PuzzleError(f"allowed sums must be positive whole numbers separated by commas, got {text!r}")
    return sorted({int(w) for w in words})


def parse_line(board, text):
    """The givens grid of a line for ``board``; a PuzzleError names the first bad token or the length needed."""
    size = f"this {board.rows}x{board.cols} board"
    how = "one character per cell" if is_one_character_per_cell(board) else "words separated by spaces"
    need = f"a line for {size} has {len(board.cells)} cells ({how}: {symbols_words(board)}; '.', '0' or '_' for a blank)"
    if any(ch in text for ch in "{}[]\""):
        raise PuzzleError(f"this is neither JSON (which starts with '{{') nor a line: {need}")
    tokens = tokens_of(board, text)
    values = [symbol_of(token, board) for token in tokens]  # a label wins over a blank character
    for position, (token, value) in enumerate(zip(tokens, values)):
        if value is None and token not in BLANKS:
            raise PuzzleError(f"{token!r} at position {position + 1} is not a symbol: {need}")
    if len(tokens) != len(board.cells):
        raise PuzzleError(f"{need}, got {len(tokens)}")
    grid = [[0] * board.cols for _ in range(board.rows)]
    for (r, c), value in zip(board.cells, values):
        grid[r][c] = value or 0
    return grid


def symbols_words(board):
    """'digits 1..9' or 'the letters A, B, C'."""
    return f"the letters {symbol_range(board)}" if board.labels else f"symbols {symbol_range(board)}"


def parse_entries(data, puzzle):
    """({cell: digit}, {cell: colour}, {cell: frozenset marks}) from an exported JSON object, all checked.

    An entry on a given cell is refused unless it repeats the given (then it is dropped):
    the editor never shows a symbol it ignores.
    """
    board = puzzle.board
    entries = {}
    for cell, value in grid_items(data.get("entries"), board, "entries"):
        given = puzzle.givens[cell[0]][cell[1]]
        if given and value != given:
            raise PuzzleError(f"the JSON puts entry {value} on {cell_name(cell)}, which has the given {given}: "
                              "remove it from 'entries'")
        if not given:
            entries[cell] = value
    colour_entries = {}
    for r, c, value in triples(data.get("colour_entries"), board, "colour_entries"):
        if puzzle.colours is None:
            raise PuzzleError("the JSON has colour entries but its puzzle has no colour layer")
        if puzzle.colours[r][c] and puzzle.colours[r][c] != value:
            raise PuzzleError(f"the JSON paints {cell_name((r, c))} colour {value}, but it has the given colour {puzzle.colours[r][c]}")
        if not puzzle.colours[r][c]:
            colour_entries[r, c] = value
    marks = {}
    for r, c, values in listed(data.get("pencil"), "pencil", "[row, column, [symbols]]"):
        if not isinstance(values, list) or any(type(v) is not int or v not in board.values for v in values) \
                or (r, c) not in set(board.cells):
            raise PuzzleError(f"pencil marks {values!r} at {cell_name((r, c))} are not symbols of a board cell")
        marks[r, c] = frozenset(values)
    return entries, colour_entries, marks


def grid_items(grid, board, what):
    """(cell, value) for the non-zero cells of a rows x cols grid of symbols; PuzzleError otherwise."""
    if grid is None:
        return []
    if not isinstance(grid, list) or len(grid) != board.rows or any(not isinstance(row, list) or len(row) != board.cols for row in grid):
        raise PuzzleError(f"'{what}' must be a {board.rows}x{board.cols} grid of numbers")
    items = []
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            if value:
                if not isinstance(value, int) or value not in board.values or (r, c) not in set(board.cells):
                    raise PuzzleError(f"'{what}' at {cell_name((r, c))} holds {value!r}, not a symbol ({symbol_range(board)})")
                items.append(((r, c), value))
    return items


def listed(rows, what, shape):
    """The items of a JSON list of [row, column, x] triples whose row and column are whole numbers (None: no items)."""
    if rows is None:
        return []
    if not isinstance(rows, list):
        raise PuzzleError(f"'{what}' must be a list of {shape} triples, got {rows!r:.40}")
    for item in rows:
        if not (isinstance(item, list) and len(item) == 3 and all(type(x) is int for x in item[:2])):
            raise PuzzleError(f"'{what}' must list {shape} triples, got {item!r:.40}")
    return rows


def triples(rows, board, what):
    """[r, c, value] triples, checked against the board."""
    found = []
    for r, c, value in listed(rows, what, "[row, column, value]"):
        if (r, c) not in set(board.cells) or type(value) is not int or value not in board.values:
            raise PuzzleError(f"'{what}' entry {[r, c, value]!r:.40} is not a symbol on a cell of the board")
        found.append((r, c, value))
    return found
