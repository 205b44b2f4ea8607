"""The editor's callbacks, driven as a user would: set cell values, click buttons, read the state."""
import json

import pytest

import latinlib as ll
from latinlib.views import widgets

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
EASY_SOLVED = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


@pytest.fixture
def sudoku_editor():
    return ll.editor(ll.parse(ll.sudoku(), EASY))


def type_in(editor, name, text):
    """Type ``text`` into the cell named like 'r1c3'."""
    r, c = int(name[1]) - 1, int(name[3]) - 1
    editor.cells[r, c].value = text


def values(editor):
    return {cell: t.value for cell, t in editor.cells.items()}


def test_givens_are_shown_and_locked(sudoku_editor):
    ed = sudoku_editor
    assert ed.cells[0, 0].value == "5" and ed.cells[0, 0].disabled
    assert "ll-given" in ed.cells[0, 0]._dom_classes
    assert ed.cells[0, 2].value == "" and not ed.cells[0, 2].disabled
    assert "ll-r1c3" in ed.cells[0, 2]._dom_classes and "ll-status" in ed.status._dom_classes


def test_a_keystroke_keeps_only_the_last_symbol(sudoku_editor):
    type_in(sudoku_editor, "r1c3", "14")
    assert sudoku_editor.cells[0, 2].value == "4"
    assert sudoku_editor.message == "r1c3 = 4: no rule broken."


def test_out_of_range_symbol_is_flagged_and_other_entries_kept(sudoku_editor):
    ed = ll.editor(ll.parse(ll.sudoku(2, 2), "1... .2.. ..3. ...4"))
    type_in(ed, "r1c2", "3")
    type_in(ed, "r1c3", "7")
    assert ed.cells[0, 2].value == "7" and ed.cells[0, 1].value == "3"
    assert "ll-bad" in ed.cells[0, 2]._dom_classes and "ll-bad" not in ed.cells[0, 1]._dom_classes
    assert "r1c3: '7' is not a symbol (use 1..4)" in ed.message and ed.kind == "error"
    assert ed.cells[0, 2].style.background == widgets.BAD


def test_a_clash_flags_both_cells_and_keeps_every_entry(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r9c1", "3")
    type_in(ed, "r1c3", "5")
    assert "row 1 holds digit 5 2 times (r1c1, r1c3)" in ed.message
    bad = {cell for cell, t in ed.cells.items() if "ll-bad" in t._dom_classes}
    assert bad == {(0, 0), (0, 2)}
    assert ed.cells[8, 0].value == "3"
    type_in(ed, "r1c3", "")
    assert not any("ll-bad" in t._dom_classes for t in ed.cells.values())


def test_a_letter_is_flagged_in_plain_words(sudoku_editor):
    type_in(sudoku_editor, "r1c3", "x")
    assert "r1c3: 'x' is not a symbol (use 1..9)" in sudoku_editor.message


def test_solve_fills_the_blanks_and_keeps_entries(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "4")
    ed.button("Solve").click()
    assert ed.line() == EASY_SOLVED
    assert ed.kind == "ok" and "filled 50 cells" in ed.message and "your 1 entry kept" in ed.message
    assert "ll-solved" in ed.cells[0, 3]._dom_classes and "ll-solved" not in ed.cells[0, 2]._dom_classes
    assert ed.cells[0, 3].style.text_color == widgets.TEXT["solved"]


def test_solve_refuses_while_entries_are_broken(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "5")
    type_in(ed, "r2c2", "8")
    before = values(ed)
    ed.button("Solve").click()
    assert values(ed) == before
    assert ed.message.startswith("Cannot solve yet: 3 problem(s): row 1 holds digit 5 2 times (r1c1, r1c3)")
    assert ed.message.endswith("Fix the red cells first; nothing was changed.")


def test_solve_with_a_wrong_entry_changes_nothing(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "1")
    before = values(ed)
    ed.button("Solve").click()
    assert values(ed) == before
    assert "No solution keeps all your entries" in ed.message and ed.kind == "error"


def test_solve_timeout_changes_nothing(sudoku_editor, monkeypatch):
    ed = sudoku_editor
    type_in(ed, "r1c3", "4")
    before = values(ed)
    monkeypatch.setattr(widgets, "solve", lambda puzzle, time_limit: ll.Solution(puzzle, "unknown"))
    ed.button("Solve").click()
    assert values(ed) == before
    assert ed.message == "No answer within the time limit of 10 s; nothing was changed."


def test_an_unexpected_error_is_shown_inline(sudoku_editor, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("solver crashed")

    monkeypatch.setattr(widgets, "solve", broken)
    type_in(sudoku_editor, "r1c3", "4")
    sudoku_editor.button("Solve").click()
    assert "Something went wrong (RuntimeError: solver crashed). Your entries are kept." == sudoku_editor.message
    assert sudoku_editor.cells[0, 2].value == "4"


def test_check_names_and_highlights_broken_rules(sudoku_editor):
    ed = sudoku_editor
    ed.button("Check").click()
    assert ed.message == "Check: no rule broken so far; 51 blank(s) left."
    type_in(ed, "r1c3", "7")
    ed.button("Check").click()
    assert "row 1 holds digit 7 2 times (r1c3, r1c5)" in ed.message
    assert "ll-bad" in ed.cells[0, 4]._dom_classes
    type_in(ed, "r1c3", "")
    ed.button("Solve").click()
    ed.button("Check").click()
    assert ed.message == "Check: complete and correct — every rule holds."


def test_unique_counts_up_to_two(sudoku_editor):
    sudoku_editor.button("Unique?").click()
    assert sudoku_editor.message == "Unique: exactly one solution (proved by a complete search)."
    blank = ll.editor(ll.sudoku(2, 2))
    blank.button("Unique?").click()
    assert blank.message.startswith("Not unique: at least 2 solutions")


def test_clear_and_undo_never_lose_entries(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "4")
    ed.button("Solve").click()
    solved = values(ed)
    ed.button("Clear").click()
    assert ed.line() == EASY.replace("0", ".") and "Cleared 51 entries" in ed.message
    ed.button("Undo").click()
    assert values(ed) == solved and "ll-solved" in ed.cells[0, 3]._dom_classes


def test_lock_turns_entries_into_givens():
    ed = ll.editor(ll.sudoku(2, 2))
    for name, text in (("r1c1", "1"), ("r1c2", "2"), ("r2c1", "3")):
        type_in(ed, name, text)
    ed.button("Lock").click()
    assert len(ed.puzzle.clues()) == 3 and ed.cells[0, 1].disabled


def test_export_and_import_a_line(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "4")
    ed.format.value = "line"
    ed.button("Export").click()
    assert ed.text.value == "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    other = ll.editor(ll.sudoku())
    other.format.value = "line"
    other.text.value = ed.text.value
    other.button("Import").click()
    assert other.cells[0, 2].disabled and other.line() == ed.line()
    assert other.message == "Imported 31 givens (Undo goes back)."


def test_export_and_import_json_keeps_entries_and_cages():
    puzzle = ll.Puzzle(ll.sudoku(2, 2), cages=[([(0, 0), (0, 1)], (3, 7))])
    ed = ll.editor(puzzle)
    type_in(ed, "r1c1", "1")
    assert ed.format.value == "JSON"
    ed.button("Export").click()
    data = json.loads(ed.text.value)
    assert data["entries"][0][0] == 1 and data["cages"] == [{"cells": [[0, 0], [0, 1]], "sums": [3, 7]}]
    other = ll.editor(ll.sudoku())
    other.text.value = ed.text.value
    other.button("Import").click()
    assert other.puzzle.board == ll.sudoku(2, 2) and len(other.cells) == 16
    assert other.cells[0, 0].value == "1" and not other.cells[0, 0].disabled
    assert other.puzzle.cages == puzzle.cages


def test_bad_import_is_explained_and_changes_nothing(sudoku_editor):
    ed = sudoku_editor
    type_in(ed, "r1c3", "4")
    before = values(ed)
    ed.text.value = "12x"
    ed.format.value = "line"
    ed.button("Import").click()
    assert values(ed) == before and ed.kind == "error"
    assert ed.message == "expected 81 cells for the 9x9 board, got 3. Nothing was changed."
    ed.text.value = EASY.replace("53", "55", 1)
    ed.button("Import").click()
    assert values(ed) == before and "r1c1 and r1c2 both hold digit 5 in row 1" in ed.message
    ed.text.value = "{not json"
    ed.button("Import").click()
    assert values(ed) == before and ed.message.startswith("not valid JSON")


def test_export_line_refuses_what_a_line_cannot_hold():
    ed = ll.editor(ll.Puzzle(ll.sudoku(2, 2), colours=[[0] * 4] * 4))
    ed.format.value = "line"
    ed.button("Export").click()
    assert ed.kind == "error" and "choose JSON" in ed.message


def test_cage_mode_makes_checks_and_removes_cages():
    ed = ll.editor(ll.sudoku(2, 2))
    assert ed.mode.options == ("digits", "cages")
    ed.mode.value = "cages"
    assert ed.grid_box.layout.display == "none" and ed.pick_box.layout.display is None
    ed.picks[0, 0].click()
    ed.picks[1, 1].click()
    ed.sums.value = "4, 9"
    ed.button("Make cage").click()
    assert "is not connected" in ed.message and ed.selection == {(0, 0), (1, 1)} and not ed.puzzle.cages
    ed.picks[1, 1].click()
    ed.picks[0, 1].click()
    ed.button("Make cage").click()
    assert ed.message == "Made the cage at r1c1 with sums [4, 9]; 1 cage(s) now."
    assert ed.cells[0, 0].placeholder == "4|9" and ed.picks[0, 0].description == " (4|9)"
    assert ed.cells[0, 1].style.background == widgets.CAGE_TINTS[0]
    ed.mode.value = "digits"
    type_in(ed, "r1c1", "1")
    type_in(ed, "r1c2", "2")
    assert "cage at r1c1 sums to 3, not one of {4, 9}" in ed.message
    ed.sums.value = "four"
    ed.mode.value = "cages"
    ed.picks[1, 0].click()
    ed.button("Make cage").click()
    assert ed.message.startswith("allowed sums must be whole numbers")
    ed.button("Unselect").click()
    ed.picks[0, 1].click()
    ed.button("Remove cage").click()
    assert not ed.puzzle.cages and ed.message == "Removed 1 cage(s); 0 left."


def test_colour_mode_paints_flags_pairs_and_solves():
    ed = ll.editor(ll.Puzzle(ll.sudoku(2, 2), colours=[[0] * 4] * 4))
    assert ed.mode.options == ("digits", "colours")
    ed.mode.value = "colours"
    ed.paint.value = 2
    ed.picks[0, 0].click()
    assert ed.colours()[0][0] == 2 and ed.message == "r1c1 painted sky blue: no rule broken."
    assert ed.cells[0, 0].style.background == widgets.PALETTE[1]
    ed.picks[1, 1].click()
    assert "box 1 holds colour 2 2 times (r1c1, r2c2)" in ed.message and "ll-bad" in ed.cells[1, 1]._dom_classes
    ed.paint.value = 0
    ed.picks[1, 1].click()
    ed.mode.value = "digits"
    type_in(ed, "r1c1", "3")
    type_in(ed, "r2c2", "3")
    assert "box 1 holds digit 3 2 times" in ed.message
    type_in(ed, "r2c2", "")
    ed.button("Solve").click()
    assert ed.kind == "ok"
    solved = ll.Solution(ed.puzzle, "solved", ed.grid(), ed.colours())
    assert ll.check(ed.puzzle, solved) == []
    ed.mode.value = "colours"
    ed.paint.value = 0
    ed.picks[0, 0].click()
    assert ed.colours()[0][0] == 0


def test_given_colours_cannot_be_repainted():
    colours = [[1, 0, 0, 0]] + [[0] * 4] * 3
    ed = ll.editor(ll.Puzzle(ll.sudoku(2, 2), colours=colours))
    ed.mode.value = "colours"
    ed.picks[0, 0].click()
    assert ed.message == "r1c1 has a given colour; it cannot be repainted." and ed.colours()[0][0] == 1


def test_palette_mode_shows_regions_as_colours():
    board = ll.perfect_code_board(5, (1, 2))
    ed = ll.editor(board)
    assert ed.palette and ed.palette_box.value
    regions = {ed.cells[cell].style.background for cell in board.cells}
    assert len(regions) == 5
    ed.palette_box.value = False
    assert {ed.cells[cell].style.background for cell in board.cells} == {"white"}
    assert not ll.editor(ll.sudoku()).palette
    ed.button("Solve").click()
    assert ll.check(ll.Puzzle(board), ed.grid()) == []


def test_borders_are_thick_where_regions_change():
    board = ll.sudoku()
    assert widgets.cell_borders(board, (0, 2)) == (True, True, False, False)
    assert widgets.cell_borders(board, (4, 4)) == (False, False, False, False)


def test_draw_shows_the_screen_state(sudoku_editor):
    type_in(sudoku_editor, "r1c3", "5")
    ax = sudoku_editor.figure()
    texts = [t.get_text() for t in ax.texts]
    assert texts.count("5") >= 2 and len(ax.patches) >= 2
    sudoku_editor.button("Draw").click()
    assert sudoku_editor.kind == "ok" and "latinlib.draw" in sudoku_editor.message


def test_hint_gives_a_step_with_its_reason_and_marks_the_cell(sudoku_editor):
    ed = sudoku_editor
    ed.button("Hint").click()
    step = ll.hint(ed.puzzle)
    assert ed.message == f"Hint: {step}" and ("single" in ed.message)
    assert "ll-hint" in ed.cells[step.cell]._dom_classes and ed.cells[step.cell].value == ""
    r, c = step.cell
    type_in(ed, f"r{r + 1}c{c + 1}", str(step.value))
    assert "ll-hint" not in ed.cells[step.cell]._dom_classes


def test_hint_names_a_wrong_entry_and_keeps_it(sudoku_editor):
    type_in(sudoku_editor, "r1c3", "1")
    sudoku_editor.button("Hint").click()
    assert sudoku_editor.message == "wrong entry at r1c3: remove before asking for a hint. Nothing was changed."
    assert sudoku_editor.cells[0, 2].value == "1"


def test_hint_on_a_solved_grid(sudoku_editor):
    sudoku_editor.button("Solve").click()
    sudoku_editor.button("Hint").click()
    assert sudoku_editor.message.startswith("The grid is complete")


def test_new_puzzle_at_a_difficulty_and_undo():
    ed = ll.editor(ll.sudoku())
    type_in(ed, "r1c1", "5")
    ed.difficulty.value = "easy"
    ed.button("New puzzle").click()
    assert ed.message.startswith("New easy puzzle (seed 1): ") and "one solution (proved)" in ed.message
    assert ll.is_unique(ed.puzzle) and ll.difficulty(ed.puzzle).label == "easy"
    assert sum(t.disabled for t in ed.cells.values()) == len(ed.puzzle.clues())
    ed.button("Undo").click()
    assert ed.cells[0, 0].value == "5" and not ed.puzzle.clues()


def test_new_puzzle_on_a_palette_board():
    ed = ll.editor(ll.perfect_code_board(5, (1, 2)))
    ed.button("New puzzle").click()
    assert ed.kind == "ok" and ll.is_unique(ed.puzzle) and ed.palette


def test_short_text_repr_for_notebook_outputs(sudoku_editor):
    assert repr(sudoku_editor) == "Editor(Puzzle(9x9 Sudoku (3x3 boxes), 30 givens))"
    bundle = sudoku_editor._repr_mimebundle_()
    assert bundle["text/plain"] == repr(sudoku_editor) and "application/vnd.jupyter.widget-view+json" in bundle


def test_save_writes_the_picture(sudoku_editor, tmp_path):
    path = sudoku_editor.save(tmp_path / "editor.png")
    assert path.read_bytes()[:4] == b"\x89PNG"


SUIRO_DIGITS = "12..5...945.....2..8....4....15..8......9.2....7.31....1...59......78312..831.64."
SUIRO_COLOURS = "...267......5....2.2....9.52....815.5.1.7..8..3..15..63.8...26.67.....9..157....."


def test_hint_on_a_suirodoku_names_the_layer_and_the_reason():
    ed = ll.editor(ll.suirodoku(ll.parse(ll.sudoku(), SUIRO_DIGITS).givens, ll.parse(ll.sudoku(), SUIRO_COLOURS).givens))
    ed.button("Hint").click()
    assert ed.message.startswith("Hint: r") and "single" in ed.message and "among the digits" in ed.message
    assert ed.hinted is not None and "ll-hint" in ed.cells[ed.hinted]._dom_classes
    type_in(ed, "r1c3", "6")
    ed.button("Hint").click()
    assert ed.message == "No solution keeps all your entries, so at least one of them is wrong. Nothing was changed."


def test_hint_on_a_caged_puzzle_uses_singles_of_the_groups():
    puzzle = ll.Puzzle(ll.sudoku(2, 2), [[1, 2, 3, 0]] + [[0] * 4] * 3, cages=[([(1, 0), (1, 1)], (7,))])
    ed = ll.editor(puzzle)
    ed.button("Hint").click()
    assert ed.message == "Hint: r1c4 = 4: naked single"


def test_hint_when_no_single_applies_names_a_guess():
    ed = ll.editor(ll.Puzzle(ll.sudoku(2, 2), cages=[([(0, 0), (0, 1)], (3,))]))
    ed.button("Hint").click()
    assert ed.message.startswith("Hint: no single applies: a guess is needed; r1c1 has the fewest digit candidates {1, 2, 3, 4}")


def test_new_two_layer_puzzle_is_solved_by_singles():
    ed = ll.editor(ll.suirodoku())
    ed.button("New puzzle").click()
    assert ed.kind == "ok" and ed.message.startswith("New easy two-layer puzzle (seed 1): ")
    assert ed.puzzle.is_two_layer and ll.suirodoku.singles_progress(ed.puzzle) == 1
    ed.difficulty.value = "hard"
    ed.button("New puzzle").click()
    assert ed.kind == "error" and "two-layer puzzles are made only as 'easy' ones" in ed.message


def test_a_board_with_letter_labels_and_repeated_symbols():
    board = ll.boards.with_word(ll.latin_square(4), "LOOP")
    ed = ll.editor(board)
    type_in(ed, "r1c1", "o")
    type_in(ed, "r1c2", "O")
    type_in(ed, "r1c3", "O")
    assert "row 1 holds digit" in ed.message and "3 times" in ed.message
    type_in(ed, "r1c3", "x")
    assert "r1c3: 'x' is not a symbol (use L, O, P)" in ed.message
    type_in(ed, "r1c3", "")
    ed.button("Solve").click()
    assert ed.kind == "ok" and all(t.value in "LOP" for t in ed.cells.values())
    assert sorted(t.value for (r, c), t in ed.cells.items() if r == 0) == ["L", "O", "O", "P"]


def test_cages_are_listed_in_words():
    ed = ll.editor(ll.Puzzle(ll.sudoku(2, 2), cages=[([(0, 0), (0, 1)], (3, 7))]))
    assert "1 cage(s), each summing to one of {3, 7}: cage at r1c1: r1c1 r1c2" in ed.cage_list.value
