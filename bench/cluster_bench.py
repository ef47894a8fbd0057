"""Clicks per second with 1, 2 and 4 bot processes on one PostgreSQL database, next to one
process on SQLite, and what a click costs the whole machine.

Each process is a real bot (``create_bot``) in its own simulated Discord (``sandbox.table``),
all on the same database: every process opens its own matches, then all of them click at full
speed at once for ``--duration`` seconds (``bench.saturation_bench.concurrent``: the service's
``choose`` and the announcement to Discord, pictures included). The clicks of different
processes meet only in the database, as shards of one bot do.

Besides clicks/s, the machine's busy CPU time over the window (``/proc/stat``: the bot
processes, PostgreSQL and everything else) divided by the clicks: the CPU a click costs,
database included, which is what more cores buy more of.

    .venv/bin/python -m bench.cluster_bench [--processes 1,2,4] [--matches 20]
        [--duration 20] [--think SECONDS] [--database postgresql://...]

With ``--think``, each match clicks after a random pause (``--think`` seconds on average)
instead of at full speed: the latency a player feels when the bot is not saturated.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

DEFAULT_DATABASE = "postgresql://postgres@127.0.0.1:5432/test"


def busy_cpu_seconds() -> float:
    """Seconds of CPU the whole machine spent busy (every core, every process)."""
    with open("/proc/stat") as f:
        fields = [float(x) for x in f.readline().split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    return (sum(fields) - idle) / os.sysconf("SC_CLK_TCK")


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


async def worker(database: str, matches: int, duration: float, seed: int,
                 think: float | None) -> None:
    """One bot process: open its matches, say "ready", wait for "go", click, report."""
    import sandbox.table
    from bench.saturation_bench import concurrent, open_matches
    from bot.app import create_bot

    # Each worker is its own simulated Discord, which has seen no command sync; on one
    # database the first worker's sync would tell the others there is nothing to sync.
    sandbox.table.create_bot = functools.partial(create_bot, force_sync=True)
    table = sandbox.table.table

    names = tuple(f"p{i}" for i in range(2 * matches))
    async with table(database, names=names, seed=seed) as t:  # type: ignore[arg-type]
        ids = await open_matches(t, "karatekarte", matches)
        await t.env.settle()
        print("ready", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        samples, cpu, rate = await concurrent(t, ids, seed, clicks=10 ** 9, think=think,
                                              duration=duration)
        print(json.dumps({"clicks": len(samples), "rate": rate, "cpu": cpu,
                          "samples": samples}), flush=True)
        await t.env.settle()


def run_round(database: str, processes: int, matches: int, duration: float,
              think: float | None = None) -> dict[str, Any]:
    """``processes`` workers on ``database`` at once: their clicks/s, latencies and the
    machine's CPU per click."""
    workers = [subprocess.Popen(
        [sys.executable, "-m", "bench.cluster_bench", "worker", "--database", database,
         "--matches", str(matches), "--duration", str(duration), "--seed", str(n),
         *(["--think", str(think)] if think else [])],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for n in range(processes)]
    try:
        for w in workers:
            assert w.stdout is not None
            line = w.stdout.readline().strip()
            if line != "ready":
                raise RuntimeError(f"a worker failed to start ({line!r})")
        cpu, wall = busy_cpu_seconds(), time.perf_counter()
        for w in workers:
            assert w.stdin is not None
            w.stdin.write("go\n")
            w.stdin.flush()
        reports = []
        for w in workers:
            assert w.stdout is not None
            reports.append(json.loads(w.stdout.readline()))
        wall = time.perf_counter() - wall
        cpu = busy_cpu_seconds() - cpu
    finally:
        for w in workers:
            if w.stdin is not None and not w.stdin.closed:
                w.stdin.close()  # a worker still waiting for "go" reads EOF and goes on
            w.wait(timeout=120)
    samples = [s for r in reports for s in r["samples"]]
    clicks = sum(r["clicks"] for r in reports)
    return {"processes": processes, "clicks": clicks, "rate": clicks / wall,
            "per_process": [round(r["rate"], 1) for r in reports],
            "p50_ms": statistics.median(samples) * 1000 if samples else 0.0,
            "p99_ms": percentile(samples, 0.99) * 1000,
            "machine_cpu_ms_per_click": cpu / max(1, clicks) * 1000}


def fresh_schema(database: str) -> str:
    """A new, empty schema on the server, as the ``DOJO_DATABASE`` URL that works in it."""
    import asyncpg

    name = f"bench_{uuid.uuid4().hex[:8]}"

    async def create() -> None:
        conn = await asyncpg.connect(database)
        try:
            await conn.execute(f"CREATE SCHEMA {name}")
        finally:
            await conn.close()

    asyncio.run(create())
    return f"{database}{'&' if '?' in database else '?'}search_path={name}"


def drop_schema(url: str) -> None:
    import asyncpg

    base, _, query = url.rpartition("search_path=")
    name = query.split("&")[0]

    async def drop() -> None:
        conn = await asyncpg.connect(base.rstrip("?&"))
        try:
            await conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")
        finally:
            await conn.close()

    asyncio.run(drop())


def report(label: str, row: dict[str, Any]) -> None:
    print(f"{label:>22}: {row['rate']:6.1f} clicks/s (per process {row['per_process']}), "
          f"click p50 {row['p50_ms']:.0f} ms p99 {row['p99_ms']:.0f} ms, machine CPU "
          f"{row['machine_cpu_ms_per_click']:.1f} ms/click", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", nargs="?", default="bench", choices=["bench", "worker"])
    parser.add_argument("--database", default=DEFAULT_DATABASE)
    parser.add_argument("--processes", default="1,2,4")
    parser.add_argument("--matches", type=int, default=20, help="matches per process")
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--think", type=float, default=None,
                        help="mean seconds between a match's clicks (default: none, full speed)")
    args = parser.parse_args()
    if args.mode == "worker":
        asyncio.run(worker(args.database, args.matches, args.duration, args.seed, args.think))
        return
    pace = f"a click every {args.think:g} s a match" if args.think else "full speed"
    print(f"KarateKarte, {args.matches} matches per process, {args.duration:g} s at {pace}, "
          f"{os.cpu_count()} cores")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        rows.append(run_round(str(Path(tmp) / "bench.sqlite3"), 1, args.matches,
                              args.duration, args.think))
        report("1 process, SQLite", rows[-1])
    for n in (int(x) for x in args.processes.split(",")):
        url = fresh_schema(args.database)
        try:
            rows.append(run_round(url, n, args.matches, args.duration, args.think))
        finally:
            drop_schema(url)
        report(f"{n} process{'es' if n > 1 else ''}, PostgreSQL", rows[-1])
    cost = statistics.median(r["machine_cpu_ms_per_click"] for r in rows[1:])
    print(f"machine CPU per click on PostgreSQL (bot + database): {cost:.1f} ms; by that "
          f"measure 16 cores absorb about {16_000 / cost:.0f} clicks/s if nothing else "
          "(the database's disk, one hot match) caps it first")


if __name__ == "__main__":
    main()
