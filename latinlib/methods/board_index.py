"""Index tables of a board for the solvers that work on bit masks: cells by number, groups as tuples of cell
numbers, peers, and one bit per symbol. Built once per board and shared by the human-like solver and the
technique solver."""


class BoardIndex:
    """Cells numbered in board order; ``bit[v]`` is the bit of symbol v in a candidate mask.

    ``groups`` holds each group as a tuple of cell numbers, ``groups_of[i]`` the groups of
    cell i, ``peers[i]`` the cells sharing a group with i (sorted, so every pass runs in one
    order), ``room[bit]`` how often a group holds that symbol (more than once on multiset boards).
    """

    def __init__(self, board):
        self.board = board
        self.latin = board.is_latin
        self.cells = board.cells
        self.index = {cell: i for i, cell in enumerate(board.cells)}
        self.values = board.values
        self.bit = {v: 1 << k for k, v in enumerate(self.values)}
        self.value_of = {b: v for v, b in self.bit.items()}
        self.full = (1 << len(self.values)) - 1
        self.room = {self.bit[v]: board.symbols.count(v) for v in self.values}
        self.groups = tuple(tuple(self.index[c] for c in g) for g in board.groups)
        self.names = board.group_names
        self.groups_of = tuple(tuple(g for g, group in enumerate(self.groups) if i in group) for i in range(len(self.cells)))
        self.peers = tuple(tuple(sorted({p for g in self.groups_of[i] for p in self.groups[g]} - {i}))
                           for i in range(len(self.cells)))
