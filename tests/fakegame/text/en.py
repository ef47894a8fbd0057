"""English messages of Two-Card Bluff."""

MESSAGES: dict[str, str] = {
    "bluff.rules": "One High and one Low card, one each, face down. The first player claims "
                   "High or concedes; the second believes the claim or calls it.",
    "bluff.card.high": "High",
    "bluff.card.low": "Low",
    "bluff.event.dealt.private": "You hold the {card:card} card.",
    "bluff.event.claimed": "{player:who} claims to hold the High card.",
    "bluff.event.conceded": "{player:who} concedes.",
    "bluff.event.believed": "{player:who} believes it.",
    "bluff.event.showdown": "Showdown: {winner:who} held the High card.",
    "bluff.prompt.claim": "Claim the High card, or concede?",
    "bluff.prompt.answer": "Believe the claim, or call it?",
    "bluff.label.claim": "Claim High",
    "bluff.label.concede": "Concede",
    "bluff.label.believe": "Believe",
    "bluff.label.call": "Call",
    "bluff.status": "{n:plural:# card|# cards} face down.",
    "bluff.picture.card": "Your card: {card:card}",
}
