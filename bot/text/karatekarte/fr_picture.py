"""French messages of KarateKarte (ids ``karatekarte.picture.*``): the words of its landscape
pictures added with them (the older picture words are in ``fr.py``)."""

MESSAGES: dict[str, str] = {
    "karatekarte.picture.face_up": "Face visible",
    # a strike's short code: lane labels, card badges, hand tiles (Pied / Poing, Gauche / Droit)
    "karatekarte.picture.code.LF": "PiG",
    "karatekarte.picture.code.LP": "PoG",
    "karatekarte.picture.code.RP": "PoD",
    "karatekarte.picture.code.RF": "PiD",
    "karatekarte.picture.how.resign": "{player:who} a abandonné.",
    "karatekarte.picture.how.timeout":
        "{player:who} a manqué trois tours d'affilée et perd par forfait.",
}
