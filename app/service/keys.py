"""The person's set-up outside settings.json: the LLM providers' API keys (OS keyring)
and the content cache's size on disk."""

from __future__ import annotations

from app.llm.errors import KeyStoreUnavailable
from app.llm.keys import KeyLookup, lookup_api_key, set_api_key
from app.sources.cache import Cache, CacheStats

__all__ = ["CacheStats", "KeyLookup", "KeyStoreUnavailable", "cache_clear", "cache_stats",
           "lookup_api_key", "set_api_key"]

MB = 1024 * 1024


def cache_stats(max_mb: int) -> CacheStats:
    """What the cache holds (blocking: call it off the UI loop)."""
    cache = Cache(max_bytes=max_mb * MB)
    try:
        return cache.stats_sync()
    finally:
        cache.close()


def cache_clear(max_mb: int) -> CacheStats:
    """Empty the cache and say what it holds now (blocking)."""
    cache = Cache(max_bytes=max_mb * MB)
    try:
        cache.clear_sync()
        return cache.stats_sync()
    finally:
        cache.close()
