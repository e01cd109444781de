"""Coordinates and notation in braille read back exactly, in every offered table.

Contracted tables misread notation: liblouis writes "c3-d4" in German Kurzschrift so that it
reads back as "cen-d4", and EBAE reads "12-16" back as "12-after". The display's translator
therefore writes every notation word (squares, moves, numbers) in a protected form: the
language's uncontracted table, or 8-dot computer braille where that would lose something (a
capital in German, which marks none: Arimaa's "Re5w" is a gold rabbit, "re5w" a silver one).

For every game, in German and English, the brief move messages of a random game (what the
display shows) are translated with every offered table; each notation word must be covered by
a protected span whose cells the span's table reads back to exactly that word. Where the
chosen table itself reads numbers back (the uncontracted tables and UEB grade 2), the whole
line is read back with it too and must contain every (lowercase) notation word.
"""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY, listed_ids
from accessible_games.narration.message import MessageKind
from accessible_games.output.braille.translator import (
    NOTATION,
    PROTECTED_TABLES,
    BrailleTable,
    BrailleTranslator,
)
from accessible_games.session.console import Console, Seat, SeatKind

pytest.importorskip("louis", reason="liblouis python bindings are not installed")

WHOLE_LINE_READS_NUMBERS = {BrailleTable.DE_G0, BrailleTable.DE_G1, BrailleTable.EN_UEB_G1,
                            BrailleTable.EN_UEB_G2}
"""Tables whose liblouis back-translation reads numbers (de-g2 reads "⠼⠉" as "en",
en-us-g2 reads "⠉⠼⠉" as "cblec": those are checked span by span only)."""


def move_texts(game_id: str, lang: str, moves: int = 40) -> list[str]:
    """The brief forms of the move messages of a random game (two people at the keyboard)."""
    game = REGISTRY.create(game_id)
    session = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=5)
    if session.state.turn_kind is TurnKind.CHANCE:
        session.forced_moves()  # a dice game starts with a roll
    rng = random.Random(11)
    texts: list[str] = []
    for _ in range(moves):
        if session.is_over:
            break
        legal = [m for m in session.state.legal_moves() if m.parts or m.notation]
        if not legal:
            break
        move = rng.choice(legal)
        for message in session.handle_line(move.notation):
            if message.kind in (MessageKind.MOVE, MessageKind.CAPTURE):
                texts.append(message.short)
    return texts


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("game_id", listed_ids())  # the games whose moves name squares
def test_notation_reads_back_exactly_in_every_table(game_id: str, lang: str) -> None:
    texts = move_texts(game_id, lang)
    assert texts, "the game produced move messages"
    words_seen = checked = 0
    for table in BrailleTable:
        translator = BrailleTranslator(table, protect_notation=True)
        for text in texts:
            translation = translator.translate(text)
            spans = {(a, b): (c, d, t) for a, b, c, d, t in translation.protected}
            for match in NOTATION.finditer(text):
                word = match.group(0)
                assert (match.start(), match.end()) in spans, (table, text, word)
                first, end, reading = spans[(match.start(), match.end())]
                read = translator.back_translate(translation.braille[first:end], reading)
                assert read == word, (table, text, word, read)
                words_seen += 1
            if table in WHOLE_LINE_READS_NUMBERS:
                whole = translator.back_translate(translation.braille, table.value)
                for match in NOTATION.finditer(text):
                    word = match.group(0)
                    reading = spans[(match.start(), match.end())][2]
                    if reading == PROTECTED_TABLES[table.language].value:
                        checked += 1
                        assert word.lower() in whole.lower(), (table, text, word, whole)
    assert words_seen > 0 and checked > 0


def test_without_protection_german_contracted_misreads_a_move() -> None:
    """The fault the protected form cures (so the test above can fail)."""
    plain = BrailleTranslator(BrailleTable.DE_G2)
    braille = plain.translate("c3-d4").braille
    assert plain.back_translate(braille, BrailleTable.DE_G2.value) != "c3-d4"
    protected = BrailleTranslator(BrailleTable.DE_G2, protect_notation=True)
    translation = protected.translate("Schwarz c3-d4.")
    (a, b, c, d, table), = translation.protected
    assert protected.back_translate(translation.braille[c:d], table) == "c3-d4"
