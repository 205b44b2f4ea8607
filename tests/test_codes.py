"""Lee metric, linear codes, perfect and diameter-perfect tilings, palettes and their boards."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

import latinlib as ll
from latinlib.families.perfect.codes import ball_shape, radius_for, tiles, translates


@given(st.integers(2, 13), st.tuples(st.integers(0, 20), st.integers(0, 20)), st.tuples(st.integers(0, 20), st.integers(0, 20)),
       st.tuples(st.integers(0, 20), st.integers(0, 20)))
def test_lee_distance_is_a_metric(n, u, v, w):
    assert ll.perfect.lee_distance(u, v, n) == ll.perfect.lee_distance(v, u, n) >= 0
    assert (ll.perfect.lee_distance(u, v, n) == 0) == all((a - b) % n == 0 for a, b in zip(u, v))
    assert ll.perfect.lee_distance(u, w, n) <= ll.perfect.lee_distance(u, v, n) + ll.perfect.lee_distance(v, w, n)


def test_lee_weight():
    assert [ll.perfect.lee_weight(x, 8) for x in range(8)] == [0, 1, 2, 3, 4, 3, 2, 1]


@pytest.mark.parametrize("t", [1, 2, 3])
def test_golomb_welch_codes_are_perfect(t):
    n, generator = ll.perfect.golomb_welch(t)
    code = ll.perfect.linear_code(n, generator)
    assert len(ball_shape(t, n)) == n == len(code)
    assert ll.perfect.is_perfect(code, n, t)
    assert ll.perfect.minimum_distance(code, n) == 2 * t + 1


def test_z5_code_and_palette():
    assert ll.perfect.linear_code(5, (1, 2)) == ((0, 0), (1, 2), (2, 4), (3, 1), (4, 3))
    palette = ll.perfect.perfect_palette(5, (1, 2))
    for k, word in enumerate(ll.perfect.linear_code(5, (1, 2))):
        ball = ll.perfect.lee_ball(word, 1, 5)
        assert {cell for cell in ball} == {(i, j) for i in range(5) for j in range(5) if palette[i][j] == k}
    board = ll.perfect_code_board(5, (1, 2))
    assert len(board.groups) == 15


def test_a_generator_that_does_not_tile_is_named():
    with pytest.raises(ll.PuzzleError, match=r"\(1, 1\).*does not tile.*covered more than once \(r1c2 by the balls around r1c1, r2c2.*covered by no ball \(r1c3"):
        ll.perfect_code_board(5, (1, 1))
    with pytest.raises(ll.PuzzleError, match="covered by no ball"):
        ll.perfect_code_board(5, (0, 1))
    with pytest.raises(ll.PuzzleError, match="n = 6 is not 2t"):
        radius_for(6)


def test_z8_diameter_perfect_codes():
    assert ll.perfect.linear_code(8, ll.perfect.Z8_CODES["Case I (non-cyclic)"]) == (
        (0, 0), (0, 4), (2, 2), (2, 6), (4, 0), (4, 4), (6, 2), (6, 6))
    for generator in ll.perfect.Z8_CODES.values():
        code = ll.perfect.linear_code(8, generator)
        assert len(code) == 8 and ll.perfect.minimum_distance(code, 8) == 4
        assert ll.perfect.is_diameter_perfect(code, ll.perfect.DOMINO_ANTICODE, 8)
        assert all(tiles(c, ll.perfect.DOMINO_ANTICODE, 8) for c in translates(code, 8))
        ll.perfect.diameter_code_board(generator)
    with pytest.raises(ll.PuzzleError, match="does not tile"):
        ll.perfect.diameter_palette((1, 1))


def test_palette_board_counts_match_cp_sat_on_z5():
    board = ll.perfect_code_board(5, (1, 2))
    assert ll.count_solutions(board) == 2040
