"""Hot seat: three people and a computer at one keyboard; nothing private before the hand-over."""

from __future__ import annotations

from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table

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
    assert result and result[-1].kind.value == "result"
    assert table.is_over
