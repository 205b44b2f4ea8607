"""The editor state without a browser: every action, undo/redo, refusals that change nothing, old defects."""
import json

import pytest

import latinlib as ll
from latinlib import jigsaw, latin_board, latin_square, sudoku
from latinlib import perfect_code_board
from latinlib import PuzzleError
from latinlib import parse
from latinlib import Solution
from latinlib import suirodoku
from latinlib.views.editor import state as es
from latinlib.views.editor import EditorState


EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"  # Norvig's hard1
EASY_SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


SUIRO_DIGITS = "12..5...945.....2..8....4....15..8......9.2....7.31....1...59......78312..831.64."
SUIRO_COLOURS = "...267......5....2.2....9.52....815.5.1.7..8..3..15..63.8...26.67.....9..157....."


def killer_4x4():
    """A 4x4 Killer Sudoku: dominoes summed from a known solution."""
    solution = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    cells = [[(0, 0), (0, 1)], [(0, 2), (1, 2)], [(0, 3), (1, 3)], [(1, 0), (1, 1)],
             [(2, 0), (3, 0)], [(2, 1), (2, 2)], [(2, 3), (3, 3)], [(3, 1), (3, 2)]]
    return ll.killer_sudoku([(c, sum(solution[r][k] for r, k in c)) for c in cells], board=sudoku(2, 2))


def perfect_puzzle():
    """A perfect-code Sudoku over Z_5 with one solution, made by the package's generator."""
    board = perfect_code_board(5, (1, 2))
    return ll.make_puzzle(ll.random_solution(ll.Puzzle(board), seed=1), seed=1)


HINT_BOARDS = {  # name -> (puzzle, entries, pencil marks)
    "classic": lambda: (parse(sudoku(), EASY), {(0, 2): 4}, {(0, 3): (2, 6)}),
    "several solutions": lambda: (parse(sudoku(2, 2), "12.. .... .... ...."), {}, {}),
    "several solutions, no single": lambda: (parse(sudoku(2, 2), ".2.. 3... ...1 ..4."), {}, {}),
    "suirodoku": lambda: (suirodoku(*(lambda p: (p.givens, p.colours))(parse(sudoku(), SUIRO_DIGITS, colours=SUIRO_COLOURS))), {}, {}),
    "killer": lambda: (killer_4x4(), {}, {}),
    "perfect code": lambda: (perfect_puzzle(), {}, {}),
}


@pytest.fixture
def ed():
    return EditorState(parse(sudoku(), EASY))


def refused_without_change(state, call, *words):
    """Run an action that must fail: the state is unchanged and the message names ``words``."""
    before = state.snapshot()
    undo = len(state.undo_stack)
    assert call() in (False, None)
    assert state.snapshot() == before and len(state.undo_stack) == undo
    assert state.kind == "error", state.message
    for word in words:
        assert word in state.message, state.message


def test_typing_replaces_a_digit_and_undo_redo_walk_back(ed):
    assert ed.enter((0, 2), 1) and ed.enter((0, 2), 4)
    assert ed.grid()[0][2] == 4 and ed.message == "r1c3 = 4: no rule broken."
    ed.undo()
    assert ed.grid()[0][2] == 1
    ed.undo()
    assert ed.grid()[0][2] == 0
    ed.redo(), ed.redo()
    assert ed.grid()[0][2] == 4


def test_ten_is_not_a_symbol_on_a_9x9_and_the_digit_stays(ed):
    ed.enter((0, 2), 1)
    refused_without_change(ed, lambda: ed.enter((0, 2), "10"), "10 is not a symbol", "1..9", "r1c3 keeps 1")
    refused_without_change(ed, lambda: ed.enter((0, 2), "0"), "0 is not a symbol")


def test_givens_cannot_change(ed):
    refused_without_change(ed, lambda: ed.enter((0, 0), 3), "r1c1 holds the given 5")
    refused_without_change(ed, lambda: ed.pencil((0, 0), 3), "r1c1 holds a given")


def test_a_red_mark_goes_once_the_entry_is_fixed(ed):
    assert not ed.enter((0, 2), 5)  # clashes with r1c1
    assert {(0, 0), (0, 2)} <= {c for v in ed.problems() for c in v.cells}
    assert ed.enter((0, 2), 4)
    assert ed.problems() == []


def test_pencil_marks_toggle_go_under_a_digit_and_are_struck_by_peers(ed):
    ed.pencil((0, 2), 1), ed.pencil((0, 2), 2), ed.pencil((0, 3), 2), ed.pencil((0, 3), 6)
    assert ed.marks[(0, 2)] == {1, 2}
    ed.enter((0, 3), 2)
    assert ed.marks[(0, 2)] == {1} and (0, 3) not in ed.marks
    ed.clear_cell((0, 3))
    assert (0, 3) not in ed.marks  # marks hidden under a digit never come back
    ed.undo()
    ed.pencil((0, 2), 1)
    assert (0, 2) not in ed.marks
    ed.undo()
    assert ed.marks[(0, 2)] == {1}


def test_solve_fills_then_unique_counts_only_the_givens_and_own_entries(ed):
    ed.enter((0, 2), 4)
    assert ed.solve() and ed.message == "Solved: filled 50 cells (in teal); your 1 entry kept."
    assert ed.hint_step is None
    ed.undo()
    ed.clear()
    ed.solve()
    assert ed.is_unique() is True and "not counted" in ed.message
    blank = EditorState(sudoku(2, 2))
    blank.solve()
    assert blank.is_unique() is False and "at least 2" in blank.message


def test_a_failed_solve_names_the_wrong_entries_and_changes_nothing(ed):
    ed.enter((0, 2), 1)  # no rule broken, but the only solution has 4
    refused_without_change(ed, ed.solve, "r1c3 = 1", "only solution")


def test_failed_solve_on_a_board_with_many_solutions_names_the_entry_that_cannot_stand():
    ed = EditorState(sudoku(2, 2))
    ed.enter((1, 2), 1), ed.enter((2, 1), 1), ed.enter((0, 0), 2)  # row 1 has no place left for 1
    assert ed.problems() == []
    refused_without_change(ed, ed.solve, "r1c1 = 2 cannot stand", "r2c3 = 1, r3c2 = 1")


def test_a_time_out_is_never_called_a_contradiction(ed, monkeypatch):
    monkeypatch.setattr(es, "solve", lambda puzzle, time_limit=None: Solution(puzzle, "unknown"))
    refused_without_change(ed, ed.solve, "No answer within 10 s")
    assert "contradict" not in ed.message


def test_check_lists_rules_and_blanks(ed):
    assert ed.check() and "51 blanks left" in ed.message
    ed.enter((0, 2), 5)
    assert not ed.check() and "row 1 holds symbol 5 2 times" in ed.message


def test_hint_on_a_blank_board_refuses_as_ll_hint_does():
    ed = EditorState(sudoku())
    assert ed.hint() is None and ed.kind == "error" and "more than one solution" in ed.message


def ed_svg(state):
    """The editor's picture."""
    from latinlib.views.editor import svg

    return svg.render(state)


def test_hint_has_three_levels_then_apply_and_the_next_hint_moves_on(ed):
    step = ed.hint()
    assert ed.message.startswith("Hint 1 of 3: look at") and 'class="hint-group"' in ed_svg(ed) and 'class="hint"' not in ed_svg(ed)
    assert ed.hint() == step and ed.message.startswith(f"Hint 2 of 3: use the technique '{step.technique}'")
    assert ed.hint() == step and step.explain() in ed.message and 'class="hint"' in ed_svg(ed)
    assert ed.apply_hint()
    grid = ed.grid()
    assert all(grid[r][c] == v for r, c, v in step.placements) and ed.hint_step is None
    assert ed.hint() != step


def test_hint_reads_pencil_marks_so_hint_apply_hint_progresses():
    ed = EditorState(parse(sudoku(), HARD))
    previous = None
    for _ in range(12):
        step = ed.hint()
        assert step is not None and step != previous, ed.message
        assert ed.apply_hint(), ed.message
        for r, c, v in step.eliminations:
            assert v not in ed.marks.get((r, c), ()) and ed.grid()[r][c] != v
        previous = step


def test_a_wrong_entry_is_named_first_and_apply_removes_it(ed):
    ed.enter((0, 2), 1)  # breaks no rule, but the only solution has 4
    assert ed.hint().technique.lower() == "wrong entries" and "r1c3" in ed.message and ed.kind == "error"
    assert ed.apply_hint() and (0, 2) not in ed.entries


@pytest.mark.parametrize("name", sorted(HINT_BOARDS))
def test_the_editors_hint_is_ll_hint(name):
    """Same step or same refusal as ll.hint (issue 28) on classic, several-solution, Suirodoku, Killer and perfect boards."""
    puzzle, entries, marks = HINT_BOARDS[name]()
    ed = EditorState(puzzle)
    for cell, value in entries.items():
        ed.enter(cell, value)
    for cell, values in marks.items():
        for value in values:
            ed.pencil(cell, value)
    got = ed.hint()
    try:
        expected = ll.hint(puzzle, entries=dict(ed.entries), candidates=dict(ed.marks), colour_entries=dict(ed.colour_entries))
    except PuzzleError as err:
        assert got is None and ed.message == f"No hint: {err}."
    else:
        assert got == expected


def test_clear_lock_and_new_are_undoable():
    ed = EditorState(parse(sudoku(2, 2), "1... .2.. ..3. ...4"))
    ed.enter((0, 1), 3)
    ed.clear()
    assert ed.entries == {}
    ed.undo()
    assert ed.entries == {(0, 1): 3}
    ed.lock()
    assert ed.puzzle.givens[0][1] == 3 and ed.entries == {}
    ed.undo()
    assert ed.puzzle.givens[0][1] == 0 and ed.entries == {(0, 1): 3}
    old = ed.puzzle
    assert ed.new_puzzle("easy") and ed.puzzle != old and "one solution" in ed.message
    ed.undo()
    assert ed.puzzle == old


def test_export_and_import_round_trip_and_bad_text_keeps_everything(ed):
    ed.enter((0, 2), 4)
    ed.pencil((0, 3), 6)
    text = ed.export("json")
    other = EditorState(sudoku(2, 2))
    assert other.import_(text)
    assert other.entries == {(0, 2): 4} and other.marks == {(0, 3): {6}} and other.board == ed.board
    refused_without_change(other, lambda: other.import_("garbage{"), "neither JSON", "81 cells")
    small = EditorState(sudoku(2, 2))
    refused_without_change(small, lambda: small.import_("1234"), "16 cells", "got 4")
    refused_without_change(small, lambda: small.import_("12x4" * 4), "'x' at position 3")
    line = ed.export("line")  # the givens only: a line cannot tell an entry from a given
    assert len(line) == 81 and line[2] == "." and "JSON keeps your 1 entry" in ed.message


def test_json_entries_on_given_cells_are_refused_not_ignored(ed):
    data = json.loads(ed.export("json"))
    data["entries"][0][0] = 9  # r1c1 is given 5
    refused_without_change(ed, lambda: ed.import_(json.dumps(data)), "r1c1", "given 5")


def test_cages_overlap_and_connectivity_messages():
    ed = EditorState(sudoku(2, 2))
    assert ed.add_cage([(0, 0), (0, 1)], "3, 7")
    refused_without_change(ed, lambda: ed.add_cage([(0, 0), (1, 0)], "5"), "r1c1 already in the cage at r1c1")
    assert "overlaps cage at r1c1 at r1c1" not in ed.message
    refused_without_change(ed, lambda: ed.add_cage([(2, 2), (3, 3)], "5"), "do not join up")
    refused_without_change(ed, lambda: ed.add_cage([(2, 2), (2, 3)], "40"), "between 2 and 8")
    refused_without_change(ed, lambda: ed.add_cage([(2, 2)], "x"), "whole numbers")
    assert ed.remove_cage((0, 1)) and ed.puzzle.cages == ()
    ed.undo()
    assert len(ed.puzzle.cages) == 1


def test_paint_on_two_layers_and_a_clash_keeps_the_colour():
    ed = EditorState(suirodoku())
    assert ed.paint((0, 0), 3) and ed.colours()[0][0] == 3
    assert not ed.paint((0, 1), 3)  # same colour in row 1: a rule is broken, the paint stays
    assert ed.colours()[0][1] == 3 and ed.problems()
    ed.undo()
    assert ed.colours()[0][1] == 0
    refused_without_change(ed, lambda: ed.paint((0, 1), 10), "not one of the board's colours")
    one = EditorState(sudoku(2, 2))
    refused_without_change(one, lambda: one.paint((0, 0), 1), "no colour layer")


def test_two_layers_with_more_than_nine_symbols_work_and_too_many_are_refused():
    ed = EditorState(suirodoku(board=sudoku(4, 4)))
    assert ed.paint((0, 0), 16) and ed.enter((0, 0), 12)
    assert "crimson" not in ed.message
    ed.paint((0, 1), 12)
    assert "crimson" in ed.message
    with pytest.raises(PuzzleError, match="at most 25"):
        EditorState(suirodoku(board=latin_square(26)))


def test_typing_on_boards_above_nine_symbols():
    ed = EditorState(sudoku(4, 4))
    assert ed.enter((0, 0), "12") and ed.grid()[0][0] == 12
    ed.lock()
    assert ed.export("line").split()[0] == "12"


def test_every_kind_of_board_builds_and_solves():
    jig = jigsaw([[0, 0, 1, 1], [0, 0, 1, 1], [2, 3, 3, 3], [2, 2, 2, 3]])
    boards = [latin_square(5), sudoku(2, 3), jig, perfect_code_board(5, (1, 2)),
              latin_board((2, 2), [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(0, 1), (1, 1)]], [1, 1])]
    for board in boards:
        ed = EditorState(board)
        assert ed.solve(), (board, ed.message)


def test_letter_labels_and_multisets():
    from latinlib.families.boards import with_word
    board = with_word(sudoku(2, 2), "LOOP")
    ed = EditorState(board)
    assert ed.enter((0, 0), "o") and board.label(ed.grid()[0][0]) == "O"
    assert ed.enter((0, 1), "O")  # O appears twice in every group
    assert not ed.enter((0, 2), "O") and ed.problems()
    refused_without_change(ed, lambda: ed.enter((0, 3), "X"), "L, O, P")


def test_an_unexpected_error_is_caught_and_nothing_changes(ed, monkeypatch):
    monkeypatch.setattr(es, "solve", lambda *a, **k: 1 / 0)
    refused_without_change(ed, ed.solve, "ZeroDivisionError")


SUIRO_DIGITS = "12..5...945.....2..8....4....15..8......9.2....7.31....1...59......78312..831.64."
SUIRO_COLOURS = "...267......5....2.2....9.52....815.5.1.7..8..3..15..63.8...26.67.....9..157....."


def test_every_change_is_undone_and_redone_exactly():
    given = parse(sudoku(), SUIRO_DIGITS, colours=SUIRO_COLOURS)
    ed = EditorState(suirodoku(given.givens, given.colours))
    cages = EditorState(sudoku(2, 2))
    steps = [
        (ed, lambda: ed.enter((0, 2), 3)), (ed, lambda: ed.pencil((0, 3), 2)), (ed, lambda: ed.paint((0, 0), 3)),
        (ed, lambda: ed.clear_cell((0, 2))), (ed, lambda: ed.clear_cell((0, 0))), (ed, ed.solve), (ed, ed.clear), (ed, lambda: ed.enter((0, 2), 3)),
        (ed, ed.lock), (ed, lambda: ed.import_(EditorState(sudoku()).export("json"))),
        (cages, lambda: cages.add_cage([(0, 0), (0, 1)], 3)), (cages, lambda: cages.remove_cage((0, 0))),
        (cages, lambda: cages.new_puzzle("any")), (cages, lambda: cages.import_("1... .2.. ..3. ...4")),
    ]
    for state, step in steps:
        before = state.snapshot()
        step()
        after = state.snapshot()
        assert after != before, state.message
        assert state.undo() and state.snapshot() == before
        assert state.redo() and state.snapshot() == after


def test_small_defects_of_issue_22_stay_fixed():
    """Plurals, 'in teal' only where digits are teal, a fresh New puzzle after a re-run, marks under digits."""
    ed = EditorState(sudoku(2, 2))
    assert not ed.add_cage([(0, 0)], "9") and "A cage of 1 cell sums" in ed.message
    assert ed.add_cage([(0, 0), (0, 1)], "3") and "(2 cells, sum in {3}); 1 cage now" in ed.message
    first, again = EditorState(sudoku(2, 2)), EditorState(sudoku(2, 2))  # two runs of the same cell
    first.new_puzzle(), again.new_puzzle()
    assert first.seed != again.seed
    two = EditorState(suirodoku(board=sudoku(2, 2)))
    assert two.solve() and "teal" not in two.message


def test_check_names_a_digit_that_breaks_no_rule_but_is_wrong(ed):
    ed.enter((0, 2), 1)  # no rule broken; the only solution has 4
    assert not ed.check() and "r1c3 differs from the only solution" in ed.message
    ed.enter((0, 2), 4)
    assert ed.check() and "every digit agrees with the only solution" in ed.message


def test_auto_candidates_stay_consistent_and_why_answers_both_ways(ed):
    assert ed.auto_candidates(True) and ed.marks[(0, 2)] == {1, 2, 4}
    ed.enter((0, 3), 2)
    assert ed.marks[(0, 2)] == {1, 4}
    ed.clear_cell((0, 3))
    assert ed.marks[(0, 3)] == ed.candidates()[(0, 3)]
    assert ed.why((0, 2), 1) is False and "CP-SAT proves" in ed.message
    assert ed.why((0, 2), 4) is True and ed.grid()[8][0] and "can stand" in ed.message
    ed.undo()
    assert not ed.grid()[8][0]


def test_the_step_log_is_a_notebook_cell_that_rebuilds_the_board(ed):
    ed.enter((0, 2), 4), ed.pencil((0, 3), 6)
    cell = ed.export("cell")
    assert "# 1. r1c3 = 4: no rule broken." in cell
    names = {}
    exec(cell, names)  # noqa: S102 - the exported cell is what a reader pastes and runs
    assert names["ed"].state.entries == {(0, 2): 4} and names["ed"].state.marks == {(0, 3): {6}}
