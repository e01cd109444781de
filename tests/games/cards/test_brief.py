"""Brief verbosity at the card table: a card played in a few words, one braille line."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.mau_mau.rules import SuitWished
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.mau_mau import MauMauDescriber
from accessible_games.narration.games.whist import WhistDescriber

SAID = {
    "en": ("East: king of clubs.", "King of clubs.", "East plays the king of clubs.",
           "Player 2: jack of clubs. Wish: hearts."),
    "de": ("Ost: Kreuz-König.", "Kreuz-König.", "Ost spielt Kreuz-König.",
           "Spieler 2: Kreuz-Bube. Wunsch: Herz."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_played_is_a_few_words_at_brief_verbosity(lang):
    others, own, sentence, jack = SAID[lang]
    whist = WhistGame()
    king = whist.deck.ids_of(parse_face("kc"))[0]
    brief = WhistDescriber(whist, lang, Verbosity.BRIEF)
    brief.you = 0
    assert brief.event_line(CardPlayed(1, king)) == others
    assert brief.event_line(CardPlayed(0, king)) == own
    normal = WhistDescriber(whist, lang)
    normal.you = 0
    assert normal.event_line(CardPlayed(1, king)) == sentence  # the other levels: sentences
    mau_mau = MauMauGame()
    jc = mau_mau.deck.ids_of(parse_face("jc"))[0]
    told = MauMauDescriber(mau_mau, lang, Verbosity.BRIEF)
    told.you = 0
    assert " ".join(told.event_lines([CardPlayed(1, jc), SuitWished(1, Suit.HEARTS.value)])) \
        == jack
