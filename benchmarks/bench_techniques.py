"""Benchmark of the technique solver: step search speed, top95 solve speed, rank correlation with Sudoku Explainer (SE).

    python benchmarks/bench_techniques.py [--baseline DIR] [--limit N] [--old]

    git -C /work/main worktree add /tmp/base d041f68   # (or: git archive d041f68 | tar -x -C /tmp/base)
    python benchmarks/bench_techniques.py --baseline /tmp/base

Measures (1) ``find_steps`` on 9x9 positions (every 10th step along the technique
solutions of every 10th SE-rated puzzle; the positions are computed once and timed
with each version), median and 90th percentile; (2) a whole technique solve
(``rate``) of each top95 puzzle, mean and max; (3) Spearman's rank correlation of
``rate().score`` with SE on se_rated.txt + se_rated_nyt.txt, overall and per SE band,
and the share of puzzles rated SE <= 7.5 whose solution needs a guess. With
``--baseline DIR`` the same measures run on the latinlib in DIR (a checkout of
another commit) in a child process, in the same run, side by side. Times are the
process's CPU time (``time.process_time``): on a machine shared with other jobs the
wall clock measures the load more than the code. ``--old`` also
scores with the old ``latinlib.human.difficulty``. Spearman is computed here
(average ranks for ties, then Pearson on the ranks): scipy is not needed.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import latinlib as ll

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
BANDS = ((1.0, 3.0, "1-2.x"), (3.0, 4.0, "3.x"), (4.0, 5.0, "4.x"), (5.0, 6.0, "5.x"), (6.0, 7.0, "6.x"),
         (7.0, 8.0, "7.x"), (8.0, 99.0, "8+"))


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
    """Pearson's correlation of two equal-length lists (nan when one is constant)."""
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else float("nan")


def spearman(xs, ys):
    """Spearman's rank correlation: Pearson's correlation of the (tie-averaged) ranks."""
    return pearson(ranks(xs), ranks(ys))


def positions(rows):
    """[(puzzle text, {cell: symbol} entries)]: every 10th step along each puzzle's technique solution."""
    found = []
    for text, _ in rows:
        entries = {}
        for k, step in enumerate(ll.techniques.solve_with_techniques(ll.parse(ll.sudoku(), text))):
            if k % 10 == 0:
                found.append((text, sorted(entries.items())))
            entries.update({(r, c): v for r, c, v in step.placements})
    return found


def measure(spots, top95, rated, old):
    """This process's latinlib on the three measures: {'steps': ms, 'top95': s, 'rated': [(score, guesses)]}."""
    board = ll.sudoku()
    steps = []
    for text, entries in spots:
        puzzle = ll.parse(board, text)
        ll.techniques.find_steps(puzzle)  # the uniqueness proof is cached per puzzle: time the search only
        start = time.process_time()
        ll.techniques.find_steps(puzzle, {tuple(cell): v for cell, v in entries})
        steps.append(1000 * (time.process_time() - start))
    solves = []
    for text, _ in top95:
        start = time.process_time()
        ll.techniques.rate(ll.parse(board, text))
        solves.append(time.process_time() - start)
    scores = []
    for text, _ in rated:
        rating = ll.techniques.rate(ll.parse(board, text))
        scores.append((rating.score, rating.guesses, ll.difficulty(ll.parse(board, text)).score if old else None))
    return {"steps": steps, "top95": solves, "rated": scores}


def in_child(directory, spots, top95, rated):
    """measure() run on the latinlib in ``directory`` (PYTHONPATH), in a child process of this script."""
    with tempfile.TemporaryDirectory() as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"spots": spots, "top95": top95, "rated": rated}))
        env = dict(os.environ, PYTHONPATH=str(directory))
        subprocess.run([sys.executable, __file__, "--child", str(job)], env=env, check=True, cwd=tmp)
        return json.loads((Path(tmp) / "out.json").read_text())


def percentile(xs, p):
    """The p-th percentile (nearest rank) of a list."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


def report(results, rated):
    """Print the measures of each version side by side: {label: measure()} in column order."""
    labels = list(results)
    se = [s for _, s in rated]
    print(f"{'measure':58s}" + "".join(f"{label:>16s}" for label in labels))

    def line(name, values, fmt="{:16.3f}"):
        print(f"{name:58s}" + "".join(fmt.format(v) for v in values))

    line("find_steps, 9x9 positions: median ms", [statistics.median(r["steps"]) for r in results.values()], "{:16.1f}")
    line("find_steps, 9x9 positions: 90th percentile ms", [percentile(r["steps"], 90) for r in results.values()],
         "{:16.1f}")
    line("top95 technique solve (rate): mean s", [statistics.fmean(r["top95"]) for r in results.values()])
    line("top95 technique solve (rate): max s", [max(r["top95"]) for r in results.values()])
    line("top95 solves at or over 1 s", [sum(t >= 1 for t in r["top95"]) for r in results.values()], "{:16d}")
    line(f"Spearman(rate, SE), {len(se)} puzzles", [spearman([s for s, _, _ in r["rated"]], se)
                                                   for r in results.values()])
    for low, high, name in BANDS:
        band = [i for i, s in enumerate(se) if low <= s < high]
        if band:
            line(f"  Spearman in SE band {name} (n={len(band)})",
                 [spearman([r["rated"][i][0] for i in band], [se[i] for i in band]) for r in results.values()])
    for low, high, name in BANDS:
        band = [i for i, s in enumerate(se) if low <= s < high]
        if band:
            line(f"  share needing a guess, SE band {name}",
                 [sum(r["rated"][i][1] > 0 for i in band) / len(band) for r in results.values()], "{:16.0%}")
    easy = [i for i, s in enumerate(se) if s <= 7.5]
    line(f"share of the {len(easy)} puzzles rated SE <= 7.5 needing a guess",
         [sum(r["rated"][i][1] > 0 for i in easy) / len(easy) for r in results.values()], "{:16.0%}")
    first = results[labels[0]]
    if first["rated"][0][2] is not None:
        line("Spearman(human.difficulty score, SE)", [spearman([o for _, _, o in first["rated"]], se)])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", help="a checkout of another latinlib commit to time side by side")
    parser.add_argument("--old", action="store_true", help="also score with latinlib.human.difficulty")
    parser.add_argument("--limit", type=int, default=None, help="use only the first N rated puzzles")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        job = json.loads(Path(args.child).read_text())
        out = measure(job["spots"], job["top95"], job["rated"], False)
        (Path(args.child).parent / "out.json").write_text(json.dumps(out))
        return
    print("$ python " + " ".join(["benchmarks/bench_techniques.py"] + sys.argv[1:]))
    rated = (read_list("se_rated_nyt.txt") + read_list("se_rated.txt"))[: args.limit]
    top95 = read_list("top95.txt")
    spots = positions(read_list("se_rated.txt")[::10])
    results = {"this": measure(spots, top95, rated, args.old)}
    if args.baseline:
        results["baseline"] = in_child(args.baseline, spots, top95, rated)
    print(f"latinlib: {Path(ll.__file__).parent}; baseline: {args.baseline or 'none'}; "
          f"{len(spots)} positions, {len(top95)} top95 puzzles, {len(rated)} SE-rated puzzles")
    report(results, rated)


if __name__ == "__main__":
    main()
