"""Orthogonal mates: a second layer orthogonal to a first, found, counted, and drawn at random fast.

Two grids on one board are *orthogonal* when superimposing them shows every
(digit, colour) pair exactly once; each is then an orthogonal *mate* of the other.
A two-layer puzzle asks for both at once (Graeco-Latin squares, Suirodoku).

Fast random pairs decompose the problem: a structured Sudoku that is known to
have mates, a random mate found by CP-SAT (tens of milliseconds), one more
"mate of the mate" step so the digit layer is not always the structured one,
then random moves that keep both layers valid and orthogonal.
"""
import random
import time

from ..core.board import box_shape as sudoku_box_shape
from ..core.board import latin_square, sudoku
from ..core.errors import PuzzleError
from ..core.puzzle import Puzzle
from ..solving import Solution, Undecided, count_solutions, other_solution, solve
from .symmetry.groups import line_order


def two_layers(board, digits=None, colours=None, name=None):
    """A two-layer puzzle: digits and colours each fill ``board``, every (digit, colour) pair once; 0 = blank.

    Named 'Suirodoku' on the 9x9 Sudoku board, '<board>, two orthogonal layers' elsewhere.
    """
    blank = [[0] * board.cols for _ in range(board.rows)]
    name = name or ("Suirodoku" if board == sudoku(3, 3) else f"{board.name}, two orthogonal layers")
    return Puzzle(board, digits, colours=blank if colours is None else colours, name=name)


def find_mate(digits, board=None, seed=0, avoid=None, time_limit=10.0, **options):
    """A colour grid orthogonal to ``digits``, or None when none exists; raises Undecided on a time limit.

    ``avoid`` is a colour grid the answer must differ from (a mate other than that one).
    """
    result = solve_mate(digits, board or sudoku(3, 3), seed, time_limit, avoid, **options)
    if result.status == "unknown":
        raise Undecided(f"no mate found or ruled out within {time_limit} s")
    return result.colours if result.solved else None


def solve_mate(digits, board, seed, time_limit, avoid=None, budget=None, **options):
    """Solve for a colour layer orthogonal to the fixed digit layer (other than ``avoid``, when given).

    ``budget`` caps the search in CP-SAT deterministic time (the same on every machine).
    """
    options.setdefault("pair_encoding", "pairs")  # with one layer fixed, pair codes propagate fastest
    puzzle = two_layers(board, digits)
    if avoid is None:
        return solve(puzzle, time_limit, seed, budget=budget, **options)
    known = Solution(puzzle, "solved", digits, avoid)
    return other_solution(puzzle, known, time_limit, seed, budget=budget, **options)


def has_mate(digits, board=None, time_limit=10.0):
    """True when some colour layer is orthogonal to ``digits`` (proved either way, or Undecided)."""
    return find_mate(digits, board, time_limit=time_limit) is not None


def count_mates(digits, board=None, limit=None):
    """The number of colour layers orthogonal to ``digits`` (a Count)."""
    return count_solutions(two_layers(board or sudoku(3, 3), digits), limit=limit, pair_encoding="pairs")


def line_blocks(board):
    """(box_rows, box_cols) when ``board`` is a Sudoku or Latin square board (blocks of lines moves keep together)."""
    shape = sudoku_box_shape(board)
    if shape is not None:
        return shape
    n = board.rows
    if board.groups == latin_square(n).groups:
        return n, n
    raise PuzzleError(f"{board.name}: random grids need a Sudoku or Latin square board")


def random_moves(digits, colours, shape, rng):
    """Apply the same random band/stack/row/column moves (and transpose when boxes are square) to both layers."""
    box_rows, box_cols = shape
    n = len(digits)
    rows = line_order(rng, n, box_rows) if box_rows < n else rng.sample(range(n), n)
    cols = line_order(rng, n, box_cols) if box_cols < n else rng.sample(range(n), n)
    digits = [[digits[r][c] for c in cols] for r in rows]
    colours = [[colours[r][c] for c in cols] for r in rows]
    if box_rows == box_cols and rng.random() < 0.5:
        digits, colours = transpose(digits), transpose(colours)
    return digits, colours


def transpose(grid):
    """The grid reflected in its main diagonal."""
    return [list(col) for col in zip(*grid)]


def relabel(grid, rng):
    """The grid with its symbols renamed by a random permutation."""
    n = len(grid)
    names = dict(zip(range(1, n + 1), rng.sample(range(1, n + 1), n)))
    return [[names[v] for v in row] for row in grid]


def randomise(digits, colours, shape, rng):
    """A random image of an orthogonal pair under moves, relabelling and swapping the layers."""
    digits, colours = random_moves(digits, colours, shape, rng)
    digits, colours = relabel(digits, rng), relabel(colours, rng)
    return (colours, digits) if rng.random() < 0.5 else (digits, colours)


def pattern_sudoku(box_rows=3, box_cols=3):
    """The structured Sudoku L(r, c) = box_cols*(r mod box_rows) + r div box_rows + c (mod n), symbols 1..n."""
    n = box_rows * box_cols
    return [[(box_cols * (r % box_rows) + r // box_rows + c) % n + 1 for c in range(n)] for r in range(n)]


def random_suirodoku(seed=0, board=None, steps=1, switches=3, time_limit=10.0):
    """A random complete two-layer grid (a Solution) for a Sudoku or Latin square board, drawn fast.

    Start from a structured digit layer, let CP-SAT find a random colour mate, then
    ``steps`` times make the mate the digit layer and find a new mate of it
    (different from the old layer). Mates of structured grids stay structured (most
    have no intercalate), so ``switches`` times the digit layer then takes a random
    *cycle switch* (``switched_pair``) that leaves the structured family, kept only
    when it still has a mate. Last, random orthogonality-preserving moves.
    """
    board = board or sudoku(3, 3)
    shape = line_blocks(board)
    rng = random.Random(seed)
    start = time.perf_counter()
    digits, colours = first_pair(board, shape, rng, time_limit)
    for _ in range(steps):
        digits, colours = randomise(digits, colours, shape, rng)
        new = find_mate(colours, board, seed=rng.randrange(2**31), avoid=digits, time_limit=time_limit)
        if new is not None:
            digits, colours = colours, new
    for _ in range(switches):
        digits, colours = switched_pair(digits, colours, board, shape, rng)
    digits, colours = randomise(digits, colours, shape, rng)
    result = Solution(two_layers(board), "solved", digits, colours)
    result.wall_time = time.perf_counter() - start
    return result


def first_pair(board, shape, rng, time_limit):
    """A first orthogonal pair: a random mate of the (randomly moved) pattern Sudoku, or a full solve."""
    digits = pattern_sudoku(*shape) if shape[0] < board.rows else pattern_sudoku(1, board.rows)
    digits, _ = random_moves(digits, digits, shape, rng)
    digits = relabel(digits, rng)
    colours = find_mate(digits, board, seed=rng.randrange(2**31), time_limit=time_limit)
    if colours is None:
        whole = solve(two_layers(board), time_limit=time_limit, seed=rng.randrange(2**31))
        if not whole.solved:
            raise PuzzleError(f"{board.name} has no two orthogonal layers (or none found in {time_limit} s)")
        digits, colours = whole.digits, whole.colours
    return digits, colours


# A cycle switch's new layer is kept when CP-SAT finds it a mate within this much deterministic time
# (work units, roughly seconds); most switched layers that have a mate get one in a small fraction of it.
SWITCH_BUDGET = 0.2
SWITCH_TRIES = 6


def switched_pair(digits, colours, board, shape, rng):
    """The pair after one random cycle switch of one layer that keeps a mate; unchanged if none is found.

    Two rows of a band (or two columns of a stack) differ by a permutation of the
    symbols; exchanging the two rows on the cells of one of its cycles keeps every
    row, column and box valid, but changes the grid beyond any symmetry. The switched
    layer keeps its place; CP-SAT finds it a new mate for the other layer.
    """
    for _ in range(SWITCH_TRIES):
        layer = digits if rng.random() < 0.5 else colours
        new = cycle_switch(layer, shape, rng)
        if new is not None:
            mate = solve_mate(new, board, rng.randrange(2**31), None, budget=SWITCH_BUDGET)
            if mate.solved:
                return (new, mate.colours) if layer is digits else (mate.colours, new)
    return digits, colours


def cycle_switch(grid, shape, rng):
    """The grid with one proper cycle of two rows of a band, or of two columns of a stack, exchanged; or None.

    Among the proper cycles (shorter than a whole line) one of the longest is drawn: short
    cycles of a structured grid tend to lead to another structured grid.
    """
    options = [(False, a, b, cycle) for a, b, cycle in line_cycles(grid, shape[0])]
    options += [(True, a, b, cycle) for a, b, cycle in line_cycles(transpose(grid), shape[1])]
    if not options:
        return None
    longest = max(len(option[3]) for option in options)
    flipped, a, b, cycle = rng.choice([option for option in options if len(option[3]) == longest])
    lines = [list(row) for row in (transpose(grid) if flipped else grid)]
    for k in cycle:
        lines[a][k], lines[b][k] = lines[b][k], lines[a][k]
    return transpose(lines) if flipped else lines


def line_cycles(grid, block):
    """(line a, line b, cycle) for every proper cycle between two lines of one block of ``block`` lines."""
    n = len(grid)
    pairs = [(a, b) for start in range(0, n, block) for a in range(start, start + block) for b in range(a + 1, start + block)]
    return [(a, b, cycle) for a, b in pairs for cycle in row_cycles(grid[a], grid[b]) if 1 < len(cycle) < n]


def row_cycles(a, b):
    """The cycles of the permutation that takes row a to row b, as lists of columns."""
    where = {value: c for c, value in enumerate(a)}
    seen, cycles = set(), []
    for start in range(len(a)):
        cycle, c = [], start
        while c not in seen:
            seen.add(c)
            cycle.append(c)
            c = where[b[c]]
        if cycle:
            cycles.append(cycle)
    return cycles
