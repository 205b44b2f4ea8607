"""Shared test helpers: small brute-force enumerators that never call the solver, and the technique sweep's walks."""
from itertools import permutations, product

import pytest


def brute_force_grids(board):
    """Every filled grid of a small square board, found by stacking row permutations."""
    n = board.rows
    rows = list(permutations(range(1, n + 1)))
    grids = [[]]
    for _ in range(n):
        grids = [g + [row] for g in grids for row in rows if fits(board, g + [row])]
    return grids


def fits(board, partial):
    """True when the rows so far repeat no symbol in any group (groups clipped to those rows)."""
    depth = len(partial)
    for group in board.groups:
        values = [partial[r][c] for r, c in group if r < depth]
        if len(values) != len(set(values)):
            return False
    return True


@pytest.fixture
def mini_sudoku_instance():
    """The 6x6 instance of seeds/002 and its published solution."""
    givens = [[0] * 6 for _ in range(6)]
    for r, c, v in [(0, 0, 1), (1, 0, 2), (1, 5, 6), (2, 1, 3), (2, 5, 5), (3, 1, 4), (3, 4, 3), (4, 4, 4)]:
        givens[r][c] = v
    solution = ["163254", "254316", "631425", "542631", "316542", "425163"]
    return givens, [[int(ch) for ch in row] for row in solution]


@pytest.fixture(scope="session")
def se_walks():
    """[(SE rating, puzzle, solution, states)] along the technique solutions of every 7th SE-rated puzzle (40, each
    proved unique): every state before each step. Found once per session, shared by the technique families' sweeps."""
    from test_techniques import se_walks as walks

    return walks()


def pytest_collection_modifyitems(items):
    """Mark 'slow' every test of a module that drives Chromium, executes notebooks or starts a Dask cluster."""
    for item in items:
        module = getattr(item, "module", None)
        if any(hasattr(module, name) for name in ("chromium_page", "NotebookClient", "distributed")):
            item.add_marker(pytest.mark.slow)


__all__ = ["brute_force_grids", "product"]
