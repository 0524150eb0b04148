"""The rules live in the native core; Python only reads and writes text and runs the flow.

Outside the reference oracle (the deliberate second copy of the rules) and the catalog
(whose god names are data: sets, player counts, bans), no Python module may decide
anything by a god's name or by a god's feature: no string that is a god's name, no
identifier that names a god, no feature-flag API.  A power added to the core then needs
no Python rule code, and a rule cannot drift between Python and the core.
"""

import ast
import re
from pathlib import Path

import pytest

from santorini.rules.gods import GODS

SRC = Path(__file__).resolve().parents[1] / "src"
#: Where god names may appear: the oracle, and the catalog and draft (names as data).
ALLOWED = ("reference", "rules")
#: The old feature-flag API: Python code testing powers instead of asking the core.
FEATURE_NAMES = {"FEATURES", "seat_features", "climb_blocked", "POWER_FEATURES", "GOD_IDS"}
GOD_NAMES = set(GODS) - {"mortal"}    # mortal is the default seat, not a power


def python_modules() -> list[Path]:
    return sorted(
        path for path in SRC.rglob("*.py")
        if path.relative_to(SRC).parts[0] not in ALLOWED + ("_core",)
    )


def docstrings(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are docstrings (prose and examples, not code)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def identifier_words(name: str) -> set[str]:
    return {word.lower() for word in re.split(r"_|(?<=[a-z])(?=[A-Z])", name) if word}


def problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    skip = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        where = f"{path.relative_to(SRC)}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            if node.value in GOD_NAMES:
                found.append(f"{where}: the string {node.value!r} names a god")
        names = []
        if isinstance(node, ast.Name):
            names.append(node.id)
        elif isinstance(node, ast.Attribute):
            names.append(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.alias):
            names.append(node.asname or node.name.rsplit(".", 1)[-1])
        for name in names:
            if name in FEATURE_NAMES:
                found.append(f"{where}: {name} is the feature-flag API: ask the core instead")
            elif identifier_words(name) & GOD_NAMES:
                found.append(f"{where}: the identifier {name!r} names a god")
    return found


def test_the_scan_sees_the_package():
    modules = {str(path.relative_to(SRC)) for path in python_modules()}
    assert "board.py" in modules and any(name.startswith("protocol") for name in modules)
    assert len(GOD_NAMES) == 67


@pytest.mark.parametrize("path", python_modules(), ids=lambda path: str(path.relative_to(SRC)))
def test_no_python_module_decides_by_a_gods_name_or_feature(path):
    assert problems(path) == []


def test_the_check_catches_what_it_forbids(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Docstrings may say apollo."""\n'
        "def hermes_walk(board):\n"
        "    if board.god == 'athena':\n"
        "        return FEATURES\n"
    )
    global SRC
    saved, SRC = SRC, tmp_path
    try:
        found = problems(sample)
    finally:
        SRC = saved
    assert len(found) == 3, found
    assert "hermes_walk" in found[0] + found[1] + found[2]
