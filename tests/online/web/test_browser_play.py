"""Whole games in a real headless Chromium, by keyboard alone, read from the live regions.

Sign in with the form, open a table with bots (typed on the command line, or with the
lobby's form), play a whole Kalah game and a whole Mau Mau game by typing the moves the page
lists, and check that every message reached a live region (the answer to the player's own
line assertively, the others' moves politely) and that the result was announced. The board
grid is walked with the arrow keys (roving tabindex, cells named by the server).
"""

from __future__ import annotations

import re
from typing import Any

from selenium.webdriver.common.keys import Keys

from tests.online.web.page import Page

MOVE_LIMIT = 120
"""A bound on the player's moves in one game (the games end long before)."""


def play_to_end(page: Page, web_server: Any, table: int, hand: bool = False,
                game: int = 1) -> tuple[int, bool]:
    """Type one of the listed moves whenever it is the player's turn until game number
    ``game`` at the page ends (``hand``: the first time a card of the hand may be played,
    Tab to it and press Enter instead); returns how many moves, and whether a card was
    played from the hand."""
    made = 0
    played = False
    while made < MOVE_LIMIT:
        moves = page.wait_turn_or_end(game)
        if not moves:
            break
        playable = [t for t in page.texts("#hand button") if ", playable," in t]
        if hand and playable:
            count = len(page.history())
            page.tab_to_text(playable[0])
            page.send_mark()
            page.keys(Keys.ENTER)
            page.wait(lambda: len(page.history()) > count)
            card = playable[0].split(",")[0]
            if page.find("choices-section").is_displayed():  # a jack: the wished suit
                suit = page.texts("#choices button")[0]
                assert page.active_id() == "" and page.driver.switch_to.active_element.text \
                    == suit, "the choices take the focus"
                count = len(page.history())
                page.send_mark()
                page.keys(Keys.ENTER)
                page.wait(lambda: len(page.history()) > count)
            # The hand's line starts the sentence ("Jack of clubs, playable, ..."); the card is
            # told back mid-sentence ("You play the jack of clubs.").
            assert card.lower() in page.find("said").text.lower(), "the card played is told back"
            hand, played = False, True
            made += 1
            continue
        move = moves[made % len(moves)]
        said = page.command(move)
        assert said, f"typing {move} said nothing"
        made += 1
    assert web_server.inspect(lambda: web_server.server.tables[table].table.is_over)
    return made, played


def check_announced(page: Page) -> None:
    """Every message of the history was shown in a live region, the result too."""
    announced = page.announced()
    shown = "\n".join(a["text"] for a in announced)
    for kind, text in page.history():
        assert text in shown, f"never announced: {text}"
    assert any(kind == "result" for kind, _ in page.history())
    assert {a["live"] for a in announced} == {"assertive", "polite"}


def sit_against_a_bot(page: Page, create: str) -> int:
    """Sign in, open a table with ``create``, sit at seat 1 with a beginner bot at seat 2 and
    start; the table's number."""
    page.sign_in()
    said = page.command(create)
    table = int(re.findall(r"\d+", said[0][1])[0])
    for line in (f"join {table} 1", "bot 2 1", "start"):
        page.command(line)
    return table


def test_kalah_whole_game_by_keyboard(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    table = sit_against_a_bot(page, "create kalah seeds=3")
    page.wait(lambda: page.find("board").is_displayed())
    made, _ = play_to_end(page, web_server, table)
    assert made >= 1
    check_announced(page)
    # The player's own move was told back in the assertive region.
    own = [a for a in page.announced() if a["region"] == "said" and "South" in a["text"]]
    assert own and all(a["live"] == "assertive" for a in own)


def test_a_dropped_connection_comes_back_to_the_seat(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    sit_against_a_bot(page, "create kalah seeds=3")
    page.wait(lambda: page.my_moves())
    count = len(page.history())
    # The network drops the page's connection: the page says so, connects again by itself
    # and is back at its seat, without a reload and without signing in.
    page.driver.execute_script("window.__sockets.at(-1).close()")
    page.wait(lambda: any(t.startswith("Back at the table")
                          for _, t in page.history()[count:]))
    told = page.history()[count:]
    assert told[0] == ("error", page.words["lost"]), told
    assert page.find("table").is_displayed() and page.find("signin").get_attribute("hidden")
    move = page.wait(lambda: page.my_moves())[0]
    said = page.command(move)
    assert move.startswith("house ")  # the list says moves in words, and the line reads them
    assert any(text.startswith(f"You sow 3 seeds from {move}") for _, text in said)


def test_mau_mau_whole_game_with_the_lobby_form(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    page.sign_in()
    page.tab_to("game")
    for _ in range(40):  # choose Mau Mau with the arrow keys
        chosen = page.driver.execute_script("return document.getElementById('game').value")
        if chosen == "mau-mau":
            break
        page.keys(Keys.ARROW_DOWN)
    assert page.driver.execute_script("return document.getElementById('game').value") == \
        "mau-mau"
    # The game's options, in words, each a labelled control: three players instead of four.
    page.wait(lambda: page.driver.execute_script(
        "return document.getElementById('option-players') !== null"))
    assert page.driver.execute_script(
        "return document.querySelector('label[for=option-players]').textContent") == \
        "Number of players"
    page.tab_to("options-h")  # folded, so the form's button is near: Enter opens it
    page.keys(Keys.ENTER)
    page.tab_to("option-players")
    page.keys(Keys.ARROW_UP)  # 4 -> 3
    assert page.driver.execute_script(
        "return document.getElementById('option-players').value") == "3"
    page.tab_to_text(page.words["create_button"])
    page.keys(Keys.ENTER)
    page.wait(lambda: page.find("hand").is_displayed() and page.texts("#hand li"))
    table = max(web_server.inspect(lambda: list(web_server.server.tables)))
    assert web_server.inspect(lambda: web_server.server.tables[table].game.num_players) == 3
    assert page.texts("#lines li"), "the table's lines are shown"
    played = False
    for game in range(1, 5):  # bots may win before a card of the player's may be played
        if game > 1:
            page.command("again")
        _, played = play_to_end(page, web_server, table, hand=True, game=game)
        if played:
            break
    assert played, "no card of the hand was ever played with Enter"
    check_announced(page)


def test_board_grid_arrow_keys(browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    sit_against_a_bot(page, "create checkers")
    page.wait(lambda: page.find("board").is_displayed())
    # One cell is in the tab order (roving tabindex): a1, the bottom left.
    stops = page.driver.execute_script(
        "return [...document.querySelectorAll('#board [tabindex=\"0\"]')]"
        ".map(e => e.getAttribute('aria-label'))")
    assert len(stops) == 1 and stops[0].startswith("a1, ")
    page.driver.execute_script("document.getElementById('board-h').scrollIntoView()")
    page.tab_to_cell()
    label = page.driver.switch_to.active_element.get_attribute("aria-label")
    assert label.startswith("a1, ")
    page.keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ARROW_UP)
    c3 = page.driver.switch_to.active_element.get_attribute("aria-label")
    assert c3.startswith("c3, ") and "man" in c3
    page.keys(Keys.ARROW_UP, Keys.ARROW_UP)
    assert page.driver.switch_to.active_element.get_attribute("aria-label") == "c5, empty"
    page.keys(Keys.END)
    assert page.driver.switch_to.active_element.get_attribute("aria-label").startswith("h5, ")
    page.keys(Keys.HOME)
    assert page.driver.switch_to.active_element.get_attribute("aria-label").startswith("a5, ")
    # Still one tab stop, now the focused cell; the column and row headers are there.
    stops = page.driver.execute_script(
        "return [...document.querySelectorAll('#board [tabindex=\"0\"]')].length")
    assert stops == 1
    assert page.texts("#board th[role=columnheader]") == list("abcdefgh")
    assert page.texts("#board th[role=rowheader]") == [str(n) for n in range(8, 0, -1)]
    # Enter on a cell is the app's select: the server answers in the assertive region.
    page.keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    count = len(page.history())
    page.keys(Keys.ENTER)
    page.wait(lambda: len(page.history()) > count)
    assert page.find("said").text


def test_leave_returns_focus_to_the_lobby_and_sounds_switch_is_remembered(
        browser: Any, web_server: Any) -> None:
    page = Page(browser, web_server.url)
    page.sign_in()
    said = page.command("create kalah")
    table = int(re.findall(r"\d+", said[0][1])[0])
    page.command(f"join {table} 1")
    page.wait(lambda: page.find("table").is_displayed())
    page.tab_to("leave")
    page.keys(Keys.ENTER)
    page.wait(lambda: page.find("lobby").is_displayed())
    assert page.active_id() == "lobby-h"
    # The sounds switch: Space turns it off, and the page remembers it after a reload.
    page.tab_to("sounds")
    assert page.find("sounds").is_selected()
    page.keys(Keys.SPACE)
    assert not page.find("sounds").is_selected()
    again = Page(browser, web_server.url)
    assert not again.find("sounds").is_selected()
    again.tab_to("sounds")
    again.keys(Keys.SPACE)
    assert again.find("sounds").is_selected()


def test_after_the_game_the_moves_say_it_is_over(browser: Any, web_server: Any) -> None:
    """A play-tester at the page after a lost game went to "Your moves" and heard "Not your
    turn.", as if the game went on. The list says the game is over."""
    page = Page(browser, web_server.url, "de")
    sit_against_a_bot(page, "neu kalah seeds=3")
    page.wait(lambda: page.find("board").is_displayed())
    view = {"type": "view", "table": 1, "seat": 0, "title": "Tisch 1: Kalah",
            "status": "Nord gewinnt.", "over": True, "moves": [], "board": None, "hand": None,
            "choices": [], "lines": []}
    page.receive(view)
    assert page.texts("#moves li") == ["Keine: die Partie ist vorbei."]
    assert page.my_moves() == []


def test_a_view_leaves_the_focused_card_the_same_element(browser: Any,
                                                         web_server: Any) -> None:
    """The hand was made anew at every view, after every move of anybody, and the focused
    card with it: a screen reader announced the card again each time ("Seven of clubs,
    playable, card 1 of 5"), cutting off the other players' moves. The buttons are now
    updated in place: the focus stays on the same element, and no focus event is fired, as
    the view comes again, a card's words change, or a card before it is gone."""
    page = Page(browser, web_server.url)
    sit_against_a_bot(page, "create mau-mau players=2")
    assert page.wait_turn_or_end(), "the bot began and it is the player's turn"
    first = page.texts("#hand button")[0]
    page.tab_to_text(first)
    page.hold_focus()
    view = [f for f in page.frames() if f["type"] == "view"][-1]
    hand = view["hand"]
    for changed in (hand, [f"{hand[0]} (changed)", *hand[1:]], hand[1:]):
        page.receive({**view, "hand": changed})
        assert page.texts("#hand button") == changed
        assert page.focus_held()


def test_a_join_button_keeps_the_focus_while_the_lobby_changes(browser: Any,
                                                               web_server: Any) -> None:
    """A play-tester tabbing through the lobby lost the focus (to the page's top) whenever
    another player opened a table or sat down: the lobby's list was made anew. Its rows and
    buttons are now kept where they stay: the focused button keeps the focus, unannounced."""
    page = Page(browser, web_server.url)
    page.sign_in()
    said = page.command("create kalah")
    table = int(re.findall(r"\d+", said[0][1])[0])
    # The button names the side as the row's text does ("seat 2, North").
    join = f"Join table {table}, seat 2, North"
    page.wait(lambda: join in page.texts("#tables button"))
    page.tab_to_text(join)
    page.hold_focus()
    lobby = [f for f in page.frames() if f["type"] == "lobby"][-1]
    rows = lobby["tables"]
    mine = next(r for r in rows if r["table"] == table)
    others = [{"table": 900, "text": "Table 900: Kalah, waiting.", "open": [0, 1],
               "labels": ["Join table 900, seat 1", "Join table 900, seat 2"]}]
    for changed in ([*rows, *others], [{**mine, "text": mine["text"] + " (changed)",
                                        "open": [1], "labels": [join]}, *others], rows):
        page.receive({"type": "lobby", "tables": changed, "count": "Tables."})
        assert page.texts("#tables p") == [r["text"] for r in changed]
        assert page.focus_held()
        assert page.driver.switch_to.active_element.text == join


def test_registering_with_two_passwords_that_differ_makes_no_account(browser: Any,
                                                                      web_server: Any) -> None:
    """The new account's password is typed twice: the second field appears when the box is
    ticked; two that differ are said so assertively, both fields are emptied and the first
    has the focus, to type them again."""
    page = Page(browser, web_server.url)
    assert not page.find("again").is_displayed()
    page.tab_to("name")
    page.keys("slip")
    page.tab_to("password")
    page.keys("secret of slip")
    page.tab_to("register")
    page.keys(Keys.SPACE)
    page.tab_to("password-again")
    page.keys("secret of sIip")
    count = len(page.history())
    page.keys(Keys.ENTER)
    page.wait(lambda: len(page.history()) > count)
    assert page.history()[count:] == [("illegal", "The two passwords differ, so no account "
                                                  "was made. Type the password in both fields "
                                                  "again.")]
    assert page.active_id() == "password"
    assert page.find("password").get_attribute("value") == ""
    assert page.find("password-again").get_attribute("value") == ""
    assert page.find("lobby").get_attribute("hidden")
