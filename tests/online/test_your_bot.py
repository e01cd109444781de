"""A person back at an online card table hears what the bot played for her while she was
away as her bot's, named to her: "your bot" ("dein Bot"), in the summary, in since and on
the table; the others hear it as "ann's bot"."""

from __future__ import annotations

import re

import pytest

from accessible_games.narration.catalog import catalog
from accessible_games.online.away import away_summary
from tests.online.away_table import AwayTable

WORDS = {
    "en": {"since": "since", "trick": "trick", "by": "by your bot",
           "took": "Your bot took the trick.",
           "wins": "Your bot wins the trick with the king of spades.",
           "table": r"On the table: .*\byour bot the ",
           "others": "Ann's bot plays ",
           "yours": r"\bby you\b|You took the trick|\byou the |\b[Aa]nn's bot|\bby ann\b"},
    "de": {"since": "seither", "trick": "stich", "by": "von deinem Bot",
           "took": "Dein Bot hat den Stich bekommen.",
           "wins": "Dein Bot gewinnt den Stich mit Pik-König.", "table": r"Im Stich: .*\bdein Bot ",
           "others": "Anns Bot spielt ",
           "yours": r"\bvon dir\b|Du hast den Stich|\bdu [A-Z]|\b[Aa]nns Bot|\bvon ann\b"},
}


def _away_then_back(lang: str) -> AwayTable:
    """ann (seat 0) plays a card herself, is away while her bot plays some tricks, and is
    back while a card of her bot's lies in the trick, bob (seat 1) to move; bob's console
    hears it all too."""
    table = AwayTable(lang, seed=4, others=(1,))
    while not any(h.made_by(0) for h in table.console.heard):
        table.step()
    table.set_away({0})
    while not _bot_card_lies_before_bob(table):
        table.step()
    table.set_away(set())
    table.deliver()
    table.console.catch_up()
    return table


def _bot_card_lies_before_bob(table: AwayTable) -> bool:
    """ann's bot has played 8 cards or more, and one of them lies in the trick, bob to
    follow it."""
    state = table.live.table.state  # type: ignore[union-attr]
    return (sum(h.stand_in for h in table.console.heard) >= 8 and len(state.trick) >= 2
            and state.to_move == 1 and table.console.stood_in_now() == {0})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_person_back_hears_her_bot_s_cards_as_your_bot_s(lang: str) -> None:
    """She heard "the five of spades by ann's bot", "ann's bot took the trick", her own
    name in the third person ("Pik-Fünf von anns Bot"), and on the table her bot's card as
    her own ("you the nine of diamonds"), and the trick it took once she was back as hers
    ("You win the trick with ..."). To her it is "your bot" ("von deinem Bot", "Dein Bot
    hat den Stich bekommen", "your bot wins the trick"); bob hears "ann's bot"."""
    words = WORDS[lang]
    table = _away_then_back(lang)
    console = table.console
    summary = " ".join(m.text for m in away_summary(console, catalog(lang)))
    since = " ".join(m.text for m in console.handle_line(words["since"]))
    on_table = " ".join(m.text for m in console.handle_line(words["trick"]))
    for said in (summary, since):
        assert words["by"] in said, said
        assert not re.search(words["yours"], said), said
    # A sentence that begins with her bot begins with a capital; an entry of a list does not.
    assert words["took"] in since, since
    assert re.search(words["table"], on_table), on_table
    assert not re.search(words["yours"], on_table), on_table
    table.step()  # bob follows: her bot's king takes the trick, as she hears it now
    won = " ".join(m.text for m in console.catch_up())
    assert words["wins"] in won and not re.search(words["yours"], won), won
    bob = table.consoles[1].heard[-2].message.text  # ann's bot's card, as bob heard it
    assert bob.startswith(words["others"]), bob
