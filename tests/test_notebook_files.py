"""Opening a workbook notebook in JupyterLab and saving it, without running anything, changes no byte of it:
browsing the workbook never dirties a clone. (tools/execute.py writes notebooks as JupyterLab does.)"""
import shutil
import time

import pytest
from board_page import KERNEL_IDLE
from servers import ROOT, chromium_page, require_chromium, start, stop

NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SAVE_WAIT = 60  # seconds for JupyterLab to write the file once asked
OPENED = """(name) => {
    const widget = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return Boolean(widget && widget.context && widget.context.path === name && widget.context.isReady);
}"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab serving copies of the notebooks, and one Chromium page; both always stopped."""
    require_chromium()
    home = tmp_path_factory.mktemp("files")
    for path in NOTEBOOKS:
        shutil.copy(path, home / path.name)
    process, _, base = start("lab", home, NOTEBOOKS[0].name)
    try:
        with chromium_page({"width": 1280, "height": 900}) as page:
            yield page, base, home
    finally:
        stop(process, base)


def wait_for_new_file(path, before):
    """Poll until ``path`` has been written again (its modification time moved on)."""
    end = time.monotonic() + SAVE_WAIT
    while path.stat().st_mtime_ns == before:
        if time.monotonic() > end:
            raise TimeoutError(f"JupyterLab did not save {path.name} within {SAVE_WAIT} s")
        time.sleep(0.1)


@pytest.mark.parametrize("original", NOTEBOOKS, ids=lambda p: p.name)
def test_opening_and_saving_changes_nothing(lab, original):
    page, base, home = lab
    copy = home / original.name
    before = copy.stat().st_mtime_ns
    page.goto(f"{base}/lab/tree/{original.name}", wait_until="domcontentloaded")
    page.wait_for_function(OPENED, arg=original.name, timeout=120_000, polling=300)
    page.wait_for_function(KERNEL_IDLE, timeout=120_000, polling=300)
    page.evaluate("async () => { await window.jupyterapp.shell.currentWidget.context.save(); }")
    wait_for_new_file(copy, before)
    assert copy.read_bytes() == original.read_bytes()
