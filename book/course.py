"""The course website's own Sphinx extension: contents, glossary anchors, pictures and references.

* the contents: every page in notebooks/ in file-name order (NN-*.ipynb first), read from the folder at build
  time, so a new or renamed notebook needs no change here;
* the glossary: in any section or page titled "Glossary", each term (a heading with no headings under it,
  bold words opening a table row or a list item, or a definition-list term) gets an anchor ``#term-<word>``
  and a search entry; a term heading also keeps its JupyterLab anchor (``10-glossary.ipynb#Critical-set``);
* pictures: an output figure shown as an image file gets the alt text its output carries, and an editor's
  output (a widget) is shown as its board picture inside ``<div class="widget-picture">``;
* references: book/references.md is completed from the seeds' README (../shared/seeds beside the repository).
"""
import html
import re
from pathlib import Path

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform

REFERENCES_PAGE = "book/references"
WIDGET = "application/vnd.jupyter.widget-view+json"
# Titles, authors and years of the source documents, as citations; the rest of each entry comes from the
# seeds' README at build time.
CITATIONS = {
    "001": "Vamshi Jandhyala, *Squares Sudoku*, chapter 8 of an online book",
    "002": "mabouali, *Mini-Sudoko*, Moe's Homepage, 18 November 2025",
    "003": "*Symmetric Sudoku-Type Games from Perfect Codes*",
    "004": "Miguel G. Palomo, *Latin Puzzles*",
}


def jupyter_slug(title):
    """A heading's anchor as JupyterLab writes it: the title with spaces turned into hyphens."""
    return title.strip().replace(" ", "-")


def course_pages(srcdir):
    """The docnames of notebooks/*.ipynb and *.md: numbered pages (NN-...) in order, then the others."""
    paths = [p for p in Path(srcdir, "notebooks").iterdir() if p.suffix in (".ipynb", ".md")]
    paths.sort(key=lambda p: (not re.match(r"\d", p.name), p.name))
    return [f"notebooks/{p.stem}" for p in paths]


def toctree(caption, docnames):
    """A hidden MyST toctree block (the theme draws it as the sidebar), or nothing."""
    if not docnames:
        return ""
    lines = "\n".join(docnames)
    return f"\n\n```{{toctree}}\n:hidden:\n:caption: {caption}\n\n{lines}\n```\n"


def seeds_readme(root=Path(__file__).resolve().parent.parent):
    """The seeds' README in shared/ beside the repository (or beside a folder above it), or None."""
    for folder in [root, *root.parents]:
        readme = folder.parent / "shared" / "seeds" / "README.md"
        if readme.is_file():
            return readme
    return None


def references_markdown(readme):
    """One list item per row of the seeds' table: citation, what the document is, which notebook uses it."""
    items = []
    for line in readme.read_text().splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not re.match(r"\d{3}_", cells[0]):
            continue
        name, what, used_by = cells[0], " | ".join(cells[1:-1]), cells[-1]
        cite = CITATIONS.get(name[:3], f"source document `{name}`")
        items.append(f"* **[{name[:3]}]** {cite}. {what.rstrip('.')}. *Used by:* {used_by}.")
    return "\n\n" + "\n".join(items) + "\n"


def add_pages(app, docname, source):
    """Append the contents to the root page and the seeds' list to the references page."""
    if docname == app.config.root_doc:
        found = app.env.found_docs
        source[0] += toctree("The course", course_pages(app.srcdir))
        source[0] += toctree("Reference", [d for d in [REFERENCES_PAGE] if d in found])
    elif docname == REFERENCES_PAGE:
        source[0] += references_markdown(seeds_readme())


def glossary_terms(section):
    """(node, word) for every term of a glossary section."""
    for sub in section.findall(nodes.section):
        if sub is not section and not any(isinstance(child, nodes.section) for child in sub.children):
            yield sub, sub[0].astext()
    for row in section.findall(nodes.row):
        if isinstance(row.parent, nodes.tbody) and row.children:
            yield from bold_words(row.children[0])
    for item in section.findall(nodes.list_item):
        if item.children and isinstance(item.children[0], nodes.paragraph):
            first = next((child for child in item.children[0].children if child.astext().strip()), None)
            if isinstance(first, nodes.strong):
                yield first, first.astext()
    for term in section.findall(nodes.term):
        yield term, term.astext()


def bold_words(entry):
    """The bold words of a table cell (``**box**, **band**``), or the cell's node and text when none is bold."""
    strong = list(entry.findall(nodes.strong))
    return [(node, node.astext()) for node in strong] or [(entry, entry.astext())]


def anchor_glossary(app, doctree):
    """Give every glossary term an id ``term-<word>`` that links and the search can find."""
    std = app.env.domains.standard_domain
    docname = app.env.current_document.docname
    for section in doctree.findall(nodes.section):
        if section.children and section.children[0].astext().strip().lower() == "glossary":
            for node, word in glossary_terms(section):
                word = " ".join(word.split())
                node_id = nodes.make_id(f"term-{word}")
                if not word or node_id in doctree.ids or node_id == "term":
                    continue
                node["ids"].append(node_id)
                doctree.ids[node_id] = node
                std.anonlabels.setdefault(node_id, (docname, node_id))
                if ("term", word) not in std.objects:
                    std.note_object("term", word, node_id, location=node)


class OutputPictures(SphinxPostTransform):
    """Before MyST-NB picks one output format: alt text for output images, a class around editor pictures."""

    default_priority = 3  # MyST-NB's SelectMimeType runs at 4

    def run(self, **kwargs):
        for bundle in list(self.document.findall(is_mime_bundle)):
            formats = {child["mime_type"]: child for child in bundle.children}
            alt = alt_text(formats)
            for image in bundle.findall(nodes.image):
                if alt and not image.get("alt"):
                    image["alt"] = alt
            if WIDGET in formats:
                wrapper = nodes.container(classes=["widget-picture"])
                bundle.replace_self(wrapper)
                wrapper += bundle


def is_mime_bundle(node):
    return isinstance(node, nodes.container) and node.get("nb_element") == "mime_bundle"


def alt_text(formats):
    """The alt text an output carries: its HTML's alt or aria-label, else its plain text ("[figure: ...]")."""
    markup = formats["text/html"].astext() if "text/html" in formats else ""
    found = re.search(r'\b(?:alt|aria-label)="([^"]*)"', markup)
    if found:
        return html.unescape(found.group(1))
    text = formats["text/plain"].astext().strip() if "text/plain" in formats else ""
    return re.sub(r"^\[figure: (.*)\]$", r"\1", text, flags=re.S)


def copy_index(app, exception):
    """Serve the root page as index.html too, so the site opens at its folder's address."""
    if exception is None and app.builder.format == "html":
        root = Path(app.outdir)
        (root / "index.html").write_bytes((root / f"{app.config.root_doc}.html").read_bytes())


def setup(app):
    app.connect("source-read", add_pages)
    app.connect("doctree-read", anchor_glossary)
    app.connect("build-finished", copy_index)
    app.add_post_transform(OutputPictures)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
