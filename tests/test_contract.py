"""The input contract, item by item (issue 16): every bad or odd input raises PuzzleError with the message given here.

One row per item: what is called, and a regex its message must match. The
message names the cell(s), the cage or the field, and the rule broken.
"""
import json
import math
import signal
import subprocess
import sys
import time

import pytest
from ortools.sat.python import cp_model

import latinlib as ll
from latinlib.engines.cpsat.run import Run, stop_reason

B4 = ll.sudoku(2, 2)
BLANK4 = [[0] * 4 for _ in range(4)]
DOMINO = [(0, 0), (0, 1)]


def with_first(value):
    """A 4x4 givens grid whose r1c1 holds ``value``."""
    return [[value, 0, 0, 0]] + [[0] * 4 for _ in range(3)]


def json_with(path, value):
    """The JSON of a blank 4x4 Sudoku puzzle with one field (a key path) replaced, or removed when value is ...."""
    data = json.loads(ll.to_json(ll.Puzzle(B4, cages=[(DOMINO, 3)])))
    *parents, last = path
    target = data
    for key in parents:
        target = target[key]
    if value is ...:
        del target[last]
    else:
        target[last] = value
    return json.dumps(data)


TWO_BY_TWO_GROUPS = [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 0), (1, 0)], [(0, 1), (1, 1)]]

BAD_INPUTS = [
    # D1: sums that are not whole numbers
    ("D1 string sum in a cage", lambda: ll.Puzzle(B4, cages=[([(0, 0)], ["4"])]), r"cage at r1c1: a sum must be a whole number, got '4' \(str\)"),
    ("D1 string total in a Killer", lambda: ll.killer_sudoku([(DOMINO, "3")], board=B4), r"cage 1 of a Killer Sudoku: the total must be one whole number \(or None\), got '3' \(str\)"),
    ("D1 string sum in JSON", lambda: ll.from_json(json_with(["cages", 0, "sums"], ["4"])), r"cage at r1c1: a sum must be a whole number, got '4'"),
    ("D1 float sum", lambda: ll.Puzzle(B4, cages=[([(0, 0)], [4.0])]), r"cage at r1c1: a sum must be a whole number, got 4.0 \(float\)"),
    ("sum out of range", lambda: ll.Puzzle(B4, cages=[(DOMINO, 10**30)]), r"cage at r1c1: a sum must be from 1 to 1,000,000,000"),
    ("bool sum", lambda: ll.Puzzle(B4, cages=[(DOMINO, True)]), r"cage at r1c1: the allowed sums must be a whole number or a list of them, got True \(bool\)"),
    # D2, D3: group names that do not match the groups
    ("D2 fewer group names", lambda: ll.latin_board((2, 2), TWO_BY_TWO_GROUPS, [1, 2], group_names=["a", "b"]), r"4 groups but 2 group names: give one name per group"),
    ("D3 JSON with fewer group names", lambda: ll.from_json(json_with(["board", "group_names"], ["row 1"])), r"12 groups but 1 group names"),
    # floats, bools and inf in givens
    ("float given", lambda: ll.Puzzle(B4, with_first(1.5)), r"r1c1: given 1.5 \(float\) is not a whole number"),
    ("bool given", lambda: ll.Puzzle(B4, with_first(True)), r"r1c1: given True \(bool\) is not a whole number"),
    ("almost-one given", lambda: ll.Puzzle(B4, with_first(0.99999)), r"r1c1: given 0.99999 \(float\) is not a whole number"),
    ("inf given", lambda: ll.Puzzle(B4, with_first(math.inf)), r"r1c1: given inf \(float\) is not a whole number"),
    ("string given", lambda: ll.Puzzle(B4, with_first("1")), r"r1c1: given '1' \(str\) is not a whole number"),
    ("float colour", lambda: ll.Puzzle(B4, None, (), with_first(2.0)), r"r1c1: colour 2.0 \(float\) is not a whole number"),
    # characters that str.isdigit accepts but are not ASCII digits
    ("superscript two", lambda: ll.parse(B4, "\u00b2" + "." * 15), r"unknown character '\u00b2' at r1c1 \(position 1\)"),
    ("circled one", lambda: ll.parse(B4, "." * 5 + "\u2460" + "." * 10), r"unknown character '\u2460' at r2c2 \(position 6\)"),
    ("Arabic-Indic three", lambda: ll.parse(B4, "\u0663" + "." * 15), r"unknown character '\u0663' at r1c1"),
    ("parse without a board", lambda: ll.parse("1234", "1234"), r"parse needs a Board first, got '1234' \(str\)"),
    # plain Python errors that are now PuzzleErrors
    ("givens an int", lambda: ll.Puzzle(B4, 5), r"the given grid must be a list, got 5 \(int\)"),
    ("givens a string", lambda: ll.Puzzle(B4, "1234"), r"the given grid must be a list, got '1234' \(str\)"),
    ("no board", lambda: ll.Puzzle([[1, 2], [2, 1]]), r"a Puzzle needs a Board first, got \[\[1, 2\], \[2, 1\]\] \(list\)"),
    ("cage cell a 3-tuple", lambda: ll.Puzzle(B4, cages=[([(0, 0, 0)], 1)]), r"each cell of a cage must be a \(row, col\) pair of whole numbers, got \(0, 0, 0\)"),
    ("cage cell of strings", lambda: ll.Puzzle(B4, cages=[([("a", "b")], 1)]), r"each cell of a cage must be a \(row, col\) pair of whole numbers, got \('a', 'b'\)"),
    ("cage not a pair", lambda: ll.Puzzle(B4, cages=[DOMINO]), r"a cage must be a Cage or a \(cells, sums\) pair, got \[\(0, 0\), \(0, 1\)\]: a list of cells with no sum"),
    ("JSON missing key", lambda: ll.from_json(json_with(["board", "rows"], ...)), r"the board in the JSON has no 'rows' field"),
    ("JSON wrong nesting", lambda: ll.from_json('{"board": [1]}'), r"the board in the JSON must be a JSON object, got \[1\] \(list\)"),
    ("JSON cells not pairs", lambda: ll.from_json(json_with(["board", "cells"], [[0, 0, 0]])), r"each cell of the board must be a \(row, col\) pair"),
    ("JSON cage without cells", lambda: ll.from_json(json_with(["cages", 0, "cells"], ...)), r"cage 1 in the JSON has no 'cells' field"),
    ("JSON nested deeply", lambda: ll.from_json("[" * 100_000 + "]" * 100_000), r"not valid JSON"),
    ("JSON not text", lambda: ll.from_json(b"{}"), r"puzzle JSON must be a string, got b'\{\}' \(bytes\)"),
    ("1x1 region map", lambda: ll.latin_board((2, 2), TWO_BY_TWO_GROUPS, [1, 2], regions=[[0]]), r"region map grid must be 2x2, got 1 rows"),
    ("region id a string", lambda: ll.latin_board((1, 2), [[(0, 0), (0, 1)]], [1, 2], regions=[[0, "x"]]), r"the region id of r1c2 must be a whole number"),
    ("palette None", lambda: ll.palette_board(None), r"the colour palette must be a list, got None \(NoneType\)"),
    ("palette of floats", lambda: ll.palette_board([[0.0, 1.0], [1.0, 0.0]]), r"r1c1: colour 0.0 \(float\) cannot name a colour"),
    ("generator too short", lambda: ll.perfect_code_board(5, (1,)), r"each generator row \(a word of Z_n\^2\) must be a \(row, col\) pair"),
    ("generator None", lambda: ll.perfect_code_board(5, None), r"the generator must be a list, got None"),
    ("perfect code n a float", lambda: ll.perfect_code_board(5.0, (1, 2)), r"n \(the size of Z_n\) must be a whole number, got 5.0"),
    ("latin_board shape an int", lambda: ll.latin_board(4, TWO_BY_TWO_GROUPS, [1, 2]), r"the shape \(rows, cols\) must be a list, got 4 \(int\)"),
    ("latin_board shape a triple", lambda: ll.latin_board((2, 2, 2), TWO_BY_TWO_GROUPS, [1, 2]), r"the shape must be a \(rows, cols\) pair"),
    # solver parameters
    ("negative time limit", lambda: ll.solve(B4, time_limit=-1), r"time_limit must be a positive number of seconds or None, got -1 \(int\)"),
    ("nan time limit", lambda: ll.solve(B4, time_limit=math.nan), r"time_limit must be a positive number of seconds or None, got nan"),
    ("inf time limit", lambda: ll.count_solutions(B4, time_limit=math.inf), r"time_limit must be a positive number of seconds or None, got inf"),
    ("string time limit", lambda: ll.is_unique(B4, time_limit="1"), r"time_limit must be a positive number of seconds or None, got '1'"),
    ("negative workers", lambda: ll.solve(B4, workers=-1), r"workers must be from 1 to 64, got -1"),
    ("fractional workers", lambda: ll.solve(B4, workers=1.5), r"workers must be a whole number, got 1.5 \(float\)"),
    ("huge seed", lambda: ll.solve(B4, seed=2**40), r"seed must be from 0 to 2,147,483,647, got 1099511627776"),
    ("limit zero", lambda: ll.count_solutions(B4, limit=0), r"limit \(the most solutions to look for\) must be at least 1, got 0"),
    ("limit a float", lambda: ll.count_solutions(B4, limit=2.0), r"limit \(the most solutions to look for\) must be a whole number"),
    ("progress a string", lambda: ll.count_solutions(B4, progress="yes"), r"progress must be True, False or None, got 'yes'"),
    ("cage encoding not a name", lambda: ll.solve(ll.Puzzle(B4, cages=[(DOMINO, 3)]), cage_encoding=5), r"unknown cage encoding 5"),
    ("pair encoding unknown", lambda: ll.solve(ll.suirodoku(board=B4), pair_encoding="pair"), r"unknown pair encoding 'pair'"),
    # unbounded resources, refused at once
    ("huge Sudoku", lambda: ll.sudoku(10**6, 10**6), r"the order box_rows x box_cols of a Sudoku = 1,000,000,000,000 is too large: .* at most 40,000 cells"),
    ("huge Latin square", lambda: ll.latin_square(10**5), r"the order of a Latin square = 100,000 is too large"),
    ("huge frame", lambda: ll.latin_board((10**9, 10**9), [[(0, 0)]], [1]), r"a board is too large: 1,000,000,000 x 1,000,000,000"),
    ("model over the memory budget", lambda: ll.build_model(ll.latin_square(120)), r"Latin square of order 120 is too large to solve here: its model would weigh 5,184,000 .* about 2.1 GB"),
    # odd input
    ("Latin square of order True", lambda: ll.latin_square(True), r"the order of a Latin square must be a whole number, got True \(bool\)"),
    ("Latin square of order 2.0", lambda: ll.latin_square(2.0), r"the order of a Latin square must be a whole number, got 2.0 \(float\)"),
    ("empty latin_board", lambda: ll.latin_board((0, 0), [], [1]), r"the number of rows of a board must be at least 1, got 0"),
    ("latin_board with no groups", lambda: ll.latin_board((2, 2), [], [1, 2]), r"a board needs at least one cell and one group"),
    ("3-tuple cell in a group", lambda: ll.latin_board((2, 2), [[(0, 0, 1), (0, 1)]], [1, 2]), r"each cell of group 1 must be a \(row, col\) pair .* got \(0, 0, 1\)"),
    ("a cell twice in a cage", lambda: ll.Puzzle(B4, cages=[([(0, 0), (0, 0)], 2)]), r"a cage lists r1c1 twice"),
    ("a cell twice in a group", lambda: ll.latin_board((1, 2), [[(0, 0), (0, 0)]], [1, 2]), r"group 1 lists r1c1 twice"),
    ("labels that repeat", lambda: ll.latin_board((1, 2), [[(0, 0), (0, 1)]], [1, 2], labels=["A", "A"]), r"the labels \('A', 'A'\) repeat one"),
    ("symbols with a bool", lambda: ll.latin_board((1, 2), [[(0, 0), (0, 1)]], [1, True]), r"symbols must be positive integers"),
    ("inscription cell a triple", lambda: ll.Puzzle(B4, with_first(1), inscription=[(0, 0, 0)]), r"each cell of the inscription must be a \(row, col\) pair"),
    # symbols, sizes, totals and counts the model cannot hold, refused at the boundary (issue 23)
    ("symbol 2**62", lambda: ll.latin_board((1, 2), [DOMINO], [1, 2**62]), r"symbols must be positive integers from 1 to 1,000,000 .*; symbol 2 is 4611686018427387904 \(int\)"),
    ("JSON symbols 10**20", lambda: ll.from_json(json_with(["board", "symbols"], [10**20] * 4)), r"symbols must be positive integers from 1 to 1,000,000 .*; symbol 1 is 100000000000000000000"),
    ("symbol zero", lambda: ll.latin_board((1, 2), [DOMINO], [0, 1]), r"symbols must be positive integers from 1 to 1,000,000 .*; symbol 1 is 0 \(int\)"),
    ("more symbols than a group can hold", lambda: ll.latin_board((1, 2), [DOMINO], [1] * 40_001), r"the symbols must be from 1 to 40,000 whole numbers .* got 40,001"),
    ("no symbols", lambda: ll.latin_board((1, 2), [DOMINO], []), r"the symbols must be from 1 to 40,000 whole numbers .* got 0"),
    ("given 10**20", lambda: ll.Puzzle(B4, with_first(10**20)), r"r1c1: symbol 100000000000000000000 is outside the symbols 1..4"),
    ("colour 10**20", lambda: ll.Puzzle(B4, None, (), with_first(10**20)), r"r1c1: colour 100000000000000000000 is outside the symbols 1..4"),
    ("a number of 30 digits in text", lambda: ll.parse(ll.sudoku(4, 4), "9" * 30 + " ." * 255), r"999999999999... at r1c1 \(position 1\) is no symbol: symbols go up to 1,000,000"),
    ("Killer total 10**10", lambda: ll.killer_sudoku([(DOMINO, 10**10)], board=B4), r"cage at r1c1: a sum must be from 1 to 1,000,000,000, got 10000000000"),
    ("JSON cage sum 10**20", lambda: ll.from_json(json_with(["cages", 0, "sums"], [10**20])), r"cage at r1c1: a sum must be from 1 to 1,000,000,000, got 100000000000000000000"),
    ("too many allowed sums", lambda: ll.make_cage(DOMINO, range(1, 100_002)), r"cage at r1c1: 100,001 allowed sums is more than the 100,000 latinlib accepts"),
    ("Sudoku box of 0 rows", lambda: ll.sudoku(0, 3), r"box_rows \(the height of a box\) must be at least 1, got 0"),
    ("JSON rows 10**20", lambda: ll.from_json(json_with(["board", "rows"], 10**20)), r"a board is too large: 100,000,000,000,000,000,000 x 4"),
    ("region id 10**12", lambda: ll.latin_board((1, 2), [DOMINO], [1, 2], regions=[[0, 10**12]]), r"the region id of r1c2 must be from -1 to 1,000,000, got 1000000000000"),
    ("a label with a space", lambda: ll.latin_board((1, 2), [DOMINO], [1, 2], labels=["A", "B C"]), r"the label 'B C' cannot be written in a line of text"),
    ("an empty label", lambda: ll.latin_board((1, 2), [DOMINO], [1, 2], labels=["", "B"]), r"the label '' cannot be written"),
    ("a label of rule characters", lambda: ll.latin_board((1, 2), [DOMINO], [1, 2], labels=["-", "B"]), r"the label '-' cannot be written .* not only '-', '\+' and '='"),
    ("labels take every blank", lambda: ll.latin_board((1, 3), [[(0, 0), (0, 1), (0, 2)]], [1, 2, 3], labels=[".", "_", "0"]), r"the labels take all the blank characters '.', '_', '0'"),
    ("JSON label a number", lambda: ll.from_json(json_with(["board", "labels"], [1, 2, 3, 4])), r"each label must be a string, got 1 \(int\)"),
    # Killer rules
    ("cage with no total that allows repeats", lambda: ll.Puzzle(B4, cages=[(DOMINO, None)]), r"cage at r1c1 has no total and allows repeated digits, so it says nothing"),
    ("diagonal cage not allowed", lambda: ll.killer_sudoku([([(0, 0), (1, 1)], 5)]), r"cage at r1c1 is not connected: its cells must join up through shared edges \(diagonal=True allows corners\)"),
    ("diagonal cage apart", lambda: ll.killer_sudoku([([(0, 0), (2, 2)], 5)], diagonal=True), r"cage at r1c1 is not connected: its cells must join up through shared edges or corners"),
    ("distinct not a flag", lambda: ll.make_cage(DOMINO, 3, distinct="yes"), r"cage at r1c1: distinct must be True or False, got 'yes'"),
    ("empty sums", lambda: ll.make_cage(DOMINO, []), r"cage at r1c1: the set of allowed sums is empty \(give sums=None for a cage with no total\)"),
]


@pytest.mark.parametrize("call, match", [row[1:] for row in BAD_INPUTS], ids=[row[0] for row in BAD_INPUTS])
def test_bad_input_raises_puzzle_error_naming_the_rule(call, match):
    with pytest.raises(ll.PuzzleError, match=match):
        call()


# ---- the wrong answers of the issue, now right -------------------------------------------------

def test_d2_with_a_name_for_every_group_counts_two():
    board = ll.latin_board((2, 2), TWO_BY_TWO_GROUPS, [1, 2], group_names=["a", "b", "c", "d"])
    assert ll.count_solutions(board) == 2


def test_d3_a_json_board_round_trips_with_every_group_checked():
    puzzle = ll.from_json(ll.to_json(ll.Puzzle(B4)))
    columns_repeat = [[1, 2, 3, 4]] * 4
    assert any(v.rule == "repeat" and v.message.startswith("column 1") for v in ll.check(puzzle, columns_repeat))


def test_check_takes_a_board_and_names_a_grid_of_strings():
    assert ll.check(B4, [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]) == []
    assert [v.rule for v in ll.check(B4, ["1234"] * 4)] == ["shape"]
    assert [v.message for v in ll.check(B4, [[1, 2, 3, "4"]] * 4)] == ["r1c4 holds '4' (str), not a whole number"]


def test_numpy_integers_are_whole_numbers():
    np = pytest.importorskip("numpy")
    puzzle = ll.Puzzle(B4, np.zeros((4, 4), dtype=np.int64), cages=[(DOMINO, np.int32(3))])
    assert ll.count_solutions(puzzle) == 2 * 24 and all(type(v) is int for row in puzzle.givens for v in row)


def model_size(puzzle):
    """(variables, constraints, table rows) of the CP-SAT model of ``puzzle``: what building it costs, on any machine."""
    proto = ll.build_model(puzzle).cp.proto
    return len(proto.variables), len(proto.constraints), sum(len(c.table.values) for c in proto.constraints)


def test_a_cage_on_symbols_up_to_20000_builds_a_model_no_larger_than_on_symbols_up_to_20():
    def domino(top):
        return ll.Puzzle(ll.latin_board((1, 2), [DOMINO], [1, top]), cages=[(DOMINO, top + 1)])

    assert ll.count_solutions(domino(20000)) == 2
    assert model_size(domino(20000)) == model_size(domino(20))


# ---- labels: a stopped search says why ---------------------------------------------------------

def test_a_solution_limit_is_labelled_as_such():
    count = ll.count_solutions(B4, limit=10)
    assert (int(count), count.exact, count.reason, repr(count)) == (10, False, "solution limit", "at least 10 (solution limit of 10)")


def test_a_time_limit_is_honoured_and_labelled():
    start = time.perf_counter()
    count = ll.count_solutions(ll.sudoku(), time_limit=0.5, progress=False)
    assert not count.exact and count.reason == "time limit" and "time limit of 0.5 s" in repr(count)
    assert time.perf_counter() - start < 5


def test_a_time_limited_listing_is_never_cut_short_silently():
    found = []
    with pytest.raises(ll.Undecided, match=r"the listing stopped after \d+ solution\(s\): time limit of 2 s"):
        found.extend(ll.solutions(ll.sudoku(), time_limit=2))
    assert found and all(ll.check(s.puzzle, s) == [] for s in found)
    assert len(list(ll.solutions(B4, limit=5))) == 5  # a limit asked for is no surprise


def test_an_invalid_model_is_a_bug_report_never_a_time_limit():
    run = Run()
    run.status = cp_model.MODEL_INVALID
    with pytest.raises(RuntimeError, match="invalid CP-SAT model; please report this as a bug"):
        stop_reason(run, time_limit=1.0)


INTERRUPT = """
import signal
signal.signal(signal.SIGINT, signal.default_int_handler)  # a job started with & in a script inherits SIGINT ignored
import latinlib as ll
count = ll.count_solutions(ll.sudoku(), progress=True)
print(count.reason, count.exact)
"""


def test_ctrl_c_during_a_count_is_labelled_interrupted():
    """Ctrl-C once the count has said it started (its first progress line): a real condition, not a timer."""
    child = subprocess.Popen([sys.executable, "-c", INTERRUPT], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started = child.stderr.readline()
    assert started.startswith("counting"), started
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=120)
    assert out.strip() == "interrupted False", err


def test_solutions_and_is_unique_say_interrupted_or_time_limit_in_words():
    with pytest.raises(ll.Undecided, match="time limit of 0.001 s"):
        ll.is_unique(ll.suirodoku(), time_limit=0.001)  # CP-SAT: two layers
    assert ll.solve(ll.sudoku(5, 5), time_limit=0.001).reason in ("time limit", "complete")


def test_a_used_up_deterministic_budget_is_named_as_the_reason():
    # Euler's order 6 needs far more than 0.01 s of deterministic time to be proved impossible.
    pair = ll.suirodoku.graeco_latin(6, ll.latin.reduced_givens(6), ll.latin.first_row_givens(6))
    stopped = ll.solve(pair, time_limit=None, budget=0.01)
    assert (stopped.status, stopped.reason) == ("unknown", "budget")
    assert str(stopped) == "<no solution: unknown (budget)>"
