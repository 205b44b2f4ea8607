"""Counting Latin squares orthogonal to a palette, up to relabelling, fast (seeds/003 section 6.2).

Up to relabelling a grid is a partition of the n^2 cells into n transversals
(one cell per row, column and colour). Give each transversal the symbol of its
cell in row 0; then the k-th transversal is the one through cell (0, k).
Choosing them in that order is a walk through layers, and two walks that have
covered the *same set of cells* continue in exactly the same ways. So we keep,
layer by layer, a table {covered cells: number of ways} (numpy arrays of 64-bit
masks and counts, merged by the counting engine's covered-set step in exact integers): the counting of millions of grids
becomes a few array operations on about a million distinct masks.

The first layer is split into ``parts`` independent chunks run through a
``concurrent.futures.Executor``: a local process pool by default; a Dask
cluster's ``Client(...).get_executor()`` works unchanged, and so does any object
whose ``submit(fn, *args)`` returns a ``concurrent.futures.Future`` (for Ray:
``submit = lambda fn, *a: ray.remote(fn).remote(*a).future()``).

Symmetry classes need no list of grids either. A grid up to relabelling that a
move fixes is a union of whole orbits of transversals, counted by the same
layered table (``count_fixed``). Averaging those counts over a group gives its
number of classes (Burnside's lemma, ``orbit_counts``); counting the grids fixed
by every *subgroup* and peeling the subgroups from the largest down sorts the
grids by stabiliser, hence by class size (``class_size_table``: the rows of
seeds/003 Tables 3 and 4, in about a second).

>>> from latinlib.core.board import box_palette
>>> count_up_to_relabelling(box_palette(2, 2), executor="serial", progress=False)
12
"""
import numpy as np

from ...core.errors import PuzzleError
from ...engines.exact_cover.covered_sets import concat, merge
from ...engines.exact_cover.covered_sets import step as extend_table
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

NO_LIMIT = 1 << 62
"""The table of covered sets may grow as wide as memory allows here (the palettes are at most 8 x 8)."""


def layers(palette):
    """The transversals as uint64 masks, grouped by the cell of row 0 they use (layer k: cell (0, k))."""
    n = len(palette)
    if n * n > 64:
        raise PuzzleError(f"masks hold 64 cells; a {n}x{n} grid has {n * n}")
    masks = np.array(transversals(palette), dtype=np.uint64)
    return [masks[(masks & np.uint64(1 << k)) != 0] for k in range(n)]


def step(masks, counts, layer):
    """One layer: extend every covered set by every disjoint transversal, merge equal sets, add their counts
    (the covered-set step of the counting engine, in exact integers)."""
    (masks,), counts = extend_table([masks], counts, [layer], None, NO_LIMIT)
    return masks, counts


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


def count_by_halves(palette, move):
    """The same count as ``count_up_to_relabelling``, walking half the layers: ``move``, a symmetry of the palette
    that swaps the cells of row 0 in pairs, maps the transversals through one cell of each pair onto those through
    the other, so one table of covered sets serves both halves (a grid: a set S from the table and one covering the
    rest, whose image under the move is again in the table).

    >>> from latinlib.core.board import box_palette, palette_board
    >>> from latinlib.methods.symmetry import affine
    >>> count_by_halves(box_palette(2, 2), affine(palette_board(box_palette(2, 2)), "identity", (0, 2)))
    12
    """
    n, perm = len(palette), image_of_cells(move)
    if any(perm[k] >= n or perm[k] == k or perm[perm[k]] != k for k in range(n)):
        raise PuzzleError("the move must swap the cells of row 0 in pairs (k with m, m with k)")
    layer_list, half = layers(palette), [k for k in range(n) if k < perm[k]]
    image_positions(np.sort(np.concatenate(layer_list)), perm)      # every transversal passes through one cell of row 0
    masks, counts = layer_list[half[0]], np.ones(len(layer_list[half[0]]), dtype=np.int64)
    for k in half[1:]:
        masks, counts = step(masks, counts, layer_list[k])
    order = np.argsort(masks)
    masks, counts = masks[order], counts[order]
    rest = moved(masks ^ np.uint64((1 << (n * n)) - 1), perm)   # the move maps the other half's sets into the table
    where, found = lookup(masks, rest)
    return int((counts[found] * counts[where[found]]).sum())


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


def moved(masks, perm):
    """The cell masks (a uint64 array) moved by ``perm`` (cell index -> index of its image), all at once: one table
    of 256 images per byte of the mask."""
    masks, out = np.asarray(masks, dtype=np.uint64), np.zeros(len(masks), dtype=np.uint64)
    for start in range(0, len(perm), 8):
        table = np.array([sum(1 << perm[start + i] for i in range(min(8, len(perm) - start)) if v >> i & 1)
                          for v in range(256)], dtype=np.uint64)
        out |= table[((masks >> np.uint64(start)) & np.uint64(255)).astype(np.intp)]
    return out


def lookup(table, queries):
    """Where each of ``queries`` would sit in the sorted array ``table``, and whether it is there."""
    where = np.minimum(np.searchsorted(table, queries), max(len(table) - 1, 0))
    return where, table[where] == queries


def image_positions(table, perm):
    """Where the image under the move ``perm`` of each transversal of the sorted ``table`` sits in it; a move that
    sends a transversal outside the table is no symmetry of the palette."""
    where, found = lookup(table, moved(table, perm))
    if not found.all():
        raise PuzzleError("the move does not map transversals to transversals: it is no symmetry of the palette")
    return where


def invariant_units(masks, perms):
    """Unions of the orbits of transversals (sorted masks, n cells each) under the moves ``perms`` whose members are
    pairwise disjoint, one per orbit."""
    masks = np.asarray(masks, dtype=np.uint64)
    if not len(masks):
        return []
    images = [image_positions(masks, perm) for perm in perms]
    label = np.arange(len(masks))
    while images and not all((label[where] == label).all() for where in images):
        for where in images:
            label = np.minimum(label, label[where])
    order = np.argsort(label, kind="stable")
    starts = np.unique(label[order], return_index=True)[1]
    unions = np.bitwise_or.reduceat(masks[order], starts)
    members = np.diff(np.append(starts, len(masks)))
    disjoint = np.bitwise_count(unions) == np.bitwise_count(masks[0]) * members
    return [int(union) for union in unions[disjoint]]


def count_covers(n, units):
    """Partitions of the n x n cells into members of ``units`` (cell masks), layer by layer, always covering the
    lowest row-0 cell not yet covered (as in count_up_to_relabelling)."""
    units = np.array(units, dtype=np.uint64)
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
        (masks,), counts = merge(*concat([([m], c) for m, c in parts]))
    return total


def count_invariant(n, masks, perms):
    """Partitions of the n x n cells into transversals (``masks``) that the cell permutations ``perms`` map onto
    themselves: unions of whole orbits of transversals, counted as exact covers by ``count_covers``."""
    return count_covers(n, invariant_units(masks, perms))


def count_fixed(palette, *moves):
    """Grids up to relabelling that every one of ``moves`` (symmetry Transforms) fixes: partitions into
    transversals that each move maps onto themselves (all of them when no move is given)."""
    return count_invariant(len(palette), transversals(palette), [image_of_cells(move) for move in moves])


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
    masks = transversals(palette)
    tasks = [(n, masks, [image_of_cells(move)]) for move in todo]
    results = run_tasks(count_invariant, tasks, executor, workers, progress, "moves")
    fixed.update(zip((move.source for move in todo), results))
    return {name: burnside([fixed[move.source] for move in group]) for name, group in groups.items()}


# ---------------------------------------------------------------- class sizes (Tables 3 and 4) by subgroups

def subgroups(group):
    """Every subgroup of a group of moves (each move listed once, as ``closure`` or ``torus_group`` give it),
    each as the list of its moves; smallest first."""
    index = {(m.source, m.labels): k for k, m in enumerate(group)}
    try:
        table = [[index[(p.source, p.labels)] for p in (a.then(b) for b in group)] for a in group]
    except KeyError:
        raise PuzzleError("the moves are not closed under composition: they do not form a group") from None
    unit = next(k for k, m in enumerate(group) if m.source == tuple(sorted(m.source)) and m.labels == tuple(sorted(m.labels)))

    def generated(generators):
        found, frontier = {unit}, [unit]
        while frontier:
            x = frontier.pop()
            for y in (table[x][g] for g in generators):
                if y not in found:
                    found.add(y)
                    frontier.append(y)
        return frozenset(found)

    found, queue = {frozenset([unit]): ()}, [frozenset([unit])]
    while queue:
        smaller = queue.pop()
        for g in range(len(group)):
            if g not in smaller and (bigger := generated(found[smaller] + (g,))) not in found:
                found[bigger] = found[smaller] + (g,)
                queue.append(bigger)
    return [[group[k] for k in sorted(sub)] for sub in sorted(found, key=lambda sub: (len(sub), sorted(sub)))]


def class_sizes(group, fixed):
    """{class size: number of classes} under ``group``, from ``fixed`` = {frozenset of move sources: grids fixed by
    every move of that subgroup}, which must hold every subgroup of ``group``.

    A grid whose stabiliser (the moves that fix it) is the subgroup K lies in a class of |group| / |K| grids. The
    grids whose stabiliser is exactly K are fixed(K) minus those whose stabiliser is a bigger subgroup L > K, so we
    peel the subgroups from the largest down.
    """
    order = len(group)
    inside = sorted((frozenset(m.source for m in sub) for sub in subgroups(group)), key=len, reverse=True)
    exactly, grids_by_size = {}, {}
    for sub in inside:
        exactly[sub] = fixed[sub] - sum(exactly[bigger] for bigger in inside if len(bigger) > len(sub) and sub < bigger)
        size = order // len(sub)
        grids_by_size[size] = grids_by_size.get(size, 0) + exactly[sub]
    if any(count % size for size, count in grids_by_size.items()):
        raise PuzzleError(f"grids by class size {grids_by_size} are not multiples of the sizes: inconsistent fixed counts")
    return {size: count // size for size, count in sorted(grids_by_size.items(), reverse=True) if count}


def class_size_table(palette, groups, identity_count=None, executor=None, workers=None, progress=True):
    """Tables 3 and 4 of seeds/003: {group name: {class size: number of classes}} for the grids up to relabelling
    under each group of ``groups`` ({name: every move listed}, e.g. ``diameter_groups(generator)``).

    The grids fixed by every move of each subgroup are counted once (``count_fixed``, one task per subgroup through
    ``executor``), then ``class_sizes`` sorts the grids by stabiliser. ``identity_count`` (the count up to
    relabelling, if known) saves the trivial subgroup's share, the only slow one.

    >>> import latinlib as ll
    >>> board, groups = ll.perfect.code_groups(5, (1, 2))
    >>> class_size_table(ll.perfect.perfect_palette(5, (1, 2)), groups, executor="serial", progress=False)
    {'rotation': {4: 3, 2: 1, 1: 3}, 'translation': {5: 3, 1: 2}, 'G': {10: 1, 5: 1, 1: 2}}
    """
    n, masks = len(palette), transversals(palette)
    todo = {frozenset(m.source for m in sub): sub for group in groups.values() for sub in subgroups(group)}
    fixed = {} if identity_count is None else {frozenset([tuple(range(n * n))]): identity_count}
    todo = {key: sub for key, sub in todo.items() if key not in fixed}
    tasks = [(n, masks, [image_of_cells(move) for move in sub]) for sub in todo.values()]
    results = run_tasks(count_invariant, tasks, executor, workers, progress, "subgroups")
    fixed.update(zip(todo, results))
    return {name: class_sizes(group, fixed) for name, group in groups.items()}


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
