"""At an online table every sentence begins with a capital, where it opens with a person's
name as they signed up in lower case: "bob plays the ten of spades." became "Bob plays the
ten of spades." ("Bob spielt Pik-Zehn."), "ann's bot trumps ..." "Ann's bot trumps ...". A
name inside a sentence keeps its letters ("Tricks: ann and cy 0, ..."), and so does a name
opening an entry of a list ("On the table: bob the ten of spades")."""

from __future__ import annotations

import re

import pytest

from accessible_games.narration.catalog import catalog
from tests.online.away_table import NAMES, AwayTable

OPENING = re.compile(r"(?:^|[.!?] )(\w+)")
"""The first word of each sentence of a line ("bob" in "Tricks: 1. bob wins ...")."""
INSIDE = re.compile(r"[^.!?] (%s)\b" % "|".join(NAMES))
"""A name as it is said inside a sentence, after another word."""


def lower_openings(line: str) -> list[str]:
    """The sentences of ``line`` that begin with a small letter."""
    return [word for word in OPENING.findall(line) if word[:1].islower()]


@pytest.mark.parametrize("game", ["whist", "mau-mau", "doppelkopf"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_sentence_heard_at_the_table_begins_with_a_capital(lang: str, game: str) -> None:
    """ann hears a deal played by her, the others and their bots (seats 1 and 2 away in
    turn): no sentence she hears or reads begins with a name in lower case, and names
    inside sentences (of the moves, or of status) stay as they were typed."""
    table = AwayTable(lang, game=game, seed=2)
    heard: list[str] = []
    for n in range(40):
        if table.over:
            break
        table.set_away({1 + n // 10 % 2})
        table.step()
        heard += [line for m in table.console.catch_up() for line in (m.text, m.brief or "")]
    assert len(heard) > 20
    assert not [line for line in heard if lower_openings(line)], \
        [line for line in heard if lower_openings(line)][:5]
    status = [m.text for m in table.console.handle_line("status")]
    assert any(INSIDE.search(line) for line in heard + status), (heard + status)[:10]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_name_that_opens_a_list_entry_or_stands_inside_keeps_its_letters(lang: str) -> None:
    """The capital is the sentence's, not the name's: "Pass to bob. Bob, press Enter ...";
    a list entry ("bob the ten of spades") is no sentence of its own."""
    cat = catalog(lang)
    handover = cat.text("session.handover.pass", player="bob")
    assert handover.count("bob") == 1 and handover.count("Bob") == 1, handover
    assert handover.index("bob") < handover.index("Bob"), handover
    assert cat.text("whist.entry", player="bob", card="x").startswith("bob"), lang


@pytest.mark.parametrize(("lang", "key", "values", "said"), [
    ("de", "common.result.no_pieces", {"loser": "bob", "winner": "ann"},
     "Partie beendet: Bob hat keine Steine mehr. Ann gewinnt."),
    ("de", "doppelkopf.trick.fox", {"party": "ann", "player": "bob"},
     "Fuchs gefangen: Ann fängt den Fuchs von bob."),
    ("de", "common.brief.result.no_moves", {"winner": "ann", "loser": "bob"},
     "Ann gewinnt: Bob kann nicht ziehen."),
    # A list after a colon is no sentence: its names keep their letters.
    ("de", "doppelkopf.status.re", {"players": "ann und carl"}, "Re: ann und carl."),
    ("de", "cards.trick.ahead.brief.partner", {"player": "bob"}, "Vorn: bob, Partner."),
    ("de", "online.lobby.seat_away", {"seat": 2, "name": "bob"},
     "Platz 2: bob, abwesend, ein Bot spielt"),
    # English goes on in lower case after a colon; the name keeps the letters it was typed in.
    ("en", "common.result.no_pieces", {"loser": "bob", "winner": "ann"},
     "Game over: bob has no pieces left. Ann wins."),
])
def test_german_capitalises_a_whole_sentence_after_a_colon(lang, key, values, said) -> None:
    """Play-testing online in German: "Partie beendet: bob hat keine Steine mehr." where the
    catalog itself writes "Partie beendet: Du hast keine Steine mehr.": German begins a
    whole sentence after a colon with a capital. A name after a colon followed by its verb
    now takes one; a list after a colon does not."""
    assert catalog(lang).text(key, **values) == said


@pytest.mark.parametrize("game", ["checkers", "halma-dame"])
@pytest.mark.parametrize(("lang", "bot"), [("en", "Your bot "), ("de", "Dein Bot ")])
def test_a_move_s_braille_line_opens_with_its_mover_as_the_spoken_line_does(
        lang: str, bot: str, game: str) -> None:
    """ann, away, reads her bot's moves on the braille line: "your bot e3-d4" ("dein Bot
    e3-d4") where she hears "Your bot moves from e3 to d4.": the line is the sentence's
    short form and opens with the same capital now. A line of notation alone keeps its
    letters (the first word of each line here is a name or a side, never a square)."""
    table = AwayTable(lang, game=game, seed=2)
    table.set_away({0, 1})
    briefs: list[str] = []
    for _ in range(8):
        if table.over:
            break
        table.step()
        briefs += [m.brief for m in table.console.catch_up()
                   if m.brief and m.mover is not None and m.mover >= 0]
    assert any(line.startswith(bot) for line in briefs), briefs
    assert not [line for line in briefs if lower_openings(line)], briefs
