"""French messages of brutal_ring (the rules in short for ``/rules``, ids
``brutal_ring.rules.*``), summarised from the full rules in ``docs/rules/fr/brutal_ring.md``
(section numbers in the comments), in the French rulebook's words."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "brutal_ring.rules.tagline": "Arme tes Gladiateurs, fais-les entrer ensemble dans le Ring, "
                                 "et bluffe avec des Tricks face cachée à chaque combat.",
    "brutal_ring.rules.length": "4 tours, environ 30 à 45 minutes en direct",
    # §1, §2, R12, R25, R30
    "brutal_ring.rules.goal": (
        "Marquer le plus de points avec tes Gladiateurs. Chaque carte a deux moitiés : un "
        "**Gladiateur** ou une **Arme** en haut, un **Trick** en bas, et tu joues l'une ou "
        "l'autre. L'Attaque et la Défense d'un Gladiateur viennent de son Arme (sans Arme : "
        "0). Tue un Gladiateur adverse pour marquer ses Points de victoire (PV) plus ceux de "
        "son Arme ; chaque Gladiateur armé qui survit à un tour rapporte 2 points."),
    # §4
    "brutal_ring.rules.turn_heading": "🔄 Un tour",
    "brutal_ring.rules.turn": (
        "Quatre phases ; tout le monde finit une phase avant que la suivante commence.\n"
        "1. **Pioche** jusqu'à 8 cartes (ta main plus tes cartes dans le Ring), une à la "
        "fois, dans la pile Gladiateur ou la pile Arme.\n"
        "2. **Rentrée dans le Ring** : tous en même temps et en secret, choisis les "
        "Gladiateurs à faire entrer, chacun avec au plus une Arme (on ne peut l'armer qu'à "
        "ce moment-là), puis valide. Quand tout le monde a validé ou que le temps d'entrée "
        "(1 minute dans la règle) est écoulé, les entrées sont révélées ensemble.\n"
        "3. **Combats** : à tour de rôle depuis le Premier Joueur, engage un de tes "
        "Gladiateurs et attaque celui d'un adversaire, ou passe. L'attaquant et le défenseur "
        "(et leurs coéquipiers) posent des Tricks face cachée depuis leur main, dans la "
        "limite des symboles des Gladiateurs, jusqu'à ce que tous soient prêts. Puis les "
        "Tricks sont révélés : une Attaque strictement supérieure à la Défense tue. "
        "Fairplay, Défausse, Double Attaque, Contre-attaque et Esquive changent la donne.\n"
        "4. **Survivants** : chaque survivant armé rapporte 2 points ; aux tours 1 à 3, "
        "chacun peut ensuite se défausser de cartes et de Gladiateurs, et le Premier Joueur "
        "passe au joueur de gauche."),
    # R32
    "brutal_ring.rules.win": (
        "Après le tour 4, le plus haut score gagne ; à 4 joueurs, c'est le score d'équipe "
        "qui compte. En cas d'égalité, le plus de Gladiateurs dans le Ring l'emporte ; si "
        "l'égalité persiste, la victoire est partagée."),
    # §1, R1
    "brutal_ring.rules.table": "Les coéquipiers s'assoient en alternance (A1, B1, A2, B2). "
                               "La durée est une estimation : la règle n'en donne aucune.",
    "brutal_ring.rules.caption": "le Ring, les Gladiateurs de chaque joueur avec leurs Armes, "
                                 "les scores et les piles",
}
