"""French messages of combat (the deck builder, ids ``combat.decks.*``): ``/combat deck
creer|afficher|liste|supprimer`` (the French names ``bot/text/commands/fr.py`` gives ``build``,
``show``, ``list`` and ``delete``), every refusal of a deck that breaks R4 or D20, and a
deck's cards. Card names (``combat.card.*``), the starter decks' names and themes
(``combat.deck.*``, ``combat.deck_theme.*``) and a card's steps in short
(``combat.summary.*``) are the other Combat catalogs'."""

MESSAGES: dict[str, str] = {
    # build
    "combat.decks.build.saved": "Ton deck Combat **{name}** est enregistré. Il te sera proposé "
                                "au choix des decks de tes prochaines parties.",
    "combat.decks.build.replaced": "Ton deck Combat **{name}** a été remplacé par celui-ci. Il "
                                   "te sera proposé au choix des decks de tes prochaines "
                                   "parties.",
    "combat.decks.build.refused": "Le deck **{name}** n'a pas été enregistré : "
                                  "{n:plural:un problème|# problèmes}.",
    "combat.decks.bullet": "• {line}",
    # R4, D20: one line per problem
    "combat.decks.problem.size": "Il contient {n:plural:# carte|# cartes} : un deck en compte "
                                 "exactement {size}.",
    "combat.decks.problem.lambda": "Il contient {n:plural:# carte lambda|# cartes lambda} : un "
                                   "deck compte exactement {lambdas} cartes lambda et {others} "
                                   "autres.",
    "combat.decks.problem.copies": "{card} y figure {n} fois : une carte lambda peut y figurer "
                                   "au plus {copies} fois.",
    "combat.decks.problem.repeat": "{card} y figure {n} fois : une carte qui n'est pas lambda "
                                   "ne peut y figurer qu'une fois.",
    "combat.decks.problem.unknown": "« {entry} » n'est pas une carte de Combat.",
    "combat.decks.problem.unknown.close": "« {entry} » n'est pas une carte de Combat. "
                                          "Voulais-tu dire {close} ?",
    "combat.decks.problem.count": "« {entry} » : un nombre d'exemplaires va de 1 à {most}.",
    "combat.decks.problem.empty": "Aucune carte n'a été donnée. Écris les cartes séparées par "
                                  "des virgules, avec leur nombre : frappe x3, 2 choc, "
                                  "météorite, ...",
    # refusals that are not about the cards
    "combat.decks.error.name_empty": "Donne un nom au deck.",
    "combat.decks.error.name_long": "Le nom d'un deck fait au plus {most} caractères.",
    "combat.decks.error.name_starter": "**{name}** est le nom d'un deck de départ : choisis un "
                                       "autre nom pour le tien.",
    "combat.decks.error.limit": "Tu as déjà {n} decks Combat, le maximum. Supprimes-en un "
                                "d'abord avec `/combat deck supprimer`, ou enregistre par-dessus "
                                "l'un d'eux en reprenant son nom.",
    "combat.decks.error.no_deck": "Tu n'as aucun deck Combat nommé **{name}**, et aucun deck de "
                                  "départ ne porte ce nom. `/combat deck liste` les montre "
                                  "tous.",
    "combat.decks.error.no_saved": "Tu n'as aucun deck Combat nommé **{name}**. "
                                   "`/combat deck liste` montre les tiens.",
    # show
    "combat.decks.show.saved": "Ton deck **{name}**, enregistré {when} :",
    "combat.decks.show.starter": "Deck de départ **{name}** ({theme}) :",
    "combat.decks.show.lambda": "**Cartes lambda ({n})**",
    "combat.decks.show.others": "**Autres cartes ({n})**",
    "combat.decks.show.card": "{n} × **{card}** : {steps}",
    # list
    "combat.decks.list.mine": "**Tes decks Combat** ({n} sur {most}) :",
    "combat.decks.list.none": "Tu n'as encore aucun deck Combat enregistré. Crée-en un avec "
                              "`/combat deck creer` : 20 cartes, dont exactement 10 cartes "
                              "lambda (au plus 3 exemplaires de chacune) et 10 autres cartes, "
                              "toutes différentes.",
    "combat.decks.list.saved": "• **{name}** (enregistré {when})",
    "combat.decks.list.starters": "**Decks de départ** (accessibles à tous) :",
    "combat.decks.list.starter": "• **{name}** : {theme}",
    # delete
    "combat.decks.deleted": "Ton deck Combat **{name}** est supprimé.",
    # autocomplete
    "combat.decks.choice.saved": "{name} (ton deck)",
    "combat.decks.choice.starter": "{name} (deck de départ)",
}
