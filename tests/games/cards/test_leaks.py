"""No seat learns another seat's hidden cards: the redacted view and every event it is shown.

For every seat at every step of many random games: the cards the redacted view shows in other
hands are only cards that seat has seen face up, the talon is all unknown, other seats' deals
in the move list are unknown, and every event after ``events_for`` names only cards the seat
holds or has seen. On a share of the steps a second full state is sampled from the view and
must give the seat exactly the same information key (the view depends on nothing hidden).
Events are checked at every step of all 500 games per game (ten tests of 50 games each); the
redacted view at every step of the first 50 games and at every seventh step of the others,
and the second deal for one seat in turn (to keep the test short).

Mau Mau's throw-in window (two packs, ``throw_in``) is checked too: whenever a seat is asked
whether to throw in, every other seat's view, observation and information key show the turn of
the player whose turn comes next, as if nobody were asked, and a kept card tells nobody else
anything (not even that a move was made).
"""

from __future__ import annotations

import dataclasses
import functools
import random

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import CHANCE, TurnKind
from accessible_games.games.cards.core import UNKNOWN
from accessible_games.games.cards.events import CardDealt
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.state import Deal
from accessible_games.games.cards.whist.game import WhistGame

CARD_FIELDS = ("card", "cards")

MAU_MAU_SETUPS = (
    {}, {"players": 2}, {"players": 3, "draw_rule": "play_drawn"},
    {"players": 5, "play_on": True}, {"players": 7, "deck": "double104"},
    {"deck": "double104", "throw_in": True},
    {"players": 6, "deck": "double104", "throw_in": True, "jack_on_jack": True,
     "reverse": "10", "play_on": True},
)


@functools.cache
def _card_fields(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind) if f.name in CARD_FIELDS)


def _event_cards(event: object) -> list[int]:
    found: list[int] = []
    for name in _card_fields(type(event)):
        value = getattr(event, name)
        found.extend(value if isinstance(value, tuple) else [value])
    return found


def _check_game(state, rng: random.Random, deep_every: int, view_every: int,
                rotate: bool = False) -> int:
    """Check one random game; returns how many deep checks (a second deal sampled from a
    view) were made. With ``rotate`` a deep check samples for one seat in turn rather than for
    every seat: the weighed sampling of the card games is slow, and over 500 games every seat
    still gets many (tests/test_conformance.py samples a twin for every seat at every step)."""
    state = state.playout_copy()  # it never undoes: no snapshot of every position
    n = state.num_players
    seen: list[set[int]] = [set() for _ in range(n)]
    read = [0] * n  # per viewer: how many of its view's moves were checked
    checks = step = 0
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            move = state.sample_chance(rng)
        else:
            move = rng.choice(state.legal_moves())
        asked = list(getattr(state, "asking", []))
        events = state.play(move)
        step += 1
        if asked and move.notation == "keep":
            assert all(not events_for(events, v) for v in [None, *range(n)] if v != asked[0])
        window = getattr(state, "asking", [])
        held = [set(hand) for hand in state.hands]
        for viewer in range(n):
            if window and viewer != window[0]:
                watching = state.observation(viewer)
                assert watching.to_move == (state.turn if not state.pending else CHANCE)
                assert watching.view.asking == []  # type: ignore[attr-defined]
                assert watching.key == state.redacted(viewer).info_key(viewer)
            shown_events = events_for(events, viewer)
            for event in shown_events:
                if isinstance(event, CardDealt):
                    assert event.seat == viewer or event.card == UNKNOWN
                else:  # face-up events: everybody sees these cards now
                    seen[viewer].update(c for c in _event_cards(event) if c != UNKNOWN)
            hidden = set().union(*(held[seat] for seat in range(n) if seat != viewer))
            hidden -= seen[viewer]
            for event in shown_events:
                assert not hidden & set(_event_cards(event)), event
            if step % view_every:
                continue
            view = state.redacted(viewer)
            assert all(c == UNKNOWN for c in view.talon)
            for seat in range(n):
                if seat != viewer:
                    shown = {c for c in view.hands[seat] if c != UNKNOWN}
                    assert shown <= seen[viewer], (viewer, seat, shown - seen[viewer])
            # The moves read since the last view, and every 50th step the whole list (a
            # whole game's list read at every step made the test quadratic in its length).
            start = read[viewer] if step % 50 and len(view.moves) >= read[viewer] else 0
            for m in view.moves[start:]:
                if isinstance(m, Deal) and m.to not in (viewer, -2):
                    assert m.card == UNKNOWN
            read[viewer] = len(view.moves)
            if getattr(view, "drawn_card", -1) >= 0:
                assert viewer == state.to_move or view.drawn_card in seen[viewer]
            if step % deep_every == 0 and (not rotate or viewer == step // deep_every % n):
                other = view.sample_hidden(viewer, rng)
                assert other.info_key(viewer) == state.info_key(viewer)
                assert other.redacted(viewer).info_key(viewer) == view.info_key(viewer)
                checks += 1
    return checks


GAMES = 500
"""Random games per game, in :data:`CHUNKS` tests of equal size (so that parallel test workers
share them)."""
CHUNKS = 10
FIRSTS = range(0, GAMES, GAMES // CHUNKS)


@pytest.mark.parametrize("first", FIRSTS)
def test_mau_mau_leaks_nothing_over_500_games(first: int):
    deep = 0
    for index in range(first, first + GAMES // CHUNKS):
        options = MAU_MAU_SETUPS[index % len(MAU_MAU_SETUPS)]
        deep += _check_game(MauMauGame(options).new_state(), random.Random(index), 25,
                            1 if index < 50 else 7, rotate=True)
    assert deep > 20


@pytest.mark.parametrize("first", FIRSTS)
def test_whist_leaks_nothing_over_500_games(first: int):
    deep = 0
    for index in range(first, first + GAMES // CHUNKS):
        variant = ("long", "short", "american")[index % 3]
        game = WhistGame({"variant": variant, "games": 1})
        deep += _check_game(game.new_state(), random.Random(index), 63, 1 if index < 50 else 7,
                            rotate=True)
    assert deep > 50
