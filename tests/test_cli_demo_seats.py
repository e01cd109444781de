"""``demo GAME --seed N --as SEAT``: the computer plays every seat and the narration is what that
one seat hears, in both languages, for every game in the lineup."""

from __future__ import annotations

import re

import pytest

from accessible_games.cli import main
from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.lineup import ENTRIES
from accessible_games.session.table import Seat, SeatKind, Table

COMPUTER = Seat(SeatKind.COMPUTER, 2)
SEATS = ("North", "East", "South", "West")
SITZE = ("Nord", "Ost", "Süd", "West")


def _cards(seed: int) -> list[int]:
    """The cards dealt at this seed (the demo's table deals with the same seed)."""
    table = Table(TeamDrawGame(), (COMPUTER,) * 4, seed)
    table.advance()
    return [int(card) for card in table.state.hands]


def _demo(capsys, *argv: str) -> list[str]:
    assert main(["demo", *argv]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("seed", [3, 8])
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_team_draw_as_one_seat_names_its_own_card_and_no_hidden_other(capsys, seed, seat):
    cards = _cards(seed)
    lines = _demo(capsys, "team-draw", "--seed", str(seed), "--as", str(seat + 1),
                  "--lang", "en")
    assert lines[0] == f"You hear the game as {SEATS[seat]} hears it: your own cards, and " \
                       "of the others only what is shown."
    assert f"{SEATS[seat]} receives the {cards[seat]}." in lines
    played = {(m[0], int(m[1])) for m in re.findall(r"(\w+) plays the (\d)", "\n".join(lines))}
    for other in range(4):
        if other == seat:
            continue
        assert f"{SEATS[other]} receives a card." in lines
        if (SEATS[other], cards[other]) in played:
            continue  # shown face up: everybody hears it
        # Never said to this seat: the other card's value with that seat's name.
        assert not any(f"{SEATS[other]} receives the" in line for line in lines)
        assert not any(f"{SEATS[other]} plays the" in line for line in lines)


@pytest.mark.parametrize("seat", [0, 2])
def test_team_draw_in_german_as_one_seat(capsys, seat):
    cards = _cards(5)
    lines = _demo(capsys, "team-draw", "--seed", "5", "--as", str(seat + 1), "--lang", "de")
    assert lines[0].startswith(f"Du hörst die Partie, wie {SITZE[seat]} sie hört")
    assert f"{SITZE[seat]} bekommt die {cards[seat]}." in lines
    others = [SITZE[o] for o in range(4) if o != seat]
    for name in others:
        assert f"{name} bekommt eine Karte." in lines
        assert not any(f"{name} bekommt die" in line for line in lines)


def test_the_spectator_hears_no_dealt_card(capsys):
    lines = _demo(capsys, "team-draw", "--seed", "3", "--lang", "en")
    assert not lines[0].startswith("You hear the game as")
    assert sum(line.endswith("receives a card.") for line in lines) == 4
    assert not any("receives the" in line for line in lines)


@pytest.mark.parametrize("argv,lang,sentence", [
    (["team-draw", "--as", "0"], "en", "There is no seat 0: this game has seats 1 to 4."),
    (["team-draw", "--as", "5"], "en", "There is no seat 5: this game has seats 1 to 4."),
    (["team-draw", "--as", "-1"], "en", "There is no seat -1: this game has seats 1 to 4."),
    (["checkers", "--as", "3"], "en", "There is no seat 3: this game has seats 1 to 2."),
    (["rakado-teams", "--as", "9"], "de",
     "Einen Platz 9 gibt es nicht: Dieses Spiel hat die Plätze 1 bis 4."),
])
def test_a_seat_the_game_lacks_is_one_sentence(capsys, argv, lang, sentence):
    assert main(["demo", *argv, "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == sentence


def test_every_game_in_the_lineup_plays_a_demo_as_its_last_seat(capsys):
    """Every registered game (board games, Rakado's teams, Team draw, and the card games once
    they are registered) narrates a short demo as its last seat, alternating languages."""
    for index, entry in enumerate(ENTRIES):
        game = entry.game()
        lang = ("en", "de")[index % 2]
        lines = _demo(capsys, entry.game.id, "--as", str(game.num_players), "--moves", "2",
                      "--level", "1", "--seed", "1", "--lang", lang)
        first = "You hear the game as" if lang == "en" else "Du hörst die Partie, wie"
        assert lines[0].startswith(first), entry.game.id
        assert all(line.strip() for line in lines), entry.game.id  # no empty line
        assert len(lines) >= 3, entry.game.id
