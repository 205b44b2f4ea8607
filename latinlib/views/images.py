"""Regenerate the pictures in images/ (PNG and SVG) used by the README and notebooks.

    python -m latinlib.views.images            # all figures
    python -m latinlib.views.images sudoku     # only those whose name contains 'sudoku'

Each figure is a function decorated with @figure that returns a matplotlib Figure.
"""
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "latinlib"  # stable SVG ids, so unchanged figures give unchanged files
import matplotlib.pyplot as plt  # noqa: E402

import latinlib as ll  # noqa: E402

IMAGES = Path(__file__).resolve().parents[2] / "images"
"""The top-level images/ folder that README.md and the notebooks show."""
FIGURES = {}


def figure(function):
    """Register a figure function under its name."""
    FIGURES[function.__name__] = function
    return function


@figure
def core_idea():
    """A Latin square, the Sudoku box palette, and a Sudoku: a Latin square orthogonal to it."""
    board = ll.sudoku(2, 2)
    square = ll.latin.back_circulant(4)
    solution = ll.solve(board)
    return ll.draw_many(
        [ll.latin_square(4), board, solution],
        titles=["Latin square", "box palette", "Sudoku = Latin square\northogonal to the palette"],
        grids=[square, None, None],
        cell_colours=[None, [[v + 1 for v in row] for row in board.regions], None],
        cols=3,
    )


@figure
def suirodoku_views():
    """A random Suirodoku drawn three ways: digits only, colours only, both (with the colour legend)."""
    return ll.views.draw_views(ll.suirodoku.random_suirodoku(seed=7))


@figure
def suirodoku_pairs():
    """The 9x9 table of (digit, colour) pairs of a Suirodoku: each names the one cell holding it."""
    return ll.views.draw_pair_table(ll.suirodoku.random_suirodoku(seed=7)).figure


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
def sudoku_difficulty_classes():
    """Three 9x9 puzzles made from seeded grids, one per class of the human-like solver's score."""
    board = ll.sudoku()
    puzzles, titles = [], []
    for label, seed in [("easy", 0), ("medium", 1), ("hard", 1)]:
        puzzle = ll.make_puzzle(ll.random_solution(board, seed=seed), seed=seed, difficulty=label)
        rating = ll.difficulty(puzzle)
        puzzles.append(puzzle)
        titles.append(f"{label}: {len(puzzle.given_cells())} givens, score {rating.score:.1f}")
    return ll.draw_many(puzzles, titles=titles, cols=3, size=3.2)


@figure
def latin_board_families():
    """Latin boards of seeds/004: extra groups, repeated labels, an inscription, a triangle of triangles."""
    windoku, triangle = ll.boards.windoku(), ll.boards.latin_triangle(6)
    return ll.draw_many(
        [windoku, ll.solve(ll.boards.ripeto()), ll.boards.custom_sudoku("sudoku"), ll.solve(triangle)],
        titles=["Windoku: four extra windows", "Sudoku Ripeto: {1,1,2,2,3,3,4,4,5}",
                "Custom Sudoku: an inscription", "Latin triangle: 1..12"],
        cell_colours=[ll.views.group_tints(windoku, ll.boards.window_names(windoku)), None, None, None],
        cols=4, size=3.4,
    )


@figure
def latin_triangle_stripes():
    """The three directions of stripes of a Latin triangle; each pair of stripes of one tint is a group."""
    board = ll.boards.latin_triangle(6)
    solution = ll.solve(board)
    stripes = ll.boards.stripe_names(board)
    tints = [ll.views.group_tints(board, names) for names in stripes.values()]
    return ll.draw_many([solution] * 3, titles=[f"{d} stripe pairs" for d in stripes], cell_colours=tints, cols=3, size=3.4)


@figure
def perfect_code_palettes():
    """Lee distances, a wrapping ball, and the five balls of <(1, 2)> that tile Z_5^2 (notebook 06)."""
    code = ll.perfect.linear_code(5, (1, 2))
    square, ball = ll.latin_square(5), ll.perfect.ball_shape(1, 5)
    return ll.draw_many(
        [square, square, square],
        titles=["Lee distances from r3c3", "from r1c1: balls wrap", "five balls tile Z_5^2"],
        grids=[ll.perfect.distance_grid((2, 2), 5), ll.perfect.distance_grid((0, 0), 5), ll.perfect.codeword_labels(code, 5)],
        cell_colours=[ll.views.shape_colours([(2, 2)], ball, 5), ll.views.shape_colours([(0, 0)], ball, 5),
                      ll.views.shape_colours(code, ball, 5)],
        cols=3, size=3)


@figure
def diameter_perfect_palettes():
    """The palettes of the three diameter-perfect codes over Z_8, codewords numbered (notebook 06)."""
    return ll.draw_many([ll.perfect.diameter_code_board(g) for g in ll.perfect.Z8_CODES.values()], titles=list(ll.perfect.Z8_CODES),
                        grids=[ll.perfect.codeword_labels(ll.perfect.linear_code(8, g), 8) for g in ll.perfect.Z8_CODES.values()],
                        cols=3, size=3.3, region_colours=True)


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

