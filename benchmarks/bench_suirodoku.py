"""Suirodoku speed, side by side in one run:

1. 9x9 grid generation: the seed's single CP-SAT model (first row fixed, 2 workers,
   random seed, time limit per try) against latinlib's decomposition
   (structured Sudoku -> random mate -> mate of the mate -> random moves, 1 worker).
   Every grid is verified by ll.check.
   CPU time (this process, all threads) is printed next to wall time: on a shared
   machine it is the steadier of the two.
2. Solving generated unique puzzles with the three pair encodings
   (the seed's pair codes = baseline, the naive 3,240 inequalities, Boolean exact cover,
   latinlib's default). Times are ll.solve's wall time, model build included: the blank
   model of each board and encoding is built once per process and cloned per puzzle.

    PYTHONPATH=. python benchmarks/bench_suirodoku.py [--grids 20] [--tries 3] [--limit 20] [--puzzles 5]
"""
import argparse
import statistics
import sys
import time

import latinlib as ll
from latinlib.engines.cpsat.orthogonal import ENCODINGS


def seed_model_tries(tries, limit, workers=2):
    """Times of the seed's single model, one per try; None for a try that found no grid within ``limit``."""
    times = []
    for k in range(tries):
        result = ll.solve(ll.suirodoku.first_row_fixed(ll.suirodoku()), time_limit=limit, seed=1000 + k, workers=workers,
                          pair_encoding="pairs")
        if result.solved:
            assert ll.check(ll.suirodoku(), result) == []
        times.append(result.wall_time if result.solved else None)
    return times


def decomposition_times(grids):
    """(wall, CPU) times of ll.suirodoku.random_suirodoku for seeds 0..grids-1, each grid checked."""
    walls, cpus = [], []
    for seed in range(grids):
        cpu = time.process_time()
        result = ll.suirodoku.random_suirodoku(seed)
        cpus.append(time.process_time() - cpu)
        assert ll.check(ll.suirodoku(), result) == []
        walls.append(result.wall_time)
    return walls, cpus


def puzzle_set(count, **options):
    """Unique pair-clue puzzles made by clue removal from random grids (options go to make_suirodoku_puzzle)."""
    return [(ll.suirodoku.make_suirodoku_puzzle(s, seed=k, **options), s)
            for k, s in enumerate(ll.suirodoku.random_suirodoku(100 + k) for k in range(count))]


def solve_times(puzzles, encoding, limit=60):
    """(wall, CPU) times to solve each puzzle with one encoding (1 worker), checking the answer."""
    walls, cpus = [], []
    for puzzle, solution in puzzles:
        cpu = time.process_time()
        result = ll.solve(puzzle, time_limit=limit, pair_encoding=encoding)
        cpus.append(time.process_time() - cpu)
        assert result.solved and result.colours == solution.colours and result.grid == solution.digits
        walls.append(result.wall_time)
    return walls, cpus


def fmt(seconds):
    """Seconds as text with three decimals."""
    return f"{seconds:.3f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--grids", type=int, default=20)
    parser.add_argument("--tries", type=int, default=3)
    parser.add_argument("--limit", type=float, default=20.0)
    parser.add_argument("--puzzles", type=int, default=5)
    args = parser.parse_args()

    ours, ours_cpu = decomposition_times(args.grids)
    seed = seed_model_tries(args.tries, args.limit)
    found = [t for t in seed if t is not None]
    print(f"Command: `PYTHONPATH=. python benchmarks/bench_suirodoku.py {' '.join(sys.argv[1:])}`\n")
    print("### 9x9 Suirodoku grid generation\n")
    print("| method | workers | runs | grids found | median | max | median CPU | ratio (median) |")
    print("|---|---|---|---|---|---|---|---|")
    seed_median = statistics.median(found) if found else None
    seed_text = fmt(seed_median) if found else f"none in {args.limit:.0f} s"
    print(f"| seed's single model (baseline) | 2 | {args.tries} | {len(found)} | {seed_text} | "
          f"{fmt(max(found)) if found else '-'} | - | 1 |")
    ratio = (f"{seed_median / statistics.median(ours):,.0f}x faster" if found
             else f"> {args.limit / statistics.median(ours):,.0f}x faster")
    print(f"| decomposition, ll.suirodoku.random_suirodoku | 1 | {args.grids} | {len(ours)} | {fmt(statistics.median(ours))} | "
          f"{fmt(max(ours))} | {fmt(statistics.median(ours_cpu))} | {ratio} |")

    kinds = {"near-minimal (CP-SAT uniqueness, budget 0.5 per removal)": {"trial_budget": 0.5},
             "singles-solvable (minimal for singles)": {"singles_only": True}}
    for kind, options in kinds.items():
        solve_table(kind, args.puzzles, options)


def solve_table(kind, count, options):
    """Make ``count`` puzzles of one kind and print the solving times of every encoding."""
    start = time.perf_counter()
    puzzles = puzzle_set(count, **options)
    made = time.perf_counter() - start
    clues = [sum(ll.suirodoku.given_kinds(p).values()) for p, _ in puzzles]
    print(f"\n### Solving {len(puzzles)} generated unique 9x9 puzzles, {kind}: {min(clues)}-{max(clues)} pair clues "
          f"(made in {made:.0f} s)\n")
    print("| encoding | median | max | median CPU | ratio vs pairs (median) |")
    print("|---|---|---|---|---|")
    base = None
    for encoding in ENCODINGS:
        times, cpus = solve_times(puzzles, encoding)
        median = statistics.median(times)
        base = base or median
        label = "pairs (seed's, baseline)" if encoding == "pairs" else encoding
        print(f"| {label} | {fmt(median)} | {fmt(max(times))} | {fmt(statistics.median(cpus))} | {median / base:.2f} |")

if __name__ == "__main__":
    main()
