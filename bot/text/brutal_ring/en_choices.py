"""Words of the combined engage decision (R13 + R14 asked once, on one clock)."""

MESSAGES = {
    "brutal_ring.label.engage_attack": "{card:name} attacks {target:name} ({owner:who})",
    "brutal_ring.label.engage_attack_unowned": "{card:name} attacks {target:name}",
    "brutal_ring.label.engage_pass": "Engage {card:name}, no attack",
}
