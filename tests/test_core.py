"""Facts about boards, solving and counting, checked against outside sources and brute force."""
import pytest
from conftest import brute_force_grids

import latinlib as ll


def test_blank_4x4_sudoku_has_288_grids():
    assert ll.count_solutions(ll.sudoku(2, 2)) == 288


def test_blank_order_4_latin_square_has_576_grids():
    assert ll.count_solutions(ll.latin_square(4)) == 576


@pytest.mark.parametrize("board", [ll.latin_square(3), ll.latin_square(4), ll.sudoku(2, 2)], ids=repr)
def test_counts_agree_with_brute_force(board):
    grids = brute_force_grids(board)
    assert ll.count_solutions(board) == len(grids)
    assert all(ll.check(ll.Puzzle(board), g) == [] for g in grids)


@pytest.mark.parametrize("n, reduced", [(1, 1), (2, 1), (3, 1), (4, 4), (5, 56)])
def test_reduced_latin_squares(n, reduced):
    givens = [[0] * n for _ in range(n)]
    for k in range(n):
        givens[0][k] = givens[k][0] = k + 1
    assert ll.count_solutions(ll.Puzzle(ll.latin_square(n), givens)) == reduced


def test_mini_sudoku_of_seed_002_solves_to_published_grid_and_is_unique(mini_sudoku_instance):
    givens, published = mini_sudoku_instance
    puzzle = ll.Puzzle(ll.sudoku(2, 3), givens)
    solution = ll.solve(puzzle)
    assert solution.status == "solved"
    assert solution.grid == published
    assert ll.is_unique(puzzle)
    assert ll.check(puzzle, solution) == []


def test_blank_16x16_sudoku_solves_and_checks():
    solution = ll.solve(ll.sudoku(4, 4))
    assert solution.status == "solved"
    assert ll.check(solution.puzzle, solution) == []


@pytest.mark.parametrize("box", [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 3)])
def test_every_box_shape_solves(box):
    board = ll.sudoku(*box)
    solution = ll.solve(board)
    assert board.n == box[0] * box[1]
    assert ll.check(solution.puzzle, solution) == []


def test_box_shape_sets_the_groups():
    board = ll.sudoku(2, 3)
    boxes = [g for name, g in zip(board.group_names, board.groups) if name.startswith("box")]
    assert len(boxes) == 6
    assert boxes[0] == ((0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2))


def test_infeasible_puzzle_is_a_status_not_an_error():
    # row 1 needs its 4 at r1c4, but column 4 already has a 4 at r2c4
    puzzle = ll.Puzzle(ll.sudoku(2, 2), [[1, 2, 3, 0], [0, 0, 0, 4], [0, 0, 0, 0], [0, 0, 0, 0]])
    assert ll.solve(puzzle).status == "infeasible"
    assert ll.count_solutions(puzzle) == 0


def test_limited_count_is_labelled_a_lower_bound():
    count = ll.count_solutions(ll.sudoku(2, 2), limit=10)
    assert count == 10 and not count.exact
    assert "at least" in repr(count)


def test_time_limited_uniqueness_is_never_reported_as_unique():
    with pytest.raises(ll.Undecided):
        ll.is_unique(ll.sudoku(5, 5), time_limit=0.001, pair_encoding="pairs")  # CP-SAT, cut short
    assert ll.is_unique(ll.sudoku(5, 5), time_limit=0.5) is False  # the counting engine finds two grids at once
    cut = ll.count_solutions(ll.latin_square(7), time_limit=0.05)
    assert not cut.exact and cut.reason == "time limit" and cut < 61_479_419_904_000


def test_solutions_generator_yields_valid_distinct_grids():
    found = list(ll.solutions(ll.latin_square(3)))
    assert len(found) == 12
    assert len({str(s.grid) for s in found}) == 12
    assert all(ll.check(s.puzzle, s) == [] for s in found)


def test_jigsaw_board_solves():
    regions = [[0, 0, 1, 1], [0, 0, 1, 1], [2, 3, 3, 3], [2, 2, 2, 3]]
    board = ll.jigsaw(regions)
    solution = ll.solve(board)
    assert solution.solved and ll.check(solution.puzzle, solution) == []


def test_palette_board_is_latin_square_orthogonal_to_palette():
    palette = [[(r + c) % 3 for c in range(3)] for r in range(3)]
    board = ll.palette_board(palette)
    assert len(board.groups) == 9
    # this palette is itself the cyclic Latin square, so the grids are its orthogonal mates:
    # 72 ordered orthogonal pairs of order 3 spread over 12 squares give 6 mates each
    grids = [g for g in brute_force_grids(ll.latin_square(3)) if ll.check(ll.Puzzle(board), g) == []]
    assert ll.count_solutions(board) == len(grids) == 72 // 12


def test_model_stats_count_the_constraints():
    stats = ll.build_model(ll.sudoku()).stats()
    assert stats == {"variables": 81, "AllDifferent": 27}


def test_solve_is_deterministic():
    assert ll.solve(ll.sudoku()).grid == ll.solve(ll.sudoku()).grid


def test_cached_blank_model_never_carries_givens_between_puzzles():
    board = ll.sudoku(2, 2)
    given = ll.parse(board, "1234" + "." * 12)
    assert ll.count_solutions(given) == 12
    assert ll.count_solutions(board) == 288
    model = ll.build_model(given)
    assert list(ll.build_model(board).cp.Proto().variables[0].domain) == [1, 4]
    assert list(model.cp.Proto().variables[0].domain) == [1, 1]
    two = ll.suirodoku([[1, 0, 0, 0]] + [[0] * 4] * 3, None, board)
    assert ll.count_solutions(two) == 2304 // 4 and ll.count_solutions(ll.suirodoku(board=board)) == 2304
