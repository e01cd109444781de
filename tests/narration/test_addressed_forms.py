"""One choice of the form that speaks to the listener (".you", ".yours"), made by the catalog
(:meth:`.Catalog.addressed`) for the describer's sentences and the card queries' alike."""

from __future__ import annotations

import pytest

from accessible_games.narration.catalog import catalog
from tests.consoles import seated


@pytest.mark.parametrize(("key", "form", "chosen"), [
    ("common.turn", ".yours", "common.turn.yours"),
    ("common.turn", "", "common.turn"),
    ("hand.since.entry", ".you", "hand.since.entry.you"),
    ("common.reason.occupied", ".you", "common.reason.occupied"),  # it has no such form
])
def test_the_listener_s_form_is_chosen_only_where_the_catalog_has_it(
        key: str, form: str, chosen: str) -> None:
    assert catalog("en").addressed(key, form) == chosen


def test_the_card_queries_and_the_describer_choose_the_same_way() -> None:
    """``CardQueries._by`` once added ".you" without asking the catalog: a key with no such
    form would have named a message that does not exist."""
    console = seated("whist", "de", 1)
    you = console.describer.you
    assert you is not None
    assert console._by("hand.since.entry", you) == "hand.since.entry.you"
    assert console._by("hand.since.entry", (you + 1) % 4) == "hand.since.entry"
    assert console._by("common.reason.occupied", you) == "common.reason.occupied"
    assert console.describer.did("move.receive", you, card="x").startswith("Du ")
