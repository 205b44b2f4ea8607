"""Find test positions: puzzles on non-Sudoku boards whose technique solution uses each technique.

    python tests/technique_positions.py [seconds]

Random solutions (ll.random_solution) are thinned to critical puzzles (clues
removed in random order while this module's search proves the solution unique);
the first puzzle per (board, technique) is written to data/positions.txt, which
tests/test_techniques.py replays. Boards: Sudoku X (a Sudoku with both diagonals) and
a 9x9 jigsaw made by random region swaps from the boxes (fixed seed).
"""
import random
import sys
import time
from pathlib import Path

import latinlib as ll
from latinlib.core.board import is_connected
from latinlib.methods.techniques.candidates import start_state
from latinlib.methods.techniques.search import explore
from latinlib.methods.techniques.solver import solve_with_techniques

HERE = Path(__file__).resolve().parent


def jigsaw_regions(seed=7, swaps=60):
    """A 9x9 jigsaw layout: the boxes, then random swaps of two neighbouring cells that keep regions connected."""
    rng = random.Random(seed)
    regions = [[(r // 3) * 3 + c // 3 for c in range(9)] for r in range(9)]
    done = 0
    while done < swaps:
        r, c = rng.randrange(9), rng.randrange(9)
        dr, dc = rng.choice(((0, 1), (1, 0)))
        r2, c2 = r + dr, c + dc
        if r2 > 8 or c2 > 8 or regions[r][c] == regions[r2][c2]:
            continue
        a, b = regions[r][c], regions[r2][c2]
        others = [(x, y) for x in range(9) for y in range(9) if regions[x][y] == b and (x, y) != (r2, c2)]
        # move (r, c) into b and a cell of b adjacent to a's region into a: keep sizes equal
        for x, y in rng.sample(others, len(others)):
            trial = [row[:] for row in regions]
            trial[r][c], trial[x][y] = b, a
            cells_a = [(i, j) for i in range(9) for j in range(9) if trial[i][j] == a]
            cells_b = [(i, j) for i in range(9) for j in range(9) if trial[i][j] == b]
            if is_connected(cells_a) and is_connected(cells_b):
                regions = trial
                done += 1
                break
    return regions


BOARDS = {"sudoku-x": lambda: ll.boards.with_diagonals(ll.sudoku()), "jigsaw": lambda: ll.jigsaw(jigsaw_regions())}


def unique(puzzle):
    """True when this module's search finds exactly one solution."""
    return len(explore(start_state(puzzle), 2)) == 1


def thin(board, grid, rng):
    """A critical puzzle with solution ``grid``: remove clues in random order while the solution stays unique."""
    givens = [list(row) for row in grid]
    cells = list(board.cells)
    rng.shuffle(cells)
    for r, c in cells:
        keep = givens[r][c]
        givens[r][c] = 0
        if not unique(ll.Puzzle(board, givens)):
            givens[r][c] = keep
    return givens


def main(seconds):
    """Collect one puzzle per (board, technique) until the time is up; write data/positions.txt."""
    found = {}
    stop = time.time() + seconds
    seed = 0
    while time.time() < stop:
        for kind, make in BOARDS.items():
            board = make()
            rng = random.Random(seed)
            grid = ll.random_solution(board, seed).grid
            givens = thin(board, grid, rng)
            puzzle = ll.Puzzle(board, givens)
            for step in solve_with_techniques(puzzle):
                key = (kind, step.technique)
                if key not in found:
                    found[key] = "".join(str(givens[r][c] or ".") for r, c in board.cells)
                    print(kind, step.technique, seed, flush=True)
        seed += 1
    lines = [f"{kind} {technique.replace(' ', '_')} {text}" for (kind, technique), text in sorted(found.items())]
    header = ("# Test positions made by make_positions.py (random critical puzzles on Sudoku X and a 9x9 jigsaw, "
              "jigsaw_regions(seed=7)): board, technique, puzzle; the technique occurs in its technique solution.\n")
    (HERE / "data" / "positions.txt").write_text(header + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 300)
