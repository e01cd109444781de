"""What a seat may know of the parties, and which announcements are open to a player.

Parties are secret in a normal game: a seat knows its own (from its queens of clubs), and
everybody learns a seat's party when it plays a queen of clubs or announces. When both queens
of clubs are accounted for (played, announced with, or in the viewer's own hand), the seats
without one are Kontra; when three seats are Kontra the fourth is Re. A solo and a declared
wedding make the soloist or the holder public at once; the wedding's clarifying trick shows the
partner. Everything here reads only public fields and the viewer's own hand, so it may be called
on a redacted view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.engine.types import Player
from accessible_games.games.cards.doppelkopf.moves import Cause
from accessible_games.games.cards.doppelkopf.rules import Contract
from accessible_games.games.cards.doppelkopf.scoring import BASE, KONTRA, RE, SCHWARZ

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState

Known = tuple[int | None, Cause | None]
"""A seat's party as far as a viewer knows (None: unknown), and how it is known."""


def queens_played(state: DoppelkopfState) -> list[Player]:
    """The seats that played a queen of clubs this deal, in order (a seat may appear twice)."""
    queens = state.queens
    return [seat for seat, card in state.played if card in queens]


def own_queens(state: DoppelkopfState, seat: Player) -> int:
    """How many queens of clubs ``seat`` was dealt (its hand and its played cards)."""
    queens = state.queens
    held = sum(1 for c in state.hands[seat] if c in queens)
    return held + sum(1 for s in queens_played(state) if s == seat)


def known_parties(state: DoppelkopfState, viewer: Player | None) -> list[Known]:
    """Each seat's party as ``viewer`` knows it (None: the public's view)."""
    n = state.num_players
    known: list[Known] = [(None, None)] * n
    if state.phase == 0:
        return known
    contract = Contract(state.contract)
    if contract.is_solo or (contract is Contract.WEDDING and state.clarified):
        cause = Cause.SOLO if contract.is_solo else Cause.WEDDING
        partner = state.wedding_partner
        return [(RE if s in (state.soloist, partner) else KONTRA, cause) for s in range(n)]
    if contract is Contract.WEDDING:
        known[state.soloist] = (RE, Cause.WEDDING)
        return known
    lower = [0] * n
    for seat in queens_played(state):
        lower[seat] += 1
        known[seat] = (RE, Cause.QUEEN)
    for seat, party, _level in state.announcers:
        if known[seat][0] is None:
            known[seat] = (party, Cause.ANNOUNCED)
        if party == RE:
            lower[seat] = max(lower[seat], 1)
    if viewer is not None:
        lower[viewer] = own_queens(state, viewer)
        known[viewer] = (RE if lower[viewer] else KONTRA, Cause.OWN_HAND)
    if sum(lower) >= 2:
        known = [k if k[0] is not None else (KONTRA, Cause.DEDUCED) for k in known]
    kontra = [s for s in range(n) if known[s][0] == KONTRA]
    if len(kontra) == n - 1:
        known = [k if k[0] is not None else (RE, Cause.DEDUCED) for k in known]
    return known


def cards_needed(state: DoppelkopfState, level: int) -> int:
    """The cards a player must still hold to make an announcement of ``level`` in time.

    With twelve cards: Re or Kontra 11, no 90 10, no 60 9, no 30 8, schwarz 7 (TSR 6.2.2 and
    6.3.4); fewer by one for each trick a wedding took beyond the first to be clarified (TSR
    6.4.2); without nines every count is two lower (a house rule, scaled by us).
    """
    shift = state.clarified - 1 if Contract(state.contract) is Contract.WEDDING else 0
    return state.hand_size - 1 - level - shift


def reply_needed(state: DoppelkopfState, party: int) -> int | None:
    """The cards a player of ``party`` must hold to answer the other party's announcement
    with Re or Kontra (one card fewer than that announcement needed), or None when the other
    party has announced nothing."""
    other = state.level[1 - party]
    if other < BASE:
        return None
    return cards_needed(state, other) - 1


def refusal(state: DoppelkopfState, seat: Player, party: int, level: int) -> tuple[int, int]:
    """Why ``seat`` of ``party`` may not announce ``level`` now, as (why, cards needed).

    ``why`` is 0 when the announcement is allowed, 1 when a lower level is already beyond its
    deadline or the deadline has passed (``cards needed`` is that deadline), 2 when the party
    has already said as much, 3 when a wedding is not yet clarified, 4 when the party's Re or
    Kontra was a late answer (no further announcements follow one).
    """
    current = state.level[party]
    if level <= current or level > SCHWARZ:
        return (2, 0)
    if Contract(state.contract) is Contract.WEDDING and not state.clarified:
        return (3, 0)
    held = len(state.hands[seat])
    first = current + 1
    if first == BASE:
        normal = cards_needed(state, BASE)
        reply = reply_needed(state, party)
        if held >= normal:
            return (0, 0)
        if level == BASE and reply is not None and held >= reply:
            return (0, 0)
        return (1, normal if reply is None or level > BASE else reply)
    if state.reply[party]:
        return (4, 0)
    need = cards_needed(state, first)
    return (0, 0) if held >= need else (1, need)
