"""The committed notebooks name no interpreter, and opening one in JupyterLab changes nothing else.

The rule (tools/execute.py writes notebooks by it): a committed notebook is the same whichever Python 3,
OR-Tools build or machine executed it, so its metadata keeps the language but not the Python version
(``language_info`` without ``version``) and no output names a path of the machine. Opening and saving it in
JupyterLab, without running anything, changes no cell and no metadata except ``language_info``, which
JupyterLab copies from whatever kernel it started (so it gains that kernel's version); every other byte
stays as committed.
"""
import importlib.util
import json
import platform
import re
import shutil
import sys
import time
from pathlib import Path

import nbformat
import pytest
import servers
from board_page import KERNEL_IDLE, START_WAIT

NOTEBOOKS = sorted((servers.ROOT / "notebooks").glob("*.ipynb"))
# What an output must never name: this machine's folders (the interpreter's, the home folder).
MACHINE_PATHS = sorted({sys.prefix, sys.base_prefix, sys.exec_prefix, str(Path.home()), "site-packages"} - {"", "/"})
SAVE_WAIT = 60  # seconds for JupyterLab to write the file once asked
OPENED = """(name) => {
    const widget = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return Boolean(widget && widget.context && widget.context.path === name && widget.context.isReady);
}"""
# One JupyterLab page for every notebook: each is opened by the app's own command, saved, then closed with its kernel.
OPEN = """async (name) => {
    await window.jupyterapp.restored;
    await window.jupyterapp.commands.execute('docmanager:open', {path: name});
}"""
CLOSE = """async () => {
    const widget = window.jupyterapp.shell.currentWidget;
    if (widget && widget.sessionContext) { await widget.sessionContext.shutdown(); widget.dispose(); }
}"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """JupyterLab serving copies of the notebooks, loaded once in one Chromium page; both always stopped."""
    servers.require_chromium()
    home = tmp_path_factory.mktemp("files")
    for path in NOTEBOOKS:
        shutil.copy(path, home / path.name)
    process, _, base = servers.start("lab", home, NOTEBOOKS[0].name)
    try:
        with servers.chromium_page({"width": 1280, "height": 900}) as page:
            page.goto(f"{base}/lab", wait_until="domcontentloaded")
            page.wait_for_function("() => Boolean(window.jupyterapp)", timeout=START_WAIT, polling=300)
            yield page, base, home
    finally:
        servers.stop(process, base)


def wait_for_new_file(path, before):
    """Poll until ``path`` has been written again (its modification time moved on)."""
    end = time.monotonic() + SAVE_WAIT
    while path.stat().st_mtime_ns == before:
        if time.monotonic() > end:
            raise TimeoutError(f"JupyterLab did not save {path.name} within {SAVE_WAIT} s")
        time.sleep(0.1)


def execute_tool():
    """tools/execute.py as a module (tools/ is no package)."""
    spec = importlib.util.spec_from_file_location("execute", servers.ROOT / "tools" / "execute.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("original", NOTEBOOKS, ids=lambda p: p.name)
def test_a_committed_notebook_names_no_interpreter(original):
    notebook = nbformat.read(original, as_version=4)
    assert "version" not in notebook.metadata.get("language_info", {}), "re-execute it with tools/execute.py"
    written = nbformat.read(original, as_version=4)
    execute_tool().normalise(written)
    assert written == notebook, "metadata differs from what tools/execute.py writes"
    assert [path for path in MACHINE_PATHS if path in output_text(notebook)] == []


def output_text(notebook):
    """The text of every output (streams, tracebacks, text and HTML data), without base64 images (image data, and
    data: URIs inside HTML), in which a path such as '/usr' can appear by chance."""
    parts = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            parts += [output.get("text", ""), *output.get("traceback", [])]
            parts += [str(value) for kind, value in output.get("data", {}).items() if not kind.startswith("image/")]
    return re.sub(r"data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+", "", "\n".join(parts))


def heading_anchor(text):
    """The anchor JupyterLab gives a markdown heading: its text without links' targets, code marks or emphasis,
    spaces turned into '-' (the rule the glossary states)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[`*]", "", text).strip().replace(" ", "-")


def markdown_of(path):
    """The text of each markdown cell of a notebook, in order."""
    return ["".join(cell.source) for cell in nbformat.read(path, as_version=4).cells if cell.cell_type == "markdown"]


def test_every_link_to_a_section_finds_its_heading():
    texts = {path.name: markdown_of(path) for path in NOTEBOOKS}
    headings = {name: {heading_anchor(title) for text in cells for title in re.findall(r"^#{1,6}\s+(.*)$", text, re.M)}
                for name, cells in texts.items()}
    assert "Critical-set" in headings["10-glossary.ipynb"] and len(headings) == len(NOTEBOOKS)
    broken = [f"{name}: {target or name}#{anchor}" for name, cells in texts.items() for text in cells
              for target, anchor in re.findall(r"\]\(((?:\d\d-[\w-]+\.ipynb)?)#((?:[^()\s]|\([^()\s]*\))+)\)", text)
              if anchor not in headings.get(target or name, ())]
    assert broken == []


def test_the_readme_lists_every_notebook_by_its_own_title_in_course_order():
    titles = [next(re.search(r"^# (.+)$", text, re.M).group(1) for text in markdown_of(path)
                   if re.search(r"^# ", text, re.M)) for path in NOTEBOOKS]
    listed = re.findall(r"^\d+\. \[(.+)\]\(notebooks/(\d\d-[\w-]+\.ipynb)\)", (servers.ROOT / "README.md").read_text(), re.M)
    assert listed == [(title, path.name) for title, path in zip(titles, NOTEBOOKS)]


def with_language_info(text, language_info):
    """The bytes JupyterLab (through Jupyter Server and nbformat) writes for ``text`` with another ``language_info``."""
    notebook = nbformat.reads(text, as_version=nbformat.NO_CONVERT)
    notebook.metadata["language_info"] = language_info
    return nbformat.writes(notebook, version=nbformat.NO_CONVERT) + "\n"


@pytest.mark.slow
@pytest.mark.parametrize("original", NOTEBOOKS, ids=lambda p: p.name)
def test_opening_and_saving_changes_nothing_but_the_kernel_language_info(lab, original):
    page, base, home = lab
    copy = home / original.name
    before = copy.stat().st_mtime_ns
    page.evaluate(OPEN, original.name)
    try:
        page.wait_for_function(OPENED, arg=original.name, timeout=START_WAIT, polling=300)
        page.wait_for_function(KERNEL_IDLE, timeout=START_WAIT, polling=300)
        page.evaluate("async () => { await window.jupyterapp.shell.currentWidget.context.save(); }")
        wait_for_new_file(copy, before)
    finally:
        page.evaluate(CLOSE)
    saved = copy.read_text(encoding="utf-8")
    kernel_language = json.loads(saved)["metadata"]["language_info"]
    committed_language = json.loads(original.read_text(encoding="utf-8"))["metadata"].get("language_info", {})
    assert kernel_language["version"] == platform.python_version()  # the kernel JupyterLab started runs this Python
    assert {key: kernel_language[key] for key in committed_language if key != "version"} == \
        {key: value for key, value in committed_language.items() if key != "version"}
    assert saved == with_language_info(original.read_text(encoding="utf-8"), kernel_language)
