"""Screenshots of the sandbox for docs and reviews: a scripted opening on a fixed deal, then
the match thread and a player's DMs as PNGs, taken with the system Chromium over a pipe (no
browser port is opened, nothing is downloaded)."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import random
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from sandbox.world import Sandbox, Window

SCREENSHOT_DEAL = 2026
SCREENSHOT_SEED = 8
SCREENSHOT_CLICKS = 12
SCREENSHOT_SIZE = (1280, 1000)
BROWSER_NAMES: tuple[str, ...] = ("chromium", "chromium-browser")
DEFAULT_BROWSER = "/usr/bin/chromium"
BROWSER_FLAGS: tuple[str, ...] = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
    "--disable-dev-shm-usage", "--hide-scrollbars", "--force-device-scale-factor=1",
    "--mute-audio",
)
BROWSER_TIMEOUT = 60.0

NO_BROWSER = """\
--screenshot needs Chromium, and none was found (looked for chromium and chromium-browser
on PATH). On Debian or Ubuntu install it with:

    apt-get install chromium

No browser is downloaded for you."""


def find_browser(search_path: str | None = None) -> str | None:
    """The system Chromium: on ``search_path`` (default ``$PATH``), else /usr/bin/chromium
    when no PATH is set at all. Never downloads one."""
    path = os.environ.get("PATH") if search_path is None else search_path
    for name in BROWSER_NAMES:
        found = shutil.which(name, path=path if path is not None else os.defpath)
        if found:
            return found
    if path is None and os.access(DEFAULT_BROWSER, os.X_OK):
        return DEFAULT_BROWSER
    return None


async def take_screenshots(sandbox: Sandbox, out: Path, browser: str) -> int:
    """A scripted opening, then the match thread and the next player's DMs as PNGs."""
    out.mkdir(parents=True, exist_ok=True)
    sandbox.fix_deal(SCREENSHOT_DEAL)
    await sandbox.press_start()
    made = await sandbox.play(SCREENSHOT_CLICKS, random.Random(SCREENSHOT_SEED))
    assert sandbox.match_id is not None
    match, state = await sandbox.bot.matches.state(sandbox.match_id)
    decisions = sandbox.engine.pending(state)
    player = sandbox.member(decisions[0].player if decisions else match.seats[0])
    rooms = [sandbox.thread_rooms()[-1] if sandbox.channel.threads else sandbox.lobby_room(),
             sandbox.dm_room(player)]
    files = [out / "thread.png", out / f"dm-{_slug(player.name)}.png"]
    window = Window(sandbox.env, 0)
    width, height = SCREENSHOT_SIZE
    try:
        for room, path in zip(rooms, files, strict=True):
            await window.show(room, width=width, height=height)
            problem = await _screenshot(browser, window.url, path, width, height)
            if problem:
                print(f"Chromium could not take {path.name}: {problem}", file=sys.stderr)
                return 1
    finally:
        await window.close()
    print(f"Played {made} clicks of {sandbox.engine.title} (deal {SCREENSHOT_DEAL}, choices "
          f"seed {SCREENSHOT_SEED}); wrote:")
    for path in files:
        print(f"  {path}")
    return 0


async def _screenshot(browser: str, url: str, path: Path, width: int, height: int) -> str | None:
    """Headless Chromium on a fresh profile; returns what went wrong, or None."""
    profile = tempfile.mkdtemp(prefix="dojo-chromium-")
    path.unlink(missing_ok=True)
    try:
        async with asyncio.timeout(BROWSER_TIMEOUT):
            async with _DevTools(browser, profile, width, height) as devtools:
                png = await devtools.capture(url, width, height)
        path.write_bytes(png)
        return None
    except TimeoutError:
        return f"no picture after {BROWSER_TIMEOUT:.0f} s"
    except (OSError, RuntimeError, ValueError) as exc:
        return str(exc)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


_RENUMBER = """\
import fcntl, os, sys
# Copy both ends above 9 first, so that moving one to 3 or 4 cannot overwrite the other.
ends = [fcntl.fcntl(int(fd), fcntl.F_DUPFD_CLOEXEC, 10) for fd in sys.argv[1:3]]
os.dup2(ends[0], 3)
os.dup2(ends[1], 4)
os.execv(sys.argv[3], sys.argv[3:])
"""


class _DevTools:
    """Just enough of the Chrome DevTools protocol to load the page, wait until it says it is
    drawn (``window.simcordPreview.ready``) and take a PNG.

    It talks over ``--remote-debugging-pipe`` (file descriptors 3 and 4 of the browser), so
    the browser opens no debugging port at all. Chromium's own ``--screenshot`` flag shoots
    after a fixed time budget, often while the page is still laying itself out.
    """

    def __init__(self, browser: str, profile: str, width: int, height: int) -> None:
        self.command = [browser, *BROWSER_FLAGS, f"--user-data-dir={profile}",
                        f"--window-size={width},{height}", "--remote-debugging-pipe",
                        "about:blank"]
        self.process: asyncio.subprocess.Process | None = None
        self.reader: asyncio.StreamReader | None = None
        self.transport: asyncio.BaseTransport | None = None
        self.out_fd = -1
        self.next_id = 0
        self.session: str | None = None

    async def __aenter__(self) -> _DevTools:
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        try:
            # A tiny Python step renumbers the browser's pipe ends to 3 and 4, where Chromium
            # expects them (a POSIX shell cannot redirect descriptors above 9).
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-c", _RENUMBER, str(to_browser_r), str(from_browser_w),
                *self.command, pass_fds=(to_browser_r, from_browser_w),
                stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL)
        finally:
            os.close(to_browser_r)
            os.close(from_browser_w)
        self.out_fd = to_browser_w
        loop = asyncio.get_running_loop()
        self.reader = asyncio.StreamReader(limit=64 * 1024 * 1024, loop=loop)
        self.transport, _ = await loop.connect_read_pipe(
            lambda: asyncio.StreamReaderProtocol(self.reader),
            os.fdopen(from_browser_r, "rb", buffering=0))
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.out_fd >= 0:
            with contextlib.suppress(OSError, RuntimeError, ValueError):
                await asyncio.wait_for(self.send("Browser.close", session=False), 5)
            os.close(self.out_fd)
            self.out_fd = -1
        if self.process is not None and self.process.returncode is None:
            try:
                await asyncio.wait_for(self.process.wait(), 5)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self.transport is not None:
            self.transport.close()

    async def send(self, method: str, params: dict[str, Any] | None = None, *,
                   session: bool = True) -> dict[str, Any]:
        assert self.reader is not None
        self.next_id += 1
        message: dict[str, Any] = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.out_fd, json.dumps(message).encode() + b"\0")
        while True:
            try:
                raw = await self.reader.readuntil(b"\0")
            except asyncio.IncompleteReadError as exc:
                raise RuntimeError("the browser quit unexpectedly") from exc
            reply = json.loads(raw[:-1])
            if reply.get("id") != self.next_id:
                continue  # an event, or the answer to nothing we wait for
            if "error" in reply:
                raise RuntimeError(f"{method}: {reply['error'].get('message')}")
            return dict(reply.get("result", {}))

    async def capture(self, url: str, width: int, height: int) -> bytes:
        target = await self.send("Target.createTarget", {"url": "about:blank"}, session=False)
        attached = await self.send("Target.attachToTarget",
                                   {"targetId": target["targetId"], "flatten": True},
                                   session=False)
        self.session = attached["sessionId"]
        await self.send("Emulation.setDeviceMetricsOverride",
                        {"width": width, "height": height, "deviceScaleFactor": 1,
                         "mobile": False})
        navigation = await self.send("Page.navigate", {"url": url})
        if navigation.get("errorText"):
            raise RuntimeError(f"cannot load the page: {navigation['errorText']}")
        ready = ("window.simcordPreview !== undefined && window.simcordPreview.ready === true"
                 " && document.fonts.status === 'loaded'")
        settled = 0
        while settled < 3:  # ready on three reads in a row: nothing is still moving
            await asyncio.sleep(0.2)
            answer = await self.send("Runtime.evaluate",
                                     {"expression": ready, "returnByValue": True})
            settled = settled + 1 if answer.get("result", {}).get("value") is True else 0
        shot = await self.send("Page.captureScreenshot", {"format": "png"})
        return base64.b64decode(shot["data"])


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower().encode("ascii", "ignore").decode()) or "member"
