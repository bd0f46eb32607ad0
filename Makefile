# lexaudit: `make demo` sets everything up and runs the demo; `make test` sets up and runs the tests.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin

.PHONY: setup demo test system-deps lint bench clean

setup: $(BIN)/lexaudit

# llama.cpp (for tests/models/test_llama_cpp.py) is built for x86-64 features that recent CPUs
# share (AVX2, FMA, F16C), not for the build machine's own (-march=native): on a virtual machine
# that lists AMX but does not let a process use it, a native build dies with a general
# protection fault on its first tile instruction. --no-cache-dir: a native wheel built before
# must not be taken from pip's cache.
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON

$(BIN)/lexaudit: pyproject.toml requirements/lock.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(BIN)/python -m pip install --quiet --disable-pip-version-check \
		--no-cache-dir --no-deps "$$(grep -E '^llama_cpp_python' requirements/lock.txt)"
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
