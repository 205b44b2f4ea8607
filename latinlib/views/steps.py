"""Pictures of one solving step: the cells and groups a technique uses, what it places and what it removes."""
from math import ceil, sqrt

from .pictures import draw, frame_size

GROUP_TINT = "#dcebf7"
EVIDENCE_TINT = "#ffe38a"
PLACED_TINT = "#c8ecc3"
REMOVED_COLOUR = "#c0392b"
MARK_COLOUR = "#7f8c8d"


def step_colours(board, step):
    """Cell colours for a step: its groups pale blue, its evidence cells yellow, its placements green."""
    colours = [[None] * board.cols for _ in range(board.rows)]
    for name in step.groups:
        if name in board.group_names:
            for r, c in board.groups[board.group_names.index(name)]:
                colours[r][c] = GROUP_TINT
    for r, c in step.cells:
        colours[r][c] = EVIDENCE_TINT
    for r, c, _ in step.placements:
        colours[r][c] = PLACED_TINT
    return colours


def mark_position(board, cell, value):
    """Where a pencil mark for ``value`` sits inside a square cell: a small k x k grid of places."""
    side = ceil(sqrt(len(board.values)))
    k = board.values.index(value)
    r, c = cell
    return c + (k % side + 0.5) / side, r + (k // side + 0.5) / side


def draw_removed(ax, board, eliminations):
    """Each removed candidate as a small red symbol, struck through."""
    fontsize = max(6, min(12, 90 / max(frame_size(board))))
    for r, c, value in eliminations:
        x, y = mark_position(board, (r, c), value)
        ax.text(x, y, board.label(value), ha="center", va="center", fontsize=fontsize, color=REMOVED_COLOUR)
        ax.plot([x - 0.12, x + 0.12], [y + 0.1, y - 0.1], color=REMOVED_COLOUR, linewidth=1)


def draw_step(puzzle, step, grid=None, ax=None, size=None, candidates=None):
    """Draw ``puzzle`` (with the entries of ``grid``) and one step of ``ll.hint`` or the technique solver:
    its groups tinted, its evidence cells yellow, its placements green, its eliminations struck out in red.
    ``candidates`` ({cell: symbols}, e.g. ``ll.techniques.pencil_marks``) adds the pencil marks in grey.
    The title is the step's technique; returns the matplotlib Axes.

    >>> import latinlib as ll
    >>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
    >>> ax = draw_step(puzzle, ll.hint(puzzle))
    >>> ax.get_title()
    'Hidden Single'
    """
    shown = [list(row) for row in (grid or puzzle.givens)]
    for r, c, value in step.placements:
        shown[r][c] = value
    ax = draw(puzzle, ax=ax, grid=shown, cell_colours=step_colours(puzzle.board, step), size=size, title=step.technique)
    if puzzle.board.tiling == "square":
        gone = set(step.eliminations)
        draw_marks(ax, puzzle.board, [(r, c, v) for (r, c), symbols in (candidates or {}).items()
                                      for v in symbols if (r, c, v) not in gone and not shown[r][c]])
        draw_removed(ax, puzzle.board, step.eliminations)
    return ax


def draw_marks(ax, board, marks):
    """Pencil marks (row, col, symbol) as small grey symbols in their places inside the cells."""
    fontsize = max(6, min(12, 90 / max(frame_size(board))))
    for r, c, value in marks:
        x, y = mark_position(board, (r, c), value)
        ax.text(x, y, board.label(value), ha="center", va="center", fontsize=fontsize, color=MARK_COLOUR)
