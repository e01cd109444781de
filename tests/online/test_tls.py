"""TLS: with a certificate and key the server speaks wss:// (ssl module, loopback only)."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from accessible_games.cli_online import tls_context
from accessible_games.online.client import OnlineClient
from accessible_games.online.server import OnlineServer
from accessible_games.online.store import SqliteStore
from tests.online.helpers import FAST_SCRYPT, HOST, run


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl program")
def test_the_server_speaks_tls_with_a_certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=30)

    async def scenario():
        store = SqliteStore(tmp_path / "server.db")
        server = OnlineServer(store, scrypt_n=FAST_SCRYPT)
        port = await server.start(HOST, 0, tls_context(str(cert), str(key)))
        trusting = ssl.create_default_context(cafile=str(cert))
        try:
            client = await OnlineClient(f"wss://{HOST}:{port}", ssl_context=trusting).connect()
            answer = await client.sign_in("ann", "pw", register=True)
            await client.close()
            refused = None
            try:
                await OnlineClient(f"wss://{HOST}:{port}", timeout=5).connect()
            except ssl.SSLError as error:
                refused = error
            return answer, refused
        finally:
            await server.close()
            store.close()

    answer, refused = run(scenario())
    assert answer["name"] == "ann"
    assert refused is not None  # a client that does not trust the certificate cannot connect
