"""What a player deduces in a Suirodoku with singles alone, on both layers and the pair rule.

The technique solver's own rules, limited to singles: naked and hidden singles on
each layer, the pair rule (a cell known to be (d, k) bars colour k from other cells
holding d, and digit d from other cells coloured k) and pair singles (a pair only
one cell can still hold goes there), applied easiest first until none applies.
"""
from ...methods.techniques import group_rules, variants
from ...methods.techniques.candidates import apply_step, contradiction, start_state

SINGLES = (group_rules.hidden_single, variants.pair_rule, variants.pair_single, group_rules.naked_single)


def singles(puzzle):
    """Fill what a player deduces with singles alone; returns (digits, colours) with 0 where stuck."""
    state = start_state(puzzle)
    progress = True
    while progress and not contradiction(state):
        progress = False
        for rule in SINGLES:
            for found in list(rule(state)):  # each holds in the state it was found in, so all of them can be applied
                apply_step(state, found)
                progress = True
    return state.grid(0), state.grid(1)


def singles_progress(puzzle):
    """The share (0..1) of the blank digits and colours that singles alone fill: a difficulty proxy."""
    digits, colours = singles(puzzle)
    blanks = [(g, x) for g, x in ((puzzle.givens, digits), (puzzle.colours, colours))]
    total = sum(1 for g, _ in blanks for r, c in puzzle.board.cells if not g[r][c])
    filled = sum(1 for g, x in blanks for r, c in puzzle.board.cells if not g[r][c] and x[r][c])
    return filled / total if total else 1.0
