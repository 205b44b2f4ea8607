"""The course as a website: the site builds warning-free from the committed notebooks, and Chromium reads it.

The site is built once into a temporary folder (as `make book` builds it into _build/html), served on
127.0.0.1, and read offline: nothing outside the local server is fetched.
"""
import functools
import http.server
import re
import subprocess
import sys
import threading

import pytest

from servers import IMAGES, ROOT, chromium_page, require_chromium

sys.path[:0] = [str(ROOT / "book"), str(ROOT / "tools")]
from course import REFERENCES_PAGE, course_pages, seeds_readme  # noqa: E402  (book/course.py, the site's extension)
from navigate import REPOSITORY  # noqa: E402  (tools/navigate.py)

PAGES = course_pages(ROOT)


@pytest.fixture(scope="module")
def build(tmp_path_factory):
    """Build the site with warnings as errors (every page still written); returns (html folder, the run)."""
    out = tmp_path_factory.mktemp("book")
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-c", "book", ".", str(out / "html"),
               "-d", str(out / "doctrees")]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert (out / "html" / "index.html").exists(), done.stderr[-3000:]
    return out / "html", done


@pytest.fixture(scope="module")
def site(build):
    """The built site served on 127.0.0.1; returns its base address."""
    handler = functools.partial(QuietHandler, directory=str(build[0]))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def page(site):
    """One Chromium page that may load only the local site (Binder badges and MathJax stay offline)."""
    require_chromium()
    with chromium_page({"width": 1280, "height": 900}) as page:
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(site)
                   else route.abort())
        yield page


def html_of(build, docname):
    return (build[0] / f"{docname}.html").read_text()


def test_the_site_builds_without_a_warning(build):
    assert build[1].returncode == 0, "sphinx warnings:\n" + build[1].stderr[-5000:]


def test_every_figure_has_alt_text_and_every_editor_shows_its_board(build):
    for docname in PAGES:
        page = html_of(build, docname)
        images = re.findall(r"<img\b[^>]*>", page)
        assert all(re.search(r'\balt="[^"]+"', image) for image in images), docname
        editors = page.split('class="widget-picture')[1:]
        assert all(re.search(r"<(svg|img)\b", editor[:500]) for editor in editors), docname


def test_every_notebook_page_launches_itself_on_binder(build):
    for docname in PAGES:
        if (ROOT / f"{docname}.ipynb").exists():
            assert f"mybinder.org/v2/gh/{REPOSITORY}/main?urlpath=lab/tree/{docname}.ipynb" in html_of(build, docname)


def test_the_glossary_gives_its_terms_anchors(build):
    anchored = [d for d in PAGES if 'id="glossary"' in html_of(build, d).lower()]
    assert anchored, "no page has a Glossary section"
    terms = set(re.findall(r'id="(term-[^"]+)"', "".join(html_of(build, d) for d in anchored)))
    assert {"term-cell", "term-symbol", "term-group", "term-board", "term-palette", "term-critical-set"} <= terms


def test_the_references_list_the_seeds(build):
    if seeds_readme() is None:
        pytest.skip("no shared/seeds beside the repository: the site is built without its references page")
    listed = re.findall(r"\[(\d{3})\]", html_of(build, REFERENCES_PAGE))
    assert listed == [m for m in re.findall(r"^\| (\d{3})_", seeds_readme().read_text(), re.M)] != []


def test_the_index_lists_the_notebooks_in_course_order(page, site):
    IMAGES.mkdir(exist_ok=True)
    page.goto(f"{site}/index.html")
    links = page.locator("nav.bd-docs-nav a.reference.internal")
    links.first.wait_for()
    hrefs = [href.split("#")[0] for href in links.evaluate_all("links => links.map(a => a.getAttribute('href'))")]
    assert [h for h in hrefs if h.startswith("notebooks/")] == [f"{d}.html" for d in PAGES]
    page.screenshot(path=str(IMAGES / "book-index.png"))


def test_a_notebook_page_shows_its_editor_as_a_picture_and_launches_binder(page, site, build):
    with_editor = [d for d in PAGES[1:] if "widget-picture" in html_of(build, d)]
    docname = next((d for d in with_editor if "sudoku" in d), with_editor[0])
    page.goto(f"{site}/{docname}.html")
    board = page.locator(".widget-picture svg, .widget-picture img").first
    board.evaluate("picture => picture.scrollIntoView({block: 'center'})")
    assert board.bounding_box()["width"] > 150
    binder = page.locator(f'a[href^="https://mybinder.org/v2/gh/"][href$="urlpath=lab/tree/{docname}.ipynb"]')
    assert binder.count() >= 1
    page.screenshot(path=str(IMAGES / "book-notebook.png"))


def test_a_cross_link_leads_to_another_notebook(page, site):
    page.goto(f"{site}/{PAGES[1]}.html")
    links = page.locator("article.bd-article a.reference.internal")
    links.first.wait_for()
    hrefs = links.evaluate_all("links => links.map(a => a.getAttribute('href'))")
    hrefs = [h for h in hrefs if re.match(r"\d.*\.html", h)]  # to other notebook pages
    target = next((h for h in hrefs if "#" in h), hrefs[0])  # a link into a section when there is one
    page.locator(f"article.bd-article a[href='{target}']").first.click()
    anchor = target.partition("#")[2]
    page.wait_for_url(f"**/{target}")
    assert page.locator("article.bd-article h1").first.inner_text()
    assert not anchor or page.locator(f"[id='{anchor}']").count() == 1


def test_search_finds_the_notebooks(page, site):
    page.goto(f"{site}/index.html")
    page.locator("button.search-button-field:visible").first.click()
    box = page.locator("#pst-search-dialog input[name='q']")
    box.fill("orthogonal")
    box.press("Enter")
    page.wait_for_url("**/search.html?q=orthogonal*")
    results = page.locator("#search-results ul.search li a")
    results.first.wait_for()
    hrefs = results.evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert any(h.startswith("notebooks/") for h in hrefs)
