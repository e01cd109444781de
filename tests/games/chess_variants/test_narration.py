"""Chess-variant narration: golden transcripts in English and German (captures into the
reserve, drops, promotion and the capture of a promoted piece, check, mate, refusals) and
short inline checks of the reserve query and the brief forms."""

from __future__ import annotations

import pytest

from accessible_games.games.chess_variants import MadMateGame, MaharadschaGame
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.games.chess_variants import (
    MadMateDescriber,
    MaharadschaDescriber,
)
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.consoles import seated
from tests.golden import assert_golden
from tests.transcript import spoken, told_to

LANGS = ("en", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_captures_and_drops(lang):
    state = MadMateGame().new_state()
    d = MadMateDescriber(state.game, lang)
    # e4 d5 exd5: White gains a pawn; Qxd5: Black gains it back; then drops and refusals.
    lines = spoken(state, ["e4", "d7d5", "exd5", "Qxd5", "Nc3", "Q@d4", "Qa5", "P@e8",
                           "P@d5", "e2e5", "Bb4", "Ke1e2", "p@e4"], lang, MadMateDescriber)
    lines.append(f"pocket: {d.pocket(state).text}")
    lines.append(f"status: {d.status(state).text}")
    lines += d.board_lines(state)
    assert_golden(f"mad-mate/captures_drops.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_promotion_kept_and_check(lang):
    # White promotes on b8 with check; Black's rook takes the new queen, which goes into
    # Black's reserve as a queen (not a pawn); Black drops it with check.
    state = MadMateGame().parse_position("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1")
    d = MadMateDescriber(state.game, lang)
    lines = spoken(state, ["b8", "b8=Q", "Rxb8", "Kd2", "Q@b4", "Kd1"], lang, MadMateDescriber)
    lines.append(f"pocket: {d.pocket(state).text}")
    assert_golden(f"mad-mate/promotion_check.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_castling_reserve_and_check(lang):
    """Told to Black: Black's capture into the reserve ("You put the queen into your
    reserve."); told to White: White's castling and the check White is in ("You are in
    check."). They read "Black puts ...", "White castles ...", "White is in check."."""
    state = MadMateGame().parse_position("r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1")
    lines = spoken(state, ["b8=Q", "Rxb8", "Kd2", "Q@b4"], lang, told_to(1, MadMateDescriber))
    white = told_to(0, MadMateDescriber)(state.game, lang, Verbosity.NORMAL)
    lines.append(f"status told to White: {white.status(state).text}")
    lines.append(f"threats told to White: {' '.join(white.threats_text(state))}")
    castling = MadMateGame().parse_position("r3k2r/8/8/8/8/8/8/R3K2R[] w KQkq - 0 1")
    lines += spoken(castling, ["O-O", "O-O-O"], lang, told_to(0, MadMateDescriber))
    assert_golden(f"mad-mate/yours.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_drop_mate(lang):
    # A rook dropped on d8 mates the king behind its own pawns: f8 and h8 are covered by
    # the rook, f7, g7 and h7 are Black's own pawns, Black has nothing to drop in between.
    state = MadMateGame().parse_position("6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1")
    lines = spoken(state, ["R@d8", "Kh8"], lang, MadMateDescriber)
    assert_golden(f"mad-mate/drop_mate.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_maharadscha(lang):
    state = MaharadschaGame().new_state()
    d = MaharadschaDescriber(state.game, lang)
    # e6 is covered by the pawns on d7 and f7: the maharajah may not go there.
    lines = spoken(state, ["Me6", "Mf3", "e5", "N@e4", "Mxf7", "Ke8f7"], lang,
                   MaharadschaDescriber)
    lines.append(f"status: {d.status(state).text}")
    lines += d.board_lines(state)
    assert_golden(f"maharadscha/opening.{lang}", lines)


def test_reserve_query_counts_and_brief_letters():
    state = MadMateGame().parse_position("4k3/8/8/8/8/8/8/4K3[QPPnb] w - - 0 1")
    assert MadMateDescriber(state.game, "en").pocket_text(state) == (
        "White has in reserve: one queen and 2 pawns. Black has in reserve: one bishop and "
        "one knight.")
    assert MadMateDescriber(state.game, "de").pocket_text(state) == (
        "In der Reserve von Weiß: eine Dame und 2 Bauern. In der Reserve von Schwarz: "
        "ein Läufer und ein Springer.")
    move = state.parse_move("Q@e7")
    events = state.play(move)
    # German braille form uses the German letters (D for Dame).
    assert MadMateDescriber(state.game, "de").move_message(state, move, events, 0).short \
        == "D@e7+"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", {"e1-e2": "The king on e1 cannot move just now: every square it could go to is "
                     "blocked.",
            "b1-b3": "The knight on b1 cannot go to b3. Possible: knight to a3 or c3.",
            "maharadscha d1-d5": "There is no piece on d1. Your only piece, the maharajah, "
                                 "stands on e1."}),
    ("de", {"e1-e2": "Der König auf e1 kann gerade nicht ziehen: Alle erreichbaren Felder "
                     "sind versperrt.",
            "b1-b3": "Der Springer auf b1 kann nicht nach b3. Möglich: Springer nach a3 oder "
                     "c3.",
            "maharadscha d1-d5": "Auf d1 steht keine Figur. Deine einzige Figur, der "
                                 "Maharadscha, steht auf e1."}),
])
def test_a_refused_piece_is_named_and_told_why(lang: str, expected: dict[str, str]) -> None:
    """Play-testers heard "The piece on e1 cannot move just now." with no reason, German
    "Der Stein auf b1" for a knight, "Auf d1 steht keine Figur." with White's one piece
    elsewhere, and "It can play knight from b1 to c3", b1 twice."""
    from tests.consoles import seated

    for typed, text in expected.items():
        game, line = typed.split(" ") if " " in typed else ("mad-mate", typed)
        assert [m.text for m in seated(game, lang, 1).handle_line(line)] == [text]


def test_a_pinned_piece_is_told_its_moves_would_leave_the_king_in_check() -> None:
    from accessible_games.engine import Reason, ReasonCode
    from accessible_games.games.chess_variants.game import ChessState
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("mad-mate")
    # White's bishop on e2 stands between its king on e1 and Black's rook on e8.
    state = game.parse_position("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1")
    assert isinstance(state, ChessState)
    e2 = state.parse_location("e2")
    reason = state.explain_illegal((e2, state.parse_location("d3")))
    assert reason == Reason(ReasonCode.PIECE_HAS_NO_MOVES, (e2,))
    text = describer_for(game, "en").reason(reason, state).text
    assert text == ("The bishop on e2 cannot move just now: each of its moves would leave your "
                    "king in check.")


@pytest.mark.parametrize(("game_id", "position", "lang", "line", "expected"), [
    ("maharadscha", None, "en", "Qd4", "You have no queen on the board."),
    ("maharadscha", None, "de", "Dd4", "Du hast keine Dame auf dem Brett."),
    ("mad-mate", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "en", "Qd4",
     "You have no queen on the board. To drop one from your reserve, type Q@d4."),
    ("mad-mate", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "de", "Dd4",
     "Du hast keine Dame auf dem Brett. Einsetzen aus der Reserve: D@d4."),
])
def test_a_piece_kind_the_mover_has_none_of(game_id, position, lang, line, expected):
    """Maharadscha's White typing Dd4 heard "Keine Dame von dir kann nach d4; keine dieser
    Figuren kann gerade ziehen.", as if it had queens that were stuck."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    game = REGISTRY.create(game_id)
    state = game.parse_position(position) if position else None
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    assert [m.text for m in console.handle_line(line)] == [expected]


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "moves b6", "From b6, 2 moves: pawn takes the pawn on a7 or the bishop on c7."),
    ("de", "moves b6",
     "Von b6 aus 2 Züge: Bauer schlägt den Bauern auf a7 oder den Läufer auf c7."),
    ("en", "captures", "2 captures: pawn from b6 takes the pawn on a7 or the bishop on c7."),
])
def test_the_captures_of_one_piece_name_it_once(lang, line, expected):
    """Mad Mate's lists said "pawn from b6 takes the pawn on a7 or pawn from b6 takes the
    bishop on c7": the piece and its square twice in one sentence, as steps are not."""
    from tests.consoles import people_at

    console = people_at("mad-mate", "rn1qkbnr/ppbppppp/1P6/8/8/8/P1PPPPPP/RNBQKBNR[] w KQkq "
                        "- 0 1", lang)
    said = console.handle_line(line)  # the speech; the braille lines after it say nothing
    assert [m.text for m in said if m.text] == [expected]


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "moves", "; c7 to c8 or b8, becoming a queen, rook, bishop, or knight."),
    ("de", "züge", "; c7 nach c8 oder b8, Umwandlung in Dame, Turm, Läufer oder Springer."),
])
def test_a_long_list_says_a_promotion_as_one(lang, line, expected):
    """A long list grouped by square said "c7 to queen, rook, bishop, or knight": the pieces
    a pawn may become read as the squares it goes to."""
    from tests.consoles import people_at

    console = people_at("mad-mate", "1n2k3/2P5/8/8/8/8/8/R3K2R[] w KQ - 0 1", lang)
    said = console.handle_line(line)[0].text
    assert said.endswith(expected) and said.count("c7") == 1


@pytest.mark.parametrize(("game_id", "lang", "line", "expected"), [
    ("maharadscha", "en", "e1", "Type where the maharajah on e1 should go: maharajah to a1, a5, "
     "b1, b4, c1, c2, c3, d1, d2, d3, e2, e3, e4, e5, f1, f2, f3, g1, g2, g3, h1, or h4."),
    ("mad-mate", "de", "b1", "Tippe, wohin der Springer auf b1 ziehen soll: Springer nach a3 oder "
     "c3."),
    ("mad-mate", "en", "a1", "The rook on a1 cannot move just now: every square it could go to "
     "is blocked."),
])
def test_a_square_alone_with_an_own_piece_asks_where_it_goes(game_id, lang, line, expected):
    """Maharadscha's White typing "e1", where the maharajah stands, heard "You have no pawn on
    the board.": a square alone was read as a pawn's move onto it, which no pawn can make onto
    its own side's piece. As in every other game, it asks where that piece should go."""
    from tests.consoles import seated

    assert [m.text for m in seated(game_id, lang, 3).handle_line(line)] == [expected]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("maharadscha", "en", "e1a5", "You move the maharajah from e1 to a5."),
    ("maharadscha", "de", "e1a5", "Du ziehst den Maharadscha von e1 nach a5."),
    ("mad-mate", "en", "e2e4", "You move the pawn from e2 to e4."),
    ("mad-mate", "de", "g1f3", "Du ziehst den Springer von g1 nach f3."),
])
def test_the_players_own_step_is_told_to_them(game_id, lang, typed, said):
    """The chess variants told the person who moved "White: pawn from h2 to h4.", as if
    somebody else had moved, though their castling and their reserve were told to them."""
    assert seated(game_id, lang).handle_line(typed)[0].text == said


@pytest.mark.parametrize(("lang", "result"), [
    ("en", "Game over: you win (checkmate)."),
    ("de", "Partie beendet: Du gewinnst (Schachmatt)."),
])
def test_a_mate_is_told_to_its_player_as_their_win_once(lang, result):
    """"Game over: White wins (checkmate)." was followed by "You have won.": the win twice."""
    game = MaharadschaGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, state=game.parse_position("4k3/8/8/5M2/8/8/8/8 w - - 0 1"))
    said = console.handle_line("f5-f6")
    assert console.is_over
    assert [m.text for m in said if m.kind is MessageKind.RESULT] == [result]


@pytest.mark.parametrize(("lang", "seat", "said"), [
    ("en", 1, "You play White, the maharajah alone; the computer, level 1, plays Black, the "
              "whole army."),
    ("de", 2, "Du spielst Schwarz, das ganze Heer; der Computer, Stufe 1, spielt Weiß, den "
              "Maharadscha allein."),
])
def test_the_maharadscha_opening_says_which_army_each_side_leads(lang, seat, said):
    """"You play White" alone did not tell a new player that White is one piece against a
    whole army; Mad Mate's sides stay plain colours."""
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.COMPUTER, 1)]
    seats[seat - 1] = Seat(SeatKind.HUMAN)
    console = Console.local(MaharadschaGame(), seats, lang=lang, seed=3)
    assert said in console.opening()[0].text
    assert "army" not in Console.local(MadMateGame(), seats, lang="en").opening()[0].text


@pytest.mark.parametrize(("fen", "said"), [
    ("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 20", "Move 20."),
    ("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[] b KQkq - 1 20", "Move 20."),
])
def test_a_position_loaded_with_its_full_move_number_goes_on_with_it(fen, said):
    """A FEN at move 20 was "Move 1." in status."""
    game = MadMateGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, state=game.parse_position(fen))
    assert said in console.handle_line("status")[0].text


@pytest.mark.parametrize(("position", "lang", "line", "expected"), [
    (None, "en", "Ke2",
     "The king on e1 cannot move just now: every square it could go to is blocked."),
    (None, "de", "Ke2",
     "Der König auf e1 kann gerade nicht ziehen: Alle erreichbaren Felder sind versperrt."),
    ("1r5k/8/8/8/4P3/8/7r/K7 w - - 0 1", "en", "Kb1",
     "The king on a1 cannot move just now: every free square it could go to is attacked."),
    ("1r5k/8/8/8/4P3/8/7r/K7 w - - 0 1", "de", "Kb1",
     "Der König auf a1 kann gerade nicht ziehen: Alle freien Felder, die er erreichen "
     "könnte, sind angegriffen."),
])
def test_the_one_stuck_piece_of_a_kind_is_told_why(position, lang, line, expected):
    """Typing "Ke2" at the start heard "No king of yours can go to e2; none of them can move
    now.", as if there were several kings; the one piece of that kind is named on its square
    with the reason it cannot move, and a king hemmed in by attacks is not told that its moves
    "would leave your king in check"."""
    from tests.consoles import people_at

    console = people_at("mad-mate", position or "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] "
                        "w KQkq - 0 1", lang)
    assert [m.text for m in console.handle_line(line)] == [expected]


@pytest.mark.parametrize(("game_id", "position", "lang", "expected"), [
    ("maharadscha", "4k3/8/8/8/3n4/5M2/8/8 w - - 0 1", "en",
     ["You are in check.", "Pieces of Black under attack: knight on d4, unprotected."]),
    ("maharadscha", "4k3/8/8/8/3n4/5M2/8/8 w - - 0 1", "de",
     ["Du stehst im Schach.", "Angegriffene Figuren von Schwarz: Springer auf d4, "
      "ungedeckt."]),
    ("mad-mate", "4k3/8/8/8/8/8/4r3/R3K3[] w - - 0 1", "en",
     ["You are in check.", "No other piece of White is under attack.",
      "Pieces of Black under attack: rook on e2, unprotected."]),
    ("mad-mate", "4k3/8/8/8/8/8/4r3/R3K3[] w - - 0 1", "de",
     ["Du stehst im Schach.", "Keine andere Figur von Weiß ist angegriffen.",
      "Angegriffene Figuren von Schwarz: Turm auf e2, ungedeckt."]),
])
def test_threats_in_check_do_not_say_nothing_is_attacked(game_id, position, lang, expected):
    """The maharajah in check heard "You are in check. No piece of White is under attack.",
    the second sentence against the first: with the royal piece in check the others are
    "other" pieces, and a side with no other piece hears only the check."""
    from tests.consoles import people_at

    said = people_at(game_id, position, lang).handle_line("threats")
    assert [line for m in said for line in m.text.split("\n")] == expected
