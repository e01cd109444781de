"""The braille line of a Dog move asked about before it is played: the card in its code, the
way as it is typed and the marbles of the player's side it sends back, in as few words as the
question needs to fit two windows of a 40-cell display."""

from __future__ import annotations

from collections.abc import Iterator

from accessible_games.engine import Move, State
from accessible_games.games.cards.braille import card_cells
from accessible_games.games.cards.dog.rules import Action, Play, SentHome, Step
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.games.dog_moves import DogMoves

QUESTION = "session.move.confirm.brief"
"""The session's question around :meth:`DogWarnings.move_warning_brief`, measured with it."""


class DogWarnings(DogMoves):
    """The braille form of a move's warning."""

    def move_warning_brief(self, state: State, move: Move) -> str | None:
        """A move :meth:`move_warning` warns about, on the braille line: the card in its code
        and the way as it is typed, then the marbles it sends back ("⠃⠓ 14-16. To the
        kennel: you 16."); the question with "the two of hearts: field 14 to field 16 (your
        marble on field 16 goes back to the kennel)" ran to 139 cells. Where the question
        (:data:`QUESTION`) would still pass 80 cells, a joker's way leaves out the rank it
        plays as (the way tells it), a way out leaves out the start field (the kennel's list
        names it), then the marbles are named by their fields alone, then counted: "Vorsicht:
        ⠯⠁ als Ass: heraus auf 33. In den Zwinger: Nord 33. Trotzdem spielen? Ja oder nein?"
        took 90 cells. None for no warning."""
        if not isinstance(move, (Play, Step)) or not self.move_warning(state, move):
            return None
        self.brief_places = True
        try:
            forms = [self.t("brief.warned", move=way, risk=risk)
                     for risk in self._risks(state, move)
                     for way in self._ways_briefly(state, move)]
        finally:
            self.brief_places = False
        for form in forms:
            if cells_at_most(self.cat.text(QUESTION, move=form), self.lang) <= TWO_WINDOWS:
                return form
        return forms[-1]

    def _ways_briefly(self, state: State, move: Play | Step) -> Iterator[str]:
        """A warned move's way as it is typed, shortest last: a card's with its code (a
        joker's with its rank, then without), a way out then without its start field."""
        if isinstance(move, Step):
            yield self.t("brief.effect.move", start=self.location(move.marble),
                         end=self.location(move.target))
            return
        code = card_cells(self.names.deck.face(move.card), self.names.pattern)
        walks = self.seven_walks(state, move)
        yield self.t("brief.card_way", card=code, way=self.effect_text(move, walks=walks))
        if move.joker:
            yield self.t("brief.card_way", card=code,
                         way=self.effect_text(move, rank_said=True, walks=walks))
        if move.action is Action.START:
            yield self.t("brief.card_way", card=code, way=self.t("brief.effect.out"))

    def _risks(self, state: State, move: Play | Step) -> list[str]:
        """The marbles of the player's side that a warned move sends back: by owner and
        field, by field alone, counted."""
        s = self._state(state)
        seat = s.seat_to_move()
        sent = [(e.owner, e.place) for e in s.move_events(move) if isinstance(e, SentHome)
                and e.owner % 2 == seat % 2]
        fields = self.cat.join_and([self.short_place(place) for _, place in sent])
        return [self.kennel_brief(sent, seat), self.t("brief.kennel_fields", places=fields),
                self.tn("brief.kennel_count", len(sent))]


__all__ = ["DogWarnings"]
