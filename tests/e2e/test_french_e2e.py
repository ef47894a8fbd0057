"""Dojo in French (issue 14), end to end in the simulated Discord.

- A whole KarateKarte match and a whole Brutal Ring match where every member's client and the
  server speak French: no English word reaches anyone, and every message and picture is worded
  from the French catalog.
- A mixed match: one French and one English player in an English server. Each DM and hand
  picture is in its reader's language, the thread in the server's; a member with Manage Server
  switches the server to French with ``/dojo language`` and the thread follows, while a member
  without it is refused and nothing changes.

The players click like the sandbox's scripted player, but choose by what an option *does*
(the engine's action kinds), never by its words, so the same driver plays in any language.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.render import cache as picture_cache
from rules.brutal_ring import GAME as BRUTAL_RING
from rules.brutal_ring.content import CARDS as BR_CARDS
from rules.core import Game
from rules.karatekarte import GAME as KARATEKARTE
from rules.karatekarte.content import CARDS as KK_CARDS
from tests.e2e.harness import Table, option_key, prompt_controls, prompt_message, table
from tests.replay import assert_replays

MAX_CLICKS = 3000

ENGLISH = re.compile(
    r"\b(the|your|you|turn|turns|with|and|is|are|it|this|that|has|have|was|wins|won|will|"
    r"what|when|which|who|draw|drew|draws|play|plays|played|hand|waiting|join|start|card|"
    r"cards|move|moves|nothing|game|player|players|choose|yes|until|left|right|foot|fist|"
    r"discard|discards|attack|attacks|weapon|ready|done|back|next|first|last|because|"
    r"here|there|now|only|from|into|its|his|her|their|them|they|been|no one|nobody|"
    r"LF|LP|RP|RF)\b",
    re.IGNORECASE)
"""Words of English that no French sentence of the bot uses (and KarateKarte's English strike
codes, which French card names spell out)."""
FRENCH = re.compile(
    r"\b(tu|toi|ton|ta|tes|vous|votre|est|sont|les|une|des|du|au|aux|avec|pour|"
    r"carte|cartes|partie|joue|jouer|pioche|piocher|tour|main|à|où|déjà|désormais)\b",
    re.IGNORECASE)
"""Words of French that no English sentence of the bot uses."""

PROPER_NAMES = sorted({c.name for c in BR_CARDS.values()} | {
    c.name for c in KK_CARDS.values() if c.strike is None} | {
    "KarateKarte", "Brutal Ring", "Martial Art", "Kung-Fu Duel", "Combat", "Dojo"},
    key=len, reverse=True)
"""Names that are the same in every language (a gladiator called THE PROPHET is not
English text, nor a KarateKarte "Pioche Bonus" French; strike cards are named in each
language, "Amorce LF" / "Amorce pied gauche")."""

KK_PREFER = ("done", "continue", "reveal", "face_up", "place", "draw")
KK_AVOID = ("cancel",)
BR_PREFER = ("ready", "confirm", "keep_all", "draw_rest", "enter", "arm", "engage", "attack",
             "place", "pick", "draw")
BR_AVOID = ("take_back", "unmark", "done", "recall", "disarm")


# ------------------------------------------------------------------ what a member reads

def message_words(message: discord.Message) -> list[str]:
    """Every piece of text a member reads on a message: its content, embeds and controls."""
    words = [message.content or ""]
    for embed in message.embeds:
        words += [embed.title or "", embed.description or "", embed.footer.text or ""]
        words += [f"{f.name} {f.value}" for f in embed.fields]
    for row in message.components:
        for child in getattr(row, "children", []):
            words += [getattr(child, "label", None) or "",
                      getattr(child, "placeholder", None) or ""]
            for option in getattr(child, "options", []):
                words += [option.label, option.description or ""]
    return [w for w in words if w]


def foreign(texts: Iterable[str], words: re.Pattern[str], names: Sequence[str]) -> list[str]:
    """The texts that use a word of the other language (names and mentions aside)."""
    found = []
    for text in texts:
        bare = re.sub(r"<[@#][!&]?\d+>|<t:\d+(:\w)?>|https?://\S+|`[^`]*`", " ", text)
        for name in [*PROPER_NAMES, *names]:
            bare = bare.replace(name, " ")
        if words.search(bare):
            found.append(f"{words.search(bare)[0]!r} in {text!r}")
    return found


@dataclass
class Reader:
    """What one member was shown: their DMs are read at the end; ephemeral answers and the
    public messages they clicked are gathered as they come."""

    name: str
    ephemeral: list[str] = field(default_factory=list)


def dm_words(t: Table, name: str) -> list[str]:
    return [w for m in t.dms(name) for w in message_words(m)]


def thread_words(t: Table) -> list[str]:
    """The thread and the channel (where the lobby is)."""
    return [w for where in (t.channel, t.thread()) for m in where.history()
            for w in message_words(m)]


def result_words(result: Any) -> list[str]:
    """The ephemeral answers a click or a command got (what only the clicker reads)."""
    words = []
    messages = [f for f in result.followups if f.ephemeral]
    if result.response is not None and result.response.ephemeral:
        messages.append(result.response)
    for m in messages:
        words.append(m.content or "")
        message = getattr(m, "message", None)
        if message is not None:
            words += message_words(message)
    return [w for w in words if w]


@pytest.fixture
def pictures(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, str | None]]:
    """(kind, language, viewer) of every board and hand picture the bot draws."""
    drawn: list[tuple[str, str, str | None]] = []
    board, hand = picture_cache.board, picture_cache.hand

    async def spy_board(game_id: str, ui: Any, say: Any, view: Any) -> bytes:
        drawn.append(("board", say.locale, getattr(view, "viewer", None)))
        return await board(game_id, ui, say, view)

    async def spy_hand(game_id: str, ui: Any, say: Any, view: Any) -> bytes | None:
        drawn.append(("hand", say.locale, getattr(view, "viewer", None)))
        return await hand(game_id, ui, say, view)

    monkeypatch.setattr(picture_cache, "board", spy_board)
    monkeypatch.setattr(picture_cache, "hand", spy_hand)
    return drawn


# ------------------------------------------------------------------ playing by what options do

async def lobby_click(t: Table, name: str, lobby: discord.Message, op: str) -> Any:
    """A lobby button by what it does (its custom id), whatever its words."""
    (custom_id,) = [c.custom_id for row in lobby.components for c in row.children
                    if (c.custom_id or "").endswith(f":{op}")]
    return await t.click(name, lobby, custom_id=custom_id)


async def open_lobby(t: Table, command: str, host: str, guests: Sequence[str],
                     readers: dict[str, Reader], **options: Any) -> int:
    res = await t.slash(host, command, **options)
    lobby = res.response.message
    readers[host].ephemeral += result_words(res)
    for guest in guests:
        readers[guest].ephemeral += result_words(await lobby_click(t, guest, lobby, "join"))
    readers[host].ephemeral += result_words(await lobby_click(t, host, lobby, "start"))
    return max(m.id for m in await t.bot.matches.store.list_matches())


async def click_once(t: Table, game: Game, match_id: int, readers: dict[str, Reader],
                     rnd: random.Random, prefer: Sequence[str], avoid: Sequence[str]) -> bool:
    """One member answers where the bot asked them (DMs for secrets, the thread for public
    choices), choosing an option by its action kind; False once the match is over."""
    match, state = await t.bot.matches.state(match_id)
    if match.over:
        return False
    decision = rnd.choice(game.pending(state))
    name = t.name_of(decision.player)
    where = t.dms(name) if decision.private else [
        m for m in t.thread().history() if t[name].mention in m.content]
    prompt = prompt_message(where)
    assert prompt is not None, f"no prompt for {name} ({decision.kind})"
    kinds = {o.key: str(o.kind) for o in decision.options}
    controls = [c for c in prompt_controls(prompt) if option_key(c[0], c[1]) in kinds]
    assert controls, f"{name}'s prompt offers none of {decision.kind}'s options"
    usable = [c for c in controls if kinds[option_key(c[0], c[1])] not in avoid] or controls
    pick = rnd.choice(usable)
    for kind in prefer:
        preferred = [c for c in usable if kinds[option_key(c[0], c[1])] == kind]
        if preferred and rnd.random() < 0.7:
            pick = rnd.choice(preferred)
            break
    custom_id, value, _, _, _ = pick
    actor = t[name].user if prompt.guild is None else t[name]
    result = (await actor.select(prompt, [value], custom_id=custom_id) if value
              else await actor.click(prompt, custom_id=custom_id))
    assert result.acknowledged
    readers[name].ephemeral += result_words(result)
    return True


async def play(t: Table, game: Game, match_id: int, readers: dict[str, Reader],
               rnd: random.Random, prefer: Sequence[str], avoid: Sequence[str]) -> int:
    """:func:`click_once` until the match ends; the number of clicks."""
    clicks = 0
    while await click_once(t, game, match_id, readers, rnd, prefer, avoid):
        clicks += 1
        assert clicks < MAX_CLICKS, f"match {match_id} unfinished after {clicks} clicks"
    return clicks


def assert_in_french(texts: Iterable[str], names: Sequence[str], what: str) -> None:
    texts = list(texts)
    assert texts, f"{what}: nothing was read"
    assert foreign(texts, ENGLISH, names) == [], what


def assert_in_english(texts: Iterable[str], names: Sequence[str], what: str) -> None:
    texts = list(texts)
    assert texts, f"{what}: nothing was read"
    assert foreign(texts, FRENCH, names) == [], what


# ------------------------------------------------------------------ whole matches in French

async def test_a_whole_karatekarte_match_in_french(tmp_path: Path,
                                                   pictures: list[Any]) -> None:
    async with table(tmp_path / "db.sqlite3", guild_locale="fr") as t:
        for name in ("alice", "bob"):
            t.speak(name, "fr")
        readers = {n: Reader(n) for n in ("alice", "bob")}
        match_id = await open_lobby(t, "karatekarte new", "alice", ["bob"], readers,
                                    opponent=t["bob"])
        clicks = await play(t, KARATEKARTE, match_id, readers, random.Random(3),
                            KK_PREFER, KK_AVOID)
        assert clicks > 20
        names = ["alice", "bob"]
        for name in names:
            assert_in_french(dm_words(t, name) + readers[name].ephemeral, names,
                             f"{name}'s DMs and answers")
        assert_in_french(thread_words(t), names, "the thread")
        # The words themselves came from the French catalog: the result line, the status.
        final = t.thread().history()[-1].content
        assert "gagne" in final or "égalité" in final.lower(), final
        assert {lang for _, lang, _ in pictures} == {"fr"}, "every picture is drawn in French"
        assert {kind for kind, _, _ in pictures} == {"board", "hand"}
        await assert_replays(t.bot.matches, match_id)


async def test_a_whole_brutal_ring_match_in_french(tmp_path: Path,
                                                   pictures: list[Any]) -> None:
    names = ["alice", "bob", "carol"]
    async with table(tmp_path / "db.sqlite3", guild_locale="fr") as t:
        for name in names:
            t.speak(name, "fr")
        readers = {n: Reader(n) for n in names}
        match_id = await open_lobby(t, "brutalring new", "alice", ["bob", "carol"], readers,
                                    players=3)
        await play(t, BRUTAL_RING, match_id, readers, random.Random(5), BR_PREFER, BR_AVOID)
        for name in names:
            assert_in_french(dm_words(t, name) + readers[name].ephemeral, names,
                             f"{name}'s DMs and answers")
        assert_in_french(thread_words(t), names, "the thread")
        assert {lang for _, lang, _ in pictures} == {"fr"}
        await assert_replays(t.bot.matches, match_id)


# ------------------------------------------------------------------ a mixed table

async def test_a_mixed_match_speaks_to_each_reader_in_their_language(
        tmp_path: Path, pictures: list[Any]) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        mods = t.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
        t.members["carol"] = t.guild.add_member(t.env.create_user("carol"), roles=[mods])
        t.speak("alice", "fr")  # bob keeps his English client; the server speaks English
        readers = {n: Reader(n) for n in ("alice", "bob")}
        match_id = await open_lobby(t, "karatekarte new", "bob", ["alice"], readers,
                                    opponent=t["alice"])
        rnd = random.Random(8)
        game = KARATEKARTE
        # Half the match in an English server...
        for _ in range(40):
            assert await click_once(t, game, match_id, readers, rnd, KK_PREFER, KK_AVOID)
        names = ["alice", "bob"]
        english_thread = thread_words(t)
        assert_in_english(english_thread, names, "the thread of an English server")
        assert_in_french(dm_words(t, "alice") + readers["alice"].ephemeral, names,
                         "alice's DMs")
        assert_in_english(dm_words(t, "bob") + readers["bob"].ephemeral, names, "bob's DMs")
        hands = {(lang, viewer) for kind, lang, viewer in pictures if kind == "hand"}
        assert hands == {("fr", t.uid("alice")), ("en", t.uid("bob"))}
        assert {lang for kind, lang, _ in pictures if kind == "board"} == {"en"}

        # ...a member without Manage Server cannot change the server's language...
        refused = await t.slash("bob", "dojo language", language="fr")
        assert "Manage Server" in refused.response.content
        assert refused.response.ephemeral
        # ...a moderator can; the thread speaks French from the next message on.
        t.speak("carol", "fr")
        done = await t.slash("carol", "dojo language", language="fr")
        assert done.response.ephemeral and "français" in done.response.content
        told = len(t.thread().history())
        del pictures[:]
        await play(t, game, match_id, readers, rnd, KK_PREFER, KK_AVOID)
        later = [w for m in t.thread().history()[told:] for w in message_words(m)]
        later += message_words(t.thread().history()[0])  # the status, edited in place
        assert_in_french(later, names, "the thread once the server speaks French")
        assert_in_english(dm_words(t, "bob") + readers["bob"].ephemeral, names,
                          "bob's DMs, still in English")
        assert {lang for kind, lang, _ in pictures if kind == "board"} == {"fr"}
        hands = {(lang, viewer) for kind, lang, viewer in pictures if kind == "hand"}
        assert hands <= {("fr", t.uid("alice")), ("en", t.uid("bob"))} and hands

        # Asked without a choice, the setting says what it is, in the asker's language.
        shown = await t.slash("bob", "dojo language")
        assert "French" in shown.response.content and "/dojo language" in \
            shown.response.content
        await assert_replays(t.bot.matches, match_id)
