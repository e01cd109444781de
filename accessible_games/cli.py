"""The command line: a stable interface people and scripts use.

Every error is one clear sentence on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, NoReturn

from accessible_games import cli_store, cli_tactile
from accessible_games.engine import (
    Game,
    GameError,
    InvalidOptionError,
    InvalidPositionError,
    State,
    UnknownGameError,
    divide,
    perft,
)
from accessible_games.frontends.terminal import (
    LineIO,
    SpokenLineIO,
    demo,
    menu,
    play,
    terminal_outputs,
)
from accessible_games.games.registry import REGISTRY
from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.narration.describer import Verbosity
from accessible_games.session.session import Seat, SeatKind, Session
from accessible_games.session.words import game_name, rules_text
from accessible_games.storage.settings import BRAILLE_CHOICES, SOUND_CHOICES, SPEECH_CHOICES

EXIT_USAGE = 2


class UsageError(Exception):
    """A command-line problem, already worded for the user."""


def default_language() -> str:
    """German when the environment asks for it, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one translated sentence and exit code 2."""

    lang = "en"

    def error(self, message: str) -> NoReturn:
        raise UsageError(catalog(self.lang).text("cli.usage", problem=message))


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = _Parser(prog="accessible-games",
                     description="Traditional games for blind and low-vision players.")
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help="de or en")
    _output_options(parser, None)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("list", help="the games with names and options")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("play", help="play a game in the terminal")
    p.add_argument("game")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--level", type=int, choices=(1, 2, 3), default=2)
    p.add_argument("--seat", type=int, default=1, help="your seat: 1 moves first")
    p.add_argument("--opponent", choices=("computer", "human"), default="computer")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--verbosity", choices=[v.value for v in Verbosity], default="normal")
    _output_options(p, argparse.SUPPRESS)

    p = sub.add_parser("demo", help="computer against computer, narrated")
    p.add_argument("game")
    p.add_argument("--moves", type=int, default=None)
    p.add_argument("--position", default=None,
                   help="start from this position (the game's position text, as for perft)")
    p.add_argument("--level", type=int, choices=(1, 2, 3), default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--verbosity", choices=[v.value for v in Verbosity], default="normal")

    p = sub.add_parser("perft", help="count positions DEPTH plies ahead")
    p.add_argument("game")
    p.add_argument("depth", type=int)
    p.add_argument("--position", default=None)
    p.add_argument("--divide", action="store_true")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")

    p = sub.add_parser("rules", help="the rules text")
    p.add_argument("game")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    cli_store.add_parsers(sub)
    cli_tactile.add_parser(sub)
    return parser


def _output_options(parser: argparse.ArgumentParser, default: object) -> None:
    """--ui, --speech, --braille and --sound (on the main parser and on ``play``)."""
    parser.add_argument("--ui", choices=("auto", "window", "terminal"), default=default,
                        help="window, terminal, or auto (the window when a display is there)")
    parser.add_argument("--speech", choices=SPEECH_CHOICES + ("recorder",), default=default,
                        help="speech output (default: from the settings, else auto)")
    parser.add_argument("--braille", choices=BRAILLE_CHOICES + ("recorder",), default=default,
                        help="braille display (default: from the settings, else auto)")
    parser.add_argument("--sound", choices=SOUND_CHOICES + ("recorder",), default=default,
                        help="earcons (default: from the settings, else auto)")


def _make_game(name: str, option_texts: Sequence[str], lang: str) -> Game:
    cat = catalog(lang)
    options: dict[str, str] = {}
    for text in option_texts:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise UsageError(cat.text("cli.option_form", text=text))
        options[key.strip()] = value.strip()
    try:
        return REGISTRY.create(name, options)
    except UnknownGameError:
        raise UsageError(cat.text("cli.unknown_game", name=name,
                                  games=", ".join(REGISTRY.ids()))) from None
    except InvalidOptionError as error:
        allowed = ", ".join(str(a) for a in error.allowed)
        raise UsageError(cat.text("cli.bad_option", key=error.key, value=error.value or "",
                                  allowed=allowed)) from None


def _cmd_list(args: argparse.Namespace, lang: str) -> int:
    cat = catalog(lang)
    rows: list[dict[str, Any]] = []
    for cls in REGISTRY:
        rows.append({
            "id": cls.id,
            "name": game_name(cls.id, lang),
            "family": cls.family,
            "players": cls.info.num_players,
            "aliases": list(cls.aliases),
            "options": [{"key": o.key, "default": o.default, "choices": list(o.choices),
                         "doc": o.doc} for o in cls.option_specs],
        })
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    for row in rows:
        options = ", ".join(
            f"{o['key']}={o['default']}" + (f" ({'/'.join(map(str, o['choices']))})"
                                             if o["choices"] else "")
            for o in row["options"]) or cat.text("cli.list.no_options")
        print(cat.text("cli.list.line", id=row["id"], name=row["name"], options=options))
    return 0


def _seats(args: argparse.Namespace, game: Game, lang: str) -> list[Seat]:
    if args.opponent == "human":
        return [Seat(SeatKind.HUMAN) for _ in range(game.num_players)]
    if not 1 <= args.seat <= game.num_players:
        raise UsageError(catalog(lang).text(
            "cli.usage", problem=f"--seat must be 1 to {game.num_players}"))
    seats = [Seat(SeatKind.COMPUTER, args.level) for _ in range(game.num_players)]
    seats[args.seat - 1] = Seat(SeatKind.HUMAN)
    return seats


def _cmd_play(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, args.option, lang)
    session = Session(game, _seats(args, game, lang), lang=lang, seed=args.seed,
                      verbosity=Verbosity(args.verbosity))
    if getattr(args, "ui", None) in ("window", "auto"):
        from accessible_games.frontends.launch import run_window

        if run_window(args, lang, session) is not None:
            return 0
    io = LineIO()
    speaker = terminal_outputs(args, session.lang, io)
    cli_store.attach(session, cli_store.open_store(lang, io, speaker))
    play(session, io, speaker)
    return 0


def _position(game: Game, text: str | None, lang: str) -> State:
    """The start position: the usual set-up, or ``text`` read in the game's position format.

    Raises:
        UsageError: the text is not a position of this game.
    """
    if text is None:
        return game.new_state()
    try:
        return game.parse_position(text)
    except InvalidPositionError as error:
        raise UsageError(catalog(lang).text("cli.bad_position", problem=error.problem,
                                            expected=error.expected)) from None


def _cmd_demo(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, args.option, lang)
    seats = [Seat(SeatKind.COMPUTER, args.level) for _ in range(game.num_players)]
    state = None if args.position is None else _position(game, args.position, lang)
    session = Session(game, seats, lang=lang, seed=args.seed,
                      verbosity=Verbosity(args.verbosity), state=state)
    demo(session, LineIO(), args.moves)
    return 0


def _cmd_perft(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, args.option, lang)
    if args.depth < 0:
        raise UsageError(catalog(lang).text("cli.usage", problem="DEPTH must be 0 or more"))
    state = _position(game, args.position, lang)
    start = time.perf_counter()
    if args.divide:
        total = 0
        for notation, count in divide(state, args.depth):
            print(f"{notation}: {count}")
            total += count
    else:
        total = perft(state, args.depth)
    seconds = time.perf_counter() - start
    print(f"depth {args.depth}: {total} leaves in {seconds:.3f} s", file=sys.stderr)
    print(total)
    return 0


def _cmd_rules(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, [], lang)
    text = rules_text(game.id, lang)
    if text is None:
        raise UsageError(catalog(lang).text("cli.no_rules", game=game_name(game.id, lang)))
    print(text)
    return 0


def _cmd_menu(args: argparse.Namespace, lang: str) -> int:
    """Without a subcommand: the window when a display is there (or with --ui window), else
    (or when no window opens) the terminal menu."""
    from accessible_games.frontends.launch import run_window
    from accessible_games.frontends.window import display_available

    ui = getattr(args, "ui", None) or "auto"
    if ui == "window" or (ui == "auto" and display_available()):
        if run_window(args, lang, None) is not None:
            return 0

    def start(game_id: str, seats: list[Seat]) -> Session:
        return Session(REGISTRY.create(game_id), seats, lang=lang)

    io = LineIO()
    speaker = terminal_outputs(args, lang, io)
    # Before the game the menu and the questions are spoken too, not only printed.
    asking = io if speaker is None else SpokenLineIO(speaker)
    store = cli_store.open_store(lang, asking)
    session = cli_store.offer_resume(store, lang, asking)
    if session is None:
        session = menu(REGISTRY.ids(), lang, asking, start)
        if session is not None:
            cli_store.attach(session, store)
    if session is not None:
        play(session, io, speaker)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = default_language()
    if "--lang" in argv:
        index = argv.index("--lang")
        if index + 1 < len(argv) and argv[index + 1] in LANGUAGES:
            lang = argv[index + 1]
    _Parser.lang = lang
    try:
        args = build_parser().parse_args(argv)
        lang = getattr(args, "lang", None) or lang
        handlers = {"list": _cmd_list, "play": _cmd_play, "demo": _cmd_demo,
                    "perft": _cmd_perft, "rules": _cmd_rules}
        if args.command is None:
            return _cmd_menu(args, lang)
        if args.command == "tactile":
            return cli_tactile.run(args, lang, _make_game)
        stored = cli_store.run(args, lang)
        if stored is not None:
            return stored
        return handlers[args.command](args, lang)
    except UsageError as error:
        print(str(error), file=sys.stderr)
        return EXIT_USAGE
    except GameError as error:
        print(str(error), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
