"""The symmetry work of the workbook, now and at an earlier revision, side by side in one run.

    python benchmarks/bench_symmetry.py                      # now, against revision 95f8da2 (before the one symmetry system)
    python benchmarks/bench_symmetry.py --before REV --repeats 3

Each measurement runs in a fresh process: once with this checkout's latinlib, once with latinlib
from a temporary git worktree of REV. Rows: seeds/003 Table 1 (orbits of the 17 relabelling
classes of Z_5 grids under rotation, translation and G), the G-class representatives, the Table 4
total (orbits of Z_8 Case II grids under G by Burnside's lemma, 16 moves, 2 workers), and the
canonical forms of all 288 4x4 Sudoku grids. Each cell is the median of the repeats.
"""
import json
import time

from revisions import main


def find(ll, *names):
    """The first of the dotted names that exists in latinlib (new namespaced names first, then old flat ones)."""
    for name in names:
        thing = ll
        try:
            for part in name.split("."):
                thing = getattr(thing, part)
            return thing
        except AttributeError:
            continue
    raise AttributeError(names)


def table4_total(ll, code, palette):
    """Orbits of the Z_8 Case II grids under G: ll.perfect.orbit_counts now, ll.orbit_count before."""
    group = find(ll, "perfect.diameter_groups", "diameter_groups")(code)["G"]
    if hasattr(ll, "orbit_count"):  # before: one flat namespace
        return ll.orbit_count(palette, group, workers=2, progress=False)
    return ll.perfect.orbit_counts(palette, {"G": group}, workers=2, progress=False)["G"]


def measure():
    """Time each row once in this process and print {row: seconds} as JSON."""
    import latinlib as ll

    code = find(ll, "perfect.Z8_CODES", "Z8_CODES")["Case II <(1,3)>"]
    palette = find(ll, "perfect.diameter_palette", "diameter_palette")(code)
    board = ll.sudoku(2, 2)
    grids = [s.grid for s in ll.solutions(board)]
    canonical = find(ll, "symmetry.canonical_form", "canonical_form")
    jobs = {
        "Table 1": lambda: find(ll, "perfect.symmetry_table", "symmetry_table")(),
        "class representatives": lambda: find(ll, "perfect.class_representatives", "class_representatives")(),
        "Table 4 total (G)": lambda: table4_total(ll, code, palette),
        "4x4 canonical forms": lambda: {canonical(g, board) for g in grids},
    }
    times = {}
    for row, job in jobs.items():
        start = time.perf_counter()
        result = job()
        times[row] = time.perf_counter() - start
        if row == "Table 4 total (G)":
            assert result == 304_014
    print(json.dumps(times))


if __name__ == "__main__":
    main(__file__, measure, "95f8da2")
