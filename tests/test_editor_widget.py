"""The widget's Python side without a browser: messages in, state and picture out, the static display."""
from latinlib import sudoku
from latinlib import parse
from latinlib import suirodoku
from latinlib.views.editor import BoardEditor, editor


EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def message(ed, action, *args, ident=1):
    """Send a message as the browser does; returns the done id the view would see."""
    ed._on_message(ed, {"id": ident, "action": action, "args": list(args)}, [])
    return ed.done


def test_a_message_runs_the_action_and_reports_done():
    ed = editor(parse(sudoku(), EASY))
    assert message(ed, "enter", [0, 2], 4, ident=7) == 7
    assert 'data-cell="0,2"' in ed.svg and "r1c3 = 4" in ed.status and ed.kind == "ok"
    assert ed.info["undo"] == 1 and ed.info["redo"] == 0


def test_every_button_has_an_action():
    ed = editor(parse(sudoku(2, 2), "1... .2.. ..3. ...4"))
    hint = [("hint", ()), ("hint", ()), ("hint", ()), ("apply", ())]
    for k, (action, args) in enumerate([("check", ()), *hint, ("unique", ()), ("solve", ()), ("undo", ()),
                                        ("redo", ()), ("clear", ()), ("lock", ()), ("export", ("json",)),
                                        ("import", ("1... .2.. ..3. ...4",)), ("new", ("easy",)), ("draw", ()),
                                        ("draw", (False,)), ("add_cage", ([[0, 1], [0, 2]], "5")),
                                        ("remove_cage", ([0, 1],)), ("pencil", ([0, 1], 3)), ("clear_cell", ([0, 1],)),
                                        ("auto", (True,)), ("auto", (False,)), ("mistakes", (True,)), ("why", ([0, 1], 3))], 1):
        assert message(ed, action, *args, ident=k) == k, action
        assert "Something went wrong" not in ed.status and "Unknown action" not in ed.status, (action, ed.status)


def test_unknown_or_broken_messages_never_leave_the_view_busy():
    ed = editor(sudoku(2, 2))
    assert message(ed, "fly", ident=3) == 3 and "Unknown action" in ed.status
    assert message(ed, "enter", "nonsense", ident=4) == 4 and ed.kind == "error"


def test_the_display_has_a_static_picture_and_a_plain_name():
    ed = editor(suirodoku())
    data, _ = ed._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert "text/html" not in data  # inline SVG in HTML is stripped by JupyterLab's sanitiser on untrusted notebooks
    assert data["image/svg+xml"].startswith("<svg") and 'width="' in data["image/svg+xml"].split(">")[0]
    assert data["text/plain"].startswith("BoardEditor(Suirodoku")


def test_the_static_picture_is_the_current_board():
    ed = editor(parse(sudoku(), EASY))
    ed.act("enter", [0, 2], 4)
    picture = ed._repr_mimebundle_()[0]["image/svg+xml"]
    assert 'data-cell="0,2" data-groups="0 11 18" data-v="4"' in picture


def test_paint_swatches_are_sent_with_readable_text_colours():
    ed = editor(suirodoku(board=sudoku(4, 4)))
    assert len(ed.info["paints"]) == 16 and len({p[0] for p in ed.info["paints"]}) == 16
    assert all(len(p) == 3 for p in ed.info["paints"])


def test_save_writes_a_picture(tmp_path):
    ed = editor(parse(sudoku(), EASY))
    assert ed.save(tmp_path / "board.png").stat().st_size > 1000
    assert isinstance(ed, BoardEditor)


def test_save_draws_the_current_board(tmp_path):
    ed = editor(parse(sudoku(), EASY))
    before = ed.save(tmp_path / "before.png").read_bytes()
    ed.act("enter", [0, 2], 4)
    assert ed.save(tmp_path / "after.png").read_bytes() != before
