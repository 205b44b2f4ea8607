"""Benchmark: CP-SAT (``method="cp-sat"``), a plain bitmask backtracker, and what ``ll.count_solutions`` picks
(exact cover or covered sets), side by side in one run.

Prints a Markdown table; the first line is the command that reproduces it.
Every engine run starts cold (the compiled-board cache is cleared first).
"""
import math
import os
import sys
import time

import latinlib as ll
from latinlib.engines.exact_cover import bitmasks
from latinlib.families.latin import first_row_givens, reduced_givens

CP_SAT_SKIP = 60.0
BASELINE_LIMIT = 60.0


class Slow(Exception):
    """The baseline passed its time limit."""


def plain_count(puzzle, time_limit=BASELINE_LIMIT):
    """Plain bitmask backtracking: cells in row-major order, candidates = complement of the
    used-symbol masks of the cell's groups (row | column | box | ...), no fewest-options rule."""
    board = puzzle.board
    cells = sorted(board.cells)
    groups_of = [board.groups_of(cell) for cell in cells]
    used = [0] * len(board.groups)
    everything = (1 << (board.n + 1)) - 2
    todo = []
    for cell, groups in zip(cells, groups_of):
        v = puzzle.givens[cell[0]][cell[1]]
        if v:
            for g in groups:
                used[g] |= 1 << v
        else:
            todo.append(groups)
    deadline = time.monotonic() + time_limit
    ticks = [0]

    def walk(k):
        if k == len(todo):
            return 1
        ticks[0] += 1
        if not ticks[0] & 0xFFFF and time.monotonic() > deadline:
            raise Slow
        groups = todo[k]
        taken = 0
        for g in groups:
            taken |= used[g]
        free = everything & ~taken
        total = 0
        while free:
            bit = free & -free
            free ^= bit
            for g in groups:
                used[g] |= bit
            total += walk(k + 1)
            for g in groups:
                used[g] ^= bit
        return total

    return walk(0)


def timed(fn, repeat=1):
    """(result, best wall time in seconds) over ``repeat`` runs."""
    best, result = math.inf, None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return result, best


def engine_run(puzzle):
    """One cold run of the service's choice: a Count, which names its engine."""
    bitmasks.compile_board.cache_clear()
    return ll.count_solutions(puzzle, progress=False)


def fmt(seconds):
    """A time in ms or s."""
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


CASES = [
    ("4x4 Sudoku", lambda: ll.Puzzle(ll.sudoku(2, 2)), 288, True),
    ("reduced Latin squares of order 6", lambda: ll.Puzzle(ll.latin_square(6), reduced_givens(6)), 9_408, True),
    ("6x6 Sudoku, first row fixed", lambda: ll.Puzzle(ll.sudoku(2, 3), first_row_givens(6)), 39_168, True),
    ("Latin squares of order 5", lambda: ll.Puzzle(ll.latin_square(5)), 161_280, True),
    ("Latin squares of order 6", lambda: ll.Puzzle(ll.latin_square(6)), 812_851_200, False),
    ("6x6 Sudoku (2x3 boxes)", lambda: ll.Puzzle(ll.sudoku(2, 3)), 28_200_960, False),
    ("perfect-code board <(1,2)>, order 5", lambda: ll.Puzzle(ll.perfect_code_board(5, (1, 2))), 2_040, True),
]

EXTRA = [("Latin squares of order 7", lambda: ll.Puzzle(ll.latin_square(7)), 61_479_419_904_000, False)]


def row(name, make, expected, run_slow):
    """One table row: name, expected count, CP-SAT time, baseline time, engine time, ratios."""
    puzzle = make()
    cp = "skipped (> 60 s)"
    if run_slow and expected <= 200_000:
        found, t = timed(lambda: ll.count_solutions(puzzle, time_limit=CP_SAT_SKIP, method="cp-sat"))
        cp = fmt(t) if found.exact and found == expected else f"> {CP_SAT_SKIP:.0f} s (found {int(found):,})"
    base_t = None
    try:
        found, base_t = timed(lambda: plain_count(puzzle), 1 if expected > 50_000 else 3)
        assert found == expected, (name, found)
        base = fmt(base_t)
    except Slow:
        base = f"> {BASELINE_LIMIT:.0f} s (stopped)"
    found, t = timed(lambda: engine_run(puzzle), 3)
    assert (found, found.exact) == (expected, True), (name, found)
    ratio = f"{base_t / t:,.0f}x" if base_t else f"> {BASELINE_LIMIT / t:,.0f}x"
    return f"| {name} | {expected:,} | {cp} | {base} | {fmt(t)} ({found.method}) | {ratio} |"


def main():
    """Print the command, the machine, and the table."""
    print(f"`python benchmarks/bench_counting.py{' --extra' if '--extra' in sys.argv else ''}`")
    print()
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores (shared), engine times are the best of 3 cold runs.")
    print()
    print("| board | solutions | CP-SAT | plain bitmask backtracker | ll.count_solutions (engine) | it vs backtracker |")
    print("|---|---:|---:|---:|---:|---:|")
    for case in CASES + (EXTRA if "--extra" in sys.argv else []):
        print(row(*case), flush=True)


if __name__ == "__main__":
    main()
