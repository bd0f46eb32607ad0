"""The examples in the lexaudit.text docstrings are tests."""

import doctest
import importlib

import pytest

MODULES = ["numbers", "money", "durations", "dates", "percent", "sections", "segment", "quotes"]


@pytest.mark.parametrize("name", MODULES, ids=MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"lexaudit.text.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0
