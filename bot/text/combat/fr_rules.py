"""French messages of combat (the ``/rules`` summary, ids ``combat.rules.*``), summarised from
the full rules in ``docs/rules/fr/combat.md`` (section and rule numbers in the comments)."""

MESSAGES: dict[str, str] = {
    # §1: the one line of /rules' list of games
    "combat.rules.tagline": "Un duel de decks de 20 cartes sur un plateau hexagonal : chaque "
                            "carte est une courte liste d'étapes, dont certaines attendent "
                            "que l'un des joueurs les déclenche.",
    "combat.rules.length": "20 à 40 minutes en direct",
    # §1, R1-R5
    "combat.rules.goal": (
        "Mets ton adversaire hors de combat. Chaque combattant commence à **20 PV**, dans des "
        "coins opposés d'un plateau hexagonal de 37 cases, avec un deck de 20 cartes (un deck "
        "de départ ou le tien) et une main vide. Un joueur qui **finit son propre tour** à "
        "0 PV ou moins, ou hors du plateau, perd la partie."),
    # section 4, R8-R15
    "combat.rules.turn": (
        "Fais **une seule** chose :\n"
        "• une **technique de base** : attaque (Blesser 1 au corps à corps), défense "
        "(Bloquer 1), passif (Piocher 1), rhétorique (passer) ou déplacement (Se déplacer 1) ;\n"
        "• jouer une **carte** : ses étapes se résolvent de haut en bas. Une condition "
        "(**si**) non respectée l'arrête ; un **effet** s'applique autant que possible ; une "
        "permanente (**perm.**) dure tant que la carte est en jeu ; une intervention "
        "(**pause**) met la carte en pause ;\n"
        "• **effectuer** une intervention en attente, la tienne ou celle de ton adversaire : "
        "la carte reprend ensuite pour son propriétaire.\n"
        "Bloquer ne soigne que les blessures reçues depuis ton dernier tour ; un bouclier "
        "absorbe les coups pendant un tour adverse ; une poussée peut sortir une figurine du "
        "plateau pour de bon."),
    # R26-R28
    "combat.rules.win": (
        "À la fin de ton propre tour, tu perds si tu es à 0 PV ou moins, ou hors du plateau : "
        "un joueur mis à terre a donc un tour pour se rattraper en bloquant. Après 200 tours, "
        "le plus de PV l'emporte ; à égalité de PV, c'est un match nul."),
    # R4, D20, section 6.3
    "combat.rules.table": (
        "Decks : 20 cartes, exactement 10 cartes *lambda* (au plus 3 exemplaires de chacune) "
        "et 10 autres, toutes différentes. Quatre decks de départ (Flamme, Givre, Croc, "
        "Charmeur), ou crée et enregistre le tien avec `/combat deck creer`. Ta main, tes "
        "pioches et tes défausses restent secrètes ; tout ce qui est en jeu est public."),
    "combat.rules.caption": "le plateau hexagonal avec les deux figurines, les PV, les cartes "
                            "en jeu avec leurs étapes en pause, et les historiques",
    # the one-message summary (a client without the structured fields)
    "combat.rules": (
        "**Combat** : un duel en 1 contre 1 sur un plateau hexagonal de 37 cases, avec des "
        "decks de 20 cartes. À ton tour, fais une seule chose : une technique de base, une "
        "carte (ses étapes se résolvent dans l'ordre ; une condition peut l'arrêter, une "
        "intervention la met en pause) ou une intervention en attente de l'un ou l'autre "
        "joueur. Finis ton propre tour à 0 PV ou hors du plateau, et tu as perdu."),
}
