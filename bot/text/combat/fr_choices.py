"""French messages of combat (option labels, ids ``combat.label.*``): one per action kind,
with a variant where the same kind means something else (a basic technique, a card, a cell to
stay on). Labels speak for the player who clicks ("ma main", "Ma carte")."""

MESSAGES: dict[str, str] = {
    # section 3.1: the deck choice
    "combat.label.deck.starter": "{deck:deck} · {theme}",
    "combat.label.deck.saved": "{name} (ton deck enregistré)",
    "combat.label.deck.saved_unknown": "Deck enregistré {n}",
    # R9: the turn's action
    "combat.label.basic": "{basic:basic} · {basic:summary}",
    "combat.label.play": "{card:card} · {card:summary}",
    "combat.label.intervene": "{card:card} ({owner:who}) : {step:step}",
    "combat.label.intervene.own": "Ma carte {card:card} : {step:step}",
    "combat.label.intervene.rest": "{head} → {rest:steps}",
    "combat.label.menu.basic": "Techniques de base",
    "combat.label.menu.card": "Une carte de ma main",
    "combat.label.menu.intervention": "Une intervention en attente",
    "combat.label.back": "Retour",
    # R18
    "combat.label.discard": "{card:card}",
    "combat.label.discard.copies": "{card:card} (×{n} en main)",
    # R19/R20: destinations, named by coordinates with how far they are from the other figure
    "combat.label.move": "{cell:cell} · distance {d} de {other}",
    "combat.label.move.you": "{cell:cell} · distance {d} de toi",
    "combat.label.move.stay": "{cell:cell} · rester",
    "combat.label.column": "Colonne {q} · {n:plural:# case|# cases}",
    # R20/D15
    "combat.label.push": "Pousser {d:dir} → {cell:cell}",
    "combat.label.push.off": "Pousser {d:dir} → hors du plateau",
    # DISSIPER
    "combat.label.dissipate": "{card:card} ({owner:who})",
    "combat.label.dissipate.none": "Aucune",
}
