"""The hex grid kit: geometry laws, the two specs' examples, pixels and JSON."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.kit.hexgrid import (
    ARENA_RADIUS,
    DIRECTIONS,
    ORIGIN,
    Hex,
    Layout,
    Orientation,
    arena,
    back_cells,
    behind,
    centres,
    closest_directions,
    direction_name,
    direction_named,
    direction_to,
    disk,
    distance,
    front_cells,
    in_front,
    label,
    line,
    neighbour,
    neighbours,
    on_board,
    opposite,
    parse_label,
    ray,
    ray_to_edge,
    reading_order,
    ring,
    rotate,
    spiral,
    turn_left,
    turn_right,
)

coords = st.integers(min_value=-12, max_value=12)
hexes = st.builds(Hex, coords, coords)
board_hexes = st.sampled_from(arena())
dirs = st.integers(min_value=0, max_value=5)
turns = st.integers(min_value=-20, max_value=20)
orientations = st.sampled_from(list(Orientation))

# --- coordinates and the board -------------------------------------------------------------------


def test_hex_arithmetic_is_vector_arithmetic() -> None:
    assert Hex(1, 2) + Hex(3, -1) == Hex(4, 1)
    assert Hex(1, 2) - Hex(3, -1) == Hex(-2, 3)
    assert Hex(1, -2) * 3 == Hex(3, -6) == 3 * Hex(1, -2)
    assert -Hex(1, -2) == Hex(-1, 2)
    assert Hex(2, -3).s == 1
    assert len(Hex(1, 2) + Hex(3, 4)) == 2  # not tuple concatenation


def test_arena_is_the_37_cell_hexagon_in_row_order() -> None:
    cells = arena()
    assert len(cells) == len(set(cells)) == 37
    assert all(on_board(h) for h in cells)
    assert all(max(abs(h.q), abs(h.r), abs(h.q + h.r)) <= 3 for h in cells)  # R10's set
    assert cells[:4] == (Hex(0, -3), Hex(1, -3), Hex(2, -3), Hex(3, -3))
    assert cells[-1] == Hex(0, 3)
    assert list(cells) == sorted(cells, key=lambda h: (h.r, h.q))
    assert reading_order(reversed(cells), Orientation.POINTY) == list(cells)
    assert arena() == arena(ARENA_RADIUS)


@pytest.mark.parametrize("radius", range(6))
def test_arena_sizes(radius: int) -> None:
    assert len(arena(radius)) == 1 + 3 * radius * (radius + 1)


def test_on_board_matches_combat_corners() -> None:
    corners = [Hex(0, -3), Hex(3, -3), Hex(3, 0), Hex(0, 3), Hex(-3, 3), Hex(-3, 0)]
    assert all(on_board(h) for h in corners)
    assert not any(on_board(h) for h in [Hex(0, 4), Hex(4, 0), Hex(2, 2), Hex(-2, -2)])
    assert on_board(Hex(2, 2), radius=4)
    assert distance(Hex(0, -3), Hex(0, 3)) == 6  # Combat: A and B at opposite corners


# --- directions, neighbours, distance ------------------------------------------------------------

def test_directions_follow_martial_art_r11() -> None:
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    names = [direction_name(d, Orientation.POINTY) for d in range(6)]
    assert names == ["E", "NE", "NW", "W", "SW", "SE"]


def test_flat_names_follow_combat_table() -> None:
    table = {"N": (0, -1), "NE": (1, -1), "SE": (1, 0), "S": (0, 1), "SW": (-1, 1),
             "NW": (-1, 0)}
    for name, vector in table.items():
        assert DIRECTIONS[direction_named(name, Orientation.FLAT)] == vector
    assert direction_named("n", Orientation.FLAT) == 2
    with pytest.raises(ValueError):
        direction_named("N", Orientation.POINTY)


@pytest.mark.parametrize("orientation", list(Orientation))
def test_direction_names_match_the_picture(orientation: Orientation) -> None:
    layout = Layout(orientation, 10.0)
    for d in range(6):
        x, y = layout.centre(DIRECTIONS[d])
        name = direction_name(d, orientation)
        assert ("E" in name) == (x > 1e-9) and ("W" in name) == (x < -1e-9)
        assert ("N" in name) == (y < -1e-9) and ("S" in name) == (y > 1e-9)


@given(hexes)
def test_neighbours_are_six_distinct_cells_at_distance_one(h: Hex) -> None:
    ns = neighbours(h)
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 for n in ns)
    assert ns == tuple(neighbour(h, d) for d in range(6))


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a: Hex, b: Hex, c: Hex) -> None:
    assert distance(a, b) == distance(b, a)
    assert distance(a, c) <= distance(a, b) + distance(b, c)
    assert (distance(a, b) == 0) == (a == b)
    dq, dr = b.q - a.q, b.r - a.r
    assert 2 * distance(a, b) == abs(dq) + abs(dr) + abs(dq + dr)  # R10's formula


def test_martial_art_start_positions_are_two_apart() -> None:
    starts = [Hex(-1, 0), Hex(1, -1), Hex(0, 1)]  # D3, 3 players
    assert {distance(a, b) for a in starts for b in starts if a != b} == {2}


@given(hexes, dirs, st.integers(min_value=1, max_value=5))
def test_direction_to_finds_straight_lines(a: Hex, d: int, n: int) -> None:
    assert direction_to(a, a + DIRECTIONS[d] * n) == d
    assert opposite(d) == direction_to(a + DIRECTIONS[d] * n, a)


def test_direction_to_off_line_or_same_cell() -> None:
    assert direction_to(ORIGIN, ORIGIN) is None
    assert direction_to(ORIGIN, Hex(2, -1)) is None
    assert direction_to(Hex(1, 0), Hex(2, 0)) == 0  # E9: Tsuppari pushes Wonja east


def test_closest_directions_combat_examples() -> None:
    assert closest_directions(Hex(0, 2), Hex(0, 3)) == (direction_named("S", Orientation.FLAT),)
    tie = closest_directions(ORIGIN, Hex(2, -1))  # CB-4: NE and SE tie
    assert {direction_name(d, Orientation.FLAT) for d in tie} == {"NE", "SE"}
    assert {neighbour(Hex(2, -1), d) for d in tie} == {Hex(3, -2), Hex(3, -1)}
    with pytest.raises(ValueError):
        closest_directions(ORIGIN, ORIGIN)


@given(hexes, hexes, orientations)
def test_closest_directions_are_the_screen_nearest_and_push_away(
        a: Hex, b: Hex, orientation: Orientation) -> None:
    if a == b:
        return
    best = closest_directions(a, b)
    assert 1 <= len(best) <= 2
    assert all(distance(a, neighbour(b, d)) == distance(a, b) + 1 for d in best)
    layout = Layout(orientation, 1.0)
    ax, ay = layout.centre(a)
    bx, by = layout.centre(b)
    dots = []
    for d in range(6):
        ux, uy = layout.centre(DIRECTIONS[d])
        dots.append(ux * (bx - ax) + uy * (by - ay))
    top = max(dots)
    assert set(best) == {d for d in range(6) if math.isclose(dots[d], top, abs_tol=1e-9)}


# --- lines ---------------------------------------------------------------------------------------

def test_rays_and_pushes_off_the_board() -> None:
    assert ray(Hex(2, 0), 0, 2) == (Hex(3, 0), Hex(4, 0))  # E9: step 2 leaves the arena
    assert not on_board(ray(Hex(2, 0), 0, 2)[-1])
    assert ray(ORIGIN, 3, 0) == ()
    assert ray_to_edge(ORIGIN, 1) == (Hex(1, -1), Hex(2, -2), Hex(3, -3))
    assert ray_to_edge(Hex(0, 3), 5) == ()
    assert ray_to_edge(ORIGIN, 1, radius=1) == (Hex(1, -1),)


@given(hexes, hexes)
def test_line_has_distance_plus_one_adjacent_cells(a: Hex, b: Hex) -> None:
    cells = line(a, b)
    assert len(cells) == distance(a, b) + 1
    assert cells[0] == a and cells[-1] == b
    assert all(distance(x, y) == 1 for x, y in pairwise(cells))
    assert line(b, a) == cells[::-1]


@given(hexes, dirs, st.integers(min_value=1, max_value=6))
def test_line_along_a_direction_is_the_ray(a: Hex, d: int, n: int) -> None:
    assert line(a, a + DIRECTIONS[d] * n) == (a, *ray(a, d, n))


def test_line_along_an_edge_breaks_ties_the_same_way() -> None:
    # The segment passes exactly between (1,-1) and (1,0); the nudge picks (1,0).
    assert line(ORIGIN, Hex(2, -1)) == (ORIGIN, Hex(1, 0), Hex(2, -1))
    assert line(ORIGIN, Hex(-2, 1)) == (ORIGIN, Hex(-1, 1), Hex(-2, 1))  # not half-to-even
    assert line(Hex(0, 0), Hex(0, 0)) == (ORIGIN,)


# --- rings, spirals, disks -----------------------------------------------------------------------

@given(hexes, st.integers(min_value=0, max_value=5))
def test_ring_is_a_closed_loop_at_the_radius(c: Hex, k: int) -> None:
    cells = ring(c, k)
    assert len(cells) == len(set(cells)) == max(1, 6 * k)
    assert all(distance(c, h) == k for h in cells)
    assert cells[0] == c + DIRECTIONS[0] * k
    if k:
        loop = (*cells, cells[0])
        assert all(distance(x, y) == 1 for x, y in pairwise(loop))


def test_ring_rejects_negative_radius_and_starts_counter_clockwise() -> None:
    with pytest.raises(ValueError):
        ring(ORIGIN, -1)
    assert ring(ORIGIN, 1) == DIRECTIONS
    assert ring(ORIGIN, 3)[3] == Hex(3, -3)  # the first corner after the start, NE


@given(hexes, st.integers(min_value=0, max_value=4))
def test_spiral_and_disk_cover_the_same_cells(c: Hex, k: int) -> None:
    sp = spiral(c, k)
    assert len(sp) == len(set(sp)) == 1 + 3 * k * (k + 1)
    assert [distance(c, h) for h in sp] == sorted(distance(c, h) for h in sp)
    assert set(disk(c, k)) == set(sp)
    assert list(disk(c, k)) == sorted(sp, key=lambda h: (h.r, h.q))


# --- rotation and facing -------------------------------------------------------------------------

@given(hexes, hexes, turns)
def test_rotation_laws(h: Hex, c: Hex, n: int) -> None:
    assert rotate(h, 6, c) == h
    assert rotate(rotate(h, n, c), -n, c) == h
    assert rotate(h, n, c) == rotate(h, n % 6, c)
    assert distance(rotate(h, n, c), c) == distance(h, c)
    assert distance(rotate(h, n), rotate(c, n)) == distance(h, c)


def test_rotation_turns_directions_counter_clockwise() -> None:
    assert [rotate(DIRECTIONS[d], 1) for d in range(6)] == [DIRECTIONS[(d + 1) % 6]
                                                           for d in range(6)]
    assert rotate(Hex(2, 0), 1, centre=Hex(1, 0)) == Hex(2, -1)
    # Martial Art D3: the three starts are one third of a turn apart.
    assert rotate(Hex(-1, 0), 2) == Hex(0, 1) and rotate(Hex(0, 1), 2) == Hex(1, -1)


@given(dirs, turns)
def test_turning(f: int, n: int) -> None:
    assert turn_right(turn_left(f, n), n) == f
    assert turn_left(f, 6) == f
    assert 0 <= turn_left(f, n) <= 5 and 0 <= turn_right(f, n) <= 5


def test_turn_left_from_east_faces_north_east() -> None:
    assert direction_name(turn_left(0), Orientation.POINTY) == "NE"
    assert direction_name(turn_right(0), Orientation.POINTY) == "SE"


@given(hexes, dirs)
def test_front_and_back_split_the_neighbours(h: Hex, f: int) -> None:
    front, back = front_cells(h, f), back_cells(h, f)
    assert set(front) | set(back) == set(neighbours(h))
    assert not set(front) & set(back)
    assert front[1] == neighbour(h, f)
    assert back[1] == neighbour(h, opposite(f))


def test_martial_art_e7_back_attack() -> None:
    ricardo, east = ORIGIN, 0
    assert set(back_cells(ricardo, east)) == {Hex(0, -1), Hex(-1, 0), Hex(-1, 1)}
    assert front_cells(ricardo, east) == (Hex(0, 1), Hex(1, 0), Hex(1, -1))
    wonja = Hex(-1, 0)
    assert behind(ricardo, east, wonja)
    assert in_front(wonja, 0, ricardo)  # facing E she can strike him
    assert not in_front(wonja, 3, ricardo)  # facing W she cannot
    assert not behind(ricardo, east, Hex(1, 0))  # a defender in his front: no bonus


# --- labels --------------------------------------------------------------------------------------

def test_labels_follow_the_specs() -> None:
    assert label(Hex(0, -3)) == "+0,-3"
    assert str(Hex(-1, 2)) == "-1,+2"
    assert parse_label("(\u22121, 0)") == Hex(-1, 0)
    assert parse_label(" 2,-1 ") == Hex(2, -1)
    assert len({label(h) for h in arena()}) == 37
    for bad in ["", "1", "a,b", "1,2,3", "(1;2)"]:
        with pytest.raises(ValueError):
            parse_label(bad)


@given(hexes)
def test_label_round_trip(h: Hex) -> None:
    assert parse_label(label(h)) == h


COMBAT_MAP = """
                     +0,-3
              -1,-2         +1,-3
       -2,-1         +0,-2         +2,-3
-3,+0         -1,-1         +1,-2         +3,-3
       -2,+0         +0,-1         +2,-2
-3,+1         -1,+0         +1,-1         +3,-2
       -2,+1         +0,+0         +2,-1
-3,+2         -1,+1         +1,+0         +3,-1
       -2,+2         +0,+1         +2,+0
-3,+3         -1,+2         +1,+1         +3,+0
       -2,+3         +0,+2         +2,+1
              -1,+3         +1,+2
                     +0,+3
"""


def test_flat_layout_and_reading_order_draw_combat_map() -> None:
    rows = [line_.split() for line_ in COMBAT_MAP.strip("\n").splitlines()]
    expected = [text for row in rows for text in row]
    assert [label(h) for h in reading_order(arena(), Orientation.FLAT)] == expected
    layout = Layout(Orientation.FLAT, 8.0)
    for level, row in enumerate(rows, start=-6):
        for text in row:
            x, y = layout.centre(parse_label(text))
            assert math.isclose(y / (8.0 * math.sqrt(3) / 2), level, abs_tol=1e-9)
            assert math.isclose(x / (8.0 * 1.5), parse_label(text).q, abs_tol=1e-9)


# --- pixels --------------------------------------------------------------------------------------

@given(board_hexes, orientations, st.floats(min_value=1, max_value=100))
def test_neighbour_centres_are_equally_far(h: Hex, orientation: Orientation,
                                           size: float) -> None:
    layout = Layout(orientation, size, (400.0, 300.0))
    cx, cy = layout.centre(h)
    for n in neighbours(h):
        nx, ny = layout.centre(n)
        assert math.isclose(math.hypot(nx - cx, ny - cy), size * math.sqrt(3), rel_tol=1e-9)


@given(board_hexes, orientations)
def test_corners_and_locate(h: Hex, orientation: Orientation) -> None:
    layout = Layout(orientation, 20.0, (-5.0, 7.0))
    cx, cy = layout.centre(h)
    pts = layout.corners(h)
    assert len(pts) == 6
    assert all(math.isclose(math.hypot(x - cx, y - cy), 20.0) for x, y in pts)
    sides = [math.dist(pts[i], pts[(i + 1) % 6]) for i in range(6)]
    assert all(math.isclose(s, 20.0) for s in sides)
    assert layout.locate(cx, cy) == h


@pytest.mark.parametrize("orientation", list(Orientation))
def test_locate_finds_the_cell_of_every_inner_point(orientation: Orientation) -> None:
    layout = Layout(orientation, 20.0, (3.0, -4.0))
    for h in arena():
        cx, cy = layout.centre(h)
        for depth in (0.5, 0.9, 0.97, 0.995):
            reach = depth * 20.0 * math.sqrt(3) / 2  # within the inscribed circle
            for step in range(120):
                angle = math.radians(3 * step + 0.5)
                x, y = cx + reach * math.cos(angle), cy + reach * math.sin(angle)
                assert layout.locate(x, y) == h


def test_layout_orientations_and_origin() -> None:
    pointy = Layout(Orientation.POINTY, 10.0, (100.0, 50.0))
    assert pointy.centre(ORIGIN) == (100.0, 50.0)
    x, y = pointy.centre(Hex(1, 0))
    assert math.isclose(x, 100 + 10 * math.sqrt(3)) and math.isclose(y, 50.0)
    flat = Layout(Orientation.FLAT, 10.0)
    x, y = flat.centre(Hex(0, -1))
    assert math.isclose(x, 0.0, abs_tol=1e-12) and math.isclose(y, -10 * math.sqrt(3))
    assert math.isclose(pointy.corners(ORIGIN)[0][1] - 50.0, 5.0)  # 30 degrees: y = size/2
    assert math.isclose(flat.corners(ORIGIN)[0][0], 10.0)


@pytest.mark.parametrize("orientation", list(Orientation))
def test_bounds_enclose_the_arena_symmetrically(orientation: Orientation) -> None:
    layout = Layout(orientation, 10.0)
    x0, y0, x1, y1 = layout.bounds(arena())
    assert math.isclose(x0, -x1) and math.isclose(y0, -y1)
    wide, tall = 7 * 10 * math.sqrt(3) / 2, 10 * (1 + 1.5 * 3)  # pointy: 7 cells per row
    if orientation is Orientation.FLAT:
        wide, tall = tall, wide
    assert math.isclose(x1, wide) and math.isclose(y1, tall)
    assert all(x0 < x < x1 and y0 < y < y1 for x, y in centres(layout, arena()).values())
    with pytest.raises(ValueError):
        layout.bounds([])
