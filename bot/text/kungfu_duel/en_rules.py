"""Kung-Fu Duel's rules in short for ``/rules`` (ids ``kungfu_duel.rules.*``), summarised from
the full rules in ``docs/rules/kungfu_duel.md`` (section and rule numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "kungfu_duel.rules.tagline": "A kung-fu movie fight in two sides: bet blind playing cards "
                                 "on Vigueur, Distance, Tempo and Présence, then compare them "
                                 "pair by pair.",
    "kungfu_duel.rules.length": "15–45 minutes live",
    # §1, §2, R1-R7
    "kungfu_duel.rules.goal": (
        "Put every fighter of the other side out of the fight. Each fighter has four "
        "components, **Vigueur** ♦, **Distance** ♠, **Tempo** ♣ and **Présence** ♥, each with "
        "a rating (1–13, bought with 160 points), a stack of playing cards whose top card is "
        "its value, and a damage scale of 13. One damage to a component takes its threshold "
        "(14 − rating) off its scale; a scale at 0 or less puts the fighter out: dead, KO, "
        "surrendered or fled."),
    # section 4, R8-R38
    "kungfu_duel.rules.turn": (
        "1. **Plan** in secret with 3 AP: blind **bets** (the top card of the deck, face "
        "down, on a component), **bonus cards** (draw, play an Atout for extra bets on its "
        "suits, pose and use a weapon or a terrain, pose armour or a shield), a **refill** or "
        "a **tactical retreat**; then lock in.\n"
        "2. All bets are **revealed** at once. Each component keeps at most one new card, no "
        "higher than its limit (the component above, and the scales): a card lower than the "
        "top one is a failed draw and may cost you that top card.\n"
        "3. **Compare** every pair of enemies component by component: the side with more wins "
        "deals the difference as damage. Damage strips placed cards from Présence upward; "
        "whatever is left is a **wound** to Vigueur (or two to Distance, if you pay)."),
    # R35, R38, R40, R41
    "kungfu_duel.rules.win": (
        "A side wins when no fighter of the other side is still in the fight: out of combat, "
        "or withdrawn after a retreat nobody pursued. Both sides emptied in the same turn, or "
        "40 turns without a result, is a draw."),
    # R39, R42, 3.1, 6.2
    "kungfu_duel.rules.table": (
        "2 to 4 fighters in two sides (1v1, 1v2, 2v2 or 1v3), plus an optional game master who "
        "does not fight and may grant bonus cards or a free turn. Five ready-made fighters, or "
        "build your own with `/kungfuduel character new`. Bets, bonus hands and plans stay "
        "secret until the reveal; the stacks are public."),
    "kungfu_duel.rules.caption": "each fighter's four stacks with their values, limits and "
                                 "scales, the posed bonus cards and the hand sizes",
    # the one-message summary (a client without the structured fields)
    "kungfu_duel.rules": (
        "**Kung-Fu Duel**: 2 to 4 fighters in two sides, with an optional game master. Each "
        "turn every fighter secretly spends 3 AP on blind playing-card bets and bonus cards "
        "for Vigueur, Distance, Tempo and Présence; all bets are revealed at once, kept under "
        "ordering rules, and compared pair by pair. The side with more wins deals the "
        "difference as damage, which strips cards and then wounds. The last side with a "
        "fighter in the fight wins."),
}
