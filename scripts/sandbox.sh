#!/usr/bin/env bash
# Try the bot without Discord: make a local venv, install the bot with its sandbox extra, start
# the sandbox (the real bot in a simulated Discord, shown on a 127.0.0.1 web page; see README).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/python_check.sh
dojo_venv || exit 1
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[sandbox]'
exec .venv/bin/python -m bot sandbox "$@"
