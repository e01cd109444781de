"""The words of Dog's moves: a move in a list of choices, moves that share their words named
together, what a card's move does without its name, the brackets a move's words carry (a marble
sent home, whose marble a jack swaps with), a step of the seven taken back, and how a player
types a step, a four's way back or a jack's swap.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Event, Move, Player, State
from accessible_games.engine.types import Token, TokenKind
from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.rules import (
    Action,
    Fold,
    Give,
    MarblesSwapped,
    Play,
    SentHome,
    Step,
    UndoStep,
)
from accessible_games.games.cards.dog.typed import typed_place, typed_step
from accessible_games.narration.cased import CASES, Cased, joined, suffixed
from accessible_games.narration.games.dog_names import DogNames

_BLANK = "\0"
"""Stands for the card in a move's words while moves are grouped by what they do."""


class DogMoves(DogNames):
    """The words of Dog's moves and of lists of moves."""

    def move_text(self, move: Move) -> str:
        """A move in a list of choices."""
        if isinstance(move, Give):
            return self.t("text.give", card=self.names.card(move.card))
        if isinstance(move, Play):
            return self._play_text(move, self.played_card(move))
        if isinstance(move, Step):
            return self.t("text.step", start=self.location(move.marble),
                          end=self.location(move.target))
        if isinstance(move, UndoStep):
            return self.t("text.undo")
        if isinstance(move, Fold):
            return self.t("text.fold")
        return move.notation

    def choice_count(self, moves: Sequence[Move]) -> int:
        """Cards of one rank that go the same way are one choice: suits do not count in Dog
        (four fives that move the same marble were counted as four moves). A joker's way is
        a choice of its own (it spends the joker)."""
        return len({(m.joker, m.rank, m.action, m.marble, m.target) if isinstance(m, Play)
                    else self.move_text(m) for m in moves})

    def move_alone(self, state: State, move: Move) -> str:
        """A move said alone (a hint): a seven that is one marble's walk says that walk."""
        if isinstance(move, Play):
            return self._play_text(move, self.played_card(move), self.seven_walks(state, move))
        return self.move_text(move)

    def move_alone_brief(self, state: State, move: Move) -> str | None:
        """A hinted move on the braille line: a card in its code and the way in field
        numbers ("⠊⠉ 1-10", "⠅⠓ out onto 1"), a seven's step as it is typed ("1-3");
        "The nine of clubs: your start field 1 to field 10." after "The computer suggests a
        move." ran to 84 cells. None for another move (a card given, a fold)."""
        if not isinstance(move, (Play, Step)):
            return None
        self.brief_places = True
        try:
            if isinstance(move, Step):
                return self.t("brief.effect.move", start=self.location(move.marble),
                              end=self.location(move.target))
            return self.t("brief.card_way",
                          card=card_cells(self.names.deck.face(move.card), self.names.pattern),
                          way=self.effect_text(move, walks=self.seven_walks(state, move)))
        finally:
            self.brief_places = False

    def seven_walks(self, state: State, move: Move) -> list[Step]:
        """The walks of all seven fields that ``move``, a seven, is in ``state`` because one
        marble alone can take it (:meth:`.DogState.lone_walks`): one, or round the track or
        into the goal; [] for another card or a seven to share out."""
        if not isinstance(move, Play) or move.action is not Action.SEVEN:
            return []
        s = self._state(state)
        return s.lone_walks(s.seat_to_move())

    def _play_text(self, move: Play, card: str, walks: Sequence[Step] = ()) -> str:
        """A card's move in a list of choices, the card named ``card``; a seven that is the
        walk of one marble (``walks``) says that walk, as a plain card's move ("the seven of
        clubs: field 12 to field 19"), not a split; with the choice of walks of one marble,
        the step to choose after it ("the seven of clubs, then field 61 to field 4 or your
        goal field 3")."""
        if move.action is Action.SEVEN and len(walks) == 1:
            return self.t("text.move", card=card, start=self.location(walks[0].marble),
                          end=self.location(walks[0].target))
        if move.action is Action.SEVEN and walks:
            return self.t("text.seven_walks", card=card, **self._walk_words(walks))
        if move.action is Action.SEVEN:
            return self.t("text.seven", card=card)
        if move.action is Action.START:
            return self.t("text.start", card=card, place=self.location(move.target))
        if move.action is Action.SWAP:
            return self.t("text.swap", card=card, place=self.location(move.marble),
                          other=self.location(move.target))
        key = "text.back" if move.action is Action.BACKWARD else "text.move"
        return self.t(key, card=card, start=self.location(move.marble),
                      end=self.location(move.target))

    def _walk_words(self, walks: Sequence[Step]) -> dict[str, object]:
        """The marble's place and the ends of its ``walks``, joined with "or", as words."""
        return {"start": self.location(walks[0].marble),
                "ends": joined(self.cat.join_or, [self.location(w.target) for w in walks])}

    def moves_list(self, moves: Sequence[Move], state: State | None = None) -> str:
        """As :meth:`.Describer.moves_list`; with ``state``, a seven that is one marble's
        walk says that walk (:meth:`seven_walks`)."""
        if state is None:
            return super().moves_list(moves)
        steps = [m for m in moves if isinstance(m, Step)]
        if len(steps) > len({m.marble for m in steps}):  # a marble with several steps
            return self.join_moves(self._steps_grouped(moves, state))
        walks = next((w for m in moves if (w := self.seven_walks(state, m))), [])
        texts = [(self._play_text(m, self.played_card(m), walks) if isinstance(m, Play)
                  else self.move_text(m)) + self.brackets(state, m)
                 for m in moves]
        return self.join_moves(self._said_once(moves, texts, walks))

    def moves_list_brief(self, moves: Sequence[Move], state: State) -> str | None:
        """The list of the cards' moves on the braille line: each card in its code, then its
        ways by field numbers, a way back as it is typed, cards going the same ways
        together, a sentence each ("⠙⠙: 1-5 or 1<61. ⠓⠉ ⠓⠎: 1-9"), with the list's
        brackets; said in words it ran to 300 cells, and with "1 back to 61" and the cards
        after semicolons to 135, a card's code at the end of one window and its ways on the
        next ("or 2 back to 62; ⠛⠙:"). The exchange's cards to give in their code ("give
        ⠃⠙⠀⠉⠓⠀⠋⠙"; "give the two of diamonds, the three of hearts, ..." ran to 150 cells);
        a seven's steps by field numbers. None where other moves are among them."""
        deck = self.names.deck
        if moves and all(isinstance(m, Give) for m in moves):
            codes = dict.fromkeys(card_cells(deck.face(m.card), self.names.pattern)
                                  for m in moves if isinstance(m, Give))
            return self.t("brief.give_cards", cards=BLANK.join(codes))
        if moves and any(isinstance(m, Step) for m in moves) and \
                not any(isinstance(m, Play) for m in moves):
            return self._steps_brief(moves, state)
        if not moves or not all(isinstance(m, Play) for m in moves):
            return None
        plays: dict[str, list[Play]] = {}  # a card's code: its moves
        first: dict[Rank, str] = {}  # a rank: the code of its first card (one choice, once)
        for move in moves:
            assert isinstance(move, Play)
            code = card_cells(deck.face(move.card), self.names.pattern)
            if not move.joker:
                code = first.setdefault(move.rank, code)
            plays.setdefault(code, []).append(move)
        together: dict[str, list[str]] = {}  # what cards do: the cards that do it
        self.brief_places = True
        try:
            for code, own in plays.items():
                together.setdefault(self._ways(own, state), []).append(code)
        finally:
            self.brief_places = False
        # A sentence a card: a window of the display ends at a sentence before a
        # semicolon or a colon, so that no card's code stands alone at a window's end.
        return ". ".join(self.t("brief.card_ways", cards=" ".join(codes), ways=ways)
                         for ways, codes in together.items())

    def _steps_brief(self, moves: Sequence[Move], state: State) -> str:
        """A seven's steps on the braille line, by field numbers ("4 to fields 5 through 11;
        18 to fields 19 through 25"): it read "North: 14 moves, from field 4 or field 18."
        and each marble's steps took a "moves" more."""
        self.brief_places = True
        try:
            return self.join_moves(self._steps_grouped(moves, state))
        finally:
            self.brief_places = False

    def piece_moves(self, state: State, moves: Sequence[Move]) -> str:
        """The moves of a marble chosen on the board, as the list of moves says them (a
        seven's steps grouped, each with its brackets)."""
        return self.moves_list(moves, state)

    def _steps_grouped(self, moves: Sequence[Move], state: State) -> list[str]:
        """The steps of a seven, grouped by the marble that takes them ("field 6 to field 7,
        field 8, or field 9"), each target with its brackets; the other moves (taking a step
        back) after them. Each step said its marble again: "field 3 to field 4, field 3 to
        field 5, field 3 to field 6, ..." seven times over."""
        targets: dict[int, list[tuple[int, str]]] = {}
        others: list[str] = []
        for move in moves:
            notes = self.brackets(state, move)
            if isinstance(move, Step):
                targets.setdefault(move.marble, []).append((move.target, notes))
            else:
                others.append(self.move_text(move) + notes)
        return [self.t("text.step", start=self.location(start),
                       end=joined(self.cat.join_or, self._runs(ends)))
                for start, ends in targets.items()] + others

    def grouped_targets(self, state: State, moves: Sequence[Move]) -> str | None:
        """In a long list, one marble's steps of a seven as a choice after it is chosen says
        them, plain fields in a row as one run (:meth:`_runs`); None for other moves."""
        if not all(isinstance(m, Step) for m in moves):
            return None
        return joined(self.cat.join_or, self._runs(
            [(m.parts[-1], self.brackets(state, m))
             for m in moves]))

    def _runs(self, ends: Sequence[tuple[int, str]], once: bool = True) -> list[str]:
        """The targets of one marble's steps with their brackets; track fields one after
        another with the same brackets said as one run, the brackets once after it: three or
        more plain fields "fields 4 through 10", with brackets three or more; two with the
        same brackets each a target, the bracket after the first and the second "likewise"
        ("field 11 (sends East's marble on field 11 back to the kennel), or field 12
        (likewise)"). Choosing a marble for a split
        said "field 4, field 5, field 6, field 7, field 8, field 9, or field 10", and a seven
        that passes a marble said its bracket after each field beyond it, the same words
        five times over. The goal lane's fields come after the track's. Targets next to each
        other that share their brackets say them ``once`` (:meth:`_noted_once`)."""
        if once:
            noted = self._noted_once(ends)
            if noted is not None:
                return noted
        said: list[str] = []
        run: list[tuple[int, int]] = []  # (the field's number, its place)
        run_notes = ""

        def close() -> None:
            if len(run) >= 3:
                key = "brief.fields_run" if self.brief_places else "text.fields_run"
                said.append(self.t(key, first=run[0][0], last=run[-1][0]) + run_notes)
            elif len(run) == 2 and run_notes:
                # The bracket after the field it names, the next field "likewise": "field 39
                # or 40 (sends East's marble on field 39 ...)" seemed to be said of 40.
                key = "brief.field_likewise" if self.brief_places else "text.field_likewise"
                said.extend([suffixed(self.location(run[0][1]), run_notes),
                             self.t(key, number=run[1][0])])
            else:
                said.extend(suffixed(self.location(place), run_notes) for _, place in run)
            run.clear()

        # The track's fields first, then the goal lane's: a marble near its start reaches
        # both, and field 4, goal field 2, field 5 broke the runs of fields in between.
        ordered = sorted(ends, key=lambda end: not b.on_track(end[0]))
        for target, notes in ordered:
            number = b.relative_field(target, self.listener)
            field = b.on_track(target) and target % 16 != 0
            if run and not (field and number == run[-1][0] + 1 and notes == run_notes):
                close()
            if field:
                run.append((number, target))
                run_notes = notes
            elif not self._in_goal_run(target, notes, ordered):
                said.append(suffixed(self.location(target), notes))
        close()
        goal = [t for t, notes in ordered if self._in_goal_run(t, notes, ordered)]
        if goal:  # "your goal fields 1 through 4", where each was "your goal field 1, ..."
            values: dict[str, object] = {"first": b.lane_index(goal[0]) + 1,
                                         "last": b.lane_index(goal[-1]) + 1}
            owner = b.owner_of_place(goal[0])
            if self.brief_places:  # the braille line: "goal 1 through 4", as "goal 3" alone
                said.append(self.t("brief.goal_run", **values))
            elif owner == self.own:
                said.append(Cased(self.t("text.goal_run", **values), {
                    case: self.t(f"text.goal_run.{case}", **values) for case in CASES}))
            else:  # the partner's lane, once one's own marbles are home: "South's goal ..."
                said.append(self.t("text.goal_run.other", player=self.player(owner), **values))
        return said

    def _noted_once(self, ends: Sequence[tuple[int, str]]) -> list[str] | None:
        """Targets next to each other in the list that share their brackets, with the
        brackets once after them. On the braille line the targets are in brackets of their
        own where they are more than one field or run ("61 to 62 or (63, 64, 1 through 4, goal
        1 through 3) (East 63 to the kennel)"); spoken, the brackets follow the first and
        "likewise" leads the others ("field 63 (sends East's marble on field 63 back to the
        kennel), likewise field 64, your start field 1, fields 2 through 4, or your goal
        fields 1 through 3"), two fields in a row as :meth:`_runs` says them ("field 64
        (likewise)"). A seven that passes a marble
        said the bracket after each field beyond it, spoken six times over. None where no
        two targets in a row share brackets (:meth:`_runs` as it is)."""
        groups: list[tuple[str, list[int]]] = []  # brackets: their targets in a row
        for target, notes in sorted(ends, key=lambda end: not b.on_track(end[0])):
            if groups and groups[-1][0] == notes:
                groups[-1][1].append(target)
            else:
                groups.append((notes, [target]))
        if not any(notes and len(targets) > 1 and not self._likewise(targets)
                   for notes, targets in groups):
            return None
        said: list[str] = []
        for notes, targets in groups:
            if notes and self._likewise(targets):
                said.extend(self._runs([(target, notes) for target in targets], once=False))
                continue
            plain = self._runs([(target, "") for target in targets], once=False)
            if not notes:
                said.extend(plain)
            elif len(plain) == 1:  # one field or one run: its brackets after it
                said.append(suffixed(plain[0], notes))
            elif self.brief_places:
                said.append(self.t("brief.noted_each", targets=", ".join(plain), notes=notes))
            else:
                first, rest = suffixed(plain[0], notes), joined(self.cat.join_or, plain[1:])
                said.append(Cased(self.t("text.noted_likewise", first=first, rest=rest), {
                    case: self.t("text.noted_likewise", first=format(first, case),
                                 rest=format(rest, case)) for case in CASES}))
        return said

    def _likewise(self, targets: Sequence[int]) -> bool:
        """Whether ``targets`` are two track fields in a row, which speech says with the
        brackets after the first and "likewise" after the second (:meth:`_runs`)."""
        if self.brief_places or len(targets) != 2:
            return False
        first, second = (b.relative_field(t, self.listener) for t in targets)
        return all(b.on_track(t) and t % 16 != 0 for t in targets) and second == first + 1

    def _in_goal_run(self, target: int, notes: str, ends: Sequence[tuple[int, str]]) -> bool:
        """Whether ``target`` is one of three or more fields of one goal lane in a row among
        ``ends``, all without brackets (said as one run): the listener's own, or the
        partner's, whose marbles a player moves once their own are home."""
        if notes or not b.in_goal(target):
            return False
        seat = b.owner_of_place(target)
        lane = sorted(b.lane_index(t) for t, n in ends
                      if not n and b.in_goal(t) and b.owner_of_place(t) == seat)
        return len(lane) >= 3 and lane == list(range(lane[0], lane[0] + len(lane)))

    def said_once(self, moves: Sequence[Move], texts: list[str]) -> list[str]:
        """:meth:`_said_once` for moves whose sevens are said as splits."""
        return self._said_once(moves, texts, ())

    def _said_once(self, moves: Sequence[Move], texts: list[str],
                   walks: Sequence[Step]) -> list[str]:
        """Cards that make the same move are named together ("the king of clubs, the ace of
        hearts, or the red joker as king: out onto your start field 1"): at the start of a
        round three cards that bring a marble out would otherwise repeat the same words three
        times. A seven that is one marble's ``walks`` is said as them. The exchange
        names its cards after one "give" ("give the two of clubs, the
        three of diamonds, or the ace of hearts"), and a card alone on several ways is named
        once before them ("the four of spades: field 6 to field 10 or field 6 back to field
        2")."""
        cards: dict[str, list[str]] = {}  # a move's words with the card left blank: its cards
        # Cards of one rank going the same way are one choice, named once with their suits
        # ("the five of clubs or diamonds"): the blank and the rank: where it is named, the
        # first card and its suits.
        ranked: dict[tuple[str, Rank], tuple[int, int, list[Suit]]] = {}
        for move, text in zip(moves, texts, strict=True):
            blank, name = text, ""
            if isinstance(move, Play):
                name = self.played_card(move)
                said = self._play_text(move, name, walks)  # the text begins with it (then notes)
                blank = self._play_text(move, _BLANK, walks) + text[len(said):]
            elif isinstance(move, Give):  # the exchange: "give the two of clubs, the ..."
                name = self.names.card(move.card)
                blank = self.t("text.give", card=_BLANK)
            names = cards.setdefault(blank, [])
            face = self.names.deck.face(move.card) if isinstance(move, Play) \
                and not move.joker else None
            if isinstance(move, Play) and face is not None and face.suit is not None:
                found = ranked.get((blank, face.rank))
                if found is not None:
                    index, first, suits = found
                    if face.suit not in suits:
                        suits.append(face.suit)
                        names[index] = self.rank_in_suits(first, suits)
                    continue
                ranked[(blank, face.rank)] = (len(names), move.card, [face.suit])
            if name not in names:
                names.append(name)
        # A card, or cards that go the same ways, on several ways are named once before them
        # ("Pik-Vier: Feld 6 nach Feld 10 oder Feld 6 zurück nach Feld 2"), where their names
        # began every way ("Kreuz-Sechs oder Herz-Sechs: ..." twice, for two ways).
        ways: dict[tuple[str, tuple[str, ...]], list[str]] = {}
        for blank, names in cards.items():
            head, colon, way = blank.partition(_BLANK + ": ")
            key = (head + colon, tuple(names)) if colon else (blank, ())
            ways.setdefault(key, []).append(way)
        told: list[str] = []
        for (head, heading), parts in ways.items():
            # The words give the first card its article ("the {card}: ..."); the others take
            # theirs from a list of cards ("the king of clubs or the red joker as king").
            listed = list(heading or cards[head])
            said = self.cat.join_or(listed[:1] + [self.cat.text("hand.received.card", card=n)
                                                  for n in listed[1:]])
            told.append(head.replace(_BLANK, said) + (self.cat.join_or(parts) if heading else ""))
        return told

    def move_warning(self, state: State, move: Move) -> str:
        """A seven's step that passes the player's own or partner's marble, or a card that
        lands on the partner's, sends it home: said after the move ("field 1 to field 8 (your
        marble on field 6 goes home)")."""
        if not isinstance(move, (Play, Step)):
            return ""
        s = self._state(state)
        return self._sent_home("warning.sent_home", s.move_events(move), s.seat_to_move(),
                               ours=True)

    def brackets(self, state: State, move: Move) -> str:
        """What a move in a list says after its words: :meth:`move_warning`, then
        :meth:`move_note`; a move that sends marbles of both sides back to the kennel says them
        in one bracket, the player's side first ("(your marble on field 9 and East's marble on
        field 11 go back to the kennel)"): a seven's steps said two brackets after each other,
        "(your marble on field 9 goes back to the kennel) (sends East's marble on field 11
        back to the kennel)"."""
        warning, note = self.move_warning(state, move), self.move_note(state, move)
        if self.brief_places and (warning or note):
            brief = self._kennel_bracket(state, move)
            if brief is not None:
                return brief
        if not (warning and note) or not isinstance(move, (Play, Step)):
            return warning + note
        s = self._state(state)
        events = s.move_events(move)
        if any(isinstance(e, MarblesSwapped) for e in events):
            return warning + note
        seat = s.seat_to_move()
        sent = sorted((e for e in events if isinstance(e, SentHome)),
                      key=lambda e: e.owner % 2 != seat % 2)  # the player's side first
        return self.tn("warning.sent_home", len(sent),
                       marbles=self.marbles_text([(e.owner, e.place) for e in sent], seat))

    def _kennel_bracket(self, state: State, move: Move) -> str | None:
        """The brackets of a move that sends marbles back to the kennel, on the braille line:
        the marbles by owner and field number, the player's side first ("(East 63 to the
        kennel)"); "(sends East's marble on 63 back to the kennel)" after each of a seven's
        steps ran its list of moves to 410 cells. None for a jack's swap (its own note)."""
        if not isinstance(move, (Play, Step)):
            return None
        s = self._state(state)
        events = s.move_events(move)
        if any(isinstance(e, MarblesSwapped) for e in events):
            return None
        seat = s.seat_to_move()
        sent = sorted((e for e in events if isinstance(e, SentHome)),
                      key=lambda e: e.owner % 2 != seat % 2)
        if not sent:
            return None
        return self.t("brief.kennel_bracket", marbles=self.kennel_entries(
            [(e.owner, e.place) for e in sent], self.own))

    def _sent_home(self, key: str, events: Sequence[Event], seat: Player, ours: bool) -> str:
        """Sentence ``key`` naming the marbles of ``seat``'s side (``ours``) or of the other
        side that ``events`` send home ("your marble on field 6", "East's marble on field
        13"); "" for none."""
        sent = [e for e in events
                if isinstance(e, SentHome) and (e.owner % 2 == seat % 2) == ours]
        if not sent:
            return ""
        marbles = self.marbles_text([(e.owner, e.place) for e in sent], seat)
        return self.tn(key, len(sent), marbles=marbles)

    def undo_note(self, stands: Sequence[Move], taken: Sequence[Move]) -> str:
        """Undo during a seven: a step taken back is named ("It was the step from field 1 to
        field 3."); a "take the last step back" taken back brings its step back, which is
        named too ("The step from field 1 to field 3 stands again.")."""
        if not taken:
            return ""
        move = taken[-1]  # the listener's own move, the last taken back
        if isinstance(move, Step):
            return self.t("undone.step", start=self.location(move.marble),
                          end=self.location(move.target))
        if not isinstance(move, UndoStep):
            return ""
        pending = 0  # the steps that later "take the last step back"s took back
        for earlier in reversed(stands):
            if isinstance(earlier, UndoStep):
                pending += 1
            elif isinstance(earlier, Step):
                if not pending:
                    return self.t("undone.undo_step", start=self.location(earlier.marble),
                                  end=self.location(earlier.target))
                pending -= 1
            else:
                break
        return ""

    def move_note(self, state: State, move: Move) -> str:
        """A move that sends an opponent's marble home says whose and from where, after its
        words ("field 11 to field 13 (sends East's marble on field 13 home)"); a jack's swap
        says whose marble it swaps with ("swap field 5 with field 40 (East's marble)")."""
        if not isinstance(move, (Play, Step)):
            return ""
        s = self._state(state)
        events = s.move_events(move)
        swapped = next((e for e in events if isinstance(e, MarblesSwapped)), None)
        if swapped is not None:  # whose marble the jack takes the place of
            return self.did("note.swap", swapped.other_owner,
                            owner=self.player(swapped.other_owner))
        return self._sent_home("note.sent_home", events, s.seat_to_move(), ours=False)

    def effect_text(self, move: Play, rank_said: bool = False,
                    walks: Sequence[Step] = ()) -> str:
        """What a card's move does, without naming the card ("field 11 to field 13"); for a
        joker with the rank it stands for, unless ``rank_said`` (named before). A seven that
        is one marble's ``walks`` says them."""
        if move.action is Action.SEVEN and len(walks) == 1:
            key = "brief.effect.move" if self.brief_places else "effect.move"
            text = self.t(key, start=self.location(walks[0].marble),
                          end=self.location(walks[0].target))
        elif move.action is Action.SEVEN and walks:
            text = self.t("effect.seven_walks", **self._walk_words(walks))
        elif move.action is Action.SEVEN:
            text = self.t("effect.seven")
        elif move.action is Action.START:
            text = self.t("effect.start", place=self.location(move.target))
        elif move.action is Action.SWAP:
            text = self.t("brief.effect.swap" if self.brief_places else "effect.swap",
                          place=self.location(move.marble), other=self.location(move.target))
        else:
            key = "effect.back" if move.action is Action.BACKWARD else "effect.move"
            key = f"brief.{key}" if self.brief_places else key
            text = self.t(key, start=self.location(move.marble), end=self.location(move.target))
        if move.joker and not rank_said:
            return self.t("effect.as", rank=self.names.rank(Face(move.said_rank, None)),
                          effect=text)
        return text

    def card_moves_list(self, moves: Sequence[Move], state: State) -> str:
        """One card's moves after a heading that names it: what each does, without the card's
        name again ("Ace of diamonds: 2 moves: field 44 to field 45 (…) or field 44 to field
        55"); each said once (two equal cards of the double pack make the same moves)."""
        plays = [m for m in moves if isinstance(m, Play)]
        if len(plays) != len(moves):
            return super().card_moves_list(moves, state)
        return self._ways(plays, state)

    def card_moves_list_brief(self, moves: Sequence[Move], state: State) -> str | None:
        """One card's ways by field numbers, as the list of all moves brails them ("15-24 or
        41-50"); "moves joker" brailled every way in words, 1255 characters."""
        plays = [m for m in moves if isinstance(m, Play)]
        if len(plays) != len(moves):
            return None
        self.brief_places = True
        try:
            return self._ways(plays, state)
        finally:
            self.brief_places = False

    def _ways(self, plays: Sequence[Play], state: State, rank_said: bool = False) -> str:
        """What each of ``plays`` does, with its brackets, each once, joined with "or";
        ``rank_said``: the rank a joker plays as was said before (not "as jack:" again). A
        joker's ways are grouped under the rank each plays as ("as ace: out onto your start
        field 1 or field 11 to field 12; as two: ..."), where "as ace:" began every way."""
        if rank_said or not plays or not all(m.joker for m in plays):
            return self.join_moves(list(dict.fromkeys(
                self.effect_noted(state, m, rank_said) for m in plays)))
        by_rank: dict[Rank, list[str]] = {}
        for move in plays:
            effects = by_rank.setdefault(move.said_rank, [])
            effect = self.effect_noted(state, move, rank_said=True)
            if effect not in effects:
                effects.append(effect)
        return self.join_moves([
            self.t("effect.as", rank=self.names.rank(Face(rank, None)),
                   effect=self.cat.join_or(effects)) for rank, effects in by_rank.items()])

    def effect_noted(self, state: State, move: Play, rank_said: bool = False) -> str:
        """:meth:`effect_text` with the brackets the list of all moves gives it: whose marble
        goes back to the kennel, whose marble a jack swaps with."""
        walks = self.seven_walks(state, move)
        return self.effect_text(move, rank_said, walks) + self.brackets(state, move)

    def part_text(self, part: Token) -> str:
        """A part as the move builder's choices read it: a card, the rank a joker plays as
        ("as two"; it was read as the card with that id, "three of diamonds"), or a choice
        that is a whole move, named as that move ("show the hand and sit out"; its number
        was read as a card's id too, "two of clubs")."""
        if part.kind is TokenKind.RANK:
            return self.t("part.as", rank=self.names.rank(Face(Rank(part.value), None)))
        if part.kind is TokenKind.CHOICE:
            whole = next(m for m in (Fold(), UndoStep()) if m.parts == (part,))
            return self.move_text(whole)
        return self.names.card(part.value)

    def _step_example(self, legal: list[Move], seat: Player, brief: bool = False) -> str:
        """A step of the seven as ``seat`` types it and what it does ("1-2 (your start
        field, field 1, to field 2)"; ``brief``: "1-2" alone); the words alone where no typed
        form names it."""
        step = next((m for m in legal if isinstance(m, Step)), None)
        if step is None:
            return ""
        typed = typed_step(step, legal, seat)
        said = self.move_text(step)
        if typed is None:
            return said
        return typed if brief else self.t("step_typed", typed=typed, step=said)

    def _typed_back(self, move: Play) -> str:
        """A four's way back as the listener types it, by the field the marble goes back
        from ("four back from 6", "joker as four back from 6")."""
        key = "typed_back.joker" if move.joker else "typed_back"
        return self.t(key, rank=self.names.rank(Face(Rank.FOUR, None)),
                      field=typed_place(move.marble, self.listener))

    def _typed_example(self, plays: Sequence[Play]) -> str:
        """The first of a card's ways forward or swaps as the listener types it, after the
        question which way, which the way alone answers ("11-12", "11x35"); "" for a joker
        (typed with its rank) or no such way between fields the listener can type."""
        signs = {Action.FORWARD: "-", Action.SWAP: "x"}
        for move in plays:
            places = [typed_place(p, self.listener) for p in (move.marble, move.target)]
            if move.action in signs and not move.joker and None not in places:
                return f"{places[0]}{signs[move.action]}{places[1]}"
        return ""

    def typed_way(self, move: Play) -> str:
        """A jack's swap as the listener types it, in the fields they hear ("6x31")."""
        first, second = (typed_place(p, self.listener) for p in (move.marble, move.target))
        return f"{first}x{second}"  # swaps are on the track, where every field has a number


__all__ = ["DogMoves"]
