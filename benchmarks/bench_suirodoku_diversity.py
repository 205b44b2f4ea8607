"""How varied are the random Suirodoku grids? Diversity and speed of ll.suirodoku.random_suirodoku, with and
without the cycle switches, side by side in one run.

    python benchmarks/bench_suirodoku_diversity.py [--seeds 40]

For each seed, the digit layer's invariant is the pair (multiset over row pairs, multiset over column
pairs) of the cycle types of the permutation taking one line to the other; it does not change under
moves that keep the Sudoku (line and band moves, transposes) or under relabelling, so two grids with
different invariants are essentially different. Also counted: digit layers with no intercalate (a 2 x 2
sub-square holding two symbols crosswise; random Sudoku grids have 11-35). The baseline is the same
generator with ``switches=0`` (only the mate-of-a-mate chain from a structured Sudoku).
"""
import argparse
import statistics
import time
from collections import Counter

import latinlib as ll


def cycle_type(a, b):
    """The sorted cycle lengths of the permutation that takes line a to line b."""
    where = {value: k for k, value in enumerate(b)}
    seen, lengths = set(), []
    for start in range(len(a)):
        length, k = 0, start
        while k not in seen:
            seen.add(k)
            k = where[a[k]]
            length += 1
        if length:
            lengths.append(length)
    return tuple(sorted(lengths))


def invariant(grid):
    """The row-pair and column-pair cycle-type multisets, as one hashable value (unordered between the two)."""
    def pairs(lines):
        return tuple(sorted(Counter(cycle_type(lines[i], lines[j]) for i in range(len(lines))
                                    for j in range(i + 1, len(lines))).items()))
    return tuple(sorted([pairs(grid), pairs([list(col) for col in zip(*grid)])]))


def measure(seeds, switches):
    """(distinct invariants, zero-intercalate layers, median seconds, max seconds) over seeds 0..seeds-1."""
    found, zero, times = set(), 0, []
    for seed in range(seeds):
        start = time.perf_counter()
        grid = ll.suirodoku.random_suirodoku(seed, switches=switches)
        times.append(time.perf_counter() - start)
        assert ll.check(ll.suirodoku(), grid) == []
        found.add(invariant(grid.digits))
        zero += ll.suirodoku.n_intercalates(grid.digits) == 0
    return len(found), zero, statistics.median(times), max(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=40)
    args = parser.parse_args()
    print(f"`python benchmarks/bench_suirodoku_diversity.py --seeds {args.seeds}`\n")
    print("| generator | distinct invariants | layers with no intercalate | median s | max s |\n|---|---|---|---|---|")
    for name, switches in (("mate chain only (switches=0, baseline)", 0), ("with 3 cycle switches (default)", 3)):
        distinct, zero, median, longest = measure(args.seeds, switches)
        print(f"| {name} | {distinct} of {args.seeds} | {zero} | {median:.2f} | {longest:.2f} |", flush=True)


if __name__ == "__main__":
    main()
