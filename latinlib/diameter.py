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

>>> from latinlib.board import box_palette
>>> count_up_to_relabelling(box_palette(2, 2), executor="serial", progress=False)
12
"""
import os
from concurrent.futures import Future, ProcessPoolExecutor, as_completed

import numpy as np
from tqdm.auto import tqdm

from .perfect import transversals

BLOCK = 1 << 22


class SerialExecutor:
    """Runs each submitted call at once in this process (for tests and tiny cases)."""

    def submit(self, fn, *args, **kwargs):
        """Call fn now and return a finished Future."""
        future = Future()
        future.set_result(fn(*args, **kwargs))
        return future

    def shutdown(self, wait=True):
        """Nothing to shut down."""


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
    own = executor is None
    if own:
        executor = ProcessPoolExecutor(max_workers=workers or os.cpu_count())
    elif executor == "serial":
        executor = SerialExecutor()
    try:
        futures = [executor.submit(count_part, layer_list, chunk) for chunk in chunks]
        total = 0
        for future in tqdm(as_completed(futures), total=len(futures), disable=not progress, desc="parts"):
            total += future.result()
    finally:
        if own:
            executor.shutdown()
    return total


def common_transversals(palettes):
    """Transversals shared by every palette: the cells a symbol may fill in a grid orthogonal to all of them."""
    shared = set(transversals(palettes[0]))
    for palette in palettes[1:]:
        shared &= set(transversals(palette))
    return sorted(shared)


def special_palettes(n=8, codes=None, anticode=None):
    """Palettes of every translate of every listed diameter-perfect code (the three of Z8_CODES by default)."""
    from .codes import DOMINO_ANTICODE, Z8_CODES, linear_code, palette_of, translates

    anticode = anticode or DOMINO_ANTICODE
    codes = codes or list(Z8_CODES.values())
    return [palette_of(code, anticode, n) for g in codes for code in translates(linear_code(n, g), n)]


def special_diameter_grids(n=8):
    """Grids (first row 1..n) that are Sudoku for every translate of every Z_8 diameter-perfect code."""
    from .perfect import grid_of_partition, partitions

    palettes = special_palettes(n)
    return [grid_of_partition(p, n) for p in partitions(palettes[0], common_transversals(palettes))]
