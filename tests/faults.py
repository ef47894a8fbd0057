"""Real faults for tests: another process holding the database's write lock, a full disk."""

from __future__ import annotations

import contextlib
import resource
import signal
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def locked_by_another_process(db: Path, seconds: float) -> Iterator[None]:
    """Another process takes the database's write lock and keeps it ``seconds``."""
    taken = threading.Event()

    def hold() -> None:
        other = sqlite3.connect(db, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        taken.set()
        time.sleep(seconds)
        other.execute("ROLLBACK")
        other.close()

    holder = threading.Thread(target=hold)
    holder.start()
    taken.wait()
    try:
        yield
    finally:
        holder.join()


@contextlib.contextmanager
def disk_full() -> Iterator[None]:
    """No file of this process may grow (the limit a full disk sets, as RLIMIT_FSIZE): the
    database's next commit cannot append to its journal and fails with an I/O error."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # an error to handle, not a fatal signal
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
