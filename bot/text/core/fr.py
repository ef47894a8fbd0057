"""French messages shared by every game (ids ``core.*``), the same ids as ``en.py``. The
player is addressed as *tu*; a lobby is a *table* (as on French board-game sites), a match a
*partie*; commands are named as French clients show them (``/partie liste``, ``/regles``)."""

MESSAGES: dict[str, str] = {
    # -- words
    "core.player_fallback": "Joueur {tail}",
    "core.nobody": "personne",
    "core.and": "{head} et {last}",
    "core.picture.last": "Dernier coup :",
    "core.duration.day": "{n:plural:# jour|# jours}",
    "core.duration.hour": "{n:plural:# heure|# heures}",
    "core.duration.minute": "{n:plural:# minute|# minutes}",
    "core.duration.second": "{n:plural:# seconde|# secondes}",
    # -- errors (answered privately)
    "core.error.unknown_game": "Jeu inconnu : « {game} ».",
    "core.error.no_match": "Il n'y a pas de partie #{id}.",
    "core.error.store": "Impossible de lire la partie n°{id} ; l'erreur a été notée pour "
                        "un admin.",
    "core.error.not_started": "La partie #{id} n'a pas encore commencé.",
    "core.error.broken": "L'état enregistré de la partie #{id} est illisible ; elle est laissée "
                         "telle quelle pour qu'un admin y jette un œil.",
    "core.error.players_range": "{title} se joue de {low} à {high} joueurs.",
    "core.error.bad_options": "Ces options ne sont pas valables pour {title} : {reason}.",
    "core.error.timeout_range": "Le temps par tour doit être compris entre 1 minute et 7 jours.",
    "core.error.invite_self": "Tu ne peux pas t'inviter toi-même.",
    "core.error.already_seated": "Tu as déjà une place à cette table.",
    "core.error.reserved": "Cette table est réservée aux joueurs invités.",
    "core.error.full": "Cette partie est complète.",
    "core.error.not_seated_lobby": "Tu n'as pas de place à cette table.",
    "core.error.host_leave": "C'est toi qui héberges cette table : utilise « Annuler » pour la "
                             "fermer.",
    "core.error.started": "Cette partie a déjà commencé.",
    "core.error.over": "Cette partie est terminée.",
    "core.error.host_only_start": "Seul l'hôte peut lancer cette partie.",
    "core.error.need_players": "Il faut au moins {n} joueurs pour {title}.",
    "core.error.capacity": "Cette partie est prévue pour {capacity} joueurs ; places occupées : "
                           "{seated}.",
    "core.error.host_only_cancel": "Seul l'hôte peut annuler cette table.",
    "core.error.not_understood": "Je ne comprends pas ce choix.",
    "core.error.act_for_self": "Tu ne peux agir que pour toi-même.",
    "core.error.not_playing": "Tu ne joues pas dans cette partie.",
    "core.error.out_of_date": "Cette demande n'est plus à jour : la partie a avancé.",
    "core.error.choice_closed": "Cette demande n'est plus à jour : ce choix n'est plus possible.",
    "core.error.not_your_turn": "Ce n'est pas ton tour.",
    "core.error.not_available": "Ce choix n'est pas disponible.",
    "core.error.not_started_yet": "Cette partie n'a pas encore commencé.",
    "core.error.illegal": "Ce coup n'est pas autorisé pour l'instant.",
    "core.error.no_result": "La partie s'est arrêtée sans résultat ; c'est un bug.",
    "core.error.already_over": "Cette partie est déjà terminée.",
    "core.error.abort_not_allowed": "Seul l'hôte ou un membre ayant la permission « Gérer le "
                                    "serveur » peut interrompre une partie.",
    "core.error.not_your_prompt": "Cette demande ne t'est pas adressée.",
    "core.error.not_in_server": "La partie #{id} n'est pas sur ce serveur.",
    "core.error.none_here": "Tu n'as aucune partie en cours ici.",
    "core.error.several": "Tu as plusieurs parties en cours ({ids}) : précise laquelle avec "
                          "l'option `partie`.",
    "core.error.never_started": "La partie #{id} n'a jamais commencé : il n'y a pas de plateau "
                                "à montrer.",
    "core.error.unexpected": "Désolé, quelque chose a mal tourné de mon côté. La partie est "
                             "intacte ; réessaie.",
    "core.error.click_saved": "Désolé, quelque chose a mal tourné de mon côté après "
                              "l'enregistrement de ton coup : il compte bien. Les autres "
                              "risquent de l'apprendre avec du retard.",
    "core.error.click_failed": "Désolé, quelque chose a mal tourné de mon côté. Rien n'a "
                               "changé ; réessaie, s'il te plaît.",
    "core.error.batch": "Ces choix ne vont pas ensemble. Rien n'a changé ; choisis à nouveau.",
    "core.error.busy": "Désolé, le registre des parties est occupé en ce moment. Rien n'a "
                       "changé ; réessaie dans quelques secondes.",
    "core.error.dm_command": "Cette commande fonctionne dans un salon de serveur, pas en "
                             "messages privés.",
    "core.error.check_failed": "Tu ne peux pas utiliser cette commande ici.",
    "core.error.unknown_rules": "Je ne connais pas ce jeu.",
    "core.error.too_many_lobbies": "Tu héberges déjà {n} tables ouvertes : lance ou annule "
                                   "l'une d'elles avant d'en ouvrir une autre.",
    "core.error.bad_control": "Ce bouton ne vient pas de moi, ou il est trop ancien pour que je "
                              "le lise. Utilise `/partie liste` pour retrouver tes parties.",
    # -- the lobby
    "core.lobby.guild_only": "Les parties se jouent dans un salon de serveur, pas en messages "
                             "privés.",
    "core.lobby.missing_permissions": "Je ne peux pas héberger de partie dans {channel} : il me "
                                      "manque {n:plural:la permission|les permissions} "
                                      "**{perms}** ici. Demande à un admin du serveur de "
                                      "{n:plural:me l'accorder|me les accorder}, ou essaie un "
                                      "autre salon.",
    "core.lobby.is_bot": "{user} est un bot et ne peut pas jouer.",
    "core.lobby.self": "Tu ne peux pas te défier toi-même : laisse l'adversaire vide pour que "
                       "n'importe qui puisse rejoindre.",
    "core.lobby.challenge": "{invited} {host} te défie à {title} !",
    "core.lobby.title": "{title} · table #{id}",
    "core.lobby.players": "Joueurs ({seated}/{capacity})",
    "core.lobby.host": " (hôte)",
    "core.lobby.nobody": "personne pour l'instant",
    "core.lobby.reserved": "Réservé à",
    "core.lobby.turn_timeout": "Temps par tour",
    "core.lobby.pace": "Rythme",
    "core.lobby.pace_turn": "{pace} : {turn} par coup",
    "core.pace.live": "En direct",
    "core.pace.daily": "Au quotidien",
    "core.pace.custom": "Personnalisé",
    "core.lobby.open_seats": "{n:plural:# place libre|# places libres}.",
    "core.lobby.needs": "Il en manque {n} pour commencer.",
    "core.lobby.can_start": "{host} peut lancer la partie.",
    "core.lobby.the_host": "L'hôte",
    "core.lobby.closed": "Cette table a été fermée.",
    "core.lobby.expired": "Cette table a expiré : personne ne l'a lancée en {ttl}.",
    "core.lobby.started_thread": "C'est parti ! On joue dans {where}.",
    "core.lobby.started_channel": "C'est parti ! La partie se joue dans ce salon.",
    "core.lobby.thread_name": "{title} #{id} · {vs}",
    "core.lobby.vs": " contre ",
    "core.button.join": "Rejoindre",
    "core.button.leave": "Quitter",
    "core.button.start": "Lancer",
    "core.button.cancel": "Annuler",
    "core.button.hand": "Ma main",
    "core.button.previous": "◀ Précédent",
    "core.button.next": "Suivant ▶",
    "core.select.choose_many": "Choisis une ou plusieurs cartes (dans n'importe quel ordre)",
    "core.select.choose": "Choisis…",
    "core.select.choose_page": "Choisis… (page {page} sur {pages})",
    # -- playing
    "core.play.receipt": "✅ {player:who} : {choice}",
    "core.play.done": "✅ C'est fait.",
    "core.play.receipt_mine": "✅ Ton choix : {choice}",
    "core.play.prompt_public": "➡️ {mention}, {prompt}",
    "core.play.deadline": " (fin du temps {when})",
    "core.play.your_turn_dm": "➡️ {mention}, à toi de jouer{deadline} : ton choix t'attend en "
                              "message privé.",
    "core.play.your_turn_no_dm": "➡️ {mention}, à toi de jouer{deadline}. Je ne peux pas "
                                 "t'envoyer de messages privés : appuie sur **Ma main** sous le "
                                 "message de la partie pour jouer.",
    "core.play.dm_header": "**{title} #{id}**{where}{who}",
    "core.play.dm_who": " · {identity}",
    "core.play.dm_where": " dans {channel}",
    "core.play.timed_out": "⏰ {player:who} n'a pas joué à temps : le coup par défaut a été "
                           "joué.",
    "core.play.forfeited": "⏰ {player:who} a manqué un troisième tour d'affilée et perd par "
                           "forfait.",
    "core.play.timeout_excused": ("⏰ {player:who} n'a pas joué à temps : le coup par défaut a "
                                  "été joué. Je n'ai pas pu le prévenir (ni message privé, ni "
                                  "message ici), donc ce tour manqué ne compte pas pour le "
                                  "forfait."),
    "core.play.reminder": "⏳ {mention}, la moitié de ton temps est écoulée : ton tour se "
                          "termine {when}.",
    "core.play.aborted_by": "🛑 La partie #{id} a été interrompue par {by}.",
    "core.hand.spectator": "Tu ne joues pas dans cette partie, donc il n'y a pas de main à te "
                           "montrer. Le plateau ci-dessus montre tout ce qu'un spectateur peut "
                           "voir.",
    "core.hand.over": "La partie de {title} #{id} est terminée.",
    "core.hand.waiting": "Tes cartes de {title} #{id}. On attend {players:whos}.",
    # -- the status message
    "core.status.title": "{title} · partie #{id}",
    "core.status.aborted": "🛑 Cette partie a été interrompue.",
    "core.status.over": "🏁 {result}",
    "core.status.waiting": "➡️ On attend {mention}",
    "core.status.waiting_until": "➡️ On attend {mention}, fin du temps {when}",
    "core.status.footer": "Appuie sur « Ma main » pour voir tes cartes et jouer. Les coups "
                          "publics s'affichent ci-dessous.",
    # -- results
    "core.result.none": "La partie s'est terminée sans résultat.",
    "core.result.draw": "Égalité !",
    "core.result.win": "{winners} {n:plural:gagne|gagnent}{how} !",
    "core.result.how.resign": " par abandon",
    "core.result.how.timeout": " au temps (trois tours manqués)",
    "core.result.scores": " Scores finaux : {scores}.",
    "core.result.score": "{player:who} {score}",
    "core.result.detail": " ({detail})",
    # -- /match and /rules
    "core.match.none": "Tu n'as aucune partie ouverte ou en cours sur ce serveur. Lances-en une "
                       "avec `/{group} nouvelle`.",
    "core.match.line": "**#{id}** {title} : {status} {where}{turn}",
    "core.match.next_deadline": ", prochaine échéance {when}",
    "core.match.page": "Tes parties ici : {first}–{last} sur {total} (page {page} sur {pages})",
    "core.match.status.lobby": "en attente",
    "core.match.status.running": "en cours",
    "core.match.status.finished": "terminée",
    "core.match.status.aborted": "interrompue",
    "core.match.choice": "#{id} {title} ({status})",
    "core.match.resign_confirm": "Abandonner {title} #{id} ? Le camp adverse gagne, et tu ne "
                                 "pourras pas revenir en arrière.",
    "core.match.resign_yes": "Abandonner",
    "core.match.resign_no": "Continuer à jouer",
    "core.match.resign_kept": "Tu continues à jouer.",
    "core.match.resigned": "Tu as abandonné la partie #{id}.",
    "core.match.aborted": "La partie #{id} a été interrompue.",
    "core.rules.title": "{title} : les règles en bref",
}
