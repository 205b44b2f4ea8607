"""Killer Sudoku: a Sudoku cut into cages, each with one total, no digit repeated within a cage (as published).

The arithmetic of a cage (which digit combinations reach a total) is shared with
Squares Sudoku and lives in ``latinlib.core.cage_arithmetic``; the names a Killer
solver uses are here: ``multisets`` (the digit combinations of a total),
``cage_tuples`` (the digits cell by cell) and ``forces_distinct``.

>>> import latinlib as ll
>>> ll.killer.multisets(3, 10, distinct=True)  # a three-cell cage of total 10, digits 1..9, no repeats
[(1, 2, 7), (1, 3, 6), (1, 4, 5), (2, 3, 5)]
"""
from ..core.board import sudoku
from ..core.cage_arithmetic import cage_tuples, forces_distinct, multisets
from ..core.cages import Cage, make_cage
from ..core.errors import PuzzleError
from ..core.puzzle import Puzzle
from ..core.validate import describe, is_whole, sequence_of


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


__all__ = ["cage_tuples", "forces_distinct", "multisets"]
