"""Uniqueness techniques: patterns that would give a puzzle two solutions (unique rectangle, BUG+1).

They are sound only for puzzles with exactly one solution, which rate() and
hint() assume (hint checks it). Stated on groups: a 'rectangle' is any four
cells p1-p2-p4-p3 on which two symbols could swap, i.e. every group meets the
four cells in none of them or in exactly one side of the cycle.
"""
from itertools import combinations

from ...core.errors import cell_name
from .candidates import LAYER_NAMES, cells_text, popcount, step, symbols_text
from .group_rules import layer_word


def deadly(t, p1, p2, p3, p4):
    """True when two symbols could swap in the cycle p1-p2-p4-p3: every group meets it in none or one edge."""
    edges = {frozenset(e) for e in ((p1, p2), (p2, p4), (p4, p3), (p3, p1))}
    quad = (p1, p2, p3, p4)
    for g in {g for i in quad for g in t.groups_of[i]}:
        inside = frozenset(i for i in quad if i in t.sets[g])
        if inside not in edges:
            return False
    return True


def unique_rectangle(state):
    """Unique rectangle (types 1 and 2): a swappable rectangle of {x, y} would give two solutions.

    Type 1: three corners are exactly {x, y}; the fourth cannot be x or y. Type 2:
    two corners are {x, y} and the other two {x, y, z}; one of those holds z, so
    cells seeing both lose z. Uses that the puzzle has one solution.
    """
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        pairs = [i for i, m in enumerate(cand) if popcount(m) == 2 and not vals[i]]
        for p1, p2 in combinations(pairs, 2):
            xy = cand[p1]
            if cand[p2] != xy or p2 not in t.peer_sets[p1]:
                continue
            for p3 in t.peer_sets[p1] - t.peer_sets[p2] - {p2}:
                if vals[p3] or cand[p3] & xy != xy:
                    continue
                for p4 in t.peer_sets[p2] & t.peer_sets[p3] - t.peer_sets[p1] - {p1}:
                    if vals[p4] or cand[p4] & xy != xy or not deadly(t, p1, p2, p3, p4):
                        continue
                    found = rectangle_step(t, k, cand, xy, p1, p2, p3, p4)
                    if found:
                        yield found


def rectangle_step(t, k, cand, xy, p1, p2, p3, p4):
    """The Step of a unique rectangle of type 1 or 2 on corners p1..p4 (p1, p2 exactly {x, y}), or None."""
    corners = cells_text(t, (p1, p2, p3, p4))
    pair = symbols_text(t, xy)
    for one, other in ((p3, p4), (p4, p3)):
        if cand[one] == xy and cand[other] != xy:
            gone = [(t.cells[other], v) for v in t.symbols_of(xy)]
            either = " or ".join(t.board.label(v) for v in t.symbols_of(xy))
            text = (f"unique rectangle {corners}: if {cell_name(t.cells[other])} were {either} "
                    f"the four corners could swap {pair} and the puzzle would have two solutions; "
                    f"so {cell_name(t.cells[other])} loses {pair}")
            return step("Unique Rectangle Type 1", tuple(t.cells[i] for i in (p1, p2, p3, p4)), (), {}, gone, text,
                        LAYER_NAMES[k])
    z = cand[p3] & ~xy
    if cand[p3] == cand[p4] and popcount(z) == 1:
        victims = [i for i in t.peer_sets[p3] & t.peer_sets[p4] if cand[i] & z]
        if victims:
            what = f"{layer_word(k)}{t.label(z)}"
            text = (f"unique rectangle {corners}: unless {cell_name(t.cells[p3])} or {cell_name(t.cells[p4])} is "
                    f"{what}, the corners could swap {pair} (two solutions); so no {what} in {cells_text(t, victims)}")
            return step("Unique Rectangle Type 2", tuple(t.cells[i] for i in (p1, p2, p3, p4)), (), {},
                        [(t.cells[i], t.value_of[z]) for i in victims], text, LAYER_NAMES[k])
    return rectangle_type4(t, k, cand, xy, (p1, p2, p3, p4), corners, pair)


def rectangle_type4(t, k, cand, xy, quad, corners, pair):
    """Unique rectangle type 4: if x is locked to the two open corners in a group, they cannot be y."""
    p3, p4 = quad[2], quad[3]
    for g in set(t.groups_of[p3]) & set(t.groups_of[p4]):
        for x in t.symbols_of(xy):
            bx = t.bit[x]
            y = xy & ~bx
            if all(i in (p3, p4) for i in t.groups[g] if cand[i] & bx):
                what = f"{layer_word(k)}{t.label(bx)}"
                other = f"{layer_word(k)}{t.label(y)}"
                text = (f"unique rectangle {corners}: in {t.names[g]} {what} must go in {cell_name(t.cells[p3])} or "
                        f"{cell_name(t.cells[p4])}; if either were {other} too, the corners could swap {pair} "
                        f"(two solutions); so both lose {other}")
                return step("Unique Rectangle Type 4", tuple(t.cells[i] for i in quad), (t.names[g],), {},
                            [(t.cells[p3], t.value_of[y]), (t.cells[p4], t.value_of[y])], text, LAYER_NAMES[k])
    return None


def bug_plus_one(state):
    """BUG+1: every open cell has two candidates but one with three; of its three, the one seen three times goes there.

    Were it anything else, every group would hold each remaining candidate twice
    (a 'bivalue universal grave'), which always has two solutions. Uses uniqueness.
    """
    t = state.t
    for k, (vals, cand) in enumerate(state.layers):
        open_cells = [i for i, v in enumerate(vals) if not v]
        odd = [i for i in open_cells if popcount(cand[i]) != 2]
        if len(odd) != 1 or popcount(cand[odd[0]]) != 3:
            continue
        i = odd[0]
        for b in t.room:
            if cand[i] & b and all(sum(1 for j in t.groups[g] if cand[j] & b) == 3 for g in t.groups_of[i]):
                what = f"{layer_word(k)}{t.label(b)}"
                text = (f"BUG+1: every open cell has two candidates except {cell_name(t.cells[i])}; unless it is "
                        f"{what} (the candidate its groups hold three times) the grid would be a deadly pattern "
                        f"with two solutions, so {cell_name(t.cells[i])} = {what}")
                yield step("BUG+1", (t.cells[i],), tuple(t.names[g] for g in t.groups_of[i]),
                           {t.cells[i]: t.value_of[b]}, [], text, LAYER_NAMES[k])
