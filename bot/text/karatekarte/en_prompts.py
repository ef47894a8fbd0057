"""Words at the top of a player's private prompt."""

MESSAGES = {
    "karatekarte.identity": "You play {colour:colour}.",
}
