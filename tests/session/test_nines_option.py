"""Doppelkopf's nines in words: "Nines: without" and "Rules changed: without nines." (it was
"With nines: off" and "With nines set to off"), set by the words a player says for it, in the
menu and with ``--option``, and games saved with the option as True or False still open."""

from __future__ import annotations

import io

import pytest

from accessible_games.cli import _make_game
from accessible_games.frontends.terminal import LineIO
from accessible_games.frontends.terminal_menu import edit_options
from accessible_games.narration.option_words import OptionWords
from accessible_games.session.option_editor import OptionEditor
from accessible_games.session.saving import session_from_stored
from accessible_games.storage.store import Kind, Store

SHOWN = {"en": ("Nines: without", "Rules changed: without nines."),
         "de": ("Neunen: ohne", "Geänderte Regeln: ohne Neunen.")}
NOW = {"en": {False: "Nines: now without.", True: "Nines: now with."},
       "de": {False: "Neunen: jetzt ohne.", True: "Neunen: jetzt mit."}}
"""The change confirmed, told apart from the option's line before its question."""
SPELLINGS = [("en", "without nines", False), ("en", "With Nines", True),
             ("en", "nines without", False), ("en", "nines=without nines", False),
             ("de", "ohne neunen", False), ("de", "Mit  Neunen", True),
             ("de", "neunen ohne", False), ("de", "nines=ohne Neunen", False)]


def typed_in_the_editor(lang: str, lines: list[str]) -> tuple[OptionEditor, list[str]]:
    editor = OptionEditor("doppelkopf", lang)
    out = io.StringIO()
    edit_options(editor, LineIO(io.StringIO("".join(f"{line}\n" for line in lines)), out))
    return editor, out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_nines_are_shown_as_with_or_without(lang):
    editor, _ = typed_in_the_editor(lang, [])
    nines = editor.pick("nines")
    assert nines is not None
    assert editor.setting(nines) == {"en": "Nines: with", "de": "Neunen: mit"}[lang]
    editor.set(nines, False)
    line, changed = SHOWN[lang]
    assert editor.setting(nines) == line
    assert OptionWords(lang, "doppelkopf").rules_changed(editor.game) == changed
    asked = editor.question(nines)[-1].text
    assert asked.startswith({"en": "Type with nines or without nines;",
                             "de": "Tippe mit Neunen oder ohne Neunen;"}[lang])


@pytest.mark.parametrize(("lang", "typed", "value"), SPELLINGS)
def test_the_options_editor_takes_the_words_for_the_nines(lang, typed, value):
    """An option and its value on one line, as the list of options takes it: "ohne neunen"
    was read as the option "ohne" with the value "neunen", and not understood."""
    editor, said = typed_in_the_editor(lang, ["nines=off", typed])
    assert editor.game.options["nines"] is value
    assert f"> {NOW[lang][value]}" in said


@pytest.mark.parametrize(("lang", "typed"), [("en", "without nines"), ("de", "ohne Neunen")])
def test_the_nines_question_takes_the_words_as_the_answer(lang, typed):
    editor, said = typed_in_the_editor(lang, ["nines", typed])
    assert editor.game.options["nines"] is False
    assert f"> {NOW[lang][False]}" in said


@pytest.mark.parametrize(("lang", "typed", "value"),
                         [*SPELLINGS, ("en", "nines=False", False), ("de", "nines=True", True)])
def test_the_command_line_takes_the_words_for_the_nines(lang, typed, value):
    """``--option "ohne neunen"`` was refused as not KEY=VALUE, ``nines=without nines`` as
    no value of nines."""
    assert _make_game("doppelkopf", ["nines=off", typed], lang).options["nines"] is value


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("stored", [False, True])
def test_a_game_saved_with_the_nines_as_true_or_false_opens(tmp_path, lang, stored):
    store = Store.open(tmp_path)
    row = store.create(Kind.SAVED, "doppelkopf", {"nines": stored}, [{"kind": "human"}] * 4,
                       3, lang, [])
    saved = store.get(row)
    assert saved is not None
    session = session_from_stored(saved, lang)
    assert session.game.options["nines"] is stored
    assert len(session.game.deck) == (48 if stored else 40)
    changed = OptionWords(lang, "doppelkopf").rules_changed(session.game)
    assert changed == (None if stored else SHOWN[lang][1])
