"""Every ``>>>`` example in the package's docstrings runs as a test."""

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import santorini

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(santorini.__path__, prefix="santorini.")
    if not info.name.startswith("santorini._core.")
)


@pytest.mark.parametrize("name", ["santorini", *MODULES])
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_readme_examples():
    readme = Path(__file__).resolve().parents[1] / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} README examples failed"
