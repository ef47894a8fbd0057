"""English messages of Martial Art (ids ``martial_art.*``): the words the formats use, the log
line of every event (``.private``: the owner's twin, R68), the status lines, who you are and
how a fight was decided. Prompts are in ``en_prompts.py``, button labels in
``en_choices.py``, the ``/rules`` summary in ``en_rules.py`` and the pictures' words (with the
technique, fighter, token and zone names) in ``en_picture.py``."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/martial_art/__init__.py)
    "martial_art.nothing": "nothing",
    "martial_art.none": "none",
    "martial_art.separator": ", ",
    "martial_art.list_separator": "; ",
    "martial_art.plus": " + ",
    "martial_art.life_separator": "·",
    "martial_art.count": "{n} {code:token}",
    "martial_art.face_down": "a face-down Effect",
    "martial_art.zone_named": "zone {n} ({part})",
    "martial_art.board_zone": "{tokens} in zone {n}",
    "martial_art.cost.chi": "{n} Chi",
    "martial_art.cost.rage": "{n} Rage",
    "martial_art.cost.plus": " + ",
    "martial_art.cost.free": "free",
    "martial_art.keyword.start": "Start",
    "martial_art.keyword.end": "End",
    "martial_art.keyword.reaction": "Reaction",
    "martial_art.keyword.style": "Style",
    "martial_art.gauge.chi": "Chi",
    "martial_art.gauge.rage": "Rage",
    "martial_art.dir.E": "E",
    "martial_art.dir.NE": "NE",
    "martial_art.dir.NW": "NW",
    "martial_art.dir.W": "W",
    "martial_art.dir.SW": "SW",
    "martial_art.dir.SE": "SE",
    "martial_art.face.F": "✖",
    "martial_art.face.N": "✔",
    "martial_art.face.X": "✸",
    "martial_art.face.none": "no dice",
    "martial_art.loadout": "{player:who}: {techniques:techniques}",
    "martial_art.teams": " Teams: {a:whos} against {b:whos}.",
    "martial_art.lost_from.aside": "from the set-aside pile",
    "martial_art.lost_from.zone": "from zone {zone}",
    "martial_art.wound.serious": " (past the Serious-Wound line)",
    "martial_art.wound.ko": " (the KO cell)",
    # -- clauses said only when they say something
    "martial_art.note.tax": " Harite tax: each step and Grab costs {n} more Movement.",
    "martial_art.note.extra_move": " Sok Klap Lang: +{n} Movement.",
    "martial_art.note.delayed": " From last turn: {ts:techniques}.",
    "martial_art.note.paid": ", paying {n} Movement",
    "martial_art.note.pool": " Movement pool: {n}.",
    "martial_art.note.movement": " and {n:plural:# Movement token|# Movement tokens}",
    "martial_art.note.cancels": " after {n} cancelled",
    "martial_art.note.extra": " (each ✸ deals {n} more)",
    "martial_art.note.swapped": " (L'Homme Ivre turns it into {roll:faces})",
    "martial_art.note.replaced": ", replacing {t:technique}",
    # -- choice families: a sub-message per value
    "martial_art.random_tag.yes": " (at random: time ran out)",
    "martial_art.random_tag.no": "",
    "martial_art.bonus_tag.yes": " (bonus turn)",
    "martial_art.bonus_tag.no": "",
    "martial_art.back_tag.yes": " from behind (+1 die)",
    "martial_art.back_tag.no": "",
    "martial_art.free_tag.yes": " after the attack",
    "martial_art.free_tag.no": "",
    "martial_art.collision_tag.yes": " against the collision",
    "martial_art.collision_tag.no": "",
    "martial_art.discard_tag.yes": " (discarded after defending)",
    "martial_art.discard_tag.no": "",
    "martial_art.grab_tag.yes": " (a Grab: only ✸ blocks)",
    "martial_art.grab_tag.no": "",
    "martial_art.collision_roll.yes": " (collision)",
    "martial_art.collision_roll.no": "",
    "martial_art.out_reason.ko": "KO",
    "martial_art.out_reason.technical_ko": "technical KO (3 wounds past the line)",
    "martial_art.out_reason.ring_out": "ring-out",
    "martial_art.out_reason.forfeit": "forfeit",
    "martial_art.swap_partner.none": "an Effect",
    "martial_art.swap_partner.K": "the Kick",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "martial_art.event.seats": "Seat order: {seats:whos}.{teams:sides}",
    "martial_art.event.picked": "{player:who} picks {fighter:fighter}{random:random_tag}.",
    "martial_art.event.loadout_ready": "{player:who} has chosen their techniques.",
    "martial_art.event.loadouts": "Loadouts revealed: {loadouts:loadouts}.",
    "martial_art.event.placement_ready": "{player:who} has placed their tokens.",
    "martial_art.event.placement": "{player:who}'s Actions: {actions:board}.",
    "martial_art.event.placement.private": "Your board: Actions {actions:board}; face-down "
                                           "Effects {effects:board}; set aside "
                                           "{aside:tokens}.",
    "martial_art.event.round": "🔔 Round {round}.",
    "martial_art.event.turn": "▶️ {player:who}'s turn{bonus:bonus_tag}.{tax:tax_note}"
                              "{extra_move:extra_move_note}{delayed:delayed_note}",
    "martial_art.event.locked": "{player:who} is under a Kiai lock: no Chi or Rage may be "
                                "spent this turn.",
    "martial_art.event.face": "{player:who} turns to face {facing:dir}.",
    "martial_art.event.start": "{player:who} picks up {zone:zone}: {tokens:tokens}."
                               "{pool:pool_note}",
    "martial_art.event.skip": "{player:who}'s board is empty: the turn goes straight to its "
                              "end.",
    "martial_art.event.energy": "{player:who} gains 1 {gauge:gauge} (now {value}).",
    "martial_art.event.step": "{player:who} steps{free:free_tag} ({pool} Movement left).",
    "martial_art.event.buy": "{player:who} buys 1 Movement for 1 Chi + 1 Rage (pool {pool}).",
    "martial_art.event.technique": "{player:who} activates {technique:technique} "
                                   "({technique:keyword}, {technique:cost})"
                                   "{replaced:replaced_note}.",
    "martial_art.event.sown": "{player:who} sows into zones {zones:zones}: {actions:drops}.",
    "martial_art.event.sown.private": "You sow into zones {zones:zones}: {actions:drops} "
                                      "(your Effects: {effects:own_effects}).",
    "martial_art.event.declare": "⚔️ {player:who} attacks {defender:who}: {strike:token} to "
                                 "{zone:zone}{back:back_tag}{paid:paid_note}.",
    "martial_art.event.no_attack": "{player:who} does not attack.",
    "martial_art.event.defence": "🛡️ {player:who} reveals "
                                 "{d:plural:# Defense token|# Defense tokens}{m:m_note} in "
                                 "{zone:zone}{third:collision_tag}: "
                                 "{dice:plural:# die|# dice}.",
    "martial_art.event.push": "{player:who} pushes {defender:who} one cell back and follows.",
    "martial_art.event.ring_out": "💥 {player:who} pushes {defender:who} out of the arena!",
    "martial_art.event.collision": "💥 {defender:who} crashes into {third:who}: nobody moves "
                                   "again this turn, the attack gets +1 die and {third:who} "
                                   "takes a collision roll.",
    "martial_art.event.roll": "🎲 {player:who} → {defender:who}{collision:collision_roll}: "
                              "{attack:faces}{swapped:swapped_note} against {defence:faces}"
                              "{grab:grab_tag}: {damage} damage{cancels:cancels_note}"
                              "{extra:extra_note}, {successes} blocked, {dealt} dealt.",
    "martial_art.event.damage": "🩸 {player:who}'s {zone:zone}: life {before} → {after}"
                                "{after:wound}.",
    "martial_art.event.discard": "{player:who} loses one {code:token} token {zone:lost_from}"
                                 "{discard:discard_tag}.",
    "martial_art.event.tax": "{player:who}'s next turn is taxed by Harite: each step and Grab "
                             "costs {tax} more Movement.",
    "martial_art.event.out": "💀 {player:who} is out: {reason:out_reason}.",
    "martial_art.event.first_tokens": "{player:who} puts "
                                      "{count:plural:# set-aside token|# set-aside tokens} "
                                      "into zone {zone}.",
    "martial_art.event.first_tokens.private": "Your set-aside tokens ({codes:tokens}) go into "
                                              "zone {zone}.",
    "martial_art.event.kiai": "{player:who}'s Kiai: {target:who} cannot spend Chi or Rage "
                              "next turn.",
    "martial_art.event.swap": "{player:who} swaps an Effect of zone {zones[0]} with "
                              "{action:swap_partner} of zone {zones[1]}.",
    "martial_art.event.swap.private": "You swap your {codes[0]:token} of zone {zones[0]} with "
                                      "the {codes[1]:token} of zone {zones[1]}.",
    "martial_art.event.shift": "{player:who} moves an Effect from zone {zones[0]} to zone "
                               "{zones[1]}.",
    "martial_art.event.shift.private": "You move your {code:token} from zone {zones[0]} to "
                                       "zone {zones[1]}.",
    "martial_art.event.bonus": "🐆 {player:who} plays a bonus turn!",
    "martial_art.event.rounds_over": "⏱️ {rounds} rounds are over: the fighters still standing "
                                     "are ranked.",
    "martial_art.event.end": "🏁 The fight is over.",
    # -- the status message
    "martial_art.status.mode.white": "🥋 White Belt",
    "martial_art.status.mode.black": "🥋 Black Belt",
    "martial_art.status.round": "{mode} · round {round} of {rounds}",
    "martial_art.status.round_open": "{mode} · round {round}",
    "martial_art.status.phase.pick": "{mode} · fighters are picked, last seat first",
    "martial_art.status.phase.loadout": "{mode} · secret loadouts: {n} of {total} ready",
    "martial_art.status.phase.place": "{mode} · secret placements: {n} of {total} ready",
    "martial_art.status.phase.over": "{mode} · the fight is over",
    "martial_art.status.fighter": "**{player:who}** ({label}) · {fighter:fighter}: life "
                                  "{life:life} · Chi {chi} · Rage {rage}",
    "martial_art.status.style": " · Style {t:technique}",
    "martial_art.status.ready": " · ready ✅",
    "martial_art.status.no_fighter": "**{player:who}** ({label}): no fighter yet",
    "martial_art.status.out": "💀 **{player:who}** ({label}) · {fighter:fighter}: out, "
                              "{reason:out_reason}",
    # -- who you are, at the top of a private prompt
    "martial_art.identity": "You are {label}",
    "martial_art.identity.fighter": "You are {label} · {fighter:fighter}",
    "martial_art.identity.team": "You are {label}, in team {team} with {mate:who}",
    "martial_art.identity.team_fighter": "You are {label} · {fighter:fighter}, in team {team} "
                                         "with {mate:who}",
    # -- how a finished fight was decided (after the shared result line)
    "martial_art.result.ko": "the last standing, by KO",
    "martial_art.result.ring_out": "the last standing, by ring-out",
    "martial_art.result.rounds": "round limit: ranked on fighters standing, then on damage",
    "martial_art.result.draw": "round limit: the sides are tied",
}
