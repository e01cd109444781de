"""The help texts: every typed command, in groups, and one command explained on demand.

``help`` reads how moves are typed and then one short line per group (moving, asking about the
position, the game, files), naming each command by its usual word in the player's language;
``help go`` explains one command. The groups are data, so a test can check that every command
with a typed word is named, and every named word is understood.
"""

from __future__ import annotations

from collections.abc import Collection

from accessible_games.engine import Game, State
from accessible_games.session.commands import (
    CommandKind,
    close_command_words,
    parse_command,
    words_for,
)
from accessible_games.session.words import SessionWords, echo

K = CommandKind
HELP_GROUPS: tuple[tuple[str, tuple[CommandKind, ...]], ...] = (
    ("moving", (K.GO, K.LEFT, K.RIGHT, K.UP, K.DOWN, K.ZONE, K.SELECT, K.CANCEL)),
    ("position", (K.WHERE, K.LOOK, K.MOVES, K.CAPTURES, K.THREATS, K.LAST, K.SINCE, K.BOARD,
                  K.ROW, K.COLUMN, K.ROWS, K.PIECES, K.PIECES_OPPONENT, K.STATUS, K.SCORE,
                  K.DETAILS, K.DICE, K.WHY, K.HINT)),
    ("game", (K.HELP, K.TUTORIAL, K.RULES, K.REPEAT, K.UNDO, K.LEVEL, K.EDIT, K.RESIGN,
              K.DRAW, K.REMATCH,
              K.NEW_GAME,
              K.QUIT, K.YES, K.NO)),
    ("files", (K.SAVE, K.SAVES, K.OPEN, K.DELETE, K.PRINT, K.STATS)),
    ("cards", (K.NEXT_SUIT, K.PLAYABLE, K.PLAYABLE_BACK, K.HAND, K.TRICK, K.LAST_TRICK, K.VOIDS,
               K.PARTIES, K.CARD_POINTS, K.ANNOUNCEMENTS, K.CARDS_OUT)),
)
"""Each group's catalog name and its commands, in the order help reads them (the "cards"
group only in card games). Undo is with the game's commands: "zurück" among the cursor's
moves read as a step back of the cursor to a play-tester."""

UNLISTED: tuple[CommandKind, ...] = (K.BACK,)
"""Commands with typed words that help's groups do not name: "back" ("zurück") only says, in
a game, which words are meant (undo, new); "help back" explains it."""


GAME_WORDS: dict[str, frozenset[str]] = {
    "dog": frozenset({"marbles", "marbles opponent", "kugeln", "kugeln gegner"}),
    "mancala": frozenset({"seeds", "seeds opponent", "samen", "samen gegner"}),
}
"""Per game id or family, the command words help names first where the usual one would
sound wrong (Dog's pieces are marbles: "kugeln", not "steine"; Oware's seeds are "samen")."""


def own_words(game: Game) -> frozenset[str]:
    """The command words of ``game`` itself (:data:`GAME_WORDS`), by its id or family."""
    return GAME_WORDS.get(game.id, GAME_WORDS.get(game.family, frozenset()))


def _words_here(kind: CommandKind, words: SessionWords) -> list[str]:
    """The words for ``kind`` that help names in this game: all but another game's own
    (checkers' help does not offer "marbles")."""
    own = own_words(words.game)
    others = set().union(*GAME_WORDS.values()) - own
    return [word for word in words_for(kind, words.lang) if word not in others]


def _usual_word(kind: CommandKind, words: SessionWords) -> str:
    """The word help names ``kind`` by: the game's own (:data:`GAME_WORDS`), else the first."""
    said = _words_here(kind, words)
    own = own_words(words.game)
    return next((word for word in said if word in own), said[0])


def help_lines(words: SessionWords, leave_out: Collection[CommandKind] = (),
               state: State | None = None) -> list[str]:
    """The help: how moves are typed (in the phase of ``state``), then one line per group of
    commands, without the commands in ``leave_out`` (questions the game has no answer to)."""
    lines = [words.text("help.intro", notation=words.notation(state))]
    cards = words.game.family == "cards"
    for group, kinds in HELP_GROUPS:
        if group == "cards" and not cards:
            continue
        names = [_usual_word(kind, words) for kind in kinds if kind not in leave_out]
        lines.append(words.text(f"help.group.{group}", commands=words.cat.join_and(names)))
    return lines


def command_help(words: SessionWords, typed: str, state: State | None = None,
                 brief: bool = False) -> str:
    """One command explained: its words in the player's language and what it does; for text
    that names no command, what the game's rules say of it, or how moves are typed when they
    do not mention it. ``brief``: for the braille line, a long text repeated cut
    (:func:`echo`), so that "is no command" is not pushed off the first window."""
    kind = parse_command(typed).kind
    if kind is CommandKind.MOVE or not words_for(kind, words.lang):
        text = " ".join(typed.split())
        shown = echo(text) if brief else text
        # A word the game reads as a move (Arimaa's "end") is explained as one, not by every
        # paragraph of the rules that happens to use it.
        own = f"session.help.word.{words.game.id}.{text.lower()}"
        if words.cat.has(own):
            return words.cat.text(own)
        found = words.rules_on(typed)  # a word of the game, such as "wedding" or "mau"
        if found is not None:
            return f"{words.text('help.no_command', text=shown)} {found}"
        close = close_command_words(text, words.lang)
        if close:  # "help mvoes" was told only how moves are typed
            meant = words.text("help.did_you_mean", text=shown,
                               word=echo(close[0]) if brief else close[0])
            return f"{meant} {command_help(words, close[0], state, brief)}"
        return words.text("help.unknown", text=shown, notation=words.notation(state))
    names = words.cat.join_or(_words_here(kind, words))
    about = f"help.about.{kind.value}"
    if kind is CommandKind.DRAW and words.game.family == "cards":
        about = "help.about.draw_cards"  # Mau Mau's "draw" takes a card
    elif kind is CommandKind.DRAW and not words.game.has_draws:
        about = "help.about.draw_none"
    return words.text("help.command", words=names, about=words.text(about))
