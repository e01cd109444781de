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
    # Player 3 reads their cards before the screen clears; Player 2 finds the public line.
    assert screens[-2].rstrip().endswith(drawn)
    last = screens[-1].replace("> ", "").strip().splitlines()
    assert last == ["Player 3 draws 4 cards.",
                    "Pass to Player 2. Player 2, press Enter when only you are listening.",
                    "Quit this game? Type yes or no.", "Goodbye."]
    # Each line is printed once: the public one after the clear only (a screen reader read
    # "Player 3 draws 4 cards." before the clear and again after it).
    assert out.getvalue().count("Player 3 draws 4 cards.") == 1
    # No screen a person comes to shows another person's hand or drawn cards.
    for screen in screens[1:]:
        before_confirm = screen.split("this is for you alone.")[0]
        assert "You draw" not in before_confirm and "Your hand" not in before_confirm
