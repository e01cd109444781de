"""The throw-in house rule: out of turn, a card identical to the top card may be thrown on it.

With two packs shuffled together (``deck=double104``) every card has a twin of the same rank and
suit. Under ``throw_in`` the holder of the top card's twin may throw it in at once, out of turn;
the thrown card counts as played by the thrower (a 7 stacks, an 8 skips, a 9 reverses, a jack
wishes, the last cards need "Mau"), and play goes on from the player after the thrower.

A turn-based engine cannot let anyone act at any time, so the chance is offered as a short
window right after each card is played: the seats that hold the twin (and may play it: a jack
on a jack only where ``jack_on_jack`` allows it) are asked one by one in the order of play,
starting after the player who played the card, whether to throw it in or keep it. The player who
played the card is not asked (throwing its twin would be playing two cards in one turn). The
first who throws ends the window; the twin of the thrown card lies on the pile, so no second
window follows. The turned card that starts a deal opens no window (nobody played it).

Privacy: being asked tells the table that the asked seat holds the twin, so the window is
invisible to everyone else. Only seats that hold the card are asked; the question, the answer
"keep" and the seat's place in the window appear only in the asked seat's view and information
key. Every other seat's view and observation show the turn of the player whose turn comes next,
exactly as if no window had opened, and a kept card is a move only its maker sees, with no event
for anybody else. A thrown card is public, like every card played.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from accessible_games.engine.events import Event, Private
from accessible_games.engine.observation import Observation
from accessible_games.engine.types import Move, Player, Token, TokenKind
from accessible_games.games.cards.core import Deck, Rank
from accessible_games.games.cards.mau_mau.rules import DECLINE, Play, Rules

if TYPE_CHECKING:
    from collections.abc import Hashable


@dataclass(frozen=True, slots=True)
class ThrowIn(Move):
    """Out of turn, throw ``card`` (the top card's twin) on the pile; a jack names ``wish``."""

    card: int
    wish: int = -1
    mau: bool = False

    @property
    def parts(self) -> tuple[Token, ...]:
        """The card, the wished suit, the call (as for a play)."""
        return self.as_play().parts

    @property
    def notation(self) -> str:
        """"throw 12", "throw 3 wish 2", "throw 7 mau"."""
        return "throw" + self.as_play().notation.removeprefix("play")

    def as_play(self) -> Play:
        """The same card played in turn (its effects are those of a play)."""
        return Play(self.card, self.wish, self.mau)


@dataclass(frozen=True, slots=True)
class Decline(Move):
    """Asked whether to throw in the twin of the top card: keep it."""

    @property
    def parts(self) -> tuple[Token, ...]:
        """The choice to keep the card."""
        return (Token(TokenKind.CHOICE, DECLINE),)

    @property
    def notation(self) -> str:
        """"keep"."""
        return "keep"


@dataclass(frozen=True, slots=True)
class ThrownIn(Event):
    """``seat`` threw ``card`` in out of turn on its identical twin."""

    seat: Player
    card: int


@dataclass(frozen=True, slots=True)
class ThrowInKept(Event):
    """``seat`` was asked and kept ``card`` (told to that seat alone)."""

    seat: Player
    card: int


def twins(deck: Deck, card: int) -> list[int]:
    """The other cards of ``deck`` with the same face as ``card`` (none in a single pack)."""
    face = deck.faces[card]
    return [c for c, f in enumerate(deck.faces) if f == face and c != card]


class ThrowInWindow:
    """The window of throw-ins, for :class:`~.game.MauMauState` (which owns the fields).

    ``asking`` lists the seats still to be asked, the one asked now first; it is empty when no
    window is open. The methods read the state's hands, pile and rules.
    """

    if TYPE_CHECKING:
        asking: list[int]
        hands: list[list[int]]
        discard: list[int]
        finished: list[int]
        direction: int
        num_players: int
        deck: Deck
        rules: Rules
        turn: int
        pending: list[list[int]]

        def fits(self, card: int) -> bool: ...

    def open_window(self, player: Player) -> None:
        """After ``player`` played the top card: ask every other holder of its twin, in the
        order of play (none when the rule is off)."""
        self.asking = []
        if not self.rules.throw_in:
            return
        top = self.discard[-1]
        seat = player
        for _ in range(self.num_players - 1):
            seat = (seat + self.direction) % self.num_players
            if seat in self.finished:
                continue
            if any(c in self.hands[seat] and self.fits(c) for c in twins(self.deck, top)):
                self.asking.append(seat)

    def window_moves(self) -> list[Move]:
        """The asked seat's choices: throw the twin in (a jack once per wish, with and without
        "Mau" on the last but one card), or keep it."""
        seat = self.asking[0]
        hand = self.hands[seat]
        calls = (False, True) if self.rules.mau_penalty and len(hand) == 2 else (False,)
        moves: list[Move] = []
        for card in twins(self.deck, self.discard[-1]):
            if card not in hand or not self.fits(card):
                continue
            wishes = range(4) if self.deck.rank(card) is Rank.JACK else (-1,)
            moves.extend(ThrowIn(card, wish, mau) for wish in wishes for mau in calls)
        moves.append(Decline())
        return moves

    def decline_events(self, seat: Player) -> list[Event]:
        """The asked seat hears that it kept its card; nobody else hears anything."""
        card = next((c for c in twins(self.deck, self.discard[-1]) if c in self.hands[seat]),
                    self.discard[-1])
        return [Private(frozenset({seat}), ThrowInKept(seat, card), None)]

    def window_audience(self, move: Move) -> frozenset[Player] | None:
        """A kept card is seen by the seat that kept it alone."""
        if isinstance(move, Decline) and self.asking:
            return frozenset({self.asking[0]})
        return None

    def window_for(self, viewer: Player | None) -> list[int]:
        """What ``viewer`` knows of the window: asked now, or nothing at all."""
        if self.asking and viewer is not None and self.asking[0] == viewer:
            return [viewer]
        return []

    def window_observation(self, seen: Observation, viewer: Player | None) -> Observation:
        """``viewer``'s observation with the window hidden unless ``viewer`` is asked now: the
        others see the turn (and the choices) of the player whose turn comes next, as if no
        window were open."""
        if self.pending or self.window_for(viewer) or not self.asking:
            return seen
        mine = tuple(seen.view.legal_moves()) if viewer == self.turn else ()
        return replace(seen, to_move=self.turn, legal_moves=mine)

    def window_key(self, viewer: Player | None) -> Hashable:
        """The part of ``viewer``'s information key the window adds (only its own question)."""
        return tuple(self.window_for(viewer))


__all__ = ["Decline", "ThrowIn", "ThrowInKept", "ThrowInWindow", "ThrownIn", "twins"]
