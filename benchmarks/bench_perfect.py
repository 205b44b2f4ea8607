"""Perfect-code Sudoku (issue 6): latinlib's counting methods side by side with plain CP-SAT.

    PYTHONPATH=. python benchmarks/bench_perfect.py          # about 2 minutes on 2 cores
    PYTHONPATH=. python benchmarks/bench_perfect.py --quick  # shorter CP-SAT samples

Rows:
* Z_5 grids: transversal partitions (ll.perfect.all_grids) vs CP-SAT enumerating all 2,040 solutions.
* Table 2: minimal hitting sets on the 4 class representatives vs the paper's Algorithm 1 (check
  every hint set of 4..7 cells for uniqueness), whose CP-SAT cost is extrapolated from a timed sample
  of uniqueness checks (labelled "extrapolated").
* Z_8 counts: layered covered-set counting through a process pool vs CP-SAT enumeration with the
  first row fixed, run for a fixed time; its full time is extrapolated from its solutions per second.
* Tables 3-4 (totals): orbit counts by Burnside's lemma, each move's fixed grids counted once.
* Table 5: ll.difficulty (100 runs, seed 0) on the 35,759 representative minimal puzzles, under each
  reading of the paper's solver (when a contradiction is noticed, what follows a failed guess); the last
  column compares with the paper, cell by cell and relative to the row total.
"""
import os
import sys
import time
from math import comb

import numpy as np

import latinlib as ll

QUICK = "--quick" in sys.argv
SAMPLE_SECONDS = 10 if QUICK else 30


def timed(function, *args, **kwargs):
    """(result, seconds) of one call."""
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return result, time.perf_counter() - start


def z5_rows():
    """Enumerating the 2,040 grids both ways."""
    palette = ll.perfect.perfect_palette(5, (1, 2))
    grids, ours = timed(ll.perfect.all_grids, palette)
    count, cp = timed(ll.count_solutions, ll.perfect_code_board(5, (1, 2)))
    assert len(grids) == count == 2040
    return [("Z_5: all 2,040 grids", f"{ours:.2f} s", f"{cp:.2f} s (CP-SAT, all solutions)", "measured")]


def table2_rows():
    """Table 2 by hitting sets, and the subset scan's cost estimated from sampled CP-SAT checks."""
    table, ours = timed(ll.perfect.minimal_puzzle_table)
    assert [table[k] for k in (4, 5, 6, 7)] == [(154_200, 507), (5_721_600, 14_860), (8_908_800, 19_096),
                                                 (1_113_600, 1_296)]
    board = ll.perfect_code_board(5, (1, 2))
    grid, _ = ll.perfect.class_representatives()[0]
    rng = np.random.default_rng(0)
    calls, start = 0, time.perf_counter()
    while time.perf_counter() - start < SAMPLE_SECONDS / 3:
        cells = rng.choice(25, size=rng.integers(4, 8), replace=False)
        ll.is_unique(ll.Puzzle(board, ll.perfect.hint_grid(grid, int(sum(1 << int(c) for c in cells)))))
        calls += 1
    per_call = (time.perf_counter() - start) / calls
    subsets = 4 * sum(comb(25, k) for k in range(4, 8))
    return [("Table 2: 15,898,200 minimal puzzles", f"{ours:.2f} s",
             f"{subsets * per_call / 3600:.1f} h (CP-SAT uniqueness on {subsets:,} hint sets, "
             f"{per_call * 1000:.1f} ms each, minimality checks not counted)", "extrapolated")]


def z8_rows():
    """The two Z_8 counts, and CP-SAT's rate with the first row fixed."""
    rows = []
    for name, expected in (("Case I (non-cyclic)", 6_940_096), ("Case II <(1,3)>", 4_839_127)):
        palette = ll.perfect.diameter_palette(ll.perfect.Z8_CODES[name])
        count, ours = timed(ll.perfect.count_up_to_relabelling, palette, workers=2, progress=False)
        assert count == expected
        puzzle = ll.Puzzle(ll.perfect.diameter_code_board(ll.perfect.Z8_CODES[name]), ll.latin.first_row_givens(8))
        sample, cp = timed(ll.count_solutions, puzzle, time_limit=SAMPLE_SECONDS)
        rate = int(sample) / cp
        rows.append((f"Z_8 {name}: {expected:,} grids up to relabelling", f"{ours:.1f} s (2 processes)",
                     f"{expected / rate / 60:.0f} min (CP-SAT, {rate:,.0f} solutions/s over {cp:.0f} s)",
                     "extrapolated"))
    return rows


def orbit_rows():
    """Tables 3-4 totals by Burnside's lemma, everything counted from scratch (the identity included)."""
    rows = []
    for name, expected in (("Case I (non-cyclic)", 232_735), ("Case II <(1,3)>", 304_014)):
        counts, ours = timed(ll.perfect.orbit_counts, ll.perfect.Z8_CODES[name], workers=2, progress=False)
        assert counts["G"] == expected
        rows.append((f"Z_8 {name}: {expected:,} classes under G (Burnside)", f"{ours:.1f} s (2 processes)",
                     "paper: classification of every grid", f"ours: {counts}"))
    return rows


PAPER5 = {4: (219, 106, 182), 5: (8_868, 4_274, 1_718), 6: (11_270, 7_175, 651), 7: (1_020, 274, 2)}
READINGS5 = (("early", "next"), ("scan", "next"), ("scan", "exclude"), ("late", "next"), ("late", "exclude"),
             ("scan", "fresh"))


def off_by(labels):
    """The worst medium / hard deviation from the paper: relative to the paper's cell, and to the row total."""
    cell = row = 0.0
    for k, (_, medium, hard) in PAPER5.items():
        for label, paper in (("medium", medium), ("hard", hard)):
            gap = abs(labels[k][label] - paper)
            cell, row = max(cell, gap / paper), max(row, gap / sum(PAPER5[k]))
    return f"worst medium/hard gap {100 * cell:.1f} % of the cell, {100 * row:.2f} % of the row"


def table5_rows():
    """Difficulty of every representative minimal puzzle under each reading of the paper's solver."""
    rows = []
    puzzles = ll.perfect.representative_puzzles()
    for mode, retry in READINGS5:
        result, ours = timed(ll.perfect.difficulty_table, puzzles, runs=100, seed=0, workers=2, progress=False,
                             contradictions=mode, retry=retry)
        labels = "; ".join(f"{k}: " + "/".join(f"{c[x]:,}" for x in ("easy", "medium", "hard"))
                           for k, c in result["labels"].items())
        top = max(score for _, score in result["scores"])
        rows.append((f"Table 5 (contradictions={mode}, retry={retry}): 35,759 puzzles x 100 runs",
                     f"{ours:.1f} s (2 processes)",
                     "paper: 4: 219/106/182; 5: 8,868/4,274/1,718; 6: 11,270/7,175/651; 7: 1,020/274/2; max 38.22",
                     f"ours (easy/medium/hard) {labels}; max {top:.2f}; {off_by(result['labels'])}"))
    return rows


def main():
    """Print the markdown table."""
    rows = z5_rows() + table2_rows() + z8_rows() + orbit_rows() + table5_rows()
    print(f"`PYTHONPATH=. python benchmarks/bench_perfect.py{' --quick' if QUICK else ''}` "
          f"({os.cpu_count()} cores, {time.strftime('%Y-%m-%d')})\n")
    print("| task | latinlib | baseline or reference | how measured, or our result |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
