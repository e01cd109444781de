"""How long a text is on the braille line, in cells of the player's braille table, and long
texts parted into braille lines that fit.

The session parts long answers into braille lines (:func:`in_pieces`); a line must fit two
windows of a 40-cell display, and a character is not a cell: a number takes its number sign,
a contracted table writes a word in fewer cells. The length is measured with the translation
the display uses (notation protected, as the announcer writes it); without liblouis the
translator falls back to computer braille, one cell a character.

:func:`paragraph_lines` is the one way a text of paragraphs (the rules, what they say about
a word, help) reaches the display: each paragraph spoken whole, brailled in lines of at most
two windows that begin at a sentence where they can, else at a comma, else at a word. The
player steps through them with the display's keys for the previous and next message, and
"repeat" says them all again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import cache, lru_cache

from accessible_games.narration.message import Message, MessageKind
from accessible_games.output.braille.translator import (
    BrailleTable,
    BrailleTranslator,
    default_table,
)

LINE_CELLS = 80
"""A braille line the session writes fits this many cells: two windows of a 40-cell display."""


@cache
def _translator(table: BrailleTable) -> BrailleTranslator:
    return BrailleTranslator(table, protect_notation=True)


def language_table(lang: str) -> BrailleTable:
    """The table a line in ``lang`` is measured in where no display's own is known (the
    online client's lobby): the language's default. Layers above the session (online) ask
    here rather than import the output layer."""
    return default_table(lang)


@lru_cache(maxsize=4096)
def braille_cells(text: str, table: BrailleTable) -> int:
    """How many cells ``text`` takes on the braille display in ``table``."""
    return len(_translator(table).translate(text).braille)


def in_pieces(text: str, table: BrailleTable, size: int = LINE_CELLS,
              breaks: str = r"(?<=[,;]) ") -> list[str]:
    """``text`` parted after its commas and semicolons (or where the pattern ``breaks``
    matches) into as few pieces of at most ``size`` cells of braille in ``table`` as it can
    be, of about equal length ("House 1, house 2, house 3, house 4," and "house 5, house 6,
    or house 7.", not "or house 7." alone); a part longer than ``size`` is a piece of its
    own."""
    parts = re.split(breaks, text)

    def filled(width: int) -> list[str]:
        pieces: list[str] = []
        for part in parts:
            longer = f"{pieces[-1]} {part}" if pieces else part
            if pieces and braille_cells(longer, table) <= width:
                pieces[-1] = longer
            else:
                pieces.append(part)
        return pieces

    return filled(_narrowest(lambda width: len(filled(width)), braille_cells(text, table),
                             size))


def _narrowest(count: Callable[[int], int], cells: int, size: int) -> int:
    """The narrowest width, at most ``size``, at which a text of ``cells`` cells still needs
    no more pieces than at ``size`` (``count(width)`` pieces at each width), so that they
    come out about even: a search between the even share and ``size``."""
    fewest = count(size)
    low, high = min(size, -(-cells // fewest)), size
    while low < high:
        middle = (low + high) // 2
        if count(middle) > fewest:
            low = middle + 1
        else:
            high = middle
    return low


def _breaks_after(word: str, following: str) -> int:
    """How well a braille line ends between ``word`` and the ``following`` one: 2 after a
    sentence's end (before a capital, a digit or a quote), 1 after a comma, semicolon or
    colon or before a bracket, 0 between two words of a clause."""
    ended = word.rstrip("\"'“”)»«")
    if ended.endswith((".", "!", "?")) and _BEGINS_SENTENCE.match(following):
        return 2
    if ended.endswith((",", ";", ":")) or following.startswith("("):
        return 1
    return 0


_BEGINS_SENTENCE = re.compile(r"[\"„“(«»]?[A-ZÄÖÜ0-9]")


def line_pieces(line: str, table: BrailleTable, size: int = LINE_CELLS) -> list[str]:
    """One paragraph ``line`` in braille lines of at most ``size`` cells of ``table``: whole
    when it fits; else in as few lines as fit, of about equal length (not "and hint." alone
    after a full line), each ending after the last sentence in it that fills a third of a
    line, else after its last comma, semicolon or colon that fills half of one, else after
    any sentence ("You chose Dog." before a long one), else at its last word. Every word is
    kept, in order, and the lines joined with a blank are ``line`` again (a word longer than
    a line is a line of its own)."""
    if braille_cells(line, table) <= size:
        return [line]
    words = line.split(" ")
    low = _narrowest(lambda width: len(_filled(words, table, width)),
                     braille_cells(line, table), size)
    full, even = _filled(words, table, size), _filled(words, table, low)
    # Even lines, unless they end at words where full ones end at sentences or commas.
    return even if _quality(even) >= _quality(full) else full


def _quality(pieces: list[str]) -> int:
    """How well ``pieces`` end, summed (:func:`_breaks_after`)."""
    return sum(_breaks_after(piece.split(" ")[-1], following.split(" ")[0])
               for piece, following in zip(pieces, pieces[1:]))


def _filled(words: list[str], table: BrailleTable, size: int) -> list[str]:
    """``words`` in lines of at most ``size`` cells, each as long as fits and ended where
    :func:`_cut` finds best."""
    pieces: list[str] = []
    start = 0
    while start < len(words):
        end = start + 1  # words[start:end] fits (or is one word too long for any line)
        while end < len(words) and braille_cells(" ".join(words[start:end + 1]), table) <= size:
            end += 1
        if end < len(words):
            end = _cut(words, start, end, table, size)
        pieces.append(" ".join(words[start:end]))
        start = end
    return pieces


def _cut(words: list[str], start: int, end: int, table: BrailleTable, size: int) -> int:
    """Where a braille line of ``words[start:end]``, which fits while the next word does
    not, ends best (:func:`line_pieces`): the index of the next line's first word."""
    for strength, share in ((2, 1 / 3), (1, 1 / 2), (2, 0)):
        for cut in range(end, start, -1):
            if (_breaks_after(words[cut - 1], words[cut]) >= strength
                    and braille_cells(" ".join(words[start:cut]), table) >= share * size):
                return cut
    return end


def braille_pieces(text: str, table: BrailleTable, size: int = LINE_CELLS) -> list[str]:
    """The braille lines of ``text``: each of its paragraphs (a line of the text) begins a
    line, and is parted into lines of at most ``size`` cells of ``table``
    (:func:`line_pieces`); blank paragraphs are left out (``[text]`` when all are)."""
    pieces = [piece for paragraph in text.split("\n") if paragraph.strip()
              for piece in line_pieces(paragraph, table, size)]
    return pieces or [text]


def paragraph_lines(text: str, table: BrailleTable, kind: MessageKind = MessageKind.INFO,
                    shown: str | None = None, size: int = LINE_CELLS) -> list[Message]:
    """``text`` (paragraphs one a line: the rules, what they say about a word, a help line)
    as the messages the player hears and reads: the first speaks ``text`` whole, as before
    (the window's panel shows it paged, and "repeat last" says it all), its braille form
    ``shown`` (None: the text itself) is read in lines of at most ``size`` cells of
    ``table`` (:func:`braille_pieces`), a paragraph beginning a line; the lines after the
    first have no words to say. The first message has ``kind``; the lines that follow are
    information, so no earcon sounds again."""
    pieces = braille_pieces(text if shown is None else shown, table, size)
    first = Message(text, kind, brief=None if pieces[0] == text else pieces[0])
    return [first, *(Message("", brief=piece) for piece in pieces[1:])]


def parted_messages(messages: Iterable[Message], table: BrailleTable,
                    size: int = LINE_CELLS) -> list[Message]:
    """``messages`` as the braille line takes them: one whose braille form holds several
    paragraphs or is longer than ``size`` cells of ``table`` is brailled in lines that fit
    (:func:`braille_pieces`), the words spoken the same, every line with the message's
    audience (a private line stays the seat's); the others are kept as they are."""
    return _each_parted(
        messages, lambda m: "\n" not in m.short and braille_cells(m.short, table) <= size,
        lambda shown: braille_pieces(shown, table, size))


def _each_parted(messages: Iterable[Message], kept: Callable[[Message], bool],
                 pieces_of: Callable[[str], list[str]]) -> list[Message]:
    """``messages``, each one not ``kept`` as it is brailled in the lines ``pieces_of`` its
    braille form gives: the words spoken once, by the first line; each line after it without
    words, with the message's audience (a private line stays the seat's)."""
    parted: list[Message] = []
    for message in messages:
        if kept(message):
            parted.append(message)
            continue
        pieces = pieces_of(message.short)
        parted.append(replace(message, brief=None if pieces[0] == message.text else pieces[0]))
        parted += [Message("", brief=piece, audience=message.audience) for piece in pieces[1:]]
    return parted


MOVE_KINDS = frozenset({MessageKind.MOVE, MessageKind.CAPTURE})
"""The kinds of the messages that tell a move."""


def move_lines(messages: Iterable[Message], table: BrailleTable,
                size: int = LINE_CELLS) -> list[Message]:
    """Moves told (and told again by "last" and "since") on the braille line in lines of at
    most ``size`` cells of ``table`` (:func:`line_pieces`: after a sentence where one fills
    enough of a line), the words spoken once, by the first; the other messages as they are.
    Dog's seven that sent three marbles home took 99 cells: "West: joker as seven, 44 to
    goal 2. To the kennel: South 45 and 47, you 48. West: 2 home." Each line that follows
    keeps the message's audience."""
    return _each_parted(
        messages, lambda m: m.kind not in MOVE_KINDS or braille_cells(m.short, table) <= size,
        lambda shown: line_pieces(shown, table, size))


_SENTENCES = re.compile(r"[.!?] [A-ZÄÖÜ]")
"""Where a sentence ends and another begins."""


def place_lines(messages: Iterable[Message], table: BrailleTable,
                size: int = LINE_CELLS) -> list[Message]:
    """Answers that name places one after another (a row of the board, a column, the pieces,
    the captures, the threats) on the braille line in lines of at most ``size`` cells of
    ``table``, the words spoken once, by the first: parted after a place and what stands
    there ("c8 cat (silver)," stays whole, where :func:`line_pieces` would begin a line with
    "(silver)"), between places at the semicolons of a list that has them ("e4, defender;
    e5, king;"), and at sentences in an answer of several; each line that follows keeps the
    message's audience."""
    parted: list[Message] = []
    for message in messages:
        if braille_cells(message.short, table) <= size:
            parted.append(message)
            continue
        if _SENTENCES.search(message.short):
            pieces = line_pieces(message.short, table, size)
        else:
            breaks = r"(?<=;) " if "; " in message.short else r"(?<=[,;]) "
            pieces = [piece for part in in_pieces(message.short, table, size, breaks)
                      for piece in line_pieces(part, table, size)]
        parted.append(replace(message, brief=None if pieces[0] == message.text else pieces[0]))
        parted += [Message("", brief=piece, audience=message.audience) for piece in pieces[1:]]
    return parted
