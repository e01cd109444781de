"""At a hot seat every person hears the hand of a new deal once, before their first card of
it. The person whose card ended a deal heard the new hand at once, and again at their
hand-over ("Cards dealt. Your hand: 13 cards. ..." before "Pass to North.", then "Your hand:
13 cards. ..." when the keyboard came back); a person who kept the keyboard while the
computer ended the deal heard their new cards only after playing the first of them."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.hotseat import HotSeat, open_game
from accessible_games.session.table import Seat, SeatKind, Table, seats_of
from tests.consoles import hot_seat_step

GAMES = [("whist", {}, 3, 2), ("doppelkopf", {}, 2, 4),
         ("mau-mau", {"players": 3, "target": 4}, 2, 4)]
"""Game, options, people, and the last deal played."""


def _hands_before_first_cards(game_id: str, options: dict[str, object], people: int,
                              lang: str, deals: int) -> list[tuple[int, int, int]]:
    """A hot seat of ``people`` and the computer played by the first legal move (Enter for
    every hand-over) to the end of deal ``deals``: for each person's first move of each deal
    after the first, (deal, person, how often they heard their whole hand since their last
    move); and every time a person heard their hand a second time without moving between."""
    game = REGISTRY.create(game_id, options)
    seats = [Seat(SeatKind.HUMAN)] * people + [Seat(SeatKind.COMPUTER, 1)] * (
        game.num_players - people)
    hot = open_game(game, seats, lang=lang, seed=3)
    assert isinstance(hot, HotSeat)
    heard = dict.fromkeys(hot.consoles, 0)
    moved_in: dict[int, int] = {}
    told: list[tuple[int, int, int]] = []

    def listen(said: list[Message]) -> None:
        for message in said:
            for person in message.audience or ():
                if message.text.endswith(hot.consoles[person].hand_line().text):
                    heard[person] += 1

    listen(hot.opening())
    while not hot.table.is_over and hot.table.state.deal_no <= deals:
        if hot.waiting is not None:
            listen(hot.handle_line(""))
        elif hot.computer_to_move():
            listen(hot.computer_move())
        else:
            person, deal = hot.active, hot.table.state.deal_no
            assert person is not None
            if deal > 1 and moved_in.get(person) != deal:
                told.append((deal, person, heard[person]))
            moved_in[person] = deal
            heard[person] = 0
            listen(hot.handle_line(hot.shown.observation.legal_moves[0].notation))
        assert all(times <= 1 for times in heard.values()), (hot.table.state.deal_no, heard)
    return told


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "options", "people", "deals"), GAMES)
def test_every_person_hears_their_new_hand_once_before_playing_from_it(
        game_id: str, options: dict[str, object], people: int, deals: int, lang: str) -> None:
    told = _hands_before_first_cards(game_id, options, people, lang, deals)
    assert told, "no deal after the first was played"
    assert all(times == 1 for _, _, times in told), told


@pytest.mark.parametrize(("lang", "hand", "table"), [
    ("en", "Cards dealt. Your hand: 13 cards.", "Trumps: clubs. The trick is empty."),
    ("de", "Karten ausgeteilt. Dein Blatt: 13 Karten.", "Trumpf: Kreuz. Der Stich ist leer."),
])
def test_the_new_hand_comes_before_the_table_at_the_hand_over(lang, hand, table):
    """Play-testing Whist with North and South at one keyboard, seed 2: at the first
    hand-over of deal 2, South heard "Trumps: clubs. The trick is empty." before "Cards
    dealt. Your hand: ...": the table the cards are played onto came before the cards."""
    hot = HotSeat(Table(WhistGame(), seats_of(4, [0, 2], 1), seed=2), lang)
    hot.opening()
    said: list = []
    while hot.table.state.deal_no == 1 or hot.waiting is None:
        said = hot_seat_step(hot)
    said = hot_seat_step(hot)  # South confirms
    texts = [m.text for m in said]
    at_hand = next(i for i, t in enumerate(texts) if t.startswith(hand))
    assert texts[at_hand + 1] == table, texts
    assert texts[0].startswith("South" if lang == "en" else "Süd")
