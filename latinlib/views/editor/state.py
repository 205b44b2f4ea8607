"""The editor's state without any widget: a puzzle, the user's entries, colours, pencil marks, cages and history.

Every user action is a method. An action either succeeds, or leaves the state
exactly as it was; either way ``message`` (and ``kind``: 'ok', 'info' or 'error')
says what happened in plain words, naming cells and rules. Every change can be
undone and redone. The widget (widget.py) only forwards clicks and keys here and
draws the result (svg.py), so everything the user can do is tested without a browser.

>>> import latinlib as ll
>>> ed = EditorState(ll.parse(ll.sudoku(2, 2), "1... .2.. ..3. ...4"))
>>> ed.enter((0, 1), 2)
False
>>> ed.message
'r1c2 = 2 breaks a rule: column 2 holds symbol 2 2 times (r1c2, r2c2); allowed 1; box 1 holds symbol 2 2 times (r1c2, r2c2); allowed 1.'
>>> ed.enter((0, 1), 3), ed.solve(), ed.message
(True, True, 'Solved: filled 11 cells (in teal); your 1 entry kept.')
"""
import json
import random

from ...core.errors import cell_name
from ...core.formats import from_json, to_json, to_line
from ...core.puzzle import Puzzle, as_puzzle
from ...solving import count_solutions, solve
from . import logic
from .changes import CageActions, MakeActions
from .hints import HintActions, log_cell
from .play import PlayActions
from .colours import paint as paint_colour
from .colours import require_paints
from .history import Refused, Snapshot, action
from .textio import parse_entries, parse_line, plural, symbol_of, symbol_range


class EditorState(CageActions, MakeActions, HintActions, PlayActions):
    """A puzzle being played or composed: givens, entries, colours, pencil marks and cages, with undo."""

    def __init__(self, thing, time_limit=10.0):
        self.time_limit = float(time_limit)
        self.puzzle = as_puzzle(thing)
        if self.puzzle.is_two_layer:
            require_paints(len(self.puzzle.board.values))
        self.entries, self.colour_entries, self.marks = {}, {}, {}
        self.solved, self.solved_colours = frozenset(), frozenset()
        self.undo_stack, self.redo_stack = [], []
        self.hint_step, self.hint_level, self.auto, self.show_mistakes = None, 0, False, False
        self.answer_for, self.log = (None, None, None), []  # log: what each change did, in words (Export as cell)
        self.rng, self.seed = random.Random(), 0  # New puzzle: a fresh sequence after every re-run of the cell
        self.message, self.kind = "", "info"
        self.say(f"{self.puzzle.name or 'Board'}: select a cell and type a symbol ({symbol_range(self.board)}).")

    # ----- reading the state -------------------------------------------------------------------

    @property
    def board(self):
        return self.puzzle.board

    def say(self, text, kind="info"):
        """Set the message shown in the status line."""
        self.message, self.kind = text, kind

    def snapshot(self):
        """An immutable copy of everything an action may change."""
        return Snapshot(self.puzzle, tuple(self.entries.items()), tuple(self.colour_entries.items()),
                        tuple(sorted(self.marks.items())), self.solved, self.solved_colours)

    def restore(self, snap):
        """Put a snapshot back."""
        self.puzzle = snap.puzzle
        self.entries, self.colour_entries = dict(snap.entries), dict(snap.colour_entries)
        self.marks = dict(snap.pencil)
        self.solved, self.solved_colours = snap.solved, snap.solved_colours

    def given(self, cell):
        return self.puzzle.givens[cell[0]][cell[1]]

    def given_colour(self, cell):
        return self.puzzle.colours[cell[0]][cell[1]] if self.puzzle.is_two_layer else 0

    def grid(self):
        """Digits on the board (givens, entries, solved cells) as rows of ints, 0 blank."""
        grid = [list(row) for row in self.puzzle.givens]
        for (r, c), value in self.entries.items():
            grid[r][c] = value
        return grid

    def colours(self):
        """The colour layer (given and painted) as rows of ints, or None on one-layer boards."""
        if not self.puzzle.is_two_layer:
            return None
        grid = [list(row) for row in self.puzzle.colours]
        for (r, c), value in self.colour_entries.items():
            grid[r][c] = value
        return grid

    def problems(self):
        """Broken rules among the symbols placed, recomputed from the state (so a fixed entry is never left red)."""
        return logic.problems(self.puzzle, self.grid(), self.colours())

    def user_items(self):
        """The user's own entries as (layer, cell, value), cells filled by Solve left out."""
        digits = {c: v for c, v in self.entries.items() if c not in self.solved}
        colours = {c: v for c, v in self.colour_entries.items() if c not in self.solved_colours}
        return logic.entry_list(digits, colours)

    def user_puzzle(self):
        """The puzzle as given plus the user's own entries as givens (solved cells are not counted)."""
        return logic.with_entries(self.puzzle, self.user_items())

    def label(self, value):
        return self.board.label(value)

    def blanks(self):
        """How many digits and colours are still missing."""
        grid, colours = self.grid(), self.colours()
        count = sum(1 for r, c in self.board.cells if not grid[r][c])
        if colours is not None:
            count += sum(1 for r, c in self.board.cells if not colours[r][c])
        return count

    def refuse_problems(self, what):
        """Refuse ``what`` while any rule is broken, naming the problems."""
        found = self.problems()
        if found:
            raise Refused(f"Cannot {what} yet: {problem_sentence(found)} Fix the cells marked in red first; nothing was changed.")

    def require_cell(self, cell):
        cell = tuple(cell)
        if cell not in set(self.board.cells):
            raise Refused(f"{cell_name(cell)} is not a cell of this board.")
        return cell

    # ----- typing, pencil marks, painting -------------------------------------------------------

    @action
    def enter(self, cell, symbol):
        """Put a symbol (a number or its label) in a cell, replacing what was there; a given cannot change."""
        cell = self.require_cell(cell)
        value = symbol_of(symbol, self.board)
        if value is None:
            raise Refused(f"{symbol!s} is not a symbol of this board (use {symbol_range(self.board)}); "
                          f"{cell_name(cell)} keeps {self.shown(cell)}.")
        if self.given(cell):
            raise Refused(f"{cell_name(cell)} holds the given {self.label(self.given(cell))}; givens cannot be changed.")
        self.entries.pop(cell, None)
        self.entries[cell] = value
        self.marks.pop(cell, None)  # marks under a digit are gone, never back when the digit is cleared
        self.solved -= {cell}
        self.strike_pencil(cell, value)
        return self.report_cell(cell, f"{cell_name(cell)} = {self.label(value)}")

    def shown(self, cell):
        value = self.grid()[cell[0]][cell[1]]
        return self.label(value) if value else "its blank"

    def strike_pencil(self, cell, value):
        """Remove ``value`` from the pencil marks of the cell's group mates (Latin groups only)."""
        if self.board.symbols.count(value) != 1:
            return
        for g in self.board.groups_of(cell):
            for other in self.board.groups[g]:
                marks = self.marks.get(other)
                if marks and value in marks:
                    self.marks[other] = marks - {value}

    def report_cell(self, cell, what):
        """Say what was placed and whether it breaks a rule (returns False then, for the caller)."""
        mine = [v for v in self.problems() if cell in v.cells]
        if mine:
            self.say(f"{what} breaks a rule: {'; '.join(v.message for v in mine[:2])}.", "error")
            return False
        self.say(f"{what}: no rule broken." + (" Complete!" if not self.blanks() and not self.problems() else ""), "ok")
        return True

    @action
    def clear_cell(self, cell):
        """Empty a cell: its digit, else its painted colour, else its pencil marks."""
        cell = self.require_cell(cell)
        if cell in self.entries:
            self.entries.pop(cell)
            self.solved -= {cell}
            if self.auto:
                self.marks[cell] = self.candidates()[cell]
            self.say(f"{cell_name(cell)} cleared.", "ok")
        elif cell in self.colour_entries:
            self.colour_entries.pop(cell)
            self.solved_colours -= {cell}
            self.say(f"{cell_name(cell)}: colour removed.", "ok")
        elif self.marks.get(cell):
            self.marks.pop(cell)
            self.say(f"{cell_name(cell)}: pencil marks removed.", "ok")
        elif self.given(cell):
            raise Refused(f"{cell_name(cell)} holds a given; givens cannot be cleared.")
        else:
            self.say(f"{cell_name(cell)} is already empty.")

    @action
    def pencil(self, cell, symbol):
        """Toggle a pencil mark (a candidate written small) in a cell without a digit."""
        cell = self.require_cell(cell)
        value = symbol_of(symbol, self.board)
        if value is None:
            raise Refused(f"{symbol!s} is not a symbol of this board (use {symbol_range(self.board)}).")
        if self.given(cell):
            raise Refused(f"{cell_name(cell)} holds a given; pencil marks go in open cells.")
        marks = set(self.marks.get(cell, ()))
        marks ^= {value}
        if marks:
            self.marks[cell] = frozenset(marks)
        else:
            self.marks.pop(cell, None)
        word = "added to" if value in marks else "removed from"
        self.say(f"Pencil mark {self.label(value)} {word} {cell_name(cell)}.", "ok")

    @action
    def paint(self, cell, colour):
        """Paint a cell with a colour of the second layer (0 erases); given colours cannot change."""
        cell = self.require_cell(cell)
        if not self.puzzle.is_two_layer:
            raise Refused("This board has no colour layer; colours belong to two-layer puzzles (Suirodoku).")
        if colour not in (0,) + tuple(self.board.values):
            raise Refused(f"Colour {colour} is not one of the board's colours 1..{len(self.board.values)}.")
        if self.given_colour(cell):
            raise Refused(f"{cell_name(cell)} has a given colour; it cannot be repainted.")
        self.colour_entries.pop(cell, None)
        self.solved_colours -= {cell}
        if not colour:
            self.say(f"{cell_name(cell)}: colour removed.", "ok")
            return True
        self.colour_entries[cell] = colour
        return self.report_cell(cell, f"{cell_name(cell)} painted {paint_colour(colour)[1]} ({colour})")

    # ----- solver buttons -----------------------------------------------------------------------

    @action
    def solve(self):
        """Fill every blank (and re-fill cells Solve filled before) from the givens and your entries."""
        self.refuse_problems("solve")
        puzzle, items = self.user_puzzle(), self.user_items()
        result = solve(puzzle, time_limit=self.time_limit)
        if result.status == "unknown":
            raise Refused(f"No answer within {self.time_limit:g} s (the time limit); nothing was changed.")
        if not result.solved:
            raise Refused(logic.why_impossible(self.puzzle, items, self.time_limit, self.label) + " Nothing was changed.")
        filled = self.fill(result, items)
        kept_words = f"; your {plural(len(items), 'entry', 'entries')} kept" if items else ""
        where = "" if self.puzzle.is_two_layer else " (in teal)"
        self.say(f"Solved: filled {plural(len(filled), 'cell')}{where}{kept_words}.", "ok")

    def fill(self, result, items):
        """Write a solution in every cell that is neither given nor the user's own entry; returns the cells filled."""
        mine = {c for layer, c, _ in items if layer == "digit"}
        filled = {c for c in self.board.cells if not self.given(c) and c not in mine}
        self.entries.update({c: result.grid[c[0]][c[1]] for c in sorted(filled)})
        self.solved = frozenset(filled)
        if result.colours is not None:
            mine = {c for layer, c, _ in items if layer == "colour"}
            painted = {c for c in self.board.cells if not self.given_colour(c) and c not in mine}
            self.colour_entries.update({c: result.colours[c[0]][c[1]] for c in sorted(painted)})
            self.solved_colours = frozenset(painted)
        for cell in filled:
            self.marks.pop(cell, None)
        return filled

    def check(self):
        """Name every broken rule among the symbols placed, then the digits that differ from the only solution
        (when the puzzle has one: a digit can break no rule yet be wrong); a read-only action."""
        found = self.problems()
        if found:
            self.say(f"Check: {problem_sentence(found)}", "error")
            return False
        wrong = self.wrong_digits()
        if wrong:
            self.say(f"Check: no rule broken, but {', '.join(cell_name(c) for c in wrong)} "
                     f"differ{'s' * (len(wrong) == 1)} from the only solution (Show mistakes marks them).", "error")
            return False
        blanks = self.blanks()
        agree = " and every digit agrees with the only solution" if wrong is not None else ""
        if blanks:
            self.say(f"Check: no rule broken{agree} so far; {plural(blanks, 'blank')} left.", "ok")
        else:
            self.say("Check: complete and correct, every rule holds.", "ok")
        return True

    def is_unique(self):
        """Count the solutions of the puzzle as given plus your own entries (not cells filled by Solve), up to 2."""
        try:
            self.refuse_problems("test uniqueness")
        except Refused as err:
            self.say(str(err), "error")
            return None
        items = self.user_items()
        mine = f" with your {plural(len(items), 'entry', 'entries')}" if items else ""
        note = " (cells filled by Solve are not counted)" if self.solved or self.solved_colours else ""
        count = count_solutions(self.user_puzzle(), limit=2, time_limit=self.time_limit)
        if count >= 2:
            self.say(f"Not unique: the givens{mine} allow at least 2 solutions{note}.", "info")
            return False
        if not count.exact:
            self.say(f"Undecided: no answer within {self.time_limit:g} s ({int(count)} solution found so far).", "error")
            return None
        if count == 1:
            self.say(f"Unique: the givens{mine} allow exactly one solution (proved by a complete search){note}.", "ok")
            return True
        why = logic.why_impossible(self.puzzle, items, self.time_limit, self.label)
        self.say(f"No solution at all (proved). {why}", "error")
        return False

    # ----- history -------------------------------------------------------------------------------

    def undo(self):
        """Go back one change (typing, marks, paint, cages, solve, clear, import, new puzzle, lock)."""
        if not self.undo_stack:
            self.say("Nothing to undo.")
            return False
        self.redo_stack.append(self.snapshot())
        self.restore(self.undo_stack.pop())
        self.hint_step = None
        self.say(f"Undone ({plural(len(self.undo_stack), 'more step')} to undo).", "ok")
        return True

    def redo(self):
        """Redo the change Undo took back."""
        if not self.redo_stack:
            self.say("Nothing to redo.")
            return False
        self.undo_stack.append(self.snapshot())
        self.restore(self.redo_stack.pop())
        self.hint_step = None
        self.say("Redone.", "ok")
        return True

    # ----- export and import -------------------------------------------------------------------

    def export(self, fmt="json"):
        """The puzzle as text: 'line' (the givens, '.' blank: a line has no room to tell entries from givens),
        'json' (everything, entries and pencil marks included) or 'cell' (a notebook cell with the step log)."""
        if fmt == "cell":
            self.say("Exported the step log as a notebook cell: paste it into a code cell and run it.", "ok")
            return log_cell(self)
        if fmt == "line":
            if self.puzzle.cages or self.puzzle.is_two_layer:
                self.say("A line cannot hold cages or colours; choose JSON.", "error")
                return None
            kept = (f" JSON keeps your {plural(len(self.entries), 'entry', 'entries')}: a line would turn "
                    "them into givens." if self.entries else "")
            self.say(f"Exported the givens as a line of {len(self.board.cells)} cells.{kept}", "ok")
            return to_line(self.puzzle.givens, self.board)
        self.say("Exported as JSON (board, givens, cages, colours, entries and pencil marks).", "ok")
        return self.json_text()

    def json_text(self):
        """Everything on the board as JSON (what Export writes and Import reads back)."""
        data = json.loads(to_json(self.puzzle))
        entries = [[0] * self.board.cols for _ in range(self.board.rows)]
        for (r, c), value in self.entries.items():
            entries[r][c] = value
        data["entries"] = entries
        data["colour_entries"] = [[r, c, v] for (r, c), v in sorted(self.colour_entries.items())]
        data["pencil"] = [[r, c, sorted(m)] for (r, c), m in sorted(self.marks.items())]
        return json.dumps(data)

    @action
    def import_(self, text):
        """Read a line for this board or JSON for any board; bad text changes nothing and says why."""
        text = (text or "").strip()
        if not text:
            raise Refused("Nothing to import: paste a line or JSON first.")
        if text.startswith("{"):
            puzzle = from_json(text)
            if puzzle.is_two_layer:
                require_paints(len(puzzle.board.values))
            entries, colour_entries, pencil = parse_entries(json.loads(text), puzzle)
            self.load(puzzle, entries, colour_entries, pencil)
            self.say(f"Imported JSON: {puzzle.name}, {len(puzzle.given_cells())} givens, {len(entries)} entries (Undo goes back).", "ok")
            return
        givens = parse_line(self.board, text)
        self.load(Puzzle(self.board, givens, self.puzzle.cages, self.puzzle.colours, self.puzzle.name))
        self.say(f"Imported a line: {len(self.puzzle.given_cells())} givens (Undo goes back).", "ok")

    def load(self, puzzle, entries=None, colour_entries=None, marks=None):
        """Replace the puzzle and the entries (inside an action, so Undo brings the old ones back)."""
        self.puzzle = puzzle
        self.entries, self.colour_entries = dict(entries or {}), dict(colour_entries or {})
        self.marks = dict(marks or {})
        self.solved, self.solved_colours = frozenset(), frozenset()


def problem_sentence(found):
    """At most three problems in words, and how many more."""
    words = "; ".join(v.message for v in found[:3])
    more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
    return f"{len(found)} problem{'s' if len(found) > 1 else ''}: {words}{more}."
