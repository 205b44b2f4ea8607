"""Picture helpers for perfect-code Sudoku: shapes around codewords.

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
