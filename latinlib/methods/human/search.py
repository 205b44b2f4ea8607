"""The trial phase of the human-like solver: guesses from a most-constrained cell, undone on contradiction.

The fixed points that one puzzle's runs reach are cached in a small search graph
(nodes: states after singles; edges: guesses), so the 100 runs of ``difficulty``
mostly replay cached steps. The cache never changes a result: every run still
draws its own random choices.
"""
import random

from ...core.errors import PuzzleError, cell_name
from ...core.puzzle import as_puzzle
from ..steps import Step
from .results import CONTRADICTIONS, HumanResult
from .singles import place, settle, settle_scan, singles_queue, step_of, tables


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
        return step_of(t, item)


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


