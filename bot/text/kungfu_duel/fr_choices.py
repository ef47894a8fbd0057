"""French messages of kungfu_duel (option labels, ids ``kungfu_duel.label.*``): one per action
kind, with a variant where the same kind means something else (a saved character, a refill
option, a marked card)."""

MESSAGES: dict[str, str] = {
    # the pick
    "kungfu_duel.label.pick": "{character:character} · {ratings:ratings}",
    "kungfu_duel.label.pick.saved": "{name} (ton personnage)",
    "kungfu_duel.label.pick.saved_unknown": "Personnage enregistré {n}",
    # R42: the game master
    "kungfu_duel.label.grant": "Accorder {n:plural:# carte|# cartes} à {target:who}",
    "kungfu_duel.label.free": "Tour gratuit : {target:who}",
    "kungfu_duel.label.free.marked": "Tour gratuit : {target:who} ✓ (retirer)",
    "kungfu_duel.label.free_go": "Lancer le tour gratuit",
    "kungfu_duel.label.gm_done": "Terminé",
    # R10: planning
    "kungfu_duel.label.bet": "Miser sur {comp:comp} ({suit})",
    "kungfu_duel.label.draw": "Piocher un bonus",
    "kungfu_duel.label.atout": "Jouer {bonus:bonus} {bonus:suits} : {n:plural:# mise bonus|# mises "
                               "bonus}",
    "kungfu_duel.label.pose": "Poser {bonus:bonus} ({kind})",
    "kungfu_duel.label.use.materiel": "Utiliser {bonus:bonus} {bonus:suits} : jusqu'à {n} "
                                      "{n:plural:mise bonus|mises bonus}{pool:pool_tag}",
    "kungfu_duel.label.use.terrain": "Utiliser {bonus:bonus} {bonus:suits} : jusqu'à {n} "
                                     "{n:plural:mise bonus|mises bonus}",
    "kungfu_duel.pool_tag.yes": " (avec ses propres PA)",
    "kungfu_duel.pool_tag.no": "",
    "kungfu_duel.label.slot": "Mise bonus sur {comp:comp} ({suit})",
    "kungfu_duel.label.skip_slots": "Laisser les autres mises bonus",
    "kungfu_duel.label.discard": "Défausser des bonus…",
    "kungfu_duel.label.mark.hand": "{bonus:bonus} (en main)",
    "kungfu_duel.label.mark.front": "{bonus:bonus} (devant toi)",
    "kungfu_duel.label.mark.hand.marked": "{bonus:bonus} (en main) ✓ retirer",
    "kungfu_duel.label.mark.front.marked": "{bonus:bonus} (devant toi) ✓ retirer",
    "kungfu_duel.label.discard_go": "Défausser les cartes cochées (1 PA)",
    "kungfu_duel.label.back": "Retour",
    "kungfu_duel.label.refill.a": "Plein de bonus : compléter la main (1 dommage en Tempo)",
    "kungfu_duel.label.refill.b": "Plein de bonus : nouvelle main (1 dommage en Tempo)",
    "kungfu_duel.label.refill.surrender": "Plein de bonus (tu vas te rendre)",
    "kungfu_duel.label.retreat": "Repli tactique (1 dommage en Présence)",
    "kungfu_duel.label.lock": "Valider mon plan",
    # R17
    "kungfu_duel.label.keep": "Garder {card:card}",
    # R25
    "kungfu_duel.label.boost": "Défausser {card:card} de {comp:comp} : +1 dommage",
    "kungfu_duel.label.boost.marked": "{card:card} de {comp:comp} ✓ (retirer)",
    "kungfu_duel.label.boost_done": "Terminé",
    "kungfu_duel.label.boost_done.none": "Pas de renfort",
    # R26
    "kungfu_duel.label.allot": "{n} à {target:who}",
    # R27 step 3
    "kungfu_duel.label.protect.faiblesse": "Poser {bonus:bonus} : neutralise jusqu'à {n}, bloque "
                                           "{bonus:suits}",
    "kungfu_duel.label.protect.atout": "Défausser {bonus:bonus} : neutralise 1",
    "kungfu_duel.label.protect.terrain": "Défausser le Terrain {bonus:bonus} : neutralise 1",
    "kungfu_duel.label.protect.materiel": "Défausser le Matériel {bonus:bonus} : neutralise 1",
    "kungfu_duel.label.absorb_done": "Terminé",
    # R33/R34
    "kungfu_duel.label.wound": "Encaisser la blessure (Vigueur −{n})",
    "kungfu_duel.label.convert": "Convertir en payant avec {paid:paid} (Distance −{n})",
    # R38
    "kungfu_duel.label.pursue": "Poursuivre {target:who}",
    "kungfu_duel.label.pursue.no": "Laisser partir {target:who}",
}
