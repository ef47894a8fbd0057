"""Settings from the environment (and an optional ``.env`` file)."""

from __future__ import annotations

import logging
from typing import Literal

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.logs import LogFormat
from bot.logs import configure_logging as configure_root

DEFAULT_DATABASE = "data/dojo.sqlite3"

TOKEN_HELP = """\
Dojo needs a Discord bot token to connect.

  1. Open https://discord.com/developers/applications and create an application.
  2. In "Bot", press "Reset Token" and copy the token.
  3. Put it in the environment, or in a file named .env next to where you run the bot:

       DISCORD_TOKEN=your-token-here

Then run `python -m bot` again. To try the bot without Discord, see the README's
"Try it without Discord" section."""


# One line each, printed instead of a traceback when the bot cannot start (``python -m bot``
# exits 1). They never show the token, only where it comes from.
LOGIN_FAILED = ("Discord refused the bot token in DISCORD_TOKEN (environment or .env): copy a "
                "fresh one from https://discord.com/developers/applications (Bot, Reset Token) "
                "and run the bot again.")
UNREACHABLE = ("Cannot reach Discord ({reason}): check this machine's internet connection, DNS, "
               "proxy or firewall, then run the bot again.")
DISCORD_DOWN = "Discord is having trouble (HTTP {status}); try again in a few minutes."
DISCORD_REFUSED = ("Discord refused a request while the bot was starting (HTTP {status}: "
                   "{reason}); if DEV_GUILD_ID is set, check that the bot was invited to that "
                   "server with the applications.commands scope.")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8",
                                      extra="ignore")

    discord_token: SecretStr | None = Field(default=None, alias="DISCORD_TOKEN")
    """Never logged or printed: SecretStr shows as '**********'."""
    database: str = Field(default=DEFAULT_DATABASE, alias="DOJO_DATABASE")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        default="INFO", alias="DOJO_LOG_LEVEL")
    dev_guild_id: int | None = Field(default=None, alias="DEV_GUILD_ID")
    """Sync commands to this guild only (instant), for development."""
    lobby_ttl: int = Field(default=7 * 24 * 3600, alias="DOJO_LOBBY_TTL", ge=60)
    """Seconds a lobby nobody starts stays open before it is closed (7 days by default)."""
    log_format: LogFormat = Field(default="text", alias="DOJO_LOG_FORMAT")
    """``text`` for a terminal, ``json`` (one object a line) for a log collector."""
    shards: str | None = Field(default=None, alias="DOJO_SHARDS")
    """The shards this process runs (``0-3``, ``0,2,5``), as ``--shards``; unset: all."""
    shard_count: int | None = Field(default=None, alias="DOJO_SHARD_COUNT", ge=1)
    """How many shards the whole bot has, as ``--shard-count``."""

    def configure_logging(self, process: str | None = None) -> None:
        configure_root(self.log_level, self.log_format, process)
        quiet = logging.getLogger("discord.client")
        if _quiet_login not in quiet.filters:
            quiet.addFilter(_quiet_login)


def _quiet_login(record: logging.LogRecord) -> bool:
    """Drop discord.py's "logging in" notice: a login that fails is then one line saying why
    (``python -m bot``), and one that works is announced by the gateway's "connected" line."""
    return record.msg != "logging in using static token"
