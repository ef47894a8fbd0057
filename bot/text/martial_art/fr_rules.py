"""French messages of martial_art (the ``/rules`` summary, ids ``martial_art.rules.*``),
summarised from the full rules in ``docs/rules/martial_art.md`` (section and rule numbers in
the comments), in the French rulebook's words."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "martial_art.rules.tagline": "Pose les Pions du corps de ton combattant comme dans un awélé, "
                                 "et frappe avec le dernier sur une arène hexagonale.",
    "martial_art.rules.length": "20 à 80 minutes en direct",
    # §1, §2.2, R15-R20
    "martial_art.rules.goal": (
        "Sois le dernier combattant (ou la dernière équipe) en lice. Ton Plateau Combattant a "
        "5 zones du corps en cercle (tête, bras gauche, jambe gauche, jambe droite, bras "
        "droit), chacune avec des Pions : des **Actions** (Coup de Poing, Coup de Pied, "
        "Saisie, Coup de Tête) visibles de tous, et des **Effets** face cachée (Mouvement, "
        "Défense, Énergie) que toi seul connais. Un combattant est éliminé par **KO** (une "
        "colonne de Vie au bout), par **KO technique** (3 blessures au-delà de la Ligne des "
        "Blessures Graves) ou par **sortie de l'Aire de Combat**."),
    # section 4
    "martial_art.rules.turn": (
        "1. **Zone de Départ** : prends tous les Pions d'une de tes zones ; ses Effets sont "
        "révélés. Chaque Énergie donne +1 Chi ou +1 Rage ; chaque Mouvement déplace d'une "
        "case.\n"
        "2. Active si tu veux une Technique **Début** (payée en Chi et en Rage).\n"
        "3. **Pose** : repose les Pions un par un dans les zones suivantes, dans l'ordre de "
        "ton choix. La zone où tombe le dernier est la Zone Ciblée.\n"
        "4. Si le dernier Pion est une Action et qu'un adversaire est à côté de toi (devant "
        "toi en Ceinture Noire), **attaque** cette zone chez lui : 2 dés plus les bonus ; il "
        "peut révéler des Pions Défense de cette zone, 2 dés chacun. Les réussites moins les "
        "blocages font descendre son Cube Vie, et passer une icône lui fait perdre un Pion.\n"
        "5. **Fin** : une Technique **Fin** ou **Style** si tu veux, puis le combattant "
        "suivant joue."),
    # R35, R64
    "martial_art.rules.win": (
        "Le dernier combattant, ou la dernière équipe avec un combattant, encore debout "
        "gagne. Après 40 manches, les camps encore debout sont classés : d'abord au nombre de "
        "combattants debout, puis aux dégâts subis (le moins possible)."),
    # R63, §1
    "martial_art.rules.table": (
        "**Ceinture Blanche** : Pions placés au hasard, 2 Techniques imprimées, pas "
        "d'orientation. **Ceinture Noire** : choix secret de 3 Techniques sur 7 et de la mise "
        "en place, orientation (attaquer de dos donne +1 dé), la Saisie coûte un Mouvement "
        "et seul ✸ la bloque. Les coéquipiers jouent en alternance (A1, B1, A2, B2)."),
    "martial_art.rules.caption": "l'arène hexagonale avec l'orientation de chaque combattant, "
                                 "et le plateau de chacun : zones du corps, colonnes de Vie, "
                                 "Chi et Rage",
    # the one-message summary (a client without the structured fields)
    "martial_art.rules": (
        "**Martial Art** : 2 à 4 combattants (à 4, chacun pour soi ou en deux équipes de 2) "
        "sur une arène hexagonale. Le corps de chaque combattant a 5 zones qui portent des "
        "Pions Action (visibles) et des Pions Effet (face cachée). À ton tour, prends les "
        "Pions d'une zone, utilise son Énergie et ses Mouvements, puis pose ses Pions un par "
        "un dans les zones suivantes : le dernier, si c'est une Action, frappe cette zone chez "
        "un adversaire adjacent. Les dés contre les Pions Défense révélés décident des "
        "blessures. Le dernier combattant ou la dernière équipe debout gagne."),
}
