"""The committed Squares Sudoku instances (data/squares_*.json), and the command that makes new ones.

    python -m latinlib.families.squares.instances 5 6   # generate from seeds 5 and 6 into data/

The committed squares_1..4 (seeds 1-4) were made by the first version of the
generator (larger cages, 'domain' encoding) and are kept unchanged as the fixed
benchmark set: the same seeds now give other puzzles, so the command never
overwrites an existing file.
"""
import json
import sys
from pathlib import Path

from .generator import generate
from .puzzles import squares_sudoku

DATA = Path(__file__).resolve().parent / "data"


def instance_names():
    """Names of the committed Squares Sudoku instances in data/."""
    return sorted(p.stem for p in DATA.glob("squares_*.json"))



def load_instance(name):
    """(puzzle, solution) of a committed instance, e.g. load_instance('squares_1')."""
    data = json.loads((DATA / f"{name}.json").read_text())
    cages = [[tuple(cell) for cell in cells] for cells in data["cages"]]
    return squares_sudoku(cages, data["sums"], name=name), data["solution"]



def to_record(generated, name):
    """A JSON-ready dict: cages, sums, solution, and where the instance came from."""
    return {
        "name": name,
        "seed": generated.seed,
        "sums": sorted(next(iter(generated.puzzle.cages)).sums),
        "cages": [[list(cell) for cell in cells] for cells in generated.cages],
        "solution": generated.solution,
    }



def save_instance(generated, name):
    """Write a generated instance to data/<name>.json (cages one per line, for readable diffs)."""
    record = to_record(generated, name)
    lines = ",\n    ".join(json.dumps(cells) for cells in record["cages"])
    rows = ",\n    ".join(json.dumps(row) for row in record["solution"])
    text = (f'{{\n  "name": {json.dumps(name)},\n  "seed": {record["seed"]},\n  "sums": {json.dumps(record["sums"])},\n'
            f'  "cages": [\n    {lines}\n  ],\n  "solution": [\n    {rows}\n  ]\n}}\n')
    DATA.mkdir(exist_ok=True)
    (DATA / f"{name}.json").write_text(text)
    return DATA / f"{name}.json"



def main(seeds):
    """Generate one instance per seed and save it as squares_<seed>, never replacing a committed file."""
    for seed in seeds:
        name = f"squares_{seed}"
        if (DATA / f"{name}.json").exists():
            print(f"{name}.json exists: kept (delete it first to replace it)")
            continue
        made = generate(seed)
        path = save_instance(made, name)
        print(f"{path.name}: seed {seed}, {len(made.cages)} cages, {made.rounds} rounds, {made.seconds:.1f} s")


if __name__ == "__main__":
    main([int(arg) for arg in sys.argv[1:]])
