# lexaudit: `make demo` sets everything up and runs the demo; `make test` sets up and runs the tests.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin

.PHONY: setup demo test system-deps lint bench clean

setup: $(BIN)/lexaudit

$(BIN)/lexaudit: pyproject.toml requirements/lock.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements/lock.txt
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $(BIN)/lexaudit

demo: setup
	$(BIN)/lexaudit demo

system-deps:
	bash scripts/system-deps.sh

test: setup system-deps
	$(BIN)/python -m pytest -q

lint: setup
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy src

bench: setup
	$(BIN)/lexaudit bench --dataset all --split test

clean:
	rm -rf $(VENV) build *.egg-info
