"""Every word a player reads: message catalogs by locale (``bot/text/<area>/<locale>.py``).

An area is a package here: ``core`` for what every game shares, then one per game. Each
module named ``<locale>.py`` or ``<locale>_<part>.py`` in an area holds a ``MESSAGES`` dict;
the catalog of a locale is all of them merged (a message id defined twice is an error).
Adding a game adds its own area; nothing here lists games.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from bot.text.catalog import Catalog, Format, MissingText, Voice, choice_format

DEFAULT_LOCALE = "en"
LOCALES = ("en", "fr")

_EXTRA_AREAS: list[str] = []
"""Text packages outside ``bot/text`` (a game defined elsewhere, like the tests' fake game)."""


def add_area(package: str) -> None:
    """Make the messages of ``package`` (laid out like an area here) part of every catalog."""
    if package not in _EXTRA_AREAS:
        _EXTRA_AREAS.append(package)
        catalog.cache_clear()


def _areas() -> list[str]:
    import bot.text as package

    return [f"bot.text.{area.name}" for area in pkgutil.iter_modules(package.__path__)
            if area.ispkg] + _EXTRA_AREAS


def _modules(locale: str) -> list[str]:
    names = []
    for area in _areas():
        sub = importlib.import_module(area)
        for module in pkgutil.iter_modules(sub.__path__):
            if module.name == locale or module.name.startswith(f"{locale}_"):
                names.append(f"{area}.{module.name}")
    return sorted(names)


def messages(locale: str) -> dict[str, str]:
    """Every message of ``locale``, merged from its areas."""
    merged: dict[str, str] = {}
    for name in _modules(locale):
        for key, text in importlib.import_module(name).MESSAGES.items():
            if key in merged:
                raise ValueError(f"message {key!r} is defined twice ({name})")
            merged[key] = text
    return merged


@cache
def catalog(locale: str = DEFAULT_LOCALE) -> Catalog:
    base = None if locale == DEFAULT_LOCALE else catalog(DEFAULT_LOCALE)
    return Catalog(locale, messages(locale), fallback=base)


def voice(names: dict[str, str] | None = None, formats: dict[str, Format] | None = None,
          locale: str = DEFAULT_LOCALE) -> Voice:
    return Voice(catalog(locale), names, formats)


__all__ = ["DEFAULT_LOCALE", "LOCALES", "Catalog", "Format", "MissingText", "Voice", "add_area",
           "catalog", "choice_format", "messages", "voice"]
