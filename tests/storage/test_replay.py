"""Replay: stepping through a game with narration, pinned in both languages."""

from __future__ import annotations

import pytest

from accessible_games.session.replay import Replay
from accessible_games.session.saving import session_from_stored
from accessible_games.storage.records import Record
from tests.golden import assert_golden

SCRIPTS = {
    "checkers": ["11-15", "22-18", "15x22", "25x18", "12-16"],
    "kalah": ["3", "1", "4"],
    "reversi": ["d3", "c3", "c4", "e3"],
}


@pytest.mark.parametrize("game_id", sorted(SCRIPTS))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_replay_transcript(game_id, lang):
    record = Record(game_id, {}, 0, [{"kind": "human", "level": 2}] * 2, SCRIPTS[game_id])
    replay = Replay(session_from_stored(record, lang))
    lines = [f"open: {m.text}" for m in replay.opening()]
    for typed in ["first", "next", "next", "changes", "back", "jump 3", "board", "status",
                  "final", "next", "first", "back", "jump 99", "d5", "last"]:
        lines.append(f"> {typed}")
        lines += [f"  {m.text}" for m in replay.handle_line(typed)]
    assert_golden(f"replay/{game_id}.{lang}", lines)


def _computer_game(game_id: str, seed: int, turns: int) -> Record:
    """A game the beginner plays at every seat, as a record of its first ``turns`` turns,
    stored as a person's game at seat 1."""
    from accessible_games.session.table import Seat, SeatKind, Table
    from accessible_games.storage.records import make_game

    game = make_game(Record(game_id))
    table = Table(game, [Seat(SeatKind.COMPUTER, 1)] * game.num_players, seed)
    while not table.is_over and len(table.history) < turns:
        table.advance()
        if not table.is_over:
            table.computer_move()
    seats = [{"kind": "human", "level": 1}] + [{"kind": "computer", "level": 1}] * (
        game.num_players - 1)
    return Record(game_id, {}, seed, seats, [t.move.notation for t in table.history])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_rakado_replay_steps_by_the_players_moves_each_with_the_roll_after_it(lang):
    record = _computer_game("rakado", 3, 40)
    session = session_from_stored(record, lang)
    moves = [t for t in session.table.history if t.mover != -1]
    replay = Replay(session)
    assert replay.count == len(moves) < len(record.moves)
    first = replay.handle_line("first")
    # The start: the first roll, said, as a live game begins with it.
    assert first[0].text.startswith("White rolled" if lang == "en" else "Weiß hat")
    assert first[-1].text.endswith("0 of %d." % replay.count if lang == "en"
                                   else "0 von %d." % replay.count)
    step = [m.text for m in replay.handle_line("next")]
    # White's move, then Black's roll, then where the replay stands: one step.
    assert len(step) == 3
    assert step[0].startswith("White moves" if lang == "en" else "Weiß zieht")
    assert step[1].startswith("Black rolled" if lang == "en" else "Schwarz hat")
    assert [m.text for m in replay.handle_line("changes")] == step[:2]
    back = replay.handle_line("back")[0].text
    assert back.endswith(step[0]) and back != step[0]
    assert replay.index == 0 and len(session.table.history) == replay.ends[0] > 0
    replay.handle_line("jump 5")
    assert replay.index == 5
    assert [t.mover for t in session.table.history].count(-1) >= 5  # the rolls came along


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_mau_mau_replay_begins_after_the_deal_and_says_the_hand_at_once(lang):
    record = _computer_game("mau-mau", 3, 60)
    session = session_from_stored(record, lang)
    replay = Replay(session)
    players = sum(1 for t in session.table.history if t.mover != -1)
    assert replay.count == players  # 20 dealt cards made 20 silent steps before
    first = [m.text for m in replay.handle_line("first")]
    # The hand in one sentence (not "Player 1 gets ..." five times), the first card on the
    # pile, and the position.
    assert len(first) == 3
    assert ("Your hand: 5 cards" if lang == "en" else "Dein Blatt: 5 Karten") in first[0]
    assert ("first card on the pile" if lang == "en" else "Aufgedeckt liegt") in first[1]
    drawn = None
    while replay.index < replay.count and drawn is None:
        said = [m.text for m in replay.handle_line("next")]
        if any("draws" in t or "zieht" in t for t in said[:1]):
            drawn = said
    # A draw and the cards drawn are one step.
    assert drawn is not None and len(drawn) == 3
    assert ("gets" in drawn[1]) if lang == "en" else ("bekommt" in drawn[1])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_game_of_several_people_is_replayed_as_a_spectator_sees_it(lang):
    record = _computer_game("mau-mau", 3, 60)
    record = Record(record.game_id, {}, record.seed,
                    [{"kind": "human", "level": 1}] * 2 + list(record.seats[2:]), record.moves)
    replay = Replay(session_from_stored(record, lang))
    said = [m.text for m in replay.handle_line("first")]
    for line in ["status", "last", "hand", "next", "next", "status", "back", "final"]:
        said += [m.text for m in replay.handle_line(line)]
    text = " ".join(said)
    # No hand-over is asked for in a replay, and nobody's hand is read.
    for word in (["press Enter", "Your hand", "gets the"] if lang == "en"
                 else ["drücke Enter", "Dein Blatt", "bekommt"]):
        assert word not in text
    assert ("hold no cards" if lang == "en" else "keine Karten") in text
    replay.handle_line("quit")
    replay.handle_line("yes" if lang == "en" else "ja")
    assert replay.session.quit_requested  # the replay command's loop ends on it
