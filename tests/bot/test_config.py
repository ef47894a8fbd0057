"""Settings and the ``python -m bot`` error path."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import DEFAULT_DATABASE, Settings

ROOT = Path(__file__).resolve().parents[2]


def run_bot(cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("DISCORD_TOKEN", "DOJO_DATABASE", "DEV_GUILD_ID")}
    clean["PYTHONPATH"] = str(ROOT)
    clean.update(env)
    return subprocess.run([sys.executable, "-m", "bot"], cwd=cwd, env=clean, text=True,
                          capture_output=True, timeout=60)


def test_without_a_token_the_bot_exits_2_and_says_what_to_set(tmp_path: Path) -> None:
    result = run_bot(tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr
    assert "discord.com/developers/applications" in result.stderr
    assert result.stdout == ""


def test_a_blank_token_is_no_token(tmp_path: Path) -> None:
    result = run_bot(tmp_path, DISCORD_TOKEN="   ")
    assert result.returncode == 2 and "DISCORD_TOKEN" in result.stderr


def test_settings_read_the_environment_and_a_dotenv_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key in ("DISCORD_TOKEN", "DOJO_DATABASE", "DEV_GUILD_ID", "DOJO_LOG_LEVEL"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    assert Settings().database == DEFAULT_DATABASE
    (tmp_path / ".env").write_text("DISCORD_TOKEN=abc.def.ghi\nDEV_GUILD_ID=42\n")
    monkeypatch.setenv("DOJO_DATABASE", "/tmp/x.sqlite3")
    settings = Settings()
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "abc.def.ghi"
    assert settings.dev_guild_id == 42 and settings.database == "/tmp/x.sqlite3"
    assert "abc.def.ghi" not in repr(settings) and "abc.def.ghi" not in str(settings)
