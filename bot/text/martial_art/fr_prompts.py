"""French messages of martial_art (prompts, ids ``martial_art.prompt.*``): one per decision,
worded for the player who decides (section 11). A public decision also has ``.other``, the
same words after a mention in the match thread ("➡️ @Aiko, à toi de jouer..."); a prompt
made of several sentences has its first one there and the rest as shared pieces."""

MESSAGES: dict[str, str] = {
    "martial_art.lobby.reply_clock": " ; {reply} pour répondre à une attaque",
    "martial_art.lobby.setup_clock": " ; {loadout} pour choisir les Techniques, {placement} "
                                     "pour placer les Pions",
    # R2: fighters, last seat first (public)
    "martial_art.prompt.fighter": "Choisis ton combattant. On choisit de la dernière place à "
                                  "la première ; chaque combattant a ses propres Pions et "
                                  "Techniques.",
    "martial_art.prompt.fighter.other": "choisis ton combattant. On choisit de la dernière "
                                        "place à la première ; chaque combattant a ses "
                                        "propres Pions et Techniques.",
    # R5/D31: Black Belt loadout, sealed
    "martial_art.prompt.loadout": "Choisis en secret 3 de tes 7 Techniques ; celles de tout le "
                                  "monde sont révélées en même temps. Choisies pour l'instant : "
                                  "{chosen:techniques}.",
    "martial_art.prompt.loadout.full": "Tes 3 Techniques : {chosen:techniques}. Valide-les, "
                                       "ou retires-en une.",
    # R7: Black Belt placement, sealed, one slot at a time
    "martial_art.prompt.place.aside": "Place tes 12 Pions en secret, un par un. Ensuite : les "
                                      "Pions écartés ({n} sur 2, Effets uniquement ; ils "
                                      "rejoignent ta première Zone de Départ à la fin de ton "
                                      "premier tour).",
    "martial_art.prompt.place.zone": "Ensuite : {zone:zone}, Pion {n} sur 2. Chaque zone "
                                     "reçoit 2 Pions, jamais 2 Actions ; les Actions sont "
                                     "révélées quand tout le monde a validé.",
    "martial_art.prompt.place.done": "Tes 12 Pions sont placés. Valide, ou recommence.",
    # T1/T2
    "martial_art.prompt.start": "À toi de jouer. Choisis une Zone de Départ : tu prends ses "
                                "Pions, tu les révèles, puis tu les poses un par un dans les "
                                "zones suivantes. Le dernier tombe sur la zone que tu frappes.",
    "martial_art.prompt.start.other": "à toi de jouer. Choisis une Zone de Départ : tu prends "
                                      "ses Pions, tu les révèles, puis tu les poses un par un "
                                      "dans les zones suivantes. Le dernier tombe sur la zone "
                                      "que tu frappes.",
    "martial_art.prompt.start.face": "Tu peux d'abord t'orienter autrement : tu ne peux frapper "
                                     "que les 3 cases devant toi.",
    # T4/T5: the head, then the pieces that apply
    "martial_art.prompt.move": "Révélés : {tokens:tokens}.",
    "martial_art.prompt.move.other": "tu as révélé {tokens:tokens}.",
    "martial_art.prompt.move.energy": "Attribue {n:plural:ton Énergie|chacune de tes # "
                                      "Énergies} au Chi ou à la Rage.",
    "martial_art.prompt.move.step": "Déplacement : {pool} Mouvement dans ta réserve, {cost} par "
                                    "case.",
    "martial_art.prompt.move.face": "Tu peux t'orienter autrement après un déplacement.",
    "martial_art.prompt.move.buy": "Tu peux acheter 1 Mouvement pour 1 Chi + 1 Rage.",
    "martial_art.prompt.move.technique": "Active maintenant une Technique Début si tu le "
                                         "souhaites.",
    "martial_art.prompt.move.sow": "Puis pose tes Pions : le dernier tombe sur la "
                                   "{target:zone}.",
    # T6 (private: the order of the face-down Effects is secret)
    "martial_art.prompt.sow": "Pose tes Pions un par un ({done} sur {total} posés). Le suivant "
                              "va en zone {next} ; le dernier tombe sur la {target:zone} et "
                              "frappe si c'est une Action.",
    # T7
    "martial_art.prompt.declare": "Ton dernier Pion est une Action sur la {zone:zone} : "
                                  "attaque un combattant à portée, ou retiens ton coup.",
    "martial_art.prompt.declare.other": "ton dernier Pion est une Action sur la {zone:zone} : "
                                        "attaque un combattant à portée, ou retiens ton coup.",
    # T8 (private: the defender's choice is revealed at once)
    "martial_art.prompt.react": "{attacker:who} t'attaque : {strike:token} sur ta "
                                "{zone:zone}. Active une Réaction avant de te défendre, ou "
                                "non.",
    "martial_art.prompt.defend": "{attacker:who} t'attaque : {strike:token} sur ta "
                                 "{zone:zone}. Révèle des Pions de cette zone pour te "
                                 "défendre : chaque Défense lance 2 dés. Ils restent en place, "
                                 "mais tout le monde les connaîtra.",
    "martial_art.prompt.defend.none": "{attacker:who} t'attaque : {strike:token} sur ta "
                                      "{zone:zone}. Aucun Pion de cette zone ne peut "
                                      "défendre : ne révèle rien.",
    "martial_art.prompt.defend.movement": "Tes Pions Mouvement de cette zone peuvent aussi "
                                          "défendre.",
    "martial_art.prompt.defend.grab": "Contre une Saisie, seul ✸ bloque.",
    # R56
    "martial_art.prompt.collide": "La poussée envoie {defender:who} contre toi : la "
                                  "collision frappe ta {zone:zone}. Révèle des Pions Défense "
                                  "de cette zone (2 dés chacun), ou non.",
    # R28.7 Futsu no Atama
    "martial_art.prompt.energy": "Futsu no Atama : attribue "
                                 "{n:plural:ton point d'Énergie|tes # points d'Énergie} au Chi "
                                 "ou à la Rage, un par un.",
    "martial_art.prompt.energy.other": "Futsu no Atama : attribue "
                                       "{n:plural:ton point d'Énergie|tes # points d'Énergie} "
                                       "au Chi ou à la Rage, un par un.",
    # T11
    "martial_art.prompt.after": "Après l'attaque : fais "
                                "{n:plural:ton déplacement gratuit|tes # déplacements "
                                "gratuits}, oriente-toi, ou reste où tu es.",
    "martial_art.prompt.after.other": "après l'attaque : fais "
                                      "{n:plural:ton déplacement gratuit|tes # déplacements "
                                      "gratuits}, oriente-toi, ou reste où tu es.",
    # T12
    "martial_art.prompt.end": "Fin de ton tour : active une Technique Fin ou Style, ou termine "
                              "ton tour.",
    "martial_art.prompt.end.other": "fin de ton tour : active une Technique Fin ou Style, ou "
                                    "termine ton tour.",
    "martial_art.prompt.kiai": "Kiai : choisis qui ne pourra dépenser ni Chi ni Rage pendant "
                               "son prochain tour.",
    "martial_art.prompt.kiai.other": "Kiai : choisis qui ne pourra dépenser ni Chi ni Rage "
                                     "pendant son prochain tour.",
    "martial_art.prompt.swap": "Sérénité de la Grue : choisis deux de tes Pions Effet dans des "
                               "zones différentes, l'un après l'autre ; ils échangent leurs "
                               "zones.",
    "martial_art.prompt.style_end.swap": "Gôjû : tu peux échanger un de tes Pions Effet avec "
                                         "un Coup de Pied d'une autre zone. Choisis l'Effet, "
                                         "ou passe.",
    "martial_art.prompt.style_end.kick": "Gôjû : choisis le Coup de Pied qui prend sa place.",
    "martial_art.prompt.style_end.shift": "Kon Muay Kee : tu peux déplacer un de tes Pions "
                                          "Effet dans la zone suivante. Choisis-le, ou passe.",
}
