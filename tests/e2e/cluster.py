"""Two bot processes on one PostgreSQL database, in one simulated Discord.

simcord drives one bot per world; a second ``ShardedDojoBot`` is attached here the way simcord
attaches its own (a fake HTTP client on the same backend, a shard router over its shards, its
tasks tracked by the world's settlement), so each gateway event reaches exactly one of the two,
as Discord does: process A runs shard 0 (every DM and every click in a DM), process B runs
shard 1, which owns the test server. What the two share is the database, nothing else: each
has its own match service, cache, locks, deadline timer and store connections.

``Cluster.kill`` stops a process the way a crash does: it hears nothing more, its timer stops
and its database connections close (PostgreSQL then drops its advisory locks), with nothing
flushed or announced on the way out.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord
from simcord import _dpy_internals
from simcord.gateway import ShardRouter
from simcord.http.client import FakeHTTPClient

from bot.app import DojoBot, create_bot
from bot.deadlines import SHARED_MAX_SLEEP
from sandbox.table import Table, running

SHARDS = 2
SETTLE_TIMEOUT = SHARED_MAX_SLEEP / 2
GUILD_SHARD = 1
"""The test server's shard: process B's. DMs are shard 0's: process A's."""


@dataclass
class Process:
    bot: DojoBot
    shards: tuple[int, ...]
    feed: Any = None
    alive: bool = True


@dataclass
class Cluster:
    table: Table
    processes: list[Process] = field(default_factory=list)
    _clock: dict[str, Any] = field(default_factory=dict)

    def jump(self, seconds: float) -> None:
        """Move the clock both processes read, without firing any timer: the test then
        decides who looks at what is due, and when (two processes at the same instant)."""
        self._clock["skew"] += seconds

    @property
    def a(self) -> DojoBot:
        """Process A: shard 0, every DM."""
        return self.processes[0].bot

    @property
    def b(self) -> DojoBot:
        """Process B: the test server's shard."""
        return self.processes[1].bot

    async def kill(self, index: int) -> None:
        """Crash process ``index``: deaf from now on, its timer stopped, its database
        connections closed without a goodbye."""
        process = self.processes[index]
        env = self.table.env
        if process.feed is not None:
            env.backend.subscribers.remove(process.feed)
        elif env._gateway_feed is not None:  # the world's own bot
            env.backend.subscribers.remove(env._gateway_feed)
            env._gateway_feed = None
        process.alive = False
        await process.bot.deadlines.stop()
        await process.bot.store.close()


async def _attach(env: Any, bot: DojoBot, shards: tuple[int, ...]) -> Process:
    """Bring a second bot to READY in ``env``'s world, over ``shards``."""
    loop = asyncio.get_running_loop()
    _dpy_internals.install_http(bot, FakeHTTPClient(env.backend, loop))
    _dpy_internals.set_guild_ready_timeout(bot, 0.0)
    _dpy_internals.capture_ui_errors(bot, env._record_error)
    tree_error = bot.tree.on_error

    async def on_tree_error(interaction: Any, error: BaseException) -> None:
        env._record_error(error)
        await tree_error(interaction, error)

    bot.tree.on_error = on_tree_error  # type: ignore[method-assign]
    state = _dpy_internals.get_state(bot)
    env._message_states.add(state)
    state.shard_count = SHARDS
    state.shard_ids = list(shards)
    router = ShardRouter(env.backend, state, bot.dispatch, SHARDS, shards)

    def feed(event: str, payload: Any) -> None:
        with env._bot_scope():
            router.feed(event, payload)

    env.backend.subscribers.append(feed)
    with env._bot_scope():
        await bot.login("simcord.fake.token")
        bot.shard_count = SHARDS
        _dpy_internals.install_shards(bot, router.shards)
        for shard in shards:
            router.identify(shard)
    await env.settle()
    return Process(bot=bot, shards=shards, feed=feed)


@asynccontextmanager
async def cluster(database: str, names: Sequence[str] = ("alice", "bob"),
                  seed: int = 0) -> AsyncIterator[Cluster]:
    """Processes A (shard 0) and B (shard 1) on ``database`` (a PostgreSQL URL), a server
    on B's shard with a #games channel and ``names`` as members."""
    holder: dict[str, Any] = {"skew": 0.0}

    def clock() -> float:
        return float(holder["env"].now().timestamp()) + holder["skew"]

    deals = random.Random(seed)

    def seeds() -> int:
        return deals.getrandbits(63)

    def new_bot(shard: int) -> DojoBot:
        return create_bot(database, clock=clock, seeds=seeds, shard_ids=[shard],
                          shard_count=SHARDS)

    first = new_bot(0)
    # simcord counts a timer due within its settle timeout as work still running; on a
    # shared database the deadline timer wakes every SHARED_MAX_SLEEP seconds, so the
    # settle timeout stays below that (a parked timer, as in production) while leaving
    # PostgreSQL's real round trips room under load.
    env = simcord.Env(first, settle_timeout=SETTLE_TIMEOUT)
    holder["env"] = env
    bots: list[DojoBot] = [first]
    async with running(env, bots):
        second = new_bot(GUILD_SHARD)
        bots.append(second)
        b = await _attach(env, second, (GUILD_SHARD,))
        guild = env.create_guild("Dojo Cluster", shard_id=GUILD_SHARD)
        channel = guild.create_text_channel("games")
        members = {n: guild.add_member(env.create_user(n)) for n in names}
        t = Table(env=env, guild=guild, channel=channel, members=members,
                  db=Path(database), bots=bots)
        await env.settle()
        yield Cluster(table=t, processes=[Process(bot=first, shards=(0,)), b], _clock=holder)
