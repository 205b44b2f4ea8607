"""The package layout shows its layers: each layer imports only the layers below it, modules stay short,
``ll.`` stays small, and every subpackage says what lives in it."""
import ast
from pathlib import Path

import pytest

import latinlib as ll

PACKAGE = Path(ll.__file__).resolve().parent
LAYERS = ["core", "engines", "solving", "methods", "families", "views"]
MODULES = sorted(PACKAGE.rglob("*.py"))


def imported_packages(path):
    """The latinlib-relative dotted targets of the relative imports in one module, as lists of names."""
    package = list(path.relative_to(PACKAGE).parts[:-1])
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            yield package[:len(package) - node.level + 1] + (node.module.split(".") if node.module else [])


@pytest.mark.parametrize("path", [p for p in MODULES if p.parent != PACKAGE], ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_layer_imports_only_the_layers_below_it(path):
    layer = LAYERS.index(path.relative_to(PACKAGE).parts[0])
    above = [".".join(t) for t in imported_packages(path) if t and t[0] in LAYERS and LAYERS.index(t[0]) > layer]
    assert not above, f"{path.name} ({LAYERS[layer]}) imports from a higher layer: {above}"


def test_no_module_over_400_lines():
    long = {str(p.relative_to(PACKAGE)): n for p in MODULES if (n := len(p.read_text().splitlines())) > 400}
    assert not long


def test_every_package_says_what_lives_in_it():
    for init in PACKAGE.rglob("__init__.py"):
        assert ast.get_docstring(ast.parse(init.read_text())), f"{init.relative_to(PACKAGE)} has no docstring"


def test_the_top_level_stays_small_and_every_name_exists():
    assert len(ll.__all__) <= 50
    assert all(hasattr(ll, name) for name in ll.__all__)
    for namespace in (ll.latin, ll.boards, ll.squares, ll.killer, ll.suirodoku, ll.perfect, ll.symmetry, ll.human, ll.generate,
                      ll.counting, ll.techniques, ll.views):
        assert all(hasattr(namespace, name) for name in namespace.__all__), namespace.__name__


def test_the_public_api_contract_is_at_the_top_level():
    contract = ["latin_square", "sudoku", "palette_board", "perfect_code_board", "latin_board", "parse", "Puzzle",
                "suirodoku", "squares_sudoku", "solve", "count_solutions", "is_unique", "check", "random_solution",
                "make_puzzle", "difficulty", "PuzzleError"]
    assert set(contract) <= set(ll.__all__)
    assert ll.suirodoku().is_two_layer and callable(ll.suirodoku.count_mates)


def test_one_name_per_idea():
    """Each function is public under one name only: no alias of another public name in any namespace."""
    seen = {}
    for namespace in (ll, ll.latin, ll.boards, ll.squares, ll.killer, ll.suirodoku, ll.perfect, ll.symmetry, ll.human, ll.generate,
                      ll.counting, ll.techniques, ll.views):
        for name in namespace.__all__:
            thing = getattr(namespace, name)
            if callable(thing) and not isinstance(thing, type(ll)):
                seen.setdefault(id(thing), set()).add(name)
    assert all(len(names) == 1 for names in seen.values()), [n for n in seen.values() if len(n) > 1]


def imported_modules(path):
    """The top-level names of the absolute imports in one module (e.g. 'ortools', 'pysat')."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            yield node.module.split(".")[0]


@pytest.mark.parametrize("solver", ["ortools", "pysat"])
def test_only_the_engines_import_a_solver(solver):
    importers = [str(p.relative_to(PACKAGE)) for p in MODULES if solver in set(imported_modules(p))]
    assert importers and all(name.startswith("engines/") for name in importers), importers
