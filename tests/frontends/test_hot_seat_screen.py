"""The terminal's screen in the hot seat: when the keyboard passes on, the next person finds
only what everybody may read. A play-tester found "You draw the jack of hearts, …", the last
person's drawn cards, under "Pass to Player 2." on a cleared screen: the lines of the batch
that ended the turn were printed after the clear, the private ones too."""

from __future__ import annotations

import io

from accessible_games.frontends.terminal import LineIO, play
from accessible_games.lineup import REGISTRY
from accessible_games.session.hotseat import open_game
from accessible_games.session.table import seats_of

CLEARED = "<<the screen is cleared>>"


class Screen(LineIO):
    """A terminal that marks where the screen and its scrollback are cleared."""

    def forget_screen(self) -> None:
        self.stdout.write(CLEARED + "\n")


def test_the_next_person_does_not_find_the_cards_the_last_one_drew() -> None:
    # Seed 5, three people and the computer (level 2) in seat 4: Player 3 must draw four
    # cards after two sevens, and the keyboard then passes to Player 2.
    lines = ["", "nine hearts", "", "kh", "", "8d", "", "7d", "", "draw", "quit", "yes"]
    out = io.StringIO()
    session = open_game(REGISTRY.create("mau-mau"), seats_of(4, [0, 1, 2]), "en", seed=5)
    play(session, Screen(io.StringIO("\n".join(lines) + "\n"), out))
    screens = out.getvalue().split(CLEARED)
    drawn = ("You draw the jack of hearts, the ten of diamonds, the king of spades, and the "
             "nine of clubs. Drawing ends your turn.")
    # Player 3 reads their cards before the screen clears (they were once printed after the
    # clear); Player 2 finds the table's line of the draw and the hand-over, and no line
    # twice.
    assert screens[-2].rstrip().endswith(f"> {drawn}")
    last = screens[-1].replace("> ", "").strip().splitlines()
    assert last == ["Player 3 draws 4 cards.",
                    "Pass to Player 2. Player 2, press Enter when only you are listening.",
                    "Quit this game? Type yes or no.", "Goodbye."]
    # Player 3's own line tells the draw before the clear; the table's "Player 3 draws 4
    # cards." comes once, after it, for the others (it was said before the own line too, and
    # once not at all, so that the next person never learnt of the draw).
    assert out.getvalue().count("Player 3 draws 4 cards.") == 1
    # No screen a person comes to shows another person's hand or drawn cards.
    for screen in screens[1:]:
        before_confirm = screen.split("this is for you alone.")[0]
        assert "You draw" not in before_confirm and "Your hand" not in before_confirm


def test_the_last_persons_own_lines_follow_the_public_line_they_belong_to() -> None:
    # Seed 5, people in North and East: East announces a queen solo, North says healthy
    # last, and the keyboard passes to East to lead. North read "Your hand for this game"
    # and "You are Kontra" above "North: healthy. East plays a queen solo.", the line that
    # says why.
    lines = ["", "queen solo", "", "healthy", "quit", "yes"]
    out = io.StringIO()
    session = open_game(REGISTRY.create("doppelkopf"), seats_of(4, [0, 1]), "en", seed=5)
    play(session, Screen(io.StringIO("\n".join(lines) + "\n"), out))
    north = out.getvalue().split(CLEARED)[-2].replace("> ", "").strip().splitlines()
    # The hand sorted for the solo waits for North's own hand-over before her first card
    # (session/test_doppelkopf_reservations), so it is not among these lines.
    assert north[-2:] == [
        "North: healthy. East plays a queen solo.",
        "You are Kontra: you play with South and West against East."]
    assert not [line for line in north if line.startswith("Your hand for this game")]
