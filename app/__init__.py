"""Preparo: meeting and study preparation with sources from wol.jw.org."""

__version__ = "0.1.0"
