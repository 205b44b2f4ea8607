"""The static fallback: a page made without a kernel (nbconvert HTML, as GitHub or nbviewer show it) shows the board."""
import base64
import json
import os
import re
import subprocess
import sys

from servers import CHROMIUM, IMAGES, chromium_page, environment, notebook_json

CELLS = [
    "import latinlib as ll\nfrom latinlib import editor, parse, sudoku\nload_instance = ll.squares.load_instance",
    "ed = editor(parse(sudoku(), '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'))\n"
    "ed.act('enter', [0, 2], 4)\ned",
    "editor(load_instance('squares_1')[0])",
]


def nbconvert(home, *options):
    """Run jupyter nbconvert on demo.ipynb in ``home``; returns the HTML text."""
    command = [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", *options, str(home / "demo.ipynb"),
               "--output", "demo"]
    done = subprocess.run(command, env=environment(home), cwd=home, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return (home / "demo.html").read_text()


def execute_without_widget_state(home):
    """Run the notebook and save it as JupyterLab does by default: outputs kept, widget state not saved."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(home / "demo.ipynb", as_version=4)
    old = dict(os.environ)
    os.environ.update(environment(home))
    try:
        NotebookClient(nb, store_widget_state=False, timeout=300).execute()
    finally:
        os.environ.clear()
        os.environ.update(old)
    nbformat.write(nb, home / "demo.ipynb")
    return nb


def test_saved_outputs_carry_the_board_picture(tmp_path):
    (tmp_path / "demo.ipynb").write_text(json.dumps(notebook_json(CELLS)))
    nb = execute_without_widget_state(tmp_path)
    data = nb.cells[1].outputs[0]["data"]
    assert "application/vnd.jupyter.widget-view+json" in data and data["image/svg+xml"].startswith("<svg")
    assert data["text/plain"].startswith("BoardEditor(") and "Editor(Puzzle(" not in data["text/plain"]
    html = nbconvert(tmp_path)
    pictures = boards(html)
    assert len(pictures) == 2 and 'data-cell="0,2" data-groups="0 11 18" data-v="4"' in pictures[0]
    if os.path.exists(CHROMIUM):
        screenshot(tmp_path / "demo.html", IMAGES / "static-nbconvert.png")


def test_nbconvert_execute_keeps_the_picture_when_widget_state_is_not_stored(tmp_path):
    (tmp_path / "demo.ipynb").write_text(json.dumps(notebook_json(CELLS)))
    html = nbconvert(tmp_path, "--execute", "--ExecutePreprocessor.store_widget_state=False")
    assert len(boards(html)) == 2


def boards(html):
    """The editor pictures in a page: SVG images (nbconvert writes them as data URLs) of class llv-board."""
    found = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    return [text for text in (base64.b64decode(x).decode() for x in found) if 'class="llv-board' in text]


def screenshot(html_path, png_path):
    """Open the page offline in Chromium, check the board is drawn, save a picture."""
    IMAGES.mkdir(exist_ok=True)
    with chromium_page({"width": 900, "height": 1600}) as page:
        page.route("**/*", lambda route: route.abort() if not route.request.url.startswith("file:") else route.continue_())
        page.goto(html_path.as_uri())
        board = page.locator('img[src^="data:image/svg+xml"]').first
        board.wait_for(state="visible")
        assert board.bounding_box()["width"] > 300
        page.screenshot(path=str(png_path), full_page=True)
