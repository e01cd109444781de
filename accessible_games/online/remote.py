"""Playing online from the app: the lobby, a seat at a table through a Console, chat, reconnect.

:class:`OnlineSession` turns typed lines into requests and the server's messages into
:class:`Message` values for speech and braille. In the lobby it reads the tables one per line
and takes the online commands (create, join, bot, unbot, start, again, watch, leave, say,
help). At a table, every other line goes to a :class:`Console` over a :class:`MirrorTable`,
the same Console a local game uses: queries, hints, the summary since the last turn and the
move builder work as at home, and a move it makes is sent as an ``action``; the server's
refusal is spoken. A dropped connection is taken up again with the seat token.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import math
from collections.abc import Callable, Collection, Coroutine
from dataclasses import replace
from typing import Any

from accessible_games.engine import Move, Player
from accessible_games.lineup import REGISTRY, describer_for, listed_ids
from accessible_games.narration.catalog import LANGUAGES, capitalized, catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.online.away import (
    TurnReminders,
    away_summary,
    stand_in_name,
    stood_in,
    watched_summary,
    where_it_stands,
    your_stand_in,
)
from accessible_games.online.client import OnlineClient, OnlineError
from accessible_games.online.mirror import MirrorTable
from accessible_games.online.protocol import ErrorCode, ProtocolError
from accessible_games.online.short_names import names_told, with_short_names
from accessible_games.online.tables import BOT_LEVELS, make_game
from accessible_games.session.braille_line import language_table, parted_messages
from accessible_games.session.commands import Command, close_safe_words
from accessible_games.session.console import Console
from accessible_games.session.game_names import game_close_to, games_called, games_named
from accessible_games.session.slip_offer import SlipOffer
from accessible_games.session.table import TYPED_LEVELS, typed_level_word
from accessible_games.session.words import brief_game_name, known_game_name, slip

COMMANDS = ("tables", "games", "create", "options", "join", "bot", "unbot", "start", "again",
            "watch", "leave", "close", "say", "who", "help")
"""The online commands; each has its words in both languages (``online.command.<name>``)."""
ENDING = frozenset(("leave", "close"))
"""The online commands that end something (a seat, a table): never offered for a slip of the
keys, as the game's own ending commands are not ("laeve" heard "Did you mean leave?")."""
log = logging.getLogger(__name__)

RECONNECT_TRIES = 5
"""How often a dropped connection is tried again before giving up."""
RECONNECT_WAIT = 0.5
"""Seconds before the first try; doubled after each failed one."""
TABLE_GONE = frozenset({ErrorCode.NO_TABLE.value, ErrorCode.BAD_TOKEN.value})
"""Refusals of a seat taken back that trying again cannot mend: the server (restarted, or
another one) has no such table, or not this seat's token."""


class OnlineConsole(Console):
    """The Console at an online table: as at home, and a move typed as the server lists it
    (its notation) is always understood, even where this seat's view cannot list it."""

    def read_move(self, text: str) -> Move | None:
        """The legal move ``text`` names: its notation, or the way the app says moves."""
        wanted = text.strip().lower()
        named = [m for m in self.observation.legal_moves if m.notation.lower() == wanted]
        if len(named) == 1:
            return named[0]
        return super().read_move(text)

    people: dict[Player, str] = {}
    """The people in the seats by name (set by the session; the bots are left out), the bot
    that plays for one who is away by its own name ("ann's bot")."""
    persons: dict[Player, str] = {}
    """The people in the seats by their own names, also while a bot plays for them."""

    def people_as_played(self, stood_in: Collection[Player]) -> dict[Player, str]:
        """Each person by their own name, and the seats ``stood_in`` (their last move a bot
        made for them while they were away) by the bot's ("bob's bot"): a card, and the
        trick it took, are named by who played it, not by who holds the seat now (bob's own
        card was said "by bob's bot" once he had gone, his bot's trick "bob took the trick"
        once he was back)."""
        people = self.describer.people
        if not people:  # a game whose seats keep their sides' names
            return people
        named = {seat: self.persons.get(seat, name) for seat, name in people.items()}
        for seat in stood_in:
            if seat == self.viewer and seat in self.persons:  # to her: "your bot"
                named[seat] = your_stand_in(self.words.cat)
            elif seat in self.persons:
                named[seat] = stand_in_name(self.words.cat, self.persons[seat])
        return named

    def your_bot(self, stood_in: Collection[Player]) -> str | None:
        """The listener's bot, "your bot", while their seat's last move (in ``stood_in``)
        was the bot's, made while they were away."""
        viewer = self.viewer
        if viewer is None or viewer not in stood_in or viewer not in self.persons:
            return None
        return your_stand_in(self.words.cat)

    def partner_name(self, seat: Player) -> str:
        """A seat in the partnerships: a person by name and side ("anna (North)"), as the
        seats line just named them; a bot's seat by its side."""
        side = self.describer.side_of(seat)
        name = self.people.get(seat)
        if name is None or name == side:
            return side
        return self.words.cat.text("online.seats.partner", name=name, side=side)

    is_bot: Callable[[Player], bool] = staticmethod(lambda seat: False)
    """Whether a server's bot holds ``seat`` (set by the session from its lobby and events)."""

    def machine_to_move(self) -> bool:
        """A bot on the server plays the seat to move: its move follows without waiting."""
        to_move = self.state.to_move
        return 0 <= to_move < self.game.num_players and self.is_bot(to_move)

    def _do_resign(self, command: Command) -> list[Message]:
        """Giving up is not part of the online protocol: refused with the way out (leave), not
        asked and then ended with the program."""
        if self.is_over:
            return self.result_messages()
        return self._refused("online.console.no_ending")

    def _do_draw(self, command: Command) -> list[Message]:
        """A draw by agreement: as giving up (a game without draws says so first)."""
        if self.is_over or not self.game.has_draws:
            return super()._do_draw(command)
        return self._do_resign(command)

    def _do_new_game(self, command: Command) -> list[Message]:
        """A new game at an online table: the way to one (leave, then a new table in the
        lobby), not "Back to the choice of games" said while the player stays at the table."""
        return self._refused("online.console.no_new_game")

    def _do_back(self, command: Command) -> list[Message]:
        """"back" alone at an online table: the way back to the lobby (leave), not "new
        leaves for the choice of games", which the table refuses."""
        if command.argument:
            return super()._do_back(command)
        return self._refused("online.console.no_new_game")

    def _do_edit(self, command: Command) -> list[Message]:
        """The position editor at an online table: the position is the server's game (an
        edited one, played on, would leave the table's game behind)."""
        return self._refused("online.console.no_editor")

    def _do_tutorial(self, command: Command) -> list[Message]:
        """The tutorial at an online table: its steps are for a game on this computer."""
        return self._refused("online.console.no_tutorial")

    def _do_level(self, command: Command) -> list[Message]:
        """The computer's level at an online table: the bots are the server's, each at the
        level the table gave it before the game (bot SEAT LEVEL)."""
        return self._refused("online.console.no_level")

    def _refused(self, key: str) -> list[Message]:
        return [self.words.cat.said(key, MessageKind.ILLEGAL)]

    def _no_store(self) -> list[Message]:
        """save, saves, open, delete and stats at an online table: why not (the server keeps
        the game), not only that saving is not available."""
        return self._refused("online.console.no_store")

    def next_game_hint(self) -> list[Message]:
        """At an online table the table's commands follow a game: again, or leave."""
        hint = super().next_game_hint()
        if not hint:
            return []
        cat = self.words.cat
        return [*hint[:-1], Message(cat.text("online.game_over.next"), MessageKind.INFO,
                                    cat.text("online.game_over.next.brief"))]


def _changed(row: dict[str, Any]) -> dict[str, Any]:
    """A lobby row's options that differ from the game's defaults (a listener needs only
    those); all of them when the game is unknown here."""
    options = row.get("options", {})
    try:
        return make_game(str(row["game"]), options).changed_options()
    except ProtocolError:
        return dict(options)


class ChatMode:
    """How chat at the table is told: spoken and brailled, braille only, or not at all."""

    ON = "on"
    BRAILLE = "braille"
    OFF = "off"


UNREACHABLE = frozenset({errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EADDRNOTAVAIL})
"""System errors that mean no way leads from this machine to the address (no network, no
route, an address family the machine lacks)."""


def cannot_connect(url: str, error: BaseException, lang: str) -> Message:
    """Why ``url`` could not be reached, in words a listener can act on ("nothing answers
    there; is the server running?") rather than the system's error text, which names a
    number; an error of another kind keeps its own text. On the braille line the problem's
    brief form, where it has one: the address and what to check within 80 cells."""
    import socket
    import ssl

    kinds: tuple[tuple[type[BaseException], str], ...] = (
        (ConnectionRefusedError, "refused"), (socket.gaierror, "unknown_host"),
        (ssl.SSLError, "certificate"), (TimeoutError, "timeout"),
        (ConnectionError, "closed"), (ValueError, "address"))
    cat = catalog(lang)
    unreachable = isinstance(error, OSError) and error.errno in UNREACHABLE
    key = "unreachable" if unreachable else next(
        (key for kind, key in kinds if isinstance(error, kind)), None)
    problem = str(error) if key is None else cat.text(f"online.client.problem.{key}")
    brief = f"online.client.problem.{key}.brief"
    short = cat.text(brief) if cat.has(brief) else problem

    def said(key: str, problem: str) -> str:
        if not problem.endswith((".", "?", "!")):
            problem += "."  # the sentence ends: speech pauses, braille shows it ended
        return cat.text(key, url=url, problem=problem)
    return Message(said("online.client.cannot_connect", problem), MessageKind.ERROR,
                   brief=said("online.client.cannot_connect.brief", short))


def command_words(lang: str) -> dict[str, str]:
    """Typed word -> online command, in ``lang`` and English (English is always understood)."""
    words: dict[str, str] = {}
    for language in dict.fromkeys(("en", lang)):
        cat = catalog(language)
        for name in COMMANDS:
            for word in cat.text(f"online.command.{name}").split():
                words[word.lower()] = name
    return words


class OnlineSession(TurnReminders):
    """One player's online session over a connected :class:`OnlineClient`.

    Args:
        client: a connected client.
        name, password: the account (kept to sign in again after a dropped connection).
        lang: the language of every word.
        chat: how chat is told (:class:`ChatMode`).
    """

    def __init__(self, client: OnlineClient, name: str, password: str, lang: str = "en",
                 chat: str = ChatMode.ON) -> None:
        self.client = client
        self.name = name
        self.password = password
        self.lang = lang if lang in LANGUAGES else "en"
        self.cat = catalog(self.lang)
        self.chat_mode = chat
        self.words = command_words(self.lang)
        self.lobby: dict[int, dict[str, Any]] = {}
        """The tables as the lobby last listed them."""
        self._played_by: dict[int, str] = {}
        """Who sat in each seat (the bots left out) when the table's last game began."""
        self._sides_of: dict[str, list[str] | None] = {}
        """The sides of each game and options in the lobby (see :meth:`_sides`)."""
        self.table: int | None = None
        """The table this player sits at or watches."""
        self.seat: int | None = None
        self.mirror: MirrorTable | None = None
        self.bots: set[int] = set()
        """The seats of this table that the server's bots hold (lobby and seat events)."""
        self.names: dict[int, str] = {}
        """Who sits in each seat of this table, as the lobby row and the sit events tell."""
        self.people: set[str] = {name}
        """Everybody the server named to this session (seated, chatting, opening a table):
        the braille line calls each by the short form none of the others shares."""
        self.levels: dict[int, int] = {}
        """The level of each bot at this table (bot events, the lobby row)."""
        self.away: set[int] = set()
        """The seats of people away from this table, whom a bot plays for meanwhile (the
        away and back events; this player's own seat left out)."""
        self.console: Console | None = None
        self.typed_only = False
        """True where the front end has only typed lines and buttons (the terminal, a
        browser); every table's console is told (:attr:`.Console.typed_only`)."""
        self.inbox: list[Message] = []
        """What was heard and not yet delivered."""
        self.heard: list[Message] = []
        """Everything delivered (tests read it)."""
        self.closing = False
        self.tell_steps = True
        """A player who sits down at a table that waits hears how to fill its seats and
        begin (off while the web page's form does both itself)."""
        self._holding = False
        """True while a seat is being taken back: what the server replays waits in the inbox
        until the heading that says whether anything was missed is put before it."""
        self._slip_offer = SlipOffer()
        """The line "Did you mean tables?" offered, which yes on the next line does."""
        self._leave_warned = False
        """leave was typed once in a game under way (the next leave leaves)."""
        self._going_asked: str | None = None
        """The join or watch of another table asked about from a game under way (typed
        again right after, it goes)."""
        self._answering = 0
        """How many typed lines are being answered (news waits for their answers)."""
        self._notice_waiting = None
        self._turn_due = None
        self._catching_up = False
        """Just joined or watching a table: what the server replays of its story is summed
        up when its state comes (seats, the game, where it stands), not told entry by entry."""
        self.on_news: Callable[[], None] | None = None
        """Called when news arrived (the front end delivers :meth:`news`)."""
        self._watch: asyncio.Task[None] | None = None
        self._let_go: asyncio.TimerHandle | None = None
        """When a page's bridge lets the connection of this parked session go."""
        self._letting_go: asyncio.Task[None] | None = None
        self._early: list[dict[str, Any]] = []
        """Moves told before the state that builds the game's table."""
        self._rules_told = False
        """The table's changed rules were said with the first game heard at it (they are
        the table's: every game there has them, and they are not said again each game)."""
        client.on_message = self._take

    # -- starting and stopping ---------------------------------------------------------------

    async def sign_in(self, register: bool = False) -> list[Message]:
        """Sign in (``register``: make the account), read the lobby and start watching the
        connection.

        Raises:
            OnlineError: the server refused (wrong password, name taken).
        """
        await self.client.sign_in(self.name, self.password, register=register, lang=self.lang)
        answer = await self.client.call("lobby")
        self._lobby_from(answer)
        self._watch = asyncio.create_task(self._keep_connected())
        held = self.seats_held()
        # A newcomer who sits nowhere yet hears how to begin, not only that no table is open.
        first = [] if held else [self._say("online.client.first_steps")]
        return self.parted([self._say("online.client.signed_in", name=self.name), *held,
                            *self.lobby_lines(), *first])

    def _lobby_from(self, answer: dict[str, Any]) -> None:
        """The lobby as the server's answer lists it, and everybody seated at its tables."""
        self.lobby = {row["table"]: row for row in answer.get("tables", [])}
        self.people |= names_told(answer)

    def seats_held(self) -> list[Message]:
        """The seats this player still holds (a game left or a line dropped), each with how
        to go back to it: it is kept for them, a bot plays it meanwhile, its game waits (every
        player is away, as the lobby says), or its game is over."""
        join = self._word("join")
        held: list[Message] = []
        for table, row in sorted(self.lobby.items()):
            for seat in row.get("seats", []):
                if seat.get("holder") == "player" and seat.get("name") == self.name:
                    over = row.get("started") and not row.get("running")
                    attended = any(s.get("holder") == "player" and not s.get("away")
                                   for s in row.get("seats", []))
                    key = "online.client.seat_held." + (
                        "over" if over else "kept" if not seat.get("away")
                        else "bot" if attended else "waits")
                    held.append(self._say(key, table=table, seat=int(seat["seat"]) + 1,
                                          join=join))
        return held

    def let_line_go_later(self, seconds: float) -> None:
        """A web page's bridge whose page dropped during a game keeps this session for the
        page; after ``seconds`` without the page back it lets the connection go as a dropped
        line goes, so that the others hear it at once and a bot plays the seat after the
        server's grace. A reload comes back within ``seconds``, unheard. Nothing away from a
        game under way (the seat is only kept there)."""
        if self.playing and self._let_go is None and not self.closing:
            self._let_go = asyncio.get_running_loop().call_later(seconds, self._let_line_go)

    def _let_line_go(self) -> None:
        self._let_go = None
        self._letting_go = asyncio.ensure_future(self._drop_line())

    async def _drop_line(self) -> None:
        """The connection ends without signing out; nothing tries to take it up again
        until :meth:`take_line_back`."""
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
            self._watch = None
        await self.client.close()

    async def take_line_back(self) -> bool | None:
        """The page is back: a connection let go is taken up again, the seat taken back and
        what was missed put in the inbox after "Back at the table" (True); None when it was
        never let go (the session heard the table all along); False when it cannot be
        taken up again."""
        if self._let_go is not None:
            self._let_go.cancel()
            self._let_go = None
        letting_go, self._letting_go = self._letting_go, None
        if letting_go is None:
            return None
        await letting_go
        if not await self._connect_again():
            return False
        self._watch = asyncio.create_task(self._keep_connected())
        return True

    async def close(self) -> None:
        """Leave: stop watching the connection and close it."""
        self.closing = True
        if self._let_go is not None:
            self._let_go.cancel()
            self._let_go = None
        if self._letting_go is not None:
            with contextlib.suppress(Exception):
                await self._letting_go
        self._turn_not_due()
        if self._watch is not None:
            self._watch.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watch
        await self.client.close()

    def news(self) -> list[Message]:
        """What was heard since last asked (nothing while a seat is being taken back or a
        typed line is answered)."""
        if self._holding or self._answering:
            return []
        news, self.inbox = self.parted(self.inbox), []
        self.heard.extend(news)
        return news

    # -- words ---------------------------------------------------------------------------

    def parted(self, messages: list[Message]) -> list[Message]:
        """``messages`` with each line longer than two windows of the braille display parted
        into lines that fit (:func:`.parted_messages`), measured in the braille table of the
        game at the table, else the language's: a chat line, a notice with a name of 32
        letters. People are brailled by their short names first ("Margarethe" for Margarethe
        Schulze-Hohenstein, :func:`.with_short_names`). The words spoken are the same."""
        table = self.console.line_table if self.console is not None else language_table(self.lang)
        return parted_messages(with_short_names(messages, self.people), table)

    def _say(self, key: str, kind: MessageKind = MessageKind.INFO, **values: object) -> Message:
        """Sentence ``key`` with ``values``; on the braille line its ``.brief`` form where
        the catalog has one (the join instructions within 80 cells)."""
        return self.cat.said(key, kind, **values)

    def _slip(self, close: list[str], rest: str) -> Message:
        """The answer to a line whose first word misses the online commands ``close`` by a
        slip of the keys, as a game answers one ("Did you mean create kalah?"): the rest of
        the line follows each word as typed."""
        rest = " ".join(rest.split())
        meant = [f"{word} {rest}" if rest else word for word in close]
        self._slip_offer.offer(meant)
        return slip(self.cat, meant)

    def _game_name(self, game_id: str) -> str:
        return known_game_name(game_id, self.lang)

    def _brief_game(self, game_id: str) -> str:
        """A game's name on the braille line: "Checkers", not "Checkers (English draughts)"
        (a game this version does not have by its id)."""
        return brief_game_name(game_id, self.lang) if game_id in REGISTRY.ids() else game_id

    def _say_of_game(self, key: str, game_id: str, **values: object) -> Message:
        """Sentence ``key`` about a game, named whole in speech and by its brief name on the
        braille line, where the sentence has a brief form ("Table 1 open: Checkers. Sit:
        ...": the whole name parted the line in two)."""
        said = self.cat.said(key, MessageKind.INFO, game=self._game_name(game_id), **values)
        if not self.cat.has(f"{key}.brief"):
            return said
        return replace(said, brief=self.cat.text(f"{key}.brief",
                                                 game=self._brief_game(game_id), **values))

    def _sides(self, row: dict[str, Any]) -> list[str] | None:
        """The sides the seats of a lobby row's game play ("North", "East", ...), or None
        where the game only numbers its seats (Mau Mau's "Player 2")."""
        key = f"{row['game']} {json.dumps(row.get('options', {}), sort_keys=True)}"
        if key not in self._sides_of:
            sides: list[str] | None = None
            try:
                game = make_game(str(row["game"]), row.get("options", {}))
                describer = describer_for(game, self.lang)
                if not describer.numbered_sides:
                    sides = [describer.player(s) for s in range(game.num_players)]
            except ProtocolError:
                pass
            self._sides_of[key] = sides
        return self._sides_of[key]

    def join_label(self, table: int, seat: int) -> str:
        """The words of a button that takes ``seat`` at ``table``, with the side it plays
        where the game has sides, as the table's line names the seat ("Join table 1, seat
        3, South")."""
        sides = self._sides(self.lobby[table])
        if sides is not None and seat < len(sides):
            return self.cat.text("web.join_side_button", table=table, seat=seat + 1,
                                 side=sides[seat])
        return self.cat.text("web.join_button", table=table, seat=seat + 1)

    def _seat_text(self, seat: dict[str, Any], attended: bool,
                   sides: list[str] | None = None) -> str:
        """One seat of a lobby row, with the side it plays where the game has sides ("seat
        1, North: anna"); ``attended``: a player sits at the table, so bots play for those
        away (with every player away the game waits and no bot plays)."""
        number: object = seat["seat"] + 1
        if sides is not None and seat["seat"] < len(sides):
            number = self.cat.text("online.lobby.seat_side", seat=number,
                                   side=sides[seat["seat"]])
        if seat["holder"] == "player":
            key = ("online.lobby.seat_player" if not seat.get("away") else
                   "online.lobby.seat_away" if attended else "online.lobby.seat_gone")
            return self.cat.text(key, seat=number, name=seat["name"])
        if seat["holder"] == "bot":
            return self.cat.text("online.lobby.seat_bot", seat=number, level=seat["level"])
        return self.cat.text("online.lobby.seat_open", seat=number)

    def table_line(self, row: dict[str, Any]) -> str:
        """One table of the lobby in one line: game, options, free seats, who sits where."""
        words = OptionWords(self.lang, str(row["game"]))
        options = self.cat.join_and([words.setting(k, v) for k, v in _changed(row).items()])
        players = [s for s in row.get("seats", []) if s["holder"] == "player"]
        attended = any(not s.get("away") for s in players)
        state = ("online.lobby.running" if row.get("running") and (attended or not players)
                 else "online.lobby.unattended" if row.get("running") else
                 "online.lobby.finished" if row.get("started") else "online.lobby.waiting")
        sides = self._sides(row)
        seats = "; ".join(self._seat_text(s, attended, sides) for s in row.get("seats", []))
        free = int(row.get("free", 0))
        return self.cat.text(
            "online.lobby.table", table=row["table"], game=self._game_name(row["game"]),
            options=options or self.cat.text("online.lobby.no_options"),
            free=self.cat.plural("online.lobby.free", free) if free  # not "0 free seats"
            else self.cat.text("online.lobby.full"), state=self.cat.text(state),
            seats=capitalized(seats))  # a sentence of its own: "Seat 1: anna; ..."

    def table_brief(self, row: dict[str, Any]) -> str:
        """:meth:`table_line` on the braille line, within 80 cells for four seats: each seat
        by its number and its side's initial, the options only said to differ ("Table 1:
        Whist, waiting. 1 N ann, 2 E free, 3 S bot, 4 W free.")."""
        players = [s for s in row.get("seats", []) if s["holder"] == "player"]
        attended = any(not s.get("away") for s in players)
        state = ("online.lobby.running" if row.get("running") and (attended or not players)
                 else "online.lobby.unattended.brief" if row.get("running") else
                 "online.lobby.finished" if row.get("started") else "online.lobby.waiting")
        sides = self._sides(row)
        seats = [self._seat_brief(seat, sides) for seat in row.get("seats", [])]
        key = "online.lobby.table.brief" + (".changed" if _changed(row) else "")
        return self.cat.text(key, table=row["table"], game=self._brief_game(str(row["game"])),
                             state=self.cat.text(state), seats=", ".join(seats))

    def _seat_brief(self, seat: dict[str, Any], sides: list[str] | None) -> str:
        """One seat on the braille line: its number, its side's initial where the game has
        sides of one word, and who holds it ("1 N ann", "2 E bot", "3 S free")."""
        number = str(seat["seat"] + 1)
        if sides is not None and seat["seat"] < len(sides) and " " not in sides[seat["seat"]]:
            number = f"{number} {sides[seat['seat']][:1]}"
        holder = seat["holder"]
        key = ("online.lobby.seat.brief.away" if holder == "player" and seat.get("away")
               else f"online.lobby.seat.brief.{holder}")
        return self.cat.text(key, seat=number, name=seat.get("name"))

    def _table_message(self, row: dict[str, Any]) -> Message:
        """A table's lobby line, spoken whole and brailled briefly."""
        return Message(self.table_line(row), brief=self.table_brief(row))

    @property
    def playing(self) -> bool:
        """True while this player sits in a game at its table that is not over (signing out
        then leaves the seat to a bot). A plain read: front ends in other threads may ask."""
        mirror = self.mirror
        return self.seat is not None and mirror is not None and not mirror.is_over

    def lobby_count(self) -> str:
        """How many tables are open ("No table is open yet." rather than "0 tables")."""
        if not self.lobby:
            return self.cat.text("online.lobby.none")
        return self.cat.plural("online.lobby.count", len(self.lobby))

    def lobby_lines(self) -> list[Message]:
        """The lobby: how many tables, then one line per table."""
        lines = [Message(self.lobby_count())]
        lines.extend(self._table_message(row) for _, row in sorted(self.lobby.items()))
        return lines

    # -- what the server tells -------------------------------------------------------------

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        try:
            self.people |= names_told(message)
            if kind == "lobby":
                for row in message.get("tables", []):
                    if row.get("closed"):  # a closed table leaves the lobby
                        self.lobby.pop(row["table"], None)
                    else:
                        self._opened(row)
                        self.lobby[row["table"]] = row
                self._bots_from_lobby()
            elif kind == "event" and message.get("table") == self.table:
                self._event(message)
            elif kind == "state" and message.get("table") == self.table:
                self._state(message)
            elif kind == "notice" and message.get("table") == self.table:
                if message.get("kind") == "closed":
                    table = self.table
                    self._enter(None, None)
                    self.lobby.pop(int(message.get("table", -1)), None)
                    if message.get("by") != self.name:  # the closer's answer says it
                        self.inbox.append(self._say("online.table.closed_by",
                                                  name=message.get("by"), table=table))
                elif message.get("kind") in ("dropped", "left"):
                    seat = int(message.get("seat", 0))
                    grace = float(message.get("grace", 0))
                    self._notice(seat, self.cat.said_plural(
                        f"online.table.{message.get('kind')}",
                        math.ceil(grace),  # never "within 0 seconds"
                        name=message.get("name"), seat=seat + 1), follow_up=grace)
                elif message.get("kind") == "returned" and message.get("seat") != self.seat:
                    seat = int(message.get("seat", 0))  # back within the grace, no bot played
                    self._notice(seat, self._say("online.table.returned",
                                                 name=message.get("name"), seat=seat + 1))
        except Exception:  # one message this app cannot show never ends the session
            log.exception("could not take a %s message", kind)
            self.inbox.append(self._say("online.client.confused", MessageKind.ERROR))
        if self.on_news is not None and self.inbox:
            self.on_news()

    def _opened(self, row: dict[str, Any]) -> None:
        """Tell a player waiting in the lobby (at no table) of a table another player has
        just opened: waiting for company, they would otherwise have to ask again and again."""
        host = row.get("host")
        if self.table is not None or row["table"] in self.lobby or host in (None, self.name):
            return
        self.inbox.append(self._say_of_game("online.lobby.opened", str(row["game"]),
                                            name=host, table=row["table"]))

    def _known_name(self, seat: int) -> str | None:
        """The name of the person in ``seat`` (the seat events, else the lobby), or None."""
        if seat in self.names:
            return self.names[seat]
        row = self.lobby.get(self.table or -1, {})
        for info in row.get("seats", []):
            if info["seat"] == seat and info.get("name"):
                return str(info["name"])
        return None

    def _seat_name(self, seat: int) -> str:
        """The person in ``seat``; one who left it after the game played by them ended is
        still named for that game ("bob is Player 2", not "seat 2 is Player 2")."""
        name = self._known_name(seat) or self._played_by.get(seat)
        return name if name is not None else self.cat.text("online.table.seat_word",
                                                           seat=seat + 1)

    def _event(self, message: dict[str, Any]) -> None:
        kind = message.get("kind")
        if kind == "move":
            if self.mirror is not None:
                self.mirror.take_event(message)
            else:
                self._early.append(message)
            return
        if kind == "chat":
            if not self._catching_up:  # old chat is not said again to a newcomer
                self._chat(str(message.get("name")), str(message.get("text")))
            return
        if kind == "start":
            self.mirror = None  # a new game: the next state builds its table
            self.console = None
            self._early = []
            self._played_by = dict(self.names)
            if not self._catching_up:  # who asked for it, unless it was this player
                by = message.get("by")
                key = "online.table.start" if by in (None, self.name) else "online.table.start_by"
                self.inbox.append(self._say(key, MessageKind.INFO, name=by,
                                            number=message.get("game_number")))
            return
        seat = int(message.get("seat", 0))
        values: dict[str, object] = {"seat": seat + 1}
        went = self._known_name(seat) if kind == "leave" else None
        if went is not None:  # who went, not only that a seat is free
            values["name"] = went
            kind = "leave_named"
        if kind in ("sit", "leave", "leave_named", "bot"):
            self.names.pop(seat, None)
            self.levels.pop(seat, None)
        if kind in ("away", "back", "sit", "leave", "leave_named", "bot"):
            was_away = seat in self.away
            if kind == "away" and seat != self.seat:
                self.away.add(seat)
            else:
                self.away.discard(seat)
            console = self.console
            if was_away != (seat in self.away) and isinstance(console, OnlineConsole):
                # The bot that plays for someone away is named as theirs while it plays.
                console.people = self._people(console.game.num_players)
                console.persons = self._people(console.game.num_players, stand_ins=False)
                self._name_people(console)
        if kind == "sit":
            values["name"] = message.get("name")
            self.names[seat] = str(message.get("name"))
        elif kind == "bot":
            values["level"] = message.get("level")
            self.levels[seat] = int(message.get("level") or 1)
            self.bots.add(seat)
        if kind in ("sit", "unbot"):
            self.bots.discard(seat)
        elif kind in ("away", "back"):
            values["name"] = self._seat_name(seat)
            if seat == self.seat:  # this player's own absence, replayed on coming back
                return  # (or their return): "Back at the table" and what follows say it
        # Joining, the table's story up to now is summed up once the state comes, not told.
        if kind in ("sit", "leave", "leave_named", "bot", "unbot", "away", "back") \
                and not self._catching_up:
            self._notice(seat, self._say(f"online.table.{kind}", MessageKind.INFO, **values))
            if kind in ("sit", "bot") and self.tell_steps and self._seats_left() == 0:
                self.inbox.append(self._say("online.client.seat_steps.full"))

    def _seats_left(self) -> int | None:
        """How many seats of this player's table, whose game waits to begin, are open
        (people and bots as its story told them); None when the player does not sit at one."""
        row = self.lobby.get(self.table or -1)
        if self.seat is None or self.mirror is not None or row is None:
            return None
        return len(row.get("seats", [])) - len(set(self.names) | self.bots)

    def _seats_message(self) -> Message:
        """Who plays which side: "You are South; bob is North." to a seated player, "You are
        watching: ann is South; a bot of level 1 is North." to a spectator."""
        assert self.console is not None and self.mirror is not None
        player, viewer = self.console.describer.side_of, self.mirror.viewer
        others: list[str] = []
        bots: dict[int, list[str]] = {}
        for seat in range(self.mirror.game.num_players):
            if seat in self.bots:
                bots.setdefault(self.levels.get(seat, 1), []).append(player(seat))
            elif seat != viewer:
                others.append(self.cat.text("online.seats.person", side=player(seat),
                                            name=self._seat_name(seat)))
        others += [self.cat.plural("online.seats.bot", len(sides), level=level,
                                   sides=self.cat.join_and(sides))
                   for level, sides in sorted(bots.items())]
        joined = "; ".join(others)
        key = "online.seats.watching" if viewer is None else "online.seats.yours"
        side = player(viewer) if viewer is not None else ""
        said = Message(self.cat.text(key, side=side, others=joined), MessageKind.INFO)
        if not self.console.describer.numbered_sides:
            return said
        # Numbered seats (Mau Mau) on the braille line by their numbers: "You: Player 2;
        # ann 1; bots of level 1: 3, 4." ("You are Player 2; ann is Player 1; ..." ran to 87).
        short: list[str] = []
        numbers: dict[int, list[str]] = {}
        for seat in range(self.mirror.game.num_players):
            if seat in self.bots:
                numbers.setdefault(self.levels.get(seat, 1), []).append(str(seat + 1))
            elif seat != viewer:
                short.append(self.cat.text("online.seats.person.brief", side=seat + 1,
                                           name=self._seat_name(seat)))
        short += [self.cat.plural("online.seats.bot.brief", len(seats), level=level,
                                  sides=", ".join(seats))
                  for level, seats in sorted(numbers.items())]
        return Message(said.text, said.kind,
                       brief=self.cat.text(f"{key}.brief", side=side, others="; ".join(short)))

    def _chat(self, name: str, text: str) -> None:
        if self.chat_mode == ChatMode.OFF:
            return
        # The player's own words come back from the server: "You say: ...", not her name.
        line = (self.cat.sentence("online.chat.said", text=text) if name == self.name
                else self.cat.sentence("online.chat.heard", name=name, text=text))
        message = Message(line, MessageKind.CHAT)
        if self.chat_mode == ChatMode.BRAILLE:
            message = Message("", MessageKind.CHAT, brief=line)
        self.inbox.append(message)

    def _state(self, message: dict[str, Any]) -> None:
        catching_up, self._catching_up = self._catching_up, False
        if not message.get("started"):
            if catching_up:  # a table that waits: who sits where, as the lobby says it
                row = self._row_now(message)
                self.inbox.append(self._table_message(row))
                if self.seat is not None and self.tell_steps:  # and what a player does next
                    self.inbox.append(self._say("online.client.seat_steps" + (
                        "" if row["free"] else ".full")))
            return
        late = False
        new = self.mirror is None or self.mirror.game_number != message.get("game_number")
        if self.mirror is None or new:
            row = self.lobby.get(self.table or -1, {})
            # The game's own options: the table's, with what the last game passed on (the
            # next dealer), which the lobby row does not show.
            game = make_game(str(message["game"]), message.get("options", row.get("options", {})))
            viewer = message.get("viewer")
            self.mirror = MirrorTable(game, viewer, int(message.get("game_number", 1)))
            self.console = OnlineConsole(self.mirror, viewer, self.lang)
            self.console.typed_only = self.typed_only
            self.console.is_bot = lambda seat: seat in self.bots or seat in self.away
            self.console.people = self._people(game.num_players)
            self.console.persons = self._people(game.num_players, stand_ins=False)
            if catching_up:  # which game of the table this is, as "Game 2 begins." would
                self.inbox.append(self._say(
                    "online.table.over" if message.get("over") else "online.table.under_way",
                    MessageKind.INFO, number=message.get("game_number")))
            # As the opening at home says them: who plays which side, the partners, and the
            # rules changed, these once at a table (each of its games has them).
            rules = None if self._rules_told else self.console.rules_message()
            self._rules_told = True
            for opening in (self._seats_message(), self.console.partners_message(), rules):
                if opening is not None:
                    self.inbox.append(opening)
            self._name_people(self.console)
            # Joined or watched in the middle of a game: where it stands, not every move.
            late = catching_up and any(e.get("mover", -1) >= 0 for e in self._early)
            for early in self._early:
                self.mirror.take_event(early)
            self._early = []
        pending = self.mirror.waiting
        if self.console is None:
            return
        self.mirror.take_state(message)
        if late:
            self.console.catch_up()  # every move is heard (and kept), none said again
            self.inbox.extend([*where_it_stands(self.console, self.cat),
                               self.console.turn_message()])
        elif pending or message.get("your_turn"):
            told = self.console.catch_up()
            self.inbox.extend(told)
            if new and not told:  # the first move is this seat's: "South, your turn"
                self.inbox.append(self.console.turn_message())
        elif new:  # the first move is another seat's: whose
            self.inbox.append(self.console.turn_message())

    def _name_people(self, console: Console) -> None:
        """Where the game's seats are only numbered (Mau Mau's "Player 2"), or a card game's
        compass points (Whist, Doppelkopf), the people in them are named from now on ("anna
        plays the ace of hearts", "anna, your turn"); the seats message just said which seat
        is whose, and the bots keep their seats' names."""
        describer = console.describer
        if describer.numbered_sides or describer.people_named:
            describer.people = self._people(console.game.num_players)
            describer.persons = self._people(console.game.num_players, stand_ins=False)

    def _people(self, seats: int, stand_ins: bool = True) -> dict[int, str]:
        """The names of the people in the table's ``seats`` (the bots' seats left out); with
        ``stand_ins``, the bot that plays for one who is away by its own name ("Ben's bot")."""
        named = ((seat, self._known_name(seat)) for seat in range(seats) if seat not in self.bots)
        return {seat: stand_in_name(self.cat, name) if stand_ins and seat in self.away else name
                for seat, name in named if name is not None}

    def _row_now(self, state: dict[str, Any]) -> dict[str, Any]:
        """The table's lobby row as the ``state`` message tells its seats now."""
        seats = list(state.get("seats", []))
        return {**self.lobby.get(self.table or -1, {}), "table": self.table,
                "game": state.get("game"), "seats": seats, "started": state.get("started"),
                "running": state.get("started") and not state.get("over"),
                "free": sum(1 for s in seats if s.get("holder") == "open")}

    # -- typed lines ---------------------------------------------------------------------

    async def handle_line(self, line: str) -> list[Message]:
        """Do what the player typed; the answer (news from the server come by :meth:`news`).

        News that arrives while the line is answered waits for the answer ("You sit at table
        1 in seat 1." before what was played there), as at a reconnect. A player who types is
        not reminded of their turn after a notice (what they typed is answered instead)."""
        self._turn_not_due()
        if self._watch is not None and self._watch.done() and not self.closing:
            # The line was given up on before: any typed line tries it again, also one the
            # game at the table answers by itself ("status") and an empty one.
            self._watch = asyncio.create_task(self._keep_connected())
        self._answering += 1
        try:
            return self.parted(await self._answer(line))
        finally:
            self._answering -= 1

    async def _answer(self, line: str) -> list[Message]:
        text = self._slip_offer.answer(line.strip())
        if not text:
            return []
        word, _, rest = text.partition(" ")
        command = self.words.get(word.lower())
        if command == "games" and rest and self.console is not None:
            command = None  # "spiele Herz-Dame" plays a card at the table
        if command == "create" and rest.casefold() == "game" and self.console is not None:
            command = None  # "new game" at a table: the game's own words, refused with why
        if command == "who" and rest:
            command = None  # "who am i", "wer ist dran": the game's own questions
        if command != "leave":
            self._leave_warned = False  # leaving a game under way is asked right before
        if command not in ("join", "watch"):
            self._going_asked = None  # as is going to another table
        try:
            if command is not None:
                return await getattr(self, f"_do_{command}")(rest.strip())
            close = close_safe_words(word, self.words, ENDING)
            if self.console is not None:
                answer = self.console.handle_line(text)
                if close and self.console.read_nothing:  # "tabels": no line of the game
                    return [self._slip(close, rest)]
                return answer + await self._send_moves()
            if close:  # "tabels": one short line names the command it may mean, not done
                return [self._slip(close, rest)]
            if self.table is not None:
                return [self._say("online.client.not_started", MessageKind.ERROR)]
            game = _named_game(text)
            if game is not None:  # "kalah", "play kalah": the table is opened with create
                return [self._slip([f"{self._word('create')} {game}"], "")]
            return [self._say("online.client.unknown", MessageKind.ERROR, text=text)]
        except OnlineError as error:
            return [error.said()]
        except (ConnectionError, TimeoutError):
            return [self._say("online.client.no_answer", MessageKind.ERROR)]

    async def _send_moves(self) -> list[Message]:
        answers: list[Message] = []
        mirror = self.mirror
        while mirror is not None and mirror.outbox:
            move = mirror.outbox.pop(0)
            answer = await self.client.request("action", table=self.table,
                                               parts=[int(p) for p in move.parts])
            if answer["type"] == "error":
                answers.append(OnlineError(answer).said())
        return answers

    def _numbers(self, rest: str, count: int) -> list[int] | None:
        try:
            numbers = [int(w) for w in rest.split()]
        except ValueError:
            return None
        return numbers if len(numbers) >= count else None

    def _usage(self, command: str) -> list[Message]:
        return [self._say(f"online.usage.{command}", MessageKind.ERROR)]

    async def _do_help(self, rest: str) -> list[Message]:
        if self.table is None:
            return self._help("online.help.lobby")
        game_help = [] if self.console is None else self.console.handle_line(
            f"help {rest}".strip())
        return self._help("online.help.table") + game_help

    def _help(self, key: str) -> list[Message]:
        """A help text one message per line (a group of commands), as the local help: each
        line within two windows of the braille display, and "repeat" says one again."""
        return [Message(line) for line in self.cat.text(key).split("\n")]

    async def _do_tables(self, rest: str) -> list[Message]:
        answer = await self.client.call("lobby")
        self._lobby_from(answer)
        self._bots_from_lobby()
        return self.lobby_lines()

    def _bots_from_lobby(self) -> None:
        """The seats of this client's table that bots hold, as the lobby last told."""
        row = self.lobby.get(self.table if self.table is not None else -1)
        if row is not None:
            self.bots = {s["seat"] for s in row.get("seats", []) if s["holder"] == "bot"}
            self.levels.update({s["seat"]: int(s.get("level") or 1)
                                for s in row.get("seats", []) if s["holder"] == "bot"})

    async def _do_create(self, rest: str) -> list[Message]:
        words = rest.split()
        if not words:
            return self._usage("create")
        game, named = _typed_game(words)
        if game not in REGISTRY.ids():
            return self._unknown_game("create", words)
        loose = [w for w in words[named:] if "=" not in w]
        if loose:  # "players 3" would otherwise be dropped without a word
            return [self._say("online.client.option_form", MessageKind.ERROR,
                              words=" ".join(loose))]
        options = dict(w.split("=", 1) for w in words[named:])
        answer = await self.client.call("create", game=game, options=options)
        table = int(answer["table"])
        await self._do_tables("")
        return [self._say_of_game("online.client.created", game, table=table)]

    async def _do_games(self, rest: str) -> list[Message]:
        """The games a table can be made for: each name with the word create takes."""
        ids = listed_ids()
        return [self._say("online.client.games", count=len(ids))] + [
            self._say("online.client.game_line", game=self._game_name(game), word=game)
            for game in ids]

    def _unknown_game(self, command: str, words: list[str]) -> list[Message]:
        """The answer to ``command`` (create, options) with ``words`` that name no game: the
        one game they may mean offered ("Did you mean create whist?", which yes does), the
        games a word of them is in listed as the list of games lists them ("dame": every
        draughts game), else how to hear every game's name."""
        typed = " ".join(w for w in words if "=" not in w)
        options = " ".join(w for w in words if "=" in w)
        ids = listed_ids()
        named = games_named(typed, ids)
        if len(named) > 1:
            return [self.cat.said_plural("online.client.games_fit", len(named),
                                         MessageKind.ILLEGAL, typed=typed,
                                         create=self._word(command))] + [
                self._say("online.client.game_line", game=self._game_name(ids[i]),
                          word=ids[i]) for i in named]
        close = named[0] if named else game_close_to(typed, ids)
        unknown = self._say("online.error.unknown_game", MessageKind.ILLEGAL, game=typed)
        if close is None:
            return [unknown, self._say("online.client.games_hint")]
        return [unknown, self._slip([f"{self._word(command)} {ids[close]}"], options)]

    def _word(self, command: str) -> str:
        """The first word ``command`` is typed with in the player's language ("neu")."""
        return self.cat.text(f"online.command.{command}").split()[0]

    async def _do_options(self, rest: str) -> list[Message]:
        """A game's options as create takes them, one per line, in the player's language
        (asked of this app, not of the server: the keys are the same on both)."""
        if not rest:
            return self._usage("options")
        words = rest.split()
        game, named = _typed_game(words)
        if game not in REGISTRY.ids() or named != len(words):
            return self._unknown_game("options", words)
        option_words = OptionWords(self.lang, game)
        specs = [o for o in REGISTRY.find(game).option_specs if len(o.choices) != 1]
        if not specs:
            return [self._say("online.client.options.none", game=self._game_name(game))]
        return [self._say("online.client.options", game=self._game_name(game))] + [
            Message(option_words.explained(o.key, o.default, o.choices)) for o in specs]

    async def _do_join(self, rest: str) -> list[Message]:
        numbers = self._numbers(rest, 2)
        if numbers is None:
            alone = self._numbers(rest, 1)
            return self._usage("join") if alone is None else await self._join_table(alone[0])
        table, seat = numbers[0], numbers[1] - 1
        asked = await self._ask_before_going("join", table, f"{table} {seat + 1}", seat)
        if asked:
            return asked
        await self._go_to(table, seat, self.client.join(table, seat, since=0))
        side = self._side(table, seat)
        if side is None:
            return [self._say("online.client.joined", table=table, seat=seat + 1)]
        return [self._say("online.client.joined_side", table=table, seat=seat + 1, side=side)]

    async def _join_table(self, table: int) -> list[Message]:
        """``join`` and a table alone: its one free seat taken; where several are free,
        which they are and how to take one; a table without one, how to watch it."""
        self._lobby_from(await self.client.call("lobby"))
        row = self.lobby.get(table)
        if row is None:
            return [self._say("online.error.no_table", MessageKind.ILLEGAL, table=table)]
        free = [int(s["seat"]) + 1 for s in row.get("seats", []) if s.get("holder") == "open"]
        if len(free) == 1:
            return await self._do_join(f"{table} {free[0]}")
        if not free:
            return [self._say("online.client.join_full", MessageKind.ILLEGAL, table=table,
                              watch=self._word("watch"))]
        return [self.cat.said_plural(
            "online.client.join_which", len(free), MessageKind.ERROR, table=table,
            seats=self.cat.join_and([str(n) for n in free]), join=self._word("join"),
            first=free[0])]

    def _side(self, table: int, seat: int) -> str | None:
        """The side ``seat`` plays at ``table`` ("North"), as the lobby (or, for a table
        opened while this player was at another, the table's state) tells its game."""
        row = self.lobby.get(table) or self.client.states.get(table)
        if row is None:
            return None
        try:
            game = make_game(str(row["game"]), row.get("options", {}))
        except ProtocolError:
            return None
        return describer_for(game, self.lang).player(seat)

    async def _ask_before_going(self, command: str, table: int, numbers: str,
                                seat: int | None = None) -> list[Message]:
        """Going to another ``table`` from a game under way leaves the seat to a bot: asked
        once, as leave is ("Type join 2 1 again to go."); nothing when it goes, nor when the
        server will refuse it as the lobby now stands (no such table, ``seat`` not free): the
        refusal is said at once, and the player stays (they were asked first, then refused)."""
        typed = f"{self._word(command)} {numbers}"
        if not self.playing or table == self.table or self._going_asked == typed:
            self._going_asked = None
            return []
        self._lobby_from(await self.client.call("lobby"))
        row = self.lobby.get(table)
        seats = [] if row is None else row.get("seats", [])
        if row is None or (seat is not None and not (
                0 <= seat < len(seats) and seats[seat].get("holder") == "open")):
            return []
        self._going_asked = typed
        return [self._say("online.client.go_game", table=self.table, other=table,
                          typed=typed)]

    async def _go_to(self, table: int, seat: int | None,
                     request: Coroutine[Any, Any, dict[str, Any]]) -> None:
        """Take ``seat`` at ``table`` (None: watch it) by ``request``. Once there, the table
        this player was at is left (its seat played by a bot, as after leave), so its game
        does not wait for a player who went elsewhere; a refused request (no such table, a
        seat taken) leaves them where they were, their game and its console as they were.

        Raises:
            OnlineError: the server refused the request.
        """
        was = (self.table, self.seat, self.mirror, self.console, self.bots, self.names,
               self.levels, self._early, self._catching_up, self._rules_told, self.away)
        self._enter(table, seat)
        try:
            await request
        except OnlineError:
            (self.table, self.seat, self.mirror, self.console, self.bots, self.names,
             self.levels, self._early, self._catching_up, self._rules_told, self.away) = was
            raise
        if was[0] is not None and was[0] != table:
            await self.client.call("leave", table=was[0])

    def _enter(self, table: int | None, seat: int | None) -> None:
        self.table, self.seat = table, seat
        # The table's story comes again from the start, to be summed up.
        self._catching_up = table is not None
        self.bots = set()
        self.away = set()
        self.names, self.levels, self._played_by = {}, {}, {}
        self._bots_from_lobby()
        self.mirror = None
        self.console = None
        self._early = []
        self._rules_told = False

    async def _do_watch(self, rest: str) -> list[Message]:
        numbers = self._numbers(rest, 1)
        if numbers is None:
            return self._usage("watch")
        asked = await self._ask_before_going("watch", numbers[0], str(numbers[0]))
        if asked:
            return asked
        await self._go_to(numbers[0], None,
                          self.client.call("spectate", table=numbers[0], since=0))
        return [self._say("online.client.watching", table=numbers[0])]

    async def _do_bot(self, rest: str) -> list[Message]:
        if self.table is not None and not rest.strip():  # every open seat, at level 1
            await self._do_tables("")  # the seats as they are now
            row = self.lobby.get(self.table, {})
            open_seats = [s["seat"] for s in row.get("seats", []) if s["holder"] == "open"]
            if not open_seats:
                return [self._say("online.client.no_open_seat")]
            for seat in open_seats:
                await self.client.call("bot", table=self.table, seat=seat, level=1)
            return []
        words = rest.split()
        if len(words) == 2 and typed_level_word(words[1]) in TYPED_LEVELS:
            # The level by its name, as the menu says it ("bot 2 strong", "bot 2 stark").
            words[1] = str(TYPED_LEVELS[typed_level_word(words[1])])
        numbers = self._numbers(" ".join(words), 1)
        if numbers is None or len(numbers) > 2 or self.table is None:
            return self._usage("bot")
        seat, level = numbers[0], numbers[1] if len(numbers) > 1 else 1
        if self.seat is not None and seat - 1 == self.seat:  # "bot 1 3" typed from seat 1
            return [self._say("online.client.bot.yours", MessageKind.ILLEGAL, seat=seat),
                    *await self._bot_form(seat, level)]
        try:
            await self.client.call("bot", table=self.table, seat=seat - 1, level=level)
        except OnlineError as error:  # the seat or the level refused: and the right form
            if error.code not in ("no_seat", "seat_taken", "no_level"):
                raise
            return [error.said(),
                    *await self._bot_form(seat, level)]
        return []

    async def _bot_form(self, seat: int, level: int) -> list[Message]:
        """After a bot refused: the command's form, by an example that would work now ("bot
        2 3 puts a bot of level 3 in seat 2."): the seat typed if it is open, else the first
        open one; the level typed if there is one such. Nothing when no seat is open."""
        await self._do_tables("")  # the seats as they are now
        row = self.lobby.get(self.table or -1, {})
        open_seats = [s["seat"] + 1 for s in row.get("seats", []) if s["holder"] == "open"]
        if not open_seats:
            return []
        return [self._say("online.client.bot.form",
                          seat=seat if seat in open_seats else open_seats[0],
                          level=level if 1 <= level <= BOT_LEVELS else 1)]

    async def _do_unbot(self, rest: str) -> list[Message]:
        numbers = self._numbers(rest, 1)
        if numbers is None or self.table is None:
            return self._usage("unbot")
        await self.client.call("unbot", table=self.table, seat=numbers[0] - 1)
        return []

    async def _do_start(self, rest: str) -> list[Message]:
        if self.table is None:
            return self._usage("start")
        await self.client.call("start", table=self.table)
        return []

    async def _do_again(self, rest: str) -> list[Message]:
        if self.table is None:
            return self._usage("again")
        await self.client.call("again", table=self.table)
        return []

    async def _do_leave(self, rest: str) -> list[Message]:
        if self.table is None:
            return self._usage("leave")
        table = self.table
        if self.playing and not self._leave_warned:  # asked once, as quit is
            self._leave_warned = True
            leave = self._word("leave")
            return [self._say("online.client.leave_game", table=table, leave=leave)]
        self._leave_warned = False
        await self.client.call("leave", table=table)
        self._enter(None, None)
        return [self._say("online.client.left", table=table)] + await self._do_tables("")

    async def _do_close(self, rest: str) -> list[Message]:
        """Close a table this player opened: the one named, or the one they are at."""
        numbers = self._numbers(rest, 1)
        table = numbers[0] if numbers is not None else None if rest.strip() else self.table
        if table is None:
            return self._usage("close")
        await self.client.call("close", table=table)
        if table == self.table:
            self._enter(None, None)
        self.lobby.pop(table, None)
        return [self._say("online.client.closed", table=table)]

    async def _do_say(self, rest: str) -> list[Message]:
        if self.table is None or not rest:
            return self._usage("say")
        await self.client.call("chat", table=self.table, text=rest[:500])
        return []

    async def _do_who(self, rest: str) -> list[Message]:
        """Who sits at this table: each seat with its side, the person in it (the listener
        as "you"), away or not, a bot by its level, or free; briefly on the braille line."""
        if self.table is None:
            return self._usage("who")
        state = self.client.states.get(self.table)
        row = self._row_now(state) if state is not None else self.lobby.get(self.table)
        if row is None:
            return self._usage("who")
        seats = row.get("seats", [])
        players = [s for s in seats if s["holder"] == "player"]
        attended = any(not s.get("away") for s in players)
        sides = self._sides(row) if row.get("game") else None
        said, brief = [], []
        for seat in seats:
            if seat["seat"] == self.seat:
                seat = {**seat, "name": self.cat.text("online.who.you")}
            said.append(self._seat_text(seat, attended, sides))
            brief.append(self._seat_brief(seat, sides))
        return [Message(self.cat.text("online.who.table", table=self.table,
                                      seats="; ".join(said)), MessageKind.INFO,
                        brief=self.cat.text("online.who.table.brief", table=self.table,
                                            seats=", ".join(brief)))]

    # -- a dropped connection ------------------------------------------------------------

    async def _keep_connected(self) -> None:
        """Watch the connection; when it drops, connect again and take the seat back."""
        while not self.closing:
            reader = self.client._reader
            if reader is None:
                return
            await asyncio.wait({reader})
            if self.closing:
                return
            self.inbox.append(self._say("online.client.lost", MessageKind.ERROR))
            if self.on_news is not None:
                self.on_news()
            if not await self._reconnect():
                self.inbox.append(self._say("online.client.gave_up", MessageKind.ERROR))
                if self.on_news is not None:
                    self.on_news()
                return

    async def _reconnect(self) -> bool:
        wait = RECONNECT_WAIT
        for _ in range(RECONNECT_TRIES):
            await asyncio.sleep(wait)
            wait *= 2
            if await self._connect_again():
                return True
        return False

    async def _connect_again(self) -> bool:
        """One try to connect again, sign in and take the seat back (or watch the table
        again, or read the lobby); what was missed is put in the inbox after "Back at the
        table". False when the server could not be reached or did not answer."""
        gone: OnlineError | None = None
        try:
            await self.client.connect()
            await self.client.sign_in(self.name, self.password, lang=self.lang)
            self._holding = True
            mark = len(self.inbox)
            was = self.console
            heard = 0 if was is None else len(was.heard)
            if self.table is not None and self.seat is not None:
                await self.client.resume(self.table)
            elif self.table is not None:
                await self.client.call("spectate", table=self.table,
                                       since=self.client.last_seq.get(self.table, 0))
            else:
                await self._do_tables("")
        except OnlineError as error:
            if error.code not in TABLE_GONE:
                return False
            gone = error
        except (OSError, ConnectionError, TimeoutError):
            return False
        finally:
            self._holding = False
        if gone is not None:
            await self._table_gone(gone)
            return True
        console = self.console
        summary: list[Message] = []
        if self.seat is not None and console is not None and stood_in(console):
            # Away past the grace: what the bot played and the rest summed up as on
            # joining again, not every move replayed (whole deals at a card table).
            summary = away_summary(console, self.cat)
        elif self.seat is None and console is not None:
            summary = watched_summary(console, heard if console is was else 0, self.cat)
        if summary:
            chat = [m for m in self.inbox[mark:] if m.kind is MessageKind.CHAT]
            self.inbox[mark:] = [*chat, *summary]
        missed = len(self.inbox) > mark
        back = ("online.client.back_lobby" if self.table is None
                else "online.client.back_missed" if missed else "online.client.back")
        self.inbox.insert(mark, self._say(back))
        self.inbox.extend(self.turn_reminder(self.inbox))
        if self.on_news is not None:
            self.on_news()
        return True

    async def _table_gone(self, error: OnlineError) -> None:
        """Signed in again, but the table is not there to go back to: said with the
        server's reason, and the player is in the lobby, which is read."""
        table = self.table
        self._enter(None, None)
        said = self._say("online.client.table_gone", MessageKind.ERROR, table=table,
                         reason=error.reason)
        self.inbox.append(Message(said.text, said.kind, brief=self.cat.text(
            "online.client.table_gone.brief", table=table, reason=error.brief or error.reason)))
        for _ in range(2):  # once more after a failure; else read when asked for
            try:
                # Read first: the front end takes the inbox (a new list) while this waits,
                # and lines put in the list looked up before the wait were never heard.
                lobby = await self._do_tables("")
                self.inbox.extend(lobby)
                break
            except (OSError, ConnectionError, TimeoutError, OnlineError) as failure:
                log.warning("reading the lobby after table %s was gone failed: %r", table,
                            failure)
        if self.on_news is not None:
            self.on_news()


def _named_game(text: str) -> str | None:
    """The one game a line typed in the lobby names by one of its names, whole or after a
    first word ("kalah", "play kalah", "spiel mau mau"); None for none or several (and for a
    word only part of a name: "hello" is not Othello)."""
    ids = listed_ids()
    for named in (text, text.partition(" ")[2]):
        found = games_called(named, ids)[0] if named.strip() else []
        if len(found) == 1:
            return ids[found[0]]
    return None


def _typed_game(words: list[str]) -> tuple[str, int]:
    """The game the first words name ("mau mau players=3": mau-mau, two words) and how many
    words name it; the first word as typed when none does (the server names it unknown)."""
    head = words[:next((i for i, w in enumerate(words) if "=" in w), len(words))]
    for count in range(len(head), 0, -1):
        try:
            return REGISTRY.find(" ".join(head[:count])).id, count
        except Exception:  # noqa: BLE001 - not a game's name: try fewer words
            continue
    return words[0], 1
