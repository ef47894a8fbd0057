"""The store's schema: forward migrations, applied in order by :class:`bot.store.Store`.

Never edit a released step: add a new one. Each step is run statement by statement inside
one transaction (so no statement may contain a ``;`` of its own).
"""

from __future__ import annotations

# Forward migrations, applied in order. Never edit a released step: add a new one.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE matches (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        game          TEXT    NOT NULL,
        guild_id      INTEGER,
        channel_id    INTEGER,
        thread_id     INTEGER,
        message_id    INTEGER,
        host_id       TEXT    NOT NULL,
        seats         TEXT    NOT NULL DEFAULT '[]',
        invited       TEXT,
        options       TEXT    NOT NULL DEFAULT '{}',
        turn_timeout  INTEGER NOT NULL,
        seed          INTEGER,
        status        TEXT    NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'running', 'finished', 'aborted')),
        snapshot      TEXT,
        version       INTEGER NOT NULL DEFAULT 0,
        result        TEXT,
        deadline      REAL,
        meta          TEXT    NOT NULL DEFAULT '{}',
        created_at    REAL    NOT NULL,
        updated_at    REAL    NOT NULL
    );
    CREATE INDEX matches_by_guild ON matches (guild_id, status);
    CREATE TABLE actions (
        match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL,
        player     TEXT,
        action     TEXT    NOT NULL,
        source     TEXT    NOT NULL DEFAULT 'player',
        created_at REAL    NOT NULL,
        UNIQUE (match_id, seq)
    );
    CREATE TABLE deadlines (
        match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        player    TEXT    NOT NULL,
        version   INTEGER NOT NULL,
        due_at    REAL    NOT NULL,
        remind_at REAL,
        reminded  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (match_id, player)
    );
    CREATE INDEX deadlines_by_due ON deadlines (due_at);
    """,
    """
    CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # Seats get their own indexed table so "this member's matches" is an index lookup rather
    # than a scan that decodes every match row; matches.seats stays the list read with a row.
    """
    CREATE TABLE match_seats (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        player   TEXT    NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE INDEX match_seats_by_player ON match_seats (player, match_id);
    INSERT INTO match_seats (match_id, seat, player)
        SELECT m.id, CAST(s.key AS INTEGER), s.value FROM matches AS m, json_each(m.seats) AS s;
    CREATE INDEX matches_by_host ON matches (host_id, status);
    CREATE INDEX matches_by_status ON matches (status, created_at);
    """,
    # Events leave the snapshot for an append-only table (the snapshot keeps a recent tail, so
    # it stays a few KiB); old snapshots' logs are copied over and numbered as the engines now
    # number them (``State.emitted``). The outbox holds, per match, what Discord has not been
    # told yet; ``told`` is the last event the thread has been told; a deadline remembers the
    # version its stretch started at (whose turn is new, for a delivery after a restart).
    """
    CREATE TABLE match_events (
        match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        seq      INTEGER NOT NULL,
        version  INTEGER,
        audience TEXT,
        kind     TEXT    NOT NULL,
        payload  TEXT    NOT NULL,
        PRIMARY KEY (match_id, seq)
    );
    INSERT INTO match_events (match_id, seq, version, audience, kind, payload)
        SELECT m.id, CAST(e.key AS INTEGER) + 1, NULL, json_extract(e.value, '$.to'),
               json_extract(e.value, '$.kind'), e.value
        FROM matches AS m, json_each(m.snapshot, '$.log') AS e
        WHERE m.snapshot IS NOT NULL AND json_valid(m.snapshot);
    UPDATE matches SET snapshot = json_set(snapshot, '$.emitted',
                                           json_array_length(snapshot, '$.log'))
        WHERE snapshot IS NOT NULL AND json_valid(snapshot)
          AND json_type(snapshot, '$.emitted') IS NULL;
    ALTER TABLE matches ADD COLUMN told INTEGER NOT NULL DEFAULT 0;
    UPDATE matches SET told = json_extract(meta, '$.log_posted')
        WHERE json_type(meta, '$.log_posted') = 'integer';
    CREATE TABLE outbox (
        match_id   INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
        serial     INTEGER NOT NULL,
        notices    TEXT    NOT NULL,
        created_at REAL    NOT NULL
    );
    ALTER TABLE deadlines ADD COLUMN started INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE prompts (
        match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
        player     TEXT    NOT NULL,
        channel_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        PRIMARY KEY (match_id, player)
    );
    """,
    # Saved decks (Combat's deck builder): one row per owner, game and name. Names compare
    # without case, so "Fire" and "fire" are one deck; the cards are a JSON list of ids.
    """
    CREATE TABLE decks (
        owner   TEXT NOT NULL,
        game    TEXT NOT NULL,
        name    TEXT NOT NULL COLLATE NOCASE,
        cards   TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (owner, game, name)
    );
    """,
    # Saved characters (Kung-Fu Duel's builder): one row per owner, game and name, names
    # compared without case as for decks. ``data`` is a JSON object (ratings, signature,
    # concept) so a later field needs no new column.
    """
    CREATE TABLE characters (
        owner   TEXT NOT NULL,
        game    TEXT NOT NULL,
        name    TEXT NOT NULL COLLATE NOCASE,
        data    TEXT NOT NULL,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        PRIMARY KEY (owner, game, name)
    );
    """,
    # Several bot processes may share a database (PostgreSQL): a process claims a due
    # deadline for a short lease before playing it out, so only one process fires it. A
    # process that dies mid-claim lets the lease run out and another takes the deadline over.
    """
    ALTER TABLE deadlines ADD COLUMN claimed_until REAL;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
