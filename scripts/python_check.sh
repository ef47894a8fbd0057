# Sourced by the other scripts here, from the repository root: `dojo_venv` makes .venv with
# Python 3.11 or newer, or says in one message why it cannot and returns 1. It never leaves a
# half-made .venv behind (a .venv without pip breaks every later run).
#
# The Python used: $PYTHON if set, else the first of python3, python3.13, python3.12 and
# python3.11 on PATH that is 3.11+ (Ubuntu 22.04's python3 is 3.10, its python3.11 is fine).

DOJO_NEEDS="Dojo needs Python 3.11 or newer"

# The "X.Y.Z" version of the Python command $1, or nothing when it does not run.
_dojo_version() {
  local out
  out=$("$1" --version 2>&1) || return 0
  out=${out#Python }
  printf '%s' "${out%%[!0-9.]*}"
}

# Is the Python command $1 3.11 or newer?
_dojo_recent() {
  local version major minor
  version=$(_dojo_version "$1")
  major=${version%%.*}
  minor=${version#*.}
  minor=${minor%%.*}
  [[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
  ((major > 3 || (major == 3 && minor >= 11)))
}

# Sets DOJO_PYTHON to a Python 3.11+ command, or says what was found and returns 1.
dojo_find_python() {
  local candidate
  for candidate in ${PYTHON:-} python3 python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null 2>&1 && _dojo_recent "$candidate"; then
      DOJO_PYTHON=$candidate
      return 0
    fi
  done
  local first=${PYTHON:-python3} found
  if command -v "$first" >/dev/null 2>&1; then
    found="$first here is Python $(_dojo_version "$first")"
  else
    found="no $first was found on PATH"
  fi
  echo "$DOJO_NEEDS, and $found (nor python3.11, 3.12 or 3.13). Install one (for example" \
    "apt-get install python3.11 python3.11-venv, or https://www.python.org/downloads/), or" \
    "name it: PYTHON=/path/to/python3.11 $0" >&2
  return 1
}

# Makes .venv (when it is not there yet) with a Python 3.11+.
dojo_venv() {
  if [ -e .venv ]; then
    if [ -x .venv/bin/python ] && _dojo_recent .venv/bin/python \
        && .venv/bin/python -m pip --version >/dev/null 2>&1; then
      return 0
    fi
    local what="has no working Python 3.11+ with pip"
    if [ -x .venv/bin/python ] && ! _dojo_recent .venv/bin/python; then
      what="was made with Python $(_dojo_version .venv/bin/python)"
    fi
    echo "$DOJO_NEEDS, and the .venv folder here $what. Remove it (rm -rf .venv) and run" \
      "$0 again." >&2
    return 1
  fi
  dojo_find_python || return 1
  if ! "$DOJO_PYTHON" -m venv .venv || ! .venv/bin/python -m pip --version >/dev/null 2>&1
  then
    rm -rf .venv
    echo "Could not make .venv with $DOJO_PYTHON (Python $(_dojo_version "$DOJO_PYTHON")):" \
      "its venv module is missing or broken. On Debian or Ubuntu: apt-get install" \
      "python3-venv (or python3.11-venv), then run $0 again." >&2
    return 1
  fi
}
