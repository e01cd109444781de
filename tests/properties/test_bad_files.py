"""Record import fed random and mutated files (JSON, PDN, PGN, the Arimaa move list): one
sentence each, never a traceback, nothing overwritten.

Good files are written by the app itself from seeded random games of every game (JSON) and of
each family with a format of its own; hypothesis then flips bytes, cuts, repeats and swaps
lines, inserts junk and non-UTF-8 bytes. Importing must either give a record that replays
(the mutation kept the file valid) or refuse with one sentence; the file read and the games
already stored stay exactly as they were.
"""

from __future__ import annotations

import argparse
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accessible_games.cli_store import StoreUsageError, _import
from accessible_games.engine import TurnKind
from accessible_games.lineup import ENTRIES, REGISTRY
from accessible_games.storage.formats import export_record, formats
from accessible_games.storage.records import Record, rebuild
from accessible_games.storage.store import Kind, Store
from tests.properties.profiles import PROFILE


def sample(game_id: str, seed: int, plies: int = 30) -> Record:
    """A record of a short seeded random game."""
    game = REGISTRY.create(game_id)
    rng = random.Random(seed)
    state = game.new_state(random.Random(seed))
    moves = []
    while not state.is_terminal() and len(moves) < plies:
        move = state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE else \
            rng.choice(state.legal_moves())
        moves.append(move.notation)
        state.play(move)
    seats = [{"kind": "human", "level": 2}] * game.num_players
    return Record(game_id, dict(game.options), seed, seats, moves)


def files() -> list[tuple[str, str, str]]:
    """(game, format, text) for every game in JSON and every family format that fits."""
    found = []
    for entry in ENTRIES:
        family = entry.game.family
        for fmt in formats():
            if fmt.families is None or family in fmt.families:
                found.append((entry.game.id, fmt.name,
                              export_record(sample(entry.game.id, 7), fmt.name)))
    return found


FILES = files()
MUTATION = st.tuples(st.sampled_from(["flip", "cut", "repeat", "swap", "junk", "bytes",
                                      "drop"]),
                     st.integers(0, 10**6), st.integers(0, 10**6), st.binary(max_size=12))


def mutate(data: bytes, steps: list[tuple[str, int, int, bytes]]) -> bytes:
    """Apply mutation steps to a file's bytes."""
    for op, a, b, junk in steps:
        if not data:
            data = junk
            continue
        i, j = sorted((a % len(data), b % len(data)))
        lines = data.split(b"\n")
        k, m = a % len(lines), b % len(lines)
        if op == "flip":
            data = data[:i] + bytes([data[i] ^ (1 + b % 255)]) + data[i + 1:]
        elif op == "cut":
            data = data[:i]
        elif op == "repeat":
            data = data[:j] + data[i:j] + data[j:]
        elif op == "swap":
            lines[k], lines[m] = lines[m], lines[k]
            data = b"\n".join(lines)
        elif op == "drop":
            del lines[k]
            data = b"\n".join(lines)
        elif op == "junk":
            data = data[:i] + junk + data[i:]
        else:
            data = data[:i] + b"\xff\xfe" + junk + data[j:]
    return data


def one_sentence(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text.strip() and "Traceback" not in text


@pytest.fixture
def stored(tmp_path, monkeypatch):
    """A store with one game in it, in the folder the import command uses."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(folder))
    store = Store.open(folder)
    store.create(Kind.SAVED, "kalah", {}, [], 1, "en", ["3", "1"], name="kept")
    store.close()
    return folder


def import_file(path, lang):
    return _import(argparse.Namespace(file=str(path)), lang)


def rows(folder):
    store = Store.open(folder)
    try:
        return {g.id: (g.kind, g.name, g.moves, g.result) for g in store.list()}
    finally:
        store.close()


@pytest.mark.parametrize("game_id,fmt,text", FILES, ids=[f"{g}-{f}" for g, f, _ in FILES])
@PROFILE
@given(steps=st.lists(MUTATION, min_size=1, max_size=4), lang=st.sampled_from(["en", "de"]))
def test_a_mutated_record_is_one_sentence_or_a_good_game(stored, tmp_path, capsys, game_id,
                                                          fmt, text, steps, lang):
    data = mutate(text.encode("utf-8"), steps)
    path = tmp_path / f"record.{fmt}"
    path.write_bytes(data)
    before = rows(stored)
    try:
        import_file(path, lang)
    except StoreUsageError as error:
        assert one_sentence(str(error)), str(error)
        assert rows(stored) == before
    else:
        after = rows(stored)
        added = sorted(set(after) - set(before))
        assert {k: after[k] for k in before} == before and len(added) == 1
        new = Store.open(stored).get(added[0])
        rebuild(Record(new.game_id, new.options, new.seed, new.seats, new.moves,
                       position=new.position))
        assert one_sentence(capsys.readouterr().out)
    assert path.read_bytes() == data


@PROFILE
@given(data=st.binary(max_size=400), lang=st.sampled_from(["en", "de"]))
def test_random_bytes_are_one_sentence(stored, tmp_path, data, lang):
    path = tmp_path / "noise.txt"
    path.write_bytes(data)
    before = rows(stored)
    with pytest.raises(StoreUsageError) as raised:
        import_file(path, lang)
    assert one_sentence(str(raised.value))
    assert rows(stored) == before and path.read_bytes() == data


def test_a_missing_file_is_one_sentence(stored, tmp_path):
    with pytest.raises(StoreUsageError) as raised:
        import_file(tmp_path / "nothing.json", "de")
    assert one_sentence(str(raised.value))
