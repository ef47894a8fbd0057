"""French messages of brutal_ring (the words at the top of a player's private prompt, and the
game's clock in the lobby)."""

MESSAGES = {
    "brutal_ring.identity": "Tu es dans l'équipe {team}, avec {mate:who}.",
    "brutal_ring.lobby.entry_clock": " ; {entry} pour faire entrer les Gladiateurs",
}
