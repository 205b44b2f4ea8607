"""Benchmark of the technique rating: rank correlation with Sudoku Explainer (SE) ratings, and speed on top95.

    python benchmarks/bench_techniques.py [--old] [--limit N]
    PYTHONPATH=/work/main python benchmarks/bench_techniques.py   # the baseline, same data, same machine

--old also scores every rated puzzle with the old ``latinlib.human.difficulty``
(100 seeded runs each), side by side. Spearman's rank correlation is computed
here (average ranks for ties, then Pearson on the ranks): scipy is not needed.
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import latinlib as ll

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def read_list(name):
    """(puzzle text, SE rating or None) for each line of a data file; '#' lines are the source note."""
    rows = []
    for line in (DATA / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            fields = line.split()
            rows.append((fields[0], float(fields[1]) if len(fields) > 1 else None))
    return rows


def ranks(xs):
    """Ranks 1..n of the values, ties sharing their average rank."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    result = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            result[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return result


def pearson(xs, ys):
    """Pearson's correlation of two equal-length lists."""
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5


def spearman(xs, ys):
    """Spearman's rank correlation: Pearson's correlation of the (tie-averaged) ranks."""
    return pearson(ranks(xs), ranks(ys))


def rated_bench(rows, old):
    """Rate every SE-rated puzzle; print the correlations and a table by SE band."""
    board = ll.sudoku()
    se, ours, olds, times, guessed = [], [], [], [], []
    for text, se_rating in rows:
        puzzle = ll.parse(board, text)
        start = time.perf_counter()
        rating = ll.techniques.rate(puzzle)
        times.append(time.perf_counter() - start)
        se.append(se_rating)
        ours.append(rating.score)
        guessed.append(rating.guesses > 0)
        if old:
            olds.append(ll.difficulty(puzzle).score)
    print(f"{len(rows)} SE-rated puzzles; SE ratings {min(se)} .. {max(se)}")
    print(f"  Spearman(ll.techniques.rate().score, SE)            = {spearman(ours, se):.3f}")
    if old:
        print(f"  Spearman(human.difficulty score, SE)  = {spearman(olds, se):.3f}")
    print(f"  time per puzzle: mean {statistics.fmean(times):.3f} s, max {max(times):.3f} s")
    easy = [i for i, s in enumerate(se) if s <= 7.5]
    print(f"  puzzles rated SE <= 7.5 that need a guess: {sum(guessed[i] for i in easy)} of {len(easy)}")
    print("  SE band    n   mean ll.techniques.rate()   share needing a guess   Spearman in band" + ("   mean old score" if old else ""))
    for low in range(1, 10):
        band = [i for i, s in enumerate(se) if low <= s < low + 1]
        if band:
            share = sum(guessed[i] for i in band) / len(band)
            mean = statistics.fmean(ours[i] for i in band)
            inside = spearman([ours[i] for i in band], [se[i] for i in band]) if len({se[i] for i in band}) > 1 and len({ours[i] for i in band}) > 1 else float("nan")
            line = f"  {low}.0-{low}.9 {len(band):4d}   {mean:9.2f}   {share:13.0%}   {inside:16.3f}"
            if old:
                line += f"   {statistics.fmean(olds[i] for i in band):14.1f}"
            print(line)


def top95_bench(rows):
    """Time the technique solution (rate) of every top95 puzzle; print the slowest and the scores."""
    board = ll.sudoku()
    times, scores = [], []
    for text, _ in rows:
        start = time.perf_counter()
        rating = ll.techniques.rate(ll.parse(board, text))
        times.append(time.perf_counter() - start)
        scores.append(rating.score)
    slow = sum(1 for t in times if t >= 1.0)
    order = sorted(range(len(rows)), key=lambda i: -scores[i])[:10]
    print(f"  the 10 hardest by rating: mean {statistics.fmean(times[i] for i in order):.3f} s, "
          f"max {max(times[i] for i in order):.3f} s")
    print(f"top95: {len(rows)} puzzles, time per puzzle mean {statistics.fmean(times):.3f} s, "
          f"max {max(times):.3f} s, {slow} at or over 1 s")
    print(f"  ratings: min {min(scores)}, median {statistics.median(scores)}, max {max(scores)}; "
          f"{sum(1 for s in scores if s >= 6.0)} need a guess")


def steps_bench(rows):
    """Median time of one step search from positions along technique solutions (every 10th step)."""
    board = ll.sudoku()
    finder = getattr(ll.techniques, "find_steps", None)
    if finder is None:
        print("find_steps: not in this version")
        return
    times = []
    for text, _ in rows:
        puzzle = ll.parse(board, text)
        entries = {}
        for k, step in enumerate(ll.techniques.solve_with_techniques(puzzle)):
            if k % 10 == 0:
                start = time.perf_counter()
                finder(puzzle, entries)
                times.append(time.perf_counter() - start)
            entries.update({(r, c): v for r, c, v in step.placements})
    times.sort()
    print(f"find_steps on {len(times)} 9x9 positions: median {1000 * statistics.median(times):.1f} ms, "
          f"90th percentile {1000 * times[int(0.9 * len(times))]:.1f} ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", action="store_true", help="also score with latinlib.human.difficulty")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N rated puzzles")
    args = parser.parse_args()
    print("$ python " + " ".join(["benchmarks/bench_techniques.py"] + sys.argv[1:]))
    rows = read_list("se_rated_nyt.txt") + read_list("se_rated.txt")
    rated_bench(rows[: args.limit], args.old)
    top95_bench(read_list("top95.txt"))
    steps_bench(read_list("se_rated.txt")[::10])


if __name__ == "__main__":
    main()
