"""Latin boards (seeds/004): multisets, overlapping groups, inscriptions, non-square boards."""
from collections import Counter

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import latinlib as ll


def brute_count(board, givens=None):
    """Count labellings by plain backtracking over the cells, checking group multisets only: no CP-SAT."""
    need = Counter(board.symbols)
    cells = list(board.cells)
    groups_of = {cell: [k for k, g in enumerate(board.groups) if cell in g] for cell in cells}
    held = [Counter() for _ in board.groups]

    def fits(cell, value):
        return all(held[g][value] < need[value] for g in groups_of[cell])

    def extend(k):
        if k == len(cells):
            return 1
        cell = cells[k]
        fixed = givens[cell[0]][cell[1]] if givens else 0
        total = 0
        for value in ([fixed] if fixed else board.values):
            if fits(cell, value):
                for g in groups_of[cell]:
                    held[g][value] += 1
                total += extend(k + 1)
                for g in groups_of[cell]:
                    held[g][value] -= 1
        return total

    return extend(0)


@pytest.mark.parametrize("board", [
    ll.boards.ripeto(2, 2),
    ll.boards.ripeto(2, 2, symbols=[1, 1, 1, 2]),
    ll.boards.windoku(2, 2),
    ll.boards.windoku(2, 2, boxes=False),
    ll.boards.with_diagonals(ll.sudoku(2, 2)),
    ll.boards.latin_triangle(2),
    ll.latin_board((2, 3), [[(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(0, 0), (1, 1), (0, 2)]], [1, 2, 2]),
], ids=lambda b: b.name)
def test_counts_agree_with_brute_force(board):
    assert ll.count_solutions(board) == brute_count(board)


@st.composite
def tiny_boards(draw):
    """A random board of at most 7 cells whose groups (overlapping, covering every cell) hold a small multiset."""
    size = draw(st.integers(2, 3))
    symbols = sorted(draw(st.lists(st.integers(1, 3), min_size=size, max_size=size)))
    n_cells = draw(st.integers(size, 7))
    cells = [(k // 3, k % 3) for k in range(n_cells)]
    order = draw(st.permutations(cells))
    groups = []
    for start in range(0, n_cells, size):
        chunk = list(order[start:start + size])
        chunk += [c for c in order if c not in chunk][: size - len(chunk)]
        groups.append(chunk)
    extra = draw(st.lists(st.lists(st.sampled_from(cells), min_size=size, max_size=size, unique=True), max_size=3))
    return ll.latin_board((3, 3), groups + extra, symbols)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=tiny_boards(), data=st.data())
def test_random_multiset_boards_count_like_brute_force(board, data):
    assert ll.count_solutions(board) == brute_count(board)
    cell = data.draw(st.sampled_from(board.cells))
    givens = [[0] * board.cols for _ in range(board.rows)]
    givens[cell[0]][cell[1]] = data.draw(st.sampled_from(board.values))
    assert ll.count_solutions(ll.Puzzle(board, givens)) == brute_count(board, givens)


def test_solutions_satisfy_the_checker():
    for board in (ll.boards.windoku(), ll.boards.ripeto(), ll.boards.latin_triangle(6), ll.boards.with_diagonals(ll.sudoku(3, 3))):
        solution = ll.solve(board, time_limit=30)
        assert solution.solved, board
        assert ll.check(ll.Puzzle(board), solution) == [], board


def test_checker_names_a_label_held_too_often():
    board = ll.boards.ripeto(2, 2)
    grid = [[1, 1, 1, 2], [2, 2, 1, 1], [1, 2, 2, 1], [2, 1, 2, 2]]
    messages = [str(v) for v in ll.check(ll.Puzzle(board), grid)]
    assert "row 1 holds symbol 1 3 times (r1c1, r1c2, r1c3); allowed 2" in messages


def test_groups_may_overlap():
    board = ll.boards.windoku()
    assert len(board.groups) == 27 + 4
    assert len(board.groups_of((1, 1))) == 4  # row, column, box and window


def test_latin_triangle_shape_and_existence():
    board = ll.boards.latin_triangle(6)
    assert (board.rows, board.cols, len(board.cells), len(board.groups)) == (6, 11, 36, 9)
    assert all(len(board.groups_of(cell)) == 3 for cell in board.cells)
    assert ll.count_solutions(ll.boards.latin_triangle(4)) == 0  # side 4 has no Latin triangle
    with pytest.raises(ll.PuzzleError, match="even side"):
        ll.boards.latin_triangle(5)


def triangle_stripes(side):
    """Our own stripes of a side-``side`` triangle, from lattice coordinates (not latinlib's construction).

    Row r of the frame holds 2r + 1 small triangles, starting at column side - 1 - r; position j = 0, 2, ...
    is an upward triangle i = j // 2, position j = 1, 3, ... a downward one. An upward triangle (r, i) lies
    in across stripe r, rising stripe i and falling stripe r - i; a downward one in r, i and r - i - 1."""
    stripes = {}
    for r in range(side):
        for j in range(2 * r + 1):
            i, up = j // 2, j % 2 == 0
            for key in (("across", r), ("rising", i), ("falling", r - i if up else r - i - 1)):
                stripes.setdefault(key, []).append((r, side - 1 - r + j))
    return stripes


@pytest.mark.parametrize("side, expected", [(2, 24), (4, 0)])
def test_latin_triangle_against_our_own_geometry(side, expected):
    """The groups are the stripe pairs k, side - 1 - k of an independent construction; counts by backtracking."""
    stripes = triangle_stripes(side)
    assert sorted(len(stripes["across", r]) for r in range(side)) == list(range(1, 2 * side, 2))
    pairs = [frozenset(stripes[d, k] + stripes[d, side - 1 - k]) for d in ("across", "rising", "falling")
             for k in range(side // 2)]
    board = ll.boards.latin_triangle(side)
    assert set(pairs) == {frozenset(group) for group in board.groups}
    assert brute_count(board) == expected                  # its groups are our own stripe pairs (asserted above)
    assert ll.count_solutions(board) == expected


def test_group_size_must_match_the_multiset():
    with pytest.raises(ll.PuzzleError, match="group 2 has 2 cells but the multiset has 3 symbols"):
        ll.latin_board((1, 3), [[(0, 0), (0, 1), (0, 2)], [(0, 0), (0, 1)]], [1, 1, 2])


def test_symbol_outside_the_multiset_is_rejected():
    givens = [[3, 0, 0, 0]] + [[0] * 4 for _ in range(3)]
    with pytest.raises(ll.PuzzleError, match=r"r1c1: symbol 3 is not in the symbol multiset \(1, 1, 2, 2\)"):
        ll.Puzzle(ll.boards.ripeto(2, 2), givens)


def test_label_given_more_often_than_the_multiset_allows():
    givens = [[1, 1, 1, 0]] + [[0] * 4 for _ in range(3)]
    with pytest.raises(ll.PuzzleError, match="each symbol appears 2 time"):
        ll.Puzzle(ll.boards.ripeto(2, 2, symbols=[1, 1, 2, 2]), givens)


def test_cell_in_no_group_is_rejected():
    with pytest.raises(ll.PuzzleError, match="r2c2 is in no group"):
        ll.latin_board((2, 2), [[(0, 0), (0, 1)], [(1, 0), (0, 0)]], [1, 2], cells=[(0, 0), (0, 1), (1, 0), (1, 1)])


def test_custom_sudoku_inscription_and_letters():
    puzzle = ll.boards.custom_sudoku("sudoku")
    board = puzzle.board
    assert board.labels == ("D", "K", "O", "S", "U") and board.symbols == (1, 2, 3, 4, 5, 5)
    assert ll.to_line(puzzle)[18:24] == "SUDOKU"
    assert puzzle.inscription == {(3, c) for c in range(6)}
    assert puzzle.removable() == []
    again = ll.parse(board, ll.to_line(puzzle))
    assert again.givens == puzzle.givens
    back = ll.from_json(ll.to_json(puzzle))
    assert back == puzzle and back.board.labels == board.labels
    assert puzzle.with_givens(puzzle.givens).inscription == puzzle.inscription


def test_inscription_must_be_among_the_clues():
    board = ll.boards.custom_sudoku("sudoku").board
    with pytest.raises(ll.PuzzleError, match="r1c1 is in the inscription but holds no given"):
        ll.Puzzle(board, inscription=[(0, 0)])


def test_custom_sudoku_checks_its_word():
    with pytest.raises(ll.PuzzleError, match="has 5 letters"):
        ll.boards.custom_sudoku("latin")
    with pytest.raises(ll.PuzzleError, match="one label per symbol"):
        ll.latin_board((1, 2), [[(0, 0), (0, 1)]], [1, 2], labels=("A",))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=tiny_boards(), data=st.data())
def test_singles_on_multiset_boards_are_sound(board, data):
    givens = [[0] * board.cols for _ in range(board.rows)]
    for cell in data.draw(st.lists(st.sampled_from(board.cells), max_size=3, unique=True)):
        givens[cell[0]][cell[1]] = data.draw(st.sampled_from(board.values))
    try:
        puzzle = ll.Puzzle(board, givens)
    except ll.PuzzleError:
        return
    grids = [s.grid for s in ll.solutions(puzzle)]
    result = ll.human.solve_by_singles(puzzle)
    if result.partial is None:
        assert grids == []  # singles found a contradiction
        return
    for r, c in board.cells:
        if result.partial[r][c]:
            assert all(g[r][c] == result.partial[r][c] for g in grids)
    if result.solved:
        assert grids == [result.grid]


def test_human_solver_reads_a_ripeto():
    puzzle = ll.make_puzzle(ll.random_solution(ll.boards.ripeto(2, 3), seed=1), seed=1)
    result = ll.human.solve_like_human(puzzle, seed=0)
    assert ll.check(puzzle, result.grid) == []
    assert result.grid == ll.solve(puzzle).grid


def test_algorithm_1_lists_latin_boards():
    board = ll.boards.ripeto(2, 2)
    grids = ll.generate.list_latin_boards(board)
    assert len(grids) == 56 == brute_count(board)
    assert all(ll.check(ll.Puzzle(board), g) == [] for g in grids)
    assert len(ll.generate.list_latin_boards(board, limit=3)) == 3
    assert ll.generate.list_latin_boards(board, [[1, 1, 1, 0]] + [[0] * 4] * 3) == []  # not a partial Latin board


def test_fair_puzzle_proof_has_no_guess():
    solution = ll.random_solution(ll.boards.windoku(2, 3), seed=0)
    puzzle = ll.generate.singles_solvable_puzzle(solution, seed=0)
    assert ll.generate.is_singles_solvable(puzzle) and ll.is_unique(puzzle)
    for r, c in puzzle.removable():  # no clue can go without losing fairness
        givens = [list(row) for row in puzzle.givens]
        givens[r][c] = 0
        assert not ll.generate.is_singles_solvable(puzzle.with_givens(givens))
    human = ll.human.solve_like_human(puzzle, seed=0)
    assert human.guesses == 0 and all(step.is_single for step in human.steps)
    lines = ll.generate.proof(puzzle)
    assert len(lines) == len(puzzle.blanks()) == ll.generate.proof_profile(puzzle)["steps"]


def test_a_puzzle_singles_cannot_solve_needs_a_guess():
    solution = ll.random_solution(ll.boards.windoku(2, 3), seed=0)
    puzzle = ll.make_puzzle(solution, seed=0)
    assert ll.is_unique(puzzle) and not ll.generate.is_singles_solvable(puzzle)
    human = ll.human.solve_like_human(puzzle, seed=0)
    assert human.guesses > 0 and any(step.kind == "guess" for step in human.steps)
    assert ll.generate.proof_profile(puzzle) is None
    with pytest.raises(ll.PuzzleError, match="not singles-solvable"):
        ll.generate.proof(puzzle)


def test_inscribed_puzzles_keep_the_inscription_and_are_critical_without_it():
    family = ll.boards.custom_sudoku("sudoku")
    puzzles = ll.generate.puzzles_from_partial(family, boards=2, per_board=1, singles=True)
    assert len(puzzles) == 2 and puzzles[0] != puzzles[1]
    for puzzle in puzzles:
        assert puzzle.inscription == family.inscription
        assert all(puzzle.givens[r][c] == family.givens[r][c] for r, c in family.inscription)
        assert ll.is_unique(puzzle) and ll.generate.is_singles_solvable(puzzle) and ll.generate.is_minimal(puzzle)
    # the same clues without the inscription: some letter of the word could go (Def. 3.13 matters)
    assert not ll.generate.is_minimal(ll.Puzzle(puzzles[0].board, puzzles[0].givens))


def test_inscribe_a_word_anywhere():
    board = ll.boards.with_word(ll.boards.windoku(), "crossword")
    assert board.labels == ("C", "D", "O", "R", "S", "W") and board.symbols == (1, 2, 3, 3, 4, 4, 5, 5, 6)
    assert "symbols (C, D, O, O, R, R, S, S, W)" in repr(board)
    family = ll.boards.inscribe(board, [(i, i) for i in range(9)], "CROSSWORD")  # on a diagonal: in no single group
    assert family.inscription == {(i, i) for i in range(9)} and len(family.given_cells()) == 9
    assert ll.solve(family).solved
    with pytest.raises(ll.PuzzleError, match="'Z' is not a symbol"):
        ll.boards.inscribe(board, [(0, 0)], "Z")
    with pytest.raises(ll.PuzzleError, match="has 4 letters but the groups"):
        ll.boards.with_word(ll.boards.windoku(), "word")


def test_quadoku_carries_the_paper_name():
    """seeds/004 calls a Sudoku with windows Quadoku One (players say Windoku); Win One has no boxes."""
    assert ll.boards.windoku().name == "9x9 Quadoku"
    assert ll.boards.windoku(2, 2, boxes=False).name == "Win One of order 4"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_all_squares_are_the_solver_s_squares(n):
    listed = {tuple(map(tuple, square.tolist())) for square in ll.latin.all_squares(n)}
    solved = {tuple(map(tuple, s.grid)) for s in ll.solutions(ll.latin_square(n))}
    assert listed == solved and len(ll.latin.all_squares(n)) == len(solved)


def test_all_squares_of_order_5_are_distinct_latin_squares():
    squares = ll.latin.all_squares(5)
    symbols = np.arange(1, 6)
    assert squares.shape == (161_280, 5, 5)
    assert (np.sort(squares, axis=2) == symbols).all() and (np.sort(squares, axis=1) == symbols[:, None]).all()
    assert len(np.unique(squares.reshape(len(squares), -1), axis=0)) == 161_280
    with pytest.raises(ll.PuzzleError, match="orders 1 to 5"):
        ll.latin.all_squares(6)
