"""The project's local mirror of wol.jw.org and the jw-cdn APIs.

Tests, benchmarks and offline demos point the base URLs at a server on
127.0.0.1 that serves synthetic pages in the real structures. The pages come
from `app.mirror.content` (pure functions, text written for the project); the
HTTP server lives in `app.mirror.server`.
"""
