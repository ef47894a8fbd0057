"""The public picture's words around the boards: the header (mode, round, who is to act) or
the result banner, the side panel (the turn in progress, the picks, the sealed steps, the
ranking) and the legend of the token letters.

Side panel and legend are *items* flowed into lines: an item is a few coloured words and
chips kept together, so short facts share a line and the panel fits any width.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import ImageDraw

from bot.render import kit
from bot.render.kit import Box
from bot.render.martial_art.parts import (
    CHIP,
    CHIP_GAP,
    HIT,
    LINE_H,
    PAD,
    SMALL,
    Chip,
    Segment,
    display,
    draw_chip,
    draw_segments,
    fighter_name,
    fighter_of,
    hidden_chip,
    row_width,
    seat_colour,
    technique_name,
    token_chip,
    who,
    width,
    zone_part,
)
from bot.text import Voice
from rules.core import Outcome, Reason
from rules.martial_art.content import Code
from rules.martial_art.state import Phase, Stage
from rules.martial_art.view import MAView

SEP = 14
ROW_H = max(LINE_H, CHIP + 4)
READY = (134, 239, 172)


@dataclass(frozen=True)
class Item:
    segments: list[Segment] = field(default_factory=list)
    chips: list[Chip] = field(default_factory=list)
    newline: bool = False
    """Starts a line of its own."""
    chips_first: bool = False


def item_width(item: Item) -> int:
    w = sum(width(t, b) for t, _, b in item.segments if t)
    w += 8 * max(0, len(item.segments) - 1)
    if item.chips:
        w += (8 if item.segments else 0) + row_width(item.chips)
    return w


def _wrapped(items: Sequence[Item], width: int) -> list[Item]:
    """A sentence (one segment, no chips) wider than a line as one item per line."""
    out: list[Item] = []
    for item in items:
        if len(item.segments) == 1 and not item.chips and item_width(item) > width:
            text, colour, bold = item.segments[0]
            lines = kit.wrap_text(text, kit.font(SMALL, bold), width, 4)
            out += [Item([(line, colour, bold)], newline=item.newline or i > 0)
                    for i, line in enumerate(lines)]
        else:
            out.append(item)
    return out


def flow(items: Sequence[Item], width: int) -> list[list[Item]]:
    """Items into lines no wider than ``width`` (an item wider than a line gets its own, cut
    when drawn)."""
    lines: list[list[Item]] = []
    used = 0
    for item in _wrapped(items, width):
        w = item_width(item)
        if not lines or item.newline or used + SEP + w > width:
            lines.append([item])
            used = w
        else:
            lines[-1].append(item)
            used += SEP + w
    return lines


def _chips(draw: ImageDraw.ImageDraw, x: int, mid: int, chips: Sequence[Chip],
           max_x: int) -> int:
    for chip in chips:
        if x + CHIP > max_x:
            break
        x = draw_chip(draw, x, mid - CHIP // 2, chip) + CHIP_GAP
    return x - CHIP_GAP if chips else x


def flow_height(items: Sequence[Item], width: int) -> int:
    return 2 * PAD + len(flow(items, width)) * ROW_H


def draw_flow(draw: ImageDraw.ImageDraw, box: Box, items: Sequence[Item]) -> None:
    draw.rounded_rectangle(box, radius=12, fill=kit.PANEL)
    x0, y0, x1, y1 = kit.inset(box, PAD + 4, PAD)
    y = y0
    for line in flow(items, x1 - x0):
        if y + ROW_H > y1 + PAD:
            break
        x = x0
        mid = y + ROW_H // 2
        for item in line:
            if item.chips_first:
                x = _chips(draw, x, mid, item.chips, x1) + 8
                x = draw_segments(draw, x, mid, item.segments, x1, sep=8)
            else:
                x = draw_segments(draw, x, mid, item.segments, x1, sep=8)
                if item.chips:
                    x = _chips(draw, x + (8 if item.segments else 0), mid, item.chips, x1)
            x += SEP
        y += ROW_H


# ----------------------------------------------------------------------------- header


def draw_header(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, box: Box) -> None:
    draw.rounded_rectangle(box, radius=14, fill=kit.PANEL)
    x0, y0, x1, y1 = box
    mid = (y0 + y1) // 2
    title_font = kit.font(30, True)
    title = say("martial_art.picture.title")
    draw.text((x0 + 16, mid), title, font=title_font, fill=kit.TEXT, anchor="lm")
    x = x0 + 16 + kit.text_width(title, title_font) + 16
    mode = say(f"martial_art.picture.mode.{view.mode.value}")
    belt = kit.WHITE if view.mode.value == "white" else kit.INK
    x = kit.pill(draw, x, mid, mode, kit.font(SMALL, True), fill=belt,
                 text_fill=kit.INK if belt == kit.WHITE else kit.WHITE, pad=10)[2] + 14
    if view.phase in (Phase.TURN, Phase.OVER):
        x = draw_segments(draw, x, mid, [(round_text(say, view), kit.GOLD, True)], x1) + 14
    else:
        x = draw_segments(draw, x, mid, [(say(f"martial_art.picture.phase.{view.phase.value}"),
                                          kit.GOLD, True)], x1) + 14
    text, colour = to_play(say, view)
    fnt = kit.font(SMALL, True)
    text = kit.fit_text(text, fnt, x1 - 14 - x - 24)
    kit.pill(draw, x1 - 14, mid, text, fnt, fill=colour, text_fill=kit.INK, pad=12,
             right_aligned=True)


def round_text(say: Voice, view: MAView) -> str:
    """"Round r/40"; the round after the last one shows as the last (R64)."""
    if view.max_rounds:
        return say("martial_art.picture.round", round=min(view.round, view.max_rounds),
                   rounds=view.max_rounds)
    return say("martial_art.picture.round_open", round=view.round)


def to_play(say: Voice, view: MAView) -> tuple[str, kit.RGB]:
    """Who the table waits for, and their colour."""
    waiting = [f for f in view.fighters if f.player in view.waiting]
    if view.phase in (Phase.LOADOUT, Phase.PLACE):
        done = sum(1 for f in view.fighters if f.ready)
        return say("martial_art.picture.sealed", n=done, total=len(view.fighters)), kit.GOLD
    if not waiting:
        return "", kit.GOLD
    first = waiting[0]
    if view.phase is Phase.PICK:
        return (say("martial_art.picture.to_pick", who=display(say, first)),
                seat_colour(view, first))
    stage = view.turn.stage.value if view.turn is not None else Stage.START.value
    return (say("martial_art.picture.to_play", who=display(say, first),
                stage=say(f"martial_art.picture.stage.{stage}")), seat_colour(view, first))


def draw_banner(draw: ImageDraw.ImageDraw, say: Voice, view: MAView, box: Box,
                outcome: Outcome) -> None:
    names = [who(say, view, p) for p in outcome.winners]
    if names:
        title = say("martial_art.picture.over.win", who=say.join(names), n=len(names))
    else:
        title = say("martial_art.picture.over.draw")
    kit.banner(draw, box, title, how(say, view, outcome), title_size=26, detail_size=SMALL,
               detail_lines=1)


def how(say: Voice, view: MAView, outcome: Outcome) -> str:
    reason = outcome.reason
    if reason in (Reason.RESIGN, Reason.TIMEOUT):
        if outcome.loser is None:
            return say("martial_art.picture.how.timeout_any")
        return say(f"martial_art.picture.how.{reason.value}", who=who(say, view, outcome.loser))
    key = f"martial_art.picture.how.{reason.value}"
    return say(key) if say.has(key) else ""


# ----------------------------------------------------------------------------- side panel


def info_items(say: Voice, view: MAView) -> list[Item]:
    """What the side panel says for this phase."""
    if view.outcome is not None:
        return _ranking(say, view, view.outcome)
    if view.phase is Phase.PICK:
        return _picks(say, view)
    if view.phase in (Phase.LOADOUT, Phase.PLACE):
        return _sealed(say, view)
    return _turn(say, view)


def _sealed(say: Voice, view: MAView) -> list[Item]:
    """R5, R7: what the sealed step is, and each seat's ✓ once its draft is final."""
    items = [Item([(say(f"martial_art.picture.explain.{view.phase.value}"), kit.TEXT,
                    False)], newline=True)]
    for i, f in enumerate(view.fighters):
        mark = say("martial_art.picture.ready_mark" if f.ready else
                   "martial_art.picture.waiting_mark")
        items.append(Item([(f.label, seat_colour(view, f), True),
                           (mark, READY if f.ready else kit.MUTED, True)], newline=i == 0))
    return items


def _picks(say: Voice, view: MAView) -> list[Item]:
    items = [Item([(say("martial_art.picture.free"), kit.TEXT, True)], newline=True)]
    items += [Item([(fighter_name(say, fid), kit.GOLD, False)]) for fid in view.free]
    items.append(Item([(say("martial_art.picture.pick_order"), kit.MUTED, False)],
                      newline=True))
    return items


def _ranking(say: Voice, view: MAView, outcome: Outcome) -> list[Item]:
    items = [Item([(say("martial_art.picture.ranking"), kit.TEXT, True)], newline=True),
             Item([(round_text(say, view), kit.GOLD, True)])]
    for place, group in enumerate(outcome.ranking, start=1):
        for p in group:
            f = fighter_of(view, p)
            if f is None:
                continue
            segments: list[Segment] = [
                (say("martial_art.picture.rank", place=place, who=display(say, f)),
                 seat_colour(view, f), True)]
            if f.fighter:
                segments.append((fighter_name(say, f.fighter), kit.MUTED, False))
            if f.out:
                segments.append((say(f"martial_art.picture.out.{f.out}"), HIT, False))
            items.append(Item(segments, newline=True))
    return items


def _turn(say: Voice, view: MAView) -> list[Item]:
    turn = view.turn
    if turn is None:
        return []
    attacker = fighter_of(view, turn.player)
    colour = seat_colour(view, attacker) if attacker is not None else kit.TEXT
    items = [Item([(say("martial_art.picture.turn_of", who=who(say, view, turn.player)),
                    colour, True)], newline=True)]
    if turn.bonus:
        items.append(Item([(say("martial_art.picture.bonus"), kit.GOLD, True)]))
    items.append(Item([(say(f"martial_art.picture.stage.{turn.stage.value}"), kit.GOLD,
                        False)], newline=True))
    if turn.start_zone is not None:
        items.append(Item([(say("martial_art.picture.start_zone", zone=turn.start_zone,
                                part=zone_part(say, turn.start_zone)), kit.TEXT, False)],
                          newline=True))
        items.append(Item(chips=[token_chip(say, c) for c in turn.taken]))
    facts: list[Segment] = [(say("martial_art.picture.pool", n=turn.pool), kit.TEXT, False)]
    if turn.tax:
        facts.append((say("martial_art.picture.tax", n=turn.tax), kit.ORANGE, True))
    if turn.energy:
        facts.append((say("martial_art.picture.energy_left", n=turn.energy), kit.GOLD, False))
    if turn.locked:
        facts.append((say("martial_art.picture.locked"), HIT, True))
    if turn.stage is Stage.SOW:
        facts.append((say("martial_art.picture.dropped", n=turn.dropped,
                          total=len(turn.taken)), kit.TEXT, False))
    if turn.steps_left:
        facts.append((say("martial_art.picture.steps_left", n=turn.steps_left), kit.TEXT,
                      False))
    items.append(Item([facts[0]], newline=True))
    items += [Item([s]) for s in facts[1:]]
    if turn.technique:
        items.append(Item([(say("martial_art.picture.technique",
                                name=technique_name(say, turn.technique)), kit.TEXT, False)],
                          newline=True))
    if turn.delayed:
        names = ", ".join(technique_name(say, t) for t in turn.delayed)
        items.append(Item([(say("martial_art.picture.delayed", names=names), kit.TEXT,
                            False)], newline=True))
    items += _attack(say, view)
    return items


def _attack(say: Voice, view: MAView) -> list[Item]:
    turn = view.turn
    attack = turn.attack if turn is not None else None
    if attack is None:
        return []
    strike = say(f"martial_art.token.{attack.strike.value}")
    items = [Item([(say("martial_art.picture.attack", strike=strike,
                        who=who(say, view, attack.defender)), HIT, True)], newline=True),
             Item([(say("martial_art.picture.attack_zone", zone=attack.zone,
                        part=zone_part(say, attack.zone)), kit.TEXT, False)])]
    if attack.back:
        items.append(Item([(say("martial_art.picture.back"), kit.ORANGE, True)]))
    if attack.reaction:
        items.append(Item([(say("martial_art.picture.reaction",
                                name=technique_name(say, attack.reaction)), kit.TEXT, False)],
                          newline=True))
    if attack.revealed:
        items.append(Item([(say("martial_art.picture.revealed"), kit.TEXT, False)],
                          newline=True))
        items.append(Item(chips=[token_chip(say, c) for c in attack.revealed]))
    if attack.third is not None:
        items.append(Item([(say("martial_art.picture.collision",
                                who=who(say, view, attack.third)), kit.ORANGE, True)],
                          newline=True))
    return items


# ----------------------------------------------------------------------------- legend

LEGEND_CODES = (Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E)


def legend_items(say: Voice) -> list[Item]:
    """Each token letter with its name, and what a "+2" is."""
    items = [Item([(say(f"martial_art.token.{c.value}"), kit.MUTED, False)],
                  [token_chip(say, c)], chips_first=True) for c in LEGEND_CODES]
    items.append(Item([(say("martial_art.picture.hidden_legend"), kit.MUTED, False)],
                      [hidden_chip(say, 2)], chips_first=True))
    return items
