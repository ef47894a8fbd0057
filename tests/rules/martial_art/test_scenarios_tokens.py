"""Martial Art worked examples E16-E19 (spec section 10), one test each: setup, Start
legality, the Fureur bonus turn and first-turn tokens, and the Effect-token manipulations
with what each viewer sees. Driven like ``test_scenarios.py`` (E1-E9), except E16's 1,000
seeded setups, played through ``GAME.apply`` alone for speed.
"""

from __future__ import annotations

from collections import Counter

from rules.martial_art import GAME, MAState, Options, Phase
from rules.martial_art.board import token_set
from rules.martial_art.content import ACTIONS, EFFECTS, FIGHTERS, Code
from rules.martial_art.events import (
    Bonus,
    Declare,
    FirstTokens,
    Lost,
    Rolled,
    Shift,
    Swap,
    Technique,
)

from .builder import (
    FighterSpec,
    act,
    build,
    decision,
    drive,
    events,
    kinds,
    norm,
    one,
    public_zones,
    roll,
    seen,
    turn_of,
    zones,
)

IGOR, KIM, LI, WONJA = "igor", "kimberley", "li_ming", "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E


# --- E16 -----------------------------------------------------------------------------------------

E16_SEEDS = 1000
E16_GROUPS = (("igor", "kimberley", "hirumasa"), ("li_ming", "ricardo", "wonja"))


def _picked(seed: int, group: tuple[str, str, str]) -> MAState:
    """A White Belt setup of 3 players who pick ``group`` (the last seat picks first)."""
    s = GAME.setup(["a", "b", "c"], seed, Options(max_rounds=0))
    want = dict(zip(reversed(s.seats), group, strict=True))
    while s.phase is Phase.PICK:
        d = decision(s)
        s = GAME.apply(s, act(d.player, "fighter", item=want[d.player]))
    return s


def test_ma_e16_setup_constraints() -> None:
    """E16 (R6, R59): over 1,000 seeded White Belt setups for every fighter: 2 Effects aside,
    2 tokens a zone, never 2 Actions in a zone (exactly 1 for Hirumasa and Wonja), the 12
    tokens all there; after seat 1's first turn its start zone holds exactly the former
    set-aside pair. With one of the pair lost to a wound (R32), only the other one comes."""
    boards = Counter[str]()
    for seed in range(E16_SEEDS):
        for group in E16_GROUPS:
            s = _picked(seed, group)
            assert s.phase is Phase.TURN
            for p in s.seats:
                f = s.fighters[p]
                assert f.fighter is not None
                assert len(f.aside) == 2 and all(c in EFFECTS for c in f.aside)
                assert [len(z) for z in f.zones] == [2] * 5
                per_zone = [sum(1 for c in z if c in ACTIONS) for z in f.zones]
                assert max(per_zone) <= 1
                if f.fighter in ("hirumasa", "wonja"):
                    assert per_zone == [1] * 5
                assert Counter([*f.tokens(), *f.aside]) == Counter(token_set(f.fighter))
                boards[f.fighter] += 1

            # Seat 1's first turn from zone 1..5 by seed, the auto-turn's choices after that.
            first = s.seats[0]
            zone = seed % 5 + 1
            aside = sorted(s.fighters[first].aside)
            s = GAME.apply(s, act(first, "start", zone=zone))
            while turn_of(s) == first:
                d = decision(s)
                assert d.default is not None
                s = GAME.apply(s, d.default)
            f = s.fighters[first]
            assert f.first_turn_done and f.aside == []
            assert sorted(f.zones[zone - 1]) == aside
    assert boards == Counter({fid: E16_SEEDS for fid in FIGHTERS})

    # The proviso: Igor's 2 damage on Li-Ming's head passes cell 2 (E); she has no E on her
    # board, so the E of her pile is lost, and her first turn's start zone gets the M alone.
    s = build({
        IGOR: FighterSpec("igor", (0, 0), board="Z4[E,P] Z1[D]"),
        LI: FighterSpec("li_ming", (1, 0), board="Z1[K,D] Z2[D,P] Z3[G,M] Z4[K,M]",
                        aside="E,M", first_turn_done=False)})
    run = drive(s, act(IGOR, "start", zone=4), act(IGOR, "done"), act(IGOR, "drop", code=E),
                roll("NN"), act(IGOR, "attack", target=LI), act(LI, "reveal", d=0, m=0))
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(E, None)]
    assert run[-1].fighters[LI].aside == [M]
    run = drive(run, act(LI, "start", zone=3), act(LI, "done"), act(LI, "drop", code=G))
    assert [(e.zone, e.count) for e in events(run, FirstTokens, public=True)] == [(3, 1)]
    assert run[-1].fighters[LI].zones[2] == [M]


# --- E17 -----------------------------------------------------------------------------------------

def _e17(li_cell: tuple[int, int], start: int) -> list[MAState]:
    s = build({IGOR: FighterSpec("igor", (0, 0), chi=2, rage=2, board="Z5[E,P] Z4[E,P]"),
               LI: FighterSpec("li_ming", li_cell, board="Z1[K,D] Z2[D,P]")})
    return drive(s, act(IGOR, "start", zone=start))


def test_ma_e17_start_technique_legality_and_no_refund() -> None:
    """E17 (R42, D13): from zone 5 [E,P] the target is zone 2: Uppercut (zones [1]) is
    refused, Crochet allowed; with no opponent adjacent both are refused. Crochet paid, then
    the E sown last: no attack, no effect, and the 2 Chi stay spent."""
    run = _e17((1, 0), 5)
    assert kinds(run[-1], "technique") == ["technique:crochet"]
    # What refuses Uppercut is the zone: from zone 4 the target is 1, and it is offered.
    assert kinds(_e17((1, 0), 4)[-1], "technique") == ["technique:crochet",
                                                      "technique:uppercut"]
    # Control: Li-Ming 2 cells away.
    for start in (4, 5):
        assert kinds(_e17((2, 0), start)[-1], "technique") == []

    run = drive(run, act(IGOR, "technique", item="crochet"), act(IGOR, "drop", code=P))
    assert one(run, Technique).chi == 2
    assert events(run, Declare) == [] and events(run, Rolled) == []
    igor = run[-1].fighters[IGOR]
    assert (igor.chi, igor.rage) == (0, 2)
    assert turn_of(run[-1]) == LI


# --- E18 -----------------------------------------------------------------------------------------

def test_ma_e18_fureur_bonus_turn_and_first_turn_tokens() -> None:
    """E18 (R59, R60): Li-Ming's first turn, a missed Punch; T12(a) her set-aside pair goes
    to the start zone, T12(b) Fureur (Chi -1, Rage -2), then a full bonus turn at once: there
    Morsure du Tigre is on offer, Fureur is not, and the set-aside pile is not placed again."""
    s = build({
        LI: FighterSpec("li_ming", (0, 0), facing=0, chi=6, rage=6, aside="E,M",
                        board="Z1[K,E] Z2[D,E] Z3[E,P] Z4[K,D]", first_turn_done=False,
                        loadout=["fureur_du_leopard", "souffle_du_dragon", "morsure_du_tigre"]),
        IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z1[E,M] Z2[G,E] Z5[M,H]")},
        mode="black")
    run = drive(s, act(LI, "start", zone=3), act(LI, "done"), act(LI, "drop", code=E),
                roll("FF"), act(LI, "attack", target=IGOR), act(IGOR, "reveal", d=0, m=0))
    assert one(run, Rolled).dealt == 0
    assert [(e.zone, e.count) for e in events(run, FirstTokens, public=True)] == [(3, 2)]
    assert zones(run[-1].fighters[LI]) == norm("Z1[K,E] Z2[D,E] Z3[E,M] Z4[K,D,E] Z5[P]")
    assert run[-1].fighters[LI].aside == []
    assert kinds(run[-1], "technique") == ["technique:fureur_du_leopard",
                                           "technique:souffle_du_dragon"]
    run = drive(run, act(LI, "technique", item="fureur_du_leopard"))
    li = run[-1].fighters[LI]
    assert (li.chi, li.rage) == (5, 4)
    assert one(run, Bonus).player == LI
    turn = run[-1].turn
    assert turn is not None and turn.player == LI and turn.bonus and turn.technique is None

    # The bonus turn: zone 5's P lands on zone 1, so Morsure du Tigre could be activated.
    run = drive(run, act(LI, "start", zone=5))
    assert kinds(run[-1], "technique") == ["technique:morsure_du_tigre"]
    at = len(run) - 1
    run = drive(run, act(LI, "done"), roll("FF"), act(LI, "attack", target=IGOR),
                act(IGOR, "reveal", d=0, m=0))
    # T12(b): she punched and can pay, but Fureur is refused in a bonus turn.
    assert decision(run[-1]).kind == "end"
    assert kinds(run[-1], "technique") == ["technique:souffle_du_dragon"]
    run = drive(run, act(LI, "done"))
    assert events(run, FirstTokens, since=at) == []
    assert events(run, Bonus, since=at) == []
    assert turn_of(run[-1]) == IGOR
    assert zones(run[-1].fighters[LI]) == norm("Z1[K,E,P] Z2[D,E] Z3[E,M] Z4[K,D,E]")


# --- E19 -----------------------------------------------------------------------------------------

def test_ma_e19_effect_manipulation_partly_public() -> None:
    """E19 (D23, R62, R68): Sérénité de la Grue swaps two Effects: the public view does not
    change and the public log names only the zones; Kon Muay Kee's shift moves one face-down
    token (Z5 -1, Z1 +1); Gôjû's swap shows the Kick in its new zone (Z2 -1, Z4 +1 face
    down)."""
    # Sérénité, at T12(b) of Li-Ming's first turn (zone 5's E sown to Z1, her pile to Z5).
    s = build({
        LI: FighterSpec("li_ming", (0, 0), facing=0, board="Z1[K] Z2[D,P] Z3[G,E] Z4[K,D] Z5[E]",
                        aside="E,M", first_turn_done=False,
                        loadout=["fureur_du_leopard", "souffle_du_dragon", "serenite_de_la_grue"]),
        WONJA: FighterSpec("wonja", (2, 0), facing=3, board="Z5[E]")},
        mode="black")
    run = drive(s, act(LI, "start", zone=5), act(LI, "done"))
    assert zones(run[-1].fighters[LI]) == norm("Z1[K,E] Z2[D,P] Z3[G,E] Z4[K,D] Z5[E,M]")
    public_before = public_zones(run[-1], LI, WONJA)
    assert public_before[0] == ([K], 1) and public_before[3] == ([K], 1)
    at = len(run) - 1
    run = drive(run, act(LI, "technique", item="serenite_de_la_grue"),
                act(LI, "token", zone=1, code=E), act(LI, "token", zone=4, code=D))
    assert public_zones(run[-1], LI, WONJA) == public_before
    assert public_zones(run[-1], LI, None) == public_before
    swaps = events(run, Swap, since=at)
    assert [(e.to, e.zones, e.codes, e.action) for e in swaps] == [
        ((LI,), (1, 4), (E, D), None), (None, (1, 4), None, None)]
    assert all(e.codes is None for e in GAME.view(run[-1], WONJA).log if isinstance(e, Swap))
    own = seen(GAME.view(run[-1], LI), LI).zones
    assert (own[0].actions, own[0].effects) == ([K], [D])
    assert (own[3].actions, own[3].effects) == ([K], [E])

    # Kon Muay Kee at T12(c) of Wonja's turn: one Effect from Z5 to Z1.
    s = build({
        WONJA: FighterSpec("wonja", (0, 0), facing=0, style="kon_muay_kee",
                           board="Z1[H,E] Z2[D,P] Z4[M] Z5[D,P,E]",
                           loadout=["tei_tat", "kra_tot_chok", "kon_muay_kee"]),
        KIM: FighterSpec("kimberley", (2, 0), facing=3, board="Z5[E]")},
        mode="black")
    run = drive(s, act(WONJA, "start", zone=4), act(WONJA, "done"))
    assert decision(run[-1]).kind == "style_end"
    before = public_zones(run[-1], WONJA, KIM)
    assert (before[0], before[4]) == (([H], 1), ([P], 3))
    at = len(run) - 1
    run = drive(run, act(WONJA, "token", zone=5, code=E))
    after = public_zones(run[-1], WONJA, KIM)
    assert (after[0], after[4]) == (([H], 2), ([P], 2))
    assert after[1:4] == before[1:4]
    shifts = events(run, Shift, since=at)
    assert [(e.to, e.zones, e.code) for e in shifts] == [((WONJA,), (5, 1), E),
                                                         (None, (5, 1), None)]

    # Gôjû at T12(c) of Kimberley's turn: the E of Z2 and the Kick of Z4 change zones (the
    # Kick's zone is the only one, so the engine takes it).
    s = build({
        KIM: FighterSpec("kimberley", (0, 0), facing=0, style="goju",
                         board="Z1[E] Z2[E,P] Z4[K,D] Z5[M]",
                         loadout=["shuto_uchi", "mawashi_geri", "goju"]),
        WONJA: FighterSpec("wonja", (2, 0), facing=3, board="Z5[E]")},
        mode="black")
    run = drive(s, act(KIM, "start", zone=5), act(KIM, "done"))
    assert decision(run[-1]).kind == "style_end"
    before = public_zones(run[-1], KIM, WONJA)
    assert (before[1], before[3]) == (([P], 1), ([K], 1))
    at = len(run) - 1
    run = drive(run, act(KIM, "token", zone=2, code=E))
    after = public_zones(run[-1], KIM, WONJA)
    assert (sorted(after[1][0]), after[1][1]) == ([K, P], 0)
    assert after[3] == ([], 2)
    swaps = events(run, Swap, since=at)
    assert [(e.to, e.zones, e.action, e.codes) for e in swaps] == [
        ((KIM,), (2, 4), K, (E, K)), (None, (2, 4), K, None)]
