"""Reading and writing chess moves: UCI ("e2e4", "e7e8q", "N@f3") and SAN ("Nf3", "exd5",
"O-O", "e8=Q+", "N@f3"), with English or German piece letters (S, L, T, D) on input.

Reading never decides legality on its own: it filters the legal moves it is given.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from accessible_games.engine.grid import algebraic, parse_algebraic
from accessible_games.games.chess_variants.board import (
    GERMAN_LETTERS,
    KIND_OF_LETTER,
    LETTERS,
    Kind,
)
from accessible_games.games.chess_variants.core import ChessMove, Flag, Position

MOVE_HELP = "UCI like e2e4 or e7e8q, SAN like Nf3, exd5, O-O or e8=Q, a drop like N@f3"

_UCI = re.compile(
    r"^(?:[pnbrqkmsltd](?=[a-h][1-8]\s*[-x:]?\s*[a-h][1-8]))?"  # optional piece letter
    r"([a-h][1-8])\s*[-x:]?\s*([a-h][1-8])\s*=?\s*([nbrqmsltd])?$")
_DROP = re.compile(r"^([PNBRQSLTD])?\s*[@*]\s*([a-h][1-8])$")
_SAN = re.compile(
    r"^([NBRQKMSLTD])?([a-h])?([1-8])?\s*[x:]?\s*([a-h][1-8])\s*(?:=?\s*([NBRQSLTD]))?$")
_CASTLE = re.compile(r"^(?:[O0]-?[O0](-?[O0])?)$")

_Reader = Callable[[str, Sequence[ChessMove]], list[ChessMove] | None]
"""One way of reading a move: the legal moves the word may mean, or None for another form."""


def _letter_kind(letter: str, drop: bool = False) -> int:
    """The kind named by an upper-case letter, English first, then German."""
    if drop and letter == "B":
        return Kind.BISHOP  # "B@c4": English reserve drops use B for the bishop
    kind = KIND_OF_LETTER.get(letter)
    if kind is None:
        kind = GERMAN_LETTERS.get(letter)
    return int(kind) if kind is not None else 0


def read_kind(word: str) -> int:
    """The piece kind a SAN text starts with (a pawn when it starts with a file)."""
    first = word[:1]
    if first in "NBRQKMSLTD":
        return _letter_kind(first)
    if first in "nrqkmslt" and len(word) > 2:
        return _letter_kind(first.upper())
    return int(Kind.PAWN)


def clean(text: str) -> str:
    """Strip check marks, annotations and surrounding space."""
    return text.strip().rstrip("+#!?").strip()


def read_move(text: str, legal: Sequence[ChessMove]) -> list[ChessMove] | None:
    """The legal moves a typed text names, or None when the text is no chess move at all.

    A text starting with an upper-case piece letter is read as SAN first ("B1a4" is a bishop
    from the first rank), anything else as UCI first ("b1a4").
    """
    word = clean(text)
    if not word:
        return None
    readers: tuple[_Reader, ...] = (_read_uci, _read_drop, _read_castle, _read_san)
    if word[0] in "NBRQKMSLTD" and "@" not in word:
        readers = (_read_san, _read_uci, _read_castle)
    seen = False
    for reader in readers:
        found = reader(word, legal)
        if found:
            return found
        seen = seen or found is not None
    return [] if seen else None


def _read_uci(word: str, legal: Sequence[ChessMove]) -> list[ChessMove] | None:
    m = _UCI.match(word.lower())
    if not m:
        return None
    start = parse_algebraic(m.group(1), 8, 8)
    end = parse_algebraic(m.group(2), 8, 8)
    promo = _letter_kind(m.group(3).upper()) if m.group(3) else 0
    return [mv for mv in legal if mv.start == start and mv.end == end
            and (not promo or mv.promotion == promo)]


def _read_drop(word: str, legal: Sequence[ChessMove]) -> list[ChessMove] | None:
    m = _DROP.match(word[:1].upper() + word[1:])
    if not m:
        return None
    kind = _letter_kind(m.group(1), drop=True) if m.group(1) else int(Kind.PAWN)
    end = parse_algebraic(m.group(2), 8, 8)
    return [mv for mv in legal if mv.flag is Flag.DROP and mv.kind == kind and mv.end == end]


def _read_castle(word: str, legal: Sequence[ChessMove]) -> list[ChessMove] | None:
    upper = word.upper().replace("0", "O")
    if not _CASTLE.match(upper):
        return None
    flag = Flag.CASTLE_QUEEN if upper.count("O") == 3 else Flag.CASTLE_KING
    return [mv for mv in legal if mv.flag is flag]


def _read_san(word: str, legal: Sequence[ChessMove]) -> list[ChessMove] | None:
    if word[:1] in "nrqkmslt" and len(word) > 2:
        word = word[0].upper() + word[1:]  # "nf3" for "Nf3"; "b" and "d" stay files
    m = _SAN.match(word)
    if not m:
        return None
    letter, file, rank, target, promo_letter = m.groups()
    kind = _letter_kind(letter) if letter else int(Kind.PAWN)
    end = parse_algebraic(target, 8, 8)
    promo = _letter_kind(promo_letter) if promo_letter else 0
    found = []
    for mv in legal:
        if mv.flag is Flag.DROP or mv.end != end or mv.kind != kind:
            continue
        if file and algebraic(mv.start, 8)[0] != file:
            continue
        if rank and algebraic(mv.start, 8)[1] != rank:
            continue
        if promo and mv.promotion != promo:
            continue
        found.append(mv)
    return found


def san(position: Position, move: ChessMove, legal: Sequence[ChessMove] | None = None) -> str:
    """Standard algebraic notation of a legal ``move`` in ``position``, with + or #."""
    if legal is None:
        legal = position.legal_moves()
    if move.flag is Flag.DROP:
        text = f"{LETTERS[Kind(move.kind)]}@{algebraic(move.end, 8)}"
    elif move.flag is Flag.CASTLE_KING:
        text = "O-O"
    elif move.flag is Flag.CASTLE_QUEEN:
        text = "O-O-O"
    else:
        start, end = algebraic(move.start, 8), algebraic(move.end, 8)
        x = "x" if move.capture else ""
        if move.kind == Kind.PAWN:
            text = (start[0] + x + end) if move.capture else end
            if move.promotion:
                text += "=" + LETTERS[Kind(move.promotion)]
        else:
            rivals = [m for m in legal if m.kind == move.kind and m.end == move.end
                      and m.start != move.start and m.flag is not Flag.DROP]
            which = ""
            if rivals:
                if all(algebraic(r.start, 8)[0] != start[0] for r in rivals):
                    which = start[0]
                elif all(algebraic(r.start, 8)[1] != start[1] for r in rivals):
                    which = start[1]
                else:
                    which = start
            text = LETTERS[Kind(move.kind)] + which + x + end
    position.make(move)
    if position.in_check():
        text += "#" if not position.legal_moves() else "+"
    position.unmake()
    return text
