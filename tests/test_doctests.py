"""Every ``>>>`` example in the package's docstrings runs as a test."""

import doctest
import importlib
from pathlib import Path

import pytest

import santorini

SRC = Path(santorini.__file__).resolve().parent

#: Every Python module of the package, subpackages included, found on disk (so a module that
#: fails to import fails here instead of being skipped); the native core has no doctests.
MODULES = sorted(
    ".".join(("santorini", *path.relative_to(SRC).with_suffix("").parts)).removesuffix(".__init__")
    for path in SRC.rglob("*.py")
    if path.relative_to(SRC).parts[0] != "_core"
)


def test_the_module_list_covers_the_subpackages():
    packages = {name.split(".")[1] for name in MODULES if name.count(".") > 1}
    assert packages >= {"notation", "rules", "engine", "protocol", "tools", "reference"}


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"


def test_readme_examples():
    readme = Path(__file__).resolve().parents[1] / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} README examples failed"
