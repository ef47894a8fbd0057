"""KarateKarte's rules in short for ``/rules`` (ids ``karatekarte.rules.*``), summarised from
the full rules in ``docs/rules/karatekarte.md`` (section numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "karatekarte.rules.tagline": "Build karate strikes card by card (Amorce, Allonge, Impact) "
                                 "and parry your opponent's before they land.",
    "karatekarte.rules.length": "about 10 minutes",
    # §1, R2, R18
    "karatekarte.rules.goal": (
        "Complete **strikes** in your four lanes (left foot, left fist, right fist, right "
        "foot). A strike is built in order: **Amorce** → **Allonge** → **Impact**. A completed "
        "strike scores 1 point, or 2 with a **Coup +1** right after its Impact."),
    # §4, R5-R17
    "karatekarte.rules.turn": (
        "Choose one:\n"
        "• **Draw**: you may first swap Pioche Bonus cards for Bonus cards, one at a time. "
        "Draw 1 card, then do **one** action: start a strike (1 card face up), continue it "
        "(1 card), complete it (cards ending on an Impact), **charge** an Energy pile face "
        "down (any cards, in the order you choose), or **parry** your opponent's strike in "
        "progress with the Parade of that strike. Then refill your hand to 5.\n"
        "• **Reveal** one of your Energy piles: flip its cards one by one onto the lane while "
        "they fit the strike, and stop when you like. A card that does not fit is discarded "
        "and ends your turn.\n"
        "Bonus cards: Coup rapide (an Amorce or an Allonge), Coup éclair (both at once), "
        "Coup +1 (after the Impact), Glissade (clears one of your own strikes in progress and "
        "ends your turn)."),
    # R14, R21
    "karatekarte.rules.win": (
        "The game ends at once when a player cannot refill to 5 cards, or their deck is empty "
        "after the refill. The most points wins; a tie goes to the most Impacts scored, then "
        "it is a draw."),
    # §1, §3
    "karatekarte.rules.table": "Blue against Orange, each with their own 36-card deck; a "
                               "random player starts.",
    "karatekarte.rules.caption": "each player's four lanes, strikes in progress face up and "
                                 "Energy piles face down",
}
