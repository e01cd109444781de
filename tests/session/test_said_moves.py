"""Every move form the app says is accepted when typed back: hints, lists of moves, and the
notation as speech says it ("c3 takes e5 takes g7"), in English and German, in every game."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import GameError, Move
from accessible_games.lineup import REGISTRY, listed_ids
from accessible_games.narration.spoken import for_the_ear
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.consoles import people_at

HINTED_TURNS = 3
"""Hints asked per game (the computer thinks for each, so only a few)."""
MOVES = 16
"""Moves played per game."""


def typed(console: Console, text: str) -> Move | None:
    """The move ``text`` reads as when typed: the engine's reader, then the said forms."""
    try:
        move = console.state.parse_move(text)
    except GameError:
        return console.read_move(text)
    return move if move in console.observation.legal_moves else console.read_move(text)


def hint_phrase(console: Console, text: str) -> str:
    """The move named in a hint sentence (the sentence with its frame cut away)."""
    for key in ("hint", "hint.only"):  # a suggestion, or the only legal move
        before, _, after = console.words.text(key, move="\0").partition("\0")
        if text.startswith(before) and text.endswith(after):
            return text[len(before):len(text) - len(after)]
    raise AssertionError(f"not a hint: {text!r}")


def twins(console: Console, got: Move | None, move: Move) -> bool:
    """True when ``got`` plays the twin of ``move``'s card (Doppelkopf's pack holds every
    card twice; the name says which face, either twin is the same card)."""
    deck = getattr(console.game, "deck", None)
    cards = getattr(got, "card", None), getattr(move, "card", None)
    return (deck is not None and None not in cards and type(got) is type(move)
            and deck.face(cards[0]) == deck.face(cards[1]))


def choose(legal: list[Move], rng: random.Random) -> Move:
    """A random legal move, captures first (so "takes" is typed back often)."""
    captures = [m for m in legal if "x" in m.notation or ":" in m.notation]
    return rng.choice(captures or legal)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", listed_ids())
def test_every_said_move_is_accepted_back(game_id: str, lang: str) -> None:
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=5)
    console.opening()
    rng = random.Random(f"{game_id}/{lang}")
    hints = 0
    said = 0
    for _ in range(MOVES):
        if console.is_over:
            break
        legal = list(console.observation.legal_moves)
        if not legal:
            console.forced_moves()
            continue
        if hints < HINTED_TURNS:
            hint = console.handle_line("hint")[-1].text
            phrase = hint_phrase(console, hint)
            move = typed(console, phrase)
            assert move is not None, f"hint not accepted back: {phrase!r}"
            assert phrase in {console.describer.move_text(move),
                              console.describer.move_alone(console.state, move)}
            hints += 1
        move = choose(legal, rng)
        forms = {for_the_ear(move.notation, lang), console.describer.move_text(move),
                 for_the_ear(console.describer.move_text(move), lang)}
        for form in sorted(forms):
            got = typed(console, form)
            assert got == move or twins(console, got, move), \
                f"{form!r} does not read as {move.notation}"
            said += 1
        spoken = for_the_ear(move.notation, lang)
        before = len(console.table.history)
        console.handle_line(spoken)
        assert console.table.history[before].move == move
    assert said > 0


@pytest.mark.parametrize(("game_id", "line", "notation"), [
    ("checkers", "c3 to d4", "c3-d4"),
    ("checkers", "c3 nach d4", "c3-d4"),
    ("checkers", "from c3 to d4", "c3-d4"),
])
def test_step_words_in_both_languages(game_id: str, line: str, notation: str) -> None:
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en")
    console.opening()
    move = console.read_move(line)
    assert move is not None and move.notation == notation


def test_capture_chain_typed_with_takes_and_schlaegt() -> None:
    """A double jump typed as speech says it, in English and German."""
    game = REGISTRY.create("checkers")
    position = "B:W14,15,23,24:B10,11,26,27"  # PDN-like; read by the game itself below
    try:
        state = game.parse_position(position)
    except GameError:
        pytest.skip("position text not in this game's form")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en", state=state)
    chains = [m for m in console.observation.legal_moves if m.notation.count("x") >= 2]
    assert chains, "the position must hold a double jump"
    move = chains[0]
    english = for_the_ear(move.notation, "en")
    german = for_the_ear(move.notation, "de")
    assert "takes" in english and "schlägt" in german
    assert console.read_move(english) == move
    assert console.read_move(german) == move
    assert console.read_move("nonsense words") is None


@pytest.mark.parametrize("game_id", ["checkers", "international-draughts", "russian-draughts",
                                     "schlagdame", "turkish-draughts", "reversi"])
def test_go_with_a_row_number_goes_to_that_row(game_id: str) -> None:
    """The number keys send "go 5": row 5 in every grid game, also where squares are numbered
    (draughts), and on a playable square; typed, "go row 5" is the row everywhere."""
    from accessible_games.narration.views import PlaceKind
    from accessible_games.session.commands import Command, CommandKind

    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en")
    console.opening()
    for row in range(1, console.view.rows + 1):
        for go in (lambda: console.handle(Command(CommandKind.GO, str(row))),
                   lambda: console.handle_line(f"go row {row}")):
            go()
            assert console.cursor.row == row - 1
            cell = console.view.cell(console.cursor.column, console.cursor.row)
            assert cell.kind is PlaceKind.SQUARE


@pytest.mark.parametrize("line", ["O-O-O", "0-0-0", "o-o-o"])
def test_long_castling_is_never_read_as_the_short_one(line: str) -> None:
    """With only the short castling legal, "O-O-O" was read as its first and last "O" and
    played "O-O"; a move the player did not ask for."""
    game = REGISTRY.create("mad-mate")
    state = game.parse_position("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, state=state)
    assert typed(console, line) is None


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "{start}-{end} capturing {taken}"),
    ("en", "{start} - {end} captures {taken}"),
    ("de", "{start}-{end} mit Schlag auf {taken}"),
])
def test_a_capturing_step_typed_half_in_notation(lang: str, words: str) -> None:
    """Tablut's hint says "d3 to d4 capturing d5"; typed "d3-d4 capturing d5" it was refused
    ("I cannot read") although the engine writes the move "d3-d4xd5"."""
    game = REGISTRY.create("tablut")
    state = game.new_state()
    rng = random.Random(3)
    while not (captures := [m for m in state.legal_moves() if "x" in m.notation]):
        state.apply(rng.choice(state.legal_moves()))
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    console.opening()
    move = captures[0]
    start, rest = move.notation.split("-", 1)
    end, taken = rest.split("x", 1)
    line = words.format(start=start, end=end, taken=taken.replace("x", " and "))
    assert console.read_move(line) == move


@pytest.mark.parametrize(("game_id", "position", "lang", "text", "expected"), [
    # Moves in the words the app says them, not legal now: the rule, not "I cannot read".
    ("checkers", "B:W14,15,19,22:B10,11", "en", "a1 to b2", "There is no piece on a1."),
    ("checkers", "B:W14,15,19,22:B10,11", "en", "e3 to f2",
     "Capture is mandatory: c3 takes d4 and f6 by way of e5 and lands on g7 or e3 takes f4 "
     "and f6 by way of g5 and lands on e7."),
    ("checkers", "B:W14,15,19,22:B10,11", "de", "e3 schlägt f4 und landet auf g5",
     "Das Schlagen muss von e3 aus weitergehen: schlägt f4 und f6 und landet über g5 auf e7."),
    ("turkish-draughts", "W:Wa4,h2:Ba5,h8", "de", "a4 nach b4",
     "Schlagzwang: a4 schlägt a5 und landet auf a6."),
])
def test_a_said_move_that_is_not_legal_is_refused_with_its_reason(
        game_id, position, lang, text, expected):
    console = people_at(game_id, position, lang)
    assert [m.text for m in console.handle_line(text)] == [expected]


def test_words_that_name_no_squares_are_still_not_understood():
    console = Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN)] * 2)
    said = console.handle_line("blah to blub")[0].text
    assert said.startswith('I cannot read "blah to blub".')


@pytest.mark.parametrize(("game_id", "lang", "line", "said"), [
    ("mad-mate", "en", "knight to f3", "You move the knight from g1 to f3."),
    ("mad-mate", "en", "knight f3", "You move the knight from g1 to f3."),
    ("mad-mate", "en", "pawn e4", "You move the pawn from e2 to e4."),
    ("mad-mate", "de", "Springer nach c3", "Du ziehst den Springer von b1 nach c3."),
    ("mad-mate", "de", "bauer d4", "Du ziehst den Bauern von d2 nach d4."),
    ("maharadscha", "en", "maharajah to e4", "You move the maharajah from e1 to e4."),
])
def test_a_piece_and_its_target_name_the_move(game_id, lang, line, said):
    """A newcomer typed "knight to f3" after hearing "You move the knight from b1 to c3":
    it was "I cannot read", as were "pawn e4" and "Springer nach c3"."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    console.opening()
    assert console.handle_line(line)[0].text == said


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "knight to e5"),  # no knight reaches e5
    ("en", "pawn d5"),  # no pawn reaches d5
    ("en", "knight"),  # no target
    ("de", "Läufer c4"),  # the bishop is shut in
])
def test_a_piece_and_a_square_it_cannot_reach_is_not_played(lang, line):
    game = REGISTRY.create("mad-mate")
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    console.opening()
    console.handle_line(line)
    assert console.table.history == []


@pytest.mark.parametrize(("game_id", "lang", "line", "said"), [
    ("oware", "en", "sow 2", "You sow 4 seeds from house 2. The last seed falls in house 6."),
    ("oware", "en", "play 7", "There are only houses 1 to 6."),
    ("kalah", "de", "säe 3", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
    ("kalah", "de", "spiele 9", "Es gibt nur die Häuser 1 bis 6."),
    ("mad-mate", "en", "play e4", "You move the pawn from e2 to e4."),
    # The verb after the move, as German puts it last: it was "I cannot read".
    ("oware", "de", "Haus 3 säen", "Du säst 4 Samen aus Haus 3. Der letzte Samen fällt in "
                                   "Nordhaus 1."),
    ("kalah", "de", "3 säen", "Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher."),
    ("kalah", "de", "haus 9 säen", "Es gibt nur die Häuser 1 bis 6."),
    ("oware", "en", "house 2 sow", "You sow 4 seeds from house 2. The last seed falls in "
                                   "house 6."),
    ("mad-mate", "de", "e2 e4 ziehen", "Du ziehst den Bauern von e2 nach e4."),
])
def test_a_verb_before_a_move_is_read_past(game_id, lang, line, said):
    """"sow 2" and "play 2" in Oware were "I cannot read", though the game says "You sow 4
    seeds from house 3"; the move after the verb is read, and refused for its own reason."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    console.opening()
    assert console.handle_line(line)[0].text == said
