"""Brutal Ring's rules in short for ``/rules`` (ids ``brutal_ring.rules.*``), summarised from
the full rules in ``docs/rules/brutal_ring.md`` (section numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "brutal_ring.rules.tagline": "Arm gladiators, send them into the ring together, and bluff "
                                 "with face-down tricks in every fight.",
    "brutal_ring.rules.length": "4 rounds, about 30–45 minutes live",
    # §1, §2, R12, R25, R30
    "brutal_ring.rules.goal": (
        "Score the most points with your gladiators. Every card has two halves: a "
        "**gladiator** or a **weapon** on top, a **trick** below, and you play one half or "
        "the other. A gladiator's Attack and Defence come from its weapon (unarmed: 0). Kill "
        "an opponent's gladiator to score its VP plus its weapon's; each armed gladiator that "
        "survives a round scores 2."),
    # §4
    "brutal_ring.rules.turn_heading": "🔄 A round",
    "brutal_ring.rules.turn": (
        "Four phases; everyone finishes one before the next starts.\n"
        "1. **Draw** up to 8 cards (your hand plus your cards in the ring), one at a time from "
        "the Gladiator or the Weapon pile.\n"
        "2. **Entry**: all at once and in secret, choose gladiators to bring in, each with at "
        "most one weapon (it is armed only now), and confirm. When all have confirmed or the "
        "entry clock (1 minute in the rules) runs out, the entries are revealed together.\n"
        "3. **Combats**: in turn from the First Player, engage one of your gladiators and "
        "attack an opponent's, or pass. Attacker and defender (and teammates) place tricks "
        "face down from their hands, as the gladiators' symbols allow, until all are ready. "
        "Then the tricks are revealed: an Attack strictly higher than the Defence kills. "
        "Fairplay, Discard, Double Attack, Counter-attack and Dodge bend the fight.\n"
        "4. **Survivors**: armed survivors score 2 each; in rounds 1 to 3 everyone may then "
        "discard cards and gladiators, and the First Player passes to the left."),
    # R32
    "brutal_ring.rules.win": (
        "After round 4 the highest score wins; with 4 players, the team score counts. A tie "
        "goes to the most gladiators in the ring; if still tied, the win is shared."),
    # §1, R1
    "brutal_ring.rules.table": "Teammates sit alternately (A1, B1, A2, B2). The length is "
                               "an estimate: the rulebook gives none.",
    "brutal_ring.rules.caption": "the ring, each player's gladiators with their weapons, "
                                 "scores and piles",
}
