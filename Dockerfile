FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 DOJO_DATABASE=/data/dojo.sqlite3
WORKDIR /app

RUN useradd --create-home --uid 10001 dojo && mkdir -p /data && chown dojo /data

COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY rules ./rules
COPY assets ./assets
COPY docs/rules ./docs/rules
RUN pip install --no-cache-dir -e .

USER dojo
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
