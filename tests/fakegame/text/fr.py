"""French messages of Two-Card Bluff (« Bluff à deux cartes »), the same ids as ``en.py``."""

MESSAGES: dict[str, str] = {
    "bluff.rules": "Une carte Haute et une carte Basse, une chacun, face cachée. Le premier "
                   "joueur annonce la Haute ou abandonne ; le second croit l'annonce ou la "
                   "conteste.",
    "bluff.card.high": "Haute",
    "bluff.card.low": "Basse",
    "bluff.event.dealt.private": "Tu as la carte {card:card}.",
    "bluff.event.claimed": "{player:who} annonce avoir la carte Haute.",
    "bluff.event.conceded": "{player:who} abandonne.",
    "bluff.event.believed": "{player:who} le croit.",
    "bluff.event.showdown": "Abattage : {winner:who} avait la carte Haute.",
    "bluff.prompt.claim": "Annoncer la carte Haute, ou abandonner ?",
    "bluff.prompt.answer": "Croire l'annonce, ou la contester ?",
    "bluff.label.claim": "Annoncer Haute",
    "bluff.label.concede": "Abandonner",
    "bluff.label.believe": "Croire",
    "bluff.label.call": "Contester",
    "bluff.status": "{n:plural:# carte face cachée|# cartes face cachée}.",
    "bluff.picture.card": "Ta carte : {card:card}",
}
