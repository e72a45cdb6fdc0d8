# The two commands of the README (run, test) and the rest of the development set-up.  Each
# creates the virtual environment .venv it needs; the set-up itself is .ci/devenv.py.
PYTHON ?= python3
DEVENV = $(PYTHON) .ci/devenv.py

.PHONY: run test test-fast lint setup lock dist desktop

run:
	$(DEVENV) run

test:
	$(DEVENV) test

# The checks and the fast tier of the tests (not those marked slow): a change is checked here
# first, then with `make test`, which runs everything and is what CI runs.
test-fast:
	$(DEVENV) test-fast

lint:
	$(DEVENV) lint

setup:
	$(DEVENV) setup

# Resolve the dependencies again after a change to pyproject.toml (writes uv.lock).
lock:
	$(DEVENV) lock

# The sdist and the wheel (built from the sdist) in dist/.
dist: setup
	rm -rf dist
	.venv/bin/python -m build --no-isolation --outdir dist .

# The menu entry, the icon and the AppStream metainfo, for this user.
desktop: setup
	.venv/bin/penguin-qt --install-desktop
