"""Suirodoku and Graeco-Latin squares: two orthogonal layers on one board.

A Suirodoku is two Sudoku on the same 9x9 board, digits and colours, in which
every (digit, colour) pair occurs exactly once. This module makes such puzzles,
finds colour mates of a digit layer, draws random grids fast and makes puzzles
by clue removal.

Fast generation decomposes the problem: a structured Sudoku that is known to
have mates, a random mate found by CP-SAT (tens of milliseconds), one more
"mate of the mate" step so the digit layer is not always the structured one,
then random moves that keep both layers Sudoku and keep them orthogonal.

>>> import latinlib as ll
>>> grid = ll.random_suirodoku(seed=1)
>>> ll.check(ll.suirodoku(), grid)
[]
"""
import random
import time

from .board import latin_square, sudoku
from .errors import PuzzleError
from .puzzle import Puzzle
from .solve import Solution, Undecided, count_solutions, solve
from .symmetry import box_shape as sudoku_box_shape, line_order


def suirodoku(digits=None, colours=None, board=None, name=None):
    """A two-layer puzzle: digits and colours each fill ``board`` (9x9 Sudoku by default), all pairs distinct.

    Clues may be full pairs (both grids), a digit only or a colour only; 0 = blank.
    """
    board = board or sudoku(3, 3)
    blank = [[0] * board.cols for _ in range(board.rows)]
    name = name or ("Suirodoku" if board == sudoku(3, 3) else f"{board.name}, two orthogonal layers")
    return Puzzle(board, digits, colours=blank if colours is None else colours, name=name)


def graeco_latin(n, digits=None, colours=None):
    """A Graeco-Latin square puzzle of order n: two orthogonal Latin squares."""
    return suirodoku(digits, colours, latin_square(n), name=f"Graeco-Latin square of order {n}")


def first_row_fixed(puzzle):
    """The symmetry-reduced puzzle: first-row digits fixed to 1..n (labelled; counts differ by n!)."""
    if any(puzzle.givens[0]):
        raise PuzzleError("first_row_fixed needs a blank first row of digits")
    givens = [list(row) for row in puzzle.givens]
    givens[0] = list(range(1, puzzle.board.cols + 1))
    return Puzzle(puzzle.board, givens, puzzle.cages, puzzle.colours, f"{puzzle.name}, first row fixed to 1..n")


# --- mates ---------------------------------------------------------------------------------

def find_mate(digits, board=None, seed=0, avoid=None, time_limit=10.0, **options):
    """A colour grid orthogonal to ``digits``, or None when none exists; raises Undecided on a time limit.

    ``avoid`` is a grid the answer must differ from (in one randomly chosen cell).
    """
    board = board or sudoku(3, 3)
    barred = None
    if avoid is not None:
        cell = random.Random(seed).choice(board.cells)
        barred = (cell, avoid[cell[0]][cell[1]])
    result = solve_mate(digits, board, seed, time_limit, barred, **options)
    if result.status == "unknown":
        raise Undecided(f"no mate found or ruled out within {time_limit} s")
    return result.colours if result.solved else None


def solve_mate(digits, board, seed, time_limit, avoid=None, **options):
    """Solve for a colour layer orthogonal to the fixed digit layer, optionally barring one colour in one cell."""
    from .model import build_model
    from .solve import make_solver, read_grid, status_word

    options.setdefault("pair_encoding", "pairs")  # with one layer fixed, pair codes propagate fastest
    model = build_model(suirodoku(digits, None, board), **options)
    if avoid is not None:
        (r, c), colour = avoid
        model.cp.add(model.colours[(r, c)] != colour)
    solver = make_solver(time_limit, seed, settings=model.settings)
    status = solver.solve(model.cp)
    result = Solution(model.puzzle, status_word(status))
    if result.solved:
        result.grid = read_grid(board, solver.value, model.cells)
        result.colours = read_grid(board, solver.value, model.colours)
    return result


def has_mate(digits, board=None, time_limit=10.0):
    """True when some colour layer is orthogonal to ``digits`` (proved either way, or Undecided)."""
    return find_mate(digits, board, time_limit=time_limit) is not None


def count_mates(digits, board=None, limit=None):
    """The number of colour layers orthogonal to ``digits`` (a Count)."""
    return count_solutions(suirodoku(digits, None, board or sudoku(3, 3)), limit=limit, pair_encoding="pairs")


# --- moves that keep both layers valid and orthogonal -----------------------------------------

def box_shape(board):
    """(box_rows, box_cols) when ``board`` is a Sudoku or Latin square board; PuzzleError otherwise."""
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


# --- random grids ----------------------------------------------------------------------------

def pattern_sudoku(box_rows=3, box_cols=3):
    """The structured Sudoku L(r, c) = box_cols*(r mod box_rows) + r div box_rows + c (mod n), symbols 1..n."""
    n = box_rows * box_cols
    return [[(box_cols * (r % box_rows) + r // box_rows + c) % n + 1 for c in range(n)] for r in range(n)]


def random_suirodoku(seed=0, board=None, steps=1, time_limit=10.0):
    """A random complete two-layer grid (a Solution) for a Sudoku or Latin square board, drawn fast.

    Start from a structured digit layer, let CP-SAT find a random colour mate, then
    ``steps`` times make the mate the digit layer and find a new mate of it
    (different from the old layer), then apply random orthogonality-preserving moves.
    """
    board = board or sudoku(3, 3)
    shape = box_shape(board)
    rng = random.Random(seed)
    start = time.perf_counter()
    digits, colours = first_pair(board, shape, rng, time_limit)
    for _ in range(steps):
        digits, colours = randomise(digits, colours, shape, rng)
        new = find_mate(colours, board, seed=rng.randrange(2**31), avoid=digits, time_limit=time_limit)
        if new is not None:
            digits, colours = colours, new
    digits, colours = randomise(digits, colours, shape, rng)
    result = Solution(suirodoku(None, None, board), "solved", digits, colours)
    result.wall_time = time.perf_counter() - start
    return result


def first_pair(board, shape, rng, time_limit):
    """A first orthogonal pair: a random mate of the (randomly moved) pattern Sudoku, or a full solve."""
    digits = pattern_sudoku(*shape) if shape[0] < board.rows else pattern_sudoku(1, board.rows)
    digits, _ = random_moves(digits, digits, shape, rng)
    digits = relabel(digits, rng)
    colours = find_mate(digits, board, seed=rng.randrange(2**31), time_limit=time_limit)
    if colours is None:
        whole = solve(suirodoku(None, None, board), time_limit=time_limit, seed=rng.randrange(2**31))
        if not whole.solved:
            raise PuzzleError(f"{board.name} has no two orthogonal layers (or none found in {time_limit} s)")
        digits, colours = whole.digits, whole.colours
    return digits, colours


# --- the "no mate" experiment -----------------------------------------------------------------

def sample_sudoku(seed=0, board=None, seeds_per_grid=11):
    """A random-looking complete Sudoku (not uniformly drawn): random consistent givens, CP-SAT completion, moves.

    ``seeds_per_grid`` cells get random values that break no rule; CP-SAT (random
    seed) completes them; random band/stack/row/column moves and relabelling follow.
    """
    board = board or sudoku(3, 3)
    rng = random.Random(seed)
    while True:
        givens = random_givens(board, rng, seeds_per_grid)
        result = solve(Puzzle(board, givens), seed=rng.randrange(2**31))
        if result.solved:
            grid, _ = random_moves(result.grid, result.grid, box_shape(board), rng)
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

def clue_units(board, mixed):
    """What clue removal removes one at a time: whole cells, or (cell, layer) halves when ``mixed``."""
    return [(cell, layer) for cell in board.cells for layer in (("digit", "colour") if mixed else ("both",))]


def remove_unit(digits, colours, unit):
    """Copies of the two clue grids with one unit blanked."""
    (r, c), layer = unit
    digits, colours = [list(row) for row in digits], [list(row) for row in colours]
    if layer in ("digit", "both"):
        digits[r][c] = 0
    if layer in ("colour", "both"):
        colours[r][c] = 0
    return digits, colours


def has_other_solution(puzzle, solution, budget=None):
    """Whether ``puzzle`` has a solution other than ``solution``: True, False, or None when the budget ran out.

    One CP-SAT search for a grid that differs from ``solution`` in some blank digit or
    colour; faster than enumerating to 2 because presolve stays on. ``budget`` is in
    CP-SAT's deterministic time units (roughly seconds), so the answer repeats on any machine.
    """
    from .model import build_model
    from .solve import make_solver, status_word

    model = build_model(puzzle)
    differs = []
    for layer, given, known in ((model.cells, puzzle.givens, solution.digits), (model.colours, puzzle.colours, solution.colours)):
        for (r, c), var in layer.items():
            if not given[r][c]:
                flag = model.cp.new_bool_var(f"differs_r{r + 1}c{c + 1}")
                model.cp.add(var != known[r][c]).only_enforce_if(flag)
                differs.append(flag)
    model.cp.add_bool_or(differs)
    solver = make_solver(settings=model.settings)
    if budget is not None:
        solver.parameters.max_deterministic_time = float(budget)
    status = status_word(solver.solve(model.cp))
    return {"solved": True, "infeasible": False}.get(status)


def make_suirodoku_puzzle(solution, seed=0, mixed=False, trial_budget=None, singles_only=False):
    """A unique puzzle of a complete two-layer Solution by random clue removal.

    Pair clues by default; ``mixed`` removes digits and colours separately, leaving
    full pairs, digit-only and colour-only clues. A removal is kept only when
    uniqueness is proved by CP-SAT, or, with ``singles_only``, when singles alone
    still fill the grid (an easier puzzle, made without a solver). With
    ``trial_budget`` (CP-SAT deterministic time, roughly seconds, the same on every
    machine) a removal whose proof needs more is not made;
    ``puzzle.removal`` records how many, and when that is 0 the puzzle is minimal
    for its kind: removing any clue left loses uniqueness (or singles-solvability).
    """
    board = solution.puzzle.board
    digits, colours = solution.digits, solution.colours
    units = clue_units(board, mixed)
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


def singles(puzzle):
    """Fill what a player deduces with singles alone; returns (digits, colours) with 0 where stuck.

    Two layers of candidates. Rules, repeated until nothing changes: a placed digit
    (colour) leaves its groups; a placed pair (d, k) bars colour k from every other
    cell holding digit d and digit d from every other cell holding colour k; naked
    singles; hidden singles in each group for each layer; and a pair that only one
    cell can still hold goes there.
    """
    board = puzzle.board
    layers = ({cell: {puzzle.givens[cell[0]][cell[1]]} if puzzle.givens[cell[0]][cell[1]] else set(board.values)
               for cell in board.cells},
              {cell: {puzzle.colours[cell[0]][cell[1]]} if puzzle.colours[cell[0]][cell[1]] else set(board.values)
               for cell in board.cells})
    peers = {cell: {other for g in board.groups_of(cell) for other in board.groups[g]} - {cell} for cell in board.cells}
    while sweep(board, layers, peers):
        pass
    return tuple([[next(iter(layer[(r, c)])) if len(layer.get((r, c), ())) == 1 else 0 for c in range(board.cols)]
                  for r in range(board.rows)] for layer in layers)


def sweep(board, layers, peers):
    """One round of the singles rules (``peers``: the cells sharing a group with each cell); True on progress."""
    before = sum(len(s) for layer in layers for s in layer.values())
    for layer in layers:
        for cell, cands in layer.items():
            if len(cands) == 1:
                for other in peers[cell]:
                    layer[other] -= cands
        for group in board.groups:
            for value in board.values:
                places = [cell for cell in group if value in layer[cell]]
                if len(places) == 1:
                    layer[places[0]] &= {value}
    digits, colours = layers
    placed = {(min(digits[c]), min(colours[c])): c for c in board.cells if len(digits[c]) == len(colours[c]) == 1}
    for cell in board.cells:
        for (d, k), home in placed.items():
            if cell != home:
                if digits[cell] == {d}:
                    colours[cell].discard(k)
                if colours[cell] == {k}:
                    digits[cell].discard(d)
    for d in board.values:
        for k in board.values:
            if (d, k) not in placed:
                places = [c for c in board.cells if d in digits[c] and k in colours[c]]
                if len(places) == 1:
                    digits[places[0]] &= {d}
                    colours[places[0]] &= {k}
    return sum(len(s) for layer in layers for s in layer.values()) < before


def singles_progress(puzzle):
    """The share (0..1) of the blank digits and colours that singles alone fill: a difficulty proxy."""
    digits, colours = singles(puzzle)
    blanks = [(g, x) for g, x in ((puzzle.givens, digits), (puzzle.colours, colours))]
    total = sum(1 for g, _ in blanks for r, c in puzzle.board.cells if not g[r][c])
    filled = sum(1 for g, x in blanks for r, c in puzzle.board.cells if not g[r][c] and x[r][c])
    return filled / total if total else 1.0


def pair_grid(digits, colours):
    """The grid of (digit, colour) pairs of two layers."""
    return [list(zip(d, k)) for d, k in zip(digits, colours)]


def smallest_pair_clue_sets(solution, others):
    """All smallest sets of cells whose pairs, copied from ``solution``, force it among ``others``.

    ``others`` lists every solution of the blank puzzle (e.g. all 2,304 4x4 Suirodoku);
    the sets are the smallest pair-clue puzzles of ``solution`` with a unique completion.
    """
    from .latin import smallest_critical_sets

    return smallest_critical_sets(pair_grid(solution.digits, solution.colours),
                                  [pair_grid(o.digits, o.colours) for o in others])


def smallest_half_clue_sets(solution, others):
    """All smallest mixed clue sets of ``solution`` that force it among ``others``.

    A half-clue is one cell's digit or one cell's colour, so a pair clue counts twice.
    Each set is a list of (layer, (r, c)) with layer "digit" or "colour". Found as the
    smallest minimal hitting sets of the difference masks over the 2n^2 half-clues.
    """
    from .perfect import bits, grid_masks, minimal_hitting_sets

    n = solution.puzzle.board.n
    masks = grid_masks([half_grid(o) for o in others], half_grid(solution))
    found = minimal_hitting_sets(masks, 2 * n * n)
    fewest = min(mask.bit_count() for mask in found)
    return [[half_clue(i, n) for i in bits(mask)] for mask in found if mask.bit_count() == fewest]


def half_grid(solution):
    """The n x 2n grid of a two-layer solution: each row's digits, then its colours."""
    return [list(d) + list(k) for d, k in zip(solution.digits, solution.colours)]


def half_clue(index, n):
    """The half-clue at bit ``index`` of a mask over ``half_grid``: digits in columns 0..n-1, colours after."""
    r, c = divmod(index, 2 * n)
    return ("digit", (r, c)) if c < n else ("colour", (r, c - n))


def half_clue_puzzle(solution, halves):
    """The puzzle that keeps only the given half-clues (layer, (r, c)) of a two-layer ``solution``."""
    kept = {"digit": [[0] * len(row) for row in solution.digits], "colour": [[0] * len(row) for row in solution.colours]}
    for layer, (r, c) in halves:
        source = solution.digits if layer == "digit" else solution.colours
        kept[layer][r][c] = source[r][c]
    return suirodoku(kept["digit"], kept["colour"], solution.puzzle.board)


def clue_kinds(puzzle):
    """Counts of pair clues, digit-only clues and colour-only clues."""
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
