"""A real BRLTTY with its virtual braille driver ("vr"), for integration tests.

The harness listens on a Unix socket, starts ``brltty`` with the driver as a client of that
socket, answers ``cells N``, and then sees every display update as a line
``Braille "1|12| |..."`` (dots per cell). Lines written back (``Route 5``, ``LnDn``,
``PassChar 0x41``) reach BrlAPI clients as keys. BrlAPI listens on TCP port 4101+N for
``host=127.0.0.1:N``; a free N is picked, and the harness waits until the port answers.

Use the ``brltty_virtual`` fixture (pytest) or ``with BrlttyVirtual.start(tmp_path) as vr``.
Each instance has its own directory; brltty is stopped by its PID when the block ends.
"""

from __future__ import annotations

import array
import fcntl
import os
import queue
import random
import shutil
import signal
import socket
import subprocess
import termios
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

BRLAPI_BASE_PORT = 4101


def brltty_path() -> str | None:
    """The brltty executable, or None when it is not installed."""
    return shutil.which("brltty") or next(
        (p for p in ("/usr/bin/brltty", "/bin/brltty", "/usr/sbin/brltty") if os.path.exists(p)),
        None,
    )


def _free_display_number() -> int:
    for _ in range(200):
        n = random.randint(40, 900)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind(("127.0.0.1", BRLAPI_BASE_PORT + n))
            except OSError:
                continue
            return n
    raise RuntimeError("no free BrlAPI port found")


def dots_to_unicode(cell: str) -> str:
    """``"125"`` (a vr cell) -> the Unicode braille character; blank for ``" "``."""
    bits = 0
    for ch in cell.strip():
        bits |= 1 << (int(ch) - 1)
    return chr(0x2800 + bits)


def unicode_to_dots(char: str) -> str:
    """The Unicode braille character -> vr dot digits (``""`` for a blank cell)."""
    bits = ord(char) - 0x2800
    return "".join(str(i + 1) for i in range(8) if bits & (1 << i))


class BrlttyVirtual:
    """A running brltty with the virtual driver; talk to it as the "display"."""

    def __init__(self, workdir: Path, cells: int = 40, timeout: float = 10.0):
        self.workdir = workdir
        self.cells = cells
        self.number = _free_display_number()
        self.host = f"127.0.0.1:{self.number}"
        """BrlAPI host string for clients."""
        self.auth = "none"
        """BrlAPI auth string for clients."""
        self.lines: queue.Queue[str] = queue.Queue()
        """Every line brltty sent to the display, in order."""
        self._timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._conn: socket.socket | None = None
        self._server: socket.socket | None = None
        self._reader: threading.Thread | None = None

    @classmethod
    def start(cls, workdir: Path, cells: int = 40, timeout: float = 10.0) -> BrlttyVirtual:
        """Start brltty and wait until BrlAPI answers; skip the test when brltty is missing."""
        exe = brltty_path()
        if exe is None:
            pytest.skip("brltty is not installed (apt install brltty)")
        vr = cls(Path(workdir), cells, timeout)
        try:
            vr._launch(exe)
        except BaseException:
            vr.stop()
            raise
        return vr

    def _launch(self, exe: str) -> None:
        d = self.workdir
        sock_path = str(d / "vr.sock")
        self._server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._server.bind(sock_path)
        self._server.listen(1)
        self._server.settimeout(self._timeout)
        cmd = [
            exe, "-n", "-e", "-q", "-b", "vr", "-d", f"client:{sock_path}",
            "-x", "no", "-s", "no", "-A", f"auth={self.auth},host={self.host}",
            "-f", "/dev/null", "-F", str(d / "prefs"), "-W", str(d), "-U", str(d),
            "-P", str(d / "brltty.pid"),
        ]  # fmt: skip
        log = open(d / "brltty.log", "wb")
        self._proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=d)
        log.close()
        self._conn, _ = self._server.accept()
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()
        self.send(f"cells {self.cells}")
        self._wait_for_port()
        # The API may answer before the driver has taken "cells": wait for its first update.
        self.first_braille = self.next_braille(self._timeout)
        """The first update (BRLTTY's own "no screen" message)."""

    def _wait_for_port(self) -> None:
        deadline = time.monotonic() + self._timeout
        while time.monotonic() < deadline:
            assert self._proc is not None
            if self._proc.poll() is not None:
                raise RuntimeError(f"brltty exited early; log: {self.log()}")
            try:
                with socket.create_connection(("127.0.0.1", BRLAPI_BASE_PORT + self.number), 0.2):
                    return
            except OSError:
                time.sleep(0.05)
        raise TimeoutError(f"BrlAPI port did not open; log: {self.log()}")

    def _read_loop(self) -> None:
        buf = b""
        assert self._conn is not None
        while True:
            try:
                data = self._conn.recv(4096)
            except OSError:
                return
            if not data:
                return
            buf += data
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                self.lines.put(line.decode("utf-8", "replace").rstrip("\r"))

    def log(self) -> str:
        """brltty's own log output so far."""
        path = self.workdir / "brltty.log"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    def send(self, line: str) -> None:
        """Send one command line to brltty as the display (``Route 5``, ``LnDn``...), and
        wait until brltty has read it.

        The virtual driver is asked for a command when its socket has data, and takes one line
        each time: lines that arrive together (a busy brltty reads two sends at once) leave
        all but the first in its buffer until more data comes, so a key sent last (Return)
        would never arrive.

        Raises:
            TimeoutError: brltty did not read the line in time.
        """
        assert self._conn is not None
        self._conn.sendall(line.encode() + b"\n")
        deadline = time.monotonic() + self._timeout
        while self.unread() and self._proc is not None and self._proc.poll() is None:
            if time.monotonic() > deadline:
                raise TimeoutError(f"brltty did not read {line!r}; log: {self.log()}")
            time.sleep(0.002)

    def unread(self) -> int:
        """How many bytes sent to brltty it has not read yet (``SIOCOUTQ`` of the socket)."""
        assert self._conn is not None
        count = array.array("i", [0])
        fcntl.ioctl(self._conn.fileno(), termios.TIOCOUTQ, count)
        return count[0]

    def next_braille(self, timeout: float = 5.0) -> str:
        """The next ``Braille`` update as Unicode braille (one char per cell)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no Braille line from brltty")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line.startswith("Braille "):
                body = line[len("Braille ") :].strip().strip('"')
                return "".join(dots_to_unicode(c) for c in body.split("|"))

    def wait_for_braille(self, prefix: str, timeout: float = 5.0) -> str:
        """Wait for an update whose cells start with ``prefix`` (Unicode braille)."""
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            try:
                cells = self.next_braille(deadline - time.monotonic())
            except TimeoutError:
                break
            seen.append(cells)
            if cells.startswith(prefix):
                return cells
        raise TimeoutError(f"braille {prefix!r} never shown; saw {seen!r}")

    def stop(self) -> None:
        """Stop brltty by its PID and close the sockets."""
        if self._proc is not None and self._proc.poll() is None:
            os.kill(self._proc.pid, signal.SIGTERM)
            try:
                self._proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.kill(self._proc.pid, signal.SIGKILL)
                self._proc.wait(timeout=5)
        for s in (self._conn, self._server):
            if s is not None:
                try:
                    s.close()
                except OSError:
                    pass

    def __enter__(self) -> BrlttyVirtual:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


@pytest.fixture
def brltty_virtual(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrlttyVirtual]:
    """A running BRLTTY with a 40-cell virtual display, stopped after the test."""
    # A short path: Unix socket paths are limited to about 100 bytes.
    workdir = Path(tmp_path_factory.mktemp("brltty", numbered=True))
    vr = BrlttyVirtual.start(workdir)
    try:
        yield vr
    finally:
        vr.stop()
