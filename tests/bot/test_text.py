"""Message helpers: long logs are split between lines, never cut through a ping."""

from __future__ import annotations

from bot.announce import _chunks
from bot.text import voice
from bot.ui.text import clip, duration


def test_chunks_keep_every_line_and_stay_under_the_limit() -> None:
    lines = [f"line {i} " + "x" * 90 for i in range(60)] + ["➡️ <@1>, your turn"]
    chunks = _chunks(lines, limit=1900)
    assert all(len(c) <= 1900 for c in chunks)
    assert "\n".join(chunks).split("\n") == lines
    assert chunks[-1].endswith("your turn")


def test_clip_and_duration() -> None:
    assert clip("abc", 5) == "abc" and len(clip("x" * 50, 10)) == 10
    say = voice()
    assert duration(say, 86400) == "1 day" and duration(say, 7200) == "2 hours"
    assert duration(say, 90) == "90 seconds"
