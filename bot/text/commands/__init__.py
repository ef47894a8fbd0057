"""The slash commands' words (ids ``cmd.*``): names, descriptions and choices, read by
:mod:`bot.ui.localized` when the cogs are defined and when the tree syncs."""
