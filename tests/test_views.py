"""Pictures of one step: the extras that draw a step's argument (tints, rings, a chain) and the alt text that says them."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Circle, FancyArrowPatch  # noqa: E402

import latinlib as ll  # noqa: E402
from latinlib.methods.steps import Step  # noqa: E402

PUZZLE = ll.parse(ll.sudoku(2, 2), "1... ..3. .4.. ...2")
CHAIN = [(0, 1, 2), (0, 3, 2), (0, 3, 4), (3, 3, 4)]          # strong, weak, strong: three links


def test_a_chain_alternates_strong_and_weak_links_from_a_strong_one():
    step = Step(technique="AIC", cells=((0, 1), (0, 3), (3, 3)), eliminations=[(3, 1, 2)])
    ax = ll.views.draw_step(PUZZLE, step, chain=CHAIN)
    links = [p for p in ax.patches if isinstance(p, FancyArrowPatch)]
    circled = [p for p in ax.patches if isinstance(p, Circle)]
    assert [link.get_linestyle() for link in links] == ["-", "--", "-"] and len(circled) == len(CHAIN)
    assert [t.get_text() for t in ax.texts if t.get_text() in "1234"][-4:] == ["1", "2", "3", "4"]
    plt.close(ax.figure)


def test_tints_and_rings_are_drawn_and_said():
    step = ll.hint(PUZZLE)
    ax = ll.views.draw_step(PUZZLE, step, tints={"A": ([(3, 3)], "orange")}, rings=[(1, 2)])
    assert sum(isinstance(p, Circle) for p in ax.patches) == 1
    plt.close(ax.figure)
    alt = ll.views.describe_step(step, candidates={}, tints={"A": ([(3, 3)], "orange")}, rings=[(1, 2)])
    assert alt.endswith("placed in green: 3 in r1c2; A in orange: r4c4; circled in blue: r2c3")


def test_the_alt_text_lists_a_chain_in_order():
    step = Step(technique="AIC", cells=((0, 1), (0, 3), (3, 3)), eliminations=[(3, 1, 2)])
    alt = ll.views.describe_step(step, candidates={(0, 1): [2, 3]}, chain=CHAIN)
    assert alt.startswith("AIC: candidates in grey; pattern cells r1c2, r1c4, r4c4 in yellow")
    assert alt.endswith("weak links dashed: 1 r1c2=2, 2 r1c4=2, 3 r1c4=4, 4 r4c4=4")


def test_a_ring_may_circle_one_candidate():
    step = ll.hint(PUZZLE)
    ax = ll.views.draw_step(PUZZLE, step, candidates={(3, 3): [1, 3]}, rings=[(1, 2), (3, 3, 3)])
    small = [p for p in ax.patches if isinstance(p, Circle) and p.radius < 0.2]
    assert len(small) == 1 and small[0].center == ll.views.steps.mark_position(PUZZLE.board, (3, 3), 3)
    plt.close(ax.figure)
    alt = ll.views.describe_step(step, rings=[(1, 2), (3, 3, 3)])
    assert alt.endswith("circled in blue: r2c3, 3 in r4c4")


def test_the_alt_text_names_symbols_by_the_board_labels():
    """On a board with letters the alt text writes the letters the picture shows, not the numbers behind them."""
    board = ll.boards.with_word(ll.latin_square(4), "WORD")
    step = Step(technique="AIC", cells=((0, 1),), eliminations=[(3, 1, 2)], placements=[(0, 0, 1)])
    alt = ll.views.describe_step(step, chain=[(0, 1, 2), (0, 3, 2)], rings=[(3, 3, 4)], board=board)
    assert [board.label(v) for v in (1, 2, 4)] == ["D", "O", "W"]
    assert "removed in red: O from r4c2; placed in green: D in r1c1" in alt
    assert alt.endswith("circled in blue: W in r4c4; chain in blue, strong links solid, weak links dashed: 1 r1c2=O, 2 r1c4=O")
    assert "1 in r1c1" in ll.views.describe_step(step)
