"""One SVG picture of an editor state, used by the live widget and by static pages alike.

Every cell is a ``<g class="c" data-cell="r,c" data-groups="..." data-v="...">``
so the browser can select it and highlight its groups and equal symbols with CSS
classes alone. Everything needed to read the board is drawn with inline
attributes, so the picture is right without the widget's CSS too (GitHub,
nbviewer, nbconvert): region borders thick, palette regions tinted, the colour
layer as fills with readable digits (WCAG 4.5:1), cages dashed with their sums,
givens bold, conflicts outlined in red with the rule in a tooltip, pencil marks
small, and the current hint (cell, group, removed candidates).
"""
import math
from functools import lru_cache
from html import escape

from ...core.errors import cell_name
from ..pictures import cage_outline, cell_polygon
from .colours import paint, region_tints, text_on

CELL = 40
MARGIN = 3
GIVEN, ENTRY, SOLVED, MARK = "#000000", "#1d4ed8", "#0f766e", "#4b5563"
BAD, HINT, HINT_GROUP = "#d11a2a", "#0a7d32", "#fff2a8"


def render(state, palette=None, static=False):
    """The SVG text of ``state`` (an EditorState); ``palette`` forces region tints on or off;
    ``static`` gives it a fixed size, for a page that shows it as an image."""
    board, puzzle = state.board, state.puzzle
    grid, colours = state.grid(), state.colours()
    bad = {}
    for v in state.problems():
        for cell in v.cells:
            bad.setdefault(tuple(cell), []).append(v.message)
    tint = region_fills(board, palette, colours)
    caption = cage_caption(puzzle.cages)
    width, height = board_size(board)
    total = height + (18 if caption else 0)
    parts = [svg_open(board, width, total, puzzle.name, colours is not None, static)]
    parts += [cell_group(state, cell, grid, colours, tint, bad) for cell in board.cells]
    if state.hint_step is not None:
        parts.append(hint_layer(board, state.hint_step))
    parts.append(lines(board))
    parts.append(cages(puzzle.cages))
    parts.append(symbols(state, grid, colours, tint))
    parts.append(conflicts(board, bad))
    parts.append(slashes(board, state.mistakes()))
    if state.hint_step is not None and state.hint_level >= 3:
        parts.append(hint_marks(state, state.hint_step))
    if caption:
        parts.append(f'<text x="{MARGIN}" y="{height + 13}" font-size="12" fill="#333">{escape(caption)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def board_size(board):
    """(width, height) of the drawing in SVG units, margins included."""
    xs = [x for cell in board.cells for x, _ in cell_polygon(board, cell)]
    ys = [y for cell in board.cells for _, y in cell_polygon(board, cell)]
    return max(xs) * CELL + 2 * MARGIN, max(ys) * CELL + 2 * MARGIN


def widest(board):
    """The largest width the board is shown at, in pixels."""
    return max(320, min(620, board.cols * 54))


def svg_open(board, width, height, name, two_layer=False, static=False):
    """The root element: scales to its container up to a comfortable size, never wider than it
    (``static``: a fixed size in pixels, as an image needs).

    The class 'two-layer' tells the CSS to highlight with outlines only, so painted colours never change hue.
    """
    label = escape(f"{name}: {board.rows}x{board.cols} board")
    kind = "llv-board two-layer" if two_layer else "llv-board"
    most = widest(board)
    size = (f'width="{most}" height="{most * height / width:.0f}" style="display:block;' if static else
            f'style="width:100%;max-width:{most}px;height:auto;display:block;')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{kind}" viewBox="0 0 {width:g} {height:g}" role="img" '
            f'aria-label="{label}" {size}'
            f'font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;user-select:none">')


def points(board, cell):
    """The cell's corners in SVG units."""
    return [(MARGIN + x * CELL, MARGIN + y * CELL) for x, y in cell_polygon(board, cell)]


def shape(board, cell, attrs, inset=0.0):
    """A rect (square tiling) or polygon (triangles) for the cell, with extra attributes; ``inset`` units
    inside the cell's edges (so an outline never spills over the thick region borders)."""
    corners = points(board, cell)
    if board.tiling == "square":
        (x, y), (x2, y2) = corners[0], corners[2]
        return (f'<rect x="{x + inset:g}" y="{y + inset:g}" width="{x2 - x - 2 * inset:g}" '
                f'height="{y2 - y - 2 * inset:g}" {attrs}/>')
    if inset:
        cx, cy = centre(board, cell)
        corners = [(cx + (1 - 3 * inset / CELL) * (x - cx), cy + (1 - 3 * inset / CELL) * (y - cy)) for x, y in corners]
    text = " ".join(f"{x:.2f},{y:.2f}" for x, y in corners)
    return f'<polygon points="{text}" {attrs}/>'


def centre(board, cell):
    corners = points(board, cell)
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def is_palette_board(board):
    """True when some region is not a rectangle (perfect-code, jigsaw): regions are then shown as tints."""
    cells = {}
    for r, c in board.cells:
        cells.setdefault(board.regions[r][c], []).append((r, c))
    for group in cells.values():
        rows, cols = {r for r, _ in group}, {c for _, c in group}
        if len(group) != len(rows) * len(cols) or max(rows) - min(rows) + 1 != len(rows) or max(cols) - min(cols) + 1 != len(cols):
            return True
    return False


def region_fills(board, palette, colours):
    """{region: tint} when regions are shown as colours, else {} (never under a colour layer)."""
    if colours is not None:
        return {}
    if palette is None:
        palette = is_palette_board(board) and len({board.regions[r][c] for r, c in board.cells}) > 1
    return region_tints(board) if palette else {}


def fill_of(board, cell, colours, tint):
    """A cell's background: its painted colour, else its region tint, else white."""
    r, c = cell
    if colours is not None and colours[r][c]:
        return paint(colours[r][c])[0]
    return tint.get(board.regions[r][c], "#ffffff")


def cell_group(state, cell, grid, colours, tint, bad):
    """The clickable cell: background, a highlight layer for CSS, and a tooltip."""
    board, (r, c) = state.board, cell
    groups = " ".join(map(str, board.groups_of(cell)))
    value = grid[r][c]
    tip = [cell_name(cell)]
    tip += [f"in the {cage.label}, sum in {{{', '.join(map(str, sorted(cage.sums)))}}}" for cage in state.puzzle.cages if cell in cage.cells]
    if colours is not None and colours[r][c]:
        tip.append(f"colour {colours[r][c]} ({paint(colours[r][c])[1]})")
    tip += bad.get(cell, [])
    kind = "given" if state.given(cell) else "solved" if cell in state.solved else "entry" if value else "blank"
    kind += " bad" if cell in bad else ""
    fill = fill_of(board, cell, colours, tint)
    marks = " ".join(map(str, sorted(state.marks.get(cell, ()))))
    colour = colours[r][c] if colours is not None and colours[r][c] else ""
    return (f'<g class="c {kind}" data-cell="{r},{c}" data-groups="{groups}" data-v="{value or ""}" '
            f'data-marks="{marks}" data-colour="{colour}">'
            f'<title>{escape("; ".join(tip))}</title>'
            + shape(board, cell, f'class="bg" fill="{fill}"')
            + shape(board, cell, 'class="hl" fill="none"', inset=2.5)
            + "</g>")


@lru_cache(maxsize=32)
def lines(board):
    """Thin lines between cells of a region, thick ones on region borders and the rim (cached per board)."""
    owners = {}
    for cell in board.cells:
        corners = [(round(x, 2), round(y, 2)) for x, y in points(board, cell)]
        for a, b in zip(corners, corners[1:] + corners[:1]):
            owners.setdefault(tuple(sorted((a, b))), []).append(board.regions[cell[0]][cell[1]])
    thin = [e for e, regions in owners.items() if len(regions) == 2 and regions[0] == regions[1]]
    thin_set = set(thin)
    thick = [e for e in owners if e not in thin_set]
    return (path(thin, 'stroke="#9aa3ad" stroke-width="1"') + path(thick, 'stroke="#1f2328" stroke-width="3" stroke-linecap="square"'))


def path(segments, attrs):
    """One <path> of straight segments (kept out of the way of clicks)."""
    if not segments:
        return ""
    d = "".join(f"M{a[0]:g} {a[1]:g}L{b[0]:g} {b[1]:g}" for a, b in sorted(segments))
    return f'<path d="{d}" fill="none" {attrs} pointer-events="none"/>'


def cages(cage_list):
    """Dashed inset outlines, and the sum (or the allowed set) in the top-left cell of each cage."""
    out = []
    for cage in cage_list:
        segments = [((MARGIN + x1 * CELL, MARGIN + y1 * CELL), (MARGIN + x2 * CELL, MARGIN + y2 * CELL))
                    for (x1, y1), (x2, y2) in cage_outline(cage.cells, 0.09)]
        out.append(path(segments, 'stroke="#2b2b2b" stroke-width="1.3" stroke-dasharray="4 3"'))
        label = cage_label(cage)
        r, c = cage.anchor
        x, y = MARGIN + c * CELL + 2, MARGIN + r * CELL + 2
        width = 5.6 * len(label) + 3
        out.append(f'<g pointer-events="none"><rect x="{x:g}" y="{y:g}" width="{width:g}" height="11" fill="#ffffff" '
                   f'fill-opacity="0.9"/><text x="{x + 1.5:g}" y="{y + 9:g}" font-size="10" fill="#111">{escape(label)}</text></g>')
    return "".join(out)


def cage_label(cage):
    """'17' or '3|7'; 'Σ' when the allowed set is too long for a corner (the caption then lists it)."""
    label = "|".join(map(str, sorted(cage.sums)))
    return label if len(label) <= 5 else "Σ"


def cage_caption(cage_list):
    """A line under the board for allowed sets too long to write in a corner ('Σ')."""
    long = sorted({tuple(sorted(cage.sums)) for cage in cage_list if cage_label(cage) == "Σ"})
    if not long:
        return ""
    sets = "; ".join("{" + ", ".join(map(str, s)) + "}" for s in long)
    return f"Σ: a cage marked Σ sums to one of {sets}"


def symbols(state, grid, colours, tint):
    """Digits (givens bold), then pencil marks in cells without a digit."""
    board = state.board
    size = 24 if max(len(board.label(v)) for v in board.values) == 1 else 20
    if board.tiling != "square":
        size = 15
    drop = 1
    if state.puzzle.cages:  # leave the top-left corner to the cage sums
        size, drop = size - 3, 3
    out = ['<g pointer-events="none" text-anchor="middle" dominant-baseline="central">']
    for cell in board.cells:
        r, c = cell
        fill = fill_of(board, cell, colours, tint)
        value = grid[r][c]
        x, y = centre(board, cell)
        if value:
            given = bool(state.given(cell))
            colour = text_on(fill, GIVEN if given else SOLVED if cell in state.solved else ENTRY)
            weight = ' font-weight="700"' if given else ""
            out.append(f'<text x="{x:g}" y="{y + drop:g}" font-size="{size}"{weight} fill="{colour}">{escape(board.label(value))}</text>')
        elif state.marks.get(cell):
            out.append(pencil_marks(board, cell, state.marks[cell], text_on(fill, MARK)))
    out.append("</g>")
    return "".join(out)


def pencil_marks(board, cell, marks, colour, strike=(), bold=False):
    """Small candidates on a k x k grid inside the cell, each in its own place."""
    values = list(board.values)
    k = math.ceil(math.sqrt(len(values)))
    step = CELL / k
    font = max(6, min(11, step * 0.8))
    left, top = points(board, cell)[0]
    out = []
    for value in sorted(marks):
        i = values.index(value)
        x, y = left + step * (i % k + 0.5), top + step * (i // k + 0.5)
        deco = ' font-weight="700"' if bold else ""
        out.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{font:.1f}" fill="{colour}"{deco}>{escape(board.label(value))}</text>')
        if value in strike:
            half = font * 0.45
            out.append(f'<line x1="{x - half:.1f}" y1="{y + half:.1f}" x2="{x + half:.1f}" y2="{y - half:.1f}" '
                       f'stroke="{colour}" stroke-width="1.2"/>')
    return "".join(out)


def conflicts(board, bad):
    """A red inner outline on every cell that breaks a rule (the fill stays visible)."""
    out = []
    for cell in bad:
        corners = points(board, cell)
        cx, cy = centre(board, cell)
        inner = " ".join(f"{cx + 0.8 * (x - cx):.1f},{cy + 0.8 * (y - cy):.1f}" for x, y in corners)
        out.append(f'<polygon points="{inner}" fill="none" stroke="{BAD}" stroke-width="2.5" class="bad" pointer-events="none"/>')
    return "".join(out)


def slashes(board, cells):
    """A red slash over each digit that differs from the only solution (Show mistakes)."""
    out = []
    for cell in cells:
        x, y = centre(board, cell)
        half = CELL * 0.3
        out.append(f'<line class="mistake" x1="{x - half:.1f}" y1="{y + half:.1f}" x2="{x + half:.1f}" y2="{y - half:.1f}" '
                   f'stroke="{BAD}" stroke-width="2.5" stroke-linecap="round" pointer-events="none"/>')
    return "".join(out)


def hint_layer(board, step):
    """The groups a hint step uses, tinted under the lines."""
    cells = {cell for name in step.groups if name in board.group_names
             for cell in board.groups[board.group_names.index(name)]}
    out = ['<g pointer-events="none" class="hint-group">']
    for cell in sorted(cells):
        out.append(shape(board, cell, f'fill="{HINT_GROUP}" fill-opacity="0.65"'))
    out.append("</g>")
    return "".join(out)


def hint_marks(state, step):
    """The whole step: candidates of the open cells it looks at, its pattern cells outlined in green,
    a placed value in green, removed candidates struck out in red (centred like every symbol)."""
    board, grid = state.board, state.grid()
    placed = {(r, c): v for r, c, v in step.placements}
    removed = {}
    for r, c, value in step.eliminations:
        removed.setdefault((r, c), set()).add(value)
    out = ['<g pointer-events="none" class="hint" text-anchor="middle" dominant-baseline="central">']
    if step.layer == "digit":
        known = state.candidates()
        looked = {cell for name in step.groups if name in board.group_names
                  for cell in board.groups[board.group_names.index(name)]} | set(step.cells) | set(removed)
        for cell in sorted(looked - set(placed)):
            if not grid[cell[0]][cell[1]] and not state.marks.get(cell):
                out.append(pencil_marks(board, cell, known.get(cell, ()), MARK))
    for cell in sorted(set(step.cells) | set(placed)):
        corners = points(board, cell)
        cx, cy = centre(board, cell)
        outline = " ".join(f"{cx + 0.9 * (x - cx):.1f},{cy + 0.9 * (y - cy):.1f}" for x, y in corners)
        out.append(f'<polygon points="{outline}" fill="none" stroke="{HINT}" stroke-width="3"/>')
    for cell, values in sorted(removed.items()):
        out.append(pencil_marks(board, cell, tuple(values), BAD, strike=tuple(values)))
    if step.layer == "digit":
        for cell, value in sorted(placed.items()):
            x, y = centre(board, cell)
            out.append(f'<text x="{x:g}" y="{y:g}" font-size="22" font-weight="700" fill="{HINT}">{escape(board.label(value))}</text>')
    out.append("</g>")
    return "".join(out)
