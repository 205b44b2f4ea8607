"""Squares Sudoku: solving the committed instances with each cage encoding, and generating new ones.

    python benchmarks/bench_squares.py                 # 3 repeats, generator seeds 100..109
    python benchmarks/bench_squares.py --repeats 5 --seeds 20 --jobs 2
    python benchmarks/bench_squares.py --repeats 3 --seeds 10 --jobs 2 --baseline   # both cutter shapes
    python benchmarks/bench_squares.py --repeats 5 --seeds 0     # solving only

Solving: one CP-SAT worker, model build included, median wall time per instance,
the seed's one-hot encoding, the linear-in-domain encoding and the table of
allowed digit tuples side by side, each with its ratio to one-hot.
Generating: each run is one call of latinlib.squares.generate(seed) (one worker
per run; --jobs runs that many seeds at once), reporting the median time, the
rounds (solver calls) and the distribution of cage counts.
"""
import argparse
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import latinlib as ll  # noqa: E402
from latinlib import squares  # noqa: E402

ENCODINGS = ("onehot", "domain", "table")


def time_solve(puzzle, solution, encoding, repeats):
    """Median seconds to build and solve ``puzzle`` with one worker; checks the answer each time."""
    times = []
    for seed in range(repeats):
        start = time.perf_counter()
        result = ll.solve(puzzle, time_limit=120, seed=seed, workers=1, cage_encoding=encoding)
        times.append(time.perf_counter() - start)
        assert result.grid == solution, f"{puzzle.name}: wrong or no solution ({result.status})"
    return statistics.median(times)


def solving_table(repeats):
    """Markdown rows: one per committed instance, each encoding's median ms and its ratio to one-hot."""
    head = " | ".join(f"{e} ms" for e in ENCODINGS) + " | " + " | ".join(f"one-hot / {e}" for e in ENCODINGS[1:])
    lines = [f"| instance | cages | {head} |", "|---|---|" + "---|" * (2 * len(ENCODINGS) - 1)]
    medians = {e: [] for e in ENCODINGS}
    for name in squares.instance_names():
        puzzle, solution = squares.load_instance(name)
        for e in ENCODINGS:
            medians[e].append(time_solve(puzzle, solution, e, repeats))
        lines.append(table_row(name, len(puzzle.cages), {e: medians[e][-1] for e in ENCODINGS}))
    lines.append(table_row("**median**", "", {e: statistics.median(medians[e]) for e in ENCODINGS}))
    return "\n".join(lines)


def table_row(name, cages, seconds):
    """One markdown row: milliseconds per encoding, then one-hot's time over each other encoding's."""
    ms = " | ".join(f"{seconds[e] * 1000:.0f}" for e in ENCODINGS)
    ratios = " | ".join(f"{seconds['onehot'] / seconds[e]:.2f}" for e in ENCODINGS[1:])
    return f"| {name} | {cages} | {ms} | {ratios} |"


# The cutter's size preferences before they were moved towards small cages (the baseline).
LARGER_CAGES = squares.Shape(5, {1: 0.05, 2: 1.0, 3: 0.8, 4: 0.4, 5: 0.2})


def generate_one(seed, shape=None):
    """(seed, seconds, rounds, cages, None) for one generation, or the error text in the last field."""
    start = time.perf_counter()
    try:
        result = squares.generate(seed, shape=shape)
        return seed, time.perf_counter() - start, result.rounds, len(result.cages), None
    except ll.PuzzleError as err:
        return seed, time.perf_counter() - start, None, None, str(err)


def generating_table(seeds, jobs, shape=None):
    """Markdown rows for the generator: per-seed results, then median time and the cage-count distribution."""
    shapes = [shape] * len(seeds)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            runs = list(pool.map(generate_one, seeds, shapes))
    else:
        runs = list(map(generate_one, seeds, shapes))
    lines = ["| seed | seconds | rounds | cages |", "|---|---|---|---|"]
    for seed, seconds, rounds, cages, error in runs:
        lines.append(f"| {seed} | {seconds:.1f} | {rounds if error is None else 'failed'} | {cages or '-'} |")
    ok = [r for r in runs if r[4] is None]
    times = [r[1] for r in runs]
    counts = Counter(r[3] for r in ok)
    lines.append("")
    lines.append(f"{len(ok)}/{len(runs)} runs found a unique puzzle; median time {statistics.median(times):.1f} s "
                 f"(failures counted at their full time), median rounds "
                 f"{statistics.median([r[2] for r in ok]) if ok else '-'}")
    lines.append("cage counts: " + ", ".join(f"{k} cages x{v}" for k, v in sorted(counts.items())))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--first-seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--baseline", action="store_true",
                        help="also generate with the earlier cutter shape (larger cages favoured), side by side")
    args = parser.parse_args()
    command = " ".join(["python benchmarks/bench_squares.py"] + sys.argv[1:])
    print(f"Reproduce: `{command}`\n")
    print(f"### Solving the committed instances (one worker, model build included, median of {args.repeats})\n")
    print(solving_table(args.repeats), flush=True)
    if args.seeds < 1:
        return
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    print(f"\n### Generating unique no-given Squares Sudoku ({args.seeds} seeds, {args.jobs} job(s) at once)\n")
    print("Default cutter (small cages favoured):\n")
    print(generating_table(seeds, args.jobs), flush=True)
    if args.baseline:
        print(f"\nBaseline cutter (larger cages favoured: {LARGER_CAGES.weights}):\n")
        print(generating_table(seeds, args.jobs, LARGER_CAGES))


if __name__ == "__main__":
    main()
