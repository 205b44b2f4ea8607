"""Puzzle families of seeds/004 built as Latin boards: extra groups, repeated labels, words, triangles.

Each constructor returns a Board (or, for an inscripted family, the blank Puzzle
that carries the inscription). They differ only in their groups and multisets:
the solver, checker and drawing are the ones every other board uses.

>>> window_names(windoku())
['window 1', 'window 2', 'window 3', 'window 4']
>>> ripeto(2, 2).symbols
(1, 1, 2, 2)
>>> latin_triangle(6)
Board(Latin triangle of side 6, 6x11, 9 groups, symbols 1..12)
"""
from dataclasses import replace

from ..core.board import Board, latin_square, make_board, sudoku
from ..core.errors import PuzzleError, cell_name
from ..core.puzzle import Puzzle
from ..core.validate import cells_of, sequence_of

DIRECTIONS = ("across", "rising", "falling")

__all__ = ["custom_sudoku", "inscribe", "latin_triangle", "ripeto", "stripe_names", "window_names", "windoku",
           "with_diagonals", "with_groups", "with_word"]


def with_groups(board, named_groups, name, regions=None):
    """The board with extra (name, cells) groups, which may overlap the old ones."""
    groups = tuple(board.groups) + tuple(tuple(sorted(g)) for _, g in named_groups)
    names = tuple(board.group_names) + tuple(n for n, _ in named_groups)
    return Board(board.rows, board.cols, board.cells, groups, names, board.symbols,
                 tuple(map(tuple, regions)) if regions is not None else board.regions, name, board.labels, board.tiling)


def window_starts(n, size):
    """Top (or left) edges of the windows: one cell in from the edge, one line apart."""
    return [start for start in range(1, n, size + 1) if start + size <= n - 1]


def windows(box_rows, box_cols):
    """The extra 'window' groups of Quadoku and Win One: boxes shifted one cell in, separated by one line."""
    n = box_rows * box_cols
    corners = [(r, c) for r in window_starts(n, box_rows) for c in window_starts(n, box_cols)]
    return [(f"window {k + 1}", [(r + i, c + j) for i in range(box_rows) for j in range(box_cols)])
            for k, (r, c) in enumerate(corners)]


def windoku(box_rows=3, box_cols=3, boxes=True):
    """Quadoku (seeds/004's Quadoku One; players call it Windoku): a Sudoku plus window groups.

    ``boxes=False`` gives Win One (a Latin square plus windows).
    """
    base = sudoku(box_rows, box_cols) if boxes else latin_square(box_rows * box_cols)
    extra = windows(box_rows, box_cols)
    if boxes:
        return with_groups(base, extra, f"{base.rows}x{base.cols} Quadoku")
    regions = [[0] * base.cols for _ in range(base.rows)]
    for k, (_, cells) in enumerate(extra):
        for r, c in cells:
            regions[r][c] = k + 1
    return with_groups(base, extra, f"Win One of order {base.rows}", regions)


def with_diagonals(board):
    """The square board with both main diagonals as extra groups (Sudoku X, diagonal Latin squares)."""
    n = board.rows
    if board.cols != n or len(board.cells) != n * n:
        raise PuzzleError(f"diagonals need a full square board, got {board.rows}x{board.cols}")
    diagonals = [("main diagonal", [(i, i) for i in range(n)]), ("anti-diagonal", [(i, n - 1 - i) for i in range(n)])]
    return with_groups(board, diagonals, f"{board.name} with diagonals")


def paired_labels(n):
    """The default Ripeto multiset: 1, 1, 2, 2, ... (each label twice), the last once when n is odd."""
    return tuple(sorted(k // 2 + 1 for k in range(n)))


def ripeto(box_rows=3, box_cols=3, symbols=None):
    """Sudoku Ripeto: Sudoku groups, but each group holds a multiset with repeated labels."""
    n = box_rows * box_cols
    symbols = paired_labels(n) if symbols is None else tuple(symbols)
    if len(symbols) != n:
        raise PuzzleError(f"a {n}x{n} Ripeto needs a multiset of {n} labels, got {len(symbols)}")
    base = sudoku(box_rows, box_cols)
    return make_board(n, n, list(zip(base.group_names, base.groups)), symbols, base.regions, f"{n}x{n} Sudoku Ripeto")


def word_symbols(word):
    """(multiset, labels) for a word: its distinct letters, sorted, are the labels of 1, 2, ..."""
    labels = tuple(sorted(set(word)))
    return tuple(sorted(labels.index(ch) + 1 for ch in word)), labels


def with_word(board, word, name=None):
    """The board with the letters of ``word`` as its multiset (and labels); the groups stay as they are."""
    word = str(word).upper()
    if len(word) != len(board.symbols):
        raise PuzzleError(f"{word!r} has {len(word)} letters but the groups of {board.name} hold {len(board.symbols)}")
    symbols, labels = word_symbols(word)
    return replace(board, symbols=symbols, labels=labels, name=name or f"{board.name} '{word}'")


def inscribe(board, cells, text):
    """The blank puzzle of an inscripted family: ``text`` (labels or symbols) written into ``cells``.

    Every puzzle made from it keeps these givens (``puzzle.inscription``).
    """
    cells = cells_of(cells, "the inscription")
    text = text if isinstance(text, str) else sequence_of(text, "the inscription's text")
    if len(cells) != len(text):
        raise PuzzleError(f"the inscription {text!r} needs {len(text)} cells, got {len(cells)}")
    value_of = {board.label(v): v for v in board.values}
    givens = [[0] * board.cols for _ in range(board.rows)]
    for (r, c), item in zip(cells, text):
        if str(item) not in value_of:
            raise PuzzleError(f"{item!r} is not a symbol of {board.name}: use one of {sorted(value_of)}")
        if not (0 <= r < board.rows and 0 <= c < board.cols):
            raise PuzzleError(f"inscription cell {cell_name((r, c))} lies outside the {board.rows}x{board.cols} frame")
        givens[r][c] = value_of[str(item)]
    return Puzzle(board, givens, inscription=cells)


def custom_sudoku(word, cells=None, box_rows=None, box_cols=None):
    """Custom Sudoku: the letters of ``word`` are the multiset, and the word is inscribed in ``cells``.

    ``cells`` lists where the letters go, in order (the middle row by default).
    The box shape defaults to 2x3 for six letters and 3x3 for nine. Returns the
    blank Puzzle of the family: its only givens are the inscription.
    """
    word = str(word).upper()
    if (box_rows is None) != (box_cols is None):
        raise PuzzleError(f"give both box_rows and box_cols or neither, got box_rows={box_rows!r}, box_cols={box_cols!r}")
    if box_rows is None:
        box_rows, box_cols = BOX_SHAPES.get(len(word), (0, 0))
    if box_rows * box_cols != len(word):
        raise PuzzleError(f"{word!r} has {len(word)} letters; give box_rows x box_cols equal to that")
    n = len(word)
    cells = [(n // 2, c) for c in range(n)] if cells is None else cells
    return inscribe(with_word(sudoku(box_rows, box_cols), word, f"Custom Sudoku '{word}'"), cells, word)


BOX_SHAPES = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3)}


def triangle_stripes(side):
    """For each small triangle of a side x side triangle, its stripe in each of the three directions.

    Triangle j of row i (0-based, 2i + 1 triangles per row, pointing up when j is
    even) sits at frame cell (i, side - 1 - i + j). Stripe k of any direction holds
    2k + 1 triangles.
    """
    stripes = {}
    for i in range(side):
        for j in range(2 * i + 1):
            a = j // 2
            rising = side - 1 - a
            falling = side - 1 - (i - a) if j % 2 == 0 else side - 1 - (i - 1 - a)
            stripes[(i, side - 1 - i + j)] = (i, rising, falling)
    return stripes


def latin_triangle(side=6):
    """Latin triangle board (Canario/Monthai style): each pair of stripes k and side-1-k is a group of 2*side cells.

    Row i of the frame holds the 2i + 1 small triangles of row i, centred; the
    board's tiling tells the pictures (latinlib.views) to draw them as triangles.
    """
    if not isinstance(side, int) or side < 2 or side % 2:
        raise PuzzleError(f"a Latin triangle needs an even side of at least 2 (stripes pair up), got {side!r}")
    stripes = triangle_stripes(side)
    groups = []
    for d, direction in enumerate(DIRECTIONS):
        for k in range(side // 2):
            pair = (k, side - 1 - k)
            cells = [cell for cell, s in stripes.items() if s[d] in pair]
            groups.append((f"{direction} stripes {k + 1} and {side - k}", cells))
    rows, cols = side, 2 * side - 1
    board = make_board(rows, cols, groups, range(1, 2 * side + 1), name=f"Latin triangle of side {side}", cells=stripes)
    return replace(board, tiling="triangle")


def stripe_names(board):
    """{direction: its group names} for a Latin triangle: what ll.views.group_tints needs to tint one direction."""
    return {d: [name for name in board.group_names if name.startswith(d)] for d in DIRECTIONS}


def window_names(board):
    """The names of the window groups of a Quadoku or Win One board, for ll.views.group_tints."""
    return [name for name in board.group_names if name.startswith("window")]
