"""Sue de Coq, stated on any two groups that meet in two or more cells (a box and a line on a Sudoku).

Take open cells C of the intersection of groups A and B, with candidates V,
|V| ≥ |C| + 2; cells D of A outside B with candidates VD, and cells E of B outside
A with candidates VE, VD and VE disjoint, such that C, D and E together hold as
many candidates as cells. A symbol of VD can only go in C or D (not E), both in A:
once at most; one of VE in C or E, in B: once at most; one of V alone in C: once
at most. So each of the |C| + |D| + |E| symbols goes exactly once into those
cells: A's other cells lose VD and V less VE, B's other cells lose VE and V less VD.
Latin boards only (two cells of a group differ).
"""
from functools import lru_cache
from itertools import combinations

from ...core.errors import cell_name
from .als import bit_lists
from .candidates import LAYER_NAMES, cells_text, step, symbols_text

MAX_SIDE = 3  # cells of D (and of E) at most


def sue_de_coq(state):
    """Every Sue de Coq of the state: fewest cells first."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        found = {}
        for n, cells in pair_cells(t).items():
            for made in patterns_of(t, n, tuple(vals[i] for i in cells), tuple(cand[i] for i in cells)):
                key = tuple(sorted(made[-1]))
                if key and (key not in found or made[0] < found[key][0]):
                    found[key] = made
        for (_, a, b, cells, v, vd, ve, gone) in sorted(found.values(), key=lambda f: f[0]):
            yield coq_step(t, k, a, b, cells, v, vd, ve, gone)


@lru_cache(maxsize=16)
def pair_cells(t):
    """{n: cells} for each overlap n = (a, b, inter) of ``t.overlaps`` with a < b: the cells of a and b, sorted."""
    return {n: tuple(sorted(t.sets[a] | t.sets[b])) for n, (a, b, _) in enumerate(t.overlaps) if a < b}


@lru_cache(maxsize=8192)
def patterns_of(t, n, vals, cand):
    """patterns() of overlap n from the symbols and masks of its cells (``pair_cells`` order), memoized: a step
    changes a few cells, so most overlaps are found again unchanged."""
    a, b, inter = t.overlaps[n]
    cells = pair_cells(t)[n]
    return tuple(patterns(t, dict(zip(cells, vals)), dict(zip(cells, cand)), a, b, inter))


def patterns(t, vals, cand, a, b, inter):
    """(size, a, b, (C, D, E), V, VD, VE, eliminations) for each Sue de Coq on groups a and b that removes something."""
    middle = [i for i in sorted(inter) if not vals[i]]
    side_a = [i for i in t.groups[a] if not vals[i] and i not in inter]
    side_b = [i for i in t.groups[b] if not vals[i] and i not in inter]
    for size in range(2, len(middle) + 1):
        for chosen in combinations(middle, size):
            v = 0
            for i in chosen:
                v |= cand[i]
            extra = v.bit_count() - size
            if extra < 2:
                continue
            for d, vd, gain in sides(cand, side_a, v, extra - 1):
                for e, ve, _ in sides(cand, side_b, v, extra - gain, exact=True):
                    if vd & ve:
                        continue
                    gone = list(dict.fromkeys(victims(t, vals, cand, a, set(chosen) | set(d), vd | v & ~ve)
                                              + victims(t, vals, cand, b, set(chosen) | set(e), ve | v & ~vd)))
                    if gone:
                        yield (size + len(d) + len(e), a, b, (chosen, d, e), v, vd, ve, gone)


def sides(cand, cells, v, most, exact=False):
    """(cells, candidates, gain) for sets of up to MAX_SIDE cells with gain = cells less candidates outside v.

    Gains from 1 to ``most`` (``exact``: equal to ``most``); each cell shares a candidate with v.
    """
    usable = [i for i in cells if cand[i] & v]
    for n in range(1, min(MAX_SIDE, len(usable)) + 1):
        for chosen in combinations(usable, n):
            mask = 0
            for i in chosen:
                mask |= cand[i]
            gain = n - (mask & ~v).bit_count()
            if (gain == most) if exact else (1 <= gain <= most):
                yield chosen, mask, gain


def victims(t, vals, cand, g, inside, symbols):
    """[(cell, symbol)] for the symbols that group g's open cells outside ``inside`` lose."""
    split = bit_lists(len(t.values))
    return [(t.cells[i], t.value_of[s]) for i in t.groups[g] if i not in inside and not vals[i]
            for s in split[cand[i] & symbols]]


def coq_step(t, k, a, b, cells, v, vd, ve, gone):
    """The Step of a Sue de Coq: each symbol of C, D and E goes there once."""
    c, d, e = cells
    text = (f"Sue de Coq on {t.names[a]} and {t.names[b]}: {cells_text(t, c)} hold {symbols_text(t, v)}, "
            f"{cells_text(t, d)} ({t.names[a]}) {symbols_text(t, vd)}, {cells_text(t, e)} ({t.names[b]}) "
            f"{symbols_text(t, ve)}: {len(c) + len(d) + len(e)} cells, as many symbols, each of which can go there "
            f"once at most, so once exactly; so these go: "
            + ", ".join(f"{cell_name(cell)}={t.board.label(value)}" for cell, value in gone))
    return step("Sue de Coq", tuple(t.cells[i] for i in c + d + e), (t.names[a], t.names[b]), {}, gone, text,
                LAYER_NAMES[k])
