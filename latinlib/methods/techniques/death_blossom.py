"""Death Blossom, stated on groups: a stem cell and one almost locked set (petal) per stem candidate.

A stem cell s with candidates d1 .. dn; for each di an ALS Ai (a petal) whose cells
that may hold di all see s. Whatever s holds, say di, petal Ai loses di and holds
every other candidate it has. So a symbol z of every petal (z not a stem
candidate) is in some petal; when z is a stem candidate too, the petal of z is not
needed: z is at the stem or in another petal. A cell that may hold z and sees every
z of the petals (and the stem, when z is a stem candidate) loses z. The petals come
from the ALS list of ``als`` (one enumeration per state). Latin boards only.
"""
from ...core.errors import cell_name
from .als import als_step, als_text, layers
from .candidates import cells_of

MAX_STEM = 3  # candidates of a stem cell at most


def death_blossom(state):
    """Every Death Blossom of the state, fewest petal cells first."""
    for k, layer in layers(state):
        best = {}
        for (s, z), by_digit in petal_options(layer).items():
            for chosen, victims in blossoms(layer, s, z, by_digit):
                size = sum(layer.alses[n].size for n in chosen)
                if size < best.get((victims, z), (99,))[0]:
                    best[victims, z] = (size, s, chosen)
        for (victims, z), (_, s, chosen) in sorted(best.items(), key=lambda item: item[1][0]):
            yield blossom_step(layer, k, s, chosen, z, victims)


def petal_options(layer):
    """{(stem cell, z): {stem candidate d: {reach of z: petal ALS number}}} for petals of d holding z (z ≠ d).

    A petal of d at stem s is an ALS whose cells that may hold d all see s.
    """
    cand, vals, alses = layer.cand, layer.vals, layer.alses
    stems = 0
    for i, m in enumerate(cand):
        if not vals[i] and 2 <= m.bit_count() <= MAX_STEM:
            stems |= 1 << i
    options = {}
    for n, a in enumerate(alses):
        for d, m in a.has.items():
            for s in cells_of(layer.memo[m] & stems):
                if cand[s] & d:
                    for z in layer.split[a.cand & ~d]:
                        if a.reach[z]:
                            options.setdefault((s, z), {}).setdefault(d, {}).setdefault(a.reach[z], n)
    return options


def blossoms(layer, s, z, by_digit):
    """(petal ALS numbers, victims mask) choices for stem s and symbol z that remove z somewhere, one per victims."""
    stem_z = layer.cand[s] & z
    digits = [d for d in layer.split[layer.cand[s] & ~z]]
    if any(d not in by_digit for d in digits):
        return ()
    start = layer.where[z] & (layer.pm[s] if stem_z else -1)
    options = [sorted(by_digit[d].items(), key=lambda item: -item[0].bit_count()) for d in digits]
    found = {}
    pick(options, 0, start, (), found)
    return [(chosen, victims) for victims, chosen in found.items()]


def pick(options, depth, mask, chosen, found):
    """Depth-first: one petal per stem candidate keeping ``mask`` (cells seeing every z so far) non-empty."""
    if depth == len(options):
        found.setdefault(mask, chosen)
        return
    for reach, n in options[depth]:
        inside = mask & reach
        if inside and len(found) < 8:
            pick(options, depth + 1, inside, chosen + (n,), found)


def blossom_step(layer, k, s, chosen, z, victims):
    """The Step of a Death Blossom: whatever the stem holds, z is in a petal (or at the stem)."""
    t = layer.t
    petals = [layer.alses[n] for n in chosen]
    zw = t.label(z)
    gone = sorted((t.cells[i], t.value_of[z]) for i in range(len(t.cells)) if victims >> i & 1)
    stem = cell_name(t.cells[s])
    text = (f"Death Blossom with stem {stem}: petals {'; '.join(als_text(t, a) for a in petals)}; whatever {stem} "
            f"holds, the petal of that symbol (its cells for it all see {stem}) loses it and holds all its other "
            f"candidates, so {zw} is in a petal{' or at the stem' if layer.cand[s] & z else ''}; so "
            f"{', '.join(cell_name(c) for c, _ in gone)}, seeing every {zw} of them, lose {zw}")
    made = als_step(layer, k, "Death Blossom", petals, text, gone)
    made.cells = (t.cells[s],) + made.cells
    return made
