"""Human solving techniques on every board: a technique solver, a rating that tracks human difficulty, hints.

Every technique is stated on the board's groups, so it holds on a Sudoku, a
jigsaw, a perfect-code palette board or a Latin board with extra groups alike:
singles, locked candidates (two intersecting groups), naked and hidden subsets,
fish, wings and a chain technique (``group_rules``), the uniqueness patterns
(``uniqueness``), and for variants the cage combinations, innies and the pair
rule of two orthogonal layers (``variants``). ``solver`` applies the easiest
technique that makes progress, rates a puzzle by the hardest technique it
needs on a scale modelled on Sudoku Explainer's, and gives hints; the state
(candidates as bit masks) lives in ``candidates``.

This is not the seeds/003 reading (``latinlib.methods.human``: singles, then
trial and error), which reproduces the paper's difficulty table.

>>> import latinlib as ll
>>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
>>> ll.hint(puzzle).explain()
'r1c2 = 3: row 1 needs 3 and r1c2 is the only place left for it'
"""
from .candidates import Step
from .solver import SCALE, Rating, hint, rate, solve_with_techniques

__all__ = ["SCALE", "Rating", "Step", "hint", "rate", "solve_with_techniques"]
