"""The SAT engine: one-layer puzzles on Latin boards (Killer Sudoku above all) as clauses for a CDCL solver (python-sat).

``encoding`` writes the clauses (one Boolean per cell and symbol, cages as their
digit combinations); ``engine`` solves, counts up to a limit, lists and finds
another solution. It is the only code besides ``engines/cpsat`` that imports a solver.
"""
