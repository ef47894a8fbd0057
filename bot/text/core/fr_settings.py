"""French messages of the server settings (``/dojo``, ids ``core.dojo.*``)."""

MESSAGES: dict[str, str] = {
    "core.dojo.language.name.en": "anglais",
    "core.dojo.language.name.fr": "français",
    "core.dojo.language.chosen": "Ici, les messages publics sont en {language}, comme ce serveur "
                                 "l'a choisi avec `/dojo langue`. Les messages privés suivent "
                                 "la langue Discord de chaque joueur.",
    "core.dojo.language.automatic": "Ici, les messages publics sont en {language}, la langue "
                                    "Discord de ce serveur. Les messages privés suivent la "
                                    "langue Discord de chaque joueur.",
    "core.dojo.language.set": "C'est fait : les messages publics de ce serveur sont désormais "
                              "en {language} (les parties en cours changent à leur prochain "
                              "message).",
    "core.dojo.language.set_auto": "C'est fait : les messages publics de ce serveur suivent "
                                   "désormais sa langue Discord ({language} aujourd'hui).",
    "core.dojo.language.not_allowed": "Seul un membre ayant la permission « Gérer le "
                                      "serveur » peut changer la langue de ce serveur.",
    # -- the bot's permissions, as Discord's client names them in server settings
    "core.permission.view_channel": "Voir le salon",
    "core.permission.send_messages": "Envoyer des messages",
    "core.permission.embed_links": "Intégrer des liens",
    "core.permission.attach_files": "Joindre des fichiers",
    "core.permission.read_message_history": "Voir les anciens messages",
    "core.permission.send_messages_in_threads": "Envoyer des messages dans les fils",
}
