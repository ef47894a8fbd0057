"""KarateKarte pictures and words: valid small PNGs, cards drawn where ``board_layout`` says,
accents, purity; every event line, label, prompt and status line from the strict catalog."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from bot.render import kit
from bot.render.karatekarte import CARD_FILL, WIDTH, board_layout, render_board
from bot.render.karatekarte_hand import hand_layout, render_hand
from bot.text import Voice, catalog, voice
from bot.text.catalog import Catalog
from bot.text.karatekarte import FORMATS
from cogs.karatekarte import SPEC
from rules.core import Outcome, PlayerId
from rules.karatekarte import GAME, EventKind, Kind, KKState, KKView, Phase
from rules.karatekarte import events as ev
from rules.karatekarte.content import STRIKES, Strike, card
from rules.kit.seats import ranked_outcome
from tests.render.pictures import Drawn, Spy, check_png
from tests.rules.common import history
from tests.rules.karatekarte.builder import SideSpec, build, step

PLAYERS = ["111", "222"]
MAX_BYTES = 300 * 1024
RGB = tuple[int, int, int]
NAMES = {"111": "Alice", "222": "Bérénice"}


@pytest.fixture(autouse=True)
def strict_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A missing message or parameter fails the test instead of falling back."""
    monkeypatch.setattr(Catalog, "strict", True)


def _voice(names: dict[str, str] | None = None) -> Voice:
    return voice(dict(NAMES if names is None else names), FORMATS)


def _play(seed: int, steps: int, stop: Callable[[KKState], bool] | None = None) -> KKState:
    """A random game from ``seed``: up to ``steps`` actions, or until ``stop`` holds."""
    state = GAME.setup(PLAYERS, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if stop is not None and stop(state):
            return state
        pending = GAME.pending(state)
        if not pending:
            break
        state = GAME.apply(state, rng.choice(pending[0].options))
    return state


def _find(stop: Callable[[KKState], bool]) -> KKState:
    for seed in range(100):
        state = _play(seed, 500, stop)
        if stop(state):
            return state
    raise AssertionError("no seed reaches the wanted state")


def _open(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def _close(pixel: object, colour: RGB, tol: int = 12) -> bool:
    """Palette quantization may move a colour by a few levels."""
    assert isinstance(pixel, tuple)
    return all(abs(a - b) <= tol for a, b in zip(pixel, colour, strict=True))


def _near(image: Image.Image, box: tuple[int, int, int, int], colour: RGB, tol: int = 24) -> int:
    """How many pixels of ``box`` are within ``tol`` (per channel) of ``colour``."""
    colours = image.convert("RGB").crop(box).getcolors(1 << 20) or []
    return sum(n for n, c in colours if all(abs(a - b) <= tol for a, b in zip(c, colour,
                                                                             strict=True)))


@pytest.fixture(scope="module")
def busy() -> KKState:
    """A late, busy board: 150 random actions (or the end of the game)."""
    return _play(11, 150)


@pytest.fixture(scope="module")
def finished() -> KKState:
    return _play(3, 2000)


# ----------------------------------------------------------------------------- valid and small


@pytest.mark.parametrize("viewer", [None, "111", "222"])
def test_board_is_a_small_png(busy: KKState, viewer: PlayerId | None) -> None:
    png = render_board(GAME.view(busy, viewer), _voice())
    image = _open(png)
    assert image.format == "PNG"
    assert image.mode in ("RGB", "P")
    assert image.size == (WIDTH, board_layout(GAME.view(busy, viewer)).height)
    assert kit.landscape(image.width, image.height)
    assert len(png) < MAX_BYTES


@pytest.mark.parametrize("viewer", ["111", "222"])
def test_hand_is_a_small_png(busy: KKState, viewer: PlayerId) -> None:
    png = render_hand(GAME.view(busy, viewer), _voice())
    image = _open(png)
    assert image.mode in ("RGB", "P")
    assert image.width == WIDTH and image.height == hand_layout(GAME.view(busy, viewer)).height
    assert kit.landscape(image.width, image.height)
    assert len(png) < MAX_BYTES


def test_finished_game_shows_the_result_banner(finished: KKState) -> None:
    view = GAME.view(finished, None)
    assert view.outcome is not None
    image = _open(render_board(view, _voice()))
    assert _near(image, board_layout(view).header, kit.GOLD) > 40000
    rgb = image.convert("RGB")
    for panel in board_layout(view).panels:  # nobody is outlined as the player to act
        edge = rgb.getpixel((panel[0] + 2, (panel[1] + panel[3]) // 2))
        assert not any(_close(edge, CARD_FILL[c]) for c in ("B", "O")), edge
    assert len(render_board(view, _voice())) < MAX_BYTES
    assert _open(render_hand(GAME.view(finished, "111"), _voice())).width == WIDTH


def test_hand_shows_a_draft_under_construction() -> None:
    state = _find(lambda s: s.turn.phase is Phase.CHARGE and len(s.turn.draft) >= 2)
    view = GAME.view(state, state.active)
    assert view.draft
    with_draft = _open(render_hand(view, _voice()))
    without = _open(render_hand(view.model_copy(update={"draft": None, "turn_lane": None}),
                                _voice()))
    assert with_draft.height > without.height


# ----------------------------------------------------------------------------- geometry


@pytest.mark.parametrize("steps", [0, 40, 150])
def test_lane_boxes_fit_their_panels_and_do_not_overlap(steps: int) -> None:
    layout = board_layout(GAME.view(_play(7, steps), None))
    boxes = [layout.lanes[(seat, strike)] for seat in (0, 1) for strike in STRIKES]
    for seat in (0, 1):
        px0, py0, px1, py1 = layout.panels[seat]
        for strike in STRIKES:
            x0, y0, x1, y1 = layout.lanes[(seat, strike)]
            assert px0 < x0 < x1 < px1 and py0 < y0 < y1 < py1
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1]
    assert layout.panels[0][2] < layout.panels[1][0]  # side by side: a landscape board
    assert layout.header[3] < layout.panels[0][1] and layout.panels[0][3] < layout.caption[1]


def test_lanes_are_as_tall_as_their_cards() -> None:
    """No empty card slots kept in reserve: a lane row grows with the face-up cards it shows,
    so a board of empty lanes is shorter than one with a full lane."""
    empty = _play(7, 0)
    full = _find(lambda s: any(len(lane.visible) >= 2 for side in s.sides.values()
                               for lane in side.lanes.values()))
    low, high = board_layout(GAME.view(empty, None)), board_layout(GAME.view(full, None))
    assert high.height > low.height
    for (seat, strike), box in low.lanes.items():
        assert box[3] - box[1] <= 64, (seat, strike)


def test_visible_cards_are_drawn_in_their_lane() -> None:
    """Each lane with face-up cards shows its owners' card colours; an empty lane shows none."""
    def blue_lane_and_empty_lane(s: KKState) -> bool:
        lanes = s.side("111").lanes.values()
        return any(lane.visible for lane in lanes) and any(not lane.visible for lane in lanes)

    state = _find(blue_lane_and_empty_lane)
    view = GAME.view(state, None)
    image = _open(render_board(view, _voice(), highlight=False))
    seats = sorted(view.sides, key=lambda s: s.colour)  # seat 0 is Blue
    assert seats[0].colour == "B"
    checked_full = checked_empty = 0
    for seat, side in enumerate(seats):
        for lane in side.lanes:
            box = board_layout(view).lanes[(seat, lane.strike)]
            if lane.visible:
                for owner in {card(c).owner for c in lane.visible}:
                    assert _near(image, box, CARD_FILL[owner]) > 3000, (side.colour, lane)
                checked_full += 1
            else:
                for fill in CARD_FILL.values():
                    assert _near(image, box, fill) < 50, (side.colour, lane)
                checked_empty += 1
    assert checked_full and checked_empty


def _gold_ring(image: Image.Image, view: KKView, seat: int, strike: str) -> bool:
    x0, y0, _, y1 = board_layout(view).lanes[(seat, Strike(strike))]
    return _close(image.convert("RGB").getpixel((x0 - 3, (y0 + y1) // 2)), kit.GOLD)


def test_last_public_action_lane_is_outlined() -> None:
    state = _find(lambda s: bool(s.log) and s.log[-1].kind is EventKind.PLAY
                  and s.log[-1].to is None)
    event = state.log[-1]
    seat = PLAYERS.index(event.player)
    view = GAME.view(state, None)
    image = _open(render_board(view, _voice()))
    assert _gold_ring(image, view, seat, event.lane)
    others = [(s, k) for s in (0, 1) for k in STRIKES if (s, k) != (seat, event.lane)]
    assert not any(_gold_ring(image, view, s, k) for s, k in others)
    plain = _open(render_board(view, _voice(), highlight=False))
    assert not _gold_ring(plain, view, seat, event.lane)


def test_a_parry_outlines_the_parried_lane() -> None:
    """R13: the parry event names the parrying player and the opponent whose lane it is."""
    state = _find(lambda s: any(e.kind is EventKind.PARRY for e in s.log[-3:]))
    parry = next(e for e in reversed(state.log) if e.kind is EventKind.PARRY)
    target = PLAYERS.index(parry.opponent)
    assert target == 1 - PLAYERS.index(parry.player)
    view = GAME.view(state, None)
    image = _open(render_board(view, _voice()))
    assert _gold_ring(image, view, target, parry.lane)
    assert not _gold_ring(image, view, 1 - target, parry.lane)


# ----------------------------------------------------------------------------- text


def test_accented_text_renders_with_the_shipped_font() -> None:
    assert kit.FONT_DIR.joinpath("LICENSE-DejaVu.txt").is_file()
    for bold in (False, True):
        fnt = kit.font(40, bold)
        e_top, e_bottom = fnt.getbbox("e")[1::2]
        acute_top, acute_bottom = fnt.getbbox("é")[1::2]
        assert acute_top < e_top - 4 and acute_bottom == e_bottom  # an accent above the e
        assert fnt.getmask("é").size != fnt.getmask(kit.NOTDEF_PROBE).size
    for text in ("Coup éclair", "Glissade", "Bérénice"):
        assert all(kit.has_glyph(ch) for ch in text)
    assert not kit.has_glyph(kit.NOTDEF_PROBE)


def test_fonts_are_loaded_once() -> None:
    assert kit.font(30, True) is kit.font(30, True)


def test_names_the_font_cannot_draw_fall_back() -> None:
    state = _play(5, 40)
    view = GAME.view(state, None)
    odd = render_board(view, _voice({"111": "🥋🥋", "222": "Zoé 🥋 " + "x" * 80}))
    plain = render_board(view, _voice({"111": "Blue", "222": "Zoé " + "x" * 80}))
    assert odd == plain  # emoji dropped, an empty name falls back to the colour name


# ----------------------------------------------------------------------------- contract


def test_render_hand_refuses_a_spectator(busy: KKState) -> None:
    with pytest.raises(ValueError):
        render_hand(GAME.view(busy, None), _voice())
    with pytest.raises(ValueError):
        render_hand(GAME.view(busy, "not-a-player"), _voice())


def test_rendering_is_pure(busy: KKState) -> None:
    view = GAME.view(busy, "111")
    before = view.model_dump()
    v = _voice({"111": "Alice"})
    assert render_board(view, v) == render_board(view, v)
    assert render_hand(view, v) == render_hand(view, v)
    assert view.model_dump() == before
    again = KKView.model_validate_json(view.model_dump_json())
    assert render_board(again, v) == render_board(view, v)


@pytest.mark.parametrize("steps", [0, 9, 40, 150])
def test_board_shows_only_public_information(steps: int) -> None:
    """Section 8: whoever asks, the board picture is the same (no hand, no Energy contents)."""
    state = _play(21, steps)
    pictures = {render_board(GAME.view(state, v), _voice()) for v in (None, *PLAYERS)}
    assert len(pictures) == 1


def test_to_png_is_lossless_for_few_colours_and_close_otherwise() -> None:
    image, draw = kit.canvas(200, 100)
    draw.rectangle((10, 10, 90, 90), fill=kit.BLUE)
    draw.rectangle((110, 10, 190, 90), fill=kit.ORANGE)
    decoded = _open(kit.to_png(image))
    assert decoded.mode == "P"
    assert decoded.convert("RGB").tobytes() == image.tobytes()
    draw.text((20, 30), "Coup éclair", font=kit.font(30, True), fill=kit.WHITE)  # anti-aliased
    decoded = _open(kit.to_png(image)).convert("RGB")
    worst = max(high for _, high in ImageChops.difference(decoded, image).getextrema())
    assert 0 < worst <= 16


def test_render_never_imports_discord() -> None:
    code = ("import sys, bot.render.karatekarte_hand, bot.render.kit; "
            "sys.exit('discord' in sys.modules)")
    root = Path(__file__).resolve().parents[2]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False).returncode == 0


# ----------------------------------------------------------------------------- words


def _playout_states(seed: int) -> list[KKState]:
    """Every state of one random game, from setup to the end."""
    rnd = random.Random(seed)
    state = GAME.setup(PLAYERS, seed)
    states = [state]
    while pending := GAME.pending(state):
        state = GAME.apply(state, rnd.choice(pending[0].options))
        states.append(state)
    return states


def test_every_event_reads_for_every_viewer() -> None:
    """Each event kind the engine emits, public and private, has its message; every viewer
    reads a non-empty line per event they may see."""
    v = _voice()
    seen: set[tuple[str, bool]] = set()
    for seed in range(40):
        states = _playout_states(seed)
        final = states[-1]
        for e in history(states):
            seen.add((e.kind, e.private))
            assert v.event("karatekarte", e)
        for viewer in (None, *PLAYERS):
            log = GAME.view(final, viewer).log
            lines = v.lines("karatekarte", log, viewer)
            assert lines and all(line and "{" not in line for line in lines)
    private = {EventKind.DEAL, EventKind.DRAW, EventKind.EXCHANGE, EventKind.CHARGE,
               EventKind.REFILL}
    expected = {(k, False) for k in EventKind if k is not EventKind.DEAL}
    expected |= {(k, True) for k in private}
    assert seen == expected


def test_a_players_private_line_replaces_its_public_twin() -> None:
    state = GAME.setup(PLAYERS, 2)
    before = state.emitted
    state = GAME.apply(state, GAME.pending(state)[0].options[0])  # DRAW
    player = state.active
    other = next(p for p in PLAYERS if p != player)
    drawn = card(state.turn.drawn or "").name
    v = _voice()
    new = state.events_since(before)
    assert v.lines("karatekarte", [e for e in new if e.visible_to(player)], player) == [
        f"You drew {drawn}."]
    assert v.lines("karatekarte", [e for e in new if e.visible_to(other)], other) == [
        f"{NAMES[player]} drew a card."]


@pytest.mark.parametrize(("event", "line"), [
    (ev.Deal(to=("111",), player="111", colour="B", cards=("B-LF-AM-1", "X-CE")),
     "You are Blue; you drew Amorce LF and Coup éclair."),
    (ev.Start(player="222"), "Bérénice plays first."),
    (ev.Draw(to=("111",), player="111", card="B-RP-IM-2"), "You drew Impact RP."),
    (ev.Draw(player="111"), "Alice drew a card."),
    (ev.Exchange(to=("111",), player="111", card="B-PB-1", bonus="X-CR-1"),
     "You exchanged a Pioche Bonus for Coup rapide."),
    (ev.Exchange(player="111", card="B-PB-1"),
     "Alice discards a Pioche Bonus and draws a Bonus card."),
    (ev.GlissadeDrawn(player="111", card="B-PB-1", bonus="X-GL"),
     "Alice discards a Pioche Bonus and draws the Glissade!"),
    (ev.GlissadeIdle(player="111"), "No strike in progress: the Glissade has no effect."),
    (ev.Glissade(player="111", lane=Strike.RP, cards=("X-CE",)),
     "Alice's Glissade clears their Right fist lane (Coup éclair)."),
    (ev.Play(player="222", lane=Strike.LF, cards=("O-LF-AM-1", "O-LF-AL-1", "O-LF-IM-1")),
     "Bérénice plays Amorce LF, Allonge LF and Impact LF face up on their Left foot lane."),
    (ev.Charge(to=("111",), player="111", lane=Strike.LP, count=2,
               cards=("B-RF-IM-3", "B-RP-PA")),
     "You charged Impact RF and Parade RP (top first) on your Left fist Energy pile."),
    (ev.Charge(player="111", lane=Strike.LP, count=1),
     "Alice charges 1 card face down on their Left fist Energy pile."),
    (ev.Charge(player="111", lane=Strike.LP, count=3),
     "Alice charges 3 cards face down on their Left fist Energy pile."),
    (ev.Parry(player="111", opponent="222", lane=Strike.RF, card="B-RF-PA",
              cards=("O-RF-AM-1",)),
     "Alice parries Bérénice's Right foot (Amorce RF)."),
    (ev.Reveal(player="111", lane=Strike.RF), "Alice reveals their Right foot Energy pile."),
    (ev.Flip(player="111", lane=Strike.RF, card="B-RF-AL-1", match=True),
     "Alice flips Allonge RF: it matches."),
    (ev.Flip(player="111", lane=Strike.RF, card="B-PB-2", match=False),
     "Alice flips Pioche Bonus: no match, it is discarded."),
    (ev.Score(player="111", lane=Strike.RF, points=2, total=5),
     "Alice completes a Right foot strike: +2 (total 5)."),
    (ev.Refill(to=("111",), player="111", count=1, cards=("B-LF-AM-2",)),
     "You drew Amorce LF."),
    (ev.Refill(player="111", count=2), "Alice draws 2 cards."),
    (ev.End(player="222"), "Bérénice's deck is empty: the game is over."),
])
def test_event_lines(event: ev.KKEvent, line: str) -> None:
    """Today's sentences, with players by their display name."""
    assert _voice().event("karatekarte", event) == line


def _outcome(scores: tuple[int, int], impacts: tuple[int, int]) -> Outcome:
    return ranked_outcome(PLAYERS, [[p] for p in PLAYERS], list(scores), list(impacts),
                          tie="draw")


def test_result_detail() -> None:
    ui, v = SPEC.ui, _voice({"111": "Aiko", "222": "Bruno"})
    assert ui.result_detail(v, _outcome((3, 2), (2, 1))) == "Aiko 3 – Bruno 2: Aiko wins."
    assert ui.result_detail(v, _outcome((2, 2), (1, 2))) == (
        "Aiko 2 – Bruno 2: Bruno wins on Impacts (2 to 1).")
    assert ui.result_detail(v, _outcome((1, 1), (1, 1))) == (
        "Aiko 1 – Bruno 1: a draw (ex aequo).")
    resigned = GAME.forfeit(GAME.setup(PLAYERS, 1), "111", "resign")
    assert ui.result_detail(v, resigned) == ""


def test_labels_prompts_and_status_lines_read_for_every_decision() -> None:
    ui, v = SPEC.ui, _voice()
    kinds: set[str] = set()
    # Random games rarely draw the Glissade with a strike in progress: add that decision.
    glissade = step(build(blue=SideSpec(hand=["B-PB-1"], lanes={"RP": (["X-CE"], [])}),
                          bonus_top=["X-GL"]), Kind.EXCHANGE)
    games = [_playout_states(seed) for seed in range(6)]
    for state in [glissade, *(s for game in games for s in game)]:
        for d in GAME.pending(state):
            own = GAME.view(state, d.player)
            assert ui.prompt(v, own, d)
            for viewer in (None, *(p for p in PLAYERS if p != d.player)):
                assert ui.prompt(v, GAME.view(state, viewer), d)
            for option in d.options:
                label = ui.label(v, own, option)
                assert label.text and "{" not in label.text
                kinds.add(option.kind)
        status = ui.status_lines(v, GAME.view(state, None))
        assert len(status) == 2 and all("{" not in line for line in status)
    assert kinds == set(Kind)


def test_some_labels_prompts_and_status_words() -> None:
    ui, v = SPEC.ui, _voice({"blue": "Aiko", "orange": "Bruno"})
    s = build(blue=SideSpec(hand=["B-LF-AM-1"], lanes={"LP": ([], ["B-LP-AM-1", "X-CE"])}))
    d = GAME.pending(s)[0]
    view = GAME.view(s, "blue")
    assert [ui.label(v, view, o).text for o in d.options] == ["Draw a card",
                                                              "Reveal Left fist (2)"]
    assert ui.prompt(v, view, d) == ("Your turn: draw a card, or reveal one of your Energy "
                                     "piles?")
    s = step(step(s, Kind.DRAW), Kind.FACE_UP, "LF")
    view = GAME.view(s, "blue")
    assert ui.label(v, view, GAME.pending(s)[0].options[0]).text == "Play Amorce LF"
    assert ui.prompt(v, view, GAME.pending(s)[0]) == (
        "Playing face up on Left foot: nothing yet. Add a card, or Done.")
    # Section 8: the thread does not learn a placement from a charge before it is committed.
    assert ui.prompt(v, GAME.view(s, None), GAME.pending(s)[0]) == (
        "choose your action: play face up on a lane, charge an Energy pile, or parry.")
    assert ui.status_lines(v, GAME.view(s, None)) == [
        "🔵 **Aiko** (Blue): 0 pts, 0 Impacts, deck 29",
        "🟠 **Bruno** (Orange): 0 pts, 0 Impacts, deck 31"]


def test_the_spec_and_the_rules_summary() -> None:
    assert SPEC.engine is GAME and SPEC.id == "karatekarte" and SPEC.title == "KarateKarte"
    assert SPEC.group == "karatekarte" and SPEC.default_players == 2 and not SPEC.teams
    assert SPEC.formats is FORMATS and SPEC.cog.__name__ == "KarateKarteCog"
    assert _voice()("karatekarte.rules").startswith("**KarateKarte**: 2 players")


def test_pictures_read_every_phase_from_the_catalog() -> None:
    """Boards and hands along whole games (every turn phase, the result banner of a win and of
    a draw) find all their words in the strict catalog."""
    v = _voice()
    drawn = build(blue=SideSpec(deck_size=1))  # Blue ends the game at once, 0-0: a draw
    drawn = step(step(drawn, Kind.DRAW), Kind.CHARGE, "LF")
    drawn = step(step(drawn, Kind.PLACE, "LF", GAME.pending(drawn)[0].options[0].card),
                 Kind.DONE, "LF")
    assert GAME.outcome(drawn) is not None and GAME.outcome(drawn).winners == []
    states = [drawn]
    for seed in range(3):
        game = _playout_states(seed)
        states += [*game[::25], game[-1]]
    phases = set()
    for state in states:
        phases.add(state.turn.phase)
        assert render_board(GAME.view(state, None), v)
        for player in state.players:
            assert render_hand(GAME.view(state, player), v)
    assert phases >= {Phase.BRANCH, Phase.ACTION, Phase.OVER}


def test_pictures_take_their_words_from_the_voice() -> None:
    """Another catalog (say French) changes the drawn words, nothing else is needed."""
    state = _play(5, 40)
    view = GAME.view(state, "111")
    base = catalog("en")
    other = Voice(Catalog("xx", {**base.messages, "karatekarte.picture.bonus_pile": "Pioche",
                                 "karatekarte.picture.energy_title": "Vos piles"}),
                  NAMES, FORMATS)
    assert render_board(view, other) != render_board(view, _voice())
    assert render_hand(view, other) != render_hand(view, _voice())


# ----------------------------------------------------------------------------- French pictures





def _fits(texts: list[Drawn], size: tuple[int, int], allowed_cuts: set[str],
          what: str) -> None:
    """No text leaves the picture, none is cut with an ellipsis (the players' names are short
    enough here), and no two texts overlap (ink boxes, 2 px of accents and descenders
    forgiven)."""
    width, height = size
    for (x0, y0, x1, y1), content in texts:
        assert x0 >= 0 and x1 <= width and y0 >= 0 and y1 <= height, (what, content)
        assert not content.endswith("…") or content in allowed_cuts, (what, content)
    for i, ((ax0, ay0, ax1, ay1), a) in enumerate(texts):
        for (bx0, by0, bx1, by1), b in texts[i + 1:]:
            apart = (ax1 - 2 <= bx0 or bx1 - 2 <= ax0 or ay1 - 2 <= by0 or by1 - 2 <= ay0)
            assert apart, f"{what}: {a!r} overlaps {b!r}"


def _picture_states() -> list[KKState]:
    """A few random states of every kind: the start, busy boards, a placement and a charge
    under construction, a reveal, the end."""
    def phase(p: Phase) -> Callable[[KKState], bool]:
        return lambda s: s.turn.phase is p and (p is Phase.REVEAL or len(s.turn.draft) >= 2)

    states = [_play(7, 0), _play(5, 40), _play(11, 150), _play(3, 2000)]
    states += [_find(phase(p)) for p in (Phase.PLACE, Phase.CHARGE, Phase.REVEAL)]
    for seed in range(2):
        game = _playout_states(seed)
        states += game[len(game) // 3::len(game) // 3]
    return states


@pytest.mark.parametrize("locale", ["fr", "en"])
def test_pictures_fit_in_every_language(locale: str, drawn_texts: list[Drawn]) -> None:
    """French words run longer: boards and hands over random states, drawn with a French
    voice (and English, for comparison), stay landscape and readable, and every word fits
    where it is drawn."""
    say = voice(dict(NAMES), dict(SPEC.formats), locale=locale)
    allowed = {say("karatekarte.picture.choose")}
    for n, state in enumerate(_picture_states()):
        views = [("board", GAME.view(state, None), render_board)]
        views += [(f"hand {p}", GAME.view(state, p), render_hand) for p in PLAYERS]
        for name, view, draw in views:
            drawn_texts.clear()
            with kit.font_log() as log:
                png = draw(view, say)
            what = f"{locale} state {n} {name}"
            image = check_png(png, log.smallest, what, width=WIDTH, max_height=WIDTH * 4 // 5)
            _fits(drawn_texts, image.size, allowed, what)
            if name == "board":
                assert image.height == board_layout(view, say).height, what


def test_french_pictures_speak_french() -> None:
    """The French board and hand draw French words and strike codes, never the English ones."""
    state = _find(lambda s: s.turn.phase is Phase.CHARGE and len(s.turn.draft) >= 2)
    asked: list[tuple[str, dict[str, object]]] = []
    say = Spy(voice(dict(NAMES), dict(SPEC.formats), locale="fr"), asked)
    render_board(GAME.view(state, None), say)
    render_hand(GAME.view(state, state.active), say)
    plain = voice(dict(NAMES), dict(SPEC.formats), locale="fr").for_pictures()
    words = [plain(k, **p) for k, p in asked]
    assert "PiG" in words and "pied gauche" in words and "Énergie" in words
    assert not {"LF", "LP", "RP", "RF", "Energy", "Left foot", "Face up"} & set(words)
