"""No player-facing words outside the text catalogs (issue 14): a French reader would meet
them in English. The scan reads the Discord layer's code (``bot/``, ``cogs/``, but not the
catalogs in ``bot/text``) and flags every string with words in it that is not in a place
only developers and operators read: docstrings, log and exception messages, assertions,
``__all__``, SQL, the operator's command line and configuration, the README's generated
table, and the games' titles (proper names, the same in every language)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WORDS = re.compile(r"[A-Za-zÀ-ÿ]{2,}")
CAPITALISED = re.compile(r"[A-Z][a-z]+")

OPERATOR_FILES = {
    "bot/__main__.py",  # the command line's help and its answers to the operator
    "bot/config.py",  # setup messages for whoever runs the bot
    "bot/schema.py", "bot/store.py", "bot/store_outbox.py", "bot/store_decks.py",
    "bot/store_characters.py", "bot/rows.py",  # SQL
    "bot/schema_pg.py", "bot/store_pg.py", "bot/store_pg_outbox.py",
    "bot/store_pg_profiles.py", "bot/database.py",  # SQL, PostgreSQL's
    "bot/migrate.py",  # the migration command's report to the operator
    "bot/logs.py",  # log formats, read by whoever runs the bot
}
OPERATOR_FUNCTIONS = {"games_table", "_clock_text", "stats"}
"""The README's generated table of games, and the picture cache's statistics line."""
DEVELOPER_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "getLogger",
                   "ValueError", "TypeError", "KeyError", "RuntimeError", "AssertionError",
                   "NotImplementedError", "StoreError", "SetupError"}
PROPER_NAMES = {"title"}
"""Keywords whose value is a game's title."""


def _spoken(text: str) -> bool:
    stripped = text.strip()
    return bool(WORDS.search(stripped)) and (" " in stripped
                                             or bool(CAPITALISED.fullmatch(stripped)))


def _exempt_nodes(tree: ast.AST) -> set[int]:
    exempt: set[int] = set()

    def mark(node: ast.AST) -> None:
        exempt.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            mark(node)  # a docstring, or an attribute's: a string nobody uses
        if isinstance(node, ast.Assert) and node.msg is not None:
            mark(node.msg)
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in DEVELOPER_CALLS:
                mark(node)
            for keyword in node.keywords:
                if keyword.arg in PROPER_NAMES:
                    mark(keyword.value)
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            mark(node)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                and node.name in OPERATOR_FUNCTIONS:
            mark(node)
        if isinstance(node, ast.Subscript):
            mark(node.slice)  # a key, or a type's parameters
        if isinstance(node, (ast.arg, ast.AnnAssign)) and node.annotation is not None:
            mark(node.annotation)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns:
            mark(node.returns)
    return exempt


def spoken_literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    exempt = _exempt_nodes(tree)
    nodes = [node for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and id(node) not in exempt and _spoken(node.value)]
    return [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
            for node in sorted(nodes, key=lambda n: (n.lineno, n.col_offset))]


def _code_files() -> list[Path]:
    files = [*ROOT.joinpath("bot").rglob("*.py"), *ROOT.joinpath("cogs").rglob("*.py")]
    return sorted(p for p in files if p.relative_to(ROOT).parts[:2] != ("bot", "text")
                  and str(p.relative_to(ROOT)) not in OPERATOR_FILES)


def test_no_words_outside_the_catalogs() -> None:
    found = [hit for path in _code_files() for hit in spoken_literals(path)]
    assert found == []


def test_the_scan_finds_a_planted_sentence(tmp_path: Path) -> None:
    planted = ROOT / "bot" / "_planted_for_test.py"
    planted.write_text('"""Doc."""\nimport logging\nlog = logging.getLogger(__name__)\n'
                       'def f(send):\n    log.info("a log line is fine")\n'
                       '    send("Your turn, good luck")\n    return "Join"\n')
    try:
        hits = spoken_literals(planted)
    finally:
        planted.unlink()
    assert [h.split(": ", 1)[1] for h in hits] == ["'Your turn, good luck'", "'Join'"]
