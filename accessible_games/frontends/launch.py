"""Starting the window app from the command line: settings, outputs, window, fallbacks."""

from __future__ import annotations

import argparse
import sys

from accessible_games.frontends.app import App
from accessible_games.narration.catalog import catalog
from accessible_games.output.setup import Outputs, build_outputs
from accessible_games.session.console import Console
from accessible_games.storage.settings import Settings, load_settings, settings_path
from accessible_games.storage.store import Store


def outputs_for(args: argparse.Namespace, settings: Settings, lang: str,
                *, speech_default: str | None = None, braille_default: str | None = None,
                sound_default: str | None = None) -> Outputs:
    """Build the outputs: a command-line option wins, then a given default (the terminal
    passes "null" for an output not asked for, since its printed lines are its speech), then
    the settings."""
    table = None if settings.braille_table == "auto" else settings.braille_table
    return build_outputs(
        speech=getattr(args, "speech", None) or speech_default or settings.speech,
        braille=getattr(args, "braille", None) or braille_default or settings.braille,
        sound=getattr(args, "sound", None) or sound_default or settings.sound,
        lang=lang, table=table, rate=settings.rate)


def run_window(args: argparse.Namespace, lang: str, session: Console | None) -> App | None:
    """Run the window app until it closes; None when no window could be opened.

    The window starts in the main menu (with a "Resume" item first when the store holds an
    unfinished game), or in ``session`` when one is given; every game is autosaved. Which
    outputs are active, and any problem with the store, is said and printed; without a display
    the caller goes on in the terminal (this function prints why, in the player's language).
    """
    from accessible_games.frontends.window import Window, WindowUnavailable

    settings, problem = load_settings()
    # ``lang`` is the run's one language (``--lang``, else the saved one, else the
    # environment's): the outputs and the app both take it, never the settings' own.
    outputs = outputs_for(args, settings, lang)
    first_run = session is None and not settings.language and not getattr(args, "lang", None)
    app = App(outputs, settings, lang=lang, settings_path=settings_path(), problem=problem,
              store=Store.open(), ask_language=first_run)
    try:
        window = Window(app)
    except WindowUnavailable as error:
        outputs.close()
        print(catalog(lang).text("window.notice.no_window", reason=str(error).strip()),
              flush=True)
        return None
    for line in app.start():
        print(line, flush=True)
    for note in outputs.notices:
        print(note, file=sys.stderr, flush=True)
    if session is not None:
        app.begin(session)
    window.run()
    return app
