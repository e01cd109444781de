"""Whist: the braille lines of a trick and of a deal's last card are short; "score" reads
the rest."""

from __future__ import annotations

import pytest

from accessible_games.games.cards.whist.game import WhistGame
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Console
from tests.braille_cells import cells
from tests.games.cards.table_play import against_beginners


def _moves_to_game(console: Console) -> list[Message]:
    """Every move message the person hears until the first game is won (the person playing
    their first legal card each turn)."""
    said: list[Message] = []
    while not any("the game, worth" in m.text or "die Partie, Wert" in m.text for m in said):
        heard = console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            heard += console.computer_move()
        said += [m for m in heard if m.kind is MessageKind.MOVE]
    return said


def _deal_end(said: list[Message], won: str) -> tuple[Message, Message]:
    """The message of the last card of the deal whose end says ``won``, and the deal's."""
    at = next(i for i, m in enumerate(said) if won in m.text)
    return said[at - 1], said[at]


@pytest.mark.parametrize(("lang", "card", "brief", "honours"), [
    ("en", "South: ⠚⠓, no spades. West wins with ⠋⠎: NS 2, EW 11.",
     "EW win deal 1, 5 points for tricks. Type score for the rest.", "4 points for honours"),
    ("de", "Süd: ⠚⠓, kein Pik. West gewinnt mit ⠋⠎. Stiche: NS 2, OW 11.",
     "OW gewinnen Runde 1, 5 Punkte für Stiche. Tippe punkte für den Rest.",
     "4 Punkte für Honneurs"),
])
def test_the_end_of_a_deal_is_a_short_braille_line_after_the_last_trick(lang, card, brief,
                                                                         honours):
    """Play-testing: the braille of the deal's last card was the whole deal result, some
    300 cells (trick counts, honours, the score), then the card and who won the deal with
    its points (88 to 100 cells). The last card and its trick are a line as every trick's
    now, and who won the deal the next, the partnerships by their initials as the trick
    counts have them; honours and the score are one "score" away. Speech keeps everything,
    in the same order."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, 5))
    last, deal = _deal_end(said, "win deal 1" if lang == "en" else "gewinnen Runde 1")
    assert (last.brief, deal.brief) == (card, brief)
    assert honours in deal.text and honours not in deal.brief
    assert deal.mover is None and deal.kind is MessageKind.MOVE


@pytest.mark.parametrize(("lang", "seed", "card", "brief"), [
    ("en", 5, "South: ⠓⠉, no diamonds. West wins with ⠊⠙: NS 3, EW 10.",
     "EW win deal 2 and the game, worth 3. Type score for the rest."),
    ("de", 5, "Süd: ⠓⠉, kein Karo. West gewinnt mit ⠊⠙. Stiche: NS 3, OW 10.",
     "OW gewinnen Runde 2 und die Partie, Wert 3. Tippe punkte für den Rest."),
    ("en", 3, "West: ⠑⠉, no hearts. You win with ⠅⠓: NS 10, EW 3.",
     "You and South win deal 7 and the game, worth 1. Type score for the rest."),
    ("de", 3, "West: ⠑⠉, kein Herz. Du gewinnst mit ⠅⠓. Stiche: NS 10, OW 3.",
     "Du und Süd gewinnt Runde 7 und die Partie, Wert 1. Tippe punkte für den Rest."),
])
def test_a_game_won_is_told_with_the_deal_on_a_braille_line_of_its_own(lang, seed, card,
                                                                        brief):
    """The deal that made a game added it whole after "Type score for the rest.": "Six of
    hearts. West takes the last trick. East and West win deal 2, 4 points for tricks. Type
    score for the rest. East and West win the game, worth 3. Games: North and South 0, East
    and West 1." (210 cells), then "South: eight of clubs, no diamonds. EW win deal 2 and the
    game, worth 3. Type score for the rest." (82 to 102). The last card and trick are a line
    of their own now, the deal's winner and the game the next, each within two windows; the
    games each side has won are under "score". Speech still says the games."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, seed))
    last, won = _deal_end(said, "the game, worth" if lang == "en" else "die Partie, Wert")
    assert (last.brief, won.brief) == (card, brief)
    assert cells(card, lang) <= 80 and cells(brief, lang) <= 80
    assert "Games: " in won.text or "Partien: " in won.text


@pytest.mark.parametrize(("lang", "you_and"), [("en", "You and South win deal "),
                                               ("de", "Du und Süd gewinnt Runde ")])
def test_the_partner_is_named_whole_on_the_braille_line_of_a_deal_won(lang, you_and):
    """Play-testing: "You and S win deal 1, 3 points for tricks." ("Du und S gewinnt Runde
    1 ...") left the reader to guess who S was. Every deal the listener's partnership wins
    names the partner on the braille line as speech does, within two windows. German takes
    the verb of "ihr" after "du und Süd" ("gewinnt", as "hattet" in the honours), as Duden
    has it for a subject of the second and third person."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, 3))
    ours = [m.brief for m in said if m.brief.startswith(" ".join(you_and.split()[:2]) + " ")]
    assert len(ours) >= 3
    for brief in ours:
        assert brief.startswith(you_and), brief
        assert cells(brief, lang) <= 80, brief


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [2, 3])
def test_every_trick_fits_two_braille_windows(lang, seed):
    """"North: jack of diamonds. East wins with king of diamonds. Tricks: NS 0, EW 1." took 86
    cells, 97 with a suit not followed: the card that wins is in its braille code, as the hand
    shows it, and in English the trick counts follow a colon. Every trick of a game fits 80
    cells, a deal's last too, and so does each deal's end; the card's name is still
    spoken."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, seed))
    tricks = [m for m in said if "Tricks" in m.text or "Stiche" in m.text]
    ends = [m for m in said if "win deal" in m.text or "Runde" in m.text]
    assert len(tricks) > 40 and ends
    for message in tricks + ends:
        assert cells(message.brief, lang) <= 80, message.brief
    assert any("⠀" not in m.brief and any(0x2800 < ord(c) <= 0x28FF for c in m.brief)
               for m in tricks)
