"""Martial Art's prompts (ids ``martial_art.prompt.*``): one per decision, worded for the
player who decides (section 11). A public decision also has ``.other``, the same words after a
mention in the match thread ("➡️ @Aiko, your turn..."); a prompt made of several sentences
has its first one there and the rest as shared pieces."""

MESSAGES: dict[str, str] = {
    "martial_art.lobby.reply_clock": "; {reply} to answer an attack",
    "martial_art.lobby.setup_clock": "; {loadout} to choose techniques, {placement} to place "
                                     "tokens",
    # R2: fighters, last seat first (public)
    "martial_art.prompt.fighter": "Pick your fighter. Fighters are picked from the last seat "
                                  "to the first; each has its own tokens and techniques.",
    "martial_art.prompt.fighter.other": "pick your fighter. Fighters are picked from the last "
                                        "seat to the first; each has its own tokens and "
                                        "techniques.",
    # R5/D31: Black Belt loadout, sealed
    "martial_art.prompt.loadout": "Choose 3 of your 7 techniques, in secret; everyone's are "
                                  "revealed together. Chosen so far: {chosen:techniques}.",
    "martial_art.prompt.loadout.full": "Your 3 techniques: {chosen:techniques}. Confirm them, "
                                       "or put one back.",
    # R7: Black Belt placement, sealed, one slot at a time
    "martial_art.prompt.place.aside": "Place your 12 tokens in secret, one at a time. Next: "
                                      "the set-aside pile ({n} of 2, Effects only; they join "
                                      "your first start zone at the end of your first turn).",
    "martial_art.prompt.place.zone": "Next: {zone:zone}, token {n} of 2. Each zone gets 2 "
                                     "tokens and never 2 Actions; the Actions are revealed "
                                     "when everyone has confirmed.",
    "martial_art.prompt.place.done": "All 12 tokens are placed. Confirm, or start again.",
    # T1/T2
    "martial_art.prompt.start": "Your turn. Choose a start zone: you pick up its tokens, "
                                "reveal them, then sow them one by one into the next zones. "
                                "The last one lands on the zone you strike.",
    "martial_art.prompt.start.other": "your turn. Choose a start zone: you pick up its tokens, "
                                      "reveal them, then sow them one by one into the next "
                                      "zones. The last one lands on the zone you strike.",
    "martial_art.prompt.start.face": "You may first turn to face another way: you can only "
                                     "strike the 3 cells in front of you.",
    # T4/T5: the head, then the pieces that apply
    "martial_art.prompt.move": "Revealed: {tokens:tokens}.",
    "martial_art.prompt.move.other": "you revealed {tokens:tokens}.",
    "martial_art.prompt.move.energy": "Give {n:plural:your Energy|each of your # Energy} to "
                                      "Chi or Rage.",
    "martial_art.prompt.move.step": "Step: {pool} Movement in your pool, {cost} per step.",
    "martial_art.prompt.move.face": "Turn to face another way after a step.",
    "martial_art.prompt.move.buy": "Buy 1 Movement for 1 Chi + 1 Rage.",
    "martial_art.prompt.move.technique": "Activate a Start technique now if you want it.",
    "martial_art.prompt.move.sow": "Then sow: the last token lands on {target:zone}.",
    # T6 (private: the order of the face-down Effects is secret)
    "martial_art.prompt.sow": "Sow your tokens one by one ({done} of {total} down). The next "
                              "goes to zone {next}; the last lands on {target:zone} and "
                              "strikes if it is an Action.",
    # T7
    "martial_art.prompt.declare": "Your last token is an Action on {zone:zone}: attack a "
                                  "fighter in reach there, or hold back.",
    "martial_art.prompt.declare.other": "your last token is an Action on {zone:zone}: attack "
                                        "a fighter in reach there, or hold back.",
    # T8 (private: the defender's choice is revealed at once)
    "martial_art.prompt.react": "{attacker:who} strikes your {zone:zone} with a "
                                "{strike:token}. Activate a Reaction before you defend, or "
                                "not.",
    "martial_art.prompt.defend": "{attacker:who} strikes your {zone:zone} with a "
                                 "{strike:token}. Reveal tokens of that zone to defend: each "
                                 "Defense rolls 2 dice. They stay where they are, but everyone "
                                 "will know them.",
    "martial_art.prompt.defend.none": "{attacker:who} strikes your {zone:zone} with a "
                                      "{strike:token}. No token there can defend: reveal "
                                      "nothing.",
    "martial_art.prompt.defend.movement": "Your Movement tokens there can defend too.",
    "martial_art.prompt.defend.grab": "Against a Grab only ✸ blocks.",
    # R56
    "martial_art.prompt.collide": "{defender:who} is pushed into you: the collision strikes "
                                  "your {zone:zone}. Reveal Defense tokens there (2 dice "
                                  "each), or not.",
    # R28.7 Futsu no Atama
    "martial_art.prompt.energy": "Futsu no Atama: give "
                                 "{n:plural:your energy point|your # energy points} to Chi or "
                                 "Rage, one at a time.",
    "martial_art.prompt.energy.other": "Futsu no Atama: give "
                                       "{n:plural:your energy point|your # energy points} to "
                                       "Chi or Rage, one at a time.",
    # T11
    "martial_art.prompt.after": "After the attack: take your free "
                                "{n:plural:step|# steps}, turn, or stay where you are.",
    "martial_art.prompt.after.other": "after the attack: take your free "
                                      "{n:plural:step|# steps}, turn, or stay where you are.",
    # T12
    "martial_art.prompt.end": "End of your turn: activate an End or Style technique, or end "
                              "your turn.",
    "martial_art.prompt.end.other": "end of your turn: activate an End or Style technique, or "
                                    "end your turn.",
    "martial_art.prompt.kiai": "Kiai: choose whose Chi and Rage are locked during their next "
                               "turn.",
    "martial_art.prompt.kiai.other": "Kiai: choose whose Chi and Rage are locked during their "
                                     "next turn.",
    "martial_art.prompt.swap": "Sérénité de la Grue: pick two of your Effect tokens in "
                               "different zones, one at a time; they swap zones.",
    "martial_art.prompt.style_end.swap": "Gôjû: you may swap one of your Effect tokens with a "
                                         "Kick in another zone. Pick the Effect, or skip.",
    "martial_art.prompt.style_end.kick": "Gôjû: pick the Kick that trades places with it.",
    "martial_art.prompt.style_end.shift": "Kon Muay Kee: you may move one of your Effect "
                                          "tokens to the next zone. Pick it, or skip.",
}
