"""An editor for any board, made of standard ipywidgets only.

Standard widgets (Text, Button, GridBox, HTML) render in JupyterLab, Notebook 7,
VS Code and Voila alike. The editor shows the board with its region borders
(thick where the region changes) and, in palette mode, its regions as colours;
the user types symbols, draws cages, paints colours (two-layer puzzles), and asks
for a solve (CP-SAT), a check, a proved uniqueness test, a hint (the next
human-like step and its reason), a new puzzle at a chosen difficulty, export and
import. Every error is shown in the status line in plain words. Nothing the user
typed is lost: a failed solve changes no cell, and Clear, Import, Lock and New
puzzle can be undone. Cells carry DOM classes (``ll-r3c5``, ``ll-bad``,
``ll-given``, ``ll-solved``, ``ll-hint``; the status line ``ll-status``) for
browser tests and styling.

>>> import latinlib as ll
>>> ed = ll.editor(ll.parse(ll.sudoku(2, 2), "1... .2.. ..3. ...4"))
>>> ed.cells[0, 1].value = "2"
>>> ed.message
'2 problem(s): column 2 holds digit 2 2 times (r1c2, r2c2); allowed 1; box 1 holds digit 2 2 times (r1c2, r2c2); allowed 1.'
>>> ed.cells[0, 1].value = "3"
>>> ed.button("Solve").click()
>>> ed.message
'Solved: filled 11 cells (in blue); your 1 entry kept.'
>>> ed.line()
'1342421324313124'
"""
import html
import json
from collections import Counter

import ipywidgets as w

from ..core.cages import make_cage, validate_cages
from ..core.check import check
from ..core.errors import PuzzleError, cell_name
from ..core.formats import from_json, parse, to_json, to_line
from ..core.puzzle import Puzzle, as_puzzle
from ..cp.solve import count_solutions, solve
from ..families.suirodoku.puzzles import make_suirodoku_puzzle
from ..methods.generate import make_puzzle, random_solution
from ..methods.mates import random_suirodoku
from ..methods.techniques import hint
from .pictures import PALETTE, TINTS, draw

COLOUR_NAMES = ("orange", "sky blue", "green", "yellow", "blue", "vermilion", "pink", "grey", "black")
REGION_TINTS = ("#fdd9a0", "#b9e0f7", "#b5e6c8", "#f9f1a5", "#d7c4f0", "#f7c1b0", "#f3c6de", "#d9d9d9", "#c8e6a0") + tuple(TINTS)
CAGE_TINTS = ("#fff1c4", "#dcefd9", "#e4dcf3", "#fbdde6", "#d9ecf6", "#efe5d6")
BAD = "#f6a5a5"
SELECTED = "#ffcf40"
HINTED = "#fff3a0"
TEXT = {"given": "#000000", "entry": "#1a1a1a", "solved": "#0050a0"}
THICK, THIN = "3px solid #222", "1px solid #b0b0b0"
STATUS_COLOURS = {"ok": "#1b6e20", "error": "#b00020", "info": "#333333"}
CSS = """<style>
.ll-editor .ll-cell input {text-align: center; font-size: 18px; padding: 0; border: none; height: 100%;}
.ll-editor .ll-given input {font-weight: bold; opacity: 1 !important; cursor: default;}
.ll-editor .ll-cell {margin: 0; height: 100%;}
.ll-editor .ll-pick {margin: 0; padding: 0; width: 100%; height: 100%; font-size: 16px; border-radius: 0;}
.ll-editor .ll-status {min-height: 1.6em;}
.ll-editor .ll-cell input::placeholder {font-size: 11px; color: #8a6d00; opacity: 1;}
</style>"""


def editor(thing, time_limit=10.0, palette=None):
    """An Editor for a Board (blank) or a Puzzle; display it as the last line of a cell."""
    return Editor(thing, time_limit=time_limit, palette=palette)


class Editor(w.VBox):
    """A board editor: a grid of cells, modes (digits, cages, colours), solver buttons and a status line.

    ``cells[r, c]`` are the Text widgets, ``message`` the plain status text and
    ``button(label)`` any button, so tests drive it as a user would.
    """

    def __init__(self, thing, time_limit=10.0, palette=None):
        super().__init__()
        self.add_class("ll-editor")
        self.time_limit = time_limit
        self.puzzle = as_puzzle(thing)
        self.palette = is_palette_board(self.puzzle.board) if palette is None else palette
        self.solved, self.selection, self.history = set(), set(), []
        self.hinted, self.seed = None, 0
        self.colour_entries = {}
        self.message, self.kind = "", "info"
        self._quiet = False
        self.status = w.HTML(layout=w.Layout(margin="4px 0"))
        self.status.add_class("ll-status")
        self.build()

    def __repr__(self):
        return f"Editor({self.puzzle!r})"

    # ----- layout -------------------------------------------------------------------------------

    def build(self):
        """Create every widget for the current board and lay them out."""
        board = self.puzzle.board
        self.fill_layout = w.Layout(width="100%", height="100%")
        self.cells = {cell: self.make_cell(cell) for cell in board.cells}
        self.grid_box = grid_box(board, self.cells)
        self.picks = {cell: self.make_pick(cell) for cell in board.cells}
        self.pick_box = grid_box(board, self.picks)
        self.mode = w.ToggleButtons(options=self.modes(), value="digits", style={"button_width": "90px"})
        self.mode.add_class("ll-mode")
        self.mode.observe(lambda change: self.safely(self.show_mode), "value")
        self.palette_box = w.Checkbox(value=self.palette, description="regions as colours (palette mode)", indent=False)
        self.palette_box.observe(lambda change: self.safely(self.toggle_palette, change["new"]), "value")
        self.buttons = {}
        actions = w.HBox([self.make_button(label, tip) for label, tip in ACTIONS])
        self.format = w.Dropdown(options=["line", "JSON"], value="JSON" if self.needs_json() else "line",
                                 layout=w.Layout(width="90px"))
        self.text = w.Textarea(placeholder="Export writes here; paste an 81-character line or JSON, then Import",
                               layout=w.Layout(width="100%", height="4em"))
        self.text.add_class("ll-text")
        self.difficulty = w.Dropdown(options=[("any difficulty", "any"), ("easy", "easy"), ("medium", "medium"),
                                              ("hard", "hard")], value="any", layout=w.Layout(width="140px"))
        self.difficulty.add_class("ll-difficulty")
        io = w.HBox([self.difficulty, self.make_button("New puzzle", "generate a puzzle with one solution on this board"),
                     self.format, self.make_button("Export", "write the puzzle and your entries below"),
                     self.make_button("Import", "read a line or JSON from the box below")])
        self.output = w.Output()
        self.cage_panel, self.colour_panel = self.make_cage_panel(), self.make_colour_panel()
        self.children = [w.HTML(CSS), w.HBox([self.mode, self.palette_box]), self.grid_box, self.pick_box,
                         self.cage_list, self.cage_panel, self.colour_panel, actions, self.status, io, self.text, self.output]
        self.show_mode()
        self.set_values({cell: board.label(v) for cell, v in entries_of(self.puzzle.givens).items()}, clear=True)
        self.say(f"{self.puzzle.name or 'Board'}: click a cell and type a symbol ({symbol_range(board)}).")

    def make_cell(self, cell):
        """One Text cell; givens are locked, every keystroke is checked at once."""
        text = w.Text(layout=self.fill_layout, continuous_update=True)
        text.add_class("ll-cell")
        text.add_class(f"ll-{cell_name(cell)}")
        text.observe(lambda change: self.safely(self.typed, cell, change["new"]), "value")
        return text

    def make_pick(self, cell):
        """One Button cell for cage and colour modes: a click selects or paints it."""
        button = w.Button(layout=self.fill_layout)
        button.add_class("ll-pick")
        button.add_class(f"ll-pick-{cell_name(cell)}")
        button.on_click(lambda _: self.safely(self.picked, cell))
        return button

    def make_button(self, label, tip):
        """A named action button wired to the method on_<label>."""
        button = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto", min_width="70px"))
        button.add_class("ll-" + label.lower().replace("?", "").replace(" ", "-"))
        method = getattr(self, "on_" + label.lower().replace("?", "").replace(" ", "_"))
        button.on_click(lambda _: self.safely(method))
        self.buttons[label] = button
        return button

    def button(self, label):
        """The button labelled ``label`` (e.g. 'Solve'), to click in tests."""
        return self.buttons[label]

    def make_cage_panel(self):
        """Cage mode: allowed sums, Make cage, Remove cage and the list of cages."""
        sums = sorted(self.puzzle.cages[0].sums) if self.puzzle.cages else []
        self.sums = w.Text(value=", ".join(map(str, sums)), description="allowed sums",
                           placeholder="e.g. 4, 9, 16, 25", layout=w.Layout(width="320px"))
        self.sums.add_class("ll-sums")
        self.cage_list = w.HTML(layout=w.Layout(max_height="8em", overflow="auto"))
        self.cage_list.add_class("ll-cages")
        buttons = [self.make_button("Make cage", "make the selected cells a cage with these sums"),
                   self.make_button("Remove cage", "remove every cage that holds a selected cell"),
                   self.make_button("Unselect", "clear the selection")]
        return w.VBox([w.HTML("Click cells to select them, then make them a cage."),
                       w.HBox([self.sums] + buttons)])

    def make_colour_panel(self):
        """Colour mode: a palette of nine named colours (and an eraser) to paint cells with."""
        options = [(f"{k} {name}", k) for k, name in enumerate(COLOUR_NAMES[:self.puzzle.n], 1)] + [("erase", 0)]
        self.paint = w.ToggleButtons(options=options, value=1, style={"button_width": "84px"})
        self.paint.add_class("ll-paint")
        return w.VBox([w.HTML("Pick a colour, then click cells to paint them."), self.paint])

    def modes(self):
        """Digits always; cages on one-layer puzzles; colours on two-layer ones."""
        return ["digits", "colours"] if self.puzzle.is_two_layer else ["digits", "cages"]

    def needs_json(self):
        """True when a one-line string cannot hold the puzzle (cages, colours, more than 9 symbols)."""
        return bool(self.puzzle.cages) or self.puzzle.is_two_layer or self.puzzle.n > 9

    def show_mode(self):
        """Show the Text grid for digits, the Button grid and its panel for cages and colours."""
        mode = self.mode.value
        self.grid_box.layout.display = None if mode == "digits" else "none"
        self.pick_box.layout.display = "none" if mode == "digits" else None
        self.cage_panel.layout.display = None if mode == "cages" else "none"
        self.colour_panel.layout.display = None if mode == "colours" else "none"
        self.refresh()

    def toggle_palette(self, on):
        """Palette mode on or off: regions shown as colours."""
        self.palette = on
        self.refresh()

    # ----- state ----------------------------------------------------------------------------------

    def entries(self):
        """The user's typed entries as {cell: text}, givens excluded."""
        givens = self.puzzle.givens
        return {cell: t.value for cell, t in self.cells.items() if t.value.strip() and not givens[cell[0]][cell[1]]}

    def grid(self):
        """The digits on screen as rows of ints (givens, entries, solved cells; 0 for blank or unreadable)."""
        board = self.puzzle.board
        grid = [list(row) for row in self.puzzle.givens]
        for cell, text in self.entries().items():
            grid[cell[0]][cell[1]] = symbol_of(text, board) or 0
        return grid

    def colours(self):
        """The colour layer on screen as rows of ints (given colours and painted ones), or None."""
        if not self.puzzle.is_two_layer:
            return None
        grid = [list(row) for row in self.puzzle.colours]
        for (r, c), colour in self.colour_entries.items():
            grid[r][c] = colour
        return grid

    def line(self):
        """The digits on screen as a one-line string, '.' for blanks."""
        return to_line(self.grid(), self.puzzle.board)

    def problems(self):
        """Every broken rule among the symbols on screen (blanks ignored), unreadable entries first."""
        found = []
        for cell, text in sorted(self.entries().items()):
            if symbol_of(text, self.puzzle.board) is None:
                found.append((f"{cell_name(cell)}: {text.strip()!r} is not a symbol (use {symbol_range(self.puzzle.board)})", (cell,)))
        bare = Puzzle(self.puzzle.board, cages=self.puzzle.cages, colours=None if not self.puzzle.is_two_layer else blank(self.puzzle.board))
        for v in check(bare, self.grid(), self.colours()):
            if v.rule not in ("blank", "missing", "given"):
                found.append((v.message, v.cells))
        return found

    def screen_puzzle(self):
        """The puzzle as on screen: givens plus readable entries (and painted colours) as givens."""
        return Puzzle(self.puzzle.board, self.grid(), self.puzzle.cages, self.colours(), self.puzzle.name)

    def snapshot(self):
        """Remember everything the user could lose, for Undo."""
        entries = {cell: t.value for cell, t in self.cells.items()}
        self.history.append((self.puzzle, entries, dict(self.colour_entries), set(self.solved)))
        del self.history[:-20]

    def load(self, puzzle, entries=None, colour_entries=None):
        """Show another puzzle (rebuilding the grid when the board changes), with optional entries."""
        rebuild = puzzle.board != self.puzzle.board or puzzle.is_two_layer != self.puzzle.is_two_layer
        self.puzzle = puzzle
        self.solved, self.selection, self.hinted = set(), set(), None
        self.colour_entries = dict(colour_entries or {})
        if rebuild:
            self.palette = is_palette_board(puzzle.board)
            self.build()
        self.set_values({cell: puzzle.board.label(v) for cell, v in entries_of(puzzle.givens).items()} | dict(entries or {}), clear=True)

    def set_values(self, values, clear=False, solved=()):
        """Write texts into cells (all others blank when ``clear``), then restyle once."""
        self._quiet = True
        try:
            for cell, text in self.cells.items():
                if cell in values:
                    text.value = values[cell]
                elif clear:
                    text.value = ""
                text.disabled = bool(self.puzzle.givens[cell[0]][cell[1]])
        finally:
            self._quiet = False
        self.solved |= set(solved)
        self.refresh()

    # ----- events ---------------------------------------------------------------------------------

    def safely(self, action, *args):
        """Run an action; any error is shown in the status line in plain words, never raised at the user."""
        try:
            action(*args)
        except PuzzleError as err:
            self.say(f"{err}. Nothing was changed.", "error")
        except Exception as err:  # noqa: BLE001 - the user sees it inline, the cells stay as they were
            self.say(f"Something went wrong ({type(err).__name__}: {err}). Your entries are kept.", "error")

    def typed(self, cell, value):
        """A keystroke: keep the last symbol-width characters, then flag any broken rule."""
        if self._quiet:
            return
        width = max(len(self.puzzle.board.label(v)) for v in self.puzzle.board.values)
        trimmed = value.strip()[-width:]
        symbol = symbol_of(trimmed, self.puzzle.board)
        trimmed = self.puzzle.board.label(symbol) if symbol else trimmed
        if trimmed != value:
            self.cells[cell].value = trimmed
            return
        self.solved.discard(cell)
        self.hinted = None
        self.refresh()
        found = self.problems()
        if found:
            self.say(problem_sentence(found), "error")
        elif value:
            self.say(f"{cell_name(cell)} = {value}: no rule broken.")

    def picked(self, cell):
        """A click in cage or colour mode: toggle the cell in the selection, or paint it."""
        if self.mode.value == "cages":
            self.selection ^= {cell}
            self.say(f"Selected {len(self.selection)} cell(s): {cell_names(self.selection)}")
        else:
            self.paint_cell(cell, self.paint.value)
        self.refresh()

    def paint_cell(self, cell, colour):
        """Give a cell a colour (0 erases); given colours are locked."""
        if self.puzzle.colours[cell[0]][cell[1]]:
            self.say(f"{cell_name(cell)} has a given colour; it cannot be repainted.", "error")
            return
        if colour:
            self.colour_entries[cell] = colour
        else:
            self.colour_entries.pop(cell, None)
        found = self.problems()
        if found:
            self.say(problem_sentence(found), "error")
        else:
            name = COLOUR_NAMES[colour - 1] if colour else "no colour"
            self.say(f"{cell_name(cell)} painted {name}: no rule broken.")

    # ----- buttons --------------------------------------------------------------------------------

    def refuse_problems(self, what):
        """Show the problems on screen and return True when there are any, so ``what`` is not attempted."""
        found = self.problems()
        if found:
            self.say(f"Cannot {what} yet: {problem_sentence(found)} Fix the red cells first; nothing was changed.", "error")
        return bool(found)

    def on_solve(self):
        """Solve from the givens and the user's entries; fill only blank cells, change nothing on failure."""
        if self.refuse_problems("solve"):
            return
        puzzle = self.screen_puzzle()
        self.say("Solving…")
        result = solve(puzzle, time_limit=self.time_limit)
        if result.status == "solved":
            self.fill(result)
        elif result.status == "unknown":
            self.say(f"No answer within the time limit of {self.time_limit:g} s; nothing was changed.", "error")
        else:
            self.say(self.no_solution_sentence(puzzle), "error")

    def fill(self, result):
        """Write a solver's grid (and colours) into the blank cells and say what happened."""
        blanks = {cell: self.puzzle.board.label(result.grid[cell[0]][cell[1]]) for cell, t in self.cells.items() if not t.value.strip()}
        kept = len(self.entries())
        if result.colours is not None:
            for r, c in self.puzzle.board.cells:
                if not self.puzzle.colours[r][c]:
                    self.colour_entries[r, c] = result.colours[r][c]
        self.set_values(blanks, solved=blanks)
        plural = "entry" if kept == 1 else "entries"
        kept_words = f"; your {kept} {plural} kept" if kept else ""
        self.say(f"Solved: filled {len(blanks)} cells (in blue){kept_words}.", "ok")

    def no_solution_sentence(self, puzzle):
        """Why there is no solution: the entries, or the puzzle itself."""
        if self.entries() or self.colour_entries:
            alone = solve(self.puzzle, time_limit=self.time_limit)
            if alone.status == "solved":
                return "No solution keeps all your entries, so at least one of them is wrong. Nothing was changed."
        rules = "givens and cages" if self.puzzle.cages else "givens"
        return f"This puzzle has no solution: its {rules} contradict each other. Nothing was changed."

    def on_check(self):
        """Check every rule on the symbols on screen; name and highlight what is broken."""
        found = self.problems()
        self.refresh()
        if found:
            self.say(f"Check: {problem_sentence(found)}", "error")
            return
        blanks = sum(1 for r, c in self.puzzle.board.cells if not self.grid()[r][c])
        colours = self.colours()
        if colours is not None:
            blanks += sum(1 for r, c in self.puzzle.board.cells if not colours[r][c])
        if blanks:
            self.say(f"Check: no rule broken so far; {blanks} blank(s) left.", "ok")
        else:
            self.say("Check: complete and correct — every rule holds.", "ok")

    def on_unique(self):
        """Count the solutions of the puzzle on screen up to 2, proved, or say it could not decide."""
        if self.refuse_problems("test uniqueness"):
            return
        count = count_solutions(self.screen_puzzle(), limit=2, time_limit=self.time_limit)
        if count >= 2:
            self.say("Not unique: at least 2 solutions (the search stopped at the second).", "info")
        elif not count.exact:
            self.say(f"Undecided: found {int(count)} solution(s) before the time limit of {self.time_limit:g} s.", "error")
        elif count == 1:
            self.say("Unique: exactly one solution (proved by a complete search).", "ok")
        else:
            self.say("No solution at all (proved).", "error")

    def on_hint(self):
        """The next human-like step from the grid on screen, with its reason; the cell is marked, not filled."""
        if self.refuse_problems("give a hint"):
            return
        if self.puzzle.cages or self.puzzle.is_two_layer:
            found = self.state_hint()
            if found is None:
                return
            cell, text = found
        else:
            step = hint(self.puzzle, self.grid())
            cell = None if step is None else next(iter(step.placements), step.cells[0] if step.cells else None)
            text = None if step is None else step.explain()
        if cell is None:
            self.say("The grid is complete: no hint needed. Check confirms it.", "ok")
            return
        self.hinted = cell
        self.refresh()
        self.say(f"Hint: {text}", "info")

    def state_hint(self):
        """(cell, text) of the next single on a caged or two-layer puzzle, given that a solution keeps the entries.

        Singles use the groups (and the pair rule) only, which stays sound with cages.
        Returns None after saying why no hint can be given.
        """
        puzzle = self.screen_puzzle()
        result = solve(puzzle, time_limit=self.time_limit)
        if result.status == "unknown":
            self.say(f"No hint: the solver found no answer within {self.time_limit:g} s.", "error")
            return None
        if not result.solved:
            self.say(self.no_solution_sentence(puzzle), "error")
            return None
        step = next_single(puzzle.board, self.grid(), self.colours())
        if step is not None:
            return step
        return stuck_step(puzzle.board, self.grid(), self.colours(), result)

    def on_new_puzzle(self):
        """Generate a puzzle with one solution on this board (cages kept) at the chosen difficulty."""
        level = None if self.difficulty.value == "any" else self.difficulty.value
        if self.puzzle.is_two_layer:
            self.new_two_layer_puzzle(level)
            return
        self.seed += 1
        self.say(f"Generating a {level or 'new'} puzzle (seed {self.seed})…")
        solution = random_solution(Puzzle(self.puzzle.board, cages=self.puzzle.cages), seed=self.seed)
        made = make_puzzle(solution, seed=self.seed, difficulty=level)
        self.snapshot()
        self.load(Puzzle(made.board, made.givens, made.cages, None, self.puzzle.name))
        words = f"New {level} puzzle" if level else "New puzzle"
        self.say(f"{words} (seed {self.seed}): {len(made.clues())} givens, one solution (proved). Undo goes back.", "ok")

    def new_two_layer_puzzle(self, level):
        """A Suirodoku-type puzzle that singles alone solve (so it has one solution), made from a random grid pair."""
        if level not in (None, "easy"):
            raise PuzzleError(f"two-layer puzzles are made only as 'easy' ones here (singles solve them), not {level!r}")
        self.seed += 1
        self.say(f"Generating a two-layer puzzle (seed {self.seed})…")
        solution = random_suirodoku(seed=self.seed, board=self.puzzle.board)
        made = make_suirodoku_puzzle(solution, seed=self.seed, singles_only=True)
        self.snapshot()
        self.load(Puzzle(made.board, made.givens, (), made.colours, self.puzzle.name))
        clues = len(made.clues()) + sum(1 for r, c in made.board.cells if made.colours[r][c])
        self.say(f"New easy two-layer puzzle (seed {self.seed}): {clues} given digits and colours; singles solve it, "
                 "so it has one solution. Undo goes back.", "ok")

    def on_clear(self):
        """Remove the user's entries, solved cells and painted colours; Undo brings them back."""
        entries = len(self.entries()) + len(self.colour_entries)
        if not entries:
            self.say("Nothing to clear: only the givens are on the board.")
            return
        self.snapshot()
        self.colour_entries = {}
        self.solved = set()
        self.set_values({cell: "" for cell in self.entries()})
        self.say(f"Cleared {entries} entries (Undo brings them back).", "ok")

    def on_undo(self):
        """Go back to the state before the last Clear, Import, New puzzle or Lock."""
        if not self.history:
            self.say("Nothing to undo.")
            return
        puzzle, entries, colour_entries, solved = self.history.pop()
        self.load(puzzle, colour_entries=colour_entries)
        self.set_values(entries, solved=solved)
        self.say("Undone: the previous board and entries are back.", "ok")

    def on_lock(self):
        """Turn the user's entries into givens: compose a puzzle, then test it with Unique?."""
        if self.refuse_problems("lock the entries as givens"):
            return
        self.snapshot()
        puzzle = self.screen_puzzle()
        self.load(puzzle, colour_entries={})
        self.say(f"Locked: the puzzle now has {len(puzzle.clues())} givens.", "ok")

    def on_export(self):
        """Write the puzzle and the entries into the text box, as a line or as JSON."""
        if self.format.value == "line":
            if self.needs_json():
                self.say("A one-line string cannot hold cages, colours or symbols above 9; choose JSON.", "error")
                return
            self.text.value = self.line()
        else:
            data = json.loads(to_json(self.puzzle))
            data["entries"] = self.entry_grid()
            data["colour_entries"] = [[r, c, v] for (r, c), v in sorted(self.colour_entries.items())]
            self.text.value = json.dumps(data)
        self.say(f"Exported as {self.format.value} into the box below.", "ok")

    def entry_grid(self):
        """The user's readable entries as rows of ints (0 elsewhere)."""
        grid = [[0] * self.puzzle.board.cols for _ in range(self.puzzle.board.rows)]
        for (r, c), text in self.entries().items():
            grid[r][c] = symbol_of(text, self.puzzle.board) or 0
        return grid

    def on_import(self):
        """Read a line (on this board) or JSON (any board) from the text box; bad text changes nothing."""
        text = self.text.value.strip()
        if not text:
            self.say("The box below is empty: paste a line or JSON there first.", "error")
            return
        if text.startswith("{"):
            puzzle = from_json(text)
            data = json.loads(text)
            entries = {cell: puzzle.board.label(v) for cell, v in entries_of(data.get("entries") or blank(puzzle.board)).items()}
            colours = {(r, c): v for r, c, v in data.get("colour_entries", [])}
        else:
            puzzle = parse(self.puzzle.board, text)
            puzzle = Puzzle(puzzle.board, puzzle.givens, self.puzzle.cages, self.puzzle.colours, self.puzzle.name)
            entries, colours = {}, {}
        self.snapshot()
        self.load(puzzle, entries, colours)
        self.say(f"Imported {len(puzzle.clues())} givens (Undo goes back).", "ok")

    def on_draw(self):
        """Show a matplotlib picture (latinlib.draw) of the board as on screen, for saving as an image."""
        import matplotlib.pyplot as plt
        from IPython.display import display

        ax = self.figure()
        with self.output:
            self.output.clear_output(wait=True)
            display(ax.figure)
        plt.close(ax.figure)
        self.say("Drawn below with latinlib.draw; editor.figure() returns the same picture to save.", "ok")

    def figure(self, **options):
        """The current state drawn by latinlib.draw; returns the matplotlib Axes."""
        bad = sorted({cell for _, cells in self.problems() for cell in cells})
        options.setdefault("region_colours", self.palette)
        return draw(self.puzzle, grid=self.grid(), cell_colours=self.colours(), highlight=bad, **options)

    def save(self, path, **options):
        """Save the picture of the current state (PNG, SVG, ... by the file's suffix), e.g. into images/."""
        import matplotlib.pyplot as plt

        figure = self.figure(**options).figure
        figure.savefig(path, bbox_inches="tight")
        plt.close(figure)
        return path

    def on_make_cage(self):
        """Make the selected cells a cage with the allowed sums typed in; bad cages are explained."""
        if not self.selection:
            self.say("Select the cells of the cage first (click them).", "error")
            return
        sums = parse_sums(self.sums.value)
        cage = make_cage(sorted(self.selection), sums)
        validate_cages(self.puzzle.board, self.puzzle.cages + (cage,))
        self.puzzle = Puzzle(self.puzzle.board, self.puzzle.givens, self.puzzle.cages + (cage,), self.puzzle.colours, self.puzzle.name)
        self.selection = set()
        self.format.value = "JSON"
        self.refresh()
        self.say(f"Made the {cage.label} with sums {sorted(cage.sums)}; {len(self.puzzle.cages)} cage(s) now.", "ok")

    def on_remove_cage(self):
        """Remove every cage that holds a selected cell."""
        keep = tuple(cage for cage in self.puzzle.cages if not self.selection & set(cage.cells))
        removed = len(self.puzzle.cages) - len(keep)
        if not removed:
            self.say("Select a cell of the cage to remove first.", "error")
            return
        self.puzzle = Puzzle(self.puzzle.board, self.puzzle.givens, keep, self.puzzle.colours, self.puzzle.name)
        self.selection = set()
        self.refresh()
        self.say(f"Removed {removed} cage(s); {len(keep)} left.", "ok")

    def on_unselect(self):
        """Clear the cage selection."""
        self.selection = set()
        self.refresh()
        self.say("Selection cleared.")

    # ----- display ----------------------------------------------------------------------------------

    def say(self, text, kind="info"):
        """Set the status line (plain words, escaped) and remember it for tests."""
        self.message, self.kind = text, kind
        colour = STATUS_COLOURS[kind]
        self.status.value = f'<span class="ll-status-{kind}" style="color:{colour}">{html.escape(text)}</span>'

    def refresh(self):
        """Restyle every cell: flags, colours, cages, selection, solved symbols."""
        bad = {cell for _, cells in self.problems() for cell in cells}
        tints = cage_tints(self.puzzle.cages)
        labels = {cage.anchor: cage_label(cage) for cage in self.puzzle.cages}
        colours = self.colours()
        grid = self.grid()
        self.cage_list.value = cage_list_html(self.puzzle.cages)
        for cell, text in self.cells.items():
            r, c = cell
            background = self.background(cell, bad, tints, colours)
            kind = "given" if self.puzzle.givens[r][c] else "solved" if cell in self.solved else "entry"
            background = HINTED if cell == self.hinted and cell not in bad else background
            text.style.background = background
            text.style.text_color = contrast(background, TEXT[kind])
            text.placeholder = labels.get(cell, "")
            text.tooltip = cell_tip(cell, self.puzzle, tints)
            set_class(text, "ll-bad", cell in bad)
            set_class(text, "ll-given", kind == "given")
            set_class(text, "ll-solved", kind == "solved")
            set_class(text, "ll-hint", cell == self.hinted)
            pick = self.picks[cell]
            value = grid[r][c]
            pick.description = (self.puzzle.board.label(value) if value else "") + (f" ({labels[cell]})" if cell in labels and not value else "")
            pick.style.button_color = SELECTED if cell in self.selection else background
            pick.style.text_color = contrast(pick.style.button_color, TEXT[kind])
            pick.style.font_weight = "bold" if kind == "given" else "normal"
            pick.tooltip = cell_tip(cell, self.puzzle, tints)

    def background(self, cell, bad, tints, colours):
        """A cell's background: red when broken, else its colour, cage tint or region tint."""
        r, c = cell
        if cell in bad:
            return BAD
        if colours is not None:
            return PALETTE[colours[r][c] - 1] if colours[r][c] else "white"
        if cell in tints:
            return tints[cell]
        if self.palette:
            return REGION_TINTS[self.puzzle.board.regions[r][c] % len(REGION_TINTS)]
        return "white"


ACTIONS = (
    ("Solve", "fill the blank cells with CP-SAT, keeping your entries"),
    ("Check", "flag every broken rule"),
    ("Unique?", "count the solutions up to 2 (proved)"),
    ("Hint", "the next step a person could take, with its reason"),
    ("Clear", "remove your entries (Undo brings them back)"),
    ("Undo", "go back before the last Clear, Import, New puzzle or Lock"),
    ("Lock", "make your entries givens (to compose a puzzle)"),
    ("Draw", "draw the board with matplotlib, for images"),
)


def grid_box(board, widgets):
    """A GridBox of cell widgets, thick borders where the region changes or the board ends."""
    size = "38px" if board.cols <= 9 else "32px"
    layouts = {}
    children = []
    for r in range(board.rows):
        for c in range(board.cols):
            if (r, c) not in widgets:
                children.append(w.HTML(layout=w.Layout(width=size, height=size)))
                continue
            borders = cell_borders(board, (r, c))
            box = w.Box([widgets[r, c]], layout=layouts.setdefault(borders, border_layout(borders)))
            children.append(box)
    template = f"repeat({board.cols}, {size})"
    return w.GridBox(children, layout=w.Layout(grid_template_columns=template, grid_auto_rows=size,
                                               grid_gap="0px", width="max-content", margin="6px 0"))


def border_layout(borders):
    """One shared Layout per pattern of thick and thin sides."""
    top, right, bottom, left = (THICK if thick else THIN for thick in borders)
    return w.Layout(border_top=top, border_right=right, border_bottom=bottom, border_left=left,
                    width="100%", height="100%", overflow="hidden")


def cell_borders(board, cell):
    """(top, right, bottom, left): True where the neighbour is off the board or in another region."""
    r, c = cell
    on = set(board.cells)

    def thick(other):
        return other not in on or board.regions[other[0]][other[1]] != board.regions[r][c]

    return (thick((r - 1, c)), thick((r, c + 1)), thick((r + 1, c)), thick((r, c - 1)))


def is_palette_board(board):
    """True when some region is not a rectangle (perfect-code, jigsaw): show regions as colours."""
    cells = {}
    for r, c in board.cells:
        cells.setdefault(board.regions[r][c], []).append((r, c))
    for group in cells.values():
        rows = {r for r, _ in group}
        cols = {c for _, c in group}
        if len(group) != len(rows) * len(cols) or max(rows) - min(rows) + 1 != len(rows) or max(cols) - min(cols) + 1 != len(cols):
            return True
    return False


def symbol_of(text, board):
    """The symbol a cell's text (a number, or a label such as a letter) stands for; None when it is none."""
    text = text.strip()
    if board.labels:
        return next((v for v, label in zip(board.values, board.labels) if text.upper() == str(label).upper()), None)
    if text.isdigit() and int(text) in board.values:
        return int(text)
    return None


def symbol_range(board):
    """The symbols as players say them: 1..9."""
    values = board.values
    if board.labels:
        return ", ".join(map(str, board.labels))
    return f"{values[0]}..{values[-1]}" if list(values) == list(range(values[0], values[-1] + 1)) else ", ".join(map(str, values))


def problem_sentence(found):
    """At most three problems in words, and how many more."""
    words = "; ".join(message for message, _ in found[:3])
    more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
    return f"{len(found)} problem(s): {words}{more}."


def cell_names(cells):
    """Sorted cell names joined by spaces."""
    return " ".join(cell_name(c) for c in sorted(cells)) or "none"


def parse_sums(text):
    """Allowed sums from '4, 9, 16' (commas or spaces); a plain-words error otherwise."""
    words = text.replace(",", " ").split()
    if not words or not all(word.isdigit() for word in words):
        raise PuzzleError(f"allowed sums must be whole numbers separated by commas, got {text!r}")
    return sorted({int(word) for word in words})


def cage_tints(cages):
    """A tint per cage cell such that touching cages differ (greedy colouring)."""
    tints = {}
    for cage in cages:
        near = {tints.get(nb) for r, c in cage.cells for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))}
        tint = next((t for t in CAGE_TINTS if t not in near), CAGE_TINTS[0])
        tints.update({cell: tint for cell in cage.cells})
    return tints


def cage_label(cage):
    """The allowed sums written at a cage's anchor: '9' or '3|7'; 'Σ' when too long for a cell (see the list)."""
    label = "|".join(map(str, sorted(cage.sums)))
    return label if len(label) <= 5 else "Σ"


def sums_text(sums):
    """Allowed sums as a set in braces: {4, 9, 16, 25}."""
    return "{" + ", ".join(map(str, sorted(sums))) + "}"


def cage_list_html(cages):
    """The cages in words, compact: anchor, allowed sums, cells (sums said once when all cages share them)."""
    if not cages:
        return ""
    shared = len({cage.sums for cage in cages}) == 1
    head = f"{len(cages)} cage(s), each summing to one of {sums_text(cages[0].sums)}: " if shared else ""
    items = [f"{cage.label}: {cell_names(cage.cells)}" + ("" if shared else f" (sum in {sums_text(cage.sums)})") for cage in cages]
    return f'<div style="font-size: 12px; line-height: 1.35">{html.escape(head + "; ".join(items))}</div>'


def cell_tip(cell, puzzle, tints):
    """Tooltip: the cell's name and its cage."""
    for cage in puzzle.cages:
        if cell in cage.cells:
            return f"{cell_name(cell)}, in the {cage.label} (sums {cage_label(cage)})"
    return cell_name(cell)


def contrast(background, colour):
    """White text on dark backgrounds, else ``colour``."""
    if background and background.startswith("#") and len(background) == 7:
        red, green, blue = (int(background[k:k + 2], 16) for k in (1, 3, 5))
        if 0.299 * red + 0.587 * green + 0.114 * blue < 110:
            return "#ffffff"
    return colour


def set_class(widget, name, on):
    """Add or remove a DOM class (found by browser tests and CSS)."""
    if on and name not in widget._dom_classes:
        widget.add_class(name)
    elif not on and name in widget._dom_classes:
        widget.remove_class(name)


def entries_of(grid):
    """The non-zero cells of a grid as {(row, col): value}."""
    return {(r, c): v for r, row in enumerate(grid) for c, v in enumerate(row) if v}


def blank(board):
    """A rows x cols grid of zeros."""
    return [[0] * board.cols for _ in range(board.rows)]


def candidates(board, grid, other=None, grid_is_colour=False):
    """{blank cell: set of symbols} allowed by the groups and, for two layers, by the pairs already placed."""
    need = Counter(board.symbols)
    placed = set()
    if other is not None:
        placed = {(grid[r][c], other[r][c]) for r, c in board.cells if grid[r][c] and other[r][c]}
    found = {}
    for r, c in board.cells:
        if grid[r][c]:
            continue
        options = set(board.values)
        for g in board.groups_of((r, c)):
            held = Counter(grid[x][y] for x, y in board.groups[g] if grid[x][y])
            options -= {v for v in held if held[v] >= need[v]}
        if other is not None and other[r][c]:
            options -= {v for v, k in placed if k == other[r][c]}
        found[r, c] = options
    return found


def next_single(board, digits, colours=None):
    """(cell, text) of the first naked, then hidden, single in the digit layer, then the colour layer; or None."""
    layers = [("digit", digits, colours)] + ([("colour", colours, digits)] if colours is not None else [])
    for layer, grid, other in layers:
        options = candidates(board, grid, other)
        for cell, values in sorted(options.items()):
            if len(values) == 1:
                return cell, single_text(cell, layer, min(values), "naked single", colours is not None)
        need = Counter(board.symbols)
        for name, group in zip(board.group_names, board.groups):
            held = Counter(grid[r][c] for r, c in group if grid[r][c])
            for value in board.values:
                places = [cell for cell in group if value in options.get(cell, ())]
                if held[value] < need[value] and len(places) == need[value] - held[value]:
                    return places[0], single_text(places[0], layer, value, f"hidden single in {name}", colours is not None)
    return None


def single_text(cell, layer, value, reason, two_layers):
    """'r3c5 = 7: naked single', or 'r3c5 colour 2 (sky blue): ...' on two-layer puzzles."""
    if not two_layers:
        return f"{cell_name(cell)} = {value}: {reason}"
    named = f"{value} ({COLOUR_NAMES[value - 1]})" if layer == "colour" and value <= len(COLOUR_NAMES) else str(value)
    return f"{cell_name(cell)} {layer} {named}: {reason} among the {layer}s"


def stuck_step(board, digits, colours, solution):
    """(cell, text) when no single applies: the cell with the fewest candidates and its value in a solution."""
    options = candidates(board, digits, colours)
    if not options and colours is not None:
        options = candidates(board, colours, digits)
        digits, answer, layer = colours, solution.colours, "colour"
    else:
        answer, layer = solution.grid, "digit"
    if not options:
        return None, None
    cell = min(options, key=lambda c: (len(options[c]), c))
    choices = "{" + ", ".join(map(str, sorted(options[cell]))) + "}"
    value = answer[cell[0]][cell[1]]
    return cell, (f"no single applies: a guess is needed; {cell_name(cell)} has the fewest {layer} candidates "
                  f"{choices} and a solution keeping your entries has {value}")
