"""The human-like solver: singles, guesses, trace, difficulty, hints, on several board types."""
import random
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

import latinlib as ll
from latinlib.methods.human.results import label_of

MINI_GIVENS = [(0, 0, 1), (1, 0, 2), (1, 5, 6), (2, 1, 3), (2, 5, 5), (3, 1, 4), (3, 4, 3), (4, 4, 4)]
MINI_SOLUTION = ["163254", "254316", "631425", "542631", "316542", "425163"]
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."


def mini_sudoku():
    """The seeds/002 Mini-Sudoku instance."""
    grid = [[0] * 6 for _ in range(6)]
    for r, c, v in MINI_GIVENS:
        grid[r][c] = v
    return ll.Puzzle(ll.sudoku(2, 3), grid)


def perfect_code_palette():
    """P[i][j] = index k of the codeword k*(1, 2) mod 5 within Lee distance 1 of (i, j)."""
    def lee(a, b):
        return sum(min((x - y) % 5, (y - x) % 5) for x, y in zip(a, b))
    words = [((k * 1) % 5, (k * 2) % 5) for k in range(5)]
    return [[next(k for k, w in enumerate(words) if lee(w, (i, j)) <= 1) for j in range(5)] for i in range(5)]


def test_mini_sudoku_by_singles_matches_the_known_solution():
    result = ll.human.solve_by_singles(mini_sudoku())
    assert result.grid == [[int(ch) for ch in row] for row in MINI_SOLUTION]
    assert all(step.is_single for step in result.steps)
    assert result.insertions == 36 - len(MINI_GIVENS) == len(result.steps)
    assert ll.difficulty(mini_sudoku()) == ll.human.Difficulty(0.0, "easy", 1, 28, 28.0, 0.0)


def test_trace_reads_like_a_player():
    result = ll.human.solve_like_human(mini_sudoku())
    assert str(result.steps[0]) == "r2c2 = 5: naked single"
    assert result.steps[0].cell == (1, 1) and result.steps[0].value == 5
    hidden = ll.human.Step((0, 1), 4, "hidden single in box 1", "hidden")
    assert str(hidden) == "r1c2 = 4: hidden single in box 1"
    assert str(ll.human.Step((3, 3), 2, "guess among {2, 5}", "guess")) == "guess r4c4 = 2"


def test_hard_puzzle_needs_guesses_and_is_solved_correctly():
    puzzle = ll.parse(ll.sudoku(), INKALA)
    result = ll.human.solve_like_human(puzzle, seed=3)
    assert ll.check(puzzle, result.grid) == []
    assert result.guesses > 0 and any(s.kind == "guess" for s in result.steps)
    assert result.insertions == sum(1 for s in result.steps if s.kind != "undo")
    assert ll.human.solve_by_singles(puzzle).grid is None
    d = ll.difficulty(puzzle, runs=5, seed=1)
    assert d.runs == 5 and d.label == "hard" and d.score > 10


def test_deterministic_for_a_seed():
    puzzle = ll.parse(ll.sudoku(), INKALA)
    a, b = ll.difficulty(puzzle, runs=3, seed=7), ll.difficulty(puzzle, runs=3, seed=7)
    assert a == b
    assert [str(s) for s in ll.human.solve_like_human(puzzle, 2).steps] == [str(s) for s in ll.human.solve_like_human(puzzle, 2).steps]


def test_labels_follow_the_paper():
    assert [label_of(s) for s in (0, 0.01, 10, 10.01)] == ["easy", "medium", "medium", "hard"]


@pytest.mark.parametrize("board", [ll.latin_square(5), ll.sudoku(2, 2), ll.sudoku(2, 3), ll.palette_board(perfect_code_palette()),
                                   ll.jigsaw([[0, 0, 1, 1, 1], [0, 0, 2, 1, 1], [3, 0, 2, 2, 2], [3, 3, 4, 4, 2], [3, 3, 4, 4, 4]])])
def test_every_board_type_solves_to_a_valid_grid(board):
    solution = ll.solve(board).grid
    rng = random.Random(0)
    cells = list(board.cells)
    rng.shuffle(cells)
    givens = [row[:] for row in solution]
    for r, c in cells[: len(cells) // 2]:
        givens[r][c] = 0
    puzzle = ll.Puzzle(board, givens)
    result = ll.human.solve_like_human(puzzle, seed=1)
    assert result.grid == solution and ll.check(puzzle, result.grid) == []
    if ll.generate.is_singles_solvable(puzzle):  # singles alone solve it: one run, no wasted digit (the converse need not hold)
        assert ll.difficulty(puzzle, runs=10, check_unique=False).score == 0


def test_perfect_code_minimal_puzzle_is_solved_like_a_human():
    board = ll.palette_board(perfect_code_palette())
    assert len(board.groups) == 15 and ll.count_solutions(board) == 2040
    puzzle = ll.make_puzzle(ll.random_solution(board, seed=3), seed=3)
    assert len(puzzle.given_cells()) <= 7
    result = ll.human.solve_like_human(puzzle)
    assert result.grid == ll.solve(puzzle).grid and ll.check(puzzle, result.grid) == []
    assert all(s.kind != "hidden" or "colour" in s.reason or "row" in s.reason or "column" in s.reason for s in result.steps)


def test_hidden_singles_name_their_group():
    puzzle = ll.make_puzzle(ll.random_solution(ll.sudoku(2, 3), seed=37), seed=37)
    hidden = [str(s) for s in ll.human.solve_like_human(puzzle).steps if s.kind == "hidden"]
    assert hidden and all(re.fullmatch(r"r\dc\d = \d: hidden single in (row|column|box) \d", h) for h in hidden)


def test_hint_gives_the_easiest_step_with_its_reason():
    puzzle = mini_sudoku()
    step = ll.hint(puzzle)
    assert step.technique == "hidden single" and step.explain().startswith("r")
    grid = [list(row) for row in puzzle.givens]
    (r, c), value = next(iter(step.placements.items()))
    grid[r][c] = value
    assert (r, c) not in ll.hint(puzzle, grid).placements
    assert ll.hint(puzzle, [[int(ch) for ch in row] for row in MINI_SOLUTION]) is None


def test_hint_on_a_hard_puzzle_is_sound():
    puzzle = ll.parse(ll.sudoku(), INKALA)
    step, answer = ll.hint(puzzle), ll.solve(puzzle).grid
    assert all(answer[r][c] == v for (r, c), v in step.placements.items())
    assert all(answer[r][c] != v for (r, c), v in step.eliminations)


def test_hint_names_wrong_entries_and_refuses_bad_puzzles():
    two = ll.parse(ll.sudoku(2, 2), "12.. .... .... ....")
    with pytest.raises(ll.PuzzleError, match="more than one solution"):
        ll.hint(two)
    puzzle = mini_sudoku()
    grid = [list(row) for row in puzzle.givens]
    grid[0][1] = 5
    step = ll.hint(puzzle, grid)
    assert step.technique == "wrong entries" and step.cells == ((0, 1),) and "r1c2" in step.explain()
    with pytest.raises(ll.PuzzleError, match="no solution"):
        ll.hint(ll.parse(ll.sudoku(2, 2), "12.. ..3. .... ...3"))
    with pytest.raises(ll.PuzzleError):
        ll.difficulty(ll.parse(ll.sudoku(2, 2), "12.. ..3. .... ...3"))


def test_batch_matches_single_calls_with_an_executor():
    puzzles = [mini_sudoku(), ll.parse(ll.sudoku(), INKALA)]
    with ThreadPoolExecutor(2) as pool:
        batch = ll.human.difficulties(puzzles, runs=3, seed=4, executor=pool, chunk=1)
    assert batch == [ll.difficulty(p, runs=3, seed=4) for p in puzzles]


def test_difficulty_can_prove_uniqueness_first():
    two = ll.parse(ll.sudoku(2, 2), "12.. .... .... ....")
    with pytest.raises(ll.PuzzleError, match="more than one solution"):
        ll.difficulty(two, check_unique=True)
    assert ll.difficulty(mini_sudoku(), check_unique=True).label == "easy"


def naked_single_cells(board, grid):
    """Cells of ``grid`` (0 blank) with exactly one candidate left, computed from scratch."""
    found = []
    for r, c in board.cells:
        if grid[r][c]:
            continue
        seen = {grid[x][y] for group in board.groups if (r, c) in group for x, y in group}
        if len(set(board.values) - seen) == 1:
            found.append((r, c))
    return found


@pytest.mark.parametrize("text", [INKALA, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."])
def test_no_hidden_single_is_played_while_a_naked_single_is_there(text):
    puzzle = ll.parse(ll.sudoku(), text)
    grids = [[list(row) for row in puzzle.givens]]
    for step in ll.human.solve_like_human(puzzle, seed=5).steps:
        grid = grids[-1]
        if step.kind == "hidden":
            assert naked_single_cells(puzzle.board, grid) == [], str(step)
        if step.kind == "undo":
            grids.pop()
            continue
        if step.kind == "guess":
            grids.append([list(row) for row in grid])
        grids[-1][step.cell[0]][step.cell[1]] = step.value


def test_boards_are_read_as_blank_puzzles_and_runs_must_be_positive():
    board = ll.sudoku(2, 2)
    assert ll.human.solve_like_human(board).solved
    assert ll.difficulty(board, runs=3).runs == 3
    assert ll.hint(ll.latin_square(1)) is not None
    with pytest.raises(ll.PuzzleError, match="runs must be at least 1"):
        ll.difficulty(ll.parse(ll.sudoku(), INKALA), runs=0)
    with pytest.raises(ll.PuzzleError, match="expected a Board or a Puzzle"):
        ll.human.solve_like_human("1... ..3.")


def test_a_blank_without_candidates_is_a_contradiction_in_every_path():
    from latinlib.methods.human.singles import settle, settle_multiset, tables

    t = tables(ll.latin_square(4))
    givens = [[0, 2, 3, 0], [1, 0, 0, 0], [4, 0, 0, 0], [0, 0, 0, 0]]
    for settle_by in (settle, settle_multiset):
        vals, cand = t.start(givens)
        assert not cand[0] and settle_by(t, vals, cand, [], [])[1] is not None
    with pytest.raises(ll.PuzzleError, match="no solution"):
        ll.difficulty(ll.Puzzle(ll.latin_square(4), givens))
