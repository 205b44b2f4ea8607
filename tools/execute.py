"""Execute notebooks in place, top to bottom, so committed outputs are fresh.

Usage: python tools/execute.py notebooks/01-latin-squares.ipynb [...]
Widget state is not saved (DESIGN.md); execution counts are kept for nbval.
"""
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def execute(path):
    """Run one notebook in its own folder and write it back with outputs."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(Path(path).parent)}})
    start = time.perf_counter()
    client.execute()
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    return time.perf_counter() - start


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(f"{name}: {execute(name):.1f} s", flush=True)
