"""French messages of KarateKarte (ids ``karatekarte.*``): the words the formats use, the log
line of every event, prompts, button labels, status and result lines, the board's and the
hand's words, the short ``/rules`` text.

The vocabulary is the French rulebook's: Amorce, Allonge, Impact, Parade, Pioche Bonus, Coup +1,
Coup rapide, Coup éclair, Glissade; pioche, main, défausse, zone Points, pile Énergie, face
visible / face cachée, coup (pied gauche, poing gauche, poing droit, pied droit), coup en
cours, parer, retourner, reconstituer sa main; the player is addressed with "tu"."""

MESSAGES: dict[str, str] = {
    # ----------------------------------------------------------------- values (see FORMATS)
    "karatekarte.strike.LF": "pied gauche",
    "karatekarte.strike.LP": "poing gauche",
    "karatekarte.strike.RP": "poing droit",
    "karatekarte.strike.RF": "pied droit",
    # a card of a strike: its type's own name (``name``) and the strike ("Amorce pied gauche")
    "karatekarte.card.LF": "{name} pied gauche",
    "karatekarte.card.LP": "{name} poing gauche",
    "karatekarte.card.RP": "{name} poing droit",
    "karatekarte.card.RF": "{name} pied droit",
    "karatekarte.colour.B": "Bleu",
    "karatekarte.colour.O": "Orange",
    "karatekarte.nothing": "rien",
    "karatekarte.flip.match": "elle correspond.",
    "karatekarte.flip.miss": "elle ne correspond pas et part à la défausse.",
    # ----------------------------------------------------------------- events (log lines)
    "karatekarte.event.deal.private": "Tu joues {colour:colour} ; tu as pioché {cards:cards}.",
    "karatekarte.event.start": "{player:who} commence.",
    "karatekarte.event.draw": "{player:who} a pioché une carte.",
    "karatekarte.event.draw.private": "Tu as pioché {card:card}.",
    "karatekarte.event.exchange":
        "{player:who} défausse une Pioche Bonus et pioche une carte Bonus.",
    "karatekarte.event.exchange.private":
        "Tu as échangé une Pioche Bonus contre {bonus:card}.",
    "karatekarte.event.glissade_drawn":
        "{player:who} défausse une Pioche Bonus et tire la Glissade !",
    "karatekarte.event.glissade_idle": "Aucun coup en cours : la Glissade est sans effet.",
    "karatekarte.event.glissade":
        "{player:who} glisse : son coup {lane:lane} est défaussé ({cards:cards}).",
    "karatekarte.event.play":
        "{player:who} pose {cards:cards} face visible sur son coup {lane:lane}.",
    "karatekarte.event.charge": "{player:who} charge {count:plural:# carte|# cartes} face "
                                "cachée sur sa pile Énergie {lane:lane}.",
    "karatekarte.event.charge.private":
        "Tu as chargé {cards:cards} (la première sur le dessus) sur ta pile Énergie "
        "{lane:lane}.",
    "karatekarte.event.parry":
        "{player:who} pare : {opponent:who} défausse son coup {lane:lane} ({cards:cards}).",
    "karatekarte.event.reveal": "{player:who} révèle sa pile Énergie {lane:lane}.",
    "karatekarte.event.flip": "{player:who} retourne {card:card} : {match:flip}",
    "karatekarte.event.score":
        "{player:who} réussit un coup {lane:lane} : +{points} (total {total}).",
    "karatekarte.event.refill": "{player:who} pioche {count:plural:# carte|# cartes}.",
    "karatekarte.event.refill.private": "Tu as pioché {cards:cards}.",
    "karatekarte.event.end": "{player:who} n'a plus de cartes dans sa pioche : la partie est "
                             "terminée.",
    # ----------------------------------------------------------------- prompts
    # ``.other``: the same decision addressed to its player from a public message, after a
    # mention ("@Aiko, retourner la carte suivante, ou t'arrêter ?").
    "karatekarte.prompt.branch":
        "À toi de jouer : piocher une carte, ou révéler une de tes piles Énergie ?",
    "karatekarte.prompt.branch.other":
        "à toi de jouer : piocher une carte, ou révéler une de tes piles Énergie ?",
    "karatekarte.prompt.exchange": "Échanger une autre Pioche Bonus, ou piocher ta carte ?",
    "karatekarte.prompt.exchange.other":
        "échanger une autre Pioche Bonus, ou piocher ta carte ?",
    "karatekarte.prompt.glissade":
        "Glissade ! Choisis lequel de tes coups en cours elle défausse.",
    "karatekarte.prompt.glissade.other":
        "glissade ! Choisis lequel de tes coups en cours elle défausse.",
    "karatekarte.prompt.action":
        "Choisis ton action : poser face visible sur un coup, charger une pile Énergie, "
        "ou parer.",
    "karatekarte.prompt.action.other":
        "choisis ton action : poser face visible sur un coup, charger une pile Énergie, "
        "ou parer.",
    "karatekarte.prompt.place":
        "Pose face visible sur le coup {lane:lane} : {draft}. Ajoute une carte, ou valide.",
    "karatekarte.prompt.place.other": "choisis les cartes à poser face visible.",
    "karatekarte.prompt.charge":
        "Charge de la pile Énergie {lane:lane} (la première carte sur le dessus) : {draft}. "
        "Ajoute une carte, ou valide.",
    "karatekarte.prompt.charge.other": "choisis les cartes à charger face cachée.",
    "karatekarte.prompt.draft_empty": "rien pour l'instant",
    "karatekarte.prompt.reveal":
        "La carte correspond. Retourner la carte suivante, ou t'arrêter là ?",
    "karatekarte.prompt.reveal.other": "retourner la carte suivante, ou t'arrêter ?",
    # ----------------------------------------------------------------- button labels
    "karatekarte.label.draw": "Piocher une carte",
    "karatekarte.label.exchange": "Échanger une Pioche Bonus",
    "karatekarte.label.reveal": "Révéler {lane:lane} ({count})",
    "karatekarte.label.face_up": "Jouer {lane:lane}",
    "karatekarte.label.charge": "Charger l'Énergie {lane:lane}",
    "karatekarte.label.parry": "Parer son {lane:lane}",
    "karatekarte.label.place.face_up": "Poser {card:card}",
    "karatekarte.label.place.charge": "Ajouter {card:card}",
    "karatekarte.label.done": "Valider",
    "karatekarte.label.cancel": "Retour",
    "karatekarte.label.glissade": "Défausser {lane:lane}",
    "karatekarte.label.continue": "Retourner la carte suivante",
    "karatekarte.label.stop": "M'arrêter là",
    # ----------------------------------------------------------------- status and result
    "karatekarte.status.side": "{dot} **{player:who}** ({colour:colour}) : "
                               "{score:plural:# pt|# pts}, {impacts:plural:# Impact|# Impacts}, "
                               "pioche {deck}",
    "karatekarte.result.summary": "{first:who} {first_score} – {second:who} {second_score}",
    "karatekarte.result.points": "{summary} : {winner:who} gagne.",
    "karatekarte.result.tiebreak":
        "{summary} : {winner:who} gagne aux Impacts ({won} contre {lost}).",
    "karatekarte.result.draw": "{summary} : égalité parfaite, ex aequo.",
    # ----------------------------------------------------------------- the board picture
    "karatekarte.picture.turn": "Tour {n}",
    "karatekarte.picture.to_play": "▶ {player:who} joue",
    "karatekarte.picture.reveals": "▶ {player:who} révèle {lane}",
    "karatekarte.picture.bonus_pile": "Cartes Bonus",
    "karatekarte.picture.winner": "Fin de partie : {player:who} gagne !",
    "karatekarte.picture.draw": "Fin de partie : ex aequo",
    "karatekarte.picture.points": "★ {n:plural:# pt|# pts}",
    "karatekarte.picture.impacts": "{n:plural:# Impact|# Impacts}",
    "karatekarte.picture.colour_tag": "({colour:colour})",
    "karatekarte.picture.active": "À JOUER",
    "karatekarte.picture.deck": "Pioche {n}",
    "karatekarte.picture.hand": "Main {n}",
    "karatekarte.picture.discard": "Défausse {n}",
    "karatekarte.picture.discard_top": "dessus de la défausse :",
    "karatekarte.picture.energy": "Énergie",
    "karatekarte.picture.energy_count": "{n} face cachée",
    "karatekarte.picture.empty": "vide",
    "karatekarte.picture.no_strike": "aucun coup",
    # ----------------------------------------------------------------- the hand picture
    "karatekarte.picture.hand_title": "Ta main · {colour:colour}",
    "karatekarte.picture.your_turn": "Tour {n} · à toi",
    "karatekarte.picture.their_turn": "Tour {n} · {colour:colour} joue",
    "karatekarte.picture.over": "Partie terminée",
    "karatekarte.picture.hand_count": "Main · {n:plural:# carte|# cartes}",
    "karatekarte.picture.chosen": "choix n° {n}",
    "karatekarte.picture.hint.PB": "contre un Bonus",
    "karatekarte.picture.hint.CP1": "après un Impact",
    "karatekarte.picture.hint.CR": "Amorce ou Allonge",
    "karatekarte.picture.hint.CE": "Amorce + Allonge",
    "karatekarte.picture.hint.GL": "défausse un coup",
    "karatekarte.picture.placing": "Pose face visible sur {code} · {lane:lane}",
    "karatekarte.picture.charging":
        "Charge de l'Énergie {code} · {lane:lane} (carte du dessus en premier)",
    "karatekarte.picture.choose": "Choisis les cartes à ajouter…",
    "karatekarte.picture.energy_title":
        "Tes piles Énergie · carte du dessus en premier (toi seul les vois)",
    "karatekarte.picture.cards": "{n:plural:# carte|# cartes}",
    # ----------------------------------------------------------------- /rules
    "karatekarte.rules": """\
**KarateKarte** : 2 joueurs, environ 10 minutes.
Porte des **coups** (pied gauche, poing gauche, poing droit, pied droit), chacun construit \
dans l'ordre : une **Amorce**, puis une **Allonge**, puis un **Impact**. Un coup réussi \
rapporte 1 point (2 avec un **Coup +1**).

À ton tour, au choix :
• **Piocher** : échange si tu veux des Pioche Bonus contre des cartes Bonus, pioche 1 carte, \
puis fais UNE action : débuter un coup (1 carte face visible), le continuer (1 carte), le \
terminer (des cartes finissant par un Impact), **charger** une pile Énergie face cachée \
(autant de cartes que tu veux, dans l'ordre de ton choix), ou **parer** un coup en cours de \
ton adversaire avec la Parade de ce coup. Reconstitue ensuite ta main à 5 cartes.
• **Révéler** une de tes piles Énergie : retourne ses cartes une à une sur le coup tant \
qu'elles suivent la séquence, et arrête-toi quand tu veux. Une carte qui ne correspond pas \
est perdue et termine ton tour.

Cartes Bonus : Coup rapide (remplace une Amorce ou une Allonge), Coup éclair (les deux à la \
fois), Coup +1 (après l'Impact), Glissade (défausse un de tes coups en cours !).
La partie s'arrête quand un joueur ne peut pas reconstituer sa main à 5 cartes ou vide sa \
pioche. Le plus de points l'emporte ; en cas d'égalité, le plus d'Impacts.""",
}
