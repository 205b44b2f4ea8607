"""What a player deduces in a Suirodoku with singles alone, on both layers and the pair rule."""


def singles(puzzle):
    """Fill what a player deduces with singles alone; returns (digits, colours) with 0 where stuck.

    Two layers of candidates. Rules, repeated until nothing changes: a placed digit
    (colour) leaves its groups; a placed pair (d, k) bars colour k from every other
    cell holding digit d and digit d from every other cell holding colour k; naked
    singles; hidden singles in each group for each layer; and a pair that only one
    cell can still hold goes there.
    """
    board = puzzle.board
    layers = ({cell: {puzzle.givens[cell[0]][cell[1]]} if puzzle.givens[cell[0]][cell[1]] else set(board.values)
               for cell in board.cells},
              {cell: {puzzle.colours[cell[0]][cell[1]]} if puzzle.colours[cell[0]][cell[1]] else set(board.values)
               for cell in board.cells})
    peers = {cell: {other for g in board.groups_of(cell) for other in board.groups[g]} - {cell} for cell in board.cells}
    while sweep(board, layers, peers):
        pass
    return tuple([[next(iter(layer[(r, c)])) if len(layer.get((r, c), ())) == 1 else 0 for c in range(board.cols)]
                  for r in range(board.rows)] for layer in layers)



def sweep(board, layers, peers):
    """One round of the singles rules (``peers``: the cells sharing a group with each cell); True on progress."""
    before = sum(len(s) for layer in layers for s in layer.values())
    for layer in layers:
        for cell, cands in layer.items():
            if len(cands) == 1:
                for other in peers[cell]:
                    layer[other] -= cands
        for group in board.groups:
            for value in board.values:
                places = [cell for cell in group if value in layer[cell]]
                if len(places) == 1:
                    layer[places[0]] &= {value}
    digits, colours = layers
    placed = {(min(digits[c]), min(colours[c])): c for c in board.cells if len(digits[c]) == len(colours[c]) == 1}
    for cell in board.cells:
        for (d, k), home in placed.items():
            if cell != home:
                if digits[cell] == {d}:
                    colours[cell].discard(k)
                if colours[cell] == {k}:
                    digits[cell].discard(d)
    for d in board.values:
        for k in board.values:
            if (d, k) not in placed:
                places = [c for c in board.cells if d in digits[c] and k in colours[c]]
                if len(places) == 1:
                    digits[places[0]] &= {d}
                    colours[places[0]] &= {k}
    return sum(len(s) for layer in layers for s in layer.values()) < before



def singles_progress(puzzle):
    """The share (0..1) of the blank digits and colours that singles alone fill: a difficulty proxy."""
    digits, colours = singles(puzzle)
    blanks = [(g, x) for g, x in ((puzzle.givens, digits), (puzzle.colours, colours))]
    total = sum(1 for g, _ in blanks for r, c in puzzle.board.cells if not g[r][c])
    filled = sum(1 for g, x in blanks for r, c in puzzle.board.cells if not g[r][c] and x[r][c])
    return filled / total if total else 1.0
