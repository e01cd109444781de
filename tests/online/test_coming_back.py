"""Coming back to an online table: signing in names the seats still held and how to go
back; joining again sums the table up (not its whole story) and tells a player what a bot
played for them meanwhile; since looks past the bot's moves to the player's own."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from accessible_games.online import remote
from accessible_games.online.client import OnlineClient
from accessible_games.online.remote import OnlineSession
from tests.online.helpers import run, serving
from tests.online.test_app_client import heard_from, session, texts, until

WORDS = {
    "en": {"join": "join", "since": "since", "watch": "watch", "say": "say",
           "held": "You have a seat at table 1 (seat 1); a bot is playing it. Type join 1 1 "
                   "to go back.",
           "kept": "You have a seat at table 1 (seat 1); it is kept for you. Type join 1 1 "
                   "to go back.",
           "under_way": "Game 1 is under way.", "seats": "You are South; bob is North.",
           "away": "While you were away, a bot played for you; what happened since your "
                   "own last move:",
           # At a card table the summary says since when itself ("Since your last card").
           "away_cards": "While you were away, a bot played for you.",
           "nothing": "Nothing has happened since your last move.",
           "turn": ("South, your turn.", "North to move."), "chat": "hello ann", "move": "Move"},
    "de": {"join": "setzen", "since": "seither", "watch": "zuschauen", "say": "sag",
           "held": "Du hast einen Platz an Tisch 1 (Platz 1); ein Bot spielt ihn für dich. "
                   "Tippe setzen 1 1, um zurückzukehren.",
           "kept": "Du hast einen Platz an Tisch 1 (Platz 1); er wird für dich freigehalten. "
                   "Tippe setzen 1 1, um zurückzukehren.",
           "under_way": "Partie 1 läuft.", "seats": "Du bist Süd; bob ist Nord.",
           "away": "Während du weg warst, hat ein Bot für dich gespielt; was seit deinem "
                   "eigenen letzten Zug geschah:",
           "away_cards": "Während du weg warst, hat ein Bot für dich gespielt.",
           "nothing": "Seit deinem letzten Zug ist nichts geschehen.",
           "turn": ("Süd, du bist am Zug.", "Nord ist am Zug."), "chat": "hello ann",
           "move": "Zug"},
}


async def signed_in_again(url: str, name: str, lang: str) -> tuple[OnlineSession, list[str]]:
    """A new session of an account made before, and what signing in said."""
    client = await OnlineClient(url, timeout=10).connect()
    again = OnlineSession(client, name, f"secret of {name}", lang)
    return again, [m.text for m in await again.sign_in()]


async def move_once(player: OnlineSession) -> None:
    """Wait for ``player``'s turn and make its first legal move."""
    await until(player, lambda: player.console is not None
                and player.console.observation.is_my_turn)
    seq = player.client.states[1]["seq"]
    await player.handle_line(player.console.observation.legal_moves[0].notation)
    await until(player, lambda: player.client.states[1]["seq"] > seq)


async def left_to_a_bot(url: str, lang: str, game: str, moves: int = 0,
                        close: bool = True) -> tuple[OnlineSession, OnlineSession]:
    """ann at seat 1 of a new ``game`` table with bots in the other seats, started, leaves
    after ``moves`` moves of hers (``close``: her session is closed); carol watches, so the
    bots play on. Returns both."""
    words = WORDS[lang]
    ann = await session(url, "ann", lang)
    await ann.handle_line(f"create {game}")
    await ann.handle_line(f"{words['join']} 1 1")
    await ann.handle_line("bot")
    carol = await session(url, "carol")  # somebody at the table: the bots play on
    await carol.handle_line("watch 1")
    await ann.handle_line("start")
    if moves:
        await move_once(ann)
    else:
        await until(ann, lambda: ann.console is not None)
    if close:
        await ann.close()
    return ann, carol


@pytest.mark.parametrize("lang", ("en", "de"))
def test_a_player_back_hears_the_seat_held_and_what_the_bot_played(tmp_path: Path,
                                                                   lang: str) -> None:
    """A play-tester signed in again after her line dropped and heard only the lobby; at
    the table she heard the last move, and since said nothing had happened, though a bot
    had played twice for her. Signing in now names the seat and the command to go back;
    joining says what the bot played for her and everything since her own last move, not
    the table's whole story; since tells the same."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.3, bot_delay=0.0) as (
                server, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line("create kalah seeds=3")
            await ann.handle_line(f"{words['join']} 1 1")
            bob = await session(url, "bob")
            await bob.handle_line("join 1 2")
            await bob.handle_line(f"say {words['chat']}")
            await bob.handle_line("start")
            await move_once(ann)
            await ann.close()
            live = server.tables[1]
            # A bot plays South for ann, bob plays North, until the bot has played twice.
            while sum(1 for e in live.entries if e.data.get("stand_in")) < 2:
                await until(bob, lambda: live.running and (
                    bob.console.observation.is_my_turn or sum(
                        1 for e in live.entries if e.data.get("stand_in")) >= 2), 20)
                if sum(1 for e in live.entries if e.data.get("stand_in")) >= 2:
                    break
                await move_once(bob)
            await until(bob, lambda: bob.console.observation.is_my_turn, 20)

            back, signed = await signed_in_again(url, "ann", lang)
            assert signed[1] == words["held"]  # right after "Signed in as ann."
            said = [m.text for m in await back.handle_line(f"{words['join']} 1 1") if m.text]
            await until(back, lambda: back.console is not None and any(
                t in words["turn"] for t in texts(back)))
            said += texts(back)
            start = said.index(words["under_way"])
            summary = said[start:]
            assert summary[1] == words["seats"]
            away = next(t for t in summary if words["away"] in t)
            assert away.endswith(words["away"])
            told = summary[summary.index(away) + 1:-2]
            # The bot's moves for ann (South) and bob's, all since ann's own first move.
            played = [h for h in back.console.heard if h.mover >= 0]
            own = next(i for i, h in enumerate(played) if h.made_by(0))
            expected = [h.message.text for h in played[own + 1:]]
            assert told == expected and any(h.stand_in for h in played[own + 1:])
            assert summary[-1] in words["turn"]
            # Where it stands now, then how far: the stores and the move number, last.
            assert summary[-2].endswith(f"{words['move']} {back.console.table.move_number(False)}.")
            # Not the table's story: no chat, no "sits down", no "is away" again.
            assert words["chat"] not in " ".join(summary)
            since = [m.text for m in await back.handle_line(words["since"])]
            assert since == expected and words["nothing"] not in since
            await back.close()
            await bob.close()
    run(main(), 60)


@pytest.mark.parametrize("lang", ("en", "de"))
def test_signing_in_names_a_seat_kept_for_the_player(tmp_path: Path, lang: str) -> None:
    """A seat whose away time has not run out is kept: signing in says so, and how to go
    back."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=30.0, bot_delay=0.0) as (_, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line("create kalah")
            await ann.handle_line(f"{words['join']} 1 1")
            await ann.handle_line("bot 2")
            await ann.handle_line("start")
            await until(ann, lambda: ann.console is not None)
            await ann.close()
            back, signed = await signed_in_again(url, "ann", lang)
            assert signed[1] == words["kept"]
            await back.close()
    run(main(), 30)


LOBBY_LINES = {  # a full table: "no free seat", never "0 free seats"
    # Every player away: the game waits, and the lobby does not say a bot plays.
    "en": ("tables", "Table 1: Kalah, the usual rules, playing, but waiting while all its players "
           "are away, no free seat. Seat 1, South: ann, away; seat 2, North: bob, away.",
           # Back at the table, ann plays; bob's seat is played by a bot.
           "Table 1: Kalah, the usual rules, playing, no free seat. Seat 1, South: ann; "
           "seat 2, North: bob, away, a bot plays."),
    "de": ("tische", "Tisch 1: Kalah, die üblichen Regeln, läuft, wartet aber, bis ein "
           "Spieler zurück ist, kein freier Platz. Platz 1, Süd: ann, abwesend; "
           "Platz 2, Nord: bob, abwesend.",
           "Tisch 1: Kalah, die üblichen Regeln, läuft, kein freier Platz. Platz 1, Süd: ann; "
           "Platz 2, Nord: bob, abwesend, ein Bot spielt."),
}
HELD_WAITING = {
    "en": "You have a seat at table 1 (seat 2); its game waits until a player is back. Type "
          "join 1 2 to go back.",
    "de": "Du hast einen Platz an Tisch 1 (Platz 2); die Partie dort wartet, bis ein Spieler "
          "zurück ist. Tippe setzen 1 2, um zurückzukehren.",
}
LEAVE_WORDS = {
    "en": ("leave", "The game at table 1 is still being played: while you are away a bot plays "
           "your seat (with nobody else at the table, the game waits for you). Type leave "
           "again to leave.", "You left table 1."),
    "de": ("verlassen", "Die Partie an Tisch 1 läuft noch: Solange du weg bist, spielt ein Bot "
           "deinen Platz (ist sonst niemand am Tisch, wartet die Partie auf dich). Tippe noch "
           "einmal verlassen, um zu gehen.", "Du hast Tisch 1 verlassen."),
}


@pytest.mark.parametrize("lang", ("en", "de"))
def test_leaving_a_game_asks_first_and_a_table_nobody_is_at_waits(tmp_path: Path,
                                                                 lang: str) -> None:
    """Two play-testers left a running game for a moment and found it decided by the bots
    that played for them. Leaving a game under way now asks once first, and with nobody
    left at the table the game waits; it goes on when a player is back."""
    leave, warning, left = LEAVE_WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.0) as (
                server, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line("create kalah")
            await ann.handle_line(f"{WORDS[lang]['join']} 1 1")
            bob = await session(url, "bob", lang)
            await bob.handle_line(f"{WORDS[lang]['join']} 1 2")
            await bob.handle_line("start")
            await move_once(ann)
            for player in (ann, bob):
                assert [m.text for m in await player.handle_line(leave)] == [warning]
                assert player.table == 1  # still there: only asked
                said = [m.text for m in await player.handle_line(leave)]
                assert said[0] == left and player.table is None
            live = server.tables[1]
            seq = live.seq
            await asyncio.sleep(1.0)  # away time over for both: bots could play, but wait
            assert live.running and all(s.away for s in live.seats)
            assert live.entries[seq:] == []  # nobody played
            tables, waiting, attended = LOBBY_LINES[lang]
            assert [m.text for m in await bob.handle_line(tables)][1:] == [waiting]
            assert [m.text for m in bob.seats_held()] == [HELD_WAITING[lang]]  # no bot plays
            await ann.handle_line(f"{WORDS[lang]['join']} 1 1")  # back: the game goes on
            await until(ann, lambda: any(e.data.get("stand_in") for e in live.entries[seq:]))
            assert [m.text for m in await bob.handle_line(tables)][1:] == [attended]
            # Any other line between the two drops the question.
            assert [m.text for m in await ann.handle_line(leave)] == [warning]
            await ann.handle_line("status")
            assert [m.text for m in await ann.handle_line(leave)] == [warning]
            await ann.close()
            await bob.close()
    run(main(), 40)


@pytest.mark.parametrize(("lang", "by", "own"), [
    ("en", "Bob starts game {n}.", "Game {n} begins."),
    ("de", "Bob startet Partie {n}.", "Partie {n} beginnt."),
])
def test_the_others_hear_who_started_a_game(tmp_path: Path, lang: str, by: str,
                                            own: str) -> None:
    """A play-tester heard only "Game 2 begins." when the other player typed again: the
    others now hear who asked for the game (start and again alike), and whose turn it is.
    The name opens the sentence with a capital ("bob starts game 2." became "Bob starts
    game 2.")."""
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0) as (server, url):
            ann = await session(url, "ann", lang)
            await ann.handle_line("create kalah seeds=3")
            await ann.handle_line(f"{WORDS[lang]['join']} 1 1")
            bob = await session(url, "bob", lang)
            await bob.handle_line(f"{WORDS[lang]['join']} 1 2")
            await bob.handle_line("start")
            for game in (1, 2):
                await until(ann, lambda n=game: by.format(n=n) in texts(ann))
                await until(bob, lambda n=game: own.format(n=n) in texts(bob))
                heard = texts(ann)
                await until(ann, lambda: any(t in WORDS[lang]["turn"] for t in texts(ann)[
                    texts(ann).index(by.format(n=game)):]))
                assert own.format(n=game) not in heard
                if game == 2:
                    break
                live = server.tables[1]
                while live.running:  # the game played to its end, each seat by a player
                    for player in (ann, bob):
                        if live.running and player.console.observation.is_my_turn:
                            await move_once(player)
                    await asyncio.sleep(0.02)
                    ann.news()
                    bob.news()
                await bob.handle_line("again" if lang == "en" else "revanche")
            await ann.close()
            await bob.close()
    run(main(), 60)


CLOSE_WORDS = {
    "en": {"close": "close", "closed": "You closed table {t}.",
           "closed_by": "Ann closed table 1; you are back in the lobby.",
           "not_host": "Only ann, who opened table 1, can close it.",
           "playing": "The game at table 1 is still being played; a table can be closed once "
                      "its game is over."},
    "de": {"close": "schließen", "closed": "Du hast Tisch {t} geschlossen.",
           "closed_by": "Ann hat Tisch 1 geschlossen; du bist wieder in der Lobby.",
           "not_host": "Nur ann hat Tisch 1 eröffnet und kann ihn schließen.",
           "playing": "Die Partie an Tisch 1 läuft noch; ein Tisch lässt sich schließen, wenn "
                      "seine Partie vorbei ist."},
}


@pytest.mark.parametrize("lang", ("en", "de"))
def test_a_table_is_closed_by_its_creator_or_when_nobody_is_at_it(tmp_path: Path,
                                                                 lang: str) -> None:
    """A play-tester's lobby had nine tables after twenty minutes, most of them over and
    empty, read out at every sign-in. The creator may close a table (not while its game is
    played), and a table nobody is at whose game is not played closes by itself after a
    while; the lobby drops it, the store forgets it."""
    words = CLOSE_WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", bot_delay=0.0, close_after=0.5) as (
                server, url):
            ann = await session(url, "ann", lang)
            bob = await session(url, "bob", lang)
            await ann.handle_line("create kalah")
            await ann.handle_line(f"{WORDS[lang]['join']} 1 1")
            await bob.handle_line(f"{WORDS[lang]['join']} 1 2")
            said = [m.text for m in await bob.handle_line(f"{words['close']} 1")]
            assert said == [words["not_host"]]
            await ann.handle_line("start")
            await until(ann, lambda: ann.console is not None)
            assert [m.text for m in await ann.handle_line(words["close"])] == [
                words["playing"]]
            # Over: the creator closes it; bob, at the table, is told and is in the lobby.
            live = server.tables[1]
            while live.running:
                for player in (ann, bob):
                    if live.running and player.console.observation.is_my_turn:
                        await move_once(player)
                await asyncio.sleep(0.02)
            assert [m.text for m in await ann.handle_line(words["close"])] == [
                words["closed"].format(t=1)]
            await until(bob, lambda: words["closed_by"] in texts(bob))
            assert bob.table is None and 1 not in bob.lobby and 1 not in server.tables
            assert [r.id for r in server.store.tables()] == []
            # A table nobody comes to closes by itself; its number is not given again.
            await bob.handle_line("create kalah")
            assert 2 in server.tables
            await until(bob, lambda: 2 not in server.tables and 2 not in bob.lobby)
            await bob.handle_line("create kalah")
            assert list(server.tables) == [3]
            await ann.close()
            await bob.close()
    run(main(), 60)


def test_going_to_another_table_leaves_the_first(tmp_path: Path) -> None:
    """A player who joined another table while seated in a game kept watching the first
    from the server's side: their seat was neither played nor told away, and the game
    waited for them. Going elsewhere now leaves the first table (a bot plays the seat), once
    asked; a refused join leaves the player where they were."""
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=30.0, bot_delay=0.0) as (
                server, url):
            ann = await session(url, "ann")
            await ann.handle_line("create kalah")
            await ann.handle_line("join 1 1")
            await ann.handle_line("bot 2")
            await ann.handle_line("start")
            bob = await session(url, "bob")
            await bob.handle_line("watch 1")  # somebody is at table 1: its game goes on
            await until(ann, lambda: ann.console is not None)
            await bob.handle_line("create kalah")  # ann, at table 1, is not sent the lobby
            carol = await session(url, "carol")
            await carol.handle_line("join 2 2")
            # A slip (no such table, a seat taken) leaves her in her game: she had been
            # taken out of it, her seat given to a bot, and was at no table at all.
            # Going elsewhere from a game under way is asked once first, as leave is; where
            # the server will refuse it, it is refused at once (test_going_refused.py).
            console = ann.console
            for slip, refused in (("join 9 1", "There is no table 9."),
                                  ("watch 9", "There is no table 9."),
                                  ("join 2 2", "Seat 2 is taken by carol. Seat 1 is free.")):
                assert [m.text for m in await ann.handle_line(slip)] == [refused]
                assert ann.table == 1 and ann.seat == 0 and ann.console is console
            assert not server.tables[1].seats[0].away
            assert [m.text for m in await ann.handle_line("moves")] != []
            await ann.handle_line("join 2 1")
            assert [m.text for m in await ann.handle_line("moves")] != []  # asked: not gone
            assert ann.table == 1
            await ann.handle_line("join 2 1")
            joined = [m.text for m in await ann.handle_line("join 2 1")]
            assert joined == ["You sit at table 2 in seat 1, as South."]
            live = server.tables[1]
            assert live.seats[0].away  # told away at once, as after leave
            await until(bob, lambda: any(e.data.get("stand_in") for e in live.entries), 20)
            await ann.close()
            await bob.close()
            await carol.close()
    run(main(), 40)


@pytest.mark.parametrize(("lang", "bots", "yours", "sides"), (
    ("en", "by your bot", ("by you", "You took the trick", "ann's bot"),
     r"by (North|ann\b)"),
    ("de", "von deinem Bot", ("von dir", "Du hast den Stich", "anns Bot"),
     r"von (Nord|ann\b)")))
def test_the_cards_a_bot_played_for_a_player_are_told_as_the_bot_s(
        tmp_path: Path, lang: str, bots: str, yours: tuple[str, ...], sides: str) -> None:
    """Back at a Whist table, a player heard the cards the bot played for her as North's
    ("the five of spades by North"), then as her own ("the five of spades by you", "You
    took the trick", which she had not played), then as "ann's bot"'s, her own name in the
    third person. They are her bot's: "the five of spades by your bot" ("Pik-Fünf von
    deinem Bot"), in the summary and in since (the others hear "ann's bot")."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.2, bot_delay=0.0) as (
                server, url):
            _ann, carol = await left_to_a_bot(url, lang, "whist", moves=1)
            live = server.tables[1]
            await until(carol, lambda: sum(1 for e in live.entries
                                           if e.data.get("stand_in")) >= 3, 20)
            back, _signed = await signed_in_again(url, "ann", lang)
            said = [m.text for m in await back.handle_line(f"{words['join']} 1 1") if m.text]
            await heard_from(back, lambda t: words["away_cards"] in t)
            said += texts(back)
            summary = " ".join(said[said.index(words["away_cards"]) + 1:][:1])
            assert bots in summary, said
            assert not any(re.search(rf"{re.escape(other)}\b", summary) for other in yours), said
            assert not re.search(sides, summary), said
            since = " ".join(m.text for m in await back.handle_line(words["since"]))
            assert bots in since, since
            assert not any(re.search(rf"{re.escape(other)}\b", since) for other in yours), since
            assert not re.search(sides, since), since
            await back.close()
            await carol.close()
    run(main(), 60)


@pytest.mark.parametrize(("lang", "over"), (
    ("en", "You have a seat at table 1 (seat 1); its game is over. Type join 1 1 to go back."),
    ("de", "Du hast einen Platz an Tisch 1 (Platz 1); die Partie dort ist vorbei. Tippe "
           "setzen 1 1, um zurückzukehren.")))
def test_signing_in_after_the_bot_finished_the_game_says_it_is_over(
        tmp_path: Path, lang: str, over: str) -> None:
    """A play-tester came back after a bot had played her seat to the end: signing in said
    "a bot is playing it" of a game that was over."""

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.0) as (
                server, url):
            ann, carol = await left_to_a_bot(url, lang, "kalah seeds=3")
            live = server.tables[1]
            await until(carol, lambda: live.table is not None and live.table.is_over, 20)
            back, signed = await signed_in_again(url, "ann", lang)
            assert signed[1] == over
            await back.close()
            await carol.close()
    run(main(), 30)


@pytest.mark.parametrize(("lang", "over", "again", "trick", "played_out", "last"), (
    ("en", r"\w.* win deal \d+: ", "Then the cards were dealt again", "Trick ",
     "cards were played, to the end of the deal.", "The last trick: "),
    ("de", r"\w.* gewinn(?:t|en) Runde \d+: ", "Dann wurde neu gegeben", "Stich ",
     "Karten gespielt, bis die Runde vorbei war.", "Der letzte Stich: ")))
def test_coming_back_across_a_deal_s_end_tells_it_in_order(
        tmp_path: Path, lang: str, over: str, again: str, trick: str, played_out: str,
        last: str) -> None:
    """Back at a Whist table after a deal had ended, a play-tester heard the old deal's
    result after all the later tricks, as if the present deal were over; then every card of
    the old deal before its result. Now the old deal is told by how many cards were played
    and its last trick, then its result, then the new deal's cards; the summary ends with
    where things stand (this deal's tricks) and the trick being played, and no move number
    (which counted every card)."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.01) as (
                server, url):
            _ann, carol = await left_to_a_bot(url, lang, "whist", moves=1)
            live = server.tables[1]
            await until(carol, lambda: live.table is not None
                        and live.table.state.deal_no >= 2  # type: ignore[attr-defined]
                        and sum(live.table.state.taken) >= 1, 40)  # type: ignore[attr-defined]
            back, _signed = await signed_in_again(url, "ann", lang)
            said = [m.text for m in await back.handle_line(f"{words['join']} 1 1") if m.text]
            await until(back, lambda: any(words["away_cards"] in t for t in texts(back)))
            # What is said: the braille lines without words after a long one are left out.
            said += [m.text for m in back.heard if m.text]
            summary = said[next(i for i, t in enumerate(said) if words["away_cards"] in t):]
            assert summary[0] == words["away_cards"], summary[0]  # no "Move 104."
            results = [i for i, t in enumerate(summary) if re.match(over, t)]
            assert results, summary
            for i in results:  # each deal played out: its last trick alone, four cards
                told = summary[i - 1]
                assert played_out in told and last in told, told
                assert told.split(last)[1].count(" by " if lang == "en" else " von ") == 4, told
            for i in results:  # each deal's result between its cards and the next deal's
                assert summary[i + 1].startswith(again), summary[i + 1]
            assert not any(re.search(over, t) for t in summary[results[-1] + 1:])
            now = next(t for t in summary[results[-1] + 2:] if trick in t)
            assert now.endswith(" of 13." if lang == "en" else " von 13."), now
            assert ("Tricks" if lang == "en" else "Stiche") in now, now
            await back.close()
            await carol.close()
    run(main(), 90)


@pytest.mark.parametrize(("lang", "missed", "dealt", "back"), (
    ("en", "Back at the table; you missed:", "Cards dealt.", "ann is back"),
    ("de", "Zurück am Tisch; verpasst hast du:", "Karten ausgeteilt.", "ann ist zurück")))
def test_a_line_down_past_the_grace_is_summed_up_when_it_is_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, missed: str, dealt: str,
        back: str) -> None:
    """A player whose line was down while a bot played a Whist deal to its end heard, once
    connected again, every card of it replayed one by one, a deal told as "Cards dealt.
    Your hand: No cards in hand.", and that she herself was back. What the bot played is
    now summed up as on joining again: the deal by its last trick and its result, then
    where the game stands."""
    monkeypatch.setattr(remote, "RECONNECT_WAIT", 0.02)
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.01) as (
                server, url):
            ann, carol = await left_to_a_bot(url, lang, "whist", moves=1, close=False)
            live = server.tables[1]
            mark = len(ann.heard)
            ann.closing = True  # the line drops; the client tries again once told to
            ann.client.ws.transport.abort()
            await until(carol, lambda: live.table is not None
                        and live.table.state.deal_no >= 2, 40)  # type: ignore[attr-defined]
            ann.closing = False
            assert await ann._reconnect()
            said = await heard_from(ann, missed, since=mark)
            assert said[1] == words["away_cards"], said
            deal_won = r"\w.* (win deal|gewinn(?:t|en) Runde) \d+: "
            assert any(re.match(deal_won, t) for t in said), said
            assert not any(t.startswith(dealt) or back in t for t in said), said
            spoken = {m.text for m in ann.heard}  # not the braille lines that follow one
            assert len([t for t in said if t in spoken]) < 20, said  # not the deal's 52 cards
            await ann.close()
            await carol.close()
    run(main(), 90)


@pytest.mark.parametrize(("lang", "away", "began", "last"), (
    ("en", "While you were away, a bot played for you.",
     "Since the game began, ", ("Since your last card", "Since your last turn")),
    ("de", "Während du weg warst, hat ein Bot für dich gespielt.", "Seit Beginn der Partie ",
     ("Seit deiner letzten Karte", "Seit du zuletzt dran warst"))))
def test_a_player_away_before_her_first_move_hears_what_happened_since_the_game_began(
        tmp_path: Path, lang: str, away: str, began: str, last: tuple[str, ...]) -> None:
    """A play-tester who sat down at a Whist table and left before her first card heard
    "Seit deinem letzten Zug wurden 52 Karten gespielt" back at the table: she had made no
    move. The summary and since now count from the game's start. The heading before it said
    "what happened since the game began:", and then the summary "Since the game began, 4
    cards were played.": the summary alone says since when."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.0) as (
                server, url):
            _ann, carol = await left_to_a_bot(url, lang, "whist")
            live = server.tables[1]
            await until(carol, lambda: sum(1 for e in live.entries
                                           if e.data.get("stand_in")) >= 3, 20)
            back, _signed = await signed_in_again(url, "ann", lang)
            said = [m.text for m in await back.handle_line(f"{words['join']} 1 1")]
            await heard_from(back, lambda t: away in t)
            said += texts(back)
            heading = next(i for i, t in enumerate(said) if away in t)
            assert said[heading] == away and said[heading + 1].startswith(began), said
            assert not any(form in t for form in last for t in said), said
            since = [m.text for m in await back.handle_line(words["since"])]
            assert since[0].startswith(began), since
            assert not any(form in t for form in last for t in since), since
            await back.close()
            await carol.close()
    run(main(), 60)


@pytest.mark.parametrize(("lang", "missed", "made"), (
    ("en", "Back at the table; you missed:", "While your connection was down, "),
    ("de", "Zurück am Tisch; verpasst hast du:", "Während deine Verbindung weg war, ")))
def test_a_spectator_s_line_down_for_long_is_summed_up_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, missed: str,
        made: str) -> None:
    """A spectator whose line was down while a Whist table played on heard every card
    replayed once connected again. More than a round of moves is now summed up as for a
    player: how many, then where the game stands."""
    monkeypatch.setattr(remote, "RECONNECT_WAIT", 0.02)

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.01) as (
                server, url):
            _ann, carol = await left_to_a_bot(url, lang, "whist")  # carol stays: bots play on
            dave = await session(url, "dave", lang)
            await dave.handle_line(f"{WORDS[lang]['watch']} 1")
            await until(dave, lambda: dave.console is not None)
            live = server.tables[1]
            dave.news()
            mark = len(texts(dave))
            dave.closing = True  # the line drops; the client tries again once told to
            dave.client.ws.transport.abort()
            start = len(live.entries)
            await until(carol, lambda: len(live.entries) > start + 20, 40)
            dave.closing = False
            assert await dave._reconnect()
            said = await heard_from(dave, missed, since=mark)
            assert said[1].startswith(made), said
            spoken = {m.text for m in dave.heard}  # not the braille lines that follow one
            assert len([t for t in said if t in spoken]) < 10, said  # not every card again
            await dave.close()
            await carol.close()
    run(main(), 90)


@pytest.mark.parametrize(("lang", "away", "bot_plays", "ann_plays", "back"), (
    ("en", "Ann in seat 1 is away; a bot plays for now.", "Ann's bot ", "Ann ",
     "Ann is back in seat 1."),
    ("de", "Ann auf Platz 1 ist weg; bis ann zurück ist, spielt ein Bot den Platz.",
     "Anns Bot ", "Ann ", "Ann ist zurück und spielt Platz 1 wieder selbst.")))
def test_the_bot_playing_for_someone_away_is_named_as_theirs(
        tmp_path: Path, lang: str, away: str, bot_plays: str, ann_plays: str,
        back: str) -> None:
    """After "Ben is away; a bot plays for now" a play-tester heard "Ben plays the nine of
    hearts", as if Ben were back. While the bot plays, its cards are now its own ("Ann's
    bot plays …"); back at the table, she is named again."""
    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.01) as (
                server, url):
            words = WORDS[lang]
            ann = await session(url, "ann", lang)
            for line in ("create whist", f"{words['join']} 1 1", "bot"):
                await ann.handle_line(line)
            carol = await session(url, "carol", lang)  # at the table: the bots play on
            await carol.handle_line(f"{words['watch']} 1")
            await ann.handle_line("start")
            await until(ann, lambda: ann.console is not None)
            await ann.close()
            live = server.tables[1]
            await until(carol, lambda: sum(1 for e in live.entries
                                           if e.data.get("stand_in")) >= 2, 20)
            heard = texts(carol)
            start = next(i for i, t in enumerate(heard) if away in t)
            after = heard[start + 1:]
            # The bot's card in whatever words it comes ("Ann's bot plays …", "… trumps …"),
            # never as ann's own.
            assert any(t.startswith(bot_plays) for t in after), after
            assert not any(t.startswith(ann_plays) for t in after), after
            # Its turn is not announced: its card follows at once, as any bot's does.
            assert not any(t.startswith(bot_plays.split()[0] + " " + bot_plays.split()[1])
                           and ("to move" in t or "am Zug" in t) for t in after), after
            ann, _signed = await signed_in_again(url, "ann", lang)
            await ann.handle_line(f"{WORDS[lang]['join']} 1 1")
            await until(carol, lambda: any(back in t for t in texts(carol)))
            assert carol.console is not None and carol.console.describer.people[0] == "ann"
            await ann.close()
            await carol.close()
    run(main(), 60)


def test_a_stand_in_is_named_in_each_language_s_possessive() -> None:
    """German writes "Max’ Bot" after an s sound, "Bens Bot" otherwise; English "'s"."""
    from accessible_games.narration.catalog import catalog
    from accessible_games.online.away import stand_in_name

    assert [stand_in_name(catalog("de"), n) for n in ("Ben", "Max", "Hans", "Fritz")] == [
        "Bens Bot", "Max’ Bot", "Hans’ Bot", "Fritz’ Bot"]
    assert [stand_in_name(catalog("en"), n) for n in ("Ben", "James")] == [
        "Ben's bot", "James's bot"]


@pytest.mark.parametrize(("lang", "by", "by_bot", "is_away"), (
    ("en", " by bob", " by bob's bot", "Bob in seat 2 is away"),
    ("de", " von bob", " von bobs Bot", "Bob auf Platz 2 ist weg")))
def test_since_names_each_card_by_who_played_it_then(tmp_path: Path, lang: str, by: str,
                                                     by_bot: str, is_away: str) -> None:
    """Once bob was away, since named the card he had played himself "by bob's bot" (each
    card was named by whoever held the seat when since was asked). A card is named by who
    played it: bob's own by bob, the ones his bot played for him by his bot."""
    words = WORDS[lang]

    async def main() -> None:
        async with serving(tmp_path / "db.sqlite", away_grace=0.1, bot_delay=0.01) as (
                server, url):
            ann = await session(url, "ann", lang)
            for line in ("create whist", f"{words['join']} 1 1"):
                await ann.handle_line(line)
            bob = await session(url, "bob", lang)
            await bob.handle_line(f"{words['join']} 1 2")
            await ann.handle_line("bot")
            await ann.handle_line("start" if lang == "en" else "los")
            await move_once(bob)  # East leads the first trick, then goes
            await bob.close()
            await until(ann, lambda: ann.console is not None
                        and ann.console.observation.is_my_turn
                        and any(is_away in t for t in texts(ann)), 20)
            since = " ".join(m.text for m in await ann.handle_line(words["since"]))
            assert by in since and by_bot not in since, since  # his own card
            for _ in range(3):  # ann plays on until the bot's cards come
                if by_bot in since:
                    break
                await move_once(ann)
                await until(ann, lambda: ann.console is not None
                            and ann.console.observation.is_my_turn, 20)
                since = " ".join(m.text for m in await ann.handle_line(words["since"]))
            assert by_bot in since, since
            await ann.close()
    run(main(), 60)
