"""Combat's prompts (ids ``combat.prompt.*``): one per decision, worded for the player who
decides (section 10: every Combat decision is private). A prompt made of several sentences
has its head here and the pieces that apply as their own messages."""

MESSAGES: dict[str, str] = {
    "combat.lobby.clocks": "; {reply} for a step's choice, {tie} for a push tie, {deck} to "
                           "choose a deck",
    # section 3.1: the sealed deck choice
    "combat.prompt.deck": "Choose your deck for this duel: a starter deck or one you saved "
                          "with `/combat deck build`. {other:who} chooses at the same time; "
                          "neither of you sees the other's deck, only the cards as they are "
                          "played.",
    # R9: the turn's one action
    "combat.prompt.turn": "Turn {number} is yours: play a basic technique, a card from your "
                          "hand or a paused intervention.",
    "combat.prompt.turn.extra": "Turn {number} is an extra turn for you: play a basic "
                                "technique, a card from your hand or a paused intervention.",
    "combat.prompt.turn.situation": "You: {hp} HP at {cell:cell}; {other:who}: {other_hp} HP "
                                    "at {other_cell:cell}.",
    "combat.prompt.turn.distance": "Distance {d}.",
    "combat.prompt.turn.empty_hand": "Your hand is empty: {basic:basic} draws a card.",
    "combat.prompt.turn.silenced": "You are silenced: no card may be played.",
    "combat.prompt.turn.charmed": "{other:who}'s Charme is {charme}: you need at least that "
                                  "many cards in hand to play one.",
    "combat.prompt.turn.disarmed": "You are disarmed: no attack.",
    "combat.prompt.turn.immobilised": "You are immobilised: no movement technique.",
    "combat.prompt.turn.off": "You are off the board: you lose at the end of this turn.",
    "combat.prompt.turn.low": "You are at {hp} HP: end this turn above 0 or you lose.",
    # section 10: a turn menu past 25 options is split
    "combat.prompt.menu": "Too many choices for one list: pick the basic techniques, your "
                          "cards or the interventions first.",
    "combat.prompt.menu.basic": "Basic techniques: pick one, or go back.",
    "combat.prompt.menu.card": "Your cards: pick one to play, or go back.",
    "combat.prompt.menu.intervention": "Paused interventions: pick one to perform, or go "
                                       "back.",
    # R18: discards, with why
    "combat.prompt.discard.condition": "To play {card:technique}, discard "
                                       "{n:plural:a card|# cards} (its condition).",
    "combat.prompt.discard.effect": "{card:technique} makes you discard "
                                    "{n:plural:a card|# cards}.",
    "combat.prompt.discard.forced": "{player:who}'s {card:card} makes you discard "
                                    "{n:plural:a card|# cards} of your choice.",
    "combat.prompt.discard.intervention.own": "To perform the paused step of your "
                                              "{card:card}, discard "
                                              "{n:plural:a card|# cards}.",
    "combat.prompt.discard.intervention": "To perform the paused step of {owner:who}'s "
                                          "{card:card}, discard {n:plural:a card|# cards}.",
    "combat.prompt.discard.how": "Discards are face down: {other:who} only sees how many.",
    "combat.prompt.discard.many": "Pick the {n} cards in one go from the list (a second "
                                  "copy of one card is asked after).",
    "combat.prompt.discard.chosen": "Already discarded: {cards:cards}.",
    # R19/R20: where a figure ends (a destination, the mover's own cell: stay)
    "combat.prompt.move.SE_DEPLACER": "{card:technique}: move up to {n:plural:1 cell|# cells}. "
                                      "Pick where your figure ends.",
    "combat.prompt.move.S_APPROCHER": "{card:technique}: move up to "
                                      "{n:plural:1 cell|# cells}, each one closer to "
                                      "{other:who}. Pick where your figure ends.",
    "combat.prompt.move.S_ELOIGNER": "{card:technique}: move up to "
                                     "{n:plural:1 cell|# cells}, each one farther from "
                                     "{other:who}. Pick where your figure ends.",
    "combat.prompt.move.SAUTER": "{card:technique}: jump to any free cell within "
                                 "{n:plural:1 cell|# cells}. Pick where your figure lands.",
    "combat.prompt.move.ATTIRER": "{card:technique}: pull {other:who} up to "
                                  "{n:plural:1 cell|# cells} toward you. Pick where their "
                                  "figure ends.",
    "combat.prompt.move.stay": "Your figure is at {cell:cell}; picking it stays put.",
    "combat.prompt.move.stay_other": "Their figure is at {cell:cell}; picking it leaves them "
                                     "there.",
    "combat.prompt.move.columns": "{n} cells are in reach: pick the column first (q, -3 on "
                                  "the left to 3 on the right).",
    "combat.prompt.move.column": "Column {q}: pick the cell, or go back to the columns.",
    # R20/D15: a push tie
    "combat.prompt.push": "{card:technique} pushes {other:who} "
                          "{n:plural:1 cell|# cells} straight away from you, and two "
                          "directions are equally straight: pick one.",
    # DISSIPER
    "combat.prompt.dissipate": "{card:technique}: send up to {n:plural:1 card|# cards} of "
                               "{other:who}'s activity zone to their history at once (its "
                               "steps and permanents end). Pick one, or none.",
}
