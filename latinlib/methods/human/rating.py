"""How hard a puzzle is for the human-like solver (seeds/003 section 7): the mean insertions over seeded runs."""
import random

from ...core.errors import PuzzleError
from ...solving import count_solutions, solve
from ..parallel import run_tasks
from .results import Difficulty, label_of
from .search import Search, supported


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


def require_unique(puzzle, what="a difficulty score"):
    """The one solution grid of ``puzzle``, counted by ll.count_solutions (as ll.is_unique does); PuzzleError when there are none or several."""
    count = count_solutions(puzzle, limit=2)
    if count == 0:
        raise PuzzleError(f"the puzzle has no solution, so {what} would be meaningless")
    if count > 1:
        raise PuzzleError(f"the puzzle has more than one solution: {what} would have to pick one, so none is given")
    return solve(puzzle).grid
