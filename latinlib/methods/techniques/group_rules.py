"""Human solving techniques, each stated on groups so that it holds on every Latin board.

Each technique is a generator ``f(state)`` that yields a Step for every
instance it finds (layer by layer, group by group). Which ones run,
and in what order, is the table TECHNIQUES in solver.py (easiest first).

Soundness on boards whose groups repeat symbols (multisets): singles and
locked candidates are restated with counts ("as many places as copies still
due") and stay sound; naked and hidden subsets, turbot fish, XY-wing, XYZ-wing and the
uniqueness patterns (uniqueness.py) assume that two cells of a group differ, so they are used on Latin boards only
(``latin_only`` in TECHNIQUES).
"""
from itertools import combinations

from ...core.errors import cell_name
from ..board_index import family_of
from .candidates import LAYER_NAMES, cells_of, cells_text, popcount, step, symbols_text
from .table import number


def layer_word(k):
    """'' for the digit layer, 'colour ' for the second layer (used in explanations)."""
    return "" if k == 0 else "colour "


def placed_in(vals, members):
    """The union of the symbol bits placed in a group's cells."""
    held = 0
    for i in members:
        held |= vals[i]
    return held


def due_in(t, vals, members, b):
    """How many more times symbol bit b must go into the group."""
    return t.room[b] - sum(1 for i in members if vals[i] == b)


# --- singles ----------------------------------------------------------------------------------

def hidden_single(state):
    """A symbol with exactly as many places left in a group as copies still due (one, on a Latin board)."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        spots = state.derived(k).where
        for g, members in enumerate(t.groups):
            for s, b in enumerate(t.room):
                if t.latin and (spots[s] & t.group_bits[g]).bit_count() != 1:
                    continue
                due = due_in(t, vals, members, b)
                if not due:
                    continue
                places = [i for i in members if cand[i] & b]
                if len(places) == due:
                    cells = [t.cells[i] for i in places]
                    where = cells_text(t, places)
                    what = f"{layer_word(k)}{t.label(b)}"
                    text = (f"{t.names[g]} needs {what} and {where} is the only place left for it"
                            if due == 1 else
                            f"{t.names[g]} needs {what} {due} more times and has exactly {due} places left: {where}")
                    yield step("Hidden Single", tuple(cells), (t.names[g],),
                               {c: t.value_of[b] for c in cells}, [], f"{where} = {what}: {text}", LAYER_NAMES[k])


def naked_single(state):
    """A cell with one candidate left: every other symbol is ruled out by its groups."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        for i, m in enumerate(cand):
            if m and not m & (m - 1) and not vals[i]:
                cell = t.cells[i]
                names = tuple(t.names[g] for g in t.groups_of[i])
                text = (f"{cell_name(cell)} = {layer_word(k)}{t.label(m)}: it is the only {LAYER_NAMES[k]} "
                        f"left for {cell_name(cell)} (the others are taken in {', '.join(names)} or ruled out before)")
                yield step("Naked Single", (cell,), names, {cell: t.value_of[m]}, [], text, LAYER_NAMES[k])


# --- locked candidates --------------------------------------------------------------------------

POINTING, CLAIMING = "Locked Candidates Type 1 (Pointing)", "Locked Candidates Type 2 (Claiming)"


def locked_candidates(kind):
    """Locked candidates of one kind (POINTING: A a box or region, B a line; CLAIMING: any other pair)."""
    def find(state):
        for found in locked(state):
            a, b = found[1], found[2]
            if (POINTING if not state.t.is_line[a] and state.t.is_line[b] else CLAIMING) == kind:
                yield locked_step(state.t, kind, *found)
    find.__name__ = "pointing" if kind == POINTING else "claiming"
    find.__doc__ = f"{kind}: see locked()."
    return find


def locked(state):
    """Two intersecting groups A, B: if A's places for a symbol all lie in B, B's other cells lose it.

    Yields (layer, a, b, bit, places, victims). With repeated symbols the move holds
    when A still needs the symbol at least as often as B.
    """
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        if t.latin:
            yield from locked_latin(t, k, state.derived(k).where)
            continue
        held = [placed_in(vals, members) for members in t.groups]
        for a, b, inter in t.overlaps:
            for bit in t.room:
                if t.latin and held[a] & bit:
                    continue
                due_a = 1 if t.latin else due_in(t, vals, t.groups[a], bit)
                if not due_a:
                    continue
                places = [i for i in t.groups[a] if cand[i] & bit]
                if not places or any(i not in inter for i in places):
                    continue
                if not t.latin and due_a < due_in(t, vals, t.groups[b], bit):
                    continue
                victims = [i for i in t.groups[b] if i not in t.sets[a] and cand[i] & bit]
                if victims:
                    yield k, a, b, bit, places, victims


def locked_latin(t, k, where):
    """locked() on a Latin board, by bit sets of cells: (layer, a, b, bit, places, victims)."""
    gb = t.group_bits
    for a, b, inter in t.overlaps:
        outside = gb[a] & ~sum(1 << i for i in inter)
        for s, spots in enumerate(where):
            places = spots & gb[a]
            if places and not places & outside and spots & gb[b] & ~gb[a]:
                yield k, a, b, 1 << s, list(cells_of(places)), list(cells_of(spots & gb[b] & ~gb[a]))


def locked_step(t, name, k, a, b, bit, places, victims):
    """The Step of locked candidates: the symbol's places in group a lie in group b."""
    what = f"{layer_word(k)}{t.label(bit)}"
    text = (f"{t.names[a]} and {t.names[b]}: {what} must be in {cells_text(t, places)} (its only places in "
            f"{t.names[a]}), so no {what} in {cells_text(t, victims)}")
    return step(name, tuple(t.cells[i] for i in places), (t.names[a], t.names[b]), {},
                [(t.cells[i], t.value_of[bit]) for i in victims], text, LAYER_NAMES[k])


# --- subsets -----------------------------------------------------------------------------------

SUBSET_WORDS = {2: "pair", 3: "triple", 4: "quad"}
SUBSET_NAMES = {2: "Pair", 3: "Triple", 4: "Quadruple"}


def naked_subset(size):
    """The technique 'naked pair/triple/quad': ``size`` cells of a group with ``size`` candidates between them."""
    def find(state):
        t = state.t
        for k, (vals, cand) in enumerate(state.layers):
            for g, members in enumerate(t.groups):
                small = [i for i in members if not vals[i] and 2 <= popcount(cand[i]) <= size]
                for chosen in combinations(small, size):
                    union = 0
                    for i in chosen:
                        union |= cand[i]
                    if popcount(union) != size:
                        continue
                    homes = [h for h in range(len(t.groups)) if all(i in t.sets[h] for i in chosen)]
                    victims = sorted({i for h in homes for i in t.groups[h]
                                      if i not in chosen and not vals[i] and cand[i] & union})
                    if victims:
                        yield subset_step(t, k, f"Naked {SUBSET_NAMES[size]}", chosen, union, homes, victims,
                                          [(t.cells[i], v) for i in victims for v in t.symbols_of(cand[i] & union)])
    find.__name__ = f"naked_{SUBSET_WORDS[size]}"
    find.__doc__ = f"Naked {SUBSET_WORDS[size]}: {size} cells of a group whose candidates are {size} symbols."
    return find


def subset_step(t, k, name, chosen, union, homes, victims, eliminations):
    """The Step of a naked subset: the symbols are shared out among the chosen cells."""
    where = cells_text(t, chosen)
    text = (f"{', '.join(t.names[h] for h in homes)}: {where} hold only {symbols_text(t, union)} between them, "
            f"so these {len(chosen)} symbols go there and leave {cells_text(t, victims)}")
    return step(name, tuple(t.cells[i] for i in chosen), tuple(t.names[h] for h in homes), {},
                eliminations, text, LAYER_NAMES[k])


def hidden_subset(size):
    """The technique 'hidden pair/triple/quad': ``size`` symbols of a group with ``size`` places between them."""
    def find(state):
        t = state.t
        for k, (vals, cand) in enumerate(state.layers):
            d = state.derived(k)
            for g, bits in enumerate(t.group_bits):
                if (d.open & bits).bit_count() <= size:
                    continue
                spots = {b: list(cells_of(d.where[s] & bits)) for s, b in enumerate(t.room)
                         if 2 <= (d.where[s] & bits).bit_count() <= size}
                for chosen in combinations(sorted(spots), size):
                    cells = sorted({i for b in chosen for i in spots[b]})
                    if len(cells) != size:
                        continue
                    mask = sum(chosen)
                    extra = [(t.cells[i], v) for i in cells for v in t.symbols_of(cand[i] & ~mask)]
                    if extra:
                        where = cells_text(t, cells)
                        text = (f"{t.names[g]}: {symbols_text(t, mask)} can only go in {where}, so these cells hold "
                                f"nothing else: remove {', '.join(f'{v} from {cell_name(c)}' for c, v in extra)}")
                        yield step(f"Hidden {SUBSET_NAMES[size]}", tuple(t.cells[i] for i in cells), (t.names[g],), {},
                                   extra, text, LAYER_NAMES[k])
    find.__name__ = f"hidden_{SUBSET_WORDS[size]}"
    find.__doc__ = f"Hidden {SUBSET_WORDS[size]}: {size} symbols of a group with only {size} places between them."
    return find


# --- wings (short chains) -----------------------------------------------------------------------

def xy_wing(state):
    """XY-wing: a pivot {x, y} seeing pincers {x, z} and {y, z}; a cell seeing both pincers cannot be z."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        pairs = [i for i, m in enumerate(cand) if popcount(m) == 2 and not vals[i]]
        for pivot in pairs:
            seen = [p for p in pairs if p in t.peer_sets[pivot] and popcount(cand[p] & cand[pivot]) == 1]
            for a, b in combinations(seen, 2):
                z = cand[a] & cand[b] & ~cand[pivot]
                if not z or cand[a] == cand[b] or (cand[a] | cand[b]) & cand[pivot] != cand[pivot]:
                    continue
                victims = [i for i in t.peer_sets[a] & t.peer_sets[b] if i != pivot and cand[i] & z]
                if victims:
                    yield wing_step(t, k, "XY-Wing", pivot, a, b, z, victims)


def xyz_wing(state):
    """XYZ-wing: a pivot {x, y, z} seeing pincers {x, z} and {y, z}; a cell seeing all three cannot be z."""
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        pairs = [i for i, m in enumerate(cand) if popcount(m) == 2 and not vals[i]]
        for pivot, m in enumerate(cand):
            if popcount(m) != 3 or vals[pivot]:
                continue
            seen = [p for p in pairs if p in t.peer_sets[pivot] and cand[p] & ~m == 0]
            for a, b in combinations(seen, 2):
                z = cand[a] & cand[b]
                if cand[a] == cand[b] or not z:
                    continue
                victims = [i for i in t.peer_sets[a] & t.peer_sets[b] & t.peer_sets[pivot] if cand[i] & z]
                if victims:
                    yield wing_step(t, k, "XYZ-Wing", pivot, a, b, z, victims)


def wing_step(t, k, name, pivot, a, b, z, victims):
    """The Step of an XY- or XYZ-wing: whichever value the pivot takes, one pincer (or the pivot) is z."""
    what = f"{layer_word(k)}{t.label(z)}"
    pv, pa, pb = (cell_name(t.cells[i]) for i in (pivot, a, b))
    text = (f"{name} with pivot {pv} and pincers {pa}, {pb}: whatever {pv} holds, {pa} or {pb}"
            f"{' or ' + pv if name == 'XYZ-Wing' else ''} is {what}; so no {what} in {cells_text(t, victims)}, "
            f"which see{'s' if len(victims) == 1 else ''} {'all three' if name == 'XYZ-Wing' else 'both pincers'}")
    return step(name, (t.cells[pivot], t.cells[a], t.cells[b]), (), {},
                [(t.cells[i], t.value_of[z]) for i in victims], text, LAYER_NAMES[k])


def turbot_fish(state):
    """Single-digit chain of two strong links, A=B-C=D: a cell seeing A and D loses the symbol.

    Named skyscraper, 2-string kite or turbot fish by the shape of the links.

    A strong link is a group with exactly two places for the symbol: one of them
    holds it. If B and C see each other, B and C are not both the symbol, so A or D
    is: a cell seeing both A and D cannot hold it. Skyscraper (both links in lines
    of one kind), 2-string kite (a row and a column link joined in a box), turbot fish
    (any other joining).
    """
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        derived = state.derived(k)
        for sym, bit in enumerate(t.room):
            links = derived.bilocal[sym]
            found = []
            for (g1, p, q), (g2, r, s) in combinations(links, 2):
                if len({p, q, r, s}) < 4:
                    continue
                for a, b in ((p, q), (q, p)):
                    for c, d in ((r, s), (s, r)):
                        if not t.peer_bits[b] >> c & 1:
                            continue
                        seen = t.peer_bits[a] & t.peer_bits[d] & ~(1 << b | 1 << c)
                        victims = list(cells_of(derived.where[sym] & seen))
                        if victims:
                            found.append((turbot_name(t, g1, g2), g1, g2, a, b, c, d, victims))
            for name, g1, g2, a, b, c, d, victims in sorted(found, key=lambda f: number(f[0])):
                what = f"{layer_word(k)}{t.label(bit)}"
                na, nb, nc, nd = (cell_name(t.cells[i]) for i in (a, b, c, d))
                text = (f"{name} on {what}: in {t.names[g1]} it is {na} or {nb}, in {t.names[g2]} {nc} or {nd}; "
                        f"{nb} and {nc} see each other, so they are not both {what}: {na} or {nd} is. "
                        f"So no {what} in {cells_text(t, victims)}, which see both")
                yield step(name, tuple(t.cells[i] for i in (a, b, c, d)), (t.names[g1], t.names[g2]), {},
                           [(t.cells[i], t.value_of[bit]) for i in victims], text, LAYER_NAMES[k])


def turbot_name(t, g1, g2):
    """Skyscraper for two parallel line links, 2-String Kite for crossing lines, else Turbot Fish."""
    if t.is_line[g1] and t.is_line[g2]:
        return "Skyscraper" if family_of(t.names[g1]) == family_of(t.names[g2]) else "2-String Kite"
    return "Turbot Fish"

