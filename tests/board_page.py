"""Playwright helpers: open the demo notebook, run it, and drive one editor as a user would.

Every wait is on a real condition: the kernel idle, an editor's ``data-done``
counter (set when Python has finished an action and the picture is shown), a
cell's ``data-v`` or the status text. No fixed sleeps.
"""
import time

WAIT = 60_000  # ms for one observation (generous: the tests must pass beside a busy core)
START_WAIT = 300_000  # ms for JupyterLab to open a notebook or start a kernel on a loaded machine

KERNEL_IDLE = """() => {
    const app = window.jupyterapp;
    const panel = app && app.shell.currentWidget;
    const kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && kernel.status === 'idle' && panel.sessionContext.session.kernel.connectionStatus === 'connected');
}"""


def open_notebook(page, url, names):
    """Load the page, wait for an idle kernel, run all cells, wait until every editor shows its board."""
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function(KERNEL_IDLE, timeout=START_WAIT, polling=300)
    for attempt in (1, 2):
        page.keyboard.press("Escape")
        page.evaluate("() => { void window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        try:
            for name in names:
                page.locator(f".demo-{name} .llv-board").wait_for(state="visible", timeout=90_000 * attempt)
            break
        except Exception:
            if attempt == 2:
                raise
    page.wait_for_function(KERNEL_IDLE, timeout=START_WAIT, polling=300)


class Editor:
    """One editor on the page, found by its demo class."""

    def __init__(self, page, name):
        self.page, self.name = page, name
        self.root_css = f".demo-{name} .llv"
        self.root = page.locator(self.root_css)

    def cell(self, r, c):
        return self.root.locator(f'g.c[data-cell="{r},{c}"]')

    def attr(self, r, c, name):
        return self.cell(r, c).get_attribute(f"data-{name}")

    def done(self):
        return int(self.root.get_attribute("data-done") or 0)

    def status(self):
        return self.root.locator(".llv-status").inner_text()

    def wait_done(self, before):
        """Wait until Python has finished an action started after ``before`` was read."""
        self.page.wait_for_function("([css, before]) => Number(document.querySelector(css).dataset.done || 0) > before",
                                    arg=[self.root_css, before], timeout=WAIT, polling="raf")

    def act(self, do, settle=True):
        """Run ``do`` (clicks, keys), then wait for the action's result; returns seconds taken as seen here."""
        before = self.done()
        start = time.perf_counter()
        do()
        if settle:
            self.wait_done(before)
        return time.perf_counter() - start

    def select(self, r, c):
        self.cell(r, c).click()
        self.page.wait_for_function("([css, key]) => document.querySelector(css).dataset.sel === key",
                                    arg=[self.root_css, f"{r},{c}"], timeout=WAIT)

    def press(self, key):
        return self.act(lambda: self.page.keyboard.press(key))

    def click(self, name):
        """Click the button llv-b-<name> and wait for the result."""
        return self.act(lambda: self.root.locator(f"button.llv-b-{name}").click())

    def wait_status(self, text):
        from playwright.sync_api import expect

        expect(self.root.locator(".llv-status")).to_contain_text(text, timeout=WAIT)
        return self.status()

    def last_ms(self):
        return float(self.root.get_attribute("data-last-ms"))

    def shot(self, path):
        """A screenshot of the editor with no hover or focus ring."""
        self.page.mouse.move(1, 1)
        self.page.evaluate("() => document.activeElement && document.activeElement.blur()")
        self.page.locator(f".demo-{self.name}").screenshot(path=str(path), animations="disabled")
