"""Whist taken up again (resumed or opened): who is winning the trick is said once."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.braille_cells import cells

AHEAD = {"en": "winning so far", "de": "Vorn liegt"}


def _moves_to_a_trick_of_two(seed: int) -> list:
    """The moves of a game against the computer (South human) up to South's turn on a
    trick that already holds two cards or more."""
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    table = Table(WhistGame(), [computer, computer, human, computer], seed=seed)
    while True:
        table.advance()  # the deal
        while table.computer_to_move():
            table.computer_move()
        if len(table.state.trick) >= 2:
            return [turn.move for turn in table.history]
        table.submit(2, table.observation(2).legal_moves[0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_game_taken_up_says_who_is_winning_the_trick_once(lang):
    """Play-testing, a Whist game opened from a save read the table "Trumps: clubs. On the
    table: North the four of spades and East the ace of spades. East is winning so far." and
    then the turn "South, your turn. East is winning so far.". The turn says it (it decides
    the card); the table no more."""
    moves = _moves_to_a_trick_of_two(seed=3)
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    table = Table(WhistGame(), [computer, computer, human, computer], seed=3)
    table.replay(moves)
    texts = [m.text for m in Console(table, 2, lang).opening()]
    word = AHEAD[lang]
    assert sum(text.count(word) for text in texts) == 1, texts
    assert word in texts[-1], texts  # the turn says it, last


@pytest.mark.parametrize(("lang", "heading"), [
    ("en", "Deal 1, trick 2 of 13. Tricks this deal: North and South 1, East and West 0. "
           "Points towards the game: North and South 0, East and West 0. Games won: North and "
           "South 0, East and West 0. Last:"),
    ("de", "Runde 1, Stich 2 von 13. Stiche in dieser Runde: Nord und Süd 1, Ost und West 0. "
           "Punkte zur Partie: Nord und Süd 0, Ost und West 0. Gewonnene Partien: Nord und "
           "Süd 0, Ost und West 0. Zuletzt:"),
])
def test_a_game_taken_up_says_the_deal_and_the_score(lang, heading):
    """Play-testing, a Whist game opened or resumed said only "Trick 2 of 13. The last
    move:": which deal it is, and the score, are said too."""
    moves = _moves_to_a_trick_of_two(seed=3)
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    table = Table(WhistGame(), [computer, computer, human, computer], seed=3)
    table.replay(moves)
    texts = [m.text for m in Console(table, 2, lang).opening()]
    assert heading in texts, texts


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Deal 1, trick 2 of 13. Tricks this deal: NS 1, EW 0. Last:"),
    ("de", "Runde 1, Stich 2 von 13. Stiche in dieser Runde: NS 1, OW 0. Zuletzt:"),
])
def test_the_heading_of_a_game_taken_up_fits_the_braille_line(lang, brief):
    """The heading above ran to 188 cells on the braille line, points and games included;
    there it says the deal, the trick and this deal's tricks ("punkte" reads the score)."""
    moves = _moves_to_a_trick_of_two(seed=3)
    human, computer = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
    table = Table(WhistGame(), [computer, computer, human, computer], seed=3)
    table.replay(moves)
    shorts = [m.short for m in Console(table, 2, lang).opening()]
    assert brief in shorts, shorts
    assert cells(brief, lang) <= 80
