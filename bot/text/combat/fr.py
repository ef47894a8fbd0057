"""French messages of combat (ids ``combat.*``): the words the formats use, the log line of
every event (``.private``: the owner's twin, section 8), the status lines, who you are and
how a duel was decided. Prompts are in ``fr_prompts.py``, option labels in
``fr_choices.py``, the deck builder in ``fr_decks.py``, the ``/rules`` summary in
``fr_rules.py`` and the pictures' words (with the card, type, basic technique and verb names)
in ``fr_picture.py``.

The vocabulary is the French rulebook's: PV (points de vie), pioche, main, zone d'activité,
historique, défausse, technique de base, Blesser, Bloquer, Bouclier, Rejouer. The player is
addressed with "tu". A card's owner is said "la carte {card}, jouée par {owner}" (never "{card} de
{owner}", which would need an elision before a name starting with a vowel)."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/combat/__init__.py)
    "combat.nothing": "rien",
    "combat.separator": ", ",
    "combat.copies": "{card:card} ×{n}",
    "combat.cell": "({q},{r})",
    "combat.off_board": "hors du plateau",
    "combat.step_no": "étape {n}",
    "combat.hp_of": "{player:who} {hp} PV",
    "combat.dir.N": "N",
    "combat.dir.NE": "NE",
    "combat.dir.SE": "SE",
    "combat.dir.S": "S",
    "combat.dir.SW": "SO",
    "combat.dir.NW": "NO",
    # -- the starter decks of section 6.3: a name, and a theme for the deck choice
    "combat.deck.flamme": "Flamme",
    "combat.deck.givre": "Givre",
    "combat.deck.croc": "Croc",
    "combat.deck.charmeur": "Charmeur",
    "combat.deck_theme.flamme": "feu et esprit : dégâts à distance, garder ses distances",
    "combat.deck_theme.givre": "froid : immobiliser l'adversaire, se protéger",
    "combat.deck_theme.croc": "bête et venin : s'approcher, mordre, empoisonner",
    "combat.deck_theme.charmeur": "séduction : le Charme bloque sa main, puis la trahison",
    # -- a step in short, for labels: the picture's kind word and verb (``combat.kind.*``,
    # ``combat.verb.*``), an effect by its verb alone
    "combat.summary.separator": " · ",
    "combat.summary.step": "{kind} {verb}",
    "combat.summary.step.E": "{verb}",
    # -- clauses said only when they say something
    "combat.note.absorbed": " (bouclier : −{n})",
    "combat.note.reshuffled": " (la défausse, {n:plural:# carte|# cartes}, a été mélangée "
                              "pour former une nouvelle pioche)",
    "combat.note.dir": " vers le {d:dir}",
    # -- choice families: a sub-message per value
    "combat.extra_tag.yes": " (tour supplémentaire)",
    "combat.extra_tag.no": "",
    "combat.check.yes": "",
    "combat.check.no": "❌ Une condition n'est pas respectée : le reste de la technique est "
                       "ignoré.",
    "combat.move_how.self": "se déplace",
    "combat.move_how.pulled": "se fait attirer",
    "combat.move_how.pushed": "se fait pousser",
    "combat.cause.self": "en se blessant",
    "combat.cause.poison": "à cause du poison",
    "combat.cause.gel": "à cause du gel",
    "combat.loss_reason.hp": "à 0 PV ou moins",
    "combat.loss_reason.off": "hors du plateau",
    "combat.failed_tag.yes": " (une condition a échoué : ses étapes restantes sont ignorées)",
    "combat.failed_tag.no": "",
    "combat.random_tag.yes": " (au hasard : le temps est écoulé)",
    "combat.random_tag.no": "",
    "combat.saved_tag.yes": " (ton deck enregistré)",
    "combat.saved_tag.no": "",
    # a step that could do nothing, by its verb (the player is whose figure or zone it is)
    "combat.nothing.SE_DEPLACER": "reste sur place",
    "combat.nothing.S_APPROCHER": "reste sur place",
    "combat.nothing.S_ELOIGNER": "reste sur place",
    "combat.nothing.SAUTER": "reste sur place",
    "combat.nothing.ATTIRER": "ne bouge pas",
    "combat.nothing.POUSSER": "ne bouge pas : une figurine est hors du plateau",
    "combat.nothing.DISSIPER": "n'a aucune autre carte en jeu à dissiper",
    # -- counted families
    "combat.draws.zero": "ne pioche rien : pioche et défausse sont vides",
    "combat.draws.one": "pioche une carte",
    "combat.draws.other": "pioche {n} cartes",
    "combat.discards.zero": "n'a aucune carte à défausser",
    "combat.discards.one": "défausse une carte",
    "combat.discards.other": "défausse {n} cartes",
    "combat.blocks.zero": "bloque, sans blessure récente à récupérer",
    "combat.blocks.one": "bloque et récupère 1 PV",
    "combat.blocks.other": "bloque et récupère {n} PV",
    "combat.passes.zero": "passe",
    "combat.passes.one": "passera son prochain tour",
    "combat.passes.other": "passera ses {n} prochains tours",
    "combat.extra_turns.zero": "n'obtient aucun tour supplémentaire",
    "combat.extra_turns.one": "jouera un tour supplémentaire",
    "combat.extra_turns.other": "jouera {n} tours supplémentaires",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "combat.event.seats": "{a:who} est A, au coin du haut, et joue en premier ; {b:who} est B, "
                          "au coin du bas.",
    "combat.event.deck_ready": "🎴 {player:who} a choisi son deck{random:random_tag}.",
    "combat.event.deck_ready.private": "🎴 Ton deck : {deck:deck}{saved:saved_tag}"
                                       "{random:random_tag}.",
    "combat.event.decks": "🎴 Les deux decks sont mélangés : le duel commence, mains vides.",
    "combat.event.turn": "▶️ Tour {number} : {player:who}{extra:extra_tag}.",
    "combat.event.shield": "🛡️ {player:who} a un bouclier de {pool} pour ce tour.",
    "combat.event.draw": "{player:who} {n:draws}{reshuffled:reshuffle_note}.",
    "combat.event.draw.private": "Tu pioches {cards:cards}{reshuffled:reshuffle_note}.",
    "combat.event.skipped": "⏭️ {player:who} passe ce tour.",
    "combat.event.basic": "{player:who} joue {basic:basic}.",
    "combat.event.played": "🃏 {player:who} joue {card:card} ({card:summary}).",
    "combat.event.intervened": "⏯️ {player:who} intervient sur la carte {card:card}, jouée "
                               "par {owner:who}, et en effectue l'{step:step_no}.",
    # a condition that holds is not told (what follows shows it); one that fails is
    "combat.event.check": "{ok:check}",
    "combat.event.discarded": "{player:who} {n:discards}.",
    "combat.event.discarded.private": "Tu défausses {cards:cards}.",
    "combat.event.hurt": "💥 {by:who} blesse {player:who}, dégâts : {raw}"
                         "{absorbed:absorbed_note} → {hp} PV.",
    "combat.event.lost": "🩸 {player:who} perd {n} PV {cause:cause} → {hp} PV.",
    "combat.event.healed": "🩹 {player:who} {n:blocks} → {hp} PV.",
    "combat.event.shield_up": "🛡️ {player:who} lève un bouclier de {n} pour le prochain tour "
                              "adverse (en attente : {pending}).",
    "combat.event.pass": "{player:who} {skip:passes}.",
    "combat.event.extra": "🔁 {player:who} {n:extra_turns}.",
    "combat.event.frozen": "🧊 {player:who} ne pourra pas se déplacer pendant "
                           "{n:plural:son prochain tour|ses # prochains tours}.",
    "combat.event.moved": "{player:who} {how:move_how}{direction:dir_note} : {start:cell} → "
                          "{end:cell}.",
    "combat.event.off": "💫 Poussée vers le {direction:dir} : {player:who} sort du plateau "
                        "depuis {start:cell} ! Défaite à la fin de son prochain tour.",
    "combat.event.nothing": "{player:who} {verb:nothing}.",
    "combat.event.paused": "⏸️ La carte {card:card}, jouée par {player:who}, attend à son "
                           "{step:step_no} : chaque joueur peut l'effectuer à son tour.",
    "combat.event.finished": "La carte {card:card}, jouée par {player:who}, rejoint "
                             "l'historique"
                             "{failed:failed_tag}.",
    "combat.event.dissipated": "🌬️ {player:who} dissipe la carte {card:card}, jouée par "
                               "{owner:who} : "
                               "elle rejoint l'historique et ses étapes s'arrêtent.",
    "combat.event.loses": "💀 {player:who} finit son tour {reason:loss_reason} ({hp} PV) et "
                          "perd la partie.",
    "combat.event.cap": "⏱️ Tour {turns} : la limite de tours est atteinte. {hp:hp_list} : "
                        "le plus de PV l'emporte.",
    "combat.event.end": "🏁 Le duel est terminé.",
    # -- the status message
    "combat.status.decks": "🎴 Choix des decks : {n}/2",
    "combat.status.turn": "Tour {number} sur {cap} · à {player:who} de jouer{extra:extra_tag}",
    "combat.status.over": "🏁 Le duel est terminé",
    "combat.status.side": "**{player:who}** ({label}) · ❤️ {hp} PV · 📍 {cell:cell} · main "
                          "{hand} · pioche {deck} · défausse {discard} · historique {history}",
    "combat.status.choosing": "**{player:who}** ({label})",
    "combat.status.ready": " · deck choisi ✅",
    "combat.status.distance": "Distance {d}",
    "combat.status.effects": "{player:who} : {effects}",
    "combat.status.force": "Force {n:+d}",
    "combat.status.charme": "Charme {n}",
    "combat.status.pool": "bouclier {n} ce tour-ci",
    "combat.status.pending_shield": "bouclier {n} au prochain tour",
    "combat.status.shield": "bouclier permanent {n}",
    "combat.status.concentration": "pioche {n} par tour",
    "combat.status.gel": "gel {n}",
    "combat.status.poison": "poison {n}",
    "combat.status.immobilised": "immobilisation",
    "combat.status.disarmed": "désarmement",
    "combat.status.silenced": "silence",
    "combat.status.skip": "{n:plural:passe son prochain tour|passe ses # prochains tours}",
    "combat.status.extra": "{n:plural:un tour supplémentaire à venir|# tours supplémentaires "
                           "à venir}",
    # -- who you are, at the top of a private prompt
    "combat.identity.A": "Tu es A, au coin du haut",
    "combat.identity.B": "Tu es B, au coin du bas",
    "combat.identity.deck": " ; ton deck : {deck:deck}",
    # -- how a finished duel was decided (after the shared result line)
    "combat.result.ko": "{player:who} a fini son tour à {hp} PV",
    "combat.result.ring_out": "{player:who} a fini son tour hors du plateau",
    "combat.result.rounds": "la limite de tours : le plus de PV l'emporte",
    "combat.result.draw": "la limite de tours, à égalité de PV",
}
