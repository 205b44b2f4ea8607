"""Cage arithmetic: which digit multisets a cage of k cells can hold for a given sum.

A multiset is a sorted tuple of digits, e.g. (1, 3) for a two-cell cage summing to 4.
Whether a cage may repeat a digit depends on its shape: two cells that share a
row, column or box must differ, so a straight line of cells, or any cage inside
one box, needs distinct digits, while an L spanning two boxes may repeat one.

>>> multisets(2, 4)
[(1, 3), (2, 2)]
>>> multisets(2, 4, distinct=True)
[(1, 3)]
>>> len(multisets(3, 9)), len(multisets(3, 9, distinct=True))
(7, 3)
"""
from collections import Counter
from functools import cache
from itertools import combinations

import numpy as np

from .errors import PuzzleError, cell_name

# Enumerate every digit assignment of a cage up to this many; beyond it only the bounds are used.
MAX_ENUMERATED = 200_000


def multisets(size, target, n=9, distinct=False, values=None):
    """Sorted tuples of ``size`` digits from 1..n (or from ``values``) summing to ``target`` (all different when ``distinct``).

    Built digit by digit, pruning any start whose remaining cells cannot reach the
    target, so the work follows the number of answers (symbols 1..20000 stay fast).
    """
    values = sorted(set(values)) if values is not None else list(range(1, n + 1))
    found = []

    def extend(start, chosen, left):
        slots = size - len(chosen)
        if slots == 0:
            if left == 0:
                found.append(tuple(chosen))
            return
        for k in range(start, len(values)):
            low, high = bounds(values, k, slots, distinct)
            if low is None or low > left:
                return
            if high >= left:
                extend(k + 1 if distinct else k, chosen + [values[k]], left - values[k])

    extend(0, [], target)
    return found


def bounds(values, k, slots, distinct):
    """Least and greatest sum of ``slots`` sorted values starting with values[k] (None when too few are left)."""
    if distinct:
        if k + slots > len(values):
            return None, None
        return sum(values[k:k + slots]), values[k] + sum(values[len(values) - slots + 1:]) if slots > 1 else values[k]
    return values[k] * slots, values[k] + values[-1] * (slots - 1)


def shares_group(board, a, b):
    """True when cells ``a`` and ``b`` lie in a common group (row, column or box): they must differ."""
    return bool(set(board.groups_of(a)) & set(board.groups_of(b)))


def conflicts(board, cells, distinct=False):
    """Index pairs (i, j) of cells in a cage that must hold different digits: they share a group, or the cage is ``distinct``.

    Without the cage rule, empty on a board whose groups may repeat a symbol.
    """
    cells = list(cells)
    if distinct:
        return list(combinations(range(len(cells)), 2))
    if not board.is_latin:
        return []
    return [(i, j) for i, j in combinations(range(len(cells)), 2) if shares_group(board, cells[i], cells[j])]


def forces_distinct(board, cells):
    """True when every two cells of the cage share a row, column or box, so no digit can repeat."""
    size = len(list(cells))
    return len(conflicts(board, cells)) == size * (size - 1) // 2


def placements(board, cells, multiset, distinct=False):
    """The distinct orders of ``multiset`` over ``cells`` (in order) with no clash inside a group (or the cage).

    Placed cell by cell, dropping a digit as soon as it clashes with an earlier cell,
    so a row of nine cells never walks through the 9! orders of a multiset that repeats.
    """
    size = len(list(cells))
    clashes = [[] for _ in range(size)]
    for i, j in conflicts(board, cells, distinct):
        clashes[max(i, j)].append(min(i, j))
    left = Counter(multiset)
    order, found = [0] * size, []

    def place(i):
        if i == size:
            found.append(tuple(order))
            return
        for value in sorted(left):
            if left[value] and all(order[j] != value for j in clashes[i]):
                left[value] -= 1
                order[i] = value
                place(i + 1)
                left[value] += 1

    place(0)
    return found


def fits_shape(board, cells, multiset, distinct=False):
    """True when the digits of ``multiset`` can be placed in ``cells`` with no clash inside a group (or the cage)."""
    return bool(placements(board, cells, multiset, distinct))


def cage_multisets(board, cells, target, distinct=False):
    """The multisets summing to ``target`` that the cage's shape can actually hold (no repeats at all when ``distinct``)."""
    cells = list(cells)
    return [ms for ms in multisets(len(cells), target, distinct=distinct, values=board.values)
            if fits_shape(board, cells, ms, distinct)]


def cage_tuples(board, cells, sums, distinct=False):
    """Sorted digit tuples over ``cells`` (in order) summing to one of ``sums`` with no clash inside a group (or the cage).

    Refused (PuzzleError) past MAX_ENUMERATED tuples: callers use it for small cages only.
    """
    cells = list(cells)
    found = []
    for target in sums:
        for ms in multisets(len(cells), target, distinct=distinct, values=board.values):
            found += placements(board, cells, ms, distinct)
            if len(found) > MAX_ENUMERATED:
                raise PuzzleError(f"the cage at {cell_name(min(cells))} has more than {MAX_ENUMERATED:,} digit "
                                  "tuples: too many to list (use another cage encoding)")
    return sorted(found)


def reachable_sums(board, cells, distinct=False):
    """Every sum the digits of ``cells`` can make with no clash inside a group (a superset for large cages).

    ``distinct=True`` applies the Killer rule too: no digit repeats within the cells.

    Exact on a board where no symbol repeats, when the assignments can be enumerated
    (at most MAX_ENUMERATED: five cells of a 9x9 Sudoku); otherwise every sum
    between the smallest and largest (``sum_bounds``). On a board whose groups
    repeat symbols no clash is known, so the set may be too wide. Too wide is
    always sound for the solver; too narrow never happens. Depends only on the
    shape's clashes, so it is computed once per shape.

    >>> from latinlib import sudoku
    >>> sorted(reachable_sums(sudoku(3, 3), [(0, 0), (0, 1)]))[:3]
    [3, 4, 5]
    >>> 4 in reachable_sums(sudoku(3, 3), [(0, 0), (0, 1), (0, 2)])  # (1, 1, 2) would repeat a digit
    False
    >>> bent = [(0, 2), (1, 2), (1, 3)]  # across two boxes: (1, 1, 2) fits unless the cage forbids repeats
    >>> 4 in reachable_sums(sudoku(3, 3), bent), 4 in reachable_sums(sudoku(3, 3), bent, distinct=True)
    (True, False)
    """
    cells = list(cells)
    return shape_sums(len(cells), tuple(conflicts(board, cells, distinct)), board.values)


@cache
def shape_sums(size, clashes, values):
    """The sums of ``size`` values from ``values`` in which the index pairs ``clashes`` differ (bounds past the cap)."""
    if size > 16 or len(values) ** size > MAX_ENUMERATED:  # a size cap too: numpy limits array dimensions
        return sum_bounds(size, clashes, values)
    digits = np.array(values)[np.indices((len(values),) * size).reshape(size, -1).T]
    fine = np.ones(len(digits), dtype=bool)
    for i, j in clashes:
        fine &= digits[:, i] != digits[:, j]
    return frozenset(np.unique(digits[fine].sum(axis=1)).tolist())


def sum_bounds(size, clashes, values):
    """Every sum between the least and greatest possible: distinct values when all cells clash, else any."""
    values = sorted(values)
    if len(clashes) == size * (size - 1) // 2:
        if size > len(values):
            return frozenset()
        return frozenset(range(sum(values[:size]), sum(values[-size:]) + 1))
    return frozenset(range(size * values[0], size * values[-1] + 1))
