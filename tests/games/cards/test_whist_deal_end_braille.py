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


def _last_card(lang: str) -> Message:
    """The message of the first deal's last card (seed 5)."""
    ended = [m for m in _moves_to_game(against_beginners(WhistGame(), lang, 5))
             if "win deal 1" in m.text or "gewinnen Runde 1" in m.text]
    return ended[0]


@pytest.mark.parametrize(("lang", "brief", "honours"), [
    ("en", "South: jack of hearts, no spades. EW win deal 1, 5 points for tricks. Type score "
           "for the rest.",
     "4 points for honours"),
    ("de", "Süd: Herz-Bube, Pik nicht bedient. OW gewinnen Runde 1, 5 Punkte für Stiche. "
           "Tippe punkte für den Rest.",
     "4 Punkte für Honneurs"),
])
def test_the_last_card_of_a_deal_has_a_short_braille_line(lang, brief, honours):
    """Play-testing: the braille of the deal's last card was the whole deal result, some
    300 cells (trick counts, honours, the score). Braille now has the card and who won the
    deal with its points, the partnerships by their initials as the trick counts have them;
    the last trick, honours and the score are one "score" away. Speech keeps everything."""
    message = _last_card(lang)
    assert message.brief == brief
    assert honours in message.text and honours not in message.brief


@pytest.mark.parametrize(("lang", "seed", "brief"), [
    ("en", 5, "South: eight of clubs, no diamonds. EW win deal 2 and the game, worth 3. "
              "Type score for the rest."),
    ("de", 5, "Süd: Kreuz-Acht, Karo nicht bedient. OW gewinnen Runde 2 und die Partie, "
              "Wert 3. Tippe punkte für den Rest."),
    ("en", 3, "West: five of clubs, no hearts. You and S win deal 7 and the game, worth 1. "
              "Type score for the rest."),
    ("de", 3, "West: Kreuz-Fünf, Herz nicht bedient. Du und S gewinnt Runde 7 und die "
              "Partie, Wert 1. Tippe punkte für den Rest."),
])
def test_a_game_won_is_told_with_the_deal_on_the_braille_line(lang, seed, brief):
    """The deal that made a game added it whole after "Type score for the rest.": "Six of
    hearts. West takes the last trick. East and West win deal 2, 4 points for tricks. Type
    score for the rest. East and West win the game, worth 3. Games: North and South 0, East
    and West 1." (210 cells). The deal's winner and the game now come first, in one sentence;
    the games each side has won are under "score". Speech still says the games."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, seed))
    won, = [m for m in said if "the game, worth" in m.text or "die Partie, Wert" in m.text]
    assert won.brief == brief
    assert cells(brief, lang) <= 120
    assert "Games: " in won.text or "Partien: " in won.text


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("seed", [2, 3])
def test_every_trick_fits_two_braille_windows(lang, seed):
    """"North: jack of diamonds. East wins with king of diamonds. Tricks: NS 0, EW 1." took 86
    cells, 97 with a suit not followed: the card that wins is in its braille code, as the hand
    shows it, and in English the trick counts follow a colon. Every move of a game, its last
    deal's card aside, fits 80 cells; the card's name is still spoken."""
    said = _moves_to_game(against_beginners(WhistGame(), lang, seed))
    tricks = [m for m in said if ("Tricks" in m.text or "Stiche" in m.text)
              and "deal" not in m.text and "Runde" not in m.text]
    assert len(tricks) > 40
    for message in tricks:
        assert cells(message.brief, lang) <= 80, message.brief
    assert any("⠀" not in m.brief and any(0x2800 < ord(c) <= 0x28FF for c in m.brief)
               for m in tricks)
