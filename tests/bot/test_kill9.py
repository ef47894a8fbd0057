"""A bot killed with SIGKILL mid-move, again and again, loses nothing: after each kill the
database passes SQLite's integrity check, every match's versions and event numbers are
contiguous, replaying its actions gives its snapshot and event table, nothing a move owed
Discord is lost from the outbox, and the next process goes on with the same match."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from bot.matches import MatchService
from bot.store import Store
from tests.replay import assert_replays

KILLS = int(os.environ.get("DOJO_KILLS", "12"))


def _run_until_killed(db: Path, seed: int, rnd: random.Random) -> None:
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.bot.kill9_worker", str(db), str(seed)],
        stdout=subprocess.PIPE, cwd=Path(__file__).parents[2])
    assert worker.stdout is not None
    assert worker.stdout.readline().strip() == b"ready"
    time.sleep(rnd.uniform(0.2, 0.9))  # somewhere in the middle of a move, or between two
    worker.send_signal(signal.SIGKILL)
    worker.wait()


async def test_kill_nine_in_a_loop_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "dojo.sqlite3"
    rnd = random.Random(9)
    versions: dict[int, int] = {}
    for n in range(KILLS):
        _run_until_killed(db, n, rnd)
        con = sqlite3.connect(db)
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        con.close()
        async with await Store.open(db) as store:
            service = MatchService(store)
            matches = await store.list_matches(statuses=("running", "finished"))
            assert matches, "the first process started a match"
            for match in matches:
                await assert_replays(service, match.id)
                assert match.version >= versions.get(match.id, 0), "nothing rolled back"
                versions[match.id] = match.version
                owed = await store.owed(match.id)
                if match.version > 0:
                    assert owed is not None, "no move was announced: all still owed"
                    assert owed.notices[-1].version == match.version
    assert sum(versions.values()) > KILLS * 5, "the matches went on from kill to kill"
