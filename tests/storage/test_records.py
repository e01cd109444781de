"""Records: export and import round trips for every game, and clear errors for bad files."""

from __future__ import annotations

import json
import random

import pytest

from accessible_games.cli import main
from accessible_games.engine import TurnKind
from accessible_games.engine.types import EndReason, Outcome
from accessible_games.lineup import REGISTRY, listed_ids
from accessible_games.storage.formats import export_record, formats, import_text
from accessible_games.storage.records import (
    Record,
    RecordError,
    from_json,
    outcome_from_data,
    outcome_to_data,
    rebuild,
    to_json,
)


def random_record(game_id: str, seed: int, plies: int = 80) -> tuple[Record, str]:
    game = REGISTRY.create(game_id)
    rng = random.Random(seed)
    state = game.new_state(random.Random(seed))
    moves = []
    while not state.is_terminal() and len(moves) < plies:
        move = (state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                else rng.choice(state.legal_moves()))
        moves.append(move.notation)
        state.play(move)
    seats = [{"kind": "human", "level": 2}] * game.num_players
    return Record(game_id, dict(game.options), seed, seats, moves), state.to_text()


@pytest.mark.parametrize("game_id", listed_ids())
def test_every_format_round_trips(game_id):
    family = REGISTRY.find(game_id).family
    for seed in range(3):
        record, final = random_record(game_id, seed)
        for fmt in formats():
            if fmt.families is not None and family not in fmt.families:
                continue
            back = import_text(export_record(record, fmt.name))
            assert back.game_id == game_id
            assert back.moves == record.moves, fmt.name
            _, state, _ = rebuild(back)
            assert state.to_text() == final


def test_a_bad_move_names_its_number_text_and_reason(tmp_path, capsys):
    record, _ = random_record("checkers", 1)
    moves = record.moves[:6] + ["a1-h8"] + record.moves[7:]
    path = tmp_path / "bad.json"
    path.write_text(to_json(Record("checkers", {}, 1, record.seats, moves)), encoding="utf-8")
    with pytest.raises(RecordError) as info:
        rebuild(from_json(path.read_text()))
    assert info.value.move_number == 7 and info.value.text == "a1-h8"
    assert main(["import", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith('Move 7, "a1-h8", cannot be played: ')
    assert len(err.splitlines()) == 1


def test_an_unreadable_move_is_named(tmp_path, capsys):
    path = tmp_path / "bad.json"
    record = Record("kalah", {}, 0, [], ["3", "1", "banana"])
    path.write_text(to_json(record), encoding="utf-8")
    assert main(["import", str(path), "--lang", "de"]) == 2
    assert capsys.readouterr().err.strip() == "Zug 3, „banana“, ist kein lesbarer Zug."


@pytest.mark.parametrize("content,needle", [
    ("hello world", 'is in no format this app reads'),
    ("{not json", "The file cannot be read: not valid JSON"),
    (json.dumps({"format": "accessible-games-record", "version": 99, "game": "kalah",
                 "moves": []}), "newer than this app"),
    (json.dumps({"format": "accessible-games-record", "version": 1, "game": "chess",
                 "moves": []}), "The file cannot be read: unknown game"),
])
def test_bad_files_give_one_sentence(tmp_path, capsys, content, needle):
    path = tmp_path / "x.txt"
    path.write_text(content, encoding="utf-8")
    assert main(["import", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert needle in err and len(err.splitlines()) == 1


def test_import_export_through_the_command_line(tmp_path, capsys):
    record, _ = random_record("reversi", 4, plies=200)
    path = tmp_path / "game.json"
    path.write_text(to_json(record), encoding="utf-8")
    assert main(["import", str(path)]) == 0
    out = capsys.readouterr().out
    row = int(out.strip().rsplit(" ", 1)[1].rstrip("."))
    out_path = tmp_path / "again.json"
    assert main(["export", str(row), "--format", "json", "--output", str(out_path)]) == 0
    assert from_json(out_path.read_text()).moves == record.moves
    assert main(["export", "99999"]) == 2
    assert main(["export", str(row), "--format", "pgn"]) == 2


@pytest.mark.parametrize(("lang", "made", "said"), [
    ("de", None, "Eine Datei „{path}“ gibt es nicht."),
    ("en", "folder", '"{path}" is a folder, not a file.'),
    ("de", "binary", "„{path}“ ist keine Textdatei und damit keine Partie."),
])
def test_a_file_that_is_missing_a_folder_or_no_text_is_named_in_words(
        tmp_path, capsys, lang, made, said):
    """A German player heard "Die Datei ist nicht lesbar: [Errno 2] No such file or
    directory: '/nonexistent'.", the system's English."""
    path = tmp_path / "game.json"
    if made == "folder":
        path.mkdir()
    elif made == "binary":
        path.write_bytes(b"\xff\xfe\x00game")
    assert main(["import", str(path), "--lang", lang]) == 2
    assert capsys.readouterr().err.strip() == said.format(path=path)


def test_scores_counted_per_team_are_stored_as_such() -> None:
    """A team's points read back as one per team, not as the first seats' own."""
    outcome = Outcome(frozenset({0, 2}), EndReason.BOARD_FULL, (3, 1), scores_per_team=True)
    back = outcome_from_data(outcome_to_data(outcome))
    assert back == outcome and back.seat_scores is None
    seats = Outcome(frozenset({0}), EndReason.BOARD_FULL, (3, 1))
    assert outcome_from_data(outcome_to_data(seats)) == seats
