"""Actions that change the puzzle itself: cages, Clear, Lock and New puzzle (mixed into EditorState)."""
from ...core.board import is_connected
from ...core.cages import make_cage, validate_cages
from ...core.errors import cell_name
from ...core.puzzle import Puzzle
from ...families.suirodoku.puzzles import make_suirodoku_puzzle
from ...methods.generate import make_puzzle, random_solution
from ...methods.mates import random_suirodoku
from .history import Refused, action
from .textio import parse_sums

DIFFICULTIES = (None, "easy", "medium", "hard")


def names(cells):
    """'r1c1, r1c2' for sorted cells."""
    return ", ".join(cell_name(c) for c in sorted(cells))


class CageActions:
    """Draw and remove cages (sum constraints); each change is checked and undoable."""

    @action
    def add_cage(self, cells, sums):
        """Make ``cells`` a cage whose sum must be one of ``sums`` ('4, 9' or ints); refuses overlaps in plain words."""
        cells = sorted({self.require_cell(c) for c in cells})
        if not cells:
            raise Refused("Select the cells of the cage first (click or drag over them).")
        sums = parse_sums(sums)
        taken = {}
        for cage in self.puzzle.cages:
            for cell in set(cage.cells) & set(cells):
                taken.setdefault(cage.label, []).append(cell)
        if taken:
            where = "; ".join(f"{names(found)} already in the {label}" for label, found in taken.items())
            raise Refused(f"The new cage would overlap: {where}. Remove that cage first or pick other cells.")
        if not is_connected(cells):
            raise Refused(f"The cells {names(cells)} do not join up through shared edges; a cage must be one piece.")
        low, high = self.sum_range(len(cells))
        impossible = [s for s in sums if not low <= s <= high]
        if impossible:
            raise Refused(f"A cage of {len(cells)} cells sums to between {low} and {high}; "
                          f"{', '.join(map(str, impossible))} cannot be reached.")
        cage = make_cage(cells, sums)
        validate_cages(self.board, self.puzzle.cages + (cage,))
        self.puzzle = Puzzle(self.board, self.puzzle.givens, self.puzzle.cages + (cage,), self.puzzle.colours, self.puzzle.name)
        self.say(f"Made the {cage.label} ({len(cells)} cells, sum in {sums_text(sums)}); "
                 f"{len(self.puzzle.cages)} cage(s) now.", "ok")

    def sum_range(self, size):
        """The smallest and largest sums ``size`` cells can take (cells in different groups may repeat a symbol)."""
        return size * min(self.board.values), size * max(self.board.values)

    @action
    def remove_cage(self, cell):
        """Remove the cage that holds ``cell``."""
        cell = self.require_cell(cell)
        keep = tuple(cage for cage in self.puzzle.cages if cell not in cage.cells)
        if len(keep) == len(self.puzzle.cages):
            raise Refused(f"{cell_name(cell)} is in no cage; select a cell of the cage to remove.")
        gone = next(cage for cage in self.puzzle.cages if cell in cage.cells)
        self.puzzle = Puzzle(self.board, self.puzzle.givens, keep, self.puzzle.colours, self.puzzle.name)
        self.say(f"Removed the {gone.label}; {len(keep)} cage(s) left.", "ok")


class MakeActions:
    """Clear, Lock and New puzzle."""

    @action
    def clear(self):
        """Remove your entries, painted colours, pencil marks and solved cells (Undo brings them back)."""
        count = len(self.entries) + len(self.colour_entries) + len(self.marks)
        if not count:
            self.say("Nothing to clear: only the givens are on the board.")
            return
        self.load(self.puzzle)
        self.say(f"Cleared {count} entries and marks (Undo brings them back).", "ok")

    @action
    def lock(self):
        """Turn every digit and colour on the board into a given: compose a puzzle, then ask Unique?."""
        self.refuse_problems("lock the entries as givens")
        if not self.entries and not self.colour_entries:
            raise Refused("Nothing to lock: type some entries first (they become givens).")
        puzzle = Puzzle(self.board, self.grid(), self.puzzle.cages, self.colours(), self.puzzle.name)
        count = len(self.entries) + len(self.colour_entries)
        self.load(puzzle)
        self.say(f"Locked {count} entries as givens: the puzzle now has {len(puzzle.given_cells())} given digits. "
                 "Unique? tests it.", "ok")

    @action
    def new_puzzle(self, difficulty=None):
        """A new puzzle with one solution on this board (cages kept), at a difficulty when asked."""
        difficulty = None if difficulty in ("any", "", None) else difficulty
        if difficulty not in DIFFICULTIES:
            raise Refused(f"Difficulty must be easy, medium, hard or any, not {difficulty!r}.")
        self.seed += 1
        if self.puzzle.is_two_layer:
            return self.new_two_layer(difficulty)
        solution = random_solution(Puzzle(self.board, cages=self.puzzle.cages), seed=self.seed)
        made = make_puzzle(solution, seed=self.seed, difficulty=difficulty)
        self.load(Puzzle(self.board, made.givens, made.cages, None, self.puzzle.name))
        words = f"New {difficulty} puzzle" if difficulty else "New puzzle"
        self.say(f"{words} (seed {self.seed}): {len(made.given_cells())} givens, one solution (proved). Undo goes back.", "ok")

    def new_two_layer(self, difficulty):
        """A two-layer puzzle that singles solve (so it has one solution), from a random pair of grids."""
        if difficulty not in (None, "easy"):
            raise Refused(f"Two-layer puzzles are made only as easy ones here (singles solve them), not {difficulty}.")
        solution = random_suirodoku(seed=self.seed, board=self.board, time_limit=self.time_limit)
        made = make_suirodoku_puzzle(solution, seed=self.seed, singles_only=True)
        self.load(Puzzle(self.board, made.givens, (), made.colours, self.puzzle.name))
        givens = len(made.given_cells()) + sum(1 for r, c in self.board.cells if made.colours[r][c])
        self.say(f"New easy two-layer puzzle (seed {self.seed}): {givens} given digits and colours; singles solve it, "
                 "so it has one solution. Undo goes back.", "ok")


def sums_text(sums):
    """{4, 9, 16}"""
    return "{" + ", ".join(map(str, sorted(sums))) + "}"
