"""Pictures of one solving step: the cells and groups a technique uses, what it places and what it removes."""
from math import ceil, sqrt

from matplotlib.patches import Circle, FancyArrowPatch

from ..core.errors import cell_name
from .pictures import cell_centre, draw, frame_size

GROUP_TINT = "#dcebf7"
EVIDENCE_TINT = "#ffe38a"
PLACED_TINT = "#c8ecc3"
REMOVED_COLOUR = "#c0392b"
MARK_COLOUR = "#7f8c8d"
LINK_COLOUR = "tab:blue"


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


def draw_step(puzzle, step, grid=None, ax=None, size=None, candidates=None, tints=None, rings=(), chain=()):
    """Draw ``puzzle`` (with the entries of ``grid``) and one step of ``ll.hint`` or the technique solver:
    its groups tinted, its evidence cells yellow, its placements green, its eliminations struck out in red.
    ``candidates`` ({cell: symbols}, e.g. ``ll.techniques.pencil_marks``) adds the pencil marks in grey.
    The argument behind a step can be drawn too: ``tints`` ({name: (cells, colour)}) colours named sets of
    cells, ``rings`` circles cells (row, col) or candidates (row, col, symbol) in blue, ``chain`` draws a
    chain of candidates (``draw_chain``); pencil marks, rings and chains are drawn on square boards only.
    The title is the step's technique; returns the matplotlib Axes; ``describe_step`` gives its alt text.

    >>> import latinlib as ll
    >>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
    >>> ax = draw_step(puzzle, ll.hint(puzzle))
    >>> ax.get_title()
    'Hidden Single'
    """
    shown = [list(row) for row in (grid or puzzle.givens)]
    for r, c, value in step.placements:
        shown[r][c] = value
    colours = step_colours(puzzle.board, step)
    for cells, colour in (tints or {}).values():
        for r, c in cells:
            colours[r][c] = colour
    ax = draw(puzzle, ax=ax, grid=shown, cell_colours=colours, size=size, title=step.technique)
    if puzzle.board.tiling == "square":
        gone = set(step.eliminations)
        draw_marks(ax, puzzle.board, [(r, c, v) for (r, c), symbols in (candidates or {}).items()
                                      for v in symbols if (r, c, v) not in gone and not shown[r][c]])
        draw_removed(ax, puzzle.board, step.eliminations)
        draw_chain(ax, puzzle.board, chain)
        for ring in rings:
            draw_ring(ax, puzzle.board, ring)
    return ax


def draw_ring(ax, board, ring):
    """A blue circle round a cell (row, col) or round one candidate (row, col, symbol) of a square board."""
    if len(ring) == 2:
        ax.add_patch(Circle(cell_centre(board, ring), 0.42, fill=False, edgecolor=LINK_COLOUR, linewidth=2, zorder=4))
    else:
        ax.add_patch(Circle(mark_position(board, ring[:2], ring[2]), 0.16, fill=False, edgecolor=LINK_COLOUR,
                            linewidth=1.6, zorder=4))


def draw_chain(ax, board, chain):
    """A chain of candidates (row, col, symbol), in order, on a square board: links alternate strong (solid) and
    weak (dashed), the first strong; each link bends a little so that links along one line stay apart;
    each candidate is circled and numbered in blue."""
    places = [mark_position(board, (r, c), value) for r, c, value in chain]
    for k, (a, b) in enumerate(zip(places, places[1:])):
        ax.add_patch(FancyArrowPatch(a, b, arrowstyle="-", connectionstyle="arc3,rad=0.15", color=LINK_COLOUR,
                                     linewidth=1.6, linestyle="-" if k % 2 == 0 else "--", zorder=4))
    for n, ((x, y), candidate) in enumerate(zip(places, chain), 1):
        draw_ring(ax, board, candidate)
        ax.text(x - 0.2, y - 0.22, str(n), color=LINK_COLOUR, fontsize=8, fontweight="bold", ha="center", va="center",
                bbox=dict(facecolor="white", edgecolor="none", pad=0.3), zorder=5)


def describe_step(step, candidates=None, tints=None, rings=(), chain=(), board=None):
    """The alt text of ``draw_step``'s picture (same keywords): what each colour shows, cell by cell.

    ``board`` (the puzzle's) names the symbols by its labels (letters, say), as the picture does; numbers without it.

    >>> import latinlib as ll
    >>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
    >>> describe_step(ll.hint(puzzle), rings=[(1, 2)])
    'Hidden Single: groups tinted: row 1; removed in red: nothing; placed in green: 3 in r1c2; circled in blue: r2c3'
    """
    label = board.label if board is not None else str
    placed = {(r, c) for r, c, _ in step.placements}
    tinted = {cell for cells, _ in (tints or {}).values() for cell in cells}
    pattern = names(cell for cell in step.cells if cell not in placed | tinted)
    said = ["candidates in grey"] if candidates else []
    said += [f"pattern cells {pattern} in yellow"] if pattern else []
    said += [f"groups tinted: {', '.join(step.groups) or 'none'}",
             "removed in red: " + ("; ".join(f"{label(v)} from {cell_name((r, c))}" for r, c, v in step.eliminations)
                                    or "nothing"),
             "placed in green: " + ("; ".join(f"{label(v)} in {cell_name((r, c))}" for r, c, v in step.placements)
                                    or "nothing")]
    said += [f"{name} in {colour}: {names(cells)}" for name, (cells, colour) in (tints or {}).items()]
    said += ["circled in blue: " + ", ".join(cell_name(ring) if len(ring) == 2 else f"{label(ring[2])} in "
                                             f"{cell_name(ring[:2])}" for ring in rings)] if rings else []
    said += ["chain in blue, strong links solid, weak links dashed: " +
             ", ".join(f"{n} {cell_name((r, c))}={label(v)}" for n, (r, c, v) in enumerate(chain, 1))] if chain else []
    return f"{step.technique}: " + "; ".join(said)


def names(cells):
    """Cells as 'r1c2, r3c4' (rows and columns counted from 1)."""
    return ", ".join(map(cell_name, cells))


def draw_marks(ax, board, marks):
    """Pencil marks (row, col, symbol) as small grey symbols in their places inside the cells."""
    fontsize = max(6, min(12, 90 / max(frame_size(board))))
    for r, c, value in marks:
        x, y = mark_position(board, (r, c), value)
        ax.text(x, y, board.label(value), ha="center", va="center", fontsize=fontsize, color=MARK_COLOUR)
