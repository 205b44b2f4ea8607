"""Killer Sudoku uniqueness proofs: today's CP-SAT model, the default service call, and a plain SAT baseline, side by side.

    python benchmarks/bench_killer.py                      # all puzzles of benchmarks/data/hard_killers.txt
    python benchmarks/bench_killer.py --only extreme       # the puzzles whose name contains 'extreme'
    python benchmarks/bench_killer.py --solver glucose4    # another python-sat solver for the baseline

For each hard public Killer (benchmarks/data/hard_killers.txt, with provenance), in one run,
one after the other, the seconds of a uniqueness proof, ll.count_solutions(p, limit=2):
  before: method="cp-sat", cage_encoding="sums" (the model 'auto' used before the SAT engine),
  after:  the default call (method 'auto', which picks the engine named in the 'engine' column),
  SAT:    a plain SAT model written here (one Boolean per cell and digit, exactly one per cell and
          per group and digit, no digit twice in a cage, one selector per digit combination of a
          cage forbidding the other digits) solved by python-sat, blocking the first solution.
Each count must be 1 and ll.solve must give the published solution (checked, not timed).
The ratio is after / SAT: under 1 the default call is faster than the baseline.
"""
import argparse
import sys
import time
from itertools import combinations
from pathlib import Path

from pysat.solvers import Solver

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import latinlib as ll  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "hard_killers.txt"
POINTERS = {"<": -1, ">": 1, "^": -9, "v": 9}


def short_cages(text):
    """(cells, total) pairs from the one-character-a-cell form (a total in base 36 heads each cage; arrows point)."""
    parent = list(range(81))

    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i

    for i, ch in enumerate(text):
        if ch in POINTERS:
            parent[root(i)] = root(i + POINTERS[ch])
    cages = {}
    for i, ch in enumerate(text):
        cages.setdefault(root(i), [[], 0])[0].append(divmod(i, 9))
        if ch not in POINTERS:
            cages[root(i)][1] = int(ch, 36)
    return [(cells, total) for cells, total in cages.values() if total]


def numbered_cages(text):
    """(cells, total) pairs from the '3x3::k:' form (total * 256 + cage id per cell; under 256: no cage)."""
    cages = {}
    for i, number in enumerate(int(v) for v in text.split(":")[3:] if v):
        if number >= 256:
            cages.setdefault(number % 256, ([], number // 256))[0].append(divmod(i, 9))
    return list(cages.values())


def load(only=""):
    """(name, puzzle, published solution grid) for each puzzle of the data file whose name contains ``only``."""
    for line in DATA.read_text().splitlines():
        if line.startswith("#") or not line.strip() or only not in line.split("\t")[0]:
            continue
        name, cages, solution = line.split("\t")
        pairs = numbered_cages(cages) if cages.startswith("3x3:") else short_cages(cages)
        grid = [[int(d) for d in solution[r * 9:r * 9 + 9]] for r in range(9)]
        yield name, ll.killer_sudoku(pairs), grid


def plain_sat_count(puzzle, solver_name, limit=2):
    """Solutions of the plain SAT model (up to ``limit``), each found one blocked by a clause over the cell Booleans."""
    digits, clauses = range(1, 10), []
    var = {(cell, d): 9 * (9 * cell[0] + cell[1]) + d for cell in puzzle.board.cells for d in digits}
    fresh = iter(range(len(var) + 1, 10**6))

    def exactly_one(lits):
        clauses.append(lits)
        clauses.extend([-a, -b] for a, b in combinations(lits, 2))

    for cell in puzzle.board.cells:
        exactly_one([var[cell, d] for d in digits])
    for group in puzzle.board.groups:
        for d in digits:
            exactly_one([var[c, d] for c in group])
    for cage in puzzle.cages:
        for d in digits:
            clauses.extend([-var[a, d], -var[b, d]] for a, b in combinations(cage.cells, 2))
        combos = [combo for combo in combinations(digits, len(cage.cells)) if sum(combo) in cage.sums]
        selectors = [next(fresh) for _ in combos]
        clauses.append(selectors)
        for selector, combo in zip(selectors, combos):
            clauses.extend([-selector, -var[c, d]] for d in digits if d not in combo for c in cage.cells)
    found = 0
    with Solver(name=solver_name, bootstrap_with=clauses) as solver:
        while found < limit and solver.solve():
            found += 1
            model = set(solver.get_model())
            solver.add_clause([-v for v in var.values() if v in model])
    return found


def timed(call):
    """(result, seconds) of ``call()``."""
    start = time.perf_counter()
    result = call()
    return result, time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="run the puzzles whose name contains this text")
    parser.add_argument("--solver", default="cadical195", help="python-sat solver of the SAT baseline")
    args = parser.parse_args()
    print(f"Reproduce: `{' '.join(['python benchmarks/bench_killer.py'] + sys.argv[1:])}`\n")
    print(f"Seconds per uniqueness proof, ll.count_solutions(p, limit=2); SAT baseline solver: {args.solver}\n")
    print("| puzzle | before (cp-sat, sums) | after (default) | engine | SAT baseline | after / SAT | before / after |")
    print("|---|---|---|---|---|---|---|")
    totals = [0.0, 0.0, 0.0]
    for name, puzzle, published in load(args.only):
        assert ll.solve(puzzle, time_limit=600).grid == published, f"{name}: not the published solution"
        before, t_before = timed(lambda: ll.count_solutions(puzzle, limit=2, progress=False, method="cp-sat", cage_encoding="sums"))
        after, t_after = timed(lambda: ll.count_solutions(puzzle, limit=2, progress=False))
        plain, t_plain = timed(lambda: plain_sat_count(puzzle, args.solver))
        assert before == after == plain == 1 and before.exact and after.exact, f"{name}: counts {before}, {after}, {plain}"
        totals = [a + b for a, b in zip(totals, (t_before, t_after, t_plain))]
        print(f"| {name} | {t_before:.2f} | {t_after:.2f} | {after.method} | {t_plain:.2f} | {t_after / t_plain:.2f} "
              f"| {t_before / t_after:.1f} |", flush=True)
    b, a, s = totals
    print(f"| **total** | **{b:.1f}** | **{a:.1f}** | | **{s:.1f}** | **{a / s:.2f}** | **{b / a:.1f}** |")


if __name__ == "__main__":
    main()
