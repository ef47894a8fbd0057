"""Movement on the 37-cell flat-topped board (R19-R21): where a figure may go, pushes, and the
clock's default path (section 10).

A move is chosen as its destination: the path never matters to any rule (nothing happens on the
way), so every reachable cell is one option and "stop early" is a nearer cell or staying put.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.combat.content import Verb
from rules.kit.hexgrid import DIRECTIONS, Hex, arena, closest_directions, distance, on_board

A_START = Hex(0, -3)  # D1: the top corner
B_START = Hex(0, 3)  # D1: the bottom corner
CELLS: tuple[Hex, ...] = arena()

TIMEOUT_ORDER: tuple[int, ...] = (2, 1, 0, 5, 4, 3)
"""Section 10's order N, NE, SE, S, SW, NW as direction indices (``hexgrid.DIRECTIONS``)."""

SELF_MOVES = frozenset({Verb.SE_DEPLACER, Verb.S_APPROCHER, Verb.S_ELOIGNER, Verb.SAUTER})

StepOk = Callable[[Hex, Hex], bool]


def _walk_rule(verb: Verb, other: Hex | None) -> StepOk:
    """Whether one step from ``a`` to the adjacent ``b`` is allowed, besides being free."""
    if verb is Verb.SE_DEPLACER:
        return lambda a, b: True
    assert other is not None
    if verb in (Verb.S_APPROCHER, Verb.ATTIRER):
        return lambda a, b: distance(b, other) == distance(a, other) - 1
    if verb is Verb.S_ELOIGNER:
        return lambda a, b: distance(b, other) == distance(a, other) + 1
    raise ValueError(f"{verb} is not a step-by-step move")


def destinations(verb: Verb, n: int, start: Hex, other: Hex | None) -> list[Hex]:
    """Every cell the moving figure may end on, ``start`` (staying) first, then in board
    order. ``other`` is the other figure (None when it is off the board): it blocks its cell,
    and it is the reference of S_APPROCHER, S_ELOIGNER and ATTIRER (for ATTIRER the moving
    figure is the victim and ``other`` the puller)."""
    def free(h: Hex) -> bool:
        return on_board(h) and h != other

    if verb is Verb.SAUTER:
        return [start, *(h for h in CELLS if h != start and free(h) and distance(h, start) <= n)]
    if other is None and verb is not Verb.SE_DEPLACER:
        return [start]  # R21: relative to an OFF figure, nothing moves
    ok = _walk_rule(verb, other)
    seen = {start}
    frontier = [start]
    for _ in range(n):
        nxt = []
        for a in frontier:
            for d in DIRECTIONS:
                b = a + d
                if b not in seen and free(b) and ok(a, b):
                    seen.add(b)
                    nxt.append(b)
        frontier = nxt
    return [start, *(h for h in CELLS if h in seen and h != start)]


def default_destination(verb: Verb, n: int, start: Hex, other: Hex | None) -> Hex:
    """Section 10's clock: step by step, the first legal step in the order N, NE, SE, S, SW,
    NW, until ``n`` steps are made or none is legal; SAUTER and ATTIRER do not move."""
    if verb in (Verb.SAUTER, Verb.ATTIRER) or (other is None and verb is not Verb.SE_DEPLACER):
        return start
    ok = _walk_rule(verb, other)
    here = start
    for _ in range(n):
        for d in TIMEOUT_ORDER:
            b = here + DIRECTIONS[d]
            if on_board(b) and b != other and ok(here, b):
                here = b
                break
        else:
            break
    return here


def push_directions(pusher: Hex, victim: Hex) -> list[int]:
    """R20/D15: the directions pointing most directly away from the pusher (two on a tie), in
    section 10's order."""
    tied = closest_directions(pusher, victim)
    return [d for d in TIMEOUT_ORDER if d in tied]


def push_path(victim: Hex, direction: int, n: int) -> tuple[list[Hex], bool]:
    """The cells a push passes through, and whether it went off the board (R20.4)."""
    path: list[Hex] = []
    here = victim
    for _ in range(n):
        here = here + DIRECTIONS[direction]
        if not on_board(here):
            return path, True
        path.append(here)
    return path, False
