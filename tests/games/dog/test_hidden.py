"""Dog's hidden cards: the exchange with the partner, and a leak check over random games.

The leak check plays random games and, for every seat after every move, checks that the events
it is shown name only cards it holds or has been shown, that the redacted view shows no card of
another hand it has not been shown, that cards put aside for the partner are hidden from
everybody but the giver, and (on a share of the steps) that a state sampled from the view gives
the seat exactly the same information key. The test runs 30 games through their first two
rounds and one whole game; ``benchmarks/dog_leaks.py`` runs the check over 500 whole games.
"""

from __future__ import annotations

import dataclasses
import random

from accessible_games.engine.events import events_for
from accessible_games.engine.types import HiddenMove, TurnKind
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.dog.game import GIVEN_HIDDEN, DogGame
from accessible_games.games.cards.dog.rules import CardGiven, CardReceived, Give

CARD_FIELDS = ("card", "cards")


def _cards(event: object) -> list[int]:
    found: list[int] = []
    for field in dataclasses.fields(event):  # type: ignore[arg-type]
        if field.name in CARD_FIELDS:
            value = getattr(event, field.name)
            found.extend(value if isinstance(value, tuple) else [value])
    return [c for c in found if c != UNKNOWN]


def _dealt(seed: int):
    state = DogGame().new_state()
    rng = random.Random(seed)
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.sample_chance(rng))
    return state


def test_the_exchange_is_hidden_from_the_opponents():
    state = _dealt(3)
    assert state.turn == 0 and all(len(h) == 6 for h in state.hands)
    gifts = {}
    log = []
    for seat in (0, 1, 2, 3):
        card = state.hands[seat][seat]
        gifts[seat] = card
        move = Give(seat, card)
        assert state.move_audience(move) == frozenset({seat})
        log.append(state.play(move))
        # before the exchange is complete the partner has not seen the card
        if seat < 3:
            view = state.redacted((seat + 2) % 4)
            assert view.given[seat] == GIVEN_HIDDEN
            assert card not in view.hands[(seat + 2) % 4]
    for viewer in range(4):
        shown = [e for events in log for e in events_for(events, viewer)]
        given = [e for e in shown if isinstance(e, CardGiven)]
        received = [e for e in shown if isinstance(e, CardReceived)]
        assert len(given) == 4 and len(received) == 4  # everybody learns that cards passed
        for event in given:
            assert event.card == (gifts[viewer] if event.seat == viewer else UNKNOWN)
        for event in received:
            mine = viewer in (event.seat, event.giver)
            assert event.card == (gifts[event.giver] if mine else UNKNOWN)
    for seat in range(4):
        assert gifts[seat] in state.hands[(seat + 2) % 4]
        assert gifts[seat] not in state.hands[seat]
    # the giver still knows where its card is; the opponents know nothing of it
    view = state.redacted(0)
    assert gifts[0] in view.hands[2]
    assert all(c == UNKNOWN for c in view.hands[1] + view.hands[3])
    assert view.moves[-3:] == [HiddenMove()] * 3
    assert state.redacted(1).hands[2] == [UNKNOWN] * 6


def _check_game(state, rng: random.Random, view_every: int, deep_every: int,
                max_rounds: int | None) -> int:
    seen: list[set[int]] = [set() for _ in range(4)]
    checks = step = 0
    while not state.is_terminal():
        if max_rounds is not None and state.round_no >= max_rounds:
            break
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        events = state.play(move)
        step += 1
        for viewer in range(4):
            shown = events_for(events, viewer)
            hidden = {c for seat in range(4) if seat != viewer
                      for c in state.hands[seat]} - seen[viewer]
            hidden |= {g for s, g in enumerate(state.given) if s != viewer and g >= 0}
            for event in shown:
                assert not hidden & set(_cards(event)), (viewer, event)
            for event in shown:
                seen[viewer].update(_cards(event))
            if step % view_every:
                continue
            view = state.redacted(viewer)
            assert all(c == UNKNOWN for c in view.talon)
            for seat in range(4):
                if seat != viewer:
                    known = {c for c in view.hands[seat] if c != UNKNOWN}
                    assert known <= seen[viewer], (viewer, seat, known - seen[viewer])
                    assert view.given[seat] in (-1, GIVEN_HIDDEN)
                    assert view.passed[seat] == -1
            for m in view.moves:
                assert not (isinstance(m, Give) and m.seat != viewer)
            if (step // view_every) % deep_every == 0:
                other = view.sample_hidden(viewer, rng)
                assert other.info_key(viewer) == state.info_key(viewer)
                assert other.redacted(viewer).info_key(viewer) == view.info_key(viewer)
                assert other.legal_moves() == state.legal_moves() or viewer != state.turn
                checks += 1
    return checks


def test_no_seat_learns_hidden_cards_in_the_first_two_rounds_of_30_games():
    deep = sum(_check_game(DogGame().new_state(), random.Random(i), 3, 3, 2) for i in range(30))
    assert deep > 250


def test_no_seat_learns_hidden_cards_in_a_whole_game():
    state = DogGame({"starter": 1}).new_state()
    deep = _check_game(state, random.Random(101), 11, 3, None)
    assert state.is_terminal()
    assert deep > 50
