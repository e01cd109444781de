"""Real braille displays through BRLTTY's BrlAPI (Debian's python3-brlapi, optional)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from .display import BrailleDisplay
from .region import BrailleKey, BrailleKeyKind


class BrailleDeviceError(RuntimeError):
    """BrlAPI could not be reached or failed."""


def _import_brlapi() -> Any:
    import brlapi

    return brlapi


def _connect(brlapi: Any, host: str | None, auth: str | None) -> Any:
    kwargs: dict[str, bytes] = {}
    if host is not None:
        kwargs["host"] = host.encode()
    if auth is not None:
        kwargs["auth"] = auth.encode()
    return brlapi.Connection(**kwargs)


class BrlapiDisplay(BrailleDisplay):
    """Write cells with ``writeDots`` and read keys with ``readKeyWithTimeout``.

    On connect we take the tty: ``tty`` if given, else ``enterTtyMode()`` (BRLTTY finds our
    console or X window from the environment) and, when that fails, ``enterTtyModeWithPath([])``
    (the root, which is what a display without screen driver offers). Keys arrive as BRLTTY
    commands (routing, line up/down, window left/right, top/bottom, return) and as typed
    characters (key symbols, or dots from a braille keyboard), and become :class:`BrailleKey`.
    """

    name = "brlapi"
    description = "braille display through BRLTTY (BrlAPI)"

    RETRY_SECONDS = 1.0
    """How often a lost connection is tried again (on writes and key reads)."""

    def __init__(self, host: str | None = None, auth: str | None = None, tty: int | None = None):
        self._host, self._auth, self._tty = host, auth, tty
        self._lock = threading.Lock()
        self.connected = True
        """False while BRLTTY is gone (stopped, restarted); writes wait for it to come back."""
        self.on_connection: Callable[[bool], None] | None = None
        """Told False when the connection is lost and True when it is made again (the app
        says so); called after the display's own state is settled."""
        self._last_try = 0.0
        self._conn: Any = self._open()
        columns, rows = self._conn.displaySize
        super().__init__(columns)
        self.rows = rows
        """Rows reported by BRLTTY (we write the first)."""
        self.driver = str(self._conn.driverName)
        """BRLTTY's driver name for the display."""

    def _open(self) -> Any:
        """Connect, take the tty and check there is a display.

        Raises:
            BrailleDeviceError: BRLTTY is not reachable, refuses the tty or has no display.
        """
        host, auth, tty = self._host, self._auth, self._tty
        try:
            self._brlapi = _import_brlapi()
            conn: Any = _connect(self._brlapi, host, auth)
        except Exception as exc:
            raise BrailleDeviceError(f"BrlAPI not reachable ({exc})") from exc
        self._conn = conn
        try:
            if tty is not None:
                self._conn.enterTtyMode(tty)
            else:
                try:
                    self._conn.enterTtyMode()
                except Exception:  # noqa: BLE001 - no console/window in the environment
                    self._conn.enterTtyModeWithPath([])
            columns, _ = self._conn.displaySize
        except Exception as exc:
            self._conn.closeConnection()
            raise BrailleDeviceError(f"BrlAPI refused the tty ({exc})") from exc
        if columns <= 0:
            self._conn.closeConnection()
            raise BrailleDeviceError("BRLTTY reports no braille display")
        return conn

    def _lost(self) -> None:
        """The connection failed: drop it and tell the app once."""
        if not self.connected:
            return
        self.connected = False
        self._last_try = time.monotonic()
        try:
            self._conn.closeConnection()
        except Exception:  # noqa: BLE001 - it is gone already
            pass
        if self.on_connection is not None:
            self.on_connection(False)

    def _reconnect(self) -> bool:
        """Try to connect again (at most once per ``RETRY_SECONDS``); True when connected.
        The window shown when the connection was lost is written again."""
        if self.connected:
            return True
        now = time.monotonic()
        if now - self._last_try < self.RETRY_SECONDS:
            return False
        self._last_try = now
        try:
            self._open()
        except BrailleDeviceError:
            return False
        self.connected = True
        try:
            self._write_now(self.window)
        except Exception:  # noqa: BLE001 - lost again at once
            self._lost()
            return False
        if self.on_connection is not None:
            self.on_connection(True)
        return True

    @classmethod
    def unavailable_reason(cls, host: str | None = None, auth: str | None = None) -> str | None:
        """brlapi must import and a BRLTTY server must accept a connection."""
        try:
            brlapi = _import_brlapi()
        except ImportError as exc:
            return f"python brlapi missing ({exc})"
        try:
            conn = _connect(brlapi, host, auth)
        except Exception as exc:  # noqa: BLE001
            return f"no BRLTTY reachable ({exc})"
        try:
            if conn.displaySize[0] <= 0:
                return "BRLTTY runs without a braille display"
        finally:
            conn.closeConnection()
        return None

    def _write_now(self, cells: str) -> None:
        dots = bytes(ord(c) - 0x2800 if "\u2800" <= c <= "\u28ff" else 0 for c in cells)
        with self._lock:
            self._conn.writeDots(dots)

    def _write(self, cells: str) -> None:
        """Write the window; while BRLTTY is gone, keep it for when it is back."""
        if not self._reconnect():
            return  # the window is kept in ``self.window`` and written on reconnection
        try:
            self._write_now(cells)
        except Exception:  # noqa: BLE001 - BRLTTY stopped: go on without it, try again
            self._lost()

    def _read_raw(self, timeout: float | None) -> BrailleKey | None:
        if not self._reconnect():
            if timeout:
                time.sleep(min(timeout, self.RETRY_SECONDS))
            return None
        ms = -1 if timeout is None else max(0, int(timeout * 1000))
        try:
            code = self._conn.readKeyWithTimeout(ms)
        except Exception:  # noqa: BLE001 - BRLTTY stopped: no key, try again later
            self._lost()
            return None
        if code is None or code is False:
            return None
        return decode_key(self._brlapi, int(code))

    def close(self) -> None:
        """Leave tty mode and disconnect."""
        try:
            self._conn.leaveTtyMode()
        except Exception:  # noqa: BLE001
            pass
        try:
            self._conn.closeConnection()
        except Exception:  # noqa: BLE001
            pass


_SYM_KEYS = {
    "KEY_SYM_LINEFEED": BrailleKeyKind.ENTER,
    "KEY_SYM_ESCAPE": BrailleKeyKind.ESCAPE,
    "KEY_SYM_BACKSPACE": BrailleKeyKind.BACKSPACE,
    "KEY_SYM_TAB": BrailleKeyKind.TAB,
    "KEY_SYM_LEFT": BrailleKeyKind.LEFT,
    "KEY_SYM_RIGHT": BrailleKeyKind.RIGHT,
    "KEY_SYM_UP": BrailleKeyKind.UP,
    "KEY_SYM_DOWN": BrailleKeyKind.DOWN,
}
_CMD_KEYS = {
    "KEY_CMD_LNUP": BrailleKeyKind.LINE_UP,
    "KEY_CMD_LNDN": BrailleKeyKind.LINE_DOWN,
    "KEY_CMD_FWINLT": BrailleKeyKind.PAN_LEFT,
    "KEY_CMD_FWINRT": BrailleKeyKind.PAN_RIGHT,
    "KEY_CMD_FWINLTSKIP": BrailleKeyKind.PAN_LEFT,
    "KEY_CMD_FWINRTSKIP": BrailleKeyKind.PAN_RIGHT,
    "KEY_CMD_TOP": BrailleKeyKind.TOP,
    "KEY_CMD_BOT": BrailleKeyKind.BOTTOM,
    "KEY_CMD_PRPGRPH": BrailleKeyKind.PREVIOUS_MESSAGE,
    "KEY_CMD_NXPGRPH": BrailleKeyKind.NEXT_MESSAGE,
    "KEY_CMD_PRPROMPT": BrailleKeyKind.PREVIOUS_MESSAGE,
    "KEY_CMD_NXPROMPT": BrailleKeyKind.NEXT_MESSAGE,
    "KEY_CMD_TOP_LEFT": BrailleKeyKind.FIRST_MESSAGE,
    "KEY_CMD_BOT_LEFT": BrailleKeyKind.LAST_MESSAGE,
    "KEY_CMD_HOME": BrailleKeyKind.BOARD_LINE,
    "KEY_CMD_RETURN": BrailleKeyKind.ENTER,
}


def decode_key(brlapi: Any, code: int) -> BrailleKey:
    """Turn a BrlAPI key code into an abstract key (ROUTE cells relative to the window)."""
    b = brlapi
    key_type = code & b.KEY_TYPE_MASK
    value = code & b.KEY_CODE_MASK
    if key_type == b.KEY_TYPE_SYM:
        sym = value & 0xFFFFFF if value & b.KEY_SYM_UNICODE else value & 0xFFFF
        if value & b.KEY_SYM_UNICODE or sym < 0xFF00:
            return BrailleKey(BrailleKeyKind.CHAR, char=chr(sym), code=code)
        for const, kind in _SYM_KEYS.items():
            if sym == getattr(b, const, None):
                return BrailleKey(kind, code=code)
        if b.KEY_SYM_F1 <= sym <= b.KEY_SYM_F35:
            return BrailleKey(BrailleKeyKind.FUNCTION, number=sym - b.KEY_SYM_F1 + 1, code=code)
        return BrailleKey(BrailleKeyKind.OTHER, code=code)
    block = value & b.KEY_CMD_BLK_MASK
    argument = value & b.KEY_CMD_ARG_MASK
    if block == b.KEY_CMD_ROUTE:
        return BrailleKey(BrailleKeyKind.ROUTE, cell=argument, code=code)
    if block == b.KEY_CMD_PASSDOTS:
        return BrailleKey(BrailleKeyKind.CHAR, char=chr(0x2800 + (argument & 0xFF)), code=code)
    if block == 0:
        for const, kind in _CMD_KEYS.items():
            if argument == getattr(b, const, None):
                return BrailleKey(kind, code=code)
    return BrailleKey(BrailleKeyKind.OTHER, code=code)
