"""The Discord kit every game reuses: persistent components, prompts, lobby and status."""
