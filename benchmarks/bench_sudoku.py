"""Sudoku benchmarks: latinlib vs a plain CP-SAT model, uniqueness, generation, human-like solver.

    PYTHONPATH=. python benchmarks/bench_sudoku.py            # full run (a few minutes)
    PYTHONPATH=. python benchmarks/bench_sudoku.py --quick    # fewer repeats and puzzles

The baseline is the textbook model (seeds/002 style): one integer variable per
cell, AllDifferent on rows, columns and boxes, givens as equalities. Both are
timed in the same run, model building included, one worker, and compared as a
ratio. Prints a markdown table with the command that reproduces it.
"""
import argparse
import platform
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ortools.sat.python import cp_model  # noqa: E402

import latinlib as ll  # noqa: E402

HARD = {
    "Inkala 2012": "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "Easter Monster": "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "AI Escargot": "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "top95 #1": "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "top95 #2": "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "top95 #3": "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "top95 #4": "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "brute-force worst case": "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    "Royle 17-clue a": "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
    "Royle 17-clue b": "000000010400000000020000000000050604008000300001090000300400200050100000000807000",
    "Royle 17-clue c": "000000012000035000000600070700000300000400800100000000000120000080000040050000600",
    "Royle 17-clue d": "000000012003600000000007000410020000000500300700000600280000040000300500000000000",
}


def plain_solve(text):
    """The baseline: build the textbook CP-SAT model of an 81-character puzzle and solve it."""
    model = cp_model.CpModel()
    x = [[model.new_int_var(1, 9, f"x{r}{c}") for c in range(9)] for r in range(9)]
    for k in range(9):
        model.add_all_different(x[k])
        model.add_all_different([x[r][k] for r in range(9)])
        br, bc = 3 * (k // 3), 3 * (k % 3)
        model.add_all_different([x[br + i][bc + j] for i in range(3) for j in range(3)])
    for k, ch in enumerate(text):
        if ch not in ".0":
            model.add(x[k // 9][k % 9] == int(ch))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    assert solver.solve(model) == cp_model.OPTIMAL
    return [[solver.value(v) for v in row] for row in x]


def timed(function, repeats):
    """Median wall time of ``repeats`` calls, and the last result."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def perfect_code_palette():
    """Palette of the Lee perfect code C = {k(1, 2) mod 5}: index of the codeword within distance 1."""
    words = [(k % 5, 2 * k % 5) for k in range(5)]

    def lee(a, b):
        return sum(min((x - y) % 5, (y - x) % 5) for x, y in zip(a, b))

    return [[next(k for k, w in enumerate(words) if lee(w, (i, j)) <= 1) for j in range(5)] for i in range(5)]


def throughput(puzzles, runs=100):
    """(runs per second, puzzles per second, runs done) of ll.difficulty over ``puzzles``."""
    start = time.perf_counter()
    results = [ll.difficulty(p, runs=runs) for p in puzzles]
    elapsed = time.perf_counter() - start
    done = sum(d.runs for d in results)
    return done / elapsed, len(puzzles) / elapsed, done, results


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="fewer repeats and puzzles")
    args = parser.parse_args()
    repeats = 3 if args.quick else 7
    rows = []
    board = ll.sudoku()

    ratios, ours, theirs, unique_times = [], [], [], []
    for name, text in HARD.items():
        puzzle = ll.parse(board, text)
        t_ours, solution = timed(lambda: ll.solve(ll.parse(board, text), time_limit=None), repeats)
        t_plain, grid = timed(lambda: plain_solve(text), repeats)
        t_unique, count = timed(lambda: ll.count_solutions(puzzle, limit=2), repeats)
        assert solution.grid == grid and ll.check(puzzle, grid) == [] and count == 1, name
        ours.append(t_ours)
        theirs.append(t_plain)
        ratios.append(t_ours / t_plain)
        unique_times.append(t_unique)
        rows.append((f"solve: {name} ({len(puzzle.given_cells())} clues)", f"{t_ours * 1e3:.1f} ms",
                     f"{t_plain * 1e3:.1f} ms", f"{t_ours / t_plain:.2f}"))
    rows.append(("**solve, median over the hard set**", f"**{statistics.median(ours) * 1e3:.1f} ms**",
                 f"**{statistics.median(theirs) * 1e3:.1f} ms**", f"**{statistics.median(ratios):.2f}**"))
    rows.append(("uniqueness proof (count to 2), median", f"{statistics.median(unique_times) * 1e3:.1f} ms", "", ""))

    seeds = range(3 if args.quick else 7)
    made, proved = [], []
    for seed in seeds:
        start = time.perf_counter()
        puzzle = ll.make_puzzle(ll.random_solution(board, seed=seed), seed=seed)
        made.append(time.perf_counter() - start)
        start = time.perf_counter()
        ll.make_puzzle(ll.random_solution(board, seed=seed), seed=seed, minimal=True)
        proved.append(time.perf_counter() - start)
        assert ll.count_solutions(puzzle, limit=2) == 1
    rows.append((f"generate a unique 9x9 puzzle (grid + clue removal), median of {len(made)}", f"{statistics.median(made):.2f} s", "", ""))
    rows.append((f"generate a minimal 9x9 puzzle, minimality re-proved clue by clue, median of {len(proved)}",
                 f"{statistics.median(proved):.2f} s", "", ""))

    pc_board = ll.palette_board(perfect_code_palette())
    count = 30 if args.quick else 200
    pc = [ll.make_puzzle(ll.random_solution(pc_board, seed=s), seed=s) for s in range(count)]
    rate, per_puzzle, done, results = throughput(pc)
    hard_pc = [p for p, d in zip(pc, results) if d.runs > 1]
    rate_hard, _, done_hard, _ = throughput(hard_pc)
    rows.append((f"human solver, 5x5 perfect-code minimal puzzles ({len(pc)}, 100 runs each unless singles solve them)",
                 f"{rate:,.0f} runs/s", "", f"{per_puzzle:,.0f} puzzles/s"))
    rows.append((f"human solver, the {len(hard_pc)} of them that need guesses", f"{rate_hard:,.0f} runs/s", "", ""))
    rows.append(("projected: 35,759 such puzzles x 100 runs, one core", f"{35759 / per_puzzle:.0f} s", "", ""))

    medium, seed = [], 0
    while len(medium) < (4 if args.quick else 10):
        puzzle = ll.make_puzzle(ll.random_solution(board, seed=1000 + seed), seed=seed)
        seed += 1
        if ll.difficulty(puzzle, runs=20).label == "medium":
            medium.append(puzzle)
    rate, per_puzzle, done, _ = throughput(medium)
    rows.append((f"human solver, {len(medium)} medium 9x9 puzzles, 100 runs each", f"{rate:,.0f} runs/s", "", ""))

    start = time.perf_counter()
    with ProcessPoolExecutor(2) as pool:
        ll.human.difficulties(pc * 4, executor=pool, chunk=100)
    parallel = time.perf_counter() - start
    rows.append((f"ll.human.difficulties on {4 * len(pc)} perfect-code puzzles, 2 processes", f"{4 * len(pc) / parallel:,.0f} puzzles/s", "", ""))

    print(f"Command: `PYTHONPATH=. python benchmarks/bench_sudoku.py{' --quick' if args.quick else ''}`  ")
    print(f"Python {platform.python_version()}, {platform.machine()}, one CP-SAT worker, median of {repeats} repeats\n")
    print("| measure | latinlib | plain CP-SAT | ratio / note |")
    print("|---|---:|---:|---:|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
