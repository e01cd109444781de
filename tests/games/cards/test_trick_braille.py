"""Whist's and Doppelkopf's braille lines within two windows of a 40-cell display.

A deafblind player reads the status, the moves, "why" and undo on the braille line; lines of
97 to 174 cells (the status with the trick, the parties and the totals; "You have no spades,
and a trump beats the cards played so far, but 2 more players play after you and may beat
it.") needed a third pan and more. The walk over a whole seeded game is
tests/session/test_braille_walk.py; here each fix stands alone.
"""

from __future__ import annotations

import pytest

from accessible_games.games.cards.doppelkopf.moves import Announce
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.describer import Verbosity
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.braille_cells import cells
from tests.consoles import seated

TWO_WINDOWS = 80
HUMAN = Seat(SeatKind.HUMAN)


def _console(game_id: str, lang: str, seed: int = 1) -> Console:
    game = REGISTRY.create(game_id)
    table = Table(game, [HUMAN] * 4, seed=seed)
    console = Console(table, 0, lang)
    console.opening()
    return console


def _play_until(console: Console, done) -> None:
    table = console.table
    for _ in range(200):
        if done(console):
            return
        # No announcement: each would close the lower ones.
        table.submit(table.to_move(), next(m for m in table.state.legal_moves()
                                           if not isinstance(m, Announce)))
    raise AssertionError("never reached")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_whist_status_tells_the_turn_then_the_table_each_on_a_line(lang):
    """The status on one line ran to 97 cells ("North, your turn. E ⠟⠙, S ⠅⠙, W ⠉⠙. S,
    partner, ahead. Trumps: diamonds. Trick 2 of 13."): now the turn and the trick's number,
    then the table."""
    console = _console("whist", lang, seed=3)
    _play_until(console, lambda c: len(c.state.trick) == 3 and c.state.to_move == 0)
    said = console.handle_line("status")
    assert len(said) == 2
    assert said[0].short == " ".join([console.turn_text(),
                                      console.describer.progress_text(console.state)])
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said), [m.short for m in said]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_doppelkopf_status_leaves_the_totals_to_score_while_cards_are_played(lang):
    """"... Re: O, W. Kontra: du, S. Stand: N -25, O 7, S -17, W 35. Stich 11 von 12." ran
    to 174 cells; the totals are what "score" reads."""
    console = _console("doppelkopf", lang)
    _play_until(console, lambda c: c.state.phase == 1 and len(c.state.trick) == 3
                and c.state.to_move == 0)
    console.state.totals[:] = [-25, 7, -17, 35]
    said = console.handle_line("status")
    # The turn, the table, then the parties (with the totals spoken), each a line.
    assert len(said) == 3
    assert all("-25" not in m.short for m in said)
    assert "-25" in said[2].text  # spoken whole
    assert said[2].short.startswith(("Re:", "Kontra:"))
    assert all(cells(m.short, lang) <= TWO_WINDOWS for m in said), [m.short for m in said]


WHIST_BRIEFS = ["lead_top", "take", "ruff", "ruff_only", "ruff_partner_beaten",
                "ruff_partner_ruffed", "discard_partner"]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("key", WHIST_BRIEFS)
def test_whist_why_has_a_brief_within_two_windows(lang, key):
    """"why" after a hint on the braille line: the reason in fewer words, the longest names
    filled in."""
    words = describer_for(WhistGame(), lang)
    values = {"suit": words.names.suit(1), "led": words.names.suit(1), "count": 2,
              "player": words.player(1), "card": words.names.card(
                  next(c for c in range(52) if words.names.card(c).startswith(
                      ("queen of diamonds", "Karo-Dame"))))}
    long = words.tn(f"hint.{key}", 2, **values) if key in ("take", "ruff") \
        else words.t(f"hint.{key}", **values)
    words.verbosity = Verbosity.BRIEF
    brief_key = words.briefly(f"hint.{key}")
    assert brief_key == f"hint.{key}.brief"
    brief = words.tn(brief_key, 2, **values) if key in ("take", "ruff") \
        else words.t(brief_key, **values)
    assert cells(brief, lang) <= TWO_WINDOWS, brief
    assert cells(brief, lang) < cells(long, lang)


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "It is the highest card in clubs not yet played, so it should take the trick.",
     "Highest in clubs not yet played: it should take the trick."),
    ("de", "Sie ist die höchste Karte in Kreuz, die noch nicht gespielt ist, also sollte sie "
     "den Stich machen.", "Die höchste Karte in Kreuz im Spiel: Sie sollte den Stich machen."),
])
def test_whist_why_of_a_top_lead_names_its_suit_as_a_suit(lang, said, brief):
    """"It is the highest clubs still out" put the suit's plural where a card belongs."""
    words = describer_for(WhistGame(), lang)
    suit = words.names.suit(0)
    assert words.t("hint.lead_top", suit=suit) == said
    assert words.t("hint.lead_top.brief", suit=suit) == brief


@pytest.mark.parametrize(("lang", "brief"), [
    ("en", "Announce: Re up to schwarz."), ("de", "Ansagen: Re bis schwarz.")])
def test_doppelkopf_moves_name_the_announcements_from_lowest_to_highest(lang, brief):
    """"Any card: ... Announcements open to you: announce Re, no 90, no 60, no 30, or
    schwarz." ran to 119 cells; each announcement says the lower ones with it."""
    console = _console("doppelkopf", lang)
    _play_until(console, lambda c: c.state.phase == 1 and c.state.to_move == 0)
    if not any(m.party == 0 for m in console.state.legal_moves() if isinstance(m, Announce)):
        brief = brief.replace("Re", "Kontra")
    said = console.handle_line("moves")[0]
    assert said.short.endswith(brief), said.short
    assert cells(said.short, lang) <= TWO_WINDOWS
    assert "no 90" in said.text or "keine 90" in said.text  # spoken whole


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_the_last_trick_names_its_cards_in_their_code_on_the_braille_line(game_id, lang):
    """Play-testing, "letzter Stich" on the braille line ran to 127 cells in Whist ("Letzter
    Stich: West Herz-Zehn, du Kreuz-Ass (Herz abgestochen), ...") and 159 in Doppelkopf: the
    cards now go in their code by the seats' initials, as "status" has the trick, spoken
    whole as before."""
    console = _console(game_id, lang, seed=5)
    word = "last trick" if lang == "en" else "letzter stich"
    for trick in range(1, 9):
        _play_until(console, lambda c, n=trick: _tricks_taken(c) >= n)
        said, = console.handle_line(word)
        assert cells(said.short, lang) <= TWO_WINDOWS, said.short
        assert said.short != said.text and "⠀" not in said.short.split(":")[0]


def _tricks_taken(console: Console) -> int:
    state = console.state
    return len(state.tricks) if hasattr(state, "tricks") else sum(state.taken) + 13 * (
        state.deal_no - 1)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_the_trick_read_by_its_command_names_its_cards_in_their_code(game_id, lang):
    """"stich" on the braille line ran to 136 cells in Doppelkopf ("Gespielt wird:
    Normalspiel. Im Stich: Pik-Dame von Ost, Kreuz-Bube von Süd, Pik-König von West (Trumpf
    nicht bedient). Vorn liegt Ost, dein Partner.") and 83 in Whist: the heading, the cards
    in their code under the label and who is ahead, in two windows."""
    console = _console(game_id, lang, seed=5)
    word = "trick" if lang == "en" else "stich"
    for count in range(1, 25):
        _play_until(console, lambda c, n=count: _cards_played(c) >= n)
        said, = console.handle_line(word)
        assert cells(said.short, lang) <= TWO_WINDOWS, said.short
        if console.state.trick:
            assert said.short != said.text, said.short


def _cards_played(console: Console) -> int:
    state = console.state
    return len(state.played) if hasattr(state, "played") else 0


@pytest.mark.parametrize(("lang", "word", "said"), [
    ("de", "frei", "Kreuz frei: du, O, S; Kreuz, Herz frei: W."),
    ("en", "voids", "Void in clubs: you, E, S; void in clubs, hearts: W."),
])
def test_voids_name_the_seats_by_their_initials_on_the_braille_line(lang, word, said):
    """"frei" on the braille line ran to 135 cells ("Aus dem Spiel bekannt: du und Ost könnt
    Trumpf nicht bedienen; Süd kann Trumpf und Kreuz nicht bedienen; ..."): the suits, then
    the seats by their initials; spoken whole as before."""
    console = _console("doppelkopf", lang, seed=5)
    _play_until(console, lambda c: _cards_played(c) >= 30)
    answer, = console.handle_line(word)
    assert answer.short == said
    assert answer.text.startswith(("Aus dem Spiel bekannt:", "Known from play:"))


@pytest.mark.parametrize(("lang", "word"), [("de", "stapel"), ("en", "pile")])
def test_mau_mau_s_pile_reads_as_status_has_it_on_the_braille_line(lang, word):
    """"stapel" on the braille line ran to 134 cells ("Auf dem Stapel: Herz-Sieben. 11
    Karten im Talon. Karten auf der Hand: du hast 4, Spieler 2 hat 3, ..."): the pile in its
    code, the talon and the hands, as "status" has them."""
    console = _console("mau-mau", lang, seed=5)
    answer, = console.handle_line(word)
    assert cells(answer.short, lang) <= TWO_WINDOWS, answer.short
    prefix = "Stapel " if lang == "de" else "Pile "
    assert answer.short.startswith(prefix), answer.short
    assert "\u2800" <= answer.short[len(prefix)] <= "\u28ff", answer.short  # the card's code


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["whist", "doppelkopf"])
def test_cards_still_out_go_in_their_code_on_the_braille_line(game_id, lang):
    """"draußen" on the braille line ran to 138 cells ("9 Trümpfe sind noch draußen; die
    höchsten sind Kreuz-Ass, Kreuz-König und Kreuz-Bube. Höchste Karten draußen: Karo-Ass,
    Herz-Ass und Pik-Ass."): the cards go in their code, in fewer words; spoken whole."""
    console = _console(game_id, lang, seed=7)
    word = "out" if lang == "en" else "draußen"
    for count in (4, 12, 20, 28, 36):
        _play_until(console, lambda c, n=count: _cards_played(c) >= n)
        said, = console.handle_line(word)
        assert cells(said.short, lang) <= TWO_WINDOWS, said.short
        assert said.short != said.text, said.short  # in fewer words than spoken


@pytest.mark.parametrize(("lang", "word", "brief"), [
    ("de", "ansagen", "Angesagt: Re (du). Noch 3 Karten lang möglich: keine 90."),
    ("en", "announcements", "Announced: Re (you). Still open for 3 cards: no 90."),
])
def test_the_announcements_fit_the_braille_line(lang, word, brief):
    """"ansagen" after one's own Re ran to 84 cells on the braille line, up to keine 30 to 98
    ("Angesagt: Re bis keine 30 (du). Noch möglich, bevor du deine nächsten 5 Karten
    gespielt hast: schwarz.")."""
    console = seated("doppelkopf", lang, 2)
    console.handle_line("gesund")
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("re")
    said, = console.handle_line(word)
    assert said.short == brief
    assert said.text.startswith(brief.split(".")[0])
