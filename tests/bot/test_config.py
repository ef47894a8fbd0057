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


def test_settings_read_the_shards_and_the_log_format(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key in ("DOJO_SHARDS", "DOJO_SHARD_COUNT", "DOJO_LOG_FORMAT"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    assert (settings.shards, settings.shard_count, settings.log_format) == (None, None, "text")
    (tmp_path / ".env").write_text("DOJO_SHARDS=0-3\nDOJO_SHARD_COUNT=8\n")
    monkeypatch.setenv("DOJO_LOG_FORMAT", "json")
    settings = Settings()
    assert (settings.shards, settings.shard_count, settings.log_format) == ("0-3", 8, "json")


def test_shards_on_a_sqlite_file_stop_the_bot_with_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "--shards", "0-3", "--shard-count", "8"], cwd=tmp_path,
        env={**{k: v for k, v in os.environ.items() if not k.startswith(("DOJO_", "DISCORD"))},
             "PYTHONPATH": str(ROOT)}, text=True, capture_output=True, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "DOJO_DATABASE=postgresql://" in result.stderr
