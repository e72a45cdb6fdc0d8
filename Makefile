# The two commands of the README.  Both create the virtual environment .venv when needed.
PYTHON ?= python3

.PHONY: run test setup lint translations bench

run:
	$(PYTHON) -m penguin_qt.devenv run

test:
	$(PYTHON) -m penguin_qt.devenv test

setup:
	$(PYTHON) -m penguin_qt.devenv setup

lint: setup
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	.venv/bin/mypy
	.venv/bin/lint-imports --no-cache
