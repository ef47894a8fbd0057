"""Two-Card Bluff's messages (a text area outside ``bot/text``)."""

from __future__ import annotations

from typing import Any

from bot.text import Format, Voice


def _card(voice: Voice, card: Any) -> str:
    return voice(f"bluff.card.{card}")


FORMATS: dict[str, Format] = {"card": _card}
