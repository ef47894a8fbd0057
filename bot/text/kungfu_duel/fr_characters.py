"""French messages of kungfu_duel (the character builder, ids ``kungfu_duel.characters.*``):
the ``/kungfuduel character new`` wizard of spec 3.1 (name and concept, prétiré or custom, one
rating at a time with its cost row and refusals, signature Matériel, summary), a character's
sheet, and ``show``, ``list`` and ``delete``. The rulebook's words: *niveau* for a rating,
*points de création*, *seuil*; a signature Matériel is a *Matériel fétiche* and a ready-made
fighter a *prétiré*. Slash commands are named as a French client shows them
(``bot/text/commands/fr.py``: ``/kungfuduel personnage nouveau``)."""

MESSAGES: dict[str, str] = {
    # -- the name and concept (3.1 step 1)
    "kungfu_duel.characters.modal.title": "Un nouveau personnage de Kung-Fu Duel",
    "kungfu_duel.characters.modal.name": "Nom",
    "kungfu_duel.characters.modal.name_hint": "Lin la Rapide",
    "kungfu_duel.characters.modal.concept": "Concept, en une ligne (facultatif)",
    "kungfu_duel.characters.modal.concept_hint": "une épéiste errante qui ne fuit jamais",
    "kungfu_duel.characters.head": "**Création de {name:character}**",
    "kungfu_duel.characters.head.concept": "**Création de {name:character}** : {concept}",
    # -- ready-made or custom (step 2)
    "kungfu_duel.characters.origin": "Pars d'un prétiré (ses niveaux et son Matériel fétiche, sous "
                                     "le nom de ton personnage), ou crée le tien avec {points} "
                                     "points de création.",
    "kungfu_duel.characters.origin.placeholder": "Un prétiré…",
    "kungfu_duel.characters.origin.detail": "{ratings:ratings} · {total} points · {signature}",
    # -- one component at a time (steps 3 and 4)
    "kungfu_duel.characters.step": "**{comp:comp}** ({n} sur {of}) : choisis son niveau.",
    "kungfu_duel.characters.points": "{spent} points dépensés sur {points} : il en reste {left}.",
    "kungfu_duel.characters.reserve": "{n:plural:La composante suivante demande au moins 1 "
                                      "point|Les # composantes suivantes demandent au moins 1 "
                                      "point chacune} (niveau 1).",
    "kungfu_duel.characters.cost_row": "Coût de {comp:comp} (niveau→points) : {row}",
    "kungfu_duel.characters.cost_entry": "{rating}→{cost}",
    "kungfu_duel.characters.cost_entry.refused": "~~{rating}→{cost}~~",
    "kungfu_duel.characters.cost_separator": " · ",
    "kungfu_duel.characters.span": "{low} à {high}",
    "kungfu_duel.characters.refused.over": "Refusé : {ratings} ferait dépasser le total de "
                                           "{points} points.",
    "kungfu_duel.characters.refused.rest": "Refusé : {ratings} laisserait trop peu de points pour "
                                           "donner le niveau 1 à {comps:comps}.",
    "kungfu_duel.characters.picked": "{comp:comp} {rating} : {cost:plural:# point|# points}, seuil "
                                     "{threshold}, hors combat après {n:plural:# dommage|# "
                                     "dommages}.",
    "kungfu_duel.characters.rating.placeholder": "Niveau de {comp:comp}…",
    "kungfu_duel.characters.rating.option": "{comp:comp} {rating} : {cost:plural:# point|# points}",
    "kungfu_duel.characters.rating.detail": "seuil {threshold} · hors combat après {n:plural:# "
                                            "dommage|# dommages} · {left:plural:# point restant|# "
                                            "points restants}",
    # a rating the select did not offer (an old or forged choice)
    "kungfu_duel.characters.error.range": "{comp:comp} {rating} est refusé : un niveau va de 1 à "
                                          "13.",
    "kungfu_duel.characters.error.over": "{comp:comp} {rating} est refusé : le total dépasserait "
                                         "{points} points.",
    "kungfu_duel.characters.error.rest": "{comp:comp} {rating} est refusé : il resterait trop peu "
                                         "de points pour donner le niveau 1 à chaque composante "
                                         "suivante.",
    # -- the signature Matériel (step 5)
    "kungfu_duel.characters.signature": "**Matériel fétiche** : un exemplaire rien qu'à lui, posé "
                                        "devant ton personnage au début de chaque combat. Ou "
                                        "aucun.",
    "kungfu_duel.characters.signature.placeholder": "Un Matériel fétiche…",
    "kungfu_duel.characters.signature.none": "aucun",
    "kungfu_duel.characters.signature.none_detail": (
        "combattre avec ce qu'apporte la pioche de bonus"),
    "kungfu_duel.characters.signature.option": "{card:bonus} ({gloss})",
    "kungfu_duel.characters.signature.detail": "{card:suits} · puissance {power} · PA {ap} · "
                                               "fragilité {fragility}",
    "kungfu_duel.characters.signature.item": "{card:bonus} ({gloss} : {card:suits}, puissance "
                                             "{power}, PA {ap}, fragilité {fragility})",
    # -- the summary and a character's sheet (step 6)
    "kungfu_duel.characters.summary": "Vérifie ton personnage, puis enregistre-le :",
    "kungfu_duel.characters.summary.replaces": "L'enregistrer remplace ton personnage "
                                               "**{name:character}**.",
    "kungfu_duel.characters.sheet.comp": "**{comp:comp} {rating}** : {cost:plural:# point|# "
                                         "points} · seuil {threshold} · hors combat après "
                                         "{n:plural:# dommage|# dommages}",
    "kungfu_duel.characters.sheet.total": "Total **{total}** sur {points} points · {banked} en "
                                          "réserve",
    "kungfu_duel.characters.sheet.signature": "Matériel fétiche : {signature}",
    "kungfu_duel.characters.sheet.ap": "{ap} PA par tour et au plus {hand} cartes bonus en main, "
                                       "comme tous les personnages.",
    "kungfu_duel.characters.sheet.illegal": "Ce personnage enfreint les règles de création (un "
                                            "niveau hors de 1 à 13, plus de {points} points, ou un "
                                            "Matériel fétiche inconnu) : il n'est donc pas proposé "
                                            "en combat. Supprime-le et crée-le à nouveau.",
    # -- the buttons
    "kungfu_duel.characters.button.custom": "Créer le mien",
    "kungfu_duel.characters.button.back": "Retour",
    "kungfu_duel.characters.button.cancel": "Annuler",
    "kungfu_duel.characters.button.save": "Enregistrer",
    "kungfu_duel.characters.button.retry": "Retaper le nom",
    # -- how the builder ends
    "kungfu_duel.characters.saved": "Ton personnage **{name:character}** est enregistré. Il sera "
                                    "proposé au choix des combattants de tes prochains combats de "
                                    "Kung-Fu Duel.",
    "kungfu_duel.characters.replaced": "Ton personnage **{name:character}** a été remplacé par "
                                       "celui-ci. Il sera proposé au choix des combattants de tes "
                                       "prochains combats de Kung-Fu Duel.",
    "kungfu_duel.characters.cancelled": "Création de personnage fermée : rien n'a été enregistré.",
    "kungfu_duel.characters.gone": "Cette création de personnage est fermée (le bot a redémarré, "
                                   "ou tu en as ouvert une autre) et rien n'en a été enregistré. "
                                   "Recommence avec `/kungfuduel personnage nouveau`.",
    "kungfu_duel.characters.not_yours": "Cette création de personnage appartient à quelqu'un "
                                        "d'autre.",
    "kungfu_duel.characters.stale": "Cette étape a déjà reçu une réponse : utilise le dernier "
                                    "message de la création.",
    # -- refusals that are not about the ratings
    "kungfu_duel.characters.error.name_empty": "Donne un nom au personnage.",
    "kungfu_duel.characters.error.name_long": "Le nom d'un personnage fait au plus {most} "
                                              "caractères.",
    "kungfu_duel.characters.error.name_preset": "**{name:character}** est le nom d'un prétiré : "
                                                "choisis un autre nom pour le tien.",
    "kungfu_duel.characters.error.limit": "Tu as déjà {n} personnages de Kung-Fu Duel, le maximum. "
                                          "Supprimes-en un d'abord avec `/kungfuduel personnage "
                                          "supprimer`, ou enregistre par-dessus l'un d'eux en "
                                          "reprenant son nom.",
    "kungfu_duel.characters.error.no_character": "Tu n'as aucun personnage nommé "
                                                 "**{name:character}**, et aucun prétiré ne porte "
                                                 "ce nom. `/kungfuduel personnage liste` les "
                                                 "montre tous.",
    "kungfu_duel.characters.error.no_saved": "Tu n'as aucun personnage nommé **{name:character}**. "
                                             "`/kungfuduel personnage liste` montre les tiens.",
    # -- show, list, delete
    "kungfu_duel.characters.show.saved": "Ton personnage **{name:character}**, enregistré {when} :",
    "kungfu_duel.characters.show.preset": "Prétiré **{name:character}** : {concept}",
    "kungfu_duel.characters.list.mine": "**Tes personnages de Kung-Fu Duel** ({n} sur {most}) :",
    "kungfu_duel.characters.list.none": "Tu n'as encore aucun personnage enregistré. Crées-en un "
                                        "avec `/kungfuduel personnage nouveau` : {points} points "
                                        "de création pour la Vigueur, la Distance, le Tempo et la "
                                        "Présence.",
    "kungfu_duel.characters.list.saved": "• **{name:character}** : {ratings:ratings} · {total} "
                                         "points · {signature}",
    "kungfu_duel.characters.list.broken": "• **{name:character}** : enfreint les règles de "
                                          "création, pas proposé en combat",
    "kungfu_duel.characters.list.presets": "**Prétirés** (disponibles pour tout le monde) :",
    "kungfu_duel.characters.list.preset": "• **{name:character}** : {ratings:ratings} · {total} "
                                          "points",
    "kungfu_duel.characters.deleted": "Ton personnage **{name:character}** est supprimé.",
    # -- autocomplete
    "kungfu_duel.characters.choice.saved": "{name:character} (ton personnage)",
    "kungfu_duel.characters.choice.preset": "{name:character} (prétiré)",
}
