"""Keep the navigation cells of every notebook consistent: previous / contents / next and Binder.

The list of notebooks lives here, once. Run after adding or renaming a notebook:
    python tools/navigate.py
Only markdown cells tagged 'navigation' are touched, so outputs stay valid.
"""
from pathlib import Path

import nbformat

REPOSITORY = "latinlib/latinlib-workbook"
BINDER = f"https://mybinder.org/v2/gh/{REPOSITORY}/main?urlpath=lab/tree/notebooks/"
BADGE = "https://mybinder.org/badge_logo.svg"
NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

CONTENTS = [
    ("00-start-here.ipynb", "Start here: the one idea, and a first CP-SAT model"),
    ("01-latin-squares.ipynb", "Latin squares: the model, counting, orthogonal mates"),
    ("02-sudoku.ipynb", "Sudoku: the model, uniqueness, making puzzles"),
    ("03-human-techniques.ipynb", "Solving like a person: techniques and difficulty"),
    ("04-mini-sudoku.ipynb", "Mini-Sudoku (6x6) and counting every grid"),
    ("05-squares-and-killer.ipynb", "Squares Sudoku and Killer Sudoku: cages and sums"),
    ("06-suirodoku.ipynb", "Suirodoku: two orthogonal layers"),
    ("07-perfect-code-sudoku.ipynb", "Perfect-code Sudoku: Lee codes, palettes and Tables 1-5"),
    ("08-latin-boards.ipynb", "Latin boards: any groups, multisets, inscriptions"),
    ("09-under-the-hood.ipynb", "Appendix: engines, encodings and benchmarks"),
    ("10-glossary.ipynb", "Glossary"),
]


def link(name, text):
    """A markdown link to a notebook, or plain text when it does not exist yet."""
    return f"[{text}]({name})" if (NOTEBOOKS / name).exists() else text


def bar(k):
    """The navigation line for the k-th notebook."""
    prev = link(CONTENTS[k - 1][0], "← previous") if k > 0 else "← previous"
    nxt = link(CONTENTS[k + 1][0], "next →") if k + 1 < len(CONTENTS) else "next →"
    badge = f"[![Binder]({BADGE})]({BINDER}{CONTENTS[k][0]})"
    return f"{prev} · [contents](00-start-here.ipynb) · {nxt} &nbsp; {badge}"


def contents_list():
    """The numbered list of notebooks, for 00-start-here and the README."""
    return "\n".join(f"{k}. [{title}]({name})" for k, (name, title) in enumerate(CONTENTS))


def set_nav(nb, where, text):
    """Replace (or add) the navigation cell at the top or bottom of a notebook."""
    cell = nbformat.v4.new_markdown_cell(text, metadata={"tags": ["navigation"]})
    index = 0 if where == "top" else -1
    if nb.cells and "navigation" in nb.cells[index].get("metadata", {}).get("tags", []):
        nb.cells[index].source = text
    elif where == "top":
        nb.cells.insert(0, cell)
    else:
        nb.cells.append(cell)


def main():
    """Rewrite the navigation cells of every notebook that exists."""
    for k, (name, _) in enumerate(CONTENTS):
        path = NOTEBOOKS / name
        if not path.exists():
            continue
        nb = nbformat.read(path, as_version=4)
        set_nav(nb, "top", bar(k))
        set_nav(nb, "bottom", bar(k))
        nbformat.write(nb, path)
        print(f"navigation updated: {name}")


if __name__ == "__main__":
    main()
