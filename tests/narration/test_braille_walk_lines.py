"""Lines that walks of seeded games (seeds 2 to 4, :mod:`tests.session.test_braille_walk`)
found over two windows of a 40-cell display (80 cells), each now within them in both
languages with its key facts kept."""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.message import Message
from accessible_games.session import queries
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.hint_reasons import _saves
from accessible_games.session.table import Table
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.games.gomoku.test_rules import position

TWO_WINDOWS = 2 * DISPLAY_CELLS


def _crowned(game_id: str) -> str:
    """``game_id``'s opening position with the first man of each side made a king."""
    text = REGISTRY.create(game_id).new_state().to_text()
    return re.sub(r"([WB])(\d)", r"\1K\2", text)


@pytest.mark.parametrize(("game_id", "lang", "brief", "size"), [
    ("checkers", "en", "Black, your turn. Men/kings: Black 11/1, White 11/1. Move 1.", 73),
    ("checkers", "de", "Schwarz, du bist am Zug. Steine/Damen: Schwarz 11/1, Weiß 11/1. Zug 1.",
     70),
    ("international-draughts", "en",
     "White, your turn. Men/kings: White 19/1, Black 19/1. Move 1.", 73),
    ("international-draughts", "de",
     "Weiß, du bist am Zug. Steine/Damen: Weiß 19/1, Schwarz 19/1. Zug 1.", 68),
    ("russian-draughts", "en", "White, your turn. Men/kings: White 11/1, Black 11/1. Move 1.",
     73),
    ("brazilian-draughts", "de",
     "Weiß, du bist am Zug. Steine/Damen: Weiß 11/1, Schwarz 11/1. Zug 1.", 68),
    ("turkish-draughts", "en", "White, your turn. Men/kings: White 15/1, Black 15/1. Move 1.",
     73),
    ("schlagdame", "de", "Weiß, du bist am Zug. Steine/Damen: Weiß 19/1, Schwarz 19/1. Zug 1.",
     68),
])
def test_a_draughts_status_with_kings_on_both_sides_is_brailled_as_men_slash_kings(
        game_id, lang, brief, size):
    """"Black, your turn. Men: Black 3, White 4. Kings: Black 1, White 1. Move 26." ran to
    87 cells: the status of every endgame. Each side's men and kings are a pair now, as
    Rakado's "Home/on the way" pairs its counts; speech keeps its sentences."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(_crowned(game_id)))
    status, = console.handle_line("status")
    assert (status.short, cells(status.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert ("1 king" if lang == "en" else "eine Dame") in status.text


def _sown_by(game_id: str, position: str, seat: int, house: str, lang: str) -> Message:
    """The move message of ``seat`` sowing ``house`` at ``position``, told to the person in
    seat 0 (the computer in seat 1)."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position))
    console.opening()
    move = next(m for m in console.state.legal_moves() if m.notation == house)
    if seat == 0:
        return console.handle_line(house)[0]
    console.table.submit(seat, move)
    return console.catch_up()[0]


KALAH_NORTH_SWEEPS = "0,0,0,0,3,0/10/1,0,5,5,4,4/11 N"
"""North's one seed from house 1 falls in empty house 2 and takes South's last seeds from
South's house 5: North's 18 in its houses go to North."""
CONGKAK_SOUTH_SWEEPS = "0,0,0,1,0,1,1/30/0,0,2,0,0,0,0/20 S"
"""South's one seed from house 4 falls in empty house 5 and takes North's last seeds from
North's house 3: South's 2 go to South."""


KALAH_SOUTH_KEEPS = "3,0,0,0,3,6/10/1,0,0,0,0,0/11 N"
"""North's one seed takes South's house 5 and leaves North's side empty: South's 9 go to
South."""


@pytest.mark.parametrize(("game_id", "position", "seat", "house", "lang", "brief", "size"), [
    ("kalah", KALAH_NORTH_SWEEPS, 1, "1", "en",
     "North: house 1, 1 seed, takes 4 from your house 5, keeps 18.", 66),
    ("kalah", KALAH_NORTH_SWEEPS, 1, "1", "de",
     "Nord: Haus 1, ein Samen, nimmt 4 aus deinem Haus 5, behält 18.", 61),
    ("kalah", KALAH_SOUTH_KEEPS, 1, "1", "en",
     "North: house 1, 1 seed, takes 4 from your house 5, 9 left to you.", 71),
    ("kalah", KALAH_SOUTH_KEEPS, 1, "1", "de",
     "Nord: Haus 1, ein Samen, nimmt 4 aus deinem Haus 5, übrige 9 an dich.", 67),
    ("congkak", CONGKAK_SOUTH_SWEEPS, 0, "4", "en",
     "House 4, 1 seed, takes 3 from North house 3, keeps 2.", 60),
    ("congkak", CONGKAK_SOUTH_SWEEPS, 0, "4", "de",
     "Haus 4, ein Samen, nimmt 3 aus Nordhaus 3, behält 2.", 52),
])
def test_a_capture_and_the_sweep_after_it_are_brailled_in_few_words(
        game_id, position, seat, house, lang, brief, size):
    """"North: house 1, 1 seed, captures 3 from your house 5, remaining 18 to North." ran to
    83 cells, "Last: House 4, 1 seed, captures 2 from North house 3, remaining 2 to you." to
    81: English takes (as German "nimmt"), and the mover keeps the seeds left on its side.
    Within two windows after "Last:" too, as undo says it. Speech keeps its sentences."""
    said = _sown_by(game_id, position, seat, house, lang)
    assert (said.short, cells(said.short, lang)) == (brief, size)
    assert cells(f"Zuletzt: {brief}" if lang == "de" else f"Last: {brief}", lang) <= TWO_WINDOWS
    assert said.text.startswith(("North sows", "Nord sät", "You sow", "Du säst"))


ARIMAA_SILVER_CAPTURES = "dhcmechd/1rrr1rr1/4r2r/r7/8/RR1R4/DHCRRRRR/3MECHD s 0 1"
"""Silver to move; its turn below loses a rabbit in the trap at c6."""


@pytest.mark.parametrize(("lang", "done", "last"), [
    ("en", "Back: your step, Silver's turn.", "Last: Silver: rh6s rh5s rc7s rc6x re6s."),
    ("de", "Zurück: dein Schritt, Zug von Silber.",
     "Zuletzt: Silber: rh6s rh5s rc7s rc6x re6s."),
])
def test_an_arimaa_undo_brailles_what_was_taken_back_and_the_turn_that_stands_apart(
        lang, done, last):
    """"Zurück: dein Schritt, Zug von Silber. Zuletzt: Silber: rh6s rh5s rc7s rc6x re6s."
    ran to 82 cells (80 in English): a turn of four steps and their captures is long. What
    was taken back and the move that stands are lines of their own, as in mancala and
    Rakado; speech keeps its sentences."""
    game = REGISTRY.create("arimaa")
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(ARIMAA_SILVER_CAPTURES))
    console.opening()
    turns = [(1, ["rh6s", "rh5s", "rc7s rc6x", "re6s"]), (0, ["Rf2n Rf3x", "end"]),
             (1, ["re5s", "rh4s", "rg7s", "re4s"])]
    for seat, steps in turns:
        for step in steps:
            if seat == 0:
                console.handle_line(step)
                continue
            console.table.submit(seat, next(m for m in console.state.legal_moves()
                                            if m.notation == step))
            console.catch_up()
    said = console.handle_line("undo")
    assert [m.short for m in said[:2]] == [done, last]
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said)
    assert said[1].text.startswith(("The last move now: Silver moves",
                                    "Der letzte Zug ist jetzt: Silber zieht"))


MAHARAJAH_FORKS = "3M4/7k/8/5p2/8/5n2/8/2r5 w - - 0 1"
"""The maharajah from d8 to d3 attacks the rook on c1, the knight on f3 and the pawn on f5,
none of them covered."""


@pytest.mark.parametrize(("lang", "brief", "size", "spoken"), [
    ("en", "Attacks 3 undefended: Rc1, Nf3, Pf5.", 44,
     "It attacks 3 undefended pieces: the rook on c1, the knight on f3, and the pawn on f5."),
    ("de", "Greift 3 ungedeckte an: Tc1, Sf3, Bf5.", 38,
     "Damit greifst du 3 ungedeckte Figuren an: den Turm auf c1, den Springer auf f3 und "
     "den Bauern auf f5."),
])
def test_the_loose_pieces_a_hinted_move_attacks_are_brailled_by_letter_and_square(
        lang, brief, size, spoken):
    """"why" after a hint: "Damit greifst du 3 ungedeckte Figuren an: den Turm auf c1, den
    Springer auf f3 und den Bauern auf f5." ran to 99 cells (90 in English); the braille
    line writes the pieces as the reserves do, letter and square."""
    game = REGISTRY.create("maharadscha")
    before = game.parse_position(MAHARAJAH_FORKS)
    move = next(m for m in before.legal_moves() if m.notation == "d8d3")
    after = before.copy()
    after.play(move)
    describer = describer_for(game, lang)
    shown, = describer.said_briefly(lambda: describer.hint_notes(before, move, after, 0))
    assert (shown, cells(shown, lang)) == (brief, size)
    assert describer.hint_notes(before, move, after, 0) == [spoken]


BLOCKADE_HEMS_FOUR = "1W3W1W/W1W3W1/1B3W1B/2W3B1/3B1W2/B1B1B1B1/5B1B/2B3B1 b 98 5"
"""Black to move; d4 to e5 takes White's stone on f4 and leaves White's stones on f6, g7, f8
and h8 only e7 free (a walk with the computer moving at random found it)."""


@pytest.mark.parametrize(("lang", "brief", "size", "spoken"), [
    ("en", "Your opponent's 4 stones on f6, g7, f8, h8 then have only e7 free.", 73,
     "It leaves your opponent's 4 stones on f6, g7, f8, and h8 one free square: e7."),
    ("de", "Die 4 gegnerischen Steine auf f6, g7, f8, h8 haben dann nur e7 frei.", 67,
     "Damit bleibt 4 gegnerischen Steinen auf f6, g7, f8 und h8 nur ein freies Feld: e7."),
])
def test_a_blockade_group_a_hint_leaves_one_free_square_is_brailled_in_fewer_words(
        lang, brief, size, spoken):
    """"why" after a hint in Blockade: "It leaves your opponent's 4 stones on f6, g7, f8, and
    h8 one free square: e7." ran to 84 cells; the braille line lists the squares with commas
    and says the free square once."""
    game = REGISTRY.create("blockade")
    before = game.parse_position(BLOCKADE_HEMS_FOUR)
    move = next(m for m in before.legal_moves() if m.notation == "d4-e5")
    after = before.copy()
    after.play(move)
    describer = describer_for(game, lang)
    mover = before.to_move
    shown = describer.said_briefly(lambda: describer.hint_notes(before, move, after, mover))
    assert (shown[0], cells(shown[0], lang)) == (brief, size)
    assert describer.hint_notes(before, move, after, mover)[0] == spoken


def test_five_stones_down_to_one_free_square_are_brailled_by_their_count():
    """From five stones on, the braille line leaves out their squares ("threats" lists
    them), so that any group fits two windows."""
    describer = describer_for(REGISTRY.create("blockade"), "en")
    stones = [45, 54, 61, 63, 38]  # f6, g7, f8, h8, g5
    brief, = describer.said_briefly(lambda: [describer._hems(stones, 52)])
    assert brief == "5 of your opponent's stones then have only e7 free."


def _hinted(game_id: str, position: str, move: str, lang: str,
            monkeypatch: pytest.MonkeyPatch) -> tuple[list[Message], list[Message]]:
    """What "hint" and then "why" say at ``position`` when the search suggests ``move`` (by
    its notation), to the person in seat 0 (the computer in seat 1)."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position(position))
    console.opening()
    hinted = next(m for m in console.state.legal_moves() if m.notation == move)
    monkeypatch.setattr(queries, "choose_from_observation", lambda *args, **kw: hinted)
    return console.handle_line("hint"), console.handle_line("why" if lang == "en" else "warum")


TURKISH_SAVES_SIX = "W:W9,11,12,13,14,15,16,18,23,27,29,K32,36,45:B35,52"
"""White to move; Black's man on c5 threatens White's pieces on a2, e2, b3, c4, e4 and d5,
and c4 takes it (a walk with the computer moving at random found it, seed 2)."""


@pytest.mark.parametrize(("lang", "brief", "size", "spoken"), [
    ("en", "Saves 6 of your pieces; then nothing can be taken.", 52,
     "Your pieces on a2, e2, b3, c4, e4, and d5 were under threat; after it, your opponent "
     "has nothing to take."),
    ("de", "Rettet 6 deiner Steine; danach ist nichts zu schlagen.", 47,
     "Deine Steine auf a2, e2, b3, c4, e4 und d5 waren bedroht; danach kann dein Gegner "
     "nichts schlagen."),
])
def test_six_pieces_a_hinted_move_saves_are_brailled_by_their_count(
        monkeypatch, lang, brief, size, spoken):
    """"why" after a hint in Turkish draughts: "Saves your pieces on a2, e2, b3, c4, e4, and
    d5; then nothing can be taken." ran to 82 cells. From six pieces on the braille line
    counts them ("threats" before the move names them); speech names every square."""
    _, why = _hinted("turkish-draughts", TURKISH_SAVES_SIX, "c4xc6", lang, monkeypatch)
    assert (why[-1].short, cells(why[-1].short, lang)) == (brief, size)
    assert why[-1].text == spoken


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Saves your pieces on a2, e2, b3, c4, and e4; then nothing can be taken.", 77),
    ("de", "Rettet deine Steine auf a2, e2, b3, c4 und e4; danach ist nichts zu schlagen.", 74),
])
def test_five_pieces_a_hinted_move_saves_are_still_brailled_by_their_squares(
        lang, brief, size):
    """Up to five pieces the braille line names their squares, within two windows."""
    describer = describer_for(REGISTRY.create("turkish-draughts"), lang)
    squares = [8, 12, 17, 26, 28]  # a2, e2, b3, c4, e4
    shown, = describer.said_briefly(lambda: [_saves(describer, squares)])
    assert (shown, cells(shown, lang)) == (brief, size)


MAD_MATE_PROMOTES = "3qkbnr/rb1pp1Pp/1pn1p1pn/1PP1b3/P7/4P1N1/1pP1bPPP/2RQ1RK1[] w k - 1 29"
"""White to move; the pawn on g7 can take the bishop on f8 and become a rook (a walk with
the computer moving at random found the hint, seed 2)."""


@pytest.mark.parametrize(("game_id", "lang", "brief", "size", "spoken"), [
    ("mad-mate", "en", "Hint: pawn from g7 takes the bishop on f8, becoming a rook.", 62,
     "The computer suggests: pawn from g7 takes the bishop on f8, becoming a rook."),
    ("mad-mate", "de", "Tipp: Bauer von g7 schlägt den Läufer auf f8, Umwandlung zum Turm.", 63,
     "Der Computer schlägt vor: Bauer von g7 schlägt den Läufer auf f8, Umwandlung zum "
     "Turm."),
    ("maharadscha", "de", "Tipp: Maharadscha von d8 nach d3.", 32,
     "Der Computer schlägt vor: Maharadscha von d8 nach d3."),
])
def test_a_hinted_chess_move_is_brailled_after_the_short_heading(
        monkeypatch, game_id, lang, brief, size, spoken):
    """"Der Computer schlägt vor: Bauer von g7 schlägt den Läufer auf f8, Umwandlung zum
    Turm." ran to 81 cells in Mad Mate: the braille line says the move's words after "Tipp:",
    as Arimaa's hint does, the piece, its squares, what it takes and becomes kept (in
    Maharadscha too, whose words are the same)."""
    position, move = ((MAD_MATE_PROMOTES, "g7f8r") if game_id == "mad-mate"
                      else (MAHARAJAH_FORKS, "d8d3"))
    hint, _ = _hinted(game_id, position, move, lang, monkeypatch)
    assert (hint[0].short, cells(hint[0].short, lang)) == (brief, size)
    assert hint[0].text == spoken


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Then your opponent can take 2 pieces; nothing better was found."),
    ("de", "Danach kann dein Gegner 2 Figuren schlagen; Besseres gab es nicht."),
])
def test_a_chess_hint_that_leaves_pieces_en_prise_brailles_them_as_pieces(lang, brief):
    """The braille line of "why" took the draughts wording, "Danach kann dein Gegner 2 Steine
    schlagen", where the chess variants' speech says "2 deiner Figuren"."""
    describer = describer_for(REGISTRY.create("mad-mate"), lang)
    shown, = describer.said_briefly(lambda: [describer.tn(describer.briefly("hint.exposed"), 2)])
    assert shown == brief
    assert cells(shown, lang) <= TWO_WINDOWS


GOMOKU_DOUBLE_THREE = position({13: "......X.X......", 12: ".......X.......",
                                11: ".......X.......", 2: "OO.............",
                                1: "OO............."}, "X")
"""Black on h13 makes two open threes, h11 to h13 and g13 to i13, each with two squares that
make it an open four."""
GOMOKU_OPEN_FOUR_AND_THREE = position({12: ".....XXX.......", 11: "........X......",
                                       10: "........X......", 2: "OOO............",
                                       1: "OO............."}, "X")
"""Black on i12 makes an open four, f12 to i12, and an open three, i10 to i12."""
GOMOKU_FOUR_AND_THREE = position({12: "....OXXX.......", 11: "........X......",
                                  10: "........X......", 2: "OO.............",
                                  1: "OO............."}, "X")
"""As above with White on e12: a four that j12 completes, and the open three."""


@pytest.mark.parametrize(("position_text", "square", "lang", "brief", "size", "spoken"), [
    (GOMOKU_DOUBLE_THREE, "h13", "en",
     "2 moves back. Last: Black h13. Open threes: h10, h14; f13, j13.", 72,
     "Black has an open three with h11, h12, and h13; h10 or h14 makes it an open four. "
     "Black has an open three with g13, h13, and i13; f13 or j13 makes it an open four."),
    (GOMOKU_DOUBLE_THREE, "h13", "de",
     "2 Züge zurück. Zuletzt: Schwarz h13. Offene Dreier: h10, h14; f13, j13.", 75,
     "Schwarz hat einen offenen Dreier mit h11, h12 und h13; h10 oder h14 macht daraus einen "
     "offenen Vierer. Schwarz hat einen offenen Dreier mit g13, h13 und i13; f13 oder j13 "
     "macht daraus einen offenen Vierer."),
    (GOMOKU_OPEN_FOUR_AND_THREE, "i12", "en",
     "2 moves back. Last: Black i12. Open four: e12, j12.", 58,
     "Black has an open four from f12 to i12, completed on e12 or j12. Black has an open "
     "three with i10, i11, and i12; i9 or i13 makes it an open four."),
    (GOMOKU_OPEN_FOUR_AND_THREE, "i12", "de",
     "2 Züge zurück. Zuletzt: Schwarz i12. Offener Vierer: e12, j12.", 63,
     "Schwarz hat einen offenen Vierer von f12 bis i12, vollendet auf e12 oder j12. Schwarz "
     "hat einen offenen Dreier mit i10, i11 und i12; i9 oder i13 macht daraus einen offenen "
     "Vierer."),
    (GOMOKU_FOUR_AND_THREE, "i12", "en",
     "2 moves back. Last: Black i12. Four: j12. Open three: i9, i13.", 71,
     "Black has a four with f12, g12, h12, and i12, completed on j12. Black has an open "
     "three with i10, i11, and i12; i9 or i13 makes it an open four."),
    (GOMOKU_FOUR_AND_THREE, "i12", "de",
     "2 Züge zurück. Zuletzt: Schwarz i12. Vierer: j12. Offener Dreier: i9, i13.", 75,
     "Schwarz hat einen Vierer mit f12, g12, h12 und i12, vollendet auf j12. Schwarz hat "
     "einen offenen Dreier mit i10, i11 und i12; i9 oder i13 macht daraus einen offenen "
     "Vierer."),
], ids=[f"{threats}-{lang}" for threats in ("3-3", "open4-3", "4-3") for lang in ("en", "de")])
def test_a_gomoku_undo_brailles_the_threats_that_stand_in_a_few_words(
        position_text, square, lang, brief, size, spoken):
    """"2 Züge zurück. Zuletzt: Weiß g5. Offener Dreier: g6. Offener Dreier: f4 oder j8." ran
    to 82 cells, "... Weiß e13. Offener Vierer: a13 oder f13. Offener Dreier: f12." to 86:
    the braille line names each kind of threat once, a threat by the squares that complete
    it, and an open four alone, since it wins with the next stone whatever else the stone
    made. Speech keeps every threat in its sentence."""
    game = REGISTRY.create("gomoku")
    console = Console.local(game, [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)],
                            lang=lang, state=game.parse_position(position_text))
    console.opening()

    def computer(notation: str) -> None:
        console.table.submit(0, next(m for m in console.state.legal_moves()
                                     if m.notation == notation))
        console.catch_up()

    computer(square)
    console.handle_line("o15")
    computer("o14")
    said = console.handle_line("undo")[0]
    assert (said.short, cells(said.short, lang)) == (brief, size)
    assert size <= TWO_WINDOWS
    assert said.text.endswith(f"{square}. {spoken}")


def _card_lines(game_id: str, lang: str, seed: int) -> list[Message]:
    """Every message North hears while four people play a seeded deal of ``game_id``, each
    playing their last legal card."""
    game = REGISTRY.create(game_id)
    table = Table(game, [Seat(SeatKind.HUMAN)] * 4, seed=seed)
    console = Console(table, 0, lang)
    heard = console.opening()
    while not console.is_over and table.state.legal_moves():
        table.submit(table.to_move(), table.state.legal_moves()[-1])
        heard += console.catch_up()
    return heard


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "South: ⠭⠉, no diamonds. South wins the trick: NS 4, EW 5.", 65),
    ("de", "Süd: ⠭⠉, kein Karo. Süd gewinnt den Stich. Stiche: NS 4, OW 5.", 59),
])
def test_a_whist_card_that_ends_a_trick_is_brailled_in_its_code(lang, brief, size):
    """"Last: South: nine of spades, no diamonds. South wins the trick: NS 9, EW 4." ran to
    84 cells: the card that ends a trick is in its code on the braille line, as the trick's
    winning card is ("West wins with ⠙⠎") and as Doppelkopf writes it; speech names it."""
    said = next(m for m in _card_lines("whist", lang, 3)
                if m.short.startswith(("South: ", "Süd: "))
                and ("South wins the trick" in m.short or "Süd gewinnt den Stich" in m.short))
    assert (said.short, cells(said.short, lang)) == (brief, size)
    assert cells(f"Zuletzt: {brief}" if lang == "de" else f"Last: {brief}", lang) <= TWO_WINDOWS
    assert ("ten of clubs" if lang == "en" else "Kreuz-Zehn") in said.text


@pytest.mark.parametrize(("lang", "lines", "spoken"), [
    ("en", ["Since the start: 1 card.", "North turned up ⠭⠙: diamonds are trumps. Then: E ⠙⠉."],
     "Since the game began, one card was played. North turned up the ten of diamonds: "
     "diamonds are trumps. Then: four of clubs by East."),
    ("de", ["Seit Spielbeginn: eine Karte. Nord hat ⠭⠙ aufgedeckt: Karo ist Trumpf. "
            "Danach: O ⠙⠉."],
     "Seit Beginn der Partie wurde eine Karte gespielt. Nord hat Karo-Zehn aufgedeckt: Karo "
     "ist Trumpf. Danach: Kreuz-Vier von Ost."),
])
def test_whist_since_is_brailled_with_card_codes_in_lines_of_two_windows(lang, lines, spoken):
    """"since" had no braille form: "Seit Beginn der Partie wurde eine Karte gespielt. Nord
    hat Kreuz-Bube aufgedeckt: Kreuz ist Trumpf. Danach: Karo-Bube von Ost." ran to 115
    cells (131 in English). The cards are in their code by the seats' initials, as a trick
    shows them, and sentences that do not fit together go on the next line; speech keeps
    the sentences, said once."""
    table = Table(REGISTRY.create("whist"), [Seat(SeatKind.HUMAN)] * 4, seed=1)
    south = Console(table, 2, lang)
    south.opening()
    table.submit(table.to_move(), table.state.legal_moves()[0])  # East leads
    south.catch_up()
    said = south.handle_line("since" if lang == "en" else "seither")
    assert [m.short for m in said] == lines
    assert all(cells(line, lang) <= TWO_WINDOWS for line in lines)
    assert [m.text for m in said if m.text] == [spoken]


def test_every_card_since_is_brailled_within_two_windows():
    """A whole deal of Whist and of Doppelkopf, "since" asked at each of North's turns."""
    for game_id in ("whist", "doppelkopf"):
        for lang in ("en", "de"):
            table = Table(REGISTRY.create(game_id), [Seat(SeatKind.HUMAN)] * 4, seed=2)
            north = Console(table, 0, lang)
            north.opening()
            while not north.is_over and table.state.legal_moves():
                if table.to_move() == 0:
                    for message in north.handle_line("since" if lang == "en" else "seither"):
                        assert cells(message.short, lang) <= TWO_WINDOWS, message.short
                table.submit(table.to_move(), table.state.legal_moves()[-1])
                north.catch_up()
