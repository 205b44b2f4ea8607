"""Naked and hidden singles to a fixed point, on bit masks: the deterministic phase of the human-like solver.

Candidates are bit masks, groups and peers are precomputed index tables (the
board's one ``tables``), so a settle is a few list operations per placed symbol.
This is the one singles kernel: the technique solver's search settles its layers
with ``settle`` too.
"""
from ...core.errors import cell_name
from ..board_index import tables
from ..steps import Step


def place(t, vals, cand, i, b, queue, late=False):
    """Write bit b in cell i and strike it from the peers; returns a cell left empty, or -1.

    ``late``: strike every peer even after one is left empty (the caller notices later).
    """
    if not t.latin:
        return place_in_multiset(t, vals, cand, i, b, queue)
    vals[i] = b
    cand[i] = 0
    empty = -1
    for p in t.peers[i]:
        m = cand[p]
        if m & b:
            m ^= b
            cand[p] = m
            if not m:
                if not late:
                    return p
                empty = p
            elif not m & (m - 1):
                queue.append(p)
    return empty



def place_in_multiset(t, vals, cand, i, b, queue):
    """place() on a board with repeated symbols: strike b only from groups of i that now hold it often enough."""
    vals[i] = b
    cand[i] = 0
    for g in t.groups_of[i]:
        members = t.groups[g]
        if sum(1 for p in members if vals[p] == b) < t.room[b]:
            continue
        for p in members:
            m = cand[p]
            if m & b:
                m ^= b
                cand[p] = m
                if not m:
                    return p
                if not m & (m - 1):
                    queue.append(p)
    return -1



def settle(t, vals, cand, queue, steps, late=False):
    """Apply naked and hidden singles until a fixed point; returns (insertions, why) with why None if consistent.

    Naked singles come first: after each hidden single the queue of naked ones is
    drained before the groups are scanned again, so a trace calls a move hidden
    only when no naked single was there to play.
    ``steps`` collects (cell index, bit, group index or -1 for a naked single).
    ``late``: do not stop at a contradiction; keep placing singles and report a
    blank cell without candidates only at the fixed point (CONTRADICTIONS).
    """
    if not t.latin:
        return settle_multiset(t, vals, cand, queue, steps)
    inserts = 0
    full = t.full
    while True:
        done, why = drain_naked(t, vals, cand, queue, steps, late)
        inserts += done
        if why:
            return inserts, why
        found = False
        for g, members in enumerate(t.groups):
            once = twice = placed = 0
            for i in members:
                m = cand[i]
                twice |= once & m
                once |= m
                placed |= vals[i]
            missing = full & ~placed & ~once
            if missing and not late:
                value = t.value_of[missing & -missing]
                return inserts, f"{t.names[g]} has no place left for {value}"
            unique = once & ~twice
            while unique:
                b = unique & -unique
                unique ^= b
                for i in members:
                    if cand[i] & b:
                        break
                else:
                    continue
                if vals[i] or (placed & b):
                    continue
                found = True
                inserts += 1
                steps.append((i, b, g))
                empty = place(t, vals, cand, i, b, queue, late)
                if empty >= 0 and not late:
                    return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
                placed |= b
                if queue:
                    break
            if queue:
                break
        if not found and not queue:
            stuck = empty_cell(vals, cand)
            if stuck >= 0:
                return inserts, f"{cell_name(t.cells[stuck])} has no candidate left"
            return inserts, None



def empty_cell(vals, cand):
    """The first blank cell without candidates, or -1."""
    return next((i for i, (v, m) in enumerate(zip(vals, cand)) if not v and not m), -1)



def settle_scan(t, vals, cand, steps):
    """Singles the plain way: scan the cells for naked singles, then the groups for hidden ones, until nothing changes.

    Returns (insertions, why); the only contradiction noticed is a blank cell with
    no candidate met by the cell scan (mode "scan" of CONTRADICTIONS).
    """
    inserts = 0
    while True:
        changed = False
        for i in range(len(vals)):
            if vals[i]:
                continue
            m = cand[i]
            if not m:
                return inserts, f"{cell_name(t.cells[i])} has no candidate left"
            if not m & (m - 1):
                inserts += 1
                steps.append((i, m, -1))
                place(t, vals, cand, i, m, [], True)
                changed = True
        for g, members in enumerate(t.groups):
            placed = 0
            for i in members:
                placed |= vals[i]
            missing = t.full & ~placed
            while missing:
                b = missing & -missing
                missing ^= b
                spots = [i for i in members if not vals[i] and cand[i] & b]
                if len(spots) == 1:
                    inserts += 1
                    steps.append((spots[0], b, g))
                    place(t, vals, cand, spots[0], b, [], True)
                    changed = True
        if not changed:
            return inserts, None



def drain_naked(t, vals, cand, queue, steps, late=False):
    """Place every naked single waiting in ``queue``; returns (insertions, why), why naming a contradiction.

    With ``late`` a cell left empty does not stop the placing (see settle).
    """
    inserts = 0
    while queue:
        i = queue.pop(0)
        m = cand[i]
        if vals[i] or not m or m & (m - 1):
            continue
        inserts += 1
        steps.append((i, m, -1))
        empty = place(t, vals, cand, i, m, queue, late)
        if empty >= 0 and not late:
            return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
    return inserts, None



def settle_multiset(t, vals, cand, queue, steps):
    """settle() for repeated symbols: a hidden single is a symbol with as many places left in a group as copies still due."""
    inserts = 0
    while True:
        done, why = drain_naked(t, vals, cand, queue, steps)
        inserts += done
        if why:
            return inserts, why
        stuck = empty_cell(vals, cand)
        if stuck >= 0:
            return inserts, f"{cell_name(t.cells[stuck])} has no candidate left"
        found = False
        for g, members in enumerate(t.groups):
            for b, room in t.room.items():
                due = room - sum(1 for i in members if vals[i] == b)
                places = [i for i in members if not vals[i] and cand[i] & b]
                if len(places) < due:
                    return inserts, f"{t.names[g]} needs {t.value_of[b]} {due} more time(s) but has {len(places)} place(s) left"
                if due and len(places) == due:
                    for i in places:
                        if vals[i]:
                            continue
                        if not cand[i] & b:
                            return inserts, f"{cell_name(t.cells[i])} lost candidate {t.value_of[b]} needed in {t.names[g]}"
                        found = True
                        inserts += 1
                        steps.append((i, b, g))
                        empty = place(t, vals, cand, i, b, queue)
                        if empty >= 0:
                            return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
        if not found and not queue:
            return inserts, None



def singles_queue(cand):
    """The cells whose candidate mask has exactly one bit: naked singles waiting to be placed."""
    return [i for i, m in enumerate(cand) if m and not m & (m - 1)]


def step_of(t, item):
    """A Step from a raw (cell, bit, group) settle item."""
    i, b, g = item
    if g < 0:
        return Step(t.cells[i], t.value_of[b], "naked single", "naked")
    if not t.latin:
        return Step(t.cells[i], t.value_of[b], f"hidden single in {t.names[g]} (the places left for that symbol are as many as its copies due)", "hidden")
    return Step(t.cells[i], t.value_of[b], f"hidden single in {t.names[g]}", "hidden")


__all__ = ["drain_naked", "place", "settle", "settle_multiset", "settle_scan", "singles_queue", "step_of", "tables"]
