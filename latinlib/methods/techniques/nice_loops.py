"""Nice loops, as HoDoKu names them: alternating chains that close on themselves, read from the chain search.

The chain search (``chains``) assumes a node A false and follows strong and weak
links level by level (A false => B1 true => C1 false => ...). Two ways back to A
close a loop:

- *Continuous Nice Loop*: a node B found true is weakly linked to A. Then A = ... = B
  is a chain (A or B is true) and A - B a weak link (not both): exactly one of A and B
  is true, and following the loop either way, every link of it has exactly one true
  end (the nodes alternate true and false, one way or the other). So a candidate
  weakly linked to both ends of any link of the loop is false: for a weak link on x
  between two places, x goes from every other cell seeing both; for a link inside a
  cell, that cell's other candidates go; for a link of group nodes, x goes from the
  cells seeing all of both.
- *Discontinuous Nice Loop*: A itself is found true. A false makes A true, so A is
  true: it is placed (a group node: its symbol goes from the cells seeing all of it).

Loops are read from the levels the chain search reached (it stops once every
candidate it could remove is reached), so no second search runs for them.
A discontinuous loop that leaves its start by two weak links (A true makes A false)
or by a weak and a strong link on two symbols of one cell is left to the AIC that
proves it: the chain between the loop's two neighbours of A, which A sees both ends
of, eliminates A and every other candidate seeing both ends, so the same chain keeps
one name (AIC, X-Chain, ...) whatever it removes. A loop through a group node is a
Grouped Continuous / Grouped Discontinuous Nice Loop. Loops are rated at the AIC
level (``table``), the longer the higher.
"""
from .candidates import cells_of

CONTINUOUS, DISCONTINUOUS = "Continuous Nice Loop", "Discontinuous Nice Loop"
NAMES = (CONTINUOUS, DISCONTINUOUS, "Grouped " + CONTINUOUS, "Grouped " + DISCONTINUOUS)


def loop_name(links, path, kind):
    """The name of a loop of ``kind`` (CONTINUOUS or DISCONTINUOUS): 'Grouped ' before it when a node is a group."""
    return ("Grouped " if any(x >= links.base for x in path) else "") + kind


def is_simple(links, path):
    """True when no cell holds one symbol for two nodes of the path (a loop, not a chain that runs into itself)."""
    used = {}
    for x in path:
        s, cells = links.node(x)
        if used.get(s, 0) & cells:
            return False
        used[s] = used.get(s, 0) | cells
    return True


def continuous_victims(links, path):
    """The candidates a continuous loop (nodes in order, the last weakly linked to the first) removes: see above."""
    weak = links.weak
    nodes = sum(1 << x for x in path)
    victims = 0
    for p, q in zip(path, path[1:] + path[:1]):
        victims |= weak[p] & weak[q]
    return victims & links.singles & ~nodes


def closings(links, levels, a):
    """(level, node) of each node found true, at level one or more, that is weakly linked to the start a."""
    back = links.weak[a] & ~(1 << a)
    return [(j, b) for j in range(1, len(levels)) for b in cells_of(levels[j][1] & back)]


def forced_level(levels, a):
    """The level at which the start a is itself found true (a discontinuous loop), or None."""
    return next((j for j, (_, ons) in enumerate(levels) if ons >> a & 1), None)


def loop_text(name, links_text, start, words):
    """The explanation of a nice loop: its links, then why its eliminations (or its placement) follow."""
    if name.endswith(DISCONTINUOUS):
        outcome = f"{start} is true" if not words else f"{start} is true, so {words} sees it and goes"
        return f"{name} {links_text}: if {start} were false the loop would make it true; so {outcome}"
    return (f"{name} {links_text} - (back to {start}): the loop closes with alternating links, so each of its links "
            f"has exactly one true end; {words} sees both ends of a link and goes")
