"""Fish for one symbol, stated on groups: basic, finned and sashimi, Franken and mutant.

A fish of size n: n base groups whose places for the symbol do not overlap, so the
symbol goes n times into them, and n cover groups holding all those places; each
cover group holds the symbol at most once, so the n copies are the covers' copies
and a cover cell outside the bases loses the symbol. Base places outside the covers
are fins: either a fin holds the symbol or the fish stands, so a cover cell that
sees every fin loses it. Basic fish take lines of one kind as bases and lines of
the other kind as covers (``fish_kinds``); a finned fish is sashimi when a base
keeps at most one place besides its fins. Franken fish add boxes (regions, any
group that is not a line) to either side; mutant fish mix rows and columns too.
Placed cells hold no candidates, so a group already holding the symbol has no places.
Candidates are cell bit masks (bit i = cell i) per symbol, so a union of places is one ``|``.
"""
from functools import lru_cache

from .candidates import LAYER_NAMES, bits_of, cells_of, cells_text, step
from .chains import seen_by_all
from .group_rules import layer_word

FISH_NAMES = {2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}


def fish_kinds(t):
    """Ordered pairs of group kinds that can carry a fish: disjoint families meeting in at most one cell."""
    pairs = []
    for a, bases in t.families.items():
        for b, covers in t.families.items():
            if a != b and all(len(t.sets[x] & t.sets[y]) <= 1 for x in bases for y in covers):
                pairs.append((a, b))
    return pairs


class FishKind:
    """One basic kind pair: base groups, cover groups, per cell its cover's bit (0: none), per cover bit its cells.

    ``covers_of(mask)`` (cover bits meeting a cell mask) and ``cells_of_covers(bits)`` (their cells) are memoized:
    the masks come from one group, or are sets of covers, so the memos stay small.
    """

    def __init__(self, bases, covers, cover_of, cells):
        self.bases, self.covers, self.cover_of, self.cells = bases, covers, cover_of, cells
        self.bits_memo, self.cells_memo = {}, {}

    def covers_of(self, mask):
        """The cover bits of the covers holding the cells of a mask."""
        found = self.bits_memo.get(mask)
        if found is None:
            found = self.bits_memo[mask] = union_of(self.cover_of[i] for i in cells_of(mask))
        return found

    def cells_of_covers(self, cover):
        """The cells mask of the covers in a mask of cover bits."""
        found = self.cells_memo.get(cover)
        if found is None:
            found = self.cells_memo[cover] = union_of(self.cells[b] for b in bits_of(cover))
        return found


class FishTables:
    """A board's tables for fish: cell masks of the groups and the basic kind pairs (FishKind).

    ``fin_width``: how many covers a group outside the two line kinds meets at most: fins and victim share a box
    (region), and the victim's line is a cover, so a finned fish spans at most size + fin_width - 1 covers.
    """

    def __init__(self, t):
        self.gmask = t.group_bits
        self.kinds = []
        width = 1
        for a, b in fish_kinds(t):
            bases, covers = t.families[a], t.families[b]
            cover_at = {i: 1 << j for j, g in enumerate(covers) for i in t.groups[g]}
            cells = {1 << j: self.gmask[g] for j, g in enumerate(covers)}
            self.kinds.append(FishKind(bases, covers, tuple(cover_at.get(i, 0) for i in range(len(t.cells))), cells))
            line = set(bases) | set(covers)
            width = max([width] + [len({cover_at[i] for i in t.groups[g] if i in cover_at})
                                   for g in range(len(t.groups)) if g not in line])
        self.fin_width = width
        self.is_line = t.is_line
        self.line_kind = {g: kind for kind, members in t.families.items() for g in members if t.is_line[g]}


@lru_cache(maxsize=16)
def fish_tables(t):
    """The (cached) fish tables of a board's Tables."""
    return FishTables(t)


def symbol_cells(t, cand):
    """{symbol bit: cell mask of its candidates} for one layer."""
    places = dict.fromkeys(t.room, 0)
    for i, m in enumerate(cand):
        while m:
            b = m & -m
            places[b] |= 1 << i
            m ^= b
    return places


def symbol_places(state, k):
    """[(symbol bit, cell mask of its candidates)] of layer k, built once per state."""
    return state.derived(k).memo("symbol places", lambda: list(symbol_cells(state.t, state.layers[k][1]).items()))


# --- basic, finned and sashimi fish (lines against lines) -------------------------------------------

def fish(size):
    """Basic fish of ``size`` (X-Wing, Swordfish, Jellyfish): lines whose places for a symbol lie in as many cross lines."""
    def find(state):
        yield from line_fish(state, size, False)
    find.__name__ = FISH_NAMES[size].lower().replace("-", "_")
    find.__doc__ = f"{FISH_NAMES[size]}: {size} disjoint groups whose places for a symbol lie in {size} others."
    return find


def finned_fish(size):
    """Finned and sashimi fish of ``size``: a basic fish but for fins; the cover cells seeing every fin lose the symbol."""
    def find(state):
        found = sorted(line_fish(state, size, True), key=lambda s: s.rating)
        yield from found
    find.__name__ = f"finned_{FISH_NAMES[size].lower().replace('-', '_')}"
    find.__doc__ = f"Finned and Sashimi {FISH_NAMES[size]}: a {FISH_NAMES[size]} with fins."
    return find


def line_fish(state, size, finned):
    """Steps of the basic (``finned`` False) or finned fish of ``size``, lines of one kind against the other."""
    t = state.t
    for k in range(len(state.layers)):
        for bit, places in symbol_places(state, k):
            for name, groups, base, fins, victims in line_fish_of(t, places, size, finned):
                yield fish_step(t, k, name, bit, groups, size, base, fins, victims)


@lru_cache(maxsize=4096)
def line_fish_of(t, places, size, finned):
    """[(name, groups, base, fins, victims)] of the line fish on one symbol's places (cell mask).

    A fish depends on the places of its symbol only, and a step changes the places of a few
    symbols: memoized per places, the search runs again only for the symbols a step touched.
    """
    ft = fish_tables(t)
    limit = size + (ft.fin_width - 1 if finned else 0)
    found = []
    for kind in ft.kinds:
        rows = [(g, m) for g in kind.bases if (m := kind.covers_of(places & ft.gmask[g])).bit_count() >= 2]
        for chosen, union in base_choices(rows, size, limit):
            if (union.bit_count() > size) != finned:
                continue
            base = places & union_of(ft.gmask[g] for g, _ in chosen)
            for cover, victims in (fin_covers(t, kind, places, base, union, size) if finned else
                                   [(union, places & kind.cells_of_covers(union) & ~base)]):
                if not victims:
                    continue
                fins = base & ~kind.cells_of_covers(cover)
                sashimi = fins and any((m & cover).bit_count() <= 1 for _, m in chosen)
                name = ("Sashimi " if sashimi else "Finned " if fins else "") + FISH_NAMES[size]
                groups = tuple(g for g, _ in chosen) + tuple(kind.covers[b.bit_length() - 1] for b in bits_of(cover))
                found.append((name, groups, base, fins, victims))
    return found


def fin_covers(t, kind, places, base, union, size):
    """(cover bits, victims) of a finned fish: a victim v needs covers for its own line and every base place it does not see.

    Those covers (with others of ``union`` up to ``size``) leave fins only among v's peers,
    so v must see a base place off its own line; victims needing the same covers share one step.
    """
    lines = list(bits_of(union))
    cover_of, cover_cells = kind.cover_of, kind.cells
    needs = {}
    for v in cells_of(places & kind.cells_of_covers(union) & ~base):
        seen = t.peer_bits[v]
        if not base & seen & ~cover_cells[cover_of[v]]:
            continue
        need = cover_of[v]
        for i in cells_of(base & ~seen):
            need |= cover_of[i]
        need &= union
        if need.bit_count() <= size:
            needs[v] = need
    chosen = []
    for need in sorted(set(needs.values()), key=lambda n: -n.bit_count()):
        if not any(need & ~c == 0 for c in chosen):
            chosen.append(need | sum([b for b in lines if not b & need][:size - need.bit_count()]))
    return [(c, union_of(1 << v for v, need in needs.items() if need & ~c == 0)) for c in chosen]


def union_of(masks):
    """The union of some bit masks."""
    union = 0
    for m in masks:
        union |= m
    return union


def base_choices(rows, size, limit):
    """``size``-subsets of (group, cover bits) whose cover bits together number at most ``limit`` (and at least size)."""
    def grow(start, chosen, union):
        if len(chosen) == size:
            if union.bit_count() >= size:
                yield chosen, union
            return
        for j in range(start, len(rows) - (size - len(chosen)) + 1):
            joined = union | rows[j][1]
            if joined.bit_count() <= limit:
                yield from grow(j + 1, chosen + (rows[j],), joined)
    return grow(0, (), 0)


def fish_step(t, k, name, bit, groups, size, base, fins, victims):
    """The Step of a fish: its base groups (first ``size`` of ``groups``), cover groups, places, fins, victims."""
    what = f"{layer_word(k)}{t.label(bit)}"
    bases, covers = groups[:size], groups[size:]
    places = list(cells_of(base))
    text = (f"{name} on {what}: {', '.join(t.names[g] for g in bases)} need {what} {size} times, "
            f"at {cells_text(t, places)}")
    if fins:
        text += (f"; outside the fins {cells_text(t, cells_of(fins))} these lie in "
                 f"{', '.join(t.names[g] for g in covers)}, which hold it at most once each. So a fin holds {what} "
                 f"or those groups get it there: {cells_text(t, cells_of(victims))}, seeing every fin, lose it")
    else:
        text += (f", all inside {', '.join(t.names[g] for g in covers)}, which hold it at most once each; so those "
                 f"groups get their {what} there and {cells_text(t, cells_of(victims))} lose it")
    return step(name, tuple(t.cells[i] for i in places), tuple(t.names[g] for g in groups), {},
                [(t.cells[i], t.value_of[bit]) for i in cells_of(victims)], text, LAYER_NAMES[k])


# --- Franken and mutant fish (any groups) ---------------------------------------------------------

def complex_fish(size):
    """Franken and mutant fish of ``size`` (2 or 3), easiest first: bases and covers are any groups."""
    def find(state):
        found = []
        for k in range(len(state.layers)):
            found += general_fish(state, k, size)
        yield from sorted(found, key=lambda s: s.rating)
    find.__name__ = f"complex_{FISH_NAMES[size].lower().replace('-', '_')}"
    find.__doc__ = f"Franken and Mutant {FISH_NAMES[size]} (and finned): base and cover groups of mixed kinds."
    return find


def fish_class(ft, bases, covers):
    """'Basic', 'Franken' or 'Mutant' by what kinds of groups the bases and covers are."""
    base_lines = {ft.line_kind.get(g) for g in bases if ft.is_line[g]}
    cover_lines = {ft.line_kind.get(g) for g in covers if ft.is_line[g]}
    if len(base_lines) > 1 or len(cover_lines) > 1 or (base_lines and base_lines == cover_lines) or None in base_lines | cover_lines:
        return "Mutant"
    boxes = any(not ft.is_line[g] for g in bases + covers)
    return "Franken" if boxes else "Basic"


def general_fish(state, k, size):
    """The Franken and mutant fish steps of one layer (unfinned and finned)."""
    t = state.t
    return [fish_step(t, k, name, bit, groups, size, base, fins, victims)
            for bit, places in symbol_places(state, k)
            for name, groups, base, fins, victims in general_fish_of(t, places, size)]


@lru_cache(maxsize=4096)
def general_fish_of(t, places, size):
    """[(name, groups, base, fins, victims)] of the Franken and mutant fish on one symbol's places (memoized: see
    line_fish_of)."""
    ft = fish_tables(t)
    room = [(places & m).bit_count() for m in ft.gmask]
    search = FishSearch(t, ft, places, room, size)
    for first in range(len(t.groups)):
        if 2 <= room[first] <= size:
            search.grow((first,), places & ft.gmask[first], (), 0)
    found = []
    for bases, covers, base, fins, victims in search.found:
        kind = fish_class(ft, bases, covers)
        if kind != "Basic":
            found.append((("Finned " if fins else "") + f"{kind} {FISH_NAMES[size]}", bases + covers,
                          base, fins, victims))
    return found


class FishSearch:
    """Connected fish of one symbol: bases and covers added in turn, each cover meeting two bases or more.

    A cover meeting one base only makes the fish a smaller fish plus locked candidates,
    so such fish are left to those; bases beyond the first come from places of a cover,
    and a base has at most ``size`` places (fins included: a bound on the search).
    Places left once the covers are all chosen are fins. States met again are skipped:
    the same places and covered cells give the same eliminations.
    """

    def __init__(self, t, ft, places, room, size):
        self.t, self.ft, self.places, self.room, self.size = t, ft, places, room, size
        self.found = []
        self.visited = set()

    def grow(self, bases, base, covers, covered):
        """Extend (bases, covers): cover the lowest uncovered place, else add a base meeting the least-met cover."""
        ft, size = self.ft, self.size
        key = (base, covered, len(covers))
        if key in self.visited:
            return
        self.visited.add(key)
        left = base & ~covered
        if left and len(covers) < size:
            i = (left & -left).bit_length() - 1
            for g in self.t.groups_of[i]:
                if g not in bases and g not in covers:
                    self.grow(bases, base, covers + (g,), covered | ft.gmask[g])
            return
        if len(covers) == size and not self.places & covered & ~base & (seen_by_all(self.t, left) if left else -1):
            return
        if len(bases) == size:
            if len(covers) == size:
                self.leaf(bases, base, covers, covered, left)
            return
        met = [(sum(1 for b in bases if ft.gmask[b] & ft.gmask[c] & base), c) for c in covers]
        if not met:
            return
        cover = min(met)[1]
        tried = set()
        for y in cells_of(self.places & ft.gmask[cover] & ~base):
            for g in self.t.groups_of[y]:
                if g > bases[0] and g not in tried and g not in covers and 2 <= self.room[g] <= size:
                    tried.add(g)
                    more = self.places & ft.gmask[g]
                    if not more & base:
                        self.grow(bases + (g,), base | more, covers, covered)

    def leaf(self, bases, base, covers, covered, fins):
        """Record a complete fish whose covers each meet two bases and whose victims see every fin."""
        ft = self.ft
        inside = base & ~fins
        if any(sum(1 for b in bases if ft.gmask[b] & ft.gmask[c] & inside) < 2 for c in covers):
            return
        victims = self.places & covered & ~base & (seen_by_all(self.t, fins) if fins else -1)
        if victims:
            self.found.append((bases, covers, base, fins, victims))
