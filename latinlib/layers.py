"""A second, orthogonal layer: colours that form a Latin square/Sudoku of their own and
meet every digit exactly once (Graeco-Latin squares, Suirodoku).

Three encodings of "every (digit, colour) pair occurs once", all with the same
solutions (auxiliary variables are fully determined by the cells):

* ``pairs``: the seed's trick, one pair variable per cell, pair = (digit-1)*n + (colour-1),
  and one AllDifferent over all pairs;
* ``naive``: one linear "not equal" per two cells, n*d1 + c1 != n*d2 + c2, which says
  "not both the same digit and the same colour" (n^2(n^2-1)/2 constraints: 3,240 for 9x9);
* ``exact_cover``: one Boolean per (cell, digit, colour); each cell takes exactly one
  pair, each pair is taken by exactly one cell.
"""
from .errors import PuzzleError

ENCODINGS = ("pairs", "naive", "exact_cover")


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
    """Boolean exact cover: y[cell, d, c] true exactly when the cell holds digit d and colour c."""
    values = board.values
    chosen = {}
    for cell in board.cells:
        name = f"r{cell[0] + 1}c{cell[1] + 1}"
        y = {(d, c): model.new_bool_var(f"y_{name}_{d}_{c}") for d in values for c in values}
        model.add_exactly_one(y.values())
        model.add(sum(d * y[d, c] for d in values for c in values) == digits[cell])
        model.add(sum(c * y[d, c] for d in values for c in values) == colours[cell])
        chosen[cell] = y
    for d in values:
        for c in values:
            model.add_exactly_one(chosen[cell][d, c] for cell in board.cells)
    return [v for y in chosen.values() for v in y.values()]
