"""Measure latinlib now and at an earlier revision, side by side in one run, each sample in a fresh process.

A benchmark script calls ``main(script, measure, before)``, which runs it with ``--measure``
(it prints one JSON object {row: seconds} as its last line) once per repeat with this checkout's
latinlib and once per repeat with latinlib from a temporary git worktree of ``before``.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def medians(script, pythonpath, repeats):
    """{row: median seconds} over ``repeats`` fresh-process runs of ``script --measure`` with latinlib from ``pythonpath``."""
    samples = {}
    for _ in range(repeats):
        done = subprocess.run([sys.executable, str(script), "--measure"], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(pythonpath)}, cwd=pythonpath)
        if done.returncode:
            raise RuntimeError(f"measuring latinlib from {pythonpath} failed:\n{done.stderr[-2000:]}")
        for row, seconds in json.loads(done.stdout.splitlines()[-1]).items():
            samples.setdefault(row, []).append(seconds)
    return {row: statistics.median(values) for row, values in samples.items()}


def compare(script, before, repeats):
    """(medians before, medians now): ``before`` measured from a temporary worktree of that revision."""
    with tempfile.TemporaryDirectory() as folder:
        worktree = Path(folder) / "before"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(worktree), before],
                       check=True, capture_output=True)
        try:
            return medians(script, worktree, repeats), medians(script, ROOT, repeats)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(worktree)], check=True)


def print_table(before_name, before, now):
    """The markdown table: one row per measurement, the two times and their ratio."""
    print(f"| row | {before_name} | now | before / now |\n|---|---|---|---|")
    for row in now:
        print(f"| {row} | {before[row]:.3f} s | {now[row]:.3f} s | {before[row] / now[row]:.1f}x |")


def main(script, measure, before):
    """The command line of a before/now benchmark: ``--measure`` times one sample here, else the table is printed."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", default=before)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--measure", action="store_true")
    args = parser.parse_args()
    if args.measure:
        return measure()
    print(f"`python benchmarks/{Path(script).name} --before {args.before} --repeats {args.repeats}`\n")
    print_table(args.before, *compare(script, args.before, args.repeats))
