"""Arimaa narration in English and German: golden transcripts of steps, pushes, pulls, traps."""

from __future__ import annotations

import pytest

from accessible_games.games.arimaa import ArimaaGame
from accessible_games.narration.games.arimaa import ArimaaDescriber
from accessible_games.narration.message import MessageKind
from tests.braille_cells import cells
from tests.clocks import ticking_clocks
from tests.consoles import seated
from tests.golden import assert_golden
from tests.transcript import Transcript, told_to

LANGS = ("en", "de")
QUERIES = ("frozen", "traps", "goal")


def transcript(lang: str, position: str | None = None, options: dict | None = None) -> Transcript:
    """A session of Arimaa (with ``options``) in ``lang`` that can ask the game's queries."""
    return Transcript(ArimaaGame(options), lang, position, factory=ArimaaDescriber,
                      queries=QUERIES)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_opening(lang):
    t = transcript(lang)
    t.board()
    t.attempt("end")
    t.attempt("Ed1n")
    t.attempt("Ra2s")
    t.attempt("Ee1n")
    t.attempt("rd7s")
    t.play("Rc2n")
    t.play("Rd2n")
    t.attempt("Rd3s")
    t.play("Md1n")
    t.play("end")
    t.play("rd7s")
    t.queries()
    assert_golden(f"arimaa/opening.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_push_pull_trap_goal(lang):
    # Gold elephant c5 above the silver dog c4 (next to the trap c3); the silver cat d5 beside
    # it; a gold rabbit b7 one step from the goal; a silver rabbit h7.
    t = transcript(lang, "8/1R5r/8/2Ec4/2d5/8/8/8 g 0")
    t.queries()
    t.attempt("cd5s")
    t.play("dc4s Ec5s")
    t.play("Rb7n")
    t.play("end")
    pull = transcript(lang, "8/1R5r/8/2Ec4/8/8/8/8 g 0")
    pull.play("Ec5w cd5w")
    pull.queries()
    # A gold rabbit on d2 under the silver elephant d3 with no friend beside it is frozen; the
    # gold horse on b2 is free, and once it stands beside the rabbit the rabbit thaws.
    frozen = transcript(lang, "8/8/8/8/8/3e4/1H1R4/8 g 0")
    frozen.attempt("Rd2w")
    frozen.play("Hb2e")
    frozen.play("Rd2e")
    assert_golden(f"arimaa/push_pull_goal.{lang}", t.lines + pull.lines + frozen.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_the_listeners_own_actions_are_told_to_them(lang):
    """Gold's push, step, pull and setup told to Gold ("You push the dog ..."), then the same
    push told to Silver, whose dog is lost in the trap ("In the trap at c3, you lose the
    dog.")."""
    lines = []
    for seat in (0, 1):
        factory = told_to(seat, ArimaaDescriber)
        t = Transcript(ArimaaGame(), lang, "8/1R5r/8/2Ec4/2d5/8/8/8 g 0", factory=factory)
        t.play("dc4s Ec5s")
        t.play("Rb7n")
        t.play("end")
        lines += [f"told to seat {seat}:", *t.lines]
    gold = told_to(0, ArimaaDescriber)
    pull = Transcript(ArimaaGame(), lang, "8/1R5r/8/2Ec4/8/8/8/8 g 0", factory=gold)
    pull.play("Ec5w cd5w")
    setup = Transcript(ArimaaGame({"setup": "arrange"}), lang, factory=gold)
    setup.play("d1 e1")
    setup.play("end")
    assert_golden(f"arimaa/yours.{lang}", lines + pull.lines + setup.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_arranged_setup(lang):
    t = transcript(lang, options={"setup": "arrange"})
    t.board()
    t.play("d1 e1")
    t.play("end")
    t.play("end")
    t.board()
    assert_golden(f"arimaa/setup.{lang}", t.lines)


SETUP_SAID = {
    "en": ["a2 and b2 hold the same kind of piece: swapping them changes nothing. Swap two "
           "different pieces, such as a2 a1.",
           "The computer suggests: swap a1 and b1."],
    "de": ["Auf a2 und b2 stehen gleiche Figuren: Sie zu tauschen ändert nichts. Tausche zwei "
           "verschiedene Figuren, etwa a2 a1.",
           "Der Computer schlägt vor: a1 und b1 tauschen."],
}
"""Setup: two rabbits (was: "The rabbit on a2 cannot move now: every square it may enter is
taken.") and the hint's swap (was: "a1-b1", read like a step)."""


@pytest.mark.parametrize("lang", LANGS)
def test_setup_swaps_are_said_as_swaps(lang):
    from accessible_games.session.console import Console, Seat, SeatKind

    game = ArimaaGame({"setup": "arrange"})
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                            lang=lang, seed=1)
    console.opening()
    said = [m.text for m in console.handle_line("a2 b2") + console.handle_line("hint")]
    assert said == SETUP_SAID[lang]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "A Gold piece on the trap c3 is in danger: at most one friend stands next to it. "
           "Silver pieces on the traps c6 and f6 are in danger: at most one friend stands next "
           "to each."),
    ("de", "Eine Figur von Gold auf der Falle c3 ist in Gefahr: Höchstens eine eigene Figur "
           "steht neben ihr. Figuren von Silber auf den Fallen c6 und f6 sind in Gefahr: Neben "
           "jeder steht höchstens eine eigene Figur."),
])
def test_pieces_in_danger_on_traps_are_said_as_pieces(lang: str, said: str) -> None:
    """A play-tester read "Gold ist auf der Falle c3 in Gefahr." as if the whole side were."""
    game = ArimaaGame()
    state = game.parse_position("4e3/2r2r2/2r2r2/8/8/2R5/2R5/4E3 g 0")
    assert ArimaaDescriber(game, lang).traps_text(state) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Your piece on the trap c3 is in danger: at most one of your pieces stands next to "
           "it. Silver pieces on the traps c6 and f6 are in danger: at most one friend stands "
           "next to each."),
    ("de", "Deine Figur auf der Falle c3 ist in Gefahr: Neben ihr steht höchstens eine deiner "
           "Figuren. Figuren von Silber auf den Fallen c6 und f6 sind in Gefahr: Neben jeder "
           "steht höchstens eine eigene Figur."),
])
def test_your_own_piece_in_danger_on_a_trap_is_yours(lang: str, said: str) -> None:
    """Gold asking threats heard of their own piece "Eine Figur von Gold auf der Falle c3 ist
    in Gefahr", as of somebody else's; every other answer calls Gold's pieces theirs."""
    game = ArimaaGame()
    state = game.parse_position("4e3/2r2r2/2r2r2/8/8/2R5/2R5/4E3 g 0")
    describer = ArimaaDescriber(game, lang)
    describer.you = 0
    assert describer.traps_text(state) == said


@pytest.mark.parametrize(("lang", "notation", "typed", "swapped"), [
    ("en", "Type your move: two squares whose pieces change places, such as a1 b1 or swap a1 "
           "and b1, or end when your pieces stand as you like.", "swap a2 d1",
     "You swap the pieces on a2 and d1."),
    ("de", "Tippe deinen Zug: zwei Felder, deren Figuren die Plätze tauschen, etwa a1 b1 oder "
           "a1 und b1 tauschen, oder fertig, wenn deine Figuren stehen, wie du willst.",
     "tausche a2 mit d1", "Du tauschst die Figuren auf a2 und d1."),
])
def test_the_setup_s_help_says_how_a_swap_is_typed(lang: str, notation: str, typed: str,
                                                   swapped: str) -> None:
    """In the setup help described steps ("a step such as Ed2n"), and "swap a2 d1" was not
    understood though hints say "swap a1 and b1"."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    console = Console.local(REGISTRY.create("arimaa", {"setup": "arrange"}),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    console.opening()
    assert console.handle_line("help")[0].text.startswith(notation)
    assert notation.split(": ", 1)[1].rstrip(".") in console.handle_line("xyz")[0].text
    assert console.handle_line(typed)[0].text == swapped


def test_the_setup_s_swaps_are_counted_once() -> None:
    """A swap is a legal move from either of its squares (so either may be named first), but
    the player hears it once: "Gold: 179 moves" counted each swap twice."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    console = Console.local(REGISTRY.create("arimaa", {"setup": "arrange"}),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en")
    console.opening()
    # 16 pieces of 6 kinds: 120 pairs less those of one kind (28 rabbit pairs, one each for
    # the cats, dogs and horses) are 89 swaps, and "end".
    assert console.handle_line("moves")[0].text.startswith("Gold: 90 moves.")
    assert len(console.observation.legal_moves) == 179


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "One capture: c5 pushes c4 to c3 (takes a piece in the trap at c3)."),
    ("de", "Ein Schlagzug: c5 schiebt c4 nach c3 (schlägt eine Figur in der Falle auf c3)."),
])
def test_captures_name_no_step_that_loses_the_mover_s_own_piece(lang, expected):
    """At the start, "captures" named c2 to c3 and f2 to f3: a gold rabbit stepping alone
    onto a trap, which loses it. Only pieces of the other side taken are captures."""
    from accessible_games.session.console import Console, Seat, SeatKind

    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]
    start = Console.local(ArimaaGame(), seats, lang=lang, seed=0)
    start.opening()
    none = {"en": "No captures.", "de": "Kein Schlagzug möglich."}[lang]
    assert [m.text for m in start.handle_line("captures")] == [none]
    # The gold elephant c5 can push the silver dog c4 onto the trap c3; the gold rabbit f2
    # could step alone onto the trap f3 and be lost there.
    game = ArimaaGame()
    state = game.parse_position("8/7r/8/2E5/2d5/8/5R2/8 g 0")
    console = Console.local(game, seats, lang=lang, seed=0, state=state)
    console.opening()
    assert [m.text for m in console.handle_line("captures")] == [expected]


@pytest.mark.parametrize(("lang", "word", "expected"), [
    ("de", "ende", "„ende“ beendet die ganze Partie, nicht deinen Zug. Diese Partie beenden? "
     "Tippe ja oder nein. Um nur deinen Zug zu beenden, tippe end."),
    ("en", "quit", "Quit this game? Type yes or no."),
])
def test_a_quit_word_that_also_ends_the_turn_says_which_it_does(lang, word, expected):
    """German "ende" quits the game, and Arimaa also reads it as the end of the turn; a
    play-tester typed it after two steps and was asked "Diese Partie beenden?", where "ja"
    would have left the game."""
    from accessible_games.session.console import Console, Seat, SeatKind

    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    console = Console.local(ArimaaGame(), seats, lang=lang, seed=0)
    console.opening()
    plain = console.handle_line(word)[0].text  # no step yet: ending the turn is no move
    assert plain == {"de": "Diese Partie beenden? Tippe ja oder nein.", "en": expected}[lang]
    console.handle_line({"de": "nein", "en": "no"}[lang])
    console.handle_line("Ra2n")
    assert [m.text for m in console.handle_line(word)] == [expected]
    console.handle_line({"de": "nein", "en": "no"}[lang])
    assert not console.is_over and not console.quit_requested


@pytest.mark.parametrize(("lang", "back", "sideways"), [
    ("en", "Rabbits never step backward on their own. Possible: c2 to c3 (own piece lost in "
     "the trap at c3).",
     "b2 is taken by one of your own pieces: the rabbit. Possible for the rabbit on c2: to c3 "
     "(own piece lost in the trap at c3)."),
    ("de", "Kaninchen ziehen nie von selbst rückwärts. Möglich: c2 nach c3 (eigene Figur geht "
     "in der Falle auf c3 verloren).",
     "Auf b2 steht schon eine deiner Figuren: das Kaninchen. Möglich ist für das Kaninchen auf c2: "
     "nach c3 (eigene Figur geht in der Falle auf c3 verloren)."),
])
def test_a_step_onto_an_own_piece_says_the_rule_that_forbids_it(lang, back, sideways):
    """A play-tester typed Rc2s and heard "c1 ist besetzt. Möglich ist für den Stein auf
    c2: ...": the rabbit may not step back at all, and Arimaa's pieces are no "Steine"."""
    t = transcript(lang)
    t.attempt("Rc2s")
    t.attempt("Rc2w")
    assert [line.split(": ", 1)[1] for line in t.lines[-2:]] == [back, sideways]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Rank 3: a3 and b3 rabbits (silver), c3 trap, f3 trap."),
    ("de", "Reihe 3: a3 und b3 Kaninchen (Silber), c3 Falle, f3 Falle."),
])
def test_two_neighbouring_pieces_are_read_with_and(lang, expected):
    """The board read two silver rabbits side by side as "a3 to b3 rabbits"."""
    from accessible_games.lineup import describer_for

    game = ArimaaGame()
    state = game.parse_position("8/8/8/8/8/rr6/8/R7 g 0")
    assert describer_for(game, lang).board_lines(state)[5] == expected


@pytest.mark.parametrize(("lang", "selected"), [
    ("en", "c2 selected: to c3 (own piece lost in the trap at c3)."),
    ("de", "c2 ausgewählt: nach c3 (eigene Figur geht in der Falle auf c3 verloren)."),
])
def test_a_listed_step_onto_an_unguarded_trap_warns_of_the_loss(lang, selected):
    """A newcomer who selected the rabbit on c2 heard "c2 to c3" and learnt only after the
    step that the trap had taken it."""
    from tests.consoles import seated

    console = seated("arimaa", lang)
    console.handle_line("go c2")
    assert [m.text for m in console.handle_line("select")] == [selected]


@pytest.mark.parametrize(("lang", "step", "result"), [
    ("en", "You move the rabbit from b7 to b8.",
     "Game over: Gold wins (a rabbit reached the goal)."),
    ("de", "Du ziehst das Kaninchen von b7 nach b8.",
     "Partie beendet: Gold gewinnt (ein Kaninchen hat das Ziel erreicht)."),
])
def test_the_winning_step_is_followed_by_the_result_alone(lang, step, result):
    """The fourth step onto the goal said "The turn is over." before "Game over", and the
    goal query then had the rabbit "0 ranks from the goal"; later it still read the traps
    ("No piece is in danger on a trap."). After the end, threats says the result."""
    from accessible_games.session.console import Console, Seat, SeatKind

    game = ArimaaGame()
    # Three steps made this turn: the gold rabbit came from b4 to b7.
    state = game.parse_position("8/1R5r/8/8/8/8/8/8 g 3 8/7r/8/8/1R6/8/8/8")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=0, state=state)
    console.opening()
    said = [m.text for m in console.handle_line("Rb7n")]
    assert said[:2] == [step, result]
    assert console.handle_line("threats")[0].text == result


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "In the setup you swap two of your own pieces, and h8 holds none of yours. For "
     "example: swap a1 and b1."),
    ("de", "In der Aufstellung tauschst du zwei deiner eigenen Figuren, und auf h8 steht keine "
     "von deinen. Zum Beispiel: a1 und b1 tauschen."),
])
def test_a_setup_swap_with_an_enemy_square_says_the_setup_rule(lang, said):
    """"a1 h8" in the setup was refused with "Only a stronger piece can push or pull" and a
    list of fifteen swaps."""
    t = transcript(lang, options={"setup": "arrange"})
    t.attempt("a1 h8")
    assert t.lines[-1].split(": ", 1)[1] == said


@pytest.mark.parametrize(("lang", "step", "swap"), [("en", "a step such as e7 e6", "a8 b8"),
                                                    ("de", "einen Schritt wie e7 e6", "a8 b8")])
def test_silver_s_help_gives_silver_s_examples(lang: str, step: str, swap: str) -> None:
    """Silver's help said "a step such as Ed2n", a move of Gold's elephant, and in the setup
    "a1 b1", Gold's squares. Silver's examples are Silver's own, and the squares they name
    hold a Silver piece that can make that step."""
    from accessible_games.lineup import REGISTRY, describer_for
    from accessible_games.narration.catalog import catalog
    from accessible_games.session.words import notation_text

    game = REGISTRY.create("arimaa", {"setup": "arrange"})
    state = game.new_state()
    state.play(state.parse_move("end"))  # Gold's arrangement as it stands
    assert state.to_move == 1
    assert swap in notation_text(catalog(lang), game, state)
    state.play(state.parse_move("end"))
    for gold_step in ("Ra2n", "Rb2n", "Rc2n", "Rf2n"):  # Gold's first turn: four steps
        state.play(state.parse_move(gold_step))
    assert state.to_move == 1 and describer_for(game, lang).notation_phase(state) == "second"
    text = notation_text(catalog(lang), game, state)
    assert step in text
    assert len(state.match_parts(state.parse_parts("e7 e6"))) == 1


@pytest.mark.parametrize(("lang", "done"), [
    ("en", "Silver has finished the setup. Rank 8: "),
    ("de", "Silber ist mit der Aufstellung fertig. Reihe 8: "),
])
def test_the_computer_s_setup_is_told_once_as_its_arrangement(
        lang: str, done: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's own setup was told swap by swap, 16 lines, some swapping back what
    an earlier line swapped ("Silver swaps the pieces on d8 and e7." ... "on e7 and d8.").
    Now its finished arrangement is told once, rank by rank from its back rank."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    ticking_clocks(monkeypatch)  # its swaps searched a second each
    console = Console.local(REGISTRY.create("arimaa", {"setup": "arrange"}),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)], lang=lang,
                            seed=4)
    console.opening()
    console.handle_line("end")
    said = []
    swaps = 0
    while console.computer_to_move():
        swaps += 1
        said += [m.text for m in console.computer_move()]
    assert swaps > 2  # several swaps, so that there was something to tell together
    setup = [text for text in said if "8" in text]
    assert len(setup) == 1 and setup[0].startswith(done), said
    assert "7: " in setup[0]


@pytest.mark.parametrize(("lang", "colour"), [("en", "silver"), ("de", "Silber")])
def test_the_computer_s_arrangement_does_not_repeat_its_colour(
        lang: str, colour: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The two home ranks after Silver's setup hold only Silver's pieces; each was told with
    its colour ("a8 Katze (Silber), b8 Kaninchen (Silber), ..." sixteen times, 292 cells, 8
    windows on a 40-cell line). Now "Reihe 8: a8 Katze, b8 Kaninchen, ..."."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind
    from tests.braille_cells import cells

    ticking_clocks(monkeypatch)
    console = Console.local(REGISTRY.create("arimaa", {"setup": "arrange"}),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang,
                            seed=3)
    console.opening()
    console.handle_line("end")
    said = []
    while console.computer_to_move():
        said += console.computer_move()
    setup = [m for m in said if "8: " in m.text]
    assert len(setup) == 1
    assert colour not in setup[0].short.split(".", 1)[1], setup[0].short
    assert cells(setup[0].short, lang) < 250


@pytest.mark.parametrize(("lang", "swap"), [("en", "for example d8 e8, or type end."),
                                            ("de", "etwa d8 e8, oder gib end ein.")])
def test_silver_s_setup_status_offers_a_swap_of_silver_s_own(lang: str, swap: str) -> None:
    """Silver's status in the setup offered "d1 e1", two of Gold's squares."""
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("arimaa", {"setup": "arrange"})
    state = game.new_state()
    state.play(state.parse_move("end"))  # Gold's arrangement as it stands
    assert describer_for(game, lang).status_text(state).endswith(swap)
    state.play(state.parse_move("d8 e8"))  # the example is a swap Silver can make


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "moves d4", "From d4, 12 moves: pushes d5 to d6, e5, or c5; pushes e4 to e5, f4, or "
     "e3; to d3 or c4; to d3, pulling d5 or e4; or to c4, pulling d5 or e4."),
    ("de", "züge d4", "Von d4 aus 12 Züge: schiebt d5 nach d6, e5 oder c5; schiebt e4 nach e5, "
     "f4 oder e3; nach d3 oder c4; nach d3 und zieht d5 nach; nach d3 und zieht e4 nach; nach "
     "c4 und zieht d5 nach; oder nach c4 und zieht e4 nach."),
])
def test_the_moves_of_one_square_say_it_once(lang, line, expected):
    """"moves d4" said "From d4, 12 moves: d4 pushes d5 to d6; …; d4 to d3, pulling d5; d4 to
    d3, pulling e4; …": the square before every move, after "From d4" had named it. Each
    run is said whole and the runs are parted with semicolons, so that a pull's own comma is
    not heard as a break between two moves (it was once parted with commas)."""
    from tests.consoles import people_at

    console = people_at("arimaa", "7r/8/8/3r4/3Ec3/8/8/R7 g 0", lang)
    said = console.handle_line(line)  # the speech; the braille lines after it say nothing
    assert [m.text for m in said if m.text] == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "d4 selected: pushes d5 to d6, e5, or c5; pushes e4 to e5, f4, or e3; to d3 or c4; "
           "to d3, pulling d5 or e4; or to c4, pulling d5 or e4."),
    ("de", "d4 ausgewählt: schiebt d5 nach d6, e5 oder c5; schiebt e4 nach e5, f4 oder e3; "
           "nach d3 oder c4; nach d3 und zieht d5 nach; nach d3 und zieht e4 nach; nach c4 und "
           "zieht d5 nach; oder nach c4 und zieht e4 nach."),
])
def test_a_selected_piece_says_each_run_of_squares_whole(lang, expected):
    """The elephant selected on d4 said "pushes d5 to d6; e5; c5; pushes e4 to e5; …; to d3,
    pulling d5; e4; or to c4, pulling d5": squares heard as moves, and the pull of e4 to c4
    missing."""
    from tests.consoles import people_at

    console = people_at("arimaa", "7r/8/8/3r4/3Ec3/8/8/R7 g 0", lang)
    said = [m.text for line in ("go d4", "select") for m in console.handle_line(line)]
    assert said[-1] == expected


@pytest.mark.parametrize(("lang", "word", "expected"), [
    ("en", "undo", ["Taken back: one step of yours.",
                    "Taken back: one step of yours and Silver's whole turn."]),
    ("de", "rückgängig", ["Zurückgenommen: ein Schritt von dir.",
                      "Zurückgenommen: ein Schritt von dir und der ganze Zug von Silber."]),
])
def test_undo_says_the_turns_and_steps_taken_back(lang, word, expected):
    """Undo after the computer's turn said "2 moves taken back": Silver's four steps and
    the step that ended the player's turn, which a player could not tell apart."""
    from tests.consoles import seated

    console = seated("arimaa", lang, seed=3)
    for step in ("Ra2n", "Rb2n", "Ra3n", "Rb3n"):
        console.handle_line(step)
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("Rd2n")
    said = [console.handle_line(word)[0].text for _ in expected]
    assert [text.split(". ")[0].rstrip(".") + "." for text in said] == expected


@pytest.mark.parametrize(("lang", "word", "expected"), [
    ("en", "undo", ["Taken back: one step of yours. The last move now: You move the rabbit "
                    "from a1 to a2. 3 steps left."]),
    ("de", "rückgängig", ["Zurückgenommen: ein Schritt von dir. Der letzte Zug ist jetzt: Du "
                          "ziehst das Kaninchen von a1 nach a2. Noch 3 Schritte."]),
])
def test_undo_within_a_turn_says_the_steps_left_once(lang, word, expected):
    """Play-testing: "Zurückgenommen: ein Schritt von dir. Der letzte Zug ist jetzt: … Noch 3
    Schritte." was followed by "Gold, du bist am Zug, noch 3 Schritte.": within a turn the
    step's own sentence says the steps left, and no turn follows it, as after the step
    itself."""
    from tests.consoles import people_at

    console = people_at("arimaa", "7r/8/8/3r4/3Ec3/8/8/R7 g 0", lang)
    console.handle_line("Ra1n")
    console.handle_line("Ra2n")
    assert [m.text for m in console.handle_line(word)] == expected


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "moves", "Gold: 14 moves from 2 places: a1 to a2 or b1; d4 pushes d5 to d6, e5, or "
     "c5; pushes e4 to e5, f4, or e3; to d3 or c4; to d3, pulling d5 or e4; or to c4, pulling "
     "d5 or e4."),
    ("de", "züge", "Gold: 14 Züge von 2 Feldern: a1 nach a2 oder b1; d4 schiebt d5 nach d6, e5 "
     "oder c5; schiebt e4 nach e5, f4 oder e3; nach d3 oder c4; nach d3 und zieht d5 nach; "
     "nach d3 und zieht e4 nach; nach c4 und zieht d5 nach; oder nach c4 und zieht e4 nach."),
])
def test_a_long_list_says_pushes_and_pulls_whole(lang, line, expected):
    """The list of every move said the elephant's as "d4 to d6, e5, c5, f4, e3, d3, c4, d5,
    or e4": a push's and a pull's last squares are the enemy's, so it named squares the
    elephant never reaches and hid which moves push or pull. Such a piece's moves are said
    whole from its square on, as "moves d4" says them."""
    from tests.consoles import people_at

    console = people_at("arimaa", "7r/8/8/3r4/3Ec3/8/8/R7 g 0", lang)
    assert [m.text for m in console.handle_line(line)] == [expected]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "Ra2w", "Dieser Schritt führt von a2 aus vom Brett. Möglich: a2 nach a3."),
    ("en", "Ra2w", "That step leads off the board from a2. Possible: a2 to a3."),
    ("de", "Hb1s", "Dieser Schritt führt von b1 aus vom Brett. Das Pferd auf b1 kann jetzt "
                   "nicht ziehen: Jedes erlaubte Nachbarfeld ist besetzt."),
])
def test_a_step_over_the_edge_is_refused_with_the_edge(lang: str, typed: str, said: str) -> None:
    """'Ra2w' was answered '„Ra2w“ verstehe ich nicht. Tippe eine Aktion wie Ed2n oder end',
    as if mistyped, though it is a well-formed step that only runs off the board."""
    from tests.consoles import seated

    message, = seated("arimaa", lang).handle_line(typed)
    assert message.text == said


@pytest.mark.parametrize(("lang", "text", "brief"), [
    ("en", "Silver moves the rabbit from b7 to b6. Silver moves the rabbit from g7 to g6. "
           "Silver moves the rabbit from b6 to b5. Silver moves the rabbit from b5 to b4.",
     "Silver: rb7s rg7s rb6s rb5s"),
    ("de", "Silber zieht das Kaninchen von b7 nach b6. Silber zieht das Kaninchen von g7 nach "
           "g6. Silber zieht das Kaninchen von b6 nach b5. Silber zieht das Kaninchen von b5 "
           "nach b4.",
     "Silber: rb7s rg7s rb6s rb5s"),
])
def test_the_computers_turn_is_one_braille_line(lang, text, brief):
    """The computer's turn came as four braille lines, one per step, each with the steps
    still left ("Silver rb7s, 3 steps left"); now one message: the steps' sentences for the
    ear, and one line for the display."""
    console = seated("arimaa", lang, 3)
    console.handle_line("a2-a3")
    console.handle_line("end")
    heard = []
    while console.computer_to_move():
        heard += console.computer_move()
    moves = [(m.text, m.short) for m in heard if m.kind in (MessageKind.MOVE,
                                                             MessageKind.CAPTURE)]
    assert moves == [(text, brief)]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Gold, your turn, 3 steps left. Gold has 16 pieces, Silver 16. Move 1."),
    ("de", "Gold, du bist am Zug, noch 3 Schritte. Gold hat 16 Figuren, Silber 16. Zug 1."),
])
def test_the_status_in_a_turn_says_the_steps_left_once(lang: str, expected: str) -> None:
    """Play-testing, "stand" after one step said "Gold, du bist am Zug, noch 3 Schritte. Gold
    hat 16 Figuren, Silber 16. Schritt 2 von 4. Zug 2.": the steps twice, once counted up and
    once down. The turn's steps left are enough."""
    from accessible_games.session.console import Console, Seat, SeatKind

    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    console = Console.local(ArimaaGame(), seats, lang=lang, seed=0)
    console.handle_line("a2 a3")
    assert [m.text for m in console.handle_line("status")] == [expected]


@pytest.mark.parametrize(("lang", "taught", "short"), [
    ("de", "Tippe einen Schritt wie e2 e3; Schieben und Ziehen mit drei Feldern: deine Figur, "
           "die geschobene und ihr Ziel (d4 d5 d6) oder deine Figur, ihr Ziel und die gezogene "
           "(d4 d3 d5); fertig beendet den Zug, oder tippe hilfe für die Befehle.",
     "„hallo“ verstehe ich nicht. Tippe etwa e2 e3 oder fertig; siehe hilfe."),
    ("en", "Type a step such as e2 e3; a push or pull as three squares: your piece, the piece "
           "pushed and where it goes (d4 d5 d6), or your piece, where it goes and the piece "
           "pulled (d4 d3 d5); or end to finish the turn, or help for the commands.",
     'Cannot read "hallo". Type a step such as e2 e3 or end, or help.'),
])
def test_an_unreadable_line_teaches_the_squares_the_game_itself_says(lang, taught, short):
    """The refusal taught 'Ed2n', 'rb3e Hb2n' and (in German) 'end zum Beenden des Zuges',
    while the game says and accepts 'e2 e3'; the simple form comes first now, and the
    examples it gives are moves the game reads."""
    console = seated("arimaa", lang)
    message, = console.handle_line("hallo")
    assert message.text.endswith(taught)
    assert message.short == short
    assert console.handle_line("e2 e3")[0].kind is not MessageKind.ILLEGAL


@pytest.mark.parametrize(("lang", "ended"), [("de", "Du beendest den Zug."),
                                             ("en", "You end the turn.")])
def test_passen_ends_the_turn_as_fertig_does(lang, ended):
    """A German player who types "passen" after a step means to end the turn; it was
    answered '„passen“ verstehe ich nicht'."""
    console = seated("arimaa", lang)
    console.handle_line("e2 e3")
    assert console.handle_line("passen")[0].text == ended



@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Hint: f1 pushes f2 to f3 (takes a piece in the trap at f3)."),
    ("de", "Tipp: f1 schiebt f2 nach f3 (schlägt eine Figur in der Falle auf f3)."),
])
def test_a_hinted_push_that_takes_fits_two_windows(lang, brief):
    """"The computer suggests: f1 pushes f2 to f3 (takes a piece in the trap at f3)." ran to
    83 cells; the braille line opens with the short word for a hint."""
    from accessible_games.games.arimaa.game import ArimaaGame
    from accessible_games.lineup import describer_for
    from accessible_games.narration.catalog import catalog
    from tests.braille_cells import cells

    game = ArimaaGame()
    state = game.parse_position("r7/8/8/8/8/8/5r2/R4C2 g 0")
    describer = describer_for(game, lang)
    push = next(m for m in state.legal_moves()
                if describer.move_text(m).startswith(brief.split(": ", 1)[1][:20]))
    shown = describer.move_alone_brief(state, push)
    assert shown is not None
    assert catalog(lang).text("session.hint.brief", move=shown) == brief
    assert cells(brief, lang) <= 80


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_after_a_hinted_push_says_the_reason_without_the_move_again(lang):
    """"why" read the push twice: "You asked for a hint: f1 pushes f2 to f3 (...). ... What
    it does: You push the rabbit from f2 to f3; the cat follows from f1. In the trap at f3,
    Silver loses the rabbit." The hint's words already say the push and what it takes."""
    from accessible_games.games.arimaa.game import ArimaaGame
    from accessible_games.lineup import describer_for, view_for
    from accessible_games.session.hint_reasons import hint_facts

    game = ArimaaGame()
    state = game.parse_position("r7/8/8/8/8/8/5r2/R4C2 g 0")
    describer = describer_for(game, lang)
    push = next(m for m in state.legal_moves() if len(m.parts) == 3
                and [describer.location(p) for p in m.parts] == ["f1", "f2", "f3"])
    facts = hint_facts(describer, view_for(game), game, state, push, 0)
    said = " ".join(facts)
    assert "f1" not in said and "f2" not in said
    assert "f3" in said  # the trap it takes in: the reason


@pytest.mark.parametrize(("lang", "typed", "said", "brief"), [
    ("en", "e3 e5", "The rabbit on e3 cannot reach e5 in one step: a step goes only to a square "
     "next to it. Possible: to e4, f3, or d3.",
     "e3-e5: a step goes one square. Possible: to e4, f3, or d3."),
    ("en", "e3 f4", "The rabbit on e3 cannot go to f4: a step goes straight, never diagonally. "
     "Possible: to e4, f3, or d3.", "e3-f4: no diagonal steps. Possible: to e4, f3, or d3."),
    ("de", "e3 e5", "Das Kaninchen auf e3 kommt nicht in einem Schritt nach e5: Ein Schritt "
     "geht nur auf ein Nachbarfeld. Möglich: nach e4, f3 oder d3.",
     "e3-e5: Ein Schritt geht ein Feld weit. Möglich: nach e4, f3 oder d3."),
    ("de", "e3 f4", "Das Kaninchen auf e3 kann nicht nach f4: Ein Schritt geht gerade, nie "
     "schräg. Möglich: nach e4, f3 oder d3.",
     "e3-f4: Schritte gehen nie schräg. Möglich: nach e4, f3 oder d3."),
])
def test_a_step_beyond_the_squares_next_to_a_piece_says_why(lang, typed, said, brief):
    """A newcomer typed "e3 e5" and heard "The piece on e3 cannot go to e5.", with no word of
    why: a step goes to a square next to the piece, and never diagonally."""
    console = seated("arimaa", lang)
    console.handle_line("e2 e3")
    message, = console.handle_line(typed)
    assert (message.text, message.short) == (said, brief)


@pytest.mark.parametrize(("lang", "typed", "brief"), [
    ("en", "e3 e2", "e3-e2: rabbits never step back. Possible: to e4, f3, or d3."),
    ("en", "f2 e2", "f2-e2: e2 is taken. Possible: to f3."),
    ("de", "e3 e2", "e3-e2: Kaninchen ziehen nie rückwärts. Möglich: nach e4, f3 oder d3."),
    ("de", "f2 e2", "f2-e2: e2 ist besetzt. Möglich: nach f3."),
])
def test_a_step_back_or_onto_an_own_piece_fits_two_braille_windows(lang, typed, brief):
    """"Rabbits never step backward on their own. Possible: e3 to e4, e3 to f3, or e3 to
    d3." took 92 cells of the braille line, a step onto one's own piece 94; speech keeps its
    sentences."""
    console = seated("arimaa", lang)
    for step in ("e2 e3", "e1 e2"):
        console.handle_line(step)
    message, = console.handle_line(typed)
    assert message.short == brief
    assert cells(message.short, lang) <= 80
