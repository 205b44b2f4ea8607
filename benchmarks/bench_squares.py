"""Squares Sudoku: solving the committed instances with each cage encoding, and generating new ones.

    python benchmarks/bench_squares.py                 # 3 repeats, generator seeds 100..109
    python benchmarks/bench_squares.py --repeats 5 --seeds 20 --jobs 2
    python benchmarks/bench_squares.py --repeats 3 --seeds 10 --jobs 2 --baseline   # also the 'domain' generator
    python benchmarks/bench_squares.py --repeats 5 --seeds 0     # solving only

Solving: one CP-SAT worker, model build included, median wall time per instance,
the seed's one-hot encoding, the linear-in-domain encoding, the table of allowed
digit tuples and the cage-sum model with house sums (the default) side by side,
each with its ratio to one-hot.
Generating: each run is one call of ll.squares.generate(seed) (one worker
per run; --jobs runs that many seeds at once), reporting the median time, the
rounds (solver calls), the distribution of cage counts, and how long the new
puzzle then takes to solve (one worker, median of --repeats) with 'sums' and
with 'domain': fresh puzzles, not only the four committed ones.
--baseline also runs the generator with the 'domain' encoding, its earlier default.
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

ENCODINGS = ("onehot", "domain", "table", "sums")
SOLVE_FRESH = ("sums", "domain")


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
    for name in ll.squares.instance_names():
        puzzle, solution = ll.squares.load_instance(name)
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


def generate_one(seed, encoding="sums", repeats=1):
    """(seed, seconds, rounds, cages, {encoding: solve seconds}, None) for one generation, or the error at the end."""
    start = time.perf_counter()
    try:
        result = ll.squares.generate(seed, encoding=encoding)
    except ll.PuzzleError as err:
        return seed, time.perf_counter() - start, None, None, {}, str(err)
    seconds = time.perf_counter() - start
    solving = {e: time_solve(result.puzzle, result.solution, e, repeats) for e in SOLVE_FRESH}
    return seed, seconds, result.rounds, len(result.cages), solving, None


def generating_table(seeds, jobs, encoding="sums", repeats=1):
    """Markdown rows for the generator: per-seed results, then medians and the cage-count distribution."""
    args = (seeds, [encoding] * len(seeds), [repeats] * len(seeds))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            runs = list(pool.map(generate_one, *args))
    else:
        runs = list(map(generate_one, *args))
    solve_head = " | ".join(f"solve ms ({e})" for e in SOLVE_FRESH)
    lines = [f"| seed | seconds | rounds | cages | {solve_head} |", "|---|---|---|---|" + "---|" * len(SOLVE_FRESH)]
    for seed, seconds, rounds, cages, solving, error in runs:
        solve_ms = " | ".join(f"{solving[e] * 1000:.0f}" if solving else "-" for e in SOLVE_FRESH)
        lines.append(f"| {seed} | {seconds:.1f} | {rounds if error is None else 'failed'} | {cages or '-'} | {solve_ms} |")
    ok = [r for r in runs if r[5] is None]
    counts = Counter(r[3] for r in ok)
    lines.append("")
    lines.append(f"{len(ok)}/{len(runs)} runs found a unique puzzle; median time {statistics.median(r[1] for r in runs):.1f} s "
                 f"(failures counted at their full time), median rounds "
                 f"{statistics.median([r[2] for r in ok]) if ok else '-'}")
    lines.append("cage counts: " + ", ".join(f"{k} cages x{v}" for k, v in sorted(counts.items())))
    for e in SOLVE_FRESH:
        times = sorted(r[4][e] for r in ok)
        if times:
            lines.append(f"solving the new puzzles with '{e}': median {statistics.median(times) * 1000:.0f} ms, "
                         f"max {times[-1] * 1000:.0f} ms")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--first-seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--baseline", action="store_true",
                        help="also generate with the 'domain' cage encoding (the earlier default), side by side")
    args = parser.parse_args()
    command = " ".join(["python benchmarks/bench_squares.py"] + sys.argv[1:])
    print(f"Reproduce: `{command}`\n")
    print(f"### Solving the committed instances (one worker, model build included, median of {args.repeats})\n")
    print(solving_table(args.repeats), flush=True)
    if args.seeds < 1:
        return
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    print(f"\n### Generating unique no-given Squares Sudoku ({args.seeds} seeds, {args.jobs} job(s) at once)\n")
    print("Default generator ('sums' encoding):\n")
    print(generating_table(seeds, args.jobs, "sums", args.repeats), flush=True)
    if args.baseline:
        print("\nBaseline generator ('domain' encoding):\n")
        print(generating_table(seeds, args.jobs, "domain", args.repeats))


if __name__ == "__main__":
    main()
