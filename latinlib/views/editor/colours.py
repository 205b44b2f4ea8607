"""Colours of the editor: the paint palette (up to 25 distinct colours), region tints and text contrast.

The first nine paint colours are ll.views.pictures.PALETTE (the eight Okabe-Ito colours, colour-blind
safe, and a grey), so the editor and matplotlib pictures agree; sixteen more, picked from
Kelly's colours of maximum contrast, reach 25 (the largest two-layer boards the
package builds). Text on a fill is black or white, whichever has the larger
WCAG contrast ratio: that ratio is always at least 4.58, above the 4.5 rule.
"""
from ...core.errors import PuzzleError
from ..pictures import PALETTE, TINTS

PAINT_NAMES = ("orange", "sky blue", "green", "yellow", "blue", "vermilion", "pink", "grey", "black")
EXTRA = (
    ("#875692", "purple"), ("#A1CAF1", "light blue"), ("#BE0032", "crimson"), ("#C2B280", "buff"),
    ("#8DB600", "lime"), ("#604E97", "violet"), ("#F99379", "salmon"), ("#882D17", "brown"),
    ("#DCD300", "olive yellow"), ("#00827F", "teal"), ("#E68FAC", "rose"), ("#2B3D26", "dark green"),
    ("#B3446C", "plum"), ("#3DDBD9", "cyan"), ("#654522", "dark brown"), ("#5E7CE2", "cornflower"),
)
PAINTS = tuple(zip(PALETTE, PAINT_NAMES)) + EXTRA
MAX_COLOURS = len(PAINTS)
DISTINCT_TINTS = ("#fde2b8", "#cde8fb", "#c9ecd4", "#fbf3b0", "#e3d5f5", "#f9cfc6", "#f6d3e7", "#dedede", "#d6f0a8",
                  "#b9ece8", "#efe0c4", "#c8d4f5")
REGION_TINTS = DISTINCT_TINTS + tuple(t for t in TINTS if t not in DISTINCT_TINTS)


def paint(value):
    """The (hex, name) of paint colour ``value`` (1-based)."""
    return PAINTS[value - 1]


def require_paints(count):
    """Refuse, in plain words, a colour layer with more colours than the editor can tell apart."""
    if count > MAX_COLOURS:
        raise PuzzleError(f"this board needs {count} colours, but the editor shows at most {MAX_COLOURS} "
                          "colours that stay distinct and readable; use ll.draw for larger boards")


def luminance(hex_colour):
    """WCAG relative luminance of '#rrggbb'."""
    def channel(k):
        x = int(hex_colour[k:k + 2], 16) / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)


def contrast(a, b):
    """WCAG contrast ratio of two '#rrggbb' colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_on(fill, preferred="#000000"):
    """``preferred`` when it reads at 4.5:1 on ``fill``, else black or white, whichever reads better."""
    if contrast(fill, preferred) >= 4.5:
        return preferred
    return "#000000" if contrast(fill, "#000000") >= contrast(fill, "#ffffff") else "#ffffff"


def region_tints(board):
    """{region id: tint}: one tint per region when there are enough (scattered palette classes stay
    readable), else neighbouring regions in different tints (greedy colouring of the region map)."""
    regions = sorted({board.regions[r][c] for r, c in board.cells})
    if len(regions) <= len(DISTINCT_TINTS):
        return dict(zip(regions, DISTINCT_TINTS))
    on = set(board.cells)
    near = {}
    for r, c in board.cells:
        here = board.regions[r][c]
        near.setdefault(here, set())
        for other in ((r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1)):
            if other in on and board.regions[other[0]][other[1]] != here:
                near[here].add(board.regions[other[0]][other[1]])
    tints = {}
    for region in sorted(near):
        used = {tints.get(x) for x in near[region]}
        tints[region] = next((t for t in REGION_TINTS if t not in used), REGION_TINTS[region % len(REGION_TINTS)])
    return tints
