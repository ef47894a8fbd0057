"""The sandbox as a person meets it: ``python -m bot sandbox`` in its own process, its page
over loopback HTTP, one click through the page's own interface, the match in the store."""

from __future__ import annotations

import ast
import json
import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.__main__ import parse_args
from bot.store import MatchRow, Store
from sandbox.capture import find_browser
from sandbox.cli import main as sandbox_main

ROOT = Path(__file__).resolve().parents[2]
STARTUP = 30.0
"""Seconds the sandbox may take to print its URL (imports, the bot's setup, the lobby)."""


@dataclass
class Running:
    process: subprocess.Popen[str]
    lines: queue.Queue[str]
    seen: list[str] = field(default_factory=list)
    port: int = 0
    capability: str = ""
    database: str = ""

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def headers(self, context: str | None = None) -> dict[str, str]:
        found = {"X-Simcord-Capability": self.capability, "Content-Type": "application/json"}
        if context:
            found["X-Simcord-Context"] = context
        return found

    def wait_for(self, text: str, timeout: float = 10.0) -> str:
        """The first output line containing ``text`` (earlier lines are kept in ``seen``)."""
        for line in self.seen:
            if text in line:
                return line
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            self.seen.append(line)
            if text in line:
                return line
        raise AssertionError(f"no {text!r} in the sandbox's output:\n" + "".join(self.seen))

    def stop(self, how: signal.Signals = signal.SIGINT) -> int:
        self.process.send_signal(how)
        return self.process.wait(timeout=20)


@contextmanager
def sandbox(*options: str, stdin: int = subprocess.DEVNULL) -> Iterator[Running]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "bot", "sandbox", "--port", "0", *options], cwd=ROOT, env=env,
        stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: queue.Queue[str] = queue.Queue()

    def pump() -> None:  # keep reading so a full pipe can never block the sandbox
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    running = Running(process, lines)
    try:
        url = running.wait_for("http://127.0.0.1:", STARTUP)
        found = re.search(r"http://127\.0\.0\.1:(\d+)/#(\S+)", url)
        assert found, url
        running.port, running.capability = int(found[1]), found[2]
        running.database = running.wait_for("Database: ").split("Database: ", 1)[1].strip()
        running.wait_for("Ctrl-C stops.")
        yield running
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


async def open_page(http: aiohttp.ClientSession, run: Running) -> dict[str, Any]:
    async with http.post(run.origin + "/api/pages", headers=run.headers(), json={}) as r:
        assert r.status == 200, await r.text()
        return dict(await r.json())


def control(page: dict[str, Any], label: str) -> tuple[str, str]:
    """(message id, control key) of the button with this label on the page."""
    for message_id in page["timeline"]:
        stack = list(page["messages"][message_id].get("components") or [])
        while stack:
            item = stack.pop()
            if item.get("label") == label and item.get("control_key"):
                return message_id, item["control_key"]
            stack.extend(item.get("components") or [])
    raise AssertionError(f"no {label!r} button on the page")


async def the_match(database: str) -> MatchRow:
    store = await Store.open(database)
    try:
        (match,) = await store.list_matches(statuses=("lobby", "running", "finished"))
        return match
    finally:
        await store.close()


async def test_a_click_in_the_page_starts_the_match_in_the_store(tmp_path: Path) -> None:
    database = tmp_path / "sandbox.sqlite3"
    with sandbox("--database", str(database), stdin=subprocess.PIPE) as run:
        assert run.database == str(database)
        before = await the_match(run.database)
        assert before.status == "lobby" and len(before.seats) == 2
        # No keep-alive: the page's server is replaced when the page moves to another room.
        connector = aiohttp.TCPConnector(force_close=True)
        async with aiohttp.ClientSession(connector=connector) as http:
            async with http.get(run.origin + "/") as r:
                assert r.status == 200 and r.content_type == "text/html"
                assert "<title>SimCord Preview</title>" in await r.text()
            page = await open_page(http, run)
            assert page["channel"]["name"] == "dojo"
            names = [v["name"] for v in page["viewers"]]
            assert names == ["Aiko", "Bruno"]
            assert page["viewerId"] == page["viewers"][0]["id"], "the host acts first"
            message_id, key = control(page, "Start")
            action = {"protocol_version": 3, "sequence": 1, "request_id": "start-1",
                      "generation": page["context"]["generation"],
                      "bot_generation": page["botGeneration"],
                      "published_revision": page["publishedRevision"],
                      "kind": "click", "target_id": message_id, "control_key": key}
            async with http.post(run.origin + "/api/action", json=action,
                                 headers=run.headers(page["context"]["id"])) as r:
                receipt = await r.json()
            assert not receipt["rejected"], receipt
            assert receipt["settlement"] == "settled", receipt

            after = await the_match(run.database)
            assert after.status == "running"
            assert after.seed is not None and after.thread_id is not None

            # The page follows the match into its thread; the same URL opens it there.
            run.wait_for("A match started")
            async with http.get(run.origin + "/api/state",
                                headers=run.headers(page["context"]["id"])) as r:
                assert r.status == 410, "the old page is told to reload"
            thread = await open_page(http, run)
            assert thread["channel"]["id"] == str(after.thread_id)
            assert any("My hand" in json.dumps(m) for m in thread["messages"].values())

            # A member's DMs, asked for in the terminal.
            assert run.process.stdin is not None
            run.process.stdin.write("2\n")
            run.process.stdin.flush()
            run.wait_for("The page now shows: Bruno's DMs")
            dms = await open_page(http, run)
            assert [v["name"] for v in dms["viewers"]] == ["Bruno"]
            assert dms["channel"]["guildId"] is None
        assert run.stop() == 0
    assert database.exists(), "a chosen database is kept"


def listening_addresses(pid: int) -> list[tuple[str, int]]:
    """(address, port) of every TCP socket the process listens on, from /proc."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with_target = os.readlink(fd) if fd.is_symlink() else ""
        if with_target.startswith("socket:["):
            inodes.add(with_target[8:-1])
    found = []
    for table, size in (("tcp", 4), ("tcp6", 16)):
        path = Path(f"/proc/{pid}/net/{table}")
        for row in path.read_text().splitlines()[1:]:
            cols = row.split()
            local, state, inode = cols[1], cols[3], cols[9]
            if state != "0A" or inode not in inodes:  # 0A: LISTEN
                continue
            hex_ip, hex_port = local.split(":")
            raw = bytes.fromhex(hex_ip)
            # /proc prints each 32-bit word in host (little-endian) order.
            raw = b"".join(raw[i:i + 4][::-1] for i in range(0, size, 4))
            family = socket.AF_INET if size == 4 else socket.AF_INET6
            found.append((socket.inet_ntop(family, raw), int(hex_port, 16)))
    return found


def outside_address() -> str | None:
    """This machine's address on its main network, if it has one (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks a route
        except OSError:
            return None
        address = probe.getsockname()[0]
    return None if address.startswith("127.") else address


@pytest.mark.skipif(not Path("/proc/self/net/tcp").exists(), reason="needs Linux /proc")
def test_it_listens_on_loopback_only_and_stops_cleanly() -> None:
    with sandbox() as run:
        database = Path(run.database)
        assert database.exists()
        listening = listening_addresses(run.process.pid)
        assert (("127.0.0.1", run.port)) in listening
        assert all(address == "127.0.0.1" for address, _ in listening), listening
        address = outside_address()
        if address is not None:
            with pytest.raises(OSError):
                socket.create_connection((address, run.port), timeout=2).close()
        assert run.stop(signal.SIGTERM) == 0
        run.wait_for("Stopping the sandbox")
    assert not database.exists() and not database.parent.exists(), \
        "the throwaway database is deleted"


def test_nothing_but_the_sandbox_imports_simcord() -> None:
    assert any("simcord" in p.read_text() for p in (ROOT / "sandbox").glob("*.py"))
    offenders = []
    for folder in ("bot", "cogs", "rules"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
                if any(n == "simcord" or n.startswith("simcord.") for n in names):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == [], "only the sandbox package may import simcord"
    # And at run time: the bot, its cogs and its command line load without simcord.
    probe = ("import sys, bot.__main__, bot.app, cogs.karatekarte, cogs.matches; "
             "print('simcord' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"


def test_screenshots_without_a_browser_say_how_to_get_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("PATH", "")
    assert find_browser() is None
    out = tmp_path / "shots"
    assert sandbox_main(parse_args(["sandbox", "--screenshot", str(out)])) == 2
    err = capsys.readouterr().err
    assert "apt-get install chromium" in err
    assert not out.exists(), "nothing was started"


def test_an_unknown_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert sandbox_main(parse_args(["sandbox", "chess"])) == 2
    assert "Unknown game 'chess'" in capsys.readouterr().err
    assert sandbox_main(parse_args(["sandbox", "--players", "1"])) == 2


@pytest.mark.skipif(find_browser() is None,
                    reason="needs the system Chromium (apt-get install chromium)")
def test_screenshots_of_the_thread_and_a_dm(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = subprocess.run([sys.executable, "-m", "bot", "sandbox", "--screenshot", str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    pictures = sorted(p.name for p in out.iterdir())
    assert pictures[-1] == "thread.png" and pictures[0].startswith("dm-"), pictures
    for name in pictures:
        data = (out / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert (width, height) == (1280, 1000)
        assert len(data) > 50_000, f"{name} looks blank"


async def test_a_brutal_ring_sandbox_seats_every_player(tmp_path: Path) -> None:
    database = tmp_path / "br.sqlite3"
    with sandbox("brutal_ring", "--players", "3", "--database", str(database)) as run:
        match = await the_match(run.database)
        assert match.game == "brutal_ring" and match.status == "lobby"
        assert len(match.seats) == 3 and match.meta.capacity == 3
        assert run.stop() == 0
