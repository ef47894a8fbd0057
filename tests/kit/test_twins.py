"""The private-twin check every game's events share (rules/kit/twins.py)."""

from __future__ import annotations

from typing import ClassVar, Literal

import pytest
from pydantic import ValidationError

from rules.kit.twins import TwinEvent


class Drawn(TwinEvent):
    kind: Literal["drawn"] = "drawn"
    secret: ClassVar[tuple[str, ...]] = ("card", "cards")
    player: str
    card: str | None = None
    cards: tuple[str, ...] = ()


class Edited(TwinEvent):
    kind: Literal["edited"] = "edited"
    private_only: ClassVar[bool] = True
    player: str


def test_a_public_twin_cannot_carry_its_secret() -> None:
    assert Drawn(player="a").to is None
    assert Drawn(to=("a",), player="a", card="K1", cards=("K1",)).card == "K1"
    with pytest.raises(ValidationError, match="cannot carry"):
        Drawn(player="a", card="K1")
    with pytest.raises(ValidationError, match="cannot carry"):
        Drawn(player="a", cards=("K1",))


def test_a_private_only_kind_is_never_public() -> None:
    assert Edited(to=("a",), player="a").private
    with pytest.raises(ValidationError, match="told only to its player"):
        Edited(player="a")
