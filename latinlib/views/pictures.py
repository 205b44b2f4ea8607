"""Pictures of boards, puzzles and solutions with matplotlib.

One function, ``draw``, serves every board: thin lines between cells, thick lines
wherever the region map changes (boxes, jigsaw pieces, palette classes), givens in
bold black and solved symbols in blue, optional cell colours.
"""
import matplotlib.pyplot as plt
from matplotlib.collections import LineCollection
from matplotlib.patches import Polygon, Rectangle

from ..core.errors import PuzzleError

# Okabe-Ito colour-blind-safe palette, extended to nine with a grey; pale tints for regions.
PALETTE = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#999999", "#000000"]
TINTS = ["#fde7bf", "#d5ecfa", "#bfe7dc", "#fbf8cf", "#bfdcec", "#f4d7bf", "#f2ddea", "#e5e5e5", "#cfcfcf",
         "#e8f4d0", "#f9e0e0", "#dcdcf7", "#f7ecd9"]
GIVEN_COLOUR = "black"
SOLVED_COLOUR = "#0050a0"
INSCRIPTION_COLOUR = "#fbf3c4"
TRIANGLE_WIDTH = 2 / 3 ** 0.5  # the base of an equilateral triangle one row high


def parts(thing):
    """(board, givens, grid, cages) from a Board, a Puzzle or a Solution."""
    if hasattr(thing, "status"):
        puzzle = thing.puzzle
        return puzzle.board, puzzle.givens, thing.grid, puzzle.cages
    if hasattr(thing, "givens"):
        return thing.board, thing.givens, None, thing.cages
    return thing, None, None, ()


def inscription_of(thing):
    """The inscription cells of a Puzzle or of a Solution's puzzle (empty for a Board)."""
    puzzle = getattr(thing, "puzzle", thing)
    return getattr(puzzle, "inscription", ())


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
    set_frame(ax, board)  # an Axes passed in gets the same frame: row 1 at the top
    fill_cells(ax, board, cell_colours, region_colours, inscription_of(thing))
    draw_lines(ax, board)
    if cages:
        draw_cages(ax, cages, cage_sums)
    write_symbols(ax, board, givens, grid)
    for cell in highlight:
        ax.add_patch(Polygon(shrink(cell_polygon(board, cell), 0.88), closed=True, fill=False, edgecolor="red", linewidth=2.5))
    if title:
        ax.set_title(title)
    return ax


def frame_size(board):
    """(width, height) of the drawing, in rows: a triangle tiling packs two cells per unit of width."""
    if board.tiling == "triangle":
        return (board.cols + 1) / 2 * TRIANGLE_WIDTH, board.rows
    return board.cols, board.rows


def cell_polygon(board, cell):
    """The corners of a cell: a unit square, or a small triangle pointing up or down."""
    r, c = cell
    if board.tiling != "triangle":
        return [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]
    x, w = c / 2 * TRIANGLE_WIDTH, TRIANGLE_WIDTH
    if (r + c + board.rows - 1) % 2 == 0:
        return [(x, r + 1), (x + w, r + 1), (x + w / 2, r)]
    return [(x, r), (x + w, r), (x + w / 2, r + 1)]


def cell_centre(board, cell):
    """Where a cell's symbol goes: the centre of its square or triangle."""
    corners = cell_polygon(board, cell)
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def shrink(corners, factor):
    """The polygon scaled about its centre."""
    cx, cy = sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)
    return [(cx + factor * (x - cx), cy + factor * (y - cy)) for x, y in corners]


def set_frame(ax, board):
    """Limits and aspect for a board, row 0 at the top, no ticks."""
    width, height = frame_size(board)
    ax.set_xlim(-0.05, width + 0.05)
    ax.set_ylim(height + 0.05, -0.05)
    ax.set_aspect("equal")
    ax.axis("off")


def new_axes(board, size=None):
    """A square-celled Axes with row 0 at the top and no ticks."""
    width, height = frame_size(board)
    size = size or min(6, 0.45 * max(width, height) + 1)
    _, ax = plt.subplots(figsize=(size * width / max(width, height), size * height / max(width, height)))
    set_frame(ax, board)
    return ax


def colour_of(value):
    """A matplotlib colour from a palette index (1-based) or a colour name."""
    if isinstance(value, int):
        return PALETTE[(value - 1) % len(PALETTE)] if value else None
    return value


def fill_cells(ax, board, cell_colours, region_colours, inscription=()):
    """Paint cell backgrounds: explicit colours first, else the inscription, else region tints when asked."""
    for r, c in board.cells:
        colour = colour_of(cell_colours[r][c]) if cell_colours is not None else None
        if not colour and (r, c) in inscription:
            colour = INSCRIPTION_COLOUR
        elif not colour and cell_colours is None and region_colours:
            colour = TINTS[board.regions[r][c] % len(TINTS)]
        if colour:
            ax.add_patch(Polygon(cell_polygon(board, (r, c)), closed=True, facecolor=colour, edgecolor="none"))


def draw_lines(ax, board):
    """Thin lines around every cell, thick ones where the region changes or the board ends."""
    if board.tiling != "square":
        return draw_polygon_lines(ax, board)
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


def draw_polygon_lines(ax, board):
    """Lines of any tiling: an edge is thick when it lies on the board's rim or between two regions."""
    owners = {}
    for cell in board.cells:
        corners = [(round(x, 6), round(y, 6)) for x, y in cell_polygon(board, cell)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            owners.setdefault(tuple(sorted((a, b))), []).append(board.regions[cell[0]][cell[1]])
    thin = [edge for edge, regions in owners.items() if len(regions) == 2 and regions[0] == regions[1]]
    thick = [edge for edge, regions in owners.items() if len(regions) != 2 or regions[0] != regions[1]]
    ax.add_collection(LineCollection(sorted(thin), colors="black", linewidths=0.6))
    ax.add_collection(LineCollection(sorted(thick), colors="black", linewidths=2.4, capstyle="round"))


def write_symbols(ax, board, givens, grid):
    """Givens in bold black, other symbols of ``grid`` in blue."""
    fontsize = max(7, min(20, 160 / max(frame_size(board))))
    if board.tiling == "triangle":
        fontsize *= 0.6
    for r, c in board.cells:
        given = givens[r][c] if givens else 0
        value = given or (grid[r][c] if grid else 0)
        if value:
            x, y = cell_centre(board, (r, c))
            if board.tiling == "square":
                y += 0.03
            ax.text(x, y, board.label(value), ha="center", va="center", fontsize=fontsize,
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


def group_tints(board, groups):
    """A cell_colours grid that tints the cells of the named (or numbered) groups, one tint per group.

    Overlapping groups show the tint of the last one listed; other cells stay white.
    """
    index = {name: k for k, name in enumerate(board.group_names)}
    tints = [[None] * board.cols for _ in range(board.rows)]
    for k, group in enumerate(groups):
        for r, c in board.groups[index.get(group, group)]:
            tints[r][c] = TINTS[k % len(TINTS)]
    return tints


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
        set_frame(ax, parts(thing)[0])
        draw(thing, ax=ax, title=titles[k] if k < len(titles) else None,
             grid=grids[k] if grids else None, cell_colours=cell_colours[k] if cell_colours else None, **options)
    fig.tight_layout()
    return fig


# --- two layers: digits and colours (Suirodoku, Graeco-Latin squares) -------------------------

VIEWS = ("both", "digits", "colours")


def text_colour(fill):
    """Black or white, whichever reads better on ``fill`` (WCAG relative luminance)."""
    from matplotlib.colors import to_rgb

    def channel(x):
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(x) for x in to_rgb(fill))
    luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return "white" if (luminance + 0.05) / 0.05 < 1.05 / (luminance + 0.05) else "black"


def layer_parts(thing):
    """(board, digit givens, colour givens, digits, colours) of a two-layer Puzzle or Solution."""
    puzzle = thing.puzzle if hasattr(thing, "status") else thing
    digits = getattr(thing, "digits", None) if hasattr(thing, "status") else None
    colours = thing.colours if hasattr(thing, "status") else None
    return puzzle.board, puzzle.givens, puzzle.colours, digits or puzzle.givens, colours or puzzle.colours


def draw_layers(thing, view="both", ax=None, legend=False, title=None, size=None):
    """Draw a two-layer Puzzle or Solution: view 'both', 'digits' only or 'colours' only; returns the Axes.

    Cells are filled from PALETTE (colour k is PALETTE[k - 1]); digits are black or
    white for contrast, bold when given.
    """
    if view not in VIEWS:
        raise PuzzleError(f"view must be one of {VIEWS}, got {view!r}")
    board, given_digits, given_colours, digits, colours = layer_parts(thing)
    ax = ax or new_axes(board, size)
    fontsize = max(7, min(20, 160 / max(board.rows, board.cols)))
    for r, c in board.cells:
        fill = colour_of(colours[r][c]) if view != "digits" and colours and colours[r][c] else "white"
        ax.add_patch(Rectangle((c, r), 1, 1, facecolor=fill, edgecolor="none"))
        if view != "colours" and digits[r][c]:
            given = bool(given_digits[r][c])
            ax.text(c + 0.5, r + 0.53, str(digits[r][c]), ha="center", va="center", fontsize=fontsize,
                    color=text_colour(fill), fontweight="bold" if given else "normal")
    draw_lines(ax, board)
    if legend:
        add_legend(ax, board.n)
    if title:
        ax.set_title(title)
    return ax


def add_legend(ax, n):
    """A row of colour swatches numbered 1..n under the grid."""
    from matplotlib.patches import Patch

    handles = [Patch(facecolor=colour_of(k), edgecolor="black", label=str(k)) for k in range(1, n + 1)]
    ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, 0.0), ncol=n, frameon=False,
              handlelength=1.2, columnspacing=0.8, handletextpad=0.3, title="colours")


def draw_views(thing, size=3.2, legend=True):
    """The three views side by side (digits only, colours only, both); returns the Figure."""
    board = layer_parts(thing)[0]
    fig, axes = plt.subplots(1, 3, figsize=(3 * size, size + (0.7 if legend else 0)))
    for ax, view in zip(axes, ("digits", "colours", "both")):
        ax.set_xlim(-0.05, board.cols + 0.05)
        ax.set_ylim(board.rows + 0.05, -0.05)
        ax.set_aspect("equal")
        ax.axis("off")
        draw_layers(thing, view, ax=ax, legend=legend and view == "colours", title=f"{view} only" if view != "both" else "both")
    fig.tight_layout()
    return fig


def draw_pair_table(thing, ax=None, size=None):
    """The n x n table of (digit, colour) pairs: row = digit, column = colour, entry = the cell holding it.

    Every entry filled once shows the bijection between cells and pairs.
    """
    board, _, _, digits, colours = layer_parts(thing)
    n = board.n
    where = {}
    for r, c in board.cells:
        if digits[r][c] and colours[r][c]:
            where.setdefault((digits[r][c], colours[r][c]), []).append(f"r{r + 1}c{c + 1}")
    _, ax = (None, ax) if ax else plt.subplots(figsize=(size or 0.62 * n + 1,) * 2)
    ax.set_xlim(-0.05, n + 0.05)
    ax.set_ylim(n + 0.05, -0.05)
    ax.set_aspect("equal")
    ax.axis("off")
    for d in range(1, n + 1):
        ax.text(-0.15, d - 0.5, str(d), ha="right", va="center", fontsize=10)
        for k in range(1, n + 1):
            fill = colour_of(k)
            cells = where.get((d, k), [])
            ax.add_patch(Rectangle((k - 1, d - 1), 1, 1, facecolor=fill if cells else "white", edgecolor="black", linewidth=0.6))
            ax.text(k - 0.5, d - 0.5, "\n".join(cells) or "-", ha="center", va="center", fontsize=max(6, 80 / n),
                    color=text_colour(fill) if cells else "red")
    for k in range(1, n + 1):
        ax.text(k - 0.5, -0.15, str(k), ha="center", va="bottom", fontsize=10)
    ax.set_title("digit (rows) x colour (columns): the cell holding each pair", fontsize=10, pad=18)
    return ax
