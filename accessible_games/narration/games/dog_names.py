"""The names every part of Dog's describer speaks with: places, cards, partnerships, marbles.

Places are named for one listener when :meth:`DogNames.set_listener` names a seat: track
fields are counted from that seat's start ("field 1" is its start field, "field 64" the field
before it), as a player at the table counts from their own colour. Without a listener fields
are counted from North's start. Start fields, kennels and goal fields are named by their owner.
The words of moves, events, refusals and the board build on these
(:mod:`~accessible_games.narration.games.dog`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from accessible_games.engine import Location, Move, Player, State
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame, DogState
from accessible_games.games.cards.dog.rules import Play
from accessible_games.narration.cards import CardDescriberMixin, CardNames
from accessible_games.narration.cased import CASES, Cased, joined
from accessible_games.narration.describer import Describer, Verbosity

_CASED = frozenset({"place.kennel", "place.start.mover", "place.goal.mover"})
"""The places of other seats whose words change with the case in German (an article): the
kennel, and the mover's own start and goal field ("auf das eigene Zielfeld 4", where English
says "their goal field 4"); another's numbered field takes none ("Zielfeld 2 von Ost")."""


class DogNames(CardDescriberMixin, Describer):
    """Dog's names of places, cards and partnerships, for one listener."""

    moves_are_cards: ClassVar[bool] = False
    """A move of Dog moves marbles: "The last move:" and "2 moves taken back." fit it."""

    def move_kind(self, move: Move) -> str | None:
        """No card words for Dog's moves (see :attr:`moves_are_cards`)."""
        return None

    def __init__(self, game: DogGame, lang: str,
                 verbosity: Verbosity = Verbosity.NORMAL) -> None:
        super().__init__(game, lang, verbosity)
        self.names = CardNames(self.cat, game.deck)
        self.listener = 0
        self.own: Player | None = None
        """The seat whose start, kennel and goal are named "your" (None: every one by name)."""
        self.brief_places = False
        """True while a braille line is worded: :meth:`location` names a place in few
        letters (:meth:`short_place`)."""

    def set_listener(self, seat: Player | None, own: bool = True) -> None:
        """Count track fields from ``seat``'s start and call its places "your" (None: count
        from North's start and name every place by its owner; ``own`` False: name the
        listener's places by their owner too, where the listener is not addressed)."""
        self.listener = 0 if seat is None else seat
        self.own = seat if own else None

    def _state(self, state: State) -> DogState:
        if isinstance(state, DogState):
            return state
        raise TypeError("DogDescriber needs a DogState")

    def location(self, location: Location, mover: Player | None = None) -> str:
        """A place: "field 5", "East's start field 17", "South's goal field 2". A start
        field's number ends its name, with no comma: in a list, "field 16, East's start field,
        field 17, field 18" was heard as one place more than there are. In a sentence whose
        subject is ``mover``, the mover's own numbered field is theirs ("East moves from their
        start field 17", "Ost zieht vom eigenen Startfeld 17"; German said "von
        Startfeld 17 von Ost", then "auf Zielfeld 4" without an owner)."""
        if self.brief_places:
            return self.short_place(location)
        owner = b.owner_of_place(location) if not b.on_track(location) else (
            location // 16 if location % 16 == 0 else -1)
        own = ".own" if owner >= 0 and owner == self.own else \
            ".mover" if owner >= 0 and owner == mover and not b.in_kennel(location) else ""
        values: dict[str, object] = {"player": self.player(owner) if owner >= 0 else ""}
        if b.in_kennel(location):
            key = "place.kennel" + own
        elif b.in_goal(location):
            key = "place.goal" + own
            values["number"] = b.lane_index(location) + 1
        else:
            key = "place.start" + own if owner >= 0 else "place.field"
            values["number"] = b.relative_field(location, self.listener)
        # The listener's own places change with the case in German ("deinem Startfeld 1"),
        # and so do the others' kennels ("dem Zwinger von Ost"); a numbered field takes no
        # article ("Startfeld 17 von Ost", "Zielfeld 2 von Ost").
        cased = own == ".own" or key in _CASED
        return Cased(self.t(key, **values), {case: self.t(f"{key}.{case}", **values)
                                             for case in CASES if cased})

    def short_place(self, location: Location) -> str:
        """A place in few letters: a track field's number counted from the listener's start
        ("33"), a goal field ("goal 2"), the kennel."""
        if b.in_kennel(location):
            return self.t("brief.kennel")
        if b.in_goal(location):
            return self.t("brief.goal", number=b.lane_index(location) + 1)
        return str(b.relative_field(location, self.listener))

    def own_places(self) -> list[Location]:
        """The places named "your" for the listener, which a player may name without the
        owner ("Zielfeld 2", "kennel"): the own start field, kennel and goal lane; none
        where no seat is the listener's own."""
        if self.own is None:
            return []
        seat = self.own
        return [b.start_field(seat), *(b.kennel_place(seat, i) for i in range(b.LANE)),
                *(b.goal_place(seat, i) for i in range(b.LANE))]

    def card_as(self, card: int, rank_value: int, joker: bool) -> str:
        """A card's name, for a joker with the card it stands for ("joker as seven")."""
        name = self.names.card(card)
        if not joker:
            return name
        stands = self.names.rank(Face(Rank(rank_value), None))
        return self.t("joker_as", card=name, rank=stands)

    def played_card(self, move: Play) -> str:
        """The card a play plays, a joker with the rank it is played as ("red joker as
        king")."""
        return self.card_as(move.card, move.said_rank.value, move.joker)

    def rank_in_suits(self, card: int, suits: list[Suit]) -> str:
        """Cards of ``card``'s rank in several ``suits``, named once as one choice ("five of
        clubs or diamonds", "Kreuz- oder Karo-Fünf"): suits do not count in Dog, and "the
        five of clubs or the five of diamonds" after "2 moves" sounded like two."""
        words = [self.names.suit(s) for s in suits]
        cut = [self.t("text.suit_cut", suit=w) for w in words[:-1]] + words[-1:]
        return self.t("text.rank_in_suits", rank=self.names.rank(self.names.deck.face(card)),
                      suits=self.cat.join_or(cut))

    def side(self, side: int) -> str:
        """A partnership's name."""
        return self.t(f"side.{side}")

    def marble_text(self, owner: Player, place: Location, you: Player | None) -> str:
        """A marble and whose it is: "your marble on field 6" when ``owner`` is ``you``, else
        "East's marble on field 13"."""
        return self.t("warning.own_marble" if owner == you else "warning.partner_marble",
                      place=self.location(place), player=self.player(owner))

    def marbles_text(self, marbles: Sequence[tuple[Player, Location]], you: Player | None) -> str:
        """Marbles (owner, place) and whose they are, joined with "and"; one owner's several
        marbles said under one name ("East's marbles on field 11 and field 13"; it said
        "East's marble on field 11 and East's marble on field 13")."""
        places: dict[Player, list[Location]] = {}
        for owner, place in marbles:
            places.setdefault(owner, []).append(place)
        return self.cat.join_and([
            self.marble_text(owner, at[0], you) if len(at) == 1 else self.t(
                "warning.own_marbles" if owner == you else "warning.partner_marbles",
                places=joined(self.cat.join_and, [self.location(p) for p in at]),
                player=self.player(owner))
            for owner, at in places.items()])

    def kennel_brief(self, marbles: Sequence[tuple[Player, Location]],
                     you: Player | None) -> str:
        """Marbles (owner, place) sent back to their kennels, for the braille line, each owner
        once, as first named ("To the kennel: you 21 and 25, East 23."); ``you``'s are
        "you"."""
        return self.t("brief.kennel_all", marbles=self.kennel_entries(marbles, you))

    def kennel_entries(self, marbles: Sequence[tuple[Player, Location]],
                       you: Player | None) -> str:
        """The marbles of :meth:`kennel_brief` without its words: each owner once with the
        field numbers ("you 21 and 25, East 23")."""
        places: dict[Player, list[str]] = {}
        for owner, place in marbles:
            places.setdefault(owner, []).append(self.short_place(place))
        return ", ".join(
            self.t("brief.kennel_entry.you" if owner == you else "brief.kennel_entry",
                   owner=self.player(owner), places=self.cat.join_and(numbers))
            for owner, numbers in places.items())


__all__ = ["DogNames"]
