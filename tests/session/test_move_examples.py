"""The moves that help names as examples ("Type your move: a rook move such as d1-d4") are
moves a player can type at the start of the game, in both languages.

Play-testing Tablut: help offered e1-e4, and the attacker on e1 is boxed in by its own men at
the start; a player who copied the example heard a refusal. An example that shows only the
form of a move that cannot come up at the start (a capture, a chain of hops, castling) is
listed below with the reason; every other example must be legal at the start, for the side
that moves first (after the first roll, where a die is rolled for the move).
"""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.engine import State
from accessible_games.engine.types import InvalidMoveError, TurnKind
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.catalog import catalog
from accessible_games.session.words import notation_text

CARD_GAMES = ("mau-mau", "whist", "doppelkopf", "dog", "team-draw")
"""Games whose examples name cards (or play and roll): what can be played depends on the
deal, so no example can be promised for the start."""

FORM_ONLY = {
    # Captures: nothing can be taken before the first move.
    "c3xe5xg7", "28x19", "28x19x10", "c3xe5", "c3xe5xc7", "a4xa6", "a4xa6xc6", "c3xe5xc5",
    "e8-e7xd7", "c5-c3xd3", "exd5",
    "f6xd4xb2", "23x32", "23x32x41", "f6xd4", "a5xa3", "a5xa3xc3", "exd4",
    # Chains of hops: the start gives single hops at most.
    "c3-e5-c7", "c1-e3-g5", "a3-c5-e5", "f6-d4-f2", "d8-b6-d4", "f6-d4-d2",
    # Castling, a promotion, a drop from a reserve that is empty at the start.
    "O-O", "e7e8q", "N@f3", "S@f3", "e2e1q", "N@f6", "S@f6",
    # Alquerque's second player must capture at the first turn: a plain step comes later.
    "d4-d3",
    # Arimaa's push and pull: the second step moves an opposing piece, next to none at first.
    "d4 d5 d6", "d4 d3 d5",
}
"""Examples that show the form of a move that cannot be made at the start (or at the second
player's first turn)."""


SQUARE_RUN = re.compile(r"\b[a-z]\d{1,2}(?: [a-z]\d{1,2})+\b")
"""Square names parted by single spaces, one move typed as the game says it (Arimaa's
"e2 e3")."""


def _examples(text: str) -> list[str]:
    """The typed moves in a notation phrase: its words with a digit in them (squares parted
    by spaces together, as one move), and castling."""
    joined = SQUARE_RUN.sub(lambda m: m.group(0).replace(" ", "_"), text)
    words = (w.rstrip(".:").replace("_", " ") for w in re.split(r"[\s,;()\"„“”]+", joined))
    return [w for w in words if re.search(r"\d", w) or w.startswith("O-O")]


def _starts(game_id: str) -> list[State]:
    """The position at the start, or each position after the first roll."""
    state = REGISTRY.create(game_id).new_state(random.Random(1))
    if state.turn_kind is not TurnKind.CHANCE:
        return [state]
    starts = []
    for outcome, _ in state.chance_outcomes():
        rolled = state.copy()
        rolled.play(outcome)
        starts.append(rolled)
    return starts


def _legal_somewhere(states: list[State], typed: str) -> bool:
    for state in states:
        try:
            parts = state.parse_parts(typed)
        except InvalidMoveError:
            continue
        if len(state.match_parts(parts)) == 1:
            return True
    return False


BOARD_GAMES = [g for g in REGISTRY.ids() if g not in CARD_GAMES]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_every_example_of_a_move_in_help_is_legal_at_the_start(game_id: str, lang: str) -> None:
    game = REGISTRY.create(game_id)
    starts = _starts(game_id)
    text = notation_text(catalog(lang), game, starts[0])
    examples = _examples(text)
    assert examples, f"{game_id}: no example of a move in {text!r}"
    wrong = [e for e in examples if e not in FORM_ONLY and not _legal_somewhere(starts, e)]
    assert not wrong, f"{game_id} ({lang}): {wrong} cannot be played at the start: {text!r}"


def _second_turn(game_id: str) -> State | None:
    """The position after the first legal move (Tablut: the defenders' first turn); None
    where a die is rolled first."""
    state = REGISTRY.create(game_id).new_state(random.Random(1))
    if state.turn_kind is TurnKind.CHANCE:
        return None
    state.play(state.legal_moves()[0])
    return state


def test_form_only_examples_are_still_in_use() -> None:
    """No exemption outlives its example (said at the start or at the second turn)."""
    used = {e for g in BOARD_GAMES for lang in ("en", "de")
            for state in (None, _second_turn(g))
            for e in _examples(notation_text(catalog(lang), REGISTRY.create(g), state))}
    assert FORM_ONLY <= used, sorted(FORM_ONLY - used)


SECOND_AS_FIRST = {"kalah", "oware", "congkak", "gomoku"}
"""Games whose help says the same for both players: house numbers both count from their own
side, or any square."""


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", [
    g for g in BOARD_GAMES
    if REGISTRY.create(g).num_players == 2 and _second_turn(g) is not None])
def test_the_second_player_hears_examples_of_their_own_moves(game_id: str, lang: str) -> None:
    """Play-testing Tablut as the Swedes: help offered the attackers' d1-d4, which no
    defender can make; every game of two said the first player's moves to both. On the
    second player's turn every example is legal after some first move."""
    game = REGISTRY.create(game_id)
    start = game.new_state(random.Random(1))
    afters = []
    for move in start.legal_moves():
        after = start.copy()
        after.play(move)
        afters.append(after)
    text = notation_text(catalog(lang), game, afters[0])
    if game_id in SECOND_AS_FIRST:
        assert text == notation_text(catalog(lang), game, start)
        return
    examples = _examples(text)
    assert examples, text
    wrong = [e for e in examples if e not in FORM_ONLY and not _legal_somewhere(afters, e)]
    assert not wrong, f"{wrong} cannot be played by the second player: {text!r}"


def _square_forms(text: str) -> set[str]:
    """How the squares in ``text`` are written: "a1" for a letter and a number (c3), "1" for
    a number alone (11, a house)."""
    return {"a1" if square[0].isalpha() else "1" for square in re.findall(r"[a-z]?\d+", text)}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_help_s_first_example_names_squares_as_the_list_of_moves_does(game_id: str,
                                                                      lang: str) -> None:
    """The checkers tutorial listed the moves as "a3 to b4" and help's first example was
    "11-15", square numbers the pupil had heard nowhere: the first example a player hears
    is typed in the squares the game names its moves with, on either side's turn."""
    game = REGISTRY.create(game_id)
    describer = describer_for(game, lang)
    second = _second_turn(game_id)
    for state in [_starts(game_id)[0], *([second] if second is not None else [])]:
        first = _examples(notation_text(catalog(lang), game, state))[0]
        state.parse_parts(first)  # a move of the game (not raising InvalidMoveError)
        shown = describer.move_text(state.legal_moves()[0])
        assert _square_forms(first) == _square_forms(shown), (first, shown)
