"""Narration transcripts: typed moves played on a position, and every line a listener hears.

The golden narration tests of the game families pin what is said when moves are typed: the
move at each verbosity (brief, normal, verbose), its braille form, the result or the next turn,
the reasons illegal moves are refused, board readings and the game's own queries. The lines
are compared with ``tests/golden`` by :func:`tests.golden.assert_golden`. Three layouts are in
use, each pinned by its golden files:

:class:`Transcript`, a session on one position (draughts, Halma family, Alquerque, Tablut,
Arimaa)::

    position: B:W14,15,19,22:B10,11
    try c3-b4: <reason>
    move 11x25 (<notation>):
      brief: <text>
      normal: <text>
      verbose: <text>
      braille: <short form>
    turn: <whose turn>          (or, when the move ends the game, "result: <text>")

:func:`spoken`, lines typed at a prompt (Breakthrough, Reversi, Gomoku, chess variants)::

    > a7xb6
    brief: <text>
    normal: <text>
    verbose: <text>
    braille: <short form>
    result: <text>              (only when the move ends the game)
    > d4
    refused: <reason>

:func:`narrated`, one move played on a copy of the state, with message kinds (mancala)::

    position: <state.to_text()>
    typed: 3
    brief [move]: <text>
    normal [move]: <text>
    braille: <short form>
    result: <text>              (only when the move ends the game)
    status: <status>
    verbose [move]: <text>

Describers come from a factory called as ``factory(game, lang, verbosity)``: a describer
class, or by default :func:`accessible_games.narration.games.describer_for`. The results and
reasons are always said by the normal describer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from accessible_games.engine import Game, GameError, IllegalMoveError, Move, State
from accessible_games.lineup import describer_for
from accessible_games.narration.describer import Describer, Verbosity
from accessible_games.narration.message import Message, MessageKind

DescriberFactory = Callable[[Game, str, Verbosity], Describer]
"""Makes the describer of a game in a language at a verbosity (a describer class will do)."""


def told_to(seat: int, factory: DescriberFactory = describer_for) -> DescriberFactory:
    """``factory``, making describers that speak to the person playing ``seat`` (their
    ``you``): that seat's moves are told in the second person ("You sow ...")."""
    def make(game: Game, lang: str, verbosity: Verbosity) -> Describer:
        describer = factory(game, lang, verbosity)
        describer.you = seat
        return describer
    return make


def describers(
    game: Game, lang: str, factory: DescriberFactory = describer_for
) -> dict[Verbosity, Describer]:
    """One describer of ``game`` in ``lang`` per verbosity, in the order brief, normal, verbose."""
    return {verbosity: factory(game, lang, verbosity) for verbosity in Verbosity}


@dataclass(frozen=True)
class Heard:
    """What is said about one move once it is played."""

    messages: dict[Verbosity, Message]
    """The move's message at each verbosity."""
    result: Message | None
    """The result, if the move ended the game."""
    news: dict[Verbosity, Message]
    """The news told after the move's message, a line of its own on the braille display
    (:meth:`.Describer.table_news`: a round's end), at each verbosity; empty without."""

    @property
    def braille(self) -> str:
        """The brailled form: the short form of the normal message, then the news's on a
        line of its own."""
        news = self.news.get(Verbosity.NORMAL)
        return self.messages[Verbosity.NORMAL].short + ("" if news is None else
                                                        f"\nbraille: {news.short}")

    def text(self, verbosity: Verbosity) -> str:
        """What is said at ``verbosity``: the move's message, then the news's."""
        news = self.news.get(verbosity)
        return self.messages[verbosity].text + ("" if news is None else
                                                f"\n{verbosity.value} then: {news.text}")


def hear(state: State, move: Move, speak: dict[Verbosity, Describer]) -> Heard:
    """Play ``move`` on ``state`` and describe it with each describer of ``speak``."""
    mover = state.to_move
    events = state.play(move)
    messages = {
        verbosity: describer.move_message(state, move, events, mover)
        for verbosity, describer in speak.items()
    }
    news = {verbosity: told for verbosity, describer in speak.items()
            if (told := describer.table_news(state, events)) is not None}
    return Heard(messages, speak[Verbosity.NORMAL].result_message(events), news)


def refusal(state: State, typed: str, describer: Describer) -> Message:
    """The reason ``describer`` gives for refusing ``typed``; fails when ``typed`` is legal."""
    try:
        state.parse_move(typed)
    except IllegalMoveError as error:
        message = describer.reason(error.reason, state)
        assert message.kind is MessageKind.ILLEGAL, f"{typed}: {message}"
        return message
    raise AssertionError(f"{typed} should be illegal")


class Transcript:
    """A session on one position: typed moves and attempts, with every line a listener hears.

    ``lines`` starts with ``position: <position>`` (the text as given, or the new game's
    ``to_text()`` without one) and grows with each call; ``state`` is the position reached.
    ``queries`` names the game's own questions said by :meth:`queries`, e.g. ``("escape",
    "threats")`` for the normal describer's ``escape_text`` and ``threats_text``.
    """

    def __init__(
        self,
        game: Game,
        lang: str,
        position: str | None = None,
        *,
        factory: DescriberFactory = describer_for,
        queries: Iterable[str] = (),
    ) -> None:
        self.game = game
        self.speak = describers(game, lang, factory)
        self.normal = self.speak[Verbosity.NORMAL]
        self.query_names = tuple(queries)
        self.lines: list[str] = []
        self.state: State = self._start(position)

    def _start(self, position: str | None) -> State:
        """The state at ``position`` (or the new game's), noted as ``position: ...``."""
        state = self.game.parse_position(position) if position else self.game.new_state()
        self.lines.append(f"position: {position or state.to_text()}")
        return state

    def reset(self, position: str | None = None) -> None:
        """Go on from another position (or the new game's), noted as ``position: ...``."""
        self.state = self._start(position)

    def board(self, columns: bool = False) -> None:
        """Read the board by rows (by columns with ``columns``), then say the status."""
        reading = (self.normal.column_lines(self.state) if columns
                   else self.normal.board_lines(self.state))
        self.lines += [f"board: {line}" for line in reading]
        self.lines.append(f"status: {self.normal.status(self.state).text}")

    def queries(self) -> None:
        """Say the answer to each query named at construction, as ``<name>: <text>``."""
        for name in self.query_names:
            text = getattr(self.normal, f"{name}_text")(self.state)
            self.lines.append(f"{name}: {text}")

    def attempt(self, typed: str) -> None:
        """Type an illegal move and note why it is refused; fails when it is legal."""
        self.lines.append(f"try {typed}: {refusal(self.state, typed, self.normal).text}")

    def play(self, typed: str) -> None:
        """Type and play a move; note it at every verbosity, in braille, and what follows."""
        move = self.state.parse_move(typed)
        heard = hear(self.state, move, self.speak)
        self.lines.append(f"move {typed} ({move.notation}):")
        self.lines += [f"  {verbosity.value}: {line}" for verbosity in heard.messages
                       for line in heard.text(verbosity).split("\n")]
        self.lines += [f"  {line}" for line in f"braille: {heard.braille}".split("\n")]
        if heard.result is not None:
            self.lines.append(f"result: {heard.result.text}")
        else:
            self.lines.append(f"turn: {self.normal.turn_text(self.state)}")


def spoken(
    state: State,
    moves: str | Iterable[str],
    lang: str,
    factory: DescriberFactory = describer_for,
    *,
    kind: MessageKind | None = None,
    result_prefix: str = "result: ",
) -> list[str]:
    """Type each of ``moves`` (one move when a string) at a prompt and note what is said.

    A legal move is played on ``state`` and said at every verbosity and in braille, followed by
    the result when the game ends (after ``result_prefix``); an illegal one is noted as
    ``refused: <reason>``, an unreadable one as ``unreadable: <error>``. With ``kind`` every
    move message must be of that kind.
    """
    speak = describers(state.game, lang, factory)
    typed_moves = [moves] if isinstance(moves, str) else moves
    lines: list[str] = []
    for typed in typed_moves:
        lines += _spoken_move(state, typed, speak, kind, result_prefix)
    return lines


def _spoken_move(
    state: State,
    typed: str,
    speak: dict[Verbosity, Describer],
    kind: MessageKind | None,
    result_prefix: str,
) -> list[str]:
    """The lines of :func:`spoken` for one typed move."""
    lines = [f"> {typed}"]
    try:
        move = state.parse_move(typed)
    except IllegalMoveError:
        return [*lines, f"refused: {refusal(state, typed, speak[Verbosity.NORMAL]).text}"]
    except GameError as error:
        return [*lines, f"unreadable: {error}"]
    heard = hear(state, move, speak)
    for verbosity, message in heard.messages.items():
        assert kind is None or message.kind is kind, f"{typed} at {verbosity.value}: {message}"
        lines += f"{verbosity.value}: {heard.text(verbosity)}".split("\n")
    lines += f"braille: {heard.braille}".split("\n")
    if heard.result is not None:
        lines.append(f"{result_prefix}{heard.result.text}")
    return lines


def narrated(
    state: State, typed: str, lang: str, factory: DescriberFactory = describer_for
) -> list[str]:
    """Play ``typed`` on a copy of ``state`` (left as it is) and note the message and its kind
    at every verbosity; after the normal one its braille form, the result and the status."""
    speak = describers(state.game, lang, factory)
    lines = [f"position: {state.to_text()}", f"typed: {typed}"]
    after = state.copy()
    heard = hear(after, after.parse_move(typed), speak)
    for verbosity, message in heard.messages.items():
        lines += f"{verbosity.value} [{message.kind.value}]: {heard.text(verbosity)}".split("\n")
        if verbosity is Verbosity.NORMAL:
            lines += f"braille: {heard.braille}".split("\n")
            if heard.result is not None:
                lines.append(f"result: {heard.result.text}")
            lines.append(f"status: {speak[verbosity].status(after).text}")
    return lines
