"""Mau Mau's status on the braille line: the turn with the pile, then the talon and the
hands, each line within two windows of a 40-cell display (80 cells), at the longest: a hot
seat (the turn names the seat), a jack's wish, hands of ten cards and more, seven players."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Suit
from accessible_games.games.cards.mau_mau.game import MauMauGame, MauMauState
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message
from accessible_games.session.console import Console, Seat, SeatKind
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.games.cards.test_mau_mau import card

TWO_WINDOWS = 2 * DISPLAY_CELLS


def table(counts: list[int], pile: str, turn: int, talon: int, **options: object
          ) -> MauMauState:
    """A running deal with ``counts`` cards in the hands, ``pile`` on top of the pile and
    ``talon`` cards in the talon, ``turn`` the seat to move."""
    game = MauMauGame({"players": len(counts), **options})
    state = game.new_state()
    state.pending = []
    top = card(game, pile)
    rest = [c for c in range(len(game.deck)) if c != top]
    state.hands = []
    for count in counts:
        state.hands.append(sorted(rest[:count], key=game.deck.sort_key))
        rest = rest[count:]
    state.discard, state.talon = [top], rest[:talon]
    hidden = game.deck.mask(c for c in range(len(game.deck)) if c != top)
    state.pub = [[hidden] * len(hand) for hand in state.hands]
    state.talon_mask = hidden
    state.turn, state.turned = turn, False
    return state


def status(lang: str, state: MauMauState, people: bool, direction: int = 1,
           names: dict[int, str] | None = None) -> list[Message]:
    """The answer to "status" at a table of ``state``, the listener in the first seat (a hot
    seat with ``people``: the seat to move), ``names`` the people's names online."""
    state.direction = direction
    players = len(state.hands)
    options = {"players": players,
               **({"deck": "double104"} if len(state.game.deck) > 52 else {})}
    game = REGISTRY.create("mau-mau", options)
    others = Seat(SeatKind.HUMAN) if people else Seat(SeatKind.COMPUTER, 1)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [others] * (players - 1),
                            lang=lang, seed=1, state=state)
    if names:
        console.describer.people = names
    return console.handle_line("status" if lang == "en" else "stand")


def _wished(state: MauMauState, suit: Suit) -> MauMauState:
    state.wish = suit.value
    return state


@pytest.mark.parametrize(("lang", "turn", "hands"), [
    ("en", "Player 3, your turn. Pile ⠚⠉, wish diamonds.",
     "Talon 11, hands: 5, 4, you 5, next 4."),
    ("de", "Spieler 3, du bist am Zug. Stapel ⠚⠉, Wunsch Karo.",
     "Talon 11, Hände: 5, 4, du 5, danach 4."),
])
def test_a_hot_seat_s_status_with_a_wish_is_the_turn_and_pile_then_the_hands(
        lang, turn, hands):
    """"Player 3, your turn. Pile ⠛⠙, wish diamonds. Talon 11, hands: 5, 4, you 5, 4." was
    one line of 86 cells (85 in German): the turn and the pile, which decide the card, now
    come first, the talon and the hands on the next line; the speech is as it was."""
    state = _wished(table([5, 4, 5, 4], "jc", turn=2, talon=11), Suit.DIAMONDS)
    first, second = status(lang, state, people=True)
    assert (first.short, second.short) == (turn, hands)
    assert first.text in ("Player 3, your turn.", "Spieler 3, du bist am Zug.")
    assert ("Wished suit: diamonds." if lang == "en" else "Gewünscht: Karo.") in second.text


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("counts", "turn", "direction", "people", "names"), [
    ([10, 13, 14, 15], 0, -1, False, None),  # "… hands: you 10, 13, 14, next 15." was 84
    ([10, 13, 14, 15], 2, 1, True, None),
    ([12, 13, 14, 15, 11, 10, 13], 3, -1, True, None),
    ([12, 13, 14, 15, 11, 10, 13], 0, 1, False, None),
    ([10, 13, 14, 15], 0, 1, False, {1: "bob", 2: "carl", 3: "dora"}),
])
def test_every_line_of_a_long_status_with_a_wish_fits_two_windows(
        lang, counts, turn, direction, people, names):
    state = _wished(table(counts, "jc", turn=turn, talon=11, deck="double104"), Suit.DIAMONDS)
    said = status(lang, state, people, direction, names)
    assert len(said) == 2
    assert [m.short for m in said if cells(m.short, lang) > TWO_WINDOWS] == []
    assert said[0].short.endswith(("Pile ⠚⠉, wish diamonds.", "Stapel ⠚⠉, Wunsch Karo."))
    assert "15" in said[1].short
