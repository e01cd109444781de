"""Questions a new player at a trick-taking table asks in the first hour, in their words.

Play-testing Whist, "how many cards" ("wie viele karten") answered with the status, which
in Whist and Doppelkopf names no hand's count; "what is trump" ("was ist trumpf") and "who
won" ("wer hat gewonnen") were "I cannot read". Only counts and public facts are said: no
card of another hand.
"""

from __future__ import annotations

import pytest

from tests.consoles import seated


def _said(game_id: str, lang: str, line: str) -> str:
    return " ".join(m.text for m in seated(game_id, lang).handle_line(line))


@pytest.mark.parametrize(("lang", "asked", "said"), [
    # Whist, seed 3: East, South and West have played to the first trick; North to play.
    ("en", "how many cards", "You hold 13 cards; East 12, South 12, and West 12."),
    ("en", "How many cards does my partner have?",
     "You hold 13 cards; East 12, South 12, and West 12."),
    ("de", "wie viele karten", "Du hast 13 Karten; Ost 12, Süd 12 und West 12."),
    ("de", "Wie viele Karten hat West?", "Du hast 13 Karten; Ost 12, Süd 12 und West 12."),
])
def test_whist_answers_how_many_cards_with_the_counts(lang, asked, said):
    assert _said("whist", lang, asked) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Every hand holds 12 cards."),
    ("de", "Alle haben 12 Karten auf der Hand."),
])
def test_doppelkopf_answers_how_many_cards_before_a_card_is_played(lang, said):
    asked = "how many cards" if lang == "en" else "wie viele karten"
    assert _said("doppelkopf", lang, asked) == said


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "what is trump", "Trumps: hearts."),
    ("en", "What are trumps?", "Trumps: hearts."),
    ("de", "was ist trumpf", "Trumpf: Herz."),
    ("de", "Was ist Trumpf?", "Trumpf: Herz."),
])
def test_whist_says_what_is_trump(lang, asked, said):
    assert _said("whist", lang, asked) == said


@pytest.mark.parametrize(("lang", "start", "highest", "lowest"), [
    ("en", "The game is not settled yet. In a normal game the trumps are, highest first:",
     "ten of hearts", "nine of diamonds."),
    ("de", "Das Spiel steht noch nicht fest. Im Normalspiel sind Trumpf, von oben:", "Herz-Zehn",
     "Karo-Neun."),
])
def test_doppelkopf_names_the_trumps_while_the_reservations_are_asked(lang, start, highest,
                                                                      lowest):
    asked = "what is trump" if lang == "en" else "was ist trumpf"
    said = _said("doppelkopf", lang, asked)
    assert said.startswith(f"{start} {highest},"), said
    assert said.endswith(lowest), said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "This game is a queen solo; its trumps, highest first: queen of clubs, queen of "
           "spades, queen of hearts, and queen of diamonds."),
    ("de", "Trümpfe in diesem Spiel (Damensolo), von oben: Kreuz-Dame, Pik-Dame, Herz-Dame und "
           "Karo-Dame."),
])
def test_doppelkopf_names_the_trumps_of_a_solo(lang, said):
    from accessible_games.games.cards.doppelkopf.game import PLAY
    from accessible_games.games.cards.doppelkopf.rules import Contract
    from accessible_games.lineup import describer_for

    console = seated("doppelkopf", lang)
    state = console.state
    state.phase, state.contract = PLAY, Contract.QUEEN_SOLO.value  # type: ignore[attr-defined]
    assert describer_for(console.game, lang).trump_text(state) == said


@pytest.mark.parametrize(("lang", "asked", "nobody"), [
    ("en", "who won", "Nobody has won yet."),
    ("en", "Who has won?", "Nobody has won yet."),
    ("de", "wer hat gewonnen", "Noch hat niemand gewonnen."),
    ("de", "Wer hat gewonnen?", "Noch hat niemand gewonnen."),
])
def test_who_won_says_nobody_yet_and_the_standing(lang, asked, nobody):
    said = _said("whist", lang, asked)
    assert said.startswith(nobody), said
    assert ("Games won" if lang == "en" else "Gewonnene Partien") in said, said


@pytest.mark.parametrize(("lang", "resign", "asked"), [
    ("en", "resign", "who won"), ("de", "aufgeben", "wer hat gewonnen")])
def test_who_won_after_the_end_is_the_result(lang, resign, asked):
    console = seated("whist", lang)
    console.handle_line(resign)
    console.handle_line("yes" if lang == "en" else "ja")
    assert console.is_over
    said = [m.text for m in console.handle_line(asked)]
    assert said[0] == console.result_messages()[0].text


@pytest.mark.parametrize(("lang", "reserving", "playing"), [
    ("en", "Trumps if normal game, highest first: ", "Trumps, highest first: "),
    ("de", "Trumpf, falls Normalspiel, von oben: ", "Trumpf, von oben: "),
])
def test_doppelkopf_brailles_the_trumps_in_their_code_within_80_cells(lang, reserving,
                                                                      playing):
    """While the reservations are asked the braille line said "Trumpf, von oben: ⠭⠓⠀⠟⠉ ..."
    as in a settled game, where speech says the game is not settled yet: it now says the
    trumps are the normal game's if it comes to one, still within 80 cells."""
    from accessible_games.games.cards.doppelkopf.game import PLAY
    from accessible_games.games.cards.doppelkopf.rules import Contract
    from tests.braille_cells import cells

    asked = "what is trump" if lang == "en" else "was ist trumpf"
    console = seated("doppelkopf", lang)
    answer = console.handle_line(asked)
    assert len(answer) == 1
    assert answer[0].short.startswith(reserving), answer[0].short
    assert cells(answer[0].short, lang) <= 80
    state = console.state
    state.phase, state.contract = PLAY, Contract.NORMAL.value  # type: ignore[attr-defined]
    [settled] = console.handle_line(asked)
    assert settled.short.startswith(playing), settled.short
    assert settled.short[len(playing):] == answer[0].short[len(reserving):]


@pytest.mark.parametrize(("game_id", "lang", "said"), [
    ("mau_mau", "de", "Bei Mau-Mau gibt es keinen Trumpf."),
    ("mau_mau", "en", "Mau Mau has no trumps."),
    ("dog", "de", "Bei Dog gibt es keinen Trumpf."),
    ("dog", "en", "Dog has no trumps."),
])
def test_a_game_without_trumps_says_so(game_id, lang, said):
    """"was ist trumpf" in Mau Mau and Dog answered "Mau-Mau kennt diese Frage nicht.", as
    if the question made no sense there; a newcomer asks it, and the answer is that there are
    none, in speech and on the braille line."""
    asked = "what is trump" if lang == "en" else "was ist trumpf"
    answer = seated(game_id, lang).handle_line(asked)
    assert [(m.text, m.short) for m in answer] == [(said, said)]
