"""English messages of Combat (ids ``combat.*``): the words the formats use, the log line of
every event (``.private``: the owner's twin, section 8), the status lines, who you are and
how a duel was decided. Prompts are in ``en_prompts.py``, option labels in
``en_choices.py``, the ``/rules`` summary in ``en_rules.py`` and the pictures' words (with the
card, type, basic technique and verb names) in ``en_picture.py``."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/combat/__init__.py)
    "combat.nothing": "nothing",
    "combat.separator": ", ",
    "combat.copies": "{card:card} ×{n}",
    "combat.cell": "({q},{r})",
    "combat.off_board": "off the board",
    "combat.step_no": "step {n}",
    "combat.hp_of": "{player:who} {hp} HP",
    "combat.dir.N": "N",
    "combat.dir.NE": "NE",
    "combat.dir.SE": "SE",
    "combat.dir.S": "S",
    "combat.dir.SW": "SW",
    "combat.dir.NW": "NW",
    # -- the starter decks of section 6.3: a name, and a theme for the deck choice
    "combat.deck.flamme": "Flamme",
    "combat.deck.givre": "Givre",
    "combat.deck.croc": "Croc",
    "combat.deck.charmeur": "Charmeur",
    "combat.deck_theme.flamme": "fire and mind: ranged damage, keep the distance",
    "combat.deck_theme.givre": "cold: lock the opponent down, shield up",
    "combat.deck_theme.croc": "beast and venom: close in, bite, poison",
    "combat.deck_theme.charmeur": "seduction: Charme locks their hand, then betrayal",
    # -- a step in short, for labels: the picture's kind word and verb (``combat.kind.*``,
    # ``combat.verb.*``), an effect by its verb alone
    "combat.summary.separator": " · ",
    "combat.summary.step": "{kind} {verb}",
    "combat.summary.step.E": "{verb}",
    # -- clauses said only when they say something
    "combat.note.absorbed": ", {n} absorbed by the shield",
    "combat.note.reshuffled": " (the discard, {n:plural:# card|# cards}, was shuffled into a "
                              "new deck)",
    "combat.note.dir": " {d:dir}",
    # -- choice families: a sub-message per value
    "combat.extra_tag.yes": " (extra turn)",
    "combat.extra_tag.no": "",
    "combat.check.yes": "",
    "combat.check.no": "❌ A condition fails: the rest of the technique is ignored.",
    "combat.move_how.self": "moves",
    "combat.move_how.pulled": "is pulled",
    "combat.move_how.pushed": "is pushed",
    "combat.cause.self": "their own blow",
    "combat.cause.poison": "poison",
    "combat.cause.gel": "frost",
    "combat.loss_reason.hp": "at 0 HP or below",
    "combat.loss_reason.off": "off the board",
    "combat.failed_tag.yes": ", its remaining steps ignored (a condition failed)",
    "combat.failed_tag.no": "",
    "combat.random_tag.yes": " (at random: time ran out)",
    "combat.random_tag.no": "",
    "combat.saved_tag.yes": " (your saved deck)",
    "combat.saved_tag.no": "",
    # a step that could do nothing, by its verb (the player is whose figure or zone it is)
    "combat.nothing.SE_DEPLACER": "stays where they are",
    "combat.nothing.S_APPROCHER": "stays where they are",
    "combat.nothing.S_ELOIGNER": "stays where they are",
    "combat.nothing.SAUTER": "stays where they are",
    "combat.nothing.ATTIRER": "is not pulled",
    "combat.nothing.POUSSER": "is not pushed: a figure is off the board",
    "combat.nothing.DISSIPER": "has no other card in play to dispel",
    # -- counted families
    "combat.draws.zero": "draws nothing: deck and discard are empty",
    "combat.draws.one": "draws a card",
    "combat.draws.other": "draws {n} cards",
    "combat.discards.zero": "has no card to discard",
    "combat.discards.one": "discards a card",
    "combat.discards.other": "discards {n} cards",
    "combat.blocks.zero": "blocks, with no recent wound to recover",
    "combat.blocks.one": "blocks and recovers 1 HP",
    "combat.blocks.other": "blocks and recovers {n} HP",
    "combat.passes.zero": "passes",
    "combat.passes.one": "will give up their next turn",
    "combat.passes.other": "will give up their next {n} turns",
    "combat.extra_turns.zero": "gets no extra turn",
    "combat.extra_turns.one": "will play an extra turn",
    "combat.extra_turns.other": "will play {n} extra turns",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "combat.event.seats": "{a:who} is A at the top corner and plays first; {b:who} is B at "
                          "the bottom corner.",
    "combat.event.deck_ready": "🎴 {player:who} has chosen a deck{random:random_tag}.",
    "combat.event.deck_ready.private": "🎴 Your deck: {deck:deck}{saved:saved_tag}"
                                       "{random:random_tag}.",
    "combat.event.decks": "🎴 Both decks are shuffled: the duel begins, with empty hands.",
    "combat.event.turn": "▶️ Turn {number}: {player:who}{extra:extra_tag}.",
    "combat.event.shield": "🛡️ {player:who}'s shield pool for this turn: {pool}.",
    "combat.event.draw": "{player:who} {n:draws}{reshuffled:reshuffle_note}.",
    "combat.event.draw.private": "You draw {cards:cards}{reshuffled:reshuffle_note}.",
    "combat.event.skipped": "⏭️ {player:who} gives up this turn.",
    "combat.event.basic": "{player:who} uses {basic:basic}.",
    "combat.event.played": "🃏 {player:who} plays {card:card} ({card:summary}).",
    "combat.event.intervened": "⏯️ {player:who} performs the paused {step:step_no} of "
                               "{owner:who}'s {card:card}.",
    # a condition that holds is not told (what follows shows it); one that fails is
    "combat.event.check": "{ok:check}",
    "combat.event.discarded": "{player:who} {n:discards}.",
    "combat.event.discarded.private": "You discard {cards:cards}.",
    "combat.event.hurt": "💥 {by:who} hits {player:who}: {raw} damage{absorbed:absorbed_note}"
                         " → {hp} HP.",
    "combat.event.lost": "🩸 {player:who} loses {n} HP to {cause:cause} → {hp} HP.",
    "combat.event.healed": "🩹 {player:who} {n:blocks} → {hp} HP.",
    "combat.event.shield_up": "🛡️ {player:who} raises a shield of {n} for the opponent's next "
                              "turn (pending {pending}).",
    "combat.event.pass": "{player:who} {skip:passes}.",
    "combat.event.extra": "🔁 {player:who} {n:extra_turns}.",
    "combat.event.frozen": "🧊 {player:who} is immobilised for their next "
                           "{n:plural:turn|# turns}.",
    "combat.event.moved": "{player:who} {how:move_how}{direction:dir_note} {start:cell} → "
                          "{end:cell}.",
    "combat.event.off": "💫 {player:who} is pushed {direction:dir} off the board from "
                        "{start:cell}! They lose at the end of their next turn.",
    "combat.event.nothing": "{player:who} {verb:nothing}.",
    "combat.event.paused": "⏸️ {player:who}'s {card:card} waits at its {step:step_no}: either "
                           "player may perform it on their turn.",
    "combat.event.finished": "{player:who}'s {card:card} goes to the history"
                             "{failed:failed_tag}.",
    "combat.event.dissipated": "🌬️ {player:who} dispels {owner:who}'s {card:card}: to the "
                               "history, its steps stop.",
    "combat.event.loses": "💀 {player:who} ends their turn {reason:loss_reason} ({hp} HP) and "
                          "loses.",
    "combat.event.cap": "⏱️ Turn {turns}: the turn cap. {hp:hp_list}: the higher HP wins.",
    "combat.event.end": "🏁 The duel is over.",
    # -- the status message
    "combat.status.decks": "🎴 Choosing decks: {n} of 2 ready",
    "combat.status.turn": "Turn {number} of {cap} · {player:who} to play{extra:extra_tag}",
    "combat.status.over": "🏁 The duel is over",
    "combat.status.side": "**{player:who}** ({label}) · ❤️ {hp} HP · 📍 {cell:cell} · hand "
                          "{hand} · deck {deck} · discard {discard} · history {history}",
    "combat.status.choosing": "**{player:who}** ({label})",
    "combat.status.ready": " · deck chosen ✅",
    "combat.status.distance": "Distance {d}",
    "combat.status.effects": "{player:who}: {effects}",
    "combat.status.force": "Force {n:+d}",
    "combat.status.charme": "Charme {n}",
    "combat.status.pool": "shield pool {n}",
    "combat.status.pending_shield": "shield {n} next turn",
    "combat.status.shield": "lasting shield {n}",
    "combat.status.concentration": "draws {n} a turn",
    "combat.status.gel": "frost {n}",
    "combat.status.poison": "poisoned {n}",
    "combat.status.immobilised": "immobilised",
    "combat.status.disarmed": "disarmed",
    "combat.status.silenced": "silenced",
    "combat.status.skip": "gives up {n:plural:the next turn|the next # turns}",
    "combat.status.extra": "{n:plural:an extra turn|# extra turns} to come",
    # -- who you are, at the top of a private prompt
    "combat.identity.A": "You are A, top corner",
    "combat.identity.B": "You are B, bottom corner",
    "combat.identity.deck": "; your deck: {deck:deck}",
    # -- how a finished duel was decided (after the shared result line)
    "combat.result.ko": "{player:who} ended their turn at {hp} HP",
    "combat.result.ring_out": "{player:who} ended their turn off the board",
    "combat.result.rounds": "the turn cap: the higher HP wins",
    "combat.result.draw": "the turn cap, with equal HP",
}
