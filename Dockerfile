# Dojo bot image. Alone: `docker build -t dojo . && docker run -e DISCORD_TOKEN=... -v
# dojo-data:/data dojo` (SQLite in the volume, one process). Several processes on PostgreSQL:
# docker-compose.yml. tests/test_packaging.py checks this file and runs its health check.

# ---- builder: a virtual environment with the bot installed from a wheel (never editable: the
# image must not depend on the source tree, and the fonts and rules pages travel as package
# data of the `assets` package).
FROM python:3.11-slim AS builder

ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1
WORKDIR /src

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rules ./rules
COPY sandbox ./sandbox
# assets/rules is a link to ../docs/rules: both are copied so the build can follow it.
COPY assets ./assets
COPY docs/rules ./docs/rules

RUN python -m venv /opt/dojo \
    && /opt/dojo/bin/pip wheel --no-deps --wheel-dir /wheels . \
    && /opt/dojo/bin/pip install /wheels/*.whl

# ---- runtime: the environment only; no sources, no build tools.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH=/opt/dojo/bin:$PATH \
    DOJO_DATABASE=/data/dojo.sqlite3

RUN useradd --create-home --uid 10001 dojo && mkdir -p /data && chown dojo /data
COPY --from=builder /opt/dojo /opt/dojo

# An empty working directory: nothing is read from it but an optional .env.
WORKDIR /home/dojo
USER dojo
VOLUME ["/data"]

# What this checks, and no more: that the store DOJO_DATABASE names can be reached from the
# container. PostgreSQL: a TCP connection to its host and port opens (no login). SQLite: the
# file exists (the bot creates it when it starts) and reads as a database. It does not check
# the Discord gateway connection, and it need not check the process: the bot is PID 1, so the
# container stops when it does and the restart policy takes over.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, pathlib, socket, sqlite3, urllib.parse; d = os.environ.get('DOJO_DATABASE', 'data/dojo.sqlite3').strip(); u = urllib.parse.urlsplit(d); socket.create_connection((u.hostname or 'localhost', u.port or 5432), timeout=5).close() if u.scheme in ('postgresql', 'postgres') else sqlite3.connect(pathlib.Path(d).resolve().as_uri() + '?mode=ro', uri=True).execute('select count(*) from sqlite_master').fetchone()"]

CMD ["python", "-m", "bot"]
