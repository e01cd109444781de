"""``--option`` is read as a line of the options menu, so a prefix or a slip of an option's
name is understood ("must=no" for must_play). The player hears which option it set: a changed
value in the opening's "Rules changed" line, and a usual value, which that line leaves out
("must=yes" was applied unheard), in a line of its own before the game."""

from __future__ import annotations

import pytest

from tests.test_cli import run

CHANGED = {"en": "Rules changed: Must play if able set to off.",
           "de": "Geänderte Regeln: Legezwang steht auf aus."}
USUAL = {"en": "“must=yes” is read as “Must play if able: on”, the usual rule.",
         "de": "„must=yes“ wird als „Legezwang: an“ gelesen, die übliche Regel."}


def _demo(capsys, lang: str, option: str) -> tuple[str, str]:
    code, out, err = run(capsys, "--lang", lang, "demo", "mau-mau", "--moves", "0",
                         "--option", option)
    assert code == 0, err
    return out, err


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_slip_that_changes_an_option_is_named_in_the_opening(capsys, lang):
    out, err = _demo(capsys, lang, "must=no")
    assert CHANGED[lang] in out.splitlines() and not err


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_slip_read_as_the_usual_value_names_the_option_it_set(capsys, lang):
    out, err = _demo(capsys, lang, "must=yes")
    assert err.splitlines() == [USUAL[lang]]
    assert "must" not in out.casefold()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_option_by_its_key_at_its_usual_value_needs_no_word(capsys, lang):
    assert _demo(capsys, lang, "must_play=yes")[1] == ""
