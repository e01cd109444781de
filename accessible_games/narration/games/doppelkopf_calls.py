"""What a Doppelkopf table calls out when a trick is taken: a Doppelkopf (40 card points or
more), a fox caught (an opponent's ace of diamonds won), Karlchen (the last trick won with the
jack of clubs), in the words of :class:`~.doppelkopf.DoppelkopfDescriber`.

They are called where they count (a normal game, a wedding with a partner; never in a solo or
a silent wedding the listener knows of), each with its party only as far as the listener knows
the parties: a fox caught is called only when the listener knows both players' parties, so the
call tells nobody more than the table has shown. The deal's reckoning lists them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from accessible_games.games.cards.doppelkopf import knowledge, rules, scoring
from accessible_games.games.cards.doppelkopf.moves import DealScored, TrickWon

if TYPE_CHECKING:
    from accessible_games.games.cards.doppelkopf.game import DoppelkopfState
    from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber


def trick_calls(words: DoppelkopfDescriber, trick: TrickWon, state: DoppelkopfState,
                scored: DealScored | None) -> list[str]:
    """The calls for ``trick`` ("A Doppelkopf for Re!"), told from ``state``, the listener's
    view right after it. ``scored``: the deal this trick ended, whose parties are known to
    all (``state`` is the next deal's by then)."""
    sides = _sides(state, scored)
    if sides is None:
        return []
    won = sides[trick.seat]
    told = []
    if trick.points >= 40:
        told.append(words.t("trick.doppelkopf") if won is None
                    else words.t("trick.doppelkopf.party", party=words.party(won)))
    deck = words.deck
    for place, card in enumerate(trick.cards):
        owner = (trick.leader + place) % 4
        lost = sides[owner]
        if deck.face(card) == rules.FOX and won is not None and lost is not None and lost != won:
            told.append(words.did(words.briefly("trick.fox"), owner, party=words.party(won)))
    best = trick.cards[(trick.seat - trick.leader) % 4]
    if scored is not None and won is not None and deck.face(best) == rules.CHARLIE:
        told.append(words.t(words.briefly("trick.charlie"), party=words.party(won)))
    return told


def _sides(state: DoppelkopfState, scored: DealScored | None) -> list[int | None] | None:
    """Each seat's party as the listener knows it (None: not known), or None when special
    points do not count in this deal."""
    if scored is not None:
        re_seats = scored.re_seats
        if len(re_seats) != 2:
            return None
        return [scoring.RE if s in re_seats else scoring.KONTRA for s in range(4)]
    contract = rules.Contract(state.contract)
    if contract.is_solo or (state.clarified and state.wedding_partner < 0) \
            or silent_wedding(state):
        return None
    return [side for side, _cause in knowledge.known_parties(state, state.viewer)]


def silent_wedding(state: DoppelkopfState) -> bool:
    """True when the listener knows that a normal game is a silent wedding, scored as a solo
    without special points: it holds both queens of clubs, or one seat has played both."""
    if state.viewer is not None and knowledge.own_queens(state, state.viewer) == 2:
        return True
    played = knowledge.queens_played(state)
    return len(played) == 2 and played[0] == played[1]
