"""The widget in a real browser: JupyterLab and Notebook 7 on 127.0.0.1, Debian's Chromium driven by Playwright.

A temporary notebook creates five editors; the tests type, use pencil marks,
undo and redo by keys, draw cages, paint colours, press every button, check the
layout at 600 and 900 px, time Check and Solve, and save screenshots into images/.
"""
import json

import pytest

from board_page import KERNEL_IDLE, START_WAIT, Editor, open_notebook
from servers import IMAGES, chromium_page, notebook_json, require_chromium, start, stop

TIMINGS = IMAGES / "timings.json"
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SUIRO_DIGITS = "12..5...945.....2..8....4....15..8......9.2....7.31....1...59......78312..831.64."
SUIRO_COLOURS = "...267......5....2.2....9.52....815.5.1.7..8..3..15..63.8...26.67.....9..157....."
NAMES = ("sudoku", "suirodoku", "perfect", "cages", "squares", "big")
CELLS = [
    "import latinlib as ll\nfrom latinlib import editor, parse, perfect_code_board, sudoku, suirodoku\n"
    "load_instance = ll.squares.load_instance",
    f"ed_sudoku = editor(parse(sudoku(), {EASY!r}))\ned_sudoku.add_class('demo-sudoku')\ned_sudoku",
    f"p = parse(sudoku(), {SUIRO_DIGITS!r}, colours={SUIRO_COLOURS!r})\n"
    "ed_suirodoku = editor(suirodoku(p.givens, p.colours))\ned_suirodoku.add_class('demo-suirodoku')\ned_suirodoku",
    "ed_perfect = editor(perfect_code_board(5, (1, 2)))\ned_perfect.add_class('demo-perfect')\ned_perfect",
    "ed_cages = editor(sudoku(2, 2))\ned_cages.add_class('demo-cages')\ned_cages",
    "ed_squares = editor(load_instance('squares_1')[0])\ned_squares.add_class('demo-squares')\ned_squares",
    "ed_big = editor(suirodoku(board=sudoku(4, 4)), time_limit=2)\ned_big.add_class('demo-big')\ned_big",
]


@pytest.fixture(scope="module", params=["lab", "notebook"])
def page(request, tmp_path_factory):
    """One server and one browser page with the demo notebook run; both always stopped."""
    require_chromium()
    kind = request.param
    home = tmp_path_factory.mktemp(kind)
    (home / "demo.ipynb").write_text(json.dumps(notebook_json(CELLS)))
    process, url, base = start(kind, home, "demo.ipynb")
    try:
        with chromium_page({"width": 1280, "height": 1600}) as page:
            open_notebook(page, url, NAMES)
            page.kind = kind
            yield page
    finally:
        stop(process, base)


def record(kind, key, value):
    """Keep a measured timing in images/timings.json."""
    IMAGES.mkdir(exist_ok=True)
    data = json.loads(TIMINGS.read_text()) if TIMINGS.exists() else {}
    data.setdefault(kind, {})[key] = value
    TIMINGS.write_text(json.dumps(data, indent=1))


def test_typing_replaces_digits_and_zero_delete_backspace_clear(page):
    ed = Editor(page, "sudoku")
    ed.select(0, 2)
    ed.press("1")
    assert ed.attr(0, 2, "v") == "1"
    ed.press("4")
    assert ed.attr(0, 2, "v") == "4" and "r1c3 = 4" in ed.status()
    for key in ("0", "Delete", "Backspace"):
        ed.press("4")
        ed.press(key)
        assert ed.attr(0, 2, "v") == "" and "cleared" in ed.status(), key


def test_a_clash_is_red_until_fixed_and_givens_are_locked(page):
    ed = Editor(page, "sudoku")
    ed.select(0, 2)
    ed.press("5")
    assert "bad" in ed.cell(0, 2).get_attribute("class") and "row 1 holds symbol 5" in ed.cell(0, 2).locator("title").text_content()
    ed.press("4")
    assert "bad" not in ed.cell(0, 2).get_attribute("class") and "bad" not in ed.cell(0, 0).get_attribute("class")
    ed.select(0, 0)
    ed.press("9")
    assert ed.attr(0, 0, "v") == "5" and "given" in ed.status()


def test_arrows_tab_and_highlights(page):
    ed = Editor(page, "sudoku")
    ed.select(0, 2)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    assert ed.root.get_attribute("data-sel") == "1,4"
    classes = ed.cell(1, 0).get_attribute("class")
    assert "peer" in classes  # same row
    assert "same" in ed.cell(2, 1).get_attribute("class")  # r2c5 and r3c2 both hold 9
    assert "peer" not in ed.cell(8, 8).get_attribute("class")

def test_pencil_marks_and_undo_redo_by_keys(page):
    ed = Editor(page, "sudoku")
    ed.select(0, 3)
    ed.press("Shift+Digit2")
    ed.press("Shift+Digit6")
    assert ed.attr(0, 3, "marks") == "2 6"
    ed.press("Control+z")
    assert ed.attr(0, 3, "marks") == "2"
    ed.press("Control+y")
    assert ed.attr(0, 3, "marks") == "2 6"
    ed.root.locator("button.llv-b-mode-pencil").click()
    ed.select(0, 3)
    ed.press("6")
    assert ed.attr(0, 3, "marks") == "2"
    ed.root.locator("button.llv-b-mode-digits").click()
    ed.select(0, 3)
    ed.act(lambda: ed.root.locator("button.llv-b-pad-6").click())
    assert ed.attr(0, 3, "v") == "6"
    ed.click("undo")
    assert ed.attr(0, 3, "v") == "" and ed.attr(0, 3, "marks") == "2"


def test_check_and_solve_timed_then_unique_and_hint(page):
    ed = Editor(page, "sudoku")
    ed.click("clear")
    seen = ed.click("check")
    assert "no rule broken" in ed.status()
    record(page.kind, "check_ms_in_page", ed.last_ms())
    record(page.kind, "check_s_seen_by_test", round(seen, 3))
    assert ed.last_ms() < 1000
    seen = ed.click("solve")
    assert "Solved: filled 51 cells" in ed.status() and ed.root.locator("g.hint").count() == 0
    record(page.kind, "solve_ms_in_page", ed.last_ms())
    record(page.kind, "solve_s_seen_by_test", round(seen, 3))
    ed.click("unique")
    assert "exactly one solution" in ed.status() and "not counted" in ed.status()
    ed.shot(IMAGES / f"{page.kind}-sudoku-solved.png")


def test_new_lock_export_import_draw(page):
    ed = Editor(page, "sudoku")
    ed.root.locator("select.llv-level").select_option("easy")
    ed.click("new")
    assert "New easy puzzle" in ed.status()
    ed.click("undo")
    ed.root.locator("summary").click()
    ed.click("export")
    text = ed.root.locator("textarea.llv-text").input_value()
    assert text.startswith("{") and '"entries"' in text
    ed.root.locator("textarea.llv-text").fill("garbage{")
    ed.click("import")
    assert "neither JSON" in ed.status() and "81 cells" in ed.status()
    ed.root.locator("textarea.llv-text").fill(text)
    ed.click("import")
    assert "Imported JSON" in ed.status()
    ed.click("draw")
    assert ed.root.locator("img.llv-img").count() == 1
    ed.click("close-figure")
    ed.click("lock")
    assert "Locked" in ed.status()
    ed.click("undo")
    ed.click("undo")
    ed.click("redo")


def test_status_height_is_fixed_and_nothing_scrolls_sideways(page):
    ed = Editor(page, "sudoku")
    heights = set()
    for button in ("check", "unique", "clear"):
        ed.click(button)
        heights.add(ed.root.locator(".llv-status").bounding_box()["height"])
    assert len(heights) == 1
    for width in (600, 900):
        page.set_viewport_size({"width": width, "height": 1400})
        page.wait_for_function("w => window.innerWidth === w", arg=width)
        for name in ("sudoku", "suirodoku", "squares", "big"):
            box = Editor(page, name).root
            over = box.evaluate("""el => {
                const right = el.getBoundingClientRect().right;
                const clipped = b => b.tagName === 'BUTTON' && b.offsetParent && b.scrollWidth > b.clientWidth + 1;
                const cut = [...el.querySelectorAll('button, select, svg')]
                    .filter(b => b.getBoundingClientRect().right > right + 1 || clipped(b));
                return {scroll: el.scrollWidth - el.clientWidth, cut: cut.map(b => b.textContent)};
            }""")
            assert over["scroll"] <= 0 and over["cut"] == [], (width, name, over)
        sideways = page.evaluate("""() => [...document.querySelectorAll('.jp-OutputArea-output, .jp-Notebook, .jp-WindowedPanel-outer')]
                                       .filter(e => e.scrollWidth > e.clientWidth + 1).length""")
        assert sideways == 0, width
        if width == 600:
            Editor(page, "sudoku").root.screenshot(path=str(IMAGES / f"{page.kind}-sudoku-600px.png"))
    page.set_viewport_size({"width": 1280, "height": 1600})


def test_suirodoku_paint_swatches_and_solve(page):
    ed = Editor(page, "suirodoku")
    ed.root.locator("button.llv-b-mode-colours").click()
    swatch = ed.root.locator("button.llv-b-pad-9")
    assert swatch.evaluate("b => getComputedStyle(b).backgroundColor") == "rgb(0, 0, 0)"
    ed.select(0, 2)  # in Colours mode a click only selects: nothing painted, no rule reported
    assert ed.attr(0, 2, "colour") == "" and "painted" not in ed.status()
    ed.act(lambda: swatch.click())  # the swatch paints the selected cell
    assert ed.attr(0, 2, "colour") == "9" and "painted black" in ed.status()
    ed.select(0, 6)
    ed.press("9")  # black again in row 1: a clash, the paint stays visible
    assert ed.attr(0, 6, "colour") == "9" and "bad" in ed.cell(0, 6).get_attribute("class")
    assert ed.cell(0, 6).locator("rect.bg").get_attribute("fill") == "#000000"
    ed.press("Control+z")
    ed.root.locator("button.llv-b-mode-digits").click()
    ed.shot(IMAGES / f"{page.kind}-suirodoku.png")
    ed.click("solve")
    assert "Solved:" in ed.status() or "No solution" in ed.status()
    ed.shot(IMAGES / f"{page.kind}-suirodoku-after.png")


def test_drawing_cages_by_drag_and_solving(page):
    ed = Editor(page, "cages")
    ed.root.locator("button.llv-b-mode-cages").click()
    first, last = ed.cell(0, 0).bounding_box(), ed.cell(0, 1).bounding_box()
    page.mouse.move(first["x"] + 5, first["y"] + 5)
    page.mouse.down()
    page.mouse.move(last["x"] + 10, last["y"] + 10, steps=4)
    page.mouse.up()
    ed.cell(1, 0).click()
    assert ed.root.locator("g.c.pick").count() == 3
    ed.root.locator("input.llv-sums").fill("7")
    ed.click("make-cage")
    assert "Made the cage at r1c1" in ed.status() and ed.root.locator("g.c.pick").count() == 0
    ed.cell(0, 0).click()
    ed.root.locator("input.llv-sums").fill("3")
    ed.click("make-cage")
    assert "already in the cage at r1c1" in ed.status()
    ed.click("solve")
    assert "Solved:" in ed.status()
    ed.shot(IMAGES / f"{page.kind}-cages.png")


def test_squares_and_perfect_code_pictures(page):
    ed = Editor(page, "squares")
    assert ed.root.locator("svg.llv-board path[stroke-dasharray]").count() > 10
    ed.shot(IMAGES / f"{page.kind}-squares.png")
    seen = ed.click("solve")
    record(page.kind, "squares_solve_s_seen_by_test", round(seen, 3))
    assert "Solved:" in ed.status()
    ed.shot(IMAGES / f"{page.kind}-squares-solved.png")
    ed = Editor(page, "perfect")
    ed.select(0, 0)
    ed.press("3")
    fills = set(ed.root.locator("g.c rect.bg").evaluate_all("rs => rs.map(r => r.getAttribute('fill'))"))
    assert len(fills) >= 3
    ed.shot(IMAGES / f"{page.kind}-perfect-code.png")


def test_sixteen_symbols_two_layers_typing_and_paint(page):
    ed = Editor(page, "big")
    ed.select(0, 0)
    ed.press("1")
    ed.press("2")
    assert ed.attr(0, 0, "v") == "12"
    ed.root.locator("button.llv-b-mode-colours").click()
    swatches = ed.root.locator(".llv-pad button").evaluate_all("bs => bs.map(b => getComputedStyle(b).backgroundColor)")
    assert len(set(swatches[:16])) == 16
    ed.act(lambda: ed.root.locator("button.llv-b-pad-16").click())  # picks the colour and paints the selected r1c1
    ed.select(0, 1)  # a click only selects; the swatch paints the selected cell
    ed.act(lambda: ed.root.locator("button.llv-b-pad-16").click())
    assert ed.attr(0, 1, "colour") == "16" and "painted" in ed.status()
    ed.select(0, 1)
    page.wait_for_function("el => el.dataset.sel === '0,1'", arg=ed.root.element_handle())
    fill = ed.cell(0, 1).locator("rect.hl").evaluate("r => getComputedStyle(r).fill")
    assert fill == "none"  # the highlight never tints a painted colour
    ed.root.locator("button.llv-b-mode-digits").click()
    ed.shot(IMAGES / f"{page.kind}-suirodoku-16.png")
    ed.select(0, 0)
    ed.press("Control+z"), ed.press("Control+z"), ed.press("Control+z")
    before = ed.done()
    ed.root.locator("button.llv-b-solve").click()  # a blank 16x16 Suirodoku with a 2 s limit: a real time-out
    ed.wait_status("Solving… ")  # the busy state: elapsed time shown, the board dimmed
    assert ed.root.get_attribute("aria-busy") == "true"
    ed.root.locator("button.llv-b-check").click()  # a second action is refused in words, not silently
    ed.wait_status("Checking not started")
    ed.wait_done(before)
    assert "No answer within 2 s" in ed.status() and "contradict" not in ed.status()
    assert ed.root.locator("button.llv-b-check").is_enabled()


def test_keys_after_a_pad_click_space_and_the_layout_at_1000_by_800(page):
    ed = Editor(page, "cages")  # a 4x4: its picture is 320 px wide
    ed.select(0, 0)
    ed.act(lambda: ed.root.locator("button.llv-b-pad-1").click())
    ed.select(0, 1)
    ed.act(lambda: ed.root.locator("button.llv-b-check").click())
    ed.press("2")  # the focus came back to the board: the digit is not lost
    assert ed.attr(0, 1, "v") == "2"
    scroller = ".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook, #main-panel"
    before = page.evaluate("css => [...document.querySelectorAll(css)].map(e => e.scrollTop)", scroller)
    page.keyboard.press("Space")
    assert page.evaluate("css => [...document.querySelectorAll(css)].map(e => e.scrollTop)", scroller) == before
    ed.press("Control+z"), ed.press("Control+z")
    page.set_viewport_size({"width": 1000, "height": 800})
    page.wait_for_function("w => window.innerWidth === w", arg=1000)
    ed.root.evaluate("el => el.scrollIntoView({block: 'start'})")
    sizes = ed.root.evaluate("""el => {
        const box = s => el.querySelector(s).getBoundingClientRect();
        return {wrap: box('.llv-boardwrap').width, svg: box('svg.llv-board').width, gap: box('.llv-pad').left - box('svg.llv-board').right,
                status: box('.llv-status').bottom, height: window.innerHeight};
    }""")
    assert abs(sizes["wrap"] - sizes["svg"]) <= 2 and sizes["gap"] < 40, sizes
    assert sizes["status"] <= sizes["height"], sizes
    ed.shot(IMAGES / f"{page.kind}-1000x800.png")
    page.set_viewport_size({"width": 1280, "height": 1600})


def test_three_hint_levels_then_apply(page):
    ed = Editor(page, "sudoku")
    ed.click("clear")
    for level in (1, 2, 3):
        ed.click("hint")
        assert f"Hint {level} of 3" in ed.status() and ed.root.get_attribute("data-hint-level") == str(level)
        ed.shot(IMAGES / f"{page.kind}-hint-{level}.png")
    assert ed.root.locator("g.hint").count() == 1
    filled = ed.root.locator('g.c[data-v=""]').count()
    ed.click("apply")
    assert "Applied" in ed.status() and ed.root.locator('g.c[data-v=""]').count() < filled
    ed.click("hint")
    assert "Hint 1 of 3" in ed.status()
    ed.click("undo")


def test_auto_candidates_show_mistakes_and_why(page):
    ed = Editor(page, "sudoku")
    ed.click("clear")
    ed.click("auto")
    assert ed.attr(0, 2, "marks") == "1 2 4" and ed.root.locator("button.llv-b-auto").get_attribute("aria-pressed") == "true"
    ed.select(0, 2)
    ed.press("1")  # breaks no rule, differs from the only solution (4)
    assert "1" not in ed.attr(0, 3, "marks").split()  # kept consistent: the peers lose the 1
    ed.shot(IMAGES / f"{page.kind}-auto-candidates.png")
    ed.click("mistakes")
    assert "r1c3" in ed.status() and ed.root.locator("line.mistake").count() == 1
    ed.click("mistakes")
    ed.press("Backspace")
    ed.root.locator("button.llv-b-mode-why").click()
    ed.select(0, 2)
    ed.press("1")
    assert "Why not 1 in r1c3? CP-SAT proves" in ed.status()
    ed.shot(IMAGES / f"{page.kind}-why.png")
    ed.select(0, 2)  # the screenshot took the focus away
    ed.press("4")
    assert "can stand" in ed.status() and ed.attr(8, 0, "v") != ""
    ed.root.locator("button.llv-b-mode-digits").click()
    ed.click("undo"), ed.click("undo"), ed.click("clear")

def test_a_busy_kernel_is_shown_and_a_key_typed_meanwhile_is_entered_after(page):
    ed = Editor(page, "cages")
    ed.select(2, 2)
    page.evaluate("() => { window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
                  ".requestExecute({code: 'import time; time.sleep(4)'}); }")
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'busy'")
    seen = ed.press("3")  # ipykernel 7 may answer a widget message while a cell runs: then no wait is shown
    assert ed.attr(2, 2, "v") == "3", "the key typed while the kernel was busy is entered"
    if seen > 1.5:
        assert ed.root.get_attribute("data-waited") == "1", "a slow answer showed 'Waiting for the kernel'"
    ed.press("Backspace")

def test_after_a_kernel_restart_the_editor_says_to_rerun_the_cell(page):
    """Last in the module (a restart ends every editor on the page): Solve says to re-run the cell, never spins."""
    ed = Editor(page, "cages")
    ed.select(3, 3)
    ed.press("2")
    page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    page.wait_for_function(KERNEL_IDLE, timeout=START_WAIT, polling=300)
    ed.root.locator("button.llv-b-solve").click()
    ed.wait_status("Re-run this cell")
    assert "kernel is gone" in ed.status()  # said at once, when the send fails, not after the no-answer watchdog
    assert "Solving" not in ed.status() and ed.root.locator("button.llv-b-check").is_enabled()
    saved = json.loads(ed.root.locator("textarea.llv-text").input_value())  # the board handed back, entry included
    assert saved["entries"][3][3] == 2
    ed.root.locator("button.llv-b-check").click()
    ed.wait_status("Re-run this cell")
