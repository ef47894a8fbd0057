"""Nothing the README or the full rules point to lies outside the repository: a clone has
every file they name (the specs' first home, a sibling folder, is not part of a clone)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.registry import default_registry
from bot.ui.rules_summary import rules_file

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs" / "rules").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)")
"""A markdown link or picture's target: ``[text](target)``, ``![alt](target "title")``."""


def local_targets(text: str) -> list[str]:
    return [t for t in LINK.findall(text) if not re.match(r"^[a-z][a-z0-9+.-]*:", t)]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_no_link_leaves_the_repository(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    for target in local_targets(text):
        path = target.split("#", 1)[0]
        if not path:
            continue  # a heading of this document
        resolved = (document.parent / path).resolve()
        assert resolved.is_relative_to(ROOT), f"{document.name} links outside: {target}"
        assert resolved.exists(), f"{document.name} links to {target}, which is not here"
    assert "../" not in text, f"{document.name} names a path above its folder"


def test_the_link_check_sees_links() -> None:
    text = "[a](docs/x.md) ![b](docs/b.png \"t\") [web](https://example.org) [c](../shared/y)"
    assert local_targets(text) == ["docs/x.md", "docs/b.png", "../shared/y"]


@pytest.mark.parametrize("spec", list(default_registry().values()), ids=lambda s: s.id)
def test_every_game_has_its_full_rules_here(spec: object) -> None:
    path = rules_file(spec.id)  # type: ignore[attr-defined]
    assert path.is_file()
    assert path.read_text(encoding="utf-8").startswith(f"# {spec.title}: rules")  # type: ignore[attr-defined]
    assert f"docs/rules/{path.name}" in (ROOT / "README.md").read_text(encoding="utf-8")
