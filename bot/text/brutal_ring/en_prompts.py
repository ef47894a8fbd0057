"""Words at the top of a player's private prompt."""

MESSAGES = {
    "brutal_ring.identity": "You are in team {team}, with {mate:who}.",
}
