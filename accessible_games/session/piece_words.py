"""Moves typed by a piece's word and its target ("rabbit e3", "Kaninchen e3", "king c3",
"Dame f4"), in every game whose pieces have kinds.

The board view says what stands on each place (:class:`.Occupant`: owner and kind), and the
place queries have its words in each language ("gold rabbit", "goldenes Kaninchen", "König").
A typed phrase of piece words and squares names the legal moves of a piece whose words hold
every word typed, from its square to the last square typed as the game reads two squares
(and from the first square typed only, where two are typed). It reads chess's "knight to
f3" and "Springer nach c3" too, which a reader of the spoken move forms alone once did.
"""

from __future__ import annotations

from collections.abc import Sequence

from accessible_games.engine import Location, Move, State
from accessible_games.lineup import piece_choices
from accessible_games.narration.catalog import catalog
from accessible_games.narration.describer import Describer
from accessible_games.narration.views import BoardView, Occupant
from accessible_games.session.said_moves import FILLERS, TAKES, TO, plain, split_words

LANGUAGES = ("en", "de")
"""The languages whose piece words are read, whatever the player's language."""


def piece_word_moves(text: str, state: State, legal: Sequence[Move], view: BoardView,
                     describer: Describer) -> list[Move] | None:
    """The legal moves ``text`` names by a piece's word and its target square ("rabbit e3",
    "Kaninchen nach e3", "king from e5 to c5"): for each piece whose words (in either
    language) hold every word typed that is not a square, and which stands on the first
    square where two are typed, the moves its start and the last square name as the game
    reads two squares (:meth:`.State.match_parts`: Arimaa's "d4 d5" the pushes of d5). None
    where ``text`` is not such a phrase (no word besides squares, a word that names none of
    the game's pieces, or it does not end on a square); [] where it is one but no legal move
    fits."""
    words = [w for w in split_words(text)
             if w not in FILLERS and w not in TO and w not in TAKES]
    squares = [w for w in words if any(c.isdigit() for c in w)]
    names = [w for w in words if w not in squares]
    if not names or not squares or len(squares) > 2 or words[-1] != squares[-1]:
        return None
    known = set().union(*(occupant_words(kind, view) for kind in piece_choices(state.game)))
    if not set(names) <= known:  # no piece of the game is called so ("haus 3", a slip)
        return None
    named = {plain(describer.location(place)): place for place in view.locations()}
    target = named.get(squares[-1])
    if target is None:
        return []
    found: list[Move] = []
    for start in view.locations():
        if len(squares) == 2 and named.get(squares[0]) != start:
            continue
        if start != target and set(names) <= piece_words(state, start, view):
            found += [m for m in state.match_parts((start, target))
                      if m in legal and m not in found]
    return found


def pieces_named(text: str, state: State, view: BoardView
                 ) -> dict[tuple[int, str], list[Location]]:
    """The places of the pieces whose words hold every piece word of ``text`` ("king e2":
    the kings of both sides), grouped by owner and the catalog key of their kind."""
    names = set(typed_piece(text).casefold().split())
    found: dict[tuple[int, str], list[Location]] = {}
    for place in view.locations():
        occupant = view.occupant(state, place)
        if occupant is None or occupant.player is None or occupant.piece is None:
            continue
        if names and names <= occupant_words(occupant, view):
            found.setdefault((occupant.player, view.piece_key(occupant)), []).append(place)
    return found


def piece_words(state: State, location: Location, view: BoardView) -> set[str]:
    """The words (plain) that name the piece on ``location`` in every language read ("gold",
    "rabbit", "goldenes", "kaninchen"); empty where no piece of a kind stands there."""
    return occupant_words(view.occupant(state, location), view)


def occupant_words(occupant: Occupant | None, view: BoardView) -> set[str]:
    """The words (plain) that name a piece of ``occupant``'s side and kind in every language
    read; empty for no piece of a kind."""
    if occupant is None or occupant.piece is None or occupant.player is None:
        return set()
    key = f"query.content.{view.piece_key(occupant)}"
    words: set[str] = set()
    for lang in LANGUAGES:
        cat = catalog(lang)
        if cat.has(key):
            words.update(plain(cat.text(key)).split())
    return words


def typed_piece(text: str) -> str:
    """The words of ``text`` that name the piece, as typed ("Kaninchen" of "Kaninchen nach
    e5"): neither squares nor linking words."""
    return " ".join(word for word in text.split()
                    if (said := plain(word)) and not any(c.isdigit() for c in said)
                    and said not in FILLERS and said not in TO and said not in TAKES)
