"""Counting Sudoku grids: the band method of ll.counting, step by step, against CP-SAT enumeration.

    PYTHONPATH=. nice python benchmarks/bench_sudoku_grids.py

Each step of the 9x9 count is timed on its own, then the whole count from scratch (every
call of ll.counting.count_sudoku_grids starts with an empty memo). The baseline, in the same
run: ll.count_solutions enumerates the grids one by one with CP-SAT (one worker): all 288 4x4
grids, and the 6x6 grids whose first row is 1..6, times 6! = 720 (renaming the digits maps
those onto every grid). CP-SAT cannot enumerate 9x9 grids, so that row has no baseline.
The steps run once each; the small band counts, side by side with CP-SAT, take the median of 5.
Wall and CPU seconds are both shown: the machine is shared, so wall time can be inflated.
"""
import math
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import latinlib as ll

NINE = 6_670_903_752_021_072_936_960


def timed(function, *args, repeats=1):
    """(result, wall seconds, CPU seconds) of a call: the run with the median wall time of ``repeats``."""
    runs = []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        result = function(*args)
        runs.append((time.perf_counter() - wall, time.process_time() - cpu))
    wall, cpu = sorted(runs)[len(runs) // 2]
    return result, wall, cpu


def cp_sat_count(box_rows, box_cols):
    """The baseline: CP-SAT counts the grids whose first row is 1..n, times n! (a plain int)."""
    n = box_rows * box_cols
    givens = [list(range(1, n + 1))] + [[0] * n for _ in range(n - 1)]
    count = ll.count_solutions(ll.Puzzle(ll.sudoku(box_rows, box_cols), givens))
    assert count.exact
    return math.factorial(n) * int(count)


def steps():
    """Rows (step, result, wall, cpu) for the band method and the Burnside counts."""
    counting = ll.counting
    first = counting.band_classes(3, 3)[0].band
    jobs = [
        ("9x9 band-1 fillings, box 1 standard", lambda: len(counting.band_fillings(3, 3))),
        ("9x9 reduced fillings (one per 72)", lambda: len(counting.band_fillings(3, 3, reduced=True))),
        ("9x9 classes by column-set table", lambda: len(counting.band_classes(3, 3))),
        ("9x9 symmetry orbits of band 1", lambda: len(counting.band_orbits(3, 3))),
        ("9x9 completions of class 1", lambda: counting.count_completions(first)),
        ("**9x9 grids, whole count from scratch**", lambda: counting.count_sudoku_grids(3, 3)),
        ("4x4 essentially different (Burnside)", lambda: counting.essentially_different(2, 2)),
        ("6x6 (2x3 boxes) essentially different (Burnside)", lambda: counting.essentially_different(2, 3)),
        ("6x6 (3x2 boxes) essentially different (Burnside)", lambda: counting.essentially_different(3, 2)),
    ]
    rows = [(name, *timed(job)) for name, job in jobs]
    assert rows[5][1] == NINE
    return rows


def side_by_side():
    """Rows (grids, count, band wall, band cpu, CP-SAT wall, CP-SAT cpu) for 4x4 and both 6x6 shapes."""
    rows = []
    for shape in [(2, 2), (2, 3), (3, 2)]:
        band, band_wall, band_cpu = timed(ll.counting.count_sudoku_grids, *shape, repeats=5)
        base, base_wall, base_cpu = timed(cp_sat_count, *shape)
        assert band == base
        rows.append((f"{shape[0] * shape[1]}x{shape[0] * shape[1]} ({shape[0]}x{shape[1]} boxes)", band,
                     band_wall, band_cpu, base_wall, base_cpu))
    return rows


def main():
    """Print the command, then the two tables."""
    print("Command: `PYTHONPATH=. nice python benchmarks/bench_sudoku_grids.py`  ")
    print(f"Python {platform.python_version()}, {platform.machine()}, one CP-SAT worker; one run per step, "
          "the median of 5 for the band method side by side with CP-SAT\n")
    print("| step | result | wall | CPU |\n|---|---:|---:|---:|")
    for name, result, wall, cpu in steps():
        print(f"| {name} | {result:,} | {wall:.2f} s | {cpu:.2f} s |")
    print("\n| grids | count | band method (wall / CPU) | CP-SAT, first row fixed x n! (wall / CPU) | CP-SAT / band (wall; CPU) |")
    print("|---|---:|---:|---:|---:|")
    for grids, count, band_wall, band_cpu, base_wall, base_cpu in side_by_side():
        print(f"| {grids} | {count:,} | {1000 * band_wall:.2f} ms / {1000 * band_cpu:.2f} ms | {base_wall:.2f} s / {base_cpu:.2f} s "
              f"| {base_wall / band_wall:,.0f}; {base_cpu / band_cpu:,.0f} |")
    print("| 9x9 (3x3 boxes) | 6,670,903,752,021,072,936,960 | see above | out of reach | |")


if __name__ == "__main__":
    main()
