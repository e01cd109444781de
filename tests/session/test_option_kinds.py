"""A switch's on/off and a number are not the same value to the options, though Python counts
False as 0: OptionEditor.set(dealer, False) set the first dealer to False and said "First
dealer: off"; a switch set to 0 said "Must play if able: 0"."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import InvalidOptionError
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.option_editor import OptionEditor

REFUSED = {
    ("dealer", False): {"en": "First dealer cannot be “off”; the option stays as it was.",
                        "de": "Erster Geber kann nicht „aus“ sein; die Option bleibt, "
                              "wie sie war."},
    ("must_play", 0): {"en": "Must play if able cannot be “0”; the option stays as it was.",
                       "de": "Legezwang kann nicht „0“ sein; die Option bleibt, wie sie war."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("key", "value"), list(REFUSED))
def test_a_value_of_the_other_kind_is_refused_and_the_option_kept(lang, key, value):
    editor = OptionEditor("mau-mau", lang)
    spec = next(s for s in editor.specs if s.key == key)
    before = editor.game.options[key]
    done, said = editor.set(spec, value)
    assert not done
    assert [(m.text, m.kind) for m in said] == [(REFUSED[key, value][lang], MessageKind.ILLEGAL)]
    assert editor.game.options[key] is before


def test_a_number_for_the_first_dealer_is_still_set():
    editor = OptionEditor("mau-mau", "en")
    spec = next(s for s in editor.specs if s.key == "dealer")
    done, said = editor.set(spec, 1)
    assert done and [m.text for m in said] == ["First dealer: now Player 2."]
    assert editor.game.options["dealer"] == 1


@pytest.mark.parametrize(("key", "value"), list(REFUSED) + [("dealer", True), ("must_play", 1)])
def test_the_game_refuses_a_value_of_the_other_kind(key, value):
    with pytest.raises(InvalidOptionError):
        REGISTRY.create("mau-mau", {key: value})
