"""A second, orthogonal layer: colours that form a Latin square/Sudoku of their own and
meet every digit exactly once (Graeco-Latin squares, Suirodoku).

Three encodings of "every (digit, colour) pair occurs once", all with the same
solutions (auxiliary variables are fully determined by the cells):

* ``pairs``: the seed's trick, one pair variable per cell, pair = (digit-1)*n + (colour-1),
  and one AllDifferent over all pairs;
* ``naive``: one linear "not equal" per two cells, n*d1 + c1 != n*d2 + c2, which says
  "not both the same digit and the same colour" (n^2(n^2-1)/2 constraints: 3,240 for 9x9);
* ``exact_cover``: one Boolean per (cell, digit, colour); each cell takes exactly one
  pair, each pair is taken by exactly one cell, and the group rules are repeated over
  the Boolean digit and colour indicators. The default for solving and counting: on
  near-minimal 9x9 puzzles it is about three times as fast as pair codes
  (benchmarks/bench_suirodoku.py).
  With the digit layer given (finding a mate), pair codes are faster and are used.
"""
from ...core.errors import PuzzleError

ENCODINGS = ("pairs", "naive", "exact_cover")

# CP-SAT settings per encoding. On the exact cover, CP-SAT's probing (in presolve and
# search) costs more than it saves: without it the median solve time of near-minimal
# 9x9 puzzles drops from 0.22 s to about 0.12 s (benchmarks/bench_suirodoku.py). A single
# presolve round would be faster still, but then no proof that 6x6 has no Suirodoku.
SOLVER_SETTINGS = {"exact_cover": {"cp_model_probing_level": 0}}


def add_orthogonality(model, board, digits, colours, encoding="pairs"):
    """Make every (digit, colour) pair distinct with one of ENCODINGS; returns the auxiliary variables."""
    adders = {"pairs": add_pair_codes, "naive": add_pairwise_differences, "exact_cover": add_exact_cover}
    if encoding not in adders:
        raise PuzzleError(f"unknown pair encoding {encoding!r}; choose one of {', '.join(ENCODINGS)}")
    return adders[encoding](model, board, digits, colours)


def add_pair_codes(model, board, digits, colours):
    """Seed's encoding: pair = (digit-1)*n + (colour-1) per cell, one AllDifferent over the pairs."""
    n = board.n
    pairs = []
    for cell in board.cells:
        pair = model.new_int_var(0, n * n - 1, f"pair_r{cell[0] + 1}c{cell[1] + 1}")
        model.add(pair == (digits[cell] - 1) * n + (colours[cell] - 1))
        pairs.append(pair)
    model.add_all_different(pairs)
    return pairs


def add_pairwise_differences(model, board, digits, colours):
    """Naive encoding: n*d + c differs for every two cells (no auxiliary variables)."""
    n = board.n
    cells = board.cells
    for i, a in enumerate(cells):
        for b in cells[i + 1:]:
            model.add(n * digits[a] + colours[a] != n * digits[b] + colours[b])
    return []


def add_exact_cover(model, board, digits, colours):
    """Boolean exact cover: y[cell, d, c] true exactly when the cell holds digit d and colour c.

    Besides "each cell one pair, each pair one cell", the digit and colour indicators of
    every cell (sums of its y) repeat the group rules as counts over Booleans (each
    symbol exactly once per group on a Latin board); that redundancy is what makes this the fastest encoding on sparse puzzles.
    """
    values = board.values
    digit_is = {cell: value_indicators(model, digits[cell], board.n) for cell in board.cells}
    colour_is = {cell: value_indicators(model, colours[cell], board.n) for cell in board.cells}
    chosen = {}
    for cell in board.cells:
        name = f"r{cell[0] + 1}c{cell[1] + 1}"
        y = {(d, c): model.new_bool_var(f"y_{name}_{d}_{c}") for d in values for c in values}
        model.add_exactly_one(y.values())
        for v in values:
            model.add(sum(y[v, c] for c in values) == digit_is[cell][v - 1])
            model.add(sum(y[d, v] for d in values) == colour_is[cell][v - 1])
        chosen[cell] = y
    for d in values:
        for c in values:
            model.add_exactly_one(chosen[cell][d, c] for cell in board.cells)
    for indicators in (digit_is, colour_is):
        for group in board.groups:
            for v in values:
                model.add(sum(indicators[cell][v - 1] for cell in group) == board.symbols.count(v))
    return [v for y in chosen.values() for v in y.values()]


def value_indicators(model, var, n):
    """Booleans b[k] that are true exactly when var == k + 1 (a one-hot channel)."""
    bools = [model.new_bool_var(f"{var.name}=={k + 1}") for k in range(n)]
    model.add_map_domain(var, bools, 1)
    return bools
