"""Martial Art rule-by-rule tests R53-R68: pushes, ring-out, collisions, post-attack steps,
first-turn tokens, bonus turns, skipped fighters, views, mode switches, the round limit,
forfeit, determinism and hidden information. The coverage map is in
``test_rules_techniques``; driving as there (``GAME.pending`` / ``apply`` / ``timeout``)."""

from __future__ import annotations

import random

import pytest

from rules.core import Reason
from rules.kit.hexgrid import Hex
from rules.martial_art import GAME, MAState, Options, Phase
from rules.martial_art.content import Code
from rules.martial_art.events import (
    Collision,
    Declare,
    Drop,
    FirstTokens,
    Lost,
    Out,
    Push,
    RingOut,
    Rolled,
    RoundsOver,
    Step,
    TurnStarts,
)

from .builder import (
    FighterSpec,
    act,
    build,
    decision,
    drive,
    events,
    kinds,
    one,
    public_zones,
    quiet_turn,
    roll,
    seen,
    turn_of,
)

IGOR, KIM, HIRU, LI, RICARDO, WONJA = "igor", "kimberley", "hirumasa", "li_ming", "ricardo", \
    "wonja"
P, K, G, H, M, D, E = Code.P, Code.K, Code.G, Code.H, Code.M, Code.D, Code.E
TSUPPARI = ["gassho_hineri", "oniyama", "tsuppari"]


def cells(state: MAState) -> dict[str, Hex | None]:
    return {p: f.cell for p, f in state.fighters.items()}


# --- R53-R58 -----------------------------------------------------------------------------------

def test_r53_push_follows_direction_keeps_facings_spends_nothing() -> None:
    """R53: Mae Tobi Geri pushes Igor one cell NE (attacker -> defender), before the roll;
    Kimberley follows; both facings stay; no Movement is spent."""
    s = build({KIM: FighterSpec("kimberley", (0, 0), facing=1, board="Z4[E,K] Z2[E]",
                                loadout=["shuto_uchi", "mawashi_geri", "mae_tobi_geri"]),
               IGOR: FighterSpec("igor", (1, -1), facing=4, board="Z3[P]")}, mode="black")
    run = drive(s, act(KIM, "start", zone=4), act(KIM, "technique", item="mae_tobi_geri"),
                act(KIM, "drop", code=E), roll("FFF"), act(KIM, "attack", target=IGOR))
    push = one(run, Push)
    assert (push.cell, push.attacker_cell) == (Hex(2, -2), Hex(1, -1))
    assert cells(run[-1]) == {KIM: Hex(1, -1), IGOR: Hex(2, -2)}
    assert (run[-1].fighters[KIM].facing, run[-1].fighters[IGOR].facing) == (1, 4)
    found = events(run)
    assert found.index(push) < found.index(one(run, Rolled))
    assert len(one(run, Rolled).attack.faces) == 3 and events(run, Step) == []


def test_r54_push_two_steps_pusher_follows() -> None:
    """R54: Tsuppari's push 2 in open space: Wonja (0,0) -> (1,0) -> (2,0), Hirumasa into each
    cell she leaves."""
    s = build({HIRU: FighterSpec("hirumasa", (-1, 0), facing=0, rage=2, board="Z3[E,P] Z1[E]",
                                 loadout=TSUPPARI),
               WONJA: FighterSpec("wonja", (0, 0), facing=3, board="Z1[E]")}, mode="black")
    run = drive(s, act(HIRU, "start", zone=3), act(HIRU, "technique", item="tsuppari"),
                act(HIRU, "drop", code=E), roll("FF"), act(HIRU, "attack", target=WONJA))
    assert [(e.cell, e.attacker_cell) for e in events(run, Push)] == [
        (Hex(1, 0), Hex(0, 0)), (Hex(2, 0), Hex(1, 0))]
    assert cells(run[-1]) == {HIRU: Hex(1, 0), WONJA: Hex(2, 0)}
    assert one(run, Rolled).zone == 5


def test_r55_ring_out_eliminates_without_roll() -> None:
    """R55: with 3 fighters, Wonja pushed off the arena on Tsuppari's second step is out at
    once: no roll, Hirumasa stays at (2,0), and play goes on with Igor."""
    s = build({HIRU: FighterSpec("hirumasa", (1, 0), facing=0, rage=2, board="Z3[E,P] Z1[E]",
                                 loadout=TSUPPARI),
               WONJA: FighterSpec("wonja", (2, 0), facing=3, board="Z1[E]"),
               IGOR: FighterSpec("igor", (-2, 0), facing=0, board="Z1[E,E]")}, mode="black")
    run = drive(s, act(HIRU, "start", zone=3), act(HIRU, "technique", item="tsuppari"),
                act(HIRU, "drop", code=E), roll("NN"), act(HIRU, "attack", target=WONJA))
    assert one(run, RingOut).defender == WONJA
    assert [(e.player, e.reason) for e in events(run, Out, public=True)] == [(WONJA, "ring_out")]
    assert events(run, Rolled) == [] and events(run, Step) == []
    after = run[-1]
    assert cells(after) == {HIRU: Hex(2, 0), WONJA: None, IGOR: Hex(-2, 0)}
    assert after.phase is Phase.TURN and turn_of(after) == IGOR


def test_r56_collision_roll_is_plain_third_cannot_react() -> None:
    """R56: Igor pushed into Hirumasa: the attack gets +1 die; Hirumasa, who could pay
    Oniyama, is only asked for his D; the collision die ignores Kimberley's Shôtôkan (his 2
    dice stay 2) and its X counts 1."""
    s = build({KIM: FighterSpec("kimberley", (-1, 0), facing=0, board="Z4[E,K] Z2[E]",
                                style="shotokan",
                                loadout=["shuto_uchi", "mae_tobi_geri", "shotokan"]),
               IGOR: FighterSpec("igor", (0, 0), facing=3, board="Z2[P]"),
               HIRU: FighterSpec("hirumasa", (1, 0), facing=3, chi=4, board="Z1[D,H]")},
              mode="black")
    run = drive(s, act(KIM, "start", zone=4), act(KIM, "technique", item="mae_tobi_geri"),
                act(KIM, "drop", code=E), roll("NNFF", "X", "FF"),
                act(KIM, "attack", target=IGOR))
    assert one(run, Collision).third == HIRU
    d = decision(run[-1])
    assert (d.player, d.kind) == (HIRU, "collide") and {o.kind for o in d.options} == {"reveal"}
    run = drive(run, act(HIRU, "reveal", d=1))
    main, hit = events(run, Rolled)
    assert main.attack_dice == [("base", 2), ("mae_tobi_geri", 1), ("collision", 1)]
    assert (hit.collision, hit.attack_dice, len(hit.defence.faces)) == (
        True, [("collision", 1)], 2)
    assert (hit.exceptional, hit.extra, hit.damage, hit.dealt) == (1, 0, 1, 1)
    after = run[-1]
    assert after.fighters[IGOR].life[0] == 2 and after.fighters[HIRU].life == [1, 0, 0, 0, 0]
    assert cells(after) == {KIM: Hex(-1, 0), IGOR: Hex(0, 0), HIRU: Hex(1, 0)}


def _ricardo(start: int, macaco: bool, attack: bool = True) -> list[MAState]:
    s = build({RICARDO: FighterSpec("ricardo", (0, 0), facing=0, rage=2, style="samba_de_viola",
                                    board="Z2[E,K] Z5[E,P]",
                                    loadout=["macaco", "ginga_de_bahia", "samba_de_viola"]),
               IGOR: FighterSpec("igor", (1, 0), facing=3, board="Z3[P]")}, mode="black")
    run = drive(s, act(RICARDO, "start", zone=start),
                act(RICARDO, "technique", item="macaco") if macaco else act(RICARDO, "done"),
                act(RICARDO, "drop", code=E), roll("FFF"))
    return drive(run, act(RICARDO, "attack", target=IGOR) if attack else act(RICARDO, "done"))


def test_r57_post_attack_steps_stack_and_need_an_attack() -> None:
    """R57: Macaco's step and Samba de Viola's add up (2 free steps after a Kick); a Punch
    with Samba alone gives 1; a declined attack gives none."""
    run = _ricardo(2, macaco=True)
    assert decision(run[-1]).kind == "after" and run[-1].turn.steps_left == 2
    run = drive(run, act(RICARDO, "step", direction=5), act(RICARDO, "step", direction=4))
    assert [(e.cell, e.free, e.cost) for e in events(run, Step)] == [
        (Hex(0, 1), True, 0), (Hex(-1, 2), True, 0)]
    assert kinds(run[-1], "step") == []
    run = _ricardo(5, macaco=False)
    assert run[-1].turn.steps_left == 1
    run = _ricardo(5, macaco=False, attack=False)
    assert turn_of(run[-1]) == IGOR and events(run, Step) == []


def test_r58_no_voluntary_step_off_the_arena() -> None:
    """R58: on the edge cell (3,0) with Movement to spend, only the 3 steps that stay in the
    arena are offered."""
    s = build({IGOR: FighterSpec("igor", (3, 0), board="Z1[M,E] Z2[E]"),
               LI: FighterSpec("li_ming", (-3, 0), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1))
    assert sorted(o.direction for o in decision(run[-1]).options if o.kind == "step") == [2, 3, 4]


# --- R59-R61 -----------------------------------------------------------------------------------

def test_r59_first_turn_tokens_once_and_fewer_after_a_loss() -> None:
    """R59: Li-Ming lost the set-aside M (R32: no M on her board) before her first turn, so
    only her E goes into her start zone; on her second turn nothing is placed again."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z2[E,P] Z1[E,E]"),
               LI: FighterSpec("li_ming", (1, 0), board="Z1[E,E] Z2[P]", aside="E,M",
                               first_turn_done=False)})
    run = drive(s, act(IGOR, "start", zone=2), act(IGOR, "done"), act(IGOR, "drop", code=E),
                roll("NN"), act(IGOR, "attack", target=LI))
    assert [(e.code, e.zone) for e in events(run, Lost)] == [(M, None)]
    run = quiet_turn(run, LI)
    first = events(run, FirstTokens)
    assert [(e.to, e.zone, e.count, e.codes) for e in first] == [
        ((LI,), 1, 1, [E]), (None, 1, 1, None)]
    li = run[-1].fighters[LI]
    assert (li.zones[0], li.aside, li.first_turn_done) == ([E], [], True)
    run = quiet_turn(quiet_turn(run, IGOR), LI)
    assert len(events(run, FirstTokens)) == 2


def test_r60_bonus_turn_is_full_without_fureur() -> None:
    """R60: after Fureur, Li-Ming plays a whole new turn at once (T0 to T12); in it she
    punches again, yet Fureur is not on offer, only Souffle du Dragon."""
    s = build({LI: FighterSpec("li_ming", (0, 0), chi=5, rage=6, board="Z5[E,P] Z4[E,P]"),
               IGOR: FighterSpec("igor", (1, 0), board="Z3[P]")})
    run = drive(s, act(LI, "start", zone=5), act(LI, "done"), act(LI, "drop", code=E),
                roll("FF"), act(LI, "attack", target=IGOR),
                act(LI, "technique", item="fureur_du_leopard"))
    assert [(e.player, e.bonus) for e in events(run, TurnStarts)] == [(LI, False), (LI, True)]
    run = drive(run, act(LI, "start", zone=4), act(LI, "done"), act(LI, "drop", code=E),
                roll("FF"), act(LI, "attack", target=IGOR))
    assert [e.zone for e in events(run, Rolled)] == [2, 1]
    assert kinds(run[-1], "technique") == ["technique:souffle_du_dragon"]
    run = drive(run, act(LI, "done"))
    assert turn_of(run[-1]) == IGOR


def test_r61_eliminated_fighters_are_skipped() -> None:
    """R61: Igor knocks Li-Ming out; the next turn is Wonja's, then Igor's again."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z4[E,P] Z1[E]"),
               LI: FighterSpec("li_ming", (1, 0), life=[6, 0, 0, 0, 0], board="Z2[P]"),
               WONJA: FighterSpec("wonja", (-2, 0), board="Z1[E,E]")})
    run = drive(s, act(IGOR, "start", zone=4), act(IGOR, "done"), act(IGOR, "drop", code=E),
                roll("NF"), act(IGOR, "attack", target=LI))
    assert one(run, Out).reason == "ko" and turn_of(run[-1]) == WONJA
    run = quiet_turn(run, WONJA)
    assert turn_of(run[-1]) == IGOR
    assert [e.player for e in events(run, TurnStarts)] == [IGOR, WONJA, IGOR]


# --- R62-R63 -----------------------------------------------------------------------------------

def test_r62_public_view_shows_everything_but_effect_types() -> None:
    """R62: an opponent and a spectator see Igor's cell, facing, life, gauges, loadout,
    Style, pending effects, and per zone the Actions and the face-down count only."""
    s = build({IGOR: FighterSpec("igor", (0, 0), facing=2, life=[1, 0, 2, 0, 0], chi=3, rage=2,
                                 board="Z1[E,D] Z2[P,E]", aside="E,M", style="puncheur",
                                 pending=["bouledogue"],
                                 loadout=["crochet", "bouledogue", "puncheur"]),
               LI: FighterSpec("li_ming", (1, 0), facing=3, board="Z1[E] Z2[E]")},
              mode="black", turn_of=LI)
    for viewer in (LI, None):
        igor = seen(GAME.view(s, viewer), IGOR)
        assert (igor.cell, igor.facing, igor.life, igor.chi, igor.rage) == (
            Hex(0, 0), 2, [1, 0, 2, 0, 0], 3, 2)
        assert (igor.loadout, igor.style, igor.pending) == (
            ["crochet", "bouledogue", "puncheur"], "puncheur", ["bouledogue"])
        assert [(z.actions, z.hidden, z.effects) for z in igor.zones] == [
            ([], 2, None), ([P], 1, None), ([], 0, None), ([], 0, None), ([], 0, None)]
        assert (igor.aside, igor.aside_count) == (None, 2)


def test_r63_white_belt_reach_grab_back_and_buy() -> None:
    """R63: in White Belt Igor grabs Li-Ming behind him with no Movement, with no back
    bonus and her N defending, and cannot buy Movement; in Black Belt the same spot is out
    of reach and buying is offered."""
    def igor(mode: str, board: str) -> list[MAState]:
        s = build({IGOR: FighterSpec("igor", (0, 0), facing=0, board=board),
                   LI: FighterSpec("li_ming", (-1, 0), facing=3, board="Z2[D] Z3[E]")},
                  mode=mode)
        return drive(s, act(IGOR, "start", zone=5))

    run = igor("white", "Z5[E,G] Z1[E]")
    assert "buy" not in {o.kind for o in decision(run[-1]).options}
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=E),
                act(IGOR, "attack", target=LI), roll("NN", "NF"), act(LI, "reveal", d=1, m=0))
    rolled = one(run, Rolled)
    assert (rolled.strike, rolled.grab, rolled.attack_dice) == (G, False, [("base", 2)])
    assert (rolled.successes, rolled.dealt) == (1, 1)
    run = igor("black", "Z5[E,P] Z1[E]")
    assert "buy" in {o.kind for o in decision(run[-1]).options}
    run = drive(run, act(IGOR, "done"), act(IGOR, "drop", code=E))
    assert events(run, Declare) == [] and turn_of(run[-1]) == LI


# --- R64-R66 -----------------------------------------------------------------------------------

def _round_limit(igor_life: list[int], li_life: list[int]) -> MAState:
    s = build({IGOR: FighterSpec("igor", (0, 0), life=igor_life, board="Z1[E,E]"),
               LI: FighterSpec("li_ming", (2, 0), life=li_life, board="Z1[E,E]")})
    s.options.max_rounds = 1
    run = quiet_turn(quiet_turn(s, IGOR), LI)
    assert one(run, RoundsOver).rounds == 1 and run[-1].phase is Phase.OVER
    return run[-1]


@pytest.mark.parametrize(("igor", "li", "winners", "reason"), [
    ([0, 1, 0, 0, 0], [0, 0, 0, 0, 2], [IGOR], Reason.ROUNDS),  # lower total damage
    ([4, 0, 0, 0, 0], [2, 2, 0, 0, 0], [LI], Reason.ROUNDS),  # then fewer columns at 4+
    ([1, 0, 0, 0, 0], [0, 0, 1, 0, 0], [], Reason.DRAW),
])
def test_r64_round_limit_ranks_by_damage_then_serious_wounds(
        igor: list[int], li: list[int], winners: list[str], reason: Reason) -> None:
    """R64: one round (Igor, Li-Ming) and the limit ends the game at Igor's next turn; the
    ranking takes lower damage, then fewer serious columns; a full tie is a draw."""
    outcome = GAME.outcome(_round_limit(igor, li))
    assert outcome is not None and (outcome.winners, outcome.reason) == (winners, reason)


def test_r64_bonus_turn_is_not_a_round() -> None:
    """R64: with a 1-round limit, Li-Ming's Fureur bonus turn and Igor's turn are still
    played; the round ends only when she is about to start a normal turn again."""
    s = build({LI: FighterSpec("li_ming", (0, 0), chi=5, rage=5, board="Z5[E,P] Z4[E,P]"),
               IGOR: FighterSpec("igor", (1, 0), board="Z3[P] Z1[E,E]")})
    s.options.max_rounds = 1
    run = drive(s, act(LI, "start", zone=5), act(LI, "done"), act(LI, "drop", code=E),
                roll("FF"), act(LI, "attack", target=IGOR),
                act(LI, "technique", item="fureur_du_leopard"))
    assert run[-1].phase is Phase.TURN and run[-1].turn.bonus
    run = drive(run, act(LI, "start", zone=4), act(LI, "done"), act(LI, "drop", code=E),
                roll("FF"), act(LI, "attack", target=IGOR), act(IGOR, "reveal", d=0, m=0),
                act(LI, "done"))
    assert events(run, RoundsOver) == [] and turn_of(run[-1]) == IGOR
    run = quiet_turn(run, IGOR)
    assert one(run, RoundsOver).rounds == 1 and run[-1].phase is Phase.OVER
    assert [e.bonus for e in events(run, TurnStarts)] == [False, True, False]


def _forfeit_run(plan: str) -> tuple[str, list[MAState]]:
    """A White Belt game where seat 1 times out ("t") or plays ("p") each of its turns as
    ``plan`` says, and seat 2 always plays its default choices."""
    s = GAME.setup(["a", "b"], 5, Options(max_rounds=0))
    while s.phase is Phase.PICK:
        s = GAME.timeout(s, decision(s).player)
    first = s.seats[0]
    states, turns = [s], -1
    while states[-1].phase is Phase.TURN and states[-1].fighters[first].alive:
        d = decision(states[-1])
        if d.player == first and d.kind == "start":
            turns += 1
            if turns == len(plan):
                break
        if d.player == first and plan[turns] == "t":
            states.append(GAME.timeout(states[-1], first))
        else:
            states.append(GAME.apply(states[-1], d.default or d.options[0]))
    return first, states


def test_r65_three_auto_turns_in_a_row_forfeit() -> None:
    """R65: two timed-out turns, a played one, then two more leave the fighter in; a third
    timed-out turn in a row eliminates it (forfeit) and the other fighter wins."""
    first, run = _forfeit_run("ttptt")
    assert run[-1].fighters[first].alive and events(run, Out) == []
    first, run = _forfeit_run("ttpttt")
    assert [(e.player, e.reason) for e in events(run, Out)] == [(first, "forfeit")]
    outcome = GAME.outcome(run[-1])
    assert outcome is not None and first not in outcome.winners and outcome.winners


def _random_play(seed: int, steps: int) -> list[MAState]:
    s = GAME.setup(["a", "b", "c"], seed, Options(max_rounds=0))
    choose = random.Random(1)
    states = [s]
    for _ in range(steps):
        if states[-1].phase is Phase.OVER:
            break
        d = GAME.pending(states[-1])[0]
        states.append(GAME.apply(states[-1], choose.choice(d.options)))
    return states


def test_r66_same_seed_same_actions_same_game() -> None:
    """R66: the same seed and the same choices give byte-identical states (dice included);
    the seed alone decides seats and boards."""
    one_run, again = _random_play(11, 300), _random_play(11, 300)
    assert [s.model_dump_json() for s in one_run] == [s.model_dump_json() for s in again]
    assert events(one_run, Rolled)  # dice were rolled, and came out the same
    setups = {GAME.setup(["a", "b", "c"], seed).seats[0] for seed in range(12)}
    assert len(setups) > 1


# --- R67-R68 -----------------------------------------------------------------------------------

def test_r67_each_player_sees_its_own_effects_only() -> None:
    """R67: Igor's view shows his Effect codes, set-aside pile and his drop order so far;
    Li-Ming's and a spectator's show counts only."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z1[E,D,M] Z2[P,E]", aside="E,M"),
               LI: FighterSpec("li_ming", (2, 0), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1), act(IGOR, "done"), act(IGOR, "drop", code=D))
    own = GAME.view(run[-1], IGOR)
    assert seen(own, IGOR).aside == [E, M]
    assert own.turn is not None and own.turn.order == [D]
    for viewer in (LI, None):
        view = GAME.view(run[-1], viewer)
        igor = seen(view, IGOR)
        assert igor.aside is None and all(z.effects is None for z in igor.zones)
        assert view.turn is not None and (view.turn.order, view.turn.dropped) == (None, 1)
    assert public_zones(run[-1], IGOR, LI)[1] == ([P], 1)
    assert seen(own, IGOR).zones[1].effects == [E]


def test_r68_public_events_never_name_face_down_types() -> None:
    """R68: in Igor's first turn (a sowing of Effects, then his set-aside pile) every event
    Li-Ming may read leaves the secret fields empty; a public event that names one cannot
    be built."""
    s = build({IGOR: FighterSpec("igor", (0, 0), board="Z1[E,D] Z5[M,P]", aside="E,M",
                                 first_turn_done=False),
               LI: FighterSpec("li_ming", (2, 0), board="Z1[E]")})
    run = drive(s, act(IGOR, "start", zone=1), act(IGOR, "done"), act(IGOR, "drop", code=D))
    readable = [e for e in events(run) if e.visible_to(LI)]
    assert {type(e) for e in readable} >= {Drop, FirstTokens}
    for e in readable:
        assert all(getattr(e, name) in (None, [], ()) for name in type(e).secret), e
    assert [e.to for e in events(run, Drop)] == [(IGOR,), None]
    with pytest.raises(ValueError):
        Drop(player=IGOR, start=1, zones=[2, 3], actions=[None, None], effects=[D, E])
    with pytest.raises(ValueError):
        FirstTokens(player=IGOR, zone=1, count=2, codes=[E, M])
