""""Print this position" at a card table: the seat's own view in braille and large print, not
a board (Mau Mau's page came out as mancala houses: "Upper row: Player 2's houses and store")."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.tactile.brf import unpaginate
from accessible_games.tactile.card_print import (
    card_page_braille,
    card_page_svg,
    card_page_words,
    hand_codes,
)
from accessible_games.tactile.diagram import DiagramMaker
from accessible_games.tactile.printing import print_position
from tests.consoles import seated

louis = pytest.importorskip("louis")


@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "doppelkopf"])
def test_a_card_table_prints_the_seats_own_view_not_a_board(game_id, tmp_path):
    session = seated(game_id)
    said = print_position(session, tmp_path)
    assert said[0].text.startswith("Written: braille ")
    brf = next(tmp_path.glob("*.brf"))
    lines = unpaginate(brf.read_bytes().decode("ascii"), indent=0)  # a line a printed line
    assert lines[:2] == card_page_braille(session, DiagramMaker(session.game, "en").text)[:2]
    text = " ".join(str(louis.backTranslateString(["unicode.dis", "en-ueb-g1.ctb"], line))
                    for line in lines)
    assert text.casefold().startswith(session.game.id.replace("-", " ")), text
    assert "house" not in text.casefold() and "store" not in text.casefold()
    # The words: the game, the turn, the table, the hand, the score.
    words = card_page_words(session)
    assert words[0] == {"mau-mau": "Mau Mau", "whist": "Whist", "doppelkopf": "Doppelkopf"}[
        game_id]
    assert session.turn_text() in words and session.hand_line().text in words
    assert words[-len(session.score_lines()):] == session.score_lines()
    # The hand as the card codes, a blank cell between cards, never a card split by a line.
    deck = session.game.deck  # type: ignore[attr-defined]
    codes = hand_codes(session)
    assert BLANK.join(codes) == BLANK.join(card_cells(deck.face(c)) for c in session.hand())
    assert all(len(line) <= 40 and len(line) % 3 == 2 for line in codes)
    assert (tmp_path / brf.name.replace(".brf", ".pdf")).read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("game_id", ["mau-mau", "whist", "doppelkopf"])
def test_the_page_is_the_same_whatever_the_other_hands_hold(game_id):
    """The page is made from what the seat may know: swapping hidden cards between two other
    hands changes nothing on it."""
    session = seated(game_id)
    before = (card_page_words(session), card_page_svg(session))
    state = session.table.state
    face_up = set(getattr(state, "face_up", ()))
    first, second = [seat for seat in range(len(state.hands)) if seat != session.viewer][:2]
    deck = session.game.deck  # type: ignore[attr-defined]
    a = next(c for c in state.hands[first] if c not in face_up)
    b = next(c for c in state.hands[second]
             if c not in face_up and deck.face(c) != deck.face(a))
    state.hands[first][state.hands[first].index(a)] = b
    state.hands[second][state.hands[second].index(b)] = a
    assert (card_page_words(session), card_page_svg(session)) == before


def test_a_german_page(tmp_path):
    session = seated("whist", "de")
    words = card_page_words(session)
    assert words[1] == "Du bist am Zug."
    assert words[-1].startswith("Punkte zur Partie:")


def test_dogs_page_is_its_board_and_the_seats_hand(tmp_path):
    session = seated("dog")
    print_position(session, tmp_path)
    lines = unpaginate(next(tmp_path.glob("*.brf")).read_bytes().decode("ascii"), indent=0)
    codes = hand_codes(session)
    assert codes and lines[-len(codes):] == codes
