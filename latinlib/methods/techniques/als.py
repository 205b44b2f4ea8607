"""Almost locked sets, stated on groups: ALS-XZ and ALS-XY-Wing.

An almost locked set (ALS) is N open cells of one group holding N + 1 candidates
between them (a bivalue cell is an ALS of one cell). Take one candidate away and
the rest are locked: the N cells hold exactly the other N symbols. Two disjoint
ALSs A and B have a *restricted common* candidate x when every cell of A that may
hold x sees every cell of B that may hold x: x then goes in A or in B, not both,
so one of them loses x and holds all its other candidates.

- ALS-XZ: A and B with a restricted common x; a candidate z ≠ x of both is in A or
  in B, so a cell seeing every z of both loses z. With two restricted commons
  (doubly linked) each ALS loses exactly one of them and every other candidate of
  it is locked inside it: cells outside seeing all its z's lose z, and cells seeing
  every x of both lose each restricted common x.
- ALS-XY-Wing: A -x- C -y- B (x ≠ y): if A lacks z it holds x, so C lacks x and
  holds y, so B lacks y and holds z: z ≠ x, y common to A and B is in one of them.

The ALSs of a state are enumerated once (``als_list``, cached on the candidates)
as bit masks over cell numbers and shared with Death Blossom. Latin boards only:
a group must hold each symbol once.
"""
from functools import lru_cache

from ...core.errors import cell_name
from .candidates import LAYER_NAMES, bits_of, cells_of, step, symbols_text
from .table import number

MAX_CELLS = 4  # cells of an ALS at most (of a 9x9; at most half the symbols plus one on other boards)


class Als:
    """One almost locked set: its cells and candidates as masks, the group it lies in.

    ``has[b]``: mask of its cells holding symbol bit b; ``reach[b]``: mask of the cells
    (anywhere) that may hold b and see every one of those cells.
    """

    __slots__ = ("cells", "cand", "group", "size", "has", "reach")

    def __init__(self, cells, cand, group, size, has, reach):
        self.cells, self.cand, self.group, self.size, self.has, self.reach = cells, cand, group, size, has, reach


@lru_cache(maxsize=64)
def seen_by_all(t):
    """A board's memo {cell mask: mask of the cells seeing every one of them}, filled as masks come up."""
    return {}


@lru_cache(maxsize=8)
def bit_lists(count):
    """For every candidate mask of ``count`` symbols, its one-bit ints lowest first (a table, no loop per call)."""
    return tuple(tuple(1 << k for k in range(count) if mask >> k & 1) for mask in range(1 << count))


class Layer:
    """What the ALS techniques read of one layer: symbol bits, where each symbol may go, the ALSs, their links.

    ``links[n]``: [(m, restricted commons mask)] for each ALS m sharing one with ALS n
    (disjoint from it); ``pairs``: {(n, m), n < m: restricted commons mask}.
    """

    def __init__(self, t, vals, cand):
        self.t, self.vals, self.cand = t, vals, cand
        self.pm = t.peer_bits
        self.memo = seen_by_all(t)
        self.symbols = list(t.room)
        self.where = {b: sum(1 << i for i, m in enumerate(cand) if m & b and not vals[i]) for b in self.symbols}
        self.split = bit_lists(len(t.values))
        self.bits = [self.split[m] for m in cand]
        self.alses = enumerate_alses(self)
        self.pairs = restricted_pairs(self)
        self.links = [[] for _ in self.alses]
        for (n, m), xs in self.pairs.items():
            self.links[n].append((m, xs))
            self.links[m].append((n, xs))

    def seeing(self, mask):
        """The mask of cells that see every cell of ``mask`` (none of them included)."""
        seen = self.memo.get(mask)
        if seen is None:
            seen = -1
            for i in cells_of(mask):
                seen &= self.pm[i]
            self.memo[mask] = seen
        return seen


def enumerate_alses(layer):
    """Every ALS of up to MAX_CELLS cells of every group, each cell set once (first group that holds it)."""
    t, cand, vals = layer.t, layer.cand, layer.vals
    most = min(MAX_CELLS, len(layer.symbols) // 2 + 1)
    found, seen = [], set()
    for g, members in enumerate(t.groups):
        open_cells = [i for i in members if not vals[i]]
        usable = [i for i in open_cells if cand[i].bit_count() <= most + 1]
        top = min(most, len(open_cells) - 1)
        stack = [(0, 0, 0, ())]
        while stack:
            start, mask, union, chosen = stack.pop()
            for j in range(start, len(usable)):
                i = usable[j]
                u = union | cand[i]
                width = u.bit_count()
                if width > top + 1:
                    continue
                m = mask | 1 << i
                now = chosen + (i,)
                if width == len(now) + 1 and m not in seen:
                    seen.add(m)
                    found.append(make_als(layer, now, m, u, g))
                if len(now) < top:
                    stack.append((j + 1, m, u, now))
    return found


def make_als(layer, chosen, cells, union, group):
    """An Als with its per-symbol cell masks, the cells seeing all of each and those of them that may hold it."""
    has = dict.fromkeys(layer.bits[chosen[0]], 1 << chosen[0])
    for i in chosen[1:]:
        bit = 1 << i
        for b in layer.bits[i]:
            has[b] = has.get(b, 0) | bit
    reach, where, memo = {}, layer.where, layer.memo
    for b, m in has.items():
        seen = memo.get(m)
        if seen is None:
            seen = layer.seeing(m)
        reach[b] = seen & where[b]
    return Als(cells, union, group, len(chosen), has, reach)


def restricted_pairs(layer):
    """{(n, m): restricted commons mask} for disjoint ALSs n < m: every x of one sees every x of the other."""
    alses, pairs = layer.alses, {}
    for x in layer.symbols:
        by_mask = {}
        for n, a in enumerate(alses):
            if a.cand & x:
                by_mask.setdefault(a.has[x], []).append(n)
        by_low = {}
        for m in by_mask:
            by_low.setdefault((m & -m).bit_length() - 1, []).append(m)
        where = layer.where[x]
        for m1, ones in by_mask.items():
            see = layer.memo[m1]
            for i in cells_of(see & layer.where[x]):
                for m2 in by_low.get(i, ()):
                    if m2 & ~see or m2 < m1:
                        continue
                    for n in ones:
                        cells = alses[n].cells
                        for o in by_mask[m2]:
                            if not alses[o].cells & cells:
                                key = (n, o) if n < o else (o, n)
                                pairs[key] = pairs.get(key, 0) | x
    return pairs


@lru_cache(maxsize=8)
def layer_of(t, vals, cand):
    """The (cached) ALS layer of a state's layer: every finder of the family shares one enumeration."""
    return Layer(t, list(vals), list(cand))


def layers(state):
    """(layer number, Layer) for each layer of a Latin state."""
    for k, (vals, cand) in enumerate(state.layers):
        yield k, layer_of(state.t, tuple(vals), tuple(cand))


def elimination_list(t, pairs):
    """[(cell, symbol)] from (cell mask, symbol bit) pairs, each once, in cell order."""
    out = {}
    for mask, b in pairs:
        for i in cells_of(mask):
            out[t.cells[i], t.value_of[b]] = None
    return sorted(out)


def als_text(t, a):
    """How an ALS is named in an explanation: 'r1c2, r1c5 {2, 4, 7} (row 1)'."""
    return f"{', '.join(cell_name(t.cells[i]) for i in cells_of(a.cells))} {symbols_text(t, a.cand)} ({t.names[a.group]})"


def als_step(layer, k, name, chain, text, gone):
    """The Step of an ALS technique: its cells are the ALSs' cells, its groups theirs."""
    t = layer.t
    cells = tuple(t.cells[i] for a in chain for i in cells_of(a.cells))
    groups = tuple(dict.fromkeys(t.names[a.group] for a in chain))
    return step(name, cells, groups, {}, gone, text, LAYER_NAMES[k])


# --- ALS-XZ -----------------------------------------------------------------------------------------

def als_xz(state):
    """ALS-XZ: two ALSs with a restricted common x; what sees every z of both loses z (doubly linked: more)."""
    for k, layer in layers(state):
        best = {}
        for (n, o), xs in layer.pairs.items():
            a, b = layer.alses[n], layer.alses[o]
            gone = xz_effect(layer, a, b, xs)
            if gone:
                key = (a.size + b.size, n, o)
                if key < best.get(gone, (99,)):
                    best[gone] = key
        for gone, (_, n, o) in sorted(best.items(), key=lambda item: (item[1][0], -len(item[0]))):
            yield xz_step(layer, k, layer.alses[n], layer.alses[o], layer.pairs[n, o], gone)


def xz_effect(layer, a, b, xs):
    """The eliminations (cell mask, symbol bit) of the ALS-XZ on ALSs a and b with restricted commons xs, as a tuple."""
    ra, rb, split = a.reach, b.reach, layer.split
    gone = tuple((ra[z] & rb[z], z) for z in split[a.cand & b.cand & ~xs] if ra[z] & rb[z])
    if xs & (xs - 1):
        gone += tuple((ra[x] & rb[x], x) for x in bits_of(xs) if ra[x] & rb[x])
        gone += tuple((s.reach[z], z) for s in (a, b) for z in bits_of(s.cand & ~xs) if s.reach[z])
    return gone


def xz_step(layer, k, a, b, xs, effect):
    """The Step of the ALS-XZ on ALSs a and b with restricted commons xs and its effect (see xz_effect)."""
    t = layer.t
    gone = elimination_list(t, effect)
    xw = symbols_text(t, xs)
    words = ", ".join(f"{cell_name(c)}={t.board.label(v)}" for c, v in gone)
    if xs & (xs - 1):
        why = (f"{xw} are restricted commons (every copy in A sees every copy in B), so each goes in A or B, not both: "
               f"A and B each lose one of them and every other candidate of each is locked in it")
    else:
        why = (f"{xw} is a restricted common (every {xw[1:-1]} of A sees every one of B), so A or B lacks it and holds all "
               f"its other candidates: each other common candidate is in A or in B")
    text = f"ALS-XZ: A = {als_text(t, a)}, B = {als_text(t, b)}; {why}; so these go: {words}"
    return als_step(layer, k, "ALS-XZ", (a, b), text, gone)


# --- ALS-XY-Wing ---------------------------------------------------------------------------------------

def chain_step(layer, k, name, chain, rcs, z, victims):
    """The Step of an ALS chain A1 -x1- A2 ... An: z, common to both ends, is in one of them."""
    t = layer.t
    links = " ".join(f"-{symbols_text(t, x)}- {als_text(t, a)}" for x, a in zip(rcs, chain[1:]))
    zw = t.label(z)
    gone = elimination_list(t, [(victims, z)])
    text = (f"{name}: {als_text(t, chain[0])} {links}; if the first ALS lacks {zw} it holds its link symbol, so the "
            f"next lacks that and holds its next link symbol, and so on to the last, which then holds {zw}: "
            f"{zw} is in the first or the last ALS, so {', '.join(cell_name(c) for c, _ in gone)}, seeing all of them, "
            f"lose {zw}")
    return als_step(layer, k, name, chain, text, gone)


def als_xy_wing(state):
    """ALS-XY-Wing: A -x- C -y- B with x ≠ y; a z ≠ x, y common to A and B goes from what sees all of them."""
    for k, layer in layers(state):
        alses, best = layer.alses, {}
        for c, row in enumerate(layer.links):
            wings, split = [(alses[a], a, xa) for a, xa in row], layer.split
            for p, (first, a, xa) in enumerate(wings):
                cand, cells, reach = first.cand, first.cells, first.reach
                for last, b, xb in wings[p + 1:]:
                    zs = cand & last.cand & ~(xa if xa & (xa - 1) == 0 else 0) & ~(xb if xb & (xb - 1) == 0 else 0)
                    if not zs or cells & last.cells or xa == xb and not xa & (xa - 1):
                        continue
                    for z in split[zs]:
                        victims = reach[z] & last.reach[z]
                        links = victims and wing_links(xa & ~z, xb & ~z)
                        if links:
                            keep(best, (victims, z), (first.size + last.size + alses[c].size, (a, c, b), links))
        yield from chain_steps(layer, k, "ALS-XY-Wing", best)


def wing_links(xa, xb):
    """Two different symbols x of xa and y of xb, or None."""
    for x in bits_of(xa):
        for y in bits_of(xb & ~x):
            return x, y
    return None


def keep(best, effect, key):
    """Keep for an effect the smallest key (the chain with fewest cells) that gives it."""
    if key < best.get(effect, (99,)):
        best[effect] = key


def chain_steps(layer, k, name, best):
    """The Steps of the kept chains, fewest cells and most eliminations first."""
    for (victims, z), (_, path, rcs) in sorted(best.items(), key=lambda item: (item[1][0], -item[0][0].bit_count())):
        yield chain_step(layer, k, name, [layer.alses[n] for n in path], rcs, z, victims)
