"""Binder builds from binder/ alone, so its files must agree with the project's own."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def requirement_lines(path):
    """The requirement specifiers of a requirements file, without comments and blanks."""
    lines = (line.split("#")[0].strip() for line in path.read_text().splitlines())
    return sorted(line for line in lines if line)


def test_binder_requirements_match_the_project():
    assert requirement_lines(ROOT / "binder" / "requirements.txt") == requirement_lines(ROOT / "requirements.txt")


def test_binder_pins_the_python_version_ci_uses():
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == "python-3.11"


def test_binder_postbuild_installs_latinlib():
    post_build = ROOT / "binder" / "postBuild"
    assert "pip install" in post_build.read_text() and " -e ." in post_build.read_text()
    assert post_build.stat().st_mode & 0o111, "postBuild must be executable"


def test_pyproject_dependencies_are_within_requirements():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    pinned = set(requirement_lines(ROOT / "requirements.txt"))
    assert set(project["dependencies"]) <= pinned


def test_every_notebook_is_listed_in_the_contents():
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from navigate import CONTENTS

    listed = {name for name, _ in CONTENTS}
    present = {p.name for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert present <= listed, f"add {sorted(present - listed)} to tools/navigate.py"
