"""Martial Art's button labels (ids ``martial_art.label.*``): one per action kind, with a
variant where the same kind means something else at another step."""

MESSAGES: dict[str, str] = {
    # setup
    "martial_art.label.fighter": "{fighter:fighter} · {actions:tokens}",
    "martial_art.label.mark": "{t:technique} ({t:keyword}, {t:cost})",
    "martial_art.label.unmark": "Put back {t:technique}",
    "martial_art.label.confirm.loadout": "Confirm these 3",
    "martial_art.label.confirm.place": "Confirm my placement",
    "martial_art.label.put": "{code:token}",
    "martial_art.label.random": "The rest at random",
    "martial_art.label.clear": "Start again",
    # a turn
    "martial_art.label.face": "Face {d:dir}",
    "martial_art.label.start": "Zone {zone} · {zone:part} "
                               "({n:plural:# token|# tokens} → zone {target})",
    "martial_art.label.energy": "Energy → {gauge:gauge}",
    "martial_art.label.energy.futsu": "+1 {gauge:gauge}",
    "martial_art.label.step": "Step {d:dir}",
    "martial_art.label.step.cost": "Step {d:dir} ({cost} Movement)",
    "martial_art.label.step.free": "Free step {d:dir}",
    "martial_art.label.buy": "Buy 1 Movement (1 Chi + 1 Rage)",
    "martial_art.label.technique": "{t:technique} ({t:cost})",
    "martial_art.label.drop": "{code:token}",
    "martial_art.label.drop.before_last": "{code:token}, then {last:token} last",
    "martial_art.label.attack": "Attack {target:who} ({strike:token} → {zone:part})",
    "martial_art.label.attack.plain": "Attack {target:who} (→ {zone:part})",
    "martial_art.label.reveal.none": "Reveal nothing",
    "martial_art.label.reveal.d": "Reveal {d} Defense",
    "martial_art.label.reveal.m": "Reveal {m} Movement",
    "martial_art.label.reveal.dm": "Reveal {d} Defense + {m} Movement",
    "martial_art.label.target": "Lock {target:who}",
    "martial_art.label.token": "Zone {zone} · {code:token}",
    "martial_art.label.token.shift": "{code:token}: zone {zone} → zone {to}",
    "martial_art.label.action_zone": "The Kick in zone {zone}",
    # "no (more) choice here", by step
    "martial_art.label.done.move": "Sow now",
    "martial_art.label.done.declare": "No attack",
    "martial_art.label.done.react": "No Reaction",
    "martial_art.label.done.after": "Stay here",
    "martial_art.label.done.end": "End my turn",
    "martial_art.label.done.style_end": "Skip",
}
