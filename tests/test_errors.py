"""Bad input raises PuzzleError whose message names the cell and the rule."""
import pytest

import latinlib as ll

HARD = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."


def raises(match, function, *args):
    with pytest.raises(ll.PuzzleError, match=match):
        function(*args)


def test_wrong_length():
    raises("expected 81 cells .* got 80", ll.parse, ll.sudoku(), HARD[:-1])


def test_unknown_character_names_the_cell():
    raises(r"unknown character 'x' at r1c2", ll.parse, ll.sudoku(), "8x" + HARD[2:])


def test_symbol_out_of_range():
    givens = [[0] * 4 for _ in range(4)]
    givens[2][3] = 5
    raises(r"r3c4: symbol 5 is outside the symbols 1..4", ll.Puzzle, ll.sudoku(2, 2), givens)


def test_two_equal_givens_in_a_group():
    raises(r"r1c1 and r2c2 both hold symbol 8 in box 1", ll.parse, ll.sudoku(), "8" + "." * 9 + "8" + HARD[11:])


def test_two_equal_givens_in_a_row():
    raises(r"r1c1 and r1c9 both hold symbol 8 in row 1", ll.parse, ll.sudoku(), "8" + "." * 7 + "8" + HARD[9:])


def test_unbalanced_palette():
    raises(r"unbalanced palette: colour 0 \(first at r1c1\) covers 3 cells, not 2", ll.palette_board, [[0, 0], [0, 1]])


def test_palette_with_wrong_number_of_colours():
    raises("needs 2 colours, got 1", ll.palette_board, [[0, 0], [0, 0]])


def test_non_partition_jigsaw():
    raises("region", ll.jigsaw, [[0, 0, 0], [1, 1, 2], [2, 2, 2]])


def test_disconnected_jigsaw_region():
    raises(r"region 1 \(first at r1c1\) is not connected", ll.jigsaw, [[0, 1, 0], [1, 0, 1], [2, 2, 2]])


def test_grid_of_wrong_shape():
    raises("given grid must be 4x4", ll.Puzzle, ll.sudoku(2, 2), [[0] * 4] * 3)


def test_non_integer_given():
    raises(r"r1c1: given 'a' \(str\) is not a whole number", ll.Puzzle, ll.latin_square(2), [["a", 0], [0, 0]])


def test_bad_board_sizes():
    raises("the order of a Latin square must be at least 1, got 0", ll.latin_square, 0)
    raises(r"box_rows \(the height of a box\) must be at least 1, got 0", ll.sudoku, 0, 3)


def test_group_size_must_match_multiset():
    raises("group 1 has 2 cells but the multiset has 3 symbols", ll.latin_board, (2, 2), [[(0, 0), (0, 1)]], [1, 2, 3])


def test_cell_in_no_group():
    raises(r"r2c2 is in no group", ll.latin_board, (2, 2), [[(0, 0), (0, 1)]], [1, 2], "b", None, None, [(0, 0), (0, 1), (1, 1)])


def test_cage_errors():
    board = ll.sudoku(2, 2)
    raises("is not connected", ll.Puzzle, board, None, [([(0, 0), (1, 1)], 4)])
    raises("overlaps", ll.Puzzle, board, None, [([(0, 0), (0, 1)], 4), ([(0, 1), (0, 2)], 4)])
    raises("outside the board", ll.Puzzle, board, None, [([(0, 0), (0, 4)], 4)])
    raises("allowed sums is empty", ll.Puzzle, board, None, [([(0, 0)], ())])


def test_duplicate_pair_clue():
    digits = [[1, 0], [0, 1]]
    raises("r1c1 and r2c2 both hold the pair", ll.Puzzle, ll.latin_square(2), digits, (), digits)


def test_bad_json():
    raises("not valid JSON", ll.from_json, "{nope")
    raises("'board' field", ll.from_json, "[1, 2]")


def test_easy_and_minimal_together_are_refused():
    solution = ll.random_solution(ll.sudoku(2, 2), seed=0)
    raises("minimal and difficulty='easy' together are not offered", ll.make_puzzle, solution, 0, "easy", False, True)


def test_attempts_must_be_positive():
    raises("attempts must be at least 1, got 0", lambda: ll.make_puzzle(ll.random_solution(ll.sudoku(2, 2)), attempts=0))


def test_a_list_is_no_board():
    raises("expected a Board or a Puzzle, got list", ll.make_puzzle, [[1, 2], [2, 1]])
    raises("expected a Board or a Puzzle, got list", ll.random_solution, [[1, 2], [2, 1]])


def test_list_latin_boards_raises_for_grids_that_are_wrong_not_overfull():
    board = ll.boards.ripeto(2, 2)
    raises("given grid must be 4x4", ll.generate.list_latin_boards, board, [[1, 1, 1]])
    raises("r1c1: symbol 3 is not in the symbol multiset", ll.generate.list_latin_boards, board, [[3, 0, 0, 0]] + [[0] * 4] * 3)


@pytest.mark.parametrize("move, args, match", [
    (ll.symmetry.swap_rows, (0, 9), "row index 9 is out of range: the board has 9 rows"),
    (ll.symmetry.swap_columns, (-1, 2), "column index -1 is out of range"),
    (ll.symmetry.swap_bands, (0, 5), "band index 5 is out of range: the board has 3 bands"),
    (ll.symmetry.swap_stacks, (0, 3), "stack index 3 is out of range: the board has 3 stacks"),
])
def test_swaps_name_the_line_out_of_range(move, args, match):
    raises(match, move, ll.sudoku(), *args)


def test_grids_of_the_wrong_frame_or_symbol():
    board = ll.sudoku(2, 2)
    raises("the grid must be 4x4", ll.symmetry.canonical_form, [[1, 2], [2, 1]], board)
    raises(r"r1c1: 5 is not a symbol 1..4", ll.symmetry.canonical_form, [[5] * 4] * 4, board)
    raises("the grid must be 4x4", ll.symmetry.transpose(board), [[1]])


def test_family_constructors_name_the_fault():
    raises(r"symbols must be positive integers from 1 to 1,000,000 .*; symbol 9 is 'x' \(str\)", lambda: ll.boards.ripeto(symbols=[1, 1, 2, 2, 3, 3, 4, 4, "x"]))
    raises(r"each cell of the inscription must be a \(row, col\) pair of whole numbers, got \(0,\)", ll.boards.inscribe, ll.sudoku(), [(0,)], "1")
    raises("inscription cell r10c10 lies outside the 9x9 frame", ll.boards.inscribe, ll.sudoku(), [(9, 9)], "1")
    raises("give both box_rows and box_cols or neither", lambda: ll.boards.custom_sudoku("sudoku", box_rows=3))
