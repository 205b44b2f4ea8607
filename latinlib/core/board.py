"""Boards: cells, the groups that must each hold the symbol multiset, and a region map for drawing.

A Latin square, a Sudoku, a palette (perfect-code) board and a jigsaw are all the
same object here: only their groups differ.
"""
from collections import Counter, deque
from dataclasses import dataclass
from functools import cached_property

from .errors import PuzzleError, cell_name
from .validate import (
    MAX_SYMBOL,
    cell_of,
    cells_of,
    describe,
    frame,
    grid_rows,
    is_whole,
    labels_of,
    sequence_of,
    square_order,
    symbols_of,
    text_of,
    whole_number,
)


@dataclass(frozen=True)
class Board:
    """Cells of a rows x cols frame, groups of cells, and the multiset every group holds.

    ``regions`` is a rows x cols grid of region ids used only for drawing thick
    borders and region colours; -1 marks a position that is not a cell.
    ``labels`` are texts shown for the distinct symbols (letters of a word);
    ``tiling`` says how the pictures (latinlib.views) shape the cells: 'square', or 'triangle' for a
    triangle of small triangles (row i holds 2i + 1 of them, centred).
    """

    rows: int
    cols: int
    cells: tuple
    groups: tuple
    group_names: tuple
    symbols: tuple
    regions: tuple
    name: str = ""
    labels: tuple = ()
    tiling: str = "square"

    def __post_init__(self):
        validate_board(self)

    @property
    def shape(self):
        """(rows, cols) of the frame that holds the board."""
        return (self.rows, self.cols)

    @property
    def values(self):
        """The distinct symbols, sorted: the values a cell may take."""
        return tuple(sorted(set(self.symbols)))

    @property
    def n(self):
        """The largest symbol: n for a Latin square or Sudoku of order n."""
        return max(self.symbols)

    @property
    def is_latin(self):
        """True when no symbol repeats in a group, so each group is an all-different."""
        return len(set(self.symbols)) == len(self.symbols)

    def label(self, value):
        """The text shown for a symbol: its label (a letter) when the board has labels, else the number."""
        if self.labels and value in self.values:
            return self.labels[self.values.index(value)]
        return str(value)

    def groups_of(self, cell):
        """Indices of the groups that contain ``cell``."""
        return self._cell_groups.get(cell, ())

    @cached_property
    def _cell_groups(self):
        """{cell: indices of its groups}, computed once per board (cage arithmetic asks for it often)."""
        index = {}
        for g, group in enumerate(self.groups):
            for cell in group:
                index.setdefault(cell, []).append(g)
        return {cell: tuple(gs) for cell, gs in index.items()}

    def __repr__(self):
        symbols = format_multiset([self.label(v) for v in self.symbols] if self.labels else self.symbols)
        return f"Board({self.name or 'board'}, {self.rows}x{self.cols}, {len(self.groups)} groups, symbols {symbols})"


def format_multiset(symbols):
    """Short text for a symbol multiset: 1..9 when it is a plain range, else sorted in parentheses, (1, 1, 2)."""
    ordered = sorted(symbols)
    if ordered == list(range(1, len(ordered) + 1)) and not isinstance(ordered[0], str):
        return f"1..{len(ordered)}"
    return "(" + ", ".join(map(str, ordered)) + ")"


def normalise_board(board):
    """Check every field's type and shape, and store plain tuples of ints (frozen, so via object.__setattr__)."""
    set_field = object.__setattr__.__get__(board)
    rows, cols = frame(board.rows, board.cols)
    set_field("rows", rows)
    set_field("cols", cols)
    set_field("cells", tuple(cells_of(board.cells, "the board")))
    groups = sequence_of(board.groups, "the groups")
    names = sequence_of(board.group_names, "the group names")
    if len(names) != len(groups):
        raise PuzzleError(f"{len(groups)} groups but {len(names)} group names: give one name per group")
    for k, name in enumerate(names):
        text_of(name, f"the name of group {k + 1}")
    set_field("group_names", tuple(names))
    set_field("groups", tuple(tuple(cell_of(c, f"each cell of {names[k]}") for c in sequence_of(g, names[k]))
                              for k, g in enumerate(groups)))
    set_field("symbols", symbols_of(board.symbols))
    regions = grid_rows(board.regions, rows, cols, "region map")
    for r, line in enumerate(regions):
        for c, value in enumerate(line):
            whole_number(value, f"the region id of {cell_name((r, c))}", -1, MAX_SYMBOL)
    set_field("regions", tuple(tuple(int(v) for v in line) for line in regions))
    set_field("name", text_of(board.name, "the board's name"))
    set_field("labels", labels_of(board.labels))


def validate_board(board):
    """Check that groups fit the multiset and cover every cell; raise PuzzleError naming the fault."""
    normalise_board(board)
    cells = set(board.cells)
    if not cells or not board.groups:
        raise PuzzleError("a board needs at least one cell and one group")
    for cell in board.cells:
        if not (0 <= cell[0] < board.rows and 0 <= cell[1] < board.cols):
            raise PuzzleError(f"cell {cell} lies outside the {board.rows}x{board.cols} frame")
    for name, group in zip(board.group_names, board.groups):
        if len(group) != len(board.symbols):
            raise PuzzleError(f"{name} has {len(group)} cells but the multiset has {len(board.symbols)} symbols")
        off = [c for c in group if c not in cells]
        if off:
            raise PuzzleError(f"{name} contains {cell_name(off[0])}, which is not a cell of the board")
        if len(set(group)) != len(group):
            twice = next(c for c in group if group.count(c) > 1)
            raise PuzzleError(f"{name} lists {cell_name(twice)} twice")
    if board.tiling not in ("square", "triangle"):
        raise PuzzleError(f"unknown tiling {board.tiling!r}: choose 'square' or 'triangle'")
    if board.labels and len(board.labels) != len(board.values):
        raise PuzzleError(f"{len(board.labels)} labels for {len(board.values)} distinct symbols: give one label per symbol")
    covered = {c for group in board.groups for c in group}
    lonely = sorted(cells - covered)
    if lonely:
        raise PuzzleError(f"{cell_name(lonely[0])} is in no group: every cell must belong to a group")


def make_board(rows, cols, named_groups, symbols, regions=None, name="", cells=None, labels=()):
    """Build a Board from (name, cells) pairs; the region map defaults to one region."""
    rows, cols = frame(rows, cols)
    named_groups = [(name_, cells_of(g, text_of(name_, "a group name"))) for name_, g in named_groups]
    cells = tuple(sorted(cells_of(list(cells), "the board"))) if cells is not None else tuple((r, c) for r in range(rows) for c in range(cols))
    if regions is None:
        on = set(cells)
        regions = tuple(tuple(0 if (r, c) in on else -1 for c in range(cols)) for r in range(rows))
    return Board(
        rows=rows,
        cols=cols,
        cells=cells,
        groups=tuple(tuple(sorted(g)) for _, g in named_groups),
        group_names=tuple(n for n, _ in named_groups),
        symbols=tuple(sorted(symbols_of(symbols))),
        regions=tuple(tuple(row) for row in regions),
        name=name,
        labels=tuple(labels or ()),
    )


def line_groups(n):
    """The n rows and n columns of an n x n square, named as players name them."""
    rows = [(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
    cols = [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)]
    return rows + cols


def latin_square(n):
    """Board of a Latin square of order n: every row and column holds 1..n once."""
    n = square_order(n, "the order of a Latin square")
    return make_board(n, n, line_groups(n), range(1, n + 1), name=f"Latin square of order {n}")


def box_palette(box_rows, box_cols):
    """The box palette of a Sudoku: cell (r, c) gets the index of its box."""
    n = box_rows * box_cols
    per_band = n // box_cols
    return [[(r // box_rows) * per_band + c // box_cols for c in range(n)] for r in range(n)]


def sudoku(box_rows=3, box_cols=3):
    """Board of a Sudoku with box_rows x box_cols boxes: sudoku(2, 3) is the 6x6 Mini-Sudoku."""
    box_rows = whole_number(box_rows, "box_rows (the height of a box)", 1)
    box_cols = whole_number(box_cols, "box_cols (the width of a box)", 1)
    n = square_order(box_rows * box_cols, "the order box_rows x box_cols of a Sudoku")
    palette = box_palette(box_rows, box_cols)
    name = f"{n}x{n} Sudoku ({box_rows}x{box_cols} boxes)"
    return make_board(n, n, line_groups(n) + palette_groups(palette, "box"), range(1, n + 1), palette, name)


def palette_groups(palette, word):
    """One group per colour of a palette grid, in order of colour, named '<word> k'."""
    classes = {}
    for r, row in enumerate(palette):
        for c, colour in enumerate(row):
            classes.setdefault(colour, []).append((r, c))
    return [(f"{word} {k + 1}", classes[colour]) for k, colour in enumerate(sorted(classes))]


def check_palette(palette, word="colour"):
    """Raise PuzzleError unless palette is n x n with n colours of n cells each (balanced) named by ints or strings."""
    rows = [sequence_of(row, f"each row of the {word} palette") for row in sequence_of(palette, f"the {word} palette")]
    n = len(rows)
    if n == 0 or any(len(row) != n for row in rows):
        raise PuzzleError(f"a palette must be a square grid; got rows of lengths {[len(r) for r in rows]}")
    square_order(n, f"a {word} palette")
    kinds = set()
    for r, row in enumerate(rows):
        for c, colour in enumerate(row):
            if not (is_whole(colour) or isinstance(colour, str)):
                raise PuzzleError(f"{cell_name((r, c))}: {word} {describe(colour)} cannot name a {word}: use whole numbers or strings")
            kinds.add(isinstance(colour, str))
    if len(kinds) > 1:
        raise PuzzleError(f"the {word}s of a palette are all whole numbers or all strings, not a mixture")
    counts = Counter(colour for row in palette for colour in row)
    if len(counts) != n:
        raise PuzzleError(f"a {n}x{n} palette needs {n} {word}s, got {len(counts)}: {sorted(counts)}")
    for colour, count in sorted(counts.items()):
        if count != n:
            first = next((r, c) for r, row in enumerate(palette) for c, x in enumerate(row) if x == colour)
            raise PuzzleError(
                f"unbalanced palette: {word} {colour!r} (first at {cell_name(first)}) covers {count} cells, not {n}"
            )


def region_ids(palette):
    """Renumber palette colours 0..n-1 in sorted order, for the region map."""
    order = {colour: k for k, colour in enumerate(sorted({x for row in palette for x in row}))}
    return [[order[x] for x in row] for row in palette]


def palette_board(palette, name=None, word="colour"):
    """Board of a Latin square orthogonal to a palette: each colour class holds 1..n once."""
    check_palette(palette, word)
    n = len(palette)
    groups = line_groups(n) + palette_groups(palette, word)
    return make_board(n, n, groups, range(1, n + 1), region_ids(palette), name or f"{n}x{n} palette board")


def jigsaw(regions):
    """Board of a jigsaw Sudoku: rows, columns and n connected regions of n cells each."""
    check_palette(regions, "region")
    for group_name, cells in palette_groups(regions, "region"):
        if not is_connected(cells):
            raise PuzzleError(f"{group_name} (first at {cell_name(min(cells))}) is not connected: not a jigsaw region")
    return palette_board(regions, f"{len(regions)}x{len(regions)} jigsaw", "region")


def is_connected(cells):
    """True when the cells form one piece under the 4-neighbourhood."""
    cells = set(cells)
    if not cells:
        return False
    start = next(iter(cells))
    seen, queue = {start}, deque([start])
    while queue:
        r, c = queue.popleft()
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb in cells and nb not in seen:
                seen.add(nb)
                queue.append(nb)
    return len(seen) == len(cells)


def latin_board(shape, groups, symbols, name="Latin board", group_names=None, regions=None, cells=None, labels=()):
    """General Latin board (seeds/004): any cells, any groups, each holding the multiset ``symbols``.

    ``cells`` defaults to the cells the groups mention; give it to include cells
    that must then each lie in some group. ``labels`` are texts shown for the
    distinct symbols in increasing order (letters of a word, say).

    >>> ripeto = latin_board((2, 2), [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(0, 1), (1, 1)]], [1, 1])
    >>> ripeto.symbols, ripeto.is_latin
    ((1, 1), False)
    """
    shape = sequence_of(shape, "the shape (rows, cols)")
    if len(shape) != 2:
        raise PuzzleError(f"the shape must be a (rows, cols) pair, got {describe(shape)}")
    rows, cols = frame(*shape)
    groups = [cells_of(g, f"group {k + 1}") for k, g in enumerate(sequence_of(groups, "the groups"))]
    names = [f"group {k + 1}" for k in range(len(groups))] if group_names is None else sequence_of(group_names, "group_names")
    if len(names) != len(groups):
        raise PuzzleError(f"{len(groups)} groups but {len(names)} group names: give one name per group")
    cells = {c for g in groups for c in g} if cells is None else set(cells_of(cells, "the board"))
    return make_board(rows, cols, list(zip(names, groups)), symbols, regions, name, cells, labels)


def box_shape(board):
    """(box_rows, box_cols) when the groups of ``board`` are those of a Sudoku, else None."""
    n = board.rows
    for box_rows in range(1, n + 1):
        if n % box_rows == 0 and board.shape == (n, n) and board.groups == sudoku(box_rows, n // box_rows).groups:
            return box_rows, n // box_rows
    return None
