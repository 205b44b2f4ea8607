"""The board editor: one anywidget that shows any board as SVG and edits it from the keyboard.

``state`` holds the editor's state in plain Python (the puzzle, entries, painted colours,
pencil marks, cages, undo and redo); every action is a method that either succeeds or
leaves the state exactly as it was and says why (``history``, ``changes``); ``hints`` asks
``ll.hint`` with the entries and pencil marks (three levels, Apply, Why?); ``play`` holds auto
candidates, mistakes against the only solution and the digits left. ``logic``
finds broken rules and the wrong entries behind an impossible position; ``textio`` reads
what is typed or imported; ``colours`` picks readable paint colours; ``svg`` draws the
board, for the live view and for the ``image/svg+xml`` picture that GitHub, nbviewer, the
course site and an unrun notebook show; ``widget`` is the anywidget, its view the ES module ``widget.js`` shipped beside it
(no build step, nothing downloaded).
"""
from .state import EditorState
from .widget import BoardEditor, editor

__all__ = ["BoardEditor", "EditorState", "editor"]
