"""Data files the bot reads at run time, shipped inside the package so a wheel carries them.

``fonts/``: DejaVu Sans for the pictures. ``rules/``: the full rules pages attached by
``/rules`` (``<game>.md``, translations in ``<locale>/<game>.md``); a link to ``docs/rules``,
which stays where the README points, and which the wheel build copies as real files.

Found with ``importlib.resources.files("assets")``, never by a path relative to the source
tree: an installed bot has no ``docs/`` next to it.
"""
