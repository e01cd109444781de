"""German joins a preposition and the article after it: "vom eigenen Startfeld 17"."""

from __future__ import annotations

from accessible_games.narration.cased import Cased
from accessible_games.narration.contractions import contracted

START = Cased("das eigene Startfeld 17", {"acc": "das eigene Startfeld 17",
                                          "dat": "dem eigenen Startfeld 17"})
KENNEL = Cased("der Zwinger von Ost", {"dat": "dem Zwinger von Ost"})
YOURS = Cased("dein Startfeld 1", {"dat": "deinem Startfeld 1"})


def test_von_dem_is_vom_and_in_dem_im_and_in_das_ins() -> None:
    # It said "Ost zieht 6 Felder von dem eigenen Startfeld 17 auf Feld 23."
    assert contracted("de", "von {start:dat} auf {end}", {"start": START, "end": "Feld 23"}) == (
        "vom eigenen Startfeld 17 auf Feld 23")
    assert contracted("de", "in {place:dat}", {"place": KENNEL}) == "im Zwinger von Ost"
    assert contracted("de", "In {place:acc}", {"place": START}) == "Ins eigene Startfeld 17"


def test_a_form_without_the_article_and_the_catalogs_own_words_stay() -> None:
    assert contracted("de", "von {start:dat}", {"start": YOURS}) == "von deinem Startfeld 1"
    assert contracted("de", "ein Tisch, an dem {who} ist", {"who": "niemand"}) == (
        "ein Tisch, an dem niemand ist")
    assert contracted("de", "auf {start:dat}", {"start": START}) == "auf dem eigenen Startfeld 17"


def test_english_is_filled_in_as_it_is() -> None:
    assert contracted("en", "from {start} to {end}", {"start": "a1", "end": "b2"}) == (
        "from a1 to b2")
