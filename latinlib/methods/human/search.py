"""A human-like solver (seeds/003 section 7): singles to a fixed point, then trial and error.

The deterministic phase places *naked singles* (a cell with one candidate left)
and *hidden singles* (a symbol with one possible cell left in some group) until
nothing more follows. If the grid is still incomplete, the trial phase picks a
most-constrained cell at random among ties, tries a random candidate, and runs
the deterministic phase again; a contradiction undoes the guess and another is
tried (``retry=``: the next candidate of the same cell, depth-first; or the
failed candidate struck and a most-constrained cell picked anew; or a fresh
draw that may repeat a failed guess). Every insertion counts, failed ones included.

Boards whose multiset repeats symbols (Sudoku Ripeto, Custom Sudoku, seeds/004)
use the same moves counted instead of struck: a symbol leaves the candidates of a
group's cells once the group holds it as often as the multiset says, and a hidden
single is a symbol whose places left in a group are as many as its copies still due.

The difficulty score of a puzzle is the mean number of insertions over many runs
minus the number of blanks: 0 when singles alone solve it ('easy'), at most 10
('medium'), more ('hard').

Speed: candidates are bit masks, groups and peers are precomputed index tables,
and the fixed points reached by one puzzle's runs are cached in a small search
graph, so the 100 runs of ``difficulty`` mostly replay cached steps. The cache
never changes a result: every run still draws its own random choices.

>>> import latinlib as ll
>>> puzzle = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
>>> result = ll.solve_like_human(puzzle)
>>> str(result.steps[0])
'r1c4 = 4: naked single'
>>> ll.difficulty(puzzle).label
'easy'
"""
import random
from dataclasses import dataclass, field
from functools import lru_cache

from .errors import PuzzleError, cell_name
from .puzzle import as_puzzle

LABELS = ("easy", "medium", "hard")

CONTRADICTIONS = {
    "early": "a guess fails as soon as a cell has no candidate or a group no place for a symbol",
    "late": "singles run to their fixed point, a blank cell without candidates then fails the guess",
    "scan": "naked singles are found by scanning the cells in order, hidden singles by scanning the groups; "
            "a guess fails when the scan meets a blank cell without candidates (the plainest reading of "
            "seeds/003 section 7)",
}


@dataclass(frozen=True)
class Step:
    """One move of the solver: a single (naked or hidden), a guess, or an undone guess.

    ``cell`` is 0-based (row, col); ``kind`` is 'naked', 'hidden', 'guess', 'undo'
    or 'stuck' (a hint that finds no single to play).
    """

    cell: tuple
    value: int
    reason: str
    kind: str = "naked"

    def __str__(self):
        name = cell_name(self.cell)
        if self.kind == "guess":
            return f"guess {name} = {self.value}"
        if self.kind == "undo":
            return f"undo guess {name} = {self.value}: {self.reason}"
        return f"{name} = {self.value}: {self.reason}"

    @property
    def is_single(self):
        """True for a naked or hidden single: a move that follows by logic alone."""
        return self.kind in ("naked", "hidden")


@dataclass
class HumanResult:
    """The outcome of one human-like solve: the grid (None if not solved), counts and the trace."""

    puzzle: object
    grid: list
    insertions: int
    guesses: int
    steps: list = field(repr=False)
    partial: list = field(default=None, repr=False)

    @property
    def solved(self):
        """True when the grid was completed."""
        return self.grid is not None

    def kinds(self):
        """How many steps of each kind: {'naked': .., 'hidden': .., 'guess': .., 'undo': ..}."""
        counts = dict.fromkeys(("naked", "hidden", "guess", "undo"), 0)
        for step in self.steps:
            counts[step.kind] += 1
        return counts

    def trace(self, limit=None):
        """The steps as text, one per line (the first ``limit`` of them)."""
        steps = self.steps if limit is None else self.steps[:limit]
        more = len(self.steps) - len(steps)
        return "\n".join(map(str, steps)) + (f"\n... {more} more steps" if more > 0 else "")


@dataclass(frozen=True)
class Difficulty:
    """A difficulty score (mean insertions minus blanks), its class, and how it was measured."""

    score: float
    label: str
    runs: int
    blanks: int
    mean_insertions: float
    mean_guesses: float

    def __str__(self):
        return f"{self.label} (score {self.score:.2f} over {self.runs} run{'s' * (self.runs != 1)})"


def label_of(score):
    """The class of a difficulty score: 'easy' if 0, 'medium' up to 10, 'hard' above."""
    if score == 0:
        return "easy"
    return "medium" if score <= 10 else "hard"


class Tables:
    """Index tables of a board for the bitset solver: cells, groups, peers, symbol bits."""

    def __init__(self, board):
        self.board = board
        self.latin = board.is_latin
        self.cells = board.cells
        self.index = {cell: i for i, cell in enumerate(board.cells)}
        self.values = board.values
        self.bit = {v: 1 << k for k, v in enumerate(self.values)}
        self.value_of = {b: v for v, b in self.bit.items()}
        self.full = (1 << len(self.values)) - 1
        self.groups = tuple(tuple(self.index[c] for c in g) for g in board.groups)
        self.names = board.group_names
        members = [set() for _ in self.cells]
        for group in self.groups:
            for i in group:
                members[i].update(group)
        self.peers = tuple(tuple(sorted(m - {i})) for i, m in enumerate(members))
        self.room = {self.bit[v]: board.symbols.count(v) for v in self.values}
        self.groups_of = tuple(tuple(g for g, group in enumerate(self.groups) if i in group) for i in range(len(self.cells)))

    def start(self, givens):
        """(values, candidates) bit lists for a givens grid; raises PuzzleError on a clash."""
        vals = [self.bit[givens[r][c]] if givens[r][c] else 0 for r, c in self.cells]
        cand = [0 if v else self.full for v in vals]
        if not self.latin:
            for g, members in enumerate(self.groups):
                for b in self.full_in(vals, members):
                    for p in members:
                        cand[p] &= ~b
            return vals, cand
        for i, v in enumerate(vals):
            if v:
                for p in self.peers[i]:
                    cand[p] &= ~v
        return vals, cand

    def full_in(self, vals, members):
        """The symbol bits that a group of a multiset board already holds as often as the multiset allows."""
        held = {}
        for i in members:
            if vals[i]:
                held[vals[i]] = held.get(vals[i], 0) + 1
        return [b for b, times in held.items() if times >= self.room[b]]

    def grid(self, vals):
        """The rows x cols grid of symbols (0 blank) for a values bit list."""
        grid = [[0] * self.board.cols for _ in range(self.board.rows)]
        for (r, c), v in zip(self.cells, vals):
            grid[r][c] = self.value_of[v] if v else 0
        return grid


@lru_cache(maxsize=64)
def tables(board):
    """The (cached) solver tables of a board."""
    return Tables(board)


def place(t, vals, cand, i, b, queue, late=False):
    """Write bit b in cell i and strike it from the peers; returns a cell left empty, or -1.

    ``late``: strike every peer even after one is left empty (the caller notices later).
    """
    if not t.latin:
        return place_in_multiset(t, vals, cand, i, b, queue)
    vals[i] = b
    cand[i] = 0
    empty = -1
    for p in t.peers[i]:
        m = cand[p]
        if m & b:
            m ^= b
            cand[p] = m
            if not m:
                if not late:
                    return p
                empty = p
            elif not m & (m - 1):
                queue.append(p)
    return empty


def place_in_multiset(t, vals, cand, i, b, queue):
    """place() on a board with repeated symbols: strike b only from groups of i that now hold it often enough."""
    vals[i] = b
    cand[i] = 0
    for g in t.groups_of[i]:
        members = t.groups[g]
        if sum(1 for p in members if vals[p] == b) < t.room[b]:
            continue
        for p in members:
            m = cand[p]
            if m & b:
                m ^= b
                cand[p] = m
                if not m:
                    return p
                if not m & (m - 1):
                    queue.append(p)
    return -1


def settle(t, vals, cand, queue, steps, late=False):
    """Apply naked and hidden singles until a fixed point; returns (insertions, why) with why None if consistent.

    Naked singles come first: after each hidden single the queue of naked ones is
    drained before the groups are scanned again, so a trace calls a move hidden
    only when no naked single was there to play.
    ``steps`` collects (cell index, bit, group index or -1 for a naked single).
    ``late``: do not stop at a contradiction; keep placing singles and report a
    blank cell without candidates only at the fixed point (CONTRADICTIONS).
    """
    if not t.latin:
        return settle_multiset(t, vals, cand, queue, steps)
    inserts = 0
    full = t.full
    while True:
        done, why = drain_naked(t, vals, cand, queue, steps, late)
        inserts += done
        if why:
            return inserts, why
        found = False
        for g, members in enumerate(t.groups):
            once = twice = placed = 0
            for i in members:
                m = cand[i]
                twice |= once & m
                once |= m
                placed |= vals[i]
            missing = full & ~placed & ~once
            if missing and not late:
                value = t.value_of[missing & -missing]
                return inserts, f"{t.names[g]} has no place left for {value}"
            unique = once & ~twice
            while unique:
                b = unique & -unique
                unique ^= b
                for i in members:
                    if cand[i] & b:
                        break
                else:
                    continue
                if vals[i] or (placed & b):
                    continue
                found = True
                inserts += 1
                steps.append((i, b, g))
                empty = place(t, vals, cand, i, b, queue, late)
                if empty >= 0 and not late:
                    return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
                placed |= b
                if queue:
                    break
            if queue:
                break
        if not found and not queue:
            stuck = empty_cell(vals, cand)
            if stuck >= 0:
                return inserts, f"{cell_name(t.cells[stuck])} has no candidate left"
            return inserts, None


def empty_cell(vals, cand):
    """The first blank cell without candidates, or -1."""
    return next((i for i, (v, m) in enumerate(zip(vals, cand)) if not v and not m), -1)


def settle_scan(t, vals, cand, steps):
    """Singles the plain way: scan the cells for naked singles, then the groups for hidden ones, until nothing changes.

    Returns (insertions, why); the only contradiction noticed is a blank cell with
    no candidate met by the cell scan (mode "scan" of CONTRADICTIONS).
    """
    inserts = 0
    while True:
        changed = False
        for i in range(len(vals)):
            if vals[i]:
                continue
            m = cand[i]
            if not m:
                return inserts, f"{cell_name(t.cells[i])} has no candidate left"
            if not m & (m - 1):
                inserts += 1
                steps.append((i, m, -1))
                place(t, vals, cand, i, m, [], True)
                changed = True
        for g, members in enumerate(t.groups):
            placed = 0
            for i in members:
                placed |= vals[i]
            missing = t.full & ~placed
            while missing:
                b = missing & -missing
                missing ^= b
                spots = [i for i in members if not vals[i] and cand[i] & b]
                if len(spots) == 1:
                    inserts += 1
                    steps.append((spots[0], b, g))
                    place(t, vals, cand, spots[0], b, [], True)
                    changed = True
        if not changed:
            return inserts, None


def drain_naked(t, vals, cand, queue, steps, late=False):
    """Place every naked single waiting in ``queue``; returns (insertions, why), why naming a contradiction.

    With ``late`` a cell left empty does not stop the placing (see settle).
    """
    inserts = 0
    while queue:
        i = queue.pop(0)
        m = cand[i]
        if vals[i] or not m or m & (m - 1):
            continue
        inserts += 1
        steps.append((i, m, -1))
        empty = place(t, vals, cand, i, m, queue, late)
        if empty >= 0 and not late:
            return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
    return inserts, None


def settle_multiset(t, vals, cand, queue, steps):
    """settle() for repeated symbols: a hidden single is a symbol with as many places left in a group as copies still due."""
    inserts = 0
    while True:
        done, why = drain_naked(t, vals, cand, queue, steps)
        inserts += done
        if why:
            return inserts, why
        stuck = empty_cell(vals, cand)
        if stuck >= 0:
            return inserts, f"{cell_name(t.cells[stuck])} has no candidate left"
        found = False
        for g, members in enumerate(t.groups):
            for b, room in t.room.items():
                due = room - sum(1 for i in members if vals[i] == b)
                places = [i for i in members if not vals[i] and cand[i] & b]
                if len(places) < due:
                    return inserts, f"{t.names[g]} needs {t.value_of[b]} {due} more time(s) but has {len(places)} place(s) left"
                if due and len(places) == due:
                    for i in places:
                        if vals[i]:
                            continue
                        if not cand[i] & b:
                            return inserts, f"{cell_name(t.cells[i])} lost candidate {t.value_of[b]} needed in {t.names[g]}"
                        found = True
                        inserts += 1
                        steps.append((i, b, g))
                        empty = place(t, vals, cand, i, b, queue)
                        if empty >= 0:
                            return inserts, f"{cell_name(t.cells[empty])} has no candidate left"
        if not found and not queue:
            return inserts, None


def singles_queue(cand):
    """The cells whose candidate mask has exactly one bit: naked singles waiting to be placed."""
    return [i for i, m in enumerate(cand) if m and not m & (m - 1)]


class Node:
    """A fixed point of the deterministic phase: its state, the most-constrained cells, and tried guesses."""

    __slots__ = ("vals", "cand", "complete", "ties", "options", "edges")

    def __init__(self, vals, cand):
        self.vals, self.cand = vals, cand
        self.complete = all(vals)
        self.edges = {}
        if self.complete:
            self.ties, self.options = (), {}
            return
        fewest = min(bin(m).count("1") for v, m in zip(vals, cand) if not v)
        self.ties = tuple(i for i, (v, m) in enumerate(zip(vals, cand)) if not v and bin(m).count("1") == fewest)
        self.options = {i: tuple(1 << k for k in range(cand[i].bit_length()) if cand[i] >> k & 1) for i in self.ties}


class Edge:
    """The result of one guess from a node: insertions made (the guess included), the singles, and where it led."""

    __slots__ = ("inserts", "steps", "why", "node")

    def __init__(self, inserts, steps, why, node):
        self.inserts, self.steps, self.why, self.node = inserts, steps, why, node


def retry_next(node, rng, failed):
    """Guesses of reading "next": one random most-constrained cell, its candidates in random order (depth-first)."""
    i = rng.choice(node.ties) if len(node.ties) > 1 else node.ties[0]
    options = list(node.options[i])
    rng.shuffle(options)
    for b in options:
        yield i, b


def retry_fresh(node, rng, failed):
    """Guesses of reading "fresh": every retry draws cell and candidate anew, a failed guess may come again.

    The node is given up once every candidate of some cell has failed (nothing can go there).
    """
    while not any(all((i, b) in failed for b in node.options[i]) for i in node.ties):
        i = rng.choice(node.ties) if len(node.ties) > 1 else node.ties[0]
        yield i, rng.choice(node.options[i])


def retry_exclude(node, rng, failed):
    """Guesses of reading "exclude": strike a failed candidate, then pick anew among the most constrained cells.

    Only the node's tied cells can be most constrained (the others had more candidates
    to begin with); the node is given up when one of them has no candidate left.
    """
    while True:
        left = {i: [b for b in node.options[i] if (i, b) not in failed] for i in node.ties}
        fewest = min(map(len, left.values()))
        if not fewest:
            return
        ties = [i for i in node.ties if len(left[i]) == fewest]
        i = rng.choice(ties) if len(ties) > 1 else ties[0]
        yield i, rng.choice(left[i])


RETRIES = {"next": retry_next, "fresh": retry_fresh, "exclude": retry_exclude}


class Search:
    """The search graph of one puzzle: the root fixed point and every guess explored so far (cached)."""

    def __init__(self, puzzle, givens=None, contradictions="early", retry="next"):
        puzzle = supported(puzzle)
        if contradictions not in CONTRADICTIONS:
            raise PuzzleError(f"contradictions must be one of {sorted(CONTRADICTIONS)}, got {contradictions!r}")
        if retry not in RETRIES:
            raise PuzzleError(f"retry must be one of {sorted(RETRIES)}, got {retry!r}")
        self.retry = retry
        self.late = contradictions != "early"
        self.scan = contradictions == "scan"
        self.t = tables(puzzle.board)
        if self.late and not self.t.latin:
            raise PuzzleError(f"contradictions={contradictions!r} needs a board where no symbol repeats in a group")
        self.blanks = len(puzzle.blanks()) if givens is None else sum(1 for r, c in puzzle.board.cells if not givens[r][c])
        self.nodes = {}
        vals, cand = self.t.start(puzzle.givens if givens is None else givens)
        self.root = self.advance(vals, cand, singles_queue(cand), 0, [])

    def advance(self, vals, cand, queue, inserts, steps):
        """Settle a state and wrap it as an Edge to a (shared) Node, or to None on a contradiction."""
        if self.scan:
            more, why = settle_scan(self.t, vals, cand, steps)
        else:
            more, why = settle(self.t, vals, cand, queue, steps, self.late)
        node = None
        if why is None:
            key = tuple(vals)
            node = self.nodes.get(key)
            if node is None:
                node = self.nodes[key] = Node(vals, cand)
        return Edge(inserts + more, steps, why, node)

    def guess(self, node, i, b):
        """The Edge of guessing bit b in cell i at ``node`` (computed once, then cached)."""
        edge = node.edges.get((i, b))
        if edge is None:
            vals, cand, queue = list(node.vals), list(node.cand), []
            empty = place(self.t, vals, cand, i, b, queue, self.late)
            if empty >= 0 and not self.late:
                edge = Edge(1, [], f"{cell_name(self.t.cells[empty])} has no candidate left", None)
            else:
                edge = self.advance(vals, cand, queue, 1, [])
            node.edges[(i, b)] = edge
        return edge

    def run(self, rng, trace=None):
        """One randomised solve from the root; returns (final node or None, insertions, guesses)."""
        root = self.root
        if trace is not None:
            trace.extend(root.steps)
        if root.node is None:
            return None, root.inserts, 0
        counts = [root.inserts, 0]
        final = self.explore(root.node, rng, counts, trace)
        return final, counts[0], counts[1]

    def explore(self, node, rng, counts, trace):
        """Trial phase from a node: guesses in the order of the retry reading; returns the completed node or None."""
        if node.complete:
            return node
        failed = set()
        for i, b in RETRIES[self.retry](node, rng, failed):
            edge = self.guess(node, i, b)
            counts[0] += edge.inserts
            counts[1] += 1
            if trace is not None:
                trace.append((i, b, "guess", node))
                trace.extend(edge.steps)
            if edge.node is not None:
                final = self.explore(edge.node, rng, counts, trace)
                if final is not None:
                    return final
                why = "every choice after it fails"
            else:
                why = edge.why
            failed.add((i, b))
            if trace is not None:
                trace.append((i, b, "undo", why))
        return None

    def step(self, item):
        """A Step object from a raw trace item."""
        t = self.t
        i, b = item[0], item[1]
        value = t.value_of[b]
        if item[2] == "guess":
            choices = ", ".join(str(t.value_of[o]) for o in item[3].options[i])
            return Step(t.cells[i], value, f"guess among {{{choices}}}: a cell with the fewest candidates", "guess")
        if item[2] == "undo":
            return Step(t.cells[i], value, item[3], "undo")
        return _step_of(t, item)


def supported(puzzle):
    """The Puzzle (a Board becomes a blank one); PuzzleError for puzzles the singles solver cannot read: cages or a second layer."""
    puzzle = as_puzzle(puzzle)
    if puzzle.cages:
        raise PuzzleError("the human-like solver knows singles only: it cannot use cage sums")
    if puzzle.is_two_layer:
        raise PuzzleError("the human-like solver works on one layer: solve each layer of a two-layer puzzle apart")
    return puzzle


def solve_like_human(puzzle, seed=0):
    """Solve as a person might, seeded: singles, then random guesses with backtracking; returns a HumanResult."""
    puzzle = supported(puzzle)
    search = Search(puzzle)
    trace = []
    final, inserts, guesses = search.run(random.Random(seed), trace)
    grid = search.t.grid(final.vals) if final is not None else None
    return HumanResult(puzzle, grid, inserts, guesses, [search.step(item) for item in trace])


def solve_by_singles(puzzle):
    """Naked and hidden singles only; ``.grid`` is None when they get stuck (``.partial`` shows how far)."""
    puzzle = supported(puzzle)
    search = Search(puzzle)
    root = search.root
    steps = [search.step(item) for item in root.steps]
    partial = search.t.grid(root.node.vals) if root.node is not None else None
    grid = partial if root.node is not None and root.node.complete else None
    return HumanResult(puzzle, grid, root.inserts, 0, steps, partial)


def difficulty(puzzle, runs=100, seed=0, check_unique=False, contradictions="early", retry="next"):
    """Mean insertions over ``runs`` seeded runs minus the blanks, with its class (seeds/003 section 7).

    A puzzle that singles alone solve takes one run: its score is exactly 0.
    The score is meant for puzzles with one solution: ``check_unique=True`` proves
    that first with CP-SAT (PuzzleError otherwise); a puzzle with no solution
    always raises PuzzleError. ``contradictions`` is "early" (a guess fails as
    soon as a cell or a group runs out of options), "scan" (singles by scanning
    cells then groups; a guess fails when the scan meets an empty cell) or "late"
    (singles go on to their fixed point first); see CONTRADICTIONS. The later a
    failed guess is noticed, the more digits it writes and the higher the score.
    ``retry`` says what follows a failed guess: "next" (the next candidate of the
    same cell, in random order), "exclude" (strike the failed candidate and pick
    a most-constrained cell anew) or "fresh" (draw cell and candidate anew, a
    failed guess may come again); see RETRIES.
    """
    puzzle = supported(puzzle)
    if runs < 1:
        raise PuzzleError(f"runs must be at least 1, got {runs}")
    if check_unique:
        require_unique(puzzle)
    search = Search(puzzle, contradictions=contradictions, retry=retry)
    root = search.root
    if root.node is None:
        raise PuzzleError(f"the puzzle has no solution: {root.why} after {root.inserts} singles")
    if root.node.complete:
        return Difficulty(0.0, "easy", 1, search.blanks, float(search.blanks), 0.0)
    rng = random.Random(seed)
    total_inserts = total_guesses = 0
    for _ in range(runs):
        final, inserts, guesses = search.run(rng)
        if final is None:
            raise PuzzleError("the puzzle has no solution: every guess leads to a contradiction")
        total_inserts += inserts
        total_guesses += guesses
    score = total_inserts / runs - search.blanks
    return Difficulty(score, label_of(score), runs, search.blanks, total_inserts / runs, total_guesses / runs)


def _difficulty_chunk(args):
    """difficulty() over a list of puzzles (a picklable unit of work for an executor)."""
    puzzles, runs, seed, contradictions, retry = args
    return [difficulty(p, runs, seed, contradictions=contradictions, retry=retry) for p in puzzles]


def difficulties(puzzles, runs=100, seed=0, executor=None, chunk=200, progress=False, contradictions="early",
                 retry="next"):
    """difficulty() of many puzzles, in order; ``executor`` (e.g. a ProcessPoolExecutor) spreads chunks.

    Every puzzle uses the same ``seed``, so results do not depend on chunking or workers.
    """
    puzzles = list(puzzles)
    chunks = [(puzzles[k:k + chunk], runs, seed, contradictions, retry) for k in range(0, len(puzzles), chunk)]
    mapper = executor.map if executor is not None else map
    results = mapper(_difficulty_chunk, chunks)
    if progress:
        from tqdm.auto import tqdm

        results = tqdm(results, total=len(chunks), unit="chunk")
    return [d for part in results for d in part]


def hint(puzzle, grid=None):
    """The next move a person could make from ``grid`` (default: the givens), as a Step with its reason.

    A naked or hidden single comes with the logic that forces it. When no single
    applies the Step has kind 'stuck' and names the cell with the fewest
    candidates and its value in the solution. Returns None for a complete grid.
    Raises PuzzleError when the puzzle has no or several solutions, or when
    ``grid`` changes a given or holds a wrong entry (the cells are named).
    """
    from .puzzle import Puzzle

    puzzle = supported(puzzle)
    grid = puzzle.givens if grid is None else grid
    current = Puzzle(puzzle.board, grid)
    changed = [c for c in puzzle.board.cells if puzzle.givens[c[0]][c[1]] and current.givens[c[0]][c[1]] != puzzle.givens[c[0]][c[1]]]
    if changed:
        raise PuzzleError(f"the grid changes the given(s) at {', '.join(map(cell_name, changed))}")
    answer = require_unique(puzzle, "a hint")
    wrong = [c for c in puzzle.board.cells if current.givens[c[0]][c[1]] not in (0, answer[c[0]][c[1]])]
    if wrong:
        raise PuzzleError(f"wrong entr{'y' if len(wrong) == 1 else 'ies'} at {', '.join(map(cell_name, wrong))}: remove before asking for a hint")
    return next_step(puzzle, current.givens, answer)


def require_unique(puzzle, what="a difficulty score"):
    """The one solution grid of ``puzzle``, counted by ll.count_solutions (as ll.is_unique does); PuzzleError when there are none or several."""
    from .solve import count_solutions, solve

    count = count_solutions(puzzle, limit=2)
    if count == 0:
        raise PuzzleError(f"the puzzle has no solution, so {what} would be meaningless")
    if count > 1:
        raise PuzzleError(f"the puzzle has more than one solution: {what} would have to pick one, so none is given")
    return solve(puzzle).grid


def next_step(puzzle, givens, answer):
    """The first single from a state consistent with ``answer``; a 'stuck' Step when there is none."""
    t = tables(puzzle.board)
    vals, cand = t.start(givens)
    if all(vals):
        return None
    steps = []
    settle(t, vals, cand, singles_queue(cand), steps)
    if steps:
        return _step_of(t, steps[0])
    vals, cand = t.start(givens)
    fewest = min((bin(m).count("1"), i) for i, (v, m) in enumerate(zip(vals, cand)) if not v)[1]
    r, c = t.cells[fewest]
    choices = ", ".join(str(t.value_of[1 << k]) for k in range(len(t.values)) if cand[fewest] >> k & 1)
    reason = f"no single applies: a guess is needed; {cell_name((r, c))} has the fewest candidates {{{choices}}} and the solution has {answer[r][c]}"
    return Step((r, c), answer[r][c], reason, "stuck")


def _step_of(t, item):
    """A Step from a raw (cell, bit, group) settle item."""
    i, b, g = item
    if g < 0:
        return Step(t.cells[i], t.value_of[b], "naked single", "naked")
    if not t.latin:
        return Step(t.cells[i], t.value_of[b], f"hidden single in {t.names[g]} (its places left for {t.value_of[b]} are as many as the copies due)", "hidden")
    return Step(t.cells[i], t.value_of[b], f"hidden single in {t.names[g]}", "hidden")
