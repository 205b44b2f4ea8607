"""Results and difficulty scores of the human-like solver, and how it reads contradictions (steps: ``methods.steps``)."""
from dataclasses import dataclass, field


LABELS = ("easy", "medium", "hard")



CONTRADICTIONS = {
    "early": "a guess fails as soon as a cell has no candidate or a group no place for a symbol",
    "late": "singles run to their fixed point, a blank cell without candidates then fails the guess",
    "scan": "naked singles are found by scanning the cells in order, hidden singles by scanning the groups; "
            "a guess fails when the scan meets a blank cell without candidates (the plainest reading of "
            "seeds/003 section 7)",
}



@dataclass
class HumanResult:
    """The outcome of one human-like solve: the grid (None if not solved), counts and the trace."""

    puzzle: object
    grid: list
    insertions: int
    guesses: int
    steps: list = field(repr=False)
    partial: list = field(default=None, repr=False)

    @property
    def solved(self):
        """True when the grid was completed."""
        return self.grid is not None

    def kinds(self):
        """How many steps of each kind: {'naked': .., 'hidden': .., 'guess': .., 'undo': ..}."""
        counts = dict.fromkeys(("naked", "hidden", "guess", "undo"), 0)
        for step in self.steps:
            counts[step.kind] += 1
        return counts

    def trace(self, limit=None):
        """The steps as text, one per line (the first ``limit`` of them)."""
        steps = self.steps if limit is None else self.steps[:limit]
        more = len(self.steps) - len(steps)
        return "\n".join(map(str, steps)) + (f"\n... {more} more steps" if more > 0 else "")



@dataclass(frozen=True)
class Difficulty:
    """A difficulty score (mean insertions minus blanks), its class, and how it was measured."""

    score: float
    label: str
    runs: int
    blanks: int
    mean_insertions: float
    mean_guesses: float

    def __str__(self):
        return f"{self.label} (score {self.score:.2f} over {self.runs} run{'s' * (self.runs != 1)})"



def label_of(score):
    """The class of a difficulty score: 'easy' if 0, 'medium' up to 10, 'hard' above."""
    if score == 0:
        return "easy"
    return "medium" if score <= 10 else "hard"
