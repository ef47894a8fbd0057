"""A fighter board's arithmetic: sowing (R19-R20), placement (R6-R7), wounds and token loss
(R31-R33), discards (R30). Pure functions over :class:`~rules.martial_art.state.Fighter`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rules.core import Rng
from rules.kit.chance import draw, sample, shuffled
from rules.martial_art.content import (
    ACTIONS,
    EFFECTS,
    KO_CELL,
    SERIOUS_LINE,
    TECHNICAL_KO_COLUMNS,
    Code,
    fighter,
    next_zone,
)
from rules.martial_art.state import Fighter

CODE_ORDER = tuple(Code)
"""Codes in catalogue order (P K G H M D E): how a list of choices is sorted."""

ASIDE = 2
"""R6: the set-aside pile's size."""
PER_ZONE = 2
"""R6: tokens per zone at setup."""


def destinations(start: int, count: int) -> list[int]:
    """R19: the zones ``count`` tokens taken from ``start`` are sown into, skipping ``start``."""
    seq: list[int] = []
    zone = start
    while len(seq) < count:
        zone = next_zone(zone)
        if zone != start:
            seq.append(zone)
    return seq


def target_zone(start: int, count: int) -> int:
    """R20: the zone the last token lands in."""
    return destinations(start, count)[-1]


def distinct(codes: Sequence[Code]) -> list[Code]:
    """Each code once, in catalogue order (identical tokens are interchangeable)."""
    present = set(codes)
    return [c for c in CODE_ORDER if c in present]


# --- placement ---------------------------------------------------------------------------------

def token_set(fighter_id: str) -> list[Code]:
    """The fighter's 12 tokens (section 2.1), in catalogue order."""
    return fighter(fighter_id).token_list()


def random_placement(rng: Rng, tokens: Sequence[Code]) -> tuple[list[Code], list[list[Code]]]:
    """R6: two random Effects set aside, then the Actions in distinct random zones and the
    Effects shuffled into the free slots. Returns (aside, zones)."""
    effects = [c for c in tokens if c in EFFECTS]
    actions = [c for c in tokens if c in ACTIONS]
    aside = [draw(rng, effects) for _ in range(ASIDE)]
    zones: list[list[Code]] = [[] for _ in range(5)]
    for code, zone in zip(actions, sample(rng, range(5), len(actions)), strict=True):
        zones[zone].append(code)
    rest = shuffled(rng, effects)
    for zone in zones:
        while len(zone) < PER_ZONE:
            zone.append(rest.pop())
    return aside, zones


def draft_board(draft: Sequence[Code]) -> tuple[list[Code], list[list[Code]]]:
    """A placement draft (fill order: the set-aside pair, then zone 1..5 two by two) as
    (aside, zones)."""
    aside = list(draft[:ASIDE])
    zones = [list(draft[ASIDE + PER_ZONE * z: ASIDE + PER_ZONE * (z + 1)]) for z in range(5)]
    return aside, zones


def placeable(tokens: Sequence[Code], draft: Sequence[Code]) -> list[Code]:
    """The codes the next slot of a placement draft may take (R6's constraints: two Effects
    aside, two tokens per zone, never two Actions in a zone), such that the rest can still be
    completed."""
    left = Counter(tokens)
    left.subtract(draft)
    slot = len(draft)
    if slot >= len(tokens):
        return []
    out = []
    for code in distinct([c for c, n in left.items() if n > 0]):
        if slot < ASIDE and code in ACTIONS:
            continue
        if slot >= ASIDE and code in ACTIONS and (slot - ASIDE) % PER_ZONE == 1 \
                and draft[slot - 1] in ACTIONS:
            continue
        if _completable(tokens, [*draft, code]):
            out.append(code)
    return out


def _completable(tokens: Sequence[Code], draft: Sequence[Code]) -> bool:
    """Whether the remaining tokens fit the remaining slots: every Action needs a zone of
    its own, so no more Actions than zones without one may be left."""
    left = Counter(tokens)
    left.subtract(draft)
    actions_left = sum(left[c] for c in ACTIONS)
    aside_left = max(0, ASIDE - len(draft))
    effects_left = sum(left[c] for c in EFFECTS)
    if effects_left < aside_left:
        return False
    _, zones = draft_board(draft)
    open_zones = sum(1 for z in zones if len(z) < PER_ZONE and not any(c in ACTIONS for c in z))
    return actions_left <= open_zones


def complete_at_random(rng: Rng, tokens: Sequence[Code], draft: list[Code]) -> list[Code]:
    """Fill the rest of a placement draft: the slots one by one, each a uniformly random
    code among those :func:`placeable` allows (always a valid board)."""
    out = list(draft)
    while len(out) < len(tokens):
        options = placeable(tokens, out)
        left = Counter(tokens)
        left.subtract(out)
        pool = [c for c in options for _ in range(left[c])]  # weighted by copies left
        out.append(pool[rng.below(len(pool))])
    return out


def valid_board(tokens: Sequence[Code], aside: Sequence[Code],
                zones: Sequence[Sequence[Code]]) -> bool:
    """R6's constraints, checked whole (E16)."""
    return (len(aside) == ASIDE and all(c in EFFECTS for c in aside)
            and all(len(z) == PER_ZONE for z in zones)
            and all(sum(1 for c in z if c in ACTIONS) <= 1 for z in zones)
            and Counter(tokens) == Counter([*aside, *(c for z in zones for c in z)]))


# --- wounds ------------------------------------------------------------------------------------

def wound(f: Fighter, zone: int, amount: int) -> tuple[int, int, list[tuple[Code, int | None]]]:
    """R31-R32: move the cube of ``zone`` down by ``amount`` (stopping at the KO cell) and
    lose a token for each icon cell reached or passed. Returns (before, after, lost), each
    lost token as (code, zone it came from, or None for the set-aside pile)."""
    assert f.fighter is not None
    spec = fighter(f.fighter)
    before = f.life[zone - 1]
    after = min(KO_CELL, before + amount)
    f.life[zone - 1] = after
    lost: list[tuple[Code, int | None]] = []
    for cell in range(before + 1, after + 1):
        icon = spec.icon(zone, cell)
        if icon is not None:
            where = lose(f, icon, zone)
            if where != 0:
                lost.append((icon, where))
    return before, after, lost


def lose(f: Fighter, code: Code, zone: int) -> int | None:
    """R32: remove one ``code`` token, searching the board from ``zone`` on, then the
    set-aside pile. Returns the zone it came from, None for the pile, 0 when none was found."""
    z = zone
    for _ in range(5):
        if code in f.zones[z - 1]:
            f.zones[z - 1].remove(code)
            return z
        z = next_zone(z)
    if code in f.aside:
        f.aside.remove(code)
        return None
    return 0


def knocked_out(f: Fighter) -> str | None:
    """R33: ``ko`` (a cube on the last cell), ``technical_ko`` (3 cubes at the line or past
    it), or None."""
    if any(cell >= KO_CELL for cell in f.life):
        return "ko"
    if sum(1 for cell in f.life if cell >= SERIOUS_LINE) >= TECHNICAL_KO_COLUMNS:
        return "technical_ko"
    return None


def serious(f: Fighter) -> int:
    """Columns at or past the Serious-Wound line (R64's third key)."""
    return sum(1 for cell in f.life if cell >= SERIOUS_LINE)


def effect_tokens(f: Fighter) -> list[tuple[int, Code]]:
    """Each own Effect token on the board as (zone, code), one per kind per zone."""
    return [(z, c) for z in range(1, 6) for c in distinct(f.zones[z - 1]) if c in EFFECTS]
