"""At an online Whist table the partnerships are named by the people playing them: the
tricks after each trick, the end of a deal and the score sheet say "you and carl" and "bob and
West" (a bot's seat by its side), not "North and South" that nobody at the table sits as."""

from __future__ import annotations

from pathlib import Path

from tests.online.helpers import run, serving
from tests.online.test_app_client import session, texts, until


def test_the_partnerships_are_named_by_their_people(tmp_path: Path) -> None:
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0, rate=1000.0,
                           burst=1000.0) as (_, url):
            ann, bob, carl = (await session(url, "ann"), await session(url, "bob", "de"),
                              await session(url, "carl"))
            await ann.handle_line("create whist variant=short")
            await ann.handle_line("join 1 1")  # North
            await bob.handle_line("setzen 1 2")  # East
            await carl.handle_line("join 1 3")  # South, ann's partner
            await ann.handle_line("bot 4 1")  # West, bob's partner
            await until(ann, lambda: any("A bot of level 1 takes seat" in t for t in texts(ann)))
            await ann.handle_line("start")
            people = (ann, bob, carl)
            for person in people:
                await until(person, lambda p=person: p.console is not None)

            def dealt_out() -> bool:
                return any(" win deal 1: " in t for t in texts(ann))
            while not dealt_out():
                await until(ann, lambda: dealt_out() or any(
                    p.console is not None and p.console.observation.is_my_turn for p in people))
                for person in people:
                    if not dealt_out() and person.console is not None and \
                            person.console.observation.is_my_turn:
                        seq = person.client.states[1]["seq"]
                        await person.handle_line(
                            person.console.observation.legal_moves[0].notation)
                        await until(ann, lambda q=seq, p=person: p.client.states[1]["seq"] > q)
            await until(bob, lambda: any(" Runde 1: " in t for t in texts(bob)))
            heard, gehört = texts(ann), texts(bob)
            # The deal's end is a line of its own after the last trick's, which counts the
            # tricks ("... Tricks: you and carl 6, bob and West 7.").
            at = next(i for i, t in enumerate(heard) if " win deal 1: " in t)
            end = " ".join(heard[at - 1:at + 1])
            assert "Tricks: you and carl " in end and ", bob and West " in end, end
            assert "You and carl win deal 1: " in end or "Bob and West win deal 1: " in end, end
            assert "Score: you and carl " in end, end
            bei = next(i for i, t in enumerate(gehört) if " Runde 1: " in t)
            ende = " ".join(gehört[bei - 1:bei + 1])
            assert "Stiche: ann und carl " in ende and ", du und West " in ende, ende
            assert "Stand: ann und carl " in ende, ende
            assert not [t for t in heard + gehört
                        if "North and South" in t or "Nord und Süd" in t or "Ost und West" in t]
            # The standing line of the sheet (a game won in the deal follows it in a line of
            # its own, "Game 1 to bob and West, 6 to 0, worth 3.").
            sheet = [m.text for m in await ann.handle_line("score")]
            assert [t for t in sheet if t.startswith("Points towards the game: you and carl ")]
            blatt = [m.text for m in await bob.handle_line("wertung")]
            standing = [t for t in blatt if t.startswith("Punkte zur Partie: ann und carl ")]
            assert standing and ", du und West " in standing[0], blatt
            for person in people:
                await person.close()
    run(main(), 90)
