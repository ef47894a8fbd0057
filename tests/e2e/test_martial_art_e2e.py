"""Martial Art end to end in a simulated Discord: whole matches played by clicking, public turn
steps in the thread, secret ones (the sowing order, the defence) in DMs or ephemerally, Black
Belt's sealed loadout and placement by DM, and a player whose DMs are closed playing through
"My hand"."""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from simcord.results import to_discord_message

from bot.registry import GameSpec, default_registry
from bot.text import voice
from bot.ui import ids
from rules.core import Decision
from rules.kit.hexgrid import closest_directions, distance
from rules.martial_art import GAME, Kind, MAAction, MAState, MAView, Phase, Stage
from rules.martial_art.content import ACTIONS, EFFECTS
from tests.e2e.harness import Table, table
from tests.replay import assert_replays

MAX_CLICKS = 1500
RECENT = 12
"""Messages of a channel where a player's current prompt may be: it is among the newest."""
EXPIRE_EVERY = 25
"""Clicks between two jumps of the virtual clock past discord.py's 15-minute timeout on the
views of ephemeral prompts (every sowing is one): left running, their timers pile up and
slow the simulator's every settle; the jump stays far below a turn's clock."""


# ------------------------------------------------------------------ a sensible fighter

def _foes(view: MAView, me: str) -> list[Any]:
    mine = next(t for t in view.teams if me in t)
    return [f for f in view.fighters if f.player not in mine and f.alive and f.cell]


def _nearest(view: MAView, me: str) -> Any:
    cell = next(f.cell for f in view.fighters if f.player == me)
    return min(_foes(view, me), key=lambda f: distance(cell, f.cell))


def sensible(view: MAView, decision: Decision, rnd: random.Random) -> MAAction:
    """What a player who wants to hit would click, reading only their own view (their board
    picture and the arena): walk to the nearest foe, face it, keep an Action for the last drop,
    attack, defend with everything, use techniques when offered."""
    options = [o for o in decision.options if isinstance(o, MAAction)]
    kinds = {o.kind: [x for x in options if x.kind is o.kind] for o in options}
    me = decision.player
    f = next(x for x in view.fighters if x.player == me)

    def first(*wanted: Kind) -> MAAction | None:
        return next((o for k in wanted for o in kinds.get(k, [])), None)

    toward: tuple[int, ...] = ()
    if f.cell is not None and _foes(view, me):
        foe = _nearest(view, me)
        toward = closest_directions(f.cell, foe.cell)
    turn_face = next((o for o in kinds.get(Kind.FACE, []) if o.direction in toward[:1]), None)
    kind = decision.kind
    if kind == "loadout":
        return first(Kind.CONFIRM) or rnd.choice(kinds[Kind.MARK])
    if kind == "place":  # a few tokens by hand, then the rest at random
        if Kind.PUT in kinds and rnd.random() < 0.3:
            return rnd.choice(kinds[Kind.PUT])
        return first(Kind.RANDOM, Kind.CONFIRM) or options[0]
    if kind == Stage.START:
        if turn_face is not None and toward and f.facing not in toward:
            return turn_face
        armed = [o for o in kinds[Kind.START] if f.zones[(o.zone or 1) - 1].actions]
        return rnd.choice(armed or kinds[Kind.START])
    if kind in (Stage.MOVE, Stage.ENERGY):
        gauge = "chi" if f.chi <= f.rage else "rage"
        energy = next((o for o in kinds.get(Kind.ENERGY, []) if o.gauge == gauge), None)
        if energy is not None or kind == Stage.ENERGY:
            return energy or options[0]
        far = f.cell is not None and _foes(view, me) and distance(
            f.cell, _nearest(view, me).cell) > 1
        step = next((o for o in kinds.get(Kind.STEP, []) if o.direction in toward), None)
        if far and step is not None:
            return step
        if turn_face is not None and f.facing not in toward:
            return turn_face
        return first(Kind.TECHNIQUE, Kind.DONE) or options[-1]
    if kind == Stage.SOW:
        drops = kinds[Kind.DROP]
        turn = view.turn
        assert turn is not None and turn.order is not None
        rest = Counter(turn.taken) - Counter(turn.order)
        actions = [o for o in drops if o.code in ACTIONS]
        effects = [o for o in drops if o.code in EFFECTS]
        if effects and actions:  # Effects first: keep an Action for the strike (R20)
            return rnd.choice(effects)
        if len(actions) > 1 and sum(rest.values()) == 2:
            return actions[0]
        return rnd.choice(drops)
    if kind in (Stage.DEFEND, Stage.COLLIDE):
        return max(options, key=lambda o: ((o.d or 0) + (o.m or 0), o.d or 0))
    if kind in (Stage.DECLARE, Stage.REACT, Stage.END):
        return first(Kind.ATTACK, Kind.TECHNIQUE) or options[0]
    if kind == Stage.AFTER:
        return first(Kind.DONE) or options[0]
    return rnd.choice([o for o in options if o.kind is not Kind.DONE] or options)


# ------------------------------------------------------------------ clicking

@dataclass
class Player:
    """What a member clicks through: the thread, their DMs, their last ephemeral prompt."""

    name: str
    ephemeral: Any = None
    seen: list[str] = field(default_factory=list)
    """The text of every prompt they answered."""


def _controls(message: discord.Message) -> list[tuple[str, str, str, int]]:
    """(custom_id, value, label, version) of each clickable option of a prompt; ``value`` is
    empty for a button."""
    out = []
    for row in message.components:
        for child in getattr(row, "children", []):
            custom_id = getattr(child, "custom_id", None) or ""
            act = re.fullmatch(ids.ACT, custom_id)
            sel = re.fullmatch(ids.SELECT, custom_id)
            if getattr(child, "disabled", False) or not (act or sel):
                continue
            if act and isinstance(child, discord.Button):
                out.append((custom_id, act["key"], child.label or "", int(act["version"])))
            elif sel and isinstance(child, discord.SelectMenu):
                out += [(custom_id, o.value, o.label, int(sel["version"])) for o in child.options]
    return out


def _key(custom_id: str, value: str) -> str:
    return value if not value or ":" not in value else value.split(":", 1)[1]


async def click_choice(t: Table, who: Player, message: discord.Message,
                       action: MAAction) -> Any:
    for custom_id, value, _, _ in _controls(message):
        if _key(custom_id, value) == action.key:
            who.seen.append(message.content)
            if value and ":" in value:
                actor = t[who.name].user if message.guild is None else t[who.name]
                result = await actor.select(message, [value], custom_id=custom_id)
            else:
                result = await t.click(who.name, message, custom_id=custom_id)
            assert result.acknowledged
            followups = [m for m in result.followups if m.ephemeral]
            if followups:
                who.ephemeral = followups[-1]
            return result
    raise AssertionError(f"{who.name}: no control for {action} in {message.content!r}")


def recent(t: Table, channel_id: int, n: int = RECENT) -> list[discord.Message]:
    """The last ``n`` messages of a channel, oldest first: a whole history read on every
    click would make a long match quadratic."""
    stored = t.env.backend.messages.get(channel_id, {})
    return [to_discord_message(t.env, m) for m in sorted(stored.values(), key=lambda m: m.id)[-n:]]


def find_prompt(t: Table, who: Player, version: int, private: bool) -> discord.Message | None:
    """The newest message showing ``who``'s controls at ``version``: their ephemeral prompt,
    a DM, or (a public step) the thread message addressed to them."""
    mention = t[who.name].mention
    candidates: list[discord.Message] = []
    if not private:
        candidates += [m for m in recent(t, t.thread().id)
                       if m.content.startswith(f"➡️ {mention}")]
    candidates += recent(t, t[who.name].user.dm_channel.id)
    if who.ephemeral is not None:
        candidates.append(who.ephemeral.message)
    live = [m for m in candidates if any(c[3] == version for c in _controls(m))]
    return live[-1] if live else None


async def open_ma(t: Table, names: list[str], **options: Any) -> int:
    host, *guests = names
    res = await t.slash(host, "martialart new", players=len(names), **options)
    lobby = res.response.message
    for guest in guests:
        await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    (match,) = await t.bot.matches.store.list_matches()
    return match.id


@dataclass
class Played:
    clicks: int = 0
    turn_clicks: Counter[tuple[int, str]] = field(default_factory=Counter)
    """Clicks of the attacker in each of its turns, by (turn number, player)."""
    kinds: Counter[str] = field(default_factory=Counter)
    """Clicks by decision kind."""
    by_hand: int = 0
    """Prompts reached through "My hand" (DMs closed)."""


async def play(t: Table, match_id: int, rnd: random.Random,
               people: dict[str, Player]) -> Played:
    played = Played()
    while played.clicks < MAX_CLICKS:
        match, state = await t.bot.matches.state(match_id)
        if match.over:
            break
        assert isinstance(state, MAState)
        decision = rnd.choice(GAME.pending(state))
        who = people[t.name_of(decision.player)]
        message = find_prompt(t, who, match.version, decision.private)
        if message is None:  # no DM reached them: the status message's "My hand"
            shown = await t.click(who.name, t.thread().history()[0], label="My hand")
            assert shown.response.ephemeral
            who.ephemeral = shown.response
            message = shown.response.message
            played.by_hand += 1
        action = sensible(GAME.view(state, decision.player), decision, rnd)
        await click_choice(t, who, message, action)
        played.clicks += 1
        played.kinds[decision.kind] += 1
        if played.clicks % EXPIRE_EVERY == 0:
            await t.advance(16 * 60)
        if state.turn is not None and decision.player == state.turn.player \
                and state.phase is Phase.TURN:
            played.turn_clicks[(state.turn.number, decision.player)] += 1
    return played


async def assert_finished(t: Table, match_id: int) -> None:
    match, state = await t.bot.matches.state(match_id)
    assert match.status == "finished"
    outcome = GAME.outcome(state)
    assert outcome is not None and match.result == outcome.model_dump(mode="json")
    thread = t.thread().history()
    final = thread[-1].content
    for winner in outcome.winners:
        assert f"<@{winner}>" in final
    if not outcome.winners:
        assert "draw" in final
    status = thread[0]
    assert status.attachments[0].filename == "board.png"
    assert "🏁" in status.embeds[0].description and status.components == []
    await assert_replays(t.bot.matches, match_id)


def thread_text(t: Table) -> str:
    return "\n".join(m.content for m in t.thread().history())


# ------------------------------------------------------------------ the matches

async def test_a_white_belt_duel_played_to_the_end(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        match_id = await open_ma(t, ["alice", "bob"])
        people = {n: Player(n) for n in ("alice", "bob")}
        played = await play(t, match_id, random.Random(2), people)
        await assert_finished(t, match_id)
        log = thread_text(t)
        assert "picks up zone" in log and "sows into zones" in log, "each turn is logged"
        assert "a face-down Effect" in log, "Effects are sown face down for the others (R68)"
        assert "⚔️" in log and "🎲" in log, "attacks and their rolls are told"
        rolls = [a.filename for m in t.thread().history() for a in m.attachments
                 if a.filename.startswith("roll-")]
        assert rolls, "each roll comes with its picture"
        seen = "\n".join(p for who in people.values() for p in who.seen)
        assert "your turn. Choose a start zone" in seen
        assert "Sow your tokens one by one" in seen, "the drop order is asked privately"
        assert "strikes your zone" in seen, "the defender is asked privately"
        per_turn = sorted(played.turn_clicks.values())
        assert per_turn and sum(per_turn) / len(per_turn) < 8, per_turn
        print(f"\n{len(per_turn)} turns, clicks per turn: {Counter(per_turn)}, "
              f"mean {sum(per_turn) / len(per_turn):.1f}; by step {dict(played.kinds)}")


async def test_a_black_belt_two_versus_two_with_sealed_setup(tmp_path: Path) -> None:
    names = ["alice", "bob", "carol", "dave"]
    async with table(tmp_path / "db.sqlite3", names=names) as t:
        match_id = await open_ma(t, names, mode="black")
        _, state = await t.bot.matches.state(match_id)
        assert isinstance(state, MAState) and state.options.mode.value == "black"
        assert [len(team) for team in state.teams] == [2, 2]
        people = {n: Player(n) for n in names}
        await play(t, match_id, random.Random(6), people)
        await assert_finished(t, match_id)
        for name in names:
            dm_prompts = [p for p in people[name].seen if "#1** in" in p]
            asked = "\n".join(dm_prompts)
            assert "Choose 3 of your 7 techniques" in asked, name
            assert "Place your 12 tokens in secret" in asked, name
            assert "in team" in dm_prompts[0], "a private prompt says who you are in 2v2"
            assert t.dms(name), "the sealed steps are asked by DM"
        log = thread_text(t)
        assert "Loadouts revealed:" in log and "has placed their tokens" in log
        outcome = GAME.outcome((await t.bot.matches.state(match_id))[1])
        assert outcome is not None and outcome.teams is not None


async def test_closed_dms_play_a_duel_through_my_hand(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob")) as t:
        t.close_dms("bob")
        match_id = await open_ma(t, ["alice", "bob"])
        people = {n: Player(n) for n in ("alice", "bob")}
        played = await play(t, match_id, random.Random(7), people)
        await assert_finished(t, match_id)
        assert played.by_hand > 0
        pings = [m.content for m in t.thread().history() if t["bob"].mention in m.content]
        assert any("can't send you direct messages" in p for p in pings)
        assert t.dms("bob") == [], "nothing reached bob's closed DMs"
        for message in t.thread().history():
            assert "hand.png" not in [a.filename for a in message.attachments], \
                "no private board in the public thread"


def test_every_option_and_prompt_has_words() -> None:
    """Random games of every table and both belts: each decision's prompt (for its player and,
    when public, after a mention) and each option's label read as words from the catalog,
    short enough for a button."""
    spec: GameSpec = default_registry()["martial_art"]
    say = voice({"100": "Aiko", "101": "Bruno", "102": "Chen", "103": "Dana"},
                dict(spec.formats))
    kinds: Counter[str] = Counter()
    for mode in ("white", "black"):
        for players, options in spec.shapes:
            rnd = random.Random(players)
            seats = [str(100 + i) for i in range(players)]
            state = GAME.setup(seats, players, GAME.Options(mode=mode, max_rounds=6, **options))
            while pending := GAME.pending(state):
                decision = rnd.choice(pending)
                own = GAME.view(state, decision.player)
                text = spec.ui.prompt(say, own, decision)
                assert text and "martial_art." not in text
                shown = own if decision.private else GAME.view(state, None)
                if not decision.private:
                    assert spec.ui.prompt(say, shown, decision)[0].islower() or \
                        decision.kind in ("energy", "kiai")
                for option in decision.options:
                    label = spec.ui.label(say.plain(), shown, option)
                    assert 0 < len(label.text) <= 80 and "martial_art." not in label.text
                kinds[decision.kind] += 1
                state = GAME.apply(state, rnd.choice(decision.options))
            assert spec.ui.status_lines(say, GAME.view(state, None))
    assert {"fighter", "loadout", "place", "start", "move", "sow", "declare", "end"} <= set(kinds)
