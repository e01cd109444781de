"""No seat hears or reads in braille the name of a card hidden from it (Mau Mau, Whist,
Doppelkopf, Dog; English and German).

What is scanned: seeded whole games, each seat in turn played by a person against the
computer, and every message that person's console gives: the table's news (moves, deals,
tricks, results), whose turn, and the answers to the keys a player presses before a turn
(before each of the first 40, then before every third: hand, trick or pile, last trick,
last move, since my last move, status, score, voids, parties, card points, announcements,
moves, the others' cards, round the zones: the choices, the table and back to the hand; at
every turn the next playable card with its braille hand line; the move
itself and its confirmation). The seats listen at normal, brief and verbose verbosity, one
with the German suit names. Of each message the scan reads the spoken text (as the speech
front end says it), the brief form the braille display shows (such as "North: queen of
diamonds."), and for a cursor message the braille hand line. The narrated ``demo GAME --as
SEAT`` is scanned the same way, line by line, in both languages, for each seat and for the
spectator of ``demo GAME`` (who sees no hand at all). The computers play their
game's rule-based move on their own observation, which is quick; what they play is not what
is tested.

Whole games of variants whose rules add sentences are scanned too, through the front ends'
speaker on recording outputs (what it spoke, and the words or the hand line it gave the
braille display), and consoles that join a
table under way (a game resumed, an online seat taken) or switch language, which tell the
moves so far again. The opening's line of
rules that differ from the usual ones is left out: it names cards as rules do ("Second ten of
hearts wins: on."), not a card anybody holds.

What counts as a leak, and what is legitimate: see :mod:`tests.leak_words`. In short, a card
name (in either suit pattern, as a typed code in quotes, or as braille cells) of a card in
another hand or the talon that the seat has not seen, unless the rules announce it.

Not covered, and why:

* The answers that list the cards still out ("out"; in Doppelkopf the trumps and aces still
  out, which "threats", "board" and "details" read): they name exactly the cards the seat has
  not seen, by design, so a word scan cannot judge them; that they read nothing but the
  seat's own knowledge is pinned by asking them with the hidden hands swapped
  (``tests/narration/test_whist_out.py``, ``test_mau_mau_out.py``, and here for
  Doppelkopf).
* "hint" (the computer's search on the seat's observation) is asked in the first turns of a
  game only, for its time.
* Dog plays with two packs: a face counts as known to the seat when any copy of it is, so a
  leak of the second copy of a face whose first the seat has seen goes unnoticed here (the
  engine-level checks in ``tests/games/dog/test_hidden.py`` cover the hidden hands).
* The liblouis translation of the brief form into cells is not read back: it is made from the
  brief form alone, which is scanned.
* Online tables and the hot seat hand-over have their own scans (``tests/online``,
  ``tests/games/cards/table_play.py``).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from accessible_games import cli
from accessible_games.cli import main
from accessible_games.engine import Move
from accessible_games.frontends import terminal
from accessible_games.frontends.board_braille import hand_region
from accessible_games.frontends.speaker import Speaker
from accessible_games.games.cards.braille import card_cells
from accessible_games.games.cards.core import Pattern
from accessible_games.games.cards.parse import short_code
from accessible_games.lineup import REGISTRY
from accessible_games.narration.cards import CardNames
from accessible_games.narration.catalog import catalog
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.setup import build_outputs
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.table import ComputerJob, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.games.cards.table_play import against_beginners, answers_with_hands_swapped
from tests.leak_words import CardWords, ConsoleScan

K = CommandKind

GAMES = ("mau-mau", "whist", "doppelkopf", "dog")

ASKED = (K.HAND, K.TRICK, K.LAST_TRICK, K.LAST, K.SINCE, K.STATUS, K.SCORE, K.VOIDS,
         K.PARTIES, K.CARD_POINTS, K.ANNOUNCEMENTS, K.MOVES_ALL, K.PIECES_OPPONENT,
         K.ZONE, K.RIGHT, K.WHERE, K.ZONE, K.RIGHT, K.ZONE)
"""The keys pressed before every turn of the person (the answers must hold no hidden card):
the card questions, then round the zones (the choices, the table, back to the hand)."""

ABOUT_THE_PAST = frozenset({K.LAST_TRICK, K.LAST, K.SINCE})
"""Keys that tell what happened since the person's last move: they may name a card shown in
that time that has since gone back into the talon (Mau Mau's pile turned into the talon)."""

STEPS = 4000
"""More moves than any of these games takes (a safety stop, never reached)."""

ALWAYS_ASKED = 40
"""The person asks :data:`ASKED` before each of their first turns, this many, and then
before every third: a person plays some 180 cards in a Whist rubber and 110 in Dog, and the
answers late in a game differ from each other less than the moves (which are all scanned).
Asked at every turn, the whole-game scans took 70 s of the suite's time."""

HOW_THEY_LISTEN = {0: (Verbosity.NORMAL, None), 1: (Verbosity.BRIEF, None),
                   2: (Verbosity.VERBOSE, None), 3: (Verbosity.NORMAL, Pattern.GERMAN)}
"""Per seat, the verbosity and the suit names (None: the pack's own) its person chose."""


def quick_think(job: ComputerJob, stop: object | None = None) -> Move:
    """The computer's move as the game's rule-based policy chooses it on the seat's own
    observation: quick and seeded (what the computer plays is not what these tests check)."""
    return job.observation.view.policy_move(random.Random(job.seed))


def recording_speaker(lang: str) -> Speaker:
    """The terminal's and window's speaker on recording outputs, the braille board line on;
    the speech backend is switched off (its announcements still record what it would say),
    which spares a watchdog thread per sentence."""
    speaker = Speaker(build_outputs("recorder", "recorder", "recorder", lang),
                      Settings(board_line="on"), lang)
    speaker.announcer.speech_enabled = False
    return speaker


def seated_scan(game_id: str, lang: str, seed: int, seat: int,
                options: dict[str, object] | None = None, speaker: bool = False) -> ConsoleScan:
    """A person at ``seat`` (listening as :data:`HOW_THEY_LISTEN` says) and computers
    elsewhere, the opening said, the person's console scanned from its first message.
    ``options``: the game's options (a variant); ``speaker``: the messages go through a
    front end's speaker, and the scan reads what it spoke and brailled."""
    game = REGISTRY.create(game_id, options)
    seats = [Seat(SeatKind.COMPUTER, 1)] * game.num_players
    seats[seat] = Seat(SeatKind.HUMAN)
    verbosity, pattern = HOW_THEY_LISTEN[seat % len(HOW_THEY_LISTEN)]
    console = Console.local(game, seats, lang=lang, seed=seed, verbosity=verbosity)
    if pattern is not None:
        console.describer.set_suit_names(pattern)  # type: ignore[attr-defined]
    scan = ConsoleScan(console, recording_speaker(lang) if speaker else None)
    rules = console.rules_message()  # names cards as rules do: "Second ten of hearts wins"
    scan.check(m for m in console.opening() if rules is None or m.text != rules.text)
    return scan


def computers_play(scan: ConsoleScan) -> None:
    """The computers move (each with :func:`quick_think`) up to the person's turn or the
    end, everything the person hears of it scanned."""
    console = scan.console
    while console.computer_to_move():
        job = console.prepare_computer()
        assert job is not None
        scan.check(console.finish_computer(job, quick_think(job)))


def person_plays(scan: ConsoleScan, rng: random.Random) -> None:
    """The person plays a move drawn at random, saying yes where the game asks to confirm
    it; the answers scanned."""
    console = scan.console
    move = rng.choice(console.observation.legal_moves)
    scan.check(console.handle_line(move.notation))
    if console.confirming is not None:
        scan.check(console.handle_line("yes" if console.lang == "en" else "ja"))


def scanned_game(game_id: str, lang: str, seed: int, seat: int,
                 options: dict[str, object] | None = None, speaker: bool = False) -> ConsoleScan:
    """A whole game with a person at ``seat`` and computers elsewhere, every message of the
    person's console scanned (through a speaker: see :func:`seated_scan`). Before each move
    (from :data:`ALWAYS_ASKED` turns on, before every third) the person asks :data:`ASKED`;
    before each move they find a playable card (its braille hand line scanned too)."""
    scan = seated_scan(game_id, lang, seed, seat, options, speaker)
    console = scan.console
    rng = random.Random(seed)
    for turn in range(STEPS):
        computers_play(scan)
        if console.is_over:
            break
        for kind in ASKED if turn < ALWAYS_ASKED or turn % 3 == 0 else ():
            scan.check(console.handle(Command(kind)), past=kind in ABOUT_THE_PAST,
                       earlier_deals=kind is K.SCORE)
        scan.check(console.handle(Command(K.PLAYABLE)), hand_region(console).braille)
        person_plays(scan, rng)
    assert console.is_over, (game_id, seed, seat)
    return scan


def reported(scan: ConsoleScan) -> list[str]:
    """The leaks as lines: the channel, the words, and the message."""
    return [f"{leak.channel}: {leak.said!r} in {leak.text!r}" for _, leak in scan.found]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_seat_hears_a_hidden_card_in_a_whole_game(game_id, lang):
    for seat in range(REGISTRY.create(game_id).num_players):
        scan = scanned_game(game_id, lang, 7 + seat, seat)
        assert scan.messages > 50 and scan.names_read > 20, (seat, scan.messages)
        assert reported(scan) == [], (game_id, lang, seat)


VARIANTS = (
    ("mau-mau", {"scoring": "points", "target": 3}),
    ("mau-mau", {"deck": "double104", "throw_in": True, "players": 6}),
    ("mau-mau", {"draw_rule": "until", "players": 2}),
    ("mau-mau", {"draw_rule": "play_drawn", "deck": "skat32", "play_on": True}),
    ("whist", {"variant": "short"}),
    ("doppelkopf", {"nines": False, "compulsory_solo": True, "second_ten": True}),
)
"""Variants whose rules add sentences: points left in hand, cards thrown in out of turn, a
drawn card played at once, players who play on, the short game, solos owed."""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_no_seat_hears_a_hidden_card_in_a_variant(game_id, options, lang):
    seat = len(options) % REGISTRY.create(game_id, options).num_players
    scan = scanned_game(game_id, lang, 30 + seat, seat, options, speaker=True)
    assert scan.messages > 50 and scan.names_read > 20
    assert reported(scan) == [], (game_id, options, lang, seat)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize(("lang", "seat"), [("en", 3), ("de", 2), ("en", None), ("de", None)])
def test_no_hidden_card_in_the_demo_as_one_seat_or_a_spectator(monkeypatch, capsys, game_id,
                                                                  lang, seat):
    scans: list[ConsoleScan] = []

    def scanned_demo(session: Console, io: terminal.LineIO, max_moves: int | None) -> None:
        scan = ConsoleScan(session)
        scans.append(scan)
        say = io.say
        monkeypatch.setattr(io, "say", lambda messages: say(scan.check(messages)))
        terminal.demo(session, io, max_moves)

    monkeypatch.setattr(cli, "demo", scanned_demo)
    monkeypatch.setattr(ComputerJob, "think", quick_think)
    seat_args = [] if seat is None else ["--as", str(seat)]
    assert main(["demo", game_id, *seat_args, "--lang", lang, "--seed", str(seat or 0)]) == 0
    lines = capsys.readouterr().out.splitlines()
    [scan] = scans
    assert scan.console.viewer == (None if seat is None else seat - 1)
    assert scan.console.is_over
    said = 0 if seat is None else 1  # whose ears the demo borrows
    assert len(lines) == scan.messages + said > 20  # then every message
    assert scan.names_read > 10
    assert reported(scan) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_console_joining_a_table_under_way_or_switching_language_names_no_hidden_card(
        game_id):
    """A console made for a table already under way (a game resumed, an online seat taken)
    tells the moves again from the seat's view; so does a console whose language is switched.
    Their openings and their answers about the past name no hidden card."""
    for seat, lang, other in ((1, "en", "de"), (2, "de", "en")):
        scan = seated_scan(game_id, lang, seat, seat)
        console = scan.console
        scans = [scan]
        rng = random.Random(seat)
        for _ in range(10):  # the person's turns
            computers_play(scan)
            if console.is_over:
                break
            joined = Console(console.table, seat, other)
            scans.append(ConsoleScan(joined))
            scans[-1].check(joined.opening())
            console.set_language(other)
            for asking, asked in ((joined, scans[-1]), (console, scan)):
                for kind in ABOUT_THE_PAST:
                    asked.check(asking.handle(Command(kind)), past=True)
            console.set_language(lang)
            person_plays(scan, rng)
        assert sum(scan.names_read for scan in scans) > 20
        assert [line for scan in scans for line in reported(scan)] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_computer_s_hint_names_no_hidden_card(game_id):
    """The hint searches the seat's own observation; asked at each of the person's first
    turns (left out of the whole games for its time), it names no hidden card."""
    for seat, lang in ((0, "en"), (3, "de")):
        scan = seated_scan(game_id, lang, seat + 5, seat)
        rng = random.Random(seat)
        for _ in range(6):
            computers_play(scan)
            if scan.console.is_over:
                break
            scan.check(scan.console.handle(Command(K.HINT)))
            person_plays(scan, rng)
        assert scan.names_read > 5
        assert reported(scan) == []


def hidden_card(console: Console, seat: int) -> int:
    """The first card in ``seat``'s hand (hidden from the console's viewer)."""
    hand = console.table.state.hands[seat]  # type: ignore[attr-defined]
    return hand[0]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_scan_reports_a_planted_card_name_in_speech_braille_codes_and_cells(lang):
    console = Console.local(REGISTRY.create("whist"), [Seat(SeatKind.HUMAN)] + [
        Seat(SeatKind.COMPUTER, 1)] * 3, lang=lang, seed=4)
    scan = ConsoleScan(console)
    scan.check(console.opening())
    assert scan.found == []
    card = hidden_card(console, 2)
    face = console.game.deck.face(card)  # type: ignore[attr-defined]
    names = [CardNames(catalog(lang), console.game.deck, p).card(card)  # type: ignore[attr-defined]
             for p in Pattern]
    code = short_code(face, lang == "de")
    planted = [Message(f"South holds {names[0]}."),  # spoken and shown
               Message("South thinks.", brief=f"South: {names[0]}."),  # shown only
               Message(f"Hm: {names[1]}."),  # the other suit names
               Message(f'Type "{code}".')]
    scan.check(planted)
    scan.check([Message("", MessageKind.CURSOR)], card_cells(face))  # on the hand line
    assert [(m, leak.channel, leak.face) for m, leak in scan.found] == [
        (planted[0], "speech", face), (planted[0], "braille", face),
        (planted[1], "braille", face),
        (planted[2], "speech", face), (planted[2], "braille", face),
        (planted[3], "speech", face), (planted[3], "braille", face),
        (scan.found[-1][0], "hand line", face)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_scan_lets_pass_what_the_seat_may_know(lang):
    console = Console.local(REGISTRY.create("whist"), [Seat(SeatKind.HUMAN)] + [
        Seat(SeatKind.COMPUTER, 1)] * 3, lang=lang, seed=4)
    scan = ConsoleScan(console)
    scan.check(console.opening())
    before = scan.names_read
    state = console.table.state
    names = console.describer.names  # type: ignore[attr-defined]
    own = state.hands[0][0]  # type: ignore[attr-defined]
    turned = state.face_up  # type: ignore[attr-defined]
    hidden = names.card(hidden_card(console, 2))
    suit = names.suit(console.game.deck.face(own).suit)  # type: ignore[attr-defined]
    said = [Message(f"{names.card(own)}."), Message(f"{suit}!"),
            Message(f"{hidden[:-1]}?"), *(Message(names.card(c)) for c in turned)]
    scan.check(said)
    assert scan.found == []
    assert scan.names_read - before == 1 + len(turned)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_scan_through_a_speaker_reads_the_braille_it_was_given(monkeypatch, lang):
    scan = seated_scan("mau-mau", lang, 4, 0, speaker=True)
    console = scan.console
    card = hidden_card(console, 1)
    face = console.game.deck.face(card)  # type: ignore[attr-defined]
    name = console.describer.names.card(card)  # type: ignore[attr-defined]
    scan.check([Message("North thinks.", brief=f"North: {name}.")])  # in the brief form only
    own = console.hand()
    monkeypatch.setattr(console, "hand", lambda: [card, *own])  # on the braille hand line
    scan.check(console.handle(Command(K.RIGHT)))
    assert [(leak.channel, leak.face, leak.said) for _, leak in scan.found] == [
        ("braille", face, name), ("hand line", face, card_cells(face))]


def test_the_scan_finds_a_leak_a_console_plants_in_a_whole_game(monkeypatch):
    told = Console.turn_message

    def leaky_turn(self: Console, reminder: str = "") -> Message:
        """Whose turn, and (the planted leak) the first card of the next seat's hand."""
        message = told(self, reminder)
        hand = self.table.state.hands[(self.viewer + 1) % 4]  # type: ignore[attr-defined]
        if not hand:
            return message
        name = self.describer.names.card(hand[0])  # type: ignore[attr-defined]
        return replace(message, text=f"{message.text} {name}")

    monkeypatch.setattr(Console, "turn_message", leaky_turn)
    scan = scanned_game("doppelkopf", "de", 3, 0)
    assert {(m.kind, leak.channel) for m, leak in scan.found} >= {
        (MessageKind.TURN, "speech"), (MessageKind.TURN, "braille")}  # it has no brief form
    assert all(leak.text.endswith(leak.said) for _, leak in scan.found)  # the planted name


@pytest.mark.parametrize("lang", ["en", "de"])
def test_doppelkopf_s_trumps_still_out_read_only_what_the_seat_knows(lang):
    console = against_beginners(REGISTRY.create("doppelkopf"), lang, seed=2)
    words = CardWords(console.game.deck, lang)  # type: ignore[attr-defined]
    for word in ("threats", "out") if lang == "en" else ("gefahr", "draußen"):
        answers = answers_with_hands_swapped(console, word, 4)
        assert len(answers) == 4 and words.named(" ".join(answers[-1]))  # cards still out
