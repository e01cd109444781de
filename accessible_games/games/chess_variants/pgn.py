"""PGN game records for Mad Mate and Maharadscha: write a game in SAN and read one back through
the engine (pure, no I/O).

Written form (export format of the PGN standard)::

    [Event "Casual game"]
    [Site "?"]
    [Date "2024.05.01"]
    [Round "-"]
    [White "?"]
    [Black "Computer, level 2"]
    [Result "1-0"]
    [Variant "crazyhouse"]
    1. e4 d5 2. exd5 Qxd5 3. P@e6 Bxe6 4. d4 Qxd4 ... 1-0

The Seven Tag Roster comes first, then ``Variant``: ``crazyhouse`` for Mad Mate (the name other
programs know; the one difference, a captured promoted piece keeping its kind, shows only when
such a piece is taken and dropped again) and ``maharajah`` for Maharadscha. ``SetUp "1"`` and
``FEN`` follow when the game did not start from the standard chess array, so Maharadscha always
has them. Options that differ from the defaults go into our ``[Options "black_castling=true"]``
tag. Moves are SAN with ``+``/``#`` and drops as ``N@f3``; move numbers follow the FEN's.

Reading takes the first game of a text: tags, then the movetext with move numbers (``12.``,
``12...``), comments ``{...}`` and ``; ...``, variations ``(...)`` (skipped, nested too),
NAGs (``$1``), suffix marks (``!?``) and a result (``1-0``, ``0-1``, ``1/2-1/2``, ``*``), which
must be there. Each move is replayed through the engine; an unreadable or illegal move raises
:class:`PgnError` with the move number, the text, the engine's reason and the position.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from accessible_games.engine.record_errors import RecordReadError
from accessible_games.engine.types import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    Outcome,
)
from accessible_games.games.chess_variants.board import WHITE
from accessible_games.games.chess_variants.core import ChessMove
from accessible_games.games.chess_variants.game import (
    ChessGame,
    ChessState,
    MadMateGame,
    MaharadschaGame,
)
from accessible_games.games.record_tags import (
    OPTIONS_TAG,
    header_lines,
    options_text,
    read_options,
    read_tag,
    wrap,
)

STANDARD_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
"""The placement of the usual chess array (no FEN tag is needed for it)."""
ROSTER = ("Event", "Site", "Date", "Round", "White", "Black", "Result")
"""The Seven Tag Roster, in its order."""
ROSTER_DEFAULTS = {"Event": "Casual game", "Site": "?", "Date": "????.??.??", "Round": "-",
                   "White": "?", "Black": "?"}
VARIANT_NAMES = {MadMateGame: "crazyhouse", MaharadschaGame: "maharajah"}
"""The Variant tag written per game."""
_READ_VARIANTS: dict[str, type[ChessGame]] = {
    "crazyhouse": MadMateGame, "mad mate": MadMateGame, "madmate": MadMateGame,
    "mad-mate": MadMateGame, "loop": MadMateGame, "loop chess": MadMateGame,
    "maharajah": MaharadschaGame, "maharadscha": MaharadschaGame,
    "maharajah and the sepoys": MaharadschaGame,
}
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
_COMPUTED = {"Result", "Variant", "SetUp", "FEN", OPTIONS_TAG}
"""Tags the writer decides itself; a caller's values for them are not used."""
_TOKEN = re.compile(r"\s*(\{[^}]*\}?|;[^\n]*|\(|\)|\$\d+|[^\s(){};]+)")


class PgnError(RecordReadError):
    """A PGN text cannot be read (see :class:`RecordReadError`; 0 is the tags)."""

    format_name = "PGN"
    move_word = "move"
    head_word = "tags"


@dataclass(frozen=True, slots=True)
class PgnGame:
    """A game read from PGN: the game, its start, the moves, the final position and the tags."""

    game: ChessGame
    start: ChessState
    """The start position (a fresh state)."""
    moves: tuple[ChessMove, ...]
    final: ChessState
    """The position after every move."""
    tags: Mapping[str, str]
    result: str
    """The movetext's result token."""


def result_token(outcome: Outcome | None) -> str:
    """"1-0", "0-1", "1/2-1/2", or "*" while the game runs."""
    if outcome is None:
        return "*"
    if outcome.is_draw or not outcome.winners:
        return "1/2-1/2"
    return "1-0" if WHITE in outcome.winners else "0-1"


def _start_of(state: ChessState) -> ChessState:
    start = state.copy()
    for _ in state.moves:
        start.undo()
    return start


def write_pgn(state: ChessState, tags: Mapping[str, str] | None = None) -> str:
    """The game played in ``state`` (its moves from its start) as PGN text.

    ``tags`` may give roster values (Event, Site, Date, Round, White, Black) and further
    tags; a Result given there is used only when the position has not ended the game (a
    resignation kept from an imported file).
    """
    game = state.game
    given = dict(tags or {})
    result = result_token(state.outcome())
    if result == "*" and given.get("Result") in RESULTS:
        result = given["Result"]
    header = {name: given.get(name, ROSTER_DEFAULTS.get(name, "?")) for name in ROSTER}
    header["Result"] = result
    header["Variant"] = VARIANT_NAMES.get(type(game), game.id)
    start = _start_of(state)
    fen = start.to_text()
    if not fen.startswith(STANDARD_START + "[]") or fen.split()[1:] != "w KQkq - 0 1".split():
        header["SetUp"] = "1"
        header["FEN"] = fen
    options = options_text(game)
    if options:
        header[OPTIONS_TAG] = options
    for name, value in given.items():
        if name not in header and name not in _COMPUTED:
            header[name] = value
    words = []
    replay = start
    for index, move in enumerate(state.moves):
        assert isinstance(move, ChessMove)
        number = replay.position.fullmove
        if replay.to_move == WHITE:
            words.append(f"{number}.")
        elif index == 0:
            words.append(f"{number}...")
        words.append(replay.san(move))
        replay.apply(move)
    words.append(result)
    return "\n".join(header_lines(header)) + "\n\n" + "\n".join(wrap(words)) + "\n"


def _split(text: str) -> tuple[dict[str, str], str]:
    """The tags and the movetext of the first game."""
    tags: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        started = any(b.strip() for b in body)
        if line.startswith("%"):
            continue  # an escaped line
        pair = read_tag(line)
        if pair is not None:
            if started:
                break  # the next game's tags
            tags[pair[0]] = pair[1]
        elif line.strip().startswith("[") and not started:
            raise PgnError(0, line.strip()[:40], 'a tag looks like [Name "value"]')
        else:
            body.append(line)
    return tags, "\n".join(body)


def _game_for(tags: Mapping[str, str]) -> ChessGame:
    name = tags.get("Variant", "").strip()
    cls = _READ_VARIANTS.get(name.lower())
    if cls is None and not name and "M" in tags.get("FEN", "").split(" ")[0]:
        cls = MaharadschaGame  # no Variant tag, but a maharajah on the board
    if cls is None:
        known = "this app reads crazyhouse (Mad Mate) and maharajah (Maharadscha)"
        if not name:
            raise PgnError(0, "", f"no Variant tag (standard chess is not one of our games); "
                           f"{known}")
        raise PgnError(0, name, f"unknown variant; {known}")
    try:
        return cls(read_options(tags.get(OPTIONS_TAG, "")))
    except (ValueError, GameError) as error:
        raise PgnError(0, tags.get(OPTIONS_TAG, ""), f"bad Options tag: {error}") from None


def _tokens(movetext: str) -> list[str]:
    """Move numbers, moves and results, without comments, variations and NAGs.

    Raises:
        PgnError: a comment or a variation is not closed (a file cut off).
    """
    found: list[str] = []
    depth = 0
    for m in _TOKEN.finditer(movetext):
        token = m.group(1)
        if token.startswith("{"):
            if not token.endswith("}"):
                raise PgnError(0, token[:20], "a comment { is not closed")
            continue
        if token.startswith(";") or token.startswith("$"):
            continue
        if token == "(":
            depth += 1
        elif token == ")":
            depth = max(0, depth - 1)
        elif not depth:
            found.append(token)
    if depth:
        raise PgnError(0, "(", "a variation ( is not closed")
    return found


def read_pgn(text: str) -> PgnGame:
    """Read the first PGN game of ``text`` and replay it through the engine.

    Raises:
        PgnError: a tag, the variant, the start position or a move cannot be read or played,
            or the moves do not end with a result.
    """
    tags, movetext = _split(text)
    game = _game_for(tags)
    try:
        start = game.parse_position(tags["FEN"]) if "FEN" in tags else game.new_state()
    except InvalidPositionError as error:
        raise PgnError(0, tags["FEN"], error.problem) from None
    state = start.copy()
    moves: list[ChessMove] = []
    result = ""
    for token in _tokens(movetext):
        if token in RESULTS:
            result = token
            break
        numbered = re.match(r"^(?:\d+)?\.+(.*)$", token)
        if numbered:
            token = numbered.group(1)  # "12.", "12...", "..." and "12.e4"
            if not token:
                continue
        number = state.position.fullmove
        if token == "--":
            raise PgnError(number, token, "null moves are not part of these games", None,
                           state.copy())
        try:
            move = state.parse_move(token)
        except InvalidMoveError as error:
            raise PgnError(number, token, f"not a move; expected {error.expected}", None,
                           state.copy()) from None
        except IllegalMoveError as error:
            raise PgnError(number, token, f"illegal here ({error.reason.code.value})",
                           error.reason, state.copy()) from None
        assert isinstance(move, ChessMove)
        state.apply(move)
        moves.append(move)
    if not result:
        raise PgnError(0, "", "the moves do not end with a result (1-0, 0-1, 1/2-1/2 or *); "
                       "the file may be cut off")
    return PgnGame(game, start, tuple(moves), state, tags, result)


__all__ = ["PgnError", "PgnGame", "RESULTS", "read_pgn", "result_token", "write_pgn"]
