"""The MCP stdio transport: newline-delimited JSON-RPC over the process's stdin/stdout.

`StdioChannel.claim()` takes the process's standard streams for the protocol:
the wire moves to private duplicates of fds 0 and 1, and fd 0 is pointed at the
null device and fd 1 at stderr, so a stray `print`, a library's warning or a child
process reads EOF and writes to stderr instead of corrupting the protocol channel.
`release()` puts the wire back.

A reader thread reads whole lines (blocking reads, which work on pipes on every
platform, Windows included) and hands them to the event loop; a writer thread
writes one frame at a time and flushes it, in the order they were sent, so frames
never interleave and the loop never blocks on a full pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import queue
import sys
import threading
from collections.abc import Callable
from typing import BinaryIO

log = logging.getLogger(__name__)

MAX_FRAME = 64 * 1024 * 1024
"""A longer line is refused (and skipped) instead of being held in memory."""
TOO_LONG = b""
"""What the reader hands over for a line longer than MAX_FRAME (a real line never
is empty: it ends with a newline)."""


class ConnectionLost(Exception):
    """The client's end of stdout is gone."""


def _binary(fd: int) -> None:
    """No newline translation on Windows (a no-op elsewhere)."""
    if sys.platform == "win32":
        import msvcrt

        with contextlib.suppress(OSError):
            msvcrt.setmode(fd, os.O_BINARY)


def _rebind_std_handles() -> None:
    """On Windows, child processes inherit the std *handles*, not the C runtime's fds:
    point them at what fds 0 and 1 now are."""
    if sys.platform == "win32":
        import ctypes
        import msvcrt

        kernel32 = ctypes.windll.kernel32
        for std_handle, fd in ((-10, 0), (-11, 1)):  # STD_INPUT_HANDLE, STD_OUTPUT_HANDLE
            with contextlib.suppress(OSError):
                kernel32.SetStdHandle(std_handle, msvcrt.get_osfhandle(fd))


class StdioChannel:
    """Lines in, frames out, over a binary reader and writer."""

    def __init__(self, reader: BinaryIO, writer: BinaryIO,
                 release: Callable[[], None] | None = None) -> None:
        self._reader = reader
        self._writer = writer
        self._release = release
        self._loop: asyncio.AbstractEventLoop | None = None
        self._incoming: asyncio.Queue[bytes | None] = asyncio.Queue()
        self._outgoing: queue.SimpleQueue[tuple[bytes, asyncio.Future[None]] | None] = \
            queue.SimpleQueue()
        self._lost: BaseException | None = None
        self._ended = False
        self._writer_thread: threading.Thread | None = None

    # -- claiming the process's standard streams ------------------------------------
    @classmethod
    def claim(cls) -> StdioChannel:
        """The channel over this process's stdin/stdout, diverting fds 0 and 1 meanwhile.

        When the descriptors cannot be duplicated (no real fds behind sys.stdin or
        sys.stdout), the streams are used in place, undiverted."""
        if sys.stdin is None or sys.stdout is None:
            raise RuntimeError("the MCP server needs stdin and stdout")
        try:
            wire_in, wire_out = os.dup(0), os.dup(1)
        except OSError as exc:
            log.info("serving stdio in place (cannot duplicate fds 0/1: %s)", exc)
            return cls(sys.stdin.buffer, sys.stdout.buffer)
        try:
            null_in = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null_in, 0)
            os.close(null_in)
            try:
                os.dup2(2, 1)
            except OSError:  # no stderr (a windowed process): stray output is dropped
                null_out = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null_out, 1)
                os.close(null_out)
        except OSError as exc:
            log.info("serving stdio in place (cannot divert fds 0/1: %s)", exc)
            with contextlib.suppress(OSError):
                os.dup2(wire_in, 0)
                os.dup2(wire_out, 1)
            return cls(sys.stdin.buffer, sys.stdout.buffer)
        _rebind_std_handles()
        for fd in (wire_in, wire_out):
            _binary(fd)

        def release() -> None:
            # Stray output still buffered in sys.stdout belongs on stderr, not the wire.
            with contextlib.suppress(Exception):
                sys.stdout.flush()
            try:
                os.dup2(wire_in, 0)
                os.dup2(wire_out, 1)
            except OSError as exc:
                log.warning("could not restore stdin/stdout: %s", exc)
                return
            _rebind_std_handles()

        # closefd=False: the reader thread may still block on the descriptor when the
        # server ends; it must never be closed (and its number reused) under it.
        return cls(os.fdopen(wire_in, "rb", closefd=False),
                   os.fdopen(wire_out, "wb", closefd=False), release)

    # -- running ----------------------------------------------------------------------
    def start(self) -> None:
        """Start the reader and writer threads; call from the event loop."""
        self._loop = asyncio.get_running_loop()
        threading.Thread(target=self._read_lines, name="mcp-stdin", daemon=True).start()
        self._writer_thread = threading.Thread(target=self._write_frames, name="mcp-stdout",
                                               daemon=True)
        self._writer_thread.start()

    async def receive(self) -> bytes | None:
        """The next line (TOO_LONG for an oversized one); None once stdin has ended or
        stdout is gone."""
        if self._ended:
            return None
        line = await self._incoming.get()
        if line is None:
            self._ended = True
        return line

    async def send(self, frame: bytes) -> None:
        """Write one frame (a line) and wait until it is flushed; ConnectionLost when the
        client no longer reads."""
        if self._lost is not None or self._loop is None:
            raise ConnectionLost(str(self._lost or "the channel is not started"))
        done: asyncio.Future[None] = self._loop.create_future()
        self._outgoing.put((frame, done))
        await done

    def close(self, timeout: float = 5.0) -> None:
        """Let the writer finish what was sent, then give the standard streams back."""
        if self._writer_thread is not None:
            self._outgoing.put(None)
            self._writer_thread.join(timeout)
        if self._release is not None:
            self._release()
            self._release = None

    # -- the threads ------------------------------------------------------------------
    def _hand_over(self, item: bytes | None) -> None:
        assert self._loop is not None
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody listens
            self._loop.call_soon_threadsafe(self._incoming.put_nowait, item)

    def _read_lines(self) -> None:
        try:
            while True:
                line = self._reader.readline(MAX_FRAME + 1)
                if not line:
                    break
                if len(line) > MAX_FRAME and not line.endswith(b"\n"):
                    while line and not line.endswith(b"\n"):  # skip the rest of it
                        line = self._reader.readline(MAX_FRAME)
                    self._hand_over(TOO_LONG)
                    continue
                self._hand_over(line)
        except (OSError, ValueError) as exc:
            log.info("stdin failed: %r", exc)
        finally:
            self._hand_over(None)

    def _settle(self, done: asyncio.Future[None], error: BaseException | None) -> None:
        def settle() -> None:
            if done.done():  # its sender was cancelled meanwhile
                return
            if error is None:
                done.set_result(None)
            else:
                done.set_exception(ConnectionLost(str(error)))

        assert self._loop is not None
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(settle)

    def _write_frames(self) -> None:
        while (item := self._outgoing.get()) is not None:
            frame, done = item
            if self._lost is None:
                try:
                    self._writer.write(frame)
                    self._writer.flush()
                except (OSError, ValueError) as exc:
                    log.info("stdout failed: %r", exc)
                    self._lost = exc
                    self._hand_over(None)  # stop serving: the client cannot hear us
            self._settle(done, self._lost)
