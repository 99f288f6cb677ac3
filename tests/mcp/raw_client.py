"""`python -m app mcp` driven frame by frame, without the SDK: for the protocol
behaviour the SDK's client never exercises (malformed frames, negotiation, batches,
cancellation on the wire, EOF)."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.mcp.harness import REPO, TEST_AGENTS

Frame = dict[str, Any]


class RawServer:
    """A server subprocess; every stdout line it writes is parsed and kept in `seen`."""

    def __init__(self, home: Path, *, agents: str = TEST_AGENTS,
                 extra_args: tuple[str, ...] = ()) -> None:
        pythonpath = os.pathsep.join(p for p in (os.environ.get("PYTHONPATH"), str(REPO)) if p)
        env = dict(os.environ, PREPARO_HOME=str(home), PREPARO_TEST_AGENTS=agents,
                   PYTHONPATH=pythonpath)
        home.mkdir(parents=True, exist_ok=True)
        self.stderr_path = home / "server-stderr.txt"
        self._stderr = self.stderr_path.open("wb")
        self.proc = subprocess.Popen([sys.executable, "-m", "app", "mcp", *extra_args],
                                     cwd=REPO, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self._stderr)
        self.seen: list[Any] = []
        self.bad_lines: list[bytes] = []  # stdout lines that are not JSON (must stay empty)
        self._lines: queue.Queue[Any] = queue.Queue()
        self._next_id = 1000
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            try:
                self._lines.put(json.loads(line))
            except ValueError:
                self.bad_lines.append(line)
        self._lines.put(None)

    # -- writing ------------------------------------------------------------------------
    def send(self, *frames: Frame | list[Any] | bytes) -> None:
        """Write frames (objects, arrays, or raw bytes without the newline) at once."""
        assert self.proc.stdin is not None
        data = b"".join((f if isinstance(f, bytes) else json.dumps(f).encode()) + b"\n"
                        for f in frames)
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def request(self, method: str, params: dict[str, Any] | None = None,
                ident: int | str | None = None) -> int | str:
        if ident is None:
            self._next_id += 1
            ident = self._next_id
        frame: Frame = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            frame["params"] = params
        self.send(frame)
        return ident

    def notify(self, method: str, params: dict[str, Any] | None = None) -> None:
        frame: Frame = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            frame["params"] = params
        self.send(frame)

    def initialize(self, version: str = "2025-11-25") -> Frame:
        ident = self.request("initialize", {"protocolVersion": version, "capabilities": {},
                                            "clientInfo": {"name": "raw", "version": "1"}})
        reply = self.reply(ident)
        self.notify("notifications/initialized")
        return reply

    # -- reading ------------------------------------------------------------------------
    def wait_for(self, match: Callable[[Any], bool], timeout: float = 20.0) -> Any:
        """The first frame (seen before or arriving within `timeout`) that matches."""
        for frame in self.seen:
            if match(frame):
                return frame
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no matching frame within {timeout} s; seen {self.seen}")
            try:
                frame = self._lines.get(timeout=left)
            except queue.Empty:
                continue
            if frame is None:
                self._lines.put(None)
                raise AssertionError(f"the server's stdout ended; seen {self.seen}")
            self.seen.append(frame)
            if match(frame):
                return frame

    def reply(self, ident: int | str | None, timeout: float = 20.0) -> Frame:
        found: Frame = self.wait_for(
            lambda f: isinstance(f, dict) and "method" not in f and f.get("id") == ident
            and type(f.get("id")) is type(ident), timeout)
        return found

    def replies(self, ident: int | str) -> list[Frame]:
        return [f for f in self.seen if isinstance(f, dict) and "method" not in f
                and f.get("id") == ident]

    def progress(self, token: int | str) -> list[Frame]:
        return [f for f in self.seen if isinstance(f, dict)
                and f.get("method") == "notifications/progress"
                and f["params"]["progressToken"] == token]

    # -- the end ------------------------------------------------------------------------
    def close(self, timeout: float = 15.0) -> int:
        """Close stdin (how a stdio client ends the session); the exit code."""
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            return self.proc.wait(timeout=timeout)
        finally:
            self._stderr.close()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            self.proc.stdin.close()
        self._stderr.close()

    @property
    def stderr(self) -> str:
        return self.stderr_path.read_text("utf-8", errors="replace")
