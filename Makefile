# Two entry points for a fresh machine: `make lab` opens the workbook, `make test` runs every test.
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: setup lab test notebooks figures benchmarks

$(VENV)/.ready: requirements.txt pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	$(PY) -m pip install --quiet --no-deps -e .
	touch $@

setup: $(VENV)/.ready

lab: setup
	$(VENV)/bin/jupyter lab notebooks/00-start-here.ipynb

test: setup
	$(PY) -m pytest

notebooks: setup
	$(PY) tools/navigate.py
	$(PY) tools/execute.py notebooks/*.ipynb

figures: setup
	$(PY) -m latinlib.figures

benchmarks: setup
	$(PY) benchmarks/run.py
