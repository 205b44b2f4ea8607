"""Squares Sudoku and Killer Sudoku puzzles: a Sudoku whose cages must each sum to an allowed value.

A Squares Sudoku (seeds/001) cuts the grid into connected cages, each of which
must sum to a perfect square (4, 9, 16 or 25); a Killer Sudoku gives each cage
one total, and (as published) forbids a repeated digit within a cage. A
Squares Sudoku keeps the reading of seeds/001: only the rows, columns and boxes
forbid repeats, so a cage spanning two boxes may hold a digit twice.
"""
from ...core.board import sudoku
from ...core.cages import Cage, make_cage, require_partition
from ...core.errors import PuzzleError
from ...core.puzzle import Puzzle
from ...core.validate import describe, is_whole, sequence_of

SQUARES = (4, 9, 16, 25)



def squares_sudoku(cages, sums=SQUARES, board=None, partial=False, name="Squares Sudoku"):
    """A Puzzle whose cages (lists of cells) must each sum to one of ``sums``; they must cover the grid.

    ``partial=True`` accepts cages that do not yet cover every cell (while editing).
    A Cage object keeps its own sums. Cages here allow repeats (``distinct=False``):
    only the groups forbid them, as seeds/001 reads the rules.
    """
    board = board or sudoku(3, 3)
    cages = [c if isinstance(c, Cage) else make_cage(c, sums) for c in sequence_of(cages, "the cages")]
    puzzle = Puzzle(board, cages=cages, name=name)
    if not partial:
        require_partition(board, puzzle.cages)
    return puzzle



def killer_sudoku(cages, board=None, givens=None, name="Killer Sudoku", distinct=True, diagonal=False):
    """A Puzzle from (cells, total) pairs: each cage has one total (None: no total, digits differ only).

    The published Killer rule is the default: no digit repeats within a cage.
    ``distinct=False`` keeps sum-only cages (repeats allowed where no row, column
    or box forbids them); ``diagonal=True`` accepts cages whose cells touch only
    at corners, as some published Killers have.

    >>> import latinlib as ll
    >>> ll.solve(ll.killer_sudoku([([(2, 2), (2, 3), (3, 3)], 4)])).status  # 1 + 2 + 1 would repeat a 1
    'infeasible'
    >>> ll.solve(ll.killer_sudoku([([(2, 2), (2, 3), (3, 3)], 4)], distinct=False)).status
    'solved'
    """
    board = board or sudoku(3, 3)
    made = []
    for k, item in enumerate(sequence_of(cages, "the cages")):
        if isinstance(item, Cage):
            made.append(item)
            continue
        if isinstance(item, (str, bytes, dict)) or not isinstance(item, (tuple, list)) or len(item) != 2:
            raise PuzzleError(f"cage {k + 1} of a Killer Sudoku must be a (cells, total) pair, got {describe(item)}")
        cells, total = item
        if total is not None and not is_whole(total):
            raise PuzzleError(f"cage {k + 1} of a Killer Sudoku: the total must be one whole number (or None), got {describe(total)}")
        made.append(make_cage(cells, total, distinct, diagonal))
    return Puzzle(board, givens, made, name=name)
