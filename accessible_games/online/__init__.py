"""Online tables: a server that holds tables for people at other machines, and its protocol.

The server (``server.py``) owns every table (``tables.py``: a session ``Table`` plus its seats
and an ordered log of sequence-numbered entries); every message it sends is built for one seat
from that seat's observation and ``events_for`` (``views.py``), so a client never receives what
its seat may not know. ``protocol.py`` reads and checks the JSON frames, ``accounts.py`` holds
passwords and seat tokens, ``store.py`` the storage interface and its SQLite implementation,
``client.py`` an asyncio client the tests and the app's future Online menu use. The same
port serves the web page (``web.py``, ``web/``) whose websocket is a bridge
(``web_session.py``) playing through the terminal client's session over an in-memory client
(``local.py``). The protocol is documented in ``docs/online/protocol.md``.
"""
