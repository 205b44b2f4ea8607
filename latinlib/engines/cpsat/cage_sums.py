"""The 'sums' cage encoding: a sum variable per cage, and the house rule that Killer solvers call innies and outies.

Every group (row, column, box) holds the same multiset of symbols, so its cells
always add up to the same total, 45 on a 9x9 Sudoku; so does a band of three rows
(135). Cut such a region by the cages: the cages lying wholly inside it, plus the
parts of the cages that stick into it, make that total. CP-SAT is told so with
one variable per cage sum and one per cage part, each with the sums its shape
can reach (cells sharing a group cannot repeat a digit; exact for up to five
cells of a 9x9 Sudoku, bounds beyond: ``reachable_sums``).

Why: in a Squares Sudoku the hard question is which square each cage sums to.
A linear constraint only sees the bounds of a sum in {4, 9, 16, 25}; sum
variables with holes, tied together house by house, let the solver rule out
whole sum choices early. On the committed instances this model needs about a
tenth of the conflicts of the plain 'domain' encoding (benchmarks/bench_squares.py).
"""
from ortools.sat.python import cp_model

from ...core.cage_arithmetic import cage_tuples, reachable_sums

# CP-SAT parameters measured on this model (one worker, 9x9 Squares Sudoku): it is small
# and tight, so a long presolve, the LP relaxation and SAT inprocessing cost more than they save.
SETTINGS = {
    "linearization_level": 0,
    "symmetry_level": 0,
    "max_presolve_iterations": 1,
    "use_sat_inprocessing": False,
}


def add_sum_encoding(model, cell_vars, cages, board):
    """Cage sum variables, a table for every two-cell cage, and a sum constraint for every house and band a cage meets."""
    parts = {}
    for cage in cages:  # every whole-cage variable first: part_sum keeps the first domain it makes
        cage_sum = part_sum(model, board, cell_vars, cage.cells, parts, cage.sums or None, cage.distinct)
        if len(cage.cells) == 2 and cage.has_total:
            cells = [cell_vars[c] for c in cage.cells]
            tuples = [t + (sum(t),) for t in cage_tuples(board, cage.cells, cage.sums, cage.distinct)]
            model.add_allowed_assignments(cells + [cage_sum], tuples)
    owner = {cell: cage for cage in cages for cell in cage.cells}
    for region, total in houses(board):
        if not any(cell in owner for cell in region):
            continue  # no cage meets it: its sum follows from the group alone
        model.add(sum(region_terms(model, board, cell_vars, region, owner, parts)) == total)


def part_sum(model, board, cell_vars, cells, parts, allowed=None, distinct=False):
    """The variable holding the sum of ``cells`` (made once): its domain is every sum their shape can reach.

    ``distinct``: the cells lie in one cage with the no-repeat rule, so a part of it cannot repeat either.
    """
    key = tuple(sorted(cells))
    if key not in parts:
        reachable = reachable_sums(board, key, distinct)
        values = sorted(reachable & set(allowed)) if allowed is not None else sorted(reachable)
        if not values:  # no digits fit these cells with an allowed sum: the puzzle has no solution
            model.add_bool_or([])
            values = [0]
        var = model.new_int_var_from_domain(cp_model.Domain.from_values(values), "")
        model.add(sum(cell_vars[c] for c in key) == var)
        parts[key] = var
    return parts[key]


def region_terms(model, board, cell_vars, region, owner, parts):
    """What a region's total is made of: whole cages, parts of cages (tied to the rest of their cage), loose cells.

    A cage cut the same way by a row and by its band is tied twice; CP-SAT's presolve
    drops the duplicate (leaving it out here changed the search and was not faster).
    """
    terms = []
    for cage in {owner[c] for c in region if c in owner}:
        inside = [c for c in cage.cells if c in region]
        whole = part_sum(model, board, cell_vars, cage.cells, parts, cage.sums or None, cage.distinct)
        if len(inside) == len(cage.cells):
            terms.append(whole)
            continue
        part = part_sum(model, board, cell_vars, inside, parts, None, cage.distinct)
        rest = part_sum(model, board, cell_vars, [c for c in cage.cells if c not in region], parts, None, cage.distinct)
        model.add(part + rest == whole)
        terms.append(part)
    terms += [cell_vars[c] for c in region if c not in owner]
    return terms


def houses(board):
    """(cells, total) for every group and every band of whole lines (rows or columns) that boxes tile exactly."""
    total = sum(board.symbols)
    regions = [(set(group), total) for group in board.groups]
    for axis in (0, 1):
        regions += [(band, count * total) for band, count in bands(board, axis)]
    return regions


def bands(board, axis):
    """Runs of consecutive full lines (rows for axis 0) whose union the other groups tile: (cells, lines).

    The rows 1-3 of a Sudoku form a band (the boxes 1-3 tile them); a Latin square
    has none. The whole board is left out: "all cage sums make 405" was measured
    to cost more search than it saved on the 9x9 instances.
    """
    lines = {}
    for group in board.groups:
        coords = {cell[axis] for cell in group}
        if len(coords) == 1:
            lines[coords.pop()] = set(group)
    if sum(map(len, lines.values())) != len(board.cells):
        return []
    others = [set(g) for g in board.groups if len({cell[axis] for cell in g}) > 1]
    result, band, count = [], set(), 0
    for index in sorted(lines):
        band |= lines[index]
        count += 1
        tiles = [g for g in others if g <= band]
        if tiles and set().union(*tiles) == band:
            if len(band) < len(board.cells):
                result.append((band, count))
            band, count = set(), 0
    return result
