"""``demo GAME --position TEXT``: the computer plays out a position a teacher typed."""

from __future__ import annotations

from accessible_games.ai import levels
from accessible_games.ai.levels import LevelName
from accessible_games.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_demo_starts_from_the_given_position(capsys):
    # Black's man on 14 (f4) must take White's only man on 18 (e5): one move ends the game.
    code, out, _ = run(capsys, "demo", "checkers", "--position", "B:W18:B14", "--level", "3",
                       "--lang", "en")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[1] == "Black to move."
    assert lines[2] == "The black man on f4 takes e5 and lands on d6."
    assert lines[-1] == "Game over: White has no pieces left. Black wins."
    assert len(lines) == 4


def test_demo_plays_a_won_ending_to_the_win_in_german(capsys, monkeypatch):
    # Two white kings and a man against three black men (international): White wins.
    # The level searches its 4 plies without its clock of 0.3 s, so that a busy machine
    # (the whole suite beside other work) does not cut it short into a draw by move count.
    unclocked = {**levels.GAME_LEVELS,
                 "international-draughts": {LevelName.INTERMEDIATE: {"time_budget": None}}}
    monkeypatch.setattr(levels, "GAME_LEVELS", unclocked)
    code, out, _ = run(capsys, "demo", "international-draughts", "--position",
                       "W:WK46,K50,31:B6,8,12", "--level", "2", "--lang", "de")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[1] == "Weiß ist am Zug."
    assert lines[-1] == "Partie beendet: Schwarz hat keine Steine mehr. Weiß gewinnt."
    # The game ended by the win, well before any draw rule could count.
    assert len(lines) - 3 <= 20


def test_demo_position_and_moves_together(capsys):
    # South has seeds only in houses 3 and 6; after one move the demo stops and says where.
    code, out, _ = run(capsys, "demo", "kalah", "--position", "0,0,3,0,0,1/20/0,0,0,0,0,2/22 S",
                       "--moves", "1", "--level", "3", "--lang", "en")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[1] == "South to move."
    assert lines[2].startswith("South sows ")
    assert lines[3] == "Stopped after 1 moves."
    assert lines[4].startswith("North to move. Stores: South 2")


def test_a_bad_position_is_one_sentence_and_exit_code_2(capsys):
    code, out, err = run(capsys, "demo", "checkers", "--position", "B:W18:B99", "--lang", "en")
    assert code == 2
    assert out == ""
    assert err.strip().startswith("The position cannot be read: no such square: '99'.")
    assert len(err.strip().splitlines()) == 1


def test_the_demo_opening_offers_no_help_nobody_can_ask_for(capsys):
    """A demo reads no typed line, yet it began "Kalah. South: computer, level 2 and North:
    computer, level 2. Type help for the commands."; the computer's seats are now said once
    per level, as where people play with it."""
    for lang, said in (("en", "Kalah. The computer, level 1, plays South and North."),
                       ("de", "Kalah. Der Computer, Stufe 1, spielt Süd und Nord.")):
        code, out, _ = run(capsys, "demo", "kalah", "--level", "1", "--moves", "1", "--lang",
                           lang)
        assert code == 0 and out.splitlines()[0] == said
