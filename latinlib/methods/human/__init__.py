"""The human-like solver (seeds/003 section 7): singles to a fixed point, then trial and error.

The deterministic phase places *naked singles* (a cell with one candidate left)
and *hidden singles* (a symbol with one possible cell left in some group) until
nothing more follows. If the grid is still incomplete, the trial phase picks a
most-constrained cell at random among ties, tries a random candidate, and runs
the deterministic phase again; a contradiction undoes the guess and another is
tried (``retry=``: the next candidate of the same cell, depth-first; or the
failed candidate struck and a most-constrained cell picked anew; or a fresh
draw that may repeat a failed guess). Every insertion counts, failed ones included.

Boards whose multiset repeats symbols (Sudoku Ripeto, Custom Sudoku, seeds/004)
use the same moves counted instead of struck: a symbol leaves the candidates of a
group's cells once the group holds it as often as the multiset says, and a hidden
single is a symbol whose places left in a group are as many as its copies still due.

The difficulty score of a puzzle is the mean number of insertions over many runs
minus the number of blanks: 0 when singles alone solve it ('easy'), at most 10
('medium'), more ('hard').

Modules: ``results`` (steps, results, scores), ``singles`` (the deterministic
phase on bit masks), ``search`` (guesses, with a cache of visited states),
``rating`` (difficulty scores). Hints that teach come from ``latinlib.methods.techniques``.

>>> import latinlib as ll
>>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
>>> result = ll.human.solve_like_human(puzzle)
>>> str(result.steps[0])
'r1c4 = 4: naked single'
>>> ll.difficulty(puzzle).label
'easy'
"""
from .rating import difficulties, difficulty
from .results import CONTRADICTIONS, LABELS, Difficulty, HumanResult, Step
from .search import RETRIES, solve_by_singles, solve_like_human

__all__ = [ "Difficulty", "Step",
           "solve_by_singles", "solve_like_human"]
