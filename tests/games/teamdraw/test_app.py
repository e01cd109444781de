"""Team draw through the whole app: demo as one seat, the terminal, kill -9 and resume with the
same dice, export of a running game as one seat's copy, import and replay."""

from __future__ import annotations

import io
import json
import re

from accessible_games.cli import main
from accessible_games.engine.types import CHANCE
from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.storage.store import Store
from tests.storage.test_kill import kill, spawn

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)


def _cards(seed: int) -> list[int | None]:
    table = Table(TeamDrawGame(), (COMPUTER,) * 4, seed)
    table.advance()
    return list(table.state.hands)


def test_demo_as_a_seat_prints_what_that_seat_hears(capsys):
    cards = _cards(3)
    assert main(["demo", "team-draw", "--seed", "3", "--as", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"East receives the {cards[1]}." in lines
    assert "North receives a card." in lines
    revealed = {int(n) for n in re.findall(r"plays the (\d)", "\n".join(lines))}
    for seat, card in enumerate(cards):
        if seat != 1 and card not in revealed:
            assert not any(f"the {card}" in line for line in lines), card


def test_demo_without_as_is_a_spectator(capsys):
    assert main(["demo", "team-draw", "--seed", "3", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.count("bekommt eine Karte.") == 4 and "bekommt die" not in out


def test_demo_refuses_a_seat_the_game_lacks(capsys):
    assert main(["demo", "team-draw", "--as", "5"]) == 2
    assert "There is no seat 5: this game has seats 1 to 4." in capsys.readouterr().err


def test_killed_after_a_roll_resumes_with_the_dice_it_would_have_had(tmp_path):
    """Uninterrupted, seat 1 rolls and the computers play on; killed right after the roll and
    resumed, the game goes on to the same moves and the same dice."""
    child = spawn(tmp_path / "whole", "play", "team-draw", "--seed", "21")
    child.expect_exact("North, your turn.")
    child.expect_exact("> ")
    child.sendline("roll")
    child.expect("Game over: .*\\.")
    child.expect_exact("> ")
    whole = Store.open(tmp_path / "whole").list()[0].moves
    kill(child)

    child = spawn(tmp_path / "cut", "play", "team-draw", "--seed", "21")
    child.expect_exact("> ")
    child.sendline("roll")
    child.expect_exact("The die shows")
    kill(child)
    cut = Store.open(tmp_path / "cut").latest_unfinished()
    assert cut is not None and whole[:len(cut.moves)] == cut.moves
    child = spawn(tmp_path / "cut", "resume")
    child.expect("Game over: .*\\.")
    child.expect_exact("> ")
    kill(child)
    resumed = Store.open(tmp_path / "cut").list()[0].moves
    assert resumed == whole


def test_a_running_game_is_exported_as_the_players_copy(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path))
    store = Store.open(tmp_path)
    table = Table(TeamDrawGame(), (HUMAN,) + (COMPUTER,) * 3, seed=2)
    table.advance()
    from accessible_games.storage.store import Kind

    moves = [t.move.notation for t in table.history]
    row = store.create(Kind.AUTOSAVE, "team-draw", {}, [{"kind": "human", "level": 2}]
                       + [{"kind": "computer", "level": 2}] * 3, 2, "en", moves)
    out = tmp_path / "copy.json"
    assert main(["export", str(row), "--output", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["moves"][0] == moves[0] and data["moves"][1:] == ["?", "?", "?"]
    assert data["tags"]["view"] == "1"
    assert main(["import", str(out)]) == 2
    err = capsys.readouterr().err
    assert "one player's view of a game still running: move 2" in err


def test_a_whole_game_in_the_window_by_keys():
    """The window plays Team draw by keys: F6 moves to the choices, Right and Enter roll; the
    deal, the roll and the result are spoken and kept in the braille history, and the other
    seats' cards are never said."""
    import pygame

    from accessible_games.session.hotseat import open_game
    from accessible_games.storage.settings import Settings
    from tests.frontends.helpers import press, recording_window

    window, app, outputs = recording_window(Settings(), seed=1)
    session = open_game(TeamDrawGame(), [HUMAN] + [Seat(SeatKind.COMPUTER, 1)] * 3, seed=13)
    app.begin(session)
    window.step()
    speech = outputs.speech.current
    cards = list(session.table.state.hands)
    assert any(f"North receives the {cards[0]}." in t for t in speech.texts)
    press(window, pygame.K_F6)
    assert speech.texts[-1] == "play the card, 1 of 2."
    press(window, pygame.K_RIGHT)
    assert speech.texts[-1] == "roll the die, 2 of 2."
    press(window, pygame.K_RETURN)
    for _ in range(200):
        if session.is_over:
            break
        window.step()
    assert session.is_over
    said = " ".join(speech.texts)
    assert "North rolls the die instead of playing." in said
    assert session.describer.turn_text(session.state) in speech.texts
    shown = " ".join(outputs.announcer.reader.texts_since(0))
    revealed = {int(n) for n in re.findall(r"plays the (\d)", said)}
    for seat, card in enumerate(cards[1:], start=1):
        if card not in revealed:
            assert f"the {card}" not in said and f"the {card}" not in shown, seat


def test_a_finished_game_exports_whole_imports_and_replays(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path))
    from accessible_games.storage.store import Kind

    store = Store.open(tmp_path)
    table = Table(TeamDrawGame(), (COMPUTER,) * 4, seed=4)
    table.advance()
    while not table.is_over:
        table.computer_move()
    moves = [t.move.notation for t in table.history]
    row = store.create(Kind.AUTOSAVE, "team-draw", {}, [{"kind": "computer", "level": 2}] * 4,
                       4, "de", moves)
    outcome = table.state.outcome()
    assert outcome is not None
    store.finish(row, moves, {"winners": sorted(outcome.winners),
                              "reason": outcome.reason.value, "scores": list(outcome.scores)})
    out = tmp_path / "whole.json"
    assert main(["export", str(row), "--output", str(out)]) == 0
    assert json.loads(out.read_text())["moves"] == moves  # over: nothing is hidden any more
    assert main(["import", str(out)]) == 0
    capsys.readouterr()
    monkeypatch.setattr("sys.stdin", io.StringIO("first\nnext\nchanges\n"))
    assert main(["replay", str(out), "--lang", "de"]) == 0
    replay = capsys.readouterr().out
    # The replay counts the players' moves; the cards dealt and the dice come with them.
    played = sum(1 for t in table.history if t.mover != CHANCE)
    assert "Teamziehen" in replay and f"{played} Züge" in replay
    assert "Nach Zug 1 von" in replay and "bekommt eine Karte." in replay
