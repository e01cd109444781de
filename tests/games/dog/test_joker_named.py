"""A joker named as a rank whose way is listed under another keeps the rank the player named
wherever the move is rebuilt from its notation. The king's way out of the kennel is the ace's,
listed once as the ace's; a play-tester typed "joker as king out" and heard the replay of the
saved game say "joker as ace"."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.core import Rank
from accessible_games.games.cards.dog.game import DogGame, DogState
from accessible_games.games.cards.dog.positions import arrange
from accessible_games.games.cards.dog.rules import Play
from accessible_games.session.console import Console
from accessible_games.session.replay import Replay
from accessible_games.session.saving import record_of, session_from_stored
from accessible_games.session.table import Seat, SeatKind
from accessible_games.storage.records import find_move, from_json, rebuild, to_json

KING_OUT = {"en": "joker as king out", "de": "Joker als König heraus"}


def _kennel_and_joker(game: DogGame) -> DogState:
    """North holds the red joker and a two, with one marble on the track and three in the
    kennel."""
    return arrange(game, {0: [5]}, {0: ["X", "2c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})


def test_the_named_rank_goes_through_the_notation_and_the_parts_and_back():
    game = DogGame()
    state = _kennel_and_joker(game)
    named = state.parse_move(KING_OUT["en"])
    assert isinstance(named, Play) and named.said_rank is Rank.KING
    joker = named.card
    assert named.notation == f"play {joker} as 13 66+0"
    for again in (state.parse_move(named.notation), find_move(state, named.notation),
                  *state.match_parts(named.parts)):
        assert isinstance(again, Play) and again.said_rank is Rank.KING, again
        assert again.notation == named.notation and again.parts == named.parts
    # One legal move, listed as the ace's way: its notation as before still reads (an older
    # record), as the ace.
    listed = next(m for m in state.legal_moves() if m == named)
    assert listed.notation == f"play {joker} as 14 66+0"
    old = state.parse_move(listed.notation)
    assert isinstance(old, Play) and old.said_rank is Rank.ACE and old == named
    assert len(state.match_parts(named.parts)) == 1


REPLAYED = {
    "en": "North plays the red joker as king and brings a marble out onto their start field 1.",
    "de": "Nord spielt Joker rot als König und bringt eine Kugel aus dem Zwinger auf das "
          "eigene Startfeld 1.",
}
"""A replay names the mover, and so the mover's places as theirs: not "North plays ... onto
your start field", as it said when the replay was first play-tested."""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_exported_game_replays_the_joker_as_the_rank_named(lang):
    game = DogGame()
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=0, state=_kennel_and_joker(game))
    console.opening()
    console.handle_line(KING_OUT[lang])
    record = from_json(to_json(record_of(console)))  # exported and read in again
    assert record.moves[0].endswith(" as 13 66+0")
    _, _, moves = rebuild(record)
    assert isinstance(moves[0], Play) and moves[0].said_rank is Rank.KING
    replay = Replay(session_from_stored(record, lang))
    back = replay.handle_line("back")[0].text  # from the end: the move as a replay tells it
    assert back == ("Taken back: " if lang == "en" else "Zurückgenommen: ") + REPLAYED[lang]
    replay.handle_line("first")
    said = replay.handle_line("next")[0].text
    assert said == REPLAYED[lang]
