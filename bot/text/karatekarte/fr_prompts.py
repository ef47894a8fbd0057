"""French messages of KarateKarte (the words at the top of a player's private prompt)."""

MESSAGES = {
    "karatekarte.identity": "Tu joues {colour:colour}.",
}
