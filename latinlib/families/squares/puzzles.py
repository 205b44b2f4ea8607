"""Squares Sudoku puzzles: a Sudoku whose cages must each sum to a perfect square.

A Squares Sudoku (seeds/001) cuts the grid into connected cages, each of which
must sum to a perfect square (4, 9, 16 or 25). It keeps the reading of seeds/001:
only the rows, columns and boxes forbid repeats, so a cage spanning two boxes may
hold a digit twice. (Killer Sudoku, one total per cage, is its own family: ``ll.killer``.)
"""
from ...core.board import sudoku
from ...core.cages import Cage, make_cage, require_partition
from ...core.puzzle import Puzzle
from ...core.validate import sequence_of

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
