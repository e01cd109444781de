"""Team draw through the engine API: chance seat, hidden hands, teams, redaction, sampling."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import IllegalMoveError, InvalidMoveError, TurnKind
from accessible_games.engine.events import ChanceRolled, GameEnded, Private, events_for
from accessible_games.engine.types import CHANCE, Token, TokenKind
from accessible_games.games.teamdraw.game import (
    PLAY,
    ROLL,
    UNKNOWN,
    CardDealt,
    CardPlayed,
    TeamDrawGame,
    TeamDrawMove,
)

PLAY_MOVE, ROLL_MOVE = TeamDrawMove(False, PLAY), TeamDrawMove(False, ROLL)


def dealt(cards=(5, 2, 6, 1)):
    state = TeamDrawGame().new_state()
    for card in cards:
        state.play(TeamDrawMove(True, card))
    return state


def test_the_deal_is_chance_and_chance_is_a_seat():
    state = TeamDrawGame().new_state()
    assert state.turn_kind is TurnKind.CHANCE and state.to_move == CHANCE
    outcomes = state.chance_outcomes()
    assert [m.value for m, _ in outcomes] == [1, 2, 3, 4, 5, 6]
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply(TeamDrawMove(True, 4))
    # A dealt card leaves the deck: five cards remain.
    assert [m.value for m, _ in state.chance_outcomes()] == [1, 2, 3, 5, 6]


def test_a_dealt_card_is_private_to_its_receiver():
    state = TeamDrawGame().new_state()
    assert state.move_audience(TeamDrawMove(True, 5)) == frozenset({0})
    events = state.play(TeamDrawMove(True, 5))
    assert events == (Private(frozenset({0}), CardDealt(0, 5), CardDealt(0, None)),)
    assert events_for(events, 0) == (CardDealt(0, 5),)
    assert events_for(events, 1) == (CardDealt(0, None),)
    assert events_for(events, None) == (CardDealt(0, None),)


def test_redacted_view_hides_other_hands_and_their_deal_moves():
    state = dealt()
    view = state.redacted(1)
    assert view.hands == [UNKNOWN, 2, UNKNOWN, UNKNOWN]
    assert [m.value for m in view.moves] == [UNKNOWN, 2, UNKNOWN, UNKNOWN]
    assert view._undo == []
    # The real state is untouched.
    assert state.hands == [5, 2, 6, 1]


def test_observation_has_only_the_viewers_moves_and_an_information_set_key():
    state = dealt()
    mine = state.observation(0)
    assert mine.is_my_turn and mine.legal_moves == (PLAY_MOVE, ROLL_MOVE)
    assert state.observation(1).legal_moves == ()
    other = dealt((5, 3, 4, 1))  # seat 1 holds another card: seat 0 cannot tell
    assert other.observation(0).key == mine.key
    assert other.observation(1).key != state.observation(1).key


def test_a_played_card_is_shown_to_all():
    state = dealt()
    events = state.play(PLAY_MOVE)
    assert events == (CardPlayed(0, 5),)
    assert state.redacted(1).hands == [5, 2, UNKNOWN, UNKNOWN]
    assert dealt().is_reveal(PLAY_MOVE) and not dealt().is_reveal(ROLL_MOVE)


def test_sampling_fills_only_the_unknown_cards_consistently():
    state = dealt()
    state.play(PLAY_MOVE)  # North shows the 5
    view = state.redacted(1)
    seen = set()
    rng = random.Random(3)
    for _ in range(300):
        full = view.sample_hidden(1, rng)
        assert full.hands[0] == 5 and full.hands[1] == 2
        assert len(set(full.hands)) == 4
        assert set(full.hands[2:]) <= {1, 3, 4, 6}
        seen.add(tuple(full.hands[2:]))
    # Every pair of the four unseen cards in both orders is possible: 12 assignments.
    assert len(seen) == 12


def test_teams_win_together_and_rolls_are_chance():
    state = dealt()
    state.play(PLAY_MOVE)      # team 0: 5
    state.play(ROLL_MOVE)      # player 1 rolls ...
    assert state.turn_kind is TurnKind.CHANCE and state.to_move == CHANCE
    events = state.play(TeamDrawMove(True, 3))  # ... a 3 for team 1
    assert events == (ChanceRolled(1, 3),)
    state.play(PLAY_MOVE)      # team 0: 5 + 6 = 11
    events = state.play(PLAY_MOVE)  # team 1: 3 + 1 = 4
    assert isinstance(events[-1], GameEnded)
    assert events[-1].outcome.winners == frozenset({0, 2})


def test_typed_choices_in_both_languages_are_tokens():
    state = dealt()
    assert state.parse_parts("würfeln") == (Token(TokenKind.CHOICE, ROLL),)
    assert state.parse_move("spielen") == PLAY_MOVE
    assert state.parse_move("play") == PLAY_MOVE
    with pytest.raises(InvalidMoveError):
        state.parse_move("c3")
    with pytest.raises(IllegalMoveError):
        TeamDrawGame().new_state().parse_move("play")


def test_position_text_reads_back():
    state = dealt()
    state.play(PLAY_MOVE)
    again = TeamDrawGame().parse_position(state.to_text())
    assert again.key() == state.key()


def test_a_copy_taken_back_leaves_the_original_untouched():
    state = dealt()
    state.play(PLAY_MOVE)
    before = state.key()
    twin = state.copy()
    for _ in range(5):
        twin.undo()
    twin.apply(TeamDrawMove(True, 3))  # another deal on the copy
    assert state.key() == before
    for _ in range(5):
        state.undo()
    assert state.hands == [None, None, None, None]
