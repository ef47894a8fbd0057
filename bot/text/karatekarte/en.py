"""English messages of KarateKarte (ids ``karatekarte.*``)."""

MESSAGES: dict[str, str] = {
    # ----------------------------------------------------------------- values (see FORMATS)
    "karatekarte.strike.LF": "Left foot",
    "karatekarte.strike.LP": "Left fist",
    "karatekarte.strike.RP": "Right fist",
    "karatekarte.strike.RF": "Right foot",
    # a card of a strike: its type's own name (``name``, the same in every language) and the
    # strike ("Amorce LF")
    "karatekarte.card.LF": "{name} LF",
    "karatekarte.card.LP": "{name} LP",
    "karatekarte.card.RP": "{name} RP",
    "karatekarte.card.RF": "{name} RF",
    "karatekarte.colour.B": "Blue",
    "karatekarte.colour.O": "Orange",
    "karatekarte.nothing": "nothing",
    "karatekarte.flip.match": "it matches.",
    "karatekarte.flip.miss": "no match, it is discarded.",
    # ----------------------------------------------------------------- events (log lines)
    "karatekarte.event.deal.private": "You are {colour:colour}; you drew {cards:cards}.",
    "karatekarte.event.start": "{player:who} plays first.",
    "karatekarte.event.draw": "{player:who} drew a card.",
    "karatekarte.event.draw.private": "You drew {card:card}.",
    "karatekarte.event.exchange":
        "{player:who} discards a Pioche Bonus and draws a Bonus card.",
    "karatekarte.event.exchange.private": "You exchanged a Pioche Bonus for {bonus:card}.",
    "karatekarte.event.glissade_drawn":
        "{player:who} discards a Pioche Bonus and draws the Glissade!",
    "karatekarte.event.glissade_idle": "No strike in progress: the Glissade has no effect.",
    "karatekarte.event.glissade":
        "{player:who}'s Glissade clears their {lane:lane} lane ({cards:cards}).",
    "karatekarte.event.play": "{player:who} plays {cards:cards} face up on their {lane:lane} lane.",
    "karatekarte.event.charge": "{player:who} charges {count:plural:# card|# cards} face down on "
                                "their {lane:lane} Energy pile.",
    "karatekarte.event.charge.private":
        "You charged {cards:cards} (top first) on your {lane:lane} Energy pile.",
    "karatekarte.event.parry": "{player:who} parries {opponent:who}'s {lane:lane} ({cards:cards}).",
    "karatekarte.event.reveal": "{player:who} reveals their {lane:lane} Energy pile.",
    "karatekarte.event.flip": "{player:who} flips {card:card}: {match:flip}",
    "karatekarte.event.score":
        "{player:who} completes a {lane:lane} strike: +{points} (total {total}).",
    "karatekarte.event.refill": "{player:who} draws {count:plural:# card|# cards}.",
    "karatekarte.event.refill.private": "You drew {cards:cards}.",
    "karatekarte.event.end": "{player:who}'s deck is empty: the game is over.",
    # ----------------------------------------------------------------- prompts
    # ``.other``: the same decision addressed to its player from a public message, after a
    # mention ("@Aiko, flip the next card, or stop?").
    "karatekarte.prompt.branch": "Your turn: draw a card, or reveal one of your Energy piles?",
    "karatekarte.prompt.branch.other":
        "your turn: draw a card, or reveal one of your Energy piles?",
    "karatekarte.prompt.exchange": "Exchange another Pioche Bonus, or draw your card?",
    "karatekarte.prompt.exchange.other": "exchange another Pioche Bonus, or draw your card?",
    "karatekarte.prompt.glissade":
        "Glissade! Choose which of your strikes in progress it clears.",
    "karatekarte.prompt.glissade.other":
        "glissade! Choose which of your strikes in progress it clears.",
    "karatekarte.prompt.action":
        "Choose your action: play face up on a lane, charge an Energy pile, or parry.",
    "karatekarte.prompt.action.other":
        "choose your action: play face up on a lane, charge an Energy pile, or parry.",
    "karatekarte.prompt.place":
        "Playing face up on {lane:lane}: {draft}. Add a card, or Done.",
    "karatekarte.prompt.place.other": "choose the cards to play face up.",
    "karatekarte.prompt.charge":
        "Charging {lane:lane} Energy (first card on top): {draft}. Add a card, or Done.",
    "karatekarte.prompt.charge.other": "choose the cards to charge face down.",
    "karatekarte.prompt.draft_empty": "nothing yet",
    "karatekarte.prompt.reveal": "The card matched. Flip the next card, or stop here?",
    "karatekarte.prompt.reveal.other": "flip the next card, or stop?",
    # ----------------------------------------------------------------- button labels
    "karatekarte.label.draw": "Draw a card",
    "karatekarte.label.exchange": "Exchange a Pioche Bonus",
    "karatekarte.label.reveal": "Reveal {lane:lane} ({count})",
    "karatekarte.label.face_up": "Play on {lane:lane}",
    "karatekarte.label.charge": "Charge {lane:lane} Energy",
    "karatekarte.label.parry": "Parry their {lane:lane}",
    "karatekarte.label.place.face_up": "Play {card:card}",
    "karatekarte.label.place.charge": "Add {card:card}",
    "karatekarte.label.done": "Done",
    "karatekarte.label.cancel": "Back",
    "karatekarte.label.glissade": "Clear {lane:lane}",
    "karatekarte.label.continue": "Flip the next card",
    "karatekarte.label.stop": "Stop here",
    # ----------------------------------------------------------------- status and result
    "karatekarte.status.side": "{dot} **{player:who}** ({colour:colour}): "
                               "{score:plural:# pt|# pts}, {impacts:plural:# Impact|# Impacts}, "
                               "deck {deck}",
    "karatekarte.result.summary": "{first:who} {first_score} – {second:who} {second_score}",
    "karatekarte.result.points": "{summary}: {winner:who} wins.",
    "karatekarte.result.tiebreak": "{summary}: {winner:who} wins on Impacts ({won} to {lost}).",
    "karatekarte.result.draw": "{summary}: a draw (ex aequo).",
    # ----------------------------------------------------------------- the board picture
    "karatekarte.picture.turn": "Turn {n}",
    "karatekarte.picture.to_play": "▶ {player:who} to play",
    "karatekarte.picture.reveals": "▶ {player:who} reveals {lane}",
    "karatekarte.picture.bonus_pile": "Bonus pile",
    "karatekarte.picture.winner": "Game over: {player:who} wins!",
    "karatekarte.picture.draw": "Game over: a draw",
    "karatekarte.picture.points": "★ {n:plural:# pt|# pts}",
    "karatekarte.picture.impacts": "{n:plural:# Impact|# Impacts}",
    "karatekarte.picture.colour_tag": "({colour:colour})",
    "karatekarte.picture.active": "TO PLAY",
    "karatekarte.picture.deck": "Deck {n}",
    "karatekarte.picture.hand": "Hand {n}",
    "karatekarte.picture.discard": "Discard {n}",
    "karatekarte.picture.discard_top": "top:",
    "karatekarte.picture.energy": "Energy",
    "karatekarte.picture.energy_count": "{n} face down",
    "karatekarte.picture.empty": "empty",
    "karatekarte.picture.no_strike": "no strike",
    # ----------------------------------------------------------------- the hand picture
    "karatekarte.picture.hand_title": "Your hand · {colour:colour}",
    "karatekarte.picture.your_turn": "Turn {n} · your turn",
    "karatekarte.picture.their_turn": "Turn {n} · {colour:colour} to play",
    "karatekarte.picture.over": "Game over",
    "karatekarte.picture.hand_count": "Hand · {n:plural:# card|# cards}",
    "karatekarte.picture.chosen": "chosen #{n}",
    "karatekarte.picture.hint.PB": "swap for a Bonus",
    "karatekarte.picture.hint.CP1": "after an Impact",
    "karatekarte.picture.hint.CR": "Amorce or Allonge",
    "karatekarte.picture.hint.CE": "Amorce and Allonge",
    "karatekarte.picture.hint.GL": "clears a lane",
    "karatekarte.picture.placing": "Placing face up on {code} · {lane:lane}",
    "karatekarte.picture.charging": "Charging {code} Energy · {lane:lane} (top card first)",
    "karatekarte.picture.choose": "Choose the cards to add…",
    "karatekarte.picture.energy_title": "Your Energy piles · top card first (only you see this)",
    "karatekarte.picture.cards": "{n:plural:# card|# cards}",
    # ----------------------------------------------------------------- /rules
    "karatekarte.rules": """\
**KarateKarte**: 2 players, about 10 minutes.
Build **strikes** in four lanes (left foot, left fist, right fist, right foot): an **Amorce**, \
then an **Allonge**, then an **Impact**. A completed strike scores 1 point (2 with a **Coup +1**).

On your turn, either:
• **Draw**: optionally swap Pioche Bonus cards for Bonus cards, draw 1, then do ONE action: \
start a strike (1 card face up), continue it (1 card), complete it (cards ending on an Impact), \
**charge** an Energy pile face down (any cards, you choose the order), or **parry** an \
opponent's strike in progress with the Parade of that strike. Then refill to 5.
• **Reveal** one of your Energy piles: flip its cards one by one onto the lane while they fit \
the strike; stop when you like. A card that does not fit is lost and ends your turn.

Bonus cards: Coup rapide (stands for an Amorce or an Allonge), Coup éclair (both at once), \
Coup +1 (after the Impact), Glissade (clears one of your strikes in progress!).
The game ends when a player cannot refill to 5 or empties their deck. Most points wins; \
ties go to the most Impacts.""",
}
