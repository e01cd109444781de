"""Sampled deals that mostly believe what the plays said: the part every card game shares.

A game reads from the plays which cards a player probably lacks (Mau Mau: a player who
played an 8 had nothing better; Whist: a player who did not take the lead had nothing that
beats it) and hands the masks here. Most deals are drawn as if those players had shown a void
in those cards; a share of them (``ignore``) are drawn plainly, so that a reading that was
wrong cannot rule the true deal out for good, and when the readings contradict what the table
knows for certain the deal is drawn plainly too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import TypeVar

from accessible_games.engine.types import Player
from accessible_games.games.cards.state import CardState

S = TypeVar("S", bound=CardState)


def sample_believing(view: S, viewer: Player | None, rng: random.Random,
                     unlikely: Mapping[Player, int], ignore: float,
                     copy: Callable[[S], S], sample: Callable[[S, Player | None, random.Random], S],
                     ) -> S:
    """A deal of ``view`` drawn by ``sample``, leaving each seat's ``unlikely`` cards out
    of its hand except in a share ``ignore`` of the draws.

    Args:
        view: the viewer's redacted state.
        viewer: whose view it is.
        rng: the random source of the draw.
        unlikely: per seat, the mask of cards the plays say it probably lacks.
        ignore: the share of draws made without the readings.
        copy: makes the copy of ``view`` the readings are marked on.
        sample: the game's plain drawing of the hidden cards.

    Returns:
        A full state whose public knowledge is the table's own (not the readings).
    """
    masks = {seat: mask for seat, mask in unlikely.items() if mask}
    if not masks or rng.random() < ignore:
        return sample(view, viewer, rng)
    narrowed = copy(view)
    for seat, mask in masks.items():
        narrowed.show_void(seat, mask)
    try:
        full = sample(narrowed, viewer, rng)
    except ValueError:  # the plays and the table's knowledge disagree: use the table's alone
        return sample(view, viewer, rng)
    full.pub = [list(slots) for slots in view.pub]  # the table knows no more than it saw
    return full
