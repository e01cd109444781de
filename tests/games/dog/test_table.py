"""Dog at the table, by keys: golden transcripts of two seats, and a hot-seat game.

Every person plays with the keys a blind player uses: N (the next playable card) and Enter;
a card whose move names places takes them to the board with the cursor on the first marble
that may move, Enter chooses it and the cursor goes on to its first target, Enter again. The
seven's steps are walked the same way; with no card to play, F6 goes to the choices (fold).
The goldens pin the first two rounds; the hot-seat game is played by keys to its end (about
17 rounds and 700 moves, a few seconds).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from accessible_games.games.cards.dog import board as b
from accessible_games.games.cards.dog.game import DogGame
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.tactile.brf import paginate
from accessible_games.tactile.diagram import DiagramMaker
from tests.games.cards.table_play import said
from tests.golden import assert_golden

K = CommandKind
HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
LISTENERS = (0, 1)
"""North and East: the two seats whose consoles the goldens pin."""


def dog_turn_by_keys(handle: Callable[[Command], list[Message]],
                     console: Console) -> list[tuple[str, list[Message]]]:
    """One turn of the person at ``console`` by keys (``handle`` presses them); every key
    with its answer. Fails when the keys leave the turn unfinished."""
    table = console.table
    before, seat = len(table.history), table.to_move()
    steps: list[tuple[str, list[Message]]] = []

    def press(name: str, kind: CommandKind) -> list[Message]:
        answer = handle(Command(kind))
        steps.append((name, answer))
        if console.confirming is K.MOVE:  # a step that sends a marble of the side home
            steps.append(("y", handle(Command(K.YES))))
        return answer

    found = press("N", K.PLAYABLE)
    if found and found[0].kind is MessageKind.CURSOR:
        press("Enter", K.SELECT)
    elif not console._next_places():
        for _ in range(3):  # no card to play: F6 round the zones to the choices (fold)
            if console.zone is ZoneKind.CHOICES:
                break
            press("F6", K.ZONE)
    for _ in range(16):  # a marble and its target; the seven's steps one field at a time
        if table.is_over or table.to_move() != seat or len(table.history) > before and \
                not table.state.split:  # type: ignore[attr-defined]
            break
        if console.zone is ZoneKind.CHOICES:
            press("Enter", K.SELECT)
        elif console.zone is ZoneKind.BOARD and console._next_places():
            press("Enter", K.SELECT)
        else:
            break
    assert len(table.history) > before, steps
    return steps


def two_seats(lang: str, rounds: int) -> dict[int, list[str]]:
    """North's and East's transcripts of a four-person game by keys, for ``rounds`` rounds."""
    table = Table(DogGame(), [HUMAN] * 4, seed=4)
    consoles = {seat: Console(table, seat, lang) for seat in range(4)}
    lines = {seat: said(consoles[seat].opening()) for seat in LISTENERS}
    for seat in (2, 3):
        consoles[seat].opening()
    while not table.is_over and table.state.round_no < rounds:
        seat = table.to_move()
        steps = dog_turn_by_keys(consoles[seat].handle, consoles[seat])
        for listener in LISTENERS:
            if listener == seat:
                for key, answer in steps:
                    lines[listener] += [f"[{key}]", *said(answer)]
            else:
                lines[listener] += said(consoles[listener].catch_up())
        for other in (2, 3):
            if other != seat:
                consoles[other].catch_up()
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_rounds_as_north_and_east_hear_them(lang):
    lines = two_seats(lang, 2)
    gets = {"en": "gets the", "de": "bekommt"}[lang]
    names = {"en": ("North", "East", "South", "West"), "de": ("Nord", "Ost", "Süd", "West")}[lang]
    for listener in LISTENERS:
        told = lines[listener]
        # Each seat hears its own dealt cards, once as the hand they make, and nobody else's.
        dealt = {line.split(": ", 1)[1].split(" ")[0] for line in told if f" {gets} " in line}
        assert not dealt - {names[listener]}
        own = {"en": "Cards dealt. Your hand: ", "de": "Karten ausgeteilt. Dein Blatt: "}[lang]
        assert sum(line.startswith(f"move: {own}") for line in told) >= 2  # two rounds
        assert any(line.startswith("select: ") for line in told)
        assert_golden(f"dog/table_{('north', 'east')[listener]}.{lang}", told)


def test_a_whole_game_of_two_people_and_two_computers_in_the_hot_seat_by_keys():
    # North and South share the keyboard against East and West at the beginner level. Each
    # person confirms the hand-over and plays by keys (the first playable card, its first
    # marble and target); the game runs to its end, every turn, round and exchange of it.
    table = Table(DogGame(), (HUMAN, COMPUTER, HUMAN, COMPUTER), seed=6)
    hot = HotSeat(table)
    public = list(hot.opening())
    confirmations = turns = 0
    while not table.is_over:
        assert table.state.round_no < 60, "the game should have ended long ago"
        if hot.computer_to_move():
            public += hot.computer_move()
        elif hot.waiting is not None:
            person = hot.waiting
            answer = hot.handle_line("")
            confirmations += 1
            assert answer[0].audience == frozenset({person})
            assert all(m.audience in (None, frozenset({person})) for m in answer)
        else:
            person = hot.active
            assert person == table.to_move()
            for _, answer in dog_turn_by_keys(hot.handle, hot.shown):
                public += [m for m in answer if m.audience is None]
                assert all(m.audience in (None, frozenset({person})) for m in answer)
            turns += 1
    state = table.state
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 2
    winners = sorted(outcome.winners)
    assert winners[1] == winners[0] + 2  # partners, opposite each other
    assert all(b.home_count(state.marbles, seat) == b.LANE for seat in winners)
    # Many rounds were played (the deal, the exchange and the hand-over each time), and both
    # people played their cards by keys throughout.
    assert state.round_no >= 5 and confirmations >= 2 * state.round_no and turns >= 40
    # The result, then what to type next, for everybody.
    assert public[-2].kind is MessageKind.RESULT and "win" in public[-2].text
    assert public[-1].text.startswith("Type rematch to play this game again")
    # Nothing a person was dealt or given face down reached the words everybody hears: the
    # room hears that a card was passed and that everybody took theirs, never which.
    text = " ".join(m.text for m in public)
    assert " gets the " not in text and " gives the " not in text
    assert "passes a card face down" in text and "Everybody takes the card passed" in text
    named = re.search(r".{200}takes the (?!card from|card passed|last step back).{40}", text)
    assert named is None, named.group(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_tactile_board_shows_the_cross_and_whose_marble_stands_where(lang):
    game = DogGame()
    state = arrange(game, {0: (5, 82), 1: (16, 30), 2: (40,), 3: (63, 94)},
                    {0: ("7h",), 1: ("2c",), 2: ("3d",), 3: ("4s",)}, fresh=(0, 1, 0, 0))
    lines = DiagramMaker(game, lang).diagram(state).lines
    brf = paginate(lines, 40, 25)
    ascii_rows = brf.replace("\f", "\r\n").split("\r\n")
    assert all(len(row) <= 40 for row in ascii_rows)
    # The cross: 17 numbered grid rows; the arms' tips are three places wide, the middle row
    # runs across the whole board.
    board = [row for row in ascii_rows if len(row) > 3 and row[:2].strip().isdigit()
             and row[2] == "_"]
    assert len(board) == 17
    # North's arm points up: its start field (track 0) in the top row's middle, its goal lane
    # (80 to 83) below it; North has a marble on its goal field 3 (82), East one on its start.
    assert_golden(f"tactile/dog.{lang}", brf.replace("\r\n", "\n").replace(
        "\f", "[form feed]\n").split("\n"))


def test_every_level_plays_dog_as_its_evaluation_module_says():
    from accessible_games.ai.levels import GAME_LEVELS, LevelName
    from accessible_games.games.cards.dog.evaluation import LEVEL_CHANGES
    assert {name.key: dict(GAME_LEVELS["dog"][name]) for name in LevelName} == LEVEL_CHANGES


@pytest.mark.parametrize(("lang", "round_", "dealt"), [
    ("en", "Round 5: 2 cards each, East starts.", "Cards dealt. Your hand: 2 cards. Five, ace."),
    ("de", "Runde 5: je 2 Karten, Ost beginnt.",
     "Karten ausgeteilt. Dein Blatt: 2 Karten. Fünf, Ass."),
])
def test_the_fifth_round_s_two_cards_are_told_as_the_hand_like_every_round(lang, round_, dealt):
    """Every round's deal was said as the hand, but the fifth's two cards one by one ("You get
    the five of hearts. You get the ace of spades."). The round is told after the last card's
    move, a message of its own."""
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["2c"]})
    state.round_no = 3  # the fourth round's last card: the fifth deals two each
    console = Console.local(game, [HUMAN] + [COMPUTER] * 3, lang=lang, seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line("2c")][1:] == [round_, dealt]


@pytest.mark.parametrize(("lang", "moved", "round_"), [
    ("en", "You: two, 6 to 8.", "Round 5: 2 cards each, East starts."),
    ("de", "Du: Zwei, 6 nach 8.", "Runde 5: je 2 Karten, Ost beginnt."),
])
def test_a_new_round_is_a_braille_line_of_its_own_after_the_last_move(lang, moved, round_):
    """The round dealt was the end of the last move's braille line ("South: five of
    diamonds, 43 to 48. East: 48 back to the kennel. Round 5: 2 cards each, North
    starts.", 109 cells); it is a line of its own now, spoken right after the move as
    before. "since" tells it too."""
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["2c"]})
    state.round_no = 3  # the fourth round's last card: the fifth deals two each
    console = Console.local(game, [HUMAN] * 4, lang=lang, seed=0, state=state)
    console.opening()
    said = console.handle_line("2c")
    assert [m.short for m in said[:2]] == [moved, round_]
    assert said[1].text == round_ and round_ not in said[0].text
    east = console.handle_line("since" if lang == "en" else "seither")
    assert round_ in [m.text for m in east]


@pytest.mark.parametrize(("lang", "go", "select", "said"), [
    ("en", "go 14", "select", "The card comes first in Dog: type it, or choose it in your hand, "
     "then the marble. The marble on field 14 can move with the two of spades, the seven of "
     "clubs, or the eight of diamonds."),
    ("de", "gehe 14", "wählen", "Bei Dog kommt zuerst die Karte: tippe sie oder wähle sie in "
     "deiner Hand, dann die Kugel. Die Kugel auf Feld 14 kann mit Pik-Zwei, Kreuz-Sieben oder "
     "Karo-Acht ziehen."),
])
def test_a_marble_chosen_before_a_card_says_the_card_comes_first(lang, go, select, said):
    """A play-tester's marble chosen on the board was "The marble on field 14 cannot move
    now", though three cards could move it."""
    game = DogGame()
    state = arrange(game, {0: [13]}, {0: ["7c", "8d", "2s"], 1: ["2d"], 2: ["2c"], 3: ["2s"]})
    console = Console.local(game, [HUMAN] + [COMPUTER] * 3, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line(go)
    assert console.handle_line(select)[0].text == said


@pytest.mark.parametrize(("lang", "moves", "said"), [
    ("en", "moves jh", "The jack of hearts cannot be played now. The jack swaps one of your "
     "marbles on the track with another marble on the track, but no swap is possible now: a "
     "marble that has just come out onto its start field and marbles in a goal lane cannot be "
     "swapped."),
    ("de", "züge herz bube", "Herz-Bube kannst du jetzt nicht spielen. Der Bube tauscht eine "
     "deiner Kugeln auf der Bahn mit einer anderen Kugel auf der Bahn, doch jetzt geht kein "
     "Tausch: Eine Kugel, die gerade auf ihr Startfeld gekommen ist, und Kugeln im Ziel kann "
     "man nicht tauschen."),
])
def test_the_moves_of_a_card_without_one_say_why(lang, moves, said):
    """"züge herz bube" was "Herz-Bube kannst du jetzt nicht spielen." with no word why."""
    game = DogGame()
    state = arrange(game, {0: [0], 1: [16]}, {0: ["Jh", "2c"], 1: ["2d"], 2: ["2c"], 3: ["2s"]},
                    fresh=(1, 1, 0, 0))
    console = Console.local(game, [HUMAN] + [COMPUTER] * 3, lang=lang, seed=0, state=state)
    console.opening()
    assert console.handle_line(moves)[0].text == said


HOT_SEAT_SOUTH = {
    "en": ("South plays the king of hearts and brings a marble out onto their start field 1.",
           "West plays the king of spades and brings a marble out onto their start field 17."),
    "de": ("Süd spielt Herz-König und bringt eine Kugel aus dem Zwinger auf das eigene "
           "Startfeld 1.",
           "West spielt Pik-König und bringt eine Kugel aus dem Zwinger auf das eigene "
           "Startfeld 17."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hot_seat_counts_the_fields_from_the_person_at_the_keyboard(lang):
    """Play-testing North and South at one keyboard, South brought a marble out and heard
    "South plays ... onto their start field 33", and West's "onto their start field 49":
    counted from North's start, where South's own board counts from South's. What everybody
    hears is now counted from the person at the keyboard, as their board is."""
    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["2c"], 1: ["2d"], 2: ["Kh", "2h"], 3: ["Ks", "2s"]},
                    turn=2)
    hot = HotSeat(Table(game, (HUMAN, COMPUTER, HUMAN, COMPUTER), seed=0, state=state),
                  lang=lang)
    hot.opening()
    assert hot.waiting == 2
    hot.handle_line("")
    said_now = [m.text for m in hot.handle_line("kh" if lang == "en" else "Herz-König")]
    while hot.computer_to_move():
        said_now += [m.text for m in hot.computer_move()]
    south, west = HOT_SEAT_SOUTH[lang]
    assert south in said_now and west in said_now, said_now


@pytest.mark.parametrize(("lang", "own", "others"), [
    ("en", "You take the four of spades from South.",
     ("East passes a card face down to West.", "West passes a card face down to East.")),
    ("de", "Du nimmst Pik-Vier von Süd.",
     ("Ost gibt West verdeckt eine Karte.", "West gibt Ost verdeckt eine Karte.")),
])
def test_at_the_hot_seat_the_own_line_after_the_exchange_leaves_out_what_all_heard(
        lang, own, others):
    """North and South at one keyboard: after the exchange everybody heard "Nord und Süd
    tauschen verdeckt eine Karte. Ost und West tauschen verdeckt eine Karte.", and North, alone
    at the keyboard, then heard "Du nimmst Pik-Vier von Süd. Ost und West tauschen verdeckt
    eine Karte.", the second sentence again. North's own line now says only what is North's,
    and East's and West's passes are each told once ("East and West swap a card face down."
    told East's pass again after "East passes a card face down to West.")."""
    hot = HotSeat(Table(DogGame(), (HUMAN, COMPUTER, HUMAN, COMPUTER), seed=3), lang=lang)
    heard = [m.text for m in hot.opening()]
    while not any(own in line for line in heard):
        if hot.computer_to_move():
            heard += [m.text for m in hot.computer_move()]
        elif hot.waiting is not None:
            heard += [m.text for m in hot.handle_line("")]
        else:
            give = hot.shown.observation.legal_moves[0].notation
            assert give.startswith("give"), heard
            heard += [m.text for m in hot.handle_line(give)]
    assert next(line for line in heard if own in line) == own
    assert all(sum(other in line for line in heard) == 1 for other in others), heard
    assert not any("swap" in line or "tauschen" in line for line in heard), heard


@pytest.mark.parametrize(("lang", "go", "select", "line", "count"), [
    ("en", "go 14", "select",
     "Card first, then the marble. Field 14 can move with two, seven, or eight.", 76),
    ("de", "gehe 14", "wählen",
     "Zuerst die Karte, dann die Kugel. Feld 14 kann mit Zwei, Sieben oder Acht ziehen.", 75),
])
def test_a_marble_chosen_before_a_card_reads_in_two_windows(lang, go, select, line, count):
    """On the braille line the refusal read the sentence, 147 cells with the cards' names:
    the card first, then the marble, and the ranks that move it (only the rank counts)."""
    from tests.braille_cells import cells

    game = DogGame()
    state = arrange(game, {0: [13]}, {0: ["7c", "8d", "2s"], 1: ["2d"], 2: ["2c"], 3: ["2s"]})
    console = Console.local(game, [HUMAN] + [COMPUTER] * 3, lang=lang, seed=0, state=state)
    console.opening()
    console.handle_line(go)
    refusal = console.handle_line(select)[0]
    assert (refusal.short, cells(refusal.short, lang)) == (line, count)
