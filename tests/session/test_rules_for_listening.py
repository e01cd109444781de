"""The rules as the app reads them aloud: no Markdown marks, no backticks, no drawing read raw,
no sources or test numbers; those live on the developer pages in docs/rules/notes/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import LANGUAGES
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.words import (
    DOCS_DIR,
    listening_paragraphs,
    rules_for_listening,
    rules_text,
)

MARKS = re.compile(r"[`#*|_\[\]]|^\s*[-+] |^\s*\d+\. |-{3,}|={3,}", re.MULTILINE)
DEVELOPER = re.compile(r"perft|RULES-RESEARCH|seed text|CATALOGUE|open-?spiel|pyspiel|"
                       r"pydraughts|python-chess|pyffish|Choices we made|Unsere Entscheidungen|"
                       r"Ausgangstext|Regeltext|seed's|Sources:|Quellen:|benchmarks/|\.py\b",
                       re.IGNORECASE)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_rules_read_through_the_session_have_no_markdown(game_id, lang):
    game = REGISTRY.create(game_id)
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    spoken = " ".join(m.text for m in session.handle_line("rules"))
    assert rules_text(game_id, lang) is not None, "the rules page is missing"
    found = MARKS.findall(spoken)
    assert not found, f"{game_id}.{lang}: {found[:5]}"
    assert not DEVELOPER.search(spoken), DEVELOPER.search(spoken).group(0)
    assert len(spoken) > 300


def test_drawings_and_marks_become_words():
    page = ("# Title\n\n## A part\n\nSome **bold** and `c3-d4` and [a link](x.md), "
            "an option_name.\n\n- one item\n  goes on\n- two\n\n```\n8 . b . b\n1 w . w .\n```\n\n"
            "| key | meaning |\n|---|---|\n| a | b |\n")
    said = listening_paragraphs(page, "en")
    assert said == ["Title.", "A part.",
                    "Some bold and c3-d4 and a link, an option name.",
                    "one item goes on", "two",
                    "Here the printed rules show a drawing; in a game, board reads the "
                    "position instead.",
                    "key: meaning", "a: b"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_developer_note_has_moved_to_its_own_page(lang):
    pages = sorted((DOCS_DIR / "rules").glob(f"*.{lang}.md"))
    assert len(pages) == len(REGISTRY.ids())
    for page in pages:
        notes = DOCS_DIR / "rules" / "notes" / page.name
        assert notes.exists(), notes
        assert not DEVELOPER.search(page.read_text(encoding="utf-8")), page.name


def test_the_window_menu_reads_the_rules_for_listening():
    from accessible_games.frontends.app import App
    from accessible_games.output.setup import build_outputs
    from accessible_games.storage.settings import Settings

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="checkers"), lang="en")
    app._activate("rules")
    spoken = outputs.speech.current.texts
    assert spoken[0] == "English checkers (English draughts, American checkers)."
    assert not any(MARKS.search(t) for t in spoken)


def test_docs_name_what_moved():
    text = Path(DOCS_DIR / "rules" / "notes" / "README.md").read_text(encoding="utf-8")
    assert "Choices we made" in text and "Unsere Entscheidungen" in text


@pytest.mark.parametrize(("lang", "named", "with_value", "kept"), [
    ("en", "(option “Hand size”: 5, 6 or 7)", "“Pack: two packs of 52”", "(type mau"),
    ("de", "(Option „Karten auf der Hand“: 5, 6 oder 7)", "„Kartenblatt: zwei Blätter zu 52“",
     "(mau zur Karte tippen"),
])
def test_options_are_read_by_the_names_the_menus_give_them(lang, named, with_value, kept):
    """A rules page marks options by their keys (`hand_size`, `deck=double104`); read aloud
    they are called by the names the options menu uses, so a listener can find them there.
    A word to type (`mau`) is no option and stays as it is."""
    from accessible_games.session.words import rules_for_listening

    spoken = rules_for_listening("mau-mau", lang)
    assert spoken is not None
    assert named in spoken and with_value in spoken and kept in spoken
    assert "hand size" not in spoken.replace("Hand size", "") and "deck=" not in spoken


@pytest.mark.parametrize(("lang", "first"), [
    ("en", "Rules changed: Jack on jack is on."),
    ("de", "Geänderte Regeln: Bube auf Bube ist an."),
])
def test_the_rules_of_a_game_with_changed_options_begin_with_them(lang, first):
    """The rules page tells the usual rules; a player who asks for them in a game played by
    house rules hears first which rules this game changed (the usual rules alone otherwise)."""
    game = REGISTRY.create("mau-mau", {"jack_on_jack": True})
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    said = [m.text for m in session.handle_line("rules" if lang == "en" else "regeln")]
    assert said[0] == first and said[1].startswith("Mau")
    usual = REGISTRY.create("mau-mau")
    plain = Console.local(usual, [Seat(SeatKind.HUMAN)] * usual.num_players, lang=lang)
    assert plain.handle_line("rules")[0].text == said[1]


def test_the_window_menu_reads_the_changed_options_before_the_rules():
    from accessible_games.frontends.app import App
    from accessible_games.output.setup import build_outputs
    from accessible_games.storage.settings import Settings

    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="kalah"), lang="en")
    app.game_options["kalah"] = {"seeds": 6}
    app._activate("rules")
    spoken = outputs.speech.current.texts
    assert spoken[0] == "Rules changed: Seeds per house set to 6."
    assert spoken[1].startswith("Kalah")


@pytest.mark.parametrize(("game_id", "lang", "heard"), [
    ("mau-mau", "en", "(option “Change of direction”: “by the nine”, “by the ten” or “none”)"),
    ("tablut", "de", "„König schlägt mit“: „aus“ (Vorgabe) oder „an“"),
    ("whist", "de", "„Kurzes Whist“: 5 Punkte"),
])
def test_option_values_marked_alone_are_read_in_words(game_id, lang, heard):
    """A value marked alone (`none`, `false`, `short`) is read as the menus say it."""
    from accessible_games.session.words import rules_for_listening

    spoken = rules_for_listening(game_id, lang)
    assert spoken is not None and heard in spoken


FLAG = re.compile(r"--[a-z]")
COMMAND_LINE = re.compile(r"command line|Kommandozeile")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_command_line_flags_only_where_the_page_speaks_of_the_command_line(lang):
    """A player reading the rules in the app cannot type "--option": Schlagdame's page told
    them to choose the base game with --option base=russian, and Dog's the level with --level.
    A page says how to choose in the menu; a flag stands only in a sentence about the command
    line."""
    for page in sorted((DOCS_DIR / "rules").glob(f"*.{lang}.md")):
        text = " ".join(page.read_text(encoding="utf-8").split())
        for sentence in re.split(r"(?<=[.:;!?])\s", text):
            if FLAG.search(sentence):
                assert COMMAND_LINE.search(sentence), f"{page.name}: {sentence}"
    # In the app the option is named as the menu names it, and where to find it is said.
    schlagdame = rules_for_listening("schlagdame", lang) or ""
    assert ("the option “Draughts game” in the game's options (in the window's menu the item "
            "\"Options\", in the terminal type options" if lang == "en" else
            "mit der Option „Dameart“ in den Optionen des Spiels (im Menü des Fensters unter "
            "„Optionen“, im Terminal mit optionen") in schlagdame, schlagdame


@pytest.mark.parametrize(("lang", "fill_line"), [
    ("de", "„Zielblockade-Regel ab Zug“ (30): ab wann die Regel gegen das Blockieren des Ziels "
           "gilt; 0 schaltet sie ab."),
    ("en", "(30): when the anti-spoiling fill rule starts to count; 0 turns it off."),
])
@pytest.mark.parametrize("game_id", ["halma-dame", "eckdame"])
def test_the_fill_option_is_named_as_the_rules_above_it_name_the_rule(game_id, lang,
                                                                      fill_line):
    """Eckdame's German rules ended with "ab wann die Füllregel gilt", a word they never
    explained (they call it the rule against blocking the target, as Halma-Dame does)."""
    game = REGISTRY.create(game_id)
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    spoken = " ".join(m.text for m in session.handle_line("rules" if lang == "en" else "regeln"))
    assert fill_line in spoken


@pytest.mark.parametrize(("base", "moves"), [("english", 40), ("russian", 15),
                                              ("international", 25), ("turkish", 25)])
def test_schlagdame_counts_draws_as_its_base_game_does(base: str, moves: int) -> None:
    """Schlagdame counted 25 moves of kings only on every base, though the English game draws
    after 40 and the Russian after 15; the count follows the base, unless it is set."""
    from accessible_games.lineup import REGISTRY

    assert REGISTRY.create("schlagdame", {"base": base}).options["draw_moves"] == moves
    assert REGISTRY.create("schlagdame", {"base": base, "draw_moves": 30}
                           ).options["draw_moves"] == 30
    # The base's count is the usual rule on that base, not said as changed.
    assert REGISTRY.create("schlagdame", {"base": base}).changed_options() == (
        {} if base == "international" else {"base": base})


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "40 on the English board, 15 on the Russian one, 25 in international"),
    ("de", "40 auf dem englischen Brett, 15 auf dem russischen, 25 bei der internationalen")])
def test_schlagdames_rules_tell_the_base_games_draw_count(lang: str, said: str) -> None:
    from accessible_games.session.words import rules_for_listening

    rules = rules_for_listening("schlagdame", lang)
    assert rules is not None and said in " ".join(rules.split())


def test_choosing_schlagdames_base_brings_its_draw_count_unless_it_was_set() -> None:
    from accessible_games.session.option_editor import OptionEditor

    editor = OptionEditor("schlagdame", "en")
    base, draw = (editor.game.option_spec(key) for key in ("base", "draw_moves"))
    set_, said = editor.set(base, "english")
    assert editor.game.options["draw_moves"] == 40
    # The count that followed is said, not changed unheard.
    assert set_ and [m.text for m in said] == ["Draughts game: now English draughts.",
                                               "Moves to a draw: now 40."]
    editor.set(base, "russian")
    assert editor.game.options["draw_moves"] == 15
    editor.set(draw, 30)
    editor.set(base, "english")
    assert editor.game.options["draw_moves"] == 30


@pytest.mark.parametrize(("lang", "row"), [
    ("en", "“Starting player”: 0 (North; 1 East, 2 South, 3 West): the seat that starts the "
           "first round"),
    ("de", "„Startspieler“: 0 (Nord; 1 Ost, 2 Süd, 3 West): wer die erste Runde beginnt"),
])
def test_dog_s_starting_player_is_named_as_a_seat_not_only_a_number(lang, row):
    """The option list read "Starting player: 0", a seat number nobody at the table says."""
    assert row in (rules_for_listening("dog", lang) or "").splitlines()
