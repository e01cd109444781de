"""Doppelkopf at the table: one seeded deal heard by two seats (goldens in both languages), and
a whole deal at one keyboard with two people and two computers, by keys.

Every person plays through their own console with the keys a blind player uses: F6 and Enter
for the reservation in the choices zone, N and Enter for a card; announcements are typed
("re", "kontra", "keine 90"). The transcripts are checked for leaks independently of the
golden files: a listener hears no card name that is not in their own dealt hand or played
openly, and the parties question names a seat Re or Kontra only when the listener can know it.
"""

from __future__ import annotations

import re
from typing import cast

import pytest

from accessible_games.engine.events import Private
from accessible_games.games.cards.core import Deck
from accessible_games.games.cards.doppelkopf import knowledge
from accessible_games.games.cards.doppelkopf.game import PLAY, RESERVE, DoppelkopfGame
from accessible_games.games.cards.events import CardDealt
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.consoles import seated
from tests.games.cards.table_play import computers_play, play_hot_seat, said
from tests.golden import assert_golden

K = CommandKind
HUMAN = Seat(SeatKind.HUMAN)
COMPUTER = Seat(SeatKind.COMPUTER, 1)
LISTENERS = (0, 1)
"""The two seats whose transcripts are pinned."""
SEED = 3
EVERY_TURN = (("Shift+K", K.PARTIES), ("Shift+A", K.ANNOUNCEMENTS))
"""What a listener asks at each of their turns in play."""
NOW_AND_THEN = (("Shift+G", K.CARD_POINTS), ("Shift+V", K.CARDS_OUT), ("G", K.SCORE))
"""What a listener asks at a few turns (holding 10, 6 and 1 cards)."""
FIRST_LOOK = (("Home", K.ROW_START), ("Right", K.RIGHT), ("Down", K.DOWN), ("Down", K.DOWN),
              ("Up", K.UP), ("End", K.ROW_END))
"""How a listener walks the hand at their first card."""
TOO_LATE = {"en": "no 90", "de": "keine 90"}


def dk_turn(console: Console, typed: tuple[str, ...] = ()) -> list[tuple[str, list[Message]]]:
    """One turn of ``console``'s viewer by keys (typed words first); every key with its answer."""
    steps: list[tuple[str, list[Message]]] = []

    def press(name: str, command: Command) -> list[Message]:
        answer = console.handle(command)
        steps.append((name, answer))
        return answer

    for word in typed:
        steps.append((f"> {word}", console.handle_line(word)))
    if getattr(console.state, "phase", None) == RESERVE:
        for _ in range(3):
            if console.zone is ZoneKind.CHOICES:
                break
            press("F6", Command(K.ZONE))
        press("Enter", Command(K.SELECT))  # the first choice: healthy
        return steps
    press("N", Command(K.PLAYABLE))
    press("Enter", Command(K.SELECT))
    return steps


def own_word(console: Console) -> str:
    """The announcement of the listener's own party, as the player knows it from the hand."""
    state = console.state
    seat = console.viewer
    assert seat is not None
    party = knowledge.known_parties(state, seat)[seat][0]  # type: ignore[arg-type]
    return "re" if party == 0 else "kontra"


def card_names(console: Console, deck: Deck) -> dict[object, str]:
    """Each face of the pack with its name in the console's language."""
    names = console.describer.names  # type: ignore[attr-defined]
    return {deck.face(c): names.card(c) for c in range(len(deck))}


def check_parties(console: Console, table: Table, answer: list[Message]) -> None:
    """The parties answer names no seat Re or Kontra that the listener cannot know."""
    listener = console.viewer
    real = table.state
    known = knowledge.known_parties(real, listener)  # type: ignore[arg-type]
    text = " ".join(m.text for m in answer)
    unknown = [s for s in range(4) if known[s][0] is None]
    if not unknown or real.phase != PLAY:  # type: ignore[attr-defined]
        return
    names = [console.describer.player(s) for s in unknown]
    group = console.describer.t("status.unknown",  # type: ignore[attr-defined]
                                players=console.describer.cat.join_and(names))
    assert group in text, (text, group)
    for name in names:  # named once: in the group of the unknown
        assert len(re.findall(rf"\b{name}\b", text)) == 1, (name, text)


def deal(lang: str) -> dict[int, list[str]]:
    """One deal at a table of four people; the transcripts of the two listeners."""
    game = DoppelkopfGame({"deals": 1})
    table = Table(game, [HUMAN] * 4, seed=SEED)
    consoles = {seat: Console(table, seat, lang) for seat in range(4)}
    lines = {seat: said(consoles[seat].opening()) for seat in LISTENERS}
    for seat, console in consoles.items():
        if seat not in LISTENERS:
            console.opening()
    allowed: dict[int, set[object]] = {seat: set() for seat in LISTENERS}
    deck = game.deck
    names = {seat: card_names(consoles[seat], deck) for seat in LISTENERS}
    first = dict.fromkeys(LISTENERS, True)
    while not table.is_over:
        for seat in LISTENERS:  # what a listener may name: their own hand and what is played
            allowed[seat].update(deck.face(c) for c in table.state.hands[seat])  # type: ignore[attr-defined]
            allowed[seat].update(deck.face(c) for _, c in table.state.played)  # type: ignore[attr-defined]
        seat = table.to_move()
        console = consoles[seat]
        typed: tuple[str, ...] = ()
        if seat in LISTENERS and console.state.phase == PLAY:  # type: ignore[attr-defined]
            held = len(console.hand())
            asked = list(EVERY_TURN) + (list(NOW_AND_THEN) if held in (10, 6, 1) else [])
            if first[seat]:
                asked = list(FIRST_LOOK) + asked
                typed = (own_word(console),)
                lines[seat] += ["> board", *said(console.handle_line("board"))]
                first[seat] = False
            elif held == 6:
                typed = (TOO_LATE[lang],)
            for key, kind in asked:
                answer = console.handle(Command(kind))
                if kind is K.PARTIES:
                    check_parties(console, table, answer)
                lines[seat] += [f"[{key}]", *said(answer)]
        steps = dk_turn(console, typed)
        for listener in LISTENERS:  # the card just played is now open too
            allowed[listener].update(deck.face(c) for _, c in table.state.played)  # type: ignore[attr-defined]
        for listener in LISTENERS:
            if listener == seat:
                lines[seat] += [line for key, answer in steps
                                for line in (key if key.startswith(">") else f"[{key}]",
                                             *said(answer))]
            else:
                news = said(consoles[listener].catch_up())
                for line in news:  # no card of another hand named before it is played
                    for face, name in names[listener].items():
                        if face not in allowed[listener] and name in line:
                            raise AssertionError(f"seat {listener} heard {name!r}: {line}")
                lines[listener] += news
        for other in consoles.values():
            if other is not console and other.viewer not in LISTENERS:
                other.catch_up()
    for seat in LISTENERS:
        lines[seat] += ["[G]", *said(consoles[seat].handle(Command(K.SCORE)))]
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_deal_heard_by_two_seats(lang):
    lines = deal(lang)
    for seat in LISTENERS:
        assert_golden(f"doppelkopf/table_seat{seat}.{lang}", lines[seat])
    too_late = {"en": "Too late for", "de": "Zu spät für"}[lang]
    assert all(any(too_late in line for line in lines[seat]) for seat in LISTENERS)


def test_two_people_and_two_computers_play_a_deal_by_keys_at_one_keyboard():
    table = Table(DoppelkopfGame({"deals": 1}), [HUMAN, COMPUTER, HUMAN, COMPUTER], seed=8)
    hot = HotSeat(table)
    names = {seat: hot.public.describer.player(seat) for seat in range(4)}
    heard, handovers = play_hot_seat(hot, dk_turn, 1000)
    assert table.is_over and handovers >= 12  # 2 reservations, 24 cards between two people
    gets = re.compile(r"^(North|East|South|West) gets ")
    for person, text in heard:
        found = gets.match(text)
        if found:  # a dealt card is named only to its receiver, with them at the keyboard
            assert person is not None and found.group(1) == names[person], (person, text)
    hand_line = re.compile(r"^Your hand: (\d+) cards?\. ")
    for person in (0, 2):  # at every hand-over the hand as it is now, not the deal again
        assert not [text for who, text in heard if who == person and gets.match(text)]
        counts = [int(found.group(1)) for who, text in heard if who == person
                  and (found := hand_line.match(text))]
        assert counts[0] == 12 and counts == sorted(counts, reverse=True) and len(counts) >= 6
    for turn in table.history:
        for event in turn.events:
            if isinstance(event, Private) and isinstance(event.event, CardDealt):
                assert event.audience == frozenset({event.event.seat})
    assert [len(hand) for hand in table.state.hands] == [0, 0, 0, 0]  # type: ignore[attr-defined]


def first_card_or_healthy(console: Console) -> str:
    """The first card the seat to move may play, else healthy."""
    moves = console.observation.legal_moves
    return next(m for m in moves
                if m.notation.startswith("play") or m.notation == "reserve healthy").notation


def first_card_or_choice(console: Console) -> str:
    """The first card the seat to move may play, else its first choice (a reservation)."""
    moves = console.observation.legal_moves
    return next((m for m in moves if m.notation.startswith("play")), moves[0]).notation


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_last_trick_names_every_card_its_taker_and_its_points(lang):
    """"last trick" used to say that Doppelkopf has no tricks. Four people at one keyboard
    (no computer, whose thinking time would make the cards depend on the machine's load) each
    play their first card: 0 + 0 + 4 + 11 = 15 points, the ace beating the king."""
    typed, none_yet, last = LAST_TRICK[lang]
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=7)
    console.opening()
    assert [m.text for m in console.handle_line(typed)] == [none_yet]
    while not console.state.tricks:
        console.handle_line(first_card_or_choice(console))
    assert [m.text for m in console.handle_line(typed)] == [last]


LAST_TRICK = {
    "en": ("last trick", "No trick has been taken in this deal yet.",
           "Last trick: nine of clubs from East, nine of clubs from South, king of clubs from "
           "West, ace of clubs from you; you took it, 15 points."),
    "de": ("letzter stich", "In diesem Spiel wurde noch kein Stich gemacht.",
           "Letzter Stich: Kreuz-Neun von Ost, Kreuz-Neun von Süd, Kreuz-König von West, "
           "Kreuz-Ass von dir; du hast ihn bekommen, 15 Augen."),
}


VOIDS = {
    "en": ("voids", "Known from play: you, North, South, and West are void in spades."),
    "de": ("fehlfarben", "Aus dem Spiel bekannt: du, Nord, Süd und West könnt Pik nicht bedienen."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_voids_follow_the_doppelkopf_classes_not_the_printed_suits(lang):
    """In a normal game spades to follow are the ace, ten, king and nines: the queens and
    jacks of spades are trumps. Once the eight plain spades have gone in two tricks, East (to
    move) hears that every seat, East too, holds no spades, in one sentence; counted by the
    printed suit, the trump queens and jacks of spades still out hid every such void."""
    typed, said = VOIDS[lang]
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=7)
    console.opening()
    while len(console.state.tricks) < 4:
        moves = console.observation.legal_moves
        plays = [m for m in moves if m.notation.startswith("play")] or \
            [m for m in moves if m.notation == "reserve healthy"]
        console.handle_line((plays[-1] if console.state.to_move == 1 else plays[0]).notation)
    assert console.viewer == 1
    assert [m.text for m in console.handle_line(typed)] == [said]
    # Status counts the tricks of the deal, not moves: four taken, the fifth being played.
    # The turn and the trick's number come first, the table and the parties after.
    status = console.handle_line("status" if lang == "en" else "stand")[0].text
    assert status.endswith({"en": " Trick 5 of 12.", "de": " Stich 5 von 12."}[lang])


@pytest.mark.parametrize(("lang", "slip", "unreadable", "card", "not_now"), [
    ("en", "helthy", "Did you mean healthy?", "qh", "Not yet: first the reservations. Say "
     "healthy, or a wedding or a solo if you want one; cards and announcements come after."),
    ("de", "gesnud", "Meintest du gesund?", "herz dame", "Noch nicht: erst die Vorbehalte. "
     "Sage gesund oder, wenn du willst, Hochzeit oder ein Solo; Karten und Ansagen kommen "
     "danach."),
])
def test_a_slip_during_the_reservations_says_what_can_be_typed(lang, slip, unreadable, card,
                                                                  not_now):
    """A mistyped "healthy" used to be answered "Not now: first the reservations", which the
    player was giving; only a card played too early gets that answer now. The slip names the
    move it misses, as "moves" says it."""
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=3)
    console.opening()
    assert console.state.phase == RESERVE
    assert [m.text for m in console.handle_line(slip)] == [unreadable]
    assert [m.text for m in console.handle_line(card)] == [not_now]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", ("go queen of hearts", "go qh", "go king of clubs"),
     ("Queen of hearts, card 4 of 12.", "Queen of hearts, card 4 of 12.",
      '"king of clubs" is not a card of your hand; you hold 12 cards.')),
    ("de", ("gehe herz dame", "gehe kreuz könig"),
     ("Herz-Dame, Karte 4 von 12.",
      "„kreuz könig“ ist keine Karte deines Blatts; du hast 12 Karten.")),
])
def test_go_with_a_card_s_name_moves_onto_it_in_the_hand(lang, typed, said):
    """ "go queen of hearts" used to be refused as not in the hand; it moves the cursor onto
    the card, as go moves onto a place, and plays nothing."""
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=3)
    console.opening()
    before = len(console.table.history)
    assert [m.text for t in typed for m in console.handle_line(t)] == list(said)
    assert len(console.table.history) == before


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You play Re, so you cannot say Kontra; your announcement is Re."),
    ("de", "Du spielst Re, also kannst du nicht Kontra sagen; deine Ansage heißt Re."),
])
def test_the_other_party_s_announcement_is_refused_saying_it_was_not_made(lang, said):
    """North holds a queen of clubs: "kontra" is refused, and the sentence says so plainly
    (it used to read "You play Re; your announcement is Re.", as if Re had been said)."""
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=7)
    console.opening()
    while not (console.state.phase == PLAY and console.state.turn == 0):
        console.handle_line(first_card_or_healthy(console))
    assert [m.text for m in console.handle_line("kontra")] == [said]
    assert console.state.level == [-1, -1]  # nothing was announced


OWN_PARTY = {
    "en": ("open to you: Re, no 90", "announce Re", "open to you: Kontra"),
    "de": ("Ansagen: Re, keine 90", "Re ansagen", "Ansagen: Kontra"),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_choice_to_announce_names_the_mover_s_own_party(lang):
    """The list of moves used to offer "announce Re or Kontra" to a player who knows from
    their own hand which party they play. With seed 7 East holds a queen of clubs (Re) and
    North does not (Kontra): each hears their own party, in the list of moves and as the
    choice the move builder reads; typing the party's word still announces."""
    re_words, re_choice, kontra_words = OWN_PARTY[lang]
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=7)
    console.opening()
    while console.state.phase != PLAY:
        console.handle_line(first_card_or_choice(console))
    assert console.state.turn == 1 and console.state.party_of(1) == 0
    listed = console.handle_line("moves")[0].text
    assert re_words in listed and "Kontra" not in listed
    announce = next(m for m in console.observation.legal_moves if m.notation == "announce 0")
    assert console.token_name(announce.parts[0]) == re_choice
    console.handle_line(first_card_or_choice(console))
    assert console.state.turn == 2 and console.state.party_of(2) == 1
    assert kontra_words in console.handle_line("moves")[0].text
    assert console.state.level[1] == -1
    console.handle_line("kontra")
    assert console.state.level[1] == 0


RESERVED = {"en": ("jack solo", "The reservations are over: this deal is a normal game."),
            "de": ("bubensolo", "Die Vorbehalte sind vorbei; gespielt wird: Normalspiel.")}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_reservation_after_the_reservations_says_which_game_is_played(lang):
    """A play-tester typed "bubensolo" after the reservations and heard "Not now: first the
    reservations", which were over."""
    typed, said = RESERVED[lang]
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang=lang, seed=7)
    console.opening()
    while console.state.phase != PLAY:
        console.handle_line(first_card_or_choice(console))
    assert [m.text for m in console.handle_line(typed)] == [said]


def test_the_tutorial_suggests_a_card_not_an_announcement():
    """Step 3 of the tutorial suggested "keine 60", the first legal move, to a learner."""
    console = Console.local(DoppelkopfGame(), [HUMAN] * 4, lang="de", seed=7)
    console.opening()
    while console.state.phase != PLAY:
        console.handle_line(first_card_or_choice(console))
    console.handle_line("tutorial")
    console.handle_line("wo")
    step = console.handle_line("züge")[-1].text
    assert step.startswith("Schritt 3 von 5: Mache einen Zug") and "keine" not in step
    assert step.endswith("zum Beispiel Herz-Ass.")  # the rules' lead: an ace not yet led


@pytest.mark.parametrize(("lang", "told"), [("en", "Your hand for this game: 12 cards. Trumps: "),
                                            ("de", "Dein Blatt für dieses Spiel: 12 Karten. "
                                                   "Trümpfe: ")])
def test_a_solo_reads_each_hand_again_sorted_for_its_trumps_to_its_holder_alone(lang, told):
    """Play-testing, East's spades solo changed which of North's cards were trumps, and North
    had to sort twelve cards in their head. Now every player hears their own hand again as the
    solo sorts it, privately; in a normal game nothing more is said."""
    table = Table(DoppelkopfGame(), [HUMAN] * 4, seed=7)
    north, south = Console(table, 0, lang=lang), Console(table, 2, lang=lang)
    table.advance()  # the deal
    for console in (north, south):
        console.catch_up()
    while table.state.phase == RESERVE:
        seat = table.state.to_move
        table.submit(seat, table.state.parse_move(
            "damensolo" if seat == 1 else "gesund"))
    for seat, console in ((0, north), (2, south)):
        hands = [m for m in console.catch_up() if m.text.startswith(told)]
        assert len(hands) == 1 and hands[0].audience == frozenset({seat})
        trumps = hands[0].text[len(told):].split(".")[0].split(", ")
        queens = ("queen of", "-Dame") if lang == "en" else ("-Dame",)
        assert trumps and all(any(q in card for q in queens) for card in trumps), trumps
    normal = Table(DoppelkopfGame(), [HUMAN] * 4, seed=7)
    plain = Console(normal, 0, lang=lang)
    normal.advance()
    plain.catch_up()
    while normal.state.phase == RESERVE:
        normal.submit(normal.state.to_move, normal.state.parse_move("gesund"))
    assert not [m for m in plain.catch_up() if m.text.startswith(told)]


def test_a_diamonds_solo_does_not_read_the_hand_again() -> None:
    """A diamonds solo keeps the normal game's trumps: the hand "for this game" was the hand
    just dealt, read a second time word for word."""
    table = Table(DoppelkopfGame(), [HUMAN] * 4, seed=7)
    north = Console(table, 0, lang="de")
    table.advance()
    north.catch_up()
    while table.state.phase == RESERVE:
        seat = table.state.to_move
        table.submit(seat, table.state.parse_move("karosolo" if seat == 1 else "gesund"))
    said = [m.text for m in north.catch_up()]
    assert any("Karosolo" in t for t in said), said
    assert not [t for t in said if t.startswith("Dein Blatt für dieses Spiel")], said


def test_asking_a_card_s_moves_on_another_seat_s_turn() -> None:
    """"moves queen" while the others were to play ended the program: the game's reason for
    a card was asked on the listener's view, whose other hands are hidden. On another's turn
    the answer is only that the card cannot be played now."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(REGISTRY.create("doppelkopf"), seats, lang="en", seed=2)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    console.handle_line(console.observation.legal_moves[0].notation)  # healthy; East leads
    assert console.computer_to_move()
    assert [m.text for m in console.handle_line("moves queen")] == [
        "The queen of clubs cannot be played now.", "The queen of spades cannot be played now."]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You do not hold the queen of clubs; 5 of your cards may be played: type moves to "
           "hear them."),
    ("de", "Kreuz-Dame hast du nicht auf der Hand; 5 deiner Karten darfst du spielen: Tippe "
           "züge, um sie zu hören."),
])
def test_a_card_not_held_says_how_many_may_be_played(lang, expected):
    """Play-testing: "You do not hold the queen of clubs." and nothing more, with five cards
    that could follow in East's spades solo: too many to name, so how many and where to hear
    them."""
    console = seated("doppelkopf", lang, 3)
    console.handle_line("healthy" if lang == "en" else "gesund")
    computers_play(console)
    assert [m.text for m in console.handle_line("qc")] == [expected]


PARTY_TOLD = {"en": ("You are ", "You hold both", "Your party "),
              "de": ("Du bist ", "Du hast beide", "Deine Partei ")}
"""How the sentence that tells a player their own party begins."""


def _parties_heard(lang: str, said_by: dict[int, str], hands: list[list[str]] | None = None,
                   ) -> tuple[dict[int | None, list[Message]], list[Message]]:
    """A deal with four people, each seat saying ``said_by`` its reservation (else healthy):
    what each seat's console and a spectator's heard of their own party once the game was
    chosen, and what a hot seat of the same deal said to everybody at the keyboard."""
    from tests.games.cards.doppelkopf.helpers import dealt

    heard: dict[int | None, list[Message]] = {}
    public: list[Message] = []
    for hot in (False, True):
        state = dealt(hands) if hands is not None else None
        table = Table(DoppelkopfGame(), [HUMAN] * 4, seed=7, state=state)
        consoles = {v: Console(table, v, lang=lang) for v in (0, 1, 2, 3, None)}
        seat_hot = HotSeat(table, lang) if hot else None
        if state is None:
            table.advance()  # the deal
        for console in consoles.values():
            console.catch_up()
        while table.state.phase == RESERVE:
            seat = table.state.to_move
            table.submit(seat, table.state.parse_move(said_by.get(seat, "gesund")))
        if seat_hot is not None:
            public = seat_hot._public_news()
            continue
        for viewer, console in consoles.items():
            heard[viewer] = [m for m in console.catch_up()
                             if m.text.startswith(PARTY_TOLD[lang])
                             and m.kind is not MessageKind.TURN]
    return heard, public


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_player_is_told_their_own_party_when_play_begins_and_nobody_else(lang):
    """Play began without a word of the player's own party: at a real table a queen of
    clubs in the hand says "Re". Each seat now hears it for itself alone (a message of its
    own, its audience that seat); a spectator and the public news of a hot seat hear none."""
    heard, public = _parties_heard(lang, {})
    table = Table(DoppelkopfGame(), [HUMAN] * 4, seed=7)
    table.advance()
    state = table.state
    words = {"en": ("You are Re.", "You are Kontra."), "de": ("Du bist Re.", "Du bist Kontra.")}
    for seat in range(4):
        queens = knowledge.own_queens(state, seat)  # type: ignore[arg-type]
        assert [m.text for m in heard[seat]] == [words[lang][0 if queens else 1]], seat
        assert heard[seat][0].audience == frozenset({seat})
    assert heard[None] == []
    assert not [m for m in public if m.text.startswith(PARTY_TOLD[lang])]
    assert not [m for m in public if any(w in m.text for w in words[lang])]


@pytest.mark.parametrize(("lang", "soloist", "others"), [
    ("en", "You are Re and play alone against North, South, and West.",
     "You are Kontra: you play with {0} and {1} against East."),
    ("de", "Du bist Re und spielst allein gegen Nord, Süd und West.",
     "Du bist Kontra und spielst mit {0} und {1} gegen Ost."),
])
def test_a_solo_tells_each_player_who_plays_against_whom(lang, soloist, others):
    heard, public = _parties_heard(lang, {1: "damensolo"})
    names = {"en": ("North", "East", "South", "West"), "de": ("Nord", "Ost", "Süd", "West")}
    assert [m.text for m in heard[1]] == [soloist]
    for seat in (0, 2, 3):
        mates = [names[lang][s] for s in (0, 2, 3) if s != seat]
        assert [m.text for m in heard[seat]] == [others.format(*mates)]
        assert heard[seat][0].audience == frozenset({seat})
    assert heard[None] == [] and not [m for m in public if m.text.startswith(PARTY_TOLD[lang])]


@pytest.mark.parametrize(("lang", "holder", "open_"), [
    ("en", "You are Re: whoever else first wins one of the first three tricks plays with you; "
           "otherwise you play alone.",
     "Your party is still open: whoever other than East first wins one of the first three "
     "tricks plays with East; otherwise East plays alone."),
    ("de", "Du bist Re: Wer außer dir als Erster einen der ersten drei Stiche gewinnt, spielt "
           "mit dir; sonst spielst du allein.",
     "Deine Partei ist noch offen: Wer außer Ost als Erster einen der ersten drei Stiche "
     "gewinnt, spielt mit Ost; sonst spielt Ost allein."),
])
def test_a_wedding_not_yet_settled_leaves_the_others_party_open(lang, holder, open_):
    from tests.games.cards.doppelkopf.helpers import deal_with

    wedding = deal_with("qc qc 10h ah kh 9h as ks 9s ad kd 9d".split(), 1)
    heard, _ = _parties_heard(lang, {1: "hochzeit"}, wedding)
    assert [m.text for m in heard[1]] == [holder]
    assert all([m.text for m in heard[s]] == [open_] for s in (0, 2, 3))
    healthy, _ = _parties_heard(lang, {}, wedding)  # both queens said healthy: Re alone
    silent = {"en": "You hold both queens of clubs: you are Re and play alone against the "
                    "other three (a silent wedding).",
              "de": "Du hast beide Kreuz-Damen: Du bist Re und spielst allein gegen die drei "
                    "anderen (stille Hochzeit)."}
    assert [m.text for m in healthy[1]] == [silent[lang]]


def test_at_a_hot_seat_the_own_party_follows_the_game_chosen_for_the_person_alone():
    """At one keyboard North, the last to say healthy, heard "Du bist Re." before "Nord:
    gesund. Alle gesund: Normalspiel.", as if it answered the key; it comes after it now, to
    North alone, and South hears theirs at their own hand-over, never in public."""
    table = Table(DoppelkopfGame({"deals": 1}), [HUMAN, COMPUTER, HUMAN, COMPUTER], seed=8)
    hot = HotSeat(table, "de")
    said = hot.opening()
    while table.state.phase == RESERVE:
        if hot.waiting is not None:
            said = hot.handle_line("")
        elif hot.computer_to_move():
            said = hot.computer_move()
        else:
            said = hot.handle_line("gesund")
    texts = [m.text for m in said]
    chosen = next(i for i, t in enumerate(texts) if "Normalspiel" in t)
    own = next(i for i, t in enumerate(texts) if t in ("Du bist Re.", "Du bist Kontra."))
    assert chosen < own and said[own].audience == frozenset({0})
    assert all(m.audience == frozenset({0}) for m in said if m.text.startswith("Du bist"))
    while hot.waiting != 2:
        said = hot.computer_move() if hot.computer_to_move() else hot.handle_line("1")
    south = [m for m in hot.handle_line("")
             if m.text.startswith("Du bist") and m.kind is not MessageKind.TURN]
    assert len(south) == 1 and south[0].audience == frozenset({2})


def _solo_at_one_keyboard(lang: str) -> tuple[HotSeat, list[Message], list[Message]]:
    """Seed 5, people in North and East: East announces a queens solo, North says healthy
    last. What North's key brought, and what East heard on taking the keyboard."""
    table = Table(DoppelkopfGame(), [HUMAN, HUMAN, COMPUTER, COMPUTER], seed=5)
    hot = HotSeat(table, lang)
    hot.opening()
    solo, healthy = {"en": ("queen solo", "healthy"), "de": ("damensolo", "gesund")}[lang]
    for line in ("", solo):
        hot.handle_line(line)
    while hot.computer_to_move():
        hot.computer_move()
    hot.handle_line("")
    north = hot.handle_line(healthy)
    east = hot.handle_line("")
    return hot, north, east


def _north_takes_the_keyboard(hot: HotSeat) -> list[Message]:
    """What North hears on taking the keyboard again after the solo was chosen: the others
    play (East leads, the computer follows) until the hand-over waits for North."""
    for _ in range(200):
        if hot.waiting == 0:
            return hot.handle_line("")
        if hot.waiting is not None:
            hot.handle_line("")
        elif hot.computer_to_move():
            hot.computer_move()
        else:
            hot.handle_line(hot.observation.legal_moves[-1].notation)
    raise AssertionError("the keyboard never came back to North")


@pytest.mark.parametrize(("lang", "chosen", "hand"), [
    ("en", "East plays a queen solo.", "Your hand for this game"),
    ("de", "Ost spielt ein Damensolo.", "Dein Blatt für dieses Spiel"),
])
def test_at_a_hot_seat_the_hand_sorted_for_a_solo_follows_the_solo(lang, chosen, hand):
    """Play-testing at one keyboard: North, the last to say healthy, heard "Dein Blatt für
    dieses Spiel: ..." before "Nord: gesund. Ost spielt ein Damensolo.", the line that says
    why the hand is sorted anew; and East, on taking the keyboard, heard the hand twice
    ("Dein Blatt: ..." and "Dein Blatt für dieses Spiel: ..."). The hand followed the solo
    then, but North heard it twice: in the answer to "gesund", and again ("Dein Blatt: ...")
    at her hand-over before her first card. Now she hears it once, where she needs it: at
    that hand-over, as the hand for this game, after the solo was said; East hears it once."""
    hot, north, east = _solo_at_one_keyboard(lang)
    texts = [m.text for m in north]
    assert any(chosen in t for t in texts)
    assert not any(t.startswith(hand[:8]) for t in texts)  # the keyboard goes to East
    hands = [m.text for m in east if m.text.startswith(hand[:8])]
    assert len(hands) == 1 and all(m.audience == frozenset({1}) for m in east)
    again = _north_takes_the_keyboard(hot)
    told = [m for m in again if m.text.startswith(hand[:8])]
    assert [m.text[:len(hand)] for m in told] == [hand]
    assert told[0].audience == frozenset({0})
    assert again[-1].text.startswith({"en": "Your turn", "de": "Du bist am Zug"}[lang])


def _taken_up(tmp_path, lang: str, people: list[int], lines: list[str]) -> Console:
    """Seed 5: people at ``people`` type ``lines`` (the computer moves between), the game
    is saved as it goes, and is taken up again from the store."""
    from accessible_games.session.hotseat import open_game
    from accessible_games.session.saving import attach_store, session_from_stored
    from accessible_games.session.table import seats_of
    from accessible_games.storage.store import Kind, Store

    store = Store.open(tmp_path)
    session = open_game(DoppelkopfGame(), seats_of(4, people), lang, seed=5)
    attach_store(session, store)
    session.opening()
    for line in lines:
        session.handle_line(line)
        while session.computer_to_move():
            session.computer_move()
    return session_from_stored(store.list(Kind.AUTOSAVE)[0], lang)


@pytest.mark.parametrize(("lang", "healthy"), [("en", "healthy"), ("de", "gesund")])
def test_a_game_taken_up_again_tells_the_player_their_own_party(tmp_path, lang, healthy):
    """Play-testing: "Du bist Kontra." is said once, when play begins; resumed after a
    save, the player heard the hand and the trick but not their party. Now the hand is
    followed by it, for the player alone; at a hot seat each person hears it at their first
    hand-over after the resume, not at every hand-over, and never in public."""

    def party(messages: list[Message]) -> list[Message]:
        # Not the turn, said "Du bist am Zug." to a person alone against the computer.
        return [m for m in messages if m.text.startswith(PARTY_TOLD[lang])
                and m.kind is not MessageKind.TURN]

    # East's wedding, still open after the first trick.
    again = _taken_up(tmp_path, lang, [0], [healthy, healthy])
    said = again.opening()
    assert [m.text for m in party(said)] == [{
        "en": "Your party is still open: whoever other than East first wins one of the "
              "first three tricks plays with East; otherwise East plays alone.",
        "de": "Deine Partei ist noch offen: Wer außer Ost als Erster einen der ersten drei "
              "Stiche gewinnt, spielt mit Ost; sonst spielt Ost allein."}[lang]]
    assert party(said)[0].audience == frozenset({0})
    hand = next(i for i, m in enumerate(said) if m.text.startswith(("Your hand", "Dein Bl")))
    assert said[hand + 1] is party(said)[0]

    # A normal game at one keyboard, North and East, resumed in the first trick.
    hot = _taken_up(tmp_path / "hot", lang, [0, 1], ["", healthy, "", healthy, "", "1"])
    assert not party(hot.opening())
    first = hot.handle_line("")
    kontra = {"en": "You are Kontra.", "de": "Du bist Kontra."}[lang]
    assert [m.text for m in party(first)] == [kontra]
    assert all(m.audience == frozenset({0}) for m in first)
    heard: dict[int, list[list[Message]]] = {0: [first], 1: []}
    for _ in range(200):
        if len(heard[0]) == 2 and heard[1]:
            break
        if hot.waiting is not None:
            heard[hot.waiting].append(hot.handle_line(""))
        elif hot.computer_to_move():
            hot.computer_move()
        else:
            hot.handle_line(hot.observation.legal_moves[0].notation)
    # East's first hand-over: East holds both queens of clubs (a silent wedding).
    east = {"en": "You hold both", "de": "Du hast beide"}[lang]
    assert [m.text[:13] for m in party(heard[1][0])] == [east]
    assert not party(heard[0][1])  # North's second: not again


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_a_hot_seat_a_new_deal_s_hand_reaches_only_its_holder(lang):
    """Four people at one keyboard, seed 0: West plays the last card of deal 1 and South says
    the first reservation of deal 2. West hears the deal's end, then "Pass to South"; South's
    new hand comes only after South took the keyboard, and West's at West's own hand-over
    (West heard it before "Pass to South" too, twice in all). No line with an audience
    reaches anybody but its holder, and a hand is named only to the person whose cards it
    holds."""
    table = Table(DoppelkopfGame({"deals": 4}), [HUMAN] * 4, seed=0)
    hot = HotSeat(table, lang)
    hot.opening()
    while not table.state.sheet:
        if hot.waiting is not None:
            hot.handle_line("")
            continue
        last = hot.active
        ended = hot.handle_line(first_card_or_healthy(hot.shown))
    assert last == 3 and hot.waiting == 2
    assert all(m.audience in (None, frozenset({3})) for m in ended)
    west_hand = hot.consoles[3].hand_text()
    assert not any(west_hand in m.text for m in ended)
    assert ended[-1].audience is None and ended[-1].text == hot.hand_over_text()
    south = hot.handle_line("")
    assert all(m.audience == frozenset({2}) for m in south)
    assert any(hot.consoles[2].hand_text() in m.text for m in south)
    assert not any(hot.consoles[2].hand_text() in m.text for m in ended)
    while hot.waiting != 3:
        hot.handle_line("" if hot.waiting is not None else first_card_or_healthy(hot.shown))
    west = hot.handle_line("")
    assert all(m.audience == frozenset({3}) for m in west)
    assert sum(west_hand in m.text for m in west) == 1


def _session_played_out(session: Console) -> list[Message]:
    """A one-deal session played to its end (each person's first card, healthy before the
    first card; every hand-over confirmed); what the last move brought."""
    said = session.opening()
    while not session.table.is_over:
        if session.computer_to_move():
            said = session.computer_move()
        elif getattr(session, "waiting", None) is not None:
            said = session.handle_line("")
        else:
            said = session.handle_line(first_card_or_healthy(session))
    return said


@pytest.mark.parametrize(("lang", "seed", "place"), [
    ("en", 1, "You finish third with -8 points, level with West."),
    ("de", 1, "Du landest auf dem dritten Platz mit -8 Punkten, gleichauf mit West."),
    ("en", 3, "You finish fourth with -6 points."),
    ("de", 3, "Du landest auf dem vierten Platz mit -6 Punkten."),
])
def test_a_player_who_did_not_win_the_session_hears_their_place(lang, seed, place):
    """Only the top totals heard "You have won." after "The session is over. Totals: North
    8, you -8, South 8, West -8."; East, who lost, heard nothing of their own. Now their
    place, after the totals and before what can follow."""
    console = Console.local(DoppelkopfGame({"deals": 1}), [COMPUTER, HUMAN, COMPUTER, COMPUTER],
                            lang=lang, seed=seed)
    said = _session_played_out(console)
    texts = [m.text for m in said]
    result = next(i for i, m in enumerate(said) if m.kind.value == "result")
    assert texts[result + 1] == place and said[result + 1].audience is None
    assert len(texts) == result + 3  # then "Type rematch ..."


@pytest.mark.parametrize(("lang", "places"), [
    ("en", "North has won with 4 points, level with South. East finishes third with -4 points, "
           "level with West."),
    ("de", "Nord hat mit 4 Punkten gewonnen, gleichauf mit Süd. Ost landet auf dem dritten Platz "
           "mit -4 Punkten, gleichauf mit West."),
])
def test_at_a_hot_seat_the_session_s_end_names_each_person_s_place(lang, places):
    """At one keyboard nobody heard who won: "You have won." would have been everybody's
    "you". Now one public line names each person's place after the totals."""
    table = Table(DoppelkopfGame({"deals": 1}), [HUMAN, HUMAN, COMPUTER, COMPUTER], seed=1)
    said = _session_played_out(cast(Console, HotSeat(table, lang)))
    result = [m for m in said if m.kind.value == "result"]
    assert [m.text for m in result[1:]] == [places] and result[1].audience is None


@pytest.mark.parametrize(("lang", "typed", "said", "shown"), [
    ("en", "solo", 'Which solo: queen, jack, clubs, spades, hearts, diamonds, or meatless? '
                   'For example, type "queen solo".',
     "Which solo: queen, jack, clubs, spades, hearts, diamonds, or meatless?"),
    ("de", "ein Solo", "Welches Solo: Damen, Buben, Kreuz, Pik, Herz, Karo oder Fleischloser? "
                       "Tippe zum Beispiel „Damensolo“.",
     "Welches Solo: Damen, Buben, Kreuz, Pik, Herz, Karo oder Fleischloser?"),
])
def test_solo_alone_before_the_first_card_asks_which_solo(lang, typed, said, shown):
    """"solo" typed alone was answered 'I cannot read "solo"'; now the solos that may be
    said, and on the braille line the question alone. Nothing is played."""
    console = seated("doppelkopf", lang, 3)
    before = len(console.table.history)
    answer, = console.handle_line(typed)
    assert (answer.text, answer.short) == (said, shown)
    assert len(console.table.history) == before and console.state.phase == RESERVE
