"""Words for the ear: notation and foreign names said the way a voice reads them well, German
singulars said as words ("ein Samen", never "1 Samen" read "eins Samen"), an extra turn said
once, two people at one keyboard named as such."""

from __future__ import annotations

import re

import pytest

from accessible_games.frontends.speaker import Speaker
from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message
from accessible_games.narration.spoken import for_the_ear
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.words import rules_for_listening
from accessible_games.storage.settings import Settings


@pytest.mark.parametrize(("lang", "written", "said"), [
    ("en", "Moves look like c3-d4 or c3xe5xg7.", "Moves look like c3-d4 or c3 takes e5 takes g7."),
    ("de", "Züge sehen so aus: c3-d4 oder c3xe5xg7.",
     "Züge sehen so aus: c3-d4 oder c3 schlägt e5 schlägt g7."),
    ("en", "Numbers: 9x18x27; a 10x10 board; houses 1-6.",
     "Numbers: 9 takes 18 takes 27; a 10x10 board; houses 1-6."),
    ("de", "Mad Mate (Schach mit Einsetzen)", "Mäd Mejt (Schach mit Einsetzen)"),
    ("en", "Mad Mate (chess with drops)", "Mad Mate (chess with drops)"),
])
def test_notation_and_names_for_the_ear(lang, written, said):
    assert for_the_ear(written, lang) == said


@pytest.mark.parametrize("lang", ("en", "de"))
def test_speech_says_the_spoken_form_and_braille_keeps_the_written(lang):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    speaker = Speaker(outputs, Settings(), lang)
    session = Console.local(REGISTRY.create("mad-mate"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    speaker.say_session(session, session.opening())
    speaker.say([Message("c3xe5xg7")])
    spoken = outputs.speech.current.texts
    assert spoken[-1] == f"c3 {catalog(lang).text('speech.takes')} e5 " \
                         f"{catalog(lang).text('speech.takes')} g7"
    assert ("Mäd Mejt" in spoken[0]) == (lang == "de")
    # Braille (the brief form) keeps what is written.
    assert outputs.announcer.last.message.short == "c3xe5xg7"


def test_german_singulars_are_words_not_digits():
    de = catalog("de")
    for key, entry in de.entries.items():
        if len(entry.forms) != 2:
            continue
        one = entry.forms[0]
        # "{count} Samen" in the singular would be read "eins Samen".
        assert not re.search(r"\{count\} [A-ZÄÖÜ]", one), (key, one)


# Imperatives of the du-form whose short form the catalog once used beside the long one.
_SHORT_IMPERATIVE = re.compile(
    r"(?:^|[.:;,!?] |\boder |\bund |\bbitte )(?:zieh|sag|hör|frag|stell|setz|leg|wähl|drück)"
    r"(?:,| (?!\{))", re.IGNORECASE)


def test_german_tells_the_player_what_to_do_in_one_imperative_form():
    """A play-tester heard "spiele eine Karte" and, a sentence later, "zieh eine Karte";
    "Sag es ..., Tippe ..., oder lege ...": the German catalog addresses the player with the
    du-imperative and mostly its long form ("tippe", "ziehe", "wähle"), so every command is
    said in that form ("gib" has no other)."""
    de = catalog("de")
    for key, entry in de.entries.items():
        if key.startswith("online.command.") or key == "online.help.table":
            continue  # the words a player types ("sag und Worte"), not commands to them
        for form in entry.forms:
            assert not _SHORT_IMPERATIVE.search(form), (key, form)


def test_the_computer_level_is_said_once():
    for lang, want in (("en", "1 (beginner)"), ("de", "1 (Anfänger)")):
        assert catalog(lang).text("window.value.level.1") == want


@pytest.mark.parametrize("lang", ("en", "de"))
def test_an_extra_turn_is_said_once(lang):
    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    said = [m.text for m in session.handle_line("3")]
    again = session.describer.t("extra_turn.yours", player=session.describer.player(0))
    assert said[-1] == again
    assert sum(again in text for text in said) == 1
    turn = catalog(lang).text("common.turn", player=session.describer.player(0)) \
        if catalog(lang).has("common.turn") else None
    assert turn is None or turn not in said


@pytest.mark.parametrize("lang", ("en", "de"))
def test_two_people_at_one_keyboard(lang):
    session = Console.local(REGISTRY.create("reversi"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    first = session.opening()[0].text
    assert {"en": "Two players at this keyboard, Black and White.",
            "de": "Zwei Spieler an dieser Tastatur, Schwarz und Weiß."}[lang] in first
    against = Console.local(REGISTRY.create("reversi"),
                      [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)], lang=lang)
    assert {"en": "You play Black; the computer, level 2, plays White.",
            "de": "Du spielst Schwarz; der Computer, Stufe 2, spielt Weiß."
            }[lang] in against.opening()[0].text


@pytest.mark.parametrize(("game_id", "first", "lang", "said"), [
    # Two seats: the person's side first, the computer's level once ("Black: you and White:
    # computer, level 2" was a list, not a sentence).
    ("kalah", 1, "en", "Kalah. You play North; the computer, level 1, plays South."),
    ("kalah", 1, "de", "Kalah. Du spielst Nord; der Computer, Stufe 1, spielt Süd."),
    # Sides that are parties take their article ("You play Swedes" is no English).
    ("tablut", 1, "en", "Tablut (Lapland tafl). You play the Swedes; the computer, level 1, "
                        "plays the Muscovites."),
    ("tablut", 0, "de", "Tablut (Tafl aus Lappland). Du spielst die Moskowiter; der Computer, "
                        "Stufe 1, spielt die Schweden."),
    ("wolf-und-schafe", 1, "de", "Wolf und Schafe. Du spielst den Wolf; der Computer, Stufe 1, "
                                 "spielt die Schafe."),
    ("wolf-und-schafe", 0, "en", "Wolf and sheep (Wolf und Schafe). You play the sheep; the "
                                 "computer, level 1, plays the wolf."),
    # Seats with numbers only: the person is that player.
    # Their word once for the computer's numbered seats, not "Player 2, Player 3, ...".
    ("mau-mau", 0, "en", "Mau Mau. You are Player 1; the computer, level 1, plays players 2, "
                         "3, and 4."),
    ("mau-mau", 0, "de", "Mau-Mau. Du bist Spieler 1; der Computer, Stufe 1, spielt die "
                         "Spieler 2, 3 und 4."),
    ("mau-mau", 1, "de", "Mau-Mau. Du bist Spieler 2; der Computer, Stufe 1, spielt die "
                         "Spieler 1, 3 und 4."),
])
def test_one_person_against_the_computer_hears_their_side_in_a_sentence(game_id, first, lang,
                                                                        said):
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.COMPUTER, 1)] * game.num_players
    seats[first] = Seat(SeatKind.HUMAN)
    opening = Console.local(game, seats, lang=lang).opening()[0].text
    assert opening.startswith(said)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Dog. You play East; the computer, level 2, plays North and West; the computer, "
           "level 3, plays South. Type help for the commands."),
    ("de", "Dog. Du spielst Ost; der Computer, Stufe 2, spielt Nord und West; der Computer, "
           "Stufe 3, spielt Süd. Tippe hilfe für die Befehle."),
])
def test_one_person_against_three_computer_seats_hears_the_level_once_per_level(lang, said):
    seats = [Seat(SeatKind.COMPUTER, 2), Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 3),
             Seat(SeatKind.COMPUTER, 2)]
    session = Console.local(REGISTRY.create("dog"), seats, lang=lang)
    assert session.opening()[0].text == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Here the printed rules show a drawing; in a game, board reads the position instead."),
    ("de", "Hier zeigen die gedruckten Regeln eine Zeichnung; in einer Partie liest brett "
           "stattdessen die Stellung vor."),
])
def test_the_drawing_in_rules_read_at_the_choice_of_games_points_into_a_game(lang, said):
    """The rules are read at the choice of games too, where "brett" is not understood: the
    sentence in place of the drawing said "tippe brett", and the menu answered that it did
    not understand."""
    rules = rules_for_listening("kalah", lang)
    assert rules is not None and said in rules.split("\n")
