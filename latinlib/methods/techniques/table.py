"""The technique names, as HoDoKu and Sudoku Explainer (SE) spell them, with their numbers and what each does.

The number is the technique's place on the difficulty scale, modelled on SE's; a
puzzle's rating is the largest number among the steps its solution needs (see
``solver``). Variant rules (cages, two layers) have numbers of their own.
"""

TABLE = {
    "Hidden Single": (1.5, "a symbol has one place left in a group: it goes there"),
    "Pair Rule": (1.8, "two layers: a cell fixed to (d, c) bars c from other cells holding d, and d from other cells coloured c"),
    "Pair Single": (2.0, "two layers: a (digit, colour) pair only one cell can still hold goes there"),
    "Cage Combination": (2.0, "a candidate used by no filling of a cage with an allowed sum goes"),
    "Naked Single": (2.3, "a cell has one candidate left: it goes there"),
    "Locked Candidates Type 1 (Pointing)": (2.6, "a box's (region's) places for a symbol lie in one line: the line's other cells lose it"),
    "Locked Candidates Type 2 (Claiming)": (2.8, "a group's places for a symbol lie in another group: that group's other cells lose it"),
    "Naked Pair": (3.0, "two cells of a group hold the same two candidates: the group's other cells lose them"),
    "Innies": (3.0, "a group minus its whole cages sums to the rest of its total: a virtual cage"),
    "X-Wing": (3.2, "two lines whose places for a symbol lie in two cross lines: the cross lines' other cells lose it"),
    "Finned X-Wing": (4.3, "an X-Wing but for fins (extra places): the cross-line cells seeing every fin lose the symbol"),
    "Sashimi X-Wing": (4.3, "a Finned X-Wing one of whose lines keeps a single place besides the fins"),
    "Hidden Pair": (3.4, "two symbols with the same two places in a group: those cells lose every other candidate"),
    "Naked Triple": (3.6, "three cells of a group with three candidates between them: the group's other cells lose them"),
    "Swordfish": (3.8, "an X-Wing of three lines"),
    "Finned Swordfish": (4.6, "a Swordfish but for fins: the cross-line cells seeing every fin lose the symbol"),
    "Sashimi Swordfish": (4.6, "a Finned Swordfish one of whose lines keeps a single place besides the fins"),
    "Hidden Triple": (4.0, "three symbols with three places between them in a group: those cells lose the rest"),
    "Skyscraper": (4.0, "two parallel strong links for a symbol joined at one end: cells seeing both other ends lose it"),
    "2-String Kite": (4.1, "a row and a column strong link joined in a box: a cell seeing both other ends loses it"),
    "Turbot Fish": (4.2, "two strong links for a symbol joined by a weak link: cells seeing both ends lose it"),
    "Empty Rectangle": (4.2, "a box's places for a symbol on one row and one column, a strong link from one: the other line's cell seeing its far end loses it"),
    "XY-Wing": (4.2, "pivot {x,y} sees pincers {x,z} and {y,z}: cells seeing both pincers lose z"),
    "XYZ-Wing": (4.4, "pivot {x,y,z} sees pincers {x,z} and {y,z}: cells seeing all three lose z"),
    "Unique Rectangle Type 1": (4.5, "three corners of a swappable rectangle are {x,y}: the fourth loses x and y"),
    "Unique Rectangle Type 2": (4.5, "two corners {x,y}, two {x,y,z}: one of the latter is z, cells seeing both lose z"),
    "Unique Rectangle Type 4": (4.5, "x locked to the two open corners in a group: they lose y"),
    "Unique Rectangle Type 3": (4.6, "two neighbouring corners {x,y}: the other two act as one cell of their extras in a naked subset (+0.1 per cell beyond one)"),
    "Unique Rectangle Type 5": (4.6, "two opposite or three corners {x,y,z}, the rest {x,y}: cells seeing every z corner lose z"),
    "Unique Rectangle Type 6": (4.6, "opposite corners {x,y}, x only in the rectangle along two opposite sides: the other corners lose x"),
    "Hidden Rectangle": (4.6, "a corner {x,y}; x only in the rectangle along both sides at the opposite corner: that corner loses y"),
    "Avoidable Rectangle Type 1": (4.5, "three corners filled by the player (no givens) as x, y, x: the fourth loses y"),
    "Avoidable Rectangle Type 2": (4.6, "two neighbouring corners filled x, y (no givens), the others {y,z} and {x,z}: cells seeing both lose z"),
    "Simple Colors Trap": (4.7, "a symbol's conjugate pairs coloured in two colours, one all true: a place seeing both colours loses it"),
    "Simple Colors Wrap": (4.7, "two places of one colour of a symbol's conjugate-pair cluster see each other: that colour is false"),
    "Multi Colors 1": (4.9, "colours of two clusters see each other: a place seeing both their opposite colours loses the symbol"),
    "Multi Colors 2": (4.9, "a colour sees both colours of another cluster: it is false"),
    "Naked Quadruple": (5.0, "four cells of a group with four candidates between them: the group's other cells lose them"),
    "Jellyfish": (5.2, "an X-Wing of four lines"),
    "Finned Jellyfish": (5.4, "a Jellyfish but for fins: the cross-line cells seeing every fin lose the symbol"),
    "Sashimi Jellyfish": (5.5, "a Finned Jellyfish one of whose lines keeps a single place besides the fins"),
    "Franken X-Wing": (5.6, "a fish of two base and two cover groups, boxes among them: the covers' other cells lose the symbol"),
    "Finned Franken X-Wing": (5.8, "a Franken X-Wing but for fins: the cover cells seeing every fin lose the symbol"),
    "Franken Swordfish": (6.0, "a Franken fish of three base and three cover groups"),
    "Finned Franken Swordfish": (6.2, "a Franken Swordfish but for fins: the cover cells seeing every fin lose the symbol"),
    "Mutant X-Wing": (6.2, "a fish of two base and two cover groups mixing rows and columns on a side"),
    "Finned Mutant X-Wing": (6.3, "a Mutant X-Wing but for fins: the cover cells seeing every fin lose the symbol"),
    "Mutant Swordfish": (6.4, "a mutant fish of three base and three cover groups"),
    "Finned Mutant Swordfish": (6.5, "a Mutant Swordfish but for fins: the cover cells seeing every fin lose the symbol"),
    "Hidden Quadruple": (5.4, "four symbols with four places between them in a group: those cells lose the rest"),
    "Sue de Coq": (5.5, "cells of two groups' intersection, cells of each group's rest with disjoint candidates, as many symbols as cells: each goes once there, so the groups' other cells lose them"),
    "BUG+1": (5.6, "every open cell bivalue but one: of its three, the one its groups hold three times goes there"),
    "W-Wing": (4.4, "two bivalue cells {x,y} joined by a strong link on y: cells seeing both lose x"),
    "Remote Pair": (4.6, "a chain of bivalue cells all {x,y}: cells seeing two of its ends of opposite parity lose x and y"),
    "ALS-XZ": (6.0, "two almost locked sets (N cells, N + 1 candidates) with a restricted common x: a z of both goes from cells seeing every z of both (doubly linked: more)"),
    "ALS-XY-Wing": (6.4, "three almost locked sets A -x- C -y- B joined by restricted commons: a z of A and B goes from cells seeing every z of both"),
    "ALS-Chain": (6.6, "four almost locked sets A -x- B -y- C -w- D joined by restricted commons (x ≠ y ≠ w): a z of A and D goes from cells seeing every z of both"),
    "X-Chain": (6.6, "a chain of strong links on one symbol: cells seeing both ends lose it (+0.1 per two links beyond three)"),
    "XY-Chain": (6.8, "a chain of bivalue cells: cells seeing both ends lose the end symbol (+0.1 per two links beyond three)"),
    "Grouped X-Chain": (6.7, "an X-Chain whose nodes may be a symbol's places in the intersection of two groups (a line and a box)"),
    "Grouped AIC": (7.1, "an AIC whose nodes may be a symbol's places in the intersection of two groups (a line and a box)"),
    "AIC": (7.0, "an alternating inference chain of strong and weak links: what sees both ends goes (+0.1 per two links beyond three)"),
    "Death Blossom": (7.3, "a stem cell whose every candidate d is seen by all d's of an almost locked set (a petal): a z of every petal goes from cells seeing every z of them"),
    "Forcing Chain": (8.0, "each candidate of a cell (each place of a symbol in a group) leads by singles to the same "
                           "conclusion, or one leads to a contradiction (+0.1 for three branches, +0.1 per length step, up to 8.9)"),
    "Guess": (9.0, "no technique applies: a most-constrained cell, its value proved by search (9.0 + log2(trials) / 2)"),
}
"""{name: (SE-style number, what it does)}; the solver tries techniques in ``solver.TECHNIQUES``' order, which follows the numbers."""


def number(name):
    """The scale number of a technique name."""
    return TABLE[name][0]
