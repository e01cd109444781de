""""why" after a hint in Arimaa: what the action does with the traps and the rabbits.

Play-testing: "why" after an Arimaa hint said only that the computer looked ahead (and, for a
push, the push as it would be announced). Each position below is made by hand and its answer
worked out in the comment.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.session import queries
from tests.braille_cells import cells
from tests.consoles import people_at
from tests.session.test_hint_why import facts

CATCH = "4e3/8/8/8/2mE4/8/8/r7 g 0"
"""Gold's elephant on d4 beside Silver's camel on c4; nothing of Silver's near the trap c3."""
SET = "r3e3/8/1d6/2cE4/8/8/8/R7 g 0"
"""Gold's elephant on d5 beside Silver's cat on c5; Silver's dog on b6 beside the trap c6."""
GUARD = "4e3/8/8/8/8/1RC5/3R4/r3E3 g 0"
"""Gold's cat on the trap c3 with one friend, the rabbit on b3; a rabbit on d2 below d3."""
HOME = "r3e3/8/8/3r4/8/8/3R4/4E3 g 0"
"""Nothing of Gold's beside its trap c3; a silver rabbit on d5 in the d file."""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It traps the camel at c3: no piece of Silver's is left beside it."),
    ("de", "In der Falle c3 fängst du das Kamel: Silber hat keine Figur mehr daneben.")])
def test_a_push_into_an_unguarded_trap_says_why_it_catches(lang, said):
    # The camel goes from c4 onto c3; b3, d3, c2 are empty and c4 is the elephant's now.
    # (The steps left follow, last.)
    assert facts("arimaa", CATCH, "d4 c4 c3", lang)[-2] == said


def test_a_push_that_takes_the_last_guard_away_says_so():
    # Silver's dog on the trap c3 has the cat on c4 beside it; pushed to b4, the cat leaves
    # it alone, and the elephant on c4 is Gold's.
    assert facts("arimaa", "4e3/8/8/8/2cE4/2d5/8/r7 g 0", "d4 c4 b4")[-2] == (
        "It traps the dog at c3: no piece of Silver's is left beside it.")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It puts the cat on the trap at c6; only one piece of Silver's guards it."),
    ("de", "Du bringst die Katze auf die Falle c6; nur eine Figur von Silber steht daneben.")])
def test_a_push_onto_a_trap_with_one_guard_says_so(lang, said):
    # The cat goes c5 to c6; of c6's neighbours only b6 (the dog) is Silver's.
    assert facts("arimaa", SET, "d5 c5 c6", lang)[-2] == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It guards the cat on the trap at c3: only one of yours stood beside it.",
            "The rabbit on d3 is 5 ranks from the goal, on a free d file."]),
    ("de", ["Das sichert die Katze auf der Falle c3: Nur eine eigene Figur stand "
            "daneben.", "Das Kaninchen auf d3 steht 5 Reihen vor dem Ziel, auf freier d-Linie."])])
def test_a_step_beside_a_trap_guards_the_piece_on_it(lang, said):
    # d3 is beside c3; before, only b3 was. d4 to d8 are empty.
    assert facts("arimaa", GUARD, "Rd2n", lang) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["It guards your trap at c3: none of your pieces stood beside it.",
            "The rabbit on d3 is 5 ranks from the goal."]),
    ("de", ["Damit bewachst du deine Falle auf c3: Keine eigene Figur stand daneben.",
            "Das Kaninchen auf d3 steht 5 Reihen vor dem Ziel."])])
def test_a_step_beside_an_empty_home_trap_guards_it(lang, said):
    # The silver rabbit on d5 stands in the d file ahead, so the file is not free.
    assert facts("arimaa", HOME, "Rd2n", lang) == said


def test_a_silver_rabbit_counts_its_ranks_downwards():
    # From a8 to a7: six ranks above rank 1, nothing below it in the a file.
    assert facts("arimaa", "r3e3/8/8/8/8/8/8/4E3 s 0", "ra8s") == [
        "The rabbit on a7 is 6 ranks from the goal, on a free a file."]


def test_a_step_onto_a_trap_sideways_says_nothing():
    # The rabbit from b3 onto c3 comes no nearer the goal and guards nothing.
    assert facts("arimaa", "4e3/8/8/8/8/1R1D4/8/4E3 g 0", "Rb3e") == []


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("position", "move"), [
    (CATCH, "d4 c4 c3"), (SET, "d5 c5 c6"), (GUARD, "Rd2n"), (HOME, "Rd2n"),
    ("4e3/8/8/8/2cE4/2d5/8/r7 g 0", "d4 c4 b4")])
def test_each_reason_fits_two_windows_of_a_40_cell_display(lang, position, move):
    # A push is not told again as it would be announced (its own words say it): every fact
    # is one of this file's reasons or what is left of the turn.
    told = describer_for(REGISTRY.create("arimaa"), lang).t("hint.does", text="")
    for fact in facts("arimaa", position, move, lang):
        assert not fact.startswith(told.strip())
        assert cells(fact, lang) <= 80, (fact, cells(fact, lang))


TAKES = "r7/8/8/8/8/8/5r2/R4C2 g 0"
"""Gold's cat on f1 below Silver's rabbit on f2; nothing of Silver's beside the trap f3."""


@pytest.mark.parametrize(("lang", "position", "said"), [
    ("en", TAKES, [
        "You asked for a hint: f1 pushes f2 to f3. The computer looked ahead at your moves "
        "and the answers to them, and this one came out best. It traps the rabbit at f3: no "
        "piece of Silver's is left beside it.",
        "After it you have 2 steps left."]),
    ("de", TAKES, [
        "Du hast um einen Tipp gebeten: f1 schiebt f2 nach f3. Der Computer hat deine Züge "
        "und die Antworten darauf vorausberechnet, und dieser Zug schnitt am besten ab. In "
        "der Falle f3 fängst du das Kaninchen: Silber hat keine Figur mehr daneben.",
        "Danach hast du noch 2 Schritte."]),
    # The push makes the turn's third and fourth steps: the turn ends with it.
    ("en", "r7/8/8/8/8/8/5r2/R4C2 g 2 r7/8/8/8/8/8/5r2/R3C3", [
        "You asked for a hint: f1 pushes f2 to f3. The computer looked ahead at your moves "
        "and the answers to them, and this one came out best. It traps the rabbit at f3: no "
        "piece of Silver's is left beside it.",
        "It ends your turn.",
        "After it, your opponent has nothing to take."]),
    ("de", "r7/8/8/8/8/8/5r2/R4C2 g 2 r7/8/8/8/8/8/5r2/R3C3", [
        "Du hast um einen Tipp gebeten: f1 schiebt f2 nach f3. Der Computer hat deine Züge "
        "und die Antworten darauf vorausberechnet, und dieser Zug schnitt am besten ab. In "
        "der Falle f3 fängst du das Kaninchen: Silber hat keine Figur mehr daneben.",
        "Damit ist dein Zug zu Ende.",
        "Danach kann dein Gegner nichts schlagen."]),
])
def test_why_after_a_hinted_push_names_the_trap_once_and_what_is_left_of_the_turn(
        monkeypatch, lang, position, said):
    """"why" after the hint "f1 pushes f2 to f3 (takes a piece in the trap at f3)" named the
    trap twice (that bracket, then "It traps the rabbit at f3: ...") and no longer said
    "2 steps left." (or "The turn is over.") as the push's announcement had done."""
    console = people_at("arimaa", position, lang)
    push = console.state.parse_move("f1 f2 f3")
    monkeypatch.setattr(queries, "choose_from_observation", lambda *args, **kw: push)
    console.handle_line("hint")
    why = console.handle_line("why")
    assert [m.text for m in why] == said
    assert [m.short for m in why] == [said[0].rsplit(". ", 1)[1], *said[1:]]
    for message in why:
        assert cells(message.short, lang) <= 80, message.short
