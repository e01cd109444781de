"""Playing card games at a Table by keys, for the hand-zone tests and goldens.

Every person plays through their own console with the keys a blind player uses: N (the next
playable card), Enter (Shift+Enter with "Mau" on the last card but one), Enter again for a
jack's suit; with nothing playable, ``draw`` and then ``pass``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from accessible_games.engine import Game
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind

K = CommandKind


def said(messages: list[Message]) -> list[str]:
    """Messages as transcript lines: kind and text; a braille line without words (the
    next piece of a long braille form) as the braille line's text."""
    return [f"{m.kind.value}: {m.text}" if m.text else f"{m.kind.value} (braille): {m.short}"
            for m in messages]


def against_beginners(game: Game, lang: str = "en", seed: int = 0,
                      plays: Sequence[str | None] = ()) -> Console:
    """A person in the first seat and beginners (level 1, seeded: the same cards every run)
    in the others, the opening said; at each of the person's turns the next of ``plays`` is
    typed (None: the first legal move), and the computers play up to the person's next turn
    after each."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=seed)
    console.opening()
    computers_play(console)
    for line in plays:
        console.handle_line(console.observation.legal_moves[0].notation if line is None
                            else line)
        computers_play(console)
    return console


def computers_play(console: Console) -> None:
    """The computers move until a person is to move or the game is over."""
    while console.computer_to_move():
        console.computer_move()


def play_turn_by_keys(console: Console) -> list[tuple[str, list[Message]]]:
    """One turn of ``console``'s viewer, by keys; every key with what it answered."""
    steps: list[tuple[str, list[Message]]] = []

    def press(name: str, command: Command) -> list[Message]:
        answer = console.handle(command)
        steps.append((name, answer))
        return answer

    found = press("N", Command(K.PLAYABLE))
    if found and found[0].kind is MessageKind.CURSOR:
        last_but_one = len(console.hand()) == 2 and console.game.id == "mau-mau"
        if last_but_one:
            press("Shift+Enter", Command(K.SELECT, "mau"))
        else:
            press("Enter", Command(K.SELECT))
        while console.zone is ZoneKind.CHOICES:
            press("Enter", Command(K.SELECT))
        return steps
    before = len(console.table.history)
    press("draw", Command(K.MOVE, "draw"))
    if len(console.table.history) == before:
        press("pass", Command(K.MOVE, "pass"))
    return steps


def play_hot_seat(hot: HotSeat, turn: Callable[[Console], list[tuple[str, list[Message]]]],
                  limit: int) -> tuple[list[tuple[int | None, str]], int]:
    """A whole game at one keyboard: computers move, each hand-over is confirmed with Enter,
    each person plays their turn by keys with ``turn``. Returns every text with the person at
    the keyboard when it was said (None before the first hand-over), and the hand-overs; a
    private message said to anybody else fails at once."""
    keyboard = cast(Console, hot)
    heard: list[tuple[int | None, str]] = []

    def hear(messages: list[Message], person: int | None) -> None:
        for m in messages:
            if m.audience is not None:
                assert m.audience == frozenset({person}), (person, m)
            heard.append((person, m.text))

    hear(hot.opening(), None)
    handovers = 0
    for _ in range(limit):
        if hot.table.is_over:
            break
        if hot.computer_to_move():
            hear(hot.computer_move(), hot.active)
            continue
        if hot.waiting is not None:
            handovers += 1
            person = hot.waiting
            hear(hot.handle(Command(K.SELECT)), person)  # Enter: only I listen now
            continue
        person = hot.active
        assert hot.shown.viewer == person  # the keys reach the person's own console
        for _key, answer in turn(keyboard):
            hear(answer, person)
    return heard, handovers


def answers_with_hands_swapped(console: Console, line: str, turns: int) -> list[list[str]]:
    """``line`` asked at ``console`` before each of its next ``turns`` turns (the computer
    plays the others, the console its first legal move), each time also with seats 1 and 3's
    hidden hands swapped, which must not change the answer: it may read only what the
    console's seat knows. The answers, one list per turn (fewer when the game ends)."""
    answers = []
    for _ in range(turns):
        while console.computer_to_move():
            console.computer_move()
        if console.is_over:
            break
        said = [m.text for m in console.handle_line(line)]
        hands = console.table.state.hands
        hands[1], hands[3] = hands[3], hands[1]
        assert [m.text for m in console.handle_line(line)] == said, line
        hands[1], hands[3] = hands[3], hands[1]
        answers.append(said)
        console.handle_line(console.observation.legal_moves[0].notation)
    return answers
