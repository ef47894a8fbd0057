"""French messages of brutal_ring (the combined engage decision: R13 + R14 asked once, on one
clock)."""

MESSAGES = {
    "brutal_ring.label.engage_attack": "{card:name} attaque {target:name} ({owner:who})",
    "brutal_ring.label.engage_attack_unowned": "{card:name} attaque {target:name}",
    "brutal_ring.label.engage_pass": "Engager {card:name}, sans attaquer",
}
