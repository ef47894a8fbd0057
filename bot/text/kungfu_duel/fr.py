"""French messages of kungfu_duel (ids ``kungfu_duel.*``): the words the formats use, the log
line of every event (``.private``: the twin only its readers see, section 8), the status
lines, who you are and how a fight was decided. Prompts are in ``fr_prompts.py``,
option labels in ``fr_choices.py``, the ``/rules`` summary in ``fr_rules.py``, the character
builder's words in ``fr_characters.py`` and the pictures' words (with the card, component,
status and fighter names) in ``fr_picture.py``.

The vocabulary is the French rulebook's (seed ``001``): composantes, miser, mise, tirage
infructueux, seuil, échelle, dommage, blessure, hors combat, faire le plein de bonus, repli
tactique, poursuivre, camp, victoires, meneur, tour gratuit. A player is addressed as *tu*.
"""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/kungfu_duel/__init__.py)
    "kungfu_duel.nothing": "rien",
    "kungfu_duel.separator": " · ",
    "kungfu_duel.list_separator": " ; ",
    "kungfu_duel.playing_card": "{rank}{suit}",
    "kungfu_duel.rank.ace": "A",
    "kungfu_duel.rank.jack": "V",
    "kungfu_duel.rank.queen": "D",
    "kungfu_duel.rank.king": "R",
    "kungfu_duel.rating": "{comp}{n}",
    "kungfu_duel.dealt_on": "{comp:comp} {cards:cards}",
    "kungfu_duel.no_bets": "aucune mise",
    "kungfu_duel.or": "{head} ou {last}",
    "kungfu_duel.shown": "{player:who} joue {character:character} "
                         "({ratings:ratings}{signature:signature_note})",
    "kungfu_duel.sides": "camp A {a:whos}, camp B {b:whos}",
    "kungfu_duel.pair": "{x:who} {a}–{b} {y:who}",
    "kungfu_duel.wins": "Victoires : camp A {a}, camp B {b}",
    "kungfu_duel.allot": "{n} à {player:who}",
    "kungfu_duel.posed.terrain": "le Terrain posé",
    "kungfu_duel.posed.materiel": "le Matériel posé",
    "kungfu_duel.paid.ap": "un PA non dépensé",
    "kungfu_duel.paid.bouclier": "le Bouclier posé",
    "kungfu_duel.paid.terrain": "le Terrain posé",
    "kungfu_duel.paid.materiel": "le Matériel posé",
    "kungfu_duel.pursuers": "{players:whos} {n:plural:se lance|se lancent} à sa poursuite (en "
                            "défaussant toutes {n:plural:ses|leurs} cartes posées), le combattant "
                            "en repli reste donc au combat",
    "kungfu_duel.pursuers.none": "personne ne poursuit, le combattant en repli quitte donc le "
                                 "combat",
    "kungfu_duel.used": "{what:used_what} ×{n}",
    "kungfu_duel.used_what.materiel": "le Matériel",
    "kungfu_duel.used_what.terrain": "le Terrain",
    # -- clauses said only when they say something
    "kungfu_duel.note.gm": " {gm:who} est le meneur et ne combat pas.",
    "kungfu_duel.note.free": " : tour gratuit pour {players:whos}",
    "kungfu_duel.note.signature": ", Matériel fétiche {bonus:bonus}",
    "kungfu_duel.note.bonus": " (dont {n} en mises bonus)",
    "kungfu_duel.note.atout": " · Atout {bonus:bonus}",
    "kungfu_duel.note.used": " · utilise {uses:used}",
    "kungfu_duel.note.posed": " · pose {cards:bonuses}",
    "kungfu_duel.note.discarded": " · défausse {cards:bonuses}",
    "kungfu_duel.note.drew": " · pioche {n:plural:# carte bonus|# cartes bonus}",
    "kungfu_duel.note.refill": " · {how:refill_how}",
    "kungfu_duel.note.retreat": " · repli tactique",
    "kungfu_duel.note.lost": " · {n:plural:# mise non distribuée|# mises non distribuées} : les "
                             "deux paquets sont vides",
    "kungfu_duel.note.armour": " · armure −{n}",
    "kungfu_duel.note.shield": " · bouclier −{n}",
    "kungfu_duel.note.chosen": " · utilise {chosen:protections}",
    "kungfu_duel.note.placed": " · {n:plural:# carte posée perdue|# cartes posées perdues}",
    "kungfu_duel.note.left": " · reste {n} : une blessure",
    "kungfu_duel.note.damage": " (dommages : {n})",
    # -- choice families: a sub-message per value
    "kungfu_duel.why.cascade": "au-dessus de sa limite",
    "kungfu_duel.why.normalise": "au-dessus de sa nouvelle limite",
    "kungfu_duel.why.failed": "tirage infructueux",
    "kungfu_duel.why.boost": "renfort d'arme",
    "kungfu_duel.why.absorb": "encaissement des dommages",
    "kungfu_duel.why.retreat": "repli",
    "kungfu_duel.why.pursuit": "poursuite",
    "kungfu_duel.why.out": "hors combat",
    "kungfu_duel.cause.refill": "plein de bonus",
    "kungfu_duel.cause.retreat": "repli",
    "kungfu_duel.cause.wound": "blessure",
    "kungfu_duel.cause.conversion": "conversion",
    "kungfu_duel.out.dead": "meurt (Vigueur à 0 ou moins)",
    "kungfu_duel.out.ko": "est KO (Distance à 0 ou moins)",
    "kungfu_duel.out.surrendered": "se rend (Tempo à 0 ou moins)",
    "kungfu_duel.out.fled": "s'enfuit (Présence à 0 ou moins)",
    "kungfu_duel.out.withdrawn": "a quitté le combat",
    "kungfu_duel.random_tag.yes": " (au hasard : temps écoulé)",
    "kungfu_duel.random_tag.no": "",
    "kungfu_duel.refill_tag.yes": " (plein de bonus)",
    "kungfu_duel.refill_tag.no": "",
    "kungfu_duel.replacement_tag.yes": " après un tirage infructueux",
    "kungfu_duel.replacement_tag.no": "",
    "kungfu_duel.broke_tag.yes": " : le Matériel casse",
    "kungfu_duel.broke_tag.no": "",
    "kungfu_duel.refill_how.a": "plein de bonus : complète sa main",
    "kungfu_duel.refill_how.b": "plein de bonus : une main entièrement nouvelle",
    "kungfu_duel.refill_how.surrender": "plein de bonus avec un Tempo trop bas : se rend",
    "kungfu_duel.winner.0": "le camp A remporte l'échange",
    "kungfu_duel.winner.1": "le camp B remporte l'échange",
    "kungfu_duel.winner.none": "égalité, aucun dommage",
    # -- events (the log): public lines, then ``.private`` for the readers of the twin
    "kungfu_duel.event.seats": "🥋 Les camps : {sides:sides}.{gm:gm_note}",
    "kungfu_duel.event.picked": "🎴 {player:who} a choisi son combattant{random:random_tag}.",
    "kungfu_duel.event.picked.private": "🎴 Ton combattant : "
                                        "{character:character}{random:random_tag}.",
    "kungfu_duel.event.characters": "🥋 Les combattants : {fighters:shown}.",
    "kungfu_duel.event.turn": "▶️ Tour {number}{free:free_note}.",
    "kungfu_duel.event.grant": "🎁 Le meneur accorde {n:plural:# carte bonus|# cartes bonus} à "
                               "{player:who}.",
    "kungfu_duel.event.grant.private": "🎁 Accordé à {player:who} par le meneur : {cards:bonuses}.",
    "kungfu_duel.event.free_turn": "🆓 Tour gratuit pour {players:whos} : seuls les combattants "
                                   "concernés planifient, misent et gardent leurs cartes, sans "
                                   "comparaison ni dommages.",
    "kungfu_duel.event.locked": "🔒 {player:who} a validé son plan.",
    "kungfu_duel.event.drawn.private": "🃏 Tu pioches {cards:bonuses}{refill:refill_tag}.",
    "kungfu_duel.event.reveal": "🂠 {player:who} : "
                                "{cards:dealt}{bonus:bonus_note}{atout:atout_note}{used:used_note}{posed:posed_note}{discarded:discarded_note}{drew:drew_note}{refill:refill_note}{retreat:retreat_note}{lost_bets:lost_note}.",
    "kungfu_duel.event.hit": "💢 {player:who} encaisse {times:plural:# dommage|# dommages} en "
                             "{comp:comp} ({cause:cause}) : échelle à {scale}.",
    "kungfu_duel.event.dropped": "🗑️ {player:who} perd {cards:cards} sur {comp:comp} ({why:why}).",
    "kungfu_duel.event.kept": "✅ {player:who} garde {card:card} sur "
                              "{comp:comp}{replacement:replacement_tag}.",
    "kungfu_duel.event.wear": "🔧 {player:who} : {item:bonus} s'use, fragilité "
                              "{fragility}{broke:broke_tag}.",
    "kungfu_duel.event.compared": "⚖️ Comparaison : {pairs:pairs}. {wins:wins} ; "
                                  "{winners:winner}{damage:damage_note}.",
    "kungfu_duel.event.boosted": "⚔️ {player:who} défausse des cartes gagnantes ({comps:comps}) "
                                 "pour un renfort d'arme : {damage} dommages désormais.",
    "kungfu_duel.event.allotted": "🎯 {captain:who}, capitaine du camp vainqueur, inflige "
                                  "{damage:allotted}.",
    "kungfu_duel.event.absorbed": "🛡️ Dommages reçus par {player:who} : "
                                  "{received}{armour:armour_note}{shield:shield_note}{chosen:chosen_note}{cards:placed_note}{left:left_note}.",
    "kungfu_duel.event.wound": "🩸 {player:who} {converted:wound_how}{paid:paid_note}.",
    "kungfu_duel.wound_how.no": "encaisse une blessure",
    "kungfu_duel.wound_how.yes": "convertit la blessure en deux dommages en Distance",
    "kungfu_duel.note.paid": ", en payant avec {what:paid}",
    "kungfu_duel.event.out": "💀 {player:who} {status:out}.",
    "kungfu_duel.event.pursuit": "🏃 {retreater:who} a fait un repli tactique : "
                                 "{pursuers:pursuers}.",
    "kungfu_duel.event.limit": "⏱️ Le tour {turns} était le dernier : la limite de tours fait du "
                               "combat un match nul.",
    "kungfu_duel.event.end": "🏁 Le combat est terminé.",
    # -- the status message
    "kungfu_duel.summary.pick": "🎴 Choix des combattants : {n} sur {total}",
    "kungfu_duel.summary.gm": "Tour {number} sur {limit} · l'étape du meneur",
    "kungfu_duel.summary.plan": "Tour {number} sur {limit} · planification : {n} sur {total} ont "
                                "validé",
    "kungfu_duel.summary.plan.free": "Tour {number} sur {limit} · tour gratuit : {n} sur {total} "
                                     "ont validé",
    "kungfu_duel.summary.keep": "Tour {number} sur {limit} · on garde les cartes distribuées",
    "kungfu_duel.summary.boost": "Tour {number} sur {limit} · {winners:winner} : renforts d'arme "
                                 "(dommages : {damage})",
    "kungfu_duel.summary.allocate": "Tour {number} sur {limit} · {captain:who} répartit les "
                                    "dommages ({damage})",
    "kungfu_duel.summary.absorb": "Tour {number} sur {limit} · encaissement des dommages "
                                  "({damage})",
    "kungfu_duel.summary.pursue": "Tour {number} sur {limit} · poursuite",
    "kungfu_duel.summary.over": "🏁 Le combat est terminé",
    "kungfu_duel.summary.gm_line": "🎲 Meneur : {player:who}",
    "kungfu_duel.summary.waiting": "**{player:who}** (camp {side}) · choisit son combattant",
    "kungfu_duel.summary.picked": "**{player:who}** (camp {side}) · combattant choisi ✅",
    "kungfu_duel.summary.fighter": "**{player:who}** (camp {side}) · {character:character} · "
                                   "échelles {scales} · valeurs {values} · main {hand}",
    "kungfu_duel.summary.locked": " · plan validé 🔒",
    "kungfu_duel.summary.retreating": " · en repli",
    "kungfu_duel.summary.gone": "~~{player:who}~~ (camp {side}) · {character:character} "
                                "{status:out}",
    "kungfu_duel.summary.comps": "{comp}{v}",
    # -- who you are, at the top of a private prompt
    "kungfu_duel.identity.gm": "Tu es le meneur : tu ne combats pas",
    "kungfu_duel.identity.side": "Tu combats dans le camp {side}",
    "kungfu_duel.identity.side_with": "Tu combats dans le camp {side} avec {mates:whos}",
    "kungfu_duel.identity.character": " ; ton personnage : {character:character}",
    # -- how a finished fight was decided (after the shared result line)
    "kungfu_duel.result.ko": "plus aucun combattant de l'autre camp n'est au combat",
    "kungfu_duel.result.draw": "les deux camps ont été vidés au même tour, ou la limite de tours "
                               "est atteinte",
}
