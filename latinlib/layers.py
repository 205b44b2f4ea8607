"""A second, orthogonal layer: colours that form a Latin square/Sudoku of their own and
meet every digit exactly once (Graeco-Latin squares, Suirodoku)."""
from .errors import PuzzleError


def add_orthogonality(model, board, digits, colours, encoding="pairs"):
    """Make every (digit, colour) pair distinct; 'pairs' is the seed's pair = digit*n + colour trick."""
    if encoding != "pairs":
        raise PuzzleError(f"unknown pair encoding {encoding!r}; choose 'pairs'")
    n = board.n
    pairs = []
    for cell in board.cells:
        pair = model.new_int_var(0, n * n - 1, f"pair_r{cell[0] + 1}c{cell[1] + 1}")
        model.add(pair == (digits[cell] - 1) * n + (colours[cell] - 1))
        pairs.append(pair)
    model.add_all_different(pairs)
    return pairs
