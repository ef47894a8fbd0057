"""The sandbox: try the real bot without Discord (CLI, simulated world, browser capture), and
the scripted player it shares with the end-to-end tests."""
