"""Method A: exact cover on Python-int bitmasks, with singles propagation and fewest-options branching.

The state is one int per symbol, ``cand[s]`` = the undecided cells where s may
still go, plus ``gopen[s]`` = the groups that still need s (an int over groups).
One pass of ``or``/``and`` over the S ints counts the candidates of every cell at
once (bit-sliced counters: ``ones``, ``twos``, ``threes``), so naked singles and
dead cells cost S big-int operations instead of a loop over cells. Hidden
singles and dead places come from ``cand[s] & group`` for the open places.

Branching picks the fewest options among cells *and* (group, symbol) places,
which is the exact-cover rule of Knuth's Algorithm X. Multiset boards (a group
holds a symbol m times) keep a per-place ``need`` count; a place is branched on
only when it needs one more copy, otherwise a cell is.
"""
import math
import random
import time

from .bitmasks import bits


class TimeUp(Exception):
    """Raised inside a search when its deadline has passed."""


class Search:
    """A depth-first search over one compiled board; ``run()`` yields, per solution, where each symbol went.

    ``budget`` (nodes) and ``deadline`` (time.monotonic() value) stop it by raising TimeUp.
    ``rng`` (a random.Random) shuffles the branches, for random solutions.
    """

    def __init__(self, comp, budget=None, deadline=None, rng=None):
        self.comp, self.budget, self.deadline, self.rng = comp, budget, deadline, rng
        self.S, self.G = len(comp.values), len(comp.gmask)
        self.nodes = 0
        self.every = 1023 if len(comp.cells) <= 1024 else 0  # how often to look at the clock: big boards, every node
        self.group_of = {1 << g: mask for g, mask in enumerate(comp.gmask)}

    def start(self, placements):
        """The root state with the givens placed, or None when they clash."""
        S, comp = self.S, self.comp
        cand = [comp.full] * S
        gopen = [(1 << self.G) - 1] * S
        need = None if comp.latin else [comp.mult[s] for _ in range(self.G) for s in range(S)]
        state = [cand, gopen, need, comp.full, [0] * S]
        for i, s in placements:
            if not self.place(state, i, s):
                return None
        return state

    def place(self, state, i, s, alone=False):
        """Put symbol s in cell i, in place; False when s can no longer go there.

        ``alone`` says no other symbol is a candidate of cell i (a naked single).
        """
        cand, gopen, need = state[0], state[1], state[2]
        if not cand[s] >> i & 1:
            return False
        keep = ~(1 << i)
        if alone:
            cand[s] &= keep
        else:
            cand[:] = [c & keep for c in cand]
        if need is None:
            cand[s] &= ~self.comp.peers[i]
            gopen[s] &= ~self.comp.cell_groups[i]
        else:
            self.count_down(cand, gopen, need, i, s)
        state[3] &= keep
        state[4][s] |= 1 << i
        return True

    def count_down(self, cand, gopen, need, i, s):
        """Multiset boards: one fewer s needed in each group of cell i; close the places that are full."""
        S, gmask, groups = self.S, self.comp.gmask, self.comp.cell_groups[i]
        while groups:
            low = groups & -groups
            groups ^= low
            g = low.bit_length() - 1
            need[g * S + s] -= 1
            if not need[g * S + s]:
                cand[s] &= ~gmask[g]
                gopen[s] &= ~low

    def singles(self, state):
        """Place every naked single; None if some cell has no candidate, else (placed any, twos, threes)."""
        cand, free = state[0], state[3]
        ones = twos = threes = 0
        for c in cand:
            threes |= twos & c
            twos |= ones & c
            ones |= c
        if free & ~ones:
            return None
        single = ones & ~twos
        if not single:
            return False, twos, threes
        for s in range(self.S):
            x = single & cand[s]
            while x:
                low = x & -x
                x ^= low
                if not self.place(state, low.bit_length() - 1, s, alone=True):
                    return None  # two singles of s in one group
        return True, 0, 0

    def places(self, state):
        """Scan the open (group, symbol) places: None when one is dead, else (forced, best).

        ``forced`` lists (cells mask, symbol) that must all be placed; ``best`` is the
        (count, cells mask, symbol) of the open one-copy place with fewest cells.
        """
        if state[2] is None:
            return self.latin_places(state)
        cand, gopen, need, gmask, S = state[0], state[1], state[2], self.comp.gmask, self.S
        forced, best = [], (math.inf, 0, 0)
        for s in range(S):
            m, cs = gopen[s], cand[s]
            while m:
                low = m & -m
                m ^= low
                x = cs & gmask[low.bit_length() - 1]
                k = x.bit_count()
                want = 1 if need is None else need[(low.bit_length() - 1) * S + s]
                if k <= want:
                    if k < want:
                        return None
                    forced.append((x, s))
                elif want == 1 and k < best[0]:
                    best = (k, x, s)
        return forced, best

    def latin_places(self, state):
        """``places`` for a Latin board (every place needs one copy), its hot loop kept lean."""
        group_of, forced, best_k, best_x, best_s = self.group_of, [], math.inf, 0, 0
        for s, cs in enumerate(state[0]):
            m = state[1][s]
            while m:
                low = m & -m
                m ^= low
                x = cs & group_of[low]
                if not x & (x - 1):
                    if not x:
                        return None
                    forced.append((x, s))
                elif best_k > 2:
                    k = x.bit_count()
                    if k < best_k:
                        best_k, best_x, best_s = k, x, s
        return forced, (best_k, best_x, best_s)

    def propagate(self, state):
        """Singles until none is left; None on a contradiction, else the branching choice.

        The choice is ('cell', i, symbols mask-free list) or ('place', cells mask, s), or
        'solved' when every cell is filled.
        """
        while state[3]:
            found = self.singles(state)
            if found is None:
                return None
            if found[0]:
                continue
            scan = self.places(state)
            if scan is None:
                return None
            forced, best = scan
            if forced:
                moves = {(i, s) for x, s in forced for i in bits(x)}  # two places may force one move
                if not all(self.place(state, i, s) for i, s in moves):
                    return None
                continue
            return self.choose(state, found[1], found[2], best)
        return "solved"

    def choose(self, state, twos, threes, best):
        """The branching with fewest options: a place (fixed symbol, its cells) or a cell (its symbols)."""
        if best[0] == 2:
            return ("place", best[1], best[2])
        pairs = twos & ~threes
        if pairs:
            return ("cell", (pairs & -pairs).bit_length() - 1, None)
        cell, k = self.fewest_cell(state)
        if best[0] <= k:
            return ("place", best[1], best[2])
        return ("cell", cell, None)

    def fewest_cell(self, state):
        """The free cell with fewest candidates, and that number (the slow path, rarely needed)."""
        cand, best = state[0], (None, math.inf)
        for i in bits(state[3]):
            k = sum(c >> i & 1 for c in cand)
            if k < best[1]:
                best = (i, k)
        return best

    def children(self, state, choice):
        """The (cell, symbol) placements of a branching choice."""
        kind, what, s = choice
        if kind == "place":
            return [(i, s) for i in bits(what)]
        return [(what, t) for t, c in enumerate(state[0]) if c >> what & 1]

    def tick(self):
        """Count a node; raise TimeUp when over the node budget or past the deadline."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise TimeUp("node budget")
        if not self.nodes & self.every and self.deadline is not None and time.monotonic() > self.deadline:
            raise TimeUp("time limit")

    def estimate(self, placements, dives=16, seed=0):
        """Knuth's estimate of the number of nodes ``run`` will visit: the mean over random
        root-to-leaf dives of 1 + d1 + d1*d2 + ..., with d the branching degrees met."""
        rng = random.Random(seed)
        root, total = self.start(placements), 0
        if root is None:
            return 1
        for _ in range(dives):
            state, weight, size = copy_state(root), 1, 1
            while True:
                if self.deadline is not None and time.monotonic() > self.deadline:
                    raise TimeUp("time limit")
                choice = self.propagate(state)
                if choice is None or choice == "solved":
                    break
                moves = self.children(state, choice)
                weight *= len(moves)
                size += weight
                if not self.place(state, *rng.choice(moves)):
                    break
            total += size
        return total / dives

    def run(self, placements):
        """Yield, for every solution extending the given placements, the mask of each symbol's cells."""
        root = self.start(placements)
        stack = [] if root is None else [(root, None)]
        while stack:
            state, move = stack.pop()
            self.tick()
            if move is not None and not self.place(state, *move):
                continue
            choice = self.propagate(state)
            if choice is None:
                continue
            if choice == "solved":
                yield state[4]
                continue
            moves = self.children(state, choice)
            if self.rng is not None:
                self.rng.shuffle(moves)
            for move in moves[:0:-1]:
                stack.append((copy_state(state), move))
            stack.append((state, moves[0]))


def copy_state(state):
    """A copy of a search state whose lists can be changed independently."""
    cand, gopen, need, free, where = state
    return [cand[:], gopen[:], None if need is None else need[:], free, where[:]]
