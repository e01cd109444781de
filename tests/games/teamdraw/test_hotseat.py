"""Hot seat: three people and a computer at one keyboard; nothing private before the hand-over."""

from __future__ import annotations

from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.consoles import hot_seat_step

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def test_private_text_waits_for_the_hand_over_and_the_game_plays_through():
    table = Table(TeamDrawGame(), (HUMAN, HUMAN, HUMAN, COMPUTER), seed=3)
    hot = HotSeat(table)
    said = [m for m in hot.opening()]
    cards = list(table.state.hands)
    texts = [m.text for m in said]
    # Everybody hears that cards were dealt, nobody hears whose card is what.
    assert all(f"the {card}" not in " ".join(texts) for card in cards)
    assert texts[-1] == "Pass to North. North, press Enter when only you are listening."
    # Before North confirms, keys get the waiting sentence and nothing private.
    refused = hot.handle_line("board")
    assert [m.text for m in refused] == [
        "Waiting for North. North, press Enter when only you are listening."]
    assert hot.shown is hot.public
    confirmed = hot.handle_line("")
    private = [m.text for m in confirmed]
    assert private[0] == "North, this is for you alone."
    assert f"North receives the {cards[0]}." in private
    assert all(m.audience == frozenset({0}) for m in confirmed)
    assert hot.shown is hot.consoles[0]
    # North rolls; the turn passes to East: a public hand-over, and East's card stays unsaid.
    after = hot.handle_line("roll")
    after_text = " ".join(m.text for m in after)
    assert "North rolls the die" in after_text
    assert after[-1].text == "Pass to East. East, press Enter when only you are listening."
    assert f"East receives the {cards[1]}" not in after_text
    assert f"the {cards[1]}" not in after_text.replace(f"shows {cards[1]}", "")
    east = [m.text for m in hot.handle_line("")]
    assert f"East receives the {cards[1]}." in east
    played = hot.handle_line("play")
    assert f"East plays the {cards[1]}." in " ".join(m.text for m in played)
    assert played[-1].text.startswith("Pass to South.")
    hot.handle_line("")
    hot.handle_line("roll")
    # West is the computer: its move comes through the hot seat, told publicly.
    assert hot.computer_to_move()
    result = hot.computer_move()
    assert result and result[-2].kind.value == "result"
    assert result[-1].text.startswith("Type rematch")  # what to do next, for everybody
    assert table.is_over


def test_yes_to_quit_asked_while_the_keyboard_waits_quits_and_shows_nobody_s_card():
    """Found in the terminal: "quit" during a hand-over asked "Quit this game?", and the
    "yes" that answered it confirmed the hand-over instead, reading the waiting person's card
    to whoever was at the keyboard."""
    table = Table(TeamDrawGame(), (HUMAN, HUMAN, HUMAN, COMPUTER), seed=3)
    hot = HotSeat(table)
    hot.opening()
    card = f"the {table.state.hands[0]}"
    assert [m.text for m in hot.handle_line("quit")] == ["Quit this game? Type yes or no."]
    no = hot.handle_line("no")
    assert hot.waiting == 0 and not hot.quit_requested
    assert all(m.audience is None and card not in m.text for m in no), no
    hot.handle_line("quit")
    yes = hot.handle_line("yes")
    assert hot.quit_requested and hot.waiting == 0
    assert all(m.audience is None and card not in m.text for m in yes), yes


def test_a_question_left_open_at_the_hand_over_is_dropped():
    table = Table(TeamDrawGame(), (HUMAN, HUMAN, HUMAN, COMPUTER), seed=3)
    hot = HotSeat(table)
    hot.opening()
    hot.handle_line("quit")
    confirmed = hot.handle_line("")  # Enter: the hand-over, not an answer
    assert confirmed[0].text == "North, this is for you alone."
    assert hot.public.confirming is None and not hot.quit_requested
    hot.handle_line("roll")
    assert hot.waiting == 1
    hot.handle_line("yes")  # confirms East's hand-over; it does not quit the game
    assert hot.waiting is None and hot.active == 1 and not hot.quit_requested


def test_a_team_s_points_are_not_told_as_a_seat_s_place():
    """Team draw counts each team's squares, and its outcome says so: the hot seat tells no
    places from them. It used to guess that from the scores being fewer than the seats,
    which North and East (one of each team, seats 0 and 1) pass; the result ("North and
    South win 9 to 3") is followed by what to type next, not a place per person."""
    table = Table(TeamDrawGame(), (HUMAN, HUMAN, COMPUTER, COMPUTER), seed=3)
    hot = HotSeat(table)
    said = hot.opening()
    while not table.is_over:
        said = hot_seat_step(hot)
    outcome = table.outcome
    assert outcome is not None and outcome.scores_per_team and outcome.seat_scores is None
    result = [m.kind.value for m in said].index("result")
    assert said[result + 1].text.startswith("Type rematch"), [m.text for m in said]
