"""Random complete grids, and puzzles made from them by removing givens (seeds/004, Alg. 2).

Clue removal: take the givens in a random order; remove one, and keep it removed
only if the puzzle still has exactly one solution, proved by the solving service's
``is_unique`` (a count up to two, no time limit; the engine is the one "auto" picks:
exact cover on boards without cages or repeated symbols, CP-SAT or SAT otherwise). One pass over all givens gives
a *minimal* puzzle, one whose every given is needed (seeds/004 Def. 3.13 calls it
critical): removing fewer givens never makes uniqueness easier, so a given that
could not go when it was tried cannot go later either.

>>> import latinlib as ll
>>> solution = ll.random_solution(ll.sudoku(2, 2), seed=1)
>>> puzzle = ll.make_puzzle(solution, seed=1)
>>> ll.count_solutions(puzzle), ll.generate.is_minimal(puzzle)
(1, True)
"""
import random

from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle, as_puzzle
from ...solving import Solution, count_solutions, is_unique, solve
from ..human import LABELS, solve_by_singles
from ..human import difficulty as rate
from ..human.search import Search
from ..mates import line_blocks, random_suirodoku


class OutOfBudget(Exception):
    """A randomised search used up its insertion budget (a restart is due)."""


def random_solution(puzzle, seed=0):
    """A random complete grid of ``puzzle`` (a Board or a Puzzle with givens), reproducible by ``seed``.

    Fills the grid as the human-like solver does, with random guesses and
    restarts; puzzles it cannot read (cages, two layers) go to the solving service with the seed.
    Raises PuzzleError when the givens admit no solution.
    """
    puzzle = as_puzzle(puzzle)
    if is_blank_suirodoku(puzzle):
        grid = random_suirodoku(seed, puzzle.board)
        grid.puzzle = puzzle
        return grid
    if not puzzle.cages and not puzzle.is_two_layer and puzzle.board.is_latin:
        for attempt in range(8):
            grid = random_fill(puzzle, random.Random(seed * 1009 + attempt))
            if grid is not None:
                return Solution(puzzle, "solved", grid)
    found = solve(puzzle, time_limit=None, seed=seed)
    if not found.solved:
        raise PuzzleError(f"the puzzle has no solution ({found.method}: {found.status}), so no random grid exists")
    return found


def is_blank_suirodoku(puzzle):
    """True for a blank two-layer puzzle on a Sudoku or Latin square board: suirodoku.py draws those fast."""
    if not puzzle.is_two_layer or puzzle.cages or puzzle.given_cells() or any(map(any, puzzle.colours)):
        return False
    try:
        line_blocks(puzzle.board)
    except PuzzleError:
        return False
    return True


def random_fill(puzzle, rng):
    """One randomised depth-first fill with singles; None when the budget runs out."""
    search = Search(puzzle)
    if search.root.node is None:
        raise PuzzleError(f"the puzzle has no solution: {search.root.why}")
    budget = [30 * len(puzzle.board.cells)]

    def explore(node):
        if node.complete:
            return node
        i = rng.choice(node.ties)
        options = list(node.options[i])
        rng.shuffle(options)
        for b in options:
            edge = search.guess(node, i, b)
            budget[0] -= edge.inserts
            if budget[0] < 0:
                raise OutOfBudget
            if edge.node is not None:
                final = explore(edge.node)
                if final is not None:
                    return final
        return None

    try:
        final = explore(search.root.node)
    except OutOfBudget:
        return None
    if final is None:
        raise PuzzleError("the puzzle has no solution: every fill attempt leads to a contradiction")
    return search.t.grid(final.vals)


def solution_of(thing):
    """(puzzle, grid) from a Solution, or from a Puzzle with exactly one solution (else PuzzleError)."""
    if isinstance(thing, Solution):
        if not thing.solved:
            raise PuzzleError(f"cannot make a puzzle from a solve whose status is {thing.status!r}")
        return thing.puzzle, thing.grid
    puzzle = as_puzzle(thing)
    count = count_solutions(puzzle, limit=2)
    if count != 1:
        raise PuzzleError(f"make_puzzle needs one solution grid, but the puzzle has {count_words(count)}")
    return puzzle, solve(puzzle, time_limit=None).grid


def count_words(count):
    """'no solution' / 'one solution' / 'two or more solutions' for a count to 2."""
    return {0: "no solution", 1: "one solution"}.get(int(count), "two or more solutions")


def removal_orbits(board, symmetric):
    """Cells grouped for removal: singletons, or pairs under the half-turn when ``symmetric``."""
    if not symmetric:
        return [(cell,) for cell in board.cells]
    on, seen, result = set(board.cells), set(), []
    for r, c in board.cells:
        if (r, c) in seen:
            continue
        image = (board.rows - 1 - r, board.cols - 1 - c)
        orbit = tuple(sorted({(r, c), image} & on))
        seen.update(orbit)
        result.append(orbit)
    return result


def remove_clues(puzzle, givens, rng, symmetric=False, keep=None):
    """One pass of Alg. 2 over the givens in random order; ``keep(puzzle)`` may veto a removal.

    Returns the puzzle whose given orbits can no longer be removed one at a time.
    """
    board = puzzle.board
    current = [list(row) for row in givens]
    candidates = [o for o in removal_orbits(board, symmetric)
                  if all(current[r][c] for r, c in o) and not puzzle.inscription.intersection(o)]
    rng.shuffle(candidates)
    best = puzzle.with_givens(current)
    for orbit in candidates:
        saved = [current[r][c] for r, c in orbit]
        for r, c in orbit:
            current[r][c] = 0
        trial = puzzle.with_givens(current)
        if (keep is None or keep(trial)) and is_unique(trial):
            best = trial
        else:
            for (r, c), value in zip(orbit, saved):
                current[r][c] = value
    return best


def make_puzzle(solution, seed=0, difficulty=None, symmetric=False, minimal=False, attempts=30, runs=100):
    """A puzzle whose unique solution is ``solution`` (a Solution, or a Puzzle with one solution).

    Clues are removed by Alg. 2 until none can go, so with no ``difficulty`` the
    result is minimal (with ``symmetric`` givens go in half-turn pairs: minimal
    among symmetric puzzles only). ``difficulty`` ('easy', 'medium', 'hard') retries
    other removal orders until the human-like rating matches, up to ``attempts``;
    'easy' keeps a given whenever singles would get stuck without it (minimal among
    singles-solvable puzzles only), and 'medium' may give givens back to a hard puzzle.
    ``minimal=True`` asks for a minimal puzzle, proved given by given; it cannot be
    combined with 'easy' or ``symmetric``, and turns off the giving back.
    """
    puzzle, grid = solution_of(solution)
    if difficulty not in (None,) + LABELS:
        raise PuzzleError(f"difficulty must be one of {LABELS} or None, got {difficulty!r}")
    if minimal and symmetric:
        raise PuzzleError("minimal and symmetric together are not offered: a symmetric puzzle is minimal only among symmetric ones")
    if minimal and difficulty == "easy":
        raise PuzzleError("minimal and difficulty='easy' together are not offered: an easy puzzle keeps givens the singles need, so it is minimal only among easy ones")
    if attempts < 1:
        raise PuzzleError(f"attempts must be at least 1, got {attempts!r}")
    if any(not grid[r][c] for r, c in puzzle.board.cells):
        raise PuzzleError("the solution grid has blank cells")
    base = Puzzle(puzzle.board, grid, puzzle.cages, puzzle.colours, puzzle.name, puzzle.inscription)
    keep = is_singles_solvable if difficulty == "easy" else None
    for attempt in range(attempts):
        rng = random.Random(seed * 7919 + attempt)
        made = remove_clues(base, grid, rng, symmetric, keep)
        label = None if difficulty is None else rate(made, runs=runs, seed=seed).label
        if label == "hard" and difficulty == "medium" and not minimal and not symmetric:
            made, label = add_back(made, grid, rng, runs, seed)
        if label == difficulty:
            if minimal and not is_minimal(made):
                raise RuntimeError("removal of givens returned a puzzle that is not minimal; please report this as a bug")
            if not is_unique(made):
                raise RuntimeError("a generated puzzle lost uniqueness; please report this as a bug")
            return made
    raise PuzzleError(f"no {difficulty} puzzle found for this grid in {attempts} removal orders; try another grid or seed")


def add_back(puzzle, grid, rng, runs, seed):
    """Give back solution cells one at a time until a hard puzzle rates medium; returns (puzzle, label).

    Adding givens to a puzzle with one solution keeps it unique (and the caller proves it again).
    """
    givens = [list(row) for row in puzzle.givens]
    blanks = puzzle.blanks()
    rng.shuffle(blanks)
    label = "hard"
    for r, c in blanks:
        givens[r][c] = grid[r][c]
        puzzle = puzzle.with_givens(givens)
        label = rate(puzzle, runs=runs, seed=seed).label
        if label != "hard":
            break
    return puzzle, label


def is_singles_solvable(puzzle):
    """True when naked and hidden singles alone complete the puzzle: a proof with no guess."""
    return solve_by_singles(puzzle).solved


def is_minimal(puzzle):
    """True when the puzzle has one solution and removing any single given breaks that: every given is needed.

    seeds/004 (Def. 3.13) calls such a puzzle *critical* and keeps *minimal* for the
    fewest givens in a family (Def. 3.14); the workbook says that in words ("the fewest
    givens any puzzle of the board can have") and keeps *smallest* for the fewest givens
    among the critical sets of one grid.
    Clues in the puzzle's inscription are never removed.
    """
    if not is_unique(puzzle):
        return False
    return not any(is_unique(puzzle.without(cell)) for cell in puzzle.removable())


def minimise(puzzle, seed=0):
    """A minimal puzzle with the same unique solution, by removing givens of ``puzzle`` in a seeded random order."""
    count = count_solutions(puzzle, limit=2)
    if count != 1:
        raise PuzzleError(f"minimise needs a puzzle with one solution, but this one has {count_words(count)}")
    return remove_clues(puzzle, puzzle.givens, random.Random(seed))
