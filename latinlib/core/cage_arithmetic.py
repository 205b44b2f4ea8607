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
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, permutations

import numpy as np

# Enumerate every digit assignment of a cage up to this many; beyond it only the bounds are used.
MAX_ENUMERATED = 200_000


def multisets(size, target, n=9, distinct=False):
    """Sorted tuples of ``size`` digits from 1..n summing to ``target`` (all different when ``distinct``)."""
    choose = combinations if distinct else combinations_with_replacement
    return [ms for ms in choose(range(1, n + 1), size) if sum(ms) == target]


def count_table(max_size=5, n=9):
    """{(size, target): (multisets, distinct multisets)} for every reachable sum of 1..max_size cells."""
    table = {}
    for size in range(1, max_size + 1):
        for target in range(size, size * n + 1):
            table[(size, target)] = (len(multisets(size, target, n)), len(multisets(size, target, n, True)))
    return table


def format_table(targets, max_size=5, n=9):
    """A markdown table: one row per cage size, one column per target, 'all / distinct' counts."""
    table = count_table(max_size, n)
    lines = ["| cells | " + " | ".join(str(t) for t in targets) + " |", "|---|" + "---|" * len(targets)]
    for size in range(1, max_size + 1):
        cells = [f"{a} / {d}" if (a, d) != (0, 0) else "-" for a, d in (table.get((size, t), (0, 0)) for t in targets)]
        lines.append(f"| {size} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def shares_group(board, a, b):
    """True when cells ``a`` and ``b`` lie in a common group (row, column or box): they must differ."""
    return bool(set(board.groups_of(a)) & set(board.groups_of(b)))


def conflicts(board, cells):
    """Index pairs (i, j) of cells in a cage that share a group and so must hold different digits.

    Empty on a board whose groups may repeat a symbol.
    """
    cells = list(cells)
    if not board.is_latin:
        return []
    return [(i, j) for i, j in combinations(range(len(cells)), 2) if shares_group(board, cells[i], cells[j])]


def forces_distinct(board, cells):
    """True when every two cells of the cage share a row, column or box, so no digit can repeat."""
    size = len(list(cells))
    return len(conflicts(board, cells)) == size * (size - 1) // 2


def placements(board, cells, multiset):
    """The distinct orders of ``multiset`` over ``cells`` (in order) with no clash inside a group."""
    pairs = conflicts(board, cells)
    return [order for order in set(permutations(multiset)) if all(order[i] != order[j] for i, j in pairs)]


def fits_shape(board, cells, multiset):
    """True when the digits of ``multiset`` can be placed in ``cells`` with no clash inside a group."""
    return bool(placements(board, cells, multiset))


def cage_multisets(board, cells, target):
    """The multisets summing to ``target`` that the cage's shape can actually hold."""
    cells = list(cells)
    return [ms for ms in multisets(len(cells), target, board.n) if fits_shape(board, cells, ms)]


def cage_tuples(board, cells, sums):
    """Sorted digit tuples over ``cells`` (in order) summing to one of ``sums`` with no clash inside a group."""
    cells = list(cells)
    return sorted(order for target in sums for ms in multisets(len(cells), target, board.n)
                  for order in placements(board, cells, ms))


def reachable_sums(board, cells):
    """Every sum the digits of ``cells`` can make with no clash inside a group (a superset for large cages).

    Exact on a board where no symbol repeats, when the assignments can be enumerated
    (at most MAX_ENUMERATED: five cells of a 9x9 Sudoku); otherwise every sum
    between the smallest and largest (``sum_bounds``). On a board whose groups
    repeat symbols no clash is known, so the set may be too wide. Too wide is
    always sound for the solver; too narrow never happens. Depends only on the
    shape's clashes, so it is computed once per shape.

    >>> from latinlib import sudoku
    >>> sorted(reachable_sums(sudoku(3, 3), [(0, 0), (0, 1)]))[:3]
    [3, 4, 5]
    >>> 4 in reachable_sums(sudoku(3, 3), [(0, 0), (0, 1), (0, 2)])  # {1, 1, 2} would repeat a digit
    False
    """
    cells = list(cells)
    return shape_sums(len(cells), tuple(conflicts(board, cells)), board.values)


@lru_cache(maxsize=None)
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
