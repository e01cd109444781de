"""The command line: a stable interface people and scripts use.

Every error is one clear sentence on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from accessible_games import cli_online, cli_store, cli_tactile
from accessible_games.cli_words import (
    ambiguous_game_text,
    argparse_language,
    environment_language,
    session_language,
    translate_help,
)
from accessible_games.engine import (
    Game,
    GameError,
    InvalidOptionError,
    InvalidPositionError,
    State,
    UnknownGameError,
    chance_perft,
    divide,
    perft,
)
from accessible_games.frontends import online_terminal
from accessible_games.frontends.terminal import (
    LineIO,
    demo,
    play,
    spoken_lines,
    terminal_outputs,
)
from accessible_games.frontends.terminal_menu import (
    LanguageChosen,
    ask_language,
    menu,
    typed_seats,
)
from accessible_games.games.draughts import endgame_table
from accessible_games.lineup import REGISTRY, listed_ids
from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message
from accessible_games.narration.option_words import OptionWords
from accessible_games.output.braille.display import BrailleDisplay
from accessible_games.output.braille.seat_displays import SeatDisplays
from accessible_games.output.braille.translator import BrailleTranslator
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.game_names import game_close_to, games_begun, games_named
from accessible_games.session.hotseat import open_game
from accessible_games.session.option_editor import OptionEditor
from accessible_games.session.saving import describe_unfinished, kept_after_quit, resume_stored
from accessible_games.session.table import seats_of
from accessible_games.session.words import game_name, rules_for_listening, rules_said_on
from accessible_games.storage.kept import read_kept, write_kept
from accessible_games.storage.store import Store

if TYPE_CHECKING:
    from accessible_games.frontends.speaker import Speaker
from accessible_games.storage.settings import (
    OUTPUT_CHOICES,
    OUTPUT_OPTIONS,
    load_settings,
    output_name,
    save_settings,
)

EXIT_USAGE = 2


class UsageError(Exception):
    """A command-line problem, already worded for the user."""


default_language = environment_language
"""German when the environment asks for it, else English (kept for callers of old)."""


_GERMAN_COMMANDS = {"liste": "list", "spielen": "play", "spiele": "play", "regeln": "rules",
                    "einführung": "tutorial", "fortsetzen": "resume", "spielstände": "saves",
                    "statistik": "stats", "drucken": "tactile"}
"""The command line's commands as a German speaker may type them (the menu's words)."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one translated sentence and exit code 2."""

    lang = "en"

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A command word with a slip of the keys, or a German one, names the command meant
        ("rulse", "regeln": rules); both were answered with argparse's list of commands."""
        if (isinstance(action, argparse._SubParsersAction) and isinstance(value, str)
                and value not in action.choices):
            folded = value.casefold()
            meant = _GERMAN_COMMANDS.get(folded) or next(iter(difflib.get_close_matches(
                folded, list(action.choices), 1, 0.75)), None)
            if meant is not None:
                raise UsageError(catalog(self.lang).text("cli.unknown_command.close",
                                                         name=value, command=meant,
                                                         prog=self.prog))
        super()._check_value(action, value)

    def error(self, message: str) -> NoReturn:
        # The help of the command that was typed ("accessible-games tactile --help"), which
        # names what that command takes; the program's own lists the commands only.
        raise UsageError(catalog(self.lang).text("cli.usage", problem=message, prog=self.prog))


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The argument parser with every subcommand, its ``--help`` texts in ``lang`` (build it
    inside :func:`argparse_language` for argparse's own words in ``lang`` too)."""
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
    p.add_argument("--people", default=None, metavar="SEATS",
                   help="the seats people take at this keyboard, such as 1,3 (a hot seat when "
                        "cards are hidden); the computer plays the others at --level")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--seed", type=int, default=None,
                   help="the same deals and dice as another game with this seed (default: "
                        "new ones each game)")
    p.add_argument("--verbosity", choices=[v.value for v in Verbosity], default=None,
                   help="how much is said (default: from the settings, else normal)")
    p.add_argument("--seat-display", action="append", default=[], metavar="SEAT=HOST",
                   help="a braille display of its own for seat SEAT (BrlAPI host, e.g. "
                        "127.0.0.1:1); private text goes there only, and only public text "
                        "is spoken (terminal)")
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
    p.add_argument("--as", dest="seat", type=int, default=None, metavar="SEAT",
                   help="narrate what seat SEAT (1 = the first player) hears; without it, "
                        "a spectator who sees only public information")

    p = sub.add_parser("perft", help="count positions DEPTH plies ahead")
    p.add_argument("game")
    p.add_argument("depth", type=int)
    p.add_argument("--position", default=None)
    p.add_argument("--divide", action="store_true")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")

    p = sub.add_parser("tutorial", help="the first moves of a game, step by step")
    p.add_argument("game")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    _output_options(p, argparse.SUPPRESS)

    p = sub.add_parser("rules", help="the rules text")
    p.add_argument("game")
    p.add_argument("about", nargs="*", default=[],
                   help="only what the rules say about these words")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    cli_store.add_parsers(sub)
    cli_tactile.add_parser(sub)
    cli_online.add_parser(sub)
    online_terminal.add_parser(sub)
    translate_help(parser, lang)
    return parser


def _output_options(parser: argparse.ArgumentParser, default: object) -> None:
    """--ui, --speech, --braille and --sound (on the main parser and on ``play``)."""
    parser.add_argument("--ui", choices=("auto", "window", "terminal"), default=default,
                        help="window, terminal, or auto (the window when a display is there)")
    for option, helped in OUTPUT_OPTIONS.items():
        parser.add_argument(f"--{option}", choices=OUTPUT_CHOICES[option], default=default,
                            type=output_name, help=helped)


def _option_in_words(name: str, text: str, lang: str) -> tuple[str, Any] | None:
    """An ``--option`` read as the options menu reads a typed line: the option's key and
    value, where the line names them in words ("nines=without nines", "ohne Neunen");
    None for an unknown game or a line the menu would not understand (its form is checked
    as before, and its error said)."""
    try:
        game_id = REGISTRY.find(name).id
    except UnknownGameError:
        return None
    return OptionEditor(game_id, lang).read_line(text)


def _say_usual_readings(game: Game, readings: dict[str, str], lang: str) -> None:
    """Name the option each ``--option`` the menu's reading understood (``readings``: the key
    and the text typed for it) set, where the game's opening would not: the value is the
    usual one, so its "Rules changed" line leaves it out ("must=yes" was read as Must play
    if able, unheard). A changed value is said there ("Rules changed: Must play if able set
    to off.")."""
    words = OptionWords(lang, game.id)
    for key, text in readings.items():
        if key not in game.changed_options():
            print(catalog(lang).text("cli.option_usual", text=text.strip(),
                                     setting=words.setting(key, game.options[key])),
                  file=sys.stderr)


def _make_game(name: str, option_texts: Sequence[str], lang: str) -> Game:
    cat = catalog(lang)
    options: dict[str, Any] = {}
    readings: dict[str, str] = {}  # an option read by its words or a slip, not by its key
    for text in option_texts:
        read = _option_in_words(name, text, lang)
        if read is not None:  # "nines=ohne", "without nines": the menu's words too
            options[read[0]] = read[1]
            if text.partition("=")[0].strip() != read[0]:
                readings[read[0]] = text
            continue
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise UsageError(cat.text("cli.option_form", text=text))
        options[key.strip()] = value.strip()
    try:
        game = REGISTRY.create(name, options)
        _say_usual_readings(game, readings, lang)
        return game
    except UnknownGameError:
        # The menu's names as well ("mancala", "Brazilian checkers", "mau"), looked up alike.
        ids = REGISTRY.ids()
        found = games_named(name, ids)
        if len(found) == 1:
            return _make_game(ids[found[0]], option_texts, lang)
        if found:
            raise UsageError(ambiguous_game_text(name, [ids[i] for i in found],
                                                 lang)) from None
        begun = games_begun(name, ids)
        if len(begun) > 1:  # two letters ("ma") are too few to choose: which game
            raise UsageError(ambiguous_game_text(name, [ids[i] for i in begun],
                                                 lang)) from None
        meant = begun[0] if begun else game_close_to(name, listed_ids())
        if meant is not None:  # "kalha" was told only the 28 ids; "go" started Gomoku
            raise UsageError(cat.text("cli.unknown_game.close", name=name,
                                      game=(ids if begun else listed_ids())[meant])) from None
        raise UsageError(cat.text("cli.unknown_game", name=name,
                                  games=", ".join(listed_ids()))) from None
    except InvalidOptionError as error:
        if error.value is None:  # a name the game has no option of ("mst_play=no")
            raise UsageError(_unknown_option(name, error.key, options, lang)) from None
        raise UsageError(_bad_value(name, error, options, lang)) from None


def _bad_value(name: str, error: InvalidOptionError, options: dict[str, Any], lang: str) -> str:
    """Why ``--option key=value`` is refused when the game ``name`` has the option but not
    that value (or not with the other options typed): the values it takes as typed, and what
    they mean ("must_play cannot be “maybe”; it takes yes or no (on/off)."; it was "Allowed:
    True.")."""
    cls = REGISTRY.find(name)
    spec = cls.option_spec(error.key)
    words = OptionWords(lang, cls.id)
    cat = catalog(lang)
    allowed = words.takes(spec.key, spec.default, error.allowed)
    value = error.value or ""
    if options and error.key not in options:  # a usual value the typed options rule out
        typed = ", ".join(f"{k}={v}" for k, v in options.items())
        if isinstance(spec.default, bool):  # the game's True said as typed ("yes")
            value = words.typed(spec.parse(value))
        said = cat.text("cli.bad_option_usual", typed=typed, key=error.key, value=value,
                        allowed=allowed)
    else:
        said = cat.text("cli.bad_option", key=error.key, value=value, allowed=allowed)
    meanings = words.meanings(spec.key, error.allowed)
    return said if meanings is None else f"{said} {meanings}"


def _unknown_option(name: str, key: str, options: dict[str, Any], lang: str) -> str:
    """Why ``--option key=…`` is refused when the game ``name`` has no option ``key``: the
    name it misses by a slip of the keys, with the value typed ("Did you mean
    must_play=no?"), else the game's option names, as ``list`` shows them. It was "The
    option mst_play= is not allowed.", a stray "=" and no word of which name was unknown."""
    cls = REGISTRY.find(name)
    keys = [o.key for o in cls.option_specs if len(o.choices) != 1]
    game = game_name(cls.id, lang)
    cat = catalog(lang)
    close = difflib.get_close_matches(key.casefold(), keys, 1, 0.75)
    if close:
        value = options.get(key, "")
        return cat.text("cli.unknown_option.close", game=game, key=key,
                        option=f"{close[0]}={value}" if value != "" else close[0])
    if not keys:
        return cat.text("cli.unknown_option.none", game=game, key=key)
    return cat.text("cli.unknown_option", game=game, key=key, options=", ".join(keys))


def _cmd_list(args: argparse.Namespace, lang: str) -> int:
    cat = catalog(lang)
    rows: list[dict[str, Any]] = []
    for cls in (REGISTRY.find(game_id) for game_id in listed_ids()):
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
        words = OptionWords(lang, row["id"])
        options = ", ".join(
            words.keyed(o["key"], o["default"], o["choices"])
            for o in row["options"] if len(o["choices"]) != 1) or cat.text("cli.list.no_options")
        print(cat.text("cli.list.line", id=row["id"], name=row["name"], options=options))
    return 0


def _seats(args: argparse.Namespace, game: Game, lang: str) -> list[Seat]:
    count = game.num_players
    if args.people is not None:
        people = typed_seats(args.people.strip().casefold(), count)
        if people is None:
            raise UsageError(catalog(lang).text(
                "cli.usage", problem=catalog(lang).text("cli.people.bad", count=count),
                prog="accessible-games play"))
        return seats_of(count, people, args.level)
    if args.opponent == "human":
        return seats_of(count, range(count))
    if not 1 <= args.seat <= count:
        raise UsageError(catalog(lang).text("cli.demo.bad_seat", seat=args.seat, count=count))
    return seats_of(count, [args.seat - 1], args.level)


def _fresh_seed() -> int:
    """The seed of a new game's deals and dice: new every time (a game chosen in the menu
    used to be dealt the same cards as the last one)."""
    return random.SystemRandom().randrange(2**31)


def _cmd_play(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, args.option, lang)
    seed = args.seed if args.seed is not None else _fresh_seed()
    session = open_game(game, _seats(args, game, lang), lang=lang, seed=seed,
                        verbosity=Verbosity(args.verbosity or load_settings()[0].verbosity))
    if getattr(args, "ui", None) in ("window", "auto"):
        from accessible_games.frontends.launch import run_window

        if run_window(args, lang, session) is not None:
            return 0
    io = LineIO()
    speaker = terminal_outputs(args, session.lang, io)
    store = cli_store.open_store(lang, io, speaker)
    cli_store.attach(session, store)
    last = play(session, io, speaker, _seat_displays(args.seat_display, game, lang))
    if last.new_game_requested:
        _menu_games(last.lang, io, speaker, store, last_game=last.game.id,
                    left=kept_after_quit(last) is not None)
    return 0


def _cmd_tutorial(args: argparse.Namespace, lang: str) -> int:
    """The first-moves tutorial of a game in the terminal (seats: :func:`tutorial_seats`): its
    introduction before the game's opening, its first step after it."""
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    game = _make_game(args.game, [], lang)
    session = open_game(game, tutorial_seats(game), lang=lang)
    session.tutorial = Tutorial(session)
    io = LineIO()
    _note_tutorial(play(session, io, terminal_outputs(args, session.lang, io)))
    return 0


def _note_tutorial(session: Console) -> None:
    """Keep in the settings that a tutorial was taken in ``session`` (started at the choice
    of games or typed in the game), once: a player who took one heard "New here?" again at
    the next start, as no saved game tells of a tutorial."""
    if session.tutorial is None:
        return
    settings, _problem = load_settings()
    if not settings.tutorial_taken:
        save_settings(settings.with_changes(tutorial_taken=True))


def _menu_games(lang: str, io: LineIO, speaker: Speaker | None, store: Store,
                session: Console | None = None, last_game: str | None = None,
                first: str | None = None, left: bool = False) -> None:
    """The terminal's choice of games and the games chosen, again after each "new game";
    ``last_game``, the game just played, is offered first there instead of the list (to
    resume, when it was ``left`` unfinished and kept); ``first``, a word of it typed at the
    question before, is done at the first choice."""
    def start(game: Game, seats: list[Seat]) -> Console:
        """The game chosen, told as the settings' verbosity asks."""
        return open_game(game, seats, lang=lang, seed=_fresh_seed(),
                         verbosity=Verbosity(load_settings()[0].verbosity))

    def settings() -> str:
        """The settings changed by typed lines; the language then."""
        from accessible_games.frontends.terminal_settings import edit_settings

        return edit_settings(asking, lang, speaker).language or lang

    def keep(game_id: str, chosen: dict[str, Any]) -> None:
        """The options chosen in the menu, saved for the next game of that kind."""
        settings, _problem = load_settings()
        kept = {k: v for k, v in settings.game_options.items() if k != game_id}
        if chosen:
            kept[game_id] = chosen
        save_settings(settings.with_changes(game_options=kept))

    def resume() -> Console | str:
        """The last unfinished game, saving on into its row; else the sentence why not."""
        stored = store.latest_unfinished()
        if stored is None:
            return catalog(lang).text("store.resume.none")
        return resume_stored(store, stored.id, lang)

    def unfinished() -> str | None:
        """The game resume goes on with, in words, for the list of games."""
        stored = store.latest_unfinished()
        return None if stored is None else describe_unfinished(stored, lang)

    asking = spoken_lines(io, speaker)
    while True:
        if session is None:
            chosen = menu(listed_ids(), lang, asking, start,
                          load_settings()[0].game_options, keep, resume,
                          lambda: online_terminal.from_menu(asking, lang), settings,
                          cli_store.saved_at_the_menu(store, lang, asking), unfinished, last_game,
                          first, left)
            first = None
            if isinstance(chosen, LanguageChosen):  # asked again in the new language
                lang = chosen.lang
                continue
            if chosen is None:
                return
            session = chosen
            if session.store is None:  # a resumed game saves on into its own row
                cli_store.attach(session, store)
        session.menu_follows = session.over_quit_ends = True
        last = play(session, io, speaker)
        _note_tutorial(last)
        if not (last.new_game_requested or last.quit_requested):
            return  # the input ended (Control-D) or Control-C: goodbye
        if last.is_over and not last.new_game_requested:
            return  # quit once the game has ended, as its last words offer: goodbye
        last_game, session, left = last.game.id, None, kept_after_quit(last) is not None
        lang = last.lang  # a language chosen in the game's settings holds at the choice too


def _seat_displays(texts: Sequence[str], game: Game, lang: str) -> SeatDisplays | None:
    """The per-seat braille displays named by --seat-display SEAT=HOST (None for none).

    Raises:
        UsageError: a malformed option, a seat the game lacks, or a display that does not
            answer (one sentence each).
    """
    if not texts:
        return None
    from accessible_games.output.braille.brlapi_display import BrailleDeviceError, BrlapiDisplay

    cat = catalog(lang)
    displays: dict[int, BrailleDisplay] = {}
    for text in texts:
        seat_text, sep, host = text.partition("=")
        if not sep or not seat_text.strip().isdecimal() or not host.strip():
            raise UsageError(cat.text("cli.seat_display.form", text=text))
        seat = int(seat_text) - 1
        if not 0 <= seat < game.num_players:
            raise UsageError(cat.text("cli.demo.bad_seat", seat=seat + 1,
                                      count=game.num_players))
        try:
            displays[seat] = BrlapiDisplay(host.strip())
        except BrailleDeviceError as error:
            raise UsageError(cat.text("cli.seat_display.unreachable", host=host.strip(),
                                      problem=str(error))) from None
    return SeatDisplays(displays, BrailleTranslator(lang=lang))


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
    if args.seat is not None and not 1 <= args.seat <= game.num_players:
        raise UsageError(catalog(lang).text("cli.demo.bad_seat", seat=args.seat,
                                          count=game.num_players))
    viewer = None if args.seat is None else args.seat - 1
    state = None if args.position is None else _position(game, args.position, lang)
    session = Console.local(game, seats, lang=lang, seed=args.seed,
                            verbosity=Verbosity(args.verbosity), state=state, viewer=viewer)
    io = LineIO()
    if viewer is not None:
        # Whose ears the demo borrows: that seat hears its own cards, never the others'.
        key = "cli.demo.as_seat" + ("" if game.info.perfect_information else "_hidden")
        io.say([Message(catalog(lang).text(key, player=session.describer.player(viewer)))])
    demo(session, io, args.moves)
    return 0


def _cmd_perft(args: argparse.Namespace, lang: str) -> int:
    game = _make_game(args.game, args.option, lang)
    if args.depth < 0:
        raise UsageError(catalog(lang).text("cli.usage", problem="DEPTH must be 0 or more",
                                            prog="accessible-games perft"))
    state = _position(game, args.position, lang)
    # With dice or shuffles every chance outcome is a branch too (and a ply), as in the tests.
    counting = chance_perft if game.info.has_chance else perft
    start = time.perf_counter()
    if args.divide:
        total = 0
        for notation, count in divide(state, args.depth, counting):
            print(f"{notation}: {count}")
            total += count
    else:
        total = counting(state, args.depth)
    seconds = time.perf_counter() - start
    print(f"depth {args.depth}: {total} leaves in {seconds:.3f} s", file=sys.stderr)
    print(total)
    return 0


def _cmd_rules(args: argparse.Namespace, lang: str) -> int:
    """The rules of a game; with words after its name ("rules kalah store", as in the app),
    only what they say about them. A name of several words ("rules mau mau") is the game."""
    typed = [args.game, *args.about]
    for cut in range(len(typed), 0, -1):  # the most words that name a game, else the first
        try:
            game = _make_game(" ".join(typed[:cut]), [], lang)
        except UsageError:
            if cut == 1:
                raise
            continue
        break
    if typed[cut:]:
        whole = catalog(lang).text("cli.rules.whole", game=game.id)
        print(rules_said_on(game.id, lang, " ".join(typed[cut:]), whole))
        return 0
    text = rules_for_listening(game.id, lang)
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

    io = LineIO()
    if not getattr(args, "language_chosen", True):
        # The first run (no language saved, no --lang): ask, and keep the answer.
        chosen = ask_language(lang, io)
        if chosen is None:
            return 0
        lang = chosen
        settings, _problem = load_settings()
        save_settings(settings.with_changes(language=lang))

    speaker = terminal_outputs(args, lang, io)
    # Before the game the menu and the questions are spoken too, not only printed.
    asking = spoken_lines(io, speaker)
    store = cli_store.open_store(lang, asking)
    resumed = cli_store.offer_resume(store, lang, asking)
    if resumed is None and not store.list() and not load_settings()[0].tutorial_taken:
        # A new player (no game kept, no tutorial taken): how to learn a game, first.
        asking.say([Message(catalog(lang).text("menu.help.first"))])
    if isinstance(resumed, str):  # a word of the choice of games: no, and that word there
        _menu_games(lang, io, speaker, store, first=resumed)
    else:
        _menu_games(lang, io, speaker, store, resumed)
    return 0


STARTS = (None, "play", "tutorial", "resume", "connect")
"""The commands that start the app for a player (the menu, a game, the online lobby): the
first of them given --lang keeps that language for the next starts."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    flag = None
    if "--lang" in argv:
        index = argv.index("--lang")
        if index + 1 < len(argv) and argv[index + 1] in LANGUAGES:
            flag = argv[index + 1]
    settings, _problem = load_settings()
    # The checkers endgame table, once built, is kept for the next runs (8 s otherwise).
    endgame_table.keep_with(read_kept, write_kept)
    lang = session_language(flag, settings.language)
    _Parser.lang = lang
    try:
        with argparse_language(lang):
            args = build_parser(lang).parse_args(argv)
        lang = getattr(args, "lang", None) or lang
        # A replayed or resumed game keeps its own language when nothing else chose one.
        args.language_chosen = bool(getattr(args, "lang", None) or settings.language)
        if getattr(args, "lang", None) and not settings.language \
                and args.command in STARTS:
            # The first start with --lang: the language is kept, as the first run's question
            # keeps its answer; the next start without --lang spoke the environment's, or
            # asked. Once a language is kept, --lang holds for its run only. A tool run
            # ("tactile --lang de" for a sheet in the other language) keeps nothing.
            save_settings(settings.with_changes(language=args.lang))
        handlers = {"list": _cmd_list, "play": _cmd_play, "demo": _cmd_demo,
                    "perft": _cmd_perft, "rules": _cmd_rules, "tutorial": _cmd_tutorial}
        if args.command is None:
            return _cmd_menu(args, lang)
        if args.command == "tactile":
            return cli_tactile.run(args, lang, _make_game)
        if args.command == "serve":
            return cli_online.run(args, lang)
        if args.command == "connect":
            return online_terminal.run(args, lang)
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
        # Control-C in a menu or a question: a spoken word, never a silent exit.
        print("\n" + catalog(lang).text("terminal.leave"), flush=True)
        return 130


if __name__ == "__main__":
    sys.exit(main())
