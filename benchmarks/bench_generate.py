"""Minimality checks and puzzle making on 9x9 Sudoku, now and at an earlier revision, side by side in one run.

    python benchmarks/bench_generate.py                       # now, against 990e3b6 (before the solving service)
    python benchmarks/bench_generate.py --before REV --repeats 3

``ll.generate.is_minimal`` asks one uniqueness question per given; ``ll.make_puzzle`` one per removal
tried. Before the solving service both asked CP-SAT; now they ask the service, whose 'auto' answers
one-layer puzzles without cages by exact cover. Rows: is_minimal on a 17-given puzzle (Royle's list; every
17-given puzzle is minimal) and on SE-rated puzzles of tests/data/se_rated.txt, and make_puzzle from three
random grids. Each cell is the median of the repeats, each repeat a fresh process (benchmarks/revisions.py).
"""
import json
import time
from pathlib import Path

from revisions import main

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "se_rated.txt"
SEVENTEEN = "000000010400000000020000000000050407008000300001090000300400200050100000000806000"


def se_rated(count):
    """The first ``count`` puzzles of the SE-rated sample, as 81-character lines."""
    lines = [line.split()[0] for line in DATA.read_text().splitlines() if line and not line.startswith("#")]
    return lines[:count]


def measure():
    """Time each row once in this process and print {row: seconds} as JSON."""
    import latinlib as ll

    board = ll.sudoku()
    rated = [ll.parse(board, line) for line in se_rated(5)]
    grids = [ll.random_solution(board, seed=seed) for seed in (1, 2, 3)]
    jobs = {
        "is_minimal, 17 givens": lambda: ll.generate.is_minimal(ll.parse(board, SEVENTEEN)),
        "is_minimal, 5 SE-rated puzzles": lambda: [ll.generate.is_minimal(p) for p in rated],
        "make_puzzle, 3 random grids": lambda: [ll.make_puzzle(g, seed=0) for g in grids],
    }
    times = {}
    for row, job in jobs.items():
        start = time.perf_counter()
        result = job()
        times[row] = time.perf_counter() - start
        if row.startswith("is_minimal, 17"):
            assert result is True
    print(json.dumps(times))


if __name__ == "__main__":
    main(__file__, measure, "990e3b6")
