"""Words for Dog: cards played and what they did, marbles sent home, the exchange, sitting out.

:class:`DogDescriber` joins the parts, each in a module of its own: the names of places, cards
and partnerships for one listener (:mod:`.dog_names`), the words of moves and lists of moves
(:mod:`.dog_moves`), events and their brief forms (:mod:`.dog_events`), refusals
(:mod:`.dog_reasons`), the reasons "why" gives for a hint (:mod:`.dog_hints`), and the
board and table read on request (:mod:`.dog_board`). This module
keeps the rest: what the cursor says of the listener's marble, whose turn it is, and who won.
"""

from __future__ import annotations

from accessible_games.engine import Outcome, Player, State
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import EXCHANGE
from accessible_games.games.cards.dog.rules import Fold
from accessible_games.narration.games.dog_board import DogBoard
from accessible_games.narration.games.dog_events import DogEvents
from accessible_games.narration.games.dog_hints import DogHints
from accessible_games.narration.games.dog_reasons import DogReasons
from accessible_games.narration.games.dog_warnings import DogWarnings
from accessible_games.narration.topics import Query, Topic
from accessible_games.narration.views import Occupant


class DogDescriber(DogEvents, DogHints, DogReasons, DogWarnings, DogBoard):
    """Dog vocabulary in German and English."""

    domain = "dog"
    since_by_moves = True
    answers = {Topic.DETAILS: (Query("marbles_lines"), Query("hand_options_lines")),
               Topic.THREATS: (Query("threats_messages"),)}

    moves_told_as_yours = True

    suits_matter = False
    """Only a card's rank counts in Dog: "dame" or "k5" plays any held card of its rank."""

    follows_suit = False
    """Nobody follows suit in Dog, so nobody shows a void: help leaves the voids out."""

    def occupant_text(self, occupant: Occupant) -> str | None:
        """The listener's own marble under the cursor is "your marble" (a play-tester heard
        "your start field 1, North's marble"); others' by the shared words."""
        if self.own is not None and occupant.player == self.own:
            return self.t("content.own")
        return None

    def turn_text(self, state: State, you: Player | None = None) -> str:
        """Whose turn it is; in the exchange, that the card goes to the partner, by name; to a
        player none of whose cards can move, that they sit out and how."""
        s = self._state(state)
        if s.phase == EXCHANGE and s.outcome() is None and s.to_move >= 0:
            seat = s.to_move
            return self.turn_for("turn.give", seat, you, partner=self.player(b.partner(seat)))
        if s.split and s.outcome() is None and s.to_move >= 0:
            example = ""  # a step to type, for the player splitting it only
            if s.to_move == you:
                example = self._step_example(s.legal_moves(), you)
            return self.turn_for("turn.seven", s.to_move, you, s.split[2], example=example)
        if you is not None and s.to_move == you and s.outcome() is None:
            legal = s.legal_moves()
            if legal and all(isinstance(m, Fold) for m in legal):  # told, not found by asking
                return self.turn_for("turn.fold", you, you)
        return super().turn_text(state, you)

    def turn_brief(self, state: State, you: Player | None = None) -> str | None:
        """The braille line's turn where the sentence teaches how to type it: a seven to
        split ("North, your seven: 7 fields left. Type a step such as 1-2, or moves.", two
        windows; 150 cells with the step's words, 97 with "in one step or more", which speech
        says) and a turn to sit out ("North,
        no card can move: type fold."); the exchange's in a few words ("North, give South a
        card."; "..., give a card to your partner," left "South." to the next window);
        None for the others."""
        s = self._state(state)
        if s.phase == EXCHANGE and s.outcome() is None and s.to_move >= 0:
            seat = s.to_move
            return self.turn_for("brief.turn.give", seat, you,
                                 partner=self.player(b.partner(seat)))
        if you is None or s.to_move != you or s.outcome() is not None:
            return None
        if s.split:
            example = self._step_example(s.legal_moves(), you, brief=True)
            return self.tn("brief.turn.seven", s.split[2], player=self.player(you),
                           example=example)
        legal = s.legal_moves()
        if s.phase != EXCHANGE and legal and all(isinstance(m, Fold) for m in legal):
            return self.t("brief.turn.fold", player=self.player(you))
        return None

    def status_turn_brief(self, state: State, you: Player | None = None) -> str | None:
        """A seven to split as "status" begins its braille line: the fields left, without
        how to type a step ("North, your seven: 7 fields left."); with it and the seven's
        count after the status the line ran to 214 cells."""
        s = self._state(state)
        if you is not None and s.to_move == you and s.split and s.outcome() is None:
            return self.tn("brief.status_turn.seven", s.split[2], player=self.player(you))
        return self.turn_brief(state, you)

    def apart(self, state: State) -> bool:
        """"status" tells the turn, then the standing, each a line on the braille display
        (the cards in hand with the turn, the goal and the round after it): on one line
        they ran to 110 cells ("North, your turn. In hand: you 5, E 0, S 5, W 5. Goal: NS
        0, EW 0. Round 1, 6 cards each."), 128 with a turn to sit out; and "undo" what was
        taken back, then the move that stands."""
        return True

    def notation_phase(self, state: State) -> str | None:
        """"give" in the exchange and "seven" while a seven's steps are typed: a slip of the
        keys is answered with the moves of that moment (``game.dog.notation.<phase>.short``),
        not with the whole list of the game's moves."""
        s = self._state(state)
        if s.phase == EXCHANGE:
            return "give"
        return "seven" if s.split else None

    def deal_outcome_text(self, outcome: Outcome) -> str:
        """The partnership with all eight marbles home."""
        side = 0 if 0 in outcome.winners else 1
        return self.t("result.win", side=self.side(side))


__all__ = ["DogDescriber"]
