"""People with names of several words are brailled by their first name at an online table,
and said whole.

Played with real names ("Margarethe Schulze-Hohenstein", "Bartholomew Featherstonehaugh",
"Jürgen Müller-Lüdenscheidt"), the braille line wrote each whole: the lobby's line of a Mau
Mau table ran to 93-121 cells, who plays which number at the start to 99-115, "Margarethe
Schulze-Hohenstein opened table 1 ..." to 93, a chat line to 81; a deafblind player panned
three windows for what a sighted player reads at a glance. Now "1 Bartholomew, 2 Jürgen, 3
Margarethe, 4 bot"; where two people share a first name, the last name's initial tells them
apart, and where that does not either, the name is written whole.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from accessible_games.narration.message import Message
from accessible_games.online import away as away_module
from accessible_games.online.remote import OnlineSession
from accessible_games.online.short_names import short_names, with_short_names
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, until

MARGARETHE = "Margarethe Schulze-Hohenstein"
BARTHOLOMEW = "Bartholomew Featherstonehaugh"
JUERGEN = "Jürgen Müller-Lüdenscheidt"
FIRST = {MARGARETHE: "Margarethe", BARTHOLOMEW: "Bartholomew", JUERGEN: "Jürgen"}

WORDS = {
    "en": {"create": "create mau-mau players=4", "join": "join", "bot": "bot 4",
           "start": "start", "say": "say Good luck, everybody!", "tables": "tables",
           "table": "Table 1: Mau Mau, waiting. 1 Margarethe, 2 Bartholomew, 3 Jürgen, 4 bot.",
           "seats": "You: Player 2; Margarethe 1; Jürgen 3; bot of level 1: 4.",
           "chat": "Margarethe says: Good luck, everybody!",
           "opened": "Margarethe opened table 1: Mau Mau. Sit: join 1 and a seat number."},
    "de": {"create": "neu mau-mau players=4", "join": "setzen", "bot": "bot 4",
           "start": "los", "say": "sag Viel Glück euch allen!", "tables": "tische",
           "table": "Tisch 1: Mau-Mau, wartet. 1 Margarethe, 2 Bartholomew, 3 Jürgen, 4 Bot.",
           "seats": "Du: Spieler 2; Margarethe 1; Jürgen 3; Bot der Stufe 1: 4.",
           "chat": "Margarethe sagt: Viel Glück euch allen!",
           "opened": "Margarethe öffnet Tisch 1: Mau-Mau. Hinsetzen: setzen 1 und "
                     "Platznummer."},
}


def test_a_name_is_brailled_by_the_shortest_form_nobody_else_takes() -> None:
    names = ["Margarethe Schulze-Hohenstein", "Anna Schmidt", "Anna", "Anna Sommer",
             "Paul Roth", "Paula Roth", "Dr. Eva Weiß", "bob"]
    assert short_names(names) == {"Margarethe Schulze-Hohenstein": "Margarethe",
                                  "Paul Roth": "Paul", "Paula Roth": "Paula",
                                  "Dr. Eva Weiß": "Eva"}
    assert short_names(["Anna Schmidt", "Anna"]) == {"Anna Schmidt": "Anna S."}
    # A name with a word of no letters may be a seat's words ("Player 2 plays ..."): whole.
    assert short_names(["Player 2", "Tisch 1 Fan", "Anna Schmidt"]) == {"Anna Schmidt": "Anna"}


def test_only_the_braille_form_is_shortened_and_a_genitive_keeps_its_s() -> None:
    told = [Message(f"{BARTHOLOMEW}s Bot spielt Herz-Dame."),
            Message(f"{MARGARETHE}'s bot plays.", brief=f"{MARGARETHE}'s bot: ⠓⠟"),
            Message("Annabel Lee plays.")]
    shown = with_short_names(told, [BARTHOLOMEW, MARGARETHE, "Anna Lee"])
    assert [(m.text, m.short) for m in shown] == [
        (f"{BARTHOLOMEW}s Bot spielt Herz-Dame.", "Bartholomews Bot spielt Herz-Dame."),
        (f"{MARGARETHE}'s bot plays.", "Margarethe's bot: ⠓⠟"),
        ("Annabel Lee plays.", "Annabel Lee plays.")]
    # The possessive the short name takes in German, not the whole name's.
    german = with_short_names([Message("Klaus Meiers Bot und Anna Schulz’ Bot.")],
                              ["Klaus Meier", "Anna Schulz"])
    assert german[0].short == "Klaus’ Bot und Annas Bot."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_people_at_a_table_are_brailled_by_their_first_names(tmp_path: Path,
                                                             lang: str) -> None:
    w = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            margarethe = await session(url, MARGARETHE, lang)
            bartholomew = await session(url, BARTHOLOMEW, lang)
            juergen = await session(url, JUERGEN, lang)
            answers: list[Message] = []  # what the typed lines were answered

            async def typed(person: OnlineSession, line: str) -> None:
                answers.extend(await person.handle_line(line))
            await typed(margarethe, w["create"])
            await until(bartholomew, lambda: any(m.short == w["opened"]
                                                 for m in bartholomew.heard))
            for number, person in enumerate((margarethe, bartholomew, juergen), 1):
                await typed(person, f"{w['join']} 1 {number}")
            await typed(margarethe, w["bot"])
            await typed(margarethe, w["say"])
            lobby = await juergen.handle_line(w["tables"])
            answers.extend(lobby)
            # Four first names of ten letters and the seat numbers run past 80 cells in
            # English braille: the seats are a line after the table's.
            assert " ".join(m.short for m in lobby[1:]) == w["table"]
            assert all(name in lobby[1].text for name in FIRST)  # said whole
            await until(bartholomew, lambda: len(bartholomew.bots) == 1)
            await typed(margarethe, w["start"])
            await until(bartholomew, lambda: any(m.short == w["seats"]
                                                 for m in bartholomew.heard))
            await until(bartholomew, lambda: any(m.short == w["chat"]
                                                 for m in bartholomew.heard))
            for person in (margarethe, bartholomew, juergen):
                person.news()
                named = [m for m in person.heard + answers if any(n in m.text for n in FIRST)]
                assert len(named) >= 5
                for message in named:
                    assert not any(name in message.short for name in FIRST), message
                    assert cells(message.short, lang) <= 2 * DISPLAY_CELLS, message
            for person in (margarethe, bartholomew, juergen):
                await person.close()
    run(main(), 40)


@pytest.mark.parametrize(("lang", "turn", "dropped"), [
    ("en", "South, your turn.", "Margarethe, seat 2, offline"),
    ("de", "Süd, du bist am Zug.", "Margarethe, Platz 2, offline"),
])
def test_the_turn_line_follows_a_notice_about_a_person_brailled_short(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, turn: str,
        dropped: str) -> None:
    """The turn line is said again after a notice on the listener's turn; a notice naming
    a person by a short name on the braille line is a copy of the one waiting, and the turn
    line never came (a play-tester heard "Bartholomew ... is back" last, and no "your
    turn")."""
    monkeypatch.setattr(away_module, "TURN_AFTER_NOTICE", 0.3)

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (_, url):
            bob = await session(url, "bob", lang)
            await bob.handle_line("create kalah" if lang == "en" else "neu kalah")
            await bob.handle_line("join 1 1" if lang == "en" else "setzen 1 1")
            margarethe = await session(url, MARGARETHE)
            await margarethe.handle_line("join 1 2")
            await margarethe.handle_line("start")
            await until(bob, lambda: bool(bob.heard) and bob.heard[-1].text == turn)
            bob._take({"type": "notice", "table": 1, "kind": "dropped", "seat": 1,
                       "name": MARGARETHE, "grace": 20})
            notice = bob.news()
            assert len(notice) == 1 and notice[0].short.startswith(dropped), notice
            await until(bob, lambda: bob.heard[-1].text == turn, 5)
            await margarethe.close()
            await bob.close()
    run(main(), 30)
