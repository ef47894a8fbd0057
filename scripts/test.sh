#!/usr/bin/env bash
# The README's test command: make a local venv, install the bot with its test extra, run pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/python_check.sh
dojo_venv || exit 1
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
.venv/bin/python -m ruff check .
.venv/bin/python -m pytest -q "$@"
