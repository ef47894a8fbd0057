"""Martial Art content (spec sections 2 and 7): constants, the six fighters, their 42
techniques and the start positions, read once from ``content.json``.

``content.json`` is the YAML of spec section 7.2 as JSON, key for key (PyYAML is not a
dependency): ``if`` keeps its name there and becomes :attr:`Technique.when` here. The YAML's
comments are not data: icons are ``[cell 2, cell 5]`` per zone, ``p4_teams`` seats are A1, B1,
A2, B2, extra Movement is Black Belt only. Every table is checked at import by the
``validate_*`` functions below (``ValueError`` on the first problem); they take the data as
arguments, so tests can hand them broken copies.

Ids are data (fighter and technique ids, fighter names); every word a player reads about a
technique comes from the text catalog.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from rules.kit import hexgrid
from rules.kit.chance import Die


class Code(StrEnum):
    """Token codes (notation of the spec): four Action types, three Effect types."""

    P = "P"  # Punch
    K = "K"  # Kick
    G = "G"  # Grab
    H = "H"  # Headbutt
    M = "M"  # Movement
    D = "D"  # Defense
    E = "E"  # Energy


ACTIONS: frozenset[Code] = frozenset({Code.P, Code.K, Code.G, Code.H})
EFFECTS: frozenset[Code] = frozenset({Code.M, Code.D, Code.E})
_RANK: dict[Code, int] = {c: i for i, c in enumerate(Code)}


class Face(StrEnum):
    """Die faces (R27): fail, normal success, exceptional success."""

    F = "F"
    N = "N"
    X = "X"


class Keyword(StrEnum):
    """R36."""

    START = "start"
    END = "end"
    REACTION = "reaction"
    STYLE = "style"


class Applies(StrEnum):
    """When a technique's effects are looked at (section 7.1)."""

    THIS_TURN_ATTACK = "this_turn_attack"
    NEXT_TURN_ATTACK = "next_turn_attack"
    IMMEDIATE = "immediate"
    REACTION_ATTACK = "reaction_attack"
    OWN_ATTACKS = "own_attacks"
    ATTACKS_AGAINST_SELF = "attacks_against_self"
    END_OF_OWN_TURN = "end_of_own_turn"


class Do(StrEnum):
    """The 19 effect kinds of section 7.1; values are the spec's keys."""

    ATTACK_DICE = "attack_dice"
    ATTACK_DICE_PER_START_TOKEN = "attack_dice_per_start_token"
    DEFENSE_DICE = "defense_dice"
    PUSH = "push"
    EXTRA_DAMAGE_PER_EXCEPTIONAL = "extra_damage_per_exceptional"
    ENERGY_PER_EXCEPTIONAL = "energy_per_exceptional"
    MOVE_TAX_PER_EXCEPTIONAL = "move_tax_per_exceptional"
    DISCARD_USED_DEFENSE = "discard_used_defense"
    CANCEL_NORMAL_SUCCESSES = "cancel_normal_successes"
    CANCEL_NORMAL_PER_TARGET_TOKEN = "cancel_normal_per_target_token"
    SWAP_NORMAL_AND_FAIL = "swap_normal_and_fail"
    MOVEMENT_AS_DEFENSE = "movement_as_defense"
    POST_ATTACK_MOVE = "post_attack_move"
    EXTRA_MOVE = "extra_move"
    BONUS_TURN = "bonus_turn"
    LOCK_ENERGY_NEXT_TURN = "lock_energy_next_turn"
    SWAP_EFFECT_TOKENS = "swap_effect_tokens"
    SWAP_EFFECT_WITH_ACTION = "swap_effect_with_action"
    SHIFT_EFFECT_TOKEN = "shift_effect_token"


KEYWORD_APPLIES: dict[Keyword, frozenset[Applies]] = {
    Keyword.START: frozenset({Applies.THIS_TURN_ATTACK}),
    Keyword.END: frozenset({Applies.NEXT_TURN_ATTACK, Applies.IMMEDIATE}),
    Keyword.REACTION: frozenset({Applies.REACTION_ATTACK}),
    Keyword.STYLE: frozenset({Applies.OWN_ATTACKS, Applies.ATTACKS_AGAINST_SELF,
                              Applies.END_OF_OWN_TURN}),
}
"""Which ``applies`` each keyword can have (the table of section 7.1)."""

ATTACKER_SIDE = frozenset({Applies.THIS_TURN_ATTACK, Applies.NEXT_TURN_ATTACK,
                           Applies.OWN_ATTACKS})
DEFENDER_SIDE = frozenset({Applies.REACTION_ATTACK, Applies.ATTACKS_AGAINST_SELF})
OUT_OF_ATTACK = frozenset({Applies.IMMEDIATE, Applies.END_OF_OWN_TURN})

DO_APPLIES: dict[Do, frozenset[Applies]] = {
    **{do: ATTACKER_SIDE for do in (
        Do.ATTACK_DICE, Do.ATTACK_DICE_PER_START_TOKEN, Do.DEFENSE_DICE, Do.PUSH,
        Do.EXTRA_DAMAGE_PER_EXCEPTIONAL, Do.ENERGY_PER_EXCEPTIONAL, Do.MOVE_TAX_PER_EXCEPTIONAL,
        Do.DISCARD_USED_DEFENSE, Do.POST_ATTACK_MOVE)},
    **{do: DEFENDER_SIDE for do in (
        Do.CANCEL_NORMAL_SUCCESSES, Do.CANCEL_NORMAL_PER_TARGET_TOKEN, Do.SWAP_NORMAL_AND_FAIL,
        Do.MOVEMENT_AS_DEFENSE)},
    # T4 comes before a Start technique (T5), so only a pending effect can add Movement.
    Do.EXTRA_MOVE: frozenset({Applies.NEXT_TURN_ATTACK}),
    Do.BONUS_TURN: frozenset({Applies.IMMEDIATE}),
    Do.LOCK_ENERGY_NEXT_TURN: frozenset({Applies.IMMEDIATE}),
    Do.SWAP_EFFECT_TOKENS: OUT_OF_ATTACK,
    Do.SWAP_EFFECT_WITH_ACTION: OUT_OF_ATTACK,
    Do.SHIFT_EFFECT_TOKEN: OUT_OF_ATTACK,
}
"""Where each effect kind can act: the engine resolves a kind only at these moments."""


class _Arg(StrEnum):
    # What the single value after a kind's key means (section 7.1, "do" table).
    AMOUNT = "amount"  # a signed count
    FLAG = "flag"  # `true`, stored as amount 1
    TOKEN = "token"  # a token type
    TARGET = "target"  # who is targeted
    EXCEPTIONAL = "exceptional"  # {needs_exceptional: bool}


_DO_ARG: dict[Do, _Arg] = {
    **{do: _Arg.AMOUNT for do in Do},
    Do.SWAP_NORMAL_AND_FAIL: _Arg.FLAG,
    Do.BONUS_TURN: _Arg.FLAG,
    Do.ATTACK_DICE_PER_START_TOKEN: _Arg.TOKEN,
    Do.CANCEL_NORMAL_PER_TARGET_TOKEN: _Arg.TOKEN,
    Do.SWAP_EFFECT_WITH_ACTION: _Arg.TOKEN,
    Do.LOCK_ENERGY_NEXT_TURN: _Arg.TARGET,
    Do.DISCARD_USED_DEFENSE: _Arg.EXCEPTIONAL,
}

LOCK_TARGET = "opponent"
"""The only target of ``lock_energy_next_turn`` (R50: a living opponent Kimberley picks)."""

_STRICT = ConfigDict(frozen=True, extra="forbid")


class Cost(BaseModel):
    model_config = _STRICT

    chi: int
    rage: int


class Condition(BaseModel):
    """A technique's ``if`` (section 7.1); every field defaults to "no condition"."""

    model_config = _STRICT

    action: tuple[Code, ...] = ()
    """The strike type is one of these (empty: any)."""
    zones: tuple[int, ...] = ()
    """The target zone is one of these (empty: any)."""
    start_zone_has: tuple[tuple[Code, int], ...] = ()
    """At least this many of each type were taken from the start zone; sorted by code."""
    target_zone_empty: bool = False
    struck_this_turn_with: Code | None = None
    not_in_bonus_turn: bool = False

    @property
    def about_the_attack(self) -> bool:
        """Whether it tests the attack itself (strike, zone, defender's tokens)."""
        return bool(self.action or self.zones or self.target_zone_empty)


class Effect(BaseModel):
    """One ``do`` entry: a kind and its one value, in the field :data:`_DO_ARG` names."""

    model_config = _STRICT

    do: Do
    amount: int = 0
    """The n of ``+n``/``-n``/``n`` kinds (``defense_dice: -1`` is -1); 1 for ``true``."""
    token: Code | None = None
    """The type of ``*_per_start_token``, ``*_per_target_token``, ``swap_effect_with_action``."""
    needs_exceptional: bool = False
    """``discard_used_defense``: only when the attacker rolled at least one X."""
    target: str | None = None
    """``lock_energy_next_turn``: :data:`LOCK_TARGET`."""
    always: bool = False
    """Ignores the technique's ``if``; applies at T0 of the next own turn (section 7.1)."""


class Technique(BaseModel):
    model_config = _STRICT

    id: str
    fighter: str
    keyword: Keyword
    cost: Cost
    applies: Applies
    when: Condition
    """The spec's ``if`` (a Python keyword)."""
    effects: tuple[Effect, ...]

    def does(self, kind: Do) -> tuple[Effect, ...]:
        """Its effects of one kind, in listed order."""
        return tuple(e for e in self.effects if e.do is kind)


class Fighter(BaseModel):
    model_config = _STRICT

    id: str
    name: str
    tokens: tuple[tuple[Code, int], ...]
    """The 12-token set (section 2.1), in the spec's listing order."""
    icons: tuple[tuple[Code, Code], ...]
    """Per zone 1..5: (icon at cell 2, icon at cell 5) of its life column."""
    printed: tuple[str, str]
    """The 2 techniques printed on the board: White Belt's loadout (D8)."""
    tiles: tuple[str, str, str, str, str]

    def token_list(self) -> list[Code]:
        """The 12 codes, in :class:`Code` order (P K G H M D E)."""
        return sorted((c for c, n in self.tokens for _ in range(n)), key=_RANK.__getitem__)

    def icon(self, zone: int, cell: int) -> Code | None:
        """The icon on ``cell`` of ``zone``'s life column (R32), None for a cell without one."""
        if zone not in ZONES or not LIFE_START <= cell <= KO_CELL:
            raise ValueError(f"no cell {cell} in life column {zone}")
        if cell not in ICON_CELLS:
            return None
        return self.icons[zone - 1][ICON_CELLS.index(cell)]

    @property
    def techniques(self) -> tuple[str, ...]:
        """All 7: printed, then tiles."""
        return (*self.printed, *self.tiles)


StartPosition = tuple[int, int, int]
"""``(q, r, facing)``: an arena cell and a direction index (R3, D3)."""

POSITION_KEYS: dict[str, int] = {"p2": 2, "p3": 3, "p4_ffa": 4, "p4_teams": 4}
"""Each start-position list and its number of seats."""


# --- reading the JSON ---------------------------------------------------------------------------

_RAW: dict[str, Any] = json.loads(
    Path(__file__).with_name("content.json").read_text(encoding="utf-8"))
_CONSTANTS: dict[str, Any] = _RAW["rules_constants"]
_CODE_OF_WORD: dict[str, Code] = {word: Code(code)
                                  for code, word in _CONSTANTS["token_codes"].items()}


def _code(word: str) -> Code:
    """A token type as the YAML writes it: ``punch`` (a word) or ``P`` (a code)."""
    if word in _CODE_OF_WORD:
        return _CODE_OF_WORD[word]
    try:
        return Code(word)
    except ValueError:
        raise ValueError(f"unknown token type {word!r}") from None


def _codes(words: str | list[str]) -> tuple[Code, ...]:
    return tuple(_code(w) for w in ([words] if isinstance(words, str) else words))


def _condition(raw: Mapping[str, Any]) -> Condition:
    fields = dict(raw)
    if "action" in fields:
        fields["action"] = _codes(fields["action"])
    if "zones" in fields:
        fields["zones"] = tuple(fields["zones"])
    if "start_zone_has" in fields:
        fields["start_zone_has"] = tuple(sorted(
            ((_code(w), n) for w, n in fields["start_zone_has"].items()),
            key=lambda pair: _RANK[pair[0]]))
    if fields.get("struck_this_turn_with") is not None:
        fields["struck_this_turn_with"] = _code(fields["struck_this_turn_with"])
    return Condition(**fields)


def _effect(raw: Mapping[str, Any]) -> Effect:
    kinds = [k for k in raw if k != "always"]
    if len(kinds) != 1:
        raise ValueError(f"an effect needs exactly one kind, not {sorted(kinds)}")
    do = Do(kinds[0])
    value = raw[kinds[0]]
    always = raw.get("always", False)
    match _DO_ARG[do]:
        case _Arg.AMOUNT:
            return Effect(do=do, amount=value, always=always)
        case _Arg.FLAG:
            if value is not True:
                raise ValueError(f"{do} takes true, not {value!r}")
            return Effect(do=do, amount=1, always=always)
        case _Arg.TOKEN:
            return Effect(do=do, token=_code(value), always=always)
        case _Arg.TARGET:
            return Effect(do=do, target=value, always=always)
        case _Arg.EXCEPTIONAL:
            return Effect(do=do, needs_exceptional=value["needs_exceptional"], always=always)


def _technique(tid: str, raw: Mapping[str, Any]) -> Technique:
    return Technique(id=tid, fighter=raw["fighter"], keyword=raw["keyword"],
                     cost=Cost(**raw["cost"]), applies=raw["applies"],
                     when=_condition(raw.get("if", {})),
                     effects=tuple(_effect(e) for e in raw["do"]))


def _fighter(fid: str, raw: Mapping[str, Any]) -> Fighter:
    icons = raw["icons"]
    return Fighter(id=fid, name=raw["name"],
                   tokens=tuple((_code(w), n) for w, n in raw["tokens"].items()),
                   icons=tuple(_codes(icons[str(z)]) for z in sorted(map(int, icons))),
                   printed=tuple(raw["printed"]), tiles=tuple(raw["tiles"]))


# --- constants (section 7.2, rules_constants) ---------------------------------------------------

ZONES: tuple[int, ...] = tuple(sorted(int(z) for z in _CONSTANTS["zones"]))
BODY_PARTS: dict[int, str] = {int(z): part for z, part in _CONSTANTS["zones"].items()}
"""Zone -> body part id (2.2), a key for the text catalog."""
_NEXT_ZONE: dict[int, int] = {int(z): n for z, n in _CONSTANTS["next_zone"].items()}

DIE = Die(faces=tuple(_CONSTANTS["die_faces"]), name="ma")
"""R27. Faces are plain strings (a :class:`Face` compares equal to its letter)."""
BASE_ATTACK_DICE: int = _CONSTANTS["base_attack_dice"]
DICE_PER_DEFENSE_TOKEN: int = _CONSTANTS["dice_per_defense_token"]

_LIFE: dict[str, Any] = _CONSTANTS["life_column"]
LIFE_START: int = _LIFE["start"]
KO_CELL: int = _LIFE["ko_cell"]
SERIOUS_LINE: int = _LIFE["serious_line"]
ICON_CELLS: tuple[int, ...] = tuple(_LIFE["icon_cells"])
TECHNICAL_KO_COLUMNS: int = _LIFE["technical_ko_columns"]

_GAUGE: dict[str, Any] = _CONSTANTS["energy_gauge"]
GAUGE_MIN: int = _GAUGE["min"]
GAUGE_MAX: int = _GAUGE["max"]
START_CHI: int = _GAUGE["start_chi"]
START_RAGE: int = _GAUGE["start_rage"]
EXTRA_MOVEMENT_COST = Cost(**_CONSTANTS["extra_movement_cost"])
"""R18 (Black Belt only)."""

TOKEN_POOL: dict[Code, int] = {_code(w): n for w, n in _CONSTANTS["token_pool"].items()}
"""The box's shared token pool (section 2, D27); the engine needs none."""


def next_zone(zone: int) -> int:
    """The zone after ``zone`` in the ring: 1 -> 2 ... 5 -> 1 (2.2)."""
    try:
        return _NEXT_ZONE[zone]
    except KeyError:
        raise ValueError(f"no zone {zone}") from None


# --- validation ----------------------------------------------------------------------------------

def validate_constants(constants: Mapping[str, Any]) -> None:
    """The constants agree with the enums, the hex kit and each other (sections 2, 7.2)."""
    codes = {Code(c): word for c, word in constants["token_codes"].items()}
    if set(codes) != set(Code):
        raise ValueError(f"token_codes must name every code once, not {sorted(codes)}")
    for key, group in (("action_types", ACTIONS), ("effect_types", EFFECTS)):
        if sorted(constants[key]) != sorted(codes[c] for c in group):
            raise ValueError(f"{key} {constants[key]} do not match the codes {sorted(group)}")
    zones = sorted(int(z) for z in constants["zones"])
    if zones != list(range(1, 6)):
        raise ValueError(f"zones must be 1..5, not {zones}")
    ring, z = [], 1
    for _ in zones:
        ring.append(z)
        z = constants["next_zone"][str(z)]
    if sorted(ring) != zones or z != 1:
        raise ValueError(f"next_zone must walk all zones once and back to 1, not {ring}")
    if sorted(set(constants["die_faces"])) != sorted(Face):
        raise ValueError(f"die faces {constants['die_faces']} must use exactly F, N, X")
    life = constants["life_column"]
    if not life["start"] < min(life["icon_cells"]) <= max(life["icon_cells"]) < life["ko_cell"]:
        raise ValueError(f"icon cells must lie strictly between start and KO cell: {life}")
    if not life["start"] < life["serious_line"] < life["ko_cell"]:
        raise ValueError(f"the serious-wound line must lie inside the column: {life}")
    gauge = constants["energy_gauge"]
    for key in ("start_chi", "start_rage"):
        if not gauge["min"] <= gauge[key] <= gauge["max"]:
            raise ValueError(f"{key} {gauge[key]} outside the gauge {gauge}")
    arena = constants["arena"]
    if (arena["radius"], arena["cells"]) != (hexgrid.ARENA_RADIUS, len(hexgrid.arena())):
        raise ValueError(f"arena {arena} is not the hex kit's radius-3 arena")
    if set(constants["token_pool"]) != set(codes.values()):
        raise ValueError(f"token_pool must count every type once: {constants['token_pool']}")


def validate_effect(effect: Effect, applies: Applies) -> None:
    """One effect: its value in the field its kind uses (7.1), at a moment the kind acts."""
    arg = _DO_ARG[effect.do]
    if applies not in DO_APPLIES[effect.do]:
        raise ValueError(f"{effect.do} cannot act in a {applies} technique")
    if effect.always and applies is not Applies.NEXT_TURN_ATTACK:
        raise ValueError(f"always: true only exists in next_turn_attack, not {applies}")
    if (effect.token is not None) != (arg is _Arg.TOKEN):
        raise ValueError(f"{effect.do} has a wrong token {effect.token!r}")
    if (effect.target is not None) != (arg is _Arg.TARGET):
        raise ValueError(f"{effect.do} has a wrong target {effect.target!r}")
    if effect.needs_exceptional and arg is not _Arg.EXCEPTIONAL:
        raise ValueError(f"{effect.do} cannot need an exceptional success")
    if arg is _Arg.AMOUNT and effect.do is Do.DEFENSE_DICE and effect.amount >= 0:
        raise ValueError(f"defense_dice takes away dice, not {effect.amount}")
    if arg is _Arg.AMOUNT and effect.do is not Do.DEFENSE_DICE and effect.amount <= 0:
        raise ValueError(f"{effect.do} needs a positive amount, not {effect.amount}")
    if arg is _Arg.FLAG and effect.amount != 1:
        raise ValueError(f"{effect.do} is a flag (amount 1), not {effect.amount}")
    if arg not in (_Arg.AMOUNT, _Arg.FLAG) and effect.amount != 0:
        raise ValueError(f"{effect.do} takes no amount, not {effect.amount}")
    if effect.do is Do.SWAP_EFFECT_WITH_ACTION and effect.token not in ACTIONS:
        raise ValueError(f"swap_effect_with_action swaps an Action, not {effect.token}")
    if arg is _Arg.TARGET and effect.target != LOCK_TARGET:
        raise ValueError(f"{effect.do} targets {LOCK_TARGET!r}, not {effect.target!r}")


def validate_condition(when: Condition, applies: Applies) -> None:
    """The ``if`` uses known zones and types, in canonical order, and only where it can be
    checked (7.1: an immediate or end-of-turn technique has no attack to look at)."""
    if when.about_the_attack and applies in OUT_OF_ATTACK:
        raise ValueError(f"{applies}: no attack to test, yet {when}")
    if not set(when.action) <= ACTIONS or len(set(when.action)) != len(when.action):
        raise ValueError(f"action condition must list distinct Actions: {when.action}")
    if list(when.zones) != sorted(set(when.zones)) or not set(when.zones) <= set(ZONES):
        raise ValueError(f"zones condition must be distinct zones in order: {when.zones}")
    types = [c for c, _ in when.start_zone_has]
    if types != sorted(set(types), key=_RANK.__getitem__):
        raise ValueError(f"start_zone_has must list distinct types by code: {types}")
    if any(n < 1 for _, n in when.start_zone_has):
        raise ValueError(f"start_zone_has needs counts of at least 1: {when.start_zone_has}")
    if when.struck_this_turn_with is not None and when.struck_this_turn_with not in ACTIONS:
        raise ValueError(f"struck_this_turn_with names an Action: {when.struck_this_turn_with}")


def validate_technique(technique: Technique, fighters: Mapping[str, Fighter]) -> None:
    """Its fighter lists it; cost within the gauges; keyword, ``applies``, ``if`` and effects
    agree (7.1)."""
    owner = fighters.get(technique.fighter)
    if owner is None or technique.id not in owner.techniques:
        raise ValueError(f"{technique.id}: fighter {technique.fighter!r} does not list it")
    for gauge, value in (("chi", technique.cost.chi), ("rage", technique.cost.rage)):
        if not GAUGE_MIN <= value <= GAUGE_MAX:
            raise ValueError(f"{technique.id}: {gauge} cost {value} outside the gauge")
    if technique.applies not in KEYWORD_APPLIES[technique.keyword]:
        raise ValueError(f"{technique.id}: a {technique.keyword} cannot apply "
                         f"{technique.applies}")
    if not technique.effects:
        raise ValueError(f"{technique.id}: no effect")
    validate_condition(technique.when, technique.applies)
    for effect in technique.effects:
        validate_effect(effect, technique.applies)


def validate_fighter(fighter: Fighter, techniques: Mapping[str, Technique]) -> None:
    """2.1: 12 tokens = the 10 icons + 1 M + 1 E; 7 distinct techniques of its own."""
    counts = Counter[Code]()
    for code, n in fighter.tokens:
        if code in counts or n < 1:
            raise ValueError(f"{fighter.id}: tokens list each type once, with n >= 1")
        counts[code] = n
    if counts.total() != 12:
        raise ValueError(f"{fighter.id}: {counts.total()} tokens, not 12")
    if len(fighter.icons) != len(ZONES):
        raise ValueError(f"{fighter.id}: icons for {len(fighter.icons)} zones, not 5")
    expected = Counter(c for pair in fighter.icons for c in pair) + Counter((Code.M, Code.E))
    if expected != counts:
        raise ValueError(f"{fighter.id}: icons + M + E give {dict(expected)}, "
                         f"tokens are {dict(counts)}")
    if len(set(fighter.techniques)) != 7:
        raise ValueError(f"{fighter.id}: techniques are not 7 distinct: {fighter.techniques}")
    for tid in fighter.techniques:
        found = techniques.get(tid)
        if found is None or found.fighter != fighter.id:
            raise ValueError(f"{fighter.id}: {tid!r} is not one of its techniques")


def validate_start_positions(positions: Mapping[str, tuple[StartPosition, ...]]) -> None:
    """R3, D3: one list per format, of distinct arena cells with a facing 0..5."""
    if set(positions) != set(POSITION_KEYS):
        raise ValueError(f"start positions must be {sorted(POSITION_KEYS)}: {sorted(positions)}")
    for key, seats in positions.items():
        if len(seats) != POSITION_KEYS[key]:
            raise ValueError(f"{key}: {len(seats)} positions for {POSITION_KEYS[key]} seats")
        cells = [hexgrid.Hex(q, r) for q, r, _ in seats]
        if len(set(cells)) != len(cells):
            raise ValueError(f"{key}: two fighters share a cell: {seats}")
        for (q, r, facing), cell in zip(seats, cells, strict=True):
            if not hexgrid.on_board(cell):
                raise ValueError(f"{key}: ({q}, {r}) is off the arena")
            if not 0 <= facing < len(hexgrid.DIRECTIONS):
                raise ValueError(f"{key}: facing {facing} is not 0..5")


def validate_kinds_used(techniques: Iterable[Technique]) -> None:
    """Section 7.1: every effect kind is used at least once."""
    unused = set(Do) - {e.do for t in techniques for e in t.effects}
    if unused:
        raise ValueError(f"effect kinds used by no technique: {sorted(unused)}")


def validate_content(fighters: Mapping[str, Fighter], techniques: Mapping[str, Technique],
                     positions: Mapping[str, tuple[StartPosition, ...]]) -> None:
    """All of the above, with ids matching their keys."""
    for key, item in (*fighters.items(), *techniques.items()):
        if item.id != key:
            raise ValueError(f"{item.id!r} is filed under {key!r}")
    for f in fighters.values():
        validate_fighter(f, techniques)
    for t in techniques.values():
        validate_technique(t, fighters)
    validate_kinds_used(techniques.values())
    validate_start_positions(positions)


# --- the data ------------------------------------------------------------------------------------

validate_constants(_CONSTANTS)

FIGHTERS: dict[str, Fighter] = {fid: _fighter(fid, raw) for fid, raw in _RAW["fighters"].items()}
"""Spec order: igor, kimberley, hirumasa, li_ming, ricardo, wonja."""
TECHNIQUES: dict[str, Technique] = {
    tid: _technique(tid, raw) for tid, raw in _RAW["techniques"].items()}
"""The 42 techniques, in spec order."""
START_POSITIONS: dict[str, tuple[StartPosition, ...]] = {
    key: tuple((q, r, f) for q, r, f in seats) for key, seats in _RAW["start_positions"].items()}
"""D3; ``p4_teams`` seats are A1, B1, A2, B2."""

validate_content(FIGHTERS, TECHNIQUES, START_POSITIONS)


def start_positions(players: int, teams: bool) -> tuple[StartPosition, ...]:
    """R3: seat i takes entry i. Teams exist only with 4 players (2v2)."""
    if teams and players != 4:
        raise ValueError(f"teams need 4 players, not {players}")
    key = {2: "p2", 3: "p3", 4: "p4_teams" if teams else "p4_ffa"}.get(players)
    if key is None:
        raise ValueError(f"Martial Art seats 2 to 4 players, not {players}")
    return START_POSITIONS[key]


def technique(tid: str) -> Technique:
    return TECHNIQUES[tid]


def fighter(fid: str) -> Fighter:
    return FIGHTERS[fid]
