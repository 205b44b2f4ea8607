"""Method B: the covered-set dynamic programme over symbol layers (the idea of ll.perfect.count_up_to_relabelling, generalised).

On a Latin board the cells holding one symbol form a *transversal*: a set of
cells meeting every group exactly once. A solution is a choice of one
transversal per symbol, pairwise disjoint (they then cover every cell, since the
groups cover the board and each group holds every symbol once). Givens restrict
the layer of each symbol: its transversals contain the cells given that symbol
and avoid the cells given another one.

Placing the symbols one after the other, two partial solutions that cover the
*same set of cells* continue in exactly the same ways, so we keep a table
{covered mask: number of ways} as numpy arrays and merge equal masks after every
layer (sort + ``np.add.reduceat``: integer counts, no float rounding). The table
is built from both ends (half of the layers each, meet in the middle) and the two
halves are joined on complementary masks, which skips the widest layers.
Masks are split into 64-bit words (one numpy array per word), so any board size works;
the state count, not the board size, is what limits the method.
"""
import math
import sys
import time

import numpy as np

from .bitmasks import bits
from .search import TimeUp

BLOCK = 1 << 21
SAFE = 1 << 62
TINY_TABLE = 2_000
MAX_TRANSVERSALS = 200_000


class TooBig(Exception):
    """Raised when the table of covered sets outgrows ``max_states``: the DP does not pay here."""


def transversals(comp, allowed, required, deadline=None):
    """Masks of the cell sets T with required <= T <= allowed that meet every group exactly once.

    Raises TooBig past MAX_TRANSVERSALS and TimeUp past ``deadline``.
    """
    peers, cell_groups, gmask = comp.peers, comp.cell_groups, comp.gmask
    closed = 0
    for i in bits(required):
        if peers[i] & required:
            return []
        closed |= cell_groups[i]
        allowed &= ~peers[i]
    found = []
    extend(required, allowed & ~required, ((1 << len(gmask)) - 1) & ~closed, comp, found, deadline)
    if len(found) > MAX_TRANSVERSALS:
        raise TooBig(f"over {MAX_TRANSVERSALS:,} transversals for one symbol")
    return found


def extend(chosen, allowed, open_groups, comp, found, deadline):
    """Depth-first: cover the open group with fewest allowed cells, each way, until no group is open."""
    if deadline is not None and time.monotonic() > deadline:
        raise TimeUp("time limit")
    if not open_groups:
        found.append(chosen)
        if len(found) > MAX_TRANSVERSALS:
            raise TooBig(f"over {MAX_TRANSVERSALS:,} transversals for one symbol")
        return
    best, fewest = 0, math.inf
    m = open_groups
    while m:
        low = m & -m
        m ^= low
        x = allowed & comp.gmask[low.bit_length() - 1]
        k = x.bit_count()
        if k < fewest:
            best, fewest = x, k
            if k <= 1:
                break
    for i in bits(best):
        extend(chosen | 1 << i, allowed & ~comp.peers[i] & ~(1 << i), open_groups & ~comp.cell_groups[i], comp, found,
               deadline)


def symbol_layers(comp, placements, deadline=None):
    """For each symbol, the list of its transversals (Python ints) compatible with the givens."""
    given = [0] * len(comp.values)
    for i, s in placements:
        given[s] |= 1 << i
    everything = sum(given)
    return [transversals(comp, comp.full & ~(everything & ~mine), mine, deadline) for mine in given]


def words_of(masks, width):
    """Python-int masks as ``width`` uint64 arrays, lowest word first (a board may pass 64 cells)."""
    low = (1 << 64) - 1
    return [np.array([m >> 64 * w & low for m in masks], dtype=np.uint64) for w in range(width)]


def take(words, index):
    """The masks at ``index``, word by word."""
    return [w[index] for w in words]


def concat(pieces):
    """Tables (words, counts) stacked into one."""
    words = [np.concatenate([p[0][w] for p in pieces]) for w in range(len(pieces[0][0]))]
    return words, np.concatenate([p[1] for p in pieces])


def merge(words, counts):
    """Equal masks merged, their counts added (integer arithmetic throughout)."""
    if len(counts) == 0:
        return words, counts
    order = np.lexsort(words)
    words, counts = take(words, order), counts[order]
    new = np.zeros(len(counts), dtype=bool)
    new[0] = True
    for w in words:
        new[1:] |= w[1:] != w[:-1]
    starts = np.flatnonzero(new)
    return take(words, starts), np.add.reduceat(counts, starts)


def disjoint_pairs(block, layer):
    """Indices (i, j) of the block masks and layer masks that share no cell."""
    clash = block[0][:, None] & layer[0][None, :]
    for b, t in zip(block[1:], layer[1:]):
        clash |= b[:, None] & t[None, :]
    return np.nonzero(clash == 0)


def step(words, counts, layer, deadline, max_states):
    """Extend every covered set by every disjoint transversal of the layer, merging as we go.

    Each block of pairs is merged at once and the pieces again whenever they pass
    ``max_states`` together, so memory stays near the size of the final table.
    """
    if counts.dtype != object and int(counts.max(initial=0)) * max(len(counts), 1) >= SAFE:
        counts = counts.astype(object)  # sums could pass 2**63: fall back to Python ints
    pieces, held = [], 0
    rows = max(1, BLOCK // max(1, len(layer[0])))
    for start in range(0, len(counts), rows):
        if deadline is not None and time.monotonic() > deadline:
            raise TimeUp("time limit")
        block = [w[start:start + rows] for w in words]
        i, j = disjoint_pairs(block, layer)
        pieces.append(merge([b[i] | t[j] for b, t in zip(block, layer)], counts[start:start + rows][i]))
        held += len(pieces[-1][1])
        if held > max_states:
            pieces = [merge(*concat(pieces))]
            held = len(pieces[0][1])
            if held > max_states:
                raise TooBig(f"over {max_states:,} covered sets")
    if not pieces:
        return take(words, slice(0, 0)), counts[:0]
    return merge(*concat(pieces))


def forward(layers, width, deadline, max_states, progress, label):
    """The table (mask words, ways) after placing every layer in ``layers``."""
    words, counts = words_of([0], width), np.ones(1, dtype=np.int64)
    for k, layer in enumerate(layers):
        words, counts = step(words, counts, words_of(layer, width), deadline, max_states)
        if progress:
            print(f"  {label} layer {k + 1}/{len(layers)}: {len(counts):,} covered sets", file=sys.stderr)
        if len(counts) == 0:
            break
    return words, counts


def join(left, right, full, width):
    """Number of ways to pick a left set and a right set that partition ``full``.

    Both tables hold distinct masks, so after sorting the complements of the left
    masks together with the right masks, every match is a pair of neighbours.
    """
    (lw, lc), (rw, rc) = left, right
    if len(lc) == 0 or len(rc) == 0:
        return 0
    words = [np.concatenate([f ^ a, b]) for f, a, b in zip(words_of([full], width), lw, rw)]
    counts = np.concatenate([lc.astype(object), rc.astype(object)]) if object in (lc.dtype, rc.dtype) \
        else np.concatenate([lc, rc])
    order = np.lexsort(words)
    words, counts = take(words, order), counts[order]
    same = np.ones(len(counts) - 1, dtype=bool)
    for w in words:
        same &= w[1:] == w[:-1]
    a, b = counts[:-1][same], counts[1:][same]
    if a.dtype != object and len(a) and int(a.max()) * int(b.max()) * len(a) < SAFE:
        return int((a * b).sum())
    return sum(int(x) * int(y) for x, y in zip(a, b))


def count_layers(layers, full, deadline=None, max_states=8_000_000, progress=False):
    """Number of ways to choose one transversal per layer, pairwise disjoint, covering ``full``.

    The layers (lists of Python-int masks) are sorted by size and dealt
    alternately to two halves, each run forward; the halves meet on
    complementary masks.
    """
    if any(len(layer) == 0 for layer in layers):
        return 0
    if width_bound(layers) <= TINY_TABLE:
        return count_tiny(layers, full)
    width = max(1, -(-full.bit_length() // 64))
    first, second = halves(layers)
    left = forward(first, width, deadline, max_states, progress, "left")
    right = forward(second, width, deadline, max_states, progress, "right")
    return join(left, right, full, width)


def count_tiny(layers, full):
    """The same programme with Python dicts and ints: faster than numpy's call overhead on tiny tables."""
    tables = []
    for half in halves(layers):
        table = {0: 1}
        for layer in half:
            nxt = {}
            for mask, ways in table.items():
                for t in layer:
                    if not mask & t:
                        nxt[mask | t] = nxt.get(mask | t, 0) + ways
            table = nxt
        tables.append(table)
    left, right = tables
    return sum(ways * right.get(full ^ mask, 0) for mask, ways in left.items())


def halves(layers):
    """The layers sorted by size and dealt alternately into two halves of similar weight."""
    layers = sorted(layers, key=len)
    return layers[0::2], layers[1::2]


def width_bound(layers):
    """An upper bound on the widest table the DP can build: the largest prefix product in either half."""
    widest = 1
    for half in halves(layers):
        product = 1
        for layer in half:
            product *= len(layer)
            widest = max(widest, product)
    return widest
