"""Latin boards and Latin puzzles by attrition (seeds/004 section 5): Algorithms 1-3 and singles-solvable puzzles.

The paper's *attrition* shrinks the candidate sets of the empty cells: cheap,
polynomial steps (here the naked and hidden singles of ``latinlib.methods.human``) and, when they
stall, exponential search. CP-SAT does both (propagation, then search with
learning), so Algorithm 1 is a solution listing, and Algorithm 2 is the given
removal of ``clue_removal``. A puzzle is **singles-solvable** when naked and hidden
singles alone solve it: its trace is then a proof without a single guess. (seeds/004
Def. 5.7 calls a puzzle *fair* when every sequence of polynomial attrition steps can be
continued to a solution; by its Theorem 5.9 a puzzle solved by monotonic steps, as
singles are, is fair in that sense. Latinlib's word for the property it checks is
singles-solvable.)

>>> import latinlib as ll
>>> board = ll.boards.ripeto(2, 2)
>>> len(list_latin_boards(board, limit=5)), len(list_latin_boards(board))
(5, 56)
>>> list_latin_boards(board, [[1, 1, 1, 0], [0] * 4, [0] * 4, [0] * 4])  # row 1 holds 1 three times
[]
"""
from collections import Counter

from ...core.errors import OverfullGroup, PuzzleError, cell_name
from ...core.puzzle import Puzzle
from ...solving import solutions
from ..human import solve_by_singles
from .clue_removal import make_puzzle


def as_partial(board, grid=None):
    """A Puzzle from a Board and a grid (or a Puzzle as it is); PuzzleError when it is no partial Latin board."""
    if isinstance(board, Puzzle):
        return board if grid is None else board.with_givens(grid)
    return Puzzle(board, grid)


def list_latin_boards(board, grid=None, limit=None):
    """Algorithm 1: up to ``limit`` Latin boards (grids) that complete a partial board; all when limit is None.

    An empty list means no completion, or a group holding a symbol more often than
    the multiset allows (not a partial Latin board); other bad grids raise PuzzleError.
    """
    try:
        puzzle = as_partial(board, grid)
    except OverfullGroup:
        return []
    return [found.grid for found in solutions(puzzle, limit=limit)]


def latin_puzzles(solution, count=3, seed=0, singles=False, attempts=None):
    """Algorithm 2: up to ``count`` distinct Latin puzzles whose unique solution is ``solution``.

    Each comes from one seeded given-removal order (generate.make_puzzle) and is
    minimal; with ``singles`` a given is removed only if singles still solve the
    puzzle, so the result is singles-solvable but minimal only among singles-solvable puzzles.
    """
    found = []
    for k in range(attempts or 3 * count):
        puzzle = make_puzzle(solution, seed=seed + k, difficulty="easy" if singles else None)
        if puzzle not in found:
            found.append(puzzle)
        if len(found) == count:
            break
    return found


def puzzles_from_partial(partial, boards=2, per_board=1, seed=0, singles=False):
    """Algorithm 3: Latin puzzles for the first ``boards`` Latin boards that complete ``partial``."""
    found = []
    for solution in solutions(partial, limit=boards):
        found += latin_puzzles(solution, per_board, seed, singles)
    return found


def singles_solvable_puzzle(solution, seed=0):
    """A singles-solvable puzzle for ``solution``: removal of givens that never lets singles get stuck.

    No given of the result can go without losing singles-solvability (singles only weaken as
    givens go), but it need not be critical: a given the singles need may still
    follow from the others by a longer argument.
    """
    return make_puzzle(solution, seed=seed, difficulty="easy")


def proof(puzzle):
    """The singles proof of a singles-solvable puzzle as lines 'r3c5 = U: naked single' (symbols shown by label).

    Raises PuzzleError when singles get stuck: the puzzle is not singles-solvable.
    """
    result = solve_by_singles(puzzle)
    if not result.solved:
        raise PuzzleError("not singles-solvable: naked and hidden singles get stuck, so a proof needs a guess")
    board = puzzle.board
    return [f"{cell_name(step.cell)} = {board.label(step.value)}: {step.reason}" for step in result.steps]


def proof_profile(puzzle):
    """How long the singles proof is, and which rules it uses: an objective difficulty of a singles-solvable puzzle."""
    result = solve_by_singles(puzzle)
    if not result.solved:
        return None
    kinds = Counter(step.kind for step in result.steps)
    return {"steps": len(result.steps), "naked singles": kinds["naked"], "hidden singles": kinds["hidden"]}
