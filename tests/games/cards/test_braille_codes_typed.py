"""A card typed as the braille display shows it: the two cells' letters ("gc") or the cells.

The braille hand shows each card in two cells, rank then suit (docs/cards.en.md). A braille user
types what they read: "gc" for ⠛⠉, the seven of clubs, was read as nothing, and "bc" (⠃⠉, the
two of clubs) as Bube Kreuz, the jack of clubs. Where a word is a name code and a braille code
of two different cards, the hand decides: the one held is played, both held are asked about.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.braille import card_cells, letters
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.parse import braille_clash, parse_face
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.games.cards.test_mau_mau import position

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
DECKS = [("mau-mau", {"deck": "french52", "players": 4}),
         ("mau-mau", {"deck": "skat32", "players": 4}),
         ("whist", {}), ("doppelkopf", {}), ("dog", {})]


def _faces_shown(game_id: str, options: dict, lang: str) -> list[tuple[Face, str, str]]:
    """Every face of the game's pack with its braille code as the hand line shows it: the
    cells, and the letters a braille keyboard types for them."""
    game = REGISTRY.create(game_id, options)
    console = Console(Table(game, [HUMAN] * game.num_players), 0, lang=lang)
    pattern = console.describer.names.pattern
    return [(face, card_cells(face, pattern), "".join(letters(face, pattern)))
            for face in dict.fromkeys(game.deck.faces) if not face.is_joker]


@pytest.mark.parametrize(("game_id", "options"), DECKS)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_cards_braille_code_is_read_when_typed(game_id, options, lang):
    """Typed as cells, the card itself; typed as letters, the card, or (a name code of
    another card as well) one of the two cards the hand then decides between."""
    for face, cells, typed in _faces_shown(game_id, options, lang):
        assert parse_face(cells) == face, cells
        clash = braille_clash(typed)
        if clash is None:
            assert parse_face(typed) == face, typed
        else:
            assert clash[1] == face and clash[0] != face, typed


def _mau_mau(hand: str, lang: str, pile: str = "9c") -> tuple[Table, Console]:
    state = position([hand, "8h 8s", "9h 9s"], pile, deck="french52")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    return table, Console(table, 0, lang=lang)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("typed", "hand", "played"), [
    ("gc", "7c kh 5d", Face(Rank.SEVEN, Suit.CLUBS)),
    ("⠛⠉", "7c kh 5d", Face(Rank.SEVEN, Suit.CLUBS)),
    ("cc", "3c kh 5d", Face(Rank.THREE, Suit.CLUBS)),
    ("bc", "2c kh 5d", Face(Rank.TWO, Suit.CLUBS)),  # braille's two of clubs, held alone
    ("bc", "jc kh 5d", Face(Rank.JACK, Suit.CLUBS)),  # Bube Kreuz, held alone
    ("hd", "8d kh 5d", Face(Rank.EIGHT, Suit.DIAMONDS)),  # braille's eight of diamonds
])
def test_a_braille_code_typed_plays_the_card_held(lang, typed, hand, played):
    table, me = _mau_mau(hand, lang, pile="9d" if played.suit is Suit.DIAMONDS else "9c")
    me.handle_line(typed)
    if played.rank is Rank.JACK:  # the jack asks its wish first
        me.handle_line("hearts" if lang == "en" else "herz")
    assert table.history, [m.text for m in me.history]
    move = table.history[0].move
    assert table.state.game.deck.face(move.card) == played


@pytest.mark.parametrize(("lang", "said", "shown"), [
    ("en", "Which card: the two of clubs or the jack of clubs?", "Which card: ⠃⠉⠀⠚⠉?"),
    ("de", "Welche Karte: Kreuz-Zwei oder Kreuz-Bube?", "Welche Karte: ⠃⠉⠀⠚⠉?"),
])
def test_a_word_that_is_a_name_and_a_braille_code_of_two_cards_held_asks_which(
        lang, said, shown):
    table, me = _mau_mau("2c jc kh", lang)
    asked, = me.handle_line("bc")
    assert (asked.text, asked.short, asked.kind) == (said, shown, MessageKind.INFO)
    assert not table.history
    me.handle_line("two" if lang == "en" else "zwei")
    assert table.state.game.deck.face(table.history[0].move.card) == Face(Rank.TWO, Suit.CLUBS)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", '"bc" could be the jack of clubs or the two of clubs; you hold none of them.'),
    ("de", "„bc“ kann Kreuz-Bube oder Kreuz-Zwei heißen; davon hast du keine."),
])
def test_a_word_of_two_readings_neither_held_is_refused_naming_both(lang, said):
    table, me = _mau_mau("3c kh 5d", lang)
    refused, = me.handle_line("bc")
    assert refused.text == said and refused.kind is MessageKind.ILLEGAL
    assert not table.history
