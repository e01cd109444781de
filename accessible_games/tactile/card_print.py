""""Print this position" at a card table: what the printing player's seat may know, in braille
(BRF) and large print, not a board (a card game has none; it came out as mancala houses).

The page holds the game's name, whose turn it is, what lies on the table (the trick, or the pile
and a wish), the player's own hand in words and as the two-cell card codes of
:mod:`accessible_games.games.cards.braille` (one blank cell between cards, as on the display;
``docs/cards.*.md``), and the score. It is made from the seat's own console, so it holds
nothing another seat may not be told: the other hands appear only as counts. A spectator's
page (the hot seat's hand-over, a watcher) has no hand.
"""

from __future__ import annotations

from collections.abc import Callable

from accessible_games.games.cards.braille import BLANK, card_cells
from accessible_games.session.console import Console
from accessible_games.session.words import game_name
from accessible_games.tactile.card_sheet import (
    CELL_WIDTH,
    FONT,
    MARGIN,
    PAGE_WIDTH,
    ROW,
    WRAP,
    dots_svg,
    svg_text,
)

CELLS = 40
"""Cells on a braille line."""


def card_page_words(session: Console) -> list[str]:
    """The page's sentences: the game, the turn, the table, the hand, the score."""
    words = [game_name(session.game.id, session.lang), session.turn_text()]
    table = session.table_line()
    if table is not None:
        words.append(table.text)
    if session.viewer is not None and session.hand():
        words.append(session.hand_line().text)
    return words + session.score_lines()


def hand_codes(session: Console, cells: int = CELLS) -> list[str]:
    """The viewer's hand as card codes, broken into lines of ``cells`` cells between cards
    (never inside one); none for a spectator."""
    if session.viewer is None:
        return []
    deck = session.game.deck  # type: ignore[attr-defined]
    cards = [card_cells(deck.face(c), session.card_pattern()) for c in session.hand()]
    lines: list[str] = []
    line = ""
    for card in cards:
        trial = f"{line}{BLANK}{card}" if line else card
        if len(trial) > cells:
            lines.append(line)
            trial = card
        line = trial
    return lines + ([line] if line else [])


def card_page_braille(session: Console, translate: Callable[[str], str]) -> list[str]:
    """The page as lines of Unicode braille: the sentences translated (``translate``: words to
    braille cells), then the hand's codes."""
    lines = [translate(sentence) for sentence in card_page_words(session)]
    codes = hand_codes(session)
    if codes:
        lines += [""] + codes
    return lines


def card_page_svg(session: Console) -> str:
    """The page in large print: black bold letters on white, the hand's codes drawn as dots
    for a sighted helper."""
    import textwrap

    rows: list[tuple[str, str]] = []
    for number, sentence in enumerate(card_page_words(session)):
        kind = "title" if number == 0 else "text"
        rows += [(kind, piece) for piece in textwrap.wrap(sentence, WRAP)]
    codes = hand_codes(session, int((PAGE_WIDTH - 2 * MARGIN) / CELL_WIDTH))
    height = 2 * MARGIN + ROW * (len(rows) + 2 * len(codes) + 2)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_WIDTH:.0f}mm" '
             f'height="{height:.0f}mm" viewBox="0 0 {PAGE_WIDTH:.2f} {height:.2f}">',
             f'<rect x="0" y="0" width="{PAGE_WIDTH:.2f}" height="{height:.2f}" fill="white"/>']
    y = MARGIN + ROW
    for kind, piece in rows:
        parts.append(svg_text(MARGIN, y, piece, FONT * 1.3 if kind == "title" else FONT))
        y += ROW
    y += ROW
    for line in codes:
        parts += dots_svg(line, MARGIN, y - FONT * 0.85)
        y += 2 * ROW
    parts.append("</svg>")
    return "\n".join(parts)
