"""The picture tests' shared fixtures (defined in :mod:`tests.render.pictures`)."""

from tests.render.pictures import drawn_texts

__all__ = ["drawn_texts"]
