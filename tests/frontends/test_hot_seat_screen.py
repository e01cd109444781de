"""The terminal's screen in the hot seat: when the keyboard passes on, the next person finds
only what everybody may read. A play-tester found "You draw the jack of hearts, …", the last
person's drawn cards, under "Pass to Player 2." on a cleared screen: the lines of the batch
that ended the turn were printed after the clear, the private ones too."""

from __future__ import annotations

import io

import pytest

from accessible_games.frontends.terminal import LineIO, play
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
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


@pytest.mark.parametrize(("lang", "lines", "opening", "hand_over"), [
    ("en", ["", "quit", "yes"], "North turns up the ten of hearts: hearts are trumps.",
     "Pass to South. South, press Enter when only you are listening."),
    ("de", ["", "ende", "ja"], "Nord deckt Herz-Zehn auf: Herz ist Trumpf.",
     "Weitergeben an Süd. Süd, drücke Eingabe, wenn nur du zuhörst."),
])
def test_the_opening_stays_on_the_screen_until_somebody_has_seen_their_own(
        lang, lines, opening, hand_over) -> None:
    # Whist, seed 2, people North and South, the computer East and West: East plays the
    # first card before the keyboard goes to South. The screen was cleared at that first
    # hand-over, and with it the opening (the trumps turned up, East's card), though nobody
    # had yet seen anything of their own.
    out = io.StringIO()
    session = open_game(REGISTRY.create("whist"), seats_of(4, [0, 2], 1), lang, seed=2)
    play(session, Screen(io.StringIO("\n".join(lines) + "\n"), out))
    first = out.getvalue().split(CLEARED)[0]
    assert opening in first and hand_over in first
    assert first.index(opening) < first.index(hand_over)


class PublicOnly:
    """Per-seat braille displays as the terminal sees them: what is private goes to a
    person's own display, so only public lines are printed."""

    def show(self, messages: list[Message]) -> None:
        pass

    def spoken(self, messages: list[Message]) -> list[Message]:
        return [m for m in messages if m.audience is None]


def test_the_screen_still_clears_after_a_line_the_person_at_the_keyboard_typed() -> None:
    # Whist, seed 2, people North and South, each with a braille display of their own: no
    # private line is printed, but South's typed card is on the screen when the keyboard
    # passes to North, and is cleared away; the first hand-over, before anybody typed,
    # clears nothing.
    hot = open_game(REGISTRY.create("whist"), seats_of(4, [0, 2], 1), "en", seed=2)
    hot.opening()
    while hot.computer_to_move():
        hot.computer_move()
    hot.handle_line("")
    card = hot.shown.observation.legal_moves[0].notation
    out = io.StringIO()
    session = open_game(REGISTRY.create("whist"), seats_of(4, [0, 2], 1), "en", seed=2)
    play(session, Screen(io.StringIO("\n".join(["", card, "quit", "yes"]) + "\n"), out),
         displays=PublicOnly())  # type: ignore[arg-type]
    screens = out.getvalue().split(CLEARED)
    assert len(screens) == 2, screens
    assert "Pass to South" in screens[0] and "Pass to North" in screens[1]
