"""``connect`` in the terminal against a real server on loopback: typed lines only."""

from __future__ import annotations

import asyncio
import io
import itertools
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from accessible_games.cli import UsageError, build_parser
from accessible_games.frontends.online_terminal import session_loop
from accessible_games.narration.message import Message, MessageKind
from tests.online.helpers import run, server_in_thread, serving

MAX_LINES = 400
"""The scripted player types at most this many lines."""


def ann_plays(tmp_path: Path, read_line: Callable[[], str | None],
              said: list[Message], lang: str = "en") -> int:
    """``connect`` as ann (registering), at a server on loopback, reading the typed lines
    from ``read_line`` and keeping what was said in ``said``; the exit code."""
    async def main() -> int:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            return await session_loop(url, "ann", "secret of ann", lang, True, read_line,
                                      said.extend)
    return run(main(), 40)


@pytest.fixture
def passwords_asked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The prompts ``getpass`` was called with, in order; every password typed is "secret"."""
    from accessible_games.frontends import online_terminal

    asked: list[str] = []

    def fake_getpass(prompt: str = "") -> str:
        asked.append(prompt)
        return "secret"

    monkeypatch.setattr(online_terminal.getpass, "getpass", fake_getpass)
    return asked


def test_connect_plays_kalah_to_the_end_by_typed_lines(tmp_path: Path) -> None:
    said: list[Message] = []
    script = iter(["help", "create kalah", "tables", "join 1 1", "bot 2 1", "start", "9", "9"])
    houses = itertools.cycle("123456")

    def over() -> bool:
        return any(m.kind is MessageKind.RESULT for m in said)

    def read_line() -> str | None:
        time.sleep(0.01)
        step = next(script, None)
        if step is not None:
            return step
        if over() or len(said) > 4 * MAX_LINES:
            return "quit"
        return next(houses)

    assert ann_plays(tmp_path, read_line, said) == 0
    texts = [m.text for m in said]
    assert texts[0] == "Signed in as ann."
    assert "No table is open yet." in texts
    # A newcomer sitting nowhere hears how to begin, right after the empty lobby.
    after = texts[texts.index("No table is open yet.") + 1]
    assert after.startswith("To open a table, type create and a game, for example create kalah")
    assert any(t.startswith("Online commands:") for t in texts)
    assert "Table 1 is open for Kalah. Join a seat with join 1 and a seat number." in texts
    assert "You sit at table 1 in seat 1, as South." in texts
    assert "A bot of level 1 takes seat 2." in texts
    assert "Game 1 begins." in texts
    assert any(t.startswith("You sow") for t in texts)  # ann is South
    assert any(t.startswith("North sows") for t in texts)
    # A house that is not there is refused with the game's reason, and the game goes on.
    refusals = [m.text for m in said if m.kind in (MessageKind.ILLEGAL, MessageKind.ERROR)]
    assert "There are only houses 1 to 6." in refusals
    assert all(t in ("There are only houses 1 to 6.", "Please wait: it is not your turn.",
                                  "The game has not started yet. Type start when every seat "
                                  "is taken.") or "empty" in t for t in refusals), refusals
    assert over()
    assert texts[-1] == "Signed out. Goodbye."


def test_connect_says_why_it_cannot_connect() -> None:
    said: list[Message] = []

    async def main() -> int:
        # A port nobody listens on (loopback): the connection is refused at once.
        return await session_loop("ws://127.0.0.1:9", "ann", "x", "de", False,
                                  lambda: None, said.extend)

    assert asyncio.run(main()) == 1
    # In words a listener can act on, not the system's "[Errno 111] Connect call failed".
    assert said[0].text == ("Keine Verbindung zu ws://127.0.0.1:9: dort antwortet niemand; "
                            "läuft der Server, und stimmt der Port?")


def test_connect_is_a_command() -> None:
    args = build_parser("en").parse_args(["connect", "ws://127.0.0.1:8765", "--name", "ann"])
    assert args.command == "connect" and args.url == "ws://127.0.0.1:8765"
    assert args.name == "ann"


def test_connect_keeps_the_outputs_chosen_before_it_or_after_it() -> None:
    """`./play --braille brlapi connect URL` (the way the other commands take them) brailles
    as `connect URL --braille brlapi` does; the command's own options are not dropped."""
    parse = build_parser("en").parse_args
    before = parse(["--speech", "espeak", "--braille", "brlapi", "--sound", "auto",
                    "connect", "ws://127.0.0.1:8765"])
    after = parse(["connect", "ws://127.0.0.1:8765", "--speech", "espeak",
                   "--braille", "brlapi", "--sound", "auto"])
    for args in (before, after):
        assert (args.speech, args.braille, args.sound) == ("espeak", "brlapi", "auto")


def test_connect_asks_the_name_and_reads_the_password_without_echo(monkeypatch, capsys,
                                                                    passwords_asked):
    import sys

    from accessible_games.frontends import online_terminal

    monkeypatch.setattr(sys, "stdin", io.StringIO("ann\n"))
    args = build_parser("en").parse_args(["connect", "ws://127.0.0.1:9"])
    assert online_terminal.run(args, "en") == 1
    out = capsys.readouterr().out
    assert "Your player name: " in out
    assert passwords_asked == ["Password (not shown): "]
    assert "secret" not in out
    assert ("Cannot connect to ws://127.0.0.1:9: nothing answers there; is the server "
            "running, and is the port right?") in out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_online_at_the_choice_of_games_asks_address_name_and_password_then_plays(
        tmp_path: Path, lang: str) -> None:
    """A play-tester typed "online" at the terminal's choice of games and was not understood:
    online play needed ``connect`` on the command line, which the menu never named. Now the
    menu asks the server's address, the name and the password, offers to register a new
    name, plays there until "quit" signs out, and asks for a game again."""
    from accessible_games.frontends import online_terminal
    from accessible_games.frontends.terminal import LineIO
    from accessible_games.frontends.terminal_menu import menu

    words = {"en": ("yes", "Play online.", "Register ann with this password? Type yes or no.",
                    "Signed in as ann.", "Table 1 is open for Kalah.",
                    "Signed out. Back to the choice of games.",
                    "Which game?"),
             "de": ("ja", "Online spielen.",
                    "Den Namen „ann“ mit diesem Passwort registrieren? Tippe ja oder nein.",
                    "Angemeldet als ann.", "Tisch 1 ist offen für Kalah.",
                    "Abgemeldet. Zurück zur Auswahl der Spiele.", "Welches Spiel?")}[lang]
    yes, asked, register, signed, created, bye, again = words
    with server_in_thread(tmp_path / "db.sqlite") as url:
        typed = ["online", "http://nowhere", url, "", "ann", "secret of ann", yes,
                 "secret of ann", "create kalah", "quit", "quit"]
        out = io.StringIO()
        lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
        chosen = menu(["kalah"], lang, lines, lambda game, seats: None,
                      online=lambda: online_terminal.from_menu(lines, lang))
    said = out.getvalue()
    assert chosen is None
    assert said.index(asked) < said.index("http://nowhere") < said.index(register)
    # The new account's password is typed twice, the second time after being asked for.
    assert said.index(register) < said.index({"en": "type the password of ann once more",
                                              "de": "tippe das Passwort von ann noch einmal"
                                              }[lang]) < said.index(signed)
    assert {"en": "http://nowhere is not a server address. Type the server's name or number, "
                  "with its port after a colon if it is not 8765, or an address that starts "
                  "with ws:// or wss://.",
            "de": "http://nowhere ist keine Serveradresse. Tippe den Namen oder die Nummer des "
                  "Servers, mit dem Port nach einem Doppelpunkt, wenn er nicht 8765 ist, oder "
                  "eine Adresse, die mit ws:// oder wss:// beginnt."}[lang] in said
    for text in (signed, created, bye):
        assert text in said, text
    assert said.rindex(again) > said.index(bye)  # back at the choice of games
    # Not "Goodbye." while the program goes on with the choice of games.
    assert {"en": "Goodbye", "de": "Auf Wiedersehen"}[lang] not in said[:said.rindex(again)]


def test_connect_offers_to_register_an_unknown_name(tmp_path: Path, monkeypatch, capsys):
    import sys

    from accessible_games.frontends import online_terminal

    monkeypatch.setattr(online_terminal.getpass, "getpass", lambda prompt="": "secret")
    monkeypatch.setattr(sys, "stdin", io.StringIO("bo\nn\n"))
    with server_in_thread(tmp_path / "db.sqlite") as url:
        args = build_parser("en").parse_args(["connect", url])
        assert online_terminal.run(args, "en") == 1
    out = capsys.readouterr().out
    # Not "Register first." right before the question whether to register.
    assert "There is no player called bo yet." in out
    assert "Register bo with this password? Type yes or no." in out


@pytest.mark.parametrize(("lang", "error", "problem"), [
    ("en", TimeoutError(), "it did not answer in time."),
    ("en", ConnectionResetError(), "it closed the connection at once (for a server with a "
                                   "certificate, the address starts with wss://)."),
    ("en", ValueError("ws:/x isn't a valid URI"), "that is not a server's address."),
    ("en", OSError(99, "Cannot assign requested address"),
     "this computer finds no way to that address; is it connected to the network, and is the "
     "address right?"),
    ("de", OSError(101, "Network is unreachable"),
     "dieser Rechner findet keinen Weg zu dieser Adresse; ist er mit dem Netz verbunden, und "
     "stimmt die Adresse?"),
    ("en", OSError(28, "No space left on device"), "[Errno 28] No space left on device."),
    ("de", TimeoutError(), "er hat nicht rechtzeitig geantwortet."),
    ("de", socket.gaierror(-2, "Name or service not known"),
     "ein Rechner dieses Namens ist nicht bekannt; prüfe die Adresse."),
    ("de", ConnectionResetError(), "er hat die Verbindung sofort geschlossen (für einen Server "
                                   "mit Zertifikat beginnt die Adresse mit wss://)."),
    ("de", ValueError("ws:/x isn't a valid URI"), "das ist keine Adresse eines Servers."),
])
def test_why_a_server_cannot_be_reached_is_said_in_words(lang, error, problem):
    """Each reason ends its sentence: "...prüfe die Adresse" had no full stop."""
    from accessible_games.online.remote import cannot_connect

    start = {"en": "Cannot connect to", "de": "Keine Verbindung zu"}[lang]
    assert cannot_connect("ws://127.0.0.1:9", error, lang).text == (
        f"{start} ws://127.0.0.1:9: {problem}")


@pytest.mark.parametrize(("lang", "quit", "warning", "bye"), [
    ("en", "quit", "You sit in a game still being played at table 1; signing out leaves your "
                   "seat to a bot after a while. Type yes or quit again to sign out, or no to "
                   "stay.",
     "Signed out. Goodbye."),
    ("de", "ende", "Du sitzt an Tisch 1 in einer Partie, die noch läuft; wenn du dich abmeldest, "
                   "übernimmt nach einer Weile ein Bot deinen Platz. Tippe ja oder noch einmal "
                   "ende, um dich abzumelden, oder nein, um zu bleiben.",
     "Abgemeldet. Auf Wiedersehen."),
])
def test_quit_in_a_game_still_being_played_asks_once(tmp_path: Path, lang, quit, warning,
                                                      bye) -> None:
    """Typing quit in the middle of a game used to sign out at once, the seat left to a bot.
    Now the first quit says so and the second signs out; another line in between forgets
    the first."""
    said: list[Message] = []
    script = iter(["create kalah", "join 1 1", "bot 2 1", "start", quit, "status", quit, quit])

    def read_line() -> str | None:
        time.sleep(0.05)
        return next(script, None)

    assert ann_plays(tmp_path, read_line, said, lang) == 0
    texts = [m.text for m in said]
    assert texts.count(warning) == 2  # the status line in between forgot the first quit
    assert texts[-1] == bye
    assert texts.index(warning) < texts.index(bye)


@pytest.mark.parametrize(("lang", "quit", "no", "yes", "stay", "bye"), [
    ("en", "quit", "no", "yes", "You stay signed in, at table 1.", "Signed out. Goodbye."),
    ("de", "ende", "nein", "ja", "Du bleibst angemeldet, an Tisch 1.",
     "Abgemeldet. Auf Wiedersehen."),
])
def test_the_sign_out_warning_is_answered_with_yes_or_no(tmp_path: Path, lang, quit, no, yes,
                                                        stay, bye) -> None:
    """A play-tester answered the sign-out warning with "ja" and heard "Es gibt keine
    offene Frage.": no now stays at the table (said), and yes signs out as quit does."""
    said: list[Message] = []
    script = iter(["create kalah", "join 1 1", "bot 2 1", "start", quit, no, quit, yes])

    def read_line() -> str | None:
        time.sleep(0.05)
        return next(script, None)

    assert ann_plays(tmp_path, read_line, said, lang) == 0
    texts = [m.text for m in said]
    assert stay in texts and texts[-1] == bye
    assert not any("open question" in t or "offene Frage" in t for t in texts)


@pytest.mark.parametrize(("typed", "address"), [
    ("", "ws://127.0.0.1:8765"),
    ("wss://games.example.org", "wss://games.example.org"),
    ("192.168.1.5", "ws://192.168.1.5:8765"),
    ("games.example.org:9000", "ws://games.example.org:9000"),
    ("[::1]", "ws://[::1]:8765"),
    ("https://games.example.org", None),
    ("http:", None),
    ("two words", None),
])
def test_a_server_is_typed_as_a_player_would_type_it(typed, address):
    """A host alone, with or without its port, is a ws:// address (the server's own port when
    none is given); another scheme is refused. Nothing here connects anywhere."""
    from accessible_games.online.protocol import server_address

    assert server_address(typed) == address


@pytest.mark.parametrize(("lang", "again", "signed"), [
    ("en", "Type the password of ann again (it is not shown); an empty line gives up.",
     "Signed in as ann."),
    ("de", "Tippe das Passwort von ann noch einmal (es wird nicht angezeigt); eine leere Zeile "
     "gibt auf.", "Angemeldet als ann."),
])
def test_a_wrong_password_may_be_typed_again(tmp_path: Path, lang: str, again: str,
                                             signed: str) -> None:
    """A play-tester mistyped the password and the program ended ("The name or the password
    is wrong.", exit code 1): it may now be typed again, three times at most."""
    said: list[Message] = []
    passwords = iter(["still wrong", "secret of ann"])

    async def main() -> int:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            first = await session_loop(url, "ann", "secret of ann", "en", True,
                                       lambda: "quit", said.extend)
            assert first == 0
            said.clear()
            return await session_loop(url, "ann", "typo", lang, False, lambda: "quit",
                                      said.extend, ask_password=lambda: next(passwords))
    assert run(main(), 40) == 0
    texts = [m.text for m in said]
    assert texts.count(again) == 2 and signed in texts
    assert texts.index(signed) > texts.index(again)

    said.clear()

    async def gives_up() -> int:
        async with serving(tmp_path / "db2.sqlite", bot_delay=0.0) as (_, url):
            await session_loop(url, "ann", "secret of ann", "en", True, lambda: "quit",
                               said.extend)
            return await session_loop(url, "ann", "typo", "en", False, lambda: "quit",
                                      said.extend, ask_password=lambda: "")
    assert run(gives_up(), 40) == 1  # an empty line gives up


@pytest.mark.parametrize(("lang", "typed", "back", "again"), [
    ("en", ["online", "help", "back", "quit"], "Back to the choice of games.", "Which game?"),
    ("de", ["online", "kalah", "hilfe", "ende", "ende"], "Zurück zur Auswahl der Spiele.",
     "Welches Spiel?"),
])
def test_back_or_quit_at_the_online_questions_returns_to_the_choice_of_games(
        lang, typed, back, again) -> None:
    """A newcomer who typed "online" and then "quit" was asked for a player name: "quit"
    was taken for a server's name, "hilfe" then for the player's, and the way back led
    through a password and a failed connection."""
    from accessible_games.frontends import online_terminal
    from accessible_games.frontends.terminal import LineIO
    from accessible_games.frontends.terminal_menu import menu

    out = io.StringIO()
    lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    assert menu(["kalah"], lang, lines, lambda game, seats: None,
                online=lambda: online_terminal.from_menu(lines, lang)) is None
    said = out.getvalue()
    ask_name = {"en": "Type your player name.", "de": "Tippe deinen Spielernamen."}[lang]
    if lang == "en":  # help at the address: the question again, then back
        assert said.count("Play online.") == 2 and ask_name not in said
    else:  # a server's name, help at the player's name: asked again, then back
        assert said.count(ask_name) == 2
    assert back in said and said.rindex(again) > said.index(back)


@pytest.mark.parametrize(("lang", "typed", "back"), [
    ("en", ["online", "", "ann", "back", "quit"], "Back to the choice of games."),
    ("de", ["online", "", "ann", "zurück", "ende"], "Zurück zur Auswahl der Spiele."),
])
def test_back_at_the_password_returns_to_the_choice_of_games(lang, typed, back) -> None:
    """"back" at the password question was taken for the password, and the way back led
    through a failed sign-in; it leaves the question as at the other online questions."""
    from accessible_games.frontends import online_terminal
    from accessible_games.frontends.terminal import LineIO
    from accessible_games.frontends.terminal_menu import menu

    connected: list[str] = []

    async def no_server(url, *args, **kwargs) -> int:
        connected.append(url)
        return 1

    out = io.StringIO()
    lines = LineIO(io.StringIO("".join(t + "\n" for t in typed)), out)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(online_terminal, "session_loop", no_server)
        assert menu(["kalah"], lang, lines, lambda game, seats: None,
                    online=lambda: online_terminal.from_menu(lines, lang)) is None
    assert connected == []
    assert back in out.getvalue()


@pytest.mark.parametrize(("lang", "confirm", "differ", "signed"), [
    ("en", "To be sure of the new account's password, type the password of ann once more "
     "(it is not shown).",
     "The two passwords differ, so no account was made yet. Type a password for ann (it is "
     "not shown), then once more; an empty line gives up.", "Signed in as ann."),
    ("de", "Damit das Passwort des neuen Kontos sicher stimmt, tippe das Passwort von ann noch "
     "einmal (es wird nicht angezeigt).",
     "Die beiden Passwörter sind verschieden, deshalb wurde noch kein Konto angelegt. Tippe "
     "ein Passwort für ann (es wird nicht angezeigt) und dann noch einmal; eine leere Zeile "
     "gibt auf.", "Angemeldet als ann."),
])
def test_registering_asks_for_the_password_twice(tmp_path: Path, lang: str, confirm: str,
                                                 differ: str, signed: str) -> None:
    """A play-tester registered with a typing slip in the password, typed once: a blind
    player could not sign in to the new account again. The password is now typed twice,
    and two that differ are said so and asked again; the account has the one typed alike."""
    said: list[Message] = []
    typed = iter(["secret of anne", "secret of ann", "secret of ann"])

    async def main() -> tuple[int, int]:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            first = await session_loop(url, "ann", "secret of ann", lang, True, lambda: "quit",
                                       said.extend, ask_password=lambda: next(typed),
                                       confirm_password=lambda: next(typed))
            again = await session_loop(url, "ann", "secret of ann", lang, False,
                                       lambda: "quit", said.extend)
            return first, again
    assert run(main(), 40) == (0, 0)
    texts = [m.text for m in said]
    assert texts.count(confirm) == 2 and texts.count(differ) == 1
    assert texts.index(confirm) < texts.index(differ) < texts.index(signed)
    assert texts.count(signed) == 2  # the second sign-in takes the password typed alike


def test_registering_after_the_question_asks_for_the_password_again(tmp_path: Path) -> None:
    """Registering an unknown name at the question (not --register) asks for the password
    once more too; an empty line there makes no account."""
    said: list[Message] = []

    async def main() -> int:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            return await session_loop(url, "bo", "pw of bo", "en", False, lambda: "quit",
                                      said.extend, ask_register=lambda: True,
                                      ask_password=lambda: "", confirm_password=lambda: "")
    assert run(main(), 40) == 1
    texts = [m.text for m in said]
    assert "To be sure of the new account's password, type the password of bo once more " \
           "(it is not shown)." in texts
    assert texts[-1] == "No account was made for bo."
    assert not any(t.startswith("Signed in") for t in texts)


def test_connect_register_asks_the_password_again_by_its_own_prompt(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        passwords_asked: list[str]) -> None:
    """``connect --register`` asks the new account's password twice, the second time as
    "Password again", and signs in once the two are alike."""
    import sys

    from accessible_games.frontends import online_terminal

    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    with server_in_thread(tmp_path / "db.sqlite") as url:
        args = build_parser("en").parse_args(["connect", url, "--name", "ann", "--register"])
        assert online_terminal.run(args, "en") == 0
    assert passwords_asked == ["Password (not shown): ", "Password again (not shown): "]
    assert "Signed in as ann." in capsys.readouterr().out


@pytest.mark.parametrize(("lang", "empty", "signed", "bye"), [
    ("en", "No password was typed. Type the password of Margarethe Schulze-Hohenstein (it is "
     "not shown); an empty line gives up.", "Signed in as Margarethe Schulze-Hohenstein.",
     "Signed out. Goodbye."),
    ("de", "Es wurde kein Passwort getippt. Tippe das Passwort von Margarethe "
     "Schulze-Hohenstein (es wird nicht angezeigt); eine leere Zeile gibt auf.",
     "Angemeldet als Margarethe Schulze-Hohenstein.", "Abgemeldet. Auf Wiedersehen."),
])
def test_an_empty_password_is_asked_again_in_the_player_s_language(
        tmp_path: Path, lang: str, empty: str, signed: str, bye: str) -> None:
    """A play-tester's keys reached the terminal before the password question: the empty
    password went to the server, which answered in English ("The field password is missing
    or not valid.") to a German player, and the program ended. An empty password is now
    asked again before anything is sent; a second empty line gives up."""
    name = "Margarethe Schulze-Hohenstein"
    said: list[Message] = []

    async def main(again: str) -> int:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (server, url):
            if not server.store.user(name):
                await session_loop(url, name, "geheim", lang, True, lambda: "quit", said.extend)
            said.clear()
            return await session_loop(url, name, "", lang, False, lambda: "quit",
                                      said.extend, ask_password=lambda: again)
    assert run(main("geheim"), 40) == 0
    texts = [m.text for m in said]
    assert texts[0] == empty and signed in texts
    assert said[0].kind is MessageKind.ERROR
    assert run(main(""), 40) == 1
    assert [m.text for m in said] == [empty, bye]


@pytest.mark.parametrize(("lang", "exists", "signed", "taken"), [
    ("en", "The name Jürgen Müller-Lüdenscheidt has an account already, and this password is "
     "its own: you are signed in.", "Signed in as Jürgen Müller-Lüdenscheidt.",
     "The name Jürgen Müller-Lüdenscheidt is taken. Please choose another."),
    ("de", "Den Namen Jürgen Müller-Lüdenscheidt gibt es schon, und dies ist sein Passwort: du "
     "bist angemeldet.", "Angemeldet als Jürgen Müller-Lüdenscheidt.",
     "Der Name Jürgen Müller-Lüdenscheidt ist vergeben. Bitte wähle einen anderen."),
])
def test_registering_a_name_of_one_s_own_again_signs_in(tmp_path: Path, lang: str,
                                                        exists: str, signed: str,
                                                        taken: str) -> None:
    """A play-tester started the client with --register a second time and heard that the
    name is taken, and the program ended, though the password was the account's own. Now
    the account is signed in to; with another password the name is still taken."""
    name = "Jürgen Müller-Lüdenscheidt"
    said: list[Message] = []

    async def main(password: str) -> int:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (server, url):
            if not server.store.user(name):
                await session_loop(url, name, "geheim", lang, True, lambda: "quit", said.extend)
            said.clear()
            return await session_loop(url, name, password, lang, True, lambda: "quit",
                                      said.extend, confirm_password=lambda: password)
    assert run(main("geheim"), 40) == 0
    texts = [m.text for m in said]
    assert texts[1:3] == [exists, signed], texts  # after the password asked once more
    assert run(main("anders"), 40) == 1
    assert taken in [m.text for m in said]


def test_connect_reads_its_output_options_as_the_other_commands_do() -> None:
    """"connect URL --sound off" ended in a Python traceback ("unknown earcon player
    'off'"), and an unknown speech name too; the outputs of connect are now read as play
    reads them: "off" and "none" are null, an unknown name is refused with the choices."""
    args = build_parser().parse_args(["connect", "ws://127.0.0.1:8765", "--sound", "off",
                                      "--speech", "none", "--braille", "unicode"])
    assert (args.sound, args.speech, args.braille) == ("null", "null", "unicode")
    with pytest.raises(UsageError, match="invalid choice: 'bogus'"):
        build_parser().parse_args(["connect", "ws://127.0.0.1:8765", "--speech", "bogus"])
