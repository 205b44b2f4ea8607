"""Notebooks run under nbval without progress bars.

latinlib shows a bar once a count has run BAR_DELAY seconds, so whether a cell's output holds a bar depends on
the machine's speed; tools/execute.py commits the notebooks without bars, and nbval runs them without bars.
"""
import os

import pytest


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item):
    """Set TQDM_DISABLE=1 while a notebook's cell is set up: nbval starts the notebook's kernel then."""
    if item.path.suffix != ".ipynb":
        yield
        return
    before = os.environ.get("TQDM_DISABLE")
    os.environ["TQDM_DISABLE"] = "1"
    try:
        yield
    finally:
        if before is None:
            del os.environ["TQDM_DISABLE"]
        else:
            os.environ["TQDM_DISABLE"] = before
