"""The package layout's promises: the kept aliases re-export the moved modules, and the
reference oracle stays independent of the engine it checks."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import santorini

SRC = Path(santorini.__file__).resolve().parent


@pytest.mark.parametrize(
    ("alias", "home"),
    [("santorini.analysis", "santorini.engine.analysis"), ("santorini.client", "santorini.protocol.client")],
)
def test_aliases_re_export_every_public_name(alias: str, home: str) -> None:
    old, new = importlib.import_module(alias), importlib.import_module(home)
    assert old.__all__[:len(new.__all__)] == new.__all__
    assert all(getattr(old, name) is getattr(new, name) for name in new.__all__)


def test_santorini_analysis_also_holds_the_game_review() -> None:
    analysis, review = importlib.import_module("santorini.analysis"), importlib.import_module("santorini.engine.review")
    extra = analysis.__all__[len(importlib.import_module("santorini.engine.analysis").__all__):]
    assert extra and all(getattr(analysis, name) is getattr(review, name) for name in extra)


def test_the_oracle_imports_only_notation_and_errors() -> None:
    allowed = ("santorini.notation", "santorini.errors", "santorini.reference")
    files = sorted((SRC / "reference").glob("*.py"))
    assert files
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            for name in names:
                if name == "santorini" or name.startswith("santorini."):
                    assert name in allowed or name.startswith(tuple(f"{a}." for a in allowed)), f"{path.name} imports {name}"
