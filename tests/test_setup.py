"""Setting the bot up: ``python -m bot`` that cannot log in says why in one line and exits 1
(never a traceback, never the token), and the scripts check for Python 3.11+ before they make
``.venv``, leaving none behind when they cannot."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "MTIz.bad-token.do-not-print"

# Runs the real entry point with discord.py's login replaced (no network is touched).
LOGIN_RAISES = """
import asyncio, runpy, sys
import aiohttp, discord
from aiohttp.client_reqrep import ConnectionKey

async def login(self, token):
    raise {error}

discord.Client.login = login
sys.argv = ["python -m bot"]
runpy.run_module("bot", run_name="__main__")
"""

NO_DNS = """
import runpy, socket, sys

def getaddrinfo(*args, **kwargs):
    raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

socket.getaddrinfo = getaddrinfo
sys.argv = ["python -m bot"]
runpy.run_module("bot", run_name="__main__")
"""

DNS_ERROR = ("aiohttp.ClientConnectorDNSError(ConnectionKey('discord.com', 443, True, True, "
             "None, None, None), OSError(-2, 'Name or service not known'))")


def run_entry_point(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISCORD_TOKEN", "DOJO_DATABASE", "DEV_GUILD_ID", "DOJO_LOG_LEVEL")}
    env.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN=TOKEN,
               DOJO_DATABASE=str(cwd / "dojo.sqlite3"))
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, text=True,
                          capture_output=True, timeout=60)


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    output = result.stdout + result.stderr
    assert "Traceback" not in output
    assert TOKEN not in output, "the token is never printed"
    lines = output.splitlines()
    assert len(lines) == 1, f"one line, not {lines}"
    assert result.returncode == 1
    return lines[0]


def test_a_wrong_token_is_one_line_and_exit_1(tmp_path: Path) -> None:
    line = one_line(run_entry_point(LOGIN_RAISES.format(
        error="discord.LoginFailure('Improper token has been passed.')"), tmp_path))
    assert line.startswith("Discord refused the bot token in DISCORD_TOKEN")
    assert "discord.com/developers/applications" in line
    assert not (tmp_path / "dojo.sqlite3").exists(), "nothing is created before a login"


def test_no_network_is_one_line_and_exit_1(tmp_path: Path) -> None:
    line = one_line(run_entry_point(LOGIN_RAISES.format(error=DNS_ERROR), tmp_path))
    assert line.startswith("Cannot reach Discord (discord.com:443, Name or service not known)")
    assert "internet connection" in line


def test_offline_for_real_the_log_is_quiet_too(tmp_path: Path) -> None:
    """discord.py's own login, failing to resolve discord.com, at the default log level."""
    line = one_line(run_entry_point(NO_DNS, tmp_path))
    assert line.startswith("Cannot reach Discord (discord.com:443")


def test_discord_down_is_one_line_and_exit_1(tmp_path: Path) -> None:
    error = ("discord.DiscordServerError(type('R', (), {'status': 503, 'reason': "
             "'Service Unavailable'})(), 'upstream connect error')")
    line = one_line(run_entry_point(LOGIN_RAISES.format(error=error), tmp_path))
    assert line == "Discord is having trouble (HTTP 503); try again in a few minutes."


# -- the scripts' Python check

FAKE_PYTHON = """#!/bin/sh
echo "$@" >> "{log}"
if [ "$1" = "--version" ]; then echo "Python {version}"; exit 0; fi
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then mkdir -p "$3/bin"; exit {venv_status}; fi
exit 1
"""


def fake_repo(tmp_path: Path, version: str, venv_status: int = 0) -> tuple[Path, dict[str, str]]:
    """A copy of scripts/ in an empty folder, and a PATH with nothing but a fake ``python3``
    that reports ``version`` (and the two tools the scripts run)."""
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "scripts", repo / "scripts")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    python = bin_dir / "python3"
    python.write_text(FAKE_PYTHON.format(log=tmp_path / "python3.log", version=version,
                                         venv_status=venv_status))
    python.chmod(0o755)
    for tool in ("dirname", "rm", "mkdir"):
        found = shutil.which(tool)
        assert found is not None
        (bin_dir / tool).symlink_to(found)
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path)}
    return repo, env


def run_script(repo: Path, name: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    bash = shutil.which("bash")
    assert bash is not None
    return subprocess.run([bash, str(repo / "scripts" / name)], cwd=repo, env=env, text=True,
                          capture_output=True, timeout=60)


@pytest.mark.parametrize("script", ["run.sh", "sandbox.sh", "test.sh"])
def test_python_3_10_is_refused_before_any_venv(tmp_path: Path, script: str) -> None:
    repo, env = fake_repo(tmp_path, "3.10.12")
    result = run_script(repo, script, env)
    assert result.returncode == 1
    assert "Dojo needs Python 3.11 or newer" in result.stderr
    assert "python3 here is Python 3.10.12" in result.stderr
    assert not (repo / ".venv").exists()
    assert "venv" not in (tmp_path / "python3.log").read_text(), "never asked to make one"


def test_a_venv_that_fails_is_removed(tmp_path: Path) -> None:
    repo, env = fake_repo(tmp_path, "3.12.1", venv_status=1)
    result = run_script(repo, "run.sh", env)
    assert result.returncode == 1
    assert "Could not make .venv with python3 (Python 3.12.1)" in result.stderr
    assert not (repo / ".venv").exists(), "no half-made .venv is left behind"


def test_an_old_venv_is_named_not_used(tmp_path: Path) -> None:
    repo, env = fake_repo(tmp_path, "3.12.1")
    (repo / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(Path(env["PATH"]) / "python3", repo / ".venv" / "bin" / "python")
    (repo / ".venv" / "bin" / "python").write_text(
        FAKE_PYTHON.format(log=tmp_path / "old.log", version="3.9.2", venv_status=0))
    result = run_script(repo, "run.sh", env)
    assert result.returncode == 1
    assert "the .venv folder here was made with Python 3.9.2" in result.stderr
    assert "rm -rf .venv" in result.stderr
