"""A damaged, truncated or newer saved-games file met by the running app: one sentence, printed
(and spoken where speech is on), and the game goes on; in English and German."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from accessible_games.storage.store import Kind, Store
from tests.storage.test_kill import spawn


def corrupt(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "games.sqlite3").write_bytes(b"not a database, only noise " * 200)


def truncated(folder: Path) -> None:
    store = Store.open(folder)
    for seed in range(50):
        store.create(Kind.RECORD, "kalah", {}, [], seed, "en", ["1"] * 30)
    store.close()
    data = (folder / "games.sqlite3").read_bytes()
    (folder / "games.sqlite3").write_bytes(data[: len(data) // 3])


def newer(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(folder / "games.sqlite3")
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()


SENTENCES = {
    ("corrupt", "en"): "The saved-games file was damaged. It was kept aside as",
    ("truncated", "en"): "The saved-games file was damaged. It was kept aside as",
    ("newer", "en"): "was written by a newer version of this app",
    ("corrupt", "de"): "Die Datei mit den gespeicherten Partien war beschädigt.",
    ("newer", "de"): "stammt von einer neueren Version dieses Programms.",
}
DAMAGE = {"corrupt": corrupt, "truncated": truncated, "newer": newer}


@pytest.mark.parametrize("damage,lang", sorted(SENTENCES))
def test_the_terminal_says_it_once_and_plays_on(tmp_path, damage, lang):
    DAMAGE[damage](tmp_path)
    before = (tmp_path / "games.sqlite3").read_bytes()
    child = spawn(tmp_path, "play", "kalah", "--opponent", "human", "--lang", lang)
    child.expect_exact(SENTENCES[(damage, lang)])
    child.expect_exact("> ")
    # Said once: it does not come again before the first prompt.
    assert SENTENCES[(damage, lang)] not in child.before
    child.sendline("3")
    child.expect_exact("> ")
    child.sendline("1")
    child.expect_exact("> ")
    child.sendline("status")
    child.expect_exact("> ")
    child.terminate(force=True)
    child.wait()
    if damage == "newer":
        # Left untouched: this run's moves were not written into it.
        assert (tmp_path / "games.sqlite3").read_bytes() == before
    else:
        kept = list(tmp_path.glob("games.sqlite3.damaged-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == before
        assert Store.open(tmp_path).latest_unfinished().moves == ["3", "1"]


def test_with_speech_on_the_sentence_is_spoken_and_brailled_too(tmp_path, monkeypatch):
    """``play --speech espeak`` and the terminal menu hand the sentence to the speaker as well."""
    import io as text_io

    from accessible_games import cli_store
    from accessible_games.frontends.speaker import Speaker
    from accessible_games.frontends.terminal import LineIO, SpokenLineIO
    from accessible_games.output.setup import build_outputs
    from accessible_games.storage.settings import Settings

    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path))
    corrupt(tmp_path)
    outputs = build_outputs("recorder", "recorder", "recorder", "en")
    speaker = Speaker(outputs, Settings(), "en")
    printed = text_io.StringIO()
    cli_store.open_store("en", LineIO(stdout=printed), speaker)
    sentence = SENTENCES[("corrupt", "en")]
    assert printed.getvalue().count(sentence) == 1
    assert any(sentence in t for t in outputs.speech.current.texts)
    assert any(sentence in t for t in outputs.braille.texts)

    newer(tmp_path / "again")
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "again"))
    asking = SpokenLineIO(speaker, stdout=text_io.StringIO())
    cli_store.open_store("en", asking)
    assert any(SENTENCES[("newer", "en")] in t for t in outputs.speech.current.texts)
