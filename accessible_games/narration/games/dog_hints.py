"""What "why" says after a Dog hint: what the rule of thumb (:mod:`.policy`) saw in the card
it suggests. A card played: the opponents' marbles it sends home, a marble it brings into the
goal, a fresh marble safe on its start field, a four back that leaves a marble a few fields
short of its goal, a marble taken out of an opponent's reach, else how far on it goes; the
partner's marbles so too, once all one's own are home and one plays for the partner. A card
given in the exchange: why that card goes to the partner (:func:`.policy.give_motive`).
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Move, Player, State
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog import moves as mv
from accessible_games.games.cards.dog import policy
from accessible_games.games.cards.dog.game import DogState
from accessible_games.games.cards.dog.rules import (
    Give,
    MarbleEntered,
    MarbleHome,
    MarbleMoved,
    MarblesSwapped,
    SentHome,
)
from accessible_games.narration.catalog import capitalized
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.dog_names import DogNames


class DogHints(DogNames):
    """The reasons "why" gives for a Dog hint."""

    def hint_notes(self, before: State, move: Move, after: State, mover: Player) -> list[str]:
        """What a hinted card does besides its way, for "why": the opponents' marbles it
        sends back to the kennel, a marble it brings into the goal (the hint says the way
        alone, "why" said only that a rule of thumb chose it); for a card given, why it goes
        to the partner."""
        s = self._state(before)
        if isinstance(move, Give):
            return self._give_notes(s, move, mover)
        events = s.move_events(move)
        owner = mv.controlled(s.marbles, mover)
        notes = []
        if owner != mover and self.verbosity is not Verbosity.BRIEF:
            # All one's own are home: the card moves the partner's (the braille line's
            # reason names the partner's marble, within one line).
            notes.append(self.t("hint.for_partner", player=self.player(owner)))
        sent = [e for e in events if isinstance(e, SentHome) and e.owner % 2 != mover % 2]
        if sent:
            marbles = self.marbles_text([(e.owner, e.place) for e in sent], mover)
            notes.append(self.tn("hint.sends_home", len(sent), marbles=marbles))
        home = [e for e in events if isinstance(e, MarbleHome)]
        for event in home:
            notes.append(self.t("hint.goal") if event.owner == mover
                         else self.t("hint.goal_partner", player=self.player(event.owner)))
        if not sent and not home:
            notes += self._hint_board(s, events, self._state(after), mover, owner)
        return notes

    def _give_notes(self, s: DogState, move: Give, mover: Player) -> list[str]:
        """Why the rule gives ``move``'s card to the partner: it brings the partner's first
        marble out, or the giver could not move with it and the partner can, or it moves
        nothing for either, or of the hand it helps the partner most against its use to the
        giver."""
        hand = list(s.hands[mover])
        if move.card not in hand:
            return []
        ranks = [s.deck.rank(c) for c in hand]
        motive = policy.give_motive(s.marbles, s.fresh, mover, hand, ranks, move.card, s.rules)
        mate = b.partner(mover)
        return [self.t(self.briefly(f"hint.give.{motive}"), player=self.player(mate),
                       card=self.names.card(move.card))]

    def _hint_board(self, s: DogState, events: Sequence[Event], after: DogState,
                    mover: Player, owner: Player) -> list[str]:
        """What the rule of thumb (:mod:`.policy`) saw on the board in a hinted move that
        sends nobody home and brings nobody in: a fresh marble safe on its start field, a four
        backwards that leaves the marble a few fields short of its goal, a marble taken out of
        an opponent's reach (:func:`.policy.in_reach`); else how far on it takes a marble.
        ``owner``: whose marbles the mover moves (the partner's once all the mover's are
        home), said as theirs."""
        theirs = "" if owner == mover else "_partner"
        player = self.player(owner)
        notes = []
        if any(isinstance(e, MarbleEntered) and e.owner == owner for e in events):
            notes.append(self.t(self.briefly(f"hint.fresh{theirs}"), player=player))
        for moved, start, end, fields in _moved(events):
            if moved % 2 != mover % 2:
                continue
            if fields < 0 and moved == owner and b.on_track(end) \
                    and policy.progress(end, owner, after.fresh) \
                    > policy.progress(start, owner, s.fresh):
                # Back onto its own start field it stands one step from the goal
                # (fields_to_goal counts a whole round from there: "65 fields short").
                ahead = 1 if end == b.start_field(owner) else policy.fields_to_goal(end, owner)
                notes.append(self.tn(self.briefly(f"hint.back_to_goal{theirs}"), ahead,
                                     last=ahead + b.LANE - 1, player=player))
            if policy.in_reach(s.marbles, s.fresh, moved, start) \
                    and not policy.in_reach(after.marbles, after.fresh, moved, end):
                marble = capitalized(self.marble_text(moved, start, mover))
                notes.append(self.t(self.briefly("hint.out_of_reach"), marble=marble,
                                    place=self.location(end), start=self.short_place(start),
                                    end=self.short_place(end)))
        if notes:
            return notes
        forward = [(start, end, fields) for moved, start, end, fields in _moved(events)
                   if moved == owner and fields > 0 and b.on_track(end)]
        if len(forward) == 1:
            start, end, fields = forward[0]
            notes.append(self.tn(self.briefly(f"hint.on{theirs}"), fields,
                                 place=self.location(end), end=self.short_place(end),
                                 left=policy.fields_to_goal(end, owner), player=player))
        return notes


def _moved(events: Sequence[Event]) -> list[tuple[Player, int, int, int]]:
    """Each marble a move took somewhere: its owner, where it stood, where it ends and how
    many fields it went (backwards negative; 0 for a swap)."""
    moved = []
    for event in events:
        if isinstance(event, MarbleMoved):
            moved.append((event.owner, event.start, event.end, event.fields))
        elif isinstance(event, MarblesSwapped):
            moved += [(event.owner, event.place, event.other, 0),
                      (event.other_owner, event.other, event.place, 0)]
    return moved


__all__ = ["DogHints"]
