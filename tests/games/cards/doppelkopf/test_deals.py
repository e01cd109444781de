"""Worked deals played through the engine, with their results computed by hand."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError
from accessible_games.games.cards.doppelkopf import game as g
from accessible_games.games.cards.doppelkopf.moves import (
    Announced,
    Cause,
    ContractChosen,
    DealScored,
    PartyRevealed,
    PlayCard,
    TrickWon,
    WeddingClarified,
)
from accessible_games.games.cards.doppelkopf.scoring import KONTRA, RE
from tests.games.cards.doppelkopf.helpers import (
    WORKED,
    WORKED_POINTS,
    WORKED_WINNERS,
    dealt,
    hands_of,
    say,
    worked_state,
)


def _play_tricks(state, tricks) -> list:
    events: list = []
    for _leader, cards in tricks:
        events.extend(say(state, *cards.split()))
    return events


def _scored(events) -> DealScored:
    return next(e for e in events if isinstance(e, DealScored))


def test_the_worked_deal_wins_tricks_as_worked_by_hand():
    state = worked_state()
    events = _play_tricks(state, WORKED)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [e.seat for e in won] == list(WORKED_WINNERS)
    assert [e.points for e in won] == list(WORKED_POINTS)
    assert sum(WORKED_POINTS) == 240


def test_fox_caught_karlchen_and_a_doppelkopf_trick_net_out():
    """Re 187 (9 tricks) against 53: won 1, Kontra under 90 and under 60: 3 for Re.
    Specials: Re a Doppelkopf (trick 2, 42) and a fox (trick 8); Kontra a fox (trick 7) and
    Karlchen (trick 12): two each, they net out, so each Re player scores +3."""
    state = worked_state()
    score = _scored(_play_tricks(state, WORKED))
    assert score.re_seats == (0, 2)
    assert score.re_points == 187 and score.tricks == (9, 3)
    assert score.winner == RE
    items = sorted(score.items)
    assert items == sorted([
        ("won", RE, 1), ("under_90", RE, 1), ("under_60", RE, 1),
        ("doppelkopf", RE, 1), ("fox", RE, 1), ("fox", KONTRA, 1), ("charlie", KONTRA, 1)])
    assert score.value == 3
    assert score.seat_points == (3, -3, 3, -3)
    assert state.totals == [3, -3, 3, -3] and state.is_terminal()


def test_parties_are_revealed_by_the_queens_of_clubs():
    state = worked_state()
    events = _play_tricks(state, WORKED[:8])
    revealed = [e for e in events if isinstance(e, PartyRevealed)]
    assert revealed == [PartyRevealed(0, RE, Cause.QUEEN)]
    assert state.teams() == ((0,), (1,), (2,), (3,))
    events = _play_tricks(state, WORKED[8:9])
    revealed = [e for e in events if isinstance(e, PartyRevealed)]
    # The queen that shows it first, then what follows from it (seat 1 used to come first:
    # "So East is Kontra. South played a queen of clubs ...").
    assert revealed == [PartyRevealed(2, RE, Cause.QUEEN), PartyRevealed(1, KONTRA, Cause.DEDUCED),
                        PartyRevealed(3, KONTRA, Cause.DEDUCED)]
    assert state.teams() == ((0, 2), (1, 3))


def test_re_announced_adds_two_and_a_reply_comes_one_card_late():
    """Seat 0 says Re with 12 cards; seat 1 answers Kontra in trick 3 holding 10 cards (the
    reply window is one card past the 11 needed). Re wins: 3 + Re 2 + Kontra 2 = 7, specials
    net out."""
    state = worked_state()
    events = say(state, "re")
    assert events[0] == Announced(0, RE, 0, -1, False)
    _play_tricks(state, WORKED[:2])
    say(state, "as")
    events = say(state, "kontra")
    assert events[0] == Announced(1, KONTRA, 0, -1, True)
    with pytest.raises(IllegalMoveError) as refused:
        say(state, "keine 90")
    assert refused.value.reason.count == g.WHY_AFTER_REPLY
    say(state, "9s", "ks", "10s")
    score = _scored(_play_tricks(state, WORKED[3:]))
    assert score.value == 7 and score.seat_points == (7, -7, 7, -7)


def test_announcements_after_their_deadline_are_refused_with_the_deadline():
    state = worked_state()
    _play_tricks(state, WORKED[:2])  # seat 0 leads trick 3 holding 10 cards
    with pytest.raises(IllegalMoveError) as refused:
        say(state, "re")
    assert refused.value.reason.count == g.WHY_TOO_LATE
    assert refused.value.reason.locations == (0, 11, 10, RE)
    with pytest.raises(IllegalMoveError) as wrong:
        say(state, "kontra")
    assert wrong.value.reason.locations == (RE,)


def test_no_90_said_and_missed():
    """Kontra (seat 1) says Kontra and no 90 at once in the first trick and misses it: it
    needs 151 and takes 53. Re wins by reaching 90 against no 90 (it has 187): won 1, under 90
    1, under 60 1, Kontra said 2, no 90 said 1, Re reached 120 against no 90 1 = 7; the
    specials net out."""
    state = worked_state()
    say(state, "kc")
    events = say(state, "keine 90")
    assert events[0] == Announced(1, KONTRA, 1, -1, False)
    say(state, "9c", "kc", "9c")
    score = _scored(_play_tricks(state, WORKED[1:]))
    assert score.winner == RE
    assert ("no90_said", RE, 1) in score.items and ("reached_120", RE, 1) in score.items
    assert score.value == 7


WEDDING = hands_of(WORKED)
# Give seat 0 both queens of clubs: it takes seat 2's queen for its own ten of hearts.
WEDDING[0][WEDDING[0].index("10h")] = "qc"
WEDDING[2][WEDDING[2].index("qc")] = "10h"


def test_a_wedding_found_in_trick_two_shifts_the_deadlines_by_one():
    state = dealt([list(h) for h in WEDDING])
    events = say(state, "hochzeit", "gesund", "gesund", "gesund")
    assert [e for e in events if isinstance(e, PartyRevealed)] == [
        PartyRevealed(0, RE, Cause.WEDDING)]
    with pytest.raises(IllegalMoveError) as early:
        say(state, "re")
    assert early.value.reason.count == g.WHY_WEDDING
    say(state, "kc", "9c", "kc", "9c")  # the holder wins trick 1
    events = say(state, "kh", "9h", "9h", "ah")  # seat 3 wins trick 2: the partner
    assert WeddingClarified(0, 3, 2) in events
    assert state.teams() == ((0, 3), (1, 2))
    assert state.turn == 3 and len(state.hands[3]) == 10
    events = say(state, "re")  # 10 cards suffice after a clarifying second trick
    assert events[0] == Announced(3, RE, 0, -1, False)


def test_a_wedding_never_found_is_a_solo_scored_three_times():
    """The holder wins the first three tricks: alone, scored as a solo (no specials)."""
    state = dealt([list(h) for h in WEDDING])
    say(state, "hochzeit", "gesund", "gesund", "gesund")
    events = say(state, "kc", "9c", "kc", "9c", "as", "9s", "ks", "10s", "as", "10s", "9s",
                 "ks")
    assert WeddingClarified(0, -1, 3) in events
    assert state.teams() == ((0,), (1, 2, 3))
    while not state.is_terminal():
        state.play(state.legal_moves()[-1])
    row = state.sheet[-1]
    value = row[2] // 3
    assert row[2:] == (3 * value, -value, -value, -value)


def test_a_queen_solo_is_played_on_the_queen_ladder_and_the_soloist_leads():
    """East names a queen solo: East plays alone and leads, and the queens alone are trumps."""
    state = dealt(hands_of(WORKED))
    events = say(state, "gesund", "damensolo", "gesund", "gesund")
    chosen = next(e for e in events if isinstance(e, ContractChosen))
    assert (chosen.contract, chosen.soloist, chosen.leader) == (2, 1, 1)
    assert [e for e in events if isinstance(e, PartyRevealed)] == [
        PartyRevealed(s, RE if s == 1 else KONTRA, Cause.SOLO) for s in range(4)]
    # East leads its queen of hearts (a trump): everybody with a queen must follow with one.
    say(state, "qh")
    assert {state.deck.face(m.card).rank.name for m in state.legal_moves()
            if isinstance(m, PlayCard)} == {"QUEEN"}


def test_a_session_keeps_a_running_score_list_and_tells_each_deal_once():
    """Four deals by first-legal-move play: four scored deals, one row each on the score list,
    the totals their sums, every row summing to zero, the dealer passing to the left."""
    import random

    from accessible_games.engine.types import TurnKind

    state = g.DoppelkopfGame({"deals": 4}).new_state()
    rng = random.Random(4)
    scored = []
    dealers = []
    while not state.is_terminal():
        if state.turn_kind is TurnKind.CHANCE:
            if len(state.talon) == len(state.deck):
                dealers.append(state.dealer)
            move = state.sample_chance(rng)
        else:
            move = state.legal_moves()[0]
        scored.extend(e for e in state.play(move) if isinstance(e, DealScored))
    assert [e.deal for e in scored] == [1, 2, 3, 4]
    assert dealers == [0, 1, 2, 3]
    assert [row[0] for row in state.sheet] == [1, 2, 3, 4]
    assert all(sum(row[2:]) == 0 for row in state.sheet)
    assert state.totals == [sum(row[2 + s] for row in state.sheet) for s in range(4)]
    assert scored[-1].totals == tuple(state.totals)
    assert state.outcome().scores == tuple(state.totals)
