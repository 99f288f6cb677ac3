"""A local HTTP mirror of wol.jw.org and the jw-cdn APIs, for tests and benchmarks.

It serves the project's own synthetic pages (app.mirror.content) at the real
URL paths of docs SOURCES.md, on 127.0.0.1 only. The wol routes sit at the
root (`/en/wol/...`), the CDN routes under `/cdn` (`/cdn/tokens/jworg.jwt`,
`/cdn/apis/...`), so one port stands in for both hosts. A workbook week's publication
citation links (`/wol/pc/{r}/{lp}/{docId}/{n}/0`) answer JSON items that lead to the
cited lesson or article under `/wol/d/` (with a `#h=` anchor on the cited paragraph):

    with running_mirror() as m:
        os.environ["PREPARO_WOL_URL"] = m.wol_url
        os.environ["PREPARO_CDN_URL"] = m.cdn_url
        m.faults.status("/wol/b/", 500, times=1)   # fail once, then succeed
        ...
        assert m.count("/wol/b/") == 2

Faults are also switchable over HTTP while it runs:
    POST   /__mirror/faults       {"pattern": "/wol/d/", "status": 429, "retry_after": 1}
    GET    /__mirror/faults       the list;   DELETE /__mirror/faults[/{id}]
    GET    /__mirror/log          requests so far;   DELETE /__mirror/log
    POST   /__mirror/tokens/expire   every search token issued so far gets 401
"""

from __future__ import annotations

import base64
import contextlib
import json
import re
import secrets
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from datetime import date
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from app.core.models import Language
from app.mirror import content
from app.mirror.faults import Applied, Fault, Faults
from app.sources.http import HttpPolicy
from app.sources.languages import BY_JW_CODE, WOL_LANGUAGES

CDN_PREFIX = "/cdn"
CONTROL_PREFIX = "/__mirror"
SEARCH_KINDS = ("all", "publications", "bible", "indexes")
LOG_LIMIT = 20000


class NotFound(Exception):
    pass


@dataclass(frozen=True)
class Reply:
    status: int
    body: bytes
    content_type: str
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def html(cls, text: str | None) -> Reply:
        if text is None:
            raise NotFound("no such page")
        return cls(200, text.encode("utf-8"), "text/html; charset=utf-8")

    @classmethod
    def json(cls, data: Any, status: int = 200) -> Reply:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        return cls(status, body, "application/json; charset=utf-8")


@dataclass(frozen=True)
class RequestRecord:
    time: float
    method: str
    path: str
    status: int
    user_agent: str
    authorized: bool
    fault: str  # "" or a short description of the injected fault
    elapsed_ms: float


class RequestLog:
    """What the mirror served, for tests and benchmarks (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._records: list[RequestRecord] = []

    def add(self, record: RequestRecord) -> None:
        with self._lock:
            self._records.append(record)
            if len(self._records) > LOG_LIMIT:
                del self._records[: len(self._records) - LOG_LIMIT]

    def records(self, pattern: str | None = None) -> list[RequestRecord]:
        with self._lock:
            found = list(self._records)
        if pattern is None:
            return found
        regex = re.compile(pattern)
        return [r for r in found if regex.search(r.path)]

    def count(self, pattern: str | None = None) -> int:
        return len(self.records(pattern))

    def clear(self) -> None:
        with self._lock:
            self._records.clear()


class TokenStore:
    """Search API tokens: issued on request, all expirable at once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._valid: set[str] = set()
        self.issued = 0

    def issue(self) -> str:
        with self._lock:
            self.issued += 1
            serial = self.issued
        header = _b64({"alg": "HS256", "typ": "JWT"})
        payload = _b64({"iss": "preparo-mirror", "jti": serial, "iat": int(time.time())})
        token = f"{header}.{payload}.{secrets.token_urlsafe(16)}"
        with self._lock:
            self._valid.add(token)
        return token

    def valid(self, token: str) -> bool:
        with self._lock:
            return token in self._valid

    def expire_all(self) -> None:
        with self._lock:
            self._valid.clear()


def _b64(obj: dict[str, Any]) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


# -- routing -------------------------------------------------------------------

_WOL_RE = re.compile(
    r"^/(?P<iso>[a-z]{2})/wol/(?P<route>b|d|dt|meetings|pc|publication)/(?P<r>r\d+)/(?P<lp>lp-[a-z]+)/(?P<rest>.+)$"
)
_BIBLE_RE = re.compile(r"^(?P<bible>nwtsty|nwt)/(?P<book>\d{1,2})/(?P<chapter>\d{1,3})$")
_DOC_RE = re.compile(r"^(?P<docid>\d{1,12})$")
_PC_RE = re.compile(r"^(?P<docid>\d{1,12})/(?P<n>\d{1,4})/\d{1,4}$")
_SYMBOL_RE = re.compile(r"^[a-z][a-z0-9-]{0,15}$")
_DT_RE = re.compile(r"^(?P<y>\d{4})/(?P<m>\d{1,2})/(?P<d>\d{1,2})$")
_MEET_RE = re.compile(r"^(?P<year>\d{4})/(?P<week>\d{1,2})$")
_SEARCH_RE = re.compile(r"^/apis/search/results/(?P<code>[A-Z]+)/(?P<kind>[a-z]+)$")
# the Bible (nwt) and the daily text book (es26) have no issue
_EPUB_RE = re.compile(r"^/files/[a-z0-9]+/(?:\d{6}/)?[^/]+\.epub$")


def _wol_language(iso: str, resource: str, lp: str) -> Language:
    for lang, info in WOL_LANGUAGES.items():
        if info.iso == iso and info.resource == resource and info.lp == lp:
            return lang
    raise NotFound(f"no wol language {iso}/{resource}/{lp}")


_SEARCH_PAGE_RE = re.compile(r"^/(?P<iso>[a-z]{2})/wol/s/(?P<r>r\d+)/(?P<lp>lp-[a-z]+)/?$")
_WHATS_NEW_RE = re.compile(r"^/(?P<iso>[a-z]{2})/(?P<slug>whats-new|novedades|novidades)/?$")
_FINDER_RE = re.compile(r"^(?:/[a-z]{2})?/wol/finder/?$")


def _route_finder(query: dict[str, list[str]], wol_base: str) -> Reply:
    """`/wol/finder?wtlocale=E&docid=...` (or `bible=`): the real site's redirect to the
    page, through the one link resolver; a finder link without a docid is a 404."""
    from app.core.links import Resolved, language_of_locale, resolve

    flat = "&".join(f"{k}={v[0]}" for k, v in query.items() if v)
    lang = language_of_locale(query.get("wtlocale", ["E"])[0]) or "en"
    found = resolve(f"/wol/finder?{flat}", lang, wol_base)
    if not isinstance(found, Resolved):
        raise NotFound(f"finder link without a page: {found.reason}")
    return Reply(302, b"", "text/plain; charset=utf-8", (("Location", found.url),))


def _route_wol(path: str) -> Reply:
    m = _WOL_RE.match(path)
    if m is None:
        raise NotFound(path)
    lang = _wol_language(m["iso"], m["r"], m["lp"])
    route, rest = m["route"], m["rest"]
    if route == "b" and (b := _BIBLE_RE.match(rest)):
        book, chapter = int(b["book"]), int(b["chapter"])
        if not 1 <= book <= 66 or chapter < 1:
            raise NotFound(path)
        return Reply.html(content.chapter_page(lang, book, chapter))
    if route == "d" and (d := _DOC_RE.match(rest)):
        return Reply.html(content.document_page(lang, int(d["docid"])))
    if route == "publication" and _SYMBOL_RE.match(rest):
        return Reply.html(content.publication_page(lang, rest))
    if route == "pc" and (c := _PC_RE.match(rest)):
        data = content.publication_citation(lang, int(c["docid"]), int(c["n"]))
        if data is None:
            raise NotFound(path)
        return Reply.json(data)
    if route == "dt" and (t := _DT_RE.match(rest)):
        y, mo, day = int(t["y"]), int(t["m"]), int(t["d"])
        try:
            date(y, mo, day)
        except ValueError:
            raise NotFound(path) from None
        return Reply.html(content.daily_text_page(lang, y, mo, day))
    if route == "meetings" and (w := _MEET_RE.match(rest)):
        year, week = int(w["year"]), int(w["week"])
        if not 1 <= week <= 53:
            raise NotFound(path)
        return Reply.html(content.meetings_page(lang, year, week))
    raise NotFound(path)


class MirrorServer:
    """The mirror: a ThreadingHTTPServer on 127.0.0.1 in a daemon thread."""

    def __init__(self, port: int = 0, *, host: str = "127.0.0.1", verbose: bool = False) -> None:
        if host not in ("127.0.0.1", "localhost", "::1"):
            raise ValueError("the mirror listens on loopback only")
        self.faults = Faults()
        self.log = RequestLog()
        self.tokens = TokenStore()
        self.verbose = verbose
        self._httpd = _MirrorHTTPServer((host, port), _Handler, self)
        self.host = host
        self.port: int = self._httpd.server_address[1]
        self._thread: threading.Thread | None = None

    # -- addresses ---------------------------------------------------------------

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def wol_url(self) -> str:
        return self.base_url

    @property
    def cdn_url(self) -> str:
        return self.base_url + CDN_PREFIX

    @property
    def env(self) -> dict[str, str]:
        """The environment variables that point Preparo at this mirror."""
        return {"PREPARO_WOL_URL": self.wol_url, "PREPARO_CDN_URL": self.cdn_url}

    # -- life cycle ----------------------------------------------------------------

    def start(self) -> MirrorServer:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._httpd.serve_forever,
                kwargs={"poll_interval": 0.05},
                name=f"preparo-mirror-{self.port}",
                daemon=True,
            )
            self._thread.start()
        return self

    def serve_forever(self) -> None:
        """Serve in the calling thread until shutdown() or Ctrl-C."""
        self._httpd.serve_forever(poll_interval=0.2)

    def stop(self) -> None:
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> MirrorServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- helpers for tests ----------------------------------------------------------

    def count(self, pattern: str | None = None) -> int:
        """How many requests (not control calls) matched `pattern` (a regex on the path)."""
        return self.log.count(pattern)

    def requests(self, pattern: str | None = None) -> list[RequestRecord]:
        return self.log.records(pattern)

    def expire_tokens(self) -> None:
        self.tokens.expire_all()

    def reset(self) -> None:
        self.faults.clear()
        self.log.clear()
        self.tokens.expire_all()

    # -- request handling (called from handler threads) -------------------------------

    def route(self, path: str, query: dict[str, list[str]], auth: str) -> Reply:
        if path == CDN_PREFIX or path.startswith(CDN_PREFIX + "/"):
            return self._route_cdn(path[len(CDN_PREFIX):], query, auth)
        if path.startswith(("/tokens/", "/apis/")):
            return self._route_cdn(path, query, auth)
        if w := _WHATS_NEW_RE.match(path):  # jw.org's "What's New" (same base as wol)
            lang = next(k for k, v in content.WHATS_NEW_PATHS.items() if v == w["slug"])
            return Reply.html(content.whats_new_page(lang if lang == w["iso"] else "",
                                                     date.today()))
        if _FINDER_RE.match(path):
            return _route_finder(query, self.wol_url)
        if s := _SEARCH_PAGE_RE.match(path):
            lang = _wol_language(s["iso"], s["r"], s["lp"])
            return Reply.html(content.search_page(lang, query.get("q", [""])[0], self.wol_url))
        return _route_wol(path)

    def _route_cdn(self, path: str, query: dict[str, list[str]], auth: str) -> Reply:
        def arg(name: str) -> str:
            values = query.get(name)
            if not values:
                raise NotFound(f"missing parameter {name}")
            return values[0]

        if path == "/tokens/jworg.jwt":
            return Reply.json(self.tokens.issue())
        if m := _SEARCH_RE.match(path):
            token = auth[7:].strip() if auth.lower().startswith("bearer ") else ""
            if not token or not self.tokens.valid(token):
                return Reply.json({"status": 401, "message": "token missing or expired"}, 401)
            code, kind = m["code"], m["kind"]
            if code not in BY_JW_CODE or kind not in SEARCH_KINDS:
                raise NotFound(path)
            q = query.get("q", [""])[0]
            return Reply.json(content.search_results(code, kind, q, wol_base=self.wol_url))
        if path == "/apis/pub-media/GETPUBMEDIALINKS":
            code = arg("langwritten")
            if code not in BY_JW_CODE:
                raise NotFound(code)
            if arg("fileformat").upper() != "EPUB":
                raise NotFound("the mirror has EPUB files only")
            issue = query.get("issue", [""])[0]  # the Bible (pub=nwt) is asked for without one
            data = content.pub_media_links(arg("pub"), issue, code, self.cdn_url)
            if data is None:
                raise NotFound("no such issue")
            return Reply.json(data)
        if _EPUB_RE.match(path):
            epub = content.epub_for_path(path)
            if epub is None:
                raise NotFound(path)
            return Reply(200, epub, "application/epub+zip")
        raise NotFound(path)


_RANGE_RE = re.compile(r"^bytes=(\d+)-$")


def _ranged(reply: Reply, header: str) -> Reply:
    """A publication file from a byte on (`Range: bytes=N-`), as the CDN answers a
    download that resumes: 206 with Content-Range, or 416 past the end."""
    m = _RANGE_RE.match(header.strip())
    if not m or reply.status != 200 or reply.content_type != "application/epub+zip":
        return reply
    start, size = int(m[1]), len(reply.body)
    if start >= size:
        return Reply(416, b"", "text/plain", (("Content-Range", f"bytes */{size}"),))
    return Reply(206, reply.body[start:], reply.content_type,
                 (*reply.headers, ("Content-Range", f"bytes {start}-{size - 1}/{size}")))


class _MirrorHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64

    def __init__(
        self,
        address: tuple[str, int],
        handler: type[BaseHTTPRequestHandler],
        mirror: MirrorServer,
    ) -> None:
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.mirror = mirror
        super().__init__(address, handler)

    def handle_error(self, request: object, client_address: object) -> None:
        """A client that hung up (killed, or gave up on a fault) is no server error."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "PreparoMirror/1"
    # Headers and body go out in separate writes; with Nagle on, each loopback reply
    # waits ~40 ms for a delayed ACK, which would swamp the latencies we inject.
    disable_nagle_algorithm = True
    server: _MirrorHTTPServer

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.mirror.verbose:
            super().log_message(format, *args)

    # -- verbs ---------------------------------------------------------------------

    def do_GET(self) -> None:
        self._dispatch("GET")

    def do_POST(self) -> None:
        self._dispatch("POST")

    def do_DELETE(self) -> None:
        self._dispatch("DELETE")

    # -- plumbing ------------------------------------------------------------------

    def _dispatch(self, method: str) -> None:
        started = time.perf_counter()
        arrived = time.time()  # when the request came in (pacing tests read this)
        parts = urlsplit(self.path)
        body = self._read_body()
        if parts.path.startswith(CONTROL_PREFIX + "/"):
            self._send(self._control(method, parts.path[len(CONTROL_PREFIX):], body))
            return
        mirror = self.server.mirror
        applied = mirror.faults.apply(self.path)
        if applied.latency_ms:
            time.sleep(applied.latency_ms / 1000)
        if applied.reset:
            self._reset(mirror, method, started, applied)
            return
        auth = self.headers.get("Authorization", "")
        reply = self._serve(method, parts.path, parse_qs(parts.query), auth, applied)
        reply = _ranged(reply, self.headers.get("Range", ""))
        truncated = applied.truncate and reply.status == 200
        if reply.status == 200 and (applied.cut or applied.empty):
            # Cut short or empty, with a Content-Length that matches what is sent.
            kept = b"" if applied.empty else reply.body[: len(reply.body) // 2]
            reply = Reply(200, kept, reply.content_type, reply.headers)
        # Logged before the reply goes out, so a client that has its answer sees it counted.
        mirror.log.add(
            RequestRecord(
                time=arrived,
                method=method,
                path=self.path,
                status=reply.status,
                user_agent=self.headers.get("User-Agent", ""),
                authorized=bool(auth),
                fault=_describe(applied),
                elapsed_ms=(time.perf_counter() - started) * 1000,
            )
        )
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            self._send(reply, truncate=truncated, drip=(applied.drip_ms, applied.drip_bytes))

    def _reset(self, mirror: MirrorServer, method: str, started: float, applied: Applied) -> None:
        """Hang up with an RST before answering (a connection reset by the peer)."""
        mirror.log.add(RequestRecord(
            time=time.time(), method=method, path=self.path, status=0,
            user_agent=self.headers.get("User-Agent", ""),
            authorized=bool(self.headers.get("Authorization")), fault=_describe(applied),
            elapsed_ms=(time.perf_counter() - started) * 1000,
        ))
        with contextlib.suppress(OSError):
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                       struct.pack("ii", 1, 0))
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.connection.close()

    def _serve(
        self,
        method: str,
        path: str,
        query: dict[str, list[str]],
        auth: str,
        applied: Applied,
    ) -> Reply:
        if applied.status is not None:
            headers: tuple[tuple[str, str], ...] = ()
            if applied.retry_after is not None:
                headers = (("Retry-After", _retry_after_text(applied.retry_after)),)
            return Reply(
                applied.status,
                f"mirror fault: status {applied.status}\n".encode(),
                "text/plain; charset=utf-8",
                headers,
            )
        if method != "GET":
            return Reply(405, b"method not allowed\n", "text/plain", (("Allow", "GET"),))
        try:
            reply = self.server.mirror.route(path, query, auth)
        except (NotFound, KeyError, LookupError, ValueError) as exc:
            return Reply(404, f"not found: {exc}\n".encode(), "text/plain; charset=utf-8")
        if applied.changed_markup and reply.content_type.startswith("text/html"):
            changed = content.changed_markup(reply.body.decode("utf-8"))
            reply = Reply.html(changed)
        return reply

    def _read_body(self) -> bytes:
        length = self.headers.get("Content-Length")
        if length and length.isdigit() and int(length) > 0:
            return self.rfile.read(min(int(length), 1 << 20))
        return b""

    def _send(self, reply: Reply, *, truncate: bool = False,
              drip: tuple[int, int] = (0, 1)) -> None:
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(reply.body)))
        for name, value in reply.headers:
            self.send_header(name, value)
        if truncate:
            self.send_header("Connection", "close")
        self.end_headers()
        if truncate:
            # Announce the whole body, send half of it, then hang up.
            self.wfile.write(reply.body[: len(reply.body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        pause_ms, piece = drip
        if pause_ms and reply.status == 200:
            self.close_connection = True  # a client that gives up hangs up mid-body
            for start in range(0, len(reply.body), piece):
                self.wfile.write(reply.body[start:start + piece])
                self.wfile.flush()
                time.sleep(pause_ms / 1000)
            return
        self.wfile.write(reply.body)

    # -- control endpoint ------------------------------------------------------------

    def _control(self, method: str, path: str, body: bytes) -> Reply:
        mirror = self.server.mirror
        try:
            return _control(mirror, method, path, body)
        except (ValueError, TypeError, re.error) as exc:
            return Reply.json({"error": str(exc)}, 400)


def _control(mirror: MirrorServer, method: str, path: str, body: bytes) -> Reply:
    if path == "/health":
        return Reply.json({"ok": True, "wol_url": mirror.wol_url, "cdn_url": mirror.cdn_url})
    if path == "/faults":
        if method == "GET":
            return Reply.json([f.to_json() for f in mirror.faults.list()])
        if method == "POST":
            data = json.loads(body or b"{}")
            items = data if isinstance(data, list) else [data]
            added = [mirror.faults.add(Fault.from_json(item)).to_json() for item in items]
            return Reply.json(added if isinstance(data, list) else added[0], 201)
        if method == "DELETE":
            mirror.faults.clear()
            return Reply.json({"cleared": True})
    if (m := re.fullmatch(r"/faults/(\d+)", path)) and method == "DELETE":
        removed = mirror.faults.remove(int(m[1]))
        return Reply.json({"removed": removed}, 200 if removed else 404)
    if path == "/log":
        if method == "GET":
            records = [asdict(r) for r in mirror.log.records()]
            return Reply.json({"count": len(records), "requests": records})
        if method == "DELETE":
            mirror.log.clear()
            return Reply.json({"cleared": True})
    if path == "/tokens/expire" and method == "POST":
        mirror.tokens.expire_all()
        return Reply.json({"expired": True})
    return Reply.json({"error": f"no control route {method} {path}"}, 404)


def _retry_after_text(seconds: float) -> str:
    return str(int(seconds)) if float(seconds).is_integer() else f"{seconds:g}"


def _describe(applied: Applied) -> str:
    if not applied.any:
        return ""
    bits: list[str] = []
    if applied.latency_ms:
        bits.append(f"latency {applied.latency_ms}ms")
    if applied.status is not None:
        bits.append(f"status {applied.status}")
    if applied.truncate:
        bits.append("truncated")
    if applied.cut:
        bits.append("cut")
    if applied.empty:
        bits.append("empty")
    if applied.drip_ms:
        bits.append(f"drip {applied.drip_bytes}B/{applied.drip_ms}ms")
    if applied.changed_markup:
        bits.append("changed markup")
    if applied.reset:
        bits.append("reset")
    return ", ".join(bits)


@contextlib.contextmanager
def running_mirror(port: int = 0, *, verbose: bool = False) -> Iterator[MirrorServer]:
    """Start a mirror on a free loopback port for the duration of a `with` block."""
    server = MirrorServer(port, verbose=verbose)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def pointing_env(mirror: MirrorServer, setenv: Callable[[str, str], Any]) -> None:
    """Point Preparo's settings at `mirror` (pass monkeypatch.setenv or os.environ.__setitem__)."""
    for name, value in mirror.env.items():
        setenv(name, value)


# A polite-enough policy for talking to the mirror in tests and benchmarks: the
# real sites keep HttpPolicy() defaults; the mirror is on loopback and fast.
MIRROR_POLICY = HttpPolicy(
    rate=500.0,
    burst=100,
    max_attempts=4,
    backoff_base=0.02,
    backoff_max=0.2,
    retry_after_max=5.0,
    total_wait_max=10.0,
    timeout=10.0,
    connect_timeout=2.0,
)
