"""Martial Art's rules in short for ``/rules`` (ids ``martial_art.rules.*``), summarised from
the full rules in ``docs/rules/martial_art.md`` (section and rule numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "martial_art.rules.tagline": "Sow the tokens of your fighter's body like an awélé, and "
                                 "strike with the last one on a hex arena.",
    "martial_art.rules.length": "20–80 minutes live",
    # §1, §2.2, R15-R20
    "martial_art.rules.goal": (
        "Be the last fighter (or team) standing. Your fighter board has 5 body zones in a "
        "ring (head, left arm, left leg, right leg, right arm), each holding tokens: "
        "**Actions** (Punch, Kick, Grab, Headbutt) everyone sees, and face-down **Effects** "
        "(Movement, Defense, Energy) only you know. A fighter is out on a **KO** (one life "
        "column full), a **technical KO** (3 wounds past the Serious-Wound line) or a "
        "**ring-out**."),
    # section 4
    "martial_art.rules.turn": (
        "1. **Start zone**: pick up every token of one of your zones; its Effects are "
        "revealed. Each Energy gives +1 Chi or +1 Rage; each Movement is one step.\n"
        "2. Optionally activate a **Start** technique (paid in Chi and Rage).\n"
        "3. **Sow**: drop the tokens one by one into the following zones, in the order you "
        "choose. The zone the last one lands on is the zone you strike.\n"
        "4. If the last token is an Action and an opponent is next to you (in front of you in "
        "Black Belt), **attack** that zone of theirs: 2 dice plus bonuses; they may reveal "
        "Defense tokens of that zone for 2 dice each. Successes minus blocks move their life "
        "cube down, and passing an icon loses them a token.\n"
        "5. **End**: optionally an **End** or **Style** technique, then the next fighter "
        "plays."),
    # R35, R64
    "martial_art.rules.win": (
        "The last fighter, or the last team with a fighter, standing wins. After 40 rounds "
        "the sides still standing are ranked: more fighters standing, then less damage."),
    # R63, §1
    "martial_art.rules.table": (
        "**White Belt**: tokens placed at random, 2 printed techniques, no facing. **Black "
        "Belt**: choose 3 of 7 techniques and your placement in secret, face a direction "
        "(attacks from behind get +1 die), Grabs need Movement and only ✸ blocks them. "
        "Teammates sit alternately (A1, B1, A2, B2)."),
    "martial_art.rules.caption": "the hex arena with each fighter's facing, and every "
                                 "fighter's board: body zones, life columns, Chi and Rage",
    # the one-message summary (a client without the structured fields)
    "martial_art.rules": (
        "**Martial Art**: 2 to 4 fighters (4 play alone or as two teams of 2) on a hex arena. "
        "Each fighter's body has 5 zones holding Action tokens (public) and Effect tokens "
        "(face down). On your turn pick up one zone, use its Energy and Movement, then sow its "
        "tokens one by one into the next zones: the last one, if an Action, strikes that zone "
        "of an adjacent opponent. Dice against revealed Defense tokens decide the wounds. The "
        "last fighter or team standing wins."),
}
