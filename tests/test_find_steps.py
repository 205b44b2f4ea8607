"""find_steps and hint from any pencil-mark state, on every board type: sound, never repeated, wrong states named.

Every step is checked against the solution proved by the solving service: a
placement agrees with it, an elimination never removes it. Following hints with
the player's pencil marks must make progress each time (the loop the editor's
Hint fell into when it ignored pencil marks).
"""
import pytest
from technique_positions import BOARDS
from test_techniques import assert_sound, data_rows, domino_cages, random_puzzles, solution_of

import latinlib as ll
from latinlib.methods.techniques.candidates import start_state
from latinlib.methods.techniques.search import explore


def unique_killer():
    """A 6x6 Killer with domino cages and givens thinned while the solution stays unique."""
    board = ll.sudoku(2, 3)
    grid = ll.random_solution(board, 3).grid
    givens = [list(row) for row in grid]
    for r, c in board.cells:
        keep, givens[r][c] = givens[r][c], 0
        if len(explore(start_state(ll.killer_sudoku(domino_cages(grid, 6), board=board, givens=givens)), 2)) != 1:
            givens[r][c] = keep
    return ll.killer_sudoku(domino_cages(grid, 6), board=board, givens=givens)


def positions_puzzle(kind):
    """The first puzzle of data/positions.txt on a board kind ('jigsaw' or 'sudoku-x')."""
    text = next(row[2] for row in data_rows("positions.txt") if row[0] == kind)
    return ll.parse(BOARDS[kind](), text)


PUZZLES = {
    "classic": lambda: ll.parse(ll.sudoku(), data_rows("se_rated.txt")[40][0]),
    "4x4": lambda: ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2"),
    "6x6": lambda: random_puzzles(ll.sudoku(2, 3), 1, seed=5)[0],
    "jigsaw": lambda: positions_puzzle("jigsaw"),
    "sudoku-x": lambda: positions_puzzle("sudoku-x"),
    "killer": unique_killer,
    "squares": lambda: ll.squares.load_instance("squares_1")[0],
    "suirodoku": lambda: ll.suirodoku.make_suirodoku_puzzle(ll.suirodoku.random_suirodoku(seed=1, board=ll.sudoku(2, 2)), seed=1),
    "perfect-code": lambda: random_puzzles(ll.perfect_code_board(5, (1, 2)), 1)[0],
}


def follow_hints(puzzle, count):
    """Follow ``count`` hints, keeping the player's entries and pencil marks; check each step and return them."""
    solution = solution_of(puzzle)
    entries = [{}, {}]
    struck = [set(), set()]
    values = puzzle.board.values
    steps = []
    for _ in range(count):
        marks = [{(r, c): [v for v in values if (r, c, v) not in gone] for r, c, _ in gone} for gone in struck]
        step = ll.hint(puzzle, entries[0], marks[0], colour_entries=entries[1] or None, colour_candidates=marks[1])
        if step is None:
            break
        assert step.technique in ll.techniques.TABLE, step.technique
        assert_sound(step, solution)
        k = ("digit", "colour").index(step.layer)
        new = [e for e in step.eliminations if e not in struck[k]]
        placed = [p for p in step.placements if p[:2] not in entries[k]]
        assert new or placed, f"{step} repeats what the marks already show"
        struck[k] |= set(new)
        entries[k].update({(r, c): v for r, c, v in placed})
        steps.append(step)
    return steps


@pytest.mark.parametrize("kind", PUZZLES)
def test_hints_follow_the_player_on_every_board(kind):
    """On every board type, hints with pencil marks make progress each time and are sound."""
    steps = follow_hints(PUZZLES[kind](), 12)
    assert steps and all(s.explain() for s in steps)


def test_hints_solve_a_hard_sudoku_with_pencil_marks():
    """Following hints to the end solves an SE 4+ puzzle: every elimination lands in the marks, none repeats."""
    puzzle = ll.parse(ll.sudoku(), next(row[0] for row in data_rows("se_rated.txt") if float(row[1]) >= 4.0))
    steps = follow_hints(puzzle, 400)
    assert ll.hint(puzzle, {(r, c): v for s in steps if s.layer == "digit" for r, c, v in s.placements}) is None
    assert any(s.eliminations for s in steps)


def test_find_steps_lists_every_step_once_and_only_live_candidates():
    """Every step of find_steps is sound, removes only candidates still marked, and no effect comes twice."""
    puzzle = PUZZLES["classic"]()
    solution = solution_of(puzzle)
    steps = ll.techniques.find_steps(puzzle)
    assert len(steps) > 10
    effects = [(tuple(s.placements), tuple(s.eliminations)) for s in steps]
    assert len(effects) == len(set(effects))
    for step in steps:
        assert_sound(step, solution)
    first = next(s for s in steps if s.eliminations)
    marks = {}
    for r, c, v in first.eliminations:
        marks.setdefault((r, c), set(puzzle.board.values)).discard(v)
    again = ll.techniques.find_steps(puzzle, candidates=marks)
    assert all(not set(s.eliminations) & set(first.eliminations) for s in again)


def test_pencil_marks_are_the_state():
    """A cell marked with one symbol is a naked single at once; the marks the groups rule out are dropped."""
    puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
    step = ll.hint(puzzle, candidates={(0, 3): [4]})
    assert step.technique == "Hidden Single"
    steps = ll.techniques.find_steps(puzzle, candidates={(0, 3): [1, 4]})
    assert (0, 3, 4) in [p for s in steps if s.technique == "Naked Single" for p in s.placements]


def test_wrong_entries_and_wrong_pencil_marks_are_named_first():
    """A wrong entry gives 'Wrong Entries' with the entry; a mark that lost the solution's symbol 'Wrong Pencil Marks'."""
    puzzle = PUZZLES["classic"]()
    grid = solution_of(puzzle)[0]
    r, c = puzzle.blanks()[0]
    wrong = grid[r][c] % 9 + 1
    step = ll.hint(puzzle, {(r, c): wrong})
    assert step.technique == ll.techniques.WRONG_ENTRIES and step.eliminations == [(r, c, wrong)]
    step = ll.hint(puzzle, candidates={(r, c): [v for v in range(1, 10) if v != grid[r][c]]})
    assert step.technique == ll.techniques.WRONG_MARKS and step.cells == ((r, c),)


@pytest.mark.parametrize("text,message", [("12.. .... .... ....", "more than one solution"),
                                          ("1... ..1. 2... ....", "more than one solution"),
                                          ("12.. ..3. .... ...3", "no solution")])
def test_hint_refuses_puzzles_without_one_solution(text, message):
    """Several solutions or none: PuzzleError, as before (the 4x4 of the solving-service issue included)."""
    with pytest.raises(ll.PuzzleError, match=message):
        ll.hint(ll.parse(ll.sudoku(2, 2), text))


def test_bad_pencil_marks_name_the_cell():
    """A pencil mark that is no symbol, or a cell off the board: PuzzleError naming it."""
    puzzle = PUZZLES["4x4"]()
    with pytest.raises(ll.PuzzleError, match="r1c2: pencil mark 7"):
        ll.techniques.find_steps(puzzle, candidates={(0, 1): [7]})
    with pytest.raises(ll.PuzzleError, match="no such cell"):
        ll.techniques.find_steps(puzzle, candidates={(9, 9): [1]})


def test_find_steps_never_guesses_and_says_when_stuck():
    """A position no technique solves gives no steps (never a guess); an impossible one raises."""
    hard = ll.parse(ll.sudoku(), data_rows("top95.txt")[3][0])
    assert all(s.technique != "Guess" for s in ll.techniques.find_steps(hard))
    with pytest.raises(ll.PuzzleError, match="no solution from here"):
        ll.techniques.find_steps(PUZZLES["4x4"](), candidates={(0, 1): [2]} | {(0, 2): [2], (0, 3): [2]})


def test_pencil_marks_are_the_players_marks_less_what_the_groups_rule_out():
    """pencil_marks: every symbol the groups allow, or the player's marks cut to them."""
    puzzle = PUZZLES["4x4"]()
    assert ll.techniques.pencil_marks(puzzle)[0, 1] == [2, 3]
    assert ll.techniques.pencil_marks(puzzle, candidates={(0, 1): [3, 4]})[0, 1] == [3]
    assert (0, 0) not in ll.techniques.pencil_marks(puzzle)
