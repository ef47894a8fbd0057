"""What several games share: seats and teams, sealed simultaneous steps, picks, chance, hexes."""
