"""French messages of KarateKarte (the rules in short for ``/rules``, ids
``karatekarte.rules.*``), summarised from the full rules in ``docs/rules/fr/karatekarte.md``
(section numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "karatekarte.rules.tagline": "Construis tes coups de karaté carte par carte (Amorce, "
                                 "Allonge, Impact) et pare ceux de ton adversaire avant qu'ils "
                                 "ne portent.",
    "karatekarte.rules.length": "environ 10 minutes",
    # §1, R2, R18
    "karatekarte.rules.goal": (
        "Réussir des **coups** sur tes quatre lignes (pied gauche, poing gauche, poing droit, "
        "pied droit). Un coup se construit dans l'ordre : **Amorce** → **Allonge** → "
        "**Impact**. Un coup réussi rapporte 1 point, ou 2 avec un **Coup +1** posé juste "
        "après son Impact."),
    # §4, R5-R17
    "karatekarte.rules.turn": (
        "Au choix :\n"
        "• **Piocher** : tu peux d'abord échanger des Pioche Bonus contre des cartes Bonus, "
        "une à la fois. Pioche 1 carte, puis fais **une** action : débuter un coup (1 carte "
        "face visible), le continuer (1 carte), le terminer (des cartes finissant par un "
        "Impact), **charger** une pile Énergie face cachée (autant de cartes que tu veux, dans "
        "l'ordre de ton choix), ou **parer** le coup en cours de ton adversaire avec la Parade "
        "de ce coup. Reconstitue ensuite ta main à 5 cartes.\n"
        "• **Révéler** une de tes piles Énergie : retourne ses cartes une à une sur le coup "
        "tant qu'elles suivent la séquence, et arrête-toi quand tu veux. Une carte qui ne "
        "correspond pas part à la défausse et termine ton tour.\n"
        "Cartes Bonus : Coup rapide (une Amorce ou une Allonge), Coup éclair (les deux à la "
        "fois), Coup +1 (après l'Impact), Glissade (défausse un de tes propres coups en cours "
        "et termine ton tour)."),
    # R14, R21
    "karatekarte.rules.win": (
        "La partie s'arrête aussitôt qu'un joueur ne peut pas reconstituer sa main à 5 cartes, "
        "ou que sa pioche est vide après l'avoir fait. Le plus de points l'emporte ; en cas "
        "d'égalité, le plus d'Impacts marqués, sinon les joueurs sont ex aequo."),
    # §1, §3
    "karatekarte.rules.table": "Bleu contre Orange, chacun avec sa propre pioche de 36 cartes ; "
                               "le premier joueur est tiré au sort.",
    "karatekarte.rules.caption": "les quatre lignes de chaque joueur : coups en cours face "
                                 "visible et piles Énergie face cachée",
}
