"""Kung-Fu Duel's option labels (ids ``kungfu_duel.label.*``): one per action kind, with a
variant where the same kind means something else (a saved character, a refill option, a
marked card)."""

MESSAGES: dict[str, str] = {
    # the pick
    "kungfu_duel.label.pick": "{character:character} · {ratings:ratings}",
    "kungfu_duel.label.pick.saved": "{name} (your character)",
    "kungfu_duel.label.pick.saved_unknown": "Saved character {n}",
    # R42: the game master
    "kungfu_duel.label.grant": "Grant {target:who} {n:plural:1 card|# cards}",
    "kungfu_duel.label.free": "Free turn: {target:who}",
    "kungfu_duel.label.free.marked": "Free turn: {target:who} ✓ (unmark)",
    "kungfu_duel.label.free_go": "Start the free turn",
    "kungfu_duel.label.gm_done": "Done",
    # R10: planning
    "kungfu_duel.label.bet": "Bet on {comp:comp} ({suit})",
    "kungfu_duel.label.draw": "Draw a bonus card",
    "kungfu_duel.label.atout": "Play {bonus:bonus} {bonus:suits}: "
                               "{n:plural:1 slot|# slots}",
    "kungfu_duel.label.pose": "Pose {bonus:bonus} ({kind})",
    "kungfu_duel.label.use.materiel": "Use {bonus:bonus} {bonus:suits}: up to {n} "
                                      "{n:plural:slot|slots}{pool:pool_tag}",
    "kungfu_duel.label.use.terrain": "Use {bonus:bonus} {bonus:suits}: up to {n} "
                                     "{n:plural:slot|slots}",
    "kungfu_duel.pool_tag.yes": " (its own AP)",
    "kungfu_duel.pool_tag.no": "",
    "kungfu_duel.label.slot": "Slot on {comp:comp} ({suit})",
    "kungfu_duel.label.skip_slots": "Leave the other slots",
    "kungfu_duel.label.discard": "Discard bonus cards…",
    "kungfu_duel.label.mark.hand": "{bonus:bonus} (in hand)",
    "kungfu_duel.label.mark.front": "{bonus:bonus} (posed)",
    "kungfu_duel.label.mark.hand.marked": "{bonus:bonus} (in hand) ✓ unmark",
    "kungfu_duel.label.mark.front.marked": "{bonus:bonus} (posed) ✓ unmark",
    "kungfu_duel.label.discard_go": "Discard the marked cards (1 AP)",
    "kungfu_duel.label.back": "Back",
    "kungfu_duel.label.refill.a": "Refill: draw to a full hand (1 Tempo damage)",
    "kungfu_duel.label.refill.b": "Refill: discard the hand, draw anew (1 Tempo damage)",
    "kungfu_duel.label.refill.surrender": "Refill (you will surrender)",
    "kungfu_duel.label.retreat": "Tactical retreat (1 Présence damage)",
    "kungfu_duel.label.lock": "Lock in",
    # R17
    "kungfu_duel.label.keep": "Keep {card:card}",
    # R25
    "kungfu_duel.label.boost": "Discard {card:card} from {comp:comp}: +1 damage",
    "kungfu_duel.label.boost.marked": "{card:card} from {comp:comp} ✓ (unmark)",
    "kungfu_duel.label.boost_done": "Done",
    "kungfu_duel.label.boost_done.none": "No boost",
    # R26
    "kungfu_duel.label.allot": "{n} to {target:who}",
    # R27 step 3
    "kungfu_duel.label.protect.faiblesse": "Pose {bonus:bonus}: neutralise up to {n}, locks "
                                           "{bonus:suits}",
    "kungfu_duel.label.protect.atout": "Discard {bonus:bonus}: neutralise 1",
    "kungfu_duel.label.protect.terrain": "Discard your {bonus:bonus}: neutralise 1",
    "kungfu_duel.label.protect.materiel": "Discard your {bonus:bonus}: neutralise 1",
    "kungfu_duel.label.absorb_done": "Done",
    # R33/R34
    "kungfu_duel.label.wound": "Take the wound (Vigueur −{n})",
    "kungfu_duel.label.convert": "Convert, paying {paid:paid} (Distance −{n})",
    # R38
    "kungfu_duel.label.pursue": "Pursue {target:who}",
    "kungfu_duel.label.pursue.no": "Let {target:who} go",
}
