"""At an online table a trick is taken by whoever played the card that took it: a person, or
the bot that played for them while they were away ("bob's bot"), as that card was named,
whoever holds the seat when the trick ends.

The console here is the online one at a table of four people; the session's part (the
away and back notices renaming a seat while the bot plays it) is done by hand, and a bot's
card for a person away is marked as the server marks it (``stand_in``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from accessible_games.engine import Move
from accessible_games.lineup import REGISTRY
from accessible_games.online.away import stand_in_name
from accessible_games.online.remote import OnlineConsole
from accessible_games.session.console import Seat, SeatKind
from accessible_games.session.table import Turn

NAMES = {0: "ann", 1: "bob", 2: "cid", 3: "dan"}
BOB = 1


class AwayTable:
    """dan's console (West) at a Whist table of ann, bob, cid and dan (seed 3: bob leads
    the ten of spades, which takes the first trick when each other seat plays its lowest
    legal card)."""

    def __init__(self, lang: str) -> None:
        self.console = OnlineConsole.local(REGISTRY.create("whist"),
                                           [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=3,
                                           viewer=3)
        self.console.persons = dict(NAMES)
        self.console.people = dict(NAMES)
        self.console.describer.people = dict(NAMES)
        self.console.describer.persons = dict(NAMES)
        self.away: set[int] = set()
        table = self.console.table
        table.watchers.remove(self.console._hear)
        table.watchers.append(self._marked)
        self.console.opening()
        self.console.catch_up()

    def _marked(self, turn: Turn) -> None:
        self.console._hear(replace(turn, stand_in=turn.mover in self.away))

    def gone(self, seat: int) -> None:
        """The seat's person is away: a bot plays for them, named as theirs (as the
        session names it on the away notice)."""
        self.away.add(seat)
        self.console.describer.people = {
            **NAMES, seat: stand_in_name(self.console.words.cat, NAMES[seat])}

    def back(self, seat: int) -> None:
        self.away.discard(seat)
        self.console.describer.people = dict(NAMES)

    def play(self, move: Move | None = None) -> list[str]:
        """The seat to move plays ``move`` (its lowest legal card, bob his highest)."""
        state = self.console.table.state
        legal = state.legal_moves()
        seat = state.to_move
        chosen = move or (legal[-1] if seat == BOB else legal[0])
        self.console.table.submit(seat, chosen)
        return [m.text for m in self.console.catch_up()]


WORDS = {
    "en": {"bot_plays": "Bob's bot plays the ten of spades.",
           "ahead_bot": "Bob's bot, your partner, is winning so far.",
           "won_bot": "Bob's bot wins the trick with the ten of spades.",
           "took_bot": "Bob's bot took the trick.", "bob_plays": "Bob plays the ten of spades.",
           "won_bob": "Bob wins the trick with the ten of spades.",
           "ahead_bob": "Bob, your partner, is winning so far.", "since": "since",
           "tricks": "Tricks: ann and cid 0, you and bob 1."},
    "de": {"bot_plays": "Bobs Bot spielt Pik-Zehn.",
           "ahead_bot": "Vorn liegt bobs Bot, dein Partner.",
           "won_bot": "Bobs Bot gewinnt den Stich mit Pik-Zehn.",
           "took_bot": "Bobs Bot hat den Stich bekommen.", "bob_plays": "Bob spielt Pik-Zehn.",
           "won_bob": "Bob gewinnt den Stich mit Pik-Zehn.",
           "ahead_bob": "Vorn liegt bob, dein Partner.", "since": "seither",
           "tricks": "Stiche: ann und cid 0, du und bob 1."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_trick_taken_by_the_bot_s_card_is_the_bot_s_though_bob_is_back(lang: str) -> None:
    """bob was away, his bot led the ten of spades for him, and he was back before the
    trick ended: the others heard "bob took the trick" (the seat's person now), though the
    card was "bob's bot plays the ten of spades". The trick, who is winning it so far, and
    since name the taker as the card was named."""
    words = WORDS[lang]
    at = AwayTable(lang)
    at.gone(BOB)
    assert at.play() == [words["bot_plays"], at.console.turn_message().text]
    at.back(BOB)
    said = at.play()  # cid
    assert words["ahead_bot"] in said[-1], said
    at.play()  # dan, the viewer
    said = at.play()  # ann, the trick's last card
    assert words["won_bot"] in said[0], said
    since = " ".join(m.text for m in at.console.handle_line(words["since"]))
    assert since.endswith(words["took_bot"]), since


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_trick_taken_by_bob_s_own_card_is_his_though_he_went_away(lang: str) -> None:
    """bob led the ten of spades himself and left before the trick ended: it was said
    "bob's bot wins the trick with the ten of spades". His own card's trick is his."""
    words = WORDS[lang]
    at = AwayTable(lang)
    assert at.play()[0] == words["bob_plays"]
    at.gone(BOB)
    said = at.play()  # cid
    assert words["ahead_bob"] in said[-1], said
    at.play()  # dan
    said = at.play()  # ann
    assert words["won_bob"] in said[0], said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_partnership_is_named_by_its_people_while_a_bot_plays_for_one(lang: str) -> None:
    """Playing the deal through online, ann heard "Tricks: you and bob's bot 2" once bob
    had gone, though bob had taken both tricks himself: the partnership stays bob's while
    his bot plays his cards (and the others hear it by his name, not his bot's)."""
    words = WORDS[lang]
    at = AwayTable(lang)
    at.gone(BOB)
    for _ in range(4):
        said = at.play()
    assert words["won_bot"] in said[0] and words["tricks"] in said[0], said


TRICK = {
    "en": ("trick", "On the table: bob's bot the ten of spades and cid the two of spades.",
           "On the table: bob the ten of spades and cid the two of spades."),
    "de": ("stich", "Im Stich: bobs Bot Pik-Zehn und cid Pik-Zwei.",
           "Im Stich: bob Pik-Zehn und cid Pik-Zwei."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_trick_names_who_played_each_card(lang: str) -> None:
    """"trick" named each card by who holds its seat now: "bob the ten of spades" though
    his bot had played it before he was back, "bob's bot the ten of spades" though bob had
    played it himself before he went. It names who played the card, as it was told."""
    word, by_bot, by_bob = TRICK[lang]
    at = AwayTable(lang)
    at.gone(BOB)
    at.play()  # bob's bot leads
    at.back(BOB)
    at.play()  # cid
    trick = at.console.handle_line(word)[0].text
    assert by_bot in trick, trick
    at = AwayTable(lang)
    at.play()  # bob himself leads
    at.gone(BOB)
    at.play()  # cid
    trick = at.console.handle_line(word)[0].text
    assert by_bob in trick, trick
