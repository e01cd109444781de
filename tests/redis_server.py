"""A real Redis for tests and benchmarks: Debian's ``redis-server`` on a loopback port.

The online tables' shared mode is tested against the server players would run, not a mock.
Each use starts its own server in its own directory, bound to 127.0.0.1 on a free port, with
persistence off, and stops it by its process when done.
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

START_SECONDS = 10.0
"""How long a starting server may take to answer PING."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on just now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


@contextlib.contextmanager
def running_redis(directory: Path) -> Iterator[str]:
    """Start ``redis-server`` on loopback and yield its URL (``redis://127.0.0.1:PORT/0``).

    Raises:
        RuntimeError: redis-server is not installed or did not answer in time.
    """
    exe = shutil.which("redis-server")
    if exe is None:
        raise RuntimeError("redis-server is not installed (scripts/setup.sh installs it)")
    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    process = subprocess.Popen(
        [exe, "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no",
         "--dir", str(directory), "--logfile", str(directory / "redis.log"),
         "--protected-mode", "yes"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + START_SECONDS
        while not _answers(port):
            if process.poll() is not None or time.monotonic() > deadline:
                log = directory / "redis.log"
                detail = log.read_text(errors="replace")[-500:] if log.exists() else ""
                raise RuntimeError(f"redis-server did not start on port {port}: {detail}")
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
