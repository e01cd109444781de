"""A result counted per team names the winning team's count first, by the team's place in
the game's order of teams, not by the winner's seat number."""

from __future__ import annotations

import dataclasses

from accessible_games.engine import EndReason, Outcome
from accessible_games.games.teamdraw.game import TeamDrawGame
from accessible_games.lineup import describer_for


class EastWestFirst(TeamDrawGame):
    """Team draw with East and West's team listed first: its count stands first."""

    info = dataclasses.replace(TeamDrawGame.info, teams=((1, 3), (0, 2)))


def test_the_winning_team_s_count_is_read_at_its_team_s_place():
    describer = describer_for(EastWestFirst(), "en")
    outcome = Outcome(frozenset({1, 3}), EndReason.BOARD_FULL, (9, 3), scores_per_team=True)
    said = describer.outcome_text(outcome)
    assert "9 to 3" in said, said


def test_a_seat_s_count_is_read_at_its_seat():
    describer = describer_for(TeamDrawGame(), "en")
    outcome = Outcome(frozenset({3}), EndReason.BOARD_FULL, (1, 2, 3, 7))
    said = describer.outcome_text(outcome)
    assert "7 to 1" in said, said
