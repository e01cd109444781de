"""Records in the families' own formats: PDN (draughts), PGN (Mad Mate, Maharadscha) and the
official Arimaa move list. Round trips, other programs reading our files (pydraughts,
python-chess), files in other programs' style, and damaged files refused with one sentence."""

from __future__ import annotations

import io
import random

import pytest

from accessible_games.cli import main
from accessible_games.lineup import REGISTRY
from accessible_games.storage.formats import export_record, formats, import_text
from accessible_games.storage.records import Record, RecordError, rebuild

FORMAT = {"checkers": "pdn", "international-draughts": "pdn", "russian-draughts": "pdn",
          "turkish-draughts": "pdn", "brazilian-draughts": "pdn", "schlagdame": "pdn",
          "mad-mate": "pgn", "maharadscha": "pgn", "arimaa": "arimaa"}
SEATS = [{"kind": "human", "level": 2}, {"kind": "computer", "level": 3}]


def played(game_id: str, seed: int, plies: int = 300, options=None, pick=None):
    """A seeded random game: its record and final state (``pick`` may prefer moves, or
    return None to stop)."""
    game = REGISTRY.create(game_id, options or {})
    rng = random.Random(seed)
    state = game.new_state()
    moves = []
    while not state.is_terminal() and len(moves) < plies:
        legal = state.legal_moves()
        move = pick(state, legal, rng) if pick else rng.choice(legal)
        if move is None:
            break
        moves.append(move.notation)
        state.play(move)
    record = Record(game_id, dict(game.options), seed, SEATS, moves, date="2024-05-01")
    return record, state


def steps_of(moves: list[str]) -> list[str]:
    """Arimaa: the step tokens of all actions (how they group into actions may differ)."""
    return [word for move in moves for word in move.split() if word != "end"]


def drops_and_promotions(state, legal, rng):
    promotions = [m for m in legal if m.promotion]
    drops = [m for m in legal if m.is_drop]
    if promotions:
        return rng.choice(promotions)
    if drops and rng.random() < 0.4:
        return rng.choice(drops)
    return rng.choice(legal)


# -- round trips ---------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", sorted(FORMAT))
def test_round_trip_keeps_moves_and_final_position(game_id):
    for seed in range(4):
        record, final = played(game_id, seed)
        text = export_record(record, FORMAT[game_id])
        back = import_text(text)
        assert back.game_id == game_id and back.options == record.options
        if game_id == "arimaa":
            # A pull followed by a step and a step followed by a push can read the same.
            assert steps_of(back.moves) == steps_of(record.moves)
        else:
            assert back.moves == record.moves
        _, state, _ = rebuild(back)
        assert state.key() == final.key()
        assert (back.result is None) == (final.outcome() is None)


def test_mad_mate_round_trip_with_drops_and_a_promotion():
    for seed in range(6):
        record, final = played("mad-mate", seed, 160, pick=drops_and_promotions)
        text = export_record(record, "pgn")
        assert '[Variant "crazyhouse"]' in text and "[FEN" not in text
        assert "@" in text and "=" in text
        back = import_text(text)
        assert back.moves == record.moves
        assert rebuild(back)[1].key() == final.key()


def test_pgn_seven_tag_roster_and_maharadscha_tags():
    record, _ = played("maharadscha", 1, 20)
    text = export_record(record, "pgn")
    names = [line.split()[0][1:] for line in text.splitlines() if line.startswith("[")]
    assert names[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert '[Date "2024.05.01"]' in text and '[Black "Computer, level 3"]' in text
    assert '[Variant "maharajah"]' in text and '[SetUp "1"]' in text
    assert '[FEN "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1"]' in text
    assert " M" in text  # the maharajah's moves in SAN, "Me5"


def test_options_travel_in_an_options_tag():
    record, final = played("maharadscha", 2, 200, options={"black_castling": True},
                           pick=lambda s, legal, rng: next(
                               (m for m in legal if m.notation in ("e8g8", "e8c8")),
                               rng.choice(legal)))
    assert "e8g8" in record.moves or "e8c8" in record.moves
    text = export_record(record, "pgn")
    assert '[Options "black_castling=true"]' in text and "O-O" in text
    back = import_text(text)
    assert back.options["black_castling"] is True and back.moves == record.moves
    record, final = played("checkers", 3, options={"misere": True, "draw_moves": 0})
    text = export_record(record, "pdn")
    assert '[Options "draw_moves=0 misere=true"]' in text
    back = import_text(text)
    assert back.options == record.options and back.moves == record.moves


def test_games_from_a_set_up_position_keep_it():
    start = "r3k2r/8/8/8/8/8/8/R3K2R[Qn] w KQkq - 0 1"
    record = Record("mad-mate", {}, 0, [], ["Q@e7", "e8e7", "e1g1", "N@f3"], position=start)
    text = export_record(record, "pgn")
    assert '[SetUp "1"]' in text and f'[FEN "{start}"]' in text
    assert "1. Q@e7+ Kxe7 2. O-O N@f3+" in text
    back = import_text(text)
    assert back.position == start and back.moves == record.moves
    draughts = Record("international-draughts", {}, 0, [], ["46x30"],
                      position="W:WK46:B1,24,28")
    back = import_text(export_record(draughts, "pdn"))
    assert back.position == "W:WK46:B1,24,28"
    assert back.moves == [m.notation for m in rebuild(draughts)[2]]


def test_every_family_has_its_format_and_json_still_works():
    by_name = {f.name: f for f in formats()}
    assert by_name["pdn"].families == ("draughts",)
    assert by_name["pgn"].families == ("chess",)
    assert by_name["arimaa"].families == ("arimaa",)
    record, _ = played("arimaa", 1, 30)
    with pytest.raises(RecordError):
        export_record(record, "pgn")


# -- other programs read our files ---------------------------------------------------------

def _draughts_pieces(fen: str) -> tuple[str, set[str], set[str]]:
    side, *lists = fen.rstrip(".").split(":")
    pieces = {}
    for part in lists:
        pieces[part[0]] = {p for p in part[1:].split(",") if p}
    return side, pieces.get("W", set()), pieces.get("B", set())


PYDRAUGHTS_VARIANTS = {"international-draughts": "standard", "checkers": "english",
                      "russian-draughts": "russian", "brazilian-draughts": "brazilian",
                      "turkish-draughts": "turkish"}


@pytest.mark.parametrize("game_id", sorted(PYDRAUGHTS_VARIANTS))
def test_our_pdn_loads_in_pydraughts(game_id):
    """Every variant pydraughts knows reads our files: its own variant from the GameType, every
    move accepted by its rules, and the same final position (its FEN read back by us)."""
    pytest.importorskip("draughts")
    from draughts import Board, Move
    from draughts.PDN import PDNReader

    for seed in range(4):
        record, final = played(game_id, seed, 200)
        text = export_record(record, "pdn")
        game = PDNReader(pdn_text=text).games[0]
        assert game.variant == PYDRAUGHTS_VARIANTS[game_id]
        assert len(game.moves) == len(record.moves)
        board = Board(game.variant, "startpos")
        for pdn_move in game.moves:
            board.push(Move(board, pdn_move=pdn_move))  # raises on an illegal move
        theirs = REGISTRY.create(game_id).parse_position(board.fen)
        assert theirs.to_text() == final.to_text(), (seed, board.fen)


@pytest.mark.parametrize("game_id", sorted(set(PYDRAUGHTS_VARIANTS) - {"checkers"}))
def test_a_fen_tag_means_the_same_square_in_pydraughts(game_id):
    """A game from a set-up position: pydraughts starts from our FEN tag (numbers for 20,
    algebraic names for 25, 26 and 30) and reaches the same position.

    The set-up position has White, the first player, to move. pydraughts 0.6.7's PDN reader
    (draughts/PDN.py, the ``starts = self.tags.get('FEN', 'W')`` branch) reads the first move
    twice when the FEN has Black to move, so a game starting with Black to move, and with it
    any English checkers game from a FEN (Black moves first there), cannot be read by it; our
    own reader reads those (test_games_from_a_set_up_position_keep_it)."""
    pytest.importorskip("draughts")
    from draughts import Board, Move
    from draughts.PDN import PDNReader

    game = REGISTRY.create(game_id)
    rng = random.Random(5)
    state = game.new_state()
    for _ in range(12):
        state.play(rng.choice(state.legal_moves()))
    start = state.to_text()
    assert start.startswith("W:")
    moves = []
    for _ in range(10):
        if state.is_terminal():
            break
        move = rng.choice(state.legal_moves())
        moves.append(move.notation)
        state.play(move)
    record = Record(game_id, {}, 0, SEATS, moves, position=start)
    parsed = PDNReader(pdn_text=export_record(record, "pdn")).games[0]
    board = Board(parsed.variant, parsed.tags["FEN"])
    assert REGISTRY.create(game_id).parse_position(board.fen).to_text() == start
    for pdn_move in parsed.moves:
        board.push(Move(board, pdn_move=pdn_move))
    assert REGISTRY.create(game_id).parse_position(board.fen).to_text() == state.to_text()


def test_brazilian_records_with_square_numbers_still_load():
    """Brazilian records used to be written with square numbers; they are still read."""
    text = ('[GameType "26"]\n[Result "*"]\n\n1. 22-18 11-15 2. 18x11 8x15 *\n')
    record = import_text(text)
    state = rebuild(record)[0].new_state()
    for move in record.moves:
        state.play(state.parse_move(move))
    assert len(state.moves) == 4


def _crazyhouse_safe(chess_module):
    """Prefer drops and promotions, but never take a promoted piece (the one point where
    Mad Mate and Crazyhouse differ), watching with python-chess's own board."""
    board = chess_module.variant.CrazyhouseBoard()

    def pick(state, legal, rng):
        safe = [m for m in legal
                if not (m.capture and board.promoted & chess_module.BB_SQUARES[m.end])]
        if not safe:
            return None  # only such captures are left: the game stops here
        move = drops_and_promotions(state, safe, rng)
        board.push_uci(move.notation)
        return move

    return pick


def test_mad_mate_pgn_with_drops_loads_in_python_chess():
    pytest.importorskip("chess")
    import chess.pgn
    import chess.variant

    for seed in range(4):
        record, final = played("mad-mate", seed, 120, pick=_crazyhouse_safe(chess))
        text = export_record(record, "pgn")
        assert "@" in text
        game = chess.pgn.read_game(io.StringIO(text))
        assert game.errors == []
        assert isinstance(game.board(), chess.variant.CrazyhouseBoard)
        played_moves = list(game.mainline_moves())
        assert [m.uci() for m in played_moves] == record.moves
        theirs = game.end().board().fen().replace("~", "").split()
        ours = final.to_text().split()
        # python-chess does not restart the fifty-move count at a pawn drop; compare the rest.
        assert theirs[:4] == ours[:4]


# -- files in other programs' style --------------------------------------------------------

PGN_FROM_ELSEWHERE = """[Event "Club evening"]
[Site "Somewhere"]
[Date "2023.11.??"]
[Round "3"]
[White "A. Player"]
[Black "B. Player"]
[Result "0-1"]
[Variant "Crazyhouse"]
% an escaped line

1. e4 {The usual.} e5 $1 2. Nf3 Nc6 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bc4 Nf6
4. Ng5!? d5 5. exd5 Nxd5?! 6. Nxf7 Kxf7 7. P@e6+ ; a drop into the king's face
Kxe6 8. Qf3 8... P@f7 0-1

[Event "Second game, not read"]
[Variant "crazyhouse"]

1. d4 *
"""


def test_pgn_from_other_programs_with_comments_variations_and_nags():
    record = import_text(PGN_FROM_ELSEWHERE)
    assert record.game_id == "mad-mate"
    assert record.moves == ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "f3g5", "d7d5",
                            "e4d5", "f6d5", "g5f7", "e8f7", "P@e6", "f7e6", "d1f3", "P@f7"]
    assert record.tags["White"] == "A. Player" and record.tags["Result"] == "0-1"
    assert record.date == "" and record.result is None  # resigned: not over by the rules
    again = export_record(record, "pgn")
    assert '[White "A. Player"]' in again and '[Result "0-1"]' in again
    assert again.rstrip().endswith("0-1")


def test_arimaa_list_in_the_official_form():
    text = """1w Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Rh2
1b ra7 rb7 rc7 dd7 de7 rf7 rg7 rh7 ra8 hb8 cc8 md8 ee8 cf8 hg8 rh8
2w Ee2n Ee3n Ee4n
2b rh7s rh6s
3w Md2n Md3n Hb2n Hb3n
3b
"""
    record = import_text(text)
    assert record.game_id == "arimaa" and record.options["setup"] == "arrange"
    assert record.moves[-11:] == ["Ee2n", "Ee3n", "Ee4n", "end", "rh7s", "rh6s", "end",
                                  "Md2n", "Md3n", "Hb2n", "Hb3n"]
    assert all("-" in m for m in record.moves[:-11] if m != "end")  # the setup swaps
    _, state, _ = rebuild(record)
    assert state.to_text().split()[1] == "s"
    out = export_record(record, "arimaa")
    assert out.splitlines()[0].startswith("1g ") and out.splitlines()[-1] == "3s"
    assert "2g Ee2n Ee3n Ee4n" in out and "3g Md2n Md3n Hb2n Hb3n" in out


def test_arimaa_goal_in_the_last_listed_turn_ends_the_game():
    text = "1g Ra7 Ed1\n1s rh7 ed8\n2g Ra7n\n"
    record = import_text(text)
    assert record.moves == ["Ra7n", "end"]
    assert record.result is not None and record.result["winners"] == [0]
    assert record.position is not None
    # Our own export of an unfinished turn has no next label and stays unfinished.
    open_turn = Record("arimaa", {}, 0, [], ["Rd2n"])
    written = export_record(open_turn, "arimaa")
    assert written.splitlines()[-1] == "2g Rd2n"
    assert import_text(written).moves == ["Rd2n"]


# -- damaged files -------------------------------------------------------------------------

def _cut(text: str) -> str:
    """The text cut in the middle of its last move line (a broken download)."""
    body = text.rstrip("\n")
    return body[: len(body) - 9]


@pytest.fixture
def files(tmp_path):
    def write(name: str, text: str) -> str:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return str(path)
    return write


def _one_sentence(capsys, argv) -> str:
    assert main(argv) == 2
    out = capsys.readouterr()
    err = out.err.strip()
    assert err and len(err.splitlines()) == 1 and "Traceback" not in err + out.out
    return err


def _scripted(game_id: str) -> Record:
    moves = {"international-draughts": ["32-28", "19-23", "28x19", "14x23", "33-28"],
             "mad-mate": ["e2e4", "d7d5", "e4d5", "d8d5", "g1f3", "d5e4", "f1e2", "b8c6"],
             "arimaa": ["Rd2n", "Rd3n", "end", "rd7s", "rd6s", "end", "Re2n"]}[game_id]
    return Record(game_id, {}, 0, SEATS, moves)


@pytest.mark.parametrize("game_id", ["international-draughts", "mad-mate", "arimaa"])
def test_a_truncated_file_gives_one_sentence(files, capsys, game_id):
    text = export_record(_scripted(game_id), FORMAT[game_id])
    if game_id == "arimaa":
        cut = text[: text.index("Re2n") + 2]  # in the middle of a step
    else:
        cut = _cut(text)
    with pytest.raises(RecordError):
        import_text(cut)
    err = _one_sentence(capsys, ["import", files("cut.txt", cut)])
    assert err.startswith(("Move ", "The file cannot be read"))


@pytest.mark.parametrize("game_id", ["international-draughts", "mad-mate"])
def test_an_illegal_move_in_the_middle_is_named_with_its_reason(files, capsys, game_id):
    record = _scripted(game_id)
    if game_id == "international-draughts":
        record = Record(game_id, {}, 0, SEATS, ["32-28", "19-23", "28x19", "14x23", "33-28"])
    text = export_record(record, FORMAT[game_id])
    if game_id == "mad-mate":
        damaged = text.replace("Nf3", "Nf6", 1)
        expected = 'Move 3, "Nf6", cannot be played: '
    else:
        damaged = text.replace("28x19", "28-22", 1)
        expected = 'Move 2, "28-22", cannot be played: '
    assert damaged != text
    with pytest.raises(RecordError) as caught:
        import_text(damaged)
    assert caught.value.reason is not None and caught.value.state is not None
    err = _one_sentence(capsys, ["import", files("bad.txt", damaged)])
    assert err.startswith(expected) and len(err) > len(expected) + 5
    assert _one_sentence(capsys, ["import", files("bad.txt", damaged), "--lang", "de"]) \
        .startswith("Zug ")


def test_an_illegal_arimaa_step_is_named(files, capsys):
    text = "1g Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ra2 Hb2 Cc2 Md2 Ee2 Cf2 Hg2 Rh2\n" \
           "1s ra7 rb7 rc7 dd7 de7 rf7 rg7 rh7 ra8 hb8 cc8 md8 ee8 cf8 hg8 rh8\n" \
           "2g Ee2n Ee3n\n2s rh7s rh6s\n3g Rh2s\n"
    err = _one_sentence(capsys, ["import", files("bad.txt", text)])
    assert err.startswith('Move 3, "3g Rh2s", cannot be played: ')


@pytest.mark.parametrize("text,needle", [
    ('[Event "x"]\n[Variant "atomic"]\n\n1. e4 *\n', "unknown variant"),
    ('[Event "x"]\n\n1. e4 e5 *\n', "no Variant tag"),
    ('[GameType "99"]\n\n1. 32-28 *\n', "unknown GameType"),
    ('[Event "x"]\n[Variant "crazyhouse"]\n\n1. e4 {a comment that never ends', "not closed"),
    ('[Event "x"]\n[Variant "crazyhouse"]\n\n1. e4 e5 2. Nf3\n', "do not end with a result"),
    ('[Event "x"]\n[Variant "crazyhouse"\n\n1. e4 *\n', "a tag looks like"),
    ('[Variant "maharajah"]\n[Options "black_castling=maybe"]\n\n1. Me5 *\n', "Options"),
    ("1g Ra1\n2g Ra1n\n", "silver placement"),
    ("1g Ra1 Rb1\n1s ra8\n2g Ra1n Ra2q\n", 'Move 2, "2g Ra2q", cannot be read as a move.'),
    ("1g Ra1 Rb1\n1s ra8\n2s ra8s\n", "2g was expected"),
])
def test_damaged_or_foreign_files_give_one_sentence(files, capsys, text, needle):
    with pytest.raises(RecordError):
        import_text(text)
    err = _one_sentence(capsys, ["import", files("x.txt", text)])
    assert needle in err


def test_export_and_import_through_the_command_line(files, capsys):
    record, _ = played("mad-mate", 7, 40, pick=drops_and_promotions)
    text = export_record(record, "pgn")
    assert main(["import", files("game.pgn", text)]) == 0
    row = capsys.readouterr().out.strip().rsplit(" ", 1)[1].rstrip(".")
    assert main(["export", row, "--format", "pgn"]) == 0
    again = capsys.readouterr().out
    assert import_text(again).moves == record.moves
    assert main(["export", row, "--format", "pdn"]) == 2
    assert "cannot be written as pdn" in capsys.readouterr().err
    start = "r3k2r/8/8/8/8/8/8/R3K2R[Qn] w KQkq - 0 1"
    set_up = export_record(Record("mad-mate", {}, 0, [], ["e1g1"], position=start), "pgn")
    assert main(["import", files("setup.pgn", set_up)]) == 0
    row = capsys.readouterr().out.strip().rsplit(" ", 1)[1].rstrip(".")
    assert main(["export", row, "--format", "pgn"]) == 0
    assert f'[FEN "{start}"]' in capsys.readouterr().out
