"""Kung-Fu Duel's prompts (ids ``kungfu_duel.prompt.*``): one per decision, worded for the player
who decides. The keep, boost and allocation choices are asked in the thread, so they also
exist after a mention (``.other``, lower case: "➡️ @Aiko, keep ..."). A prompt made of several
sentences has its head here and the pieces that apply as their own messages."""

MESSAGES: dict[str, str] = {
    "kungfu_duel.lobby.clocks": "; {plan} to plan, {reply} for a keep, boost, allocation, "
                                "conversion or pursuit, {absorb} to absorb, {gm} for the game "
                                "master's step, {pick} to pick a fighter",
    "kungfu_duel.lobby.sides_mismatch": "{sides} takes a different number of fighters than "
                                        "{players}: give only one of `players` and `sides`, or "
                                        "two that agree (1v1 is 2 fighters, 1v2 is 3, 2v2 and "
                                        "1v3 are 4).",
    # 3.1/3.2: the sealed pick
    "kungfu_duel.prompt.pick": "Pick your fighter for this fight: a ready-made one, or one you "
                               "built with `/kungfuduel character new`. Everyone picks at the "
                               "same time, in secret; the fighters are shown together.",
    # R42: phase 0
    "kungfu_duel.prompt.gm": "Turn {number}, phase 0: as game master you may grant bonus cards "
                             "(to each fighter at most once, up to their hand limit) and a free "
                             "turn to some fighters (mark them, then start it). Done ends your "
                             "step.",
    "kungfu_duel.prompt.gm.marked": "Marked for a free turn: {players:whos}.",
    # R8-R14, R36-R38: planning
    "kungfu_duel.prompt.plan": "Turn {number}: plan in secret; nobody sees your plan before the "
                               "reveal, and the thread only shows that you locked in.",
    "kungfu_duel.prompt.plan.free": "A free turn from the game master: plan with your full AP "
                                    "(no refill, no retreat); only the free fighters bet and "
                                    "keep, with no comparison.",
    "kungfu_duel.prompt.plan.ap": "{ap:plural:1 AP|# AP} left; hand {hand} of {limit}.",
    "kungfu_duel.prompt.plan.pool": "Your {bonus:bonus} has {n:plural:1 AP|# AP} of its own "
                                    "this turn.",
    "kungfu_duel.prompt.plan.bets": "Bets so far: {bets}.",
    "kungfu_duel.prompt.plan.bet": "{comp:comp} {n}",
    "kungfu_duel.prompt.plan.bet.bonus": "{comp:comp} {n} ({bonus} bonus)",
    "kungfu_duel.prompt.plan.done": "Already entered: {what}.",
    "kungfu_duel.prompt.plan.surrender": "A refill now would put your Tempo at 0 or less: you "
                                         "would surrender.",
    "kungfu_duel.prompt.plan.lock": "Bets are blind: each takes the top card of the deck, face "
                                    "down. Lock in when your plan is ready.",
    "kungfu_duel.prompt.plan.slots": "{source:bonus}: {n:plural:1 bonus bet|# bonus bets} to "
                                     "place on {comps:any_comp}.",
    "kungfu_duel.prompt.plan.slots.atout": "Slots left unplaced are lost.",
    "kungfu_duel.prompt.plan.slots.item": "Up to {n}: you may stop and leave the rest.",
    "kungfu_duel.prompt.plan.marks": "Discard: pick the bonus cards to discard (from your hand "
                                     "or posed in front of you), all in one go; the whole batch "
                                     "costs 1 AP.",
    "kungfu_duel.prompt.plan.marked": "Marked: {cards:bonuses}.",
    # R17-R19: the keep procedure
    "kungfu_duel.prompt.keep": "Keep one of the cards dealt on your {comp:comp}: it goes on top "
                               "and counts from now on (limit {limit}).",
    "kungfu_duel.prompt.keep.other": "keep one of the cards dealt on your {comp:comp}: it goes "
                                     "on top and counts from now on (limit {limit}).",
    "kungfu_duel.prompt.keep.tie": "Your {comp:comp}: the cards tie for the place, pick the "
                                   "suit.",
    "kungfu_duel.prompt.keep.tie.other": "your {comp:comp}: the cards tie for the place, pick "
                                         "the suit.",
    # R25: the weapon boost
    "kungfu_duel.prompt.boost": "Your side won the exchange: {damage} damage so far. Discard "
                                "winning top cards on your {item:bonus}'s components for +1 "
                                "damage each (up to {power}); what is under them may then "
                                "cascade away.",
    "kungfu_duel.prompt.boost.other": "your side won the exchange: {damage} damage so far. "
                                      "Discard winning top cards on your {item:bonus}'s "
                                      "components for +1 damage each (up to {power}); what is "
                                      "under them may then cascade away.",
    "kungfu_duel.prompt.boost.marked": "Marked: {comps:comps}.",
    # R26: the allocation
    "kungfu_duel.prompt.allocate": "You are the captain: split {damage} damage among the losing "
                                   "fighters. How much goes to {target:who}? {left} still to "
                                   "share; the last one takes the rest.",
    "kungfu_duel.prompt.allocate.other": "you are the captain: split {damage} damage among the "
                                         "losing fighters. How much goes to {target:who}? "
                                         "{left} still to share; the last one takes the rest.",
    # R27-R32: absorption
    "kungfu_duel.prompt.absorb": "You receive {received} damage{armour:armour_note}"
                                 "{shield:shield_note}: {d} left. Use protections one at a "
                                 "time, free of AP, or Done: then your placed cards go one per "
                                 "damage, Présence first, and any damage left is a wound.",
    "kungfu_duel.prompt.absorb.chosen": "Used so far: {chosen:protections}.",
    # R33-R34: wound or conversion
    "kungfu_duel.prompt.convert": "{d} damage is left after absorbing: take a wound (Vigueur "
                                  "{v} → {v_after}), or convert it into two damages to Distance "
                                  "({dist} → {dist_after}) by paying an unspent AP or a "
                                  "protection.",
    "kungfu_duel.prompt.convert.none": "{d} damage is left after absorbing: you take a wound "
                                       "(Vigueur {v} → {v_after}); nothing can pay for a "
                                       "conversion.",
    # R38: pursuit
    "kungfu_duel.prompt.pursue": "{target:who} retreats. Pursue (you drop all your placed cards "
                                 "and they stay in the fight) or let them go (if nobody "
                                 "pursues, they withdraw)? Everyone chooses in secret.",
}
