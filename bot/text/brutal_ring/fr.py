"""French messages of brutal_ring (ids ``brutal_ring.*``): the log lines of every event, the
prompts, button labels, status lines, the rules summary and the result. The pictures' words are
in ``fr_picture.py``, the card names in ``fr_names.py``.

The vocabulary is the French rulebook's (Brutal Ring, David Chomard): the four phases Pioche,
Rentrée dans le Ring, Combats, Survivants; Gladiateur, Arme, Trick, Attaque, Défense, Points
de victoire (PV), engager, Premier Joueur, pile et défausse; the Tricks Attaque Fairplay,
Défausse, Double Attaque, Défense Fairplay, Contre-attaque, Esquive. The player is addressed
with "tu"."""

MESSAGES: dict[str, str] = {
    # -- words the formats use (bot/text/brutal_ring/__init__.py)
    "brutal_ring.separator": ", ",
    "brutal_ring.nothing": "aucun",
    "brutal_ring.weapon": "{name} {attack}/{defence}",
    "brutal_ring.card.gladiator": "{name} [{trick:trick}]",
    "brutal_ring.card.weapon": "{name} {attack}/{defence} [{trick:trick}]",
    "brutal_ring.type.G": "Gladiateur",
    "brutal_ring.type.W": "Arme",
    "brutal_ring.side.attack": "attaque",
    "brutal_ring.side.defence": "défense",
    "brutal_ring.trick.A_PLUS1": "Attaque +1",
    "brutal_ring.trick.A_PLUS2": "Attaque +2",
    "brutal_ring.trick.A_PLUS3": "Attaque +3",
    "brutal_ring.trick.A_X2": "Attaque x2",
    "brutal_ring.trick.A_FAIRPLAY": "Attaque Fairplay",
    "brutal_ring.trick.A_DISCARD": "Défausse",
    "brutal_ring.trick.A_DOUBLE": "Double Attaque",
    "brutal_ring.trick.D_PLUS1": "Défense +1",
    "brutal_ring.trick.D_PLUS2": "Défense +2",
    "brutal_ring.trick.D_PLUS3": "Défense +3",
    "brutal_ring.trick.D_X2": "Défense x2",
    "brutal_ring.trick.D_FAIRPLAY": "Défense Fairplay",
    "brutal_ring.trick.D_COUNTER": "Contre-attaque",
    "brutal_ring.trick.D_DODGE": "Esquive",
    "brutal_ring.trick_colour.orange": "{trick:trick} (orange)",
    "brutal_ring.trick_colour.black": "{trick:trick} (noir)",
    "brutal_ring.entries.none": "aucun Gladiateur",
    "brutal_ring.entries.armed": "{gladiator:name} avec {weapon:weapon}",
    "brutal_ring.entries.unarmed": "{gladiator:name} sans Arme",
    "brutal_ring.blind.only": "la seule carte face cachée",
    "brutal_ring.blind.slot": "la carte n°{n}",
    "brutal_ring.pass_why.pass": "n'attaque pas",
    "brutal_ring.pass_why.decline": "renonce au combat bonus",
    "brutal_ring.pass_why.no_target": "n'a personne à attaquer",
    "brutal_ring.closing.entry": "la Rentrée dans le Ring est close",
    "brutal_ring.closing.tricks": "les Tricks sont verrouillés tels qu'ils sont posés",
    "brutal_ring.dodge_tag.yes": " (Esquive)",
    "brutal_ring.dodge_tag.no": "",
    "brutal_ring.counter_tag.yes": " ; Contre-attaque",
    "brutal_ring.counter_tag.no": "",
    "brutal_ring.bonus_tag.yes": " (combat bonus)",
    "brutal_ring.bonus_tag.no": "",
    # -- the final standing (R32/D16): the end event, the result line, the banner
    "brutal_ring.final.separator": " – ",
    "brutal_ring.final.team": "équipe {team} ({players:whos}) {score} ({gladiators} dans "
                              "l'arène)",
    "brutal_ring.final.player": "{player:who} {score} ({gladiators} dans l'arène)",
    "brutal_ring.final.points": "{standing} : {winners:whos} {n:plural:gagne|gagnent}.",
    "brutal_ring.final.tiebreak": "{standing} : {winners:whos} {n:plural:gagne|gagnent} au "
                                  "nombre de Gladiateurs.",
    "brutal_ring.final.shared": "{standing} : {winners:whos} se partagent la victoire.",
    "brutal_ring.final.draw": "{standing} : personne ne gagne.",
    # -- events (the log): public lines, then ``.private`` for the one player told
    "brutal_ring.event.teams": "Équipes : {teams[0]:whos} contre {teams[1]:whos}.",
    "brutal_ring.event.start": "Premier Joueur : {player:who}.",
    "brutal_ring.event.round": "Le tour {round} commence ; Premier Joueur : "
                               "{first_player:who}.",
    "brutal_ring.event.need": "{player:who} pioche {count:plural:# carte|# cartes}.",
    "brutal_ring.event.exhausted": "Les deux pioches et les deux défausses sont vides : "
                                   "{player:who} arrête de piocher à "
                                   "{short:plural:# carte|# cartes} du compte.",
    "brutal_ring.event.reshuffle": "La pile {pile:pile} est vide : sa défausse "
                                   "({count:plural:# carte|# cartes}) est mélangée pour en "
                                   "refaire une.",
    "brutal_ring.event.draw": "{player:who} pioche dans la pile {pile:pile}.",
    "brutal_ring.event.draw.private": "Tu as pioché {card:card}.",
    "brutal_ring.event.entry": "La Rentrée dans le Ring commence ({seconds} s).",
    "brutal_ring.event.draft_enter.private": "Tu ajoutes {card:name} à tes entrées.",
    "brutal_ring.event.draft_recall.private": "Tu reprends {card:name}.",
    "brutal_ring.event.draft_arm.private": "Tu armes {target:name} avec {card:card}.",
    "brutal_ring.event.draft_disarm.private": "Tu reprends {card:card} à {target:name}.",
    "brutal_ring.event.draft_count": "{player:who} prépare "
                                     "{entries:plural:# entrée|# entrées} ({armed} avec "
                                     "Arme).",
    "brutal_ring.event.confirm": "{player:who} valide ses entrées.",
    "brutal_ring.event.time_up": "Temps écoulé : {window:closing}.",
    "brutal_ring.event.enter": "{player:who} fait entrer dans le Ring : {entries:entries}.",
    "brutal_ring.event.engage": "{player:who} engage {gladiator:name}.",
    "brutal_ring.event.pass": "{gladiator:name} ({player:who}) {why:pass_why}.",
    "brutal_ring.event.attack": "{attacker:name} ({player:who}) attaque {defender:name} "
                                "({defending_player:who}){bonus:bonus_tag} : Armes "
                                "{base_attack} contre {base_defence} avant les Tricks.",
    "brutal_ring.event.place": "{player:who} pose un Trick face cachée sur {gladiator:name} "
                               "({count} en tout).",
    "brutal_ring.event.place.private": "Tu poses {card:card} sur {gladiator:name}.",
    "brutal_ring.event.take_back": "{player:who} retire un Trick face cachée de "
                                   "{gladiator:name} (il en reste {count}).",
    "brutal_ring.event.take_back.private": "Tu retires {card:card} de {gladiator:name}.",
    "brutal_ring.event.ready": "{player:who} ne veut plus rien changer.",
    "brutal_ring.event.lock": "Les Tricks sont verrouillés.",
    "brutal_ring.event.reveal": "Tricks de {gladiator:name} : {cards:cards}.",
    "brutal_ring.event.discard_pick": "Défausse : {player:who} prend {slot:blind_card} (posée "
                                      "par {placer:who}) : {card:card}, sans effet.",
    "brutal_ring.event.fairplay": "Fairplay ({by:side}) : tous les Tricks sont annulés.",
    "brutal_ring.event.result": "Attaque {attack} contre Défense {defence}{dodged:dodge_tag}"
                                "{counter_attack:counter_tag}.",
    "brutal_ring.event.kill": "{gladiator:name} ({player:who}) meurt : {killer:who} marque "
                              "{points} PV.",
    "brutal_ring.event.double": "Double Attaque : {gladiator:name} peut livrer un combat "
                                "bonus.",
    "brutal_ring.event.survivors": "{player:who} marque {points} points pour "
                                   "{armed:plural:# survivant armé|# survivants armés}.",
    "brutal_ring.event.discards_done": "{player:who} a choisi ses défausses.",
    "brutal_ring.event.discard": "{player:who} défausse {cards:cards}.",
    "brutal_ring.event.end": "La partie est terminée.",
    # -- prompts: to the decider, then ``.other`` to the thread ("➡️ @Aiko, ...")
    "brutal_ring.prompt.draw": "Pioche tes cartes : choisis une pile pour chaque carte.",
    "brutal_ring.prompt.draw.other": "pioche tes cartes : choisis une pile pour chaque carte.",
    "brutal_ring.prompt.draw_count": "Pioche tes cartes : encore {n}. Choisis une pile.",
    "brutal_ring.prompt.draw_count.other": "pioche tes cartes : encore {n}. Choisis une pile.",
    "brutal_ring.prompt.entry": "Prépare tes entrées (face cachée) : fais entrer des "
                                "Gladiateurs, arme-les, puis valide.",
    "brutal_ring.prompt.entry.other": "prépare tes entrées (face cachée) : fais entrer des "
                                      "Gladiateurs, arme-les, puis valide.",
    "brutal_ring.prompt.engage": "À toi dans le Ring : engage un de tes Gladiateurs et "
                                 "choisis qui il attaque, ou passe.",
    "brutal_ring.prompt.engage.other": "à toi dans le Ring : engage un de tes Gladiateurs et "
                                       "choisis qui il attaque, ou passe.",
    "brutal_ring.prompt.attack": "Choisis qui attaquer, ou passe.",
    "brutal_ring.prompt.attack.other": "choisis qui attaquer, ou passe.",
    "brutal_ring.prompt.tricks": "Pose des Tricks face cachée (ou reprends les tiens), puis "
                                 "appuie sur Prêt.",
    "brutal_ring.prompt.tricks.other": "pose des Tricks face cachée (ou reprends les tiens), "
                                       "puis appuie sur Prêt.",
    "brutal_ring.prompt.pick": "Défausse : choisis à l'aveugle un des Tricks face cachée du "
                               "défenseur.",
    "brutal_ring.prompt.pick.other": "Défausse : choisis à l'aveugle un des Tricks face "
                                     "cachée du défenseur.",
    "brutal_ring.prompt.bonus": "Double Attaque ! Livre un combat bonus, ou renonces-y.",
    "brutal_ring.prompt.bonus.other": "Double Attaque ! Livre un combat bonus, ou "
                                      "renonces-y.",
    "brutal_ring.prompt.discard": "Fin du tour : désigne les cartes à défausser, ou garde "
                                  "tout.",
    "brutal_ring.prompt.discard.other": "fin du tour : désigne les cartes à défausser, ou "
                                        "garde tout.",
    # -- button labels (and their descriptions in a select)
    "brutal_ring.label.draw": "Piocher dans la pile {pile:pile}",
    "brutal_ring.label.draw_rest": "Piocher le reste (Gladiateur, Arme, …)",
    "brutal_ring.label.enter": "Faire entrer {card:name} ({vp} PV)",
    "brutal_ring.label.arm": "Armer {target:name} avec {card:weapon}",
    "brutal_ring.label.disarm": "Reprendre {card:name} à {target:name}",
    "brutal_ring.label.recall": "Reprendre {card:name}",
    "brutal_ring.label.confirm": "Valider mes entrées",
    "brutal_ring.label.engage": "Engager {card:name}",
    "brutal_ring.label.attack": "Attaquer {target:name} ({owner:who})",
    "brutal_ring.label.attack_unowned": "Attaquer {target:name}",
    "brutal_ring.label.pass": "Passer",
    "brutal_ring.label.decline": "Renoncer au combat bonus",
    "brutal_ring.label.place": "Trick : {trick:trick_colour}",
    "brutal_ring.label.take_back": "Reprendre : {trick:trick_colour}",
    "brutal_ring.label.ready": "Prêt",
    "brutal_ring.label.pick": "Carte n°{n}",
    "brutal_ring.label.mark": "Défausser {card:name}",
    "brutal_ring.label.unmark": "Garder {card:name}",
    "brutal_ring.label.done": "Défausser les cartes désignées",
    "brutal_ring.label.keep_all": "Tout garder",
    "brutal_ring.label.trick": "Trick : {trick:trick_colour}",
    "brutal_ring.label.from": "carte {card:name}",
    # -- the status message
    "brutal_ring.status.round": "Tour {round} sur {rounds} · {phase}",
    "brutal_ring.status.phase.draw": "pioche",
    "brutal_ring.status.phase.entry": "rentrée dans le Ring",
    "brutal_ring.status.phase.engage": "engagement",
    "brutal_ring.status.phase.attack": "attaque",
    "brutal_ring.status.phase.tricks": "Tricks",
    "brutal_ring.status.phase.pick": "choix à l'aveugle",
    "brutal_ring.status.phase.bonus": "combat bonus",
    "brutal_ring.status.phase.discard": "défausse",
    "brutal_ring.status.phase.over": "partie terminée",
    "brutal_ring.status.team": "🏳️ équipe {team}, {first:who} & {second:who} : {score} pts",
    "brutal_ring.status.seat": "**{player:who}** ({label}) : {points} pts",
    "brutal_ring.status.draft": " · face cachée : {entries} ({armed} avec Arme)",
    "brutal_ring.status.confirmed": " · validé ✅",
    # -- /rules
    "brutal_ring.rules": (
        "**Brutal Ring** : de 2 à 4 propriétaires de Gladiateurs (à 4, deux équipes de 2), "
        "quatre tours.\n"
        "Chaque carte a deux moitiés : un **Gladiateur** ou une **Arme** en haut, un "
        "**Trick** en bas.\n\n"
        "À chaque tour :\n"
        "1. **Pioche** : chacun prend ses cartes une par une dans la pile Gladiateur ou la "
        "pile Arme.\n"
        "2. **Rentrée dans le Ring** : chacun prépare en secret les Gladiateurs qui entrent "
        "dans le Ring, chacun avec au plus une Arme, et valide. Quand tout le monde a validé "
        "(ou que le temps est écoulé), les entrées sont révélées ensemble.\n"
        "3. **Combats** : à tour de rôle, engage un de tes Gladiateurs et attaque celui d'un "
        "adversaire (ou passe). L'attaquant, le défenseur (et leurs coéquipiers) posent des "
        "Tricks face cachée depuis leur main, dans la limite des symboles des Gladiateurs, "
        "jusqu'à ce que tous soient prêts. Les Tricks sont révélés ; Attaque contre Défense : "
        "une Attaque strictement supérieure tue, et le tueur marque les PV du Gladiateur mort "
        "et de son Arme.\n"
        "4. **Survivants** : chaque survivant armé rapporte 2 points ; puis chacun peut se "
        "défausser.\n"
        "Après le tour 4, le plus de points gagne (les équipes additionnent leurs points)."),
}
