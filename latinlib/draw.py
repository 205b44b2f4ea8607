"""Pictures of boards, puzzles and solutions with matplotlib.

One function, ``draw``, serves every board: thin lines between cells, thick lines
wherever the region map changes (boxes, jigsaw pieces, palette classes), givens in
bold black and solved symbols in blue, optional cell colours.
"""
import matplotlib.pyplot as plt
from matplotlib.collections import LineCollection
from matplotlib.patches import Rectangle

# Okabe-Ito colour-blind-safe palette, extended to nine with a grey; pale tints for regions.
PALETTE = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999", "#000000"]
TINTS = ["#fde7bf", "#d5ecfa", "#bfe7dc", "#fbf8cf", "#bfdcec", "#f4d7bf", "#f2ddea", "#e5e5e5", "#cfcfcf",
         "#e8f4d0", "#f9e0e0", "#dcdcf7", "#f7ecd9"]
GIVEN_COLOUR = "black"
SOLVED_COLOUR = "#0050a0"


def parts(thing):
    """(board, givens, grid, cages) from a Board, a Puzzle or a Solution."""
    if hasattr(thing, "status"):
        puzzle = thing.puzzle
        return puzzle.board, puzzle.givens, thing.grid, puzzle.cages
    if hasattr(thing, "givens"):
        return thing.board, thing.givens, None, thing.cages
    return thing, None, None, ()


def draw(thing, ax=None, grid=None, cell_colours=None, region_colours=False, title=None, size=None, highlight=(),
         cage_sums=None):
    """Draw a Board, Puzzle or Solution; returns the matplotlib Axes.

    Cages are drawn as dashed outlines inset in their cells; ``cage_sums`` labels each
    cage's top-left cell with its sum(s): None labels only single-sum (Killer) cages.

    ``grid`` overrides the symbols shown (e.g. a candidate solution); ``cell_colours``
    is a rows x cols grid of colours (index into PALETTE, or any matplotlib colour);
    ``region_colours`` tints each region; ``highlight`` lists cells to outline in red.
    """
    board, givens, solved, cages = parts(thing)
    grid = grid if grid is not None else solved
    ax = ax or new_axes(board, size)
    fill_cells(ax, board, cell_colours, region_colours)
    draw_lines(ax, board)
    if cages:
        draw_cages(ax, cages, cage_sums)
    write_symbols(ax, board, givens, grid)
    for r, c in highlight:
        ax.add_patch(Rectangle((c + 0.06, r + 0.06), 0.88, 0.88, fill=False, edgecolor="red", linewidth=2.5))
    if title:
        ax.set_title(title)
    return ax


def new_axes(board, size=None):
    """A square-celled Axes with row 0 at the top and no ticks."""
    size = size or min(6, 0.45 * max(board.rows, board.cols) + 1)
    _, ax = plt.subplots(figsize=(size * board.cols / max(board.rows, board.cols), size * board.rows / max(board.rows, board.cols)))
    ax.set_xlim(-0.05, board.cols + 0.05)
    ax.set_ylim(board.rows + 0.05, -0.05)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


def colour_of(value):
    """A matplotlib colour from a palette index (1-based) or a colour name."""
    if isinstance(value, int):
        return PALETTE[(value - 1) % len(PALETTE)] if value else None
    return value


def fill_cells(ax, board, cell_colours, region_colours):
    """Paint cell backgrounds: explicit colours first, else region tints when asked."""
    for r, c in board.cells:
        colour = None
        if cell_colours is not None:
            colour = colour_of(cell_colours[r][c])
        elif region_colours:
            colour = TINTS[board.regions[r][c] % len(TINTS)]
        if colour:
            ax.add_patch(Rectangle((c, r), 1, 1, facecolor=colour, edgecolor="none"))


def draw_lines(ax, board):
    """Thin lines around every cell, thick ones where the region changes or the board ends."""
    thin, thick = set(), set()
    on = set(board.cells)
    for r, c in board.cells:
        edges = (((r, c + 1), ((c + 1, r), (c + 1, r + 1))), ((r + 1, c), ((c, r + 1), (c + 1, r + 1))),
                 ((r, c - 1), ((c, r), (c, r + 1))), ((r - 1, c), ((c, r), (c + 1, r))))
        for other, segment in edges:
            border = other not in on or board.regions[other[0]][other[1]] != board.regions[r][c]
            (thick if border else thin).add(segment)
    ax.add_collection(LineCollection(sorted(thin - thick), colors="black", linewidths=0.6))
    ax.add_collection(LineCollection(sorted(thick), colors="black", linewidths=2.4, capstyle="projecting"))


def write_symbols(ax, board, givens, grid):
    """Givens in bold black, other symbols of ``grid`` in blue."""
    fontsize = max(7, min(20, 160 / max(board.rows, board.cols)))
    for r, c in board.cells:
        given = givens[r][c] if givens else 0
        value = given or (grid[r][c] if grid else 0)
        if value:
            ax.text(c + 0.5, r + 0.53, str(value), ha="center", va="center", fontsize=fontsize,
                    color=GIVEN_COLOUR if given else SOLVED_COLOUR, fontweight="bold" if given else "normal")


CAGE_INSET = 0.1


def cage_outline(cells, inset=CAGE_INSET):
    """Segments of a cage's outline, pulled ``inset`` into its cells so that neighbouring cages stay apart."""
    inside = set(cells)
    segments = []
    for r, c in cells:
        for (dr, dc), (ar, ac) in (((-1, 0), (0, -1)), ((0, 1), (-1, 0)), ((1, 0), (0, 1)), ((0, -1), (1, 0))):
            if (r + dr, c + dc) not in inside:
                segments.append(side_segment(inside, (r, c), (dr, dc), (ar, ac), inset))
    return segments


def side_segment(inside, cell, out, along, inset):
    """The inset line along the side of ``cell`` facing ``out``; ``along`` points to its start."""
    (r, c), (dr, dc), (ar, ac) = cell, out, along
    centre = (c + 0.5 + dc * (0.5 - inset), r + 0.5 + dr * (0.5 - inset))
    ends = []
    for sign in (1, -1):
        side = (r + sign * ar, c + sign * ac)
        corner = (side[0] + dr, side[1] + dc)
        reach = 0.5 - inset if side not in inside else (0.5 + inset if corner in inside else 0.5)
        ends.append((centre[0] + sign * ac * reach, centre[1] + sign * ar * reach))
    return ends


def draw_cages(ax, cages, cage_sums=None):
    """Dashed inset outlines for every cage, and small sum labels in their top-left cells."""
    segments = [seg for cage in cages for seg in cage_outline(cage.cells)]
    ax.add_collection(LineCollection(segments, colors="#222222", linewidths=1.1, linestyles=(0, (2.5, 1.5))))
    for cage in cages:
        if cage_sums or (cage_sums is None and len(cage.sums) == 1):
            r, c = cage.anchor
            ax.text(c + 0.04, r + 0.04, "/".join(map(str, sorted(cage.sums))), ha="left", va="top", fontsize=6.5,
                    color="#333333", bbox=dict(facecolor="white", edgecolor="none", pad=0.3))


def draw_many(things, titles=(), cols=4, size=2.6, grids=None, cell_colours=None, **options):
    """Several small pictures in a grid; ``grids`` and ``cell_colours`` give one entry per picture.

    Returns the Figure.
    """
    things = list(things)
    rows = (len(things) + cols - 1) // cols
    width = min(cols, len(things))
    fig, axes = plt.subplots(rows, width, figsize=(size * width, size * rows), squeeze=False)
    for ax in axes.flat:
        ax.axis("off")
    for k, thing in enumerate(things):
        ax = axes.flat[k]
        board = parts(thing)[0]
        ax.set_xlim(-0.05, board.cols + 0.05)
        ax.set_ylim(board.rows + 0.05, -0.05)
        ax.set_aspect("equal")
        draw(thing, ax=ax, title=titles[k] if k < len(titles) else None,
             grid=grids[k] if grids else None, cell_colours=cell_colours[k] if cell_colours else None, **options)
    fig.tight_layout()
    return fig
