"""Forcing chains, the last resort before a guess: every way a cell or a group can go leads to the same conclusion.

Each assumption "cell i holds symbol v" is followed by singles (with the pair rule
and cage fillings: ``search.propagate``) to their fixed point: a bounded chain of
forced moves, one cell at most per move. Then:

- *contradiction*: an assumption that empties a cell or leaves a symbol no room
  in a group is false, so v leaves cell i;
- *cell forcing*: a cell with two or three candidates holds one of them; what
  every branch places (or removes) holds in the puzzle;
- *region forcing*: a symbol with two or three places in a group of a Latin
  board goes in one of them; what every branch places or removes holds.

The propagation of each assumption is computed once per state (``branches``)
and shared by the cell and region forcing. ``find_steps`` looks for forcing
chains only when no cheaper technique finds a step (see ``solver.LAST_RESORT``).
"""
from ...core.errors import cell_name
from .candidates import LAYER_NAMES, State, bits_of, cells_of, place, step
from .search import propagate
from .table import number

MAX_BRANCHES = 3  # a cell with at most three candidates, a symbol with at most three places in a group


def branches(state):
    """The state's memo {(layer, cell, bit): layers after the assumption, or None}, for its current masks.

    When a step has narrowed the masks, the memo of the masks before is kept as ``memo['earlier']`` (with the cells
    that changed) for ``narrowed``: on a one-layer Latin board without cages, the singles' closure argument holds.
    """
    layers = tuple((tuple(vals), tuple(cand)) for vals, cand in state.layers)
    found = state.tables.get("forcing")
    if found is None or found[0] != layers:
        memo = {}
        if found is not None and len(layers) == 1 and state.t.latin and not state.cages:
            (v0, c0), (v1, c1) = found[0][0], layers[0]
            if all(v1[i] == v0[i] if v0[i] else not (v1[i] | c1[i]) & ~c0[i] for i in range(len(v0))):
                found[1].pop("earlier", None)
                memo["earlier"] = ([i for i in range(len(v0)) if (v0[i], c0[i]) != (v1[i], c1[i])], found[1])
        found = state.tables["forcing"] = (layers, memo)
    return found[1]


def branch(state, k, i, b, memo):
    """The layers after 'cell i of layer k holds bit b' and singles to their fixed point; None on a contradiction.

    Also records in ``memo['length']`` how many cells the singles filled (the chain's length, for the rating).
    """
    if (k, i, b) not in memo:
        layers = narrowed(state, i, b, memo)
        if layers is None:
            trial = state.copy()
            place(trial, k, i, b)
            layers = trial.layers
            memo[k, i, b] = layers if propagate(trial) else None
        else:
            memo[k, i, b] = layers
        memo["length", k, i, b] = state.layers[k][0].count(0) - layers[k][0].count(0)
    return memo[k, i, b]


def narrowed(state, i, b, memo):
    """The branch 'cell i holds b' rebuilt from the same branch of the earlier state (``branches``), or None.

    Singles played in any order reach one fixed point (or a contradiction): each single one
    order plays is forced in the other's end state. So the earlier branch's fixed point with
    what the steps since have placed and struck, settled again, is this branch's fixed point,
    for a few cells' work. None when there is no earlier branch or this one meets a
    contradiction: then the chain is followed from scratch, as its length (the rating) needs.
    """
    changed, earlier = memo.get("earlier", ((), {}))
    layers = earlier.get((0, i, b))
    if layers is None:
        return None
    vals, cand = state.layers[0]
    trial = State(state.puzzle, state.t, [(list(layers[0][0]), list(layers[0][1]))], state.cages)
    tvals, tcand = trial.layers[0]
    touched = False
    for j in changed:
        if tvals[j]:
            if tvals[j] != vals[j] and not tvals[j] & cand[j]:
                return None
        elif vals[j]:
            if not tcand[j] & vals[j]:
                return None
            place(trial, 0, j, vals[j])
            touched = True
        elif tcand[j] & ~cand[j]:
            tcand[j] &= cand[j]
            touched = True
    if not touched:
        return layers
    return trial.layers if propagate(trial) else None


LENGTHS = (4, 6, 8, 12, 16, 24, 32, 48)  # +0.1 for each of these the branches' singles reach (SE's length steps)


def rating(memo, k, options, branches):
    """8.0, +0.1 for three branches, +0.1 per length step reached by the singles of all branches together."""
    length = sum(memo["length", k, i, b] for i, b in options)
    return round(number("Forcing Chain") + 0.1 * (branches - 2) + 0.1 * sum(length >= n for n in LENGTHS), 2)


def common(state, k, results):
    """(placements {cell: bit}, eliminations {cell: bits}) of layer k that every branch agrees on."""
    placed, gone = {}, {}
    vals, cand = state.layers[k]
    branch_vals = zip(*(layers[k][0] for layers in results))
    branch_marks = zip(*([c | v for v, c in zip(*layers[k])] for layers in results))
    for i, (m, got, marks) in enumerate(zip(cand, branch_vals, branch_marks)):
        if vals[i]:
            continue
        if got[0] and got.count(got[0]) == len(got):
            placed[i] = got[0]
            continue
        kept = 0
        for mark in marks:
            kept |= mark
        if m & ~kept:
            gone[i] = m & ~kept
    return placed, gone


def forcing_chains(state):
    """The forcing chain conclusions of the state, the shortest (lowest rated) first, by stages to stay cheap.

    Stage 2: two-way cells and groups (and the contradictions of their branches); stage 3:
    three-way ones; stage 4: contradictions of every other candidate. A stage runs only
    when the ones before it concluded nothing.

    Not on puzzles with cages: each branch would re-enumerate the cage fillings, too slow for a hint.
    """
    if state.cages:
        return
    for stage in (2, 3, 4):
        found = sorted(conclusions(state, stage), key=lambda made: made.rating)
        if found:
            yield from found
            return


def conclusions(state, stage):
    """The contradictions, cell forcing and region forcing conclusions of a stage (see forcing_chains), each once."""
    t = state.t
    memo = branches(state)
    sources = []
    for k, (vals, cand) in enumerate(state.layers):
        for i, m in enumerate(cand):
            if not vals[i] and 2 <= m.bit_count():
                sources.append((min(m.bit_count(), 4), "contradiction", k, [(i, b) for b in bits_of(m)]))
        for i, m in enumerate(cand):
            if not vals[i] and 2 <= m.bit_count() <= MAX_BRANCHES:
                sources.append((m.bit_count(), "cell", k, [(i, b) for b in bits_of(m)]))
        if t.latin:
            d = state.derived(k)
            for g, bits in enumerate(t.group_bits):
                for s, spots in enumerate(d.where):
                    if 2 <= (spots & bits).bit_count() <= MAX_BRANCHES:
                        sources.append(((spots & bits).bit_count(), f"region {g}", k,
                                        [(i, 1 << s) for i in cells_of(spots & bits)]))
    seen = set()
    for size, kind, k, options in sources:
        if size != stage:
            continue
        results = [branch(state, k, i, b, memo) for i, b in options]
        for (i, b), layers in zip(options, results):
            if layers is None and (k, i, b) not in seen:
                seen.add((k, i, b))
                yield contradiction_step(t, k, i, b, rating(memo, k, [(i, b)], 2))
        if kind == "contradiction" or any(layers is None for layers in results):
            continue
        placed, gone = common(state, k, results)
        key = (k, tuple(sorted(placed.items())), tuple(sorted(gone.items())))
        if (placed or gone) and key not in seen:
            seen.add(key)
            yield forcing_step(state, kind, k, options, placed, gone, rating(memo, k, options, len(options)))


def assumption(t, i, b):
    """'r1c2=5' for cell i holding bit b."""
    return f"{cell_name(t.cells[i])}={t.label(b)}"


def contradiction_step(t, k, i, b, rated):
    """The Step removing a candidate whose assumption leads by singles to a contradiction."""
    text = (f"Forcing Chain (contradiction): if {assumption(t, i, b)}, the singles that follow leave a cell or a "
            f"symbol with no place; so {cell_name(t.cells[i])} is not {t.label(b)}")
    made = step("Forcing Chain", (t.cells[i],), (), {}, [(t.cells[i], t.value_of[b])], text, LAYER_NAMES[k])
    made.rating = rated
    return made


def forcing_step(state, kind, k, options, placed, gone, rated):
    """The Step of a cell or region forcing chain: what every branch leads to."""
    t = state.t
    where = (f"cell {cell_name(t.cells[options[0][0]])}" if kind == "cell"
             else f"{t.names[int(kind.split()[1])]} for {t.label(options[0][1])}")
    effects = [assumption(t, i, b) for i, b in placed.items()]
    effects += [f"{cell_name(t.cells[i])}<>{t.label(b)}" for i, m in gone.items() for b in bits_of(m)]
    text = (f"Forcing Chain ({kind.split()[0]} forcing on {where}): whichever of "
            f"{', '.join(assumption(t, i, b) for i, b in options)} is true, the singles that follow give "
            f"{', '.join(effects)}; so these hold")
    made = step("Forcing Chain", tuple(dict.fromkeys(t.cells[i] for i, _ in options)), (),
                {t.cells[i]: t.value_of[b] for i, b in placed.items()},
                [(t.cells[i], t.value_of[b]) for i, m in gone.items() for b in bits_of(m)],
                text, LAYER_NAMES[k])
    made.rating = rated
    return made
