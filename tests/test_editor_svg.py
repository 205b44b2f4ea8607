"""The SVG picture: borders, tints, cages, colours with readable digits, conflicts, pencil marks and hints."""
import re

from latinlib import jigsaw, parse, sudoku
from latinlib import perfect_code_board
from latinlib.families.boards import latin_triangle
from latinlib import suirodoku
from latinlib.views.editor import colours, svg
from latinlib.views.editor import EditorState



def test_every_paint_colour_is_distinct_and_its_digit_reads_at_4_5_to_1():
    hexes = [h for h, _ in colours.PAINTS]
    assert len(set(h.lower() for h in hexes)) == colours.MAX_COLOURS == 25
    assert len({name for _, name in colours.PAINTS}) == 25
    for fill in hexes:
        assert colours.contrast(fill, colours.text_on(fill)) >= 4.5
        assert colours.contrast(fill, colours.text_on(fill, svg.ENTRY)) >= 4.5


def test_painted_cells_keep_their_colour_when_they_clash_and_digits_stay_readable():
    ed = EditorState(suirodoku())
    ed.paint((0, 0), 9), ed.paint((0, 1), 9), ed.enter((0, 0), 1)
    picture = svg.render(ed)
    assert picture.count('fill="#000000"') >= 2 and 'class="bad"' in picture
    assert re.search(r'<text[^>]*fill="#ffffff">1</text>', picture)


def test_cages_are_dashed_with_their_sum_and_regions_tinted():
    ed = EditorState(sudoku(2, 2))
    ed.add_cage([(0, 0), (0, 1)], "3, 7")
    picture = svg.render(ed)
    assert "stroke-dasharray" in picture and ">3|7</text>" in picture
    board = perfect_code_board(5, (1, 2))
    tints = set(re.findall(r'class="bg" fill="(#[0-9a-f]+)"', svg.render(EditorState(board))))
    assert len(tints) == 5
    jig = jigsaw([[0, 0, 1, 1], [0, 0, 1, 1], [2, 3, 3, 3], [2, 2, 2, 3]])
    assert len(set(re.findall(r'class="bg" fill="(#[0-9a-f]+)"', svg.render(EditorState(jig))))) == 4


def test_givens_bold_and_pencil_marks_small():
    ed = EditorState(sudoku(2, 2))
    ed.enter((0, 0), 1), ed.enter((0, 1), 2), ed.enter((0, 2), 3)
    ed.pencil((1, 0), 3)
    assert 'data-marks="3"' in svg.render(ed)
    ed.lock()
    assert 'font-weight="700"' in svg.render(ed)


def test_the_whole_hint_is_drawn_centred_at_level_three():
    ed = EditorState(parse(sudoku(2, 2), "1... ..3. .4.. ...2"))
    ed.hint()
    assert 'class="hint-group"' in svg.render(ed) and 'class="hint"' not in svg.render(ed)
    ed.hint(), ed.hint()
    assert '<g pointer-events="none" class="hint" text-anchor="middle" dominant-baseline="central">' in svg.render(ed)


def test_the_selection_outline_stays_inside_the_cell_and_mistakes_are_slashed():
    ed = EditorState(parse(sudoku(2, 2), "1... ..3. .4.. ...2"))
    assert '<rect x="5.5" y="5.5" width="35" height="35" class="hl"' in svg.render(ed)  # 2.5 inside each edge
    ed.enter((0, 1), 2)  # breaks no rule; the only solution has 3 there
    assert ed.set_mistakes(True) and "r1c2" in ed.message and 'class="mistake"' in svg.render(ed)


def test_triangles_and_labels_render():
    ed = EditorState(latin_triangle(4))
    assert "<polygon" in svg.render(ed)
