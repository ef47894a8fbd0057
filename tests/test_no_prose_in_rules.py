"""``rules/`` never builds a sentence a player reads: engines log typed events and the text
catalog words them. A scan of every string the engines write (docstrings, exception messages
for developers and assertions aside) finds no prose."""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_WORDS = 3
"""Content names run to three words ("Coup +1", "Pioche Bonus"); a sentence is longer."""


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant):
            found.add(id(body[0].value))
        # Attribute docstrings: a string statement right after an assignment.
        if isinstance(body, list):
            for prev, stmt in itertools.pairwise(body):
                if isinstance(prev, ast.AnnAssign | ast.Assign) and isinstance(stmt, ast.Expr) \
                        and isinstance(stmt.value, ast.Constant):
                    found.add(id(stmt.value))
    return found


def _for_developers(tree: ast.AST) -> set[int]:
    """Strings inside ``raise`` and ``assert`` statements."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise | ast.Assert):
            found.update(id(n) for n in ast.walk(node))
    return found


def prose(source: str) -> list[str]:
    tree = ast.parse(source)
    skip = _docstrings(tree) | _for_developers(tree)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.JoinedStr):
            skip.update(id(n) for n in ast.walk(node))
            text = "{}".join(v.value for v in node.values
                             if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if len(re.findall(r"[A-Za-z]{2,}", text)) >= 2:  # words around the fields
                found.append(f"line {node.lineno}: f{text!r}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and len(node.value.split()) > MAX_WORDS:
            found.append(f"line {node.lineno}: {node.value!r}")
    return found


def test_the_scan_finds_prose() -> None:
    assert prose('def f(s):\n    s.emit(f"{s} drew a card.")\n')
    assert prose('LINE = "You drew a card from the pile."\n')
    assert not prose('def f():\n    """A docstring is fine, however long."""\n'
                     '    raise ValueError("a message for developers is fine")\n')
    assert not prose('NAMES = {"CP1": "Coup +1", "PB": "Pioche Bonus"}\n')
    assert not prose('def f(i):\n    return f"P{i + 1}", f"rules.{i}"\n')


def test_rules_write_no_prose() -> None:
    offenders = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        offenders += [f"{path.relative_to(ROOT)} {hit}" for hit in prose(path.read_text())]
    assert offenders == []
