"""Words about places: what stands on a place, a column, a side's pieces (from the board view)."""

from __future__ import annotations

from collections import defaultdict

from accessible_games.engine import Location, Piece, Player, State
from accessible_games.lineup import piece_choices
from accessible_games.narration.describer import Describer
from accessible_games.narration.views import BoardView, Cell, Occupant, PlaceKind


class PlaceWords:
    """Sentences about places for one game and language."""

    def __init__(self, describer: Describer, view: BoardView) -> None:
        self.d = describer
        self.cat = describer.cat
        self.view = view
        self.game_id = describer.game.id
        self.family = describer.game.family

    def q(self, key: str, /, **values: object) -> str:
        """The message ``query.<key>``."""
        return self.cat.text(f"query.{key}", **values)

    def occupant_text(self, occupant: Occupant | None, kind: PlaceKind) -> str:
        """What stands on a place, in a few words: "black man", "4 seeds", "empty"."""
        if kind is PlaceKind.UNPLAYABLE:
            return self.q("unplayable")
        if kind is PlaceKind.NONE:
            return self.q("no_place")
        if occupant is None or (occupant.piece is None and occupant.count == 0):
            return self.q("empty")
        if occupant.piece is None:
            return self.cat.plural(f"query.{self.view.counting}", occupant.count)
        key = f"content.{self.view.piece_key(occupant)}"
        if occupant.piece is Piece.TOKEN:
            # A card: its value when the listener knows it (count), else that it is hidden.
            return self.q(key, count=occupant.count) if occupant.count else self.q(
                f"{key}.hidden")
        return self.q(key)

    def _occupant_or_mark(self, occupant: Occupant | None, kind: PlaceKind,
                          location: Location) -> str:
        if occupant is None and kind is PlaceKind.SQUARE and location in self.view.marks:
            return self.q(f"empty_mark.{self.view.marks[location]}")
        return self.occupant_text(occupant, kind)

    def content(self, state: State, location: Location) -> str:
        """What stands on ``location``, and what else the game shows there (a seat's card in
        the trick)."""
        cell = self.view.cell_of(location)
        occupant = self.view.occupant(state, location)
        said = self.d.occupant_text(occupant) if occupant is not None else None
        if said is None:
            said = self._occupant_or_mark(occupant, cell.kind, location)
        return said + self.d.place_note(state, location)

    def contents(self, state: State, location: Location) -> str:
        """What stands on ``location`` said for a run of places with the same piece: the plural
        ("e6 to e8, black stones"); places of counts, cards or the game's own words keep the
        words of one place."""
        occupant = self.view.occupant(state, location)
        if (occupant is not None and occupant.piece is not None
                and occupant.piece is not Piece.TOKEN and self.d.occupant_text(occupant) is None):
            return (self.q(f"contents.{self.view.piece_key(occupant)}")
                    + self.d.place_note(state, location))
        return self.content(state, location)

    def place_and_content(self, state: State, location: Location) -> str:
        """"c3, black man": a place in a list, or in a sentence."""
        return self.q("cursor", place=self.d.location(location),
                      content=self.content(state, location))

    def place_said(self, state: State, location: Location) -> str:
        """"c3, black man." — the cursor's announcement as a sentence, as "where" says it."""
        return self.q("where", place=self.d.location(location),
                      content=self.content(state, location))

    def column(self, state: State, column: int) -> str:
        """A column read bottom to top, every place with its content."""
        cells = [self.view.cell(column, row) for row in range(self.view.rows)]
        joined = self._line(state, cells)
        if any(c.kind is PlaceKind.SQUARE for c in cells):
            return self.q("column", column=chr(ord("a") + column), cells=joined)
        return self.q("column_plain", cells=joined)

    def row(self, state: State, row: int) -> str:
        """A grid row read left to right, every place with its content (for boards whose
        describer lines are not grid rows)."""
        cells = [self.view.cell(column, row) for column in range(self.view.columns)]
        return self.q("row", row=row + 1, cells=self._line(state, cells))

    def _line(self, state: State, cells: list[Cell]) -> str:
        """The places of a line with their contents, joined with semicolons. Three or more
        neighbouring places with the same content are said once ("c2 to c15, empty"): a
        column of Rakado's board was sixteen places, fourteen of them "empty"); a run of pieces
        names them in the plural ("e6 to e8, black stones")."""
        places = [(index, c.location) for index, c in enumerate(cells)
                  if c.location is not None and c.kind is not PlaceKind.UNPLAYABLE]
        said = [self.content(state, location) for _, location in places]
        parts = []
        start = 0
        while start < len(places):
            end = start
            while (end + 1 < len(places) and said[end + 1] == said[start]
                   and places[end + 1][0] == places[end][0] + 1):
                end += 1
            if end - start >= 2:
                parts.append(self.q("run", first=self.d.location(places[start][1]),
                                    last=self.d.location(places[end][1]),
                                    content=self.contents(state, places[start][1])))
            else:
                end = start
                parts.append(self.place_and_content(state, places[start][1]))
            start = end + 1
        return "; ".join(parts)

    def pieces(self, state: State, player: Player, describer_line: str | None) -> str:
        """A side's pieces grouped by kind with their places, or the side's row (mancala)."""
        side = self.d.player(player)
        if describer_line is not None:
            return describer_line
        groups: dict[str, list[str]] = defaultdict(list)
        kinds_seen: list[Occupant] = []
        for location in self.view.locations():
            occupant = self.view.occupant(state, location)
            if occupant is not None and occupant.player == player and occupant.piece is not None:
                groups[self.view.piece_key(occupant)].append(self.d.location(location))
                kinds_seen.append(occupant)
        if not groups:
            # Gomoku's stones are placed, not there from the start: its own words say so.
            own = f"pieces.none.{self.family}"
            key = own if self.cat.has(f"query.{own}") else "pieces.none"
            return self.q(key, side=side)
        for places in groups.values():
            if all(name.isdecimal() for name in places):
                places.sort(key=int)  # numbered squares (PDN) in number order
        # A place that holds several pieces under one name (Dog's kennel) is named once: the
        # count before it says how many there are.
        # The fewest first, so that a king is not lost after a long list of men (Tablut's
        # king, a draughts king, chess's king and queen before the pawns); equal counts in
        # the order of the game's own list of pieces (chess: rooks, bishops, knights), not in
        # the alphabet of the keys.
        ranks = {p.piece: i for i, p in enumerate(piece_choices(self.d.game))
                 if p is not None and p.player == player}
        kinds = {self.view.piece_key(o): o.piece for o in kinds_seen}

        def order(item: tuple[str, list[str]]) -> tuple[int, int, str]:
            key, places = item
            return len(places), ranks.get(kinds[key], len(ranks)), key

        texts = [self.cat.plural(f"query.group.{key}", len(places),
                                 places=self.cat.join_and(list(dict.fromkeys(places))))
                 for key, places in sorted(groups.items(), key=order)]
        return self.q("pieces", side=side, groups=self.cat.join_and(texts))
