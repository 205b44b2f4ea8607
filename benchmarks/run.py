"""Run every benchmark script in this folder, one after another, and print their tables.

    python benchmarks/run.py            # all
    python benchmarks/run.py sudoku     # scripts whose name contains 'sudoku'

Each benchmarks/bench_*.py is standalone: it measures latinlib side by side with a
baseline in the same run and prints a markdown table with the command that reproduces it.
"""
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(patterns):
    """Run the matching bench_*.py scripts with this interpreter."""
    for script in sorted(HERE.glob("bench_*.py")):
        if not patterns or any(p in script.name for p in patterns):
            print(f"\n## {script.name}\n", flush=True)
            subprocess.run([sys.executable, str(script)], check=True)


if __name__ == "__main__":
    main(sys.argv[1:])
