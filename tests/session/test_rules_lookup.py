"""Looking a word up in the rules: "rules wedding" and "help wedding" read only the paragraphs
that mention it, in both languages, and say so when the rules do not mention it."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import LANGUAGES
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.rules_lookup import HEADING, ITEM, TEXT, look_up
from accessible_games.session.words import RULES_FOUND_MOST, rules_blocks

BLOCKS = [
    ("The king.", HEADING),
    ("It moves one square.", TEXT),
    ("It cannot be captured while it stands on the Thron.", TEXT),
    ("Scoring.", HEADING),
    ("A win counts two; there is no draw.", TEXT),
    ("Der König zählt drei.", TEXT),
]


def said(game_id: str, lang: str, line: str) -> list[str]:
    game = REGISTRY.create(game_id)
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)
    return [m.text for m in session.handle_line(line)]


def test_a_word_is_found_with_the_heading_of_its_section_said_once():
    found = look_up(BLOCKS, "KING", most=4)
    assert found.lines == ("The king. It moves one square.",
                           "It cannot be captured while it stands on the Thron.")
    assert found.total == 2
    # The heading is searched with every paragraph under it.
    assert look_up(BLOCKS, "scoring", most=4).lines == (
        "Scoring. A win counts two; there is no draw.", "Der König zählt drei.")


def test_umlauts_accents_short_words_and_several_words():
    assert look_up(BLOCKS, "koenig", most=4).lines == ("Scoring. Der König zählt drei.",)
    assert look_up(BLOCKS, "könig", most=4).total == 1
    # Four letters or more are found inside a longer word; shorter ones only whole.
    assert look_up(BLOCKS, "capt", most=4).total == 1
    assert look_up(BLOCKS, "on", most=4).total == 1  # "on the Thron", not "one" or "Thron"
    # "the" in the heading "The king." and before "Thron", not in "there".
    assert look_up(BLOCKS, "the", most=4).total == 2
    # Every typed word must be found; nothing typed finds nothing.
    assert look_up(BLOCKS, "win draw", most=4).total == 1
    assert look_up(BLOCKS, "win king", most=4).total == 0
    assert look_up(BLOCKS, " ,. ", most=4).total == 0


def test_a_long_paragraph_is_cut_to_the_sentences_that_mention_the_word():
    long = ("One. " * 70 + "The fox is here. Two. Three. The fox again! Four.").strip()
    blocks = [("Cards.", HEADING), (long, TEXT), ("The fox: " + long, TEXT)]
    found = look_up(blocks, "fox", most=4)
    assert found.lines[0] == "Cards. The fox is here. The fox again!"
    # A paragraph that begins with the word is about it, and is read whole.
    assert found.lines[1] == "The fox: " + long
    # A short paragraph is read whole; no "…" marks the sentences left out (a screen reader
    # reads it as "dot dot dot").
    assert look_up([("The fox. One.", TEXT)], "fox", most=1).lines == ("The fox. One.",)
    tail = "One. " * 70 + "The fox."
    assert look_up([(tail, TEXT)], "fox", most=1).lines == ("The fox.",)


def test_a_list_item_is_read_after_the_line_it_hangs_from():
    blocks = [("A turn.", HEADING), ("Special cards:", TEXT), ("7: draw two.", ITEM),
              ("8: miss a turn.", ITEM), ("Jack: wish a suit.", ITEM),
              ("Play on:", TEXT), ("Then an 8 again.", TEXT),
              ("Scoring.", HEADING), ("An 8 counts eight.", TEXT)]
    found = look_up(blocks, "8", most=4)
    # An item after its lead line; plain text after a line with a colon is no item.
    assert found.lines == ("A turn. Special cards: 8: miss a turn.", "Then an 8 again.",
                           "Scoring. An 8 counts eight.")
    assert found.total == 3  # the line it hangs from is not counted
    # Said once for several items under it; not at all when it names the word itself.
    assert look_up(blocks, "7 8 jack", most=4).total == 0
    assert look_up(blocks, "wish", most=4).lines == ("A turn. Special cards: Jack: wish a suit.",)
    # The heading names it: the whole section, the line it hangs from said once, as itself.
    assert look_up(blocks, "turn", most=4).lines == (
        "A turn. Special cards:", "7: draw two.", "8: miss a turn.", "Jack: wish a suit.")


def test_at_most_so_many_paragraphs_are_read_but_all_are_counted():
    assert look_up(BLOCKS, "t", most=1).total == 0  # no whole word "t"
    many = [("A part.", HEADING)] + [(f"Line {n} of the part.", TEXT) for n in range(6)]
    found = look_up(many, "part", most=2)
    assert found.lines == ("A part. Line 0 of the part.", "Line 1 of the part.")
    assert found.total == 6


def test_rules_with_a_word_in_english():
    lines = said("doppelkopf", "en", "rules wedding")[0].split("\n")
    assert lines[0] == 'The rules mention "wedding" in 5 paragraphs:'
    assert lines[1].startswith("Reservations. A reservation that is not played (a wedding beaten")
    assert lines[2].startswith("Wedding: a player with both queens of clubs may announce it.")
    assert len(lines) == 1 + RULES_FOUND_MOST + 1
    assert lines[-1] == "One more paragraph mentions it; type rules alone to hear all the rules."
    assert said("mau-mau", "en", "rules trump") == [
        'The rules do not mention "trump". Type rules alone to hear all of them.']


def test_rules_with_a_word_in_german():
    lines = said("doppelkopf", "de", "regeln fuchs")[0].split("\n")
    assert lines[0] == "Die Regeln nennen „fuchs“ in 2 Absätzen:"
    # Two long paragraphs, each cut to the sentences that name the fox.
    assert lines[1] == "Trümpfe und Farben. Das Karo-Ass ist der Fuchs."
    assert lines[2].startswith("Wertung. Im Normalspiel und in der Hochzeit mit Partner gibt "
                               "es Sonderpunkte")
    assert lines[2].endswith("Karlchen (der letzte Stich mit dem Kreuz-Buben gewonnen). Jeder "
                             "wird angesagt, wenn sein Stich genommen wird, mit der Partei, die "
                             "ihn bekommt, soweit du sie kennst, ein gefangener Fuchs nur, wenn du "
                             "die Parteien beider Spieler kennst; die Abrechnung am Ende des "
                             "Spiels zählt alle auf.")
    assert len(lines) == 3
    # Several words, all found, one typed with ue for ü; blanks made single.
    lines = said("kalah", "de", "regeln  Haus  gegenueber leer")[0].split("\n")
    assert lines[0] == "Die Regeln nennen „Haus gegenueber leer“ in 3 Absätzen:"
    # A list item is read after the line it hangs from.
    assert lines[1].startswith("Ein Zug. Wo der letzte Samen landet, entscheidet, wie es "
                               "weitergeht: In einem eigenen Haus, das leer war")
    assert len(lines) == 4
    assert said("dog", "de", "regeln zzz") == [
        "Die Regeln nennen „zzz“ nicht. Tippe regeln allein, um sie ganz zu hören."]
    lines = said("mau-mau", "de", "regeln bube")[0].split("\n")
    assert lines[-1] == ("3 weitere Absätze nennen es; tippe regeln allein, um alle Regeln zu "
                         "hören.")


@pytest.mark.parametrize(("lang", "typed", "first", "second"), [
    ("en", "rules sowng", 'The rules do not mention "sowng"; this is what they say of "sowing".',
     'The rules mention "sowing" once:'),
    ("de", "regeln speicehr", "„speicehr“ kommt in den Regeln nicht vor; das sagen sie zu "
                              "„speicher“.", "Die Regeln nennen „speicher“ in 8 Absätzen:"),
])
def test_rules_with_a_word_typed_with_a_slip_read_the_word_meant(lang, typed, first, second):
    """"rules sowng" was told only that the rules do not mention it."""
    lines = said("kalah", lang, typed)[0].split("\n")
    assert lines[:2] == [first, second]


@pytest.mark.parametrize(("lang", "typed", "first"), [
    ("en", "help mau", '"mau" is no command. The rules mention "mau" in 4 paragraphs:'),
    ("de", "hilfe hochzeit", "„hochzeit“ ist kein Befehl. Die Regeln nennen „hochzeit“ in 5 "
                             "Absätzen:"),
])
def test_help_with_a_word_of_the_game_reads_what_the_rules_say(lang, typed, first):
    game_id = "mau-mau" if lang == "en" else "doppelkopf"
    text = said(game_id, lang, typed)[0]
    assert text.split("\n")[0] == first
    assert text.split("\n")[1:] == said(game_id, lang, typed.replace(
        "help", "rules").replace("hilfe", "regeln"))[0].split("\n")[1:]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_game_finds_its_own_paragraphs_by_a_word_in_them(game_id, lang):
    blocks = rules_blocks(game_id, lang)
    assert blocks is not None
    paragraphs = [text for text, kind in blocks if kind != HEADING]
    first_sentence = paragraphs[0].split(". ")[0]
    word = max(first_sentence.split(), key=len).strip(".,:;()“”„\"'")
    spoken = said(game_id, lang, f"rules {word}")[0]
    assert paragraphs[0] in spoken
    assert spoken.split("\n")[0] != said(game_id, lang, "rules")[0].split("\n")[0]
