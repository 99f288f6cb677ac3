"""Plain-Python models, events, errors, settings and paths (no Qt, no I/O at import)."""
