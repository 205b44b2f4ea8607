"""Counting Latin squares orthogonal to a palette, up to relabelling, fast (seeds/003 section 6.2).

Up to relabelling a grid is a partition of the n^2 cells into n transversals
(one cell per row, column and colour). Give each transversal the symbol of its
cell in row 0; then the k-th transversal is the one through cell (0, k).
Choosing them in that order is a walk through layers, and two walks that have
covered the *same set of cells* continue in exactly the same ways. So we keep,
layer by layer, a table {covered cells: number of ways} (numpy arrays of 64-bit
masks and counts, merged with ``np.unique``): the counting of millions of grids
becomes a few array operations on about a million distinct masks.

The first layer is split into ``parts`` independent chunks run through a
``concurrent.futures.Executor``: a local process pool by default; a Dask
cluster's ``Client(...).get_executor()`` works unchanged, and so does any object
whose ``submit(fn, *args)`` returns a ``concurrent.futures.Future`` (for Ray:
``submit = lambda fn, *a: ray.remote(fn).remote(*a).future()``).

>>> from latinlib.core.board import box_palette
>>> count_up_to_relabelling(box_palette(2, 2), executor="serial", progress=False)
12
"""
import numpy as np

from ...methods.parallel import run_tasks
from ...methods.symmetry import burnside, closure, image_of_cells, torus_group
from .codes import (
    DOMINO_ANTICODE,
    Z8_CODES,
    diameter_code_board,
    linear_code,
    palette_of,
    translates,
)
from .grids import grid_of_partition, partitions, transversals

BLOCK = 1 << 22


def layers(palette):
    """The transversals as uint64 masks, grouped by the cell of row 0 they use (layer k: cell (0, k))."""
    n = len(palette)
    if n * n > 64:
        raise ValueError(f"masks hold 64 cells; a {n}x{n} grid has {n * n}")
    masks = np.array(transversals(palette), dtype=np.uint64)
    return [masks[(masks & np.uint64(1 << k)) != 0] for k in range(n)]


def step(masks, counts, layer):
    """One layer: extend every covered-set by every disjoint transversal, merge equal sets, add their counts."""
    new_masks, new_counts = [], []
    rows = max(1, BLOCK // max(1, len(layer)))
    for start in range(0, len(masks), rows):
        block = masks[start:start + rows]
        i, j = np.nonzero((block[:, None] & layer[None, :]) == 0)
        new_masks.append(block[i] | layer[j])
        new_counts.append(counts[start:start + rows][i])
    merged, where = np.unique(np.concatenate(new_masks), return_inverse=True)
    totals = np.bincount(where.ravel(), weights=np.concatenate(new_counts), minlength=len(merged))
    return merged, np.rint(totals).astype(np.int64)


def count_part(layer_list, first):
    """Number of partitions whose first transversal is one of ``first`` (a worker's share)."""
    masks = np.asarray(first, dtype=np.uint64)
    counts = np.ones(len(masks), dtype=np.int64)
    for layer in layer_list[1:]:
        if len(masks) == 0:
            return 0
        masks, counts = step(masks, counts, layer)
    return int(counts.sum())


def count_up_to_relabelling(palette, parts=16, executor=None, workers=None, progress=True):
    """Latin squares orthogonal to the palette whose first row is 1..n: the grids up to relabelling.

    ``executor`` is a concurrent.futures.Executor (a process pool of ``workers``
    when None; "serial" runs in this process). The work is ``parts`` independent
    chunks of the first layer; a tqdm bar counts finished chunks.
    """
    layer_list = layers(palette)
    chunks = [c for c in np.array_split(layer_list[0], parts) if len(c)]
    return sum(run_tasks(count_part, [(layer_list, c) for c in chunks], executor, workers, progress, "parts"))


def common_transversals(palettes):
    """Transversals shared by every palette: the cells a symbol may fill in a grid orthogonal to all of them."""
    shared = set(transversals(palettes[0]))
    for palette in palettes[1:]:
        shared &= set(transversals(palette))
    return sorted(shared)


def special_palettes(n=8, codes=None, anticode=None):
    """Palettes of every translate of every listed diameter-perfect code (the three of Z8_CODES by default)."""
    anticode = anticode or DOMINO_ANTICODE
    codes = codes or list(Z8_CODES.values())
    return [palette_of(code, anticode, n) for g in codes for code in translates(linear_code(n, g), n)]


def special_diameter_grids(n=8):
    """Grids (first row 1..n) that are Sudoku for every translate of every Z_8 diameter-perfect code."""
    palettes = special_palettes(n)
    return [grid_of_partition(p, n) for p in partitions(palettes[0], common_transversals(palettes))]


# ---------------------------------------------------------------- orbits by Burnside's lemma

def image(mask, perm):
    """The cell mask moved by ``perm`` (``image_of_cells`` of a move: cell index -> index of its image)."""
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << perm[low.bit_length() - 1]
        mask ^= low
    return out


def invariant_units(masks, perm):
    """Unions of the orbits of transversals under the move whose members are pairwise disjoint, one per orbit."""
    known, seen, units = set(masks), set(), []
    for t in masks:
        if t in seen:
            continue
        orbit, x = [t], image(t, perm)
        while x != t:
            if x not in known:
                raise ValueError("the move does not map transversals to transversals: it is no symmetry of the palette")
            orbit.append(x)
            x = image(x, perm)
        seen.update(orbit)
        union = 0
        for member in orbit:
            if union & member:
                break
            union |= member
        else:
            units.append(union)
    return units


def count_fixed(palette, move):
    """Grids up to relabelling that ``move`` (a symmetry Transform) fixes: partitions into transversals mapped onto themselves.

    Such a partition is a union of whole orbits of transversals, so we count exact
    covers by orbit unions, layer by layer as in count_up_to_relabelling, always
    extending at the lowest row-0 cell not yet covered.
    """
    n = len(palette)
    units = np.array(invariant_units(transversals(palette), image_of_cells(move)), dtype=np.uint64)
    row0, full = np.uint64((1 << n) - 1), np.uint64((1 << (n * n)) - 1)
    by_cell = [units[(units & np.uint64(1 << k)) != 0] for k in range(n)]
    masks, counts, total = np.zeros(1, dtype=np.uint64), np.ones(1, dtype=np.int64), 0
    while len(masks):
        done = masks == full
        total += int(counts[done].sum())
        masks, counts = masks[~done], counts[~done]
        free = ~masks & row0
        lowest = np.log2((free & (~free + np.uint64(1))).astype(np.float64)).astype(np.int64)
        parts = [step(masks[lowest == k], counts[lowest == k], by_cell[k]) for k in range(n)
                 if (lowest == k).any() and len(by_cell[k])]
        parts = [p for p in parts if len(p[0])]
        if not parts:
            break
        masks, where = np.unique(np.concatenate([p[0] for p in parts]), return_inverse=True)
        counts = np.rint(np.bincount(where.ravel(), weights=np.concatenate([p[1] for p in parts]),
                                     minlength=len(masks))).astype(np.int64)
    return total


def diameter_groups(generator, n=8):
    """The groups of seeds/003 Tables 3-4 on the code's board: <phi> (phi(i, j) = (-i, 1 - j), the half turn about
    the domino's centre), <h> (h(i, j) = (-i, j)) and <v> (v(i, j) = (i, 1 - j)) where they keep the palette,
    the translations by codewords, and G, every torus move that keeps the palette (order 32 for Case I, 16 for Case II).

    Each flip is the move of its kind with the smallest shift (the paper's choice).
    """
    board = diameter_code_board(generator, n)
    groups = {}
    for short, linear in (("phi", "half turn"), ("h", "mirror (i, j) -> (-i, j)"), ("v", "mirror (i, j) -> (i, -j)")):
        kind = torus_group(board, linear)
        if kind:
            groups[f"<{short}>"] = closure(kind[:1])
    groups["translations"] = torus_group(board, "identity")
    groups["G"] = torus_group(board)
    return groups


def orbit_counts(palette, groups, executor=None, workers=None, progress=True, identity_count=None):
    """Orbits of the grids up to relabelling under each group of ``groups`` ({name: every move listed}), by
    Burnside's lemma; each distinct move's fixed grids are counted once, one task per move through ``executor``.

    ``identity_count`` (the count up to relabelling, if already known) saves the identity's share.
    """
    n = len(palette)
    fixed = {} if identity_count is None else {tuple(range(n * n)): identity_count}
    todo = list({move.source: move for group in groups.values() for move in group if move.source not in fixed}.values())
    results = run_tasks(count_fixed, [(palette, move) for move in todo], executor, workers, progress, "moves")
    fixed.update(zip((move.source for move in todo), results))
    return {name: burnside([fixed[move.source] for move in group]) for name, group in groups.items()}


def special_grid_classes(generator, n=8):
    """Sizes of the classes of the special grids (up to relabelling) under the group G of a code, sorted."""
    palettes = special_palettes(n)
    found = {frozenset(p) for p in partitions(palettes[0], common_transversals(palettes))}
    perms = [image_of_cells(m) for m in diameter_groups(generator, n)["G"]]
    sizes = []
    while found:
        start = found.pop()
        orbit = {frozenset(image(t, perm) for t in start) for perm in perms} | {start}
        found -= orbit
        sizes.append(len(orbit))
    return sorted(sizes)
