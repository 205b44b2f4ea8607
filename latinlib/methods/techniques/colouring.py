"""Colouring on one symbol, stated on groups: Simple Colors (one cluster) and Multi Colors (two clusters).

A conjugate pair is a symbol's two places in a group: exactly one of them holds
it. Conjugate pairs sharing a place join into a cluster, whose places split into
two colours: one colour is all true, the other all false. Simple Colors Trap: a
place seeing both colours of a cluster loses the symbol. Simple Colors Wrap: two
places of one colour see each other, so that colour is false everywhere. Multi
Colors 1: a colour of one cluster sees a colour of another; they are not both
true, so one of their opposite colours is, and a place seeing both opposites
loses the symbol. Multi Colors 2: a colour sees both colours of another cluster,
so it is false. Colouring finds X-chains made of conjugate pairs only.

Cells are bit sets over cell numbers. Latin boards only: a group holds each
symbol once, so two places in one group are never both true.
"""
from functools import lru_cache

from .candidates import LAYER_NAMES, cells_of, cells_text, step
from .group_rules import layer_word


@lru_cache(maxsize=16)
def masks(t):
    """(group masks, peer masks): each group, and each cell's peers, as a bit set over cell numbers."""
    groups = tuple(sum(1 << i for i in g) for g in t.groups)
    peers = tuple(sum(1 << p for p in ps) for ps in t.peers)
    return groups, peers


def seen_by(peers, mask):
    """The cells that share a group with some cell of ``mask``."""
    seen = 0
    for i in cells_of(mask):
        seen |= peers[i]
    return seen


def places_of(t, vals, cand):
    """{symbol bit: bit set of the open cells that may hold it}."""
    places = dict.fromkeys(t.room, 0)
    for i, m in enumerate(cand):
        if m and not vals[i]:
            for b in places:
                if m & b:
                    places[b] |= 1 << i
    return places


def clusters(groups, places):
    """Each cluster of conjugate pairs of one symbol as its two colours (bit sets); odd cycles (no colouring) left out."""
    links = {}
    for gm in groups:
        pair = places & gm
        if pair.bit_count() == 2:
            a, c = cells_of(pair)
            links.setdefault(a, []).append(c)
            links.setdefault(c, []).append(a)
    found, done = [], 0
    for start in links:
        if done >> start & 1:
            continue
        colour, stack, sound = {start: 0}, [start], True
        while stack:
            x = stack.pop()
            for y in links[x]:
                if y not in colour:
                    colour[y] = 1 - colour[x]
                    stack.append(y)
                sound = sound and colour[y] != colour[x]
        sets = [0, 0]
        for x, c in colour.items():
            sets[c] |= 1 << x
        done |= sets[0] | sets[1]
        if sound:
            found.append(tuple(sets))
    return found


def colourings(state):
    """(layer, symbol bit, its places, its clusters, peer masks) for every symbol with a conjugate pair."""
    t = state.t
    groups, peers = masks(t)
    for k, (vals, cand) in enumerate(state.layers):
        for b, places in places_of(t, vals, cand).items():
            found = clusters(groups, places)
            if found:
                yield k, b, places, found, peers


def simple_colors(state):
    """Simple Colors Trap and Wrap: a place seeing both colours of a cluster goes; a colour seeing itself goes."""
    t = state.t
    for k, b, places, found, peers in colourings(state):
        for pair in found:
            seen = [seen_by(peers, c) for c in pair]
            victims = places & seen[0] & seen[1] & ~(pair[0] | pair[1])
            if victims:
                yield colour_step(t, k, b, "Simple Colors Trap", pair, victims, sees_both(t, victims, "colours"))
            for c in (0, 1):
                if seen[c] & pair[c]:
                    yield colour_step(t, k, b, "Simple Colors Wrap", pair, pair[c],
                                      f"two places of colour {'AB'[c]} see each other, so colour {'AB'[c]} is false")


def multi_colors(state):
    """Multi Colors 1 and 2: two clusters of one symbol joined where a colour of one sees a colour of the other."""
    t = state.t
    for k, b, places, found, peers in colourings(state):
        if len(found) < 2:
            continue
        seen = [[seen_by(peers, c) for c in pair] for pair in found]
        for i, one in enumerate(found):
            for j, two in enumerate(found):
                if i != j:
                    yield from cluster_pair(t, k, b, places, (one, two), (seen[i], seen[j]), i < j)


def cluster_pair(t, k, b, places, pair, seen, first):
    """The Multi Colors steps of two clusters (colours A, a and B, b); type 1 once per unordered pair."""
    (one, two), (s1, s2) = pair, seen
    names = (("A", "a"), ("B", "b"))
    for a in (0, 1):
        if s1[a] & two[0] and s1[a] & two[1]:
            text = f"colour {names[0][a]} sees both colours of the other cluster, so colour {names[0][a]} is false"
            yield colour_step(t, k, b, "Multi Colors 2", one + two, one[a], text)
        for c in (0, 1) if first else ():
            if s1[a] & two[c]:
                victims = places & s1[1 - a] & s2[1 - c] & ~(one[1 - a] | two[1 - c])
                if victims:
                    text = (f"colours {names[0][a]} and {names[1][c]} see each other, so {names[0][1 - a]} or "
                            f"{names[1][1 - c]} is true; {sees_both(t, victims, 'of them')}")
                    yield colour_step(t, k, b, "Multi Colors 1", one + two, victims, text)


def sees_both(t, victims, what):
    """'r5c4 sees both colours' / 'r5c4, r5c6 see both colours' for an explanation."""
    return f"{cells_text(t, cells_of(victims))} see{'s' if victims & (victims - 1) == 0 else ''} both {what}"


def colour_step(t, k, b, name, colours, victims, why):
    """The Step of a colouring: ``colours`` the colour bit sets (A, a[, B, b]), ``victims`` the places that lose b."""
    what = f"{layer_word(k)}{t.label(b)}"
    labels = "AaBb" if len(colours) == 4 else "AB"
    shown = "; ".join(f"{labels[n]}: {cells_text(t, cells_of(c))}" for n, c in enumerate(colours))
    cells = [t.cells[i] for c in colours for i in cells_of(c)]
    gone = [(t.cells[i], t.value_of[b]) for i in cells_of(victims)]
    text = (f"{name} on {what}: conjugate pairs (a group's only two places for {what}) colour the places so that "
            f"one colour of each cluster is true ({shown}); {why}; so {cells_text(t, cells_of(victims))} "
            f"lose{'s' if victims & (victims - 1) == 0 else ''} {what}")
    return step(name, tuple(cells), (), {}, gone, text, LAYER_NAMES[k])
