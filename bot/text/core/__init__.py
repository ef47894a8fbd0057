"""Messages every game shares: the lobby, prompts around a decision, errors, results."""
