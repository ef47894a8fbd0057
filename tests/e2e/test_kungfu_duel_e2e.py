"""Kung-Fu Duel end to end in a simulated Discord: whole fights played by clicking, with the
sealed fighter pick and every plan by DM (the thread only says who locked in), keeps, boosts
and the allocation in the thread, absorption, conversion and pursuit by DM, the Discard
action's cards in one multi-select; a 1v1 of ready-made fighters, a 2v2 with a character
built through ``/kungfuduel character new``, a fight with a game master who grants cards and
a free turn, and a player whose DMs are closed playing through "My hand"."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from simcord.results import to_discord_message

from bot.registry import default_registry
from bot.text import voice
from cogs.kungfu_duel import table_for
from rules.core import Decision
from rules.kungfu_duel import GAME, EventKind, KFAction, KFState, KFView, Kind, Layout
from rules.kungfu_duel.content import BONUS, card_value
from tests.e2e.harness import Table, option_key, private_answer, prompt_controls, table
from tests.replay import assert_replays
from tests.rules.kungfu_duel.builder import FSpec, act, bet, build, do, lock, stack_deck

MAX_CLICKS = 1500
"""Far above an aggressive 2v2's length (about 300 clicks): a fight that never ends fails."""
RECENT = 12
"""Messages of a channel where a player's current prompt may be: it is among the newest."""
EXPIRE_EVERY = 25
"""Clicks between two jumps of the virtual clock past discord.py's 15-minute timeout on the
views of ephemeral prompts; the jump stays far below the daily pace's clocks."""


# ------------------------------------------------------------------ an aggressive fighter

def _by_kind(decision: Decision) -> dict[Kind, list[KFAction]]:
    by: dict[Kind, list[KFAction]] = {}
    for o in decision.options:
        assert isinstance(o, KFAction)
        by.setdefault(o.kind, []).append(o)
    return by


def aggressive(view: KFView, decision: Decision, rnd: random.Random,
               character: str | None = None) -> list[KFAction]:
    """What a player who wants the fight over clicks, reading only their own view: bets built
    from Vigueur down, every Atout and weapon use, a full hand thinned by the Discard action,
    the highest card kept, every boost, the wound rather than a conversion, pursuit; the game
    master grants a card and, on turn 1, a free turn. Several actions: one multi-select."""
    by = _by_kind(decision)
    kind = decision.kind
    me = next((f for f in view.fighters if f.player == decision.player), None)
    if kind == "pick":
        return [next((o for o in by[Kind.PICK] if o.arg == character), by[Kind.PICK][0])]
    if kind == "gm":
        return [_gm(view, by, rnd)]
    assert me is not None
    if kind == "plan":
        return _plan(me, by, rnd)
    if kind == "keep":
        return [max(by[Kind.KEEP], key=lambda o: (card_value(o.n or 0), o.n))]
    if kind == "boost":
        item = me.front.materiel
        room = BONUS[item.id].power - len(me.boosts or []) if item is not None else 0
        fresh = [o for o in by.get(Kind.BOOST, []) if o.n not in (me.boosts or [])]
        return fresh[:room] or by[Kind.BOOST_DONE]
    if kind == "allocate":
        return [rnd.choice([by[Kind.ALLOT][0], by[Kind.ALLOT][-1]])]
    if kind == "absorb":
        protect = by.get(Kind.PROTECT, [])
        return [protect[0]] if protect and rnd.random() < 0.3 else by[Kind.ABSORB_DONE]
    if kind == "convert":
        convert = by.get(Kind.CONVERT, [])
        return [convert[0]] if convert and rnd.random() < 0.3 else by[Kind.WOUND]
    return [rnd.choice(by[Kind.PURSUE])]


def _gm(view: KFView, by: dict[Kind, list[KFAction]], rnd: random.Random) -> KFAction:
    if Kind.GRANT in by and not view.gm_granted:
        return by[Kind.GRANT][0]
    if view.turn == 1 and Kind.FREE_GO in by:
        return by[Kind.FREE_GO][0]
    if view.turn == 1 and Kind.FREE in by and not view.gm_free:
        return by[Kind.FREE][0]
    return by[Kind.GM_DONE][0]


def _plan(me: Any, by: dict[Kind, list[KFAction]], rnd: random.Random) -> list[KFAction]:
    plan, hand = me.plan, me.hand or []
    if Kind.SLOT in by:  # build from the top: the lowest component index first
        return [min(by[Kind.SLOT], key=lambda o: (me.stacks[o.n or 0] != [], o.n))]
    if Kind.BACK in by and Kind.BET not in by:  # the Discard action's batch
        marks = [o for o in by.get(Kind.MARK, []) if o.arg and o.arg.startswith("hand:")
                 and o.arg not in (plan.marks or [])]
        if marks:
            return rnd.sample(marks, min(len(marks), rnd.choice((1, 2))))
        return by.get(Kind.DISCARD_GO) or by[Kind.BACK]
    if Kind.ATOUT in by:
        return [by[Kind.ATOUT][0]]
    item = me.front.materiel
    uses = [o for o in by.get(Kind.USE, []) if o.arg == "materiel"]
    if uses and item is not None and item.pool:
        return uses
    if Kind.POSE in by and rnd.random() < 0.6:
        return [by[Kind.POSE][0]]
    if Kind.DISCARD in by and len(hand) >= 2 and not plan.discarded and rnd.random() < 0.5:
        return by[Kind.DISCARD]
    if Kind.DRAW in by and len(hand) < 2 and (me.ap_left or 0) >= 2 and rnd.random() < 0.4:
        return by[Kind.DRAW]
    bets = by.get(Kind.BET, [])
    if bets:  # two bets on each empty component, from Vigueur down
        planned = Counter(b.comp for b in plan.bets)
        empty = [o for o in bets if not me.stacks[o.n or 0] and planned[o.n] < 2]
        return [empty[0] if empty else bets[0]]
    return by[Kind.LOCK]


# ------------------------------------------------------------------ clicking

@dataclass
class Player:
    """What a member clicks through: their DMs, their last ephemeral prompt."""

    name: str
    character: str | None = None
    """The character key they pick (a ready-made id, or ``saved:0``)."""
    ephemeral: Any = None
    seen: list[str] = field(default_factory=list)
    """The text of every prompt they answered."""
    labels: list[str] = field(default_factory=list)
    acted: int = 0
    """The match's version after their last click: an older prompt of theirs is stale."""


def _chosen(message: discord.Message, actions: list[KFAction]) -> list[tuple[Any, ...]]:
    wanted = [a.key for a in actions]
    return [c for c in prompt_controls(message) if option_key(c[0], c[1]) in wanted]


async def click_choice(t: Table, who: Player, message: discord.Message,
                       actions: list[KFAction]) -> None:
    """Click the control of ``actions[0]``; several actions go in one multi-select."""
    who.seen.append(message.content)
    who.labels += [c[2] for c in prompt_controls(message)]
    chosen = _chosen(message, actions)
    assert chosen, f"{who.name}: no control for {actions} in {message.content!r}"
    custom_id, value, _, _, multi = chosen[0]
    actor = t[who.name].user if message.guild is None else t[who.name]
    if multi:
        result = await actor.select(message, [c[1] for c in chosen], custom_id=custom_id)
    elif value:
        result = await actor.select(message, [value], custom_id=custom_id)
    else:
        result = await t.click(who.name, message, custom_id=custom_id)
    assert result.acknowledged
    followups = [m for m in result.followups if m.ephemeral]
    if followups:
        who.ephemeral = followups[-1]


def recent(t: Table, channel_id: int, n: int = RECENT) -> list[discord.Message]:
    stored = t.env.backend.messages.get(channel_id, {})
    return [to_discord_message(t.env, m) for m in sorted(stored.values(), key=lambda m: m.id)[-n:]]


def find_prompt(t: Table, who: Player, private: bool) -> discord.Message | None:
    """The newest message showing ``who``'s live controls (none older than their last click):
    a DM or their ephemeral prompt for a private decision, the thread's message that mentions
    them for a public one."""
    if private:
        candidates = list(recent(t, t[who.name].user.dm_channel.id))
        if who.ephemeral is not None:
            candidates.append(who.ephemeral.message)
    else:
        mention = t[who.name].mention
        candidates = [m for m in recent(t, t.thread().id, 30) if mention in m.content]
    live = [m for m in candidates if any(c[3] >= who.acted for c in prompt_controls(m))]
    return max(live, key=lambda m: max(c[3] for c in prompt_controls(m))) if live else None


async def my_hand(t: Table, who: Player) -> discord.Message:
    shown = await t.click(who.name, t.thread().history()[0], label="My hand")
    assert shown.response.ephemeral
    who.ephemeral = shown.response
    return shown.response.message  # type: ignore[no-any-return]


@dataclass
class Played:
    clicks: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    multi: int = 0
    """Batches answered in a multi-select (the Discard action's cards, boosts)."""
    by_hand: int = 0
    """Prompts reached through "My hand" (DMs closed, or a stale multi-select)."""
    public: int = 0
    """Decisions answered in the thread."""
    allocations: int = 0
    """Allocations asked (R26: only with several losers)."""
    actions: Counter[str] = field(default_factory=Counter)
    """The kinds of the actions clicked."""


async def play(t: Table, match_id: int, rnd: random.Random,
               people: dict[str, Player]) -> Played:
    played = Played()
    while played.clicks < MAX_CLICKS:
        match, state = await t.bot.matches.state(match_id)
        if match.over:
            return played
        assert isinstance(state, KFState)
        decision = rnd.choice(GAME.pending(state))
        who = people[t.name_of(decision.player)]
        message = find_prompt(t, who, decision.private)
        if message is None:  # no DM reached them: the status message's "My hand"
            message = await my_hand(t, who)
            played.by_hand += 1
        view = GAME.view(state, decision.player)
        actions = aggressive(view, decision, rnd, who.character)
        chosen = _chosen(message, actions)
        if chosen and chosen[0][4] and chosen[0][3] != match.version:
            # A multi-select answers only at its own version (the others planned since):
            # a fresh copy comes from "My hand", as "out of date" tells a member.
            message = await my_hand(t, who)
            played.by_hand += 1
            chosen = _chosen(message, actions)
        played.multi += bool(chosen and chosen[0][4])
        played.public += not decision.private
        played.allocations += decision.kind == "allocate"
        await click_choice(t, who, message, actions)
        after, _ = await t.bot.matches.state(match_id)
        assert after.version > match.version, f"{who.name}'s click changed nothing"
        who.acted = after.version
        played.clicks += 1
        played.kinds[decision.kind] += 1
        played.actions.update(str(a.kind) for a in actions)
        if played.clicks % EXPIRE_EVERY == 0:
            await t.advance(16 * 60)
    raise AssertionError(f"no result after {played.clicks} clicks: {played.kinds}")


async def open_fight(t: Table, host: str, guests: list[str], **options: Any) -> int:
    res = await t.slash(host, "kungfuduel new", **options)
    lobby = res.response.message
    for guest in guests:
        await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    return max(m.id for m in await t.bot.matches.store.list_matches())


async def assert_finished(t: Table, match_id: int) -> KFState:
    match, state = await t.bot.matches.state(match_id)
    assert isinstance(state, KFState) and match.status == "finished"
    outcome = GAME.outcome(state)
    assert outcome is not None and match.result == outcome.model_dump(mode="json")
    thread = t.thread().history()
    for winner in outcome.winners:
        assert f"<@{winner}>" in thread[-1].content
    status = thread[0]
    assert status.attachments[0].filename == "board.png"
    assert "🏁" in status.embeds[0].description and status.components == []
    await assert_replays(t.bot.matches, match_id)
    return state


def thread_text(t: Table) -> str:
    return "\n".join(m.content for m in t.thread().history())


def pictures(t: Table) -> list[str]:
    return [a.filename for m in t.thread().history() for a in m.attachments]


def assert_sealed_planning(t: Table, people: dict[str, Player]) -> None:
    """Section 10: the thread says who locked in, the plans come out only at the reveal."""
    log = thread_text(t)
    assert "locked in" in log and "🂠" in log and "⚖️ Comparison" in log
    assert "Bets so far" not in log and "plan in secret" not in log
    assert any(name.startswith("comparison-") for name in pictures(t)), "the grid is posted"
    for who in people.values():
        assert any("plan in secret" in s for s in who.seen), who.name
        assert "hand.png" not in pictures(t), "no private hand in the public thread"


# ------------------------------------------------------------------ the fights

async def test_a_duel_of_ready_made_fighters(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=1) as t:
        match_id = await open_fight(t, "alice", ["bob"])
        people = {"alice": Player("alice", "vieux_maitre_ivre"),
                  "bob": Player("bob", "grue_blanche")}
        played = await play(t, match_id, random.Random(1), people)
        state = await assert_finished(t, match_id)
        assert [f.character for f in state.fighters] == ["vieux_maitre_ivre", "grue_blanche"]
        assert "Pick your fighter" in people["alice"].seen[0]
        assert any("You fight for side A; your character: Vieux maître ivre" in s
                   for s in people["alice"].seen), "the DMs say who you are"
        assert "Grue blanche (White Crane) · V8 D9 T6 P3" in people["bob"].labels
        log = thread_text(t)
        assert "has picked a fighter" in log and "🥋 The fighters:" in log
        assert "Vieux maître ivre" in log and "▶️ Turn 1." in log
        assert_sealed_planning(t, people)
        assert played.kinds["pick"] == 2 and played.kinds["plan"] > 10
        print(f"\n1v1: {played}, {GAME.outcome(state)}")


async def test_two_against_two_with_a_built_character(tmp_path: Path) -> None:
    names = ("alice", "bob", "carol", "dan")
    async with table(tmp_path / "db.sqlite3", names=names, seed=3) as t:
        await build_character(t, "carol", "Mei <@1>")
        match_id = await open_fight(t, "alice", ["bob", "carol", "dan"], players=4)
        people = {"alice": Player("alice", "vieux_maitre_ivre"),
                  "bob": Player("bob", "serpent_de_jade"),
                  "carol": Player("carol", "saved:0"), "dan": Player("dan", "grue_blanche")}
        played = await play(t, match_id, random.Random(3), people)
        state = await assert_finished(t, match_id)
        assert state.sides == [[t.uid("alice"), t.uid("bob")], [t.uid("carol"), t.uid("dan")]]
        mei = next(f for f in state.fighters if f.player == t.uid("carol"))
        assert (mei.character, mei.ratings, mei.signature) == ("Mei <@1>", [9, 8, 5, 3], "M06")
        assert "Mei <@\u200b1> (your character)" in people["carol"].labels
        assert not any("(your character)" in x for x in people["dan"].labels)
        assert any("You fight for side B with" in s and "your character: Mei" in s
                   for s in people["carol"].seen)
        log = thread_text(t)
        assert "Mei" in log and "<@1>" not in log, "a typed name pings nobody"
        assert_sealed_planning(t, people)
        assert played.public and played.allocations, "thread choices, the captain's too"
        assert played.actions["mark"] and played.multi, "the Discard action's multi-select"
        assert "· discarded" in log, "the cards discarded are told at the reveal"
        print(f"\n2v2: {played}, {GAME.outcome(state)}")


async def build_character(t: Table, who: str, name: str) -> None:
    """``/kungfuduel character new``, as a member answers the wizard: a custom build."""
    shown = await t[who].slash(t.channel, "kungfuduel character new")
    result = await t[who].submit_modal(shown, {"name": name})
    result = await t.click(who, result.response.message, label="Build my own")
    for op, value in (("rate", "9"), ("rate", "8"), ("rate", "5"), ("rate", "3"),
                      ("sign", "M06")):
        message = result.response.message
        custom_id = next(c.custom_id for row in message.components
                         for c in getattr(row, "children", [])
                         if isinstance(c, discord.SelectMenu) and c.custom_id.endswith(op))
        result = await t.select(who, message, value, custom_id)
    saved = await t.click(who, result.response.message, label="Save")
    assert "Saved your character" in private_answer(saved)


async def test_a_game_master_grants_cards_and_a_free_turn(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob", "carol"), seed=3) as t:
        match_id = await open_fight(t, "alice", ["bob", "carol"], gm=True)
        people = {"alice": Player("alice"), "bob": Player("bob", "serpent_de_jade"),
                  "carol": Player("carol", "vieux_maitre_ivre")}
        played = await play(t, match_id, random.Random(3), people)
        state = await assert_finished(t, match_id)
        assert state.gm == t.uid("alice") and len(state.fighters) == 2
        assert played.kinds["gm"] >= 3
        assert not any("Pick your fighter" in s for s in people["alice"].seen), "no fighter"
        alice = "\n".join(people["alice"].seen)
        assert "You are the game master" in alice and "phase 0" in alice
        log = thread_text(t)
        assert "is the game master and does not fight" in log
        assert "🎁 The game master grants" in log and "🆓 A free turn for" in log
        assert "Granted to" not in log, "the cards granted are secret (section 8)"
        assert any("Granted to" in s for s in people["alice"].seen), "the GM reads the cards"
        print(f"\nGM: {played}, {GAME.outcome(state)}")


async def test_closed_dms_play_a_fight_through_my_hand(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=4) as t:
        t.close_dms("bob")
        match_id = await open_fight(t, "alice", ["bob"])
        people = {"alice": Player("alice", "serpent_de_jade"),
                  "bob": Player("bob", "vieux_maitre_ivre")}
        played = await play(t, match_id, random.Random(4), people)
        await assert_finished(t, match_id)
        assert played.by_hand > 0
        pings = [m.content for m in t.thread().history() if t["bob"].mention in m.content]
        assert any("can't send you direct messages" in p for p in pings)
        assert t.dms("bob") == [], "nothing reached bob's closed DMs"
        assert any("Pick your fighter" in s for s in people["bob"].seen)
        assert "hand.png" not in pictures(t), "no private hand in the public thread"


async def test_new_checks_players_against_sides_and_seats_the_game_master(
        tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=5) as t:
        res = await t.slash("alice", "kungfuduel new", players=3, sides="2v2")
        assert res.response.ephemeral and "2v2 takes a different number" in \
            res.response.content
        assert await t.bot.matches.store.list_matches() == []
        res = await t.slash("alice", "kungfuduel new", sides="1v3", gm=True, pace="live")
        lobby = res.response.message
        (match,) = await t.bot.matches.store.list_matches()
        assert t.bot.matches.capacity(match) == 5
        assert match.options["layout"] == "1v3" and match.options["gm"] is True
        pace = next(f for f in lobby.embeds[0].fields if f.name == "Pace")
        assert "3 minutes to plan" in pace.value and "90 seconds to absorb" in pace.value
    assert table_for(None, None) == (2, Layout.DUEL)
    assert table_for(3, None) == (3, Layout.ONE_TWO)
    assert table_for(None, "1v3") == (4, Layout.ONE_THREE)
    assert table_for(4, "1v2") is None


async def test_a_discard_multi_select_survives_another_fighters_move(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=6) as t:
        match_id = await open_fight(t, "alice", ["bob"])
        people = {"alice": Player("alice"), "bob": Player("bob")}
        # Through the pick, then alice draws two cards and opens the Discard action.
        for who, choice in (("alice", Kind.PICK), ("bob", Kind.PICK), ("alice", Kind.DRAW),
                            ("alice", Kind.DRAW), ("alice", Kind.DISCARD)):
            _, state = await t.bot.matches.state(match_id)
            decision = GAME.decision_for(state, t.uid(who))
            assert decision is not None
            action = next(o for o in decision.options if o.kind is choice)
            message = find_prompt(t, people[who], True)
            assert message is not None
            await click_choice(t, people[who], message, [action])  # type: ignore[list-item]
        stale = find_prompt(t, people["alice"], True)
        assert stale is not None and any(c[4] for c in prompt_controls(stale))
        _, state = await t.bot.matches.state(match_id)
        bob = GAME.decision_for(state, t.uid("bob"))
        assert bob is not None
        await click_choice(t, people["bob"], find_prompt(t, people["bob"], True),  # type: ignore[arg-type]
                           [next(o for o in bob.options if o.kind is Kind.BET)])  # type: ignore[list-item]
        before, _ = await t.bot.matches.state(match_id)
        marks = [o for o in GAME.decision_for(state, t.uid("alice")).options  # type: ignore[union-attr]
                 if o.kind is Kind.MARK]
        await click_choice(t, people["alice"], stale, marks[:2])  # type: ignore[arg-type]
        after, _ = await t.bot.matches.state(match_id)
        assert after.version > before.version, "the marked cards were discarded"


# ------------------------------------------------------------------ every word

def _check_words(say: Any, state: KFState, kinds: Counter[str]) -> None:
    ui = default_registry()["kungfu_duel"].ui
    for decision in GAME.pending(state):
        views = [GAME.view(state, decision.player)]
        if not decision.private:  # also read in the thread, after a mention
            views.append(GAME.view(state, None))
        for view in views:
            text = ui.prompt(say, view, decision)
            assert text and "kungfu_duel." not in text and "{" not in text, text
            for option in decision.options:
                label = ui.label(say.plain(), view, option)
                assert 0 < len(label.text) <= 80 and "kungfu_duel." not in label.text, label
                assert label.description is None or len(label.description) <= 100, label
        kinds[decision.kind] += 1
        kinds.update(str(o.kind) for o in decision.options)  # type: ignore[attr-defined]


def _limit_reached() -> KFState:
    """R41: turn 1 of 1 ends with no damage (both bet nothing)."""
    state = build({"A": FSpec(), "B": FSpec()}, turn_limit=1)
    return do(state, lock("A"), lock("B"))


def _refill_surrender() -> KFState:
    """R37: with Tempo rating 1 (threshold 13) a refill drops Tempo to 0: "refill (you will
    surrender)", and the surrender at the reveal ends the fight."""
    state = build({"A": FSpec(ratings=(8, 6, 1, 4)), "B": FSpec()})
    stack_deck(state, "9♦")
    return do(state, bet("B", "V"), lock("B"), act("A", Kind.REFILL, arg="surrender"))


def test_every_option_prompt_and_event_has_words() -> None:
    """Random fights at every table (with timeouts) and two positions the random ones rarely
    reach (the turn limit, a refill surrender): each decision's prompt and each option's
    label read as words from the catalog, short enough for Discord; every event line too,
    for each reader; the status lines, who you are and the result."""
    spec = default_registry()["kungfu_duel"]
    names = {str(100 + i): n for i, n in enumerate(("Aiko", "Bruno", "Chen", "Dara", "Eon"))}
    say = voice({**names, "A": "Aiko", "B": "Bruno"}, dict(spec.formats))
    kinds: Counter[str] = Counter()
    events: list[Any] = []
    results: set[str] = set()
    for players, options in spec.shapes:
        for seed in range(6):
            rnd = random.Random(seed)
            state = GAME.setup([str(100 + i) for i in range(players)], seed,
                               GAME.Options(**options))
            events += state.log
            while GAME.pending(state):
                _check_words(say, state, kinds)
                assert spec.ui.status_lines(say, GAME.view(state, None))
                decision = rnd.choice(GAME.pending(state))
                new = (GAME.timeout(state, decision.player) if rnd.random() < 0.05
                       else GAME.apply(state, rnd.choice(decision.options)))
                events += new.events_since(state.emitted)
                state = new
            outcome = GAME.outcome(state)
            assert outcome is not None
            results.add(spec.ui.result_detail(say, outcome))
            for player in state.players:
                identity = spec.ui.identity(say, GAME.view(state, player))
                assert identity.startswith("You ") and "kungfu_duel." not in identity
    for state in (_limit_reached(), _refill_surrender()):
        events += state.log
        _check_words(say, state, kinds)
        assert spec.ui.status_lines(say, GAME.view(state, None))
    for viewer in (None, *names, "A", "B"):
        for line in say.lines("kungfu_duel", events, viewer):
            assert "kungfu_duel." not in line and "{" not in line, line
    assert len(results) == 2 and all(results), results
    assert {"pick", "gm", "plan", "keep", "boost", "allocate", "absorb", "convert",
            "pursue"} <= set(kinds), kinds
    assert {str(k) for k in Kind} <= set(kinds), set(map(str, Kind)) - set(kinds)
    assert {str(k) for k in EventKind} <= {e.kind for e in events}, \
        set(map(str, EventKind)) - {e.kind for e in events}
    pictures = spec.ui.event_pictures(say, [e for e in events if e.to is None][-40:])
    assert pictures and all(name.startswith("comparison-") for name, _ in pictures)
