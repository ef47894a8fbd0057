"""The end-to-end tests' table of simulated members: the sandbox's (shared with the
benchmarks), so tests, benchmarks and the sandbox's screenshots drive the bot one way."""

from sandbox.table import (
    Table,
    click_something,
    controls,
    open_match,
    private_answer,
    prompt_message,
    table,
)

__all__ = ["Table", "click_something", "controls", "open_match", "private_answer",
           "prompt_message", "table"]
