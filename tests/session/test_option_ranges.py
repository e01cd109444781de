"""A number an option never takes is refused in the options menu with the numbers it does
take, in the player's language, and what 0 means: a repetition count of 1 was "not possible
with the other options as they are" (no other option was to blame), and "-3" for the moves
to a draw was "not understood"."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import NumberRange
from accessible_games.narration.message import MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.session.option_editor import OptionEditor

SAID = {
    ("alquerque", "draw_moves", "-3"): {
        "en": "Moves to a draw cannot be -3, only 0 or more; the option stays as it was. "
              "0: off.",
        "de": "Remis nach Zügen kann nicht -3 sein, nur 0 oder mehr; die Option bleibt, wie "
              "sie war. 0: aus."},
    ("checkers", "repetitions", "1"): {
        "en": "Repetitions to a draw cannot be 1, only 0 or 2 or more; the option stays as "
              "it was. 0: off.",
        "de": "Remis nach Wiederholungen kann nicht 1 sein, nur 0 oder 2 oder mehr; die "
              "Option bleibt, wie sie war. 0: aus."},
    ("eckdame", "home_deadline", "-1"): {
        "en": "Leave start squares by move cannot be -1, only 0 or more; the option stays as "
              "it was. 0: off.",
        "de": "Startfelder räumen bis Zug kann nicht -1 sein, nur 0 oder mehr; die Option "
              "bleibt, wie sie war. 0: aus."},
}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game", "key", "typed"), list(SAID))
def test_a_number_out_of_range_is_refused_with_the_numbers_allowed(lang, game, key, typed):
    editor = OptionEditor(game, lang)
    spec = next(s for s in editor.specs if s.key == key)
    before = editor.game.options[key]
    done, said = editor.answer(spec, typed)
    assert not done and editor.game.options[key] == before
    assert [(m.text, m.kind) for m in said] == [(SAID[game, key, typed][lang],
                                                MessageKind.ILLEGAL)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_same_refusal_for_the_option_and_value_on_one_line(lang):
    editor = OptionEditor("checkers", lang)
    key, value = editor.read_line("repetitions=1") or ("", None)
    spec = next(s for s in editor.specs if s.key == key)
    assert editor.set(spec, value)[1][0].text == SAID["checkers", "repetitions", "1"][lang]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "0, 2 to 9, or 12 or more"), ("de", "0, 2 bis 9 oder 12 oder mehr"),
])
def test_each_kind_of_range_in_words(lang, said):
    words = OptionWords(lang, "checkers")
    assert words.takes("repetitions", 3, (0, NumberRange(2, 9), NumberRange(12))) == said
