"""English messages of ``/rules`` every game shares (ids ``core.rules.*``): the list of games,
the headings of a game's summary and the words around its picture and its rules file. The
summaries themselves are each game's (``<game>.rules.*`` in ``bot/text/<game>/en_rules.py``)."""

MESSAGES: dict[str, str] = {
    # -- /rules with no game: every game, one line each
    "core.rules.list.title": "Dojo's games",
    "core.rules.list.game": "**{title}** · {players} · {length}\n{tagline}",
    "core.rules.list.game.short": "**{title}** · {players}\n{tagline}",
    "core.rules.list.footer": "Pick one with /rules game:<name> for its rules in short, an "
                              "example board and the full rules.",
    # -- the players line ({players} is "2" or "2-4")
    "core.rules.players": "{players} players",
    "core.rules.players.teams": "{players} players (4 play as two teams of 2)",
    # -- a game's summary
    "core.rules.heading.goal": "🎯 Goal",
    "core.rules.heading.turn": "🔄 A turn",
    "core.rules.heading.win": "🏆 How to win",
    "core.rules.heading.table": "👥 Players and length",
    "core.rules.table": "{players} · {length}",
    "core.rules.footer": "The picture: {caption}, from an example game dealt at random. The "
                         "full rules are in the attached file.",
    "core.rules.footer.no_file": "The picture: {caption}, from an example game dealt at random.",
    "core.rules.caption": "the board",
    "core.rules.unknown": "I don't know that game. The games: {titles}.",
    # -- the example game's players (drawn on the picture; seats past these are numbered)
    "core.rules.example.1": "Aiko",
    "core.rules.example.2": "Bruno",
    "core.rules.example.3": "Chloé",
    "core.rules.example.4": "Daniel",
    "core.rules.example.other": "Player {n}",
}
