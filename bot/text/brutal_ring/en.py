"""English messages of Brutal Ring (ids ``brutal_ring.*``): the log lines of every event,
the prompts, button labels, status lines, the rules summary and the result. The pictures'
words are in ``en_picture.py``."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/brutal_ring/__init__.py)
    "brutal_ring.separator": ", ",
    "brutal_ring.nothing": "nothing",
    "brutal_ring.weapon": "{name} {attack}/{defence}",
    "brutal_ring.card.gladiator": "{name} [{trick:trick}]",
    "brutal_ring.card.weapon": "{name} {attack}/{defence} [{trick:trick}]",
    "brutal_ring.type.G": "Gladiator",
    "brutal_ring.type.W": "Weapon",
    "brutal_ring.side.attack": "attack",
    "brutal_ring.side.defence": "defence",
    "brutal_ring.trick.A_PLUS1": "Attack +1",
    "brutal_ring.trick.A_PLUS2": "Attack +2",
    "brutal_ring.trick.A_PLUS3": "Attack +3",
    "brutal_ring.trick.A_X2": "Attack x2",
    "brutal_ring.trick.A_FAIRPLAY": "Fairplay (attack)",
    "brutal_ring.trick.A_DISCARD": "Discard",
    "brutal_ring.trick.A_DOUBLE": "Double Attack",
    "brutal_ring.trick.D_PLUS1": "Defence +1",
    "brutal_ring.trick.D_PLUS2": "Defence +2",
    "brutal_ring.trick.D_PLUS3": "Defence +3",
    "brutal_ring.trick.D_X2": "Defence x2",
    "brutal_ring.trick.D_FAIRPLAY": "Fairplay (defence)",
    "brutal_ring.trick.D_COUNTER": "Counter-attack",
    "brutal_ring.trick.D_DODGE": "Dodge",
    "brutal_ring.trick_colour.orange": "{trick:trick} (orange)",
    "brutal_ring.trick_colour.black": "{trick:trick} (black)",
    "brutal_ring.entries.none": "no gladiator",
    "brutal_ring.entries.armed": "{gladiator:name} with {weapon:weapon}",
    "brutal_ring.entries.unarmed": "{gladiator:name} unarmed",
    "brutal_ring.blind.only": "the only face-down card",
    "brutal_ring.blind.slot": "card #{n}",
    "brutal_ring.pass_why.pass": "does not attack",
    "brutal_ring.pass_why.decline": "declines the bonus combat",
    "brutal_ring.pass_why.no_target": "has no one to attack",
    "brutal_ring.closing.entry": "the entry window closes",
    "brutal_ring.closing.tricks": "the tricks lock as placed",
    "brutal_ring.dodge_tag.yes": " (Dodge)",
    "brutal_ring.dodge_tag.no": "",
    "brutal_ring.counter_tag.yes": "; Counter-attack",
    "brutal_ring.counter_tag.no": "",
    "brutal_ring.bonus_tag.yes": " (bonus combat)",
    "brutal_ring.bonus_tag.no": "",
    # -- the final standing (R32/D16): the end event, the result line, the banner
    "brutal_ring.final.separator": " – ",
    "brutal_ring.final.team": "team {team} ({players:whos}) {score} ({gladiators} in the "
                              "arena)",
    "brutal_ring.final.player": "{player:who} {score} ({gladiators} in the arena)",
    "brutal_ring.final.points": "{standing}: {winners:whos} {n:plural:wins|win}.",
    "brutal_ring.final.tiebreak": "{standing}: {winners:whos} {n:plural:wins|win} on "
                                  "gladiators.",
    "brutal_ring.final.shared": "{standing}: {winners:whos} share the win.",
    "brutal_ring.final.draw": "{standing}: nobody wins.",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "brutal_ring.event.teams": "Teams: {teams[0]:whos} against {teams[1]:whos}.",
    "brutal_ring.event.start": "{player:who} is the First Player.",
    "brutal_ring.event.round": "Round {round} begins; {first_player:who} is the First Player.",
    "brutal_ring.event.need": "{player:who} draws {count:plural:# card|# cards}.",
    "brutal_ring.event.exhausted": "Both piles and discards are empty: {player:who} stops "
                                   "drawing with {short:plural:# card|# cards} short.",
    "brutal_ring.event.reshuffle": "The {pile:pile} pile is empty: its discard "
                                   "({count:plural:# card|# cards}) is shuffled into a new "
                                   "pile.",
    "brutal_ring.event.draw": "{player:who} draws from the {pile:pile} pile.",
    "brutal_ring.event.draw.private": "You drew {card:card}.",
    "brutal_ring.event.entry": "The entry window opens ({seconds} s).",
    "brutal_ring.event.draft_enter.private": "You put {card:name} in your draft.",
    "brutal_ring.event.draft_recall.private": "You take {card:name} back.",
    "brutal_ring.event.draft_arm.private": "You arm {target:name} with {card:card}.",
    "brutal_ring.event.draft_disarm.private": "You take {card:card} back from {target:name}.",
    "brutal_ring.event.draft_count": "{player:who}'s draft: "
                                     "{entries:plural:# entry|# entries}, {armed} armed.",
    "brutal_ring.event.confirm": "{player:who} confirms their entries.",
    "brutal_ring.event.time_up": "Time is up: {window:closing}.",
    "brutal_ring.event.enter": "{player:who} brings in {entries:entries}.",
    "brutal_ring.event.engage": "{player:who} engages {gladiator:name}.",
    "brutal_ring.event.pass": "{player:who}'s {gladiator:name} {why:pass_why}.",
    "brutal_ring.event.attack": "{player:who}'s {attacker:name} attacks "
                                "{defending_player:who}'s {defender:name}{bonus:bonus_tag}: "
                                "base {base_attack} against {base_defence}.",
    "brutal_ring.event.place": "{player:who} places a face-down trick on {gladiator:name} "
                               "({count} on it).",
    "brutal_ring.event.place.private": "You place {card:card} on {gladiator:name}.",
    "brutal_ring.event.take_back": "{player:who} takes back a face-down trick from "
                                   "{gladiator:name} ({count} on it).",
    "brutal_ring.event.take_back.private": "You take back {card:card} from {gladiator:name}.",
    "brutal_ring.event.ready": "{player:who} is ready.",
    "brutal_ring.event.lock": "The tricks are locked.",
    "brutal_ring.event.reveal": "{gladiator:name}'s tricks: {cards:cards}.",
    "brutal_ring.event.discard_pick": "Discard: {player:who} takes {slot:blind_card} (placed "
                                      "by {placer:who}): {card:card}, without effect.",
    "brutal_ring.event.fairplay": "Fairplay ({by:side}): every trick is cancelled.",
    "brutal_ring.event.result": "Attack {attack} against Defence {defence}{dodged:dodge_tag}"
                                "{counter_attack:counter_tag}.",
    "brutal_ring.event.kill": "{player:who}'s {gladiator:name} dies: {killer:who} scores "
                              "{points}.",
    "brutal_ring.event.double": "Double Attack: {gladiator:name} may fight a bonus combat.",
    "brutal_ring.event.survivors": "{player:who} scores {points} for "
                                   "{armed:plural:# armed survivor|# armed survivors}.",
    "brutal_ring.event.discards_done": "{player:who} has decided their discards.",
    "brutal_ring.event.discard": "{player:who} discards {cards:cards}.",
    "brutal_ring.event.end": "The game is over.",
    # -- prompts: to the decider, then ``.other`` to the thread ("➡️ @Aiko, ...")
    "brutal_ring.prompt.draw": "Draw your cards: choose a pile for each card.",
    "brutal_ring.prompt.draw.other": "draw your cards: choose a pile for each card.",
    "brutal_ring.prompt.draw_count": "Draw your cards: {n} to go. Choose a pile.",
    "brutal_ring.prompt.draw_count.other": "draw your cards: {n} to go. Choose a pile.",
    "brutal_ring.prompt.entry": "Prepare your entries (face down): bring in gladiators, arm "
                                "them, then confirm.",
    "brutal_ring.prompt.entry.other": "prepare your entries (face down): bring in gladiators, "
                                      "arm them, then confirm.",
    "brutal_ring.prompt.engage": "Your turn in the ring: engage one of your gladiators and "
                                 "choose whom it attacks, or pass.",
    "brutal_ring.prompt.engage.other": "your turn in the ring: engage one of your gladiators "
                                       "and choose whom it attacks, or pass.",
    "brutal_ring.prompt.attack": "Choose whom to attack, or pass.",
    "brutal_ring.prompt.attack.other": "choose whom to attack, or pass.",
    "brutal_ring.prompt.tricks": "Place tricks face down (or take yours back), then press "
                                 "Ready.",
    "brutal_ring.prompt.tricks.other": "place tricks face down (or take yours back), then "
                                       "press Ready.",
    "brutal_ring.prompt.pick": "Discard: pick one of the defender's face-down tricks (blind).",
    "brutal_ring.prompt.pick.other": "discard: pick one of the defender's face-down tricks "
                                     "(blind).",
    "brutal_ring.prompt.bonus": "Double Attack! Fight a bonus combat, or decline.",
    "brutal_ring.prompt.bonus.other": "double Attack! Fight a bonus combat, or decline.",
    "brutal_ring.prompt.discard": "End of round: mark cards to discard, or keep everything.",
    "brutal_ring.prompt.discard.other": "end of round: mark cards to discard, or keep "
                                        "everything.",
    # -- button labels (and their descriptions in a select)
    "brutal_ring.label.draw": "Draw a {pile:pile}",
    "brutal_ring.label.draw_rest": "Draw the rest (Gladiator, Weapon, …)",
    "brutal_ring.label.enter": "Enter {card:name} ({vp} VP)",
    "brutal_ring.label.arm": "Arm {target:name} with {card:weapon}",
    "brutal_ring.label.disarm": "Take {card:name} back from {target:name}",
    "brutal_ring.label.recall": "Take {card:name} back",
    "brutal_ring.label.confirm": "Confirm my entries",
    "brutal_ring.label.engage": "Engage {card:name}",
    "brutal_ring.label.attack": "Attack {target:name} ({owner:who})",
    "brutal_ring.label.attack_unowned": "Attack {target:name}",
    "brutal_ring.label.pass": "Pass",
    "brutal_ring.label.decline": "Decline the bonus combat",
    "brutal_ring.label.place": "Trick: {trick:trick_colour}",
    "brutal_ring.label.take_back": "Take back: {trick:trick_colour}",
    "brutal_ring.label.ready": "Ready",
    "brutal_ring.label.pick": "Card #{n}",
    "brutal_ring.label.mark": "Discard {card:name}",
    "brutal_ring.label.unmark": "Keep {card:name}",
    "brutal_ring.label.done": "Discard the marked cards",
    "brutal_ring.label.keep_all": "Keep everything",
    "brutal_ring.label.trick": "Trick: {trick:trick_colour}",
    "brutal_ring.label.from": "from {card:name}",
    # -- the status message
    "brutal_ring.status.round": "Round {round} of {rounds} · {phase}",
    "brutal_ring.status.phase.draw": "draw",
    "brutal_ring.status.phase.entry": "entry",
    "brutal_ring.status.phase.engage": "engage",
    "brutal_ring.status.phase.attack": "attack",
    "brutal_ring.status.phase.tricks": "tricks",
    "brutal_ring.status.phase.pick": "pick",
    "brutal_ring.status.phase.bonus": "bonus",
    "brutal_ring.status.phase.discard": "discard",
    "brutal_ring.status.phase.over": "over",
    "brutal_ring.status.team": "🏳️ team {team}, {first:who} & {second:who}: {score} pts",
    "brutal_ring.status.seat": "**{player:who}** ({label}): {points} pts",
    "brutal_ring.status.draft": " · {entries} face down ({armed} armed)",
    "brutal_ring.status.confirmed": " · confirmed ✅",
    # -- /rules
    "brutal_ring.rules": (
        "**Brutal Ring**: 2 to 4 gladiator owners (4 play as two teams of 2), four rounds.\n"
        "Every card has two halves: a **gladiator** or a **weapon** on top, a **trick** "
        "below.\n\n"
        "Each round:\n"
        "1. **Draw**: everyone picks cards one at a time from the Gladiator or the Weapon "
        "pile.\n"
        "2. **Entry**: everyone secretly prepares gladiators to bring into the ring, each with "
        "at most one weapon, and confirms. When all have confirmed (or the clock runs out) the "
        "entries are revealed together.\n"
        "3. **Combats**: in turn, engage one of your gladiators and attack an opponent's (or "
        "pass). Attacker, defender (and their teammates) place tricks face down from their "
        "hands, as the gladiators' symbols allow, until all are ready. Tricks are revealed; "
        "Attack against Defence: a strictly higher Attack kills, and the killer scores the dead "
        "gladiator's and weapon's VP.\n"
        "4. **Survivors**: each armed survivor scores 2; then everyone may discard.\n"
        "After round 4 the most points wins (teams add their points)."),
}
