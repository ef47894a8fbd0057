"""French messages of martial_art (button labels, ids ``martial_art.label.*``): one per action
kind, with a variant where the same kind means something else at another step."""

MESSAGES: dict[str, str] = {
    # setup
    "martial_art.label.fighter": "{fighter:fighter} · {actions:tokens}",
    "martial_art.label.mark": "{t:technique} ({t:keyword}, {t:cost})",
    "martial_art.label.unmark": "Retirer {t:technique}",
    "martial_art.label.confirm.loadout": "Valider ces 3",
    "martial_art.label.confirm.place": "Valider ma mise en place",
    "martial_art.label.put": "{code:token}",
    "martial_art.label.random": "Le reste au hasard",
    "martial_art.label.clear": "Recommencer",
    # a turn
    "martial_art.label.face": "S'orienter vers {d:dir}",
    "martial_art.label.start": "Zone {zone} · {zone:part} "
                               "({n:plural:# Pion|# Pions} → zone {target})",
    "martial_art.label.energy": "Énergie → {gauge:gauge}",
    "martial_art.label.energy.futsu": "+1 {gauge:gauge}",
    "martial_art.label.step": "Se déplacer vers {d:dir}",
    "martial_art.label.step.cost": "Se déplacer vers {d:dir} ({cost} Mouvement)",
    "martial_art.label.step.free": "Déplacement gratuit vers {d:dir}",
    "martial_art.label.buy": "Acheter 1 Mouvement (1 Chi + 1 Rage)",
    "martial_art.label.technique": "{t:technique} ({t:cost})",
    "martial_art.label.drop": "{code:token}",
    "martial_art.label.drop.before_last": "{code:token}, puis {last:token} en dernier",
    "martial_art.label.attack": "Attaquer {target:who} ({strike:token} → {zone:part})",
    "martial_art.label.attack.plain": "Attaquer {target:who} (→ {zone:part})",
    "martial_art.label.reveal.none": "Ne rien révéler",
    "martial_art.label.reveal.d": "Révéler {d} Défense",
    "martial_art.label.reveal.m": "Révéler {m} Mouvement",
    "martial_art.label.reveal.dm": "Révéler {d} Défense + {m} Mouvement",
    "martial_art.label.target": "Bloquer {target:who}",
    "martial_art.label.token": "Zone {zone} · {code:token}",
    "martial_art.label.token.shift": "{code:token} : zone {zone} → zone {to}",
    "martial_art.label.action_zone": "Le Coup de Pied de la zone {zone}",
    # "no (more) choice here", by step
    "martial_art.label.done.move": "Poser maintenant",
    "martial_art.label.done.declare": "Ne pas attaquer",
    "martial_art.label.done.react": "Pas de Réaction",
    "martial_art.label.done.after": "Rester ici",
    "martial_art.label.done.end": "Finir mon tour",
    "martial_art.label.done.style_end": "Passer",
}
