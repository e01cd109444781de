"""TSR 7.1 and 7.2 worked by hand on the pure scoring functions."""

from __future__ import annotations

from accessible_games.games.cards.doppelkopf.scoring import (
    BASE,
    KONTRA,
    NO60,
    NO90,
    NOTHING,
    RE,
    SCHWARZ,
    Specials,
    score,
    seat_points,
    winner,
)

NONE = (NOTHING, NOTHING)


def test_re_wins_with_151_each_re_player_scores_two():
    result = score(151, (8, 4), NONE, Specials(), True)
    assert result.winner == RE
    assert [i.value for i, _, _ in result.items] == ["won", "under_90"]
    assert result.value == 2
    assert seat_points(result.value, (0, 2)) == (2, -2, 2, -2)


def test_the_same_split_won_by_kontra_scores_three_with_against_the_old_ones():
    result = score(89, (4, 8), NONE, Specials(), True)
    assert result.winner == KONTRA
    assert sorted(i.value for i, _, _ in result.items) == ["against_the_old", "under_90", "won"]
    assert result.value == -3
    assert seat_points(result.value, (1, 3)) == (3, -3, 3, -3)


def test_re_announced_and_130_is_worth_three_not_a_doubled_value():
    result = score(130, (7, 5), (BASE, NOTHING), Specials(), True)
    assert result.winner == RE and result.value == 3


def test_the_winning_thresholds_of_tsr_7_1():
    assert winner(121, (6, 6), NONE) == RE
    assert winner(120, (6, 6), NONE) == KONTRA
    assert winner(120, (6, 6), (NOTHING, BASE)) == RE  # only Kontra said: Re wins with 120
    assert winner(120, (6, 6), (BASE, BASE)) == KONTRA
    assert winner(150, (8, 4), (NO90, NOTHING)) == KONTRA  # Kontra reached 90
    assert winner(151, (8, 4), (NO90, NOTHING)) == RE
    assert winner(60, (3, 9), (NOTHING, NO60)) == RE  # Re reached 60 against no 60
    assert winner(59, (3, 9), (NOTHING, NO60)) == KONTRA
    assert winner(230, (11, 1), (SCHWARZ, NOTHING)) == KONTRA  # one trick beats schwarz
    assert winner(140, (8, 4), (NO90, NO90)) is None  # both missed their targets


def test_no_90_said_and_missed():
    """Re says no 90 and takes 140: Kontra wins with 100 (it needed 90). Kontra scores won 1,
    Re said 2, no 90 said 1, against the old ones 1 = 5 (100 is short of 120 against no 90)."""
    result = score(140, (8, 4), (NO90, NOTHING), Specials(), True)
    assert result.winner == KONTRA
    assert result.value == -5


def test_both_parties_miss_only_the_marks_reached_and_specials_count():
    """Re no 90 with 140, Kontra no 90 with 100: nobody wins. Re reached 120 against Kontra's
    no 90 (+1 Re); Kontra's 100 is short of 120; a Doppelkopf for Kontra: net 0."""
    result = score(140, (8, 4), (NO90, NO90), Specials(doppelkopf=(0, 1)), True)
    assert result.winner is None
    assert sorted((i.value, p) for i, p, _ in result.items) == [("doppelkopf", KONTRA),
                                                                 ("reached_120", RE)]
    assert result.value == 0


def test_a_solo_is_tripled_for_the_soloist_without_special_points():
    """A soloist with 190 (Kontra under 90 and 60) and Re said: 1+1+1+2 = 5, the soloist +15,
    each opponent -5; the fox and Doppelkopf found are ignored in a solo."""
    result = score(190, (10, 2), (BASE, NOTHING), Specials(doppelkopf=(1, 0), fox=(0, 1)),
                   False)
    assert result.value == 5
    assert seat_points(result.value, (2,)) == (-5, -5, 15, -5)
    lost = score(100, (5, 7), NONE, None, False)
    assert seat_points(lost.value, (2,)) == (1, 1, -3, 1)


def test_special_points_that_net_out_leave_the_game_value():
    specials = Specials(doppelkopf=(1, 0), fox=(1, 1), charlie=(0, 1))
    result = score(187, (9, 3), NONE, specials, True)
    assert result.total(RE) == 5 and result.total(KONTRA) == 2
    assert result.value == 3
