"""The shared table of refusals on the braille line (Describer.brief_keys): a sub-reason's
own key, and an entry that says a refusal whole where the shared table has a short form."""

from __future__ import annotations

from accessible_games.engine import Reason, ReasonCode
from accessible_games.lineup import REGISTRY, describer_for


def test_a_sub_reason_picks_its_own_key_even_without_a_place():
    game = REGISTRY.create("reversi")
    state = game.new_state()
    describer = describer_for(game, "en")
    describer.brief_keys = {(ReasonCode.NOT_PLAYABLE, 7): "reason.not_legal"}
    picked = describer.reason(Reason(ReasonCode.NOT_PLAYABLE, (), (), 7), state)
    other = describer.reason(Reason(ReasonCode.NOT_PLAYABLE, (), (), 8), state)
    assert picked.brief == describer.t("reason.not_legal")
    assert other.brief is None


def test_a_game_s_none_says_a_shared_short_form_whole():
    game = REGISTRY.create("international-draughts")
    state = game.parse_position("W:WK28,23:B5")
    reason = state.explain(state.parse_parts("28-23"))
    describer = describer_for(game, "en")
    assert describer.reason(reason, state).brief is not None  # the shared short form
    describer.brief_keys = {reason.code: None}
    assert describer.reason(reason, state).brief is None
