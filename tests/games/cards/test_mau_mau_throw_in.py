"""The throw-in house rule on hand-made deals with worked answers.

Two packs (``deck=double104``), four players, seat 0 about to play unless said otherwise. In
every deal the top card's twin is held by one seat; the answers (who is asked, whose turn it is
after a throw-in, the debt, the skip) were worked out by hand from the rules page.
"""

from __future__ import annotations

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import IllegalMoveError, InvalidOptionError, TurnKind
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.mau_mau.commands import WHY_THROW_ONLY, parse_command
from accessible_games.games.cards.mau_mau.game import MauMauGame, MauMauState
from accessible_games.games.cards.mau_mau.rules import (
    DirectionReversed,
    Draw,
    DrawStacked,
    MauMissed,
    Play,
    PlayerOut,
    SuitWished,
    TurnSkipped,
)
from accessible_games.games.cards.mau_mau.throw_in import Decline, ThrowIn, ThrowInKept, ThrownIn
from accessible_games.games.cards.parse import parse_face
from accessible_games.narration.games.mau_mau import MauMauDescriber


def position(hands: list[str], pile: str, turn: int = 0, **options: object) -> MauMauState:
    """A running deal of two packs: each name takes the first copy of its face not yet used
    (so "kh" twice means both kings of hearts); the rest is the talon; the top card was played."""
    game = MauMauGame({"players": len(hands), "deck": "double104", "throw_in": True,
                       **options})
    used: set[int] = set()

    def take(text: str) -> int:
        card = next(c for c in game.deck.ids_of(parse_face(text)) if c not in used)
        used.add(card)
        return card

    state = game.new_state()
    state.pending = []
    state.discard = [take(t) for t in pile.split()]
    state.hands = [sorted((take(t) for t in h.split()), key=game.deck.sort_key) for h in hands]
    state.talon = [c for c in range(len(game.deck)) if c not in used]
    hidden = game.deck.mask(c for c in range(len(game.deck)) if c not in state.discard)
    state.pub = [[hidden] * len(h) for h in state.hands]
    state.talon_mask = hidden
    state.turn, state.turned = turn, False
    return state


def ids(state: MauMauState, text: str) -> tuple[int, int]:
    """Both ids of a face in the double pack."""
    first, second = state.deck.ids_of(parse_face(text))
    return first, second


def play(state: MauMauState, text: str, **extra: object) -> list[object]:
    """The player to move plays their copy of ``text``."""
    seat = state.to_move
    card = next(c for c in ids(state, text) if c in state.hands[seat])
    return state.play(Play(card, **extra))  # type: ignore[arg-type]


def test_the_option_needs_two_packs():
    with pytest.raises(InvalidOptionError) as error:
        MauMauGame({"throw_in": True})
    assert error.value.key == "deck" and error.value.allowed == ("double104",)
    assert MauMauGame({"throw_in": True, "deck": "double104"}).rules.throw_in
    assert not MauMauGame({"deck": "double104"}).rules.throw_in  # off by default


def test_only_the_holder_of_the_twin_is_asked_and_play_goes_on_after_the_thrower():
    # Seat 0 plays the king of hearts; seat 2 holds the other one. Seats 1 and 3 hold none
    # and are not asked. Seat 2 throws it in: seat 1 is passed over, seat 3 plays next.
    state = position(["kh 8c 9d", "qh 8d 9c", "kh ac ad", "xh qc qd"], "xh")
    play(state, "kh")
    assert state.asking == [2] and state.to_move == 2 and state.turn == 1
    twin = next(c for c in ids(state, "kh") if c in state.hands[2])
    assert state.legal_moves() == [ThrowIn(twin), Decline()]
    events = state.play(ThrowIn(twin))
    assert events[0] == ThrownIn(2, twin)
    assert state.discard[-1] == twin and state.to_move == 3 and state.asking == []
    assert len(state.hands[2]) == 2


def test_keeping_the_card_lets_the_next_player_play_as_usual():
    state = position(["kh 8c 9d", "qh 8d 9c", "kh ac ad", "xh qc qd"], "xh")
    play(state, "kh")
    twin = next(c for c in state.hands[2] if c in ids(state, "kh"))
    events = state.play(Decline())
    assert events_for(events, 2) == (ThrowInKept(2, twin),)
    for seat in (None, 0, 1, 3):
        assert events_for(events, seat) == ()
    assert state.move_audience(Decline()) is None  # the window is closed now
    assert state.to_move == 1 and state.asking == [] and twin in state.hands[2]


def test_nobody_is_asked_without_a_twin_in_another_hand():
    # Seat 0 holds both kings of hearts: playing one opens no window (two cards in one turn
    # are not allowed), and the other player's turn comes at once.
    state = position(["kh kh 9d", "qh 8d 9c", "ac ad as", "xh qc qd"], "xh")
    play(state, "kh")
    assert state.asking == [] and state.to_move == 1


def test_the_turned_card_opens_no_window():
    game = MauMauGame({"deck": "double104", "throw_in": True})
    state = game.new_state()
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.chance_outcomes()[0][0])
    assert state.asking == [] and state.to_move == (state.dealer + 1) % 4


def test_a_thrown_seven_stacks_on_the_seven():
    # Seat 0 plays a 7 (debt 2 for seat 1); seat 2 throws the other 7 of hearts in: the
    # debt is 4 and it is seat 3's, who must draw four or add a 7.
    state = position(["7h 8c 9d", "qh 8d 9c", "7h ac ad", "xh qc qd"], "xh")
    play(state, "7h")
    assert state.debt == 2 and state.asking == [2]
    twin = next(m for m in state.legal_moves() if isinstance(m, ThrowIn))
    events = state.play(twin)
    assert DrawStacked(3, 4) in events
    assert state.debt == 4 and state.to_move == 3 and state.legal_moves() == [Draw()]


def test_the_skipped_player_may_throw_in_the_twin_eight_and_skip_the_next():
    # Seat 0 plays the 8 of clubs: seat 1 would miss the turn, but holds the twin and throws it
    # in; seat 2 misses the turn instead and seat 3 plays.
    state = position(["8c 9d kd", "8c qh 9c", "ac ad as", "xc qc qd"], "xc")
    events = play(state, "8c")
    assert TurnSkipped(1) in events and state.asking == [1] and state.turn == 2
    events = state.play(next(m for m in state.legal_moves() if isinstance(m, ThrowIn)))
    assert TurnSkipped(2) in events and state.to_move == 3


def test_a_thrown_nine_reverses_from_the_thrower():
    # Seat 0 plays the 9 of diamonds (now counter-clockwise: seat 3 next); seat 1 throws the
    # twin in, reversing again (clockwise): play goes on from seat 2.
    state = position(["9d 8c kd", "9d qh 9c", "ac ad as", "xc qc qd"], "xd")
    play(state, "9d")
    assert state.turn == 3 and state.asking == [1]
    events = state.play(next(m for m in state.legal_moves() if isinstance(m, ThrowIn)))
    assert DirectionReversed(True) in events and state.direction == 1 and state.to_move == 2


def test_a_jack_is_thrown_in_only_where_jack_on_jack_is_allowed():
    hands = ["jh 8c kd", "qs qh 9c", "jh ad as", "xc qc qd"]
    state = position(hands, "xh")
    play(state, "jh", wish=0)
    assert state.asking == [] and state.to_move == 1  # seed rule: no jack on a jack
    state = position(hands, "xh", jack_on_jack=True)
    play(state, "jh", wish=0)
    assert state.asking == [2]
    throws = [m for m in state.legal_moves() if isinstance(m, ThrowIn)]
    assert sorted(m.wish for m in throws) == [0, 1, 2, 3]
    events = state.play(next(m for m in throws if m.wish == 3))
    assert SuitWished(2, 3) in events and state.wish == 3 and state.to_move == 3


def test_the_thrower_must_say_mau_and_may_go_out():
    # Seat 2 throws in from two cards without "Mau": one penalty card. Another deal: seat 2
    # throws in the last card and wins the deal.
    state = position(["kh 8c 9d", "qh 8d 9c", "kh ad", "xh qc qd"], "xh")
    play(state, "kh")
    assert {m.mau for m in state.legal_moves() if isinstance(m, ThrowIn)} == {False, True}
    events = state.play(next(m for m in state.legal_moves()
                             if isinstance(m, ThrowIn) and not m.mau))
    assert MauMissed(2, 1) in events and state.turn_kind is TurnKind.CHANCE
    state = position(["kh 8c 9d", "qh 8d 9c", "kh", "xh qc qd"], "xh")
    play(state, "kh")
    events = state.play(next(m for m in state.legal_moves() if isinstance(m, ThrowIn)))
    assert PlayerOut(2, 1) in events and state.wins == [0, 0, 1, 0]


def test_typed_answers_in_the_window():
    state = position(["kh 8c 9d", "qh 8d 9c", "kh ac ad", "xh qc qd"], "xh")
    play(state, "kh")
    assert isinstance(parse_command(state, "kh"), ThrowIn)
    assert isinstance(parse_command(state, "Herz König"), ThrowIn)
    assert parse_command(state, "keep") == Decline()
    assert parse_command(state, "behalten") == Decline()
    for text in ("ac", "draw"):
        with pytest.raises(IllegalMoveError) as refused:
            parse_command(state, text)
        assert refused.value.reason.count == WHY_THROW_ONLY, text
    with pytest.raises(IllegalMoveError) as error:
        parse_command(state, "ac")
    text = MauMauDescriber(state.game, "en").reason(error.value.reason, state).text
    assert text == "Now you may only throw in the card identical to the king of hearts, or keep it."


def test_who_is_asked_does_not_show_in_anybody_elses_view():
    # Two deals that differ only in whether seat 2 holds the twin king (or the ace of clubs):
    # after seat 0 plays the king, seats 0, 1 and 3 and a spectator observe exactly the same
    # (turn, choices, information key, what they are told), and only seat 2 is asked.
    holding = position(["kh 8c 9d", "qh 8d 9c", "kh ad", "xh qc qd"], "xh")
    other = position(["kh 8c 9d", "qh 8d 9c", "ac ad", "xh qc qd"], "xh")
    assert holding.pub == other.pub and holding.talon_mask == other.talon_mask
    said = [play(holding, "kh"), play(other, "kh")]
    assert holding.asking == [2] and other.asking == []
    for viewer in (None, 0, 1, 3):
        seen = [s.observation(viewer) for s in (holding, other)]
        assert seen[0].to_move == seen[1].to_move == 1
        assert seen[0].legal_moves == seen[1].legal_moves
        assert seen[0].key == seen[1].key
        assert [events_for(e, viewer) for e in said][0] == [events_for(e, viewer)
                                                            for e in said][1]
        view = holding.redacted(viewer)
        assert view.asking == [] and view.to_move == 1
    asked = holding.observation(2)
    assert asked.is_my_turn and Decline() in asked.legal_moves
    assert holding.redacted(2).asking == [2]
    # The sampler keeps the question for the asked seat only.
    import random
    sample = holding.redacted(2).sample_hidden(2, random.Random(1))
    assert sample.info_key(2) == holding.info_key(2)


def test_the_asked_seat_hears_the_question_in_both_languages():
    state = position(["kh 8c 9d", "qh 8d 9c", "kh ac ad", "xh qc qd"], "xh")
    events = play(state, "kh")
    assert events[0] in [CardPlayed(0, card) for card in ids(state, "kh")]
    en = MauMauDescriber(state.game, "en")
    de = MauMauDescriber(state.game, "de")
    assert en.turn_text(state.redacted(2)) == (
        "Player 3, you may throw in your king of hearts on the identical card, or keep it.")
    assert de.turn_text(state.redacted(2)) == (
        "Spieler 3, du darfst Herz-König auf die gleiche Karte einwerfen oder behalten.")
    assert en.turn_text(state.redacted(1)) == en.turn_text(state.redacted(3))
    twin = next(m for m in state.legal_moves() if isinstance(m, ThrowIn))
    assert en.move_text(twin) == "throw in the king of hearts"
    assert de.move_text(Decline()) == "Karte behalten"
    thrown = state.play(twin)
    assert en.event_lines(thrown)[0] == "Player 3 throws in the king of hearts out of turn."
    assert de.event_lines(thrown)[0] == "Spieler 3 wirft außer der Reihe Herz-König ein."


def test_a_deals_result_is_told_once_not_again_with_the_next_deal():
    # Found with the throw-in golden: the result of a deal was repeated with every card of
    # the next deal. Seat 0 plays its last card (deal won, target 2): one DealScored, then the
    # next deal's cards come with no result at all.
    from accessible_games.games.cards.mau_mau.rules import DealScored

    state = position(["kh", "qh 8d 9c", "ac ad as", "xs qc qd"], "xh", target=2)
    events = play(state, "kh")
    assert sum(isinstance(e, DealScored) for e in events) == 1
    assert state.turn_kind is TurnKind.CHANCE
    while state.turn_kind is TurnKind.CHANCE:
        assert not any(isinstance(e, DealScored) for e in state.play(state.chance_outcomes()[0][0]))
