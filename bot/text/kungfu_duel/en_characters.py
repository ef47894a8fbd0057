"""Kung-Fu Duel's character builder (ids ``kungfu_duel.characters.*``): the
``/kungfuduel character new`` wizard of spec 3.1 (name and concept, ready-made or custom, one
rating at a time with its cost row and refusals, signature Matériel, summary), a character's
sheet, and ``show``, ``list`` and ``delete``. Components, bonus cards and ready-made fighters
are named by the other Kung-Fu Duel catalogs (``kungfu_duel.comp.*``, ``kungfu_duel.bonus.*``,
``kungfu_duel.character.*``, ``kungfu_duel.concept.*``)."""

MESSAGES: dict[str, str] = {
    # -- the name and concept (3.1 step 1)
    "kungfu_duel.characters.modal.title": "A new Kung-Fu Duel character",
    "kungfu_duel.characters.modal.name": "Name",
    "kungfu_duel.characters.modal.name_hint": "Lin the Swift",
    "kungfu_duel.characters.modal.concept": "Concept, in one line (optional)",
    "kungfu_duel.characters.modal.concept_hint": "a wandering swordswoman who never runs",
    "kungfu_duel.characters.head": "**Building {name:character}**",
    "kungfu_duel.characters.head.concept": "**Building {name:character}**: {concept}",
    # -- ready-made or custom (step 2)
    "kungfu_duel.characters.origin": "Start from a ready-made fighter (its ratings and "
                                     "signature Matériel, under your character's name), or "
                                     "build your own with {points} creation points.",
    "kungfu_duel.characters.origin.placeholder": "A ready-made fighter…",
    "kungfu_duel.characters.origin.detail": "{ratings:ratings} · {total} points · "
                                            "{signature}",
    # -- one component at a time (steps 3 and 4)
    "kungfu_duel.characters.step": "**{comp:comp}** ({n} of {of}): choose its rating.",
    "kungfu_duel.characters.points": "Spent {spent} of {points} points: {left} left.",
    "kungfu_duel.characters.reserve": "{n:plural:The component after it needs at least 1 "
                                      "point|The # components after it need at least 1 point "
                                      "each} (rating 1).",
    "kungfu_duel.characters.cost_row": "{comp:comp} costs (rating→points): {row}",
    "kungfu_duel.characters.cost_entry": "{rating}→{cost}",
    "kungfu_duel.characters.cost_entry.refused": "~~{rating}→{cost}~~",
    "kungfu_duel.characters.cost_separator": " · ",
    "kungfu_duel.characters.span": "{low} to {high}",
    "kungfu_duel.characters.refused.over": "Refused: {ratings} would take the total over "
                                           "{points} points.",
    "kungfu_duel.characters.refused.rest": "Refused: {ratings} would leave too few points to "
                                           "give {comps:comps} rating 1.",
    "kungfu_duel.characters.picked": "{comp:comp} {rating}: {cost:plural:# point|# points}, "
                                     "threshold "
                                     "{threshold}, out after {n:plural:# damage|# damages}.",
    "kungfu_duel.characters.rating.placeholder": "{comp:comp} rating…",
    "kungfu_duel.characters.rating.option": "{comp:comp} {rating}: "
                                            "{cost:plural:# point|# points}",
    "kungfu_duel.characters.rating.detail": "threshold {threshold} · out after "
                                            "{n:plural:# damage|# damages} · "
                                            "{left:plural:# point|# points} left",
    # a rating the select did not offer (an old or forged choice)
    "kungfu_duel.characters.error.range": "{comp:comp} {rating} is refused: a rating goes "
                                          "from 1 to 13.",
    "kungfu_duel.characters.error.over": "{comp:comp} {rating} is refused: it would take the "
                                         "total over {points} points.",
    "kungfu_duel.characters.error.rest": "{comp:comp} {rating} is refused: it would leave too "
                                         "few points to give each component after it rating 1.",
    # -- the signature Matériel (step 5)
    "kungfu_duel.characters.signature": "**Signature Matériel**: a copy of its own, posed in "
                                        "front of your character at the start of every "
                                        "fight. Or none.",
    "kungfu_duel.characters.signature.placeholder": "A signature Matériel…",
    "kungfu_duel.characters.signature.none": "none",
    "kungfu_duel.characters.signature.none_detail": "fight with what the bonus deck brings",
    "kungfu_duel.characters.signature.option": "{card:bonus} ({gloss})",
    "kungfu_duel.characters.signature.detail": "{card:suits} · power {power} · AP {ap} · "
                                               "fragility {fragility}",
    "kungfu_duel.characters.signature.item": "{card:bonus} ({gloss}: {card:suits}, power "
                                             "{power}, AP {ap}, fragility {fragility})",
    # -- the summary and a character's sheet (step 6)
    "kungfu_duel.characters.summary": "Check your character, then save it:",
    "kungfu_duel.characters.summary.replaces": "Saving replaces your character "
                                               "**{name:character}**.",
    "kungfu_duel.characters.sheet.comp": "**{comp:comp} {rating}**: "
                                         "{cost:plural:# point|# points} · threshold "
                                         "{threshold} · out after "
                                         "{n:plural:# damage|# damages}",
    "kungfu_duel.characters.sheet.total": "Total **{total}** of {points} points · {banked} "
                                          "banked",
    "kungfu_duel.characters.sheet.signature": "Signature Matériel: {signature}",
    "kungfu_duel.characters.sheet.ap": "{ap} AP a turn and at most {hand} bonus cards in "
                                       "hand, as every character.",
    "kungfu_duel.characters.sheet.illegal": "This character breaks the creation rules (a "
                                            "rating outside 1 to 13, more than {points} "
                                            "points, or an unknown signature), so it is not "
                                            "offered in fights. Delete it and build it again.",
    # -- the buttons
    "kungfu_duel.characters.button.custom": "Build my own",
    "kungfu_duel.characters.button.back": "Back",
    "kungfu_duel.characters.button.cancel": "Cancel",
    "kungfu_duel.characters.button.save": "Save",
    "kungfu_duel.characters.button.retry": "Type the name again",
    # -- how the builder ends
    "kungfu_duel.characters.saved": "Saved your character **{name:character}**. It is offered "
                                    "at the character pick of your next Kung-Fu Duel "
                                    "fights.",
    "kungfu_duel.characters.replaced": "Replaced your character **{name:character}** with "
                                       "this one. It is offered at the character pick of "
                                       "your next Kung-Fu Duel fights.",
    "kungfu_duel.characters.cancelled": "Closed the character builder: nothing was saved.",
    "kungfu_duel.characters.gone": "This character builder is closed (the bot restarted, or "
                                   "you opened another one) and nothing of it was saved. "
                                   "Start again with `/kungfuduel character new`.",
    "kungfu_duel.characters.not_yours": "This character builder is someone else's.",
    "kungfu_duel.characters.stale": "That step is already answered: use the builder's latest "
                                    "message.",
    # -- refusals that are not about the ratings
    "kungfu_duel.characters.error.name_empty": "Give the character a name.",
    "kungfu_duel.characters.error.name_long": "A character's name has at most {most} "
                                              "characters.",
    "kungfu_duel.characters.error.name_preset": "**{name:character}** is a ready-made "
                                                "fighter's name: choose another name for "
                                                "yours.",
    "kungfu_duel.characters.error.limit": "You already keep {n} Kung-Fu Duel characters, the "
                                          "most there can be. Delete one first with "
                                          "`/kungfuduel character delete`, or save over one "
                                          "of their names.",
    "kungfu_duel.characters.error.no_character": "You have no character named "
                                                 "**{name:character}**, and no ready-made "
                                                 "fighter has that name. "
                                                 "`/kungfuduel character list` shows them all.",
    "kungfu_duel.characters.error.no_saved": "You have no character named "
                                             "**{name:character}**. "
                                             "`/kungfuduel character list` shows yours.",
    # -- show, list, delete
    "kungfu_duel.characters.show.saved": "Your character **{name:character}**, saved {when}:",
    "kungfu_duel.characters.show.preset": "Ready-made fighter **{name:character}**: {concept}",
    "kungfu_duel.characters.list.mine": "**Your Kung-Fu Duel characters** ({n} of {most}):",
    "kungfu_duel.characters.list.none": "You have no saved character yet. Build one with "
                                        "`/kungfuduel character new`: {points} creation "
                                        "points for Vigueur, Distance, Tempo and Présence.",
    "kungfu_duel.characters.list.saved": "• **{name:character}**: {ratings:ratings} · {total} "
                                         "points · {signature}",
    "kungfu_duel.characters.list.broken": "• **{name:character}**: breaks the creation rules, "
                                          "not offered in fights",
    "kungfu_duel.characters.list.presets": "**Ready-made fighters** (everyone has them):",
    "kungfu_duel.characters.list.preset": "• **{name:character}**: {ratings:ratings} · "
                                          "{total} points",
    "kungfu_duel.characters.deleted": "Deleted your character **{name:character}**.",
    # -- autocomplete
    "kungfu_duel.characters.choice.saved": "{name:character} (your character)",
    "kungfu_duel.characters.choice.preset": "{name:character} (ready-made)",
}
