"""Accounts and seat tokens: salted slow password hashes and server-signed seat tokens.

Passwords are kept as ``hashlib.scrypt`` hashes with a random salt per account and compared
in constant time. A seat token binds a player name to a seat at a table; it is the table,
seat and name, signed with HMAC-SHA256 under the server's secret (kept in the store, so
tokens stay good across a restart). A client shows it to take its seat back after a dropped
connection.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

SCRYPT_N = 2**14
"""The scrypt cost (memory 16 MiB with r=8); tests may lower it for speed."""
SCRYPT_R = 8
SCRYPT_P = 1


@dataclass(frozen=True, slots=True)
class PasswordHash:
    """A stored password: its salt, its scrypt hash and the cost it was made with."""

    salt: bytes
    digest: bytes
    n: int = SCRYPT_N

    def to_text(self) -> str:
        """The hash as one line for storage: ``scrypt$n$salt$digest`` (base64)."""
        b64 = base64.b64encode
        return f"scrypt${self.n}${b64(self.salt).decode()}${b64(self.digest).decode()}"

    @classmethod
    def from_text(cls, text: str) -> PasswordHash:
        """Read a stored hash.

        Raises:
            ValueError: the text is not a stored hash.
        """
        kind, n, salt, digest = text.split("$")
        if kind != "scrypt":
            raise ValueError("not an scrypt hash")
        return cls(base64.b64decode(salt), base64.b64decode(digest), int(n))


def _scrypt(password: str, salt: bytes, n: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=n, r=SCRYPT_R, p=SCRYPT_P,
                          maxmem=256 * 1024 * 1024, dklen=32)


def hash_password(password: str, n: int = SCRYPT_N) -> PasswordHash:
    """A new salted hash of ``password`` (slow on purpose: run it off the event loop)."""
    salt = secrets.token_bytes(16)
    return PasswordHash(salt, _scrypt(password, salt, n), n)


def check_password(password: str, stored: PasswordHash) -> bool:
    """True when ``password`` is the one ``stored`` was made from (constant-time compare)."""
    return hmac.compare_digest(_scrypt(password, stored.salt, stored.n), stored.digest)


@dataclass(frozen=True, slots=True)
class SeatClaim:
    """What a seat token says: this player sits in this seat of this table."""

    table: int
    seat: int
    name: str


class SeatTokens:
    """Signs and checks seat tokens with the server's secret."""

    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("the token secret must have at least 16 bytes")
        self._secret = secret

    def _mac(self, payload: bytes) -> str:
        digest = hmac.new(self._secret, payload, hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def sign(self, claim: SeatClaim) -> str:
        """The token for ``claim``: payload and signature, both URL-safe base64."""
        payload = f"{claim.table}:{claim.seat}:{claim.name}".encode()
        body = base64.urlsafe_b64encode(payload).decode().rstrip("=")
        return f"{body}.{self._mac(payload)}"

    def check(self, token: str) -> SeatClaim | None:
        """The claim of a token this server signed; None for anything else."""
        body, dot, mac = token.partition(".")
        if not dot or not body or not mac:
            return None
        try:
            payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        except ValueError:
            return None
        if not hmac.compare_digest(self._mac(payload), mac):
            return None
        try:
            table, seat, name = payload.decode("utf-8").split(":", 2)
            return SeatClaim(int(table), int(seat), name)
        except ValueError:
            return None
