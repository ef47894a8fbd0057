"""The README tells the truth about what the registry holds and where things live."""

from __future__ import annotations

import re
from pathlib import Path

from bot.registry import default_registry, games_table

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_games_table_is_the_registrys() -> None:
    found = re.search(r"<!-- games:start -->\n(.*?)\n<!-- games:end -->", README, re.S)
    assert found, "README.md has the games table between its markers"
    assert found.group(1) == games_table(default_registry()), (
        "regenerate it: python -c 'from bot.registry import *; "
        "print(games_table(default_registry()))'")


def test_readme_links_stay_inside_the_repository() -> None:
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        if target.startswith(("http://", "https://")):
            continue
        assert (ROOT / target).exists(), f"README links to {target}, which is not here"
