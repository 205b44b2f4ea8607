"""More uniqueness tests on swappable rectangles: unique rectangle types 3, 5 and 6, hidden and avoidable rectangles.

A rectangle is a cycle of four cells a-b-c-d on which two symbols could swap:
every group meets it in none of its cells or in exactly one side (``deadly``), so
on a Sudoku its cells lie in two rows, two columns and two boxes. Were a, c = x
and b, d = y in a solution, the grid with x and y swapped there would be a second
one, unless one of the four is a given. So for a puzzle with one solution:

- Unique Rectangle Type 3: two neighbouring corners are exactly {x, y}; one of the
  other two (the roof) holds one of their extra symbols E, so in a group holding both, E
  with m other cells whose candidates make m + 1 symbols in all is a naked subset.
  Hidden form: the roof cannot hold both x and y, so one of them goes in that group
  outside the roof; with m - 1 symbols placed there only in the same m cells, it
  makes a hidden subset: those cells lose every other candidate.
- Unique Rectangle Type 5: two opposite (or three) corners are {x, y, z}, the
  others {x, y}: one of them is z, so cells seeing all of them lose z.
- Unique Rectangle Type 6: two opposite corners are {x, y} and x has only the
  rectangle's cells in two opposite sides' groups: x goes in the {x, y} corners.
- Hidden Rectangle: a corner is {x, y} and x has only the rectangle's cells in the
  groups of both sides at the opposite corner: that corner cannot be y.
- Avoidable Rectangle Types 1 and 2: corners filled by the player (no givens) with
  x and y, the rest open: the open corners cannot complete the swappable pattern.

Single-layer puzzles without cages only: the swap must keep every other rule.
"""
from functools import lru_cache
from itertools import combinations

from ...core.errors import cell_name
from .candidates import cells_of, cells_text, popcount, step, symbols_text
from .colouring import masks, places_of
from .uniqueness import deadly

MAX_SUBSET = 3  # other cells in a type 3 naked subset at most


@lru_cache(maxsize=16)
def rectangles(t):
    """Every swappable rectangle of the board as a cycle (a, b, c, d), a its smallest cell and b < d."""
    found = []
    for a in range(len(t.cells)):
        for b in t.peers[a]:
            if b <= a:
                continue
            for d in t.peer_sets[a] - t.peer_sets[b]:
                if d <= b:
                    continue
                for c in t.peer_sets[b] & t.peer_sets[d] - t.peer_sets[a]:
                    if c > a and deadly(t, a, b, d, c):
                        found.append((a, b, c, d))
    return tuple(found)


def rectangle_tests(state):
    """Every step of the tests above, by rating; the rectangles are read once for all of them.

    Each test needs a corner that is exactly {x, y}, so only those pairs are tried.
    """
    if state.cages or state.two_layer or not state.t.latin:
        return
    t = state.t
    vals, cand = state.layers[0]
    given = [bool(state.puzzle.givens[r][c]) for r, c in t.cells]
    two = [m if popcount(m) == 2 else 0 for m in cand]
    places = None
    found = []
    for quad in rectangles(t):
        a, b, c, d = quad
        va, vb, vc, vd = vals[a], vals[b], vals[c], vals[d]
        if va or vb or vc or vd:
            if (va == vc or not (va and vc)) and (vb == vd or not (vb and vd)) and (va and vc or vb and vd or (
                    va or vc) and (vb or vd)) and not (given[a] or given[b] or given[c] or given[d]):
                found.extend(avoidable(t, vals, cand, quad))
            continue
        if not (two[a] or two[b] or two[c] or two[d]):
            continue
        common = cand[a] & cand[b] & cand[c] & cand[d]
        for xy in {two[i] for i in quad if two[i] and two[i] & common == two[i]}:
            places = places or places_of(t, vals, cand)
            low = xy & -xy
            found.extend(unique_tests(t, cand, places, quad, low, xy ^ low))
    found.sort(key=lambda s: s.rating)
    yield from found


def unique_tests(t, cand, places, quad, x, y):
    """The type 3, 5, 6 and hidden rectangle steps of a rectangle whose four corners may hold x and y."""
    xy = x | y
    plain = [cand[i] == xy for i in quad]
    count = sum(plain)
    if count not in (1, 2):
        return
    if count == 2 and (plain[0] == plain[1] or plain[0] == plain[3]):
        yield from type3(t, cand, quad, xy, plain)
        yield from type3_hidden(t, cand, places, quad, x, y, plain)
    else:
        yield from type5(t, cand, quad, xy, plain)
        if count == 2:
            yield from type6(t, places, quad, x, y, plain)
    for k in range(4):
        if plain[k]:
            yield from hidden(t, places, quad, k, x, y)


def type3(t, cand, quad, xy, plain):
    """Unique Rectangle Type 3: the two non-{x, y} neighbours act as one cell holding their extras in a naked subset."""
    p, q = [i for i, ok in zip(quad, plain) if not ok]
    extra = (cand[p] | cand[q]) & ~xy
    if popcount(extra) < 2:
        return
    for g in set(t.groups_of[p]) & set(t.groups_of[q]):
        others = [i for i in t.groups[g] if i not in (p, q) and cand[i] and popcount(cand[i] | extra) <= MAX_SUBSET + 1]
        for m in range(1, MAX_SUBSET + 1):
            for subset in combinations(others, m):
                union = extra
                for i in subset:
                    union |= cand[i]
                if popcount(union) != m + 1:
                    continue
                victims = [(i, bit) for i in t.groups[g] if i not in subset and i not in (p, q)
                           for bit in t.room if cand[i] & union & bit]
                if victims:
                    yield type3_step(t, quad, xy, (p, q), subset, union, g, victims)


def type3_step(t, quad, xy, corners, subset, union, g, victims):
    """The Step of a type 3 rectangle: corners p, q with their extras and the subset cells form a naked subset."""
    p, q = corners
    text = (f"unique rectangle {cells_text(t, quad)} on {symbols_text(t, xy)}: {cell_name(t.cells[p])} or "
            f"{cell_name(t.cells[q])} holds one of its other candidates (else the corners could swap, two solutions); "
            f"with {cells_text(t, subset)} they hold {symbols_text(t, union)} in {t.names[g]}, so its other cells lose them")
    made = step("Unique Rectangle Type 3", tuple(t.cells[i] for i in quad + subset), (t.names[g],), {},
                [(t.cells[i], t.value_of[bit]) for i, bit in victims], text)
    made.rating = round(made.rating + 0.1 * (len(subset) - 1), 2)
    return made


def type3_hidden(t, cand, places, quad, x, y, plain):
    """Unique Rectangle Type 3, hidden form: x or y lies in a group of the two roof corners outside them (they
    cannot hold both); if its places there with those of m - 1 symbols that have no other place in the group
    are m cells, those cells hold these symbols and x or y only: they lose the rest."""
    p, q = [i for i, ok in zip(quad, plain) if not ok]
    roof = 1 << p | 1 << q
    for g in set(t.groups_of[p]) & set(t.groups_of[q]):
        bits = t.group_bits[g]
        outside = (places[x] | places[y]) & bits & ~roof
        if not outside or outside.bit_count() > MAX_SUBSET:
            continue
        others = [b for b in t.room if not b & (x | y) and places[b] & bits and not places[b] & roof
                  and (places[b] & bits | outside).bit_count() <= MAX_SUBSET]
        for m in range(MAX_SUBSET):
            for symbols in combinations(others, m):
                cells = outside
                for b in symbols:
                    cells |= places[b] & bits
                keep = x | y | sum(symbols)
                victims = [(i, b) for i in cells_of(cells) for b in t.room if cand[i] & b & ~keep]
                if cells.bit_count() == m + 1 and victims:
                    yield type3_hidden_step(t, quad, x | y, (p, q), cells, keep, g, victims)


def type3_hidden_step(t, quad, xy, roof, cells, keep, g, victims):
    """The Step of a hidden type 3 rectangle: ``cells`` of group g hold only the symbols of ``keep`` (x, y and others)."""
    where = cells_text(t, list(cells_of(cells)))
    if keep == xy:
        rest = f"its only place there is {where}, which holds it and loses every other candidate"
    else:
        rest = (f"its places there and the only ones of {symbols_text(t, keep & ~xy)} are {where}, as many cells as "
                f"symbols: they hold these and lose every other candidate")
    text = (f"unique rectangle {cells_text(t, quad)} on {symbols_text(t, xy)}: {cell_name(t.cells[roof[0]])} and "
            f"{cell_name(t.cells[roof[1]])} cannot hold both (else the corners could swap, two solutions), so one of "
            f"them goes in {t.names[g]} outside them; {rest}")
    made = step("Unique Rectangle Type 3", tuple(t.cells[i] for i in quad) + tuple(t.cells[i] for i in cells_of(cells)),
                (t.names[g],), {}, [(t.cells[i], t.value_of[b]) for i, b in victims], text)
    made.rating = round(made.rating + 0.1 * (cells.bit_count() - 1), 2)
    return made


def type5(t, cand, quad, xy, plain):
    """Unique Rectangle Type 5: the corners that are not {x, y} all are {x, y, z}; cells seeing them all lose z."""
    rest = [i for i, ok in zip(quad, plain) if not ok]
    z = cand[rest[0]] & ~xy
    if popcount(z) != 1 or any(cand[i] != xy | z for i in rest):
        return
    victims = [i for i in t.peer_sets[rest[0]].intersection(*(t.peer_sets[i] for i in rest[1:])) if cand[i] & z]
    if victims:
        text = (f"unique rectangle {cells_text(t, quad)} on {symbols_text(t, xy)}: one of {cells_text(t, rest)} is "
                f"{t.label(z)} (else the corners could swap, two solutions); {cells_text(t, victims)} see"
                f"{'s' if len(victims) == 1 else ''} them all and lose{'s' if len(victims) == 1 else ''} {t.label(z)}")
        yield step("Unique Rectangle Type 5", tuple(t.cells[i] for i in quad), (), {},
                   [(t.cells[i], t.value_of[z]) for i in victims], text)


def only_here(t, places, x, u, v):
    """A group holding cells u and v whose only places for symbol bit x they are, or None."""
    groups, _ = masks(t)
    pair = 1 << u | 1 << v
    return next((g for g in set(t.groups_of[u]) & set(t.groups_of[v]) if places[x] & groups[g] == pair), None)


def type6(t, places, quad, x, y, plain):
    """Unique Rectangle Type 6: opposite corners {x, y}, x confined to the rectangle in two opposite sides."""
    a, b, c, d = quad
    rest = (b, d) if plain[0] else (a, c)
    for s in (x, y):
        for one, two in (((a, b), (c, d)), ((b, c), (d, a))):
            g, h = only_here(t, places, s, *one), only_here(t, places, s, *two)
            if g is not None and h is not None:
                text = (f"unique rectangle {cells_text(t, quad)} on {symbols_text(t, x | y)}: {t.label(s)} goes in "
                        f"{t.names[g]} and {t.names[h]} only in the rectangle, so in both {symbols_text(t, x | y)} corners or in both "
                        f"others; in the others the corners could swap (two solutions), so "
                        f"{cells_text(t, rest)} lose {t.label(s)}")
                yield step("Unique Rectangle Type 6", tuple(t.cells[i] for i in quad), (t.names[g], t.names[h]), {},
                           [(t.cells[i], t.value_of[s]) for i in rest], text)
                break


def hidden(t, places, quad, k, x, y):
    """Hidden Rectangle: corner k is {x, y}; x only in the rectangle along both sides at the opposite corner."""
    far, n1, n2 = quad[(k + 2) % 4], quad[(k + 1) % 4], quad[(k + 3) % 4]
    for s, o in ((x, y), (y, x)):
        g, h = only_here(t, places, s, far, n1), only_here(t, places, s, far, n2)
        if g is not None and h is not None and places[o] >> far & 1:
            text = (f"hidden rectangle {cells_text(t, quad)} on {symbols_text(t, x | y)}: were "
                    f"{cell_name(t.cells[far])} {t.label(o)}, {t.label(s)} would fill {cell_name(t.cells[n1])} "
                    f"({t.names[g]}) and {cell_name(t.cells[n2])} ({t.names[h]}), {cell_name(t.cells[quad[k]])} would "
                    f"be {t.label(o)} and the corners could swap (two solutions); so {cell_name(t.cells[far])} "
                    f"loses {t.label(o)}")
            yield step("Hidden Rectangle", tuple(t.cells[i] for i in quad), (t.names[g], t.names[h]), {},
                       [(t.cells[far], t.value_of[o])], text)


def avoidable(t, vals, cand, quad):
    """Avoidable Rectangle Types 1 and 2: corners filled by the player (no givens) the open ones must not complete.

    The caller checked that no corner is a given and filled opposite corners hold one symbol.
    """
    filled = [k for k, i in enumerate(quad) if vals[i]]
    if len(filled) not in (2, 3):
        return
    need = [vals[quad[(k + 2) % 4]] for k in range(4)]  # the symbol each corner needs to complete the swap pattern
    if len(filled) == 3:
        k = next(k for k in range(4) if k not in filled)
        if vals[quad[(k + 1) % 4]] == vals[quad[(k + 3) % 4]] and cand[quad[k]] & need[k]:
            yield avoidable_step(t, "Avoidable Rectangle Type 1", quad, [(quad[k], need[k])],
                                 f"{cell_name(t.cells[quad[k]])} cannot be {t.label(need[k])}")
    elif len(filled) == 2 and filled[1] - filled[0] != 2:
        yield from avoidable2(t, cand, quad, [k for k in range(4) if k not in filled], need)


def avoidable2(t, cand, quad, open_corners, need):
    """Avoidable Rectangle Type 2: the two open corners are {needed, z}: one is z, cells seeing both lose z."""
    p, q = (quad[k] for k in open_corners)
    zp, zq = (cand[quad[k]] & ~need[k] for k in open_corners)
    if zp != zq or popcount(zp) != 1 or cand[p] != need[open_corners[0]] | zp or cand[q] != need[open_corners[1]] | zq:
        return
    victims = [(i, zp) for i in t.peer_sets[p] & t.peer_sets[q] if cand[i] & zp]
    if victims:
        yield avoidable_step(t, "Avoidable Rectangle Type 2", quad, victims,
                             f"one of {cell_name(t.cells[p])}, {cell_name(t.cells[q])} is {t.label(zp)}, "
                             f"so {cells_text(t, [i for i, _ in victims])} lose{'s' if len(victims) == 1 else ''} {t.label(zp)}")


def avoidable_step(t, name, quad, victims, why):
    """The Step of an avoidable rectangle: ``victims`` (cell number, symbol bit) pairs."""
    text = (f"avoidable rectangle {cells_text(t, quad)}: its filled corners are no givens, so completing the pattern "
            f"would let two symbols swap there (two solutions); {why}")
    return step(name, tuple(t.cells[i] for i in quad), (), {}, [(t.cells[i], t.value_of[b]) for i, b in victims], text)
