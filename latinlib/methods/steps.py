"""The one Step record of every solver in ``methods``: what a move places and removes, its evidence, its words.

The technique solver (``methods.techniques``) makes Steps by keyword (``technique``,
``placements``, ``eliminations``, ``cells``, ``groups``, ``rating``); the seeds/003
reading (``methods.human``) makes them positionally as (cell, value, reason, kind)
for its trace of singles, guesses and undone guesses. Either way ``placements`` and
``eliminations`` are lists of (row, col, symbol), 0-based, and ``explain()`` gives
the words.
"""
from dataclasses import dataclass, field

from ..core.errors import cell_name

TRACE_NAMES = {"naked": "Naked Single", "hidden": "Hidden Single", "guess": "Guess", "undo": "Undo Guess",
               "stuck": "Stuck"}
"""The technique name of each kind of move of the seeds/003 trace."""


@dataclass
class Step:
    """One move: ``placements`` and ``eliminations`` as lists of (row, col, symbol), with evidence and reason.

    ``cell``, ``value``: the one cell a single, guess or undo is about (else None);
    ``reason``: the explanation; ``kind``: 'naked', 'hidden', 'guess', 'undo', 'stuck'
    (the seeds/003 trace) or 'technique'; ``technique``: the name as HoDoKu and Sudoku
    Explainer spell it; ``cells``: the evidence cells; ``groups``: the names of the
    groups used; ``rating``: the technique's number (``techniques.TABLE``);
    ``layer``: 'digit' or 'colour'; ``search``: the trials behind a guess.
    """

    cell: tuple = None
    value: object = None
    reason: str = ""
    kind: str = "technique"
    technique: str = ""
    placements: list = field(default_factory=list)
    eliminations: list = field(default_factory=list)
    cells: tuple = ()
    groups: tuple = ()
    rating: float = 0.0
    layer: str = "digit"
    search: int = 0

    def __post_init__(self):
        """Fill what follows from the rest: a trace single places its value; a lone placement names its cell."""
        if self.cell is not None and not self.placements and self.kind in ("naked", "hidden", "guess"):
            self.placements = [(*self.cell, self.value)]
        if self.cell is None and len(self.placements) == 1:
            r, c, self.value = self.placements[0]
            self.cell = (r, c)
        self.technique = self.technique or TRACE_NAMES.get(self.kind, self.kind)
        self.cells = self.cells or ((self.cell,) if self.cell is not None else ())

    @property
    def is_single(self):
        """True for a naked or hidden single of the trace: a move that follows by logic alone."""
        return self.kind in ("naked", "hidden")

    def explain(self):
        """The step in plain words, as a hint shows it."""
        return self.reason

    def __str__(self):
        if self.kind == "technique":
            return f"{self.technique}: {self.reason}"
        name = cell_name(self.cell)
        if self.kind == "guess":
            return f"guess {name} = {self.value}"
        if self.kind == "undo":
            return f"undo guess {name} = {self.value}: {self.reason}"
        return f"{name} = {self.value}: {self.reason}"
