"""French messages of ``/rules`` every game shares (ids ``core.rules.*``), the same ids as
``en_rules.py``: the list of games, the headings of a game's summary and the words around its
picture and its rules file. The summaries themselves are each game's
(``<game>.rules.*`` in ``bot/text/<game>/fr_rules.py``)."""

MESSAGES: dict[str, str] = {
    # -- /rules with no game: every game, one line each
    "core.rules.list.title": "Les jeux de Dojo",
    "core.rules.list.game": "**{title}** · {players} · {length}\n{tagline}",
    "core.rules.list.game.short": "**{title}** · {players}\n{tagline}",
    "core.rules.list.footer": "Choisis-en un avec /regles jeu:<nom> pour ses règles en bref, un "
                              "exemple de plateau et les règles complètes.",
    # -- the players line ({players} is "2" or "2-4")
    "core.rules.players": "{players} joueurs",
    "core.rules.players.teams": "{players} joueurs (à 4, deux équipes de 2)",
    # -- a game's summary
    "core.rules.heading.goal": "🎯 But du jeu",
    "core.rules.heading.turn": "🔄 Un tour de jeu",
    "core.rules.heading.win": "🏆 Comment gagner",
    "core.rules.heading.table": "👥 Joueurs et durée",
    "core.rules.table": "{players} · {length}",
    "core.rules.footer": "L'image : {caption}, tirée d'une partie d'exemple distribuée au "
                         "hasard. Les règles complètes sont dans le fichier joint.",
    "core.rules.footer.no_file": "L'image : {caption}, tirée d'une partie d'exemple distribuée "
                                 "au hasard.",
    "core.rules.caption": "le plateau",
    "core.rules.unknown": "Je ne connais pas ce jeu. Les jeux : {titles}.",
    # -- the example game's players (drawn on the picture; seats past these are numbered)
    "core.rules.example.1": "Aiko",
    "core.rules.example.2": "Bruno",
    "core.rules.example.3": "Chloé",
    "core.rules.example.4": "Daniel",
    "core.rules.example.other": "Joueur {n}",
}
