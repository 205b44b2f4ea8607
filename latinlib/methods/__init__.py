"""Methods that apply to every board: human-like solving and difficulty, generation, symmetry, critical sets,
orthogonal mates, and running long computations in parallel.

Modules: ``human`` (the seeds/003 human-like solver: singles, guesses, difficulty), ``techniques``
(human techniques on groups, a rating that tracks human difficulty, hints), ``generate`` (random grids,
removal of givens, minimal and singles-solvable puzzles), ``symmetry`` (moves, groups, canonical forms,
orbits), ``critical`` (difference sets and hitting sets), ``mates`` (orthogonal
second layers), ``parallel`` (an executor and a progress bar for every long run).
``counting`` holds exact counts made without a solver (the number of Sudoku grids, essentially different grids).
"""
