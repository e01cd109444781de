""""why" after a Dog hint says what the rule of thumb saw on the board.

Play-testing: the hint said "The four of diamonds: your start field 1 back to field 61." and
"why" said only that the computer follows a rule of thumb and plays what the rule says. The
rule (:mod:`accessible_games.games.cards.dog.policy`) values progress towards the goal, a
fresh marble safe on its start field and marbles out of the opponents' reach; "why" now says
which of these the hinted card gains. Each position is hand-made, its answer worked in its
comment.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from accessible_games.games.cards.dog import policy
from accessible_games.games.cards.dog.game import DogGame, DogState
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.lineup import describer_for
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells

GAME = DogGame()
OTHERS = {1: ["3c"], 2: ["3d"], 3: ["3s"]}


def _position(marbles: dict[int, Sequence[int]], hand: list[str],
              fresh: Sequence[int] = (0, 0, 0, 0)) -> DogState:
    return arrange(GAME, marbles, {0: hand, **OTHERS}, fresh=fresh)


def _why(state: DogState, lang: str) -> tuple[list[str], list[str]]:
    """The rule's move for North and what "why" adds, spoken and on the braille line."""
    hand = state.hands[0]
    move = policy.choose(state.legal_moves(), state.marbles, state.fresh, 0, state.split, hand,
                         [state.deck.rank(c) for c in hand], state.rules)
    words = describer_for(GAME, lang)
    words.set_listener(0)
    after = state.copy()
    after.play(move)
    return (words.hint_notes(state, move, after, 0),
            words.said_briefly(lambda: words.hint_notes(state, move, after, 0)))


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "Going back four leaves your marble 5 fields short of your goal, where forward it had "
           "to go all the way round; a card from 5 to 8 takes it in.",
     "Back four: 5 fields short of your goal, not a whole round; 5 to 8 goes in."),
    ("de", "Vier zurück, und deine Kugel steht 5 Felder vor deinem Ziel, wo sie vorwärts die "
           "ganze Runde hätte laufen müssen; eine Karte von 5 bis 8 bringt sie hinein.",
     "Vier zurück: 5 Felder vor dem Ziel statt einer Runde; 5 bis 8 bringt sie hinein."),
])
def test_a_four_back_from_the_start_says_how_near_the_goal_it_leaves_the_marble(
        lang, said, brief):
    # North's fresh marble on its start field (field 1) goes back four to field 61: then 61,
    # 62, 63, 64 and the start field 1 are five steps to the first goal field; a five walks
    # in, an eight to the deepest goal field.
    state = _position({0: [0]}, ["4d", "2c"], fresh=(1, 0, 0, 0))
    assert _why(state, lang) == ([said], [brief])
    assert cells(brief, lang) <= 80


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "Your marble on field 31 was within an opponent's reach; on field 42 it is out of "
           "their reach.",
     "From 31, in an opponent's reach, to 42, out of it."),
    ("de", "Deine Kugel auf Feld 31 war in Reichweite eines Gegners; auf Feld 42 erreicht sie "
           "keiner mehr.",
     "Von 31 in Reichweite eines Gegners nach 42, außer Reichweite."),
])
def test_a_marble_taken_out_of_reach_says_so(lang, said, brief):
    # East's marble on field 26 is 5 fields behind North's on field 31; the ace takes North's
    # 11 fields on to 42, 16 ahead of East's, beyond a thirteen.
    state = _position({0: [30], 1: [25]}, ["Ac", "2c"])
    assert _why(state, lang) == ([said], [brief])


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "It takes your marble 8 fields on to field 39; from there it is 27 fields short of "
           "your goal.",
     "8 fields on to 39: 27 short of your goal."),
    ("de", "Damit zieht deine Kugel 8 Felder weiter auf Feld 39; von dort sind es noch 27 Felder "
           "bis zu deinem Ziel.",
     "8 Felder weiter auf 39: noch 27 bis zum Ziel."),
])
def test_a_plain_step_says_how_far_it_takes_the_marble(lang, said, brief):
    # Field 31 to 39; from 39 to the start field 1 are 26 steps (40 .. 64, 1), the goal the
    # 27th. East's marble on field 29 is in reach before and after (10 behind).
    state = _position({0: [30], 1: [28]}, ["8c"])
    assert _why(state, lang) == ([said], [brief])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It brings a new marble out onto your start field, where nobody can pass it or send "
           "it home until it moves."),
    ("de", "Damit kommt eine neue Kugel auf dein Startfeld, wo niemand sie überholen oder in den "
           "Zwinger schicken kann, bis sie zieht."),
])
def test_a_marble_brought_out_says_it_is_safe_on_the_start_field(lang, said):
    # All four of North's marbles wait in the kennel: the king can only bring one out.
    assert _why(_position({}, ["Kc"]), lang)[0] == [said]


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Back four: 5 fields short of your goal, not a whole round; 5 to 8 goes in."),
    ("de", "Vier zurück: 5 Felder vor dem Ziel statt einer Runde; 5 bis 8 bringt sie hinein."),
])
def test_why_after_the_hint_reads_the_reason_first_on_braille(lang, brief):
    """At the table: "why" keeps the rule-of-thumb sentence and adds the reason; on braille,
    where the opening ran far past two windows, the reason alone."""
    state = _position({0: [0]}, ["4d", "2c"], fresh=(1, 0, 0, 0))
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 2)] * 3
    console = Console.local(GAME, seats, lang=lang, seed=1)
    console.table.state = state
    console.handle_line("hint" if lang == "en" else "tipp")
    why = console.handle_line("why" if lang == "en" else "warum")[0]
    assert why.text.endswith(" " + _why(state, lang)[0][0])
    assert why.brief == brief


GIVE = {
    "start": {"en": "West has no marble out yet; the king of clubs brings one out.",
              "de": "West hat noch keine Kugel draußen; Kreuz-König bringt eine heraus."},
    "only_mate": {"en": "You could not move with the four of clubs now; South can, and gains "
                        "most from it of your cards.",
                  "de": "Kreuz-Vier bringt dir jetzt keinen Zug, Süd aber den besten von deinen "
                        "Karten."},
}


def _exchange(hand: list[str], marbles: dict[int, Sequence[int]], seat: int) -> DogState:
    """``seat`` to give a card from ``hand`` in the exchange, the board as ``marbles``."""
    from accessible_games.games.cards.dog.game import EXCHANGE
    others = iter(["3c", "3d", "3h", "3s"])
    state = arrange(GAME, marbles, {s: hand if s == seat else [next(others)] for s in range(4)},
                    turn=seat)
    state.phase = EXCHANGE
    return state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_a_card_is_given_to_the_partner(lang):
    """Play-testing, "why" after the exchange's hint said only that a rule of thumb chose the
    card; now why that card goes to the partner."""
    # East holds two kings; West, the partner, waits with all four marbles in the kennel.
    state = _exchange(["Kc", "Kd", "5c"], {1: [20]}, 1)
    move = policy.choose(state.legal_moves(), state.marbles, state.fresh, 1, [], state.hands[1],
                         [state.deck.rank(c) for c in state.hands[1]], state.rules)
    words = describer_for(GAME, lang)
    words.set_listener(1)
    after = state.copy()
    after.play(move)
    assert words.hint_notes(state, move, after, 1) == [GIVE["start"][lang]]
    # North's marbles all wait in the kennel: the four moves none of them; South's on field
    # 40 it takes four on or back.
    state = _exchange(["4c", "Ac"], {2: [39]}, 0)
    words.set_listener(0)
    four = next(m for m in state.legal_moves() if state.deck.rank(m.card).value == 4)
    hand = state.hands[0]
    assert four.card == policy.give_choice(state.marbles, state.fresh, 0, hand,
                                           [state.deck.rank(c) for c in hand], state.rules)
    assert words.hint_notes(state, four, state, 0) == [GIVE["only_mate"][lang]]
    # On the braille line in fewer words: "You could not move with the queen of diamonds
    # now; South can, and gains most from it of your cards." ran to 101 cells.
    brief = words.said_briefly(lambda: words.hint_notes(state, four, state, 0))
    assert brief == [GIVE_BRIEF[lang]]
    assert cells(brief[0], lang) <= 2 * DISPLAY_CELLS


GIVE_BRIEF = {"en": "You cannot move with the four of clubs now; South gains most from it.",
              "de": "Kreuz-Vier bringt dir jetzt keinen Zug, Süd den besten."}


PARTNER = {
    "en": ["All your marbles are home, so you play for South.",
           "It takes South's marble 8 fields on to field 53; from there it is 45 fields short "
           "of their goal."],
    "de": ["Alle deine Kugeln sind im Ziel, also spielst du für Süd.",
           "Damit zieht die Kugel von Süd 8 Felder weiter auf Feld 53; von dort sind es noch "
           "45 Felder bis zu ihrem Ziel."],
}


PARTNER_BRIEF = {"en": ["8 fields on to 53: 45 short of South's goal."],
                 "de": ["8 Felder weiter auf 53: noch 45 bis zum Ziel von Süd."]}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_for_the_partner_s_marble_says_whose_and_how_far(lang):
    """With all of North's marbles home North moves South's: "why" said nothing of them."""
    from accessible_games.games.cards.dog import board as b
    home = [b.goal_place(0, i) for i in range(4)]
    # South's marble on field 45 (13 past South's start, field 33) goes 8 on to field 53.
    state = arrange(GAME, {0: home, 2: [44]}, {0: ["8c"], **OTHERS})
    said, brief = _why(state, lang)
    assert said == PARTNER[lang]
    assert brief == PARTNER_BRIEF[lang]
    assert cells(" ".join(brief), lang) <= 80


def test_a_four_back_onto_the_own_start_field_is_one_step_from_the_goal():
    """A whole game's 'why' said "Back four: 65 fields short of your goal" of a four that
    took North's marble from field 5 back onto its start field 1, one step from the goal."""
    state = _position({0: [4], 1: [40]}, ["4d"])
    assert _why(state, "en") == (
        ["Going back four leaves your marble one field short of your goal, where forward it "
         "had to go all the way round; a card from 1 to 4 takes it in."],
        ["Back four: 1 field short of your goal, not a whole round; 1 to 4 goes in."])
