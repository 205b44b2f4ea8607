"""A puzzle as clauses: one Boolean per (cell, symbol), each cage as the digit combinations that reach its total.

For a Killer cage (no repeats) of k cells the encoding is the one human solvers
reason with: one selector per k-set of digits with an allowed sum ("combination"),
exactly one selector true, and per digit a Boolean "d is in the cage" tied both
ways to the cells (some cell holds d) and to the combinations (some chosen
combination contains d). A cage that may repeat a digit (Squares Sudoku) gets one
selector per allowed digit tuple instead. Every auxiliary Boolean is fixed by the
cells (the chosen set or tuple is the one the cells show), so counting
assignments of the cell Booleans counts solutions (DESIGN.md's convention).

Measured on 24 hard public Killers (benchmarks/bench_killer.py --solver glucose4,
same solver both sides): with the "d is in the cage" Booleans and the clauses "a
chosen combination puts each of its digits in some cell" the uniqueness proof took
28.5 s in total, against 97.6 s for the plain "combination forbids the other digits"
clauses alone, and was faster on every puzzle.
"""
from itertools import combinations

from ...core.cage_arithmetic import cage_tuples


class Clauses:
    """The clause list of a puzzle with its variable numbering: ``cell[(cell, symbol)]`` is a positive literal."""

    def __init__(self, board):
        self.board = board
        self.count = 0
        self.clauses = []
        self.cell = {(cell, value): self.new() for cell in board.cells for value in board.values}

    def new(self):
        """A fresh variable number."""
        self.count += 1
        return self.count

    def exactly_one(self, literals):
        """At least one of ``literals``, and no two (pairwise)."""
        self.clauses.append(list(literals))
        self.at_most_one(literals)

    def at_most_one(self, literals):
        """No two of ``literals`` true (pairwise clauses: the groups here hold a few dozen at most)."""
        self.clauses += [[-a, -b] for a, b in combinations(literals, 2)]


def puzzle_clauses(puzzle):
    """The Clauses of a one-layer puzzle on a Latin board: cells, groups, givens and cages."""
    board = puzzle.board
    cnf = Clauses(board)
    for cell in board.cells:
        cnf.exactly_one([cnf.cell[cell, v] for v in board.values])
    for group in board.groups:
        for v in board.values:
            cnf.exactly_one([cnf.cell[c, v] for c in group])
    for r, c in board.cells:
        if puzzle.givens[r][c]:
            cnf.clauses.append([cnf.cell[(r, c), puzzle.givens[r][c]]])
    for cage in puzzle.cages:
        add_cage(cnf, cage)
    return cnf


def add_cage(cnf, cage):
    """A cage's clauses: no repeated symbol (Killer rule), and its allowed sums as combinations or tuples."""
    if cage.distinct:
        for v in cnf.board.values:
            cnf.at_most_one([cnf.cell[c, v] for c in cage.cells])
        if cage.has_total:
            add_combinations(cnf, cage)
    elif cage.has_total:
        add_tuples(cnf, cage)


def add_combinations(cnf, cage):
    """Exactly one allowed k-set of symbols; each symbol "in the cage" iff some cell holds it iff the chosen set has it."""
    values, size = cnf.board.values, len(cage.cells)
    chosen = {combo: cnf.new() for combo in combinations(values, size) if sum(combo) in cage.sums}
    cnf.exactly_one(list(chosen.values()))
    for v in values:
        holders = [cnf.cell[c, v] for c in cage.cells]
        used = cnf.new()
        cnf.clauses += [[-h, used] for h in holders] + [[-used] + holders]
        cnf.clauses.append([-used] + [s for combo, s in chosen.items() if v in combo])
        for combo, selector in chosen.items():
            cnf.clauses.append([-selector, used] if v in combo else [-selector, -used])


def add_tuples(cnf, cage):
    """One selector per allowed digit tuple of the cage (repeats allowed where no group forbids them), at least one true."""
    selectors = []
    for digits in cage_tuples(cnf.board, cage.cells, sorted(cage.sums)):
        selector = cnf.new()
        cnf.clauses += [[-selector, cnf.cell[c, v]] for c, v in zip(cage.cells, digits)]
        selectors.append(selector)
    cnf.clauses.append(selectors)
