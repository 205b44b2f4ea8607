"""ALS-Chain, stated on groups: four almost locked sets linked by restricted commons.

A -x- B -y- C -w- D, four disjoint ALSs (see ``als``), each pair of neighbours
joined by a restricted common, x ≠ y and y ≠ w. If A lacks a candidate z ≠ x of
both ends (z ≠ w), A holds all its other candidates, x among them; x is a
restricted common, so B lacks x and holds y; so C lacks y and holds w; so D lacks w
and holds z. So z is in A or in D, and a cell seeing every z of both loses z. Two
and three ALSs are ALS-XZ and ALS-XY-Wing; longer chains are left out (the search
grows with every link). The ALSs and their links come from the ``als`` layer (one
enumeration per state). Latin boards only.
"""
from .als import chain_steps, keep, layers
from .candidates import bits_of, cells_of


def als_chain(state):
    """Every ALS-Chain of four ALSs in the state, fewest cells and most eliminations first.

    Ends linked to each other (ALS-XZ) are skipped, and so are end pairs that cannot beat the
    chain already kept for their effect (the first of the fewest cells is kept).
    """
    for k, layer in layers(state):
        alses, best = layer.alses, {}
        linked = [sum(1 << m for m, _ in row) for row in layer.links]
        for z in layer.symbols:
            ends = [(n, a.reach[z]) for n, a in enumerate(alses) if a.reach.get(z) and linked[n]]
            for p, (a, seen) in enumerate(ends):
                for d, other in ends[p + 1:]:
                    victims = seen & other
                    if (victims and not alses[a].cells & alses[d].cells and not linked[a] >> d & 1
                            and best.get((victims, z), (99,))[0] > alses[a].size + alses[d].size + 2):
                        middles(layer, linked, (a, d), z, victims, best)
        yield from chain_steps(layer, k, "ALS-Chain", best)


def middles(layer, linked, ends, z, victims, best):
    """Keep in ``best`` the chain A -x- B -y- C -w- D of fewest cells between the end ALSs a and d (sharing z)."""
    alses, pairs = layer.alses, layer.pairs
    a, d = ends
    for b in cells_of(linked[a]):
        for c in cells_of(linked[b] & linked[d]):
            if alses[a].cells & alses[c].cells or alses[b].cells & alses[d].cells:
                continue
            size = alses[a].size + alses[b].size + alses[c].size + alses[d].size
            if size >= best.get((victims, z), (99,))[0]:
                continue
            rcs = link_symbols(pairs[min(a, b), max(a, b)] & ~z, pairs[min(b, c), max(b, c)],
                               pairs[min(c, d), max(c, d)] & ~z)
            if rcs:
                keep(best, (victims, z), (size, (a, b, c, d), rcs))


def link_symbols(xs, ys, ws):
    """Symbols x of xs, y of ys, w of ws with x ≠ y and y ≠ w (the chain's links), or None."""
    for y in bits_of(ys):
        x, w = xs & ~y, ws & ~y
        if x and w:
            return x & -x, y, w & -w
    return None
