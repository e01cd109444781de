"""One damaged row of the saved-games file, met by the running app: the other games are still
listed and opened, the listing says one is left out, and a saved game of a game this version
lacks is named by its id; the app ended with a traceback in each case."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.saving import attach_store, resume_question
from accessible_games.storage.store import Kind, Store

SEATS = [{"kind": "human", "level": 2}, {"kind": "computer", "level": 1}]


def damaged_store(tmp_path) -> Store:
    """A good saved game "first", one whose options are no JSON, one of an unknown game."""
    store = Store.open(tmp_path)
    store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", ["3"], name="first")
    broken = store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", [], name="broken")
    store.db.execute("UPDATE games SET options = '{not json' WHERE id = ?", (broken,))
    store.create(Kind.SAVED, "nosuchgame", {}, SEATS, 1, "en", [], name="strange")
    return store


def console(store: Store, lang: str) -> Console:
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    session = Console.local(REGISTRY.create("kalah"), seats, lang=lang, seed=1)
    attach_store(session, store)
    return session


@pytest.mark.parametrize(("lang", "saves", "left_out"), [
    ("en", "saves", "One saved game cannot be read, so it is not listed."),
    ("de", "spielstände", "Eine gespeicherte Partie ist nicht lesbar und fehlt deshalb in der "
                          "Liste."),
])
def test_the_saves_list_the_readable_games_and_say_one_is_left_out(tmp_path, lang, saves,
                                                                    left_out):
    said = [m.text for m in console(damaged_store(tmp_path), lang).handle_line(saves)]
    assert said[-1] == left_out
    assert [line.split(":")[0] for line in said[1:-1]] == ["strange", "first"]
    assert "nosuchgame" in said[1]


def test_only_damaged_games_are_not_said_to_be_none(tmp_path):
    store = Store.open(tmp_path)
    broken = store.create(Kind.SAVED, "kalah", {}, SEATS, 1, "en", [], name="broken")
    store.db.execute("UPDATE games SET moves = '[' WHERE id = ?", (broken,))
    said = [m.text for m in console(store, "en").handle_line("saves")]
    assert said == ["One saved game cannot be read, so it is not listed."]


def test_an_autosave_of_a_game_this_version_lacks_is_offered_by_its_id(tmp_path):
    store = Store.open(tmp_path)
    store.create(Kind.AUTOSAVE, "nosuchgame", {}, SEATS, 1, "en", ["a1"])
    stored = store.latest_unfinished()
    assert stored is not None
    assert resume_question(stored, "en").startswith("Resume your game of nosuchgame against")


@pytest.mark.parametrize(("lang", "opened", "strange", "bad_move"), [
    ("en", "open", 'The saved game "strange" cannot be opened. This version of the app does '
                   'not have the game "nosuchgame".',
     'The saved game "moved" cannot be opened. Move 1, "zz", cannot be read as a move.'),
    ("de", "öffnen", "Die gespeicherte Partie „strange“ lässt sich nicht öffnen. Diese Version "
                     "des Programms kennt das Spiel „nosuchgame“ nicht.",
     "Die gespeicherte Partie „moved“ lässt sich nicht öffnen. Zug 1, „zz“, ist kein lesbarer "
     "Zug."),
])
def test_a_saved_game_that_cannot_be_opened_says_why_in_the_players_language(
        tmp_path, lang, opened, strange, bad_move):
    """A German player heard "lässt sich nicht öffnen: unknown game: 'nosuchgame'." and
    "...: illegal move at move 1 ('9')." (the error's own English words)."""
    store = damaged_store(tmp_path)
    store.create(Kind.SAVED, "kalah", {}, SEATS, 1, lang, ["zz"], name="moved")
    session = console(store, lang)
    assert [m.text for m in session.handle_line(f"{opened} strange")] == [strange]
    assert [m.text for m in session.handle_line(f"{opened} moved")] == [bad_move]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Your last game cannot be resumed. Its stored data is damaged."),
    ("de", "Deine letzte Partie lässt sich nicht fortsetzen. Ihre gespeicherten Daten sind "
           "beschädigt."),
])
def test_an_autosave_that_cannot_be_resumed_says_why(tmp_path, lang, said):
    """It said "The file cannot be read: the record's seats do not fit the game." (there is
    no file, and the reason was English in either language)."""
    from accessible_games.session.saving import resume_stored

    store = Store.open(tmp_path)
    row = store.create(Kind.AUTOSAVE, "kalah", {}, SEATS[:1], 1, lang, [])
    assert resume_stored(store, row, lang) == said


def test_an_autosave_that_cannot_be_replayed_is_not_offered_at_the_start(tmp_path):
    """The start asked "Resume your game of nosuchgame ...? Type yes or no.", and yes could
    only fail: now it says why that game cannot go on, and asks nothing."""
    import io

    from accessible_games.cli_store import offer_resume
    from accessible_games.frontends.terminal import LineIO

    store = Store.open(tmp_path)
    store.create(Kind.AUTOSAVE, "nosuchgame", {}, SEATS, 1, "en", ["a1"])
    out = io.StringIO()
    assert offer_resume(store, "en", LineIO(io.StringIO("yes\n"), out)) is None
    assert out.getvalue().splitlines() == [
        'Your last game cannot be resumed. This version of the app does not have the game '
        '"nosuchgame".']
