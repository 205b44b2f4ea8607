"""All-or-nothing actions with undo: a refused or failed action restores the state it found and says why."""
import functools
from typing import NamedTuple

from ...core.errors import PuzzleError

HISTORY = 500


class Refused(Exception):
    """An action that cannot be done; its text is shown to the user and nothing changes."""


class Snapshot(NamedTuple):
    """Everything Undo brings back."""

    puzzle: object
    entries: tuple
    colour_entries: tuple
    pencil: tuple
    solved: frozenset
    solved_colours: frozenset


def action(method):
    """Run an action all-or-nothing: on any refusal or error restore the state and say why; record undo."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
        before = self.snapshot()
        try:
            result = method(self, *args, **kwargs)
        except Refused as err:
            self.restore(before)
            self.say(str(err), "error")
            return False
        except PuzzleError as err:
            self.restore(before)
            self.say(f"{str(err)[:1].upper()}{str(err)[1:]}. Nothing was changed.", "error")
            return False
        except Exception as err:  # noqa: BLE001 - shown inline; the state is as it was
            self.restore(before)
            self.say(f"Something went wrong ({type(err).__name__}: {err}); nothing was changed.", "error")
            return False
        if self.snapshot() != before:
            self.undo_stack.append(before)
            del self.undo_stack[:-HISTORY]
            self.redo_stack.clear()
            self.hint_step = None
            self.log.append(self.message)
        return result is not False
    return run
