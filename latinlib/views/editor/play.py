"""What puzzle apps offer while playing (mixed into EditorState): auto candidates, show mistakes, digit counts.

Mistakes are judged against the puzzle's only solution, proved unique first by the
solving service; on a puzzle with several solutions no entry can be called a mistake,
and the editor says so rather than guess.
"""
from ...core.errors import cell_name
from ...methods.techniques.candidates import start_state
from ...solving import count_solutions, solve
from .history import Refused, action
from .textio import plural


class PlayActions:
    """Auto candidates, show mistakes, digits left."""

    def candidates(self):
        """{cell: symbols} for every open cell: the symbols no group mate holds (the techniques' candidate table)."""
        state = start_state(self.puzzle, dict(self.entries))
        values, masks = state.layers[0]
        return {cell: frozenset(state.t.symbols_of(masks[i])) for i, cell in enumerate(state.t.cells) if not values[i]}

    @action
    def auto_candidates(self, on=True):
        """Auto candidates on: every open cell gets its candidates as pencil marks (kept as digits go in); off: marks go."""
        self.auto = bool(on)
        if not self.auto:
            self.marks = {}
            self.say("Auto candidates off: pencil marks cleared (Undo brings them back).", "ok")
            return
        for cell, symbols in self.candidates().items():
            self.marks[cell] = frozenset(symbols & self.marks[cell]) if self.marks.get(cell) else symbols
        self.say("Auto candidates on: every open cell shows the symbols its groups still allow.", "ok")

    def answer(self):
        """The only solution's digit grid (cached per puzzle); Refused when it is not proved unique."""
        if self.answer_for[0] is not self.puzzle:
            count = count_solutions(self.puzzle, limit=2, time_limit=self.time_limit)
            grid = solve(self.puzzle, time_limit=self.time_limit).grid if count == 1 and count.exact else None
            why = None if grid else ("it has more than one solution" if count >= 2 else
                                     "it has no solution" if count.exact else f"no answer within {self.time_limit:g} s")
            self.answer_for = (self.puzzle, grid, why)
        if self.answer_for[1] is None:
            raise Refused(f"Mistakes are judged against the only solution, but {self.answer_for[2]} (proved by the solver).")
        return self.answer_for[1]

    def mistakes(self):
        """The user's entries that differ from the only solution (empty when mistakes are not shown)."""
        return [c for c in self.wrong_digits() or () if c not in self.solved] if self.show_mistakes else []

    def wrong_digits(self):
        """Digits (entries and Solve's) that differ from the only solution; None when the puzzle has not exactly one."""
        try:
            grid = self.answer()
        except Refused:
            return None
        return sorted(c for c, v in self.entries.items() if grid[c[0]][c[1]] != v)

    def set_mistakes(self, on=True):
        """Show mistakes on or off; on, the wrong entries are named and marked with a red slash."""
        try:
            self.answer()
        except Refused as err:
            self.show_mistakes = False
            self.say(f"Cannot show mistakes: {err}", "error")
            return False
        self.show_mistakes = bool(on)
        if not on:
            self.say("Mistakes hidden.", "ok")
            return True
        wrong = self.mistakes()
        names = ", ".join(cell_name(c) for c in wrong)
        verb = "differs" if len(wrong) == 1 else "differ"
        self.say(f"Show mistakes: {plural(len(wrong), 'entry', 'entries')} {verb} from the only solution"
                 + (f" ({names}, slashed in red)." if wrong else "."), "error" if wrong else "ok")
        return True

    def digits_left(self):
        """{symbol: how many more cells need it}, for the pad (each group holds the symbol multiset once)."""
        board, grid = self.board, self.grid()
        per_group = len(board.cells) // len(board.symbols)  # how many times the whole multiset fits on the board
        left = {v: per_group * board.symbols.count(v) for v in board.values}
        for r, c in board.cells:
            if grid[r][c]:
                left[grid[r][c]] -= 1
        return left
