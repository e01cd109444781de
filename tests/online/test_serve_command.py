"""``accessible-games serve`` as a process: it starts on loopback, answers a client, and
stops on Control-C keeping its tables."""

from __future__ import annotations

import re
import signal
import subprocess
import sys

from tests.online.helpers import run, signed_in
from tests.signals import at_the_terminal


def start(db, lang="en"):
    process = subprocess.Popen(
        [sys.executable, "-m", "accessible_games", "--lang", lang, "serve", "--host",
         "127.0.0.1", "--port", "0", "--db", str(db)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=at_the_terminal)
    line = process.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
    assert found, line + process.stderr.read()
    return process, found.group(0), line


def stop(process):
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=20)
    return process.returncode, out, err


def test_serve_starts_answers_and_keeps_its_tables(tmp_path):
    db = tmp_path / "club.db"
    process, url, line = start(db)
    try:
        assert "Serving online tables at ws://127.0.0.1:" in line and "0 tables resumed" in line

        async def make_table():
            client = await signed_in(url, "ann")
            answer = await client.call("create", game="kalah")
            await client.close()
            return answer
        assert run(make_table(), timeout=30)["table"] == 1
    finally:
        code, out, _err = stop(process)
    assert code == 0 and "The server stopped." in out
    process, url, line = start(db, "de")
    try:
        assert "ein Tisch fortgesetzt" in line

        async def lobby():
            client = await signed_in(url, "ann", register=False)
            answer = await client.call("lobby")
            await client.close()
            return answer
        assert [t["game"] for t in run(lobby(), timeout=30)["tables"]] == ["kalah"]
    finally:
        stop(process)
