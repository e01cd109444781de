"""Agreement with OpenSpiel's ``oware`` (Abapa, 6 houses, 4 seeds) over 300 seeded random games.

OpenSpiel's rule choices, read from its source (games/oware.cc) and confirmed by the games below:

* sowing skips the emptied house on later laps; captures of 2s and 3s go backward while on the
  opponent's side (ours);
* a grand slam is legal and captures nothing (our default ``grand_slam=no_capture``);
* must feed: with the opponent's houses empty only moves that reach them are legal; without such
  a move the game ends and each player takes the seeds on their own side (ours);
* the game ends at more than half the seeds in a store, or both exactly half (ours);
* a position that occurs a **second** time (since the last capture, which is the same thing)
  ends the game, each side taking its own seeds. We end on the third occurrence by default
  (D3.2), so the full comparison uses our option ``repetitions=2``; a second test compares our
  default game move by move until OpenSpiel stops for a repetition;
* when it ends for majority it also moves the seeds left on each side to their owner's score;
  our outcome keeps the stores as they are (25 wins; the rest is not counted), so the scores are
  compared with the houses added, and the winner directly.

Its board lists the 12 houses only (0-5 player 0's, 6-11 player 1's, counter-clockwise) and the
observation tensor divides every count by the total; our pit is its house, plus one for North.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import EndReason
from accessible_games.games.mancala.oware import OwareGame, OwareMove

pyspiel = pytest.importorskip("pyspiel")

TOTAL = 48


def their_pits(spiel_state) -> list[int]:  # type: ignore[no-untyped-def]
    """OpenSpiel's houses and scores in our pit order."""
    tensor = spiel_state.observation_tensor(0)
    seeds = [round(x * TOTAL) for x in tensor[:12]]
    scores = [round(x * TOTAL) for x in tensor[12:14]]
    return seeds[:6] + [scores[0]] + seeds[6:] + [scores[1]]


def test_mapping_on_the_start_position() -> None:
    # South's house 3 (action 2) sows 4 seeds into houses 4, 5, 6 and North's house 1.
    spiel = pyspiel.load_game("oware").new_initial_state()
    spiel.apply_action(2)
    ours = OwareGame().new_state()
    ours.apply(OwareMove(2))
    assert their_pits(spiel) == ours.pits == [4, 4, 0, 5, 5, 5, 0, 5, 4, 4, 4, 4, 4, 0]
    assert spiel.current_player() == ours.to_move == 1


def _play(seed: int, game: OwareGame, spiel_game, until_repetition: bool):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    ours = game.new_state()
    theirs = spiel_game.new_initial_state()
    while not theirs.is_terminal():
        assert not ours.is_terminal(), f"seed {seed}: we ended early at {ours.to_text()}"
        assert theirs.current_player() == ours.to_move
        assert their_pits(theirs) == ours.pits, f"seed {seed}"
        legal = [m.pit for m in ours.legal_moves()]
        theirs_legal = [ours.layout.pit_of(ours.to_move, a + 1) for a in theirs.legal_actions()]
        assert legal == theirs_legal, f"seed {seed}: {ours.to_text()}"
        pit = rng.choice(legal)
        ours.play(OwareMove(pit))
        theirs.apply_action(ours.layout.house_number(pit) - 1)
        if until_repetition and theirs.is_terminal() and not ours.is_terminal():
            # OpenSpiel stopped at a second occurrence; we play on to the third (D3.2).
            assert ours._seen[ours.key()] == 2, f"seed {seed}"
            return ours, theirs, False
    return ours, theirs, True


def test_random_games_agree() -> None:
    game = OwareGame({"repetitions": 2})
    spiel_game = pyspiel.load_game("oware")
    reasons: dict[EndReason, int] = {}
    for seed in range(300):
        ours, theirs, _ = _play(seed, game, spiel_game, until_repetition=False)
        assert ours.is_terminal(), f"seed {seed}: OpenSpiel ended, we did not: {ours.to_text()}"
        outcome = ours.outcome()
        assert outcome is not None and outcome.scores is not None
        assert outcome.returns(2) == tuple(theirs.returns()), f"seed {seed}"
        board = their_pits(theirs)
        expected = (board[6], board[13])
        if outcome.reason is EndReason.MAJORITY:
            expected = (board[6] - ours.seeds_on_side(0), board[13] - ours.seeds_on_side(1))
        assert outcome.scores == expected, f"seed {seed}"
        reasons[outcome.reason] = reasons.get(outcome.reason, 0) + 1
    # The comparison covered every way an Oware game ends.
    assert set(reasons) == {EndReason.MAJORITY, EndReason.NO_MOVES, EndReason.REPETITION}


def test_default_game_agrees_until_a_repetition() -> None:
    game = OwareGame()
    spiel_game = pyspiel.load_game("oware")
    stopped = 0
    for seed in range(200):
        ours, theirs, finished = _play(seed, game, spiel_game, until_repetition=True)
        if finished:
            assert ours.is_terminal() and ours.outcome().returns(2) == tuple(theirs.returns())
        else:
            stopped += 1
    assert 0 < stopped < 200
