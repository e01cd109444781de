""""why" after a Doppelkopf hint says what the card does at the table, from what the player
may know.

Play-testing (de): West led Kreuz-Ass, the player held Kreuz-Zehn, Kreuz-Zehn and Kreuz-Neun;
the hint said "Kreuz-Neun" and "warum" said only that the computer had imagined some deals
and this card did best. A learner wants the reason: "Du musst Kreuz bedienen und kannst
Kreuz-Ass nicht schlagen; Kreuz-Neun gibt keine Augen ab."
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame, DoppelkopfState
from accessible_games.games.cards.doppelkopf.moves import PlayCard
from accessible_games.games.cards.parse import parse_face
from accessible_games.lineup import describer_for
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.braille_cells import cells
from tests.games.cards.doppelkopf.helpers import card_name, dealt, say

# North (seat 0, the person) holds three clubs: both tens and a nine, and one queen of clubs.
# West (seat 3), the dealer being South (seat 2), leads; it holds the other queen of clubs (so
# North and West are Re, which North knows once West plays it) and the other five clubs: the
# other seats hold no club. North holds both tens of hearts, the highest trumps.
NORTH = "10c 10c 9c qc 10h 10h ad jd 9d ks 9s kh"
WEST = "ac ac kc kc 9c qc as as 10s 10s ah qs"


def _hands(first: str, last: str) -> list[list[str]]:
    """Seat 0 holds ``first``, seat 3 ``last``; the rest of the pack goes to seats 1 and 2."""
    deck = DoppelkopfGame({"deals": 1}).deck
    rest = [deck.face(c) for c in range(len(deck))]
    for name in (first + " " + last).split():
        rest.remove(parse_face(name))
    others = [card_name(face) for face in rest]
    return [first.split(), others[:12], others[12:], last.split()]


def _deal(*played: str) -> DoppelkopfState:
    state = dealt(_hands(NORTH, WEST), {"dealer": 2})
    say(state, "gesund", "gesund", "gesund", "gesund", *played)
    return state


def _card(state: DoppelkopfState, seat: int, name: str) -> int:
    return next(c for c in state.hands[seat] if state.deck.face(c) == parse_face(name))


def _why(state: DoppelkopfState, seat: int, name: str, lang: str) -> tuple[list[str], list[str]]:
    """The reasons for ``seat`` playing ``name``, spoken and on the braille line, worked out on
    the seat's own view of the table."""
    words = describer_for(state.game, lang)
    words.you = seat
    view = state.redacted(seat)
    move = PlayCard(_card(state, seat, name))
    return (words.hint_card_notes(view, move, seat),
            words.said_briefly(lambda: words.hint_card_notes(view, move, seat)))


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "You must follow clubs and cannot beat the ace of clubs; the nine of clubs gives away "
           "no points.",
     "Must follow clubs, can't beat ⠁⠉: ⠊⠉ costs nothing."),
    ("de", "Du musst Kreuz bedienen und kannst Kreuz-Ass nicht schlagen; Kreuz-Neun gibt keine "
           "Augen ab.",
     "Musst Kreuz bedienen, ⠁⠉ schlägst du nicht: ⠊⠉ kostet nichts."),
])
def test_a_card_that_cannot_win_says_it_follows_and_gives_away_least(lang, said, brief):
    # West leads the ace of clubs: no club beats it; the nine is worth nothing, a ten 10.
    assert _why(_deal("ac"), 0, "9c", lang) == ([said], [brief])
    assert cells(brief, lang) <= 80


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You must follow hearts and cannot beat the ace of hearts; the king of hearts gives "
           "away the fewest points, 4."),
    ("de", "Du musst Herz bedienen und kannst Herz-Ass nicht schlagen; Herz-König gibt mit 4 "
           "Augen am wenigsten ab."),
])
def test_a_card_worth_points_says_how_few(lang, said):
    # West leads the ace of hearts; North's one heart (the ten of hearts is a trump) is the
    # king, worth 4.
    assert _why(_deal("ah"), 0, "kh", lang)[0] == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It beats the cards played so far, but 2 more players play after you and may beat "
           "it."),
    ("de", "Damit liegst du im Stich vorn, doch nach dir spielen noch 2 Spieler, die dich "
           "überbieten können."),
])
def test_a_card_ahead_with_players_after_says_they_may_beat_it(lang, said):
    # West leads the nine of clubs; North's ten beats it; East and South, without clubs, may
    # trump it.
    assert _why(_deal("9c"), 0, "10c", lang)[0] == [said]
    assert _why(_deal("9c"), 0, "9c", lang)[0] == []  # a nine that follows and loses: no


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "No higher trump is still out, so it takes the trick."),
    ("de", "Kein höherer Trumpf ist mehr draußen, also macht er den Stich."),
])
def test_the_highest_trump_still_out_is_said_to_take_the_trick(lang, said):
    # West leads the queen of spades; North holds both tens of hearts, the highest trumps.
    assert _why(_deal("qs"), 0, "10h", lang)[0] == [said]
    # Under the house rule the second ten of hearts beats the first, but North holds both.
    assert _why(_deal("qs"), 0, "jd", lang)[0] == []  # the jack does not beat the queen


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "Your partner West is ahead in the trick and nobody after you can beat that card, so "
           "the ace of diamonds brings your side 11 points.",
     "Partner West ahead, unbeatable: ⠁⠙ brings 11 points."),
    ("de", "Dein Partner West liegt im Stich vorn, und nach dir kann ihn keiner mehr schlagen, "
           "also bringt Karo-Ass eurer Partei 11 Augen.",
     "Partner West vorn, unschlagbar: ⠁⠙ bringt 11 Augen."),
])
def test_a_fox_on_a_partner_s_trick_says_what_it_brings(lang, said, brief):
    # West leads its queen of clubs: North, holding the other, knows West is its partner; only
    # the tens of hearts beat the queen, and North holds both.
    assert _why(_deal("qc"), 0, "ad", lang) == ([said], [brief])


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "Nobody has led clubs yet and 3 more clubs are out: on a suit's first round an ace is "
           "seldom trumped.",
     "No clubs led yet, 3 out: a first-round ace is seldom trumped."),
    ("de", "Kreuz wurde noch nicht angespielt, und 3 Karten davon sind noch draußen: In der "
           "ersten Runde einer Farbe wird ein Ass selten gestochen.",
     "Kreuz noch nicht angespielt, 3 draußen: Ein Ass der ersten Runde wird selten gestochen."),
])
def test_an_ace_led_in_its_suit_s_first_round_says_so(lang, said, brief):
    # West holds five of the eight clubs; the three others are out (North's, unseen by West).
    assert _why(_deal(), 3, "ac", lang) == ([said], [brief])


def _console(state: DoppelkopfState, lang: str) -> Console:
    """A person in North's seat, beginners in the others, at ``state``."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(state.game, seats, lang=lang, seed=1)
    console.table.state = state
    return console


@pytest.mark.parametrize(("lang", "hint", "reason", "brief"), [
    ("en", "The computer suggests: the nine of clubs.",
     " It sees only what you see. You must follow clubs and cannot beat the ace of clubs; the "
     "nine of clubs gives away no points.",
     "Must follow clubs, can't beat ⠁⠉: ⠊⠉ costs nothing."),
    ("de", "Der Computer schlägt vor: Kreuz-Neun.",
     " Sie sieht nur, was du siehst. Du musst Kreuz bedienen und kannst Kreuz-Ass nicht "
     "schlagen; Kreuz-Neun gibt keine Augen ab.",
     "Musst Kreuz bedienen, ⠁⠉ schlägst du nicht: ⠊⠉ kostet nichts."),
])
def test_why_after_the_hint_adds_the_reason_and_reads_it_first_on_braille(
        lang, hint, reason, brief):
    """The play-tested deal at the table: "why" keeps how the computer chose (it imagined
    deals) and adds the reason; the braille line, which had no short form (some 250 cells of
    the opening first), is the reason alone."""
    console = _console(_deal("ac"), lang)
    assert console.handle_line("hint" if lang == "en" else "tipp")[0].text == hint
    why = console.handle_line("why" if lang == "en" else "warum")[0]
    assert why.text.endswith(reason)
    assert why.brief == brief


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_names_no_card_the_player_cannot_know(lang):
    """Privacy: through a whole deal, hint and "why" at each of the person's turns name only
    cards the person holds or has seen played (the reasons are worked out on the person's
    view, whose other hands are hidden). Checked on the spoken and the braille answer."""
    from tests.games.cards.table_play import against_beginners

    console = against_beginners(DoppelkopfGame({"deals": 1}), lang, 3)
    words = describer_for(console.game, lang)
    deck = console.state.deck
    names = {words.names.card(c): deck.face(c) for c in range(len(deck))}
    told = 0
    while not console.is_over:
        state = console.table.state
        assert isinstance(state, DoppelkopfState)
        known = {deck.face(c) for c in state.hands[0]} | {deck.face(c) for _, c in state.played}
        console.handle_line("hint" if lang == "en" else "tipp")
        why = console.handle_line("why" if lang == "en" else "warum")[0]
        for text in (why.text, why.brief or ""):
            named = {face for name, face in names.items() if name in text}
            assert named <= known, (text, named - known)
        told += why.text.count(".") > 3
        console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            console.computer_move()
    assert told  # some answers gave a reason


def _solo(solo: str) -> DoppelkopfState:
    """North says ``solo`` and leads the king of hearts; West, of the three against it, wins
    that trick with its ace of hearts and is to lead (each seat plays its first playable
    card)."""
    state = dealt(_hands(NORTH, WEST), {"dealer": 2})
    say(state, "gesund", solo, "gesund", "gesund", "kh")
    while state.trick:
        say(state, state.legal_moves()[0].notation)
    assert state.turn == 3 and state.soloist == 0
    return state


@pytest.mark.parametrize(("lang", "solo", "said", "brief"), [
    ("en", "piksolo",
     "Nobody has led clubs yet and 3 more clubs are out: your side keeps the trick unless the "
     "soloist North has no clubs and trumps it.",
     "No clubs led yet, 3 out: your side keeps it unless soloist North trumps."),
    ("de", "piksolo",
     "Kreuz wurde noch nicht angespielt, und 3 Karten davon sind noch draußen: Der Stich "
     "bleibt bei eurer Partei, außer Nord, der Solospieler, hat kein Kreuz und sticht.",
     "Kreuz noch nicht angespielt, 3 draußen: Stich bleibt bei euch, außer Nord sticht."),
    ("en", "fleischlos", "A meatless solo has no trumps, so the ace of clubs takes the trick.",
     "No trumps: ⠁⠉ takes the trick."),
    ("de", "fleischlos", "Im Fleischlosen gibt es keinen Trumpf, also macht Kreuz-Ass den Stich.",
     "Kein Trumpf: ⠁⠉ macht den Stich."),
])
def test_an_ace_led_against_a_solo_says_who_may_trump_it(lang, solo, said, brief):
    """Play-testing: West, against North's solo, was hinted the ace of clubs and "why" said
    that on a suit's first round an ace is seldom trumped, as among partners in a normal game;
    in a solo only the soloist plays against West's side, and a meatless solo has no trumps."""
    assert _why(_solo(solo), 3, "ac", lang) == ([said], [brief])
    assert cells(brief, lang) <= 80


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "Nobody has led clubs yet and your three opponents hold the 3 more clubs: the ace "
           "takes the trick unless one of them has no clubs and trumps it.",
     "No clubs led yet, 3 with your opponents: the ace wins unless one trumps."),
    ("de", "Kreuz wurde noch nicht angespielt, und deine drei Gegner haben die 3 übrigen Karten "
           "davon: Das Ass macht den Stich, außer einer von ihnen hat kein Kreuz und sticht.",
     "Kreuz noch nicht angespielt, 3 bei den Gegnern: Das Ass gewinnt, wenn keiner sticht."),
])
def test_an_ace_led_by_the_soloist_says_the_three_opponents_hold_the_rest(lang, said, brief):
    # West says a spades solo and leads: the three clubs out are North's.
    state = dealt(_hands(NORTH, WEST), {"dealer": 2})
    say(state, "piksolo", "gesund", "gesund", "gesund")
    assert state.turn == 3 and state.soloist == 3
    assert _why(state, 3, "ac", lang) == ([said], [brief])
