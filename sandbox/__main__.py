"""``python -m sandbox [game] [--players N] [--port P] [--database F] [--screenshot DIR]``."""

from __future__ import annotations

import sys

from sandbox.cli import main, parse_args

if __name__ == "__main__":
    sys.exit(main(parse_args(sys.argv[1:])))
