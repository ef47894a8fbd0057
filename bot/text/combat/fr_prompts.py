"""French messages of combat (prompts, ids ``combat.prompt.*``): one per decision, worded for
the player who decides, with "tu" (section 10: every Combat decision is private). A prompt
made of several sentences has its head here and the pieces that apply as their own
messages."""

MESSAGES: dict[str, str] = {
    "combat.lobby.clocks": " ; {reply} pour un choix pendant une étape, {tie} pour une égalité "
                           "de poussée, {deck} pour choisir un deck",
    # section 3.1: the sealed deck choice
    "combat.prompt.deck": "Choisis ton deck pour ce duel : un deck de départ ou un deck que tu "
                          "as enregistré avec `/combat deck creer`. {other:who} choisit en "
                          "même temps ; aucun de vous deux ne voit le deck de l'autre, seulement "
                          "les cartes à mesure qu'elles sont jouées.",
    # R9: the turn's one action
    "combat.prompt.turn": "Le tour {number} est à toi : joue une technique de base, une carte "
                          "de ta main ou une intervention en attente.",
    "combat.prompt.turn.extra": "Le tour {number} est un tour supplémentaire pour toi : joue "
                                "une technique de base, une carte de ta main ou une "
                                "intervention en attente.",
    "combat.prompt.turn.situation": "Toi : {hp} PV, {cell:cell} ; {other:who} : {other_hp} PV, "
                                    "{other_cell:cell}.",
    "combat.prompt.turn.distance": "Distance {d}.",
    "combat.prompt.turn.empty_hand": "Ta main est vide : {basic:basic} pioche une carte.",
    "combat.prompt.turn.silenced": "Silence : tu ne peux jouer aucune carte.",
    "combat.prompt.turn.charmed": "{other:who} a un Charme de {charme} : il te faut au moins "
                                  "autant de cartes en main pour en jouer une.",
    "combat.prompt.turn.disarmed": "Désarmement : tu ne peux pas attaquer.",
    "combat.prompt.turn.immobilised": "Immobilisation : pas de technique de déplacement pour toi.",
    "combat.prompt.turn.off": "Tu es hors du plateau : tu perds à la fin de ce tour.",
    "combat.prompt.turn.low": "Tu es à {hp} PV : finis ce tour au-dessus de 0 ou tu perds.",
    # section 10: a turn menu past 25 options is split
    "combat.prompt.menu": "Trop de choix pour une seule liste : choisis d'abord entre les "
                          "techniques de base, tes cartes et les interventions.",
    "combat.prompt.menu.basic": "Techniques de base : choisis-en une, ou reviens en arrière.",
    "combat.prompt.menu.card": "Tes cartes : choisis-en une à jouer, ou reviens en arrière.",
    "combat.prompt.menu.intervention": "Interventions en attente : choisis-en une à effectuer, "
                                       "ou reviens en arrière.",
    # R18: discards, with why
    "combat.prompt.discard.condition": "Pour jouer {card:technique}, défausse "
                                       "{n:plural:une carte|# cartes} (sa condition).",
    "combat.prompt.discard.effect": "{card:technique} te fait défausser "
                                    "{n:plural:une carte|# cartes}.",
    "combat.prompt.discard.forced": "La carte {card:card}, jouée par {player:who}, te fait "
                                    "défausser "
                                    "{n:plural:une carte|# cartes} de ton choix.",
    "combat.prompt.discard.intervention.own": "Pour effectuer l'étape en pause de ta carte "
                                              "{card:card}, défausse "
                                              "{n:plural:une carte|# cartes}.",
    "combat.prompt.discard.intervention": "Pour effectuer l'étape en pause de la carte "
                                          "{card:card}, jouée par {owner:who}, défausse "
                                          "{n:plural:une carte|# cartes}.",
    "combat.prompt.discard.how": "Les cartes sont défaussées face cachée : {other:who} ne voit "
                                 "que leur nombre.",
    "combat.prompt.discard.many": "Choisis les {n} cartes d'un coup dans la liste (un second "
                                  "exemplaire d'une même carte est demandé ensuite).",
    "combat.prompt.discard.chosen": "Déjà défaussées : {cards:cards}.",
    # R19/R20: where a figure ends (a destination, the mover's own cell: stay)
    "combat.prompt.move.SE_DEPLACER": "{card:technique} : déplace-toi "
                                      "{n:plural:d'une case|de # cases} au plus. Choisis où "
                                      "finit ta figurine.",
    "combat.prompt.move.S_APPROCHER": "{card:technique} : déplace-toi "
                                      "{n:plural:d'une case|de # cases} au plus vers "
                                      "{other:who}, chaque pas te rapprochant. Choisis où finit "
                                      "ta figurine.",
    "combat.prompt.move.S_ELOIGNER": "{card:technique} : recule face à {other:who} "
                                     "{n:plural:d'une case|de # cases} au plus, chaque pas "
                                     "t'éloignant. Choisis où finit ta figurine.",
    "combat.prompt.move.SAUTER": "{card:technique} : saute sur n'importe quelle case libre à "
                                 "{n:plural:une case|# cases} au plus. Choisis où atterrit ta "
                                 "figurine.",
    "combat.prompt.move.ATTIRER": "{card:technique} : attire {other:who} vers toi "
                                  "{n:plural:d'une case|de # cases} au plus. Choisis où finit sa "
                                  "figurine.",
    "combat.prompt.move.stay": "Ta figurine est sur {cell:cell} ; choisir cette case revient "
                               "à rester sur place.",
    "combat.prompt.move.stay_other": "Sa figurine est sur {cell:cell} ; choisir cette case la "
                                     "laisse où elle est.",
    "combat.prompt.move.columns": "{n} cases sont à portée : choisis d'abord la colonne (q, de "
                                  "-3 à gauche à 3 à droite).",
    "combat.prompt.move.column": "Colonne {q} : choisis la case, ou reviens aux colonnes.",
    # R20/D15: a push tie
    "combat.prompt.push": "{card:technique} pousse {other:who} {n:plural:d'une case|de # cases} "
                          "droit à l'opposé de toi, et deux directions conviennent aussi bien "
                          "l'une que l'autre : choisis-en une.",
    # DISSIPER
    "combat.prompt.dissipate": "{card:technique} : dissipe jusqu'à {n:plural:une carte|# cartes} "
                               "en jeu chez {other:who} ; chaque carte dissipée part aussitôt "
                               "dans son historique (ses étapes et ses permanentes prennent "
                               "fin). Choisis-en une, ou aucune.",
}
