"""A generator of Squares Sudoku puzzles with no givens and exactly one solution.

A Squares Sudoku is a Sudoku whose grid is cut into connected cages, each of
which must sum to a perfect square (4, 9, 16 or 25). The generator starts from
a random solved grid, cuts it into cages whose sums are squares, and repairs the
cut until CP-SAT proves that the puzzle, with no givens at all, has exactly one
solution: every alternative solution the solver finds is stored, and the cages
around the cells where it differs are re-cut until no stored alternative fits.
"""
import random
import time
from collections import Counter
from dataclasses import dataclass, field

from ...core.board import sudoku
from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle
from ...solving import Solution, other_solution, solve
from .puzzles import SQUARES, squares_sudoku

NEIGHBOURS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def cage_sum(grid, cells):
    """The sum of ``grid`` over ``cells``."""
    return sum(grid[r][c] for r, c in cells)


def fits(grid, cages, sums):
    """True when every cage of ``cages`` sums to one of ``sums`` in ``grid``."""
    return all(cage_sum(grid, cells) in sums for cells in cages)


# ---- random solved grids -------------------------------------------------------------

def random_grid(seed=0, board=None):
    """A random solved grid: CP-SAT completes a shuffled first row, then rows, bands and digits are shuffled.

    Not uniform over all Sudoku grids, but varied and reproducible from ``seed``.
    """
    board = board or sudoku(3, 3)
    rng = random.Random(seed)
    first = rng.sample(board.values, len(board.values))
    givens = [first] + [[0] * board.cols for _ in range(board.rows - 1)]
    grid = solve(Puzzle(board, givens), seed=rng.randrange(1000), workers=1).grid
    return shuffle_grid(grid, rng, box_size(board))


def box_size(board):
    """(box_rows, box_cols) read from the region map of a Sudoku board."""
    regions = board.regions
    box_cols = next((c for c in range(1, board.cols) if regions[0][c] != regions[0][0]), board.cols)
    box_rows = next((r for r in range(1, board.rows) if regions[r][0] != regions[0][0]), board.rows)
    return box_rows, box_cols


def shuffle_grid(grid, rng, boxes):
    """Permute rows within bands, bands, columns within stacks, stacks and digits: still a Sudoku."""
    box_rows, box_cols = boxes
    n = len(grid)
    rows = shuffled_lines(n, box_rows, rng)
    cols = shuffled_lines(n, box_cols, rng)
    digits = rng.sample(range(1, n + 1), n)
    return [[digits[grid[r][c] - 1] for c in cols] for r in rows]


def shuffled_lines(n, size, rng):
    """A random order of n lines that keeps bands of ``size`` lines together."""
    bands = rng.sample(range(n // size), n // size)
    return [b * size + k for b in bands for k in rng.sample(range(size), size)]


# ---- cutting a grid into cages whose sums are squares ---------------------------------

def neighbours(cell, free):
    """The 4-neighbours of ``cell`` that lie in ``free``."""
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in NEIGHBOURS if (r + dr, c + dc) in free]


def connected_sets(root, free, max_size):
    """Every connected set of at most ``max_size`` cells of ``free`` that contains ``root`` (Redelmeier)."""
    def grow(cells, untried, seen):
        yield cells
        if len(cells) == max_size:
            return
        untried = list(untried)
        while untried:
            cell = untried.pop()
            new = [n for n in neighbours(cell, free) if n not in seen]
            yield from grow(cells + [cell], untried + new, seen | set(new))

    start = neighbours(root, free)
    yield from grow([root], start, {root, *start})


@dataclass
class Shape:
    """Preferences of the cutter: the largest cage, and how much each cage size is favoured.

    Small cages carry more information per cell (a single cell must hold 4 or 9; two
    cells summing to 4 or 16 must hold {1, 3} or {7, 9}), so cuts that favour them are
    unique sooner. Moving weight from cages of 3-5 cells to cages of 1-2 cells cut the
    median generation time on seeds 100-109 from 27.0 s to 4.7 s, all 10 seeds
    succeeding either way (measured with the 'domain' encoding, commit 22316bb). Cages of up to
    5 cells stay allowed: with at most 4, most grids cannot be cut into square sums.
    """

    max_size: int = 5
    weights: dict = field(default_factory=lambda: {1: 0.3, 2: 1.0, 3: 0.5, 4: 0.15, 5: 0.05})


def candidate_cages(grid, root, free, sums, shape, rng):
    """Cages through ``root`` inside ``free`` whose sum is allowed: sizes in a weighted random order, then shuffled."""
    by_size = {}
    for cells in connected_sets(root, free, shape.max_size):
        if cage_sum(grid, cells) in sums:
            by_size.setdefault(len(cells), []).append(cells)
    sizes = sorted(by_size, key=lambda k: rng.random() ** (1.0 / shape.weights.get(k, 0.01)), reverse=True)
    ordered = []
    for k in sizes:
        ordered += rng.sample(by_size[k], len(by_size[k]))
    return ordered


def cut(grid, free, sums, shape, rng, budget=2000):
    """Partition the cells ``free`` into connected cages with allowed sums (random backtracking); None if stuck."""
    steps = [0]

    def search(free):
        if not free:
            return []
        steps[0] += 1
        if steps[0] > budget:
            return None
        root = min(free, key=lambda cell: (len(neighbours(cell, free)), cell))
        for cells in candidate_cages(grid, root, free, sums, shape, rng):
            rest = search(free - set(cells))
            if rest is not None:
                return [sorted(cells)] + rest
        return None

    return search(frozenset(free))


# ---- the generator ---------------------------------------------------------------------

@dataclass
class Generated:
    """A generated puzzle with its solution and how the search went."""

    puzzle: Puzzle
    solution: list
    seed: int
    rounds: int = 0
    solver_calls: int = 0
    seconds: float = 0.0
    history: list = field(default_factory=list, repr=False)

    @property
    def cages(self):
        """The cages as sorted lists of cells."""
        return [list(cage.cells) for cage in self.puzzle.cages]


def kills(grid, cages, sums):
    """True when ``grid`` breaks at least one cage."""
    return not fits(grid, cages, sums)


def search_other(puzzle, grid, seed, workers, encoding, budget):
    """A solution of ``puzzle`` other than ``grid`` within ``budget`` of CP-SAT deterministic time (the same on
    every machine): (status, grid or None, deterministic time used)."""
    other = other_solution(puzzle, Solution(puzzle, "solved", grid), time_limit=None, seed=seed, workers=workers,
                           budget=budget, cage_encoding=encoding)
    return other.status, other.grid, other.stats["deterministic time"]


def differing_cells(grid, other):
    """Cells where two grids differ."""
    return {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if other[r][c] != v}


def grow_region(cages, region, rng, extra):
    """The cages that meet ``region`` plus ``extra`` random neighbouring cages: (touched, kept)."""
    touched = [cells for cells in cages if region & set(cells)]
    for _ in range(extra):
        inside = {cell for cells in touched for cell in cells}
        ring = [cells for cells in cages if cells not in touched
                and any(n in inside for cell in cells for n in neighbours(cell, inside | set(cells)))]
        if not ring:
            break
        touched.append(rng.choice(ring))
    return touched, [cells for cells in cages if cells not in touched]


def repair(grid, cages, alternatives, sums, shape, rng, tries=40):
    """Re-cut the cages around the cells where the newest alternative differs, so stored alternatives break.

    The region starts as the cages holding a differing cell and takes in neighbouring
    cages when no re-cut of it works; among re-cuts that break the newest alternative,
    the one that breaks the most stored alternatives wins.
    """
    newest = alternatives[-1]
    differ = differing_cells(grid, newest)
    best, best_score = None, -1
    for attempt in range(tries):
        touched, kept = grow_region(cages, differ, rng, attempt // 4)
        region = {cell for cells in touched for cell in cells}
        pieces = cut(grid, region, sums, shape, rng, budget=300)
        if pieces is None:
            continue
        trial = kept + pieces
        if not kills(newest, trial, sums):
            continue
        score = sum(kills(alt, trial, sums) for alt in alternatives)
        if score > best_score:
            best, best_score = trial, score
        if score == len(alternatives) and attempt >= 4:
            break
    return best


TIGHT = Shape(4, {1: 0.2, 2: 1.0, 3: 0.6, 4: 0.1})


def tighten(grid, cages, alternatives, sums, rng, tries=30):
    """Re-cut a few of the largest cages into smaller ones (they constrain more), still breaking stored alternatives."""
    big = [cells for cells in cages if len(cells) >= 4]
    for _ in range(tries):
        chosen = rng.sample(big, min(len(big), rng.randint(1, 3)))
        region = {cell for cells in chosen for cell in cells}
        pieces = cut(grid, region, sums, TIGHT, rng, budget=300)
        if pieces is None or len(pieces) <= len(chosen):
            continue
        trial = [cells for cells in cages if cells not in chosen] + pieces
        if all(kills(alt, trial, sums) for alt in alternatives):
            return trial
    return None


def generate(seed=0, sums=SQUARES, shape=None, max_rounds=500, budget=120.0, encoding="sums",
             step_budget=4.0, workers=1, restart_budget=20.0):
    """A Squares Sudoku with no givens and exactly one solution (proved), grown from a random grid.

    Each round asks CP-SAT for a solution other than the target grid; one found is
    kept as a counterexample and the cages where it differs are re-cut until no
    stored counterexample fits. "No other solution" (infeasible) is the proof.
    A round cut short by ``step_budget`` is retried with another solver seed
    (search times are heavy-tailed), and every second time a few large cages are cut
    smaller. An attempt that has used ``restart_budget`` without a proof starts
    again from a new random grid; the whole search stops with a PuzzleError after
    ``budget``. Budgets are CP-SAT deterministic time (work units; one unit took 1 to 5 s
    of wall time on a 2-core machine, depending on its load), so with one worker a seed
    gives the same puzzle, or the same failure, on every machine.
    """
    start, rng, history, spent = time.perf_counter(), random.Random(seed), [], 0.0
    shape, sums = shape or Shape(), frozenset(sums)
    while len(history) < max_rounds and spent < budget:
        found, used = attempt(rng, sums, shape, encoding, step_budget, workers, min(restart_budget, budget - spent),
                              history, max_rounds)
        spent += used
        if found is not None:
            puzzle, grid = found
            return Generated(puzzle, grid, seed, len(history), len(history), time.perf_counter() - start, history)
        history.append((0, "restart"))
    tally = Counter(status for _, status in history)
    raise PuzzleError(f"no unique Squares Sudoku found from seed {seed} within {max_rounds} rounds / a budget of "
                      f"{budget} (rounds: {dict(tally)})")


def attempt(rng, sums, shape, encoding, step_budget, workers, restart_budget, history, max_rounds):
    """One attempt from a new random grid: ((puzzle, grid) once unique is proved, or None when its budget is
    spent; the deterministic time used). Each round is appended to ``history``."""
    everything = {(r, c) for r in range(9) for c in range(9)}
    grid = random_grid(rng.randrange(10**9))
    cages = None
    while cages is None:
        cages = cut(grid, everything, sums, shape, rng)
    alternatives, stuck, used_here = [], 0, 0.0
    while used_here < restart_budget and len(history) < max_rounds:
        puzzle = squares_sudoku(cages, sums)
        status, other, used = search_other(puzzle, grid, rng.randrange(1000), workers, encoding, step_budget)
        used_here += used
        history.append((len(cages), status))
        if status == "infeasible":
            return (puzzle, grid), used_here
        if status == "solved":
            alternatives.append(other)
            stuck = 0
            cages = repair(grid, cages, alternatives, sums, shape, rng) or cut(grid, everything, sums, shape, rng) or cages
            continue
        stuck += 1
        if stuck % 2 == 0:
            cages = tighten(grid, cages, alternatives, sums, rng) or cages
    return None, used_here


# ---- committed instances -----------------------------------------------------------------


