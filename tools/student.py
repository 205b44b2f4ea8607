"""Write student copies of the notebooks: the exercises keep their prompts, the solutions go.

Usage: python tools/student.py [--out student] [notebooks/NN-topic.ipynb ...]   (default: every notebook)

In the notebooks a code cell whose source starts with ``# Solution`` is hidden (JupyterLab's
``source_hidden``, the book's ``hide-input`` tag). In each copy it becomes an empty, visible code cell
holding only the comment ``# Your solution here``; every ``<details>...</details>`` block (the written-out
solutions) is removed from the markdown, and a markdown cell left empty by that is dropped; every
output and execution count is cleared. The copies keep the notebooks' names, so their links still work.
"""
import argparse
import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
SOLUTION = "# Solution"
PLACEHOLDER = "# Your solution here"
HIDE = "hide-input"
DETAILS = re.compile(r"<details\b.*?</details>[ \t]*\n?", re.DOTALL | re.IGNORECASE)


def is_solution(cell):
    """True for a code cell that holds an exercise's solution."""
    return cell.cell_type == "code" and cell.source.startswith(SOLUTION)


def shown(metadata):
    """Cell metadata without what hides a solution (``jupyter.source_hidden``, the book's ``hide-input`` tag)."""
    kept = {key: value for key, value in metadata.items() if key != "jupyter"}
    tags = [tag for tag in metadata.get("tags", []) if tag != HIDE]
    if tags:
        kept["tags"] = tags
    else:
        kept.pop("tags", None)
    return kept


def without_details(text):
    """Markdown with every <details>...</details> block removed, and the blank lines it leaves tidied."""
    return re.sub(r"\n{3,}", "\n\n", DETAILS.sub("", text)).strip()


def student_cell(cell):
    """The student's version of one cell, or None when nothing of it remains."""
    if is_solution(cell):
        blank = nbformat.v4.new_code_cell(PLACEHOLDER, metadata=shown(cell.metadata))
        if "id" in cell:
            blank.id = cell.id
        return blank
    cell = nbformat.from_dict(dict(cell))
    if cell.cell_type == "markdown" and DETAILS.search(cell.source):
        cell.source = without_details(cell.source)
        if not cell.source:
            return None
    if cell.cell_type == "code":
        cell.outputs = []
        cell.execution_count = None
    return cell


def student_copy(nb):
    """A copy of a notebook with its solutions removed and its outputs cleared."""
    copy = nbformat.from_dict(dict(nb))
    copy.cells = [c for c in (student_cell(cell) for cell in nb.cells) if c is not None]
    return copy


def write_copies(paths, out):
    """Write the student copy of each notebook in ``paths`` into the folder ``out``; returns the new paths."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for path in map(Path, paths):
        target = out / path.name
        nbformat.write(student_copy(nbformat.read(path, as_version=4)), target)
        written.append(target)
    return written


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="notebooks to copy (default: notebooks/*.ipynb)")
    parser.add_argument("--out", default=str(ROOT / "student"), help="folder for the copies (default: student/)")
    args = parser.parse_args()
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for target in write_copies(paths, args.out):
        print(f"student copy: {target}")


if __name__ == "__main__":
    main()
