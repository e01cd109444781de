"""The command line in the player's language: ``--help`` texts, argparse's own words, the
session language, and game names that fit several games.

argparse words its headings and errors through :func:`gettext.gettext`, looked up in its module
at the moment they are needed. :func:`argparse_language` puts the catalog's wording there while
the parser is built, parses and prints, and restores the original afterwards, so that
``accessible-games --lang de --help`` and every usage error are German from end to end.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager

from accessible_games.narration.catalog import Catalog, catalog
from accessible_games.session.words import game_name

# argparse's own messages (Python 3.11) and the catalog entries that word them.
_ARGPARSE_KEYS = {
    "usage: ": "cli.argparse.usage",
    "positional arguments": "cli.argparse.positional",
    "options": "cli.argparse.options",
    "show this help message and exit": "cli.argparse.help",
    "the following arguments are required: %s": "cli.argparse.required",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid_choice",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid_type",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "expected one argument": "cli.argparse.expected_one",
    "expected at most one argument": "cli.argparse.expected_at_most_one",
    "expected at least one argument": "cli.argparse.expected_at_least_one",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
    "%(prog)s: error: %(message)s\n": "cli.argparse.error",
}


def environment_language() -> str:
    """German when the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) asks for it, else
    English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def session_language(flag: str | None, saved: str, fallback: str | None = None) -> str:
    """The one language of a run: ``--lang`` wins for that run, then the saved setting, then
    ``fallback`` (e.g. a stored game's language), then the environment.

    Args:
        flag: the ``--lang`` value, or None.
        saved: the saved settings' language ("" when none is saved).
        fallback: a language to use when neither is given, or None.

    Returns:
        "de" or "en".
    """
    return flag or saved or fallback or environment_language()


@contextmanager
def argparse_language(lang: str) -> Iterator[None]:
    """While active, argparse words its headings and errors in ``lang``."""
    words = catalog(lang)
    saved = argparse._  # type: ignore[attr-defined]

    def translate(message: str) -> str:
        key = _ARGPARSE_KEYS.get(message)
        return words.text(key) if key is not None else saved(message)

    argparse._ = translate  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = saved  # type: ignore[attr-defined]


def translate_help(parser: argparse.ArgumentParser, lang: str, command: str = "") -> None:
    """Put the catalog's ``--help`` texts on ``parser``, its options and its subcommands.

    An option's text is ``cli.help.option.<command>.<dest>`` where one command gives it a
    meaning of its own (``demo --as``, whose seat is only listened to; ``serve --url``), else
    ``cli.help.option.<dest>`` (one meaning wherever it appears); a subcommand's is
    ``cli.help.command.<name>``; a positional argument is named ``cli.metavar.<dest>``.
    """
    words = catalog(lang)
    if not command and words.has("cli.description"):
        parser.description = words.text("cli.description")
    if not command and words.has("cli.epilog"):  # the list of options ended with nothing
        parser.epilog = words.text("cli.epilog")  # on how to begin
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                key = f"cli.help.command.{choice.dest}"
                if words.has(key):
                    choice.help = words.text(key)
            for name, sub in action.choices.items():
                translate_help(sub, lang, name)
            continue
        if action.help == argparse.SUPPRESS or isinstance(action, argparse._HelpAction):
            continue
        option = help_key(words, command, action.dest)
        if option is not None:
            action.help = words.text(option)
        if not action.option_strings and words.has(f"cli.metavar.{action.dest}"):
            # A positional's name in the usage line and in "these are missing: game".
            action.metavar = words.text(f"cli.metavar.{action.dest}")


def help_key(words: Catalog, command: str, dest: str) -> str | None:
    """The catalog key of the ``--help`` text of option ``dest`` of ``command`` (see
    :func:`translate_help`); None when the catalog has none."""
    own = f"cli.help.option.{command}.{dest}"
    if command and words.has(own):
        return own
    shared = f"cli.help.option.{dest}"
    return shared if words.has(shared) else None


def ambiguous_game_text(text: str, ids: list[str], lang: str) -> str:
    """One sentence naming the games that ``text`` could mean, with an example to type."""
    words = catalog(lang)
    listing = words.join_or([f"{i} ({game_name(i, lang)})" for i in ids])
    return words.text("cli.ambiguous_game", name=text, count=len(ids), games=listing,
                      example=ids[0])
