"""A card refused at Whist (and Doppelkopf) for not following suit, as a deafblind player
reads it: the spoken sentence names the cards that may be played, and the display's line (40
cells, the language's default table) says the rule first and fits: "Follow suit: nine or queen
of diamonds."."""

from __future__ import annotations

import pytest

from accessible_games.frontends.speaker import Speaker
from accessible_games.lineup import REGISTRY
from accessible_games.output.setup import build_outputs
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.settings import Settings
from tests.consoles import seated

pytest.importorskip("louis", reason="liblouis python bindings are not installed")


@pytest.mark.parametrize(("lang", "seed", "said", "line"), [
    ("en", 3, "You must follow suit: you can play the nine of diamonds or the queen of diamonds.",
     "Follow suit: nine or queen of diamonds."),
    ("de", 3, "Du musst Farbe bedienen: du kannst Karo-Neun oder Karo-Dame spielen.",
     "Karo bedienen: Neun oder Dame."),
    # Four hearts may be played: their ranks would run past the line, the suit alone fits.
    ("en", 5, "You must follow suit: you hold hearts.", "Follow suit: hearts."),
    ("de", 5, "Du musst Farbe bedienen: du hast Herz.", "Herz bedienen."),
])
def test_a_renounce_is_refused_with_the_rule_first_on_one_line(lang, seed, said, line):
    outputs = build_outputs("recorder", "recorder", "recorder", lang)
    speaker = Speaker(outputs, Settings(), lang)
    me = seated("whist", lang, seed)
    legal = {getattr(m, "card", None) for m in me.observation.legal_moves}
    hand = me.state.hands[0]  # type: ignore[attr-defined]
    renounce = next(card for card in hand if card not in legal)
    reader = outputs.announcer.reader
    messages = me.handle_line(me.describer.names.card(renounce))  # type: ignore[attr-defined]
    assert [m.text for m in messages] == [said]
    speaker.say_session(me, messages)
    shown = reader.entries[-1].region
    assert shown.text == line
    assert len(shown.braille) <= 40, shown.braille
    # "why" repeats the refusal, on the display too.
    assert [(m.text, m.brief) for m in me.handle_line("why" if lang == "en" else "warum")] \
        == [(said, line)]


@pytest.mark.parametrize(("lang", "word", "both", "line"), [
    ("en", "seven", "You may play neither the seven of clubs nor the seven of hearts now. ",
     "Follow suit: nine or queen of diamonds."),
    ("de", "sieben", "Weder Kreuz-Sieben noch Herz-Sieben darfst du jetzt spielen. ",
     "Karo bedienen: Neun oder Dame."),
])
def test_a_word_that_fits_only_renounces_shows_the_rule_on_the_display(lang, word, both, line):
    """"seven" with the seven of clubs and of hearts in hand, diamonds led: the spoken
    refusal names both sevens, then the rule; the display shows the rule, on one line."""
    (refused,) = seated("whist", lang, 3).handle_line(word)
    assert refused.text.startswith(both), refused.text
    assert refused.brief == line


def _doppelkopf_refusals(lang: str, count: int) -> list[tuple[str, str | None]]:
    """The first ``count`` renounces of a seeded Doppelkopf deal, typed by their names at the
    person's turns (each turn then played with the first legal card): text and braille."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    me = Console.local(REGISTRY.create("doppelkopf"), seats, lang=lang, seed=1)
    me.opening()
    refused: list[tuple[str, str | None]] = []
    while len(refused) < count:
        while me.computer_to_move():
            me.computer_move()
        legal = me.observation.legal_moves
        plays = [m for m in legal if m.notation.startswith("play")]
        if not plays:  # the reservations first
            me.handle_line(next(m for m in legal if m.notation == "reserve healthy").notation)
            continue
        cards = {getattr(m, "card", None) for m in plays}
        hand = me.state.hands[0]  # type: ignore[attr-defined]
        renounce = next((c for c in hand if c not in cards), None)
        if renounce is not None:
            (said,) = me.handle_line(me.describer.names.card(renounce))  # type: ignore[attr-defined]
            refused.append((said.text, said.brief))
        me.handle_line(plays[0].notation)
    return refused


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Follow suit: ace or nine of clubs.", "Follow suit: trumps."]),
    ("de", ["Kreuz bedienen: Ass oder Neun.", "Trumpf bedienen."]),
])
def test_a_doppelkopf_renounce_has_its_line_too(lang, lines):
    """Doppelkopf's refusals to follow a plain suit or trumps, on one line each, the rule
    first; trumps of every suit are not named by their ranks."""
    said = _doppelkopf_refusals(lang, 2)
    assert [brief for _, brief in said] == lines
    assert all(brief is not None and len(brief) < len(text) for text, brief in said)
