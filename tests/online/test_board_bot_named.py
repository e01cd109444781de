"""A person back at an online board table hears the moves a bot made for her while she was
away as her bot's ("Your bot sows 5 seeds from house 3 ...", "Dein Bot zieht von e3 nach
f4."), not as her own ("You sow ...", "Du ziehst ..."); the other player hears them as he
hears her seat's every move, by its side ("South sows ...")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_games.online.remote import OnlineSession
from tests.online.helpers import run, serving
from tests.online.test_app_client import session, texts, until
from tests.online.test_coming_back import WORDS, move_once, signed_in_again

BOT = {"en": r"^(Your bot |From \w+ your bot )", "de": r"^Dein Bot "}
"""How a sentence about a move of her bot begins, to her (draughts: "From c3 your bot
takes d4 ...")."""
HERS = {"en": r"^(You |From \w+ you )|\bann\b", "de": r"^Du |\bann\b"}
"""A sentence that tells her bot's move as her own, or names her."""
SIDE = {"kalah": {"en": "South sows ", "de": "Süd sät "},
        "checkers": {"en": "The black ", "de": "Der schwarze "}}
"""How the other player hears a move of her seat (hers or her bot's): by its side."""
BOT_MOVES = 3


def stand_ins(server: object) -> int:
    return sum(1 for e in server.tables[1].entries  # type: ignore[attr-defined]
               if e.data.get("stand_in"))


async def away_for_a_while(server: object, ann: OnlineSession, bob: OnlineSession) -> None:
    """ann makes a move and goes; bob plays on against her bot until it has moved
    :data:`BOT_MOVES` times, and it is bob's turn."""
    await move_once(ann)
    await ann.close()
    while stand_ins(server) < BOT_MOVES:
        await until(bob, lambda: bob.console is not None and (
            bob.console.is_over or bob.console.observation.is_my_turn
            or stand_ins(server) >= BOT_MOVES), 20)
        if stand_ins(server) >= BOT_MOVES or bob.console.is_over:
            break
        await move_once(bob)
    await until(bob, lambda: bob.console.is_over or bob.console.observation.is_my_turn, 20)


@pytest.mark.parametrize("game", ["kalah", "checkers"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_person_back_hears_her_bot_s_moves_as_its_own(tmp_path: Path, lang: str,
                                                         game: str) -> None:
    """She heard "You sow 5 seeds from house 3" and "Du ziehst von e3 nach f4" for what
    her bot did: now "Your bot sows ..." / "Dein Bot zieht ...", in the summary on coming
    back and in since; bob hears the same moves by her side, as before."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.3, bot_delay=0.0) as (
                server, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line(f"create {game}")
            await ann.handle_line(f"{words['join']} 1 1")
            bob = await session(url, "bob", lang)
            await bob.handle_line("join 1 2")
            await bob.handle_line("start" if lang == "en" else "los")
            await away_for_a_while(server, ann, bob)

            back, _ = await signed_in_again(url, "ann", lang)
            await back.handle_line(f"{words['join']} 1 1")
            await until(back, lambda: back.console is not None and any(
                words["away"] in t for t in texts(back)))
            said = texts(back)
            summary = said[next(i for i, t in enumerate(said) if words["away"] in t):]
            played = [h for h in back.console.heard if h.mover >= 0]
            own = next(i for i, h in enumerate(played) if h.made_by(0))
            bots = [h.message.text for h in played[own + 1:] if h.stand_in and h.mover == 0]
            assert len(bots) >= 2, bots
            for text in bots:
                assert re.search(BOT[lang], text) and not re.search(HERS[lang], text), text
                assert text in summary, summary
            since = [m.text for m in await back.handle_line(words["since"])]
            assert [t for t in since if t in bots] == bots, since

            # bob heard the bot's moves by her side, as he hears her own.
            his = [h.message.text for h in bob.console.heard if h.stand_in and h.mover == 0]
            assert len(his) == len(bots), his
            for text in his:
                assert text.startswith(SIDE[game][lang]), text
                assert not re.search(BOT[lang], text), text
            await back.close()
            await bob.close()
    run(main(), 60)
