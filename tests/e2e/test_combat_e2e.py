"""Combat end to end in a simulated Discord: whole duels played by clicking, every choice in
DMs (the sealed deck choice, the turn's menu, discards in one multi-select, destinations,
push ties), the four starter decks, a deck saved with ``/combat deck build`` and chosen at the
deck choice, and a player whose DMs are closed playing through "My hand"."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from simcord.results import to_discord_message

from bot.registry import GameSpec, default_registry
from bot.text import voice
from rules.combat import GAME, CBAction, CBState, CBView, EventKind, Kind, MenuPart
from rules.combat.content import CARDS, Basic, CardType, StepKind, Verb
from rules.core import Decision
from rules.kit.hexgrid import distance
from tests.e2e.harness import Table, option_key, private_answer, prompt_controls, table
from tests.replay import assert_replays
from tests.rules.combat import builder
from tests.rules.combat.builder import A, B, Paused, SideSpec, act, build, do, intervene

MAX_CLICKS = 400
"""Far above an aggressive duel's length (about 60 clicks): a duel that never ends fails."""
RECENT = 12
"""Messages of a channel where a player's current prompt may be: it is among the newest."""
EXPIRE_EVERY = 25
"""Clicks between two jumps of the virtual clock past discord.py's 15-minute timeout on the
views of ephemeral prompts (their timers would pile up and slow every settle); the jump stays
far below the daily pace's clocks."""
SAVED_DECK = ("météorite, incendie, boule de feu, bouffée de chaleur, cracher du feu, "
              "onde de choc, morsure, charge, enragé, coup de tête, "
              "projectile x3, frappe x3, choc x2, avancée x2")
"""A legal deck typed as a member would: the fire cards and the beast's bites."""


# ------------------------------------------------------------------ an aggressive duellist

def _sides(view: CBView, me: str) -> tuple[Any, Any, int | None]:
    mine = next(s for s in view.sides if s.player == me)
    theirs = next(s for s in view.sides if s.player != me)
    gap = None if mine.cell is None or theirs.cell is None else distance(mine.cell,
                                                                          theirs.cell)
    return mine, theirs, gap


def _holds(card: str, gap: int | None, hand: int) -> bool:
    """Whether the card's leading conditions hold, as its player can tell from their view
    (conditions it cannot judge at a glance count as failing)."""
    paid = 0
    for s in CARDS[card].steps:
        if s.kind is not StepKind.C:
            return True
        if s.verb is Verb.CORPS_A_CORPS and gap != 1:
            return False
        if s.verb is Verb.DISTANCE and (gap is None or gap < s.n):
            return False
        if s.verb is Verb.PORTEE and (gap is None or gap > s.n):
            return False
        if s.verb is Verb.DEFAUSSER:
            paid += s.n
            if hand - 1 < paid:
                return False
        if s.verb in (Verb.CHARME, Verb.VISIBLE, Verb.CONTRE, Verb.IGNORANT):
            return False
    return True


def _damage(card: str) -> int:
    return sum(s.n for s in CARDS[card].steps if s.verb is Verb.BLESSER)


def _blocks(card: str) -> int:
    return sum(s.n for s in CARDS[card].steps if s.verb is Verb.BLOQUER)


def _closes_in(card: str) -> bool:
    return CARDS[card].type is CardType.DEPLACEMENT and any(
        s.verb in (Verb.S_APPROCHER, Verb.SE_DEPLACER, Verb.SAUTER) for s in CARDS[card].steps)


def aggressive(view: CBView, decision: Decision, rnd: random.Random,
               deck: str | None = None) -> CBAction:
    """What a player who wants a quick KO clicks, reading only their own view: the chosen
    deck; a big block while freshly wounded, else the hardest hit that lands, else release
    the opponent's paused cards when the hand can pay, else a basic attack in melee, else
    close in or play the other cards; destinations as near the other figure as they go."""
    options = [o for o in decision.options if isinstance(o, CBAction)]
    by: dict[Kind, list[CBAction]] = {}
    for o in options:
        by.setdefault(o.kind, []).append(o)
    if decision.kind == "deck":
        return next((o for o in options if o.arg == deck), options[0])
    if decision.kind == "turn":
        return _turn(view, decision.player, by, rnd) or options[0]
    if decision.kind == "move":
        assert view.turn is not None and view.turn.run is not None
        ask = view.turn.run.ask
        assert ask is not None
        still = next(s for s in view.sides if s.player != ask.mover)
        if still.cell is None:
            return options[0]
        if Kind.COLUMN in by:
            best = min(ask.cells, key=lambda c: distance(c, still.cell))
            return next(o for o in by[Kind.COLUMN] if o.n == best.q)
        cells = by.get(Kind.MOVE, [])
        return min(cells, key=lambda o: (distance(o.cell, still.cell), rnd.random()))
    return rnd.choice(options) if decision.kind == "discard" else options[0]


def _turn(view: CBView, me: str, by: dict[Kind, list[CBAction]],
          rnd: random.Random) -> CBAction | None:
    if Kind.MENU in by:  # section 10's split menu: the cards first
        return next((o for o in by[Kind.MENU] if o.arg == MenuPart.CARD), by[Kind.MENU][0])
    mine, theirs, gap = _sides(view, me)
    hand = mine.hand_count
    plays = [o for o in by.get(Kind.PLAY, []) if o.arg and _holds(o.arg, gap, hand)]
    blocks = [o for o in plays if _blocks(o.arg or "") >= 3]
    if mine.recent >= 3 and blocks:  # a big block, while the wounds are fresh (R24)
        return blocks[0]
    hits = sorted((o for o in plays if _damage(o.arg or "")), key=lambda o: -_damage(o.arg or ""))
    if hits:
        return hits[0]
    # Their lasting effects (a shield, Force, Charme...) are worth a card of one's hand.
    theirs_paused = {z.uid for z in theirs.zone}
    releases = [o for o in by.get(Kind.INTERVENE, []) if o.uid in theirs_paused and hand >= 3]
    if releases:
        return releases[0]
    basics = {Basic(o.arg): o for o in by.get(Kind.BASIC, []) if o.arg}
    if gap == 1 and hand < 2 and Basic.PASSIF in basics and rnd.random() < 0.4:
        return basics[Basic.PASSIF]  # a card in hand hits harder than the basic attack
    if gap == 1 and Basic.ATTAQUE in basics:
        return basics[Basic.ATTAQUE]
    moves = [o for o in plays if _closes_in(o.arg or "")]
    if gap is not None and gap > 2 and moves:
        return moves[0]
    others = [o for o in plays if CARDS[o.arg or ""].type is not CardType.DEPLACEMENT]
    if others and rnd.random() < 0.6:
        return rnd.choice(others)
    if hand < 3 and Basic.PASSIF in basics and (gap != 1 or rnd.random() < 0.5):
        return basics[Basic.PASSIF]
    if gap is not None and gap > 1 and Basic.DEPLACEMENT in basics:
        return basics[Basic.DEPLACEMENT]
    return by[Kind.BACK][0] if Kind.BACK in by else basics.get(Basic.PASSIF)


# ------------------------------------------------------------------ clicking

@dataclass
class Player:
    """What a member clicks through: their DMs, their last ephemeral prompt."""

    name: str
    deck: str | None = None
    """The deck key they pick at the deck choice."""
    ephemeral: Any = None
    seen: list[str] = field(default_factory=list)
    """The text of every prompt they answered."""
    labels: list[str] = field(default_factory=list)
    """Every option label they were shown."""


async def click_choice(t: Table, who: Player, message: discord.Message,
                       actions: list[CBAction]) -> None:
    """Click the control of ``actions[0]``; several actions go in one multi-select."""
    controls = prompt_controls(message)
    who.seen.append(message.content)
    who.labels += [c[2] for c in controls]
    wanted = [a.key for a in actions]
    chosen = [c for c in controls if option_key(c[0], c[1]) in wanted]
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


def find_prompt(t: Table, who: Player, version: int) -> discord.Message | None:
    """The newest private message showing ``who``'s controls at ``version``: a DM, or their
    ephemeral prompt (every Combat decision is private)."""
    candidates = list(recent(t, t[who.name].user.dm_channel.id))
    if who.ephemeral is not None:
        candidates.append(who.ephemeral.message)
    live = [m for m in candidates if any(c[3] == version for c in prompt_controls(m))]
    return live[-1] if live else None


@dataclass
class Played:
    clicks: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    multi: int = 0
    """Discards answered in the multi-select."""
    several: int = 0
    """Of those, discards of several cards at once."""
    by_hand: int = 0
    """Prompts reached through "My hand" (DMs closed)."""


async def play(t: Table, match_id: int, rnd: random.Random,
               people: dict[str, Player]) -> Played:
    played = Played()
    while played.clicks < MAX_CLICKS:
        match, state = await t.bot.matches.state(match_id)
        if match.over:
            return played
        assert isinstance(state, CBState)
        decision = rnd.choice(GAME.pending(state))
        assert decision.private, "every Combat decision is asked privately (section 10)"
        who = people[t.name_of(decision.player)]
        message = find_prompt(t, who, match.version)
        if message is None:  # no DM reached them: the status message's "My hand"
            shown = await t.click(who.name, t.thread().history()[0], label="My hand")
            assert shown.response.ephemeral
            who.ephemeral = shown.response
            message = shown.response.message
            played.by_hand += 1
        view = GAME.view(state, decision.player)
        action = aggressive(view, decision, rnd, who.deck)
        actions = [action]
        if decision.kind == "discard" and any(c[4] for c in prompt_controls(message)):
            ask = view.turn.run.ask if view.turn and view.turn.run else None
            count = ask.count if ask is not None else 1
            picks = [o for o in decision.options if isinstance(o, CBAction)]
            actions = rnd.sample(picks, min(count, len(picks)))
            played.multi += 1
            played.several += len(actions) > 1
        await click_choice(t, who, message, actions)
        after, _ = await t.bot.matches.state(match_id)
        assert after.version > match.version, f"{who.name}'s click changed nothing"
        played.clicks += 1
        played.kinds[decision.kind] += 1
        if played.clicks % EXPIRE_EVERY == 0:
            await t.advance(16 * 60)
    raise AssertionError(f"no result after {played.clicks} clicks: {played.kinds}")


async def open_duel(t: Table, host: str, guest: str, **options: Any) -> int:
    res = await t.slash(host, "combat new", **options)
    lobby = res.response.message
    await t.click(guest, lobby, label="Join")
    await t.click(host, lobby, label="Start")
    return max(m.id for m in await t.bot.matches.store.list_matches())


async def assert_finished(t: Table, match_id: int) -> CBState:
    match, state = await t.bot.matches.state(match_id)
    assert isinstance(state, CBState) and match.status == "finished"
    outcome = GAME.outcome(state)
    assert outcome is not None and match.result == outcome.model_dump(mode="json")
    thread = t.thread().history()
    final = thread[-1].content
    for winner in outcome.winners:
        assert f"<@{winner}>" in final
    status = thread[0]
    assert status.attachments[0].filename == "board.png"
    assert "🏁" in status.embeds[0].description and status.components == []
    await assert_replays(t.bot.matches, match_id)
    return state


def thread_text(t: Table) -> str:
    return "\n".join(m.content for m in t.thread().history())


# ------------------------------------------------------------------ the duels

async def _duel(tmp_path: Path, decks: tuple[str, str], seed: int) -> Played:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=seed) as t:
        match_id = await open_duel(t, "alice", "bob")
        people = {"alice": Player("alice", decks[0]), "bob": Player("bob", decks[1])}
        played = await play(t, match_id, random.Random(seed), people)
        state = await assert_finished(t, match_id)
        for who in people.values():
            assert state.sides[t.uid(who.name)].deck_name == who.deck
            name = voice()(f"combat.deck.{who.deck}")
            assert f"your deck: {name}" in "\n".join(who.seen), "the DMs say whose deck"
            assert "Choose your deck for this duel" in who.seen[0]
            assert any("is yours: play a basic technique" in p for p in who.seen)
        seen = "\n".join(p for who in people.values() for p in who.seen)
        assert "Pick where your figure ends" in seen, "a destination is asked privately"
        assert "discard" in seen and "only sees how many" in seen, "so is a discard"
        log = thread_text(t)
        assert "has chosen a deck" in log and "Both decks are shuffled" in log
        assert "▶️ Turn" in log and "💥" in log, "turns and hits are told"
        assert t.dms("alice") and t.dms("bob")
        assert played.kinds["turn"] and played.kinds["deck"] == 2
        assert played.multi, "discards are picked in the multi-select"
        print(f"\n{decks}: {played.clicks} clicks {dict(played.kinds)}, multi {played.multi} "
              f"({played.several} of several cards), "
              f"{GAME.outcome(state).reason}")  # type: ignore[union-attr]
        return played


async def test_a_fire_deck_against_the_beast_deck(tmp_path: Path) -> None:
    await _duel(tmp_path, ("flamme", "croc"), 2)


async def test_the_cold_deck_against_the_charmer(tmp_path: Path) -> None:
    played = await _duel(tmp_path, ("givre", "charmeur"), 2)
    assert played.several, "several cards go in one pick of the multi-select (R18)"


async def test_a_saved_deck_is_built_then_chosen_and_played(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=3) as t:
        built = await t["alice"].slash(t.channel, "combat deck build", name="Pyro <@1>",
                                       cards=SAVED_DECK)
        assert "Saved your Combat deck" in private_answer(built)
        match_id = await open_duel(t, "alice", "bob")
        people = {"alice": Player("alice", "saved:0"), "bob": Player("bob", "croc")}
        await play(t, match_id, random.Random(3), people)
        state = await assert_finished(t, match_id)
        assert state.sides[t.uid("alice")].deck_name == "Pyro <@1>"
        alice = "\n".join(people["alice"].seen)
        assert "Pyro <@\u200b1> (your saved deck)" in people["alice"].labels
        assert "your deck: Pyro" in alice, "her DMs name her saved deck"
        assert "(your saved deck)" not in "\n".join(people["bob"].labels), \
            "bob has no saved deck to offer"
        assert "Pyro" not in thread_text(t), "the deck chosen is secret (section 8)"


async def test_closed_dms_play_a_duel_through_my_hand(tmp_path: Path) -> None:
    async with table(tmp_path / "db.sqlite3", names=("alice", "bob"), seed=4) as t:
        t.close_dms("bob")
        match_id = await open_duel(t, "alice", "bob")
        people = {"alice": Player("alice", "croc"), "bob": Player("bob", "givre")}
        played = await play(t, match_id, random.Random(4), people)
        await assert_finished(t, match_id)
        assert played.by_hand > 0 and played.multi, "a multi-select works in My hand too"
        pings = [m.content for m in t.thread().history() if t["bob"].mention in m.content]
        assert any("can't send you direct messages" in p for p in pings)
        assert t.dms("bob") == [], "nothing reached bob's closed DMs"
        assert any("Choose your deck" in s for s in people["bob"].seen)
        for message in t.thread().history():
            assert "hand.png" not in [a.filename for a in message.attachments], \
                "no private hand in the public thread"


# ------------------------------------------------------------------ every word


def _positions() -> list[tuple[CBState, list[CBAction]]]:
    """Positions that reach the rarer decisions (section 10): a Dissipate target, a move
    split by column, a push tie, a pull, a forced discard, an intervention's price, and the
    turn menu split past 25 options; then the rarer events (a card dispelled, HP lost to a
    blow of one's own, an immobilisation, a skipped turn, the turn cap). Each with the
    actions that lead there."""
    many = [c for c in CARDS if not CARDS[c].is_lambda][:22]
    return [
        (build(SideSpec(cell=(0, 0), hand=["antidote"]),
               SideSpec(cell=(0, 2), zone=[Paused("vigilance", at=1), Paused("fougue", at=1)])),
         [builder.play(A, "antidote")]),
        (build(SideSpec(cell=(0, -3), hand=["teletransportation"]), SideSpec(cell=(0, 3))),
         [builder.play(A, "teletransportation"), act(A, Kind.COLUMN, n=1)]),
        (build(SideSpec(cell=(0, 0), hand=["bouffee_de_chaleur"]), SideSpec(cell=(2, -1))),
         [builder.play(A, "bouffee_de_chaleur")]),
        (build(SideSpec(cell=(0, -3), hand=["attirance_irresistible"],
                        zone=[Paused("frime", at=1)]), SideSpec(cell=(0, 3))),
         [builder.play(A, "attirance_irresistible")]),
        (build(SideSpec(cell=(0, 0), hand=["insulte"]),
               SideSpec(cell=(0, 2), hand=["frappe", "choc", "choc"])),
         [builder.play(A, "insulte")]),
        (build(SideSpec(cell=(0, 0), hand=["frappe", "choc", "esquive", "bond"]),
               SideSpec(cell=(0, 2), zone=[Paused("prison_de_glace", at=2)])),
         [intervene(A, 1)]),
        (build(SideSpec(cell=(0, 0), hand=many), SideSpec(cell=(0, 2))),
         [act(A, Kind.MENU, arg=MenuPart.CARD)]),
        (build(SideSpec(cell=(0, 0), hand=["antidote"]),
               SideSpec(cell=(0, 2), zone=[Paused("vigilance", at=1)])),
         [builder.play(A, "antidote"), act(A, Kind.DISSIPATE, uid=1)]),
        (build(SideSpec(cell=(0, 0), hand=["coup_de_tete"]), SideSpec(cell=(0, 1))),
         [builder.play(A, "coup_de_tete")]),
        (build(SideSpec(cell=(0, 0), hand=["boule_de_neige", "frappe", "choc"]),
               SideSpec(cell=(0, 2))),
         [builder.play(A, "boule_de_neige"), builder.discard(A, "frappe")]),
        (build(SideSpec(cell=(0, 0), hand=["enigme", "frappe", "choc"]), SideSpec(cell=(0, 2))),
         [builder.play(A, "enigme"), builder.discard(A, "frappe")]),
        (build(turn_cap=1), [builder.basic(A, "rhétorique")]),
    ]


def _check_words(spec: GameSpec, say: Any, state: CBState, kinds: Counter[str]) -> None:
    for decision in GAME.pending(state):
        own = GAME.view(state, decision.player)
        text = spec.ui.prompt(say, own, decision)
        assert text and "combat." not in text, text
        for option in decision.options:
            label = spec.ui.label(say.plain(), own, option)
            assert 0 < len(label.text) <= 80 and "combat." not in label.text, label
        kinds[decision.kind] += 1
        kinds.update(str(o.kind) for o in decision.options)  # type: ignore[attr-defined]


def test_every_option_prompt_and_event_has_words() -> None:
    """Random games and the positions above: each decision's prompt and each option's label
    read as words from the catalog, short enough for a button; every event line too, for
    each reader."""
    spec = default_registry()["combat"]
    say = voice({"100": "Aiko", "101": "Bruno", A: "Aiko", B: "Bruno"}, dict(spec.formats))
    kinds: Counter[str] = Counter()
    events: list[Any] = []
    for seed in range(3):
        rnd = random.Random(seed)
        state = GAME.setup(["100", "101"], seed)
        events += state.log
        while GAME.pending(state):
            _check_words(spec, say, state, kinds)
            decision = rnd.choice(GAME.pending(state))
            new = GAME.apply(state, rnd.choice(decision.options))
            events += new.events_since(state.emitted)
            state = new
        assert spec.ui.status_lines(say, GAME.view(state, None))
        outcome = GAME.outcome(state)
        assert outcome is not None
        detail = spec.ui.result_detail(say, outcome)
        assert detail and "combat." not in detail, detail
        identity = spec.ui.identity(say, GAME.view(state, "100"))
        assert identity.startswith("You are ") and "your deck: " in identity, identity
    for start, actions in _positions():
        state = start
        events += state.log
        for action in actions:
            _check_words(spec, say, state, kinds)
            new = do(state, action)
            events += new.events_since(state.emitted)
            state = new
        _check_words(spec, say, state, kinds)
        assert spec.ui.status_lines(say, GAME.view(state, None))
    for viewer in (None, "100", "101", A, B):
        for line in say.lines("combat", events, viewer):
            assert "combat." not in line, line
    assert {"deck", "turn", "discard", "move", "push", "dissipate"} <= set(kinds), kinds
    assert {"menu", "back", "column", "intervene", "dissipate", "push"} <= set(kinds), kinds
    # No card of the pool has an effect Shield (only lasting ones): that event never comes.
    assert set(EventKind) - {e.kind for e in events} == {EventKind.SHIELD_UP}
