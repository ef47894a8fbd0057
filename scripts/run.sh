#!/usr/bin/env bash
# Run the bot: make a local venv, install the bot, start it (needs DISCORD_TOKEN, see README).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
exec .venv/bin/python -m bot "$@"
