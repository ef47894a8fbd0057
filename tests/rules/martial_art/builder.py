"""Scenario builder and driving helpers for the Martial Art rules tests.

:func:`build` starts from ``GAME.setup(players, seed, Options(mode, teams, max_rounds=0))``,
puts the state straight into the TURN phase with every fighter as a :class:`FighterSpec`
says, then runs the engine's own T0 (``rules.martial_art.turn.begin_turn``) for the fighter
whose turn it is, and plays the single-option decisions the engine would play itself
(``rules/core.py``). Boards are written in the spec's notation (``Z1[E,D] Z2[G]``) and are
not checked against the 12-token set: scenarios use partial boards.

:func:`drive` applies actions through ``GAME.apply`` (each one checked to be offered first)
and returns every state it went through, so :func:`events` can read the whole history.
Dice are forced with :func:`dice` (or a :class:`Dice` step inside :func:`drive`) in the order
the engine rolls them: attack, defence, collision die, third fighter's dice.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rules.core import Decision, Event, copy_state
from rules.kit import seats as seating
from rules.kit.chance import force_rolls
from rules.kit.hexgrid import Hex
from rules.martial_art import GAME, Kind, MAAction, MAState, MAView, Mode, Options, Phase
from rules.martial_art.content import DIE, EFFECTS, Code, fighter
from rules.martial_art.state import Fighter
from rules.martial_art.turn import begin_turn
from rules.martial_art.view import FighterView
from tests.rules.common import history

Board = list[list[Code]]

_ZONE = re.compile(r"Z([1-5])\[([^\]]*)\]")
_ORDER = {c: i for i, c in enumerate(Code)}

E = TypeVar("E", bound=Event)


def board(text: str) -> Board:
    """The spec's notation (``Z1[E,D] Z2[G,E]``) as five zones; zones not named are empty."""
    zones: Board = [[] for _ in range(5)]
    rest = _ZONE.sub("", text).strip()
    assert not rest, f"not board notation: {rest!r}"
    seen = set()
    for number, codes in _ZONE.findall(text):
        assert number not in seen, f"zone {number} written twice in {text!r}"
        seen.add(number)
        zones[int(number) - 1] = [Code(c.strip()) for c in codes.split(",") if c.strip()]
    return zones


def tokens(text: str) -> list[Code]:
    """A token list such as ``"E,M"`` or ``"[E,M]"`` (a set-aside pile)."""
    return [Code(c.strip()) for c in text.strip("[] ").split(",") if c.strip()]


def notation(zones: Sequence[Sequence[Code]]) -> str:
    """Five zones in the spec's notation, each zone's tokens sorted (order is irrelevant)."""
    return " ".join(f"Z{i + 1}[{','.join(sorted(z, key=_ORDER.__getitem__))}]"
                    for i, z in enumerate(zones))


def zones(f: Fighter) -> str:
    """A fighter's board in notation, comparable with :func:`norm` of the spec's text."""
    return notation(f.zones)


def norm(text: str) -> str:
    """The spec's board text in the form :func:`zones` returns."""
    return notation(board(text))


@dataclass
class FighterSpec:
    """One fighter as a scenario states it; anything not given is the start of a game (R4,
    R9) except ``first_turn_done``, since most scenarios are mid-game."""

    fighter: str
    cell: tuple[int, int]
    facing: int = 0
    board: str = ""
    aside: str = ""
    chi: int = 1
    rage: int = 1
    life: Sequence[int] = (0, 0, 0, 0, 0)
    loadout: Sequence[str] | None = None
    """None: the 2 printed techniques (R5, White Belt)."""
    style: str | None = None
    pending: Sequence[str] = ()
    kiai_next: bool = False
    harite_next: int = 0
    first_turn_done: bool = True
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Any other :class:`Fighter` field (``alive``, ``out``, ``auto_turns``)."""


def build(fighters: Mapping[str, FighterSpec], *, mode: str | Mode = Mode.WHITE,
          seats: Sequence[str] | None = None, teams: bool = False, turn_of: str | None = None,
          seed: int = 1) -> MAState:
    """A state in the TURN phase at T0 of ``turn_of`` (seat 1 by default). ``fighters`` maps
    player ids to their fighter; ``seats`` defaults to that order. No forced decision can
    roll dice here: a declaration always offers "done"."""
    players = list(fighters)
    seat_order = list(seats) if seats is not None else players
    assert sorted(seat_order) == sorted(players), "seats must list every player once"
    state = GAME.setup(players, seed, Options(mode=Mode(mode), teams=teams, max_rounds=0))
    state.seats = seat_order
    state.teams = seating.make_teams(seat_order, teams)
    state.phase = Phase.TURN
    state.turn = None
    state.log = []
    state.emitted = 0
    for p, spec in fighters.items():
        loadout = spec.loadout if spec.loadout is not None else fighter(spec.fighter).printed
        state.fighters[p] = Fighter(
            fighter=spec.fighter, cell=Hex(*spec.cell), facing=spec.facing,
            zones=board(spec.board), aside=tokens(spec.aside), life=list(spec.life),
            chi=spec.chi, rage=spec.rage, loadout=list(loadout), style=spec.style,
            pending=list(spec.pending), kiai_next=spec.kiai_next,
            harite_next=spec.harite_next, first_turn_done=spec.first_turn_done,
            **spec.extra)
    begin_turn(state, turn_of if turn_of is not None else seat_order[0])
    # What the engine does after every call: a decision with one option is not asked.
    for _ in range(1000):
        forced = GAME._forced(state)
        if forced is None:
            return state
        GAME._step(state, forced)
    raise AssertionError("the built turn never reaches a real choice")


# --- driving -----------------------------------------------------------------------------------

def act(player: str, kind: Kind | str, **fields: Any) -> MAAction:
    return MAAction(player=player, kind=Kind(kind), **fields)


@dataclass(frozen=True)
class Dice:
    """A :func:`drive` step: queue these faces before the next action."""

    faces: tuple[str, ...]


def roll(*faces: str) -> Dice:
    """``roll("N", "X")`` or ``roll("NX")``: faces for the next apply that rolls."""
    return Dice(tuple(c for f in faces for c in f))


def dice(state: MAState, *faces: str) -> MAState:
    """A copy of ``state`` whose next dice show ``faces`` ("F", "N", "X"; ``"NX"`` works too).
    A copy, because a state ``apply`` made may share its rng with the states before it."""
    new = copy_state(state)
    force_rolls(new.rng, DIE, [c for f in faces for c in f])
    return new


def decision(state: MAState) -> Decision:
    """The one open decision (a turn asks one thing at a time)."""
    pending = GAME.pending(state)
    assert len(pending) == 1, [(d.player, d.kind) for d in pending]
    return pending[0]


def options(state: MAState) -> list[MAAction]:
    return decision(state).options  # type: ignore[return-value]


def kinds(state: MAState, kind: str) -> list[str]:
    """The offered options of one kind, in their short form (``technique:crochet``)."""
    return [str(o) for o in options(state) if o.kind == kind]


def turn_of(state: MAState) -> str:
    assert state.turn is not None
    return state.turn.player


def seen(view: MAView, player: str) -> FighterView:
    """One fighter as a view shows it."""
    return next(f for f in view.fighters if f.player == player)


def public_zones(state: MAState, player: str, viewer: str | None) -> list[tuple[list[Code], int]]:
    """What ``viewer`` sees of ``player``'s board: each zone's Actions and face-down count."""
    return [(z.actions, z.hidden) for z in seen(GAME.view(state, viewer), player).zones]


def offered(state: MAState, action: MAAction) -> bool:
    d = GAME.decision_for(state, action.player)
    return d is not None and action in d.options


def drive(start: MAState | list[MAState], *steps: MAAction | Dice) -> list[MAState]:
    """Apply each action (checked to be offered, and ``apply`` checked pure); return the
    states from ``start`` to the last one, for :func:`events`. Given the list an earlier
    call returned, it goes on from its last state and returns the whole list."""
    states = list(start) if isinstance(start, list) else [start]
    for item in steps:
        if isinstance(item, Dice):
            states[-1] = dice(states[-1], *item.faces)
            continue
        current = states[-1]
        d = GAME.decision_for(current, item.player)
        assert d is not None, f"{item.player} has no decision: {GAME.pending(current)}"
        assert item in d.options, f"{item} is not offered: {[str(o) for o in d.options]}"
        before = current.model_dump_json()
        states.append(GAME.apply(current, item))
        assert current.model_dump_json() == before, "apply must not change its input"
    return states


def quiet_turn(start: MAState | list[MAState], player: str) -> list[MAState]:
    """``player`` plays a whole turn that does nothing to anyone: it starts the first zone
    holding only Effect tokens (so no strike can end the sowing), gives no energy, activates
    nothing and says "done" wherever it can."""
    states = list(start) if isinstance(start, list) else [start]
    while states[-1].phase is Phase.TURN:
        turn = states[-1].turn
        assert turn is not None
        if turn.player != player:
            break
        d = decision(states[-1])
        assert d.player == player, f"{d.player} must answer {d.kind} in a quiet turn"
        done = act(player, Kind.DONE)
        if d.kind == "start":
            f = states[-1].fighters[player]
            zone = next(z for z in range(1, 6)
                        if f.zones[z - 1] and all(c in EFFECTS for c in f.zones[z - 1]))
            choice = act(player, Kind.START, zone=zone)
        elif done in d.options:
            choice = done
        else:
            assert d.kind == "sow", d.kind
            choice = d.default  # type: ignore[assignment]
        states = drive(states, choice)
    return states


def events(states: Sequence[MAState], kind: type[E] | None = None, *,
           public: bool = False, since: int | None = None) -> list[Any]:
    """Every event of ``states`` (as :func:`drive` returns them), or only those of one
    event class; ``public`` keeps only the events everyone reads; ``since`` keeps only those
    emitted after ``states[since]``."""
    if since is None:
        found = history(states)
    else:
        found = [e for before, after in itertools.pairwise(states[since:])
                 for e in after.events_since(before.emitted)]
    if kind is not None:
        found = [e for e in found if isinstance(e, kind)]
    if public:
        found = [e for e in found if e.to is None]
    return found


def one(states: Sequence[MAState], kind: type[E]) -> E:
    """The single public event of a class in ``states``."""
    found = events(states, kind, public=True)
    assert len(found) == 1, found
    return found[0]  # type: ignore[no-any-return]
