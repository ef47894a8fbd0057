"""Every locale says everything English says, with the same parameters: a French reader never
meets a missing message (which would fall back to English) nor a crash on a missing field."""

from __future__ import annotations

import string

import pytest

from bot.text import LOCALES, messages
from bot.text.catalog import PLURAL_FORMS

OTHER_LOCALES = [loc for loc in LOCALES if loc != "en"]


def _areas() -> list[str]:
    return sorted({key.split(".", 1)[0] for key in messages("en")})


def fields(template: str) -> set[tuple[str, str]]:
    """The fields a template uses: (name, format name), ``plural`` formats counted once."""
    found = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is None:
            continue
        found.add((name, (spec or "").partition(":")[0]))
    return found


def plural_forms(template: str) -> list[list[str]]:
    return [spec.partition(":")[2].split("|")
            for _, name, spec, _ in string.Formatter().parse(template)
            if name is not None and spec and spec.startswith("plural:")]


@pytest.mark.parametrize("locale", OTHER_LOCALES)
@pytest.mark.parametrize("area", _areas())
def test_same_messages_with_the_same_parameters(locale: str, area: str) -> None:
    english = {k: v for k, v in messages("en").items() if k.split(".", 1)[0] == area}
    other = {k: v for k, v in messages(locale).items() if k.split(".", 1)[0] == area}
    assert sorted(set(english) - set(other)) == [], f"missing in {locale}"
    assert sorted(set(other) - set(english)) == [], f"only in {locale}"
    wrong = {k: (sorted(fields(english[k])), sorted(fields(other[k])))
             for k in english if fields(english[k]) != fields(other[k])}
    assert wrong == {}
    # An empty English message means "not told in words"; the other locale agrees.
    assert [k for k in english if (english[k] == "") != (other[k] == "")] == []


@pytest.mark.parametrize("locale", LOCALES)
def test_plurals_give_every_form(locale: str) -> None:
    bad = {key: forms for key, text in messages(locale).items()
           for forms in plural_forms(text) if len(forms) != len(PLURAL_FORMS)
           or not all(forms)}
    assert bad == {}
