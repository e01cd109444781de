"""Command-line commands for saved games and records: resume, saves, export, import, replay,
stats. Every problem is one sentence on standard error and exit code 2."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

from accessible_games.frontends.speaker import Speaker
from accessible_games.frontends.terminal import NO_WORDS, YES_WORDS, LineIO, play
from accessible_games.frontends.terminal_menu import MENU_WORDS, RESUME_WORDS, games_named
from accessible_games.lineup import listed_ids
from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import CommandKind, parse_command
from accessible_games.session.console import Console
from accessible_games.session.game_names import games_begun
from accessible_games.session.replay import Replay
from accessible_games.session.saving import (
    attach_store,
    describe_stored,
    problem_text,
    record_error_text,
    resume_question,
    resume_stored,
    session_from_stored,
    statistics,
    stored_problem,
)
from accessible_games.session.store_commands import named_save, saves_listed
from accessible_games.session.words import game_name, known_game_name
from accessible_games.storage.formats import export_record, import_text
from accessible_games.storage.records import Record, RecordError, rebuild, seat_copy
from accessible_games.storage.store import Kind, Store, StoredGame, StoreWriteError


class StoreUsageError(Exception):
    """A problem worded for the user (exit code 2)."""


def add_parsers(sub: argparse._SubParsersAction) -> None:
    """Add the storage subcommands to the main parser."""
    lang = dict(choices=LANGUAGES, default=argparse.SUPPRESS)
    p = sub.add_parser("resume", help="continue the last unfinished game")
    p.add_argument("--lang", **lang)
    p = sub.add_parser("saves", help="list stored games with their numbers")
    p.add_argument("--lang", **lang)
    p = sub.add_parser("export", help="write a stored game as JSON, PDN (draughts), PGN "
                       "(Mad Mate, Maharadscha) or arimaa (move list)")
    p.add_argument("id", type=int)
    p.add_argument("--format", default="json", help="json (every game), pdn, pgn or arimaa")
    p.add_argument("--output", default=None)
    p.add_argument("--lang", **lang)
    p = sub.add_parser("import", help="read a record file and keep it as a finished game")
    p.add_argument("file")
    p.add_argument("--lang", **lang)
    p = sub.add_parser("replay", help="step through a record file or stored game")
    p.add_argument("source")
    p.add_argument("--lang", **lang)
    p = sub.add_parser("stats", help="wins, losses and draws against the computer")
    p.add_argument("--lang", **lang)


def open_store(lang: str, io: LineIO | None = None, speaker: Speaker | None = None) -> Store:
    """Open the store and say any problem with it (printed, and spoken and brailled through
    ``speaker`` when there is one), then go on."""
    store = Store.open()
    text = problem_text(store, lang)
    if text is not None:
        (io or LineIO(stdout=sys.stderr)).say([Message(text)])
        if speaker is not None:
            speaker.say([Message(text)])
    return store


attach = attach_store
"""Autosave a session into a store after every move."""


RESUMING = (*RESUME_WORDS, "weiter", "weiterspielen")
"""Answers to "Resume your game …?" that mean yes: the question's own verb."""


def offer_resume(store: Store, lang: str, io: LineIO) -> Console | str | None:
    """Ask whether to continue the last unfinished game; the session if the answer is yes. A
    game that cannot be replayed is not offered: why it cannot be is said instead (a yes
    could only fail). A word of the choice of games ("online", "list") or a game's name or
    number answers no, and is returned for the choice of games to do."""
    stored = store.latest_unfinished()
    if stored is None:
        return None
    try:
        session_from_stored(stored, lang)
    except RecordError as error:
        io.say([Message(catalog(lang).text("store.resume.broken",
                                           problem=stored_problem(error, stored, lang)),
                        MessageKind.ERROR)])
        return None
    question = Message(resume_question(stored, lang))
    io.say([question])
    typed = io.ask()
    # Neither yes nor no ("1", a line left empty) is asked again, as often as it comes: a
    # play-tester's "1" was taken as no. Only the end of input (Control-D) is a no.
    while typed is not None and typed.strip().casefold() not in (*YES_WORDS, *NO_WORDS,
                                                                   *RESUMING, *MENU_WORDS) \
            and not _names_a_game(typed, lang):
        answer = typed.strip()
        if parse_command(answer).kind in (CommandKind.HELP, CommandKind.WHERE):
            # Help, and "where am i", are never "not understood": where one is, and the way on.
            io.say([Message(catalog(lang).text("store.resume.help",
                                               game=known_game_name(stored.game_id, lang)))])
        else:
            io.say([Message(catalog(lang).text("store.resume.yes_or_no", typed=answer))
                    if answer else question])
        typed = io.ask()
    if typed is None or typed.strip().casefold() not in (*YES_WORDS, *RESUMING):
        io.say([Message(catalog(lang).text("store.resume.declined",
                                           game=known_game_name(stored.game_id, lang)))])
        chosen = None if typed is None else typed.strip().casefold()
        return chosen if chosen in MENU_WORDS or _names_a_game(chosen, lang) else None
    return _resume(store, stored.id, lang, io)


def _names_a_game(typed: str | None, lang: str) -> bool:
    """Whether a line names one game or more by number or name, as at the choice of games
    (where the resume question hands it on)."""
    text = "" if typed is None else typed.strip().casefold()
    return bool(text) and text not in (*YES_WORDS, *NO_WORDS) and bool(
        games_named(text, listed_ids(), lang) or games_begun(text, listed_ids()))


def _resume(store: Store, row_id: int, lang: str, io: LineIO) -> Console | None:
    result = resume_stored(store, row_id, lang)
    if isinstance(result, str):
        io.say([Message(result)])
        return None
    return result


def run(args: argparse.Namespace, lang: str) -> int | None:
    """Run a storage subcommand; None when ``args`` is not one of them."""
    handlers = {"resume": _resume_cmd, "saves": _saves, "export": _export, "import": _import,
                "replay": _replay, "stats": _stats}
    handler = handlers.get(args.command)
    if handler is None:
        return None
    try:
        return handler(args, lang)
    except StoreUsageError as error:
        print(str(error), file=sys.stderr)
        return 2


def _resume_cmd(args: argparse.Namespace, lang: str) -> int:
    io = LineIO()
    store = open_store(lang, io)
    stored = store.latest_unfinished()
    if stored is None:
        io.say([Message(catalog(lang).text("store.resume.none"))])
        return 0
    session = _resume(store, stored.id, _own_language(args, lang, stored.lang), io)
    if session is None:
        return 2
    play(session, io)
    return 0


def _saves(args: argparse.Namespace, lang: str) -> int:
    store = open_store(lang)
    games = store.list()
    if not games:
        print(catalog(lang).text("store.saves.none"))
    for game in games:
        print(f"{game.id}: {describe_stored(game, lang)}")
    return 0


def _stored_record(store: Store, row_id: int, lang: str) -> Record:
    stored = store.get(row_id)
    if stored is None:
        raise StoreUsageError(catalog(lang).text("store.export.unknown_id", id=row_id))
    return Record(stored.game_id, stored.options, stored.seed, stored.seats, stored.moves,
                  stored.result, date=time.strftime("%Y-%m-%d", time.localtime(stored.created)),
                  position=stored.position)


def _export(args: argparse.Namespace, lang: str) -> int:
    store = open_store(lang)
    record = _stored_record(store, args.id, lang)
    people = [i for i, s in enumerate(record.seats) if s.get("kind", "human") == "human"]
    try:
        # A running game with hidden cards leaves this machine only as its player's view.
        record = seat_copy(record, people[0] if people else 0)
        text = export_record(record, args.format)
    except RecordError:
        raise StoreUsageError(catalog(lang).text(
            "store.export.bad_format", game=game_name(record.game_id, lang),
            format=args.format)) from None
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(catalog(lang).text("store.export.done", path=args.output))
    else:
        sys.stdout.write(text)
    return 0


def read_record_file(path: str, lang: str) -> Record:
    """Read and fully replay a record file; every problem becomes a StoreUsageError."""
    cat = catalog(lang)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise StoreUsageError(cat.text("store.import.no_file", name=path)) from None
    except IsADirectoryError:
        raise StoreUsageError(cat.text("store.import.folder", name=path)) from None
    except UnicodeDecodeError:
        raise StoreUsageError(cat.text("store.import.not_text", name=path)) from None
    except OSError as error:  # no permission, a device error: the system's words
        raise StoreUsageError(cat.text("store.import.problem", problem=str(error))) from None
    try:
        record = import_text(text)
    except RecordError as error:
        if error.problem == "unknown format":
            raise StoreUsageError(catalog(lang).text("store.import.unknown_format",
                                                     name=path)) from None
        raise StoreUsageError(record_error_text(error, "", lang)) from None
    try:
        rebuild(record)
    except RecordError as error:
        raise StoreUsageError(record_error_text(error, record.game_id, lang)) from None
    return record


def _import(args: argparse.Namespace, lang: str) -> int:
    record = read_record_file(args.file, lang)
    store = open_store(lang)
    # Kept apart from the games played here: an exported game read back must not count twice.
    try:
        row = store.create(Kind.IMPORTED, record.game_id, record.options, record.seats,
                           record.seed, lang, record.moves, result=record.result,
                           position=record.position)
    except StoreWriteError as error:
        raise StoreUsageError(catalog(lang).text("store.import.problem",
                                                 problem=str(error))) from None
    print(catalog(lang).text("store.import.done", game=game_name(record.game_id, lang),
                             count=len(record.moves), id=row))
    return 0


def _own_language(args: argparse.Namespace, lang: str, stored_lang: str) -> str:
    """A stored game's own language, unless ``--lang`` or the settings chose one."""
    if getattr(args, "language_chosen", True) or stored_lang not in LANGUAGES:
        return lang
    return stored_lang


def _replay(args: argparse.Namespace, lang: str) -> int:
    if args.source.isdecimal() and not Path(args.source).exists():
        store = open_store(lang)
        stored = store.get(int(args.source))
        if stored is not None:
            lang = _own_language(args, lang, stored.lang)
        record = _stored_record(store, int(args.source), lang)
    else:
        record = read_record_file(args.source, lang)
    try:
        session = session_from_stored(record, lang)
    except RecordError as error:
        raise StoreUsageError(record_error_text(error, record.game_id, lang)) from None
    replay = Replay(session)
    io = LineIO()
    io.say(replay.opening())
    while True:
        line = io.ask()
        if line is None:
            io.say([Message(catalog(lang).text("terminal.leave"))])
            return 0
        io.say(replay.handle_line(line))
        if replay.session.quit_requested:  # a hot seat's game is replayed by its spectator
            return 0


def _stats(args: argparse.Namespace, lang: str) -> int:
    for line in statistics(open_store(lang), lang):
        print(line)
    return 0


__all__ = ["add_parsers", "attach", "offer_resume", "open_store", "run"]


def saved_at_the_menu(store: Store, lang: str, io: LineIO | None = None,
                      ) -> Callable[[str], Console | list[Message] | None]:
    """The choice of games' answer to the saved games' words, as a game's console answers
    them: "saves" lists them, "open" and a name opens one (saving on into a new row), "delete"
    and a name deletes one once ``io`` is answered yes, "stats" tells the results against the
    computer; None for any other line."""

    def answer(text: str) -> Console | list[Message] | None:
        command = parse_command(text)
        if command.kind is CommandKind.SAVES:
            return saves_listed(store, lang, unfinished=True)
        if command.kind is CommandKind.STATS:
            return [Message(line) for line in statistics(store, lang)]
        if command.kind is CommandKind.DELETE and io is not None:
            return deleted(command.argument)
        if command.kind is not CommandKind.OPEN:
            return None
        found = named_save(store, command.argument, "open", lang)
        if not isinstance(found, StoredGame):
            return found
        try:
            session = session_from_stored(found, lang)
        except RecordError as error:
            return [Message(catalog(lang).text("store.open.broken", name=found.name,
                                               problem=stored_problem(error, found, lang)),
                            MessageKind.ERROR)]
        attach_store(session, store, now=True)
        return session

    def deleted(name: str) -> list[Message]:
        """"delete my game": asked as in a game (only yes deletes), then what was done. A
        play-tester's "delete" here was not understood, only in a game."""
        assert io is not None
        cat = catalog(lang)
        found = named_save(store, name, "delete", lang)
        if not isinstance(found, StoredGame):
            return found
        io.say([Message(cat.text("store.delete.confirm", name=found.name))])
        typed = io.ask()
        if typed is None or parse_command(typed).kind is not CommandKind.YES:
            return [Message(cat.text("store.delete.kept", name=found.name))]
        try:
            store.delete(found.id)
        except StoreWriteError as error:
            return [Message(cat.text("store.save.failed", name=found.name, problem=str(error)),
                            MessageKind.ERROR)]
        return [Message(cat.text("store.delete.done", name=found.name))]

    return answer
