"""Ending a game by the players' word and starting the next one: resign, offer a draw, rematch,
new game; each asks first.

A resignation and an agreed draw end the game on the table (``Table.resign``,
``Table.agree_draw``), so the autosave records the finished game with its result and the
statistics count it. A draw offered to the computer is accepted when the computer's own
evaluation of the position (from its seat's observation) says it is not ahead, and the answer
says so (in the first moves of a game it declines: too early); offered to another person at
this keyboard it is their yes or no. A rematch is the same game with a new seed, the sides
swapped (``rematch``) or kept (``rematch same``), and in a card game the deal passed on (the
player left of the last dealer deals first); a new game goes back to the choice of games.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from accessible_games.engine import Player, TurnKind
from accessible_games.lineup import ai_hooks
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console_base import ConsoleBase
from accessible_games.session.table import TYPED_LEVELS, Seat, SeatKind, typed_level_word
from accessible_games.session.words import brief_game_name, echoed, game_name

if TYPE_CHECKING:
    from accessible_games.session.console import Console

SAME = ("same", "gleich", "gleiche", "gleichen")
"""Arguments of ``rematch`` that keep the sides as they are."""

EARLY_DRAW_MOVES = 10
"""The computer declines a draw offered before this many moves of a game begun from the usual
start, as a player at the board would: nothing has been decided yet, and at the start of a
game of chance (Rakado's first roll) its evaluation is even, so it would always accept."""


class GameCommands(ConsoleBase):
    """Resign, draw offers, rematch and new game (a mix-in of the Console)."""

    _rematch_same: bool
    _draw_asked: Player | None
    new_game_requested: bool
    quit_requested: bool

    # -- the questions ----------------------------------------------------------------------

    def _do_yes(self, command: Command) -> list[Message]:
        """"yes" when nothing was asked."""
        return [Message(self.words.text("nothing_to_confirm"))]

    def _do_no(self, command: Command) -> list[Message]:
        """"no" when nothing was asked."""
        return [Message(self.words.text("nothing_to_confirm"))]

    def _do_resign(self, command: Command) -> list[Message]:
        if self.is_over:
            return self.result_messages()
        if self.viewer is None or self.viewer not in self.table.humans:
            return [Message(self.words.text("resign.spectator"), MessageKind.ILLEGAL)]
        self.confirming = CommandKind.RESIGN
        return [Message(self.words.text("resign.confirm"))]

    def _do_draw(self, command: Command) -> list[Message]:
        if self.is_over:
            return self.result_messages()
        if not self.game.has_draws:
            return self.no_draw()
        if self.viewer is None or self.viewer not in self.table.humans:
            return [Message(self.words.text("resign.spectator"), MessageKind.ILLEGAL)]
        self.confirming = CommandKind.DRAW
        self._draw_asked = None
        return [Message(self.words.text("draw.confirm"))]

    def no_draw(self) -> list[Message]:
        """The refusal of a draw offer in a game that nobody ends by a draw (Wolf und Schafe,
        the card games), on the braille line in a few words ("No draw in Whist. To stop, type
        quit."; the sentence ran to 94 cells, in German 112)."""
        game_id = self.game.id
        return [Message(self.words.text("draw.none", game=game_name(game_id, self.lang)),
                        MessageKind.ILLEGAL,
                        self.words.text("draw.none.brief",
                                        game=brief_game_name(game_id, self.lang)))]

    def _do_rematch(self, command: Command) -> list[Message]:
        self._rematch_same = command.argument.strip().casefold() in SAME
        swapped = not self._rematch_same and self._sides_swap()
        self.confirming = CommandKind.REMATCH
        key = "rematch.confirm.swapped" if swapped else "rematch.confirm.same"
        if not swapped and (self.is_card_game or self.game.num_players > 2):
            key = "rematch.confirm.players"  # seats at a card table, not a board's sides
        side = self.describer.player(self._swapped_seat()) if swapped else ""
        # A card table's seats are no sides: "in the other seat? You would be Player 2."
        said = "rematch.confirm.seat" if swapped and self.is_card_game else key
        # The braille line names the game briefly and the side in a word: "Play Räuber und
        # Gendarm (cops and robbers) again, with the sides swapped? Your side: White. Type
        # yes or no." ran to 117 cells.
        return [Message(self.words.text(said, game=self.words.cat.text(f"game.{self.game.id}.name"),
                                         side=side), MessageKind.INFO,
                        self.words.text(f"{key}.brief", side=side,
                                        game=brief_game_name(self.game.id, self.lang)))]

    def _do_new_game(self, command: Command) -> list[Message]:
        if self.is_over:
            # Nothing is lost once the game is over, as with quit; the result told the player
            # to type new, and a question after it was dropped by the next line.
            return self._answer_game_question(CommandKind.NEW_GAME, True) or []
        self.confirming = CommandKind.NEW_GAME
        return [Message(self.words.text("new_game.confirm"))]

    def _do_level(self, command: Command) -> list[Message]:
        """The computer's level ("level"), or a new one from its next move ("level 1",
        "level beginner", "stufe stark"): a newcomer who found the computer too strong heard
        "I cannot read "level 1"", and only leaving the game for the choice of games asked
        the level again."""
        table = self.table
        computers = sorted(table.computers)
        if not computers:
            return [Message(self.words.text("level.none"), MessageKind.ILLEGAL)]
        typed = command.argument.strip()
        if not typed:
            levels = sorted({table.seats[seat].level for seat in computers})
            if len(levels) > 1:
                joined = self.words.cat.join_and([str(level) for level in levels])
                return [Message(self.words.text("level.several", levels=joined), MessageKind.INFO,
                                self.words.text("level.several.brief", levels=joined))]
            name = self._level_name(levels[0])
            return [Message(self.words.text("level.now", level=levels[0], name=name),
                            MessageKind.INFO,
                            self.words.text("level.now.brief", level=levels[0], name=name))]
        level = int(typed) if typed in ("1", "2", "3") else TYPED_LEVELS.get(
            typed_level_word(typed))
        if level is None:
            return [echoed(lambda text: self.words.cat.text("menu.no_such_level", number=text),
                           typed)]
        if all(table.seats[seat].level == level for seat in computers):
            return [Message(self.words.text("level.same", level=level,
                                             name=self._level_name(level)))]
        table.seats = [Seat(seat.kind, level, seat.easiest)
                       if seat.kind is SeatKind.COMPUTER else seat for seat in table.seats]
        table.seats_changed()
        return [Message(self.words.text("level.changed", level=level,
                                         name=self._level_name(level)))]

    def _level_name(self, level: int) -> str:
        """A level's name, as the questions before a game say it ("beginner")."""
        return self.words.cat.text(f"menu.level.name.{level}")

    # -- the answers ------------------------------------------------------------------------

    def _cancelled(self, asked: CommandKind | None) -> list[Message]:
        """What a question answered with no (or passed over) leaves said: "No rematch." for
        the rematch; "The game goes on." while it does, nothing once it is over."""
        if asked is CommandKind.REMATCH:
            return [Message(self.words.text("rematch.cancelled"))]
        return [] if self.is_over else [Message(self.words.text("quit.cancelled"))]

    def _rematch_declined(self) -> list[Message]:
        """A rematch answered no: after the end with the way on ("No rematch. Type new to
        choose another game, or quit."), during the game with whose turn it is."""
        if not self.is_over:
            return [Message(self.words.text("rematch.cancelled")), self.turn_message()]
        words = self.next_game_words()
        return [Message(self.words.text("rematch.cancelled.next", **words), MessageKind.INFO,
                        self.words.text("rematch.cancelled.next.brief", **words))]

    def _answer_game_question(self, asked: CommandKind, yes: bool) -> list[Message] | None:
        """The answer to one of this module's questions; None when ``asked`` is another."""
        if asked is CommandKind.MOVE:
            move, self._pending_move = self._pending_move, None
            if yes and move is not None and move in self.observation.legal_moves:
                return self._play_human(move, checked=True)
            return [Message(self.words.text("move.not_played")), self.turn_message()]
        if asked is CommandKind.RESIGN:
            if not yes:
                return [Message(self.words.text("quit.cancelled")), self.turn_message()]
            viewer = self.viewer
            assert viewer is not None
            self.table.resign(viewer)
            return self.catch_up()
        if asked is CommandKind.DRAW:
            return self._draw_answer(yes)
        if asked is CommandKind.REMATCH:
            return self._start_rematch() if yes else self._rematch_declined()
        if asked is CommandKind.NEW_GAME:
            if not yes:
                return self._cancelled(asked) + [self.turn_message()]
            self.new_game_requested = True
            self.quit_requested = True
            return [Message(self.words.text("new_game.done"))]
        return None

    def _draw_answer(self, yes: bool) -> list[Message]:
        if not yes:
            if self._draw_asked is not None:
                side = self.describer.player(self._draw_asked)
                self._draw_asked = None
                return [Message(self.words.text("draw.declined.person", side=side)),
                        self.turn_message()]
            return [Message(self.words.text("quit.cancelled")), self.turn_message()]
        if self._draw_asked is not None:
            self._draw_asked = None
            self.table.agree_draw()
            return self.catch_up()
        viewer = self.viewer
        others = [p for p in range(self.game.num_players) if p != viewer
                  and p not in self._partners(viewer)]
        people = [p for p in others if self.seats[p].kind is not SeatKind.COMPUTER]
        if people:
            # Another person at this keyboard answers for their side.
            self._draw_asked = people[0]
            self.confirming = CommandKind.DRAW
            return [Message(self.words.text("draw.ask_person",
                                            side=self.describer.player(people[0])))]
        if self._too_early_for_a_draw():
            return [Message(self.words.text("draw.declined.early"), MessageKind.ILLEGAL),
                    self.turn_message()]
        ahead = [p for p in others if self._computer_value(p) > 0]
        if ahead:
            return [Message(self.words.text("draw.declined.computer"), MessageKind.ILLEGAL),
                    self.turn_message()]
        self.table.agree_draw()
        return [Message(self.words.text("draw.accepted.computer"))] + self.catch_up()

    def _too_early_for_a_draw(self) -> bool:
        """Fewer than :data:`EARLY_DRAW_MOVES` moves (rolls and deals not counted) since the
        usual start; a game set up from a position may be drawn at once."""
        made = sum(1 for turn in self.table.history if not turn.is_chance)
        return self.table.start_position is None and made < EARLY_DRAW_MOVES

    def _computer_value(self, seat: Player) -> float:
        """The computer's own evaluation of the position for ``seat``, from that seat's
        observation only (a sampled deal when the game hides cards)."""
        view = self.table.observation(seat).view
        if not self.game.info.perfect_information:
            view = view.sample_hidden(seat, random.Random(f"{self.seed}/draw/{seat}"))
        if view.turn_kind is TurnKind.CHANCE:
            return 0.0
        return float(ai_hooks(self.game).evaluate(view, seat))

    def _partners(self, seat: Player | None) -> frozenset[Player]:
        """``seat``'s team mates (they do not answer a draw offer)."""
        for team in self.table.state.teams():
            if seat in team:
                return frozenset(team)
        return frozenset()

    # -- the next game ----------------------------------------------------------------------

    def _sides_swap(self) -> bool:
        """True when swapping the sides changes who plays what (the computer is in it)."""
        return len({s.kind for s in self.seats}) > 1 and self.game.num_players == 2

    def _swapped_seat(self) -> Player:
        """The seat the first person at the keyboard takes after the sides are swapped."""
        humans = self.table.humans
        first = humans[0] if humans else 0
        return (first + 1) % self.game.num_players

    def _start_rematch(self) -> list[Message]:
        from accessible_games.session.hotseat import open_game
        from accessible_games.session.saving import attach_store

        seats: list[Seat] = list(self.seats)
        if not self._rematch_same and self._sides_swap():
            seats.reverse()
        game = self.game
        passed_on = self.table.state.next_game_options()  # the deal passes on
        if passed_on:
            game = type(game)({**game.options, **passed_on})
        new: Console = open_game(game, seats, lang=self.lang, seed=self.seed + 1,
                                 verbosity=self.describer.verbosity)
        new.printer = self.printer
        if self.store is not None:
            attach_store(new, self.store)
        self.switch_to = new
        return [Message(self.words.text("rematch.done"))]
