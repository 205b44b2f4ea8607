"""The one candidate table of a board, for the solvers that work on bit masks: cells by number, groups as tuples
of cell numbers, peers, one bit per symbol, and what the techniques read (group sets, lines, intersecting pairs).
Built once per board (``tables``) and shared by the seeds/003 reading (``human``) and the technique solver."""
from functools import cached_property, lru_cache


def line_of(cells):
    """True when the cells lie in one row or in one column (a 'line', as opposed to a box or region)."""
    return len({r for r, _ in cells}) == 1 or len({c for _, c in cells}) == 1


def family_of(name):
    """The kind of a group from its name: 'row 5' -> 'row', 'box 4' -> 'box', 'main diagonal' -> itself."""
    head, _, tail = name.rpartition(" ")
    return head if head and tail.isdigit() else name


class Tables:
    """Cells numbered in board order; ``bit[v]`` is the bit of symbol v in a candidate mask.

    ``groups`` holds each group as a tuple of cell numbers, ``groups_of[i]`` the groups of
    cell i, ``peers[i]`` the cells sharing a group with i (sorted, so every pass runs in one
    order), ``room[bit]`` how often a group holds that symbol (more than once on multiset boards).
    The techniques' tables (``sets``, ``peer_sets``, ``group_bits``, ``peer_bits``, ``is_line``, ``overlaps``, ``families``)
    are built on first use.
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

    # --- the technique solver's tables ---------------------------------------------------------

    @cached_property
    def sets(self):
        """Each group as a frozenset of cell numbers."""
        return tuple(frozenset(g) for g in self.groups)

    @cached_property
    def peer_sets(self):
        """Each cell's peers as a frozenset."""
        return tuple(frozenset(p) for p in self.peers)

    @cached_property
    def group_bits(self):
        """Each group as a bit set of cell numbers (bit i = cell i), for the per-state tables' mask arithmetic."""
        return tuple(sum(1 << i for i in g) for g in self.groups)

    @cached_property
    def peer_bits(self):
        """Each cell's peers as a bit set of cell numbers."""
        return tuple(sum(1 << p for p in peers) for peers in self.peers)

    @cached_property
    def is_line(self):
        """Per group, True for a row or a column."""
        return tuple(line_of(g) for g in self.board.groups)

    @cached_property
    def overlaps(self):
        """(a, b, a & b) for ordered group pairs sharing two or more cells: where locked candidates can act."""
        pairs = []
        for a, sa in enumerate(self.sets):
            for b, sb in enumerate(self.sets):
                if a != b and len(sa & sb) >= 2 and not sa <= sb:
                    pairs.append((a, b, sa & sb))
        return pairs

    @cached_property
    def families(self):
        """{kind: group indices} for each kind of group ('row', 'column', 'box', ...) whose groups are disjoint."""
        kinds = {}
        for g, name in enumerate(self.names):
            kinds.setdefault(family_of(name), []).append(g)
        families = {}
        for kind, members in kinds.items():
            cells = [i for g in members for i in self.groups[g]]
            if len(members) > 1 and len(cells) == len(set(cells)):
                families[kind] = tuple(members)
        return families

    def symbols_of(self, mask):
        """The symbols of a candidate mask, in increasing order."""
        return [v for v, b in self.bit.items() if mask & b]

    def label(self, bit):
        """How a symbol bit is shown: the board's label (a letter) or the number."""
        return self.board.label(self.value_of[bit])

    # --- the singles solver's start and grids --------------------------------------------------

    def start(self, givens):
        """(values, candidates) bit lists for a givens grid, every group's placed symbols struck."""
        vals = [self.bit[givens[r][c]] if givens[r][c] else 0 for r, c in self.cells]
        cand = [0 if v else self.full for v in vals]
        if not self.latin:
            for members in self.groups:
                for b in self.full_in(vals, members):
                    for p in members:
                        cand[p] &= ~b
            return vals, cand
        for i, v in enumerate(vals):
            if v:
                for p in self.peers[i]:
                    cand[p] &= ~v
        return vals, cand

    def full_in(self, vals, members):
        """The symbol bits that a group of a multiset board already holds as often as the multiset allows."""
        held = {}
        for i in members:
            if vals[i]:
                held[vals[i]] = held.get(vals[i], 0) + 1
        return [b for b, times in held.items() if times >= self.room[b]]

    def grid(self, vals):
        """The rows x cols grid of symbols (0 blank) for a values bit list."""
        grid = [[0] * self.board.cols for _ in range(self.board.rows)]
        for (r, c), v in zip(self.cells, vals):
            grid[r][c] = self.value_of[v] if v else 0
        return grid


@lru_cache(maxsize=64)
def tables(board):
    """The (cached) tables of a board."""
    return Tables(board)
