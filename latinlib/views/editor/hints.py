"""Hints that teach, and the teacher's "Why?" (mixed into EditorState).

Hint asks ``ll.hint`` with the user's entries and pencil marks, so the editor and
``ll.hint`` give the same step or the same refusal on every board. Pressing Hint
again on the same position goes one level deeper: where to look, then which
technique, then the whole step drawn on the board (candidates, pattern,
eliminations). Apply performs the step on the pencil marks (or the digits it
places), so hint, apply, hint walks through the puzzle. "Why?" asks CP-SAT
whether a candidate can stand: a proof that no solution puts it there, or a
solution that does.
"""
from ...core.errors import PuzzleError, cell_name
from ...methods.techniques import hint
from ...solving import solve
from . import logic
from .history import Refused, action
from .textio import plural, symbol_of

LEVELS = 3


class HintActions:
    """Hint (three levels), Apply and Why?."""

    def hint(self):
        """The next level of the current hint, or a new hint from ``ll.hint``; None (and a reason) when there is none."""
        if self.hint_step is not None:
            self.hint_level = min(LEVELS, self.hint_level + 1)
        else:
            try:
                self.hint_step = self.find_hint()
                self.hint_level = LEVELS if is_wrong(self.hint_step) else 1
            except Refused as err:
                self.hint_step = None
                self.say(str(err), "error")
                return None
        step = self.hint_step
        if step is None:
            self.say("The grid is complete: no hint needed (Check confirms every rule).", "ok")
            return None
        self.say(hint_words(step, self.hint_level), "error" if is_wrong(step) else "info")
        return step

    def find_hint(self):
        """``ll.hint`` on the givens, the entries (digits and painted colours) and the pencil marks."""
        try:
            return hint(self.puzzle, entries=dict(self.entries), candidates=dict(self.marks),
                        colour_entries=dict(self.colour_entries))
        except PuzzleError as err:
            raise Refused(f"No hint: {err}.") from err

    @action
    def apply_hint(self):
        """Perform the hint on the board: its placements as digits, its eliminations on the pencil marks."""
        step = self.hint_step
        if step is None:
            raise Refused("Nothing to apply: press Hint first.")
        start = self.candidates()
        if is_wrong(step):  # wrong entries go; pencil marks that lost the solution's symbol get every candidate back
            layer = self.colour_entries if step.layer == "colour" else self.entries
            for r, c, _ in step.eliminations:
                layer.pop((r, c), None)
            for cell in step.cells:
                if cell in self.marks and cell not in self.entries:
                    self.marks[cell] = self.candidates().get(cell, start.get(cell, frozenset()))
            self.say(f"Put right: {', '.join(cell_name(c) for c in step.cells)}. Hint again for the next step.", "ok")
            return
        for r, c, symbol in step.placements:
            if step.layer == "colour":
                self.colour_entries[r, c] = symbol
            else:
                self.entries[r, c] = symbol
                self.marks.pop((r, c), None)
                self.strike_pencil((r, c), symbol)
        for r, c, symbol in step.eliminations:
            if step.layer == "digit" and (r, c) not in self.entries:
                self.marks[r, c] = frozenset(self.marks.get((r, c)) or start.get((r, c), ())) - {symbol}
        self.say(f"Applied {step.technique}: {step.explain()}. Hint again for the next step.", "ok")

    def why(self, cell, symbol):
        """Can ``symbol`` go in ``cell``? CP-SAT proves it cannot, or shows a solution with it (on the board, undoable)."""
        cell = self.require_cell(cell)
        value = symbol_of(symbol, self.board)
        if value is None or self.grid()[cell[0]][cell[1]]:
            self.say(f"Why? asks about a symbol of an open cell; {cell_name(cell)} is not open or {symbol!s} is no symbol.", "error")
            return None
        items = self.user_items() + [("digit", cell, value)]
        place, mine = f"{self.label(value)} in {cell_name(cell)}", " and your entries" if len(items) > 1 else ""
        try:
            result = solve(logic.with_entries(self.puzzle, items), time_limit=self.time_limit, method="cp-sat")
        except PuzzleError as err:  # a symbol already placed in one of its groups: no search needed
            self.say(f"Why not {place}? A rule forbids it outright: {err}.", "ok")
            return False
        if result.status == "infeasible":
            self.say(f"Why not {place}? CP-SAT proves that no solution of the givens{mine} puts it there "
                     "(a complete search, status infeasible), so it can be struck from the pencil marks.", "ok")
            return False
        if result.status == "unknown":
            self.say(f"Why? CP-SAT could not decide {place} within {self.time_limit:g} s.", "error")
            return None
        self.show_solution(result, place)
        return True

    @action
    def show_solution(self, result, place):
        """Put a solution found by Why? on the board, as Solve would (Undo takes it away)."""
        self.fill(result, self.user_items())
        self.say(f"{place} can stand: CP-SAT found a solution that uses it, now on the board "
                 "(Undo takes it away).", "ok")


def log_cell(state):
    """A notebook cell that rebuilds the board as it is, its comments the log of every change made."""
    head = [f"# The board editor's step log ({state.puzzle.name or 'board'}): {plural(len(state.log), 'change')}"]
    steps = [f"# {k}. {text}" for k, text in enumerate(state.log, 1)]
    code = ["import latinlib as ll", "", "board = r" + "'" * 3 + state.json_text() + "'" * 3,
            "ed = ll.editor(ll.from_json(board))", "ed.act('import', board)  # the entries and pencil marks too", "ed"]
    return "\n".join(head + steps + code)


def is_wrong(step):
    """True for ll.hint's first answer when the player's state is wrong ('Wrong Entries', 'Wrong Pencil Marks')."""
    return step is not None and step.technique.lower().startswith("wrong")


def hint_words(step, level):
    """What the status line says at each level: where to look, which technique, the whole step."""
    if is_wrong(step):
        return f"Hint ({step.technique}): {step.explain()}. Apply puts it right."
    where = ", ".join(step.groups) if step.groups else ", ".join(cell_name(c) for c in step.cells[:4])
    if level == 1:
        return f"Hint 1 of 3: look at {where}. (Hint again: which technique.)"
    if level == 2:
        return f"Hint 2 of 3: use the technique '{step.technique}' in {where}. (Hint again: the whole step.)"
    return f"Hint 3 of 3 ({step.technique}): {step.explain()}. Apply performs it."
