"""French words of the slash commands (ids ``cmd.*``), the same ids as ``en.py``. Names are
Discord names: lowercase, no spaces and no accents (a French keyboard types them as they are:
``/partie main``, ``/regles``), 32 characters at most; the games keep their names. Descriptions
address the member as *tu*, like every French message; 100 characters at most."""

MESSAGES: dict[str, str] = {
    # -- /match: every game's matches
    "cmd.match.name": "partie",
    "cmd.match.about": "Tes parties Dojo sur ce serveur",
    "cmd.match.list.name": "liste",
    "cmd.match.list.about": "Tes parties ouvertes et en cours ici",
    "cmd.match.show.name": "afficher",
    "cmd.match.show.about": "Publie à nouveau le plateau d'une partie",
    "cmd.match.show.match.name": "partie",
    "cmd.match.show.match.about": "Le numéro de la partie (par défaut, ta partie ici)",
    "cmd.match.hand.name": "main",
    "cmd.match.hand.about": "Vois tes cartes et joue, en privé",
    "cmd.match.hand.match.name": "partie",
    "cmd.match.hand.match.about": "Le numéro de la partie (par défaut, ta partie ici)",
    "cmd.match.resign.name": "abandonner",
    "cmd.match.resign.about": "Abandonne une partie",
    "cmd.match.resign.match.name": "partie",
    "cmd.match.resign.match.about": "Le numéro de la partie (par défaut, ta partie ici)",
    "cmd.match.abort.name": "interrompre",
    "cmd.match.abort.about": "Arrête une partie sans résultat (son hôte ou « Gérer le serveur »)",
    "cmd.match.abort.match.name": "partie",
    "cmd.match.abort.match.about": "Le numéro de la partie (par défaut, ta partie ici)",
    # -- /rules
    "cmd.rules.name": "regles",
    "cmd.rules.about": "Les règles d'un jeu en bref, ou la liste des jeux",
    "cmd.rules.game.name": "jeu",
    "cmd.rules.game.about": "Quel jeu (laisse vide pour les lister tous)",
    # -- /dojo: the server's settings
    "cmd.dojo.name": "dojo",
    "cmd.dojo.about": "Les réglages de Dojo pour ce serveur",
    "cmd.dojo.language.name": "langue",
    "cmd.dojo.language.about": "La langue des messages publics du bot sur ce serveur (« Gérer le "
                               "serveur »)",
    "cmd.dojo.language.language.name": "langue",
    "cmd.dojo.language.language.about": "Anglais, français, ou la langue Discord de chaque "
                                        "serveur",
    # -- /karatekarte
    "cmd.karatekarte.name": "karatekarte",
    "cmd.karatekarte.about": "Joue à KarateKarte, le jeu de cartes des coups de karaté",
    "cmd.karatekarte.new.name": "nouvelle",
    "cmd.karatekarte.new.about": "Ouvre une partie de KarateKarte dans ce salon",
    "cmd.karatekarte.new.opponent.name": "adversaire",
    "cmd.karatekarte.new.opponent.about": "Seul ce membre pourra prendre la deuxième place "
                                          "(facultatif)",
    "cmd.karatekarte.new.pace.name": "rythme",
    "cmd.karatekarte.new.pace.about": "En direct (5 minutes par tour) ou au quotidien (par "
                                      "messages, par défaut)",
    # -- /brutalring
    "cmd.brutalring.name": "brutalring",
    "cmd.brutalring.about": "Joue à Brutal Ring : gladiateurs, armes et Tricks pour bluffer",
    "cmd.brutalring.new.name": "nouvelle",
    "cmd.brutalring.new.about": "Ouvre une partie de Brutal Ring dans ce salon",
    "cmd.brutalring.new.players.name": "joueurs",
    "cmd.brutalring.new.players.about": "Combien de joueurs (2 à 4 ; à 4, deux équipes par "
                                        "défaut)",
    "cmd.brutalring.new.teams.name": "equipes",
    "cmd.brutalring.new.teams.about": "À 4 joueurs : deux équipes de 2 (par défaut), ou chacun "
                                      "pour soi",
    "cmd.brutalring.new.pace.name": "rythme",
    "cmd.brutalring.new.pace.about": "En direct (en minutes, l'entrée en 1 minute des règles) "
                                     "ou au quotidien (par messages, par défaut)",
    # -- /martialart
    "cmd.martialart.name": "martialart",
    "cmd.martialart.about": "Joue à Martial Art : répartis les Pions de ton corps et frappe",
    "cmd.martialart.new.name": "nouvelle",
    "cmd.martialart.new.about": "Ouvre une partie de Martial Art dans ce salon",
    "cmd.martialart.new.players.name": "joueurs",
    "cmd.martialart.new.players.about": "Combien de combattants (2 à 4 ; à 4, deux équipes de 2 "
                                        "par défaut)",
    "cmd.martialart.new.teams.name": "equipes",
    "cmd.martialart.new.teams.about": "À 4 joueurs : deux équipes de 2 (par défaut), ou chacun "
                                      "pour soi (Battle Royale)",
    "cmd.martialart.new.mode.name": "mode",
    "cmd.martialart.new.mode.about": "Ceinture Blanche (simplifié, par défaut) ou Ceinture "
                                     "Noire (le jeu complet)",
    "cmd.martialart.new.pace.name": "rythme",
    "cmd.martialart.new.pace.about": "En direct (2 minutes par tour) ou au quotidien (12 heures "
                                     "par tour, par messages, par défaut)",
    # -- /combat
    "cmd.combat.name": "combat",
    "cmd.combat.about": "Joue à Combat : un duel de decks de 20 cartes sur un plateau de "
                        "cases hexagonales",
    "cmd.combat.new.name": "nouvelle",
    "cmd.combat.new.about": "Ouvre un duel de Combat dans ce salon",
    "cmd.combat.new.opponent.name": "adversaire",
    "cmd.combat.new.opponent.about": "Seul ce membre pourra prendre la deuxième place "
                                     "(facultatif)",
    "cmd.combat.new.pace.name": "rythme",
    "cmd.combat.new.pace.about": "En direct (2 minutes par tour) ou au quotidien (un jour par "
                                 "tour, par messages, par défaut)",
    "cmd.combat.deck.name": "deck",
    "cmd.combat.deck.about": "Tes decks de Combat enregistrés",
    "cmd.combat.deck.build.name": "creer",
    "cmd.combat.deck.build.about": "Enregistre un deck : 20 cartes, dont exactement 10 cartes "
                                   "lambda",
    "cmd.combat.deck.build.name.name": "nom",
    "cmd.combat.deck.build.name.about": "Le nom du deck (enregistrer sous un nom que tu as déjà "
                                        "remplace ce deck)",
    "cmd.combat.deck.build.cards.name": "cartes",
    "cmd.combat.deck.build.cards.about": "Noms ou ids des cartes, séparés par des virgules, "
                                         "avec leur nombre : frappe x3, 2 choc…",
    "cmd.combat.deck.show.name": "afficher",
    "cmd.combat.deck.show.about": "Les cartes d'un deck : l'un des tiens ou un deck de départ",
    "cmd.combat.deck.show.name.name": "nom",
    "cmd.combat.deck.show.name.about": "Le nom de ton deck, ou un deck de départ",
    "cmd.combat.deck.list.name": "liste",
    "cmd.combat.deck.list.about": "Tes decks enregistrés et les quatre decks de départ",
    "cmd.combat.deck.delete.name": "supprimer",
    "cmd.combat.deck.delete.about": "Supprime l'un de tes decks enregistrés",
    "cmd.combat.deck.delete.name.name": "nom",
    "cmd.combat.deck.delete.name.about": "Le nom de ton deck",
    # -- /kungfuduel
    "cmd.kungfuduel.name": "kungfuduel",
    "cmd.kungfuduel.about": "Joue à Kung-Fu Duel : des paris de cartes à l'aveugle dans un "
                            "combat de film de kung-fu",
    "cmd.kungfuduel.new.name": "nouvelle",
    "cmd.kungfuduel.new.about": "Ouvre un combat de Kung-Fu Duel dans ce salon",
    "cmd.kungfuduel.new.players.name": "joueurs",
    "cmd.kungfuduel.new.players.about": "Combien de combattants (2 à 4 ; 2 par défaut, ou "
                                        "autant que les camps en demandent)",
    "cmd.kungfuduel.new.sides.name": "camps",
    "cmd.kungfuduel.new.sides.about": "Les deux camps : 1v1, 1v2, 2v2 ou 1v3 (par défaut 1v1, "
                                      "1v2 ou 2v2 selon les joueurs)",
    "cmd.kungfuduel.new.gm.name": "meneur",
    "cmd.kungfuduel.new.gm.about": "Tu es le meneur : tu accordes les bonus sans combattre (une "
                                   "place de plus)",
    "cmd.kungfuduel.new.pace.name": "rythme",
    "cmd.kungfuduel.new.pace.about": "En direct (3 minutes pour planifier) ou au quotidien (un "
                                     "jour, par messages, par défaut)",
    "cmd.kungfuduel.character.name": "personnage",
    "cmd.kungfuduel.character.about": "Tes personnages de Kung-Fu Duel",
    "cmd.kungfuduel.character.new.name": "nouveau",
    "cmd.kungfuduel.character.new.about": "Crée un personnage avec 160 points de création",
    "cmd.kungfuduel.character.show.name": "afficher",
    "cmd.kungfuduel.character.show.about": "La fiche d'un personnage : l'un des tiens ou un "
                                           "prétiré",
    "cmd.kungfuduel.character.show.name.name": "nom",
    "cmd.kungfuduel.character.show.name.about": "Le nom de ton personnage, ou un prétiré",
    "cmd.kungfuduel.character.list.name": "liste",
    "cmd.kungfuduel.character.list.about": "Tes personnages et les prétirés",
    "cmd.kungfuduel.character.delete.name": "supprimer",
    "cmd.kungfuduel.character.delete.about": "Supprime l'un de tes personnages enregistrés",
    "cmd.kungfuduel.character.delete.name.name": "nom",
    "cmd.kungfuduel.character.delete.name.about": "Le nom de ton personnage",
    # -- fixed choices
    "cmd.choice.pace.live": "En direct : quelques minutes par coup, tout le monde à la table",
    "cmd.choice.pace.daily": "Au quotidien : un jour par coup, par messages (par défaut)",
    "cmd.choice.mode.white": "Ceinture Blanche : placement au hasard, 2 Techniques (par défaut)",
    "cmd.choice.mode.black": "Ceinture Noire : Techniques et placement secrets, orientation, "
                             "attaques de dos",
    "cmd.choice.layout.1v1": "1v1 : un contre un",
    "cmd.choice.layout.1v2": "1v2 : un contre deux",
    "cmd.choice.layout.2v2": "2v2 : deux contre deux",
    "cmd.choice.layout.1v3": "1v3 : un contre trois",
    "cmd.choice.language.auto": "Automatique : la langue Discord du serveur",
    "cmd.choice.language.en": "English (anglais)",
    "cmd.choice.language.fr": "Français",
}
