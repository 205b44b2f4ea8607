"""Picture helpers for perfect-code Sudoku: shapes around codewords, and the difficulty histogram.

Kept apart from codes.py so that the codes know nothing of colours; the pictures
themselves are drawn by ``ll.draw``.
"""
from ..families.perfect.codes import add
from .pictures import TINTS


def shape_colours(code, shape, n, words=None):
    """An n x n grid for ``draw(cell_colours=...)``: the region tint of codeword k on its shape, None elsewhere.

    ``words`` picks which codewords to show (all by default). Tint k matches the
    region tint of colour k on the code's palette board.
    """
    grid = [[None] * n for _ in range(n)]
    for k, word in enumerate(code):
        if words is None or word in words:
            for offset in shape:
                i, j = add(word, offset, n)
                grid[i][j] = TINTS[k % len(TINTS)]
    return grid


def difficulty_histogram(scores, title="difficulty scores", bins=40):
    """Histogram of (hints, score) pairs stacked by number of hints, with the easy / medium / hard limits; a Figure."""
    import matplotlib.pyplot as plt
    import numpy as np

    from .pictures import PALETTE

    hints = sorted({k for k, _ in scores})
    top = max(s for _, s in scores)
    edges = np.linspace(0, max(top, 10.5), bins + 1)
    fig, ax = plt.subplots(figsize=(7, 3.2))
    ax.hist([[s for k, s in scores if k == h] for h in hints], bins=edges, stacked=True,
            color=[PALETTE[i % len(PALETTE)] for i in range(len(hints))], label=[f"{h} hints" for h in hints])
    ax.axvline(10, color="black", linestyle="--", linewidth=1)
    ax.text(10.2, ax.get_ylim()[1] * 0.9, "medium | hard", fontsize=8)
    ax.set_yscale("log")
    ax.set_xlabel("score = mean insertions - blanks (0 = easy)")
    ax.set_ylabel("puzzles (log scale)")
    ax.set_title(title)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig
