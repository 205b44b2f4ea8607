"""One browser session on the editor demo notebook, run as a child process by tests/test_browser.py.

    python tests/browser_session.py URL IMAGES_DIR REPORT_JSON

Opens URL in Debian's Chromium (never a downloaded browser) through Playwright,
runs every cell, then plays the scenarios below: each types into an editor,
clicks buttons and records what the page shows. The report is rewritten after
every observation, so a session killed by the parent's time limit still says how
far it got; the parent test asserts on the report.
"""
import json
import sys
import time
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run", "--disable-default-apps", "--disable-extensions"]
EDITORS = ("sudoku", "suirodoku", "perfect", "cages", "squares")
WAIT = 30_000  # ms for one observation

READ_GRID = """(editor) => {
    const cells = {};
    for (const el of editor.querySelectorAll('.ll-cell')) {
        const name = [...el.classList].find(c => /^ll-r\\d+c\\d+$/.test(c));
        const input = el.querySelector('input');
        cells[name.slice(3)] = {value: input.value, bad: el.classList.contains('ll-bad'), given: input.disabled,
                                background: getComputedStyle(input).backgroundColor};
    }
    return cells;
}"""

PAGE_STATE = """() => ({
    editors: [...document.querySelectorAll('.ll-editor')].map(e => e.className),
    prompts: [...document.querySelectorAll('.jp-InputPrompt')].map(p => p.textContent),
    errors: [...document.querySelectorAll('.jp-RenderedText[data-mime-type="application/vnd.jupyter.stderr"]')]
            .map(e => e.textContent.slice(0, 500)),
    dialogs: [...document.querySelectorAll('.jp-Dialog')].map(d => d.textContent.slice(0, 300)),
})"""

KERNEL_IDLE = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === 'idle');
}"""


class Session:
    """The page, the images folder and the report being written."""

    def __init__(self, page, images, report_path):
        self.page, self.images, self.report_path = page, Path(images), Path(report_path)
        self.report = {"started": time.time()}

    def note(self, scenario, key, value):
        """Record one observation and save the report at once."""
        self.report.setdefault(scenario, {})[key] = value
        self.report_path.write_text(json.dumps(self.report, indent=1))

    def editor(self, name):
        return self.page.locator(f".ll-editor.demo-{name}")

    def status(self, name):
        return self.editor(name).locator(".ll-status").inner_text()

    def wait_status(self, name, text):
        """Wait until the status line of an editor contains ``text``; return the whole line."""
        from playwright.sync_api import expect

        expect(self.editor(name).locator(".ll-status")).to_contain_text(text, timeout=WAIT)
        return self.status(name)

    def type(self, name, cell, text):
        """Click a cell, delete what is there, type ``text`` on the keyboard."""
        field = self.editor(name).locator(f".ll-{cell} input")
        field.click()
        field.press("Backspace")
        if text:
            self.page.keyboard.type(text)

    def click(self, name, css):
        self.editor(name).locator(css).first.click()

    def grid(self, name):
        return self.editor(name).evaluate(READ_GRID)

    def line(self, name, n):
        cells = self.grid(name)
        return "".join(cells[f"r{r}c{c}"]["value"] or "." for r in range(1, n + 1) for c in range(1, n + 1))

    def shot(self, name, file):
        """Screenshot of one editor into the images folder, with no hover or focus ring (stable pictures)."""
        self.page.mouse.move(1, 1)
        self.page.evaluate("() => document.activeElement && document.activeElement.blur()")
        self.page.wait_for_timeout(300)
        self.editor(name).screenshot(path=str(self.images / file), animations="disabled")


def open_notebook(s, url):
    """Load JupyterLab, check windowing is off, run all cells and wait for the editors.

    Widgets created before JupyterLab's widget manager has attached to the kernel
    are not drawn (seen as only the last editor on the page), so a second run of
    all cells is allowed; what the first run showed stays in the report. The
    run-all command is started, not awaited: its promise settles only when every
    cell has run, and a stuck run (a dialog, a busy kernel) must end in the
    timeouts below, recorded in the report, not in the parent's kill.
    """
    page = s.page
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function(KERNEL_IDLE, timeout=90_000, polling=500)
    s.note("lab", "windowing", page.evaluate("() => window.jupyterapp.shell.currentWidget.content.notebookConfig.windowingMode"))
    for attempt in (1, 2):
        page.keyboard.press("Escape")  # close a dialog left open, if any
        page.evaluate("() => { void window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        try:
            for name in EDITORS:
                s.editor(name).locator(".ll-status").wait_for(state="visible", timeout=45_000 * attempt)
            break
        except Exception:
            s.note("lab", f"page when an editor was missing (run {attempt})", page.evaluate(PAGE_STATE))
            if attempt == 2:
                raise
    s.note("lab", "editors", [name for name in EDITORS if s.editor(name).count() == 1])


def sudoku(s):
    """Type a symbol, see it accepted, click Solve, read the grid and the status."""
    s.note("sudoku", "r1c1 given", s.grid("sudoku")["r1c1"]["given"])
    s.type("sudoku", "r1c3", "4")
    s.note("sudoku", "typed", s.wait_status("sudoku", "r1c3 = 4"))
    s.shot("sudoku", "editor-sudoku-before.png")
    s.click("sudoku", "button.ll-solve")
    s.note("sudoku", "solved", s.wait_status("sudoku", "Solved:"))
    s.note("sudoku", "line", s.line("sudoku", 9))
    s.shot("sudoku", "editor-sudoku-after.png")


def invalid(s):
    """A clash and an out-of-range symbol on the 5x5 board: flagged, other entries kept, Solve refused."""
    s.type("perfect", "r1c1", "1")
    s.note("invalid", "first", s.wait_status("perfect", "r1c1 = 1"))
    s.type("perfect", "r1c2", "1")
    s.note("invalid", "clash", s.wait_status("perfect", "problem"))
    s.type("perfect", "r2c2", "7")
    s.note("invalid", "range", s.wait_status("perfect", "r2c2"))
    cells = s.grid("perfect")
    s.note("invalid", "bad cells", sorted(k for k, v in cells.items() if v["bad"]))
    s.note("invalid", "line", s.line("perfect", 5))
    s.click("perfect", "button.ll-solve")
    s.note("invalid", "solve", s.wait_status("perfect", "Cannot solve yet"))
    s.note("invalid", "line after solve", s.line("perfect", 5))
    s.click("perfect", "button.ll-clear")
    s.note("invalid", "clear", s.wait_status("perfect", "Cleared"))


def perfect(s):
    """The 5x5 perfect-code board: regions as colours, one entry, Solve."""
    s.type("perfect", "r1c1", "3")
    s.note("perfect", "typed", s.wait_status("perfect", "r1c1 = 3"))
    s.note("perfect", "backgrounds", sorted({v["background"] for v in s.grid("perfect").values()}))
    s.shot("perfect", "editor-perfect-code-before.png")
    s.click("perfect", "button.ll-solve")
    s.note("perfect", "solved", s.wait_status("perfect", "Solved:"))
    s.note("perfect", "line", s.line("perfect", 5))
    s.shot("perfect", "editor-perfect-code-after.png")


def suirodoku(s):
    """A Suirodoku: type a digit, paint a colour in colour mode, Solve fills digits and colours."""
    s.type("suirodoku", "r1c3", "3")
    s.note("suirodoku", "typed", s.wait_status("suirodoku", "r1c3 = 3"))
    s.editor("suirodoku").locator(".ll-mode button", has_text="colours").click()
    s.editor("suirodoku").locator(".ll-paint button", has_text="9 black").click()
    s.click("suirodoku", ".ll-pick-r1c3")
    s.note("suirodoku", "painted", s.wait_status("suirodoku", "r1c3 painted"))
    s.editor("suirodoku").locator(".ll-mode button", has_text="digits").click()
    s.shot("suirodoku", "editor-suirodoku-before.png")
    s.click("suirodoku", "button.ll-solve")
    s.note("suirodoku", "solved", s.wait_status("suirodoku", "Solved:"))
    s.note("suirodoku", "line", s.line("suirodoku", 9))
    s.note("suirodoku", "backgrounds", sorted({v["background"] for v in s.grid("suirodoku").values()}))
    s.shot("suirodoku", "editor-suirodoku-after.png")


def cages(s):
    """Cage mode: select two cells, give the allowed sums, make the cage, then Solve respects it."""
    s.editor("cages").locator(".ll-mode button", has_text="cages").click()
    for cell in ("r1c1", "r1c2", "r2c1"):
        s.click("cages", f".ll-pick-{cell}")
    s.note("cages", "selected", s.wait_status("cages", "Selected 3 cell(s)"))
    s.editor("cages").locator(".ll-sums input").fill("7")
    s.click("cages", "button.ll-make-cage")
    s.note("cages", "made", s.wait_status("cages", "Made the cage"))
    for cell in ("r3c3", "r3c4"):
        s.click("cages", f".ll-pick-{cell}")
    s.editor("cages").locator(".ll-sums input").fill("3, 7")
    s.click("cages", "button.ll-make-cage")
    s.note("cages", "made two", s.wait_status("cages", "2 cage(s) now"))
    s.editor("cages").locator(".ll-mode button", has_text="digits").click()
    s.note("cages", "placeholder", s.editor("cages").locator(".ll-r1c1 input").get_attribute("placeholder"))
    s.shot("cages", "editor-cages-before.png")
    s.click("cages", "button.ll-solve")
    s.note("cages", "solved", s.wait_status("cages", "Solved:"))
    s.note("cages", "line", s.line("cages", 4))
    s.shot("cages", "editor-cages-after.png")


def squares(s):
    """A Squares Sudoku (no givens, cages summing to squares): cages shown, Solve fills the grid."""
    s.note("squares", "cages listed", s.editor("squares").locator(".ll-cages").inner_text().count("cage at"))
    s.shot("squares", "editor-squares-before.png")
    s.click("squares", "button.ll-solve")
    s.note("squares", "solved", s.wait_status("squares", "Solved:"))
    s.note("squares", "line", s.line("squares", 9))
    s.shot("squares", "editor-squares-after.png")


SCENARIOS = (sudoku, invalid, perfect, suirodoku, cages, squares)


def run(url, images, report_path):
    """Play every scenario; an error ends that scenario only and is recorded with the status line."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, timeout=60_000)
        try:
            page = browser.new_context(viewport={"width": 1300, "height": 1400}).new_page()
            page.set_default_timeout(WAIT)
            s = Session(page, images, report_path)
            open_notebook(s, url)
            for scenario in SCENARIOS:
                try:
                    scenario(s)
                except Exception as err:  # noqa: BLE001 - recorded for the parent test to report
                    name = scenario.__name__
                    shown = s.status("perfect" if name == "invalid" else name) if s.editor(EDITORS[0]).count() else ""
                    s.note(name, "error", f"{type(err).__name__}: {err}".splitlines()[0] + f" | status line: {shown}")
            s.note("lab", "seconds", round(time.time() - s.report["started"], 1))
        finally:
            browser.close()


if __name__ == "__main__":
    run(*sys.argv[1:4])
