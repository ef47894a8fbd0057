"""Pictures for the bot: one pure function per picture, a game view in, PNG bytes out.

Nothing here imports discord; the cogs send the bytes. Rendering takes tens of milliseconds, so
callers on the event loop should run it in a thread (``asyncio.to_thread``).
"""
