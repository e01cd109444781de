"""Words and board view for Team draw, the example game of hidden cards, dice and teams.

The describer only ever reads what its caller hands it: a viewer's redacted state and the
events that viewer may see, so a card it does not know it cannot say.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Game, Location, Move, Player, State
from accessible_games.engine.events import ChanceRolled, Piece
from accessible_games.engine.types import Token
from accessible_games.games.teamdraw.game import (
    PLAY,
    SEATS,
    UNKNOWN,
    CardDealt,
    CardPlayed,
    DieChosen,
    TeamDrawMove,
    TeamDrawState,
)
from accessible_games.narration.describer import Describer
from accessible_games.narration.message import Message
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind


def teamdraw_view(game: Game) -> BoardView:
    """The four seats in a row, each place showing that seat's card as far as it is known
    (the count is the card's value; a hidden card has count 0)."""
    cells = [Cell(seat, seat, 0, PlaceKind.SQUARE) for seat in range(SEATS)]

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, TeamDrawState)
        card = state.hands[location]
        if card is None:
            return None
        return Occupant(location, Piece.TOKEN, card)

    return BoardView(SEATS, 1, cells, occupant, None, lambda loc: str(loc + 1),
                     family="teamdraw", sides=("north", "east", "south", "west"))


class TeamDrawDescriber(Describer):
    """Seats, cards, dice and team totals in words."""

    domain = "teamdraw"

    def location(self, location: Location) -> str:
        return self.t("seat_place", player=self.player(location))

    def no_moves_text(self, state: State, start: Location) -> str:
        """A card chosen on the table: nothing there moves; what the player can do instead
        (the shared "The piece on North's card is stuck; you can play play the card or roll
        the die." named a piece the game does not have and doubled "play")."""
        legal = state.legal_moves()
        return self.t("reason.nothing_moves",
                      moves=self.cat.join_or([self.move_text(m) for m in legal]))

    def move_text(self, move: Move) -> str:
        if isinstance(move, TeamDrawMove) and not move.chance:
            return self.t("choice.play" if move.value == PLAY else "choice.roll")
        return super().move_text(move)

    def part_text(self, part: Token) -> str:
        """A choice as it is read in the move builder."""
        return self.t("choice.play" if part.value == PLAY else "choice.roll")

    def move_message(self, state: State, move: Move, events: Sequence[Event],
                     mover: Player) -> Message:
        texts: list[str] = []
        for event in events:
            if isinstance(event, CardDealt) and event.card is None:
                texts.append(self.t("dealt.hidden", player=self.player(event.player)))
            elif isinstance(event, CardDealt):
                texts.append(self.t("dealt.known", player=self.player(event.player),
                                    card=event.card))
            elif isinstance(event, CardPlayed):
                texts.append(self.t("played", player=self.player(event.player),
                                    card=event.card))
            elif isinstance(event, DieChosen):
                texts.append(self.t("chooses_die", player=self.player(event.player)))
            elif isinstance(event, ChanceRolled):
                texts.append(self.t("rolled", player=self.player(event.player),
                                    face=event.value))
        text = " ".join(texts) or self.t("nothing_seen")
        return self.by_verbosity(state, text, text)

    def _card_text(self, seat: Player, card: int | None) -> str:
        if card is None:
            return self.t("card.none", player=self.player(seat))
        if card == UNKNOWN:
            return self.t("card.hidden", player=self.player(seat))
        return self.t("card.known", player=self.player(seat), card=card)

    def board_lines(self, state: State) -> list[str]:
        assert isinstance(state, TeamDrawState)
        cards = [self._card_text(seat, card) for seat, card in enumerate(state.hands)]
        return [" ".join(cards), self.status_text(state)]

    def status_text(self, state: State) -> str:
        assert isinstance(state, TeamDrawState)
        return self.t("totals", first=self.t("team.0"), a=state.totals[0],
                      second=self.t("team.1"), b=state.totals[1])
