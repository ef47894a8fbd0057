"""Combat's rules in short for ``/rules`` (ids ``combat.rules.*``), summarised from the full
rules in ``docs/rules/combat.md`` (section and rule numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "combat.rules.tagline": "A duel of 20-card decks on a hex board: every card is a short "
                            "list of steps, some of which wait for either player to release "
                            "them.",
    "combat.rules.length": "20–40 minutes live",
    # §1, R1-R5
    "combat.rules.goal": (
        "Knock your opponent out. Each fighter starts with **20 HP** on opposite corners of a "
        "37-cell hex board, with a 20-card deck (a starter deck or your own) and an empty "
        "hand. A player who **ends their own turn** at 0 HP or below, or off the board, "
        "loses."),
    # section 4, R8-R15
    "combat.rules.turn": (
        "Do exactly **one** thing:\n"
        "• a **basic technique**: attack (Hurt 1 in melee), defence (Block 1), passive "
        "(Draw 1), rhetoric (pass) or move (Move 1);\n"
        "• play a **card**: its steps resolve top to bottom. A failed condition (**if**) "
        "stops it; an effect (**do**) does as much as it can; a **while** step lasts as long "
        "as the card is in play; a **wait** step pauses the card;\n"
        "• **perform** a paused intervention, yours or your opponent's: the card then goes on "
        "for its owner.\n"
        "Blocking recovers only the wounds taken since your last turn; shields absorb hits "
        "for one opponent turn; a push can send a figure off the board for good."),
    # R26-R28
    "combat.rules.win": (
        "At the end of your own turn you lose if you are at 0 HP or below, or off the board: "
        "a player knocked down gets one turn to block back. After 200 turns the higher HP "
        "wins; equal HP is a draw."),
    # R4, D20, section 6.3
    "combat.rules.table": (
        "Decks: 20 cards, exactly 10 *lambda* cards (at most 3 copies each) and 10 others, "
        "all different. Four starter decks (Flamme, Givre, Croc, Charmeur), or build and save "
        "your own with `/combat deck build`. Your hand, your draws and your discards stay "
        "secret; everything in play is public."),
    "combat.rules.caption": "the hex board with both figures, HP, the cards in play with "
                            "their paused steps, and the histories",
    # the one-message summary (a client without the structured fields)
    "combat.rules": (
        "**Combat**: a 1v1 duel on a 37-cell hex board with 20-card decks. On your turn do "
        "one thing: a basic technique, a card (its steps resolve in order; conditions can "
        "stop it, interventions pause it), or a paused intervention of either player. End "
        "your own turn at 0 HP or off the board and you lose."),
}
