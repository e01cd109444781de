"""A hot seat tells the table's news among a person's answer by the messages heard, not by
their words: two messages with the same words are two messages."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Seat, SeatKind
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Table

HUMAN = Seat(SeatKind.HUMAN)


def _at_the_keyboard(lang: str) -> HotSeat:
    """A Mau Mau hot seat of two, the first person's hand-over confirmed."""
    hot = HotSeat(Table(REGISTRY.create("mau-mau", {"players": 2}), [HUMAN, HUMAN], 0), lang)
    hot.opening()
    hot.handle_line("")
    assert hot.active is not None
    return hot


def _first_move(hot: HotSeat) -> list[Message]:
    return hot.handle_line(hot.shown.observation.legal_moves[0].notation)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_private_line_with_the_words_of_a_public_one_is_still_said(lang: str) -> None:
    """The hot seat told a person's own lines from the table's news by their words: a line
    for the person alone with the same words as the person's own wording of a move for
    everybody ("You play the nine of diamonds.", which everybody hears as "Player 2 plays
    ...") took the public line's audience, and went unsaid. Each is told as it was heard:
    the private line once, the move once, for everybody."""
    hot = _at_the_keyboard(lang)
    person = hot.active
    assert person is not None
    _first_move(hot)
    heard = hot.consoles[person].heard[-1].message
    assert heard.kind is MessageKind.MOVE and heard.audience is None
    words = heard.text  # the person's own wording: "You play ..."
    hot = _at_the_keyboard(lang)
    hot.consoles[person].notice(Message(words, MessageKind.INFO,
                                        audience=frozenset({person})))
    said = _first_move(hot)
    assert [m.audience for m in said if m.text == words] == [frozenset({person})], [
        (m.text, m.audience) for m in said]
    assert sum(m.kind is MessageKind.MOVE and m.audience is None for m in said) == 1
