"""The board editor widget: one anywidget whose ES module (widget.js) ships as a file, no build, no CDN.

Python keeps the state (EditorState) and draws it (svg.render); the browser shows
the SVG, keeps the selection, highlights groups and equal symbols, and sends each
key, click and button as a custom message ``{id, action, args}``. After an action
the widget sends the new picture, the status line and ``done = id`` in one update,
so the view knows when to leave its busy state. Its display also carries a static
``text/html`` picture of the board, shown where no kernel runs (GitHub, nbviewer,
nbconvert).

>>> import latinlib as ll
>>> ed = editor(ll.sudoku(2, 2))
>>> ed.act("enter", [0, 0], 1), ed.message
(True, 'r1c1 = 1: no rule broken.')
"""
import base64
import io
from html import escape
from pathlib import Path

import anywidget
import traitlets

from ..pictures import draw, set_frame
from . import svg
from .colours import paint, text_on
from .state import EditorState

HERE = Path(__file__).resolve().parent


def editor(thing, time_limit=10.0, palette=None):
    """An editor widget for a Board (blank) or a Puzzle; show it as the last line of a cell."""
    return BoardEditor(thing, time_limit=time_limit, palette=palette)


class BoardEditor(anywidget.AnyWidget):
    """The board, a number pad or colour palette, cage tools, solver buttons, a status line and export/import."""

    _esm = HERE / "widget.js"
    _css = HERE / "widget.css"
    svg = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    kind = traitlets.Unicode("info").tag(sync=True)
    info = traitlets.Dict().tag(sync=True)
    text = traitlets.Unicode("").tag(sync=True)
    figure = traitlets.Unicode("").tag(sync=True)
    done = traitlets.Int(0).tag(sync=True)

    def __init__(self, thing, time_limit=10.0, palette=None, **kwargs):
        super().__init__(**kwargs)
        self.state = EditorState(thing, time_limit=time_limit)
        self.palette = palette
        self.on_msg(self._on_message)
        self.refresh()

    # ----- Python side of each action ---------------------------------------------------------

    def act(self, action, *args):
        """Run one action by name, as a click or key in the browser would; returns the action's result."""
        handler = getattr(self, f"do_{action}", None)
        if handler is None:
            self.state.say(f"Unknown action {action!r}.", "error")
            self.refresh()
            return None
        try:
            return handler(*args)
        finally:
            self.refresh()

    def _on_message(self, widget, content, buffers):
        """A message from the browser: run the action, then send the new state with done = its id."""
        if not isinstance(content, dict) or "action" not in content:
            return
        try:
            with self.hold_sync():
                self.act(content["action"], *content.get("args", []))
                self.done = int(content.get("id", 0))
        except Exception as err:  # noqa: BLE001 - never leave the view busy
            self.state.say(f"Something went wrong ({type(err).__name__}: {err}).", "error")
            self.refresh()
            self.done = int(content.get("id", 0))

    def do_enter(self, cell, symbol):
        return self.state.enter(tuple(cell), symbol)

    def do_clear_cell(self, cell):
        return self.state.clear_cell(tuple(cell))

    def do_pencil(self, cell, symbol):
        return self.state.pencil(tuple(cell), symbol)

    def do_paint(self, cell, colour):
        return self.state.paint(tuple(cell), int(colour))

    def do_add_cage(self, cells, sums):
        return self.state.add_cage([tuple(c) for c in cells], sums)

    def do_remove_cage(self, cell):
        return self.state.remove_cage(tuple(cell))

    def do_solve(self):
        return self.state.solve()

    def do_check(self):
        return self.state.check()

    def do_unique(self):
        return self.state.is_unique()

    def do_hint(self):
        return self.state.hint()

    def do_new(self, difficulty="any"):
        return self.state.new_puzzle(difficulty)

    def do_clear(self):
        return self.state.clear()

    def do_lock(self):
        return self.state.lock()

    def do_undo(self):
        return self.state.undo()

    def do_redo(self):
        return self.state.redo()

    def do_export(self, fmt="json"):
        text = self.state.export(fmt)
        if text is not None:
            self.text = text
        return text

    def do_import(self, text):
        return self.state.import_(text)

    def do_draw(self, show=True):
        """Show (or hide) a matplotlib picture of the board as it is now."""
        self.figure = figure_url(self.state, self.palette) if show else ""
        self.state.say("Drawn below with ll.draw; editor.save(path) writes the same picture." if show
                       else "Picture hidden.", "ok")
        return True

    # ----- sending the state --------------------------------------------------------------------

    def refresh(self):
        """Send the picture, the status line and the facts the view needs."""
        state = self.state
        board = state.board
        self.svg = svg.render(state, self.palette)
        self.status, self.kind = state.message, state.kind
        paints = [list(paint(v)) + [text_on(paint(v)[0])] for v in board.values] if state.puzzle.is_two_layer else []
        self.info = {"rows": board.rows, "cols": board.cols, "values": list(board.values),
                     "labels": [str(x) for x in board.labels], "two_layer": state.puzzle.is_two_layer,
                     "paints": paints, "undo": len(state.undo_stack), "redo": len(state.redo_stack)}

    @property
    def message(self):
        """The status line as plain text."""
        return self.state.message

    def save(self, path, **options):
        """Save the picture of the current state (PNG, SVG, ... by the file's suffix)."""
        figure = draw_figure(self.state, self.palette, **options)
        figure.savefig(path, bbox_inches="tight")
        return path

    def __repr__(self):
        puzzle, state = self.state.puzzle, self.state
        return (f"BoardEditor({puzzle.name}: {len(puzzle.given_cells())} givens, {len(state.entries)} entries, "
                f"{len(puzzle.cages)} cages)")

    def _repr_mimebundle_(self, **kwargs):
        """The live widget, plus a static picture of the board for pages without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data or {}, **{"text/plain": repr(self), "text/html": static_html(self.state, self.palette)})
        return data, metadata


def static_html(state, palette=None):
    """The board as an inline SVG with its name and status, for GitHub, nbviewer and nbconvert."""
    puzzle = state.puzzle
    name = escape(puzzle.name or "Board")
    counts = f"{len(puzzle.given_cells())} givens, {len(state.entries)} entries" + (f", {len(puzzle.cages)} cages" if puzzle.cages else "")
    return (f'<div class="llv-static" style="max-width:620px">{svg.render(state, palette)}'
            f'<div style="font:13px system-ui,sans-serif;color:#333;margin-top:4px"><b>{name}</b>: {counts}. '
            'A static picture of the board editor; run the notebook to edit it.</div></div>')


def draw_figure(state, palette=None, **options):
    """A matplotlib Figure of the board as on screen, drawn by ll.draw (no pyplot, so nothing pops up)."""
    from matplotlib.figure import Figure

    board = state.board
    size = min(6, 0.45 * max(board.rows, board.cols) + 1)
    figure = Figure(figsize=(size, size))
    ax = figure.add_subplot()
    bad = sorted({tuple(c) for v in state.problems() for c in v.cells})
    options.setdefault("region_colours", svg.is_palette_board(board) if palette is None else palette)
    colours = state.colours()
    fills = None if colours is None else [[paint(v)[0] if v else None for v in row] for row in colours]
    draw(state.puzzle, ax=ax, grid=state.grid(), cell_colours=fills, highlight=bad, **options)
    set_frame(ax, board)
    return figure


def figure_url(state, palette=None):
    """The drawn figure as a PNG data URL."""
    buffer = io.BytesIO()
    draw_figure(state, palette).savefig(buffer, format="png", bbox_inches="tight", dpi=90)
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()
