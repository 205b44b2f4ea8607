"""Single-symbol patterns stated on groups: the Empty Rectangle.

Empty Rectangle: a box (any group X that is not a line) whose places for a symbol
all lie in two crossing lines A and B (a row and a column, say), in neither one
alone, and a strong link (a line with two places p, q for the symbol) with p on A
outside X. If q does not hold the symbol, p does: then A's cells in X lose it, so
X holds it on B, and B's cells outside X lose it. So a cell of B outside X that
sees q loses the symbol either way.
"""
from functools import lru_cache

from .candidates import LAYER_NAMES, cells_of, cells_text, step
from .fish import fish_tables, symbol_places
from .group_rules import layer_word


@lru_cache(maxsize=16)
def frames(t):
    """Per non-line group X: (X, [(A, B)]) for lines A, B of different kinds that both meet X."""
    kind = fish_tables(t).line_kind
    out = []
    for x, members in enumerate(t.sets):
        if t.is_line[x]:
            continue
        lines = [g for g in kind if members & t.sets[g]]
        out.append((x, [(a, b) for a in lines for b in lines if kind[a] != kind[b]]))
    return out


def empty_rectangle(state):
    """Empty Rectangle: a box's places for a symbol on a row and a column, and a strong link from one of them."""
    t = state.t
    ft = fish_tables(t)
    for k in range(len(state.layers)):
        for bit, places in symbol_places(state, k):
            links = [(g, m) for g in ft.line_kind if (m := places & ft.gmask[g]).bit_count() == 2]
            for x, pairs in frames(t):
                inside = places & ft.gmask[x]
                if inside.bit_count() < 2:
                    continue
                for a, b in pairs:
                    ma, mb = ft.gmask[a], ft.gmask[b]
                    if inside & ~(ma | mb) or not inside & ~ma or not inside & ~mb:
                        continue
                    for link, pair in links:
                        if link in (a, b) or not pair & ma & ~ft.gmask[x]:
                            continue
                        p = pair & ma
                        q = pair & ~p
                        victims = places & mb & ~ft.gmask[x] & t.peer_bits[q.bit_length() - 1] & ~pair
                        if victims:
                            yield er_step(t, k, bit, (x, a, b, link), inside, p, q, victims)


def er_step(t, k, bit, groups, inside, p, q, victims):
    """The Step of an Empty Rectangle: box x's places on lines a and b, strong link p = q in ``link``."""
    x, a, b, link = groups
    what = f"{layer_word(k)}{t.label(bit)}"
    np, nq = (cells_text(t, cells_of(m)) for m in (p, q))
    text = (f"Empty Rectangle on {what}: {t.names[x]} has it only on {t.names[a]} and {t.names[b]}; "
            f"{t.names[link]} has it only at {np} and {nq}. If {nq} is not {what}, {np} is, so {t.names[x]} has it on "
            f"{t.names[b]} and the rest of {t.names[b]} loses it: so {cells_text(t, cells_of(victims))}, "
            f"on {t.names[b]} and seeing {nq}, lose it")
    return step("Empty Rectangle", tuple(t.cells[i] for i in cells_of(inside | p | q)),
                tuple(t.names[g] for g in groups), {},
                [(t.cells[i], t.value_of[bit]) for i in cells_of(victims)], text, LAYER_NAMES[k])
