"""Suirodoku and Graeco-Latin square puzzles: constructors, removal of givens, and the smallest sets of givens.

A Suirodoku is two Sudoku on the same 9x9 board, digits and colours, in which
every (digit, colour) pair occurs exactly once. Mates and random grids come from
``latinlib.methods.mates``; this module makes the puzzles.
"""
import random

from ...core.board import latin_square, sudoku
from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle
from ...solving import other_solution, solve
from ...methods.critical import (
    bits,
    difference_masks,
    minimal_hitting_sets,
    smallest_critical_sets,
)
from ...methods.mates import has_mate, line_blocks, random_moves, relabel, two_layers
from .singles import singles_progress


def suirodoku(digits=None, colours=None, board=None, name=None):
    """A two-layer puzzle: digits and colours each fill ``board`` (9x9 Sudoku by default), all pairs distinct.

    Clues may be full pairs (both grids), a digit only or a colour only; 0 = blank.
    """
    return two_layers(board or sudoku(3, 3), digits, colours, name)


def graeco_latin(n, digits=None, colours=None):
    """A Graeco-Latin square puzzle of order n: two orthogonal Latin squares."""
    return suirodoku(digits, colours, latin_square(n), name=f"Graeco-Latin square of order {n}")


def first_row_fixed(puzzle):
    """The puzzle with the first-row digits fixed to 1..n (labelled; solution counts differ by a factor n!)."""
    if any(puzzle.givens[0]):
        raise PuzzleError("first_row_fixed needs a blank first row of digits")
    givens = [list(row) for row in puzzle.givens]
    givens[0] = list(range(1, puzzle.board.cols + 1))
    return Puzzle(puzzle.board, givens, puzzle.cages, puzzle.colours, f"{puzzle.name}, first row fixed to 1..n")


# --- the "no mate" experiment -----------------------------------------------------------------

def sample_sudoku(seed=0, board=None, seeds_per_grid=11):
    """A random-looking complete Sudoku (not uniformly drawn): random consistent givens, CP-SAT completion, moves.

    ``seeds_per_grid`` cells get random values that break no rule; ``ll.solve`` with a random
    seed completes them (exact cover, or CP-SAT when exact cover needs more nodes); random band/stack/row/column moves and relabelling follow.
    """
    board = board or sudoku(3, 3)
    rng = random.Random(seed)
    while True:
        givens = random_givens(board, rng, seeds_per_grid)
        result = solve(Puzzle(board, givens), seed=rng.randrange(2**31))
        if result.solved:
            grid, _ = random_moves(result.grid, result.grid, line_blocks(board), rng)
            return relabel(grid, rng)


def random_givens(board, rng, count):
    """``count`` random cells with random values that repeat nothing in any group."""
    givens = [[0] * board.cols for _ in range(board.rows)]
    for r, c in rng.sample(board.cells, count):
        used = {givens[x][y] for g in board.groups_of((r, c)) for x, y in board.groups[g]}
        choices = [v for v in board.values if v not in used]
        if choices:
            givens[r][c] = rng.choice(choices)
    return givens


def n_intercalates(grid):
    """The number of intercalates (2x2 sub-squares r1,r2 x c1,c2 holding just two symbols, crosswise).

    Unchanged by moving lines, transposing and relabelling, so two grids with
    different counts are never images of each other: a cheap measure of diversity.

    >>> n_intercalates([[1, 2], [2, 1]])
    1
    """
    n = len(grid)
    return sum(1 for r1 in range(n) for r2 in range(r1 + 1, n) for c1 in range(n) for c2 in range(c1 + 1, n)
               if grid[r1][c1] == grid[r2][c2] and grid[r1][c2] == grid[r2][c1])


def mate_census(grids, board=None, time_limit=10.0, progress=False):
    """For each digit grid, whether it has an orthogonal mate (each answer proved by CP-SAT)."""
    from tqdm.auto import tqdm

    return [has_mate(grid, board, time_limit) for grid in tqdm(grids, disable=not progress, desc="mates")]


# --- puzzles ----------------------------------------------------------------------------------

def given_units(board, mixed):
    """What removal of givens removes one at a time: whole cells, or (cell, layer) halves when ``mixed``."""
    return [(cell, layer) for cell in board.cells for layer in (("digit", "colour") if mixed else ("both",))]


def remove_unit(digits, colours, unit):
    """Copies of the digit and colour grids of givens with one unit blanked."""
    (r, c), layer = unit
    digits, colours = [list(row) for row in digits], [list(row) for row in colours]
    if layer in ("digit", "both"):
        digits[r][c] = 0
    if layer in ("colour", "both"):
        colours[r][c] = 0
    return digits, colours


def has_other_solution(puzzle, solution, budget=None):
    """Whether ``puzzle`` has a solution other than ``solution``: True, False, or None when the budget ran out.

    ``budget`` is in CP-SAT's deterministic time units (roughly seconds), so the answer repeats on any machine.
    """
    other = other_solution(puzzle, solution, time_limit=None, budget=budget)
    return {"solved": True, "infeasible": False}.get(other.status)


def make_suirodoku_puzzle(solution, seed=0, mixed=False, trial_budget=None, singles_only=False):
    """A unique puzzle of a complete two-layer Solution by random removal of givens.

    Pair givens by default; ``mixed`` removes digits and colours separately, leaving
    full pairs, digit-only and colour-only givens. A removal is kept only when
    uniqueness is proved by CP-SAT, or, with ``singles_only``, when singles alone
    still fill the grid (an easier puzzle, made without a solver). With
    ``trial_budget`` (CP-SAT deterministic time, roughly seconds, the same on every
    machine) a removal whose proof needs more is not made;
    ``puzzle.removal`` records how many, and when that is 0 the puzzle is minimal
    for its kind: removing any given left loses uniqueness (or singles-solvability).
    """
    board = solution.puzzle.board
    digits, colours = solution.digits, solution.colours
    units = given_units(board, mixed)
    random.Random(seed).shuffle(units)
    undecided = 0
    for unit in units:
        trial = remove_unit(digits, colours, unit)
        if singles_only:
            other = singles_progress(suirodoku(*trial, board)) < 1
        else:
            other = has_other_solution(suirodoku(*trial, board), solution, trial_budget)
        undecided += other is None
        if other is False:
            digits, colours = trial
    kind = ", mixed" if mixed else ""
    kind += ", singles" if singles_only else ""
    puzzle = suirodoku(digits, colours, board, name=f"{solution.puzzle.name} puzzle (seed {seed}{kind})")
    puzzle.removal = {"trials": len(units), "undecided": undecided, "minimal": undecided == 0}
    return puzzle


def pair_grid(digits, colours):
    """The grid of (digit, colour) pairs of two layers."""
    return [list(zip(d, k)) for d, k in zip(digits, colours)]


def smallest_pair_given_sets(solution, others):
    """All smallest sets of cells whose pairs, copied from ``solution``, force it among ``others``.

    ``others`` lists every solution of the blank puzzle (e.g. all 2,304 4x4 Suirodoku);
    the sets are the smallest pair-given puzzles of ``solution`` with a unique completion.
    """
    return smallest_critical_sets(pair_grid(solution.digits, solution.colours),
                                  [pair_grid(o.digits, o.colours) for o in others])


def smallest_half_given_sets(solution, others):
    """All smallest mixed sets of givens of ``solution`` that force it among ``others``.

    A half-given is one cell's digit or one cell's colour, so a pair given counts twice.
    Each set is a list of (layer, (r, c)) with layer "digit" or "colour". Found as the
    smallest minimal hitting sets of the difference masks over the 2n^2 half-givens.
    """
    n = solution.puzzle.board.n
    masks = difference_masks(half_grid(solution), [half_grid(o) for o in others])
    found = minimal_hitting_sets(masks, 2 * n * n)
    fewest = min(mask.bit_count() for mask in found)
    return [[half_given(i, n) for i in bits(mask)] for mask in found if mask.bit_count() == fewest]


def half_grid(solution):
    """The n x 2n grid of a two-layer solution: each row's digits, then its colours."""
    return [list(d) + list(k) for d, k in zip(solution.digits, solution.colours)]


def half_given(index, n):
    """The half-given at bit ``index`` of a mask over ``half_grid``: digits in columns 0..n-1, colours after."""
    r, c = divmod(index, 2 * n)
    return ("digit", (r, c)) if c < n else ("colour", (r, c - n))


def half_given_puzzle(solution, halves):
    """The puzzle of a two-layer ``solution`` that keeps only the half-givens listed in ``halves`` ((layer, (r, c)) pairs)."""
    kept = {"digit": [[0] * len(row) for row in solution.digits], "colour": [[0] * len(row) for row in solution.colours]}
    for layer, (r, c) in halves:
        source = solution.digits if layer == "digit" else solution.colours
        kept[layer][r][c] = source[r][c]
    return suirodoku(kept["digit"], kept["colour"], solution.puzzle.board)


def given_kinds(puzzle):
    """Counts of pair givens, digit-only givens and colour-only givens."""
    kinds = {"pair": 0, "digit only": 0, "colour only": 0}
    for r, c in puzzle.board.cells:
        d, k = puzzle.givens[r][c], puzzle.colours[r][c]
        if d and k:
            kinds["pair"] += 1
        elif d:
            kinds["digit only"] += 1
        elif k:
            kinds["colour only"] += 1
    return kinds
