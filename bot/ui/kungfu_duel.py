"""Kung-Fu Duel's words for a decision: each option's label and the prompt above them, the
status lines, who you are and how a fight was decided, chosen from the ``kungfu_duel.*``
messages for a view (``cogs/kungfu_duel.py`` wires them in).

Only reads: the view, the action and the card data (a card's suits, power, kind). Every word
comes from the catalog.
"""

from __future__ import annotations

from bot.text import Voice
from bot.text.kungfu_duel import user_text
from bot.ui.gameui import Batch, Label, Style
from rules.core import Decision, Outcome, Reason
from rules.kungfu_duel import KFAction, KFView, Kind, Phase
from rules.kungfu_duel.content import BONUS, COMPS, HAND_LIMIT, PRESETS, SUITS, BonusKind
from rules.kungfu_duel.plan import FRONT, HAND
from rules.kungfu_duel.state import SAVED
from rules.kungfu_duel.view import FighterView

LABEL_LIMIT = 80
"""Discord's limit on a button's label (a select option takes 100)."""
DESCRIPTION_LIMIT = 100
"""Discord's limit on a select option's description."""
SIDES = "AB"

# Per action kind: the emoji and button style (the words are ``kungfu_duel.label.<kind>``).
_LOOKS: dict[Kind, tuple[str | None, Style]] = {
    Kind.PICK: ("🥋", "primary"),
    Kind.GRANT: ("🎁", "secondary"),
    Kind.FREE: ("🆓", "secondary"),
    Kind.FREE_GO: ("▶️", "success"),
    Kind.GM_DONE: ("✅", "success"),
    Kind.BET: ("🂠", "primary"),
    Kind.DRAW: ("🃏", "secondary"),
    Kind.ATOUT: ("✨", "primary"),
    Kind.POSE: ("📌", "secondary"),
    Kind.USE: ("⚔️", "primary"),
    Kind.SLOT: ("🎯", "primary"),
    Kind.SKIP_SLOTS: ("↩️", "secondary"),
    Kind.DISCARD: ("🗑️", "secondary"),
    Kind.MARK: ("🗑️", "secondary"),
    Kind.DISCARD_GO: ("✅", "success"),
    Kind.BACK: ("↩️", "secondary"),
    Kind.REFILL: ("🔄", "secondary"),
    Kind.RETREAT: ("🏃", "danger"),
    Kind.LOCK: ("🔒", "success"),
    Kind.KEEP: ("✅", "primary"),
    Kind.BOOST: ("⚔️", "danger"),
    Kind.BOOST_DONE: ("✅", "success"),
    Kind.ALLOT: ("🎯", "primary"),
    Kind.PROTECT: ("🛡️", "primary"),
    Kind.ABSORB_DONE: ("✅", "success"),
    Kind.WOUND: ("🩸", "danger"),
    Kind.CONVERT: ("🔄", "primary"),
    Kind.PURSUE: ("🏃", "danger"),
}
_RESULTS = {Reason.KO: "ko", Reason.DRAW: "draw"}
"""How a fight ended, by the engine's reasons (a resignation or a forfeit says it all)."""
_PUBLIC = frozenset({"keep", "boost", "allocate"})
"""Decisions asked in the thread: their prompt also exists after a mention (``.other``)."""


def fit(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def fighter_of(view: KFView, player: str | None) -> FighterView | None:
    return next((f for f in view.fighters if f.player == player), None)


# ------------------------------------------------------------------------------ labels

def label(say: Voice, view: KFView, action: KFAction) -> Label:
    emoji, style = _LOOKS.get(action.kind, (None, "secondary"))
    if action.kind is Kind.PURSUE and not action.n:
        emoji, style = "✋", "secondary"
    if action.kind is Kind.USE and action.arg == "terrain":
        emoji = "🏯"
    words, description = _words(say, view, action)
    if len(words) <= LABEL_LIMIT and description is None:
        return Label(words, emoji, style)
    # A select shows a description under the label: the whole text, or what the label omits.
    return Label(fit(words), emoji, style,
                 description=fit(description or words, DESCRIPTION_LIMIT))


def _words(say: Voice, view: KFView, action: KFAction) -> tuple[str, str | None]:
    """The label's text and, for a select menu, its description."""
    kind = action.kind
    me = fighter_of(view, action.player)
    key = f"kungfu_duel.label.{kind.value}"
    if kind is Kind.PICK:
        return _pick_words(say, view, action.arg or "")
    if kind in (Kind.GRANT, Kind.FREE):
        marked = kind is Kind.FREE and action.target in (view.gm_free or [])
        return say(key + (".marked" if marked else ""), target=action.target, n=action.n), None
    if kind in (Kind.BET, Kind.SLOT):
        comp = action.n or 0
        return say(key, comp=comp, suit=SUITS[comp]), None
    if kind is Kind.ATOUT:
        return say(key, bonus=action.arg, n=len(BONUS[action.arg or ""].suits)), None
    if kind is Kind.POSE:
        card = BONUS[action.arg or ""]
        return say(key, bonus=card.id, kind=say(f"kungfu_duel.kind.{card.kind.value}")), None
    if kind is Kind.USE:
        return _use_words(say, me, action.arg or "materiel"), None
    if kind is Kind.MARK:
        return _mark_words(say, me, action.arg or ""), None
    if kind is Kind.REFILL:
        return say(f"{key}.{action.arg}"), None
    if kind is Kind.KEEP:
        return say(key, card=action.n), None
    if kind is Kind.BOOST:
        return _boost_words(say, me, action.n or 0), None
    if kind is Kind.BOOST_DONE:
        marked = me is not None and bool(me.boosts)
        return say(key if marked else f"{key}.none"), None
    if kind is Kind.ALLOT:
        return say(key, n=action.n, target=action.target), None
    if kind is Kind.PROTECT:
        return _protect_words(say, me, action.arg or ""), None
    if kind is Kind.WOUND:
        return say(key, n=me.thresholds[0] if me else 0), None
    if kind is Kind.CONVERT:
        return say(key, paid=action.arg, n=2 * me.thresholds[1] if me else 0), None
    if kind is Kind.PURSUE:
        return say(key if action.n else f"{key}.no", target=action.target), None
    return say(key), None


def _pick_words(say: Voice, view: KFView, key: str) -> tuple[str, str | None]:
    """A ready-made fighter with its ratings and concept; a saved character by the name its
    owner gave it."""
    if key in PRESETS:
        preset = PRESETS[key]
        return (say("kungfu_duel.label.pick", character=key, ratings=list(preset.ratings)),
                say(f"kungfu_duel.concept.{key}"))
    choice = next((c for c in view.pick_choices if c.key == key), None)
    if choice is None:
        return say("kungfu_duel.label.pick.saved_unknown",
                   n=int(key.removeprefix(SAVED)) + 1), None
    return say("kungfu_duel.label.pick.saved", name=user_text(say, choice.name)), None


def _use_words(say: Voice, me: FighterView | None, what: str) -> str:
    front = me.front if me is not None else None
    if what == "terrain":
        card = front.terrain if front is not None else None
        return say("kungfu_duel.label.use.terrain", bonus=card,
                   n=BONUS[card].power if card else 0)
    item = front.materiel if front is not None else None
    if item is None:
        return say("kungfu_duel.label.back")
    return say("kungfu_duel.label.use.materiel", bonus=item.id, n=BONUS[item.id].power,
               pool=item.pool > 0)


def _mark_words(say: Voice, me: FighterView | None, key: str) -> str:
    where = "hand" if key.startswith(HAND) else "front"
    card = key.removeprefix(HAND).removeprefix(FRONT)
    marks = me.plan.marks if me is not None and me.plan is not None else None
    marked = ".marked" if marks and key in marks else ""
    return say(f"kungfu_duel.label.mark.{where}{marked}", bonus=card)


def _boost_words(say: Voice, me: FighterView | None, comp: int) -> str:
    stack = me.stacks[comp] if me is not None else []
    if not stack:
        return say("kungfu_duel.label.boost_done.none")
    marked = ".marked" if me is not None and comp in (me.boosts or []) else ""
    return say(f"kungfu_duel.label.boost{marked}", card=stack[-1], comp=comp)


def _protect_words(say: Voice, me: FighterView | None, what: str) -> str:
    if what in ("terrain", "materiel"):
        front = me.front if me is not None else None
        card = None
        if front is not None:
            card = front.terrain if what == "terrain" else (
                front.materiel.id if front.materiel is not None else None)
        return say(f"kungfu_duel.label.protect.{what}", bonus=card)
    card = BONUS[what]
    if card.kind is BonusKind.FAIBLESSE:
        return say("kungfu_duel.label.protect.faiblesse", bonus=what, n=len(card.suits))
    return say("kungfu_duel.label.protect.atout", bonus=what)


# ------------------------------------------------------------------------------ prompts

def prompt(say: Voice, view: KFView, decision: Decision) -> str:
    kind = decision.kind
    other = ".other" if kind in _PUBLIC and view.viewer != decision.player else ""
    me = fighter_of(view, decision.player)
    options = [o for o in decision.options if isinstance(o, KFAction)]
    if kind == "pick":
        return say("kungfu_duel.prompt.pick")
    if kind == "gm":
        return _gm_prompt(say, view)
    if me is None:
        return say("kungfu_duel.prompt.pick")
    if kind == "plan":
        return _plan_prompt(say, view, me, options)
    if kind == "keep":
        choice = me.keep_choice or [o.n for o in options if o.n is not None]
        comp = me.keep_comp if me.keep_comp is not None else 0
        if len({c % 13 for c in choice}) == 1:
            return say(f"kungfu_duel.prompt.keep.tie{other}", comp=comp)
        return say(f"kungfu_duel.prompt.keep{other}", comp=comp, limit=me.limits[comp])
    if kind == "boost":
        return _boost_prompt(say, view, me, other)
    if kind == "allocate":
        left = max(0, len(options) - 1)
        target = options[0].target if options else None
        return say(f"kungfu_duel.prompt.allocate{other}", damage=view.damage, target=target,
                   left=left)
    if kind == "absorb":
        return _absorb_prompt(say, me)
    if kind == "convert":
        return _convert_prompt(say, me, options)
    target = options[0].target if options else None
    return say("kungfu_duel.prompt.pursue", target=target)


def _gm_prompt(say: Voice, view: KFView) -> str:
    parts = [say("kungfu_duel.prompt.gm", number=view.turn)]
    if view.gm_free:
        parts.append(say("kungfu_duel.prompt.gm.marked", players=view.gm_free))
    return " ".join(parts)


def _plan_prompt(say: Voice, view: KFView, me: FighterView, options: list[KFAction]) -> str:
    """R10: what is left (AP, the item's own pool, the hand), the bets so far, then the
    open step: bonus slots to place, or the Discard action's batch."""
    plan = me.plan
    kinds = {o.kind for o in options}
    if plan is not None and plan.opened is not None:
        opened = plan.opened
        parts = [say("kungfu_duel.prompt.plan.slots", n=opened.count, source=opened.source,
                     comps=sorted(set(opened.comps)))]
        atout = BONUS[opened.source].kind is BonusKind.ATOUT
        parts.append(say("kungfu_duel.prompt.plan.slots.atout") if atout
                     else say("kungfu_duel.prompt.plan.slots.item", n=opened.count))
        return " ".join(parts)
    if plan is not None and plan.marks is not None:
        parts = [say("kungfu_duel.prompt.plan.marks")]
        if plan.marks:
            parts.append(say("kungfu_duel.prompt.plan.marked",
                             cards=[m.split(":", 1)[1] for m in plan.marks]))
        return " ".join(parts)
    head = "kungfu_duel.prompt.plan.free" if view.free else "kungfu_duel.prompt.plan"
    parts = [say(head, number=view.turn),
             say("kungfu_duel.prompt.plan.ap", ap=me.ap_left or 0, hand=len(me.hand or []),
                 limit=me.ap if me.ap else HAND_LIMIT)]
    item = me.front.materiel
    if item is not None and item.pool:
        parts.append(say("kungfu_duel.prompt.plan.pool", bonus=item.id, n=item.pool))
    if plan is not None and plan.bets:
        bets = []
        for c in COMPS:
            on = [s for s in plan.bets if s.comp == c]
            if not on:
                continue
            bonus = sum(1 for s in on if s.bonus)
            key = "kungfu_duel.prompt.plan.bet.bonus" if bonus else "kungfu_duel.prompt.plan.bet"
            bets.append(say(key, comp=c, n=len(on), bonus=bonus))
        parts.append(say("kungfu_duel.prompt.plan.bets",
                         bets=say("kungfu_duel.separator").join(bets)))
    if Kind.REFILL in kinds and any(o.arg == "surrender" for o in options):
        parts.append(say("kungfu_duel.prompt.plan.surrender"))
    parts.append(say("kungfu_duel.prompt.plan.lock"))
    return " ".join(parts)


def _boost_prompt(say: Voice, view: KFView, me: FighterView, other: str) -> str:
    item = me.front.materiel
    power = BONUS[item.id].power if item is not None else 0
    text = say(f"kungfu_duel.prompt.boost{other}", damage=view.damage,
               item=item.id if item is not None else None, power=power)
    if me.boosts:
        text += " " + say("kungfu_duel.prompt.boost.marked", comps=sorted(me.boosts))
    return text


def _absorb_prompt(say: Voice, me: FighterView) -> str:
    a = me.absorb
    if a is None:  # another reader's copy: the choices stay secret until done
        return say("kungfu_duel.prompt.absorb", received=0, armour=0, shield=0, d=0)
    text = say("kungfu_duel.prompt.absorb", received=a.received, armour=a.armour,
               shield=a.shield, d=a.d)
    if a.chosen:
        text += " " + say("kungfu_duel.prompt.absorb.chosen", chosen=a.chosen)
    return text


def _convert_prompt(say: Voice, me: FighterView, options: list[KFAction]) -> str:
    """R33/R34 with the scales before and after each choice."""
    d = me.absorb.d if me.absorb is not None else 1
    v, dist = me.scales[0], me.scales[1]
    params = {"d": d, "v": v, "v_after": v - me.thresholds[0], "dist": dist,
              "dist_after": dist - 2 * me.thresholds[1]}
    if not any(o.kind is Kind.CONVERT for o in options):
        return say("kungfu_duel.prompt.convert.none", **params)
    return say("kungfu_duel.prompt.convert", **params)


# ------------------------------------------------------------------------------ batches

def batch(decision: Decision) -> Batch | None:
    """The Discard action's cards (D19), and a weapon boost's winning cards (R25), each in one
    multi-select; the engine takes them one at a time, then the batch is closed."""
    kinds = {"plan": (Kind.MARK, Kind.DISCARD_GO), "boost": (Kind.BOOST, Kind.BOOST_DONE)}
    if decision.kind not in kinds:
        return None
    pick, finish = kinds[decision.kind]
    picks = [i for i, o in enumerate(decision.options)
             if isinstance(o, KFAction) and o.kind is pick]
    return Batch(picks, finish.value) if len(picks) >= 2 else None


# ------------------------------------------------------------------------------ status

def status_lines(say: Voice, view: KFView) -> list[str]:
    """Section 10's public summary beside the picture: the turn and phase (who is locked in),
    then each fighter's scales, values and hand."""
    lines = [_head(say, view)]
    if view.gm is not None:
        lines.append(say("kungfu_duel.summary.gm_line", player=view.gm))
    for f in view.fighters:
        side = SIDES[f.side]
        if f.character is None:
            key = "kungfu_duel.summary.picked" if f.picked else "kungfu_duel.summary.waiting"
            lines.append(say(key, player=f.player, side=side))
            continue
        if f.status != "in":
            lines.append(say("kungfu_duel.summary.gone", player=f.player, side=side,
                             character=f.character, status=f.status))
            continue
        line = say("kungfu_duel.summary.fighter", player=f.player, side=side,
                   character=f.character, scales=_by_comp(say, f.scales),
                   values=_by_comp(say, f.values), hand=f.hand_count)
        if view.phase is Phase.PLAN and f.locked:
            line += say("kungfu_duel.summary.locked")
        if f.retreating:
            line += say("kungfu_duel.summary.retreating")
        lines.append(line)
    return lines


def _by_comp(say: Voice, values: list[int]) -> str:
    return " ".join(say("kungfu_duel.summary.comps", comp=c.name, v=v)
                    for c, v in zip(COMPS, values, strict=True))


def _head(say: Voice, view: KFView) -> str:
    phase = view.phase
    turn = {"number": view.turn, "limit": view.turn_limit}
    if phase is Phase.PICK:
        return say("kungfu_duel.summary.pick", n=sum(1 for f in view.fighters if f.picked),
                   total=len(view.fighters))
    if phase is Phase.OVER:
        return say("kungfu_duel.summary.over")
    if phase is Phase.PLAN:
        planners = [f for f in view.fighters if f.planning or f.locked]
        key = "kungfu_duel.summary.plan.free" if view.free else "kungfu_duel.summary.plan"
        return say(key, n=sum(1 for f in planners if f.locked), total=len(planners), **turn)
    if phase is Phase.BOOST:
        return say("kungfu_duel.summary.boost", winners=view.winners, damage=view.damage,
                   **turn)
    if phase in (Phase.ALLOCATE, Phase.ABSORB):
        return say(f"kungfu_duel.summary.{phase.value}", captain=view.captain,
                   damage=view.damage, **turn)
    return say(f"kungfu_duel.summary.{phase.value}", **turn)


def identity(say: Voice, view: KFView) -> str:
    """Your side, your allies and your character; or that you are the game master."""
    if view.viewer is not None and view.viewer == view.gm:
        return say("kungfu_duel.identity.gm")
    me = fighter_of(view, view.viewer)
    if me is None:
        return ""
    mates = [p for p in view.sides[me.side] if p != me.player]
    side = SIDES[me.side]
    text = (say("kungfu_duel.identity.side_with", side=side, mates=mates) if mates
            else say("kungfu_duel.identity.side", side=side))
    if me.character is not None:
        text += say("kungfu_duel.identity.character", character=me.character)
    return text


def result_detail(say: Voice, outcome: Outcome) -> str:
    """R40/R41: the other side emptied, or a draw; a resignation or a forfeit says it all."""
    key = _RESULTS.get(outcome.reason)
    return "" if key is None else say(f"kungfu_duel.result.{key}")


__all__ = ["batch", "fighter_of", "identity", "label", "prompt", "result_detail", "status_lines"]
