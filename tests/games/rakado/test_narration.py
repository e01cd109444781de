"""Rakado narration: golden transcripts in English and German, and inline checks.

A transcript line is either a roll (said at every verbosity and in braille), a typed move
(through :class:`tests.transcript.Transcript`), a refused attempt, or a query.
"""

from __future__ import annotations

import pytest

from accessible_games.games.rakado import RakadoGame, RakadoRoll, RakadoTeamsGame
from accessible_games.lineup import describer_for
from accessible_games.narration.describer import Verbosity
from accessible_games.narration.topics import Topic
from tests.games.rakado.helpers import position
from tests.golden import assert_golden
from tests.transcript import Transcript, hear, told_to

LANGS = ("en", "de")


def roll(transcript: Transcript, face: int) -> None:
    """Roll ``face`` and note what is said, as Transcript.play does for a typed move."""
    heard = hear(transcript.state, RakadoRoll(face), transcript.speak)
    transcript.lines.append(f"roll {face}:")
    transcript.lines += [f"  {verbosity.value}: {message.text}"
                         for verbosity, message in heard.messages.items()]
    transcript.lines.append(f"  braille: {heard.braille}")
    if heard.result is not None:
        transcript.lines.append(f"result: {heard.result.text}")
    else:
        transcript.lines.append(f"turn: {transcript.normal.turn_text(transcript.state)}")


def queries(transcript: Transcript, status: bool = True) -> None:
    normal = transcript.normal
    state = transcript.state
    if status:
        transcript.lines.append(f"status: {normal.status(state).text}")
    # What "summary" (details) answers: the bands, who is closest home, the pieces in danger.
    details = " ".join(m.text for m in normal.answer(Topic.DETAILS, state))
    transcript.lines.append(f"details: {details}")
    transcript.lines.append(f"threats: {normal.threats_text(state)}")
    blocked = normal.blocked_text(state)
    if blocked:
        transcript.lines.append(f"blocked: {blocked}")


# Black f9 is 4 above White f5; White a2, c3 and k4 can move; f5's straight way ends on f9.
CAPTURE = {"f5": "a", "f9": "b", "a2": "a", "c3": "a", "c4": "a", "k4": "a", "k8": "a",
           "p16": "b", "h12": "b", "f16": "a", "b1": "b"}


@pytest.mark.parametrize("lang", LANGS)
def test_golden_roll_capture_and_reasons(lang):
    start = position(CAPTURE, "a")
    t = Transcript(start.game, lang, start.to_text())
    t.board()
    queries(t, status=False)
    t.attempt("a2-a6")
    roll(t, 4)
    queries(t)
    for typed in ("a2-a6", "c3-c7", "f16-f20", "f16", "h12-h8", "f5", "e5-e9"):
        t.attempt(typed)
    t.play("f5xf9")
    roll(t, 6)
    t.play("h12-h6")
    roll(t, 5)
    queries(t)
    assert_golden(f"rakado/capture.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_blocked_home_and_end(lang):
    # White: f13 and g14 need exact rolls, a15 is stuck behind a16 at home. Black: home on b1
    # and h1, b2 stuck behind b1, so Black is skipped every turn.
    pieces = {"f13": "a", "g14": "a", "a15": "a", "a16": "a", "b1": "b", "b2": "b", "h1": "b"}
    start = position(pieces, "a")
    t = Transcript(start.game, lang, start.to_text())
    queries(t)
    roll(t, 5)
    roll(t, 6)
    roll(t, 1)
    queries(t)
    t.attempt("a15-a16")
    t.attempt("a16-a17")
    t.attempt("a16")
    t.play("g14-g15")
    roll(t, 3)
    t.play("f13-f16")
    roll(t, 1)
    t.play("g15-g16")
    assert_golden(f"rakado/blocked_and_end.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_rolls_and_moves_are_told_to_them(lang):
    """White's rolls and moves told to White ("You rolled 4: ...", "From f5 you take f9
    straight ahead.", "You roll again."), the lost piece of huffing too ("You did not capture
    and lose the piece on f5."); Black's as before. They read "White rolled 4 ..."."""
    white = told_to(0)
    start = position(CAPTURE, "a")
    t = Transcript(start.game, lang, start.to_text(), factory=white)
    roll(t, 4)
    t.play("f5xf9")
    roll(t, 6)
    t.play("h12-h6")
    roll(t, 5)
    huffing = position({"f5": "a", "f9": "b", "a2": "a", "p16": "b"}, "a", huffing=True)
    h = Transcript(huffing.game, lang, huffing.to_text(), factory=white)
    roll(h, 4)
    h.play("a2-a6")
    blocked = position({"f13": "a", "g14": "a", "a15": "a", "a16": "a", "b1": "b", "b2": "b",
                        "h1": "b"}, "a")
    b = Transcript(blocked.game, lang, blocked.to_text(), factory=white)
    roll(b, 5)
    assert_golden(f"rakado/yours.{lang}", t.lines + h.lines + b.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_huffing(lang):
    start = position({"f5": "a", "f9": "b", "a2": "a", "p16": "b"}, "a", huffing=True)
    t = Transcript(start.game, lang, start.to_text())
    roll(t, 4)
    t.play("a2-a6")
    queries(t)
    assert_golden(f"rakado/huffing.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_parties(lang):
    pieces = {"f5": "a", "f9": "c", "j9": "d", "j5": "b", "a12": "b", "i1": "c", "p16": "d",
              "h15": "c", "c16": "a", "d1": "b"}
    start = position(pieces, "a", players=4)
    t = Transcript(start.game, lang, start.to_text())
    t.board()
    queries(t, status=False)
    roll(t, 4)
    t.attempt("f5-f9")
    t.play("f5xj9")
    roll(t, 2)
    assert_golden(f"rakado-teams/parties.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening(lang):
    t = Transcript(RakadoGame(), lang)
    t.board()
    queries(t, status=False)
    roll(t, 6)
    t.play("c1-c7")
    roll(t, 2)
    t.play("h1-h3")
    roll(t, 3)
    t.play("g16-g13")
    assert_golden(f"rakado/opening.{lang}", t.lines)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You rolled 4 and must capture: f5 takes f9."),
    ("de", "Du hast 4 gewürfelt und musst schlagen: f5 schlägt f9."),
])
def test_a_move_refused_for_a_compulsory_capture_names_only_the_capture(lang, expected):
    """A play-tester heard "You rolled 1: 16 pieces can move. One capture on b2 is
    compulsory: b1 takes b2." as the refusal of d1-d2: with a compulsory capture only the
    capture can move, so the count of pieces that could move otherwise contradicted it."""
    state = position({"f5": "a", "f9": "b", "a2": "a", "c3": "a"}, "a", 4)
    describer = describer_for(state.game, lang)
    from accessible_games.engine import IllegalMoveError

    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move("a2-a6")
    assert describer.reason(caught.value.reason, state).text == expected


def test_inline_danger_probabilities():
    # Black to roll. White f5 takes f9 with a 4; White g2 takes g8 with a 6 (straight) and
    # White e6 takes g8 with a 2 (diagonally right, over f7): g8 falls to 2 faces of 6.
    # Black f9 takes f5 with a 4, g8 takes g2 with a 6 and e6 with a 2 (diagonally, over f7).
    state = position({"f5": "a", "g2": "a", "e6": "a", "f9": "b", "g8": "b"}, "b")
    en = describer_for(state.game, "en")
    assert en.threats_text(state) == (
        "At Black's next roll, White can lose the pieces on g2 (1 in 6), f5 (1 in 6), "
        "and e6 (1 in 6). At White's next roll, Black can lose the pieces on "
        "g8 (2 in 6) and f9 (1 in 6).")


def test_four_player_names_and_result():
    game = RakadoTeamsGame()
    de = describer_for(game, "de")
    assert [de.player(s) for s in range(4)] == ["Weiß", "Schwarz", "Gelb", "Rot"]
    assert de.party(0) == "Weiß und Gelb"



PER_SEAT = {
    "en": "At Black's next roll, White and Yellow can lose the piece on f5 (1 in 6). At Red's "
          "next roll, White and Yellow can lose the piece on f5 (1 in 6). At White's next "
          "roll, Black and Red can lose the pieces on c5 (1 in 6) and f7 (1 in 6).",
    "de": "Beim nächsten Wurf von Schwarz ist eine Figur von Weiß und Gelb in Gefahr: f5 (1 von "
          "6). Beim nächsten Wurf von Rot ist eine Figur von Weiß und Gelb in Gefahr: f5 (1 von "
          "6). Beim nächsten Wurf von Weiß sind Figuren von Schwarz und Rot in Gefahr: c5 (1 "
          "von 6) und f7 (1 von 6).",
}


@pytest.mark.parametrize("lang", LANGS)
def test_party_game_threats_are_told_per_opposing_player(lang):
    """In the party game each opponent rolls a die of its own. White's piece on f5 can be
    taken by Black's piece on f7 with a 2 (straight down) and by Red's piece on c5 with a 3
    (sideways). Added over both opponents it used to read "(2 in 6)" at "the next roll of
    Black and Red", which no single roll gives. Black is to roll; the seats roll White, Black,
    Yellow, Red, so the lines follow Black, (Yellow: its piece on p16 is home and takes
    nothing), Red, White, whose f5 takes f7 with a 2 or c5 with a 3."""
    state = position({"f5": "a", "f7": "b", "c5": "d", "p16": "c"}, "b", players=4)
    assert describer_for(state.game, lang).threats_text(state) == PER_SEAT[lang]


@pytest.mark.parametrize(("lang", "theirs", "mine"), [
    ("en", "Black rolled 6.", "You rolled 3: 8 pieces can move."),
    ("de", "Schwarz hat 6 gewürfelt.", "Du hast 3 gewürfelt: 8 Figuren können ziehen.")])
def test_the_computer_s_rolls_are_told_by_their_number(lang: str, theirs: str,
                                                       mine: str) -> None:
    """A play-tester at Rakado for four heard "Black rolled 4: 8 pieces can move." before
    every move of the three computer seats: which of their pieces could move is for the one
    who moves. The player's own roll still says it."""
    from tests.consoles import seated

    console = seated("rakado-teams", lang, 1)
    said = [m.text for m in console.handle_line(console.observation.legal_moves[0].notation)]
    while console.computer_to_move():
        said += [m.text for m in console.computer_move()]
    assert said[1] == theirs and mine in said


@pytest.mark.parametrize(("lang", "typed", "expected"), [
    ("en", "a2-b6", "The piece on a2 cannot go to b6 with 4: b6 is not in a straight line "
     "forward, diagonally forward or sideways from a2; a piece goes straight forward, and "
     "diagonally forward or sideways only to capture. Possible: to a6."),
    ("de", "a2-b6", "Die Figur auf a2 kann mit 4 nicht nach b6: b6 liegt nicht in gerader Linie "
     "vor, schräg vor oder neben a2; eine Figur zieht gerade nach vorn, und schräg nach vorn "
     "oder seitwärts nur, um zu schlagen. Möglich: nach a6."),
    ("en", "a2-a5", "The piece on a2 cannot go to a5 with 4: a5 is 3 squares away, and a "
     "piece goes exactly the number rolled. Possible: to a6."),
    ("en", "a2-e6", "The piece on a2 cannot go to e6 with 4: diagonally and sideways a piece "
     "goes only to capture, and e6 is empty. Possible: to a6."),
    ("de", "a2-e2", "Die Figur auf a2 kann mit 4 nicht nach e2: schräg und seitwärts zieht eine "
     "Figur nur, um zu schlagen, und e2 ist leer. Möglich: nach a6."),
])
def test_a_target_the_piece_cannot_reach_says_why(lang: str, typed: str, expected: str) -> None:
    """A play-tester typed a2-b6 with a 4 and heard only "The piece on a2 cannot go to b6 with
    4; it can go: a2 to a6.", not how a piece moves."""
    state = position({"a2": "a", "p16": "b"}, "a", 4)
    describer = describer_for(state.game, lang)
    from accessible_games.engine import IllegalMoveError

    with pytest.raises(IllegalMoveError) as caught:
        state.parse_move(typed)
    assert describer.reason(caught.value.reason, state).text == expected


@pytest.mark.parametrize(("lang", "said", "yours", "brief"), [
    ("en", "White rolled 3: no piece can move, the turn passes to Black.",
     "You rolled 3: no piece can move, the turn passes to Black.", "You rolled 3, no move."),
    ("de", "Weiß hat 3 gewürfelt: keine Figur kann ziehen, Schwarz ist dran.",
     "Du hast 3 gewürfelt: keine Figur kann ziehen, Schwarz ist dran.",
     "Du hast 3 gewürfelt, kein Zug."),
])
def test_a_roll_without_a_move_names_the_side_whose_turn_it_is(lang, said, yours, brief):
    """"…, der Nächste ist dran" did not say who, even with two sides; and the braille line
    said "You roll 3" where the speech said "You rolled 3"."""
    for factory, text in ((describer_for, said), (told_to(0), yours)):
        # White's one piece is a square from the far row: no 3 moves it.
        state = position({"f15": "a", "a16": "b"}, "a")
        message = factory(state.game, lang, Verbosity.NORMAL).move_message(
            state, RakadoRoll(3), state.play(RakadoRoll(3)), 0)
        assert message.text == text
    assert message.short == brief


@pytest.mark.parametrize(("lang", "theirs", "yours"), [
    ("en", "White f5 takes f9 straight ahead.", "From f5 you take f9 straight ahead."),
    ("de", "Weiß schlägt mit f5 geradeaus auf f9.", "Du schlägst mit f5 geradeaus auf f9."),
])
def test_a_capture_reads_alike_told_to_its_player_and_to_the_others(lang, theirs, yours):
    """The two sides' captures were worded differently ("Black d9 takes c9 sideways ..."
    against "You take c9 with d9, sideways ..."; "Schwarz d9 schlägt c9 ..." against "Du
    schlägst mit d9 ... auf c9"): now the second person follows the third in English, the
    squares in the same order ("From f5 you take f9 ...", where "Your f5 takes f9" was no
    natural English), and the third the second in German."""
    said = []
    for factory in (told_to(1), told_to(0)):
        start = position(CAPTURE, "a")
        t = Transcript(start.game, lang, start.to_text(), factory=factory)
        roll(t, 4)
        t.play("f5xf9")
        said.append(next(line for line in t.lines if line.startswith("  normal: ")
                         and "f9" in line and "f5" in line and "4" not in line))
    assert said == [f"  normal: {theirs}", f"  normal: {yours}"]


PER_SEAT_BRIEF = {
    "en": "Next rolls take: Black f5 1/6; Red f5 1/6; White c5 1/6, f7 1/6.",
    "de": "Nächste Würfe schlagen: Schwarz f5 1/6; Rot f5 1/6; Weiß c5 1/6, f7 1/6.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_party_game_threats_are_brailled_by_the_roll_to_come(lang):
    """The party game's threats, and the overview ending with them, ran to 300 cells and more
    on the braille line ("At White's next roll, Black and Red can lose the pieces on f5 (1 in
    6) and e11 (1 in 6). At Black's next roll, ..."): the braille line names each roll to come
    in turn, the next first, with the squares it can take and their chances."""
    from tests.braille_cells import cells, windows

    state = position({"f5": "a", "f7": "b", "c5": "d", "p16": "c"}, "b", players=4)
    describer = describer_for(state.game, lang)
    threats = describer.answer(Topic.THREATS, state)
    assert [m.text for m in threats] == [PER_SEAT[lang]]
    assert threats[0].short == PER_SEAT_BRIEF[lang]
    # three windows, not nine; the next roll's (Black's) in the first
    assert len(windows(threats[0].short, lang)) == 3 < len(windows(PER_SEAT[lang], lang)) - 5
    assert windows(threats[0].short, lang)[0].endswith(("Black f5 1/6;", "Schwarz f5 1/6;"))
    assert cells(threats[0].short, lang) < cells(PER_SEAT[lang], lang) // 2
    details = describer.answer(Topic.DETAILS, state)
    assert details[-1].text == PER_SEAT[lang] and details[-1].short == PER_SEAT_BRIEF[lang]


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "White must capture: f5xf9. Next rolls take: Black f5 1/6; White f9 1/6."),
    ("de", "Weiß muss schlagen: f5xf9. Nächste Würfe schlagen: Schwarz f5 1/6; Weiß f9 1/6."),
])
def test_a_capture_the_roll_forces_comes_first_on_the_braille_line(lang, brief):
    """The most urgent first: the capture the roll forces now, then the rolls to come."""
    state = position({"f5": "a", "f9": "b", "p16": "b", "a1": "a"}, "a", 4)
    assert describer_for(state.game, lang).answer(Topic.THREATS, state)[0].short == brief


SUMMARY_BRIEF = {
    "en": ["Rows to go in all: White and Yellow 11, Black and Red 10.",
           "Lead: White and Yellow f5, 11 rows; Black and Red c5, 4 rows."],
    "de": ["Reihen bis ins Ziel insgesamt: Weiß und Gelb 11, Schwarz und Rot 10.",
           "Vorn: Weiß und Gelb f5, 11 Reihen; Schwarz und Rot c5, 4 Reihen."],
}


@pytest.mark.parametrize("lang", LANGS)
def test_party_game_overview_is_brailled_in_two_lines_of_two_windows(lang):
    """The party game's overview had no braille line: its bands of rows, seat by seat, and
    then each party's piece closest to home ran to 280 cells and more. Then both brief
    sentences made one line of 137 cells ("Lead: White and Yellow p13, 3 rows; Black and
    Red d6, 5 rows. Rows to go in all: White and Yellow 151, Black and Red 170."). The bands
    are brailled as the rows each party's pieces have to go in all, the pieces closest to
    home as each party's lead piece, a window each: two lines within two windows."""
    from tests.braille_cells import DISPLAY_CELLS, cells, windows

    state = position({"f5": "a", "f7": "b", "c5": "d", "p16": "c"}, "b", players=4)
    bands, closest = describer_for(state.game, lang).answer(Topic.DETAILS, state)[:2]
    assert bands.text.startswith(("Rows 13 to 16: Yellow 1.", "Reihen 13 bis 16: Gelb 1."))
    assert closest.text.startswith(("Closest to home (White and Yellow)",
                                    "Dem Ziel am nächsten (Weiß und Gelb)"))
    assert [bands.short, closest.short] == SUMMARY_BRIEF[lang]
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in SUMMARY_BRIEF[lang])
    first, second = windows(closest.short, lang)
    assert first.endswith(("f5, 11 rows;", "f5, 11 Reihen;"))
    assert second in ("Black and Red c5, 4 rows.", "Schwarz und Rot c5, 4 Reihen.")


RACE_BRIEF = {
    "en": ["Rows to go in all: White 23, Black 36.", "Lead: White a6, 10 rows; Black f9, 8 rows."],
    "de": ["Reihen bis ins Ziel insgesamt: Weiß 23, Schwarz 36.",
           "Vorn: Weiß a6, 10 Reihen; Schwarz f9, 8 Reihen."],
}


@pytest.mark.parametrize("lang", LANGS)
def test_overview_braille_line_says_the_race_in_words_not_band_counts(lang):
    """The overview's braille line gave each party's pieces per band of rows as bare
    numbers, "Rows 13-16 to 1-4: 0/0/1/1, 2/1/0/0.", for the reader to decode (the same
    counts labelled ran to 130 cells and more): it names each party with the rows its pieces
    still have to go, White's a6 (10) and c3 (13), Black's f9 (8), h14 (13) and b16 (15).
    Both on one line ran to 95 cells."""
    from tests.braille_cells import DISPLAY_CELLS, cells

    state = position({"a6": "a", "c3": "a", "f9": "b", "h14": "b", "b16": "b"}, "a")
    said = describer_for(state.game, lang).answer(Topic.DETAILS, state)[:2]
    assert [message.short for message in said] == RACE_BRIEF[lang]
    assert all("/" not in line and cells(line, lang) <= 2 * DISPLAY_CELLS
               for line in RACE_BRIEF[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_overview_braille_line_stays_short_in_a_game_played_on(lang):
    """Wherever the pieces stand, the overview's two braille lines (the race, the lead
    pieces) stay within two windows each, in the party game and the game of two."""
    import random

    from tests.braille_cells import cells

    for game in (RakadoTeamsGame(), RakadoGame()):
        rng = random.Random(4)
        state = game.new_state(rng)
        for _ in range(300):
            if state.is_terminal():
                break
            if state.turn_kind.name == "CHANCE":
                outcomes = state.chance_outcomes()
                state.play(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                state.play(rng.choice(state.legal_moves()))
        for summary in describer_for(game, lang).answer(Topic.DETAILS, state)[:2]:
            assert summary.short is not None and cells(summary.short, lang) <= 2 * 40, \
                summary.short


@pytest.mark.parametrize(("lang", "exposed", "safe"), [
    ("en", "After it, your piece on a5 (1 in 6) can be taken at your opponent's next roll, but "
           "the computer found nothing better.",
     "After it, none of your pieces can be taken at your opponent's next roll."),
    ("de", "Danach kann beim nächsten Wurf deines Gegners deine Figur auf a5 (1 von 6) "
           "geschlagen werden, aber etwas Besseres hat der Computer nicht gefunden.",
     "Danach kann beim nächsten Wurf deines Gegners keine deiner Figuren geschlagen werden.")])
def test_why_after_a_hint_tells_what_the_next_roll_can_take(lang, exposed, safe):
    """A play-tester asked "why" after a hint and heard "After it, your opponent has nothing
    to take." whatever the dice allowed: the common sentence looked at the replies of the
    roll still to come, of which there are none. White's a3 moves 2 to a5, where Black's a9
    takes it with a 4 (1 face in 6); with Black's only piece on h12 nothing can reach a5.
    On braille the chances come as fractions."""
    from accessible_games.lineup import view_for
    from accessible_games.session.hint_reasons import hint_facts

    def why(pieces: dict[str, str], roll: int, move: str, brief: bool = False) -> list[str]:
        state = position(pieces, "a", roll)
        describer = describer_for(state.game, lang)

        def facts() -> list[str]:
            return hint_facts(describer, view_for(state.game), state.game, state,
                              state.parse_move(move), 0)
        return describer.said_briefly(facts) if brief else facts()

    assert why({"a3": "a", "a9": "b"}, 2, "a3-a5") == [exposed]
    assert why({"a3": "a", "h12": "b"}, 2, "a3-a5") == [safe]
    assert why({"a3": "a", "a9": "b"}, 2, "a3-a5", brief=True) == [
        "Then at risk: a5 1/6; nothing better found." if lang == "en"
        else "Danach bedroht: a5 1/6; nichts Besseres gefunden."]


def test_why_after_a_hint_in_the_party_game_names_the_opponents_rolls():
    from accessible_games.lineup import view_for
    from accessible_games.session.hint_reasons import hint_facts

    state = position({"a3": "a", "h12": "b"}, "a", 2, players=4)
    said = hint_facts(describer_for(state.game, "en"), view_for(state.game), state.game, state,
                      state.parse_move("a3-a5"), 0)
    assert said == ["After it, none of your pieces can be taken at your opponents' next rolls."]


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Then 3 pieces at risk; nothing better found."),
    ("de", "Danach 3 Figuren bedroht; nichts Besseres gefunden.")])
def test_why_brailles_more_than_two_pieces_in_danger_as_a_count(lang, brief):
    """The squares with their chances ran to 90 cells on the braille line with four pieces in
    danger; past two, the line counts them ("threats" names them all). White's a3 goes to
    a5, where Black's a9 takes it with a 4; c5 and e5 stand 4 before c9 and e9."""
    from accessible_games.lineup import view_for
    from accessible_games.session.hint_reasons import hint_facts

    state = position({"a3": "a", "c5": "a", "e5": "a", "a9": "b", "c9": "b", "e9": "b"},
                     "a", 2)
    describer = describer_for(state.game, lang)
    said = describer.said_briefly(lambda: hint_facts(
        describer, view_for(state.game), state.game, state, state.parse_move("a3-a5"), 0))
    assert said == [brief]
