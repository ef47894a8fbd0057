"""French messages of kungfu_duel (the ``/rules`` summary, ids ``kungfu_duel.rules.*``),
summarised from the full rules in ``docs/rules/fr/kungfu_duel.md`` (section and rule numbers
in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "kungfu_duel.rules.tagline": "Un combat de film de kung-fu en deux camps : mise à l'aveugle "
                                 "des cartes à jouer sur Vigueur, Distance, Tempo et Présence, "
                                 "puis compare-les deux à deux.",
    "kungfu_duel.rules.length": "15 à 45 minutes en direct",
    # §1, §2, R1-R7
    "kungfu_duel.rules.goal": "Mets hors combat tous les combattants du camp adverse. Chaque "
                              "combattant a quatre composantes, **Vigueur** ♦, **Distance** ♠, "
                              "**Tempo** ♣ et **Présence** ♥, chacune avec un niveau (1 à 13, "
                              "acheté avec 160 points de création), une pile de cartes à jouer "
                              "dont la carte du dessus donne la valeur, et une échelle de dommages "
                              "de 13. Un dommage sur une composante retire son seuil (14 − niveau) "
                              "de son échelle ; une échelle à 0 ou moins met le combattant hors "
                              "combat : mort, KO, rendu ou enfui.",
    # section 4, R8-R38
    "kungfu_duel.rules.turn": "1. **Planifie** en secret avec 3 PA : des **mises** à l'aveugle (la "
                              "carte du dessus du paquet, face cachée, sur une composante), des "
                              "**cartes bonus** (piocher, jouer un Atout pour des mises en plus "
                              "sur ses couleurs, poser et utiliser une arme ou un terrain, poser "
                              "une armure ou un bouclier), **faire le plein de bonus** ou un "
                              "**repli tactique** ; puis valide.\n"
                              "2. Toutes les mises sont **révélées** en même temps. Chaque "
                              "composante garde au plus une nouvelle carte, pas plus haute que sa "
                              "limite (la composante au-dessus, et les échelles) : une carte plus "
                              "basse que celle du dessus est un tirage infructueux et peut te "
                              "coûter cette carte.\n"
                              "3. **Compare** chaque paire d'ennemis composante par composante : "
                              "le camp qui a le plus de victoires inflige la différence en "
                              "dommages. Les dommages retirent les cartes posées en partant de la "
                              "Présence ; ce qui reste est une **blessure** en Vigueur (ou deux "
                              "dommages en Distance, si tu paies).",
    # R35, R38, R40, R41
    "kungfu_duel.rules.win": "Un camp gagne quand plus aucun combattant du camp adverse n'est au "
                             "combat : hors combat, ou parti après un repli que personne n'a "
                             "poursuivi. Deux camps vidés au même tour, ou 40 tours sans résultat, "
                             "donnent un match nul.",
    # R39, R42, 3.1, 6.2
    "kungfu_duel.rules.table": "2 à 4 combattants en deux camps (1v1, 1v2, 2v2 ou 1v3), plus un "
                               "meneur facultatif qui ne combat pas et peut accorder des cartes "
                               "bonus ou un tour gratuit. Cinq prétirés, ou crée le tien avec "
                               "`/kungfuduel personnage nouveau`. Les mises, les mains de bonus et "
                               "les plans restent secrets jusqu'à la révélation ; les piles sont "
                               "publiques.",
    "kungfu_duel.rules.caption": "les quatre piles de chaque combattant avec leurs valeurs, "
                                 "limites et échelles, les cartes bonus posées et la taille des "
                                 "mains",
    # the one-message summary (a client without the structured fields)
    "kungfu_duel.rules": "**Kung-Fu Duel** : 2 à 4 combattants en deux camps, avec un meneur "
                         "facultatif. À chaque tour, chaque combattant dépense en secret 3 PA en "
                         "mises de cartes à jouer à l'aveugle et en cartes bonus pour la Vigueur, "
                         "la Distance, le Tempo et la Présence ; toutes les mises sont révélées en "
                         "même temps, gardées selon des règles d'ordre, puis comparées deux à "
                         "deux. Le camp qui a le plus de victoires inflige la différence en "
                         "dommages, qui retirent des cartes puis blessent. Le dernier camp qui a "
                         "encore un combattant au combat gagne.",
}
