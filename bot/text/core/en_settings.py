"""English messages of the server settings (``/dojo``, ids ``core.dojo.*``)."""

MESSAGES: dict[str, str] = {
    "core.dojo.language.name.en": "English",
    "core.dojo.language.name.fr": "French",
    "core.dojo.language.chosen": "Public messages here are in {language}, as this server chose "
                                 "with `/dojo language`. Private messages follow each "
                                 "player's own Discord language.",
    "core.dojo.language.automatic": "Public messages here are in {language}, this server's "
                                    "Discord language. Private messages follow each player's "
                                    "own Discord language.",
    "core.dojo.language.set": "Done: public messages in this server are now in {language} "
                              "(running matches switch with their next message).",
    "core.dojo.language.set_auto": "Done: public messages in this server now follow its "
                                   "Discord language ({language} today).",
    "core.dojo.language.not_allowed": "Only a member with Manage Server can change this "
                                      "server's language.",
    # -- the bot's permissions, as Discord's client names them in server settings
    "core.permission.view_channel": "View Channel",
    "core.permission.send_messages": "Send Messages",
    "core.permission.embed_links": "Embed Links",
    "core.permission.attach_files": "Attach Files",
    "core.permission.read_message_history": "Read Message History",
    "core.permission.send_messages_in_threads": "Send Messages in Threads",
}
