"""Chains on candidates, stated on groups: X-Chain, XY-Chain, Remote Pair, W-Wing and AIC (alternating inference).

A node is a candidate (cell, symbol). A *strong* link joins two candidates of
which one at least is true: the two places of a symbol in a group (bilocal), or
the two candidates of a cell (bivalue). A *weak* link joins two candidates that
are not both true: two symbols of one cell, or one symbol in two cells sharing a
group. Starting from a candidate A assumed false, strong and weak links alternate
(A false => B1 true => C1 false => B2 true ...); every candidate B reached at the
end of a strong link is true if A is false, so A or B is true, and a candidate
weakly linked to both A and B is false. That is every AIC, whatever its shape;
the name says the shape: one symbol and group links only (X-Chain), bivalue cells
only (XY-Chain; Remote Pair when every cell holds the same two symbols), two
bivalue cells {x, y} joined by a strong link on one of them (W-Wing), else AIC.

Sets of candidates are bit sets over node numbers (cell * symbols + symbol), so a
breadth-first search from every start costs a few big-integer operations per node.
Latin boards only: a weak link needs a symbol to appear once per group.
"""
from ...core.errors import cell_name
from .candidates import LAYER_NAMES, step
from .table import number

MAX_STRONG = 8  # strong links in a chain at most


def nodes_of(t, vals, cand):
    """The live candidates as node numbers (cell * symbols + symbol index) and the symbol bits in index order."""
    bits = [t.bit[v] for v in t.values]
    live = [i * len(bits) + k for i, m in enumerate(cand) if not vals[i] for k, b in enumerate(bits) if m & b]
    return live, bits


def link_tables(t, vals, cand):
    """(strong, weak, live): per node the bit set of its strong and weak partners, and the set of live nodes."""
    live, bits = nodes_of(t, vals, cand)
    n = len(bits)
    live_set = 0
    for x in live:
        live_set |= 1 << x
    strong = {}
    for members in t.groups:
        for k, b in enumerate(bits):
            places = [i for i in members if cand[i] & b and not vals[i]]
            if len(places) == 2:
                p, q = places[0] * n + k, places[1] * n + k
                strong[p] = strong.get(p, 0) | 1 << q
                strong[q] = strong.get(q, 0) | 1 << p
    for i, m in enumerate(cand):
        if not vals[i] and m.bit_count() == 2:
            p, q = (i * n + k for k, b in enumerate(bits) if m & b)
            strong[p] = strong.get(p, 0) | 1 << q
            strong[q] = strong.get(q, 0) | 1 << p
    weak = {}
    for x in live:
        i, k = divmod(x, n)
        mask = 0
        for kk in range(n):
            mask |= 1 << (i * n + kk)
        for p in t.peers[i]:
            mask |= 1 << (p * n + k)
        weak[x] = mask & live_set & ~(1 << x)
    return strong, weak, live_set


def members(mask):
    """The node numbers of a bit set."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def chains_from(a, strong, weak, linked):
    """(b, parent) for each candidate b that is true if a is false, by shortest alternating chains from a.

    ``linked``: the bit set of nodes with a strong link (the only ones a chain can go on from);
    ``parent`` leads back from (b, 1) to the start (see path_to).
    """
    parent = {(a, 0): None}
    frontier = [a]
    for _ in range(MAX_STRONG):
        ons = []
        for x in frontier:
            for y in members(strong.get(x, 0)):
                if (y, 1) not in parent:
                    parent[y, 1] = (x, 0)
                    ons.append(y)
        for y in ons:
            yield y, parent
        frontier = []
        for y in ons:
            for z in members(weak[y] & linked):
                if (z, 0) not in parent:
                    parent[z, 0] = (y, 1)
                    frontier.append(z)
        if not frontier:
            return


def path_to(parent, end):
    """The chain from the start to ``end`` as a list of node numbers, start first."""
    path = []
    while end is not None:
        path.append(end[0])
        end = parent[end]
    return path[::-1]


def chain_name(path, n, cand_of):
    """The name of a chain's shape (see the module docstring) from its nodes, in order."""
    pairs = list(zip(path[0::2], path[1::2]))
    by_cell = [a // n == b // n for a, b in pairs]
    symbols = {x % n for x in path}
    if not any(by_cell) and len(symbols) == 1:
        return "X-Chain"
    if all(by_cell):
        same = len({cand_of(a // n) for a, _ in pairs}) == 1
        return "Remote Pair" if same and len(pairs) >= 3 else "XY-Chain"
    if by_cell == [True, False, True] and cand_of(path[0] // n) == cand_of(path[-1] // n):
        return "W-Wing"
    return "AIC"


def alternating_chains(state):
    """Every chain conclusion of the state, shortest chains and easiest names first."""
    t = state.t
    found = []
    for k, (vals, cand) in enumerate(state.layers):
        strong, weak, _ = link_tables(t, vals, cand)
        n = len(t.values)
        seen = set()
        linked = sum(1 << x for x in strong)
        for a in sorted(strong):
            for b, parent in chains_from(a, strong, weak, linked):
                victims = weak[a] & weak[b] & ~(1 << a) & ~(1 << b)
                key = (min(a, b), max(a, b))
                if not victims or key in seen or b == a:
                    continue
                path = path_to(parent, (b, 1))
                if len(path) >= 4:
                    seen.add(key)
                    name = chain_name(path, n, lambda i: cand[i])
                    found.append((number(name) + length_bonus(name, path), len(path), k, name, path, victims))
    found.sort(key=lambda f: (f[0], f[1]))
    for rating, _, k, name, path, victims in found:
        yield chain_step(t, k, name, path, victims, rating)


def length_bonus(name, path):
    """Longer chains rate higher: 0.1 for every two strong links beyond three (W-Wing and short chains none)."""
    return 0.0 if name == "W-Wing" else round(0.1 * max(0, len(path) // 2 - 3) // 2, 1)


def chain_step(t, k, name, path, victims, rating):
    """The Step of a chain: the start is true or the end is, so what sees both goes."""
    n = len(t.values)

    def text_of(x):
        return f"{cell_name(t.cells[x // n])}={t.board.label(t.values[x % n])}"

    links = " ".join(("=" if j % 2 else "-") + " " + text_of(x) if j else text_of(x) for j, x in enumerate(path))
    gone = [(t.cells[x // n], t.values[x % n]) for x in members(victims)]
    words = ", ".join(f"{cell_name(c)}={t.board.label(v)}" for c, v in gone)
    text = (f"{name} {links}: if {text_of(path[0])} is false the chain makes {text_of(path[-1])} true, so one of "
            f"them is true; {words} sees both and goes")
    made = step(name, tuple(dict.fromkeys(t.cells[x // n] for x in path)), (), {}, gone, text, LAYER_NAMES[k])
    made.rating = round(rating, 2)
    return made
