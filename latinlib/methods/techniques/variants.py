"""Techniques of puzzle variants: cage arithmetic (Killer, Squares Sudoku) and the pair rule of two layers.

Cage combination: a cage's cells must take digits whose sum is allowed and which
do not clash inside a group; a candidate that appears in no such filling goes.
Innies (the house rule): a group always sums to the sum of its multiset, so the
cells of a group outside the whole cages inside it sum to the rest: they form a
virtual cage. Pair rule (Suirodoku, Graeco-Latin squares): every (digit, colour)
pair appears once, so a cell known to be (d, c) bars colour c from every other
cell holding d, and digit d from every other cell coloured c; and a pair that
only one cell can still hold goes there.
"""
from ...core.errors import cell_name
from .candidates import cells_text, step, symbols_text

MAX_FILLINGS = 100_000  # a cage (or virtual cage) with more partial fillings than this is skipped


def fillings(t, vals, cand, cells, sums, distinct=False):
    """Per cell, the mask of symbols used by some allowed filling of ``cells``; None when too many to list.

    A filling gives each cell one of its candidates (its symbol if placed), no two
    cells of a group equal on a Latin board (no two cells equal at all in a ``distinct`` cage),
    and a total in ``sums`` (any total when ``sums`` is None). Also returns the
    distinct multisets used, for the explanation.
    """
    options = [[vals[i]] if vals[i] else [b for b in t.room if cand[i] & b] for i in cells]
    numbers = [[t.value_of[b] for b in opts] for opts in options]
    low = [min(n) if n else 0 for n in numbers]
    high = [max(n) if n else 0 for n in numbers]
    rest_low = [sum(low[j:]) for j in range(len(cells) + 1)]
    rest_high = [sum(high[j:]) for j in range(len(cells) + 1)]
    lo, hi = (min(sums), max(sums)) if sums else (0, rest_high[0])
    clash = [[distinct or (t.latin and cells[x] in t.peer_sets[cells[j]]) for x in range(j)] for j in range(len(cells))]
    used = [0] * len(cells)
    sets = set()
    chosen = []
    budget = [MAX_FILLINGS]

    def walk(j, total):
        budget[0] -= 1
        if budget[0] < 0:
            return False
        if total + rest_low[j] > hi or total + rest_high[j] < lo:
            return True
        if j == len(cells):
            if sums is None or total in sums:
                for x, b in enumerate(chosen):
                    used[x] |= b
                sets.add(tuple(sorted(t.value_of[b] for b in chosen)))
            return True
        for b, n in zip(options[j], numbers[j]):
            if any(clash[j][x] and chosen[x] == b for x in range(j)):
                continue
            chosen.append(b)
            fine = walk(j + 1, total + n)
            chosen.pop()
            if not fine:
                return False
        return True

    if not walk(0, 0):
        return None, None
    return used, sorted(sets)


def cage_step(t, vals, cand, cells, sums, label, name, extra="", distinct=False, groups=()):
    """The Step that strikes the candidates of ``cells`` used by no allowed filling, or None."""
    used, sets = fillings(t, vals, cand, cells, sums, distinct)
    if used is None:
        return None
    gone = [(t.cells[i], v) for i, u in zip(cells, used) if not vals[i] for v in t.symbols_of(cand[i] & ~u)]
    if not gone:
        return None
    target = "/".join(map(str, sorted(sums))) if sums else "any total"
    shown = "; ".join("{" + ", ".join(map(str, s)) + "}" for s in sets[:4]) + ("; ..." if len(sets) > 4 else "")
    text = (f"{label}{extra} must sum to {target}: the digit sets that still fit are {shown or 'none'}, "
            f"so remove {', '.join(f'{v} from {cell_name(c)}' for c, v in gone)}")
    return step(name, tuple(t.cells[i] for i in cells), groups, {}, gone, text)


def cage_combination(state):
    """A cage's allowed sums and its cells' candidates leave some candidates in no possible filling."""
    t = state.t
    vals, cand = state.layers[0]
    for cells, sums, label, distinct in state.cages:
        if all(vals[i] for i in cells):
            continue
        found = cage_step(t, vals, cand, cells, sums, label, "Cage Combination", distinct=distinct)
        if found:
            yield found


def innies(state):
    """House rule: a group minus the single-sum cages wholly inside it sums to the rest of the group's total."""
    t = state.t
    vals, cand = state.layers[0]
    if not state.cages:
        return
    total = sum(t.board.symbols)
    for g, members in enumerate(t.groups):
        inside = [(cells, sums, label) for cells, sums, label, _ in state.cages
                  if sums and len(sums) == 1 and all(i in t.sets[g] for i in cells)]
        covered = {i for cells, _, _ in inside for i in cells}
        rest = [i for i in members if i not in covered]
        if not inside or not 1 <= len(rest) <= 4 or all(vals[i] for i in rest):
            continue
        remainder = total - sum(next(iter(sums)) for _, sums, _ in inside)
        labels = ", ".join(label for _, _, label in inside)
        extra = f" ({t.names[g]} sums to {total}; {labels} take{'s' if len(inside) == 1 else ''} the rest)"
        found = cage_step(t, vals, cand, rest, frozenset([remainder]), f"{cells_text(t, rest)}", "Innies", extra,
                          groups=(t.names[g],))
        if found:
            yield found


def pair_rule(state):
    """Two layers: a cell fixed to (d, c) bars c from other cells holding d and d from other cells coloured c."""
    if not state.two_layer:
        return
    t = state.t
    (dv, dc), (cv, cc) = state.layers
    for i in range(len(t.cells)):
        d, c = dv[i], cv[i]
        if not (d and c):
            continue
        for j in range(len(t.cells)):
            if j == i:
                continue
            for mine, theirs, other, layer, word in ((d, dv[j], cc, "colour", t.label(c)),
                                                     (c, cv[j], dc, "digit", t.label(d))):
                strike = c if layer == "colour" else d
                if theirs == mine and other[j] & strike:
                    here, there = cell_name(t.cells[i]), cell_name(t.cells[j])
                    text = (f"{here} holds the pair (digit {t.label(d)}, colour {t.label(c)}), which appears once; "
                            f"{there} also has {'digit' if layer == 'colour' else 'colour'} {t.label(mine)}, "
                            f"so it cannot have {layer} {word}")
                    yield step("Pair Rule", (t.cells[i], t.cells[j]), (), {},
                               [(t.cells[j], t.value_of[strike])], text, layer)


def pair_single(state):
    """Two layers: a (digit, colour) pair not yet placed that only one cell can still hold goes there."""
    if not state.two_layer:
        return
    t = state.t
    (dv, dc), (cv, cc) = state.layers
    placed = {(dv[i], cv[i]) for i in range(len(t.cells)) if dv[i] and cv[i]}
    for d in t.room:
        for c in t.room:
            if (d, c) in placed:
                continue
            homes = [i for i in range(len(t.cells)) if (dv[i] == d or dc[i] & d) and (cv[i] == c or cc[i] & c)]
            if len(homes) != 1:
                continue
            i = homes[0]
            cell = t.cells[i]
            layer, value = ("digit", d) if not dv[i] else ("colour", c)
            if dv[i] and cv[i]:
                continue
            text = (f"the pair (digit {t.label(d)}, colour {t.label(c)}) must appear once and {cell_name(cell)} "
                    f"is the only cell that can still hold both: {cell_name(cell)} = {layer} {t.label(value)}")
            yield step("Pair Single", (cell,), (), {cell: t.value_of[value]}, [], text, layer)


__all__ = ["cage_combination", "innies", "pair_rule", "pair_single", "symbols_text"]
