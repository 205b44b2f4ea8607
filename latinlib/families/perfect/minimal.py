"""Minimal puzzles of perfect-code Sudoku (seeds/003 Tables 2 and 5): every hint needed, found as hitting sets.

seeds/003 calls a puzzle *minimal* when it has one solution and loses it when
any hint is removed (Latin-square papers call its hint cells a critical set).
Over Z_5 every grid is known (2,040 of them), so a hint set forces a grid
exactly when it meets every difference set with the other grids, and the
minimal puzzles are the minimal hitting sets (``latinlib.methods.critical``).
"""
from collections import Counter

import numpy as np

from ...core.board import palette_board
from ...core.puzzle import Puzzle
from ...methods.critical import difference_masks, minimal_hitting_sets
from ...methods.human import difficulties
from .codes import perfect_code_board, perfect_palette
from .grids import all_grids, class_representatives


def minimal_puzzles(grid, grids):
    """Hint sets (cell masks) of ``grid`` that have a unique completion and lose it when any hint is removed."""
    n = len(grid)
    return minimal_hitting_sets(difference_masks(grid, grids), n * n)



def minimal_puzzle_table(n=5, generator=(1, 2)):
    """Table 2 of seeds/003: {hints: (minimal puzzles on all grids, on the class representatives)}."""
    grids = all_grids(perfect_palette(n, generator))
    total, on_reps = Counter(), Counter()
    for grid, size in class_representatives(n, generator):
        for hints, count in Counter(m.bit_count() for m in minimal_puzzles(grid, grids)).items():
            total[hints] += count * size
            on_reps[hints] += count
    return {k: (total[k], on_reps[k]) for k in sorted(total)}


def hint_rows(grid, masks):
    """One row of givens per mask (the grid's n*n cells in reading order, 0 = blank): ``grid`` shown on its cells."""
    flat = np.ravel(grid)
    bits = np.asarray(masks, dtype=np.uint64)[:, None] >> np.arange(len(flat), dtype=np.uint64)
    return np.where(bits & np.uint64(1), flat, 0)


def hint_grid(grid, mask):
    """The puzzle givens (0 = blank) that show ``grid`` on the cells of ``mask``."""
    return hint_rows(grid, [mask])[0].reshape(np.shape(grid)).tolist()


def representative_givens(n=5, generator=(1, 2)):
    """The givens of ``representative_puzzles`` as one array, a row of n*n cells (0 = blank) per puzzle, same order."""
    grids = all_grids(perfect_palette(n, generator))
    rows = np.concatenate([hint_rows(rep, minimal_puzzles(rep, grids)) for rep, _ in class_representatives(n, generator)])
    return rows[np.argsort(np.count_nonzero(rows, axis=1), kind="stable")].astype(np.int8)


def representative_puzzles(n=5, generator=(1, 2)):
    """The minimal puzzles on the G-class representatives (35,759 for Z_5), as Puzzles in a fixed order."""
    board = perfect_code_board(n, generator)
    return [Puzzle(board, row.reshape(n, n).tolist()) for row in representative_givens(n, generator)]


def singles_solvable(givens, palette):
    """For each row of ``givens`` (n*n cells, 0 = blank, a puzzle on the palette's board): True when naked and hidden
    singles alone fill it. All rows at once, candidates as bit masks; ``ll.human.solve_by_singles`` does one puzzle."""
    n = len(palette)
    index = np.array([[r * n + c for r, c in group] for group in palette_board(palette).groups])  # groups x n
    of_cell = np.array([np.flatnonzero((index == c).any(axis=1)) for c in range(n * n)])          # each cell's groups
    givens = np.asarray(givens, dtype=np.int64)
    cand = np.where(givens > 0, 1 << np.maximum(givens - 1, 0), (1 << n) - 1).astype(np.uint8 if n <= 8 else np.int64)
    active = np.arange(len(cand))
    while len(active):
        now = cand[active]
        part = now[:, index]                          # naked singles: a placed symbol leaves its peers
        used = np.bitwise_or.reduce(np.where(np.bitwise_count(part) == 1, part, 0), axis=2)
        seen = np.bitwise_or.reduce(used[:, of_cell], axis=2)
        now = np.where(np.bitwise_count(now) == 1, now, now & ~seen)
        once, twice = np.zeros_like(used), np.zeros_like(used)   # hidden singles: a symbol with one cell left
        for part in now[:, index].transpose(2, 0, 1):               # in a group (once, and not twice)
            twice |= once & part
            once |= part
        hidden = np.bitwise_or.reduce((once & ~twice)[:, of_cell], axis=2) & now
        now = np.where(hidden > 0, hidden, now)
        changed = (now != cand[active]).any(axis=1)
        cand[active] = now
        active = active[changed]
    return (np.bitwise_count(cand) == 1).all(axis=1)


def difficulty_table(puzzles=None, runs=100, seed=0, executor=None, workers=None, progress=True,
                     contradictions="early", retry="next"):
    """Table 5 of seeds/003: the human-like difficulty of each puzzle, counted by hints and label.

    Returns {"labels": {hints: {label: count}}, "scores": [(hints, score)], "runs": runs, "contradictions": ...}.
    ``contradictions`` ("early", "scan" or "late") and ``retry`` ("next", "exclude" or "fresh") are passed to
    ll.difficulty (see latinlib.methods.human CONTRADICTIONS and RETRIES).
    ``executor`` spreads chunks of puzzles (see ``latinlib.methods.parallel.run_tasks``: a process pool of
    ``workers`` when None, "serial" in this process).
    """
    puzzles = representative_puzzles() if puzzles is None else list(puzzles)
    found = difficulties(puzzles, runs, seed, executor, workers, chunk=500, progress=progress,
                         contradictions=contradictions, retry=retry)
    hints = [len(p.given_cells()) for p in puzzles]
    labels = {}
    for k, d in zip(hints, found):
        labels.setdefault(k, Counter({"easy": 0, "medium": 0, "hard": 0}))[d.label] += 1
    return {"labels": {k: dict(labels[k]) for k in sorted(labels)}, "scores": [(k, d.score) for k, d in zip(hints, found)],
            "runs": runs, "contradictions": contradictions, "retry": retry}
