"""A board and its givens turned into integers: the shared input of both counting methods.

Cell i is bit i of a Python int, group g is the int of its cells, symbol s is an
index into the board's distinct values. Both methods work on these ints only, so
neither needs to know what kind of board it is (Latin square, Sudoku, jigsaw,
palette board, extra groups, a frame with holes).
"""
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Compiled:
    """The board as bitmasks.

    ``gmask[g]``: cells of group g; ``cell_groups[i]``: groups of cell i as a bitmask
    over groups; ``peers[i]``: cells sharing a group with i (i itself excluded);
    ``mult[s]``: how often symbol s appears in every group (1 on a Latin board).
    """

    cells: tuple
    index: dict
    gmask: tuple
    cell_groups: tuple
    peers: tuple
    values: tuple
    mult: tuple
    latin: bool
    rows: int
    cols: int

    @property
    def full(self):
        """The mask of every cell."""
        return (1 << len(self.cells)) - 1


@lru_cache(maxsize=64)
def compile_board(board):
    """The Compiled form of a Board (cached: boards are frozen and hashable)."""
    cells = tuple(sorted(board.cells))
    index = {cell: i for i, cell in enumerate(cells)}
    gmask = tuple(sum(1 << index[c] for c in group) for group in board.groups)
    cell_groups = [0] * len(cells)
    peers = [0] * len(cells)
    for g, mask in enumerate(gmask):
        for cell in board.groups[g]:
            i = index[cell]
            cell_groups[i] |= 1 << g
            peers[i] |= mask
    peers = tuple(p & ~(1 << i) for i, p in enumerate(peers))
    counts = Counter(board.symbols)
    values = tuple(sorted(counts))
    return Compiled(cells, index, gmask, tuple(cell_groups), peers, values,
                    tuple(counts[v] for v in values), len(counts) == len(board.symbols),
                    board.rows, board.cols)


def given_placements(comp, givens):
    """The givens as a list of (cell index, symbol index)."""
    sym = {v: s for s, v in enumerate(comp.values)}
    return [(i, sym[givens[r][c]]) for i, (r, c) in enumerate(comp.cells) if givens[r][c]]


def grid_of(comp, where):
    """The rows x cols grid (0 off the board) from ``where[s]`` = mask of the cells holding symbol s."""
    grid = [[0] * comp.cols for _ in range(comp.rows)]
    for s, mask in enumerate(where):
        while mask:
            low = mask & -mask
            r, c = comp.cells[low.bit_length() - 1]
            grid[r][c] = comp.values[s]
            mask ^= low
    return grid


def bits(mask):
    """The indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
