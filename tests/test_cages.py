"""Cages, their four CP-SAT encodings, cage arithmetic, and the committed Squares Sudoku instances."""
import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import latinlib as ll
from latinlib.core import cage_arithmetic as arithmetic
from latinlib.core.cages import is_partition, uncaged_cells
from latinlib.engines.cpsat.cage_sums import bands
from latinlib.families.squares import generator
from latinlib.views.pictures import cage_outline

SQUARES = {4, 9, 16, 25}
ENCODINGS = ("sums", "domain", "onehot", "table")


# ---- brute force, independent of CP-SAT -------------------------------------------------

def brute_count(puzzle):
    """Count solutions by plain backtracking over cells, checking groups, givens, cage sums and the cage no-repeat rule."""
    board = puzzle.board
    cells = list(board.cells)
    groups = [board.groups_of(c) for c in cells]
    cage_of = {cell: cage for cage in puzzle.cages for cell in cage.cells}
    used = [set() for _ in board.groups]
    grid = {}

    def cage_ok(cell):
        cage = cage_of.get(cell)
        if cage is None:
            return True
        filled = [grid[c] for c in cage.cells if c in grid]
        if cage.distinct and len(set(filled)) < len(filled):
            return False  # the Killer rule: no digit twice in one cage
        if len(filled) < len(cage.cells) or not cage.has_total:
            return True
        return sum(filled) in cage.sums

    def search(k):
        if k == len(cells):
            return 1
        cell = cells[k]
        given = puzzle.givens[cell[0]][cell[1]]
        total = 0
        for v in ([given] if given else board.values):
            if any(v in used[g] for g in groups[k]):
                continue
            grid[cell] = v
            for g in groups[k]:
                used[g].add(v)
            if cage_ok(cell):
                total += search(k + 1)
            for g in groups[k]:
                used[g].discard(v)
            del grid[cell]
        return total

    return search(0)


def random_cages(board, rng, max_size=4):
    """A random partition of the board into connected cages, each with a random set of allowed sums."""
    free = set(board.cells)
    cages = []
    while free:
        cells = [min(free)]
        free.discard(cells[0])
        for _ in range(rng.randrange(max_size)):
            ring = sorted(n for c in cells for n in generator.neighbours(c, free))
            if not ring:
                break
            cells.append(rng.choice(ring))
            free.discard(cells[-1])
        top = len(cells) * board.n
        cages.append(ll.make_cage(cells, rng.sample(range(len(cells), top + 1), rng.randint(1, 3))))
    return cages


# ---- the four encodings agree with brute force ------------------------------------------

@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6))
def test_encodings_match_brute_force_4x4(seed):
    board = ll.sudoku(2, 2)
    rng = random.Random(seed)
    cages = random_cages(board, rng)
    cages = cages[:rng.randint(1, len(cages))]  # sometimes a partial set, leaving loose cells
    puzzle = ll.Puzzle(board, cages=cages)
    expected = brute_count(puzzle)
    assert all(ll.count_solutions(puzzle, cage_encoding=e) == expected for e in ENCODINGS)
    assert ll.count_solutions(puzzle, method="sat") == expected


@pytest.mark.parametrize("seed", [1, 2])
def test_encodings_match_brute_force_6x6(seed):
    board = ll.sudoku(2, 3)
    rng = random.Random(seed)
    first_rows = [[1, 2, 3, 4, 5, 6], [4, 5, 6, 1, 2, 3]] + [[0] * 6 for _ in range(4)]
    puzzle = ll.Puzzle(board, first_rows, cages=random_cages(board, rng, 3))
    expected = brute_count(puzzle)
    assert all(ll.count_solutions(puzzle, cage_encoding=e) == expected for e in ENCODINGS)


def other_boards():
    """Boards beside Sudoku on which the house rule must stay sound: repeated symbols, a jigsaw, no boxes."""
    jigsaw = [[0, 0, 0, 1], [2, 0, 1, 1], [2, 2, 3, 1], [2, 3, 3, 3]]
    return {"ripeto": ll.boards.ripeto(2, 2, symbols=(1, 1, 3, 5)), "jigsaw": ll.jigsaw(jigsaw), "latin": ll.latin_square(4)}


@pytest.mark.parametrize("kind", ["ripeto", "jigsaw", "latin", "two layers"])
@pytest.mark.parametrize("seed", [3, 4])
def test_sums_encoding_counts_like_domain_on_other_boards(kind, seed):
    rng = random.Random(seed)
    board = ll.latin_square(4) if kind == "two layers" else other_boards()[kind]
    colours = [[0] * 4 for _ in range(4)] if kind == "two layers" else None
    grid = ll.solve(ll.Puzzle(board, colours=colours), seed=seed).grid
    cages = random_cages(board, rng, 3)[:rng.randint(2, 6)]  # a partial set, each cage allowing grid's sum
    cages = [ll.make_cage(c.cells, set(c.sums) | {ll.squares.cage_sum(grid, c.cells)}) for c in cages]
    puzzle = ll.Puzzle(board, cages=cages, colours=colours)
    counts = {e: ll.count_solutions(puzzle, cage_encoding=e) for e in ("sums", "domain")}
    assert counts["sums"] == counts["domain"] >= 1 and counts["sums"].exact


def test_sums_encoding_on_a_board_with_one_symbol():
    board = ll.latin_board((3, 3), [[(r, c) for c in range(3)] for r in range(3)], [1, 1, 1])
    puzzle = ll.Puzzle(board, cages=[ll.make_cage(board.cells, 9)])
    assert ll.count_solutions(puzzle) == 1


def test_squares_4x4_counts_agree():
    board = ll.sudoku(2, 2)
    dominoes = [[(r, c), (r, c + 1)] for r in range(4) for c in (0, 2)]
    puzzle = ll.squares_sudoku(dominoes, sums=(3, 5, 7), board=board)
    counts = {e: ll.count_solutions(puzzle, cage_encoding=e) for e in ENCODINGS}
    assert counts["sums"] == counts["domain"] == counts["onehot"] == counts["table"] == brute_count(puzzle) == 160


def test_onehot_adds_one_selector_per_allowed_sum():
    board = ll.sudoku(2, 2)
    puzzle = ll.squares_sudoku([[(0, 0), (0, 1)], [(1, 0), (1, 1)]], board=board, partial=True)
    domain = ll.build_model(puzzle, cage_encoding="domain").stats()
    onehot = ll.build_model(puzzle, cage_encoding="onehot").stats()
    assert onehot["variables"] - domain["variables"] == 2 * 4
    assert onehot["exactly one"] == 2


def test_table_adds_no_variables_and_one_table_per_cage():
    board = ll.sudoku(2, 2)
    puzzle = ll.squares_sudoku([[(0, 0), (0, 1)], [(1, 0), (1, 1)]], board=board, partial=True)
    table = ll.build_model(puzzle, cage_encoding="table").stats()
    assert table["variables"] == 16 and table["table"] == 2


def test_cage_tuples_respect_shared_groups():
    board = ll.sudoku()
    assert arithmetic.cage_tuples(board, [(0, 0), (0, 1)], {4}) == [(1, 3), (3, 1)]
    assert (1, 2, 1) in arithmetic.cage_tuples(board, [(0, 2), (1, 2), (1, 3)], {4})
    assert arithmetic.cage_tuples(board, [(0, 0), (1, 0), (1, 1)], {4}) == []


def test_unknown_encoding_is_refused():
    board = ll.sudoku(2, 2)
    puzzle = ll.squares_sudoku([[(0, 0), (0, 1)]], board=board, partial=True)
    with pytest.raises(ll.PuzzleError, match="unknown cage encoding"):
        ll.build_model(puzzle, cage_encoding="tuples")


# ---- bad cage input ------------------------------------------------------------------------

def test_overlapping_cages():
    with pytest.raises(ll.PuzzleError, match=r"overlaps cage at r1c1 at r1c2"):
        ll.squares_sudoku([[(0, 0), (0, 1)], [(0, 1), (0, 2)]], partial=True)


def test_disconnected_cage():
    with pytest.raises(ll.PuzzleError, match=r"cage at r1c1 is not connected"):
        ll.squares_sudoku([[(0, 0), (0, 2)]], partial=True)


def test_diagonal_cells_are_not_connected():
    with pytest.raises(ll.PuzzleError, match="not connected"):
        ll.killer_sudoku([([(0, 0), (1, 1)], 5)])


def test_empty_sum_set():
    with pytest.raises(ll.PuzzleError, match=r"cage at r1c1: the set of allowed sums is empty"):
        ll.squares_sudoku([[(0, 0), (0, 1)]], sums=(), partial=True)


def test_cell_outside_board():
    with pytest.raises(ll.PuzzleError, match=r"r9c10 is outside the board"):
        ll.squares_sudoku([[(8, 8), (8, 9)]], partial=True)


def test_squares_sudoku_must_partition():
    with pytest.raises(ll.PuzzleError, match=r"r1c3 \(and 78 more\) lies in no cage.*partition"):
        ll.squares_sudoku([[(0, 0), (0, 1)]])
    partial = ll.squares_sudoku([[(0, 0), (0, 1)]], partial=True)
    assert len(uncaged_cells(partial.board, partial.cages)) == 79
    assert not is_partition(partial.board, partial.cages)


# ---- cage arithmetic -------------------------------------------------------------------------

def test_two_cell_cages():
    assert arithmetic.multisets(2, 4, distinct=True) == [(1, 3)]
    assert arithmetic.multisets(2, 4) == [(1, 3), (2, 2)]
    assert arithmetic.multisets(2, 9) == [(1, 8), (2, 7), (3, 6), (4, 5)]
    assert arithmetic.multisets(2, 16, distinct=True) == [(7, 9)]
    assert arithmetic.multisets(2, 25) == []


def test_three_cell_cages():
    assert arithmetic.multisets(3, 4) == [(1, 1, 2)]
    assert len(arithmetic.multisets(3, 9)) == 7
    assert len(arithmetic.multisets(3, 9, distinct=True)) == 3
    assert arithmetic.multisets(3, 25) == [(7, 9, 9), (8, 8, 9)]
    assert arithmetic.multisets(3, 25, distinct=True) == []


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 5), st.integers(1, 45))
def test_multisets_are_sorted_and_sum(size, target):
    found = arithmetic.multisets(size, target)
    assert len(set(found)) == len(found)
    assert all(len(m) == size and sum(m) == target and list(m) == sorted(m) for m in found)
    assert set(arithmetic.multisets(size, target, distinct=True)) == {m for m in found if len(set(m)) == size}


def brute_sums(board, cells):
    """Every sum of digits over ``cells`` with no two cells of a common group equal, by plain enumeration."""
    clash = [(i, j) for i, j in itertools.combinations(range(len(cells)), 2)
             if set(board.groups_of(cells[i])) & set(board.groups_of(cells[j]))]
    return {sum(d) for d in itertools.product(board.values, repeat=len(cells)) if all(d[i] != d[j] for i, j in clash)}


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4))
def test_reachable_sums_match_enumeration(seed, size):
    board = ll.sudoku()
    rng = random.Random(seed)
    cells = [(rng.randrange(9), rng.randrange(9))]
    while len(cells) < size:
        cells = list(dict.fromkeys(cells + [rng.choice(generator.neighbours(rng.choice(cells), set(board.cells)))]))
    assert arithmetic.reachable_sums(board, cells) == brute_sums(board, cells)


def test_reachable_sums_facts():
    board = ll.sudoku()
    assert 4 not in arithmetic.reachable_sums(board, [(0, 0), (1, 0), (1, 1)])  # (1, 1, 2) needs a repeat
    assert 4 in arithmetic.reachable_sums(board, [(0, 2), (1, 2), (1, 3)])  # the L across two boxes can repeat
    assert arithmetic.reachable_sums(board, [(0, c) for c in range(9)]) == {45}
    assert arithmetic.reachable_sums(board, [(0, c) for c in range(6)]) >= set(range(21, 40))  # bounds only


def test_bands_are_runs_of_lines_that_boxes_tile():
    assert [(len(cells), lines) for cells, lines in bands(ll.sudoku(), 0)] == [(27, 3)] * 3
    assert [(len(cells), lines) for cells, lines in bands(ll.sudoku(2, 3), 0)] == [(12, 2)] * 3
    assert [(len(cells), lines) for cells, lines in bands(ll.sudoku(2, 3), 1)] == [(18, 3)] * 2
    assert bands(ll.latin_square(5), 0) == []


def test_sums_encoding_proves_an_unreachable_sum_infeasible():
    straight = ll.squares_sudoku([[(0, 0), (0, 1), (0, 2)]], sums=(4,), partial=True)
    assert ll.solve(straight).status == "infeasible"
    bent = ll.squares_sudoku([[(0, 2), (1, 2), (1, 3)]], sums=(4,), partial=True)
    assert ll.check(bent, ll.solve(bent).grid) == []


def test_shapes_that_force_distinct_digits():
    board = ll.sudoku()
    assert arithmetic.forces_distinct(board, [(0, 0), (0, 1)])
    assert arithmetic.forces_distinct(board, [(0, 0), (1, 0), (1, 1)])
    bent = [(0, 2), (1, 2), (1, 3)]
    assert not arithmetic.forces_distinct(board, bent)
    assert arithmetic.cage_multisets(board, bent, 4) == [(1, 1, 2)]
    assert arithmetic.cage_multisets(board, [(0, 0), (1, 0), (1, 1)], 4) == []


# ---- drawing -------------------------------------------------------------------------------

def test_cage_outline_segments():
    assert len(cage_outline([(0, 0)])) == 4
    assert len(cage_outline([(0, 0), (0, 1), (1, 0)])) == 8
    corners = {tuple(round(x, 9) for x in end) for seg in cage_outline([(0, 0)], inset=0.1) for end in seg}
    assert corners == {(0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9)}
    concave = {tuple(round(x, 9) for x in end) for seg in cage_outline([(0, 0), (0, 1), (1, 0)], 0.1) for end in seg}
    assert (1.1, 1.1) not in concave and (0.9, 0.9) in concave


# ---- the committed instances -------------------------------------------------------------

@pytest.mark.parametrize("name", ll.squares.instance_names())
def test_committed_instance(name):
    puzzle, solution = ll.squares.load_instance(name)
    assert puzzle.given_cells() == {}
    assert is_partition(puzzle.board, puzzle.cages)
    assert sum(len(c.cells) for c in puzzle.cages) == 81
    assert all(c.sums == frozenset(SQUARES) for c in puzzle.cages)
    assert ll.check(puzzle, solution) == []
    assert all(ll.squares.cage_sum(solution, c.cells) in SQUARES for c in puzzle.cages)
    assert ll.other_solution(puzzle, ll.Solution(puzzle, "solved", solution), time_limit=30).status == "infeasible"


def test_there_are_committed_instances():
    assert len(ll.squares.instance_names()) >= 3


def test_killer_sudoku_4x4():
    board = ll.sudoku(2, 2)
    solution = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    cells = [[(0, 0), (0, 1)], [(0, 2), (1, 2)], [(0, 3), (1, 3)], [(1, 0), (1, 1)],
             [(2, 0), (3, 0)], [(2, 1), (2, 2)], [(2, 3), (3, 3)], [(3, 1), (3, 2)]]
    killer = ll.killer_sudoku([(c, ll.squares.cage_sum(solution, c)) for c in cells], board=board)
    assert ll.count_solutions(killer) == brute_count(killer)
    assert ll.check(killer, solution) == []


# ---- Killer rules: no repeat within a cage (the published rule), sum-only cages on request ------

def random_killer(board, rng, distinct, solution=None, max_size=4, noise=0.15):
    """A random Killer on ``board``: a partition into connected cages, totals from ``solution`` or (a ``noise`` share) random.

    Under the no-repeat rule some cages get no total.
    """
    cages = []
    for cage in random_cages(board, rng, max_size):
        roll = rng.random()
        if distinct and roll < 0.15:
            total = None
        elif solution is not None and roll < 1 - noise:
            total = ll.squares.cage_sum(solution, cage.cells)
        else:
            total = rng.randint(len(cage.cells), len(cage.cells) * board.n)
        cages.append((cage.cells, total))
    return ll.killer_sudoku(cages, board=board, distinct=distinct)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6), st.booleans())
def test_killer_counts_match_brute_force_4x4_under_both_rules(seed, distinct):
    board = ll.sudoku(2, 2)
    rng = random.Random(seed)
    solution = ll.random_solution(board, seed=seed).grid
    puzzle = random_killer(board, rng, distinct, solution)
    assert all(c.distinct == distinct for c in puzzle.cages)
    expected = brute_count(puzzle)
    assert all(ll.count_solutions(puzzle, cage_encoding=e) == expected for e in ENCODINGS)
    assert ll.count_solutions(puzzle, method="sat") == ll.count_solutions(puzzle) == expected


@pytest.mark.parametrize("distinct", [True, False])
@pytest.mark.parametrize("seed", [4, 6, 11])  # 4 and 11: the no-repeat rule changes the count
def test_killer_counts_match_brute_force_6x6_under_both_rules(seed, distinct):
    board = ll.sudoku(2, 3)
    solution = ll.random_solution(board, seed=seed).grid
    puzzle = random_killer(board, random.Random(seed), distinct, solution, max_size=3, noise=0)
    expected = brute_count(puzzle)
    assert all(ll.count_solutions(puzzle, cage_encoding=e) == expected for e in ENCODINGS)
    assert ll.count_solutions(puzzle, method="sat") == expected


def test_the_minimal_killer_of_the_issue_is_infeasible_and_sum_only_is_not():
    cells = [(2, 2), (2, 3), (3, 3)]  # across two boxes: 1, 2, 1 sums to 4 with a repeated 1
    assert ll.solve(ll.killer_sudoku([(cells, 4)])).status == "infeasible"
    loose = ll.killer_sudoku([(cells, 4)], distinct=False)
    solved = ll.solve(loose)
    assert solved.status == "solved" and ll.check(loose, solved) == []
    assert [solved.grid[r][c] for r, c in cells] == [1, 2, 1]


def test_squares_sudoku_keeps_the_seed_reading_repeats_allowed_in_a_cage():
    puzzle = ll.squares_sudoku([[(2, 2), (2, 3), (3, 3)]], sums=(4,), partial=True)
    assert not puzzle.cages[0].distinct and ll.solve(puzzle).status == "solved"


def test_check_names_a_repeated_digit_in_a_distinct_cage():
    board = ll.sudoku(2, 2)
    grid = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    killer = ll.killer_sudoku([([(0, 1), (1, 1), (1, 2)], 7)], board=board)  # holds 2, 4, 1: fine
    assert ll.check(killer, grid) == []
    bent = ll.killer_sudoku([([(0, 0), (0, 1), (1, 1), (1, 2)], 8)], board=board)  # 1, 2, 4, 1
    violations = ll.check(bent, grid)
    assert [v.rule for v in violations] == ["cage repeat"]
    assert violations[0].message == "cage at r1c1 holds digit 1 2 times (r1c1, r2c3); its digits must all differ"
    assert ll.check(ll.killer_sudoku([([(0, 0), (0, 1), (1, 1), (1, 2)], 8)], board=board, distinct=False), grid) == []


def test_cages_with_no_total_only_forbid_repeats():
    board = ll.sudoku(2, 2)
    bent = [(0, 1), (1, 1), (1, 2)]
    without = ll.killer_sudoku([(bent, None)], board=board)
    assert not without.cages[0].has_total and ll.count_solutions(without) == brute_count(without)
    assert ll.count_solutions(without) < ll.count_solutions(board)


def test_diagonal_cages_are_accepted_when_the_rule_set_allows_them():
    board = ll.sudoku(2, 2)
    killer = ll.killer_sudoku([([(0, 0), (1, 1)], 5), ([(0, 3), (1, 2), (2, 1)], 6)], board=board, diagonal=True)
    assert all(c.diagonal for c in killer.cages)
    assert all(ll.count_solutions(killer, cage_encoding=e) == brute_count(killer) for e in ENCODINGS)


def test_cage_arithmetic_honours_the_no_repeat_rule():
    board = ll.sudoku()
    bent = [(0, 2), (1, 2), (1, 3)]
    assert arithmetic.cage_multisets(board, bent, 4) == [(1, 1, 2)]
    assert arithmetic.cage_multisets(board, bent, 4, distinct=True) == []
    assert arithmetic.cage_multisets(board, bent, 7, distinct=True) == [(1, 2, 4)]
    assert (1, 2, 1) not in arithmetic.cage_tuples(board, bent, {4}, distinct=True)
    assert 4 in arithmetic.reachable_sums(board, bent) and 4 not in arithmetic.reachable_sums(board, bent, distinct=True)
    assert min(arithmetic.reachable_sums(board, [(0, 0), (1, 0), (2, 0), (3, 0)], distinct=True)) == 10


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4), st.booleans())
def test_reachable_sums_under_both_rules_match_enumeration(seed, size, distinct):
    board = ll.sudoku()
    rng = random.Random(seed)
    cells = [(rng.randrange(9), rng.randrange(9))]
    while len(cells) < size:
        cells = list(dict.fromkeys(cells + [rng.choice(generator.neighbours(rng.choice(cells), set(board.cells)))]))
    brute = {sum(d) for d in itertools.product(board.values, repeat=size)
             if (not distinct or len(set(d)) == size) and all(d[i] != d[j] for i, j in arithmetic.conflicts(board, cells))}
    assert arithmetic.reachable_sums(board, cells, distinct=distinct) == brute


def test_killer_rules_survive_a_json_round_trip():
    board = ll.sudoku(2, 2)
    killer = ll.killer_sudoku([([(0, 0), (1, 1)], 5), ([(0, 1), (0, 2)], None)], board=board, diagonal=True)
    again = ll.from_json(ll.to_json(killer))
    assert again == killer and [(c.distinct, c.diagonal, c.has_total) for c in again.cages] == [(True, True, True), (True, True, False)]
    loose = ll.killer_sudoku([([(0, 0), (0, 1)], 3)], board=board, distinct=False)
    assert ll.from_json(ll.to_json(loose)).cages[0].distinct is False


def test_cages_survive_a_json_round_trip():
    puzzle, _ = ll.squares.load_instance("squares_4")
    assert ll.from_json(ll.to_json(puzzle)).cages == puzzle.cages


def test_generator_makes_a_proved_unique_no_given_squares_sudoku():
    made = ll.squares.generate(seed=106)
    puzzle, grid = made.puzzle, made.solution
    assert all(v == 0 for row in puzzle.givens for v in row)
    assert is_partition(puzzle.board, puzzle.cages)
    assert all(sum(grid[r][c] for r, c in cage.cells) in (4, 9, 16, 25) for cage in puzzle.cages)
    assert ll.check(puzzle, grid) == []
    assert ll.count_solutions(puzzle, limit=2) == 1


# ---- the SAT engine: Killer Sudoku's default --------------------------------------------------

def test_auto_picks_sat_for_killer_and_cp_sat_for_squares():
    board = ll.sudoku(2, 2)
    killer = ll.killer_sudoku([([(0, 0), (0, 1)], 3)], board=board)
    squares = ll.squares_sudoku([[(0, 0), (0, 1)]], sums=(3, 5), board=board, partial=True)
    assert ll.count_solutions(killer).method == ll.solve(killer).method == "sat"
    assert ll.count_solutions(squares).method == "cp-sat"
    assert ll.count_solutions(killer, cage_encoding="sums").method == "cp-sat"  # a model option asks for CP-SAT
    assert ll.count_solutions(killer) == ll.count_solutions(killer, method="cp-sat") == brute_count(killer)


def test_sat_answers_every_question_and_names_itself():
    board = ll.sudoku(2, 2)
    killer = ll.killer_sudoku([([(0, 0), (0, 1)], 3), ([(2, 2), (2, 3), (3, 3)], 6)], board=board)
    first = ll.solve(killer, method="sat")
    assert first.method == "sat" and ll.check(killer, first.grid) == []
    other = ll.other_solution(killer, first, method="sat")
    assert other.status == "solved" and other.grid != first.grid and ll.check(killer, other.grid) == []
    listed = list(ll.solutions(killer, method="sat"))
    assert len(listed) == brute_count(killer) and all(s.method == "sat" for s in listed)
    assert len({str(s.grid) for s in listed}) == len(listed)
    assert ll.is_unique(ll.Puzzle(board, first.grid, killer.cages), method="sat")
    assert ll.solve(ll.killer_sudoku([([(0, 0), (0, 1)], 2)], board=board), method="sat").status == "infeasible"


def test_sat_refuses_what_it_cannot_answer():
    with pytest.raises(ll.PuzzleError, match="method='sat'"):
        ll.solve(ll.suirodoku(), method="sat")
    with pytest.raises(ll.PuzzleError, match="method='sat'"):
        ll.count_solutions(ll.boards.ripeto(2, 2, symbols=(1, 1, 3, 5)), method="sat")
    big = ll.killer_sudoku([(list(ll.latin_square(20).cells)[:10], 105)], board=ll.latin_square(20))  # C(20, 10) sets
    assert ll.count_solutions(big, limit=1, time_limit=60).method == "cp-sat"
    with pytest.raises(ll.PuzzleError, match="method='sat'"):
        ll.solve(big, method="sat")


def test_sat_labels_a_search_its_time_limit_stopped():
    killer = ll.killer_sudoku([([(0, 0), (0, 1)], 3)])
    count = ll.count_solutions(killer, time_limit=1e-9, method="sat")  # over before the first solver call
    assert not count.exact and count.reason == "time limit" and count.method == "sat"
    assert ll.solve(killer, time_limit=1e-9, method="sat").reason == "time limit"
    with pytest.raises(ll.Undecided):
        ll.is_unique(killer, time_limit=1e-9, method="sat")
