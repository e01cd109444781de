"""The terminal's choice of games: the typed questions before a game (which game, its options,
against whom, which level and seat), and the first run's question of language.

Every question is answered by a typed line; help, an empty line or ``?`` explains what to type,
and an answer that is not understood gets one short sentence. The words the choice of games
takes besides a game's name: list, rules, resume, online, settings, quit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from accessible_games.engine.state import Game
from accessible_games.frontends.menu import SETTINGS_WORDS, is_stop_word
from accessible_games.frontends.terminal import HELP_WORDS, LineIO, stop_refused
from accessible_games.narration.catalog import LANGUAGES, capitalized, catalog
from accessible_games.narration.message import Message
from accessible_games.session import game_names
from accessible_games.session.braille_line import parted_messages
from accessible_games.session.commands import CommandKind, close_words, words_for
from accessible_games.session.console import Console, Seat
from accessible_games.session.game_names import game_close_to
from accessible_games.session.option_editor import OptionEditor
from accessible_games.session.rules_lookup import SPELLED_OUT
from accessible_games.session.slip_offer import SlipOffer
from accessible_games.session.table import TYPED_LEVELS, seats_of, typed_level_word
from accessible_games.session.words import game_name, rules_for_listening, rules_said_on

_QUIT_WORDS = ("quit", "exit", "ende", "beenden")
_LIST_WORDS = ("list", "liste", "games", "spiele")
_RULES_WORDS = ("rules", "regeln")
_OPTION_WORDS = ("options", "option", "optionen", "house rules", "hausregeln")
_LEVEL_WORDS_TYPED = frozenset(words_for(CommandKind.LEVEL, "en")
                               + words_for(CommandKind.LEVEL, "de"))
"""The game's words for the computer's level ("level", "stufe"), typed at the choice of
games, where no game and no opponent are chosen yet."""
_DONE_WORDS = ("", "done", "fertig", "ok", "weiter", "go on")
RESUME_WORDS = ("resume", "continue", "fortsetzen")
"""Typed for the last unfinished game (at the choice of games, and yes to its question)."""
_AGAIN_WORDS = ("again", "rematch", "nochmal", "noch mal", "noch einmal", "revanche")
"""Typed at the choice of games after a game: the game just played, chosen again."""
_ONLINE_WORDS = ("online", "play online", "online spielen")
_BACK_WORDS = ("back", "cancel", "menu", "zurück", "zurueck", "abbrechen", "menü", "menue")
MENU_WORDS = frozenset((*_QUIT_WORDS, *_LIST_WORDS, *_ONLINE_WORDS, *SETTINGS_WORDS))
"""The choice of games' own words, which the question before it (resume's) passes on to it."""
LEAVE_WORDS = _QUIT_WORDS + _BACK_WORDS
"""Typed at a question the choice of games led to (online play's) to go back to the choice."""
_REPEAT_WORDS = frozenset(words_for(CommandKind.REPEAT, "en") + words_for(CommandKind.REPEAT, "de"))
"""Typed to hear a question of the menu again (the game's own words for repeat)."""
_TUTORIAL_WORDS = frozenset(words_for(CommandKind.TUTORIAL, "en")
                            + words_for(CommandKind.TUTORIAL, "de"))
"""Typed at a question after the game is chosen: its first moves, step by step (the game's
own words for the tutorial)."""
_WHERE_WORDS = frozenset(words_for(CommandKind.WHERE, "en") + words_for(CommandKind.WHERE, "de"))
"""Typed at the choice of games or a question after it: where the player is (the game's own
words for where)."""
_LEVEL_WORDS = TYPED_LEVELS
"""The level's names, typed at its question, as a bot's level online takes them ("leicht"
and "schwer" were not understood here), folded (ä as ae)."""


def _after_level_word(text: str) -> str:
    """``text`` without a level word before a level ("level 2": "2", "stufe stark":
    "stark"), as a game takes it; else as it is."""
    word, _, rest = text.partition(" ")
    return rest.strip() if word in _LEVEL_WORDS_TYPED and rest.strip() else text


def _say(io: LineIO, lang: str, messages: list[Message]) -> None:
    """Say ``messages`` on ``io``, each on the braille line in lines of two windows at most
    (:func:`.parted_messages`): a long help line, a game's summary and every paragraph of
    its rules (Dog's "rules dog king" was one line of 3821 cells) are read line by line."""
    io.say(parted_messages(messages, io.line_table(lang)))


def _word_or_slip(text: str, words: Mapping[str, object]) -> object | None:
    """The value of the word ``text`` is, or misses by a slip of the keys when the words it
    may mean agree ("computr", "begginer" were not understood); None for no such word."""
    if text in words:
        return words[text]
    meant = {words[word] for word in close_words(text, words)}
    return meant.pop() if len(meant) == 1 else None


def _spelled_out(word: str) -> str:
    """``word`` with its umlauts spelled out ("spielstände": "spielstaende")."""
    return word.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")


def menu_words(lang: str) -> list[str]:
    """The words the choice of games takes, of ``lang`` first, as a slip of the keys is
    offered them; quitting is never offered (whoever means it types it whole)."""
    kinds = (CommandKind.SAVES, CommandKind.STATS, CommandKind.OPEN, CommandKind.TUTORIAL,
             CommandKind.HELP)
    own = [word for words in (_LIST_WORDS, _RULES_WORDS, RESUME_WORDS, SETTINGS_WORDS,
                              _ONLINE_WORDS) for word in words]
    ordered = [*(w for k in kinds for w in words_for(k, lang)),
               *(w for k in kinds for other in ("en", "de") if other != lang
                 for w in words_for(k, other))]
    words = [*ordered, *own]
    # A word once, with its umlauts ("spielstand" was offered "spielstaende").
    second = {_spelled_out(w) for w in words if _spelled_out(w) != w}
    return [w for w in words if w not in second]


@dataclass(frozen=True, slots=True)
class _Slip:
    """A question's answer to a slip of the keys: the one line of what it may mean, said
    without the question again ("Did you mean Kalah? Type tutorial 8.")."""

    meant: Message


class _Back(Exception):
    """Back from a question after the game was chosen to the choice of games."""


class _Tutorial(Exception):
    """From a question after the game was chosen to its first-moves tutorial."""


@dataclass(frozen=True, slots=True)
class LanguageChosen:
    """The player chose another language in the menu's settings: ask again in ``lang``."""

    lang: str


class _NewLanguage(Exception):
    """Leaves the menu's questions when the settings changed the language."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.lang = lang


def games_named(text: str, games: list[str], lang: str) -> list[int]:
    """The indices of the games ``text`` names: by number, else by any of their names, as the
    command line takes them (:func:`~accessible_games.session.game_names.games_named`: the
    whole name, else every game whose name has a word starting or ending so)."""
    if text.isdecimal() and 1 <= int(text) <= len(games):
        return [int(text) - 1]
    return game_names.games_named(text, games)


def menu(games: list[str], lang: str, io: LineIO,
         start: Callable[[Game, list[Seat]], Console],
         options: Mapping[str, dict[str, Any]] | None = None,
         keep: Callable[[str, dict[str, Any]], None] | None = None,
         resume: Callable[[], Console | str] | None = None,
         online: Callable[[], None] | None = None,
         settings: Callable[[], str] | None = None,
         saved: Callable[[str], Console | list[Message] | None] | None = None,
         unfinished: Callable[[], str | None] | None = None,
         last: str | None = None,
         first: str | None = None,
         left: bool = False,
         ) -> Console | LanguageChosen | None:
    """Ask for game, opponent, level and side; return the session, or None when the player
    leaves (quit, or end of input). ``options`` are the options chosen before, per game;
    ``keep`` is told the options chosen now (to save them). ``resume`` gives the last
    unfinished game when the player types "resume" at the choice of games (or the sentence
    why there is none, and the choice is asked again). ``online`` plays at an online server
    when the player types "online", until they sign out; then the choice is asked again.
    ``settings`` lets the player change the settings when they type "settings" and returns
    the language then; a new language ends the menu with :class:`LanguageChosen`, so that the
    caller asks again in it. ``saved`` answers the saved games' words ("saves", "open" and a
    name) typed at the choice of games: the list, the game opened, or why not; None for a
    line that is none of them. ``unfinished`` names the game "resume" would go on with (None
    when there is none): the list of games ends with it, since quitting a game promises it.
    ``last`` is the game just played, when the choice comes after a game: the list is not
    read again (only for "list"); a short question offers that game again first. ``first``
    is a line typed at the question before (one of :data:`MENU_WORDS`), answered as if typed
    at the choice of games, without asking it first. ``left``: the game ``last`` was left
    unfinished (and is kept), so the short question offers to resume it, not to play it again.

    The games are listed one per line; ``help``, ``?`` and an empty line explain what to type;
    an answer that is not understood gets one short sentence, not the whole list again. The
    chosen game is confirmed and described in a sentence before the next question.
    """
    cat = catalog(lang)
    names = [game_name(g, lang) for g in games]
    chosen: list[str] = []  # the game chosen, once it is: its rules are at hand, back leaves
    tutorial_next: list[bool] = []  # "tutorial" alone asked which game's first moves
    typed = [] if first is None else [first]  # the line typed before the choice was asked
    slip_offer = SlipOffer()  # "Did you mean Whist? Type 26.": yes types 26

    def did_you_mean(key: str, line: str, **values: object) -> list[Message]:
        """The one line of ``key`` for a slip of the keys, which offers ``line`` to yes."""
        slip_offer.offer([line])
        return [Message(cat.text(key, **values))]

    def listing() -> list[Message]:
        return ([Message(cat.text("menu.games_intro"))]
                + [Message(cat.text("menu.game_line", number=i, name=n))
                   for i, n in enumerate(names, start=1)]
                + resume_line())

    def resume_line() -> list[Message]:
        """The game "resume" goes on with, if any, as the list of games ends."""
        waiting = unfinished() if unfinished is not None and resume is not None else None
        return [Message(cat.text("menu.resume_line", game=waiting))] if waiting else []

    def choose(question: list[Message], parse: Callable[[str], object | None],
               help_text: str | Callable[[], str],
               extra: Callable[[str], list[Message] | None] | None = None,
               ask_again: list[Message] | None = None,
               offered: tuple[str, ...] = ()) -> object | None:
        if not typed:
            _say(io, lang, question)
        again = ask_again if ask_again is not None else question
        while True:
            line = typed.pop() if typed else io.ask()
            line = None if line is None else slip_offer.answer(line)
            text = "" if line is None else line.strip().casefold()
            if line is None or text in _QUIT_WORDS:
                _say(io, lang, [Message(cat.text("menu.bye"))])
                return None
            if is_stop_word(text):  # no speech of the app's own here (else it was silenced)
                _say(io, lang, [stop_refused(lang)])
                continue
            if text in HELP_WORDS:
                helped = help_text if isinstance(help_text, str) else help_text()
                _say(io, lang, [Message(part) for part in helped.split("\n")] + again)
                continue
            if text in _REPEAT_WORDS and not (last in games and not left
                                              and text in _AGAIN_WORDS):
                # the question again, as a game repeats its last words ("nochmal" after a
                # game chooses it again, as it asks for another game at the game's end)
                _say(io, lang, again)
                continue
            if text.rstrip("?!. ") in _WHERE_WORDS:  # was "not understood"
                where = (cat.text("menu.where.chosen", game=game_name(chosen[0], lang))
                         if chosen else cat.text("menu.where.games"))
                _say(io, lang, [Message(where)] + again)
                continue
            if chosen and text in _BACK_WORDS:
                raise _Back
            if chosen and text in _TUTORIAL_WORDS:
                raise _Tutorial
            word, _, rest = text.partition(" ")
            if chosen and word in _RULES_WORDS:  # the chosen game's rules, or a word in them
                _say(io, lang, chosen_rules(rest.strip()) + again)
                continue
            value = parse(text)
            if isinstance(value, _Slip):
                _say(io, lang, [value.meant])
                continue
            if isinstance(value, list):  # the parser's own answer; the question again
                _say(io, lang, value + again)
                continue
            if value is not None:
                return value
            answer = extra(text) if extra is not None else None
            if answer is not None:
                _say(io, lang, answer)
                continue
            # A slip in a word every question after the game takes, or in this one's own
            # ("optoins", "rulse" were "not understood").
            meant = close_words(text, (*offered, *_RULES_WORDS, *_TUTORIAL_WORDS,
                                       *_BACK_WORDS, *HELP_WORDS) if chosen else ())
            if meant:  # one line: what it may mean (the question is not read again)
                _say(io, lang, did_you_mean("menu.did_you_mean_word", meant[0], word=meant[0]))
                continue
            _say(io, lang, [Message(cat.text("menu.again.short", text=line.strip()))] + again)

    def no_such(key: str, text: str, count: int) -> list[Message] | None:
        """The sentence for numbers typed that are outside 1 to ``count`` ("There is no seat
        5; …"), the first such number named; None when ``text`` is not only numbers."""
        words = text.replace(",", " ").split()
        wrong = [int(w) for w in words if w.isdecimal() and not 1 <= int(w) <= count]
        if not wrong or not all(w.isdecimal() for w in words):
            return None
        return [Message(cat.text(key, number=wrong[0], count=count))]

    def chosen_rules(query: str) -> list[Message]:
        """The chosen game's rules as read aloud, or what they say about ``query``."""
        if query:
            return [Message(rules_said_on(chosen[0], lang, query))]
        spoken = rules_for_listening(chosen[0], lang) or cat.text("session.rules.missing")
        return [Message(line) for line in spoken.split("\n") if line.strip()]

    def parse_game(text: str) -> str | Console | list[Message] | _Slip | None:
        """A game named, or the resumed game (or why there is none) for "resume"; "rules"
        alone asks which game's rules (a German "regeln" chose "Dame (englische Regeln)");
        "tutorial" and a game's name or number starts its tutorial, without one it asks
        which."""
        if tutorial_next and text.partition(" ")[0] not in _TUTORIAL_WORDS:
            # "tutorial" alone asked which game: the game named next is for its tutorial
            # (a newcomer typed "einführung", then "whist", and Whist began without it).
            fits = games_named(text, games, lang)
            if len(fits) == 1:
                tutorial_next.clear()
                return tutorial(games[fits[0]])
            if fits:  # several ("dame"): which, and the answer is still the tutorial's
                return game_or_question(text)
            if text.partition(" ")[0] in (*MENU_WORDS, *RESUME_WORDS, *_RULES_WORDS):
                tutorial_next.clear()  # another word of the choice: the question is dropped
        if text in _AGAIN_WORDS and last in games:
            return last
        if text in RESUME_WORDS and resume is not None:
            found = resume()
            return [Message(found)] if isinstance(found, str) else found
        if text in _RULES_WORDS:
            return [Message(cat.text("menu.rules_which", count=len(games)))]
        if text in _OPTION_WORDS:  # no game's options yet (it was "not understood")
            return [Message(cat.text("menu.options_first_a_game"))]
        if text.partition(" ")[0] in _LEVEL_WORDS_TYPED:  # "level 1" was "cannot read"
            return [Message(cat.text("menu.level_first_a_game"))]
        word, _, rest = text.partition(" ")
        if word in _TUTORIAL_WORDS:  # "einführung kalah": its first moves at once
            # (a newcomer told "choose a game, then type tutorial" typed it first, and
            # was not understood)
            game_id = named_game(rest.strip()) if rest.strip() else None
            if game_id is not None:
                return tutorial(game_id)
            number = close_game(rest.strip()) if rest.strip() else None
            if number is not None:  # "tutorial kalha" was told only which game to type
                return _Slip(did_you_mean("menu.tutorial_did_you_mean", f"{word} {number}",
                                          name=names[number - 1], number=number)[0])
            tutorial_next[:] = [True]
            return [Message(cat.text("menu.tutorial_which", count=len(games)))]
        opened = saved(text) if saved is not None else None
        if opened is not None:
            return opened
        return game_or_question(text)

    def named_game(text: str) -> str | None:
        found = games_named(text, games, lang)
        return games[found[0]] if len(found) == 1 else None

    def game_or_question(text: str) -> str | list[Message] | None:
        """The game ``text`` names; the question back when it names several; None when it
        names none."""
        found = games_named(text, games, lang)
        if len(found) < 2:
            return games[found[0]] if found else None
        lines = [cat.text("menu.game_line", number=i + 1, name=names[i]) for i in found]
        return [Message(cat.text("menu.which_game", text=text, games=cat.join_or(lines)))]

    def close_game(text: str) -> int | None:
        """The number of the game whose name ``text`` misses by a slip of the keys: its whole
        name, or a word of four letters or more of it or of another name it has, when that
        word is of no other game ("reversy", "othelo" for Reversi (Othello) were not
        understood)."""
        found = game_close_to(text, games, skip=set(menu_words(lang)))
        return None if found is None else found + 1

    def rules_with_a_word(words: list[str]) -> str | None:
        """"rules doppelkopf wedding": what the rules of the game named first say about the
        words after it; None when no first words name a game."""
        for cut in range(len(words) - 1, 0, -1):
            game_id = named_game(" ".join(words[:cut]))
            if game_id is not None:
                whole = cat.text("menu.rules.whole", number=games.index(game_id) + 1)
                return rules_said_on(game_id, lang, " ".join(words[cut:]), whole)
        return None

    def game_extra(text: str) -> list[Message] | None:
        """The choice of games' own words; after each, the question asked now (after a game,
        "Kalah again, another game, or quit?", not the plain "Which game?"), except after
        the list of games, which ends with the plain question."""
        if text in _LIST_WORDS:
            return listing() + [prompt]
        if text in _ONLINE_WORDS and online is not None:
            online()
            return again
        if text in SETTINGS_WORDS and settings is not None:
            chosen = settings()
            if chosen != lang:
                raise _NewLanguage(chosen)
            return again
        if text in _BACK_WORDS:  # nothing before the choice of games to go back to
            return [Message(cat.text("menu.back.first")), *again]
        if text.isdecimal():  # a number, but none of a game
            return [Message(cat.text("menu.no_such_number", number=int(text),
                                     count=len(games))), *again]
        meant = close_words(text, menu_words(lang))
        if meant:  # "spielstand": the words of the choice of games were never offered
            return did_you_mean("menu.did_you_mean_word", meant[0], word=meant[0])
        begun = game_names.games_begun(text, games)
        if len(begun) > 1:  # "do": which of them (two letters are too few to choose by)
            lines = [cat.text("menu.game_line", number=i + 1, name=names[i]) for i in begun]
            return [Message(cat.text("menu.which_game", text=text, games=cat.join_or(lines)))]
        number = begun[0] + 1 if begun else close_game(text)
        if number is not None:  # "mau mao": a slip of the keys, not a word the menu lacks;
            # "go": asked, not chosen
            return did_you_mean("menu.did_you_mean", str(number), name=names[number - 1],
                                number=number)
        word, _, rest = text.partition(" ")
        if word in _RULES_WORDS and rest.strip():
            game_id = named_game(rest.strip())
            number = None if game_id is not None else close_game(rest.strip())
            looked_up = (None if game_id is not None or number is not None
                         else rules_with_a_word(rest.split()))  # "rules dog joker"
            if looked_up is not None:
                return [Message(looked_up), *again]
            if number is not None:  # one line, as every slip's answer
                return did_you_mean("menu.rules_did_you_mean", f"{word} {number}",
                                    number=number, name=names[number - 1])
            if game_id is None:
                return [Message(cat.text("menu.rules_missing", text=rest.strip())), *again]
            spoken = rules_for_listening(game_id, lang) or cat.text("session.rules.missing")
            return [Message(line) for line in spoken.split("\n") if line.strip()] + again
        return None

    def tutorial(game_id: str) -> Console:
        """The game's first moves, step by step, under the usual rules (as the window's menu
        item): the pupil in the first seat (see ``tutorial_seats``)."""
        from accessible_games.lineup import REGISTRY
        from accessible_games.session.tutorial import Tutorial, tutorial_seats

        game = REGISTRY.create(game_id)
        session = start(game, tutorial_seats(game))
        session.tutorial = Tutorial(session)
        return session

    def set_up(game_id: str) -> Console | None:
        """The questions after the game: its options, the opponent, the level, the side."""
        editor = OptionEditor(game_id, lang, (options or {}).get(game_id))
        _say(io, lang, [Message(cat.text("menu.summary", game=game_name(game_id, lang),
                                 summary=cat.text(f"game.{game_id}.summary")))]
               + ([editor.hint()] if editor.specs else []))
        asked, tutorial_help = cat.text("menu.help.question"), cat.text("menu.help.tutorial")
        question_help = "\n".join((asked, tutorial_help))  # a line each
        opponent_question = cat.said("menu.choose_opponent")  # 94 cells: a brief

        def opponent_extra(text: str) -> list[Message] | None:
            if text not in _OPTION_WORDS:
                return None
            if not editor.specs:
                return [Message(cat.text("menu.options.none",
                                         game=game_name(game_id, lang))),
                        opponent_question]
            edit_options(editor, io)
            if keep is not None:
                keep(game_id, editor.options)
            return [editor.hint(), opponent_question]

        def opponent_or_level(text: str) -> object | None:
            """"computer" or "human"; a level's name ("stark", "strong") is the computer
            at that level (it was "not understood")."""
            found = _word_or_slip(text, {
                "c": "computer", "computer": "computer", "p": "human",
                "m": "human", "person": "human", "mensch": "human"})
            if found is not None:
                return found
            after = _after_level_word(text)  # "level 3": the computer at level 3
            if after != text and after in ("1", "2", "3"):
                return int(after)
            level = _word_or_slip(typed_level_word(after), _LEVEL_WORDS)
            return None if level is None else int(str(level))

        def ask_opponent() -> object | None:
            return choose([opponent_question], opponent_or_level,
                          lambda: "\n".join([asked, *([editor.hint().text] if editor.specs
                                                       else []), tutorial_help]),
                          opponent_extra, offered=_OPTION_WORDS if editor.specs else ())

        def typed_level(text: str) -> tuple[int, bool] | list[Message] | None:
            """The level typed, and whether by its name (or a slip of it) rather than its
            number; the sentence for a number out of range; None when not understood."""
            text = _after_level_word(text)  # "level 2" was "I cannot read"
            if text in ("1", "2", "3"):
                return int(text), False
            named = _word_or_slip(typed_level_word(text), _LEVEL_WORDS)
            if named is not None:
                return int(str(named)), True
            return no_such("menu.no_such_level", text, 3)

        def level_name(level: int) -> str:
            return cat.text(f"menu.level.name.{level}")

        # The questions in turn; back at one goes to the one before it (at the first, to the
        # choice of games), which is asked again after a short word, not the whole way.
        opponent: object | None = None
        level_said = False  # the level was named at the question of the opponent
        humans: set[int] = set()
        strength = 1
        names: list[str] = []
        numbered = False
        listed = ""
        told: list[Message] = []
        steps: list[str] = []  # the questions answered, the last one last
        step = "opponent"
        while True:
            try:
                if step == "opponent":
                    opponent = ask_opponent()
                    if opponent is None:
                        return None
                    level_said = isinstance(opponent, int)
                    if isinstance(opponent, int):  # a level named: the computer at it, and
                        # the question of the level is not asked
                        strength, opponent = opponent, "computer"
                        _say(io, lang, [Message(cat.text("menu.opponent.level", level=strength,
                                                 name=level_name(strength)))])
                    game = editor.game
                    seats_wanted = game.num_players
                    if opponent == "human" and seats_wanted == 2:
                        return start(game, seats_of(seats_wanted, range(seats_wanted)))
                    # (anew after back: the options may have changed the seats)
                    probe = start(game, seats_of(seats_wanted, range(seats_wanted)))
                    names = [probe.describer.player(p) for p in range(seats_wanted)]
                    # "Player 2": the seats are only numbered
                    numbered = all(name.endswith(f" {n}") for n, name in enumerate(names, 1))
                    listed = ", ".join(f"{n} {name}" for n, name in enumerate(names, 1))
                    # who plays with whom decides the seats one wants
                    partners = probe.partners_message()
                    told = [] if partners is None else [partners]
                    steps.append(step)
                    step = ("people" if opponent == "human"
                            else "seat" if level_said else "level")
                elif step == "people":
                    key = "menu.choose_people.numbered" if numbered else "menu.choose_people"
                    asked_people = Message(cat.text(key, count=seats_wanted, seats=listed))
                    # The partnerships once, before the question; asked again, the question
                    # alone (they came before it every time).
                    people = choose(told + [asked_people],
                                    lambda t: (typed_seats(t, seats_wanted)
                                               or no_such("menu.no_such_seat", t,
                                                          seats_wanted)),
                                    question_help, ask_again=[asked_people])
                    if people is None:
                        return None
                    told = []  # said once
                    humans = set(people)  # type: ignore[call-overload]
                    if len(humans) == seats_wanted:
                        return start(game, seats_of(seats_wanted, humans))
                    # Which seats the computer takes, said before its level is asked: one
                    # person chosen went on to the level with no word that the computer now
                    # plays the three other seats.
                    _say(io, lang, [Message(cat.text(
                        "menu.people.chosen",
                        people=cat.join_and([names[p] for p in sorted(humans)]),
                        others=cat.join_and([names[p] for p in range(seats_wanted)
                                             if p not in humans])))])
                    steps.append(step)
                    step = "level"
                elif step == "level":
                    level = choose([Message(cat.text("menu.choose_level"))], typed_level,
                                   question_help)
                    if not isinstance(level, tuple):
                        return None
                    strength, by_name = level
                    if by_name:  # a name, or a slip of one ("strak" was confirmed only
                        # by the game's opening, "Stufe 3")
                        _say(io, lang, [Message(capitalized(cat.text(
                            "menu.level.chosen", level=strength, name=level_name(strength))))])
                    if opponent == "human":
                        return start(game, seats_of(seats_wanted, humans, strength))
                    steps.append(step)
                    step = "seat"
                else:
                    seat = ask_seat(game, names, numbered, listed, told)
                    if seat is None:
                        return None
                    return start(game, seats_of(seats_wanted, [seat - 1], strength))
            except _Back:
                if not steps:
                    raise
                step = steps.pop()
                _say(io, lang, [Message(cat.text("menu.back.question"))])

    def ask_seat(game: Game, names: list[str], numbered: bool, listed: str,
                 told: list[Message]) -> int | None:
        """Which seat the player takes against the computer (from 1), or None to leave."""
        seats_wanted = game.num_players
        if seats_wanted == 2:
            first = game.first_seat()  # who starts is said where it is sure
            key = ("menu.choose_seat.plain" if first is None
                   else ("menu.choose_seat", "menu.choose_seat.second_first")[first])
            question = cat.text(key, first=names[0], second=names[1])
        else:  # not "2 Player 2" where the seats are only numbered
            key = "menu.choose_seat.numbered" if numbered else "menu.choose_seat.many"
            # At a card table a seat means when one deals and begins: said, from the first
            # dealer; the player left of the dealer begins (Mau Mau, Whist, Doppelkopf).
            dealer = game.first_dealer()
            dealt = {} if dealer is None else {
                "dealer": names[dealer], "first": names[(dealer + 1) % seats_wanted]}
            question = cat.text(f"{key}.dealt" if dealt else key, count=seats_wanted,
                                seats=listed, **dealt)
        numbers = {str(n): n for n in range(1, seats_wanted + 1)}
        # A side's name as the question says it ("süd", "sued", "schafe") takes it too.
        numbers.update({name.casefold().translate(SPELLED_OUT): n
                        for n, name in enumerate(names, 1)})
        seat = choose(told + [Message(question)],
                      lambda t: (_word_or_slip(t.translate(SPELLED_OUT), numbers)
                                 or no_such("menu.no_such_seat", t, seats_wanted)),
                      "\n".join((cat.text("menu.help.question"),
                                 cat.text("menu.help.tutorial"))),
                      ask_again=[Message(question)])  # the partnerships once, as above
        return None if seat is None else int(str(seat))

    prompt = Message(cat.text("menu.game_prompt", count=len(games)))
    # After a game, not the whole list again: that game first, the list on request; after a
    # game left unfinished, that game to resume (not to begin anew as well).
    if last not in games:
        opening, again = listing() + [prompt], [prompt]
    elif left:
        opening = again = [Message(cat.text("menu.after_quit", game=game_name(str(last), lang),
                                            count=len(games)))]
    else:
        opening = again = [Message(cat.text("menu.after_game", game=game_name(str(last), lang),
                                            count=len(games)))] + resume_line()
    while True:
        try:
            game_id = choose(opening, parse_game,
                             "\n".join((cat.text("menu.help.game", count=len(games)),
                                        cat.text("menu.help.words"),
                                        cat.text("menu.help.stop"),
                                        cat.text("menu.help.where"),
                                        cat.text("menu.help.first"),
                                        *([cat.text("menu.help.saves")] if saved else []))),
                             game_extra, again)
        except _NewLanguage as changed:
            return LanguageChosen(changed.lang)
        if game_id is None or isinstance(game_id, Console):
            return game_id
        chosen[:] = [str(game_id)]
        try:
            return set_up(str(game_id))
        except _Tutorial:
            return tutorial(str(game_id))
        except _Back:  # the choice of games again, briefly: the list on request
            chosen.clear()
            _say(io, lang, [Message(cat.text("menu.back"))])
            opening = again = [prompt]


_ALL_WORDS = ("all", "alle", "a")
_AND_WORDS = ("and", "und", "&")


def typed_seats(text: str, count: int) -> frozenset[int] | None:
    """The seats (from 0) the people at the keyboard take: numbers 1 to ``count`` apart (by
    spaces or commas), or "all"; None when that names no seats (the terminal's question and
    ``play --people``)."""
    if text in _ALL_WORDS:
        return frozenset(range(count))
    # "1 und 3", "1 and 3": the numbers as said aloud (it was not understood)
    words = [w for w in text.replace(",", " ").split() if w not in _AND_WORDS]
    if not words or not all(w.isdecimal() and 1 <= int(w) <= count for w in words):
        return None
    return frozenset(int(w) - 1 for w in words)


def edit_options(editor: OptionEditor, io: LineIO) -> None:
    """Let the player change the game's options one at a time, until done (or an empty
    line, or the end of input)."""
    _say(io, editor.lang, editor.listing())
    while True:
        line = io.ask()
        text = "" if line is None else line.strip().casefold()
        if line is None or text in (*_DONE_WORDS, *_QUIT_WORDS, *_BACK_WORDS):
            return  # "zurück" goes back to the question, as at a value (it was "not understood")
        if text in HELP_WORDS or text.rstrip("?!. ") in _WHERE_WORDS:
            # the game's options: where one is, and what to type; help names the words
            # that work here as well (back, where am i), as at every question
            helped = [] if text not in HELP_WORDS else [
                Message(catalog(editor.lang).text("menu.options.help"))]
            _say(io, editor.lang, editor.listing() + helped)
            continue
        spec = editor.pick(text)
        said: list[Message] = []
        if spec is None:
            # An option and its value in one line ("spielerzahl 3" was not understood)
            named = editor.pick_with_value(line)
            if named is None:
                _say(io, editor.lang, [Message(catalog(editor.lang).text(
                    "menu.again.short", text=line.strip())), editor.prompt()])
                continue
            spec, value = named
            done, said = editor.answer(spec, value)
            if done:
                _say(io, editor.lang,
                     said + [Message(catalog(editor.lang).text("menu.options.again"))])
                continue
        question = editor.question(spec)
        _say(io, editor.lang, said + question)  # a value that did not fit: why, and its question
        while True:  # until a value is set, or Enter alone (done, back, quit) keeps it
            answer = io.ask()
            if answer is None:
                return
            word = answer.strip().casefold()
            if (word in HELP_WORDS and word) or word.rstrip("?!. ") in _WHERE_WORDS:
                # the question explains the option (and names it: where one is): again,
                # after help with the words that work here
                helped = [] if word not in HELP_WORDS else [
                    Message(catalog(editor.lang).text("menu.options.value_help"))]
                _say(io, editor.lang, helped + question)
                continue
            if not word or word in _DONE_WORDS or word in LEAVE_WORDS:
                _say(io, editor.lang, [editor.kept(spec), editor.prompt()])
                break
            done, said = editor.answer(spec, answer)
            if done:
                _say(io, editor.lang,
                     said + [Message(catalog(editor.lang).text("menu.options.again"))])
                break
            _say(io, editor.lang, said + question[-1:])


def _language_of(typed: str, kind: CommandKind, lang: str) -> str:
    """The language whose word for ``kind`` ``typed`` is: ``lang`` when it is one of
    ``lang``'s (or of no language's, as "?"), else the other's."""
    if typed in words_for(kind, lang):
        return lang
    return next((other for other in LANGUAGES if typed in words_for(kind, other)), lang)


def ask_language(lang: str, io: LineIO) -> str | None:
    """The first run's question: which language (asked in ``lang``, the environment's, with
    each language named in itself). Returns "de" or "en", or None at end of input or when the
    player quits. Help (or an empty line) explains how to answer, then asks again; where
    ("wo bin ich") says which question this is and how to answer it; each in the language
    of the word typed. Any other answer is named as not understood first."""
    words = {"en": "en", "english": "en", "englisch": "en", "e": "en",
             "de": "de", "deutsch": "de", "german": "de", "d": "de"}
    question = Message(catalog(lang).text("menu.language"))
    _say(io, lang, [question])
    while True:
        line = io.ask()
        if line is None:
            return None
        typed = line.strip().casefold()
        chosen = words.get(typed)
        if chosen is None and typed not in _QUIT_WORDS:  # "deutch", "englsh" were refused
            slipped = _word_or_slip(typed, words)
            chosen = None if slipped is None else str(slipped)
        if chosen is not None:
            _say(io, lang, [Message(catalog(chosen).text("menu.language.saved"))])
            return chosen
        if typed in _QUIT_WORDS:
            _say(io, lang, [Message(catalog(lang).text("menu.bye"))])
            return None
        if typed in HELP_WORDS:  # "hilfe" on an English system: the help in German
            said_in = _language_of(typed, CommandKind.HELP, lang)
            _say(io, lang, [Message(catalog(said_in).text("menu.language.help")),
                    Message(catalog(said_in).text("menu.language"))])
            continue
        if typed.rstrip("?!. ") in _WHERE_WORDS:  # was "not understood" here alone
            said_in = _language_of(typed.rstrip("?!. "), CommandKind.WHERE, lang)
            cat = catalog(said_in)
            _say(io, lang, [Message(cat.text("menu.language.where"),
                            brief=cat.text("menu.language.where.brief"))])
            continue
        _say(io, lang, [Message(catalog(lang).text("menu.language.again", text=line.strip())),
                question])
