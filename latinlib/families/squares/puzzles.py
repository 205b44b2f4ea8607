"""Squares Sudoku and Killer Sudoku puzzles: a Sudoku whose cages must each sum to an allowed value.

A Squares Sudoku (seeds/001) cuts the grid into connected cages, each of which
must sum to a perfect square (4, 9, 16 or 25); a Killer Sudoku gives each cage
one total.
"""
from ...core.board import sudoku
from ...core.cages import Cage, make_cage, require_partition
from ...core.puzzle import Puzzle

SQUARES = (4, 9, 16, 25)



def squares_sudoku(cages, sums=SQUARES, board=None, partial=False, name="Squares Sudoku"):
    """A Puzzle whose cages (lists of cells) must each sum to one of ``sums``; they must cover the grid.

    ``partial=True`` accepts cages that do not yet cover every cell (while editing).
    A Cage object keeps its own sums.
    """
    board = board or sudoku(3, 3)
    cages = [c if isinstance(c, Cage) else make_cage(c, sums) for c in cages]
    puzzle = Puzzle(board, cages=cages, name=name)
    if not partial:
        require_partition(board, puzzle.cages)
    return puzzle



def killer_sudoku(cages, board=None, givens=None, name="Killer Sudoku"):
    """A Puzzle from (cells, total) pairs: each cage has exactly one allowed sum."""
    board = board or sudoku(3, 3)
    return Puzzle(board, givens, [make_cage(cells, total) for cells, total in cages], name=name)
