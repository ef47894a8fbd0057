"""Words at the top of a player's private prompt, and the game's clock in the lobby."""

MESSAGES = {
    "brutal_ring.identity": "You are in team {team}, with {mate:who}.",
    "brutal_ring.lobby.entry_clock": "; {entry} to enter gladiators",
}
