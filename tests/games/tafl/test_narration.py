"""Tablut narration in English and German: golden transcripts of captures, escape and reasons."""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, Outcome
from accessible_games.games.tafl import TablutGame
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.games.tablut import TablutDescriber
from tests.golden import assert_golden
from tests.transcript import Transcript, told_to

LANGS = ("en", "de")


def transcript(lang: str, position: str | None = None) -> Transcript:
    """A session of Tablut in ``lang`` that can ask the game's queries."""
    return Transcript(TablutGame(), lang, position, factory=TablutDescriber,
                      queries=("escape", "threats"))


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening_and_reasons(lang):
    t = transcript(lang)
    t.board()
    t.attempt("d1-d6")
    t.attempt("d1-c2")
    t.attempt("e3-e1")
    t.attempt("e1-e3")
    t.attempt("d1")
    t.play("d1-d4")
    t.queries()
    assert_golden(f"tablut/opening.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_captures_and_escape(lang):
    # Attackers c7 and g7 beside the defenders d7 and f7: e4-e7 passes the empty throne and
    # takes both; then the king on h3 runs to the edge.
    t = transcript(lang, "9/9/2ad1da2/9/9/4a4/7k1/9/a8 a 0")
    t.queries()
    t.play("e4-e7")
    t.attempt("h3-g4")
    t.attempt("c7-c5")
    t.queries()
    t.play("h3-h9")
    assert_golden(f"tablut/escape.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_moves_are_told_to_them(lang):
    """The captures and the escape told to the Muscovites, then to the Swedes: each side's
    own move, its own pieces at risk and its own pieces lost, in the second person ("You
    move the attacker from e4 to e7.", "Your pieces on d7 and f7 are captured."); the other
    side's as before."""
    lines = []
    for seat in (0, 1):
        t = Transcript(TablutGame(), lang, "9/9/2ad1da2/9/9/4a4/7k1/9/a8 a 0",
                       factory=told_to(seat, TablutDescriber), queries=("threats",))
        t.queries()  # the Swedes can lose d7 and f7
        t.play("e4-e7")
        t.play("h3-h9")
        lines += [f"told to seat {seat}:", *t.lines]
    assert_golden(f"tablut/yours.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_king_in_danger(lang):
    # The king on the throne held by d5, f5 and e6; a3-a4 brings an attacker that can close
    # the ring on e4 next move. The defenders hear it with the move, as a chess player hears
    # check (play-testing: the king was lost without a word of warning).
    t = transcript(lang, "9/9/9/4a4/3aka3/9/a8/9/9 a 0")
    t.play("a3-a4")
    assert_golden(f"tablut/king_in_danger.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_king_captured(lang):
    # The king on the throne held by d5, f5 and e6; the attacker a4 closes the ring on e4.
    t = transcript(lang, "9/9/9/4a4/3aka3/a8/9/9/9 a 0")
    t.board()
    t.queries()
    t.attempt("a4-e5")
    t.play("a4-e4")
    assert_golden(f"tablut/king_captured.{lang}", t.lines)


@pytest.mark.parametrize(("lang", "blocked", "boxed"), [
    ("en", "The defender on e4 cannot jump over the piece on e3. Possible: to f4, g4, h4, d4, "
           "c4, or b4.",
     "The king on e5 cannot move now: e6, f5, e4, and d5 are all taken."),
    ("de", "Der Verteidiger auf e4 kann den Stein auf e3 nicht überspringen. Möglich: nach f4, "
           "g4, h4, d4, c4 oder b4.",
     "Der König auf e5 kann jetzt nicht ziehen: e6, f5, e4 und d5 sind alle besetzt."),
])
def test_a_blocked_way_and_a_boxed_in_king_are_explained(lang: str, blocked: str,
                                                         boxed: str) -> None:
    """A play-tester typed e4-e1 and heard "e1 is occupied", though e3 already stood in the
    way, and e5-e2 for the king gave "cannot move now" without a reason. The moves there are
    instead go on from the square the sentence named ("to f4, g4, ..."): they said it with
    every move ("e4 to f4, e4 to g4, ...")."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    console = Console.local(REGISTRY.create("tablut"),
                            [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)], lang=lang, seed=1)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("e4-e1")] == [blocked]
    assert [m.text for m in console.handle_line("e5-e2")] == [boxed]
    # Asked for the king's moves, the same sentence alone: "No move from e5." before it
    # said the same thing twice (play-testing in German).
    asked = "züge e5" if lang == "de" else "moves e5"
    assert [m.text for m in console.handle_line(asked)] == [boxed]


@pytest.mark.parametrize(("lang", "far", "next_to"), [
    ("en", "A defender stands on d5; the attacker on d1 gets as far as d4 that way.",
     "A defender stands on e3, right next to the attacker on e2. The attacker on e2 has 8 "
     "other moves."),
    ("de", "Auf d5 steht ein Verteidiger; der Angreifer auf d1 kommt in dieser Richtung bis d4.",
     "Auf e3 steht ein Verteidiger, direkt neben dem Angreifer auf e2. Der Angreifer auf e2 "
     "hat noch 8 andere Züge."),
])
def test_a_taken_target_names_the_piece_there_and_how_far_the_way_goes(
        lang: str, far: str, next_to: str) -> None:
    """Play-testing in German: d1-d5 at the start said only "d5 ist besetzt." (the six moves
    of the attacker were too many to list), not whose piece stands there or where the way
    ends."""
    from tests.consoles import seated

    console = seated("tablut", lang, 7)
    assert [m.text for m in console.handle_line("d1-d5")] == [far]
    assert [m.text for m in console.handle_line("e2-e3")] == [next_to]


@pytest.mark.parametrize(("lang", "opens", "taken"), [
    ("en", "e4 to c4 (then e3 can be taken)", "d1 to d3 (can be taken there)"),
    ("de", "e4 nach c4 (danach ist e3 schlagbar)", "d1 nach d3 (dort schlagbar)")])
def test_a_list_of_moves_warns_where_a_piece_can_be_taken_next_turn(
        lang: str, opens: str, taken: str) -> None:
    """Play-testing in German: c4-c2 stepped between two attackers and e4-c4 left e3 between
    e2 and an empty e4, and both were gone at once; the moves list had said nothing."""
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("tablut")
    describer = describer_for(game, lang)
    attackers = game.new_state()
    assert describer.moves_list([attackers.parse_move("d1-d3")], attackers) == taken
    defenders = game.new_state()
    defenders.play(defenders.parse_move("d1-d2"))
    assert describer.moves_list([defenders.parse_move("e4-c4")], defenders) == opens
    # A quiet move says nothing more, and the position is left as it was.
    assert describer.move_note(defenders, defenders.parse_move("c5-c3")) == ""
    assert defenders.to_move == 1 and len(defenders.legal_moves()) > 0


@pytest.mark.parametrize(("lang", "said"), [("en", "e3 to a3 (wins)"),
                                            ("de", "e3 nach a3 (gewinnt)")])
def test_a_list_of_moves_names_the_king_s_escape_as_winning(lang: str, said: str) -> None:
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("tablut")
    state = game.new_state()
    for move in ("e2-h2", "e3-h3", "h2-e2", "e4-g4", "e2-d2", "e5-e3", "d2-e2"):
        state.play(state.parse_move(move))
    assert describer_for(game, lang).moves_list([state.parse_move("e3-a3")], state) == said


@pytest.mark.parametrize(("lang", "there", "opens"), [
    ("en", "e5 to e4 (the king can be captured there)", "d4 to e4 (then the king can be captured)"),
    ("de", "e5 nach e4 (dort kann der König gefangen werden)",
     "d4 nach e4 (danach kann der König gefangen werden)")])
def test_a_list_of_moves_says_where_the_king_could_be_captured_next_turn(
        lang: str, there: str, opens: str) -> None:
    """The "(can be taken there)" notes named men only: the king stepping off the throne
    between three attackers, or a defender leaving the file an attacker needs to close the
    ring, was listed as a plain move, or said "can be taken" like a man's loss."""
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("tablut")
    describer = describer_for(game, lang)
    # The king on the throne; on e4 he would have the empty throne, d4 and f4 around him and
    # an attacker ready for e3 (three and the throne capture him by this table's rules).
    stepping = game.parse_position("3aa1a2/4d3a/4d4/2ad4a/a2dk4/3a3a1/ad2a2aa/2da1a3/d4ad2 d 53")
    assert describer.moves_list([stepping.parse_move("e5-e4")], stepping) == there
    # The king on d8 held on three sides; the defender on d4 alone keeps d1 from d7.
    ring = game.parse_position("3aa4/2aka4/2d1d1d2/a5da1/aad6/a2d3a1/5ad2/2a5a/3a1a3 d 5")
    assert describer.moves_list([ring.parse_move("d4-e4")], ring) == opens
    # A move that keeps the file shut says nothing about the king.
    assert "king" not in describer.move_note(ring, ring.parse_move("c5-c4"))
    assert "König" not in describer.move_note(ring, ring.parse_move("c5-c4"))


@pytest.mark.parametrize(("lang", "sides", "pieces", "others"), [
    ("en", ("Muscovites", "Swedes"), ("attacker", "defender"),
     ("black", "white", "bodyguard", "mercenar", "seed")),
    ("de", ("Moskowiter", "Schweden"), ("Angreifer", "Verteidiger"),
     ("schwarz", "weiß", "Leibwächter", "Söldner", "Regeltext")),
])
def test_the_rules_page_names_the_sides_and_pieces_as_the_game_does(lang, sides, pieces,
                                                                      others):
    """The German rules gave the Swedes "8 Leibwächter" where every move says "Verteidiger",
    and the English option said "the seed's first variant", a word of the project's."""
    from accessible_games.session.words import rules_for_listening

    text = rules_for_listening("tablut", lang)
    assert text is not None
    assert all(word in text for word in (*sides, *pieces))
    assert [word for word in others if word.casefold() in text.casefold()] == []


@pytest.mark.parametrize(("lang", "king", "man"), [
    ("de", "Schweden König e5-e4", "Schweden d5-d4"),
    ("en", "Swedes king e5-e4", "Swedes d5-d4"),
])
def test_the_braille_line_names_the_king_when_it_moves(lang: str, king: str, man: str) -> None:
    """Speech says 'Die Schweden ziehen den König von e5 nach e4.'; the braille line said
    'Schweden e5-e4', the same as for any defender, and a deafblind reader had to remember
    where the king stood. Now the king is named there; a defender's move stays as it was."""
    game = TablutGame()
    said = []
    for typed in ("e5-e4", "d5-d4"):
        state = game.parse_position("4a4/9/9/9/a2dk3a/a7a/9/9/4a4 d 0")
        move = state.parse_move(typed)
        events = state.play(move)
        said.append(TablutDescriber(game, lang).move_message(state, move, events, 1).short)
    assert said == [king, man]


@pytest.mark.parametrize(("lang", "king", "man"), [
    ("de", ("Schweden König e5-e6, frei nach e1, i6 und e9",
            "Die Schweden ziehen den König von e5 nach e6. Der König kann nach e1, i6 und e9 "
            "entkommen."),
     ("Schweden d5-d6, König frei nach a5",
      "Die Schweden ziehen den Verteidiger von d5 nach d6. Der König kann nach a5 entkommen.")),
    ("en", ("Swedes king e5-e6, free to e1, i6, and e9",
            "The Swedes move the king from e5 to e6. The king can escape to e1, i6, and e9."),
     ("Swedes d5-d6, king free to a5",
      "The Swedes move the defender from d5 to d6. The king can escape to a5.")),
])
def test_a_defenders_move_that_opens_the_kings_way_out_is_told(lang, king, man):
    """The Muscovites' player heard 'Die Schweden ziehen den König von e5 nach e6.' and read
    'Schweden e5-e6' while three ways to the edge lay open, and lost next move without a word;
    a sighted player sees the open file. Now the move says where the king can escape, as an
    attackers' move says that the king is in danger."""
    game = TablutGame()
    said = []
    for position, typed in (("9/9/9/a8/3dk4/9/9/9/a8 d 0", "e5-e6"),
                            ("9/9/9/4a4/3dka3/4a4/9/9/a8 d 0", "d5-d6")):
        state = game.parse_position(position)
        move = state.parse_move(typed)
        events = state.play(move)
        message = TablutDescriber(game, lang).move_message(state, move, events, 1)
        said.append((message.short, message.text))
    assert said == [king, man]


@pytest.mark.parametrize(("lang", "winner", "said"), [
    ("en", 0, "Game over: you win (the king was captured)."),
    ("en", 1, "Game over: you have lost; the Swedes win (the king escaped)."),
    ("de", 0, "Partie beendet: Du gewinnst (der König wurde gefangen)."),
    ("de", 1, "Partie beendet: Du hast verloren; die Schweden gewinnen (der König ist entkommen)."),
])
def test_the_result_tells_the_player_their_win_or_loss(lang, winner, said):
    """"The Muscovites win" and then "You have won." told the win twice: the result says it
    to the one person at the table (the Muscovites, against the computer)."""
    game = REGISTRY.create("tablut")
    describer = describer_for(game, lang)
    describer.you, describer.elsewhere = 0, frozenset({1})
    reason = EndReason.NO_PIECES if winner == 0 else EndReason.MAJORITY
    outcome = Outcome(frozenset({winner}), reason)
    assert describer.outcome_text(outcome) == said
    assert describer.result_addressed(outcome)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "An attacker stands on h6, right next to the attacker on i6. Possible for the "
           "attacker on i6: to i7, i8, or i9."),
    ("de", "Auf h6 steht ein Angreifer, direkt neben dem Angreifer auf i6. Möglich ist für den "
           "Angreifer auf i6: nach i7, i8 oder i9."),
])
def test_a_piece_blocked_right_beside_it_hears_where_it_can_go(lang: str, said: str) -> None:
    """Played in English: "i6-h6" said only "An attacker stands on h6, right next to the
    attacker on i6.", and the player had to ask for the moves of a piece that had three; the
    braille line named them, the speech did not."""
    from tests.consoles import seated

    console = seated("tablut", lang, 7)
    console.handle_line("h5-h6")
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line("i6-h6")] == [said]
