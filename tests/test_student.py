"""Student copies (tools/student.py): no solution left, every exercise keeps its prompt, no kept cell needs a solution."""
import ast
import importlib.util
from pathlib import Path

import nbformat
import pytest
from IPython.core.inputtransformer2 import TransformerManager

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SPEC = importlib.util.spec_from_file_location("student", ROOT / "tools" / "student.py")
student = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(student)


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    """The student copies of every notebook, written into a temporary folder."""
    out = tmp_path_factory.mktemp("student")
    student.write_copies(NOTEBOOKS, out)
    return out


def read(path):
    return nbformat.read(path, as_version=4)


def prompts(nb):
    """The prompt of every exercise: the markdown outside the <details> of its solution, or the cell before."""
    found, previous = [], ""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            text = student.without_details(cell.source)
            if student.DETAILS.search(cell.source):
                found.append(text or previous)
            previous = text or previous
        elif student.is_solution(cell):
            found.append(previous)
    return found


def test_a_small_notebook():
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("**1.** Count the grids.\n\n<details><summary>Solution</summary>\n\n"
                                      "```python\nll.count_solutions(board)\n```\n</details>\n"),
        nbformat.v4.new_code_cell("# Solution\nanswer = 288", execution_count=3,
                                  outputs=[nbformat.v4.new_output("stream", text="288\n")],
                                  metadata={"jupyter": {"source_hidden": True}, "tags": ["hide-input", "x"]}),
        nbformat.v4.new_markdown_cell("<details><summary>Solution</summary>\nonly an answer\n</details>"),
        nbformat.v4.new_code_cell("x = 1  # Solution is not at the start"),
    ])
    copy = student.student_copy(nb)
    assert [c.cell_type for c in copy.cells] == ["markdown", "code", "code"]
    assert copy.cells[0].source == "**1.** Count the grids."
    assert copy.cells[1].source == "# Your solution here" and copy.cells[1].outputs == []
    assert copy.cells[1].metadata == {"tags": ["x"]}                 # the student's cell is shown
    assert copy.cells[2].source == nb.cells[3].source and copy.cells[2].execution_count is None
    assert nb.cells[1].source.startswith("# Solution")          # the original is left as it was


def test_solutions_are_hidden_until_opened():
    """Every solution cell is collapsed in JupyterLab and in the book, so reading on does not give it away."""
    for path in NOTEBOOKS:
        for cell in read(path).cells:
            if student.is_solution(cell):
                assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, f"{path.name}: {cell.source[:40]!r}"
                assert student.HIDE in cell.metadata.get("tags", []), f"{path.name}: {cell.source[:40]!r}"


def test_no_solution_text_remains(copies):
    for path in NOTEBOOKS:
        original, copy = read(path), read(copies / path.name)
        solutions = [c.source for c in original.cells if student.is_solution(c)]
        placeholders = [c for c in copy.cells if c.cell_type == "code" and c.source == student.PLACEHOLDER]
        assert len(placeholders) == len(solutions), path.name
        for cell in copy.cells:
            assert not student.is_solution(cell), path.name
            assert "<details" not in cell.source.lower() and "</details>" not in cell.source.lower(), path.name
            assert all(solution.strip() not in cell.source for solution in solutions), path.name
            if cell.cell_type == "code":
                assert cell.outputs == [] and cell.execution_count is None, path.name


def test_every_exercise_keeps_its_prompt(copies):
    for path in NOTEBOOKS:
        original, copy = read(path), read(copies / path.name)
        markdown = [c.source.strip() for c in copy.cells if c.cell_type == "markdown"]
        for prompt in prompts(original):
            assert prompt, f"{path.name}: an exercise without a prompt"
            assert prompt in markdown, f"{path.name}: prompt lost: {prompt[:60]!r}"
        for before, cell in zip(copy.cells, copy.cells[1:]):
            if cell.cell_type == "code" and cell.source == student.PLACEHOLDER:
                assert before.cell_type == "markdown" and before.source.strip(), path.name


def bound_by(node):
    """The names one syntax node binds: a function or class name, a stored name, an import, an argument."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {node.name}
    if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
        return {node.id}
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    if isinstance(node, ast.arg):
        return {node.arg}
    if isinstance(node, ast.ExceptHandler) and node.name:
        return {node.name}
    return set()


def top_level_names(tree):
    """The names a cell binds as globals: what it binds outside functions, classes, lambdas and comprehensions."""
    names, todo = set(), list(tree.body)
    while todo:
        node = todo.pop()
        names |= bound_by(node)
        if not isinstance(node, SCOPES):
            todo += ast.iter_child_nodes(node)
    return names


def guarded(test):
    """The names an ``if "name" in globals() [and ...]:`` tests: its body runs only once the student bound them."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return set().union(*map(guarded, test.values))
    if (isinstance(test, ast.Compare) and isinstance(test.left, ast.Constant) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.In) and isinstance(test.comparators[0], ast.Call)
            and getattr(test.comparators[0].func, "id", None) == "globals"):
        return {test.left.value}
    return set()


def free_names(tree):
    """The names a cell reads that it binds nowhere itself (not as a global, argument or local), outside guards."""
    loaded, bound, todo = set(), set(), [(tree, frozenset())]
    while todo:
        node, skip = todo.pop()
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            loaded |= {node.id} - skip
        bound |= bound_by(node)
        body = node.body if isinstance(node, ast.If) else []
        names = guarded(node.test) if body else set()
        todo += [(child, skip | names if child in body else skip) for child in ast.iter_child_nodes(node)]
    return loaded - bound


SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp, ast.SetComp,
          ast.DictComp, ast.GeneratorExp)


def parsed(cell):
    """A code cell's syntax tree, IPython magics turned into the Python they stand for."""
    return ast.parse(TransformerManager().transform_cell(cell.source))


def solution_leaks(nb):
    """Where a cell after a solution reads a name only that solution bound, or a name the solution rebound.

    In the student copy the solution is gone: such a cell would fail (a name never bound) or run on another
    value (the one bound before the solution). Checkers read the student's answer through
    ``globals().get("name")``, which is no read of the name, so they pass.
    """
    leaks, pending = [], {}          # pending: name -> the solution cell that bound it, until kept code rebinds it
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        tree = parsed(cell)
        if student.is_solution(cell):
            pending.update((name, index) for name in top_level_names(tree))
            continue
        reads = free_names(tree)
        leaks += [f"cell {index} reads {name!r}, bound by the solution in cell {pending[name]}"
                  for name in sorted(reads & set(pending))]
        for name in top_level_names(tree):
            pending.pop(name, None)
    return leaks


def test_only_top_level_bindings_are_globals():
    tree = ast.parse("x = [local for local in range(2)]\nif x:\n    def f(a):\n        inner = a\n    import os.path\n"
                     "for i in x:\n    y = lambda b: b")
    assert top_level_names(tree) == {"x", "f", "os", "i", "y"}


def test_the_leak_finder_sees_a_read_and_a_rebinding():
    cells = [nbformat.v4.new_code_cell("board = 1\nmodel = 2"),
             nbformat.v4.new_code_cell("# Solution\nanswer = board + 1\nmodel = 3\ndef helper(x):\n    local = x"),
             nbformat.v4.new_code_cell("print(answer, model, local)\ncheck(globals().get('answer'))\n"
                                       "if 'helper' in globals():\n    helper(1)\nelse:\n    helper = None"),
             nbformat.v4.new_code_cell("model = 4\nprint(model, board, [local for local in range(2)])")]
    nb = nbformat.v4.new_notebook(cells=cells)
    assert solution_leaks(nb) == ["cell 2 reads 'answer', bound by the solution in cell 1",
                                  "cell 2 reads 'model', bound by the solution in cell 1"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.name)
def test_no_cell_needs_what_a_solution_bound(path):
    """The student copy runs top to bottom: no kept cell reads a name that only a removed solution bound."""
    assert solution_leaks(read(path)) == []
