"""Both languages are complete, consistent and commented."""

from __future__ import annotations

import string

import pytest

from accessible_games.lineup import ENTRIES
from accessible_games.narration.catalog import LANGUAGES, Catalog, UnknownLanguageError, catalog


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_german_and_english_have_the_same_messages():
    en, de = catalog("en"), catalog("de")
    assert set(en.entries) == set(de.entries), (
        f"only English: {sorted(set(en.entries) - set(de.entries))}; "
        f"only German: {sorted(set(de.entries) - set(en.entries))}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_has_a_translator_comment_and_text(lang):
    for key, entry in catalog(lang).entries.items():
        assert entry.comment.strip(), f"{lang}: {key} has no translator comment"
        assert all(form.strip() for form in entry.forms), f"{lang}: {key} is empty"


def test_placeholders_match_between_languages():
    en, de = catalog("en"), catalog("de")
    for key, entry in en.entries.items():
        want = set().union(*(placeholders(f) for f in entry.forms))
        got = set().union(*(placeholders(f) for f in de.entries[key].forms))
        # A singular form may leave out {count} ("one move").
        assert want - {"count"} == got - {"count"}, f"{key}: en {want} de {got}"


def test_plural_messages_have_both_forms():
    for lang in LANGUAGES:
        for key, entry in catalog(lang).entries.items():
            assert len(entry.forms) in (1, 2), f"{lang}: {key}"


def test_plural_choice_and_lists():
    de = catalog("de")
    assert de.plural("session.undo.done", 1) == "Ein Zug zurückgenommen."
    assert de.plural("session.undo.done", 2) == "2 Züge zurückgenommen."
    assert de.join_or(["a", "b", "c"]) == "a, b oder c"
    assert catalog("en").join_and(["a", "b"]) == "a and b"


@pytest.mark.parametrize(("lang", "plain", "parted"), [
    ("en", "a or b", "out onto your start field, field 1; field 6 to field 7; or field 8"),
    ("de", "a oder b", "out onto your start field, field 1; field 6 to field 7; oder field 8"),
])
def test_choices_with_a_comma_in_one_are_parted_with_semicolons(lang, plain, parted):
    """A play-tester could not tell where one Dog move ended and the next began: "out onto your
    start field, field 1, field 6 to field 7". Without a comma inside, the usual "or" list."""
    cat = catalog(lang)
    assert cat.join_choices(["a", "b"]) == plain
    assert cat.join_choices(["out onto your start field, field 1", "field 6 to field 7",
                             "field 8"]) == parted
    assert cat.join_choices(["one, alone"]) == "one, alone"


def test_unknown_language_is_a_clear_error():
    with pytest.raises(UnknownLanguageError):
        Catalog("fr")


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "30.11.2026, 00:02"), ("en", "30 Nov 2026, 00:02"),
])
def test_dates_in_lists_are_written_the_language_s_way(lang, expected):
    """A German play-tester read the saved games' dates as "2026-11-30 00:02"."""
    import datetime

    moment = datetime.datetime(2026, 11, 30, 0, 2).timestamp()  # local time, as written
    assert catalog(lang).date_time(moment) == expected


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_game_does_not_repeat_a_sentence_its_family_has(lang):
    # A game's key is looked up before its family's (Describer.key): the same words under
    # both were two places to change one sentence (kalah.brief.sown and mancala.brief.sown).
    families = {(e.describer.domain, e.describer.family) for e in ENTRIES}
    entries = catalog(lang).entries
    repeated = []
    for domain, family in families - {(d, d) for d, _ in families}:
        for key, entry in entries.items():
            shared = entries.get(f"{family}.{key.removeprefix(f'{domain}.')}")
            if family and key.startswith(f"{domain}.") and shared is not None \
                    and shared.forms == entry.forms:
                repeated.append(key)
    assert repeated == []
