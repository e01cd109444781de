"""Typed Mau Mau commands and the reasons a card or a choice is refused."""

from __future__ import annotations

from accessible_games.engine.types import (
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Reason,
    ReasonCode,
)
from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.mau_mau.game import MauMauState
from accessible_games.games.cards.mau_mau.rules import Draw, DrawRule, Pass, Play
from accessible_games.games.cards.mau_mau.throw_in import Decline, ThrowIn
from accessible_games.games.cards.parse import CardNameError
from accessible_games.games.cards.typed import PLAY_VERBS, by_notation, not_held, read_command


def explain_card(state: MauMauState, card: int) -> Reason:
    """Why ``card`` cannot be played now: ``count`` carries the detail code (WHY_...) and
    ``locations`` the card's id."""
    return Reason(ReasonCode.NOT_PLAYABLE, (card,), tuple(state.legal_moves()), _why(state, card))


WHY_NOT_YOURS, WHY_DEBT, WHY_JACK_ON_JACK, WHY_NO_MATCH, WHY_ONLY_DRAWN, WHY_DRAW_FIRST = range(6)
"""Detail codes of a refused card, carried in ``Reason.count``."""


def _why(state: MauMauState, card: int) -> int:
    if card not in state.hands[state.seat_to_move()]:
        return WHY_NOT_YOURS
    if state.asking:
        return WHY_THROW_ONLY
    if state.debt:
        return WHY_DEBT
    if state.drawn and state.rules.draw_rule is DrawRule.PLAY_DRAWN:
        return WHY_ONLY_DRAWN
    if state.deck.rank(card) is Rank.JACK and state.deck.rank(state.discard[-1]) is Rank.JACK:
        return WHY_JACK_ON_JACK
    return WHY_NO_MATCH


def refuse(state: MauMauState, text: str, card: int) -> IllegalMoveError:
    """The error for an attempt to play ``card`` that the rules do not allow."""
    return IllegalMoveError(text, explain_card(state, card))


KEYWORDS = {"draw": "draw", "ziehen": "draw", "zieh": "draw", "ziehe": "draw", "take": "draw",
            "pick": "draw", "up": "", "nimm": "draw", "nehmen": "draw", "nehme": "draw",
            "aufnehmen": "draw", "pass": "pass",
            "passe": "pass", "passen": "pass", "keep": "pass", "behalten": "pass",
            "weiter": "pass", "mau": "mau", "wish": "", "wünsche": "", "wuensche": "",
            **dict.fromkeys(PLAY_VERBS, "")}
"""Words a Mau Mau command may contain besides the card, by meaning ("" is ignored)."""


def parse_command(state: MauMauState, text: str) -> Move:
    """The legal move a typed command names ("qh", "jc hearts", "Herz-Dame mau", "ziehen").

    Raises:
        InvalidMoveError: the text names no card or command.
        IllegalMoveError: it names a move the rules forbid now; the reason says why.
    """
    if state.over:
        raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
    noted = by_notation(text, state.legal_moves())
    if noted is not None:
        return noted
    try:
        command = read_command(text, KEYWORDS)
    except CardNameError:
        raise InvalidMoveError(text, state.game.move_format) from None
    legal = state.legal_moves()
    if command.face is None:
        wanted: type[Move] = Draw if "draw" in command.words else Pass
        if "draw" not in command.words and "pass" not in command.words:
            if "mau" in command.words:  # the call alone: it goes with a card
                raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), tuple(legal),
                                                    WHY_MAU_ALONE))
            raise InvalidMoveError(text, state.game.move_format)
        for move in legal:
            if isinstance(move, wanted) or (wanted is Pass and isinstance(move, Decline)):
                return move
        return _refuse_choice(state, text, wanted)
    ids = state.deck.held(command.face, state.hands[state.seat_to_move()])
    if not ids:
        raise IllegalMoveError(text, not_held(state.deck, command.face, WHY_NOT_YOURS, legal))
    # Without the call in the rules (mau_penalty 0) a "mau" typed with the card is harmless.
    said_mau = "mau" in command.words and bool(state.rules.mau_penalty)
    plays = [m for m in legal if isinstance(m, (Play, ThrowIn)) and m.card in ids
             and m.mau == said_mau]
    if command.suit is not None:
        plays = [m for m in plays if m.wish == command.suit.value]
    if len({(m.wish) for m in plays}) > 1:
        raise IllegalMoveError(text, Reason(ReasonCode.AMBIGUOUS, (), tuple(plays)))
    if plays:
        return plays[0]
    fitting = [m for m in legal if isinstance(m, (Play, ThrowIn)) and m.card in ids]
    if said_mau and fitting and not any(m.mau for m in fitting):
        # The card fits; only the call does not: "Mau" goes with the last card but one.
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (ids[0],), tuple(legal),
                                            WHY_MAU_NOT_NOW))
    raise IllegalMoveError(text, explain_card(state, ids[0]))


WHY_CANNOT_DRAW, WHY_CANNOT_PASS, WHY_THROW_ONLY, WHY_MAU_NOT_NOW, WHY_MAU_ALONE = 6, 7, 8, 9, 10


def _refuse_choice(state: MauMauState, text: str, wanted: type[Move]) -> Move:
    code = WHY_CANNOT_DRAW if wanted is Draw else WHY_CANNOT_PASS
    if state.asking:  # asked to throw in: only the twin or "keep"
        code = WHY_THROW_ONLY
    reason = Reason(ReasonCode.NOT_PLAYABLE, (), tuple(state.legal_moves()), code)
    raise IllegalMoveError(text, reason)
