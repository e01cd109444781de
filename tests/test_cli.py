"""The command line: output forms, perft, and one clear sentence with exit code 2 for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_games.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_in_both_languages_and_json(capsys):
    code, out, _ = run(capsys, "list", "--lang", "en")
    assert code == 0
    assert "checkers: Checkers (English draughts)." in out
    code, out, _ = run(capsys, "list", "--lang", "de")
    assert "checkers: Dame (englische Regeln)." in out
    code, out, _ = run(capsys, "list", "--json")
    rows = json.loads(out)
    assert {r["id"] for r in rows} >= {"checkers", "reversi", "kalah"}
    kalah = next(r for r in rows if r["id"] == "kalah")
    seeds = next(o for o in kalah["options"] if o["key"] == "seeds")
    assert seeds["default"] == 4 and {4, 5, 6} <= set(seeds["choices"])


def test_list_leaves_out_options_with_a_single_choice(capsys):
    """Rakado for four plays on the Halma board with four players: the two-player game's
    board and players options are fixed there, so the list does not offer them (it showed
    board=halma (halma/star), which the game refused), and the game still refuses them."""
    _, out, _ = run(capsys, "list", "--lang", "en")
    line = next(row for row in out.splitlines() if row.startswith("rakado-teams:"))
    assert line == ("rakado-teams: Rakado for four. Options: Huffing (huffing=no; yes/no), "
                    "First to roll (first=south; south/north/random), "
                    "End of the game (end=all; all/stuck).")
    code, _, err = run(capsys, "play", "rakado-teams", "--option", "board=star")
    assert code == 2 and "board cannot be “star”; it takes halma." in err


@pytest.mark.parametrize("game,depth,expected", [
    ("checkers", 4, 1469), ("reversi", 5, 1396), ("othello", 3, 56), ("kalah", 1, 6),
])
def test_perft_prints_the_count_last(capsys, game, depth, expected):
    code, out, _ = run(capsys, "perft", game, str(depth))
    assert code == 0
    assert out.strip().splitlines()[-1] == str(expected)


def test_perft_divide_sums_to_total(capsys):
    code, out, _ = run(capsys, "perft", "checkers", "3", "--divide")
    lines = out.strip().splitlines()
    assert lines[-1] == "302"
    assert sum(int(line.split(": ")[1]) for line in lines[:-1]) == 302
    assert "c3-d4: " in out


def test_perft_counts_the_dice_as_branches(capsys):
    # Rakado starts before a roll: six faces, then 16 pieces that may go (tests/games/rakado).
    for depth, expected in ((1, 6), (2, 96), (3, 576)):
        code, out, _ = run(capsys, "perft", "rakado", str(depth))
        assert code == 0 and out.strip().splitlines()[-1] == str(expected)
    code, out, _ = run(capsys, "perft", "rakado", "2", "--divide")
    lines = out.strip().splitlines()
    assert len(lines) == 7 and lines[-1] == "96"
    assert all(line.endswith(": 16") for line in lines[:-1])


def test_perft_with_positions(capsys):
    # Othello start written out: 56 leaves at depth 3.
    start = "-" * 27 + "OX------XO" + "-" * 27 + " X"
    code, out, _ = run(capsys, "perft", "reversi", "3", "--position", start)
    assert code == 0 and out.strip().splitlines()[-1] == "56"
    code, out, _ = run(capsys, "perft", "checkers", "1", "--position", "B:W21-32:B1-12")
    assert code == 0 and out.strip().splitlines()[-1] == "7"


@pytest.mark.parametrize("argv,needle", [
    (["perft", "backgammon", "3"], "There is no game called \"backgammon\""),
    (["perft", "kalah", "2", "--option", "seeds=9"], "seeds cannot be “9”"),
    (["perft", "kalah", "2", "--option", "colour=red"], "colour"),
    (["perft", "kalah", "2", "--option", "seeds"], "KEY=VALUE"),
    (["perft", "reversi", "2", "--position", "XO"], "The position cannot be read"),
    (["perft", "checkers", "2", "--position", "B:W99:B1"], "The position cannot be read"),
    (["perft", "kalah", "2", "--position", "banana"], "The position cannot be read"),
    (["fly"], "The command line cannot be read"),
    (["perft", "checkers", "many"], "The command line cannot be read"),
    (["rules", "nonsense"], "There is no game called"),
])
def test_bad_input_is_one_sentence_and_exit_code_2(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert needle in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


@pytest.mark.parametrize(("argv", "said"), [
    (["rules", "kalha"], 'There is no game called "kalha". Did you mean kalah?'),
    (["play", "reversy"], 'There is no game called "reversy". Did you mean reversi?'),
    (["play", "chekers"], 'There is no game called "chekers". Did you mean checkers?'),
    (["tactile", "mau-mao", "--lang", "de"],
     "Es gibt kein Spiel namens „mau-mao“. Meintest du mau-mau?"),
    # Two letters are too few to choose a game by: "go" started Gomoku.
    (["play", "go"], 'There is no game called "go". Did you mean gomoku?'),
    (["rules", "go", "--lang", "de"], "Es gibt kein Spiel namens „go“. Meintest du gomoku?"),
    (["play", "do"], "“do” is the name of 2 games: doppelkopf (Doppelkopf) or dog (Dog); type "
                     "one of these ids, for example “play doppelkopf”."),
])
def test_a_game_name_with_a_slip_of_the_keys_names_the_game_meant(capsys, argv, said):
    """"./play rules kalha" was answered with the ids of all 28 games in one line, a long
    listen for a slip of one letter."""
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.strip() == said


@pytest.mark.parametrize(("argv", "said"), [
    (["play", "mancala"], "“mancala” is the name of 3 games: kalah (Kalah), oware (Oware), or "
                          "congkak (Congkak); type one of these ids, for example “play kalah”."),
    (["tactile", "mancala", "--lang", "de"],
     "„mancala“ ist der Name von 3 Spielen: kalah (Kalah), oware (Oware) oder congkak "
     "(Congkak); tippe eine dieser Kennungen, zum Beispiel „play kalah“."),
])
def test_a_family_name_the_menu_knows_asks_which_game_on_the_command_line(capsys, argv, said):
    """"./play play mancala" said "There is no game called "mancala"" and listed 28 ids,
    though the menu asks which of the three mancala games is meant: one lookup for both."""
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.strip() == said


@pytest.mark.parametrize(("argv", "first"), [
    (["rules", "awari"], "Oware."),
    (["rules", "Brazilian", "checkers"], "Brazilian draughts (Polnische Dame on 64 squares)."),
    (["rules", "kalaha", "--lang", "de"], "Kalah."),
])
def test_the_other_names_of_a_game_read_its_rules(capsys, argv, first):
    """The other names the menu chooses a game by ("Brazilian checkers") were unknown to
    the command line."""
    code, out, _ = run(capsys, *argv)
    assert code == 0 and out.splitlines()[0] == first


@pytest.mark.parametrize(("argv", "said"), [
    (["rulse", "kalah"], 'There is no command "rulse". Did you mean rules? accessible-games '
                         '--help lists the commands.'),
    (["--lang", "de", "regeln", "kalah"], "Einen Befehl „regeln“ gibt es nicht. Meintest du "
                                          "rules? accessible-games --help nennt die Befehle."),
])
def test_a_command_with_a_slip_or_in_german_names_the_command_meant(capsys, argv, said):
    """"rulse" and a German "regeln" were answered "invalid choice: 'rulse' (choose from
    'list', 'play', ...)", fifteen quoted words to listen through."""
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.strip() == said


def test_errors_speak_german(capsys):
    code, _, err = run(capsys, "perft", "mühle", "2", "--lang", "de")
    assert code == 2 and "Es gibt kein Spiel namens „mühle“" in err


@pytest.mark.parametrize(("lang", "argv", "missing"), [
    ("de", ["tactile"], "diese Angaben fehlen: spiel."),
    ("de", ["replay"], "diese Angaben fehlen: quelle."),
    ("de", ["import"], "diese Angaben fehlen: datei."),
    ("de", ["rules"], "diese Angaben fehlen: spiel."),
    ("en", ["rules"], "the following arguments are required: game."),
])
def test_a_missing_game_is_named_in_the_players_language(capsys, lang, argv, missing):
    """"accessible-games --lang de tactile" said "diese Angaben fehlen: game", the English
    name of the argument; "rules" alone also missed "about", which may be left out."""
    code, _, err = run(capsys, "--lang", lang, *argv)
    assert code == 2 and missing in err
    # The help named is the command's own, which says what it takes (it named the
    # program's, which lists the commands only).
    assert err.strip().endswith(f"accessible-games {argv[0]} --help.")


def test_rules_in_both_languages(capsys):
    # The rules for players, in plain text; the developer notes are not printed.
    code, out, _ = run(capsys, "rules", "kalah", "--lang", "de")
    assert code == 0 and out.startswith("Kalah.\nKalah ist ein Mancala-Spiel")
    assert "Unsere Entscheidungen" not in out and "#" not in out
    code, out, _ = run(capsys, "rules", "othello", "--lang", "en")
    assert code == 0 and out.startswith("Reversi (Othello).") and "Choices we made" not in out


@pytest.mark.parametrize(("lang", "argv", "first", "last"), [
    ("de", ["kalah", "speicher"], "Die Regeln nennen „speicher“ in 8 Absätzen:",
     "4 weitere Absätze nennen es; tippe accessible-games rules kalah, um alle Regeln zu "
     "hören."),
    ("en", ["kalah", "trump"], 'The rules do not mention "trump". Type accessible-games rules '
                              "kalah to hear all of them.", None),
    ("en", ["mau", "mau"], "Mau Mau.", None),
])
def test_rules_with_words_after_the_game_say_only_what_the_rules_say_of_them(
        capsys, lang, argv, first, last):
    """The app's help offers "rules kalah store"; on the command line the same words were
    refused ("unrecognized arguments: store"), and "rules mau mau" unquoted too."""
    code, out, _ = run(capsys, "rules", *argv, "--lang", lang)
    lines = out.splitlines()
    assert code == 0 and lines[0] == first
    if last is not None:
        assert lines[-1] == last


def test_demo_narrates_and_ends_with_a_result():
    # Through the installed console script, as a user would call it.
    exe = Path(sys.executable).parent / "accessible-games"
    result = subprocess.run([str(exe), "demo", "kalah", "--level", "1", "--seed", "3"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[0].startswith("Kalah.")
    assert lines[-1].startswith("Game over:")


def test_demo_stops_after_the_requested_moves(capsys):
    code, out, _ = run(capsys, "demo", "reversi", "--moves", "4", "--level", "1")
    assert code == 0
    assert "Stopped after 4 moves." in out


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "throw_in=True does not go with the usual deck=auto: choose deck as well; it "
           "takes double104. double104: two packs of 52."),
    ("de", "throw_in=True passt nicht zum üblichen deck=auto: wähle auch deck; es geht nur "
           "double104. double104: zwei Blätter zu 52."),
])
def test_an_option_that_rules_out_another_s_usual_value_names_both(capsys, lang, said):
    """Throwing in needs two packs: the refusal used to name only deck=auto, which the player
    never typed."""
    code, _, err = run(capsys, "--lang", lang, "play", "mau-mau", "--option", "throw_in=True")
    assert code == 2 and said in err


def test_play_without_a_seed_deals_anew_each_game(monkeypatch):
    """Play-testing: "play mau-mau" dealt the same hand every time, and a computer at the
    beginner level made the same slips, because the seed was 0 unless one was given."""
    import accessible_games.cli as cli

    class Opened(Exception):
        pass

    seeds: list[int] = []

    def opened(game, seats, lang, seed, verbosity):
        seeds.append(seed)
        raise Opened

    monkeypatch.setattr(cli, "open_game", opened)
    for argv in (["play", "mau-mau"], ["play", "mau-mau"], ["play", "mau-mau", "--seed", "7"]):
        with pytest.raises(Opened):
            main(argv)
    assert seeds[0] != seeds[1] and seeds[2] == 7


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_option_of_every_command_has_its_help_in_the_catalog(lang):
    """``--help`` in German showed "connect: play at an online server", serve's Redis options
    and connect's options in English, and ``demo --as`` borrowed play's "your seat: 1 moves
    first" (one key per option name). Every command and option now has its text in both
    languages, and an option whose meaning differs by command has its own."""
    import argparse

    from accessible_games.cli import build_parser
    from accessible_games.cli_words import help_key
    from accessible_games.narration.catalog import catalog

    words = catalog(lang)
    missing: list[str] = []

    def walk(parser: argparse.ArgumentParser, command: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                missing.extend(f"command {c.dest}" for c in action._choices_actions
                               if not words.has(f"cli.help.command.{c.dest}"))
                for name, sub in action.choices.items():
                    walk(sub, name)
            elif action.help != argparse.SUPPRESS and not isinstance(
                    action, argparse._HelpAction) and help_key(words, command, action.dest) \
                    is None:
                missing.append(f"{command or 'main'} {action.dest}")

    walk(build_parser(lang), "")
    assert missing == []
    assert help_key(words, "demo", "seat") == "cli.help.option.demo.seat"
    assert help_key(words, "play", "seat") == "cli.help.option.seat"
    assert help_key(words, "serve", "url") != help_key(words, "connect", "url")


def test_play_people_seats_several_people_and_the_computer_at_one_keyboard():
    """``play dog --people 1,3 --level 2``: North and South are people (a hot seat, since cards
    are hidden), East and West the computer; a seat the game lacks is refused in words."""
    from accessible_games.cli import UsageError, _seats, build_parser
    from accessible_games.lineup import REGISTRY

    game = REGISTRY.create("dog")
    args = build_parser("en").parse_args(["play", "dog", "--people", "1,3", "--level", "2"])
    seats = _seats(args, game, "en")
    assert [(s.kind.value, s.level) for s in seats if s.kind.value == "computer"] == [
        ("computer", 2), ("computer", 2)]
    assert [s.kind.value for s in seats] == ["human", "computer", "human", "computer"]
    args = build_parser("en").parse_args(["play", "dog", "--people", "1 7"])
    with pytest.raises(UsageError, match="--people must name seats 1 to 4"):
        _seats(args, game, "en")
    with pytest.raises(UsageError, match="--people muss Plätze von 1 bis 4 nennen"):
        _seats(args, game, "de")
    # A seat the game lacks, in German words too: it said "--seat must be 1 to 4".
    args = build_parser("de").parse_args(["play", "dog", "--seat", "5"])
    with pytest.raises(UsageError, match="^Einen Platz 5 gibt es nicht: Dieses Spiel hat die "
                                         "Plätze 1 bis 4.$"):
        _seats(args, game, "de")


def test_an_output_typed_as_none_or_off_is_null() -> None:
    """"--speech none" was refused ("invalid choice: 'none'"), the name a deafblind player
    tried first for braille alone; "none", "off" and German "aus" now mean "null"."""
    from accessible_games.cli import build_parser

    args = build_parser("en").parse_args(
        ["play", "whist", "--speech", "none", "--sound", "Aus", "--braille", "unicode"])
    assert (args.speech, args.sound, args.braille) == ("null", "null", "unicode")
    args = build_parser("de").parse_args(["--speech", "off", "list"])
    assert args.speech == "null"


@pytest.mark.parametrize(("lang", "begins"), [
    ("en", "Without a command the menu opens"),
    ("de", "Ohne Befehl öffnet sich das Menü"),
])
def test_the_main_help_ends_with_how_to_begin(lang, begins, capsys):
    """A newcomer's ./play --help listed the commands and options and ended there: not what
    ./play alone does, that help is typed in every question, nor a first command to try."""
    with pytest.raises(SystemExit):
        main(["--lang", lang, "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert begins in said
    assert "./play tutorial kalah" in said and said.endswith("--help sagt mehr zu jedem Befehl."
                                                              if lang == "de" else
                                                              "--help says more of each command.")


def _chosen_on_the_command_line(text: str, lang: str) -> str | None:
    """The game ``./play play TEXT`` starts; None when it asks back or knows none."""
    from accessible_games import cli

    try:
        return cli._make_game(text, [], lang).id
    except cli.UsageError:
        return None


def _chosen_in_the_menu(text: str, lang: str) -> str | None:
    """The game the menu's choice takes for ``text`` typed; None when it asks back or knows
    none."""
    from accessible_games.frontends.terminal_menu import games_named
    from accessible_games.lineup import listed_ids

    games = listed_ids()
    found = games_named(text.strip().casefold(), games, lang)
    return games[found[0]] if len(found) == 1 else None


SOME_WORDS = ("polnische dame", "Polnische Dame", "polish draughts", "polnische dame 64",
              "dame", "draughts", "checkers", "mancala", "mau", "rakado", "russian",
              "international", "schafe", "halma", "whist", "doko", "othello", "krieg")
"""Words a player types besides a game's whole names: a family's, a part of a name."""


@pytest.mark.parametrize("lang", ("en", "de"))
def test_the_menu_and_the_command_line_take_a_name_to_the_same_game(lang):
    """"polnische dame" started International draughts on the command line (an alias) but
    was asked back in the menu (2 or 4): one lookup, one game, for every name of every game."""
    from accessible_games.lineup import listed_ids
    from accessible_games.session.game_names import every_name

    names = {name for game_id in listed_ids() for name in every_name(game_id)}
    differ = {text: (_chosen_in_the_menu(text, lang), _chosen_on_the_command_line(text, lang))
              for text in sorted(names | set(SOME_WORDS))}
    assert {t: pair for t, pair in differ.items() if pair[0] != pair[1]} == {}
    assert differ["polnische dame"] == ("international-draughts",) * 2
