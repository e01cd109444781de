"""The window's seat item offers every seat of the chosen game: "moves first" or "moves
second" in a game of two, each seat by name and number in a game of four, at a card table
with who deals first and who begins (as the terminal's seat question says); a seat number
kept from a larger game means the last seat of a smaller one, as the game then starts."""

from __future__ import annotations

import pytest

from accessible_games.frontends.app import game_teams, side_names
from accessible_games.frontends.menu import MAIN_ITEMS, Menu
from accessible_games.storage.settings import Settings, load_settings, save_settings

SEAT = next(item for item in MAIN_ITEMS if item.id == "seat")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_game_of_four_offers_four_seats_by_name(lang) -> None:
    menu = Menu("main", MAIN_ITEMS, Settings(game="whist", seat=1), lang, ("whist",), side_names)
    assert menu.values(SEAT) == (1, 2, 3, 4)
    said = [menu.change(SEAT, 1).messages[0].text for _ in range(4)]
    assert said == {
        "en": ["Your side: East, seat 2 of 4, begins", "Your side: South, seat 3 of 4",
               "Your side: West, seat 4 of 4", "Your side: North, seat 1 of 4, deals first"],
        "de": ["Deine Seite: Ost, Platz 2 von 4, fängt an", "Deine Seite: Süd, Platz 3 von 4",
               "Deine Seite: West, Platz 4 von 4",
               "Deine Seite: Nord, Platz 1 von 4, gibt als Erster"],
    }[lang]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Your side: East, seat 2 of 4, with West, begins",
            "Your side: South, seat 3 of 4, with North"]),
    ("de", ["Deine Seite: Ost, Platz 2 von 4, mit West, fängt an",
            "Deine Seite: Süd, Platz 3 von 4, mit Nord"]),
])
def test_a_seat_of_a_partnership_game_names_the_partner(lang, expected) -> None:
    menu = Menu("main", MAIN_ITEMS, Settings(game="whist", seat=1), lang, ("whist",),
                side_names, teams=game_teams)
    assert [menu.change(SEAT, 1).messages[0].text for _ in range(2)] == expected
    checkers = Menu("main", MAIN_ITEMS, Settings(game="checkers", seat=1), lang, ("checkers",),
                    side_names, teams=game_teams)
    assert "," not in checkers.value_text(SEAT).split(",", 1)[1]  # no partners in a duel


def test_a_seat_kept_from_a_game_of_four_is_the_last_side_of_a_game_of_two() -> None:
    menu = Menu("main", MAIN_ITEMS, Settings(game="checkers", seat=4), "en", ("checkers",),
                side_names)
    assert menu.values(SEAT) == (1, 2)
    assert menu.value_text(SEAT) == "White, moves second"
    assert menu.change(SEAT, 1).messages[0].text == "Your side: Black, moves first"


def test_a_saved_seat_up_to_seven_is_kept(tmp_path) -> None:
    path = tmp_path / "settings.json"
    for seat, kept in ((4, 4), (7, 7), (8, 1), (0, 1)):
        save_settings(Settings(seat=seat), path)
        assert load_settings(path)[0].seat == kept


def test_the_seat_that_moves_first_follows_the_games_options() -> None:
    from accessible_games.lineup import REGISTRY

    assert REGISTRY.create("checkers").first_seat() == 0
    assert REGISTRY.create("breakthrough", {"first": "black"}).first_seat() == 1
    assert REGISTRY.create("breakthrough", {"first": "random"}).first_seat() is None
    assert REGISTRY.create("wolf-und-schafe", {"first": "wolf"}).first_seat() == 1
    assert REGISTRY.create("rakado", {"first": "north"}).first_seat() == 1  # it rolls first
    assert REGISTRY.create("mau-mau", {"players": 2}).first_seat() is None  # the deal comes first


@pytest.mark.parametrize(("lang", "first", "said"), [
    ("en", "black", ["White, moves second", "Black, moves first"]),
    ("en", "random", ["White", "Black"]),
    ("de", "black", ["Weiß, zweiter Zug", "Schwarz, erster Zug"]),
])
def test_the_window_names_who_moves_first_only_where_the_options_make_it_sure(
        lang, first, said, tmp_path, monkeypatch) -> None:
    """Breakthrough with Black to move first said "White, moves first"."""
    from accessible_games.frontends.app import App
    from accessible_games.output.setup import build_outputs

    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path))
    settings = Settings(game="breakthrough", seat=1,
                        game_options={"breakthrough": {"first": first}})
    app = App(build_outputs("recorder", "recorder", "recorder", lang), settings, lang=lang,
              seed=1)
    app.start()
    assert [app.menu.value_text(SEAT, n) for n in (1, 2)] == said


@pytest.mark.parametrize(("lang", "first", "question"), [
    ("en", "black", "Which side do you play: 1 White or 2 Black (first to move)? Type 1 or 2."),
    ("en", "random", "Which side do you play: 1 White or 2 Black? Type 1 or 2."),
    ("de", "black", "Welche Seite spielst du: 1 Weiß oder 2 Schwarz (erster Zug)? Tippe 1 oder 2."),
    ("en", "white", "Which side do you play: 1 White (first to move) or 2 Black? Type 1 or 2."),
])
def test_the_terminal_asks_for_a_side_naming_who_moves_first_where_it_is_sure(
        lang, first, question, tmp_path, monkeypatch) -> None:
    from tests.test_first_menu import run_terminal

    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    assert save_settings(Settings(language=lang,
                                  game_options={"breakthrough": {"first": first}})) is None
    script = ["breakthrough", "c", "1", "1", "quit" if lang == "en" else "ende",
              "yes" if lang == "en" else "ja"]
    lines = run_terminal(("C.UTF-8", script), tmp_path, monkeypatch)
    assert question in lines, lines


def test_the_side_question_fits_sides_named_in_the_plural(tmp_path, monkeypatch) -> None:
    """Choosing a side in Tablut read "Do you play Muscovites, who moves first, or Swedes?";
    the question names each side with its number, as the German one does."""
    from tests.test_first_menu import run_terminal

    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    lines = run_terminal(("C.UTF-8", ["en", "tablut", "c", "1", "2", "quit", "yes"]),
                         tmp_path, monkeypatch)
    assert ("Which side do you play: 1 Muscovites (first to move) or 2 Swedes? Type 1 or 2."
            in lines), lines
