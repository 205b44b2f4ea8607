"""The engines, side by side: each answers what it can, and only the solving service (``latinlib.solving``) calls them.

* ``cpsat``: the CP-SAT model of any puzzle (cells, groups, cages in several
  encodings, a second orthogonal layer) and its runs; the only code that imports ortools.
* ``exact_cover``: exact cover on bit masks (solve, count, list) and the
  covered-set table (counts on Latin boards), for one-layer puzzles without cages.
* ``sat``: one-layer puzzles on Latin boards, cages included (Killer Sudoku), as clauses
  for a CDCL solver (python-sat); the only code besides ``cpsat`` that imports a solver.
* ``results``: what they answer with (Solution, Count, Undecided), each naming its engine.
* ``limits``: the checked parameters (time limits, seeds, workers, budgets) and the size guard.
"""
