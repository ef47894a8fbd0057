"""Combat's words for a decision: each option's label and the prompt above them, the status
lines and who you are, chosen from the ``combat.*`` messages for a view
(``cogs/combat.py`` wires them in).

Only reads: the view, the action, the card data and the rules' own helpers for what a view
implies (a push's landing cell). Every word comes from the catalog.
"""

from __future__ import annotations

from bot.text import Voice
from bot.text.combat import user_text
from bot.ui.gameui import Label, Style
from rules.combat import CBAction, CBView, Kind, MenuPart, Phase
from rules.combat.content import BASICS, CARDS, STARTERS, Basic, Step, StepKind, Verb
from rules.combat.movement import push_path
from rules.combat.state import SAVED
from rules.combat.view import AskView, RunView, SideView, ZoneCardView
from rules.core import Decision, Outcome, Reason
from rules.kit.hexgrid import Orientation, direction_name, distance

LABEL_LIMIT = 80
"""Discord's limit on a button's label (a select option takes 100)."""
DESCRIPTION_LIMIT = 100
"""Discord's limit on a select option's description."""

_ARROWS: dict[str, str] = {"N": "⬆️", "NE": "↗️", "SE": "↘️", "S": "⬇️", "SW": "↙️",
                           "NW": "↖️"}
_BASIC_LOOKS: dict[Basic, tuple[str, Style]] = {
    Basic.ATTAQUE: ("👊", "danger"),
    Basic.DEFENSE: ("🛡️", "secondary"),
    Basic.PASSIF: ("🂠", "primary"),
    Basic.RHETORIQUE: ("💬", "secondary"),
    Basic.DEPLACEMENT: ("👣", "secondary"),
}
# Per action kind: the emoji and button style (the words are ``combat.label.<kind>``).
_LOOKS: dict[Kind, tuple[str | None, Style]] = {
    Kind.DECK: ("🎴", "primary"),
    Kind.PLAY: ("🃏", "primary"),
    Kind.INTERVENE: ("⏯️", "success"),
    Kind.MENU: ("📋", "primary"),
    Kind.BACK: ("↩️", "secondary"),
    Kind.DISCARD: ("🗑️", "secondary"),
    Kind.COLUMN: ("🧭", "secondary"),
    Kind.MOVE: ("📍", "primary"),
    Kind.PUSH: (None, "danger"),
    Kind.DISSIPATE: ("🌬️", "danger"),
}
_RESULTS = {Reason.KO: "ko", Reason.RING_OUT: "ring_out", Reason.ROUNDS: "rounds",
            Reason.DRAW: "draw"}
"""How a duel ended, by the engine's reasons (a resignation or a forfeit says it all)."""


def arrow(direction: int) -> str:
    return _ARROWS[direction_name(direction, Orientation.FLAT)]


def steps_of(card: str) -> tuple[Step, ...]:
    """A card's steps, or a basic technique's (a run names either)."""
    return CARDS[card].steps if card in CARDS else BASICS[Basic(card)]


def side_of(view: CBView, player: str | None) -> SideView | None:
    return next((s for s in view.sides if s.player == player), None)


def other_side(view: CBView, player: str) -> SideView:
    return next(s for s in view.sides if s.player != player)


def zone_card(view: CBView, uid: int | None) -> tuple[SideView, ZoneCardView] | None:
    """A card in an activity zone, with its owner's side."""
    for s in view.sides:
        for zc in s.zone:
            if zc.uid == uid:
                return s, zc
    return None


def fit(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


# ------------------------------------------------------------------------------ labels

def label(say: Voice, view: CBView, action: CBAction) -> Label:
    kind = action.kind
    emoji, style = _LOOKS.get(kind, (None, "secondary"))
    if kind is Kind.BASIC and action.arg is not None:
        emoji, style = _BASIC_LOOKS[Basic(action.arg)]
    elif kind is Kind.PUSH and action.n is not None:
        emoji = arrow(action.n)
    elif kind is Kind.MOVE and _stays(view, action):
        emoji, style = "⏹️", "secondary"
    elif kind is Kind.DISSIPATE and action.uid is None:
        emoji, style = "✋", "secondary"
    words = _words(say, view, action)
    if len(words) <= LABEL_LIMIT:
        return Label(words, emoji, style)
    # A select shows a description under the label: the whole text goes there.
    return Label(fit(words), emoji, style, description=fit(words, DESCRIPTION_LIMIT))


def _words(say: Voice, view: CBView, action: CBAction) -> str:
    kind = action.kind
    if kind is Kind.DECK:
        return _deck_words(say, view, action.arg or "")
    if kind is Kind.BASIC:
        return say("combat.label.basic", basic=action.arg)
    if kind is Kind.PLAY:
        return say("combat.label.play", card=action.arg)
    if kind is Kind.INTERVENE:
        return _intervention_words(say, view, action.uid)
    if kind is Kind.MENU:
        return say(f"combat.label.menu.{MenuPart(action.arg or MenuPart.BASIC).value}")
    if kind is Kind.DISCARD:
        n = (view.hand or []).count(action.arg or "")
        return say("combat.label.discard.copies" if n > 1 else "combat.label.discard",
                   card=action.arg, n=n)
    if kind is Kind.COLUMN:
        ask = _ask(view)
        cells = [c for c in (ask.cells if ask else []) if c.q == action.n]
        return say("combat.label.column", q=action.n, n=len(cells))
    if kind is Kind.MOVE and action.cell is not None:
        return _move_words(say, view, action)
    if kind is Kind.PUSH and action.n is not None:
        return _push_words(say, view, action.n)
    if kind is Kind.DISSIPATE:
        found = zone_card(view, action.uid)
        if found is None:
            return say("combat.label.dissipate.none")
        owner, zc = found
        return say("combat.label.dissipate", owner=owner.player, card=zc.card)
    return say("combat.label.back")


def _deck_words(say: Voice, view: CBView, key: str) -> str:
    """A starter deck by its name and theme; a saved deck by the name its owner gave it."""
    if key in STARTERS:
        return say("combat.label.deck.starter", deck=key,
                   theme=say(f"combat.deck_theme.{key}"))
    choice = next((c for c in view.deck_choices if c.key == key), None)
    if choice is None:
        return say("combat.label.deck.saved_unknown", n=int(key.removeprefix(SAVED)) + 1)
    return say("combat.label.deck.saved", name=user_text(say, choice.name))


def _intervention_words(say: Voice, view: CBView, uid: int | None) -> str:
    """R14: whose card, the paused step, then what follows it (for the owner, D6), as far as
    a button holds."""
    found = zone_card(view, uid)
    if found is None:
        return say("combat.label.back")
    owner, zc = found
    steps = steps_of(zc.card)
    # Performing the paused step does it: worded as the effect it becomes, not as a wait.
    done = steps[zc.at].model_copy(update={"kind": StepKind.E})
    own = ".own" if owner.player == view.viewer else ""
    head = say(f"combat.label.intervene{own}", owner=owner.player, card=zc.card, step=done)
    rest = steps[zc.at + 1:]
    if not rest:
        return head
    full = say("combat.label.intervene.rest", head=head, rest=list(rest))
    return full if len(full) <= LABEL_LIMIT else head


def _ask(view: CBView) -> AskView | None:
    run = view.turn.run if view.turn is not None else None
    return run.ask if run is not None else None


def _stays(view: CBView, action: CBAction) -> bool:
    ask = _ask(view)
    if ask is None or ask.mover is None:
        return False
    mover = side_of(view, ask.mover)
    return mover is not None and mover.cell == action.cell


def _move_words(say: Voice, view: CBView, action: CBAction) -> str:
    """A destination by its coordinates, and how far it is from the figure that does not move
    (the opponent on a self-move, the puller on ATTIRER)."""
    assert action.cell is not None
    ask = _ask(view)
    if ask is None or ask.mover is None or _stays(view, action):
        return say("combat.label.move.stay", cell=action.cell)
    still = other_side(view, ask.mover)
    if still.cell is None:
        return say("combat.label.move.stay", cell=action.cell)
    d = distance(action.cell, still.cell)
    if still.player == action.player:  # ATTIRER: the puller stays where they are
        return say("combat.label.move.you", cell=action.cell, d=d)
    return say("combat.label.move", cell=action.cell, d=d, other=still.label)


def _push_words(say: Voice, view: CBView, direction: int) -> str:
    """R20: where the pushed figure lands, or that it leaves the board."""
    ask = _ask(view)
    victim = side_of(view, ask.mover) if ask is not None else None
    if ask is None or victim is None or victim.cell is None:
        return say("combat.label.push", d=direction, cell=None)
    path, off = push_path(victim.cell, direction, ask.count)
    if off:
        return say("combat.label.push.off", d=direction)
    return say("combat.label.push", d=direction, cell=path[-1] if path else victim.cell)


# ------------------------------------------------------------------------------ prompts

def prompt(say: Voice, view: CBView, decision: Decision) -> str:
    kind = decision.kind
    me = decision.player
    other = next((p for p in view.order if p != me), me)
    if kind == "deck":
        return say("combat.prompt.deck", other=other)
    if kind == "turn":
        return _turn_prompt(say, view, decision)
    run = view.turn.run if view.turn is not None else None
    if run is None or run.ask is None:
        return say("combat.prompt.turn", number=view.turn.number if view.turn else 1)
    if kind == "discard":
        return _discard_prompt(say, view, run, me, other)
    if kind == "move":
        return _move_prompt(say, view, run, decision)
    if kind == "push":
        return say("combat.prompt.push", card=run.card, other=other, n=run.ask.count)
    return say("combat.prompt.dissipate", card=run.card, other=other, n=run.ask.count)


def _turn_prompt(say: Voice, view: CBView, decision: Decision) -> str:
    """R9 and what restricts it (R10), with the position in one line; inside a split menu
    (section 10), which part is open."""
    turn = view.turn
    me = side_of(view, decision.player)
    if turn is None or me is None:
        return say("combat.prompt.turn", number=1)
    kinds = {o.kind for o in decision.options if isinstance(o, CBAction)}
    if Kind.MENU in kinds:
        return say("combat.prompt.menu")
    if turn.menu is not None:
        return say(f"combat.prompt.menu.{turn.menu.value}")
    them = other_side(view, me.player)
    parts = [say("combat.prompt.turn.extra" if turn.extra else "combat.prompt.turn",
                 number=turn.number),
             say("combat.prompt.turn.situation", hp=me.hp, cell=me.cell, other=them.player,
                 other_hp=them.hp, other_cell=them.cell)]
    if me.cell is not None and them.cell is not None:
        parts.append(say("combat.prompt.turn.distance", d=distance(me.cell, them.cell)))
    if me.cell is None:
        parts.append(say("combat.prompt.turn.off"))
    elif me.hp <= 0:
        parts.append(say("combat.prompt.turn.low", hp=me.hp))
    if me.silenced:
        parts.append(say("combat.prompt.turn.silenced"))
    elif me.hand_count and me.hand_count < them.charme:
        parts.append(say("combat.prompt.turn.charmed", other=them.player, charme=them.charme))
    if me.disarmed:
        parts.append(say("combat.prompt.turn.disarmed"))
    if me.immobilised:
        parts.append(say("combat.prompt.turn.immobilised"))
    if not me.hand_count:
        parts.append(say("combat.prompt.turn.empty_hand", basic=Basic.PASSIF))
    return " ".join(parts)


def _discard_prompt(say: Voice, view: CBView, run: RunView, me: str, other: str) -> str:
    """R18: how many, and why (a condition, an effect, the opponent's card, an
    intervention)."""
    ask = run.ask
    assert ask is not None
    step = steps_of(run.card)[run.at]
    n = ask.count
    if step.kind is StepKind.C:
        head = say("combat.prompt.discard.condition", card=run.card, n=n)
    elif step.kind is StepKind.I:
        own = ".own" if run.owner == me else ""
        head = say(f"combat.prompt.discard.intervention{own}", owner=run.owner, card=run.card,
                   n=n)
    elif run.performer != me:
        head = say("combat.prompt.discard.forced", player=run.performer, card=run.card, n=n)
    else:
        head = say("combat.prompt.discard.effect", card=run.card, n=n)
    parts = [head]
    if n > 1:
        parts.append(say("combat.prompt.discard.many", n=n))
    if ask.chosen:
        parts.append(say("combat.prompt.discard.chosen", cards=ask.chosen))
    parts.append(say("combat.prompt.discard.how", other=other))
    return " ".join(parts)


def _move_prompt(say: Voice, view: CBView, run: RunView, decision: Decision) -> str:
    """R19/R20: which move, what moves (your figure, or theirs for ATTIRER), and the column
    split of section 10."""
    ask = run.ask
    assert ask is not None and ask.mover is not None
    verb = steps_of(run.card)[run.at].verb
    other = other_side(view, decision.player).player
    head = say(f"combat.prompt.move.{verb.value}", card=run.card, n=ask.count, other=other)
    kinds = {o.kind for o in decision.options if isinstance(o, CBAction)}
    mover = side_of(view, ask.mover)
    if Kind.COLUMN in kinds:
        return head + " " + say("combat.prompt.move.columns", n=len(ask.cells))
    if ask.column is not None:
        return head + " " + say("combat.prompt.move.column", q=ask.column)
    stay = "combat.prompt.move.stay_other" if verb is Verb.ATTIRER else "combat.prompt.move.stay"
    return head + " " + say(stay, cell=mover.cell if mover else None)


# ------------------------------------------------------------------------------ status

_EFFECTS = ("force", "charme", "pool", "pending_shield", "shield", "concentration", "gel",
            "poison", "skip", "extra")
_FLAGS = ("immobilised", "disarmed", "silenced")


def status_lines(say: Voice, view: CBView) -> list[str]:
    """Section 10's public summary beside the picture: whose turn, each side's HP, cell and
    counts, the distance, and every lasting effect in force."""
    if view.phase is Phase.DECKS:
        head = say("combat.status.decks", n=sum(1 for s in view.sides if s.ready))
    elif view.phase is Phase.OVER or view.turn is None:
        head = say("combat.status.over")
    else:
        head = say("combat.status.turn", number=view.turn.number, cap=view.turn_cap,
                   player=view.turn.player, extra=view.turn.extra)
    lines = [head]
    for s in view.sides:
        if view.phase is Phase.DECKS:  # no figure on the board, no card anywhere yet
            lines.append(say("combat.status.choosing", player=s.player, label=s.label)
                         + (say("combat.status.ready") if s.ready else ""))
            continue
        lines.append(say("combat.status.side", player=s.player, label=s.label, hp=s.hp,
                         cell=s.cell, hand=s.hand_count, deck=s.deck_count,
                         discard=s.discard_count, history=len(s.history)))
    a, b = view.sides
    if view.phase is Phase.PLAY and a.cell is not None and b.cell is not None:
        lines.append(say("combat.status.distance", d=distance(a.cell, b.cell)))
    for s in view.sides:
        effects = [say(f"combat.status.{name}", n=getattr(s, name)) for name in _EFFECTS
                   if getattr(s, name)]
        effects += [say(f"combat.status.{name}") for name in _FLAGS if getattr(s, name)]
        if effects:
            lines.append(say("combat.status.effects", player=s.player,
                             effects=say("combat.separator").join(effects)))
    return lines


def identity(say: Voice, view: CBView) -> str:
    """Your corner, and your deck once both are chosen."""
    me = side_of(view, view.viewer)
    if me is None:
        return ""
    text = say(f"combat.identity.{me.label}")
    if view.deck_name is not None:
        text += say("combat.identity.deck", deck=view.deck_name)
    return text


def result_detail(say: Voice, outcome: Outcome) -> str:
    """R26/R28: who lost how, or the turn cap; a resignation or a forfeit says it all."""
    key = _RESULTS.get(outcome.reason)
    if key is None:
        return ""
    loser = outcome.ranking[-1][0] if outcome.ranking else ""
    return say(f"combat.result.{key}", player=loser, hp=outcome.scores.get(loser, 0))


__all__ = ["arrow", "identity", "label", "prompt", "result_detail", "side_of", "status_lines",
           "steps_of", "zone_card"]
