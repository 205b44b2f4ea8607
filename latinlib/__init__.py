"""latinlib: Latin squares and the puzzles built on them, solved with OR-Tools CP-SAT.

One model for every puzzle: a **board** (cells, and the groups that must each hold
the symbol multiset) and a **puzzle** (a board plus givens, cages, a second layer).
The package is layered, each layer using only those below it:

* ``latinlib.core``: the vocabulary, no solver (boards, puzzles, cages, formats, ``check``);
* ``latinlib.engines``: the engines side by side (CP-SAT, exact cover, covered sets);
* ``latinlib.solving``: the one service that asks them: solve, count, uniqueness, another solution;
* ``latinlib.methods``: what works on every board (``human``, ``generate``, ``symmetry``, ...);
* ``latinlib.families``: one namespace per puzzle family (``latin``, ``boards``,
  ``squares``, ``killer``, ``suirodoku``, ``perfect``);
* ``latinlib.views``: pictures and the editor.

``ll.`` holds what a student needs first; family and method names live in their
namespaces: ``ll.perfect.minimal_puzzle_table()``, ``ll.suirodoku.count_mates(grid)``,
``ll.symmetry.canonical_form(grid, board)``.

>>> import latinlib as ll
>>> ll.count_solutions(ll.sudoku(2, 2))
288
"""
from .core import (Board, Puzzle, PuzzleError, Violation, check, from_json, jigsaw, latin_board, latin_square, make_cage,
                   palette_board, parse, sudoku, to_json, to_line, to_text)
from .solving import (Count, Solution, Undecided, build_model, count_solutions, is_unique, model_size, other_solution,
                      solutions, solve)
from .families import boards, killer, latin, perfect, squares, suirodoku
from .families.perfect import perfect_code_board
from .families.killer import killer_sudoku
from .families.squares import squares_sudoku
from .methods import counting, generate, human, symmetry, techniques
from .methods.generate import make_puzzle, random_solution
from .methods.human import difficulty
from .methods.techniques import hint

# The views (matplotlib, widgets) load on first use: ``import latinlib`` stays fast for scripts and workers.
LAZY = {"views": None, "draw": "draw", "draw_many": "draw_many", "draw_layers": "draw_layers", "editor": "editor"}


def __getattr__(name):
    """Import latinlib.views on first use of ll.views, ll.draw, ll.draw_many, ll.draw_layers or ll.editor."""
    if name not in LAZY:
        raise AttributeError(f"module 'latinlib' has no attribute {name!r}")
    from importlib import import_module

    views = import_module(".views", __name__)
    return views if LAZY[name] is None else getattr(views, LAZY[name])


def __dir__():
    """Every public name, the lazy ones included (tab completion)."""
    return sorted(set(globals()) | set(LAZY))

__all__ = [
    # the vocabulary
    "Board", "Puzzle", "PuzzleError", "make_cage",
    # boards and puzzles
    "latin_square", "sudoku", "palette_board", "perfect_code_board", "latin_board", "jigsaw", "suirodoku",
    "squares_sudoku", "killer_sudoku",
    # text and JSON
    "parse", "to_line", "to_text", "to_json", "from_json",
    # the solving service (every engine behind it), the CP-SAT model, and the checker that never calls a solver
    "build_model", "model_size", "solve", "solutions", "count_solutions", "is_unique", "other_solution", "check", "Solution", "Count", "Undecided",
    # generating and rating
    "random_solution", "make_puzzle", "difficulty", "hint",
    # pictures and the editor
    "draw", "draw_many", "draw_layers", "editor",
    # namespaces
    "latin", "boards", "squares", "killer", "perfect", "counting", "generate", "human", "techniques", "symmetry", "views",
]
