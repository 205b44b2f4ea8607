"""Student copies (tools/student.py): no solution left, every exercise keeps its prompt, every copy runs."""
import importlib.util
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

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


@pytest.mark.parametrize("name", [path.name for path in NOTEBOOKS])
def test_student_copy_runs_top_to_bottom(copies, name):
    nb = read(copies / name)
    client = NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(copies)}})
    start = time.perf_counter()
    client.execute()
    print(f"{name}: {time.perf_counter() - start:.1f} s")
