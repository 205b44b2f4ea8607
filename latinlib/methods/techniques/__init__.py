"""Human solving techniques on every board: every step from any pencil-mark state, a rating, hints.

Every technique is stated on the board's groups, so it holds on a Sudoku, a
jigsaw, a Sudoku X, a perfect-code palette board or a Latin board with extra
groups alike: singles, locked candidates (two intersecting groups), naked and
hidden subsets, wings and short chains (``group_rules``), fish: basic, finned,
sashimi, Franken and mutant (``fish``), the Empty Rectangle (``single_digit``), alternating
chains: X-Chain, XY-Chain, Remote Pair, W-Wing, AIC, Grouped X-Chain, Grouped AIC
(``chains``), Continuous and Discontinuous Nice Loops, grouped or not (``nice_loops``),
almost locked sets: ALS-XZ, ALS-XY-Wing (``als``), ALS-Chain (``als_chain``), Death Blossom
(``death_blossom``), Sue de Coq (``sue_de_coq``), colouring: Simple Colors and Multi
Colors (``colouring``), the uniqueness patterns (``uniqueness``; unique rectangle types
3, 5, 6, hidden and avoidable rectangles in ``rectangles``), forcing chains as the last
resort before a guess (``forcing``), and for variants the cage combinations, innies and the
pair rule of two orthogonal layers (``variants``). Their names, numbers and what
each does are in one table, ``TABLE`` (``table``). ``solver`` finds every step
from a state (``find_steps``), the easiest one (``hint``), and rates a puzzle by
the hardest technique it needs; ``search`` guesses when no technique applies; the
state (candidates as bit masks) and its per-state tables for the finders
(``State.derived``) live in ``candidates``. Steps are
``latinlib.methods.steps.Step``, shared with the seeds/003 reading (``latinlib.methods.human``).

>>> import latinlib as ll
>>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
>>> ll.hint(puzzle).explain()
'r1c2 = 3: row 1 needs 3 and r1c2 is the only place left for it'
>>> [s.technique for s in ll.techniques.find_steps(puzzle)][:2]
['Hidden Single', 'Hidden Single']
"""
from ..steps import Step
from .solver import WRONG_ENTRIES, WRONG_MARKS, Rating, find_steps, hint, pencil_marks, rate, solve_with_techniques
from .table import TABLE

__all__ = ["TABLE", "WRONG_ENTRIES", "WRONG_MARKS", "Step", "find_steps", "pencil_marks", "rate",
           "solve_with_techniques"]
