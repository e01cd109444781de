"""Typed Doppelkopf commands in German and English: cards, reservations, announcements.

"Kreuz-Dame", "qc", "gesund", "healthy", "Hochzeit", "Damensolo", "queen solo", "re",
"kontra", "keine 90", "no 60", "schwarz". An announcement that is not allowed is refused with
its reason (the deadline passed, the wedding is not yet clarified, the party already said as
much), never silently ignored.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from accessible_games.engine.types import (
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Reason,
    ReasonCode,
)
from accessible_games.games.cards.doppelkopf import knowledge, rules
from accessible_games.games.cards.doppelkopf.moves import Announce, PlayCard, Reservation, Reserve
from accessible_games.games.cards.doppelkopf.scoring import KONTRA, RE
from accessible_games.games.cards.parse import CardNameError, parse_face
from accessible_games.games.cards.typed import by_notation, not_held

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState

WHY_WRONG_PARTY = 8
"""Detail code: the player named the other party's announcement (``locations``: the party)."""
WHY_RESERVED = 11
"""Detail code: a reservation typed after the reservations (``locations``: the contract)."""
WHY_WHICH_SOLO = 12
"""Detail code: "solo" typed alone during the reservations, which does not say which one."""

SOLO_ALONE = frozenset({"solo", "soli", "solos"})
"""The word solo without the solo it names."""

SOLO_STEMS: dict[Reservation, tuple[str, ...]] = {
    Reservation.QUEEN_SOLO: ("dame", "damen", "queen", "queens"),
    Reservation.JACK_SOLO: ("bube", "buben", "jack", "jacks", "knave", "knaves"),
    Reservation.CLUBS_SOLO: ("kreuz", "club", "clubs"),
    Reservation.SPADES_SOLO: ("pik", "spade", "spades"),
    Reservation.HEARTS_SOLO: ("herz", "heart", "hearts"),
    Reservation.DIAMONDS_SOLO: ("karo", "trumpf", "diamond", "diamonds"),
    Reservation.MEATLESS: ("fleischlos", "fleischlose", "fleischloser", "fleischloses",
                           "fleischlosen", "ass", "asse", "meatless", "trumpless", "notrump",
                           "notrumps", "ace", "aces"),
}
"""The words before "solo" (or after it: "Solo Damen", "solo queens") that name each solo, in
both languages, singular and plural: "Damensolo", "Damen-Solo", "queens solo"."""

ALONE: dict[str, Reservation] = {
    "gesund": Reservation.HEALTHY, "healthy": Reservation.HEALTHY,
    "keinvorbehalt": Reservation.HEALTHY, "noreservation": Reservation.HEALTHY,
    "hochzeit": Reservation.WEDDING, "wedding": Reservation.WEDDING,
    "marriage": Reservation.WEDDING,
    "fleischlos": Reservation.MEATLESS, "fleischloser": Reservation.MEATLESS,
    "fleischlosen": Reservation.MEATLESS, "meatless": Reservation.MEATLESS,
    "trumpless": Reservation.MEATLESS,
}
"""Reservation words said without "solo": healthy, the wedding, the meatless solo."""

RESERVATIONS: dict[str, Reservation] = {
    **{word: kind for kind, stems in SOLO_STEMS.items() for stem in stems
       for word in (f"{stem}solo", f"solo{stem}")},
    **ALONE,
}
"""Reservation words with spaces and hyphens removed."""

ARTICLES = re.compile(r"^(?:ein|eine|einen|a|an)\s+")
"""An article before a reservation ("ein Damensolo", "a queen solo"), which the word needs
not."""

ANNOUNCEMENTS: dict[str, tuple[int | None, int]] = {
    "re": (RE, 0), "kontra": (KONTRA, 0), "contra": (KONTRA, 0),
    "keine90": (None, 1), "no90": (None, 1), "k90": (None, 1),
    "keine60": (None, 2), "no60": (None, 2), "k60": (None, 2),
    "keine30": (None, 3), "no30": (None, 3), "k30": (None, 3),
    "schwarz": (None, 4), "black": (None, 4),
}
"""Announcement words: (the party the word names, or None, and the level)."""

ANNOUNCING = frozenset({"announce", "say", "call", "ansagen", "ansage", "sage", "sag", "an",
                        "ich"})
"""Words said around an announcement that name none ("announce re", "Re ansagen", "sage
keine 90 an"): the announcement alone is read."""

_SQUEEZE = re.compile(r"[\s\-_]+")


def parse_command(state: DoppelkopfState, text: str) -> Move:
    """The legal move a typed text means.

    Raises:
        InvalidMoveError: the text names no card, reservation or announcement.
        IllegalMoveError: it names one that is not allowed now; the reason says why.
    """
    from accessible_games.games.cards.doppelkopf import game as g

    if state.phase == g.OVER:
        raise IllegalMoveError(text, Reason(ReasonCode.GAME_OVER))
    noted = by_notation(text, state.legal_moves())
    if noted is not None:
        return noted  # saved records and replays type moves in their notation
    word = _SQUEEZE.sub("", ARTICLES.sub("", text.strip().casefold()))
    if word in RESERVATIONS:
        move: Move = Reserve(RESERVATIONS[word])
        if state.phase != g.RESERVE:  # the reservations are over: say what this deal is
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (state.contract,), (),
                                                WHY_RESERVED))
        if move not in state.legal_moves():
            why = g.WHY_FORCED if state.asker == state.forced else g.WHY_NO_WEDDING
            raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), why))
        return move
    announced = "".join(w for w in _SQUEEZE.split(text.strip().casefold())
                        if w and w not in ANNOUNCING)
    if announced in ANNOUNCEMENTS:
        return _announcement(state, text, *ANNOUNCEMENTS[announced])
    if word in SOLO_ALONE and state.phase == g.RESERVE:
        # "solo" alone names no solo: the player is asked which, rather than told the word
        # cannot be read.
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), WHY_WHICH_SOLO))
    try:
        face = parse_face(text)
    except CardNameError:
        # "helthy" during the reservations is a slip, not a card played too early: the
        # player hears what can be typed.
        raise InvalidMoveError(text, state.game.move_format) from None
    if state.phase != g.PLAY:
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), g.WHY_NOT_NOW))
    ids = state.deck.held(face, state.hands[state.turn])
    if not ids:
        raise IllegalMoveError(text, not_held(state.deck, face, g.WHY_NOT_HELD))
    move = PlayCard(ids[0])
    if move in state.legal_moves():
        return move
    raise IllegalMoveError(text, state.follow_reason(move.card))


def _announcement(state: DoppelkopfState, text: str, named: int | None, level: int) -> Move:
    from accessible_games.games.cards.doppelkopf import game as g

    if state.phase != g.PLAY:
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), g.WHY_NOT_NOW))
    seat = state.turn
    party = state.party_of(seat)
    if rules.Contract(state.contract) is rules.Contract.WEDDING and not state.clarified:
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (), (), g.WHY_WEDDING))
    if named is not None and named != party:
        raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, (party,), (),
                                            WHY_WRONG_PARTY))
    why, need = knowledge.refusal(state, seat, party, level)
    if why == 0:
        return Announce(level)
    code = {1: g.WHY_TOO_LATE, 2: g.WHY_ALREADY, 3: g.WHY_WEDDING, 4: g.WHY_AFTER_REPLY}[why]
    locations = (level, need, len(state.hands[seat]), party) if why == 1 else (level,)
    raise IllegalMoveError(text, Reason(ReasonCode.NOT_PLAYABLE, locations, (), code))
