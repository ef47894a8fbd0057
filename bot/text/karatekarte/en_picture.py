"""English words of KarateKarte's landscape pictures added with them (ids
``karatekarte.picture.*``; the older picture words are in ``en.py``)."""

MESSAGES: dict[str, str] = {
    "karatekarte.picture.face_up": "Face up",
    # a strike's short code: lane labels, card badges, hand tiles
    "karatekarte.picture.code.LF": "LF",
    "karatekarte.picture.code.LP": "LP",
    "karatekarte.picture.code.RP": "RP",
    "karatekarte.picture.code.RF": "RF",
    "karatekarte.picture.how.resign": "{player:who} resigned.",
    "karatekarte.picture.how.timeout": "{player:who} missed three turns in a row and forfeits.",
}
