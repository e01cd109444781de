"""Golden transcripts of card games at the table, through the Console, in both languages.

Four people play, each through their own console and by keys (``table_play``); the transcript
is what the first seat's console received: its own keys and answers, and every move as that
seat heard it. A whole Mau Mau game, a whole Whist deal, the hand queries at one moment of a
Whist deal, and the hand on a 40-cell braille line with the cursor's card marked.
"""

from __future__ import annotations

import pytest

from accessible_games.frontends.board_braille import hand_region
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind, Table
from tests.games.cards.table_play import K, play_turn_by_keys, said
from tests.golden import assert_golden

HUMAN = Seat(SeatKind.HUMAN)
LISTENER = 0
QUERIES = ("hand", "since")
"""What the listener asks at each of their turns before playing."""


def seat_table(game, seed: int, lang: str) -> tuple[Table, dict[int, Console]]:
    table = Table(game, [HUMAN] * game.num_players, seed=seed)
    consoles = {seat: Console(table, seat, lang) for seat in range(game.num_players)}
    return table, consoles


def whole_play(game, seed: int, lang: str, done) -> list[str]:
    table, consoles = seat_table(game, seed, lang)
    me = consoles[LISTENER]
    lines = said(me.opening())
    for seat, console in consoles.items():
        if seat != LISTENER:
            console.opening()
    while not table.is_over and not done(table.state):
        seat = table.to_move()
        console = consoles[seat]
        if seat == LISTENER:
            for query in QUERIES:
                lines += [f"> {query}", *said(me.handle_line(query))]
        steps = play_turn_by_keys(console)
        if seat == LISTENER:
            for key, answer in steps:
                lines += [f"[{key}]", *said(answer)]
        else:
            lines += said(me.catch_up())
        for other in consoles.values():
            if other is not me and other is not console:
                other.catch_up()
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_mau_mau_game_by_keys(lang):
    lines = whole_play(MauMauGame(), 7, lang, lambda state: False)
    assert any("Mau" in line for line in lines)
    assert_golden(f"mau-mau/table_game.{lang}", lines)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_whist_deal_by_keys(lang):
    lines = whole_play(WhistGame({"variant": "short"}), 5, lang,
                       lambda state: state.deal_no > 1)
    assert_golden(f"whist/table_deal.{lang}", lines)


def whist_after_tricks(lang: str, cards: int) -> tuple[Table, dict[int, Console]]:
    """A Whist table after ``cards`` cards have been played by keys."""
    table, consoles = seat_table(WhistGame(), 11, lang)
    for console in consoles.values():
        console.opening()
    for _ in range(cards):
        play_turn_by_keys(consoles[table.to_move()])
    for console in consoles.values():
        console.catch_up()
    return table, consoles


KEYS = [("Home", K.ROW_START), ("Right", K.RIGHT), ("Right", K.RIGHT), ("Down", K.DOWN),
        ("Down", K.DOWN), ("Up", K.UP), ("End", K.ROW_END), ("Right", K.RIGHT),
        ("N", K.PLAYABLE), ("Shift+N", K.PLAYABLE_BACK), ("K", K.HAND), ("T", K.TRICK),
        ("Shift+T", K.LAST_TRICK), ("G", K.SCORE), ("V", K.VOIDS), ("Shift+L", K.SINCE),
        ("A", K.THREATS), ("F6", K.ZONE), ("Right", K.RIGHT), ("F6", K.ZONE),
        ("Home", K.ROW_START), ("Enter", K.SELECT), ("W", K.WHY)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hand_queries(lang):
    table, consoles = whist_after_tricks(lang, 26)
    seat = table.to_move()
    me = consoles[seat]
    lines = [f"seat {seat}"]
    for name, kind in KEYS:
        lines += [f"[{name}]", *said(me.handle(Command(kind)))]
    for typed in ("board", "go 14", "go 1"):
        lines += [f"> {typed}", *said(me.handle_line(typed))]
    assert_golden(f"whist/hand_queries.{lang}", lines)


def test_a_hand_on_a_40_cell_braille_line_with_the_cursor_card_marked():
    table, consoles = seat_table(WhistGame(), 5, "en")
    me = consoles[0]
    me.opening()
    me.handle(Command(CommandKind.ROW_START))
    me.handle(Command(CommandKind.RIGHT))
    me.handle(Command(CommandKind.RIGHT))  # the third card
    region = hand_region(me)
    line = region.braille.ljust(40, "\u2800")
    assert len(region.braille) == 38 and len(line) == 40
    assert region.cursor == 6  # cards 1 and 2 with a blank after each
    unmarked = [chr(0x2800 | ((ord(c) - 0x2800) & 0x7F)) for c in region.braille]
    marked = [i for i, (c, u) in enumerate(zip(region.braille, unmarked)) if c != u]
    assert marked == [6, 7]
    assert_golden("whist/hand_cursor_braille", [line, me.handle(Command(K.HAND))[0].text])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_cards_drawn_at_once_are_one_sentence_for_the_drawer_and_unnamed_for_the_others(lang):
    """Sevens stacked on a player make them draw several cards: the drawer hears them named
    in one sentence (not a line per card); the other seats hear only how many were drawn."""
    table, consoles = seat_table(MauMauGame(), 7, lang)
    for console in consoles.values():
        console.opening()
    while not table.is_over:
        seat = table.to_move()
        before = set(table.state.hands[seat])  # type: ignore[attr-defined]
        own = [m for _, answer in play_turn_by_keys(consoles[seat]) for m in answer]
        others = {o: c.catch_up() for o, c in consoles.items() if o != seat}
        drawn = set(table.state.hands[seat]) - before  # type: ignore[attr-defined]
        if len(drawn) >= 2:
            break
    else:
        raise AssertionError("nobody drew two cards at once")
    names = [consoles[seat].describer.names.card(c) for c in sorted(drawn)]  # type: ignore
    naming = [m for m in own if any(name in m.text for name in names)]
    assert len(naming) == 1 and naming[0].audience == frozenset({seat})
    assert all(name in naming[0].text for name in names)
    for messages in others.values():
        text = " ".join(m.text for m in messages)
        assert str(len(drawn)) in text and not any(name in text for name in names), text
