"""French messages of martial_art (ids ``martial_art.*``): the words the formats use, the log
line of every event (``.private``: the owner's twin, R68), the status lines, who you are and
how a fight was decided. Prompts are in ``fr_prompts.py``, button labels in
``fr_choices.py``, the ``/rules`` summary in ``fr_rules.py`` and the pictures' words (with the
technique, fighter, token and zone names) in ``fr_picture.py``.

The vocabulary is the French rulebook's (Martial Art, JyDe 2020): Pion Action / Pion Effet,
Zone de Départ, Aire de Combat, Ligne des Blessures Graves, Ceinture Blanche / Noire; the
player is addressed with "tu"."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/martial_art/__init__.py)
    "martial_art.nothing": "rien",
    "martial_art.none": "aucune",
    "martial_art.separator": ", ",
    "martial_art.list_separator": " ; ",
    "martial_art.plus": " + ",
    "martial_art.life_separator": "·",
    "martial_art.count": "{n} {code:token}",
    "martial_art.face_down": "un Effet face cachée",
    "martial_art.zone_named": "zone {n} ({part})",
    "martial_art.board_zone": "{tokens} en zone {n}",
    "martial_art.cost.chi": "{n} Chi",
    "martial_art.cost.rage": "{n} Rage",
    "martial_art.cost.plus": " + ",
    "martial_art.cost.free": "gratuit",
    "martial_art.keyword.start": "Début",
    "martial_art.keyword.end": "Fin",
    "martial_art.keyword.reaction": "Réaction",
    "martial_art.keyword.style": "Style",
    "martial_art.gauge.chi": "Chi",
    "martial_art.gauge.rage": "Rage",
    "martial_art.dir.E": "E",
    "martial_art.dir.NE": "NE",
    "martial_art.dir.NW": "NO",
    "martial_art.dir.W": "O",
    "martial_art.dir.SW": "SO",
    "martial_art.dir.SE": "SE",
    "martial_art.face.F": "✖",
    "martial_art.face.N": "✔",
    "martial_art.face.X": "✸",
    "martial_art.face.none": "aucun dé",
    "martial_art.loadout": "{player:who} : {techniques:techniques}",
    "martial_art.teams": " Équipes : {a:whos} contre {b:whos}.",
    "martial_art.lost_from.aside": "parmi ses Pions écartés",
    "martial_art.lost_from.zone": "de la zone {zone}",
    "martial_art.wound.serious": " (au-delà de la Ligne des Blessures Graves)",
    "martial_art.wound.ko": " (la case KO)",
    # -- clauses said only when they say something
    "martial_art.note.tax": " Malus Harite : chaque déplacement et chaque Saisie coûte "
                            "+{n} Mouvement.",
    "martial_art.note.extra_move": " Sok Klap Lang : +{n} Mouvement.",
    "martial_art.note.delayed": " Du tour précédent : {ts:techniques}.",
    "martial_art.note.paid": ", au prix de {n} Mouvement",
    "martial_art.note.pool": " Réserve de Mouvement : {n}.",
    "martial_art.note.movement": " et {n:plural:# Pion Mouvement|# Pions Mouvement}",
    "martial_art.note.cancels": " (après annulation de {n})",
    "martial_art.note.extra": " (chaque ✸ inflige {n} de plus)",
    "martial_art.note.swapped": " (L'Homme Ivre en fait {roll:faces})",
    "martial_art.note.replaced": ", à la place de {t:technique}",
    # -- choice families: a sub-message per value
    "martial_art.random_tag.yes": " (au hasard : temps écoulé)",
    "martial_art.random_tag.no": "",
    "martial_art.bonus_tag.yes": " (tour bonus)",
    "martial_art.bonus_tag.no": "",
    "martial_art.back_tag.yes": " par derrière (+1 dé)",
    "martial_art.back_tag.no": "",
    "martial_art.free_tag.yes": " après l'attaque",
    "martial_art.free_tag.no": "",
    "martial_art.collision_tag.yes": " contre la collision",
    "martial_art.collision_tag.no": "",
    "martial_art.discard_tag.yes": " (défaussé après la défense)",
    "martial_art.discard_tag.no": "",
    "martial_art.grab_tag.yes": " (une Saisie : seul ✸ bloque)",
    "martial_art.grab_tag.no": "",
    "martial_art.collision_roll.yes": " (collision)",
    "martial_art.collision_roll.no": "",
    "martial_art.out_reason.ko": "KO",
    "martial_art.out_reason.technical_ko": "KO technique (3 blessures au-delà de la ligne)",
    "martial_art.out_reason.ring_out": "sortie de l'Aire de Combat",
    "martial_art.out_reason.forfeit": "forfait",
    "martial_art.swap_partner.none": "un Effet",
    "martial_art.swap_partner.K": "le Coup de Pied",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "martial_art.event.seats": "Ordre de jeu : {seats:whos}.{teams:sides}",
    "martial_art.event.picked": "{player:who} choisit {fighter:fighter}{random:random_tag}.",
    "martial_art.event.loadout_ready": "{player:who} a choisi ses Techniques.",
    "martial_art.event.loadouts": "Techniques révélées : {loadouts:loadouts}.",
    "martial_art.event.placement_ready": "{player:who} a placé ses Pions.",
    "martial_art.event.placement": "Actions de {player:who} : {actions:board}.",
    "martial_art.event.placement.private": "Ton plateau : Actions {actions:board} ; Effets "
                                           "face cachée {effects:board} ; écartés "
                                           "{aside:tokens}.",
    "martial_art.event.round": "🔔 Manche {round}.",
    "martial_art.event.turn": "▶️ Tour de {player:who}{bonus:bonus_tag}.{tax:tax_note}"
                              "{extra_move:extra_move_note}{delayed:delayed_note}",
    "martial_art.event.locked": "{player:who} subit un Kiai : impossible de dépenser du Chi ou "
                                "de la Rage ce tour-ci.",
    "martial_art.event.face": "{player:who} s'oriente vers {facing:dir}.",
    "martial_art.event.start": "{player:who} prend les Pions de la {zone:zone} : "
                               "{tokens:tokens}.{pool:pool_note}",
    "martial_art.event.skip": "Le plateau de {player:who} est vide : le tour passe directement "
                              "à sa fin.",
    "martial_art.event.energy": "{player:who} gagne 1 {gauge:gauge} (total : {value}).",
    "martial_art.event.step": "{player:who} se déplace d'une case{free:free_tag} (Mouvement "
                              "restant : {pool}).",
    "martial_art.event.buy": "{player:who} achète 1 Mouvement pour 1 Chi + 1 Rage (réserve : "
                             "{pool}).",
    "martial_art.event.technique": "{player:who} active {technique:technique} "
                                   "({technique:keyword}, {technique:cost})"
                                   "{replaced:replaced_note}.",
    "martial_art.event.sown": "{player:who} pose ses Pions dans les zones {zones:zones} : "
                              "{actions:drops}.",
    "martial_art.event.sown.private": "Tu poses tes Pions dans les zones {zones:zones} : "
                                      "{actions:drops} (tes Effets : {effects:own_effects}).",
    "martial_art.event.declare": "⚔️ {player:who} attaque {defender:who} : {strike:token} sur "
                                 "la {zone:zone}{back:back_tag}{paid:paid_note}.",
    "martial_art.event.no_attack": "{player:who} n'attaque pas.",
    "martial_art.event.defence": "🛡️ {player:who} révèle "
                                 "{d:plural:# Pion Défense|# Pions Défense}{m:m_note} en "
                                 "{zone:zone}{third:collision_tag} : "
                                 "{dice:plural:# dé|# dés}.",
    "martial_art.event.push": "{player:who} repousse {defender:who} d'une case et suit le "
                              "mouvement.",
    "martial_art.event.ring_out": "💥 {player:who} pousse {defender:who} hors de l'Aire de "
                                  "Combat !",
    "martial_art.event.collision": "💥 {defender:who} percute {third:who} : plus personne ne "
                                   "bouge ce tour-ci, l'attaque gagne +1 dé et {third:who} "
                                   "subit un jet de collision.",
    "martial_art.event.roll": "🎲 {player:who} → {defender:who}{collision:collision_roll} : "
                              "{attack:faces}{swapped:swapped_note} contre {defence:faces}"
                              "{grab:grab_tag} : dégâts {damage}{cancels:cancels_note}"
                              "{extra:extra_note}, bloqués {successes}, infligés {dealt}.",
    "martial_art.event.damage": "🩸 {player:who}, {zone:zone} : vie {before} → {after}"
                                "{after:wound}.",
    "martial_art.event.discard": "{player:who} perd un Pion {code:token} {zone:lost_from}"
                                 "{discard:discard_tag}.",
    "martial_art.event.tax": "Le prochain tour de {player:who} subit le malus Harite : chaque "
                             "déplacement et chaque Saisie coûte +{tax} Mouvement.",
    "martial_art.event.out": "💀 {player:who} est hors combat : {reason:out_reason}.",
    "martial_art.event.first_tokens": "{player:who} place "
                                      "{count:plural:# Pion écarté|# Pions écartés} "
                                      "dans la zone {zone}.",
    "martial_art.event.first_tokens.private": "Tes Pions écartés ({codes:tokens}) vont dans "
                                              "la zone {zone}.",
    "martial_art.event.kiai": "Kiai de {player:who} : {target:who} ne pourra dépenser ni Chi "
                              "ni Rage à son prochain tour.",
    "martial_art.event.swap": "{player:who} échange un Effet de la zone {zones[0]} avec "
                              "{action:swap_partner} de la zone {zones[1]}.",
    "martial_art.event.swap.private": "Tu échanges ton Pion {codes[0]:token} de la zone "
                                      "{zones[0]} avec le Pion {codes[1]:token} de la zone "
                                      "{zones[1]}.",
    "martial_art.event.shift": "{player:who} déplace un Effet de la zone {zones[0]} vers la "
                               "zone {zones[1]}.",
    "martial_art.event.shift.private": "Tu déplaces ton Pion {code:token} de la zone "
                                       "{zones[0]} vers la zone {zones[1]}.",
    "martial_art.event.bonus": "🐆 {player:who} joue un tour bonus !",
    "martial_art.event.rounds_over": "⏱️ Les {rounds} manches sont terminées : les combattants "
                                     "encore debout sont classés.",
    "martial_art.event.end": "🏁 Le combat est terminé.",
    # -- the status message
    "martial_art.status.mode.white": "🥋 Ceinture Blanche",
    "martial_art.status.mode.black": "🥋 Ceinture Noire",
    "martial_art.status.round": "{mode} · manche {round} sur {rounds}",
    "martial_art.status.round_open": "{mode} · manche {round}",
    "martial_art.status.phase.pick": "{mode} · choix des combattants, de la dernière place à "
                                     "la première",
    "martial_art.status.phase.loadout": "{mode} · choix secret des Techniques : {n} sur "
                                        "{total} prêts",
    "martial_art.status.phase.place": "{mode} · mise en place secrète : {n} sur {total} prêts",
    "martial_art.status.phase.over": "{mode} · le combat est terminé",
    "martial_art.status.fighter": "**{player:who}** ({label}) · {fighter:fighter} : vie "
                                  "{life:life} · Chi {chi} · Rage {rage}",
    "martial_art.status.style": " · Style {t:technique}",
    "martial_art.status.ready": " · prêt ✅",
    "martial_art.status.no_fighter": "**{player:who}** ({label}) : pas encore de combattant",
    "martial_art.status.out": "💀 **{player:who}** ({label}) · {fighter:fighter} : hors "
                              "combat, {reason:out_reason}",
    # -- who you are, at the top of a private prompt
    "martial_art.identity": "Tu es {label}",
    "martial_art.identity.fighter": "Tu es {label} · {fighter:fighter}",
    "martial_art.identity.team": "Tu es {label}, dans l'équipe {team} avec {mate:who}",
    "martial_art.identity.team_fighter": "Tu es {label} · {fighter:fighter}, dans l'équipe "
                                         "{team} avec {mate:who}",
    # -- how a finished fight was decided (after the shared result line)
    "martial_art.result.ko": "dernier camp en lice, par KO",
    "martial_art.result.ring_out": "dernier camp en lice, par sortie de l'Aire de "
                                   "Combat",
    "martial_art.result.rounds": "limite de manches : classement aux combattants debout, puis "
                                 "aux dégâts",
    "martial_art.result.draw": "limite de manches : les camps sont à égalité",
}
