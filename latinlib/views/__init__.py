"""Views: pictures of boards with matplotlib, and the board editor.

``pictures`` draws any board, puzzle or solution (and two-layer views); ``steps`` draws one
solving step (a hint); ``charts`` draws perfect-code shapes;
``display.show`` shows a picture with alt text; ``editor`` is the board editor (an anywidget);
``images`` regenerates the README figures (``python -m latinlib.views.images``).
"""
from .charts import shape_colours
from .display import show
from .editor import BoardEditor, editor
from .pictures import draw, draw_layers, draw_many, draw_pair_table, draw_views, group_tints
from .steps import describe_step, draw_step

__all__ = ["describe_step", "draw_pair_table", "draw_step",
           "draw_views", "group_tints", "shape_colours", "show"]
