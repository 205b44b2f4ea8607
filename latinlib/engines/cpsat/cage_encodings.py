"""CP-SAT encodings of cages: each cage's sum constrained to its allowed set, in one of four ways."""
from ortools.sat.python import cp_model

from ...core.cage_arithmetic import cage_tuples
from ...core.errors import PuzzleError
from .cage_sums import SETTINGS as SUMS_SETTINGS
from .cage_sums import add_sum_encoding

ENCODINGS = ("sums", "domain", "onehot", "table")

# CP-SAT parameters measured to suit an encoding (see cage_sums.py).
SOLVER_SETTINGS = {"sums": SUMS_SETTINGS}


def add_cage_constraints(model, cell_vars, cages, board, encoding="sums"):
    """Constrain each cage sum to its allowed set: 'sums' (default), 'domain', 'onehot' (the seed's) or 'table'.

    'sums' gives each cage a sum variable and restates every house as a sum of
    cages and cage parts (cage_sums.py).
    'domain' is one linear expression in a domain. 'onehot' adds one Boolean per
    allowed sum, exactly one true, each enforcing sum == target; the targets
    differ, so the cells determine the Booleans and solution counts are unchanged.
    'table' lists the allowed digit tuples of each cage (no auxiliary variables).
    The ``board`` says which cage cells share a group, and holds the houses.
    Whatever the encoding, a ``distinct`` cage (Killer rule) also gets an
    AllDifferent over its cells, and a cage with no total gets only that.
    """
    if not isinstance(encoding, str) or encoding not in ENCODINGS:
        raise PuzzleError(f"unknown cage encoding {encoding!r}; choose one of {', '.join(ENCODINGS)}")
    for cage in cages:
        if cage.distinct and len(cage.cells) > 1:
            model.add_all_different([cell_vars[c] for c in cage.cells])
    if encoding == "sums":
        add_sum_encoding(model, cell_vars, cages, board)
        return
    add = {"domain": add_domain_sum, "onehot": add_onehot_sum, "table": add_table_sum}[encoding]
    for cage in cages:
        if cage.has_total:
            add(model, [cell_vars[c] for c in cage.cells], cage, board)


def add_domain_sum(model, cells, cage, board=None):
    """sum in {allowed sums}, as CP-SAT's native linear expression in a domain."""
    model.add_linear_expression_in_domain(sum(cells), cp_model.Domain.from_values(sorted(cage.sums)))


def add_onehot_sum(model, cells, cage, board=None):
    """One Boolean per allowed sum, exactly one true, each reifying sum == that target."""
    row, col = cage.anchor
    selectors = []
    for target in sorted(cage.sums):
        chosen = model.new_bool_var(f"cage_r{row + 1}c{col + 1}=={target}")
        model.add(sum(cells) == target).only_enforce_if(chosen)
        selectors.append(chosen)
    model.add_exactly_one(selectors)


def add_table_sum(model, cells, cage, board):
    """The cage's cells take one of the digit tuples with an allowed sum that no shared group (nor the cage rule) forbids."""
    model.add_allowed_assignments(cells, cage_tuples(board, cage.cells, cage.sums, cage.distinct))
