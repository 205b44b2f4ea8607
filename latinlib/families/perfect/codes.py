"""Codes over Z_n^2 with the Lee metric, and the palette grids they draw (seeds/003).

A cell (i, j) of an n x n grid is a word of Z_n^2. A code is a set of words; the
palette of a code colours each cell by the codeword whose "shape" (a Lee ball,
or an anticode) covers it. When the shapes around the codewords tile Z_n^2 the
palette is balanced, and a Latin square orthogonal to it is a Sudoku-type grid.

>>> lee_distance((0, 1), (4, 4), 5)
3
>>> linear_code(5, (1, 2))
((0, 0), (1, 2), (2, 4), (3, 1), (4, 3))
>>> is_perfect(linear_code(5, (1, 2)), 5, 1)
True
>>> for row in perfect_palette(5, (1, 2)): print(row)
[0, 0, 1, 4, 0]
[0, 1, 1, 1, 2]
[2, 3, 1, 2, 2]
[3, 3, 3, 4, 2]
[0, 3, 4, 4, 4]
"""
from itertools import product

from ...core.board import palette_board
from ...core.errors import PuzzleError, cell_name
from ...core.validate import cell_of, is_whole, sequence_of, square_order


def lee_weight(x, n):
    """Lee weight of x in Z_n: its distance to 0 going round the circle, min(x, n - x)."""
    x %= n
    return min(x, n - x)


def lee_distance(u, v, n):
    """Lee distance on Z_n^k: the sum of the coordinate-wise Lee weights of u - v."""
    return sum(lee_weight(a - b, n) for a, b in zip(u, v))


def add(u, v, n):
    """u + v in Z_n^k."""
    return tuple((a + b) % n for a, b in zip(u, v))


def generator_rows(generator):
    """A generator matrix as a tuple of rows: (1, 2) is one row, ((0, 4), (2, 2)) two; PuzzleError otherwise."""
    items = sequence_of(generator, "the generator")
    if items and all(is_whole(x) for x in items):
        items = [items]
    rows = [cell_of(row, "each generator row (a word of Z_n^2)") for row in items]
    if not rows:
        raise PuzzleError("the generator needs at least one row, e.g. (1, 2)")
    return tuple(rows)


def linear_code(n, generator):
    """All Z_n-combinations of the generator rows, sorted; one row (a, b) lists k(a, b) in order of k."""
    n = square_order(n, "n (the size of Z_n)")
    rows = generator_rows(generator)
    if len(rows) > 2:
        raise PuzzleError(f"a code over Z_n^2 needs at most two generator rows, got {len(rows)}")
    words = []
    for coefficients in product(range(n), repeat=len(rows)):
        word = tuple(sum(k * row[i] for k, row in zip(coefficients, rows)) % n for i in range(2))
        if word not in words:
            words.append(word)
    return tuple(words) if len(rows) == 1 else tuple(sorted(words))


def lee_ball(centre, radius, n):
    """The cells of Z_n^2 within Lee distance ``radius`` of ``centre``."""
    return {cell for cell in product(range(n), repeat=2) if lee_distance(cell, centre, n) <= radius}


def minimum_distance(code, n):
    """The smallest Lee distance between two distinct codewords."""
    return min(lee_distance(u, v, n) for u in code for v in code if u != v)


def diameter(cells, n):
    """The largest Lee distance between two cells of a set (an anticode of diameter d has d here)."""
    return max(lee_distance(u, v, n) for u in cells for v in cells)


def ball_shape(radius, n):
    """The Lee ball of ``radius`` around (0, 0), as offsets."""
    return sorted(lee_ball((0, 0), radius, n))


DOMINO_ANTICODE = ((0, 0), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1), (0, -1), (0, 2))
"""The Z_8 anticode of DESIGN.md: the horizontal domino {(0,0), (0,1)} and every cell at distance 1 from it."""


def coverage(code, shape, n):
    """{cell: [codewords c with cell in c + shape]} for every cell of Z_n^2."""
    covers = {cell: [] for cell in product(range(n), repeat=2)}
    for word in code:
        for offset in shape:
            covers[add(word, offset, n)].append(word)
    return covers


def tiling_faults(code, shape, n, piece="shape"):
    """Sentences naming the cells that the translates c + shape cover twice or more, and those covered not at all.

    Cells and codewords are named 1-based (r1c2); ``piece`` names a translate ("ball" for Lee balls)."""
    covers = coverage(code, shape, n)
    twice = [(cell, words) for cell, words in sorted(covers.items()) if len(words) > 1]
    never = [cell for cell, words in sorted(covers.items()) if not words]
    faults = []
    if twice:
        shown = "; ".join(f"{cell_name(cell)} by the {piece}s around {', '.join(map(cell_name, words))}" for cell, words in twice[:3])
        more = f"; and {len(twice) - 3} more" if len(twice) > 3 else ""
        faults.append(f"{len(twice)} cells are covered more than once ({shown}{more})")
    if never:
        faults.append(f"{len(never)} cells are covered by no {piece} ({', '.join(map(cell_name, never))})")
    return faults


def tiles(code, shape, n):
    """True when the translates c + shape, c in code, partition Z_n^2."""
    return not tiling_faults(code, shape, n)


def is_perfect(code, n, radius):
    """True when the Lee balls of ``radius`` around the codewords partition Z_n^2."""
    return tiles(code, ball_shape(radius, n), n)


def is_diameter_perfect(code, anticode, n):
    """True when the translates of the anticode by the codewords tile Z_n^2 (the code-anticode bound is met)."""
    return tiles(code, anticode, n) and minimum_distance(code, n) > diameter([add(a, (0, 0), n) for a in anticode], n)


def radius_for(n):
    """t with n = 2t^2 + 2t + 1 (the size of a Lee ball of radius t), or PuzzleError."""
    n = square_order(n, "n (the size of Z_n)")
    for t in range(n):
        if 2 * t * t + 2 * t + 1 == n:
            return t
        if 2 * t * t + 2 * t + 1 > n:
            break
    raise PuzzleError(f"n = {n} is not 2t^2 + 2t + 1 (5, 13, 25, ...): no Lee ball of radius t has n cells")


def golomb_welch(t):
    """(n, generator) of the Golomb-Welch perfect code of radius t: n = 2t^2 + 2t + 1, generator (1, 2t + 1)."""
    return 2 * t * t + 2 * t + 1, (1, 2 * t + 1)


def palette_of(code, shape, n, what="code", piece="shape"):
    """P(cell) = index of the codeword whose translate of ``shape`` covers the cell; PuzzleError if no tiling."""
    faults = tiling_faults(code, shape, n, piece)
    if faults:
        raise PuzzleError(f"{what} does not tile Z_{n}^2: " + "; ".join(faults))
    covers = coverage(code, shape, n)
    index = {word: k for k, word in enumerate(code)}
    return [[index[covers[(i, j)][0]] for j in range(n)] for i in range(n)]


def perfect_palette(n, generator):
    """Palette grid of the linear code ``generator`` over Z_n: colour k = the Lee ball around codeword k."""
    t = radius_for(n)
    code = linear_code(n, generator)
    return palette_of(code, ball_shape(t, n), n, f"the code generated by {generator} (Lee balls of radius {t})", "ball")


def perfect_code_board(n, generator):
    """Board of a perfect-code Sudoku: a Latin square of order n orthogonal to the code's palette."""
    palette = perfect_palette(n, generator)
    return palette_board(palette, f"{n}x{n} perfect-code Sudoku <{generator}>", "ball")


Z8_CODES = {
    "Case I (non-cyclic)": ((0, 4), (2, 2)),
    "Case II <(1,3)>": (1, 3),
    "<(1,5)>": (1, 5),
}
"""The three linear diameter-perfect codes over Z_8 with the horizontal domino anticode (DESIGN.md)."""


def diameter_palette(generator, n=8, anticode=DOMINO_ANTICODE):
    """Palette grid of a diameter-perfect code: colour k = the translate of the anticode around codeword k."""
    code = linear_code(n, generator)
    return palette_of(code, anticode, n, f"the code generated by {generator} (anticode translates)")


def diameter_code_board(generator, n=8, anticode=DOMINO_ANTICODE):
    """Board of a diameter-perfect Sudoku: a Latin square of order n orthogonal to the anticode palette."""
    return palette_board(diameter_palette(generator, n, anticode), f"{n}x{n} diameter-perfect Sudoku <{generator}>", "piece")


def perfect_codes(n):
    """Every perfect code of radius t over Z_n^2 that is a translate of a one-row linear code, sorted."""
    t = radius_for(n)
    shape = ball_shape(t, n)
    found = set()
    for generator in product(range(n), repeat=2):
        code = set(linear_code(n, generator))
        if len(code) == n and tiles(code, shape, n):
            for shift in product(range(n), repeat=2):
                found.add(tuple(sorted(add(word, shift, n) for word in code)))
    return sorted(found)



def translates(code, n):
    """The n^2 translates c + code, as sorted tuples (repeats removed)."""
    return sorted({tuple(sorted(add(word, (a, b), n) for word in code)) for a, b in product(range(n), repeat=2)})


def distance_grid(centre, n):
    """The n x n grid of Lee distances from ``centre``, as text labels for a picture ("0" shows too)."""
    return [[str(lee_distance((i, j), centre, n)) for j in range(n)] for i in range(n)]


def codeword_labels(code, n):
    """An n x n grid of labels: k + 1 on codeword k, blank elsewhere (to mark codewords in a picture)."""
    grid = [[0] * n for _ in range(n)]
    for k, (i, j) in enumerate(code):
        grid[i][j] = k + 1
    return grid
