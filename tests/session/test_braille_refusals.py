"""The braille line of the refusals and questions every game shares, measured in cells.

A deafblind player reads them on a 40-cell display: each fits two windows (80 cells), keeps
what was refused and why, one example and the way to more (help, yes or no). Speech keeps its
whole sentence.
"""

from __future__ import annotations

import random
import re

import pytest

from accessible_games.engine import State, TurnKind
from accessible_games.lineup import ENTRIES, REGISTRY, describer_for
from accessible_games.narration.message import MessageKind
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.saving import attach_store
from accessible_games.storage.store import Store
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.consoles import seated

LANGS = ("en", "de")
HELP = {"en": "help", "de": "hilfe"}
BRAILLE_CELLS = 2 * DISPLAY_CELLS
"""The most cells a shared refusal takes: two windows of the display."""


def _turns(game_id: str) -> list[tuple[str, State]]:
    """The game's start and, in a game of two whose second player types moves with
    examples of their own, that player's first turn."""
    game = REGISTRY.create(game_id)
    rng = random.Random(1)
    state = game.new_state(rng)
    turns = [("first", state.copy())]
    describer = describer_for(game, "en")
    for _ in range(40):
        if state.turn_kind is TurnKind.TERMINAL:
            break
        if describer.notation_phase(state) == "second":
            turns.append(("second", state))
            break
        state.apply(state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                    else state.legal_moves()[0])
    return turns


GAME_TURNS = [(entry.game.id, turn) for entry in ENTRIES
              for turn, _ in _turns(entry.game.id)]


def _examples(text: str) -> set[str]:
    """The typed moves in ``text``: its words with a digit and something else in them
    ("a1-a5", "11-15", "N@f3"; not the numbers of "houses 1 to 6" or "9 to 2")."""
    return {word for word in re.findall(r"[\w@+<>-]+", text)
            if any(c.isdigit() for c in word) and not word.isdigit()}


@pytest.mark.parametrize(("game_id", "turn"), GAME_TURNS)
@pytest.mark.parametrize("lang", LANGS)
def test_an_unreadable_line_is_brailled_with_one_example_and_help(game_id, turn, lang):
    """'I cannot read "9999999999". Type a start and a target square such as a1-a5 (for a
    capture, say, c3xe5; the die is rolled for you), or help for the commands.' ran to 166
    cells in Rakado; every game's braille line now has the few words the card games had."""
    game = REGISTRY.create(game_id)
    state = dict(_turns(game_id))[turn]
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang,
                            state=state)
    answer, = console.handle_line("qwqwqwqwqw")
    brief = answer.short or answer.text
    assert cells(brief, lang) <= BRAILLE_CELLS, brief
    assert "qwqwqwqwqw" in brief
    assert HELP[lang] in brief
    said = _examples(answer.text.replace("qwqwqwqwqw", ""))
    shown = _examples(brief.replace("qwqwqwqwqw", ""))
    assert shown <= said, brief
    assert shown or not said, brief


NEW_GAME = {"en": "new game", "de": "neues spiel"}


@pytest.mark.parametrize(("game_id", "typed"), [
    ("checkers", "c3-d4"), ("turkish-draughts", "a3-a4"), ("international-draughts", "32-28"),
    ("reversi", "d3"), ("mad-mate", "e2e4"),
])
@pytest.mark.parametrize("lang", LANGS)
def test_a_move_typed_to_a_question_is_brailled_as_no_and_not_played(game_id, typed, lang):
    """'„h5xh3xf3“ ist weder ja noch nein, also gilt die Frage als mit nein beantwortet;
    gezogen wird es auch nicht. Um es zu ziehen, tippe es noch einmal.' took 135 cells; the
    braille line keeps the line, the answer no, the move not played and how to play it."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    console.handle_line(NEW_GAME[lang])
    said = console.handle_line(typed)[0]
    assert not console.table.history
    brief = said.short
    assert cells(brief, lang) <= BRAILLE_CELLS, brief
    assert typed in brief and ("no" if lang == "en" else "nein") in brief
    assert ("again" if lang == "en" else "noch einmal") in brief
    assert said.text != brief


EDIT = {"en": "edit", "de": "bearbeiten"}


@pytest.mark.parametrize("typed_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_a_word_the_editor_does_not_know_is_brailled_with_its_words_and_help(lang, typed_only):
    """'Der Editor kennt: Pfeiltasten, Eingabe, leeren, alles leeren, seite, prüfen, fertig,
    speichern NAME, Escape.' took 102 cells; the braille line leaves out the keys the display
    user knows and points to help for the rest."""
    game = REGISTRY.create("checkers")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.typed_only = typed_only
    console.handle_line(EDIT[lang])
    said, = console.handle_line("frobnicate")
    assert said.text.startswith("The editor knows:" if lang == "en" else "Der Editor kennt:")
    brief = said.short
    assert cells(brief, lang) <= BRAILLE_CELLS, brief
    assert HELP[lang] in brief and ("done" if lang == "en" else "fertig") in brief


PIECES = {"en": "pieces", "de": "figuren"}


@pytest.mark.parametrize("game_id", ["reversi", "tablut", "arimaa", "rakado-teams", "dog"])
@pytest.mark.parametrize("lang", LANGS)
def test_pieces_of_nobody_are_brailled_with_how_to_ask(game_id, lang):
    """'"nobody" names no player here. Type pieces alone for your own, or pieces with
    opponent, White, or Black.' took 107 cells, and more with four seats' names; and
    "pieces with opponent", typed as it said, named no player either."""
    console = seated(game_id, lang)
    word = "marbles" if game_id == "dog" else PIECES[lang]
    said, = console.handle_line(f"{word} nobody")
    brief = said.short
    assert cells(brief, lang) <= BRAILLE_CELLS, brief
    assert "nobody" in brief and word in brief
    opponent = "opponent" if lang == "en" else "gegner"
    asked = console.handle_line(f"{word} {opponent}")
    assert asked[0].kind is not MessageKind.ERROR
    assert f"{word} {opponent}" in brief or f"{word} followed by {opponent}" in said.text \
        or f"{word} gefolgt von {opponent}" in said.text


@pytest.mark.parametrize(("lang", "save", "open_it"), [
    ("en", "save somewhere over the rainbow", "open somewhere over the rainbow"),
    ("de", "speichern somewhere over the rainbow", "öffnen somewhere over the rainbow"),
])
@pytest.mark.parametrize("game_id", ["reversi", "tablut"])
def test_opening_a_save_over_a_game_going_on_is_asked_briefly_in_braille(
        tmp_path, monkeypatch, game_id, lang, save, open_it):
    """'Leave this game of Tablut (Tafl from Lapland) and open "fuzz"? It stays kept
    unfinished, and resume offers it again once ...; to open it whenever you like, answer no
    and save it first with save and a name. Type yes or no.' took some 270 cells; the
    braille line keeps the question, that the game is kept, and yes or no."""
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(console, Store.open())
    console.handle_line(save)
    console.handle_line(console.observation.legal_moves[0].notation)
    asked, = console.handle_line(open_it)
    brief = asked.short
    assert cells(brief, lang) <= BRAILLE_CELLS, brief
    assert "somewhere over the" in brief
    assert brief.endswith("Type yes or no." if lang == "en" else "Tippe ja oder nein.")
    assert "resume" in asked.text or "fortsetzen" in asked.text


OPEN_CELLS = 80
"""The most cells the editor's opening takes on the braille line: two windows (it took 111
to 118 with every word to type)."""
SEEDS = {"en": "seed", "de": "Samen"}
MANCALA = {"en": "mancala", "de": "Mancala"}


@pytest.mark.parametrize(("game_id", "sows"), [("checkers", False), ("tablut", False),
                                                ("kalah", True), ("oware", True)])
@pytest.mark.parametrize("typed_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_the_editors_opening_is_brailled_briefly_and_speaks_of_seeds_only_in_mancala(
        game_id, sows, typed_only, lang):
    """'Position editor. Arrows move the cursor; Enter changes the piece here (in mancala:
    one more seed, or type a number); clear empties the place, ...; Escape leaves.' took
    294 cells (319 in German), and told a draughts player of mancala seeds. Braille names
    the words to type and help, which answers with the whole text; the seeds are told only
    where the places hold seeds."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    console.typed_only = typed_only
    opened = console.handle_line(EDIT[lang])[0]
    brief = opened.brief
    assert brief and cells(brief, lang) <= OPEN_CELLS, (cells(brief or "", lang), brief)
    done, clear = ("done", "clear") if lang == "en" else ("fertig", "leeren")
    assert HELP[lang] in brief and done in brief and clear in brief, brief
    helped, = console.handle_line(HELP[lang])
    assert helped.brief is None and helped.text == opened.text
    for text in (opened.text, brief):
        assert (SEEDS[lang] in text) is sows, text
        assert MANCALA[lang] not in text, text


@pytest.mark.parametrize(("game_id", "lang", "typed", "brief"), [
    ("whist", "en", "draw", "No draw in Whist. To stop, type quit."),
    ("whist", "de", "remis", "Kein Remis bei Whist. Zum Aufhören tippe ende."),
    ("wolf-und-schafe", "en", "draw", "No draw in Wolf and sheep. To stop, type quit."),
    ("wolf-und-schafe", "de", "remis", "Kein Remis bei Wolf und Schafe. Zum Aufhören tippe ende."),
])
def test_a_draw_offer_where_none_is_agreed_is_brailled_in_a_few_words(game_id, lang, typed,
                                                                       brief):
    """'Bei Wolf und Schafe kann man kein Remis vereinbaren: Die Partie endet, wie die Regeln
    es sagen. Um aufzuhören, tippe ende.' took 112 cells on the braille line (Whist in
    English 94); speech keeps the whole sentence."""
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, viewer=0)
    console.opening()
    refused, = console.handle_line(typed)
    assert refused.kind is MessageKind.ILLEGAL and refused.short == brief
    assert cells(brief, lang) <= BRAILLE_CELLS
    assert refused.text.endswith("type quit." if lang == "en" else "tippe ende.")
    assert len(refused.text) > len(brief)


@pytest.mark.parametrize(("lang", "undo", "brief"), [
    ("en", "undo", "No undo: other people play at this table."),
    ("de", "rückgängig", "Kein Zurücknehmen: Andere spielen an diesem Tisch mit."),
])
def test_undo_refused_for_other_people_at_the_table_is_brailled_in_a_few_words(lang, undo,
                                                                                brief):
    """'Hier kann nichts zurückgenommen werden: Andere Menschen spielen an diesem Tisch mit
    und haben gesehen, was geschah.' took 105 cells; speech keeps why in full."""
    seats = [Seat(SeatKind.HUMAN)] * 2 + [Seat(SeatKind.COMPUTER)] * 2
    console = Console.local(REGISTRY.create("teamdraw"), seats, lang=lang, viewer=0)
    console.opening()
    console.handle_line(console.observation.legal_moves[0].notation)
    refused, = console.handle_line(undo)
    assert refused.kind is MessageKind.ILLEGAL and refused.short == brief
    assert refused.text == console.words.text("undo.refused.people")
    assert cells(brief, lang) <= BRAILLE_CELLS


@pytest.mark.parametrize(("lang", "resign", "brief"), [
    ("en", "resign", "“c3-d4 the move I...” counts as no."),
    ("de", "aufgeben", "„c3-d4 the move I...“ gilt als nein."),
])
def test_a_move_typed_as_an_answer_is_brailled_within_two_windows(lang, resign, brief):
    """'„reserve diamonds_sol...“ gilt als nein, nicht als Zug. Zum Ziehen tippe es noch
    einmal.' took 84 cells with a long line cut; speech keeps the whole line and sentence.
    The line reads as no move, so it is not offered to be typed again
    (tests/session/test_neither_yes_nor_no.py)."""
    console = Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN),
                                                          Seat(SeatKind.COMPUTER)],
                            lang=lang, viewer=0)
    console.opening()
    console.handle_line(resign)
    refused = console.handle_line("c3-d4 the move I meant to play")[0]
    assert refused.short == brief and "c3-d4 the move I meant to play" in refused.text
    assert cells(brief, lang) <= BRAILLE_CELLS
