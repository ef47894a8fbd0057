"""English words of the slash commands (ids ``cmd.*``): every command's, group's and option's
name and description, and the fixed choices' (``cmd.choice.<family>.<value>``). Message ids
follow :mod:`bot.ui.localized`: ``cmd.<path>.name`` / ``cmd.<path>.about`` for a command or
group at ``path`` (its English qualified name with dots), ``cmd.<path>.<option>.name`` /
``.about`` for an option. Names are Discord names: lowercase, no spaces, 32 characters at most;
descriptions and choices 100 characters at most."""

MESSAGES: dict[str, str] = {
    # -- /match: every game's matches
    "cmd.match.name": "match",
    "cmd.match.about": "Your Dojo matches in this server",
    "cmd.match.list.name": "list",
    "cmd.match.list.about": "Your open and running matches here",
    "cmd.match.show.name": "show",
    "cmd.match.show.about": "Post a match's board again",
    "cmd.match.show.match.name": "match",
    "cmd.match.show.match.about": "The match number (defaults to your match here)",
    "cmd.match.hand.name": "hand",
    "cmd.match.hand.about": "See your cards and play, privately",
    "cmd.match.hand.match.name": "match",
    "cmd.match.hand.match.about": "The match number (defaults to your match here)",
    "cmd.match.resign.name": "resign",
    "cmd.match.resign.about": "Give up a match",
    "cmd.match.resign.match.name": "match",
    "cmd.match.resign.match.about": "The match number (defaults to your match here)",
    "cmd.match.abort.name": "abort",
    "cmd.match.abort.about": "Stop a match with no result (host or Manage Server)",
    "cmd.match.abort.match.name": "match",
    "cmd.match.abort.match.about": "The match number (defaults to your match here)",
    # -- /rules
    "cmd.rules.name": "rules",
    "cmd.rules.about": "A game's rules in short, or the list of games",
    "cmd.rules.game.name": "game",
    "cmd.rules.game.about": "Which game (leave it empty to list them all)",
    # -- /dojo: the server's settings
    "cmd.dojo.name": "dojo",
    "cmd.dojo.about": "Dojo's settings for this server",
    "cmd.dojo.language.name": "language",
    "cmd.dojo.language.about": "The language of the bot's public messages in this server "
                               "(Manage Server)",
    "cmd.dojo.language.language.name": "language",
    "cmd.dojo.language.language.about": "English, French, or each server's Discord language",
    # -- /karatekarte
    "cmd.karatekarte.name": "karatekarte",
    "cmd.karatekarte.about": "Play KarateKarte, the card game of karate strikes",
    "cmd.karatekarte.new.name": "new",
    "cmd.karatekarte.new.about": "Open a KarateKarte match in this channel",
    "cmd.karatekarte.new.opponent.name": "opponent",
    "cmd.karatekarte.new.opponent.about": "Only this member may take the second seat "
                                          "(optional)",
    "cmd.karatekarte.new.pace.name": "pace",
    "cmd.karatekarte.new.pace.about": "Live (5 minutes a turn) or daily (play-by-chat, the "
                                      "default)",
    # -- /brutalring
    "cmd.brutalring.name": "brutalring",
    "cmd.brutalring.about": "Play Brutal Ring: gladiators, weapons and bluffed tricks",
    "cmd.brutalring.new.name": "new",
    "cmd.brutalring.new.about": "Open a Brutal Ring match in this channel",
    "cmd.brutalring.new.players.name": "players",
    "cmd.brutalring.new.players.about": "How many players (2-4; 4 play in two teams by "
                                        "default)",
    "cmd.brutalring.new.teams.name": "teams",
    "cmd.brutalring.new.teams.about": "With 4 players: two teams of 2 (default), or every "
                                      "player alone",
    "cmd.brutalring.new.pace.name": "pace",
    "cmd.brutalring.new.pace.about": "Live (minutes, the rules' 1-minute entry) or daily "
                                     "(play-by-chat, the default)",
    # -- /martialart
    "cmd.martialart.name": "martialart",
    "cmd.martialart.about": "Play Martial Art: sow your body's tokens and strike",
    "cmd.martialart.new.name": "new",
    "cmd.martialart.new.about": "Open a Martial Art match in this channel",
    "cmd.martialart.new.players.name": "players",
    "cmd.martialart.new.players.about": "How many fighters (2-4; 4 fight in two teams of 2 by "
                                        "default)",
    "cmd.martialart.new.teams.name": "teams",
    "cmd.martialart.new.teams.about": "With 4 players: two teams of 2 (default), or everyone "
                                      "alone (Battle Royale)",
    "cmd.martialart.new.mode.name": "mode",
    "cmd.martialart.new.mode.about": "White Belt (simplified, the default) or Black Belt (the "
                                     "full game)",
    "cmd.martialart.new.pace.name": "pace",
    "cmd.martialart.new.pace.about": "Live (2 minutes a turn) or daily (12 hours a turn, "
                                     "play-by-chat, the default)",
    # -- /combat
    "cmd.combat.name": "combat",
    "cmd.combat.about": "Play Combat: a duel of 20-card decks on a hex board",
    "cmd.combat.new.name": "new",
    "cmd.combat.new.about": "Open a Combat duel in this channel",
    "cmd.combat.new.opponent.name": "opponent",
    "cmd.combat.new.opponent.about": "Only this member may take the second seat (optional)",
    "cmd.combat.new.pace.name": "pace",
    "cmd.combat.new.pace.about": "Live (2 minutes a turn) or daily (a day a turn, "
                                 "play-by-chat, the default)",
    "cmd.combat.deck.name": "deck",
    "cmd.combat.deck.about": "Your saved Combat decks",
    "cmd.combat.deck.build.name": "build",
    "cmd.combat.deck.build.about": "Save a deck: 20 cards, exactly 10 of them lambda",
    "cmd.combat.deck.build.name.name": "name",
    "cmd.combat.deck.build.name.about": "The deck's name (saving under a name you already "
                                        "have replaces that deck)",
    "cmd.combat.deck.build.cards.name": "cards",
    "cmd.combat.deck.build.cards.about": "Card names or ids, separated by commas, with "
                                         "counts: frappe x3, 2 choc, ...",
    "cmd.combat.deck.show.name": "show",
    "cmd.combat.deck.show.about": "A deck's cards: one of yours or a starter deck",
    "cmd.combat.deck.show.name.name": "name",
    "cmd.combat.deck.show.name.about": "Your deck's name, or a starter deck",
    "cmd.combat.deck.list.name": "list",
    "cmd.combat.deck.list.about": "Your saved decks and the four starter decks",
    "cmd.combat.deck.delete.name": "delete",
    "cmd.combat.deck.delete.about": "Delete one of your saved decks",
    "cmd.combat.deck.delete.name.name": "name",
    "cmd.combat.deck.delete.name.about": "Your deck's name",
    # -- /kungfuduel
    "cmd.kungfuduel.name": "kungfuduel",
    "cmd.kungfuduel.about": "Play Kung-Fu Duel: blind card bets in a kung-fu movie fight",
    "cmd.kungfuduel.new.name": "new",
    "cmd.kungfuduel.new.about": "Open a Kung-Fu Duel fight in this channel",
    "cmd.kungfuduel.new.players.name": "players",
    "cmd.kungfuduel.new.players.about": "How many fighters (2-4; the default 2, or as many as "
                                        "the sides need)",
    "cmd.kungfuduel.new.sides.name": "sides",
    "cmd.kungfuduel.new.sides.about": "The two sides: 1v1, 1v2, 2v2 or 1v3 (by default 1v1, "
                                      "1v2 or 2v2 by players)",
    "cmd.kungfuduel.new.gm.name": "gm",
    "cmd.kungfuduel.new.gm.about": "You are the game master: you grant bonuses and do not "
                                   "fight (one seat more)",
    "cmd.kungfuduel.new.pace.name": "pace",
    "cmd.kungfuduel.new.pace.about": "Live (3 minutes to plan) or daily (a day to plan, "
                                     "play-by-chat, the default)",
    "cmd.kungfuduel.character.name": "character",
    "cmd.kungfuduel.character.about": "Your Kung-Fu Duel characters",
    "cmd.kungfuduel.character.new.name": "new",
    "cmd.kungfuduel.character.new.about": "Build a character with 160 creation points",
    "cmd.kungfuduel.character.show.name": "show",
    "cmd.kungfuduel.character.show.about": "A character's sheet: one of yours or a ready-made "
                                           "fighter",
    "cmd.kungfuduel.character.show.name.name": "name",
    "cmd.kungfuduel.character.show.name.about": "Your character's name, or a ready-made "
                                                "fighter",
    "cmd.kungfuduel.character.list.name": "list",
    "cmd.kungfuduel.character.list.about": "Your characters and the ready-made fighters",
    "cmd.kungfuduel.character.delete.name": "delete",
    "cmd.kungfuduel.character.delete.about": "Delete one of your saved characters",
    "cmd.kungfuduel.character.delete.name.name": "name",
    "cmd.kungfuduel.character.delete.name.about": "Your character's name",
    # -- fixed choices
    "cmd.choice.pace.live": "Live: minutes per move, everyone at the table now",
    "cmd.choice.pace.daily": "Daily: a day per move, play-by-chat (default)",
    "cmd.choice.mode.white": "White Belt: random placement, 2 techniques (default)",
    "cmd.choice.mode.black": "Black Belt: secret loadout and placement, facing, back attacks",
    "cmd.choice.layout.1v1": "1v1: one against one",
    "cmd.choice.layout.1v2": "1v2: one against two",
    "cmd.choice.layout.2v2": "2v2: two against two",
    "cmd.choice.layout.1v3": "1v3: one against three",
    "cmd.choice.language.auto": "Automatic: the server's Discord language",
    "cmd.choice.language.en": "English",
    "cmd.choice.language.fr": "Français (French)",
}
