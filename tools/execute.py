"""Execute notebooks in place, top to bottom, so committed outputs are fresh.

Usage: python tools/execute.py notebooks/01-latin-squares.ipynb [...]
Widget state is not saved; execution counts are kept for nbval. Metadata is written as JupyterLab
writes it (no per-cell timing, the kernelspec JupyterLab shows), except that nothing in it names the
interpreter: ``language_info`` keeps the language (name, lexer, file extension) but not the Python version.
So the committed notebooks are the same whichever Python 3 executed them, and opening one in JupyterLab
changes nothing but that: JupyterLab copies the running kernel's ``language_info`` (with its version) in.
Kernels run with TQDM_DISABLE=1: whether a progress bar appears depends on the machine's speed (as under nbval,
see conftest.py).
"""
import os
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def execute(path):
    """Run one notebook in its own folder and write it back with outputs."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(Path(path).parent)}})
    start = time.perf_counter()
    client.execute()
    normalise(nb)
    nbformat.write(nb, path)
    return time.perf_counter() - start


def normalise(nb):
    """Drop what JupyterLab drops on save (cell timings, widget state), name the kernel as it does, drop the Python version."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = KERNELSPEC
    nb.metadata.get("language_info", {}).pop("version", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)


if __name__ == "__main__":
    os.environ["TQDM_DISABLE"] = "1"  # the kernels inherit it
    for name in sys.argv[1:]:
        print(f"{name}: {execute(name):.1f} s", flush=True)
