"""Regenerate the pictures in images/ (PNG and SVG) used by the README and notebooks.

    python -m latinlib.figures            # all figures
    python -m latinlib.figures sudoku     # only those whose name contains 'sudoku'

Each figure is a function decorated with @figure that returns a matplotlib Figure.
"""
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import latinlib as ll  # noqa: E402

IMAGES = Path(__file__).resolve().parent.parent / "images"
FIGURES = {}


def figure(function):
    """Register a figure function under its name."""
    FIGURES[function.__name__] = function
    return function


def cyclic_square(n):
    """The back-circulant Latin square L(i, j) = i + j mod n, symbols 1..n."""
    return [[(i + j) % n + 1 for j in range(n)] for i in range(n)]


@figure
def core_idea():
    """A Latin square, the Sudoku box palette, and a Sudoku: a Latin square orthogonal to it."""
    board = ll.sudoku(2, 2)
    square = cyclic_square(4)
    solution = ll.solve(board)
    return ll.draw_many(
        [ll.latin_square(4), board, solution],
        titles=["Latin square", "box palette", "Sudoku = Latin square\northogonal to the palette"],
        grids=[square, None, None],
        cell_colours=[None, [[v + 1 for v in row] for row in board.regions], None],
        cols=3,
    )


def save(fig, name):
    """Write name.png and name.svg into images/ with no changing metadata."""
    IMAGES.mkdir(exist_ok=True)
    fig.savefig(IMAGES / f"{name}.png", dpi=110, bbox_inches="tight", metadata={"Software": None})
    fig.savefig(IMAGES / f"{name}.svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    plt.close(fig)


def main(patterns):
    """Draw every registered figure whose name contains one of ``patterns`` (all if none)."""
    for name, function in FIGURES.items():
        if not patterns or any(p in name for p in patterns):
            save(function(), name)
            print(f"images/{name}.png, images/{name}.svg")


@figure
def squares_sudoku():
    """A generated no-given Squares Sudoku, its unique solution, and the same cages as a Killer Sudoku."""
    from latinlib import squares

    puzzle, answer = squares.load_instance("squares_4")
    killer = ll.killer_sudoku([(c.cells, squares.cage_sum(answer, c.cells)) for c in puzzle.cages])
    return ll.draw_many([puzzle, puzzle, killer], grids=[None, answer, None], cols=3, size=4.2,
                        titles=["Squares Sudoku: every cage sums to 4, 9, 16 or 25", "its unique solution",
                                "the same cages as a Killer Sudoku"])


if __name__ == "__main__":
    main(sys.argv[1:])

