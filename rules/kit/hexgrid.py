"""Hex grids (ARCHITECTURE.md, rules/kit): the radius-3 arena of 37 cells that Martial Art
(pointy-topped, fighters with a facing) and Combat (flat-topped) both play on.

Both specs use the same **axial** coordinates ``(q, r)`` with ``r`` growing downward on screen
(Martial Art R10, Combat D1), so one coordinate system serves both; only the drawing differs.
Directions are numbered as Martial Art R11 numbers them: ``DIRECTIONS[d]`` for ``d`` in 0..5,
counter-clockwise on screen, starting at ``(+1, 0)``. Each layout names them its own way:

====  ========  =======  =====
d     (dq, dr)  pointy   flat
====  ========  =======  =====
0     (+1, 0)   E        SE
1     (+1,-1)   NE       NE
2     (0, -1)   NW       N
3     (-1, 0)   W        NW
4     (-1,+1)   SW       SW
5     (0, +1)   SE       S
====  ========  =======  =====

A facing is a direction index. Everything here is pure and deterministic (lines use exact
fractions, not floats); only :class:`Layout` uses floats, and only for drawing.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

ARENA_RADIUS = 3
"""Both games' board: ``max(|q|, |r|, |q+r|) <= 3``, 37 cells (Martial Art D1, Combat D1)."""


class Hex(NamedTuple):
    """An axial cell ``(q, r)``.

    A NamedTuple rather than a model: it is hashable, cheap, compares and sorts by value, and
    pydantic stores it as the JSON array ``[q, r]`` and parses it back to a ``Hex``. A state's
    working copy (``rules.cow``) shares it like any tuple. (A JSON object key must be a
    string: key dicts by :func:`label` instead.) The arithmetic operators are vector
    operations, so tuple concatenation and repetition, which would be bugs here, are not
    available.
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate (``q + r + s == 0``)."""
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def __mul__(self, k: int) -> Hex:  # type: ignore[override]
        return Hex(self.q * k, self.r * k)

    __rmul__ = __mul__

    def __neg__(self) -> Hex:
        return Hex(-self.q, -self.r)

    def __str__(self) -> str:
        return label(self)


ORIGIN = Hex(0, 0)

DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
"""The six unit steps in Martial Art R11 order: index ``d`` is a direction and a facing."""

Direction = int
"""A direction or facing: an index into :data:`DIRECTIONS`, 0..5 (plain ``int`` in JSON)."""


class Orientation(StrEnum):
    POINTY = "pointy"  # Martial Art: cells have a vertex on top, rows of constant r
    FLAT = "flat"  # Combat: cells have an edge on top, columns of constant q


DIRECTION_NAMES: dict[Orientation, tuple[str, ...]] = {
    Orientation.POINTY: ("E", "NE", "NW", "W", "SW", "SE"),  # Martial Art R11
    Orientation.FLAT: ("SE", "NE", "N", "NW", "SW", "S"),  # Combat's direction table
}


def direction_name(d: Direction, orientation: Orientation) -> str:
    return DIRECTION_NAMES[orientation][d % 6]


def direction_named(name: str, orientation: Orientation) -> Direction:
    """The index of a compass name in that layout (``ValueError`` if it has no such name)."""
    return DIRECTION_NAMES[orientation].index(name.upper())


# --- neighbours, distance, directions ----------------------------------------------------------

def neighbour(h: Hex, d: Direction) -> Hex:
    return h + DIRECTIONS[d % 6]


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six adjacent cells, in direction order (R12: adjacent = sharing an edge)."""
    return tuple(h + v for v in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    """Steps between two cells (Martial Art R10, Combat R2)."""
    d = a - b
    return max(abs(d.q), abs(d.r), abs(d.s))


def opposite(d: Direction) -> Direction:
    return (d + 3) % 6


def direction_to(a: Hex, b: Hex) -> Direction | None:
    """The direction of the straight line from ``a`` through ``b``, or ``None`` when ``b`` is
    not on one of ``a``'s six lines (or is ``a``). For neighbours this is the push direction of
    Martial Art R53."""
    v = b - a
    n = distance(a, b)
    if n == 0:
        return None
    for d, unit in enumerate(DIRECTIONS):
        if unit * n == v:
            return d
    return None


def _score(d: Direction, v: Hex) -> int:
    # 2/3 of the screen dot product of DIRECTIONS[d] and v (divided by the size squared) in
    # BOTH layouts: the flat layout is the pointy one turned by 30 degrees, and turning keeps
    # dot products. Combat R20's score is 4/3 of the same value. Integer, so ties are exact.
    u = DIRECTIONS[d]
    return 2 * u.q * v.q + u.q * v.r + u.r * v.q + 2 * u.r * v.r


def closest_directions(a: Hex, b: Hex) -> tuple[Direction, ...]:
    """The directions pointing most nearly from ``a`` toward ``b`` on screen: one, or two on an
    exact tie, in index order. Combat R20 pushes along it ("directly away"; the pusher picks on
    a tie, D15). Each of them takes a step from ``b`` one cell farther from ``a``."""
    v = b - a
    if v == ORIGIN:
        raise ValueError("no direction from a cell to itself")
    scores = [_score(d, v) for d in range(6)]
    best = max(scores)
    return tuple(d for d in range(6) if scores[d] == best)


# --- lines ---------------------------------------------------------------------------------------

def ray(start: Hex, d: Direction, steps: int) -> tuple[Hex, ...]:
    """The ``steps`` cells after ``start`` going straight in direction ``d`` (start excluded):
    a push path, a charge, the cells behind a fighter in a row."""
    unit = DIRECTIONS[d % 6]
    return tuple(start + unit * i for i in range(1, steps + 1))


def ray_to_edge(start: Hex, d: Direction, radius: int = ARENA_RADIUS) -> tuple[Hex, ...]:
    """The cells after ``start`` in direction ``d`` up to the board's edge (start excluded)."""
    out: list[Hex] = []
    h = neighbour(start, d)
    while on_board(h, radius):
        out.append(h)
        h = neighbour(h, d)
    return tuple(out)


_NUDGE = Fraction(1, 10**6)


def _cube_round(fq: Fraction, fr: Fraction) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    # Rounding each coordinate alone can break q + r + s == 0: recompute the one that moved most.
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


def line(a: Hex, b: Hex) -> tuple[Hex, ...]:
    """The cells a straight segment from ``a``'s centre to ``b``'s crosses, ``a`` and ``b``
    included: ``distance(a, b) + 1`` cells, each adjacent to the next.

    Standard cube lerp and rounding, in exact fractions. A segment running exactly along cell
    edges touches two cells at once; both ends are nudged by the same tiny ``(+e, +e, -2e)``
    so that case always resolves the same way (toward larger q and r), on every machine.
    """
    n = distance(a, b)
    if n == 0:
        return (a,)
    aq, ar = a.q + _NUDGE, a.r + _NUDGE
    dq, dr = b.q - a.q, b.r - a.r
    return tuple(_cube_round(aq + Fraction(dq * i, n), ar + Fraction(dr * i, n))
                 for i in range(n + 1))


# --- rings, disks, the arena ---------------------------------------------------------------------

def ring(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """The ``6 * radius`` cells at exactly ``radius`` from ``centre`` (just ``centre`` for 0),
    counter-clockwise from the one in direction 0."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return (centre,)
    out: list[Hex] = []
    h = centre + DIRECTIONS[0] * radius
    for side in range(6):
        step = DIRECTIONS[(side + 2) % 6]  # direction 0's corner walks toward direction 1's
        for _ in range(radius):
            out.append(h)
            h = h + step
    return tuple(out)


def spiral(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """Every cell within ``radius``, nearest first: the centre, then ring 1, ring 2..."""
    return tuple(h for k in range(radius + 1) for h in ring(centre, k))


def disk(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """Every cell within ``radius`` of ``centre``, sorted by ``(r, q)``: ``1 + 3k(k+1)`` cells
    (Combat's SAUTER reach, before removing occupied or off-board cells)."""
    return tuple(sorted(spiral(centre, radius), key=lambda h: (h.r, h.q)))


def arena(radius: int = ARENA_RADIUS) -> tuple[Hex, ...]:
    """The board's cells in a stable order: by row ``r``, then ``q`` (top to bottom, left to
    right in the pointy layout; see :func:`reading_order` for the flat one). 37 for radius 3."""
    return disk(ORIGIN, radius)


def on_board(h: Hex, radius: int = ARENA_RADIUS) -> bool:
    return distance(h, ORIGIN) <= radius


def reading_order(cells: Iterable[Hex], orientation: Orientation) -> list[Hex]:
    """Cells sorted as a reader scans the picture: top to bottom, then left to right. Flat
    cells sit on level ``2r + q`` (Combat §2); pointy cells on row ``r``."""
    if orientation is Orientation.FLAT:
        return sorted(cells, key=lambda h: (2 * h.r + h.q, h.q))
    return sorted(cells, key=lambda h: (h.r, h.q))


# --- rotation and facing -------------------------------------------------------------------------

def rotate(h: Hex, turns: int, centre: Hex = ORIGIN) -> Hex:
    """``h`` turned by ``turns`` sixth-turns around ``centre``, counter-clockwise on screen
    (the way direction indices grow), so ``rotate(DIRECTIONS[d], 1) == DIRECTIONS[d + 1]``.
    Negative turns go clockwise. Used to lay out symmetric start positions."""
    v = h - centre
    for _ in range(turns % 6):
        v = Hex(v.q + v.r, -v.q)
    return centre + v


def turn_left(facing: Direction, turns: int = 1) -> Direction:
    """Counter-clockwise on screen is a left turn: facing E, a left turn faces NE."""
    return (facing + turns) % 6


def turn_right(facing: Direction, turns: int = 1) -> Direction:
    return (facing - turns) % 6


def front_cells(h: Hex, facing: Direction) -> tuple[Hex, Hex, Hex]:
    """Martial Art R13: the neighbours in directions ``f-1, f, f+1``, in that order (the right
    front diagonal, the cell ahead, the left front diagonal)."""
    return (neighbour(h, facing - 1), neighbour(h, facing), neighbour(h, facing + 1))


def back_cells(h: Hex, facing: Direction) -> tuple[Hex, Hex, Hex]:
    """Martial Art R13: the neighbours in directions ``f+2, f+3, f+4``."""
    return (neighbour(h, facing + 2), neighbour(h, facing + 3), neighbour(h, facing + 4))


def in_front(h: Hex, facing: Direction, other: Hex) -> bool:
    """Whether ``other`` is one of the front cells of a fighter on ``h`` (Black Belt reach)."""
    return other in front_cells(h, facing)


def behind(h: Hex, facing: Direction, other: Hex) -> bool:
    """Whether ``other`` is one of the back cells of a fighter on ``h`` (R25 back attack)."""
    return other in back_cells(h, facing)


# --- labels --------------------------------------------------------------------------------------

def label(h: Hex) -> str:
    """A cell's name as the specs write it: signed axial ``q,r``, e.g. ``+0,-3`` (Combat's map;
    Martial Art writes the same pair). Fixed width on a radius <= 9 board, safe as a JSON key."""
    return f"{h.q:+d},{h.r:+d}"


_LABEL = re.compile(r"^\(?\s*([+-]?\d+)\s*,\s*([+-]?\d+)\s*\)?$")


def parse_label(text: str) -> Hex:
    """The inverse of :func:`label`; also takes ``(q, r)`` with or without signs and the
    typographic minus the specs use. ``ValueError`` otherwise."""
    m = _LABEL.match(text.strip().replace("\u2212", "-"))
    if m is None:
        raise ValueError(f"not a cell: {text!r}")
    return Hex(int(m.group(1)), int(m.group(2)))


# --- pixels, for renderers -----------------------------------------------------------------------

Point = tuple[float, float]
_SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class Layout:
    """Where cells go on a picture (y grows downward, as in images).

    ``size`` is the centre-to-corner radius of a cell; ``origin`` is the pixel centre of
    ``(0, 0)``. Pointy: rows of constant ``r``, odd rows shifted half a cell right. Flat:
    columns of constant ``q``; Combat's level ``2r + q`` is ``y / (size * sqrt(3) / 2)``.
    """

    orientation: Orientation
    size: float
    origin: Point = (0.0, 0.0)

    def centre(self, h: Hex) -> Point:
        ox, oy = self.origin
        if self.orientation is Orientation.POINTY:
            return (ox + self.size * _SQRT3 * (h.q + h.r / 2), oy + self.size * 1.5 * h.r)
        return (ox + self.size * 1.5 * h.q, oy + self.size * _SQRT3 * (h.r + h.q / 2))

    def corners(self, h: Hex) -> tuple[Point, ...]:
        """The cell's six corners, clockwise on screen, for a polygon. Pointy cells start at
        the lower-right corner (30 degrees), flat cells at the right-hand one (0 degrees)."""
        cx, cy = self.centre(h)
        start = 30 if self.orientation is Orientation.POINTY else 0
        return tuple(
            (cx + self.size * math.cos(math.radians(start + 60 * i)),
             cy + self.size * math.sin(math.radians(start + 60 * i)))
            for i in range(6))

    def locate(self, x: float, y: float) -> Hex:
        """The cell containing pixel ``(x, y)`` (the inverse of :meth:`centre`)."""
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        if self.orientation is Orientation.POINTY:
            fq, fr = _SQRT3 / 3 * px - py / 3, 2 / 3 * py
        else:
            fq, fr = 2 / 3 * px, -px / 3 + _SQRT3 / 3 * py
        return _cube_round(Fraction(fq), Fraction(fr))

    def bounds(self, cells: Iterable[Hex]) -> tuple[float, float, float, float]:
        """``(min_x, min_y, max_x, max_y)`` over the cells' corners: the picture's extent."""
        points = [p for h in cells for p in self.corners(h)]
        if not points:
            raise ValueError("no cells")
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return (min(xs), min(ys), max(xs), max(ys))


def centres(layout: Layout, cells: Sequence[Hex]) -> dict[Hex, Point]:
    """Every cell's pixel centre, for a renderer that places tokens and arrows."""
    return {h: layout.centre(h) for h in cells}
