"""The reasoning behind Check and a failed Solve or Hint, on any board (multisets, cages, two layers).

Hints themselves come from ``latinlib.methods.techniques``. The wrong entries behind an
impossible position are found with the solver: against the only solution when the puzzle
has one, else as the first entry (in the order typed) that cannot stand with the earlier ones.
"""

from ...core.check import check
from ...core.errors import cell_name
from ...core.puzzle import Puzzle
from ...solving import count_solutions, solve


def problems(puzzle, grid, colours):
    """Broken rules among the symbols placed (blanks ignored): a list of check.Violation."""
    bare = Puzzle(puzzle.board, cages=puzzle.cages,
                  colours=None if colours is None else [[0] * puzzle.board.cols for _ in range(puzzle.board.rows)])
    return [v for v in check(bare, grid, colours) if v.rule not in ("blank", "missing", "given")]


def entry_list(entries, colour_entries):
    """[(layer, cell, value)] in the order typed: digits first, then colours."""
    return [("digit", c, v) for c, v in entries.items()] + [("colour", c, v) for c, v in colour_entries.items()]


def with_entries(puzzle, items):
    """The puzzle with some (layer, cell, value) entries turned into givens."""
    givens = [list(row) for row in puzzle.givens]
    colours = None if puzzle.colours is None else [list(row) for row in puzzle.colours]
    for layer, (r, c), value in items:
        (givens if layer == "digit" else colours)[r][c] = value
    return Puzzle(puzzle.board, givens, puzzle.cages, colours, puzzle.name)


def describe(items, label):
    """'r1c3 = 4, r2c5 colour 2' for (layer, cell, value) entries."""
    return ", ".join(f"{cell_name(c)} = {label(v)}" if layer == "digit" else f"{cell_name(c)} colour {v}"
                     for layer, c, v in items)


def why_impossible(puzzle, items, time_limit, label):
    """Why the givens plus ``items`` have no solution: the puzzle itself, or which entries are wrong."""
    alone = solve(puzzle, time_limit=time_limit)
    rules = "givens and cages" if puzzle.cages else "givens"
    if alone.status == "infeasible":
        return f"This puzzle has no solution even without your entries: its {rules} contradict each other."
    if alone.status == "unknown" or not items:
        return f"No solution keeps your entries (the solver could not say more within {time_limit:g} s)."
    count = count_solutions(puzzle, limit=2, time_limit=time_limit)
    if count == 1 and count.exact:
        wrong = [it for it in items if answer_of(alone, it) != it[2]]
        them = "it" if len(wrong) == 1 else "them"
        return (f"No solution keeps your entries; wrong compared with the only solution: {describe(wrong, label)}. "
                f"Remove {them} (Undo or Backspace).")
    culprit = first_breaking(puzzle, items, time_limit)
    if culprit is None:
        return f"No solution keeps your entries (undecided which within {time_limit:g} s)."
    k = items.index(culprit)
    earlier = f" (together with {describe(items[:k], label)})" if k else ""
    return f"No solution keeps your entries: {describe([culprit], label)} cannot stand{earlier}. Remove it (Undo or Backspace)."


def answer_of(solution, item):
    """The solution's value at an entry's cell and layer."""
    layer, (r, c), _ = item
    return (solution.grid if layer == "digit" else solution.colours)[r][c]


def first_breaking(puzzle, items, time_limit):
    """The entry that first makes the puzzle impossible, in the order typed (binary search); None if undecided."""
    low, high = 0, len(items)  # prefix of length low is solvable, of length high is not
    while high - low > 1:
        middle = (low + high) // 2
        status = solve(with_entries(puzzle, items[:middle]), time_limit=time_limit).status
        if status == "unknown":
            return None
        low, high = (middle, high) if status == "solved" else (low, middle)
    return items[high - 1]
