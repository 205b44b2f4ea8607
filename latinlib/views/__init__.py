"""Views: pictures of boards with matplotlib, and the board editor.

``pictures`` draws any board, puzzle or solution (and two-layer views); ``steps`` draws one
solving step (a hint); ``charts`` draws perfect-code shapes and difficulty histograms;
``display.show`` shows a picture with alt text; ``editor`` is the board editor (an anywidget);
``images`` regenerates the README figures (``python -m latinlib.views.images``).
"""
from .charts import difficulty_histogram, shape_colours
from .display import show
from .editor import BoardEditor, editor
from .pictures import draw, draw_layers, draw_many, draw_pair_table, draw_views, group_tints
from .steps import draw_step

__all__ = [ "difficulty_histogram", "draw_pair_table", "draw_step",
           "draw_views", "group_tints", "shape_colours", "show"]
