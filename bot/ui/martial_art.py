"""Martial Art's words for a decision: each option's label and the prompt above them, chosen
from the ``martial_art.*`` messages for a view (``cogs/martial_art.py`` wires them in).

Only reads: the view, the action, and the rules' own helpers for what a view implies (the
zone a sowing ends on, R20). Every word comes from the catalog.
"""

from __future__ import annotations

from collections import Counter

from bot.text import Voice
from bot.ui.gameui import Label, Style
from rules.core import Decision
from rules.kit.hexgrid import Orientation, direction_name
from rules.martial_art import Kind, MAAction, MAView, Mode, Phase, Stage
from rules.martial_art.board import ASIDE, PER_ZONE, destinations, target_zone
from rules.martial_art.content import ACTIONS, Code, Do, fighter, next_zone, technique
from rules.martial_art.events import Drop
from rules.martial_art.view import FighterView, TurnView

_TOKEN_EMOJI: dict[Code, str] = {
    Code.P: "👊", Code.K: "🦶", Code.G: "🤼", Code.H: "💢",
    Code.M: "👣", Code.D: "🛡️", Code.E: "⚡",
}
_ARROWS: dict[str, str] = {"E": "➡️", "NE": "↗️", "NW": "↖️", "W": "⬅️", "SW": "↙️", "SE": "↘️"}
# Per action kind: the emoji and button style (the words are ``martial_art.label.<kind>``).
_LOOKS: dict[Kind, tuple[str | None, Style]] = {
    Kind.FIGHTER: ("🥋", "primary"),
    Kind.MARK: ("➕", "secondary"),
    Kind.UNMARK: ("➖", "secondary"),
    Kind.RANDOM: ("🎲", "secondary"),
    Kind.CLEAR: ("↩️", "secondary"),
    Kind.CONFIRM: ("✅", "success"),
    Kind.START: ("🎯", "primary"),
    Kind.ENERGY: ("⚡", "secondary"),
    Kind.BUY: ("🛒", "secondary"),
    Kind.TECHNIQUE: ("✨", "primary"),
    Kind.DONE: ("✋", "secondary"),
    Kind.ATTACK: ("⚔️", "danger"),
    Kind.REVEAL: ("🛡️", "secondary"),
    Kind.TARGET: ("🔒", "danger"),
    Kind.ACTION_ZONE: ("🦶", "secondary"),
}
# A "done" that moves the turn on (sow now, end my turn) looks like going forward.
_DONE_LOOKS: dict[str, tuple[str, Style]] = {
    Stage.MOVE: ("🌾", "success"), Stage.END: ("✅", "success"),
}


def arrow(direction: int | None) -> str:
    return _ARROWS[direction_name(direction or 0, Orientation.POINTY)]


def _fighter(view: MAView, player: str) -> FighterView | None:
    return next((f for f in view.fighters if f.player == player), None)


def _strike(view: MAView, turn: TurnView) -> Code | None:
    """T7: the strike is the last token sown (R20); the public sowing event names it."""
    for event in reversed(view.log):
        if isinstance(event, Drop) and event.player == turn.player and event.to is None:
            return event.actions[-1]
    return None


def _to_sow(turn: TurnView) -> list[Code]:
    """The tokens taken and not dropped yet (the attacker's own view only)."""
    return list((Counter(turn.taken) - Counter(turn.order or [])).elements())


def _zone_count(f: FighterView, zone: int) -> int:
    z = f.zones[zone - 1]
    return len(z.actions) + z.hidden


# ------------------------------------------------------------------------------ labels

def label(say: Voice, view: MAView, action: MAAction) -> Label:
    kind = action.kind
    emoji, style = _LOOKS.get(kind, (None, "secondary"))
    if kind in (Kind.FACE, Kind.STEP):
        emoji = arrow(action.direction)
    elif kind in (Kind.PUT, Kind.DROP, Kind.TOKEN) and action.code is not None:
        emoji = _TOKEN_EMOJI[action.code]
    elif kind is Kind.DONE and view.turn is not None and view.turn.stage in _DONE_LOOKS:
        emoji, style = _DONE_LOOKS[view.turn.stage]
    return Label(_words(say, view, action), emoji, style)


def _words(say: Voice, view: MAView, action: MAAction) -> str:
    kind, turn = action.kind, view.turn
    key = f"martial_art.label.{kind.value}"
    if kind is Kind.FIGHTER:
        actions = [c for c in fighter(action.item or "").token_list() if c in ACTIONS]
        return say(key, fighter=action.item, actions=actions)
    if kind in (Kind.MARK, Kind.UNMARK, Kind.TECHNIQUE):
        return say(key, t=action.item)
    if kind is Kind.CONFIRM:
        return say(f"{key}.{'loadout' if view.phase is Phase.LOADOUT else 'place'}")
    if kind in (Kind.PUT, Kind.DROP) and action.code is not None:
        if kind is Kind.DROP and turn is not None:
            rest = _to_sow(turn)
            if len(rest) == 2:  # this drop decides which token lands last: say so
                rest.remove(action.code)
                return say(f"{key}.before_last", code=action.code, last=rest[0])
        return say(key, code=action.code)
    if kind is Kind.FACE:
        return say(key, d=action.direction)
    if kind is Kind.START and action.zone is not None:
        return _start_words(say, view, action)
    if kind is Kind.ENERGY:
        stage = turn.stage if turn is not None else None
        return say(f"{key}.futsu" if stage is Stage.ENERGY else key, gauge=action.gauge)
    if kind is Kind.STEP:
        return _step_words(say, turn, action)
    if kind is Kind.DONE:
        stage = turn.stage.value if turn is not None else Stage.MOVE.value
        return say(f"{key}.{stage}")
    if kind is Kind.ATTACK and turn is not None and turn.start_zone is not None:
        zone = target_zone(turn.start_zone, len(turn.taken))
        strike = _strike(view, turn)
        if strike is None:
            return say(f"{key}.plain", target=action.target, zone=zone)
        return say(key, target=action.target, strike=strike, zone=zone)
    if kind is Kind.REVEAL:
        d, m = action.d or 0, action.m or 0
        which = ("d" if d else "") + ("m" if m else "") or "none"
        return say(f"{key}.{which}", d=d, m=m)
    if kind is Kind.TARGET:
        return say(key, target=action.target)
    if kind is Kind.TOKEN and action.zone is not None:
        if _shifting(view):
            return say(f"{key}.shift", code=action.code, zone=action.zone,
                       to=next_zone(action.zone))
        return say(key, code=action.code, zone=action.zone)
    if kind is Kind.ACTION_ZONE:
        return say(key, zone=action.zone)
    return say(key)


def _start_words(say: Voice, view: MAView, action: MAAction) -> str:
    """T2: the zone, how many tokens it sows, and the zone they end on (R20)."""
    assert action.zone is not None
    f = _fighter(view, action.player)
    n = _zone_count(f, action.zone) if f is not None else 0
    target = target_zone(action.zone, n) if n else action.zone
    return say("martial_art.label.start", zone=action.zone, n=n, target=target)


def _step_words(say: Voice, turn: TurnView | None, action: MAAction) -> str:
    """R17, R52, R57: a step's price when it is not the plain 1 Movement."""
    after = turn is not None and turn.stage is Stage.AFTER
    tax = turn.tax if turn is not None else 0
    cost = tax if after else 1 + tax
    if after and not tax:
        return say("martial_art.label.step.free", d=action.direction)
    if cost != 1:
        return say("martial_art.label.step.cost", d=action.direction, cost=cost)
    return say("martial_art.label.step", d=action.direction)


def _shifting(view: MAView) -> bool:
    """T12(c): the attacker's Style moves an Effect on (Kon Muay Kee) rather than swapping."""
    turn = view.turn
    if turn is None or turn.stage is not Stage.STYLE_END:
        return False
    f = _fighter(view, turn.player)
    return f is not None and f.style is not None and any(
        e.do is Do.SHIFT_EFFECT_TOKEN for e in technique(f.style).effects)


# ------------------------------------------------------------------------------ prompts

_PUBLIC_OTHER = frozenset({"fighter", Stage.START, Stage.MOVE, Stage.DECLARE, Stage.ENERGY,
                           Stage.AFTER, Stage.END, Stage.KIAI})
"""Decisions asked in the thread: their prompt also exists after a mention (``.other``)."""


def prompt(say: Voice, view: MAView, decision: Decision) -> str:
    kind = decision.kind
    other = ".other" if kind in _PUBLIC_OTHER and view.viewer != decision.player else ""
    turn = view.turn
    if kind == "loadout":
        chosen = view.loadout_draft or []
        return say("martial_art.prompt.loadout" + (".full" if len(chosen) == 3 else ""),
                   chosen=chosen)
    if kind == "place":
        return _place_prompt(say, view)
    if turn is None or kind == "fighter":
        return say(f"martial_art.prompt.{kind}{other}")
    options = [o for o in decision.options if isinstance(o, MAAction)]
    if kind == Stage.START:
        text = say(f"martial_art.prompt.start{other}")
        if any(o.kind is Kind.FACE for o in options):
            text += " " + say("martial_art.prompt.start.face")
        return text
    if kind == Stage.MOVE:
        return _move_prompt(say, turn, options, other)
    if kind == Stage.SOW:
        return _sow_prompt(say, turn)
    if kind == Stage.DECLARE:
        zone = target_zone(turn.start_zone or 1, len(turn.taken))
        return say(f"martial_art.prompt.declare{other}", zone=zone)
    if kind in (Stage.REACT, Stage.DEFEND, Stage.COLLIDE):
        return _defence_prompt(say, view, turn, kind, options)
    if kind == Stage.ENERGY:
        return say(f"martial_art.prompt.energy{other}", n=turn.energy)
    if kind == Stage.AFTER:
        return say(f"martial_art.prompt.after{other}", n=max(1, turn.steps_left))
    if kind == Stage.STYLE_END:
        if any(o.kind is Kind.ACTION_ZONE for o in options):
            return say("martial_art.prompt.style_end.kick")
        return say("martial_art.prompt.style_end." + ("shift" if _shifting(view) else "swap"))
    return say(f"martial_art.prompt.{kind}{other}")


def _place_prompt(say: Voice, view: MAView) -> str:
    """R7: which slot the next token fills (the set-aside pair, then zone 1..5)."""
    n = len(view.placement_draft or [])
    if n < ASIDE:
        return say("martial_art.prompt.place.aside", n=n + 1)
    zone, slot = divmod(n - ASIDE, PER_ZONE)
    if zone >= 5:
        return say("martial_art.prompt.place.done")
    return say("martial_art.prompt.place.zone", zone=zone + 1, n=slot + 1)


def _move_prompt(say: Voice, turn: TurnView, options: list[MAAction], other: str) -> str:
    """T4/T5: what was revealed, then only the choices this turn offers, then the sowing."""
    kinds = {o.kind for o in options}
    parts = [say(f"martial_art.prompt.move{other}", tokens=turn.taken)]
    if Kind.ENERGY in kinds:
        parts.append(say("martial_art.prompt.move.energy", n=turn.energy))
    if Kind.STEP in kinds:
        parts.append(say("martial_art.prompt.move.step", pool=turn.pool, cost=1 + turn.tax))
    elif Kind.FACE in kinds:
        parts.append(say("martial_art.prompt.move.face"))
    if Kind.BUY in kinds:
        parts.append(say("martial_art.prompt.move.buy"))
    if Kind.TECHNIQUE in kinds:
        parts.append(say("martial_art.prompt.move.technique"))
    start = turn.start_zone or 1
    parts.append(say("martial_art.prompt.move.sow", target=target_zone(start, len(turn.taken))))
    return " ".join(parts)


def _sow_prompt(say: Voice, turn: TurnView) -> str:
    """T6 (R19-R20): where the next token goes and where the last one lands."""
    start = turn.start_zone or 1
    total = len(turn.taken)
    done = turn.dropped
    zones = destinations(start, total)
    return say("martial_art.prompt.sow", done=done, total=total,
               next=zones[min(done, total - 1)], target=zones[-1])


def _defence_prompt(say: Voice, view: MAView, turn: TurnView, kind: str,
                    options: list[MAAction]) -> str:
    """T8 and R56: who strikes which of your zones, and what revealing does (R23, R26)."""
    attack = turn.attack
    assert attack is not None
    if kind == Stage.COLLIDE:
        return say("martial_art.prompt.collide", defender=attack.defender, zone=attack.zone)
    if kind == Stage.DEFEND and len(options) == 1:  # asked all the same (R67): say why
        kind = "defend.none"
    text = say(f"martial_art.prompt.{kind}", attacker=turn.player, zone=attack.zone,
               strike=attack.strike)
    if kind == Stage.DEFEND:
        if any(o.m for o in options):
            text += " " + say("martial_art.prompt.defend.movement")
        if attack.strike is Code.G and view.mode is Mode.BLACK:
            text += " " + say("martial_art.prompt.defend.grab")
    return text

