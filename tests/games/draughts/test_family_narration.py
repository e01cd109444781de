"""Narration of the draughts family in English and German: golden transcripts of each
variant's special cases (majority rule, flying kings, crowning mid-capture, Turkish captures,
the misère result) and inline checks of single sentences."""

from __future__ import annotations

import pytest

from accessible_games.engine.events import Piece
from accessible_games.engine.types import IllegalMoveError
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.games.checkers import CheckersDescriber
from accessible_games.narration.games.draughts import DraughtsDescriber
from tests.golden import assert_golden
from tests.transcript import Transcript

LANGS = ("en", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_international_majority_and_flying_king(lang):
    t = Transcript(REGISTRY.create("international-draughts"), lang, "W:We5,K46:BKd6,f6,h8,1")
    t.board()
    t.attempt("28x17")
    t.attempt("46-41")
    t.play("28x10")
    t.play("1-7")
    t.board(columns=True)
    # A flying king with several landing squares; only those that take on are legal.
    t.reset("W:WK46:B28,24,1")
    t.attempt("46x23")
    t.play("46x35")
    t.board()
    assert_golden(f"international-draughts/majority_flying_king.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_russian_crowned_mid_capture(lang):
    t = Transcript(REGISTRY.create("russian-draughts"), lang, "W:Wb6,a1:Bc7,f6,h8")
    t.attempt("b6xd8")
    t.play("b6xd8xh4")
    t.board()
    assert_golden(f"russian-draughts/crowned_mid_capture.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_brazilian_majority_and_crowning(lang):
    t = Transcript(REGISTRY.create("brazilian-draughts"), lang, "W:Wc3,b6:Bd4,f6,b4,c7,h8")
    t.attempt("c3xa5")
    t.play("c3xg7")
    t.play("h8xf6")
    t.play("b6xd8")
    t.board()
    assert_golden(f"brazilian-draughts/majority_crowning.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_turkish_removal_and_no_reversal(lang):
    # Five pieces in one move: the king crosses a3 again after taking it (removed at once).
    t = Transcript(REGISTRY.create("turkish-draughts"), lang, "W:WKa1,h2:Ba3,c4,d2,Kb1,a5,h8")
    t.board()
    t.attempt("a1xa4")
    t.attempt("h2-h3")
    t.play("a1xa6")
    t.play("h8-g8")
    t.board()
    # The 180-degree rule: the king may take d6 or d2, but not both by turning back.
    t.reset("W:WKd4:Bd6,d2,h8")
    t.attempt("d4xd7xd1")
    t.play("d4xd8")
    # A man moves forward or sideways only.
    t.reset("W:Wd4:Bh8")
    t.attempt("d4-d3")
    # A diagonal step, as every other draughts game plays it, is told that pieces go straight;
    # the king too, and a man that cannot move at all.
    t.attempt("d4-e5")
    t.reset("W:WKd4:Bh8")
    t.attempt("d4-g7")
    t.reset("W:Wd4,d5,c4,e4:Bh8")
    t.attempt("d4-c5")
    assert_golden(f"turkish-draughts/removal_no_reversal.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_schlagdame_misere_end(lang):
    t = Transcript(REGISTRY.create("schlagdame", {"base": "russian"}), lang, "B:Wd4:Bc5,h8")
    t.board()
    t.play("c5xe3")
    assert_golden(f"schlagdame/misere_end.{lang}", t.lines)


def test_checkers_describer_is_still_importable_and_separate():
    game = REGISTRY.create("checkers")
    assert isinstance(describer_for(game, "en"), CheckersDescriber)
    assert isinstance(describer_for(REGISTRY.create("turkish-draughts"), "en"),
                      DraughtsDescriber)


def test_forced_capture_names_the_number_to_take():
    game = REGISTRY.create("international-draughts")
    state = game.parse_position("W:We5:BKd6,f6,h8")
    speak = describer_for(game, "en")
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("28x17")
    text = speak.reason(caught.value.reason, state).text
    assert text == ("You must take the most pieces, here 2: 28 takes 23 and 14 by way of 19 and "
                    "lands on 10.")


@pytest.mark.parametrize(("game_id", "options", "lang", "expected"), [
    # English checkers with the option "Losing game": the side without pieces wins and is
    # named as that side (the common sentence said "Black has no pieces left. White wins.").
    ("checkers", {"misere": True}, "en",
     "Game over: White has no pieces left and wins the losing game."),
    ("checkers", {"misere": True}, "de",
     "Partie beendet: Weiß hat keine Steine mehr und gewinnt die Schlagdame."),
    ("russian-draughts", {"misere": True}, "en",
     "Game over: White has no pieces left and wins the losing game."),
    ("checkers", {}, "en", "Game over: White has no pieces left. Black wins."),
])
def test_the_losing_game_names_the_side_without_pieces_as_the_winner(
        game_id, options, lang, expected):
    game = REGISTRY.create(game_id, options)
    state = game.parse_position("B:Wf4:Be3")
    state.play(state.parse_move("e3xg5"))
    outcome = state.outcome()
    assert outcome is not None
    assert describer_for(game, lang).outcome_text(outcome) == expected


@pytest.mark.parametrize(("game_id", "lang", "seat", "typed", "said"), [
    # Black takes White's last piece: White, without pieces, wins. Black is the first seat in
    # checkers, the second in Schlagdame (on international draughts).
    ("checkers", "en", 0, "14x23",
     "Game over: you have lost; White has no pieces left and wins the losing game."),
    ("checkers", "de", 1, None,
     "Partie beendet: Du hast keine Steine mehr und gewinnst die Schlagdame."),
    ("schlagdame", "en", 0, None,
     "Game over: you have no pieces left and win the losing game."),
    ("schlagdame", "de", 1, "23x32",
     "Partie beendet: Du hast verloren; Weiß hat keine Steine mehr und gewinnt die "
     "Schlagdame."),
])
def test_the_losing_game_tells_the_player_their_win_or_loss_once(
        game_id, lang, seat, typed, said):
    """The losing game's result named the sides ("Partie beendet: Weiß hat keine Steine mehr
    und gewinnt die Schlagdame.") and "Du hast gewonnen." followed it: the win told twice.
    Now the result speaks to the one player and nothing but what to do next follows."""
    from accessible_games.narration.message import MessageKind
    from accessible_games.session.console import Console, Seat, SeatKind

    game = REGISTRY.create(game_id, {"misere": True} if game_id == "checkers" else {})
    position = "B:W18:B14" if game_id == "checkers" else "B:W28:B23"
    seats = [Seat(SeatKind.COMPUTER, 1)] * 2
    seats[seat] = Seat(SeatKind.HUMAN)
    console = Console.local(game, seats, lang=lang, state=game.parse_position(position))
    heard = []
    while console.computer_to_move():
        heard += console.computer_move()
    if typed is not None:
        heard += console.handle_line(typed)
    assert console.is_over
    assert [m.text for m in heard if m.kind is MessageKind.RESULT] == [said]


@pytest.mark.parametrize(("game_id", "position", "typed", "expected"), [
    # A jump of the piece that must capture, along a way no capture goes: where that piece
    # can go (it said "Capture is mandatory: ..." to a player who was capturing).
    ("checkers", "B:W14,15,19,22:B10,11", "c3xe5xc7",
     "The man on c3 cannot go to c7. Possible: takes d4 and f6 by way of e5 and lands on g7."),
    ("international-draughts", "W:W37,39:B32,22,34,5", "37x28x19",
     "The man on 37 cannot go to 19. Possible: takes 32 and 22 by way of 28 and lands on 17."),
    # A path whose legs all run straight is no diagonal step in Turkish draughts.
    ("turkish-draughts", "W:Wd3,a2:Bd4,c5,e5,h8", "d3xd5xb5xb7",
     "The man on d3 cannot go to b7. Possible: takes d4 and c5 by way of d5 and lands on b5 "
     "or takes d4 and e5 by way of d5 and lands on f5."),
    # A capture the majority rule forbids, and a step, keep the rule as the reason.
    ("international-draughts", "W:W37,39:B32,22,34,5", "39x30",
     "You must take the most pieces, here 2: 37 takes 32 and 22 by way of 28 and lands on 17."),
    ("checkers", "B:W14,15,19,22:B10,11", "c3-b4",
     "Capture is mandatory: c3 takes d4 and f6 by way of e5 and lands on g7 or e3 takes f4 "
     "and f6 by way of g5 and lands on e7."),
])
def test_a_wrong_way_of_the_capturing_piece_is_told_as_such(game_id, position, typed, expected):
    game = REGISTRY.create(game_id)
    state = game.parse_position(position)
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move(typed)
    assert describer_for(game, "en").reason(caught.value.reason, state).text == expected


@pytest.mark.parametrize(("game_id", "lang", "expected"), [
    # Where men capture backward, "a man moves only forward" left the rules page contradicted.
    ("russian-draughts", "de", "Ein Stein zieht nur vorwärts; rückwärts darf er nur schlagen. "
                               "Möglich für den Stein auf d4: nach c5 oder e5."),
    ("brazilian-draughts", "en", "A man steps only forward; it goes backward only when it "
                                 "captures. Possible for the man on d4: to c5 or e5."),
])
def test_a_man_stepping_back_hears_that_it_may_jump_back(game_id, lang, expected):
    game = REGISTRY.create(game_id)
    state = game.parse_position("W:Wd4,a1:Bh8")
    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("d4-c3")
    assert describer_for(game, lang).reason(caught.value.reason, state).text == expected


@pytest.mark.parametrize(("game_id", "lang", "position", "typed", "said"), [
    ("russian-draughts", "en", "W:Wb6,a1:Bc7,f6,h8", "b6xd8xh4",
     "From b6 you take c7 and f6 by way of d8 and land on h4; your man was crowned on d8 and"
     " went on capturing as a king."),
    ("russian-draughts", "de", "W:Wb6,a1:Bc7,f6,h8", "b6xd8xh4",
     "Du ziehst von b6 über d8 nach h4 und schlägst c7 und f6; dein Stein wurde auf d8"
     " zur Dame und schlug als Dame weiter."),
    ("checkers", "en", "B:W14,15,22:B11,12", "c3xg7",
     "From c3 you take d4 and f6 by way of e5 and land on g7."),
    ("checkers", "de", "B:W14,15,22:B11,12", "c3xg7",
     "Du ziehst von c3 über e5 nach g7 und schlägst d4 und f6."),
    ("international-draughts", "de", "W:W32:B1", "32-28", "Du ziehst von 32 nach 28."),
])
def test_the_players_own_move_is_told_to_them(game_id, lang, position, typed, said):
    """The draughts games told the person who moved "Weißer Stein 32 nach 28.", as if
    somebody else had moved, where Breakthrough, Alquerque and the Halma games say "Du ziehst
    ..."; everyone else still hears the piece's colour."""
    game = REGISTRY.create(game_id)
    state = game.parse_position(position)
    mover = state.to_move
    move = state.parse_move(typed)
    events = state.play(move)
    describer = describer_for(game, lang)
    describer.you = mover
    message = describer.move_message(state, move, events, mover)
    assert message.text == said
    assert message.brief is not None and message.brief.startswith(move.notation)
    describer.you = 1 - mover
    watched = describer.move_message(state, move, events, mover)
    assert watched.text.startswith(describer.piece_name(mover, Piece.MAN))
    assert watched.brief is not None
    assert watched.brief.startswith(f"{describer.player(mover)} {move.notation}")
