"""French messages of kungfu_duel (prompts, ids ``kungfu_duel.prompt.*``): one per decision,
worded for the player who decides (*tu*). The keep, boost and allocation choices are asked in
the thread, so they also exist after a mention (``.other``, lower case: "➡️ @Aiko, garde
..."). A prompt made of several sentences has its head here and the pieces that apply as
their own messages."""

MESSAGES: dict[str, str] = {
    "kungfu_duel.lobby.clocks": " ; {plan} pour planifier, {reply} pour garder une carte, un "
                                "renfort d'arme, la répartition, une conversion ou une poursuite, "
                                "{absorb} pour encaisser, {gm} pour l'étape du meneur, {pick} pour "
                                "choisir un combattant",
    "kungfu_duel.lobby.sides_mismatch": "{sides} ne fait pas {players} combattants : indique "
                                        "seulement `joueurs` ou `camps`, ou deux valeurs qui "
                                        "concordent (1v1 fait 2 combattants, 1v2 en fait 3, 2v2 et "
                                        "1v3 en font 4).",
    # 3.1/3.2: the sealed pick
    "kungfu_duel.prompt.pick": "Choisis ton combattant pour ce combat : un prétiré, ou un "
                               "personnage créé avec `/kungfuduel personnage nouveau`. Tout le "
                               "monde choisit en même temps, en secret ; les combattants sont "
                               "dévoilés ensemble.",
    # R42: phase 0
    "kungfu_duel.prompt.gm": "Tour {number}, phase 0 : en tant que meneur, tu peux accorder des "
                             "cartes bonus (une fois au plus par combattant, dans la limite de sa "
                             "main) et un tour gratuit à certains combattants (coche-les, puis "
                             "lance-le). « Terminé » met fin à ton étape.",
    "kungfu_duel.prompt.gm.marked": "Cochés pour un tour gratuit : {players:whos}.",
    # R8-R14, R36-R38: planning
    "kungfu_duel.prompt.plan": "Tour {number} : planifie en secret ; personne ne voit ton plan "
                               "avant la révélation, et le fil indique seulement que tu l'as "
                               "validé.",
    "kungfu_duel.prompt.plan.free": "Un tour gratuit offert par le meneur : planifie avec tous tes "
                                    "PA (ni plein de bonus, ni repli) ; seuls les combattants "
                                    "concernés misent et gardent leurs cartes, sans comparaison.",
    "kungfu_duel.prompt.plan.ap": "{ap:plural:# PA restant|# PA restants} ; main {hand} sur "
                                  "{limit}.",
    "kungfu_duel.prompt.plan.pool": "Ton Matériel {bonus:bonus} a {n:plural:# PA propre|# PA "
                                    "propres} ce tour-ci.",
    "kungfu_duel.prompt.plan.bets": "Mises jusqu'ici : {bets}.",
    "kungfu_duel.prompt.plan.bet": "{comp:comp} {n}",
    "kungfu_duel.prompt.plan.bet.bonus": "{comp:comp} {n} (dont {bonus} bonus)",
    "kungfu_duel.prompt.plan.done": "Déjà saisi : {what}.",
    "kungfu_duel.prompt.plan.surrender": "Faire le plein de bonus maintenant mettrait ton Tempo à "
                                         "0 ou moins : tu te rendrais.",
    "kungfu_duel.prompt.plan.lock": "Les mises sont à l'aveugle : chacune prend la carte du dessus "
                                    "du paquet, face cachée. Valide quand ton plan est prêt.",
    "kungfu_duel.prompt.plan.slots": "{source:bonus} : {n:plural:# mise bonus|# mises bonus} à "
                                     "placer sur {comps:any_comp}.",
    "kungfu_duel.prompt.plan.slots.atout": "Les mises bonus non placées sont perdues.",
    "kungfu_duel.prompt.plan.slots.item": "Jusqu'à {n} : tu peux t'arrêter et laisser le reste.",
    "kungfu_duel.prompt.plan.marks": "Défausse : choisis les cartes bonus à défausser (de ta main "
                                     "ou posées devant toi), toutes d'un coup ; le lot entier "
                                     "coûte 1 PA.",
    "kungfu_duel.prompt.plan.marked": "Cochées : {cards:bonuses}.",
    # R17-R19: the keep procedure
    "kungfu_duel.prompt.keep": "Garde une des cartes distribuées sur ta composante {comp:comp} : "
                               "elle va au-dessus de la pile et compte dès maintenant (limite "
                               "{limit}).",
    "kungfu_duel.prompt.keep.other": "garde une des cartes distribuées sur ta composante "
                                     "{comp:comp} : elle va au-dessus de la pile et compte dès "
                                     "maintenant (limite {limit}).",
    "kungfu_duel.prompt.keep.tie": "Ta composante {comp:comp} : les cartes sont à égalité pour la "
                                   "place, choisis la couleur.",
    "kungfu_duel.prompt.keep.tie.other": "ta composante {comp:comp} : les cartes sont à égalité "
                                         "pour la place, choisis la couleur.",
    # R25: the weapon boost
    "kungfu_duel.prompt.boost": "Ton camp a remporté l'échange. Dommages pour l'instant : "
                                "{damage}. Défausse des cartes gagnantes du dessus sur les "
                                "composantes de ton Matériel {item:bonus} pour +1 dommage chacune "
                                "(jusqu'à {power}) ; les cartes en dessous risquent alors de "
                                "tomber en cascade.",
    "kungfu_duel.prompt.boost.other": "ton camp a remporté l'échange. Dommages pour l'instant : "
                                      "{damage}. Défausse des cartes gagnantes du dessus sur les "
                                      "composantes de ton Matériel {item:bonus} pour +1 dommage "
                                      "chacune (jusqu'à {power}) ; les cartes en dessous risquent "
                                      "alors de tomber en cascade.",
    "kungfu_duel.prompt.boost.marked": "Cochées : {comps:comps}.",
    # R26: the allocation
    "kungfu_duel.prompt.allocate": "Tu es le capitaine : répartis les dommages ({damage}) entre "
                                   "les combattants vaincus. Combien pour {target:who} ? Encore "
                                   "{left} à répartir ; le dernier prend le reste.",
    "kungfu_duel.prompt.allocate.other": "tu es le capitaine : répartis les dommages ({damage}) "
                                         "entre les combattants vaincus. Combien pour {target:who} "
                                         "? Encore {left} à répartir ; le dernier prend le reste.",
    # R27-R32: absorption
    "kungfu_duel.prompt.absorb": "Dommages reçus : "
                                 "{received}{armour:armour_note}{shield:shield_note} ; il en reste "
                                 "{d}. Utilise tes protections une à une, sans dépenser de PA, ou "
                                 "« Terminé » : tes cartes posées partent alors une par dommage, "
                                 "en commençant par la Présence, et s'il reste des dommages, c'est "
                                 "une blessure.",
    "kungfu_duel.prompt.absorb.chosen": "Déjà utilisé : {chosen:protections}.",
    # R33-R34: wound or conversion
    "kungfu_duel.prompt.convert": "Après l'encaissement, il reste des dommages ({d}) : encaisse "
                                  "une blessure (Vigueur {v} → {v_after}), ou convertis-la en deux "
                                  "dommages en Distance ({dist} → {dist_after}) en payant avec un "
                                  "PA non dépensé ou une protection.",
    "kungfu_duel.prompt.convert.none": "Après l'encaissement, il reste des dommages ({d}) : tu "
                                       "encaisses une blessure (Vigueur {v} → {v_after}) ; rien ne "
                                       "peut payer une conversion.",
    # R38: pursuit
    "kungfu_duel.prompt.pursue": "{target:who} fait un repli tactique. Poursuivre (tu défausses "
                                 "toutes tes cartes posées et ce combattant reste au combat) ou "
                                 "laisser partir (si personne ne poursuit, ce combattant quitte le "
                                 "combat) ? Chacun choisit en secret.",
}
