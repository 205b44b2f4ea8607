# Two entry points for a fresh machine: `make lab` opens the workbook, `make test` runs every test.
# PYTHON makes the venv: .ci/run also tests under Debian's own interpreter (VENV=.venv-debian PYTHON=/usr/bin/python3).
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: setup setup-test lab test test-fast test-notebook book notebooks notebook student figures screenshots benchmarks

$(VENV)/.ready: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	PYTHONWARNINGS=ignore $(PY) -m pip install --quiet --no-deps -e .  # quiet: setuptools warns on every editable install
	touch $@

$(VENV)/.test-ready: $(VENV)/.ready requirements-test.txt
	$(PY) -m pip install --quiet -r requirements-test.txt
	touch $@

setup: $(VENV)/.ready

setup-test: $(VENV)/.test-ready

lab: setup
	$(VENV)/bin/jupyter lab $(ROOT_FLAG) --ServerApp.root_dir="$(CURDIR)" --LabApp.default_url=/lab/tree/notebooks/00-start-here.ipynb

test: setup-test
	$(PY) -m pytest

# The unit tests and doctests that start no browser, no notebook kernel and no cluster (a few minutes).
test-fast: setup-test
	$(PY) -m pytest tests latinlib -m "not slow"

# One notebook under nbval (default: the first): e.g. make test-notebook NB=notebooks/04-mini-sudoku.ipynb
NB ?= $(firstword $(sort $(wildcard notebooks/*.ipynb)))
test-notebook: setup-test
	$(PY) -m pytest $(NB)

book: setup-test  # the course as a website in _build/html, from the committed outputs; any warning fails
	rm -rf _build  # always from scratch (~20 s): no page of a renamed notebook left behind, every warning shown
	$(PY) -m sphinx -W --keep-going -c book -d _build/doctrees . _build/html

notebooks: setup-test
	$(PY) tools/navigate.py
	$(PY) tools/execute.py notebooks/*.ipynb

notebook: setup-test
	$(PY) tools/execute.py $(NB)

figures: setup
	$(PY) -m latinlib.views.images

screenshots: setup-test
	SAVE_SCREENSHOTS=1 $(PY) -m pytest tests/test_browser.py tests/test_static_page.py tests/test_book.py -p no:cacheprovider

benchmarks: setup-test
	$(PY) benchmarks/run.py

student: setup
	$(PY) tools/student.py
