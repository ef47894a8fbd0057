#!/usr/bin/env bash
# Run the bot: make a local venv, install the bot, start it (needs DISCORD_TOKEN, see README).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/python_check.sh
dojo_venv || exit 1
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
exec .venv/bin/python -m bot "$@"
