"""The SVG picture: borders, tints, cages, colours with readable digits, conflicts, pencil marks and hints."""
import re

from latinlib import jigsaw, sudoku
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


def test_givens_bold_pencil_marks_small_and_hint_drawn():
    ed = EditorState(sudoku(2, 2))
    ed.enter((0, 0), 1), ed.enter((0, 1), 2), ed.enter((0, 2), 3)
    ed.pencil((1, 0), 3)
    ed.hint()
    picture = svg.render(ed)
    assert 'class="hint"' in picture and 'class="hint-group"' in picture and 'data-marks="3"' in picture
    ed.lock()
    assert 'font-weight="700"' in svg.render(ed)


def test_triangles_and_labels_render():
    ed = EditorState(latin_triangle(4))
    assert "<polygon" in svg.render(ed)
