"""A reservation's kind is its own seat's secret until it is the game played, in every channel.

At the table (DDV) a player says "Vorbehalt" and names it only when it is the game played; a
wedding beaten by a solo, or a later solo beaten by an earlier one, is never told. So two deals
that differ only in the kind of reservation one seat named must look the same to every other
seat (and to a spectator) at every step: the events it is told, its information key, its
redacted view (position text and move list), its board reading and status, and what the online
server sends it.
"""

from __future__ import annotations

import dataclasses
import random

from accessible_games.ai.information import choose_from_observation
from accessible_games.ai.levels import calibrated, level_for
from accessible_games.engine.events import events_for
from accessible_games.games.cards.doppelkopf import knowledge, policy
from accessible_games.games.cards.doppelkopf.evaluation import evaluate, order_key
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame, DoppelkopfState
from accessible_games.games.cards.doppelkopf.moves import (
    HELD,
    ContractChosen,
    PlayCard,
    Reservation,
    ReservationSaid,
    Reserve,
)
from accessible_games.lineup import describer_for
from accessible_games.online.store import TableRecord
from accessible_games.online.tables import LiveTable
from accessible_games.online.views import entry_message, state_message
from tests.games.cards.doppelkopf.helpers import deal_with, dealt

# Seat 1 holds both queens of clubs, so a wedding is open to it. Dealer West (seat 3): seats
# 0, 1, 2 and 3 speak in this order.
WEDDING_HAND = "qc qc 10h ah kh 9h as ks 9s ad kd 9d".split()
OTHERS = (0, 2, 3, None)
"""Everybody but seat 1: the other seats and a spectator."""


def _told(state: DoppelkopfState, viewer: int | None) -> tuple:
    """Everything ``viewer`` can learn of the position: its key, its view's text and move
    list, and its board reading and status."""
    view = state.redacted(viewer)
    describer = describer_for(state.game, "en")
    describer.you = viewer
    return (state.info_key(viewer), view.to_text(), [m.notation for m in view.moves],
            tuple(describer.board_lines(view)), describer.status(view).text)


def _twins(second: tuple[str, str], words: tuple[str, ...]):
    """Two deals of the same cards in which seat 0 says ``words[0]`` and seat 1 says one or the
    other of ``second``, the rest ``words[1:]``; yields both after every move, with its events,
    and plays the first card open to the player to the end of the deal."""
    states = [dealt(deal_with(WEDDING_HAND, 1)) for _ in second]
    sequences = [(words[0], word, *words[1:]) for word in second]
    for step in range(len(sequences[0])):
        events = [s.play(s.parse_move(seq[step])) for s, seq in zip(states, sequences,
                                                                     strict=True)]
        yield states, events
    while not states[0].is_terminal():
        card = next(m for m in states[0].legal_moves() if isinstance(m, PlayCard))
        yield states, [s.play(card) for s in states]


def test_a_wedding_beaten_by_a_solo_is_never_told_to_the_others():
    """Seat 0 names a queen solo, seat 1 a wedding (or, in the twin deal, a jack solo): the
    queen solo is played, and seat 1's reservation stays its own to the end of the deal."""
    steps = 0
    for (wedding, solo), (heard, heard_solo) in _twins(("hochzeit", "bubensolo"),
                                                     ("damensolo", "gesund", "gesund")):
        steps += 1
        for viewer in OTHERS:
            assert events_for(heard, viewer) == events_for(heard_solo, viewer), (steps, viewer)
            assert _told(wedding, viewer) == _told(solo, viewer), (steps, viewer)
        assert wedding.pub[1] == solo.pub[1]  # no queen of clubs shown by the wedding said
        if steps == 2:
            assert ReservationSaid(1, None) in events_for(heard, 0)
            assert ReservationSaid(1, Reservation.WEDDING) in events_for(heard, 1)
            assert _told(wedding, 1) != _told(solo, 1)  # its own seat knows it
        if steps == 4:
            chosen = next(e for e in heard if isinstance(e, ContractChosen))
            assert (chosen.contract, chosen.soloist) == (Reservation.QUEEN_SOLO.value, 0)
            assert wedding.redacted(2).said == [Reservation.QUEEN_SOLO.value, HELD, 0, 0]
    assert steps > 40 and wedding.phase != 0


def test_a_later_solo_is_never_told_and_the_earlier_one_is_named_when_played():
    """Seat 0 names a jack solo, seat 1 a clubs solo (or a spades solo): the jack solo is
    named to all once everybody has spoken, seat 1's solo never."""
    for clubs, spades in (states for states, _ in _twins(("kreuzsolo", "piksolo"),
                                                         ("bubensolo", "gesund", "gesund"))):
        for viewer in OTHERS:
            assert _told(clubs, viewer) == _told(spades, viewer), viewer
        named = Reservation.JACK_SOLO.value if clubs.phase else HELD
        said = clubs.redacted(3).said
        assert said[0] == named and said[1] != Reservation.CLUBS_SOLO.value
    assert clubs.sheet[-1][1] == Reservation.JACK_SOLO.value


def test_a_wedding_is_told_and_shows_its_queens_only_when_it_is_the_game_played():
    state = dealt(deal_with(WEDDING_HAND, 1))
    healthy = dealt(deal_with(WEDDING_HAND, 1))
    for word in ("gesund", "hochzeit", "gesund"):
        state.play(state.parse_move(word))
    for word in ("gesund", "gesund", "gesund"):
        healthy.play(healthy.parse_move(word))
    assert state.pub == healthy.pub  # said, not yet played: nothing shown
    assert all(state.redacted(v).said == [0, HELD, 0, -1] for v in (0, 2, 3, None))
    events = state.play(state.parse_move("gesund"))
    assert ContractChosen(Reservation.WEDDING.value, 1, 0) in events_for(events, 2)
    assert all(state.redacted(v).said == [0, Reservation.WEDDING.value, 0, 0]
               for v in (0, 2, 3, None))
    queens = state.deck.mask(state.queens)
    assert state.pub[1][:2] == [queens, queens] and state.pub != healthy.pub


def _online(second: str) -> LiveTable:
    """An online table of one deal in which the first seat names a queen solo and the second
    ``second``; the others are healthy."""
    game = DoppelkopfGame({"deals": 1})
    live = LiveTable(TableRecord(1, game.id, {"deals": 1}, 5, "test"), game)
    for seat in range(4):
        live.sit(f"p{seat}", seat)
    live.start()
    table = live.table
    assert table is not None
    for word in ("damensolo", second, "gesund", "gesund"):
        live.act(table.to_move(), text=word)
    return live


def test_the_server_sends_no_other_seat_a_reservation_not_played():
    """Seat 2 (the second to speak after dealer North) says a jack solo or a clubs solo; what
    the server sends the other seats and a spectator is the same either way."""
    jack, clubs = _online("bubensolo"), _online("kreuzsolo")
    for viewer in (0, 1, 3, None):
        sent = [entry_message(jack, e, viewer) for e in jack.entries]
        assert sent == [entry_message(clubs, e, viewer) for e in clubs.entries], viewer
        assert state_message(jack, viewer) == state_message(clubs, viewer), viewer
        assert "jack_solo" not in repr(sent) and "JACK_SOLO" not in repr(sent)
    mine = [entry_message(jack, e, 2) for e in jack.entries]
    assert "reserve jack_solo" in repr(mine)


def test_the_computer_decides_its_reservation_from_its_own_hand():
    """After seat 0's hidden reservation the searching level at seat 1 names the rule's
    reservation for its own hand, and a deal sampled from its view plays to its end (the
    hidden reservation is guessed from the sampled hand)."""
    state = dealt(deal_with(WEDDING_HAND, 1))
    state.play(state.parse_move("damensolo"))
    level = dataclasses.replace(calibrated(level_for(3), "doppelkopf"), time_budget=0.02,
                                samples=2)
    rng = random.Random(7)
    move = choose_from_observation(state.observation(1), level, evaluate, rng,
                                   order_key=order_key)
    assert move == Reserve(policy.reservation(state.hands[1], state.deck,
                                              knowledge.own_queens(state, 1)))
    view = state.redacted(1)
    assert view.said[0] == HELD
    for _ in range(5):
        twin = view.sample_hidden(1, rng)
        assert twin.said[0] not in (HELD, Reservation.HEALTHY.value)
        assert twin.info_key(1) == state.info_key(1)
        copy = twin.playout_copy()
        while (step := copy.playout_move(rng)) is not None:
            copy.apply(step)
        assert copy.phase != 0

