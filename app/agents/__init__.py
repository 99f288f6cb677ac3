"""Procedural agents. Each module defines an args model, `SPEC` and an async `run`."""
