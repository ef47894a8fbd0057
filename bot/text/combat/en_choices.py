"""Combat's option labels (ids ``combat.label.*``): one per action kind, with a variant where
the same kind means something else (a basic technique, a card, a cell to stay on)."""

MESSAGES: dict[str, str] = {
    # section 3.1: the deck choice
    "combat.label.deck.starter": "{deck:deck} · {theme}",
    "combat.label.deck.saved": "{name} (your saved deck)",
    "combat.label.deck.saved_unknown": "Saved deck {n}",
    # R9: the turn's action
    "combat.label.basic": "{basic:basic} · {basic:summary}",
    "combat.label.play": "{card:card} · {card:summary}",
    "combat.label.intervene": "{owner:who}'s {card:card}: {step:step}",
    "combat.label.intervene.own": "My {card:card}: {step:step}",
    "combat.label.intervene.rest": "{head} → {rest:steps}",
    "combat.label.menu.basic": "Basic techniques",
    "combat.label.menu.card": "A card from my hand",
    "combat.label.menu.intervention": "A paused intervention",
    "combat.label.back": "Back",
    # R18
    "combat.label.discard": "{card:card}",
    "combat.label.discard.copies": "{card:card} (×{n} in hand)",
    # R19/R20: destinations, named by coordinates with how far they are from the other figure
    "combat.label.move": "{cell:cell} · {d} from {other}",
    "combat.label.move.you": "{cell:cell} · {d} from you",
    "combat.label.move.stay": "{cell:cell} · stay",
    "combat.label.column": "Column {q} · {n:plural:# cell|# cells}",
    # R20/D15
    "combat.label.push": "Push {d:dir} → {cell:cell}",
    "combat.label.push.off": "Push {d:dir} → off the board",
    # DISSIPER
    "combat.label.dissipate": "{owner:who}'s {card:card}",
    "combat.label.dissipate.none": "None",
}
