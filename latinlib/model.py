"""The CP-SAT model of any Puzzle: one integer variable per cell, one constraint per group.

Exposed so that notebooks can show it: ``build_model(puzzle).stats()`` counts the
variables and constraints by kind.
"""
from collections import Counter

from ortools.sat.python import cp_model

from .cages import add_cage_constraints
from .layers import add_orthogonality
from .puzzle import as_puzzle

CONSTRAINT_NAMES = {
    "all_diff": "AllDifferent",
    "linear": "linear",
    "bool_or": "clause",
    "bool_and": "implication",
    "exactly_one": "exactly one",
    "at_most_one": "at most one",
    "element": "element",
    "table": "table",
}

KINDS = ("all_diff", "linear", "bool_or", "bool_and", "exactly_one", "at_most_one", "element", "table",
         "bool_xor", "int_prod", "int_div", "int_mod", "lin_max", "inverse", "automaton", "circuit")


class Model:
    """A built CP-SAT model with its cell variables (and colour variables for two layers)."""

    def __init__(self, puzzle, cp, cells, colours=None):
        self.puzzle = puzzle
        self.cp = cp
        self.cells = cells
        self.colours = colours

    def stats(self):
        """Counts of variables and of constraints by kind, read from the built model."""
        proto = self.cp.Proto()
        kinds = Counter(constraint_kind(ct) for ct in proto.constraints)
        counts = {"variables": len(proto.variables)}
        for kind, number in sorted(kinds.items()):
            counts[CONSTRAINT_NAMES.get(kind, kind)] = number
        return counts

    def summary(self):
        """The stats as a small two-column text table."""
        stats = self.stats()
        width = max(map(len, stats))
        return "\n".join(f"{name:<{width}}  {number:>6,}" for name, number in stats.items())


def constraint_kind(ct):
    """The kind of a constraint proto, e.g. 'all_diff' or 'linear'."""
    kinds = [name for name in KINDS if getattr(ct, f"has_{name}")()]
    return kinds[0] if kinds else "other"


def new_cell_vars(cp, board, givens, prefix):
    """One variable per cell over the board's symbols; a given becomes a fixed domain."""
    values = cp_model.Domain.from_values(board.values)
    cells = {}
    for r, c in board.cells:
        given = givens[r][c]
        domain = cp_model.Domain(given, given) if given else values
        cells[(r, c)] = cp.new_int_var_from_domain(domain, f"{prefix}_r{r + 1}c{c + 1}")
    return cells


def add_group_constraints(cp, board, cells):
    """Each group holds the multiset: AllDifferent when no symbol repeats, counts otherwise."""
    if board.is_latin:
        for group in board.groups:
            cp.add_all_different([cells[c] for c in group])
        return
    indicators = {cell: value_indicators(cp, var, board.n) for cell, var in cells.items()}
    for group in board.groups:
        for value in board.values:
            times = board.symbols.count(value)
            cp.add(sum(indicators[c][value - 1] for c in group) == times)


def value_indicators(cp, var, n):
    """Booleans b[k] that are true exactly when var == k + 1 (a one-hot channel)."""
    bools = [cp.new_bool_var(f"{var.name}=={k + 1}") for k in range(n)]
    cp.add_map_domain(var, bools, 1)
    return bools


def build_model(puzzle, cage_encoding="domain", pair_encoding="pairs"):
    """The CP-SAT model of ``puzzle`` (or of a blank Board): cells, groups, cages, orthogonality."""
    puzzle = as_puzzle(puzzle)
    board = puzzle.board
    cp = cp_model.CpModel()
    cells = new_cell_vars(cp, board, puzzle.givens, "x")
    add_group_constraints(cp, board, cells)
    add_cage_constraints(cp, cells, puzzle.cages, cage_encoding, board)
    colours = None
    if puzzle.is_two_layer:
        colours = new_cell_vars(cp, board, puzzle.colours, "colour")
        add_group_constraints(cp, board, colours)
        add_orthogonality(cp, board, cells, colours, pair_encoding)
    return Model(puzzle, cp, cells, colours)
