"""Whose turn it is: said to the person who plays that seat, about a seat to everyone else."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.replay import Replay

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)

YOURS = {"en": "Black, your turn.", "de": "Schwarz, du bist am Zug."}
ABOUT = {"en": "Black to move.", "de": "Schwarz ist am Zug."}
ABOUT_WHITE = {"en": "White to move.", "de": "Weiß ist am Zug."}


def checkers(seats, lang: str, viewer=None) -> Console:
    game = REGISTRY.create("checkers")
    if viewer is None:
        return Console.local(game, list(seats), lang=lang, seed=1)
    return Console.local(game, list(seats), lang=lang, seed=1, viewer=viewer)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_player_hears_their_turn_said_to_them_with_their_side(lang):
    console = checkers([HUMAN, COMPUTER], lang)
    assert console.opening()[-1].text == YOURS[lang]
    status = console.handle_line("status" if lang == "en" else "stand")[0].text
    assert status.startswith(YOURS[lang])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_players_sharing_a_keyboard_are_each_addressed_by_their_side(lang):
    console = checkers([HUMAN, HUMAN], lang)
    assert console.turn_text() == YOURS[lang]
    console.handle_line("11-15")
    assert console.turn_text() == {"en": "White, your turn.", "de": "Weiß, du bist am Zug."}[lang]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_computer_seat_and_a_spectator_hear_the_turn_told_about_a_side(lang):
    """A demo told as a computer's seat and a spectator: nobody there plays the seat to move."""
    demo = checkers([COMPUTER, COMPUTER], lang, viewer=0)
    assert demo.addressed is None and demo.turn_text() == ABOUT[lang]
    watcher = Console(checkers([HUMAN, COMPUTER], lang).table, None, lang)
    assert watcher.addressed is None and watcher.turn_text() == ABOUT[lang]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_replay_tells_the_turn_about_a_side(lang):
    console = checkers([HUMAN, HUMAN], lang)
    console.handle_line("11-15")
    replay = Replay(console)
    status = replay.handle_line("status" if lang == "en" else "stand")[0].text
    assert status.startswith(ABOUT_WHITE[lang])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["South sows 4 seeds from house 3, the last into South's store.",
            "South sows 4 seeds from house 1, the last into South house 5."]),
    ("de", ["Süd sät 4 Samen aus Haus 3, den letzten in den Südspeicher.",
            "Süd sät 4 Samen aus Haus 1, den letzten in Südhaus 5."]),
])
def test_a_replay_tells_the_last_move_about_a_side(lang, said):
    """A replay addresses nobody: "last" names the side, not "You sow" (the answers of last
    and since are told again to the person asking only where somebody is addressed)."""
    console = Console.local(REGISTRY.create("kalah"), [HUMAN, COMPUTER], lang=lang, seed=1)
    console.opening()
    for typed in ("3", "1"):
        console.handle_line(typed)
    replay = Replay(console)
    assert [m.text for m in replay.handle_line("last" if lang == "en" else "letzter")] == said


@pytest.mark.parametrize(("game", "seat_to_move", "plain", "yours"), [
    ("rakado", 0, "White to move with", "White, your move with"),
    ("kalah", 0, "South to move.", "South, your turn."),
    ("wolf-und-schafe", 0, "The sheep to move.", "Sheep, your turn."),
    ("tablut", 0, "The Muscovites are to move.", "Muscovites, your turn."),
])
def test_each_game_s_own_turn_sentence_has_a_form_said_to_the_player(game, seat_to_move, plain,
                                                                      yours):
    console = Console.local(REGISTRY.create(game), [HUMAN, HUMAN], lang="en", seed=1)
    console.opening()  # Rakado's first roll
    describer, state = console.describer, console.state
    assert state.to_move == seat_to_move
    assert describer.turn_text(state).startswith(plain)
    assert describer.turn_text(state, seat_to_move).startswith(yours)
    assert describer.turn_text(state, 1 - seat_to_move).startswith(plain)


YOU_PLAY = {
    ("whist", "en"): ("You play the queen of hearts.", "North plays the queen of hearts."),
    ("whist", "de"): ("Du spielst Herz-Dame.", "Nord spielt Herz-Dame."),
    ("doppelkopf", "en"): ("You play the queen of hearts.", "Queen of hearts from North."),
    ("doppelkopf", "de"): ("Du spielst Herz-Dame.", "Herz-Dame von Nord."),
    ("mau-mau", "en"): ("You play the queen of hearts.", "Player 1 plays the queen of hearts."),
    ("mau-mau", "de"): ("Du spielst Herz-Dame.", "Spieler 1 spielt Herz-Dame."),
}


@pytest.mark.parametrize(("game_id", "lang"), sorted(YOU_PLAY))
def test_the_player_hears_their_own_card_told_to_them(game_id, lang):
    """Play-testers heard their own cards as "North plays ..." beside "North, your turn.".
    The describer told whom it addresses says "You play ..."; told nobody (a spectator, a
    replay, a demo from a computer's seat) it names the seat."""
    from accessible_games.games.cards.core import Face, Rank, Suit
    from accessible_games.games.cards.events import CardPlayed
    from accessible_games.lineup import describer_for

    game = REGISTRY.create(game_id, {})
    describer = describer_for(game, lang)
    card = game.deck.ids_of(Face(Rank.QUEEN, Suit.HEARTS))[0]  # type: ignore[attr-defined]
    said_to, said_about = YOU_PLAY[(game_id, lang)]
    describer.you = 0
    assert describer.event_line(CardPlayed(0, card)) == said_to  # type: ignore[attr-defined]
    describer.you = None
    assert describer.event_line(CardPlayed(0, card)) == said_about  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "last", ["North sows 4 seeds from house 3, the last into North's store.",
                    "North sows 5 seeds from house 5, the last into your house 3."]),
    ("de", "seit", ["Nord sät 4 Samen aus Haus 3, den letzten in den Nordspeicher.",
                    "Nord sät 5 Samen aus Haus 5, den letzten in dein Haus 3."]),
])
def test_a_hot_seat_player_hears_the_others_moves_told_to_them(lang, asked, said):
    # Kalah: North's last seed in the store gave North another turn, so that sowing was told to
    # North ("You sow 4 seeds from house 3"); South, asking next, heard it as their own move.
    console = Console.local(REGISTRY.create("kalah"), [HUMAN, HUMAN], lang=lang, seed=1)
    for typed in ("1", "3", "5"):
        console.handle_line(typed)
    assert [m.text for m in console.handle_line(asked)] == said
