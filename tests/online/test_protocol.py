"""The protocol's checks, passwords and seat tokens, without a network."""

from __future__ import annotations

import json

import pytest

from accessible_games.engine.types import Token, TokenKind
from accessible_games.narration.catalog import catalog
from accessible_games.online.accounts import (
    PasswordHash,
    SeatClaim,
    SeatTokens,
    check_password,
    hash_password,
)
from accessible_games.online.protocol import (
    MAX_FRAME,
    ErrorCode,
    ProtocolError,
    decode,
    request_id,
    to_json,
)
from accessible_games.online.words import error_text


def refused(frame: str | bytes) -> ErrorCode:
    with pytest.raises(ProtocolError) as caught:
        decode(frame)
    return caught.value.code


def test_malformed_frames_are_refused_with_their_code():
    assert refused(b"\x00binary") is ErrorCode.BAD_FRAME
    assert refused("not json") is ErrorCode.BAD_FRAME
    assert refused("[1, 2]") is ErrorCode.BAD_FRAME
    assert refused("[" * 100000) is ErrorCode.TOO_LARGE
    assert refused("[" * 5000) is ErrorCode.BAD_FRAME  # nested too deep for json
    assert refused(json.dumps({"type": "dance"})) is ErrorCode.UNKNOWN_TYPE
    assert refused(json.dumps({"type": "join", "table": 1})) is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "join", "table": "1", "seat": 0})) is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "join", "table": True, "seat": 0})) is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "join", "table": -1, "seat": 0})) is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "chat", "table": 1, "text": "x" * 501})) \
        is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "action", "table": 1})) is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "action", "table": 1, "move": "a", "parts": [1]})) \
        is ErrorCode.BAD_FIELD
    assert refused(json.dumps({"type": "lobby", "id": [1]})) is ErrorCode.BAD_FIELD
    assert refused("x" * (MAX_FRAME + 1)) is ErrorCode.TOO_LARGE


def test_a_good_request_is_read_with_its_id():
    request = decode(json.dumps({"type": "action", "id": 7, "table": 3, "move": "d3"}))
    assert (request.type, request.id, request.get("table"), request.get("move")) == (
        "action", 7, 3, "d3")
    assert request.get("parts") is None
    assert request_id('{"type": "nonsense", "id": "abc"}') == "abc"
    assert request_id("garbage") is None


def test_every_error_code_has_a_sentence_in_both_languages():
    for code in ErrorCode:
        for lang in ("en", "de"):
            assert catalog(lang).has(f"online.error.{code.value}"), (code, lang)
    error = ProtocolError(ErrorCode.SEAT_TAKEN, seat=3)
    assert error_text(error, "en") == "Seat 3 is taken."
    assert error_text(error, "de") == "Platz 3 ist besetzt."


def test_tokens_in_events_keep_their_kind():
    assert to_json(Token(TokenKind.CARD, 17)) == {"token": "card", "value": 17}
    assert to_json(frozenset({2, 1})) == [1, 2]


def test_password_hash_round_trip_and_salt():
    made = hash_password("correct horse", n=2**10)
    again = PasswordHash.from_text(made.to_text())
    assert check_password("correct horse", again)
    assert not check_password("correct hors", again)
    assert hash_password("correct horse", n=2**10).salt != made.salt


def test_seat_tokens_are_signed():
    tokens = SeatTokens(b"k" * 32)
    token = tokens.sign(SeatClaim(4, 1, "ann"))
    assert tokens.check(token) == SeatClaim(4, 1, "ann")
    body, mac = token.split(".")
    forged = SeatTokens(b"x" * 32).sign(SeatClaim(4, 0, "ann"))
    assert tokens.check(forged) is None
    assert tokens.check(forged.split(".")[0] + "." + mac) is None
    assert tokens.check(body + "." + mac[:-1] + ("A" if mac[-1] != "A" else "B")) is None
    for junk in ("", ".", "abc", "a.b.c", "!!!.???"):
        assert tokens.check(junk) is None


@pytest.mark.parametrize(("game_id", "detail"), [
    ("kalah", "EmptySide.SOUTH"), ("alquerque", "AlquerqueEnd.ALL_TAKEN"),
    ("halma-dame", "HalmaEnd.FORMATION")])
def test_a_result_with_a_games_own_detail_reaches_the_client(game_id: str, detail: str) -> None:
    """The browser never said who won a Kalah game: its result (a detailed outcome naming
    whose houses were empty) was dropped by the client as an unknown value, as were every
    Alquerque and Halma-family result. Now the game's own enum travels with its class name."""
    from accessible_games.engine.details import DetailedOutcome
    from accessible_games.engine.events import GameEnded
    from accessible_games.engine.types import EndReason
    from accessible_games.games.alquerque.game import AlquerqueEnd
    from accessible_games.games.halma_family.outcomes import HalmaEnd
    from accessible_games.games.mancala.board import EmptySide
    from accessible_games.lineup import REGISTRY, describer_for
    from accessible_games.online.mirror import decode_events

    enums = {"EmptySide": EmptySide, "AlquerqueEnd": AlquerqueEnd, "HalmaEnd": HalmaEnd}
    kind, member = detail.split(".")
    outcome = DetailedOutcome(frozenset({0}), EndReason.NO_MOVES, (12, 2),
                              detail=enums[kind][member])
    sent = json.loads(json.dumps(to_json(GameEnded(outcome))))  # as over the wire
    assert decode_events([sent]) == (GameEnded(outcome),)
    describer = describer_for(REGISTRY.create(game_id), "en")
    assert describer.result_message((GameEnded(outcome),)) is not None
