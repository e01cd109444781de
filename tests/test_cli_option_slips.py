"""``--option`` is read as a line of the options menu, so a prefix or a slip of an option's
name is understood ("must=no" for must_play). The player hears which option it set: a changed
value in the opening's "Rules changed" line, and a usual value, which that line leaves out
("must=yes" was applied unheard), in a line of its own before the game."""

from __future__ import annotations

import pytest

from tests.test_cli import run

CHANGED = {"en": "Rules changed: Must play if able is off.",
           "de": "Geänderte Regeln: Legezwang ist aus."}
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


def _refused(capsys, lang: str, option: str) -> str:
    code, out, err = run(capsys, "--lang", lang, "demo", "mau-mau", "--moves", "0",
                         "--option", option)
    assert code != 0 and not out, out
    return err.strip()


@pytest.mark.parametrize(("lang", "option", "said"), [
    ("en", "mst_play=no", "Mau Mau has no option “mst_play”. Did you mean must_play=no?"),
    ("de", "mst_play=no", "Mau-Mau hat keine Option „mst_play“. Meintest du must_play=no?"),
    ("en", "handsize=6", "Mau Mau has no option “handsize”. Did you mean hand_size=6?"),
    ("de", "handsize=6", "Mau-Mau hat keine Option „handsize“. Meintest du hand_size=6?"),
])
def test_a_slip_of_an_option_name_offers_the_name_it_misses(capsys, lang, option, said):
    """It was "The option mst_play= is not allowed. Allowed: players, deck, …": a stray "="
    and no word of which name was not known."""
    assert _refused(capsys, lang, option) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Mau Mau has no option “zzz”. The game's options are "),
    ("de", "Mau-Mau hat keine Option „zzz“. Die Optionen des Spiels sind "),
])
def test_an_unknown_option_name_far_from_any_lists_the_game_s_options(capsys, lang, said):
    refused = _refused(capsys, lang, "zzz=1")
    assert refused.startswith(said), refused
    assert "must_play" in refused and "hand_size" in refused and "=" not in refused


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Mad Mate (chess with drops) has no option “zzz”: this game has no options."),
    ("de", "Mad Mate (Schach mit Einsetzen) hat keine Option „zzz“: Dieses Spiel hat keine "
           "Optionen."),
])
def test_an_option_for_a_game_without_options_says_it_has_none(capsys, lang, said):
    code, out, err = run(capsys, "--lang", lang, "demo", "mad-mate", "--moves", "0",
                         "--option", "zzz=1")
    assert code != 0 and err.strip() == said


@pytest.mark.parametrize(("lang", "option", "said"), [
    ("en", "must_play=maybe", "must_play cannot be “maybe”; it takes yes or no (on/off)."),
    ("de", "must_play=maybe",
     "must_play kann nicht „maybe“ sein, nur ja oder nein (an/aus)."),
    ("en", "hand_size=99", "hand_size cannot be “99”; it takes 0, 5, 6, or 7. "
                           "0: automatic (7 for two players, else 5)."),
    ("de", "hand_size=abc", "hand_size kann nicht „abc“ sein, nur 0, 5, 6 oder 7. "
                            "0: automatisch (zu zweit 7, sonst 5)."),
])
def test_a_value_an_option_cannot_take_names_the_values_to_type(capsys, lang, option, said):
    """An on/off option refused "must_play=maybe" with "Allowed: True.", the program's word
    for on, and not even off; now the words the option reads, in the player's language."""
    assert _refused(capsys, lang, option) == said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_choice_refused_names_each_choice_as_typed_and_what_it_means(capsys, lang):
    refused = _refused(capsys, lang, "deck=xyz")
    opening = {"en": "deck cannot be “xyz”; it takes auto, piquet32, skat32, french52, "
                     "or double104. auto: ",
               "de": "deck kann nicht „xyz“ sein, nur auto, piquet32, skat32, "
                     "french52 oder double104. auto: "}[lang]
    assert refused.startswith(opening), refused


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "it takes a whole number."), ("de", "nur eine ganze Zahl."),
])
def test_a_free_number_refused_asks_for_a_whole_number(capsys, lang, said):
    code, out, err = run(capsys, "--lang", lang, "demo", "checkers", "--moves", "0",
                         "--option", "draw_moves=many")
    assert code != 0 and err.strip().endswith(said), err


@pytest.mark.parametrize(("lang", "game", "option", "said"), [
    ("en", "alquerque", "draw_moves=-3", "draw_moves cannot be “-3”; it takes 0 or more. 0: off."),
    ("de", "alquerque", "draw_moves=-3",
     "draw_moves kann nicht „-3“ sein, nur 0 oder mehr. 0: aus."),
    ("en", "checkers", "repetitions=1",
     "repetitions cannot be “1”; it takes 0 or 2 or more. 0: off."),
    ("de", "checkers", "repetitions=1",
     "repetitions kann nicht „1“ sein, nur 0 oder 2 oder mehr. 0: aus."),
    ("en", "eckdame", "home_deadline=-1",
     "home_deadline cannot be “-1”; it takes 0 or more. 0: off."),
    ("de", "raeuber-und-gendarm", "repetitions=-2",
     "repetitions kann nicht „-2“ sein, nur 0 oder 2 oder mehr. 0: aus."),
])
def test_a_number_out_of_range_names_the_range_in_the_player_s_language(
        capsys, lang, game, option, said):
    """A German player heard the game's English inside the German sentence: "nur 0 or
    more", "nur 0 (off) oder 2 or more"."""
    code, out, err = run(capsys, "--lang", lang, "demo", game, "--moves", "0",
                         "--option", option)
    assert code != 0 and err.strip() == said, err
