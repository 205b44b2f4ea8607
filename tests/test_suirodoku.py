"""Suirodoku and Graeco-Latin squares: validation, encodings, counts against brute force, generation, puzzles."""
import itertools
import json
import re
from pathlib import Path

import numpy as np
import pytest

import latinlib as ll
from latinlib.engines.cpsat.orthogonal import ENCODINGS


def latin_squares(n):
    """Every Latin square of order n (symbols 1..n), by brute force over row permutations."""
    rows = list(itertools.permutations(range(1, n + 1)))
    found = []

    def extend(square):
        if len(square) == n:
            found.append(np.array(square))
            return
        for row in rows:
            if all(row[c] != other[c] for other in square for c in range(n)):
                extend(square + [row])

    extend([])
    return found


def is_sudoku(square, box_rows, box_cols):
    """True when every box of the Latin square holds each symbol once."""
    n = len(square)
    return all(len({square[r][c] for r in range(br, br + box_rows) for c in range(bc, bc + box_cols)}) == n
               for br in range(0, n, box_rows) for bc in range(0, n, box_cols))


def orthogonal_pairs(squares):
    """The number of ordered pairs (A, B) from ``squares`` with all n^2 pairs (a, b) distinct."""
    n = len(squares[0])
    flat = np.array([s.ravel() for s in squares])
    total = 0
    for a in flat:
        codes = np.sort(a * n + flat, axis=1)
        total += int(np.all(np.diff(codes, axis=1) > 0, axis=1).sum())
    return total


@pytest.fixture(scope="module")
def squares4():
    return latin_squares(4)


# --- puzzles and validation -----------------------------------------------------------------

def test_blank_suirodoku_is_two_layer_9x9():
    puzzle = ll.suirodoku()
    assert puzzle.is_two_layer and puzzle.n == 9 and puzzle.board == ll.sudoku()


def test_repeated_pair_clue_is_an_error():
    digits = [[0] * 9 for _ in range(9)]
    colours = [[0] * 9 for _ in range(9)]
    digits[0][0], colours[0][0] = 5, 2
    digits[4][4], colours[4][4] = 5, 2
    with pytest.raises(ll.PuzzleError, match="r1c1 and r5c5 both hold the pair"):
        ll.suirodoku(digits, colours)


def test_clashing_colour_clues_are_an_error():
    colours = [[0] * 9 for _ in range(9)]
    colours[2][0] = colours[2][8] = 7
    with pytest.raises(ll.PuzzleError, match="colour 7 in row 3"):
        ll.suirodoku(None, colours)


def test_out_of_range_colour_is_an_error():
    colours = [[0] * 9 for _ in range(9)]
    colours[8][8] = 10
    with pytest.raises(ll.PuzzleError, match="r9c9: colour 10 is outside"):
        ll.suirodoku(None, colours)


def test_unknown_encoding_is_an_error():
    with pytest.raises(ll.PuzzleError, match="unknown pair encoding"):
        ll.build_model(ll.suirodoku(), pair_encoding="magic")


# --- the model ------------------------------------------------------------------------------

def test_seed_model_statistics():
    assert ll.build_model(ll.suirodoku(), pair_encoding="pairs").stats() == {"variables": 243, "AllDifferent": 55, "linear": 81}


def test_naive_encoding_has_3240_inequalities():
    assert ll.build_model(ll.suirodoku(), pair_encoding="naive").stats()["linear"] == 3240


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_graeco_latin_order_3_count_matches_brute_force(encoding):
    assert orthogonal_pairs(latin_squares(3)) == 72
    assert ll.count_solutions(ll.suirodoku.graeco_latin(3), pair_encoding=encoding) == 72


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_4x4_suirodoku_count_matches_brute_force(encoding, squares4):
    sudokus = [s for s in squares4 if is_sudoku(s, 2, 2)]
    assert len(sudokus) == 288
    expected = orthogonal_pairs(sudokus)
    assert expected == 2304
    assert ll.count_solutions(ll.suirodoku(board=ll.sudoku(2, 2)), pair_encoding=encoding) == expected


def test_graeco_latin_order_4_count_matches_brute_force(squares4):
    assert orthogonal_pairs(squares4) == 6912
    assert ll.count_solutions(ll.suirodoku.graeco_latin(4), pair_encoding="exact_cover") == 6912


def test_first_row_fixed_divides_the_count_by_n_factorial():
    puzzle = ll.suirodoku(board=ll.sudoku(2, 2))
    fixed = ll.suirodoku.first_row_fixed(puzzle)
    assert "first row fixed" in fixed.name
    assert ll.count_solutions(fixed) * 24 == ll.count_solutions(puzzle)


def test_no_graeco_latin_square_of_order_2():
    assert ll.solve(ll.suirodoku.graeco_latin(2)).status == "infeasible"


# --- mates ----------------------------------------------------------------------------------

def test_pattern_sudoku_has_a_mate():
    pattern = ll.suirodoku.pattern_sudoku()
    mate = ll.suirodoku.find_mate(pattern)
    assert ll.check(ll.suirodoku(), pattern, mate) == []


def mate_counts(sudokus):
    """For each Sudoku, the number of Sudoku orthogonal to it (brute force)."""
    n = len(sudokus[0])
    flat = np.array([s.ravel() for s in sudokus])
    return [int(np.all(np.diff(np.sort(a * n + flat, axis=1), axis=1) > 0, axis=1).sum()) for a in flat]


def test_mates_on_4x4_match_brute_force(squares4):
    sudokus = [s for s in squares4 if is_sudoku(s, 2, 2)]
    expected = mate_counts(sudokus)
    assert sorted(set(expected)) == [0, 24] and expected.count(24) == 96
    assert [ll.suirodoku.count_mates(s.tolist(), ll.sudoku(2, 2)) for s in sudokus[::12]] == expected[::12]


# --- generation -----------------------------------------------------------------------------

def test_random_grids_are_valid_and_distinct():
    grids = [ll.suirodoku.random_suirodoku(seed) for seed in range(8)]
    for grid in grids:
        assert ll.check(ll.suirodoku(), grid) == []
    assert len({str((g.digits, g.colours)) for g in grids}) == len(grids)


def test_random_grid_is_reproducible():
    assert ll.suirodoku.random_suirodoku(3).colours == ll.suirodoku.random_suirodoku(3).colours


@pytest.mark.parametrize("board", [ll.latin_square(3), ll.latin_square(4), ll.latin_square(5), ll.sudoku(2, 2)])
def test_random_grids_on_small_boards(board):
    grid = ll.suirodoku.random_suirodoku(0, board)
    assert ll.check(ll.suirodoku(board=board), grid) == []


def test_random_grid_refuses_other_boards():
    board = ll.jigsaw([[1, 1, 1, 2], [1, 3, 2, 2], [3, 3, 4, 2], [3, 4, 4, 4]])
    with pytest.raises(ll.PuzzleError, match="Sudoku or Latin square board"):
        ll.suirodoku.random_suirodoku(0, board)


# --- puzzles --------------------------------------------------------------------------------

@pytest.mark.parametrize("mixed", [False, True])
def test_clue_removal_gives_minimal_unique_4x4_puzzles(mixed):
    board = ll.sudoku(2, 2)
    solution = ll.suirodoku.random_suirodoku(1, board)
    puzzle = ll.suirodoku.make_suirodoku_puzzle(solution, seed=2, mixed=mixed)
    assert ll.is_unique(puzzle)
    assert ll.check(puzzle, ll.solve(puzzle)) == []
    kinds = ll.suirodoku.given_kinds(puzzle)
    assert sum(kinds.values()) > 0 and (mixed or kinds["digit only"] == kinds["colour only"] == 0)
    for (r, c) in board.cells:
        for layer in ("givens", "colours"):
            if getattr(puzzle, layer)[r][c]:
                digits, colours = [list(x) for x in puzzle.givens], [list(x) for x in puzzle.colours]
                (digits if layer == "givens" else colours)[r][c] = 0
                if not mixed:
                    digits[r][c] = colours[r][c] = 0
                assert not ll.is_unique(ll.suirodoku(digits, colours, board))


def test_singles_puzzle_is_unique_and_filled_by_singles():
    solution = ll.suirodoku.random_suirodoku(5, ll.sudoku(2, 2))
    puzzle = ll.suirodoku.make_suirodoku_puzzle(solution, seed=3, mixed=True, singles_only=True)
    assert ll.suirodoku.singles_progress(puzzle) == 1.0 and ll.is_unique(puzzle)
    assert list(map(list, ll.suirodoku.singles(puzzle))) == [solution.digits, solution.colours]


def test_singles_never_contradict_the_solution():
    solution = ll.suirodoku.random_suirodoku(2)
    puzzle = ll.suirodoku.make_suirodoku_puzzle(solution, seed=0, trial_budget=0.2)
    digits, colours = ll.suirodoku.singles(puzzle)
    for r, c in puzzle.board.cells:
        assert digits[r][c] in (0, solution.digits[r][c]) and colours[r][c] in (0, solution.colours[r][c])


def test_sampled_sudoku_are_valid_and_census_answers():
    grids = [ll.suirodoku.sample_sudoku(seed) for seed in range(3)]
    assert all(ll.check(ll.Puzzle(ll.sudoku()), g) == [] for g in grids)
    assert ll.suirodoku.mate_census([ll.suirodoku.pattern_sudoku()] + grids[:1]) == [True, False]


def test_smallest_pair_clue_sets_on_4x4():
    board = ll.sudoku(2, 2)
    everything = list(ll.solutions(ll.suirodoku(board=board)))
    assert len(everything) == 2304
    sets = ll.suirodoku.smallest_pair_given_sets(everything[0], everything)
    size = len(sets[0])
    for cells in sets[:5]:
        digits = [[0] * 4 for _ in range(4)]
        colours = [[0] * 4 for _ in range(4)]
        for r, c in cells:
            digits[r][c], colours[r][c] = everything[0].digits[r][c], everything[0].colours[r][c]
        assert ll.count_solutions(ll.suirodoku(digits, colours, board)) == 1
    assert size == 4 and len(sets) == 784
    digits, colours = [[0] * 4 for _ in range(4)], [[0] * 4 for _ in range(4)]
    for r, c in sets[0][:-1]:
        digits[r][c], colours[r][c] = everything[0].digits[r][c], everything[0].colours[r][c]
    assert ll.count_solutions(ll.suirodoku(digits, colours, board)) > 1


def test_random_solution_dispatches_to_the_fast_generator():
    grid = ll.random_solution(ll.suirodoku(), seed=4)
    assert grid.colours == ll.suirodoku.random_suirodoku(4).colours
    assert grid.puzzle == ll.suirodoku() and ll.check(ll.suirodoku(), grid) == []
    small = ll.random_solution(ll.suirodoku.graeco_latin(3), seed=1)
    assert ll.check(ll.suirodoku.graeco_latin(3), small) == []


def test_drawing_two_layers():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from latinlib.views.pictures import PALETTE, text_colour

    grid = ll.suirodoku.random_suirodoku(0, ll.sudoku(2, 2))
    assert len(ll.views.draw_views(grid).axes) == 3
    ax = ll.views.draw_pair_table(grid)
    assert sum(t.get_text().startswith("r") for t in ax.texts) == 16
    with pytest.raises(ll.PuzzleError, match="view must be one of"):
        ll.draw_layers(grid, view="sideways")
    assert text_colour(PALETTE[8]) == "white" and text_colour(PALETTE[3]) == "black"
    _, axes = plt.subplots(1, 2)
    for ax in axes:  # an Axes passed in is framed like a new one: row 1 at the top
        ll.draw(grid, ax=ax)
        assert ax.get_ylim()[0] > ax.get_ylim()[1] and ax.get_aspect() == 1.0
    plt.close("all")


def test_smallest_half_clue_sets_on_4x4_are_six_and_critical():
    board = ll.sudoku(2, 2)
    everything = list(ll.solutions(ll.suirodoku(board=board)))
    grid = everything[0]
    sets = ll.suirodoku.smallest_half_given_sets(grid, everything)
    assert {len(s) for s in sets} == {6}
    for halves in sets[:3]:
        assert ll.count_solutions(ll.suirodoku.half_given_puzzle(grid, halves)) == 1
        for k in range(len(halves)):
            assert ll.count_solutions(ll.suirodoku.half_given_puzzle(grid, halves[:k] + halves[k + 1:]), limit=2) == 2
    pair_cells = ll.suirodoku.smallest_pair_given_sets(grid, everything)[0]
    as_halves = [(layer, cell) for cell in pair_cells for layer in ("digit", "colour")]
    assert len(as_halves) == 8 and ll.count_solutions(ll.suirodoku.half_given_puzzle(grid, as_halves)) == 1


def test_half_clue_puzzle_keeps_exactly_the_named_halves():
    grid = ll.suirodoku.random_suirodoku(0, ll.sudoku(2, 2))
    puzzle = ll.suirodoku.half_given_puzzle(grid, [("digit", (0, 0)), ("colour", (1, 2)), ("digit", (1, 2))])
    assert ll.suirodoku.given_kinds(puzzle) == {"pair": 1, "digit only": 1, "colour only": 0}
    assert puzzle.givens[0][0] == grid.digits[0][0] and puzzle.colours[1][2] == grid.colours[1][2]


def test_exact_cover_proves_there_is_no_6x6_suirodoku():
    # a budget of CP-SAT deterministic time, not seconds: the same answer on a busy machine (the proof takes about 11)
    assert ll.solve(ll.suirodoku(board=ll.sudoku(2, 3)), time_limit=None, budget=60).status == "infeasible"


def stored_lines(notebook):
    """The 81-character lines stored in a notebook's code cells, by the name they are assigned to or read from."""
    cells = json.loads((Path(__file__).resolve().parent.parent / "notebooks" / notebook).read_text())["cells"]
    text = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "code")
    return dict(re.findall(r'(\w+) = (?:read_line\()?"([0-9.]{81})"', text))


@pytest.mark.slow
def test_notebook_06_stored_grids_are_what_their_recipes_make():
    """Notebook 06 stores a grid and a puzzle as text and names the calls that made them: those calls still make them."""
    lines, board = stored_lines("06-suirodoku.ipynb"), ll.sudoku()
    grid = ll.suirodoku.random_suirodoku(seed=1, time_limit=None)
    assert (ll.to_line(grid.digits, board), ll.to_line(grid.colours, board)) == (lines["grid_digits"], lines["grid_colours"])
    puzzle = ll.suirodoku.make_suirodoku_puzzle(ll.suirodoku.random_suirodoku(2), seed=2, mixed=True, singles_only=True)
    assert (ll.to_line(puzzle.givens, board), ll.to_line(puzzle.colours, board)) == (lines["mixed_digits"],
                                                                                     lines["mixed_colours"])
