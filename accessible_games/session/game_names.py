"""The names a game is chosen by, wherever a player types one: the choice of games in the
menu and the command line (``./play play mancala``, ``./play rules awari``) look a game up
here alike.

A game is known by its id, the aliases its class lists (``Doko``, ``Othello``), its name in
either language and the other names each catalog gives it (``game.<id>.other_names``:
"Kalaha; Mancala").
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Sequence

from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.session.rules_lookup import folded_words

TAIL_FROM = 4
"""The fewest letters a typed word needs to name a game by a word's end ("dame": Schlagdame)."""

START_FROM = 3
"""The fewest letters a typed word needs to choose a game by a word's start ("kal": Kalah).
Two letters only ask (:func:`games_begun`): "go" chose Gomoku, though a newcomer may mean
the game of Go or the command go, and a letter alone starts no name (a "c" for computer,
typed ahead while a question about the game was read, chose Congkak)."""


def other_names(game_id: str, lang: str) -> list[str]:
    """The names besides its listed one a game is chosen by in ``lang``, from
    ``game.<id>.other_names`` (separated by semicolons), where the catalog has them."""
    cat = catalog(lang)
    key = f"game.{game_id}.other_names"
    return [n.strip() for n in cat.text(key).split(";") if n.strip()] if cat.has(key) else []


def names_in(game_id: str, lang: str) -> list[str]:
    """The game's name in ``lang`` and its other names there."""
    return [catalog(lang).text(f"game.{game_id}.name"), *other_names(game_id, lang)]


def every_name(game_id: str) -> list[str]:
    """Every name the game is known by: its id, its aliases, its names in each language."""
    aliases = REGISTRY.find(game_id).aliases
    return [game_id, *aliases, *(n for lang in LANGUAGES for n in names_in(game_id, lang))]


def _joined(text: str) -> str:
    """``text`` folded, its words run together: "Mau-Mau", "mau mau" and "maumau" alike."""
    return "".join(folded_words(text))


def games_called(text: str, games: Sequence[str]) -> tuple[list[int], list[int]]:
    """The games of ``games`` that ``text`` may mean, as indices into ``games``.

    First the games one of whose names it is: the id, an alias (``Doko``, "polnische dame":
    the 100-square game, as on the command line), the name or another name in either
    language; else those where it, of three letters or more (:data:`START_FROM`), starts a
    word of such a name or ends one of four letters or more ("dame": every draughts game
    and Schlagdame).

    Returns:
        (whole, partial): the games it names whole, and those it names by a word (none
        when it names some whole).
    """
    typed = " ".join(folded_words(text))
    joined = typed.replace(" ", "")
    if not joined:
        return [], []
    whole = [i for i, game_id in enumerate(games)
             if joined in {_joined(n) for n in every_name(game_id)}]
    if whole or len(joined) < START_FROM or joined.isdecimal():
        # "-1" is no game's number, nor the start of "10 by 10"
        return whole, []
    return [], _by_a_word(typed, games)


def games_begun(text: str, games: Sequence[str]) -> list[int]:
    """The games (indices into ``games``) a word of two letters begins a word of a name of
    ("go": Gomoku), which a player is asked about, never given: too short to choose by
    (:data:`START_FROM`). Empty for any other text and for a game it names whole."""
    typed = " ".join(folded_words(text))
    if len(typed) != 2 or not typed.isalpha() or games_called(text, games)[0]:
        return []
    return _by_a_word(typed, games)


def _by_a_word(typed: str, games: Sequence[str]) -> list[int]:
    """The games where ``typed`` (folded) starts a word of one of their names, or ends one
    with :data:`TAIL_FROM` letters or more."""
    own = [[" ".join(folded_words(n))
            for n in (game_id, *(n for lang in LANGUAGES for n in names_in(game_id, lang)))]
           for game_id in games]
    start = re.compile(r"(?<!\w)" + re.escape(typed))
    end = (re.compile(re.escape(typed) + r"(?!\w)")
           if len(typed.replace(" ", "")) >= TAIL_FROM else None)
    return [i for i, names in enumerate(own)
            if any(start.search(n) or (end is not None and end.search(n)) for n in names)]


def games_named(text: str, games: Sequence[str]) -> list[int]:
    """The games ``text`` names, as indices into ``games``: those it names whole, else those
    it names by a word (:func:`games_called`). The menu's choice of games and the command
    line (``./play play "polnische dame"``) both take one game only when this is one."""
    whole, partial = games_called(text, games)
    return whole or partial


def game_close_to(text: str, games: Sequence[str], skip: Collection[str] = ()) -> int | None:
    """The index of the one game whose name (any of :func:`every_name`), or a word of four
    letters or more of one, ``text`` misses by a slip of the keys ("kalha", "reversy",
    "othelo"); None for none or for a word several games share. A whole name is one game's
    even where it is a word of others' ("chekers": Checkers, though "Brazilian checkers" has
    the word too). Words in ``skip`` are left out (the menu's own: "regln" is no slip of
    "Dame (englische Regeln)")."""
    whole: dict[str, set[int]] = {}
    spelled: dict[str, set[int]] = {}
    for i, game_id in enumerate(games):
        for name in every_name(game_id):
            words = folded_words(name)
            for spelling in (name.casefold(), " ".join(words)):
                whole.setdefault(spelling, set()).add(i)
            for word in words:
                if len(word) >= TAIL_FROM and word not in skip:
                    spelled.setdefault(word, set()).add(i)
    spelled.update(whole)
    close = difflib.get_close_matches(" ".join(folded_words(text)), list(spelled), 1, 0.75)
    found = spelled[close[0]] if close else set()
    return found.pop() if len(found) == 1 else None
