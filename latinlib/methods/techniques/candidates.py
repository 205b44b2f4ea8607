"""Candidate grids on any latinlib Board: index tables, the pencil-mark state, and how a Step changes it.

Every rule the technique solver uses is stated on the board's *groups*: rows,
columns, boxes, jigsaw regions, palette colours, diagonals and windows are all
just groups. Candidates are bit masks (bit k = the k-th distinct symbol), one
list per layer: a plain puzzle has one layer (digits), a two-layer puzzle
(Suirodoku, Graeco-Latin square) a second one (colours).

Boards whose multiset repeats symbols (Ripeto, Custom Sudoku) keep the same
state; a symbol leaves a group's candidates only once the group holds it as
often as the multiset says (``Tables.latin`` is False there).

Per-state tables for the finders: ``state.derived(k)`` gives the layer's
``Derived`` tables (bit sets of cells per symbol, bivalue cells, bilocal
links), built once for the current candidate masks and shared by every finder
of one ``find_steps`` / solver step; they are rebuilt when the masks change
(the key is the masks themselves, so a finder never reads stale tables).
A finder caches tables of its own there too: ``state.derived(k).memo(name, build)``.
Cell bit sets use ``t.group_bits`` / ``t.peer_bits`` (bit i = cell i).
"""
from functools import cached_property

from ...core.errors import PuzzleError, cell_name
from ..board_index import tables
from ..human.singles import place as place_single
from ..steps import Step
from .table import number

LAYER_NAMES = ("digit", "colour")


def step(technique, cells, groups, placements, eliminations, text, layer="digit", search=0):
    """A technique Step from cell-keyed effects: ``placements`` {cell: symbol}, ``eliminations`` [(cell, symbol)]."""
    return Step(reason=text, technique=technique, placements=[(r, c, v) for (r, c), v in placements.items()],
                eliminations=[(r, c, v) for (r, c), v in eliminations], cells=tuple(cells), groups=tuple(groups),
                rating=number(technique), layer=layer, search=search)


def popcount(mask):
    """Number of candidates in a mask."""
    return mask.bit_count()


class State:
    """Pencil marks of a puzzle: per layer, the placed symbol bits (0 blank) and candidate masks of every cell.

    ``cages``: (cell indices, allowed sums, label) for each cage of the puzzle.
    """

    def __init__(self, puzzle, t, layers, cages):
        self.puzzle = puzzle
        self.t = t
        self.layers = layers
        self.cages = cages
        self.tables = {}

    def derived(self, k=0):
        """The Derived tables of layer k for its current candidate masks (built on first use, then shared)."""
        vals, cand = self.layers[k]
        key = tuple(cand)
        found = self.tables.get(k)
        if found is None or found.key != key:
            found = self.tables[k] = Derived(self.t, vals, cand, key)
        return found

    @property
    def two_layer(self):
        """True for a digit + colour puzzle."""
        return len(self.layers) == 2

    def copy(self):
        """An independent copy (for trials and the search)."""
        return State(self.puzzle, self.t, [(list(v), list(c)) for v, c in self.layers], self.cages)

    def solved(self):
        """True when every cell of every layer holds a symbol."""
        return all(all(vals) for vals, _ in self.layers)

    def grid(self, layer=0):
        """The rows x cols grid of symbols of a layer (0 = blank)."""
        board = self.t.board
        grid = [[0] * board.cols for _ in range(board.rows)]
        for (r, c), b in zip(self.t.cells, self.layers[layer][0]):
            grid[r][c] = self.t.value_of[b] if b else 0
        return grid


class Derived:
    """Tables of one layer's candidate masks, each built on first use: see the module docstring.

    ``where[s]``: bit set of the open cells holding symbol bit 1 << s; ``open``: bit set
    of the open cells; ``bivalue``: open cells with two candidates; ``bilocal[s]``: the
    (group, p, q) where symbol s has exactly two places p < q.
    """

    def __init__(self, t, vals, cand, key):
        self.t, self.vals, self.cand, self.key = t, vals, cand, key
        self.memos = {}

    def memo(self, name, build):
        """A finder's own table for these masks: ``build()`` on first use, then the same object."""
        if name not in self.memos:
            self.memos[name] = build()
        return self.memos[name]

    @cached_property
    def where(self):
        """Per symbol index, the bit set of open cells that hold it as a candidate."""
        where = [0] * len(self.t.values)
        for i, m in enumerate(self.cand):
            if m and not self.vals[i]:
                while m:
                    low = m & -m
                    where[low.bit_length() - 1] |= 1 << i
                    m ^= low
        return where

    @cached_property
    def open(self):
        """Bit set of the open (blank) cells."""
        return sum(1 << i for i, v in enumerate(self.vals) if not v)

    @cached_property
    def bivalue(self):
        """The open cells with exactly two candidates, in board order."""
        return [i for i, m in enumerate(self.cand) if not self.vals[i] and m.bit_count() == 2]

    @cached_property
    def bilocal(self):
        """Per symbol index, [(group, p, q)] for each group where the symbol has exactly two places p < q."""
        links = []
        for spots in self.where:
            found = []
            for g, bits in enumerate(self.t.group_bits):
                places = spots & bits
                if places.bit_count() == 2:
                    low = places & -places
                    found.append((g, low.bit_length() - 1, (places ^ low).bit_length() - 1))
            links.append(found)
        return links


def cells_of(bits):
    """The cell numbers of a bit set, in increasing order."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def bits_of(mask):
    """The set bits of a mask (a symbol mask, say), lowest first, each as a one-bit int."""
    while mask:
        low = mask & -mask
        yield low
        mask ^= low


def start_state(puzzle, entries=None, colour_entries=None, candidates=None, colour_candidates=None):
    """The State after the givens (and a player's entries and pencil marks) are written and their groups struck.

    ``entries``: a grid (0 blank) or {cell: symbol} of the player's digits, on top of the givens;
    ``candidates``: {cell: symbols} of the player's pencil marks, kept where the groups allow them
    (a cell not in the map keeps every symbol its groups allow).
    """
    t = tables(puzzle.board)
    grids = [(merge(puzzle.givens, entries), candidates)]
    if puzzle.is_two_layer:
        grids.append((merge(puzzle.colours, colour_entries), colour_candidates))
    state = State(puzzle, t, [], tuple((tuple(t.index[c] for c in cage.cells), cage.sums and frozenset(cage.sums), cage.label, cage.distinct)
                                      for cage in puzzle.cages))
    for grid, marks in grids:
        vals = [0] * len(t.cells)
        cand = [t.full] * len(t.cells)
        state.layers.append((vals, cand))
        for i, (r, c) in enumerate(t.cells):
            if grid[r][c]:
                if grid[r][c] not in t.bit:
                    raise PuzzleError(f"{cell_name((r, c))}: {grid[r][c]} is not a symbol of {puzzle.board.name}")
                place(state, len(state.layers) - 1, i, t.bit[grid[r][c]])
        for cell, symbols in (marks or {}).items():
            cand[t.index[cell] if cell in t.index else missing_cell(puzzle.board, cell)] &= mask_of(t, cell, symbols)
    return state


def missing_cell(board, cell):
    """PuzzleError for pencil marks on a cell the board does not have."""
    raise PuzzleError(f"pencil marks for {cell!r}: {board.name} has no such cell")


def mask_of(t, cell, symbols):
    """The candidate mask of a cell's pencil marks; PuzzleError naming the cell for a symbol the board lacks."""
    mask = 0
    for v in symbols:
        if v not in t.bit:
            raise PuzzleError(f"{cell_name(cell)}: pencil mark {v!r} is not a symbol of {t.board.name}")
        mask |= t.bit[v]
    return mask


def merge(givens, entries):
    """The givens grid with a player's entries (grid or {cell: symbol}) written in the blanks."""
    grid = [list(row) for row in givens]
    if entries is None:
        return grid
    items = entries.items() if isinstance(entries, dict) else (
        ((r, c), v) for r, row in enumerate(entries) for c, v in enumerate(row))
    for (r, c), v in items:
        if v and not grid[r][c]:
            grid[r][c] = v
    return grid


def place(state, layer, i, b):
    """Write symbol bit b in cell i of a layer and strike it where the groups now forbid it (the singles kernel's place)."""
    vals, cand = state.layers[layer]
    place_single(state.t, vals, cand, i, b, [], late=True)


def apply_step(state, step):
    """Carry out a Step's placements and eliminations on the state."""
    t = state.t
    layer = LAYER_NAMES.index(step.layer)
    vals, cand = state.layers[layer]
    for r, c, value in step.eliminations:
        cand[t.index[r, c]] &= ~t.bit[value]
    for r, c, value in step.placements:
        i = t.index[r, c]
        if not vals[i]:
            place(state, layer, i, t.bit[value])


def contradiction(state):
    """Text naming why the pencil marks cannot be completed, or None: an empty cell or a symbol with no room."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        what = LAYER_NAMES[k]
        for i, v in enumerate(vals):
            if not v and not cand[i]:
                return f"{cell_name(t.cells[i])} has no {what} left"
        for g, members in enumerate(t.groups):
            if t.latin:
                why = latin_group_fault(t, g, vals, cand)
                if why:
                    return f"{t.names[g]} has no room for {what} {t.label(why)}"
                continue
            for b, room in t.room.items():
                due = room - sum(1 for i in members if vals[i] == b)
                places = sum(1 for i in members if cand[i] & b)
                if due < 0 or places < due:
                    return f"{t.names[g]} has no room for {what} {t.label(b)}"
    if state.two_layer:
        (dv, _), (cv, _) = state.layers
        seen = {}
        for i in range(len(t.cells)):
            if dv[i] and cv[i]:
                if (dv[i], cv[i]) in seen:
                    return f"{cell_name(t.cells[seen[dv[i], cv[i]]])} and {cell_name(t.cells[i])} hold the same pair"
                seen[dv[i], cv[i]] = i
    return None


def latin_group_fault(t, g, vals, cand):
    """On a Latin board, the bit of a symbol group g holds twice or has no place for, or 0 (bit arithmetic)."""
    placed = twice = room = 0
    for i in t.groups[g]:
        v = vals[i]
        twice |= placed & v
        placed |= v
        room |= cand[i]
    bad = twice | (t.full & ~placed & ~room)
    return bad & -bad


def cells_text(t, indices):
    """Cell names joined for an explanation: 'r5c4, r5c5, r5c6'."""
    return ", ".join(cell_name(t.cells[i]) for i in sorted(indices))


def symbols_text(t, mask):
    """Symbols of a mask for an explanation: '{3, 7}'."""
    return "{" + ", ".join(t.board.label(v) for v in t.symbols_of(mask)) + "}"
