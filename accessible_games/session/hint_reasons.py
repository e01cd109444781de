"""What "why" adds after a hint in a game where everything is seen: what the move does and
what it leaves the opponent.

A play-tester asked "why" and heard only that the computer looked ahead and the move came out
best. The search's numbers mean nothing to a listener, but the position says concrete things:
what the move itself does, as the move would be announced (discs turned, seeds captured, the
last seed in the store, a piece taken, a crowning), that the player moves again, what only the
game can tell (:meth:`Describer.hint_notes`: the line a Gomoku stone blocks, a Reversi corner,
a Breakthrough piece nothing can stop, the king's way out a Tablut move opens or closes),
that it wins, and in games with captures whether the opponent can take anything in reply, or
that it takes pieces out of danger (in the losing game, where pieces taken bring the win
nearer, that the opponent must take them). A fact is said only where the position shows it;
otherwise the short sentence about looking ahead stays alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Game, Location, Move, Player, State, TurnKind
from accessible_games.engine.events import ExtraTurn, GameEnded, PieceMoved, Placed
from accessible_games.narration.describer import Describer
from accessible_games.narration.views import BoardView

MOST_REPLIES = 120
"""Replies looked at for what the opponent can take (a mobile chess position has about 40;
a position with more is left without that sentence rather than made slow)."""

MOST_SAVED_LISTED = 5
"""The most pieces out of danger the braille line names by square (five two-letter squares
make 77 cells in English; a piece on the edge, the only three-letter squares of the 10x10
board, cannot be jumped); more are counted."""


def _pieces(view: BoardView, state: State, player: Player) -> int:
    """How many pieces (not seeds) ``player`` has on the board."""
    count = 0
    for location in view.locations():
        occupant = view.occupant(state, location)
        if occupant is not None and occupant.piece is not None and occupant.player == player:
            count += 1
    return count


def _threatened(state: State, player: Player) -> list[Location]:
    """Squares of ``player``'s pieces the opponent could take if it were the opponent's turn
    (games that can list a side's captures: the draughts family, Alquerque)."""
    captures_for = getattr(state, "captures_for", None)
    if captures_for is None:
        return []
    return sorted({square for move in captures_for(1 - player)
                   for square in getattr(move, "captured", ())})


def _most_taken(view: BoardView, after: State, mover: Player) -> int | None:
    """The most pieces the opponent can take with one reply; None when that is not known
    (the mover moves again, too many replies, the game's pieces are seeds, or the reply waits
    on a roll: a chance turn has no replies to look at, and "nothing to take" would be said
    whatever the dice allow; such a game tells its chances in :meth:`Describer.hint_notes`)."""
    if (after.to_move == mover or after.outcome() is not None
            or after.turn_kind is TurnKind.CHANCE):
        return None
    replies = after.legal_moves()
    have = _pieces(view, after, mover)
    if not have or len(replies) > MOST_REPLIES:
        return None
    most = 0
    for reply in replies:
        trial = after.copy()
        trial.play(reply)
        most = max(most, have - _pieces(view, trial, mover))
    return most


def hint_facts(describer: Describer, view: BoardView, game: Game, state: State, move: Move,
               mover: Player) -> list[str]:
    """Sentences on what ``move`` does and leaves, for "why" after a hint; [] for none."""
    after = state.copy()
    events = after.play(move)
    facts = []
    # What the move does, where that is more than one piece stepped or placed (a capture,
    # discs turned, seeds sown, a crowning, a push in Arimaa).
    # Not where the hint's own words say it all (Arimaa's push and the piece it traps).
    plain = [e for e in events if isinstance(e, (PieceMoved, Placed, GameEnded))]
    if not describer.move_tells_its_effect(move) and (len(plain) < len(events) or len(
            plain) > 1 + any(isinstance(e, GameEnded) for e in plain)):
        # Said to the player who asked, whoever the describer listens for (a hot seat's
        # other side heard "Played, it would read: Gold moves ...").
        listener, describer.you = describer.you, mover
        try:
            told = describer.move_message(after, move, events, mover).text.strip()
        finally:
            describer.you = listener
        if told:
            key = describer.briefly("hint.does")
            facts.append(describer.t(key, text=told.rstrip(".") if key != "hint.does" else told))
    if any(isinstance(e, ExtraTurn) for e in events) and after.to_move == mover:
        facts.append(describer.t("hint.again"))  # the last seed in the store (Kalah)
    facts += describer.hint_notes(state, move, after, mover)
    outcome = after.outcome()
    if outcome is not None and mover in outcome.winners:
        facts.append(describer.t("hint.wins"))
        return facts
    if not game.has_captures:
        return facts
    taken = _most_taken(view, after, mover)
    if taken is None:
        return facts
    losing_game = bool(getattr(game, "misere", False))
    if taken:
        # In the losing game (Schlagdame) pieces taken are the aim, not a cost.
        facts.append(describer.tn(describer.briefly("hint.gives" if losing_game
                                                    else "hint.exposed"), taken))
        return facts
    before = [] if losing_game else _threatened(state, mover)
    if before and not _threatened(after, mover):
        facts.append(_saves(describer, before))
    else:
        facts.append(describer.t("hint.safe"))
    return facts


def _saves(describer: Describer, squares: Sequence[Location]) -> str:
    """"Your pieces on a2 and e2 were under threat; ..."; on the braille line "Saves your
    pieces on a2 and e2; ...", and from six pieces on by their count ("Saves 6 of your
    pieces; ...": six squares ran to 82 cells; "threats" before the move lists them)."""
    key = describer.briefly("hint.saves")
    if key != "hint.saves" and len(squares) > MOST_SAVED_LISTED:
        return describer.tn("hint.saves.many.brief", len(squares))
    return describer.tn(key, len(squares), squares=_names(describer, squares))


def _names(describer: Describer, squares: Sequence[Location]) -> str:
    return describer.cat.join_and([describer.location(s) for s in squares])
