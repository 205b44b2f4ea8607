"""Whether the installed ll.hint reads pencil marks (the techniques branch adds ``candidates``)."""
import inspect

import pytest

import latinlib as ll

CANDIDATE_AWARE = "candidates" in inspect.signature(ll.hint).parameters
needs_candidate_hint = pytest.mark.xfail(not CANDIDATE_AWARE, strict=False,
                                         reason="needs candidate-aware ll.hint from the techniques branch")
