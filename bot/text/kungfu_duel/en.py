"""English messages of Kung-Fu Duel (ids ``kungfu_duel.*``): the words the formats use, the log
line of every event (``.private``: the twin only its readers see, section 8), the status lines,
who you are and how a fight was decided. Prompts are in ``en_prompts.py``, option labels in
``en_choices.py``, the ``/rules`` summary in ``en_rules.py``, the character builder's words in
``en_characters.py`` and the pictures' words (with the card, component, status and fighter
names) in ``en_picture.py``."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/kungfu_duel/__init__.py)
    "kungfu_duel.nothing": "nothing",
    "kungfu_duel.separator": " · ",
    "kungfu_duel.list_separator": "; ",
    "kungfu_duel.playing_card": "{rank}{suit}",
    "kungfu_duel.rank.ace": "A",
    "kungfu_duel.rank.jack": "J",
    "kungfu_duel.rank.queen": "Q",
    "kungfu_duel.rank.king": "K",
    "kungfu_duel.rating": "{comp}{n}",
    "kungfu_duel.dealt_on": "{comp:comp} {cards:cards}",
    "kungfu_duel.no_bets": "no bets",
    "kungfu_duel.or": "{head} or {last}",
    "kungfu_duel.shown": "{player:who} as {character:character} ({ratings:ratings}"
                         "{signature:signature_note})",
    "kungfu_duel.sides": "side A {a:whos}, side B {b:whos}",
    "kungfu_duel.pair": "{x:who} {a}–{b} {y:who}",
    "kungfu_duel.wins": "Wins: side A {a}, side B {b}",
    "kungfu_duel.allot": "{n} to {player:who}",
    "kungfu_duel.posed.terrain": "the posed Terrain",
    "kungfu_duel.posed.materiel": "the posed Matériel",
    "kungfu_duel.paid.ap": "an unspent AP",
    "kungfu_duel.paid.bouclier": "the posed Bouclier",
    "kungfu_duel.paid.terrain": "the posed Terrain",
    "kungfu_duel.paid.materiel": "the posed Matériel",
    "kungfu_duel.pursuers": "{players:whos} {n:plural:pursues|pursue} (dropping every placed "
                            "card), so the retreater stays in the fight",
    "kungfu_duel.pursuers.none": "nobody pursues, so they withdraw from the fight",
    "kungfu_duel.used": "{what:used_what} ×{n}",
    "kungfu_duel.used_what.materiel": "the Matériel",
    "kungfu_duel.used_what.terrain": "the Terrain",
    # -- clauses said only when they say something
    "kungfu_duel.note.gm": " {gm:who} is the game master and does not fight.",
    "kungfu_duel.note.free": ": a free turn for {players:whos}",
    "kungfu_duel.note.signature": ", signature {bonus:bonus}",
    "kungfu_duel.note.bonus": " ({n} from bonus slots)",
    "kungfu_duel.note.atout": " · Atout {bonus:bonus}",
    "kungfu_duel.note.used": " · used {uses:used}",
    "kungfu_duel.note.posed": " · posed {cards:bonuses}",
    "kungfu_duel.note.discarded": " · discarded {cards:bonuses}",
    "kungfu_duel.note.drew": " · drew {n:plural:a bonus card|# bonus cards}",
    "kungfu_duel.note.refill": " · {how:refill_how}",
    "kungfu_duel.note.retreat": " · tactical retreat",
    "kungfu_duel.note.lost": " · {n:plural:a bet|# bets} not dealt: both decks are empty",
    "kungfu_duel.note.armour": " · armour −{n}",
    "kungfu_duel.note.shield": " · shield −{n}",
    "kungfu_duel.note.chosen": " · used {chosen:protections}",
    "kungfu_duel.note.placed": " · {n:plural:a placed card|# placed cards} lost",
    "kungfu_duel.note.left": " · {n} left: a wound",
    "kungfu_duel.note.damage": ", {n} damage",
    # -- choice families: a sub-message per value
    "kungfu_duel.why.cascade": "above its limit",
    "kungfu_duel.why.normalise": "above its new limit",
    "kungfu_duel.why.failed": "failed draw",
    "kungfu_duel.why.boost": "weapon boost",
    "kungfu_duel.why.absorb": "absorbing damage",
    "kungfu_duel.why.retreat": "retreat",
    "kungfu_duel.why.pursuit": "pursuit",
    "kungfu_duel.why.out": "out of the fight",
    "kungfu_duel.cause.refill": "refill",
    "kungfu_duel.cause.retreat": "retreat",
    "kungfu_duel.cause.wound": "wound",
    "kungfu_duel.cause.conversion": "conversion",
    "kungfu_duel.out.dead": "is dead (Vigueur at 0 or less)",
    "kungfu_duel.out.ko": "is knocked out (Distance at 0 or less)",
    "kungfu_duel.out.surrendered": "surrenders (Tempo at 0 or less)",
    "kungfu_duel.out.fled": "flees (Présence at 0 or less)",
    "kungfu_duel.out.withdrawn": "has withdrawn from the fight",
    "kungfu_duel.random_tag.yes": " (at random: time ran out)",
    "kungfu_duel.random_tag.no": "",
    "kungfu_duel.refill_tag.yes": " (refill)",
    "kungfu_duel.refill_tag.no": "",
    "kungfu_duel.replacement_tag.yes": " after a failed draw",
    "kungfu_duel.replacement_tag.no": "",
    "kungfu_duel.broke_tag.yes": ": it breaks",
    "kungfu_duel.broke_tag.no": "",
    "kungfu_duel.refill_how.a": "refill: draws to a full hand",
    "kungfu_duel.refill_how.b": "refill: a whole new hand",
    "kungfu_duel.refill_how.surrender": "refill with Tempo too low: surrenders",
    "kungfu_duel.winner.0": "side A wins the exchange",
    "kungfu_duel.winner.1": "side B wins the exchange",
    "kungfu_duel.winner.none": "a tie, no damage",
    # -- events (the log): public lines, then ``.private`` for the readers of the twin
    "kungfu_duel.event.seats": "🥋 The sides: {sides:sides}.{gm:gm_note}",
    "kungfu_duel.event.picked": "🎴 {player:who} has picked a fighter{random:random_tag}.",
    "kungfu_duel.event.picked.private": "🎴 Your fighter: {character:character}"
                                        "{random:random_tag}.",
    "kungfu_duel.event.characters": "🥋 The fighters: {fighters:shown}.",
    "kungfu_duel.event.turn": "▶️ Turn {number}{free:free_note}.",
    "kungfu_duel.event.grant": "🎁 The game master grants {player:who} "
                               "{n:plural:a bonus card|# bonus cards}.",
    "kungfu_duel.event.grant.private": "🎁 Granted to {player:who} by the game master: "
                                       "{cards:bonuses}.",
    "kungfu_duel.event.free_turn": "🆓 A free turn for {players:whos}: they alone plan, bet and "
                                   "keep, with no comparison and no damage.",
    "kungfu_duel.event.locked": "🔒 {player:who} locked in.",
    "kungfu_duel.event.drawn.private": "🃏 You draw {cards:bonuses}{refill:refill_tag}.",
    "kungfu_duel.event.reveal": "🂠 {player:who}: {cards:dealt}{bonus:bonus_note}"
                                "{atout:atout_note}{used:used_note}{posed:posed_note}"
                                "{discarded:discarded_note}{drew:drew_note}{refill:refill_note}"
                                "{retreat:retreat_note}{lost_bets:lost_note}.",
    "kungfu_duel.event.hit": "💢 {player:who} takes {times:plural:one damage|# damages} to "
                             "{comp:comp} ({cause:cause}): scale {scale}.",
    "kungfu_duel.event.dropped": "🗑️ {player:who} loses {cards:cards} from {comp:comp} "
                                 "({why:why}).",
    "kungfu_duel.event.kept": "✅ {player:who} keeps {card:card} on {comp:comp}"
                              "{replacement:replacement_tag}.",
    "kungfu_duel.event.wear": "🔧 {player:who}'s {item:bonus} wears: fragility {fragility}"
                              "{broke:broke_tag}.",
    "kungfu_duel.event.compared": "⚖️ Comparison: {pairs:pairs}. {wins:wins}: "
                                  "{winners:winner}{damage:damage_note}.",
    "kungfu_duel.event.boosted": "⚔️ {player:who} discards winning cards from {comps:comps} "
                                 "for a weapon boost: {damage} damage now.",
    "kungfu_duel.event.allotted": "🎯 {captain:who}, captain of the winning side, deals "
                                  "{damage:allotted}.",
    "kungfu_duel.event.absorbed": "🛡️ {player:who} takes {received} damage{armour:armour_note}"
                                  "{shield:shield_note}{chosen:chosen_note}{cards:placed_note}"
                                  "{left:left_note}.",
    "kungfu_duel.event.wound": "🩸 {player:who} {converted:wound_how}{paid:paid_note}.",
    "kungfu_duel.wound_how.no": "takes a wound",
    "kungfu_duel.wound_how.yes": "converts the wound into two damages to Distance",
    "kungfu_duel.note.paid": ", paying {what:paid}",
    "kungfu_duel.event.out": "💀 {player:who} {status:out}.",
    "kungfu_duel.event.pursuit": "🏃 {retreater:who} retreated: {pursuers:pursuers}.",
    "kungfu_duel.event.limit": "⏱️ Turn {turns} was the last: the turn limit makes the fight a "
                               "draw.",
    "kungfu_duel.event.end": "🏁 The fight is over.",
    # -- the status message
    "kungfu_duel.summary.pick": "🎴 Picking fighters: {n} of {total} picked",
    "kungfu_duel.summary.gm": "Turn {number} of {limit} · the game master's step",
    "kungfu_duel.summary.plan": "Turn {number} of {limit} · planning: {n} of {total} locked in",
    "kungfu_duel.summary.plan.free": "Turn {number} of {limit} · a free turn: {n} of {total} "
                                     "locked in",
    "kungfu_duel.summary.keep": "Turn {number} of {limit} · keeping the cards dealt",
    "kungfu_duel.summary.boost": "Turn {number} of {limit} · {winners:winner}: weapon boosts "
                                 "({damage} damage)",
    "kungfu_duel.summary.allocate": "Turn {number} of {limit} · {captain:who} splits {damage} "
                                    "damage",
    "kungfu_duel.summary.absorb": "Turn {number} of {limit} · absorbing {damage} damage",
    "kungfu_duel.summary.pursue": "Turn {number} of {limit} · pursuit",
    "kungfu_duel.summary.over": "🏁 The fight is over",
    "kungfu_duel.summary.gm_line": "🎲 Game master: {player:who}",
    "kungfu_duel.summary.waiting": "**{player:who}** (side {side}) · picking a fighter",
    "kungfu_duel.summary.picked": "**{player:who}** (side {side}) · fighter picked ✅",
    "kungfu_duel.summary.fighter": "**{player:who}** (side {side}) · {character:character} · "
                                   "scales {scales} · values {values} · hand {hand}",
    "kungfu_duel.summary.locked": " · locked in 🔒",
    "kungfu_duel.summary.retreating": " · retreating",
    "kungfu_duel.summary.gone": "~~{player:who}~~ (side {side}) · {character:character} "
                                "{status:out}",
    "kungfu_duel.summary.comps": "{comp}{v}",
    # -- who you are, at the top of a private prompt
    "kungfu_duel.identity.gm": "You are the game master: you do not fight",
    "kungfu_duel.identity.side": "You fight for side {side}",
    "kungfu_duel.identity.side_with": "You fight for side {side} with {mates:whos}",
    "kungfu_duel.identity.character": "; your character: {character:character}",
    # -- how a finished fight was decided (after the shared result line)
    "kungfu_duel.result.ko": "no fighter of the other side is left in the fight",
    "kungfu_duel.result.draw": "both sides were emptied in the same turn, or the turn limit "
                               "came",
}
