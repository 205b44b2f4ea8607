"""Chains on candidates, stated on groups: X-Chain, XY-Chain, Remote Pair, W-Wing, AIC, nice loops, grouped forms.

A node is a candidate (cell, symbol), or a *group node*: a symbol's places in the
intersection of two groups (a line and a box, say), true when one of them holds
it. A *strong* link joins two nodes of which one at least is true: a group's
places for a symbol split between the two nodes (two cells: bilocal), or the
two candidates of a cell (bivalue). A *weak* link joins two nodes that are not
both true: two symbols of one cell, or one symbol in disjoint nodes whose cells
all see each other. Starting from a node A assumed false, strong and weak links
alternate (A false => B1 true => C1 false => B2 true ...); every node B reached
at the end of a strong link is true if A is false, so A or B is true, and a
candidate weakly linked to both A and B is false. That is every AIC, whatever
its shape; the name says the shape: one symbol and group links only (X-Chain),
bivalue cells only (XY-Chain; Remote Pair when every cell holds the same two
symbols), two bivalue cells {x, y} joined by a strong link on one of them
(W-Wing), else AIC; a chain through a group node is a Grouped X-Chain or a
Grouped AIC. X-Chains are searched first on their own links, so a shorter
mixed chain does not hide them. The same search reads the nice loops (a chain that
closes on its start: ``nice_loops``).

Nodes are numbered symbol-major (symbol * cells + cell; group nodes after the
candidates), so the candidates of a symbol in a bit set of cells are that bit
set shifted: a breadth-first search from every start costs a few big-integer
operations per node. The link tables are built once per state (``Derived.memo``).
Latin boards only: a weak link needs a symbol to appear once per group.
"""
from ...core.errors import cell_name
from .candidates import LAYER_NAMES, cells_of, step
from . import nice_loops as nl
from .table import number

MAX_STRONG = 8  # strong links in a chain at most


class Links:
    """The chain graph of one layer's masks: nodes, strong and weak partner bit sets, group nodes' cells."""

    def __init__(self, t, d):
        self.size = len(t.cells)
        self.base = len(d.where) * self.size
        self.groups = group_nodes(t, d)
        self.singles = sum(spots << s * self.size for s, spots in enumerate(d.where))
        nodes = self.base + len(self.groups)
        self.strong, self.weak = [0] * nodes, [0] * nodes
        self.texts = {}
        self.bilocal_links(t, d)
        self.grouped_links(t, d)
        self.weak_links(t, d)
        self.linked = sum(1 << x for x, partners in enumerate(self.strong) if partners)

    def node(self, x):
        """(symbol index, bit set of cells) of node x."""
        if x < self.base:
            return x // self.size, 1 << x % self.size
        return self.groups[x - self.base]

    def join(self, table, x, y):
        """Record the symmetric link x - y in a table."""
        table[x] |= 1 << y
        table[y] |= 1 << x

    def bilocal_links(self, t, d):
        """Strong links of two places of a symbol in a group, and of the two candidates of a bivalue cell."""
        size = self.size
        for s, found in enumerate(d.bilocal):
            for _, p, q in found:
                self.join(self.strong, s * size + p, s * size + q)
        for i in d.bivalue:
            s, r = cells_of(d.cand[i])
            self.join(self.strong, s * size + i, r * size + i)

    def grouped_links(self, t, d):
        """Strong links of a group node and the rest of a group's places (one cell or another group node)."""
        base = self.base
        index = {node: base + j for j, node in enumerate(self.groups)}
        for j, (s, cells) in enumerate(self.groups):
            for g in t.groups_of[first(cells)]:
                bits = t.group_bits[g]
                if cells & ~bits:
                    continue
                rest = d.where[s] & bits & ~cells
                if rest.bit_count() == 1:
                    self.join(self.strong, base + j, s * self.size + rest.bit_length() - 1)
                elif (s, rest) in index and index[s, rest] > base + j:
                    self.join(self.strong, base + j, index[s, rest])

    def weak_links(self, t, d):
        """Weak partners of every node: other symbols of its cell, the same symbol where all cells see each other."""
        size, base = self.size, self.base
        in_cell = {}
        for i in cells_of(d.open):
            in_cell[i] = sum(1 << r * size + i for r in cells_of(d.cand[i]))
        for s, spots in enumerate(d.where):
            for i in cells_of(spots):
                x = s * size + i
                self.weak[x] = (t.peer_bits[i] & spots) << s * size | in_cell[i] & ~(1 << x)
        of_symbol = {}
        for j, (s, cells) in enumerate(self.groups):
            of_symbol.setdefault(s, []).append((base + j, cells))
        for j, (s, cells) in enumerate(self.groups):
            common = seen_by_all(t, cells)
            mask = (d.where[s] & common) << s * size
            for i in cells_of(d.where[s] & common):
                self.weak[s * size + i] |= 1 << base + j
            for x, other in of_symbol[s]:
                if other & ~common == 0:
                    mask |= 1 << x
            self.weak[base + j] = mask


def seen_by_all(t, cells):
    """The bit set of cells that see every cell of a bit set (none of them: a cell does not see itself)."""
    seen = -1
    for i in cells_of(cells):
        seen &= t.peer_bits[i]
    return seen


def group_nodes(t, d):
    """[(symbol index, bit set of cells)]: a symbol's two or more places in the intersection of two groups."""
    found = {}
    inters = {sum(1 << i for i in inter) for _, _, inter in t.overlaps}
    for s, spots in enumerate(d.where):
        for inter in sorted(inters):
            cells = spots & inter
            if cells.bit_count() >= 2:
                found[s, cells] = None
    return list(found)


def links_of(state, k):
    """The Links of layer k for the state's current masks (built once per state)."""
    d = state.derived(k)
    return d.memo("chain links", lambda: Links(state.t, d))


def reach(a, links, allowed, targets):
    """Levels [(false set, true set)] of the alternating search from node a assumed false, within ``allowed``.

    Stops early once every node of ``targets`` is weakly linked to a true node of level 1 or more.
    """
    off_seen, on_seen, offs, levels = 1 << a, 0, 1 << a, []
    while True:
        ons = union(links.strong, offs) & allowed & ~on_seen
        if not ons:
            break
        on_seen |= ons
        levels.append((offs, ons))
        if len(levels) == MAX_STRONG:
            break
        seen_by = union(links.weak, ons)
        if len(levels) > 1:
            targets &= ~seen_by
            if not targets:
                break
        offs = seen_by & links.linked & allowed & ~off_seen
        if not offs:
            break
        off_seen |= offs
    return levels


def union(table, bits):
    """The union of table[x] over the nodes x of a bit set."""
    out = 0
    while bits:
        low = bits & -bits
        out |= table[low.bit_length() - 1]
        bits ^= low
    return out


def path_back(links, levels, j, b):
    """The chain from the start to node b, found true at level j, as a list of nodes, start first."""
    path = [b]
    for level in range(j, -1, -1):
        x = first(links.strong[path[-1]] & levels[level][0])
        path.append(x)
        if level:
            path.append(first(links.weak[x] & levels[level - 1][1]))
    return path[::-1]


def first(bits):
    """The lowest member of a non-empty bit set."""
    return (bits & -bits).bit_length() - 1


def chain_name(path, links, cand):
    """The name of a chain's shape (see the module docstring) from its nodes, in order."""
    nodes = [links.node(x) for x in path]
    pairs = list(zip(nodes[0::2], nodes[1::2]))
    by_cell = [a[1] == b[1] and a[0] != b[0] for a, b in pairs]
    one_symbol = len({s for s, _ in nodes}) == 1
    if any(x >= links.base for x in path):
        return "Grouped X-Chain" if one_symbol else "Grouped AIC"
    if not any(by_cell) and one_symbol:
        return "X-Chain"
    if all(by_cell):
        same = len({cand[first(a[1])] for a, _ in pairs}) == 1
        return "Remote Pair" if same and len(pairs) >= 3 else "XY-Chain"
    if by_cell == [True, False, True] and cand[first(nodes[0][1])] == cand[first(nodes[-1][1])]:
        return "W-Wing"
    return "AIC"


def alternating_chains(state):
    """Every chain conclusion of the state, one per set of eliminations: easiest name, then shortest, first."""
    found = {}
    for k, (vals, cand) in enumerate(state.layers):
        links = links_of(state, k)
        for s in range(len(state.t.values)):
            search(links, cand, k, ((1 << links.size) - 1) << s * links.size, found)
        search(links, cand, k, -1, found)
    for rating, _, k, name, path, victims in sorted(found.values(), key=lambda f: f[:2]):
        yield chain_step(state.t, links_of(state, k), k, name, path, victims, rating)


def search(links, cand, k, allowed, found):
    """Add to ``found`` {(layer, victims): entry} the chains from every start whose nodes are all ``allowed``, and the
    nice loops read from the same levels (keys (layer, 'loop', victims) and (layer, 'forced', start))."""
    weak = links.weak
    for a in cells_of(links.linked & allowed):
        targets = weak[a] & links.singles
        if not targets:
            continue
        levels = reach(a, links, allowed, targets)
        placed = add_loops(links, k, levels, a, found)
        for v in cells_of(targets):
            for j in range(1, len(levels)):
                ends = weak[v] & levels[j][1] & ~placed
                if ends:
                    b = first(ends)
                    victims = targets & weak[b] & ~(1 << b)
                    if (k, victims) not in found:
                        path = path_back(links, levels, j, b)
                        record(found, (k, victims), chain_name(path, links, cand), path, k, victims)
                    break


def add_loops(links, k, levels, a, found):
    """Add to ``found`` the nice loops through the start a (``nice_loops``): a forced true, or loops closing on it.

    Returns the bit set of nodes a chain from a may not end on: a itself once a loop places it.
    """
    forced = nl.forced_level(levels, a)
    placed = 0
    if forced is not None:
        path = path_back(links, levels, forced, a)
        if nl.is_simple(links, path[1:]):
            victims = links.weak[a] & links.singles if a >= links.base else 0
            record(found, (k, "forced", a), nl.loop_name(links, path, nl.DISCONTINUOUS), path, k, victims)
            placed = 1 << a
    for j, b in nl.closings(links, levels, a):
        path = path_back(links, levels, j, b)
        if nl.is_simple(links, path):
            victims = nl.continuous_victims(links, path)
            if victims:
                record(found, (k, "loop", victims), nl.loop_name(links, path, nl.CONTINUOUS), path, k, victims)
    return placed


def record(found, key, name, path, k, victims):
    """Keep in ``found`` the first chain or loop met for a key (a layer and what it removes or places)."""
    if key not in found:
        found[key] = (number(name) + length_bonus(name, path), len(path), k, name, path, victims)


def length_bonus(name, path):
    """Longer chains rate higher: 0.1 for every two strong links beyond three (W-Wing and short chains none)."""
    return 0.0 if name == "W-Wing" else round(0.1 * (max(0, len(path) // 2 - 3) // 2), 1)


def node_text(t, links, x):
    """'r1c2=5' for a candidate, 'r1c2/r1c3=5' for a group node (each written once per Links)."""
    if x not in links.texts:
        s, cells = links.node(x)
        links.texts[x] = "/".join(cell_name(t.cells[i]) for i in cells_of(cells)) + f"={t.board.label(t.values[s])}"
    return links.texts[x]


def chain_step(t, links, k, name, path, victims, rating):
    """The Step of a chain: the start is true or the end is, so what sees both goes."""
    size = links.size
    links_text = " ".join(("=" if j % 2 else "-") + " " + node_text(t, links, x) if j else node_text(t, links, x)
                          for j, x in enumerate(path))
    gone = [(t.cells[x % size], t.values[x // size]) for x in cells_of(victims)]
    words = ", ".join(node_text(t, links, x) for x in cells_of(victims))
    start, end = node_text(t, links, path[0]), node_text(t, links, path[-1])
    placed = {}
    if name in nl.NAMES:
        text = nl.loop_text(name, links_text, start, words)
        if path[0] == path[-1] < links.base:
            placed = {t.cells[path[0] % size]: t.values[path[0] // size]}
    else:
        text = (f"{name} {links_text}: if {start} is false the chain makes {end} true, so one of "
                f"them is true; {words} sees both and goes")
    cells = tuple(dict.fromkeys(t.cells[i] for x in path for i in cells_of(links.node(x)[1])))
    made = step(name, cells, (), placed, gone, text, LAYER_NAMES[k])
    made.rating = round(rating, 2)
    return made
