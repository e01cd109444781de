"""Some people and the computer at one table in the window: the opponent item offers, in a game
of more than two seats, "the computer, with 2 people at this keyboard as North and South"."""

from __future__ import annotations

import pygame
import pytest

from accessible_games.frontends.app import App
from accessible_games.frontends.menu import people_in_seats, people_seats
from accessible_games.output.setup import build_outputs
from accessible_games.storage.settings import Settings
from tests.frontends.helpers import press, recording_window


def test_people_sit_with_their_partners_first():
    assert people_in_seats(2, 4, ((0, 2), (1, 3))) == [0, 2]
    assert people_in_seats(3, 4, ((1, 3), (0, 2))) == [0, 1, 2]
    assert people_in_seats(3, 5) == [0, 1, 2]
    assert people_in_seats(9, 4) == [0, 1, 2, 3]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Opponent: the computer, with 2 people at this keyboard as North and South"),
    ("de", "Gegner: der Computer, mit 2 Menschen an dieser Tastatur als Nord und Süd"),
])
def test_two_partners_at_the_keyboard_against_the_computer(lang, said, tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    window, app, outputs = recording_window(Settings(game="dog", opponent="human", level=2),
                                            lang)
    app.menu.focus = next(i for i, item in enumerate(app.menu.items) if item.id == "opponent")
    press(window, pygame.K_RIGHT)                    # a person everywhere -> 2 people
    texts = [u.text for u in outputs.speech.current.spoken]
    assert texts[-1] == said
    assert app.settings.opponent == "people2"
    seat = next(item for item in app.menu.items if item.id == "seat")
    assert app.menu.value_text(seat) == {  # not "North, seat 1 of 4", which would not hold
        "en": "set by the opponent item: people at this keyboard",
        "de": "durch den Gegner festgelegt: Menschen an dieser Tastatur"}[lang]
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)                   # play
    session = app.session
    assert session is not None
    assert [s.kind.value for s in session.seats] == ["human", "computer", "human", "computer"]
    assert {s.level for s in session.seats if s.kind.value == "computer"} == {2}
    window.close()


def test_rivals_sit_one_in_each_partnership():
    assert people_seats("rivals", 4, ((0, 2), (1, 3))) == [0, 1]
    assert people_seats("rivals", 4, ((1, 3), (0, 2))) == [0, 1]
    assert people_seats("rivals", 5) == [0, 1]  # no partnerships: the first two seats
    assert people_seats("people2", 4, ((0, 2), (1, 3))) == [0, 2]
    assert people_seats("computer", 4) is None and people_seats("human", 4) is None


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Opponent: the computer as partner of 2 people at this keyboard, North and East, who "
           "play against each other"),
    ("de", "Gegner: der Computer als Partner von 2 Menschen an dieser Tastatur, Nord und Ost, "
           "die gegeneinander spielen"),
])
def test_two_people_against_each_other_each_with_the_computer_as_partner(lang, said, tmp_path,
                                                                         monkeypatch):
    """A parent and a child at Whist: each plays with a computer partner against the other."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    window, app, outputs = recording_window(Settings(game="whist", opponent="people3", level=1),
                                            lang)
    opponent = next(item for item in app.menu.items if item.id == "opponent")
    assert app.menu.values(opponent) == ("computer", "human", "people2", "people3", "rivals")
    app.menu.focus = app.menu.items.index(opponent)
    press(window, pygame.K_RIGHT)                    # 3 people -> rivals
    assert [u.text for u in outputs.speech.current.spoken][-1] == said
    assert app.settings.opponent == "rivals"
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)                   # play
    session = app.session
    assert session is not None
    assert [s.kind.value for s in session.seats] == ["human", "human", "computer", "computer"]
    window.close()
    # Mau Mau has no partnerships: no rivals offered; a saved one seats the first two.
    mau = App(build_outputs("recorder", "recorder", "recorder", lang),
              Settings(game="mau-mau", opponent="rivals", level=1), lang=lang, seed=1)
    mau.start()
    assert "rivals" not in mau.menu.values(opponent)
    mau.start_game()
    assert mau.session is not None
    assert [s.kind.value for s in mau.session.seats] == ["human", "human", "computer",
                                                         "computer"]


def test_a_game_of_two_offers_no_people_value_and_a_stale_one_plays_every_seat(tmp_path,
                                                                              monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    app = App(outputs, Settings(game="kalah", opponent="people3", level=1), lang="en", seed=1)
    app.start()
    opponent = next(item for item in app.menu.items if item.id == "opponent")
    assert app.menu.values(opponent) == ("computer", "human")
    app.start_game()
    assert app.session is not None
    assert [s.kind.value for s in app.session.seats] == ["human", "human"]


def test_a_menu_item_too_long_for_one_row_is_wrapped_not_cut_off(tmp_path, monkeypatch):
    """At 200 % the opponent's long value (and "First moves, step by step" in German) was cut
    off at the window's edge; a long item now takes as many rows as it needs, and the focused
    one stays in view."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    window, app, _ = recording_window(
        Settings(game="dog", opponent="people2", level=2, scale=200), "de")
    for _ in range(2):
        press(window, pygame.K_DOWN)                 # to the opponent item
    window.step()
    rects = window.layout.items
    opponent = rects[app.menu.focus]
    assert opponent.height >= 2 * rects[1].height  # wrapped onto several rows
    assert opponent.top >= 0 and opponent.bottom <= window.layout.panel.top
    assert all(rect.right <= window.surface.get_width() for rect in rects)
    window.close()


def test_while_the_hand_over_waits_the_window_asks_for_it_where_the_hand_would_be(tmp_path,
                                                                                 monkeypatch):
    """The hand area said "You are watching; you hold no cards." while the keyboard was being
    passed; it now shows the hand-over sentence, and the hand only after Enter."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    window, app, _ = recording_window(Settings(game="mau-mau", opponent="people2", level=1))
    drawn: list[str] = []
    cards = window.drawer.cards
    real = cards.text
    monkeypatch.setattr(cards, "text", lambda surface, text, *rest: (drawn.append(text),
                                                                     real(surface, text, *rest))[1])
    press(window, pygame.K_RETURN)                   # play: the hand-over to Player 2 waits
    session = app.session
    assert session is not None and session.hand_over_text() is not None
    window.step()
    assert "Pass to Player 2. Player 2, press Enter when only you are listening." in drawn
    assert "You are watching; you hold no cards." not in drawn
    press(window, pygame.K_RETURN)                   # Player 2 takes the keyboard
    assert session.hand_over_text() is None and len(session.hand()) == 5
    window.close()
