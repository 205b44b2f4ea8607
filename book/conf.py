"""Sphinx configuration of the course website: `make book` builds README + notebooks/ into _build/html.

The source folder is the repository itself (`sphinx-build -c book . _build/html`): the notebooks are read
with their committed outputs (never executed here), in file-name order (see course.py), offline.
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "tools")]

from course import REFERENCES_PAGE, seeds_readme  # noqa: E402  (book/course.py, the site's own extension)
from navigate import REPOSITORY  # noqa: E402  (the one place the repository's name is written)

project = "latinlib workbook"
author = "the latinlib workbook authors"
copyright = "the latinlib workbook authors"
root_doc = "README"
extensions = ["myst_nb", "course"]

# Only the course is part of the site: README, notebooks/ and the site's own pages in book/.
include_patterns = ["README.md", "notebooks/*.ipynb", "notebooks/*.md", "book/*.md"]
exclude_patterns = [] if seeds_readme() else [f"{REFERENCES_PAGE}.md"]

# Notebooks are shown as committed (executed top to bottom); the build never runs a kernel.
nb_execution_mode = "off"
# A picture beats markup: a board or figure as SVG or PNG first, then HTML (the editor's static SVG).
# The live widget view needs a kernel (no widget state is saved), so it is never chosen.
nb_mime_priority_overrides = [
    ("html", "application/vnd.jupyter.widget-view+json", None),
    ("html", "application/javascript", None),
    ("html", "image/svg+xml", 10),
    ("html", "image/png", 20),
    ("html", "image/jpeg", 25),
    ("html", "text/html", 30),
]

myst_enable_extensions = ["dollarmath", "amsmath", "colon_fence", "deflist", "html_image"]
# Anchors as JupyterLab makes them ("The model in code" -> #The-model-in-code), so the notebooks' own
# links such as 02-sudoku.ipynb#The-model-in-code resolve on the site too.
myst_heading_anchors = 6
myst_heading_slug_func = "course.jupyter_slug"

html_theme = "sphinx_book_theme"
html_title = project
html_theme_options = {
    "repository_url": f"https://github.com/{REPOSITORY}",
    "repository_branch": "main",
    "path_to_docs": "",
    "use_repository_button": True,
    "launch_buttons": {"binderhub_url": "https://mybinder.org", "notebook_interface": "jupyterlab"},
    "show_toc_level": 2,
}
html_show_sourcelink = False
