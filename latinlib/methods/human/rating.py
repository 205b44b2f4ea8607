"""How hard a puzzle is for a person (seeds/003 section 7), and the next step a person could take."""
import random

from ...core.errors import PuzzleError, cell_name
from ...core.puzzle import Puzzle
from ...cp.solve import count_solutions, solve
from ..parallel import run_tasks
from .results import Difficulty, Step, label_of
from .search import Search, supported
from .singles import settle, singles_queue, step_of, tables


def difficulty(puzzle, runs=100, seed=0, check_unique=False, contradictions="early", retry="next"):
    """Mean insertions over ``runs`` seeded runs minus the blanks, with its class (seeds/003 section 7).

    A puzzle that singles alone solve takes one run: its score is exactly 0.
    The score is meant for puzzles with one solution: ``check_unique=True`` proves
    that first with CP-SAT (PuzzleError otherwise); a puzzle with no solution
    always raises PuzzleError. ``contradictions`` is "early" (a guess fails as
    soon as a cell or a group runs out of options), "scan" (singles by scanning
    cells then groups; a guess fails when the scan meets an empty cell) or "late"
    (singles go on to their fixed point first); see CONTRADICTIONS. The later a
    failed guess is noticed, the more digits it writes and the higher the score.
    ``retry`` says what follows a failed guess: "next" (the next candidate of the
    same cell, in random order), "exclude" (strike the failed candidate and pick
    a most-constrained cell anew) or "fresh" (draw cell and candidate anew, a
    failed guess may come again); see RETRIES.
    """
    puzzle = supported(puzzle)
    if runs < 1:
        raise PuzzleError(f"runs must be at least 1, got {runs}")
    if check_unique:
        require_unique(puzzle)
    search = Search(puzzle, contradictions=contradictions, retry=retry)
    root = search.root
    if root.node is None:
        raise PuzzleError(f"the puzzle has no solution: {root.why} after {root.inserts} singles")
    if root.node.complete:
        return Difficulty(0.0, "easy", 1, search.blanks, float(search.blanks), 0.0)
    rng = random.Random(seed)
    total_inserts = total_guesses = 0
    for _ in range(runs):
        final, inserts, guesses = search.run(rng)
        if final is None:
            raise PuzzleError("the puzzle has no solution: every guess leads to a contradiction")
        total_inserts += inserts
        total_guesses += guesses
    score = total_inserts / runs - search.blanks
    return Difficulty(score, label_of(score), runs, search.blanks, total_inserts / runs, total_guesses / runs)


def _difficulty_chunk(args):
    """difficulty() over a list of puzzles (a picklable unit of work for an executor)."""
    puzzles, runs, seed, contradictions, retry = args
    return [difficulty(p, runs, seed, contradictions=contradictions, retry=retry) for p in puzzles]


def difficulties(puzzles, runs=100, seed=0, executor="serial", workers=None, chunk=200, progress=False,
                 contradictions="early", retry="next"):
    """difficulty() of many puzzles, in order; chunks of ``chunk`` puzzles go through ``executor``
    (see ``latinlib.methods.parallel.run_tasks``: "serial" in this process by default, None for a process pool).

    Every puzzle uses the same ``seed``, so results do not depend on chunking or workers.
    """
    puzzles = list(puzzles)
    chunks = [((puzzles[k:k + chunk], runs, seed, contradictions, retry),) for k in range(0, len(puzzles), chunk)]
    results = run_tasks(_difficulty_chunk, chunks, executor, workers, progress, "chunks")
    return [d for part in results for d in part]


def hint(puzzle, grid=None):
    """The next move a person could make from ``grid`` (default: the givens), as a Step with its reason.

    A naked or hidden single comes with the logic that forces it. When no single
    applies the Step has kind 'stuck' and names the cell with the fewest
    candidates and its value in the solution. Returns None for a complete grid.
    Raises PuzzleError when the puzzle has no or several solutions, or when
    ``grid`` changes a given or holds a wrong entry (the cells are named).
    """
    puzzle = supported(puzzle)
    grid = puzzle.givens if grid is None else grid
    current = Puzzle(puzzle.board, grid)
    changed = [c for c in puzzle.board.cells if puzzle.givens[c[0]][c[1]] and current.givens[c[0]][c[1]] != puzzle.givens[c[0]][c[1]]]
    if changed:
        raise PuzzleError(f"the grid changes the given(s) at {', '.join(map(cell_name, changed))}")
    answer = require_unique(puzzle, "a hint")
    wrong = [c for c in puzzle.board.cells if current.givens[c[0]][c[1]] not in (0, answer[c[0]][c[1]])]
    if wrong:
        raise PuzzleError(f"wrong entr{'y' if len(wrong) == 1 else 'ies'} at {', '.join(map(cell_name, wrong))}: remove before asking for a hint")
    return next_step(puzzle, current.givens, answer)


def require_unique(puzzle, what="a difficulty score"):
    """The one solution grid of ``puzzle``, counted by ll.count_solutions (as ll.is_unique does); PuzzleError when there are none or several."""
    count = count_solutions(puzzle, limit=2)
    if count == 0:
        raise PuzzleError(f"the puzzle has no solution, so {what} would be meaningless")
    if count > 1:
        raise PuzzleError(f"the puzzle has more than one solution: {what} would have to pick one, so none is given")
    return solve(puzzle).grid


def next_step(puzzle, givens, answer):
    """The first single from a state consistent with ``answer``; a 'stuck' Step when there is none."""
    t = tables(puzzle.board)
    vals, cand = t.start(givens)
    if all(vals):
        return None
    steps = []
    settle(t, vals, cand, singles_queue(cand), steps)
    if steps:
        return step_of(t, steps[0])
    vals, cand = t.start(givens)
    fewest = min((bin(m).count("1"), i) for i, (v, m) in enumerate(zip(vals, cand)) if not v)[1]
    r, c = t.cells[fewest]
    choices = ", ".join(str(t.value_of[1 << k]) for k in range(len(t.values)) if cand[fewest] >> k & 1)
    reason = f"no single applies: a guess is needed; {cell_name((r, c))} has the fewest candidates {{{choices}}} and the solution has {answer[r][c]}"
    return Step((r, c), answer[r][c], reason, "stuck")


