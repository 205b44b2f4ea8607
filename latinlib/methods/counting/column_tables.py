"""Column-set tables: how many bands of a Sudoku have given column sets.

A band (``r = box_rows`` rows across all ``r`` stacks of ``c = box_cols`` columns) meets the
bands above and below it only through the *set* of digits it puts in each column. So the
band method needs one number over and over: how many bands have these column sets?

A digit's *type* is the column it occupies inside each stack, coded as
``sum(column_in_stack_s * c**s)``: ``c**r`` types (27 for 9x9). The *table* of some column
sets counts the digits of each type. It forgets the digits' names, and the number of bands
depends only on it. Reordering the columns inside a stack, or the stacks themselves, does
not change that number either, so a table is replaced by its canonical form: the smallest
key among its images under those moves (1,296 of them for 9x9).

A table is stored as one integer key, ``sum((r + 1) ** type)`` over the digits (each type
holds at most ``r`` digits, so the key is a base ``r + 1`` number; it fits in int64 for
boxes up to 3x3). Digits are 0..n-1 inside this module.
"""
import itertools
import math
from functools import cache

import numpy as np


def digit_columns(stack_sets, n):
    """The column (inside its stack) of every digit, for one stack's column sets."""
    where = [0] * n
    for j, digits in enumerate(stack_sets):
        for d in digits:
            where[d] = j
    return where


def table_key(stack_sets, r, c):
    """The table key of column sets given per stack (each a sequence of ``c`` sets of ``r`` digits)."""
    n = r * c
    columns = [digit_columns(sets, n) for sets in stack_sets]
    return sum((r + 1) ** sum(columns[s][d] * c ** s for s in range(r)) for d in range(n))


def band_table_keys(bands, c):
    """The table key of each band of an int array (count, r, n), digits 0..n-1 (vectorised)."""
    count, r, n = bands.shape
    types = np.zeros((count, n), dtype=np.int64)
    every = np.arange(count)[:, None]
    for j in range(n):
        stack, column = divmod(j, c)
        types[every, bands[:, :, j].astype(np.int64)] += column * c ** stack
    return ((r + 1) ** types).sum(axis=1)


@cache
def table_symmetries(r, c):
    """Where each type goes under every column order inside the stacks and every stack order.

    An array (moves, types): 1,296 x 27 for 9x9. Cached: it depends only on the shape.
    """
    types = [[(t // c ** s) % c for s in range(r)] for t in range(c ** r)]
    images = []
    for stacks in itertools.permutations(range(r)):
        for cols in itertools.product(itertools.permutations(range(c)), repeat=r):
            images.append([sum(cols[s][col[s]] * c ** stacks[s] for s in range(r)) for col in types])
    return np.array(images, dtype=np.int64)


def canonical_keys(keys, r, c, chunk=2048):
    """The smallest key among the images of each table key under table_symmetries (vectorised)."""
    powers = (r + 1) ** np.arange(c ** r, dtype=np.int64)
    moved = powers[table_symmetries(r, c)]
    out = [np.zeros(0, dtype=np.int64)]
    for start in range(0, len(keys), chunk):
        counts = (keys[start:start + chunk, None] // powers) % (r + 1)
        out.append((counts @ moved.T).min(axis=1))
    return np.concatenate(out)


def table_columns(key, r, c):
    """Decode a table key into ``columns[s][d]``: the column of digit d inside stack s (digits named by type)."""
    types, t = [], 0
    while key:
        key, count = divmod(key, r + 1)
        types += [t] * count
        t += 1
    return [[(t // c ** s) % c for t in types] for s in range(r)]


@cache
def order_template(r, c):
    """The rows given to the digits of one stack, for every choice of an order in each of its ``c`` columns.

    An array (r!^c, c * r); the k-th digit of column j sits in position j * r + k. Cached per shape.
    """
    perms = list(itertools.permutations(range(r)))
    return np.array([sum(choice, ()) for choice in itertools.product(perms, repeat=c)], dtype=np.int64)


def column_orders(members, r):
    """Every way to give the digits of each column of one stack distinct rows: array (r!^c, n) of rows.

    ``members[j]`` lists the ``r`` digits of column j; entry [k, d] is the row of digit d in choice k.
    """
    template = order_template(r, len(members))
    rows = np.empty_like(template)
    rows[:, np.ravel(members)] = template
    return rows


def count_bands(columns):
    """Number of bands in which digit d sits in column ``columns[s][d]`` of stack s, for every s.

    Each digit must take ``r`` different rows in the ``r`` stacks. Choose the rows in stacks
    1..r-1 (every order within each column), keep the choices in which no digit repeats a
    row, and check that the row left to each digit in the last stack gives every column there
    distinct rows. Permuting rows maps bands to bands, so fix the order of the first column
    and multiply by r!.
    """
    r, n = len(columns), len(columns[0])
    c, full = n // r, (1 << r) - 1
    members = [[[d for d in range(n) if columns[s][d] == j] for j in range(c)] for s in range(r)]
    rows = column_orders(members[0], r)
    used = 1 << rows[(rows[:, members[0][0]] == np.arange(r)).all(axis=1)]
    for s in range(1, r - 1):
        used = add_stack(used, 1 << column_orders(members[s], r))
    left = full ^ used
    ok = np.ones(len(left), dtype=bool)
    for digits in members[r - 1]:
        ok &= np.bitwise_or.reduce(left[:, digits], axis=1) == full
    return math.factorial(r) * int(ok.sum())


def add_stack(used, step):
    """Pair every partial choice (a bit per row each digit already has) with every choice for one
    more stack in which no digit takes a row it already has."""
    a, b = np.nonzero(~(used[:, None, :] & step[None, :, :]).any(axis=2))
    return used[a] | step[b]


def bands_for_keys(keys, r, c, memo):
    """The number of bands of every table key of an int64 array, as an object array of Python ints.

    ``memo`` ({key: number of bands}) is owned by one count and shared by its calls: a key
    met before is looked up; a new one is brought to its canonical form first, so the tables
    equal up to column and stack moves share one count_bands call (44 calls for 9x9).
    """
    unique, back = np.unique(keys, return_inverse=True)
    new = [k for k in unique.tolist() if k not in memo]
    for key, canonical in zip(new, canonical_keys(np.array(new, dtype=np.int64), r, c).tolist()):
        if canonical not in memo:
            memo[canonical] = count_bands(table_columns(canonical, r, c))
        memo[key] = memo[canonical]
    return np.array([memo[k] for k in unique.tolist()], dtype=object)[back.reshape(-1)]
