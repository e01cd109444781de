"""PDN game records: write a game's moves and read them back through the engine (pure, no I/O).

Written form (Portable Draughts Notation)::

    [Event "Casual game"]
    [GameType "20"]
    [FEN "W:W31-50:B1-20"]      (only when the game did not start from the start position)
    [Result "2-0"]
    1. 32-28 19-23 2. 28x19 14x23 2-0

Moves are written as start and end ("32-28", "28x19", "c3-d4") in the squares' PDN names
(numbers for international and English, algebraic for Russian, Brazilian and Turkish, as their
GameTypes declare; the FEN tag names squares the same way) and with every landing square when
two legal captures share start and end. The GameType tag names the variant (20 international,
21 English, 25 Russian, 26 Brazilian, 30 Turkish); Schlagdame writes its base's GameType plus
``[Variant "schlagdame"]``.
Options that differ from the game's defaults go into our ``[Options "key=value ..."]`` tag
(other programs ignore it) and are read back.
Results: "2-0", "0-2", "1-1" for the FMJD-style games (GameType 20, 26), "1-0", "0-1",
"1/2-1/2" for the others; every form is read.

Reading replays each move through the engine; an unreadable or illegal move raises
:class:`PdnError` naming the move number, the text and the reason (with the engine's
:class:`Reason` and the position before the move, for wording it). The moves must end with a
result token (``*`` for an unfinished game), so a file cut off at the end is refused too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from accessible_games.engine.record_errors import RecordReadError
from accessible_games.engine.types import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    Outcome,
    Player,
)
from accessible_games.games.draughts.family import FAMILY_GAMES, SchlagdameGame
from accessible_games.games.draughts.game import CheckersGame, DraughtsGame, DraughtsState
from accessible_games.games.draughts.move import DraughtsMove
from accessible_games.games.draughts.variants import BASE_NAMES
from accessible_games.games.record_tags import OPTIONS_TAG, options_text, read_options, wrap

_GAMES: tuple[type[DraughtsGame], ...] = (CheckersGame, *FAMILY_GAMES)
_TAG = re.compile(r'^\s*\[\s*(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_RESULTS = ("2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "*", "0-0")


class PdnError(RecordReadError):
    """A PDN text cannot be read (see :class:`RecordReadError`; 0 is the header)."""

    format_name = "PDN"
    move_word = "move"
    head_word = "header"


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game read from PDN: the game, the start position, the moves and the tags."""

    game: DraughtsGame
    start: DraughtsState
    """The start position (a fresh state; replay ``moves`` on a copy)."""
    moves: tuple[DraughtsMove, ...]
    tags: Mapping[str, str]


def _fmjd_results(game: DraughtsGame) -> bool:
    return game.variant.pdn_gametype in (20, 26)


def white_player(game: DraughtsGame) -> Player:
    """The seat that plays White (1 in English checkers, where Black moves first)."""
    return 0 if game.variant.colour_of(0).value == "white" else 1


def result_text(game: DraughtsGame, outcome: Outcome | None) -> str:
    """The PDN result token of an outcome ("2-0", "1-0", "*" while running)."""
    if outcome is None:
        return "*"
    wide = _fmjd_results(game)
    if outcome.is_draw:
        return "1-1" if wide else "1/2-1/2"
    # The result is written from White's side first.
    white_won = white_player(game) in outcome.winners
    if wide:
        return "2-0" if white_won else "0-2"
    return "1-0" if white_won else "0-1"


def numbered_squares(game: DraughtsGame) -> bool:
    """True when the variant's PDN names squares by number (GameType 20 and 21); Russian,
    Brazilian and Turkish PDN (25, 26, 30) use algebraic names."""
    return game.variant.numbered or game.variant.pdn_gametype == 21


def move_text(state: DraughtsState, move: DraughtsMove) -> str:
    """The move as PDN writes it in ``state``: start and end, or the whole path if needed."""
    g = state.geometry
    numbers = numbered_squares(state.game)

    def name(loc: int) -> str:
        # Square numbers in international and English PDN; algebraic names in Russian,
        # Brazilian and Turkish PDN (GameType 25, 26 and 30 declare "A0" notation).
        return str(g.number_of_loc[loc]) if numbers else _algebraic(loc, g.size)

    sep = "x" if move.captured else "-"
    short = f"{name(move.start)}{sep}{name(move.end)}"
    twins = [m for m in state.legal_moves() if isinstance(m, DraughtsMove)
             and m.start == move.start and m.end == move.end]
    if len(twins) > 1:
        return sep.join(name(loc) for loc in move.path)
    return short


def _algebraic(loc: int, size: int) -> str:
    return f"{chr(ord('a') + loc % size)}{loc // size + 1}"


def write_pdn(state: DraughtsState, tags: Mapping[str, str] | None = None) -> str:
    """The game played in ``state`` (its ``moves`` from its start) as PDN text.

    The start position is rebuilt by undoing on a copy; a FEN tag is written when it is not
    the variant's start position.
    """
    game = state.game
    start = state.copy()
    for _ in state.moves:
        start.undo()
    header: dict[str, str] = {"Event": "Casual game"}
    header.update(tags or {})
    header["GameType"] = str(game.variant.pdn_gametype)
    if isinstance(game, SchlagdameGame):
        header["Variant"] = "schlagdame"
    if start.to_text() != game.new_state().to_text():
        header["FEN"] = start.fen_text(algebraic_names=not numbered_squares(game))
    options = options_text(game)
    if options:
        header[OPTIONS_TAG] = options
    result = result_text(game, state.outcome())
    header["Result"] = result
    lines = [f'[{key} "{value}"]' for key, value in header.items()]
    words = []
    replay = start
    for index, move in enumerate(state.moves):
        assert isinstance(move, DraughtsMove)
        if replay.to_move == 0:
            words.append(f"{index // 2 + 1}.")
        elif index == 0:
            words.append("1...")
        words.append(move_text(replay, move))
        replay.apply(move)
    words.append(result)
    return "\n".join(lines) + "\n\n" + "\n".join(wrap(words, 78)) + "\n"


def _game_for(tags: Mapping[str, str]) -> DraughtsGame:
    kind = tags.get("GameType", "21").split(",")[0].strip()
    if not kind.isdecimal():
        raise PdnError(0, kind, "GameType must be a number such as 20")
    number = int(kind)
    try:
        options: dict[str, object] = dict(read_options(tags.get(OPTIONS_TAG, "")))
    except ValueError as error:
        raise PdnError(0, tags[OPTIONS_TAG], f"bad Options tag: {error}") from None
    for cls in _GAMES:
        if cls is not SchlagdameGame and cls.variant.pdn_gametype == number:
            try:
                if tags.get("Variant", "").strip().lower() == "schlagdame":
                    base = next(k for k, v in BASE_NAMES.items() if v == cls.id)
                    return SchlagdameGame({**options, "base": base})
                return cls(options)
            except GameError as error:
                raise PdnError(0, tags.get(OPTIONS_TAG, ""), str(error)) from None
    raise PdnError(0, kind, "unknown GameType; known: 20, 21, 25, 26, 30")


def _strip_body(body: str) -> str:
    """The movetext without comments ``{...}``, ``;`` comments and (nested) variations.

    Raises:
        PdnError: a comment or variation is not closed (a file cut off).
    """
    out = []
    depth = 0
    index = 0
    while index < len(body):
        char = body[index]
        if char == "{":
            close = body.find("}", index)
            if close < 0:
                raise PdnError(0, body[index:index + 20], "a comment { is not closed")
            index = close + 1
            out.append(" ")
            continue
        if char == ";":
            close = body.find("\n", index)
            index = len(body) if close < 0 else close
            continue
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
            out.append(" ")
        elif not depth:
            out.append(char)
        index += 1
    if depth:
        raise PdnError(0, "(", "a variation ( is not closed")
    return "".join(out)


def read_pdn(text: str) -> GameRecord:
    """Read the first PDN game of ``text`` and replay it through the engine.

    Raises:
        PdnError: a tag, the start position or a move cannot be read or is illegal.
    """
    tags: dict[str, str] = {}
    body_lines: list[str] = []
    for line in text.splitlines():
        m = _TAG.match(line)
        if m and any(body.strip() for body in body_lines):
            break  # the tags of the next game
        if m:
            tags[m.group(1)] = m.group(2)
        elif line.strip().startswith("[") and not any(body.strip() for body in body_lines):
            raise PdnError(0, line.strip(), 'a tag looks like [Name "value"]')
        else:
            body_lines.append(line)
    game = _game_for(tags)
    try:
        start = game.parse_position(tags["FEN"]) if "FEN" in tags else game.new_state()
    except InvalidPositionError as error:
        raise PdnError(0, tags["FEN"], error.problem) from None
    body = _strip_body("\n".join(body_lines))
    state = start.copy()
    moves: list[DraughtsMove] = []
    number = 1
    ended = False
    for token in body.split():
        numbered = re.match(r"^(\d+)\.(?:\.\.)?(.*)$", token)
        if numbered:
            number = int(numbered.group(1))
            token = numbered.group(2)
            if not token:
                continue
        if token in _RESULTS:
            ended = True
            break
        token = token.rstrip("!?*")
        if re.fullmatch(r"\$\d+", token):
            continue  # a numeric annotation glyph
        try:
            move = state.parse_move(token)
        except InvalidMoveError as error:
            raise PdnError(number, token, f"not a move; expected {error.expected}",
                           None, state.copy()) from None
        except IllegalMoveError as error:
            raise PdnError(number, token, f"illegal here ({error.reason.code.value})",
                           error.reason, state.copy()) from None
        assert isinstance(move, DraughtsMove)
        state.apply(move)
        moves.append(move)
    if not ended:
        raise PdnError(number, "", "the moves do not end with a result (2-0, 1-0, 1-1, "
                       "1/2-1/2, 0-1, 0-2 or *); the file may be cut off")
    return GameRecord(game, start, tuple(moves), tags)


def replay(record: GameRecord) -> DraughtsState:
    """The position after every move of the record."""
    state = record.start.copy()
    for move in record.moves:
        state.apply(move)
    return state


__all__: Sequence[str] = ("GameRecord", "PdnError", "move_text", "read_pdn", "replay",
                          "result_text", "white_player", "write_pdn")
