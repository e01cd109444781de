"""The session's own sentences (opening, confirmations) from the ``session`` catalog; the help
texts are in help.py."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from accessible_games.engine import Game, GameError, State
from accessible_games.lineup import describer_for
from accessible_games.narration.catalog import Catalog, capitalized, catalog
from accessible_games.narration.cell_count import TWO_WINDOWS, cells_at_most
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.narration.seat_lists import seats_joined
from accessible_games.session.rules_lookup import HEADING, ITEM, TEXT, about_winning, look_up

DOCS_DIR = Path(__file__).resolve().parent.parent.parent / "docs"
RULES_FOUND_MOST = 4
"""The most paragraphs ``rules`` with a word reads; it says how many more mention the word."""
ECHO_CHARACTERS = 20
"""The most characters of a typed line the braille line repeats in its answer, a number sign
counted as one (:func:`echo`)."""
UNREADABLE_ECHO = 12
"""The most characters of a line the game cannot read that its braille line repeats
(:meth:`SessionWords.unreadable_brief`): the frame and the game's example fill the rest of
two 40-cell windows ("„play 104 as 14 53-54“ verstehe ich nicht. Tippe einen Zug wie b2-c3
oder passen; siehe hilfe." took 89 cells, and a long word broke "verstehe ich" from
"nicht." across the first window)."""


CUT = "..."
"""What marks a typed line cut short on the braille line (:func:`echo`)."""


def _echo_cells(typed: str) -> int:
    """About the cells ``typed`` takes on the braille line: a cell a character, and one
    more for the number sign before each run of digits ("play 104 as 14 53-54", 20
    characters, takes 24 and more)."""
    return len(typed) + len(re.findall(r"[0-9]+", typed))


def echo(typed: str, most: int = ECHO_CHARACTERS) -> str:
    """``typed`` as the braille line repeats it in an answer: its first ``most`` cells
    (:data:`ECHO_CHARACTERS` unless told; :func:`_echo_cells`) and "..." where it is longer
    (its words that fit, where they fill half of them), so that the reason stays on the
    first 40-cell line (a pasted line of 35 characters cut "I cannot read "play 107" from
    its end, "as 5 16-pla..."", a line later). Speech says the whole line. A line that
    overruns by no more than the "..." would take is kept whole: "knight to f3" was cut to
    "knight to...", as long and without its square."""
    if _echo_cells(typed) <= most + len(CUT):
        return typed
    end = most
    while _echo_cells(typed[:end]) > most:
        end -= 1
    cut = typed[:end + 1]
    words = cut[:cut.rfind(" ")].rstrip() if " " in cut.strip() else ""
    return (words if len(words) >= most // 2 else cut[:-1].rstrip()) + CUT


def echoed(say: Callable[[str], str], typed: str, kind: MessageKind = MessageKind.ERROR,
           say_brief: Callable[[str], str] | None = None) -> Message:
    """The message ``say`` makes of the line ``typed`` (or of a part of it), repeating it as
    its ``text``; its braille line with a long line cut (:func:`echo`), so that the reason
    stays on the first window ('"somewhere over the rainbow" is not a' and 'place on this
    board.' a pan later); ``say_brief``, where given, says it in fewer words there."""
    said = say(typed)
    brief = (say_brief or say)(echo(typed))
    return Message(said, kind, None if brief == said else brief)


def slip(cat: Catalog, meant: Sequence[str]) -> Message:
    """The one short line for a typed line that misses ``meant`` (one or two commands, a
    card's name) by a slip of the keys: "Did you mean threats?", in a game, and in the lobby
    and at a table online. Nothing is done, and the line typed is not read back; on the
    braille line a long line mended is cut as :func:`echo` cuts a line typed."""
    said = cat.text("session.unreadable.close", word=cat.join_or(list(meant)))
    brief = cat.text("session.unreadable.close", word=cat.join_or([echo(m) for m in meant]))
    return Message(said, MessageKind.ERROR, None if brief == said else brief)


def game_name(game_id: str, lang: str) -> str:
    """The display name of a game in ``lang``."""
    return catalog(lang).text(f"game.{game_id}.name")


def notation_text(cat: Catalog, game: Game, state: State | None = None,
                  short: bool = False, form: str = "short") -> str:
    """How moves of ``game`` are typed, as an example phrase; the game's options fill in what
    depends on them (Congkak's houses: "a house number from 1 to 6"), and the phase of
    ``state`` picks its own phrase where it has one (Arimaa's setup). ``short``: the few
    words a slip of the keys is answered with, where the game has them (the key's ``form``,
    ``.short``: its whole list of calls and solos, followed by "or help", read as one more
    choice; ``.brief``: the braille line's, :meth:`SessionWords.unreadable_brief`, or else
    ``.short``). A phase's own words come before the game's in any form: the second player's
    whole example is better than the few words of the first player's squares."""
    key = f"game.{game.notation_id}.notation"
    phase = None if state is None else describer_for(game, cat.lang).notation_phase(state)
    endings = [f".{form}", ".short", ""] if short else [""]
    keys = [each + ending for each in ([key] if phase is None else [f"{key}.{phase}", key])
            for ending in endings]
    return cat.text(next(each for each in keys if cat.has(each)), **game.options)


_ASIDE = re.compile(r"\s*\([^)]*\)$")
"""A name's explanation in brackets at its end: "Checkers (English draughts)"."""


def brief_game_name(game_id: str, lang: str) -> str:
    """The name of a game on the braille line: its display name without the explanation in
    brackets ("Checkers"), or its own brief name where that alone would mislead (German
    "Dame (englische Regeln)" is "Englische Dame", not any "Dame")."""
    cat = catalog(lang)
    key = f"game.{game_id}.name.brief"
    return cat.text(key) if cat.has(key) else _ASIDE.sub("", game_name(game_id, lang))


def known_game_name(game_id: str, lang: str) -> str:
    """The display name of a game, or its id for a game this version does not have (a newer
    server's)."""
    cat = catalog(lang)
    key = f"game.{game_id}.name"
    return cat.text(key) if cat.has(key) else game_id


def rules_text(game_id: str, lang: str) -> str | None:
    """The rules page of a game in ``lang`` (its Markdown, for print and braille), or None if
    missing. Developer notes (choices, sources, test numbers) are on another page,
    ``docs/rules/notes/``, which the app never reads."""
    path = DOCS_DIR / "rules" / f"{game_id}.{lang}.md"
    if not path.exists():
        return None
    return path.read_text(encoding="utf-8")


_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|__)(.+?)\1|(?<![\w*])\*(\S(?:[^*]*\S)?)\*(?![\w*])")
_NUMBERED = re.compile(r"^\d+\.\s+")
_OPTION_MARK = re.compile(r"`([a-z_]+)(?:=([\w.-]+))?`")
"""An option named in a rules page: `` `key` `` or `` `key=value` ``."""
_VALUE_MARK = re.compile(r"`([\w-]+)`")
"""A word in code marks: an option's value where the game has an option that takes it."""


def listening_paragraphs(markdown: str, lang: str) -> list[str]:
    """A rules page as paragraphs for the ear: no Markdown marks, no backticks, no drawing.

    A heading becomes a short sentence of its own; each list item, table row and paragraph is
    one line; emphasis, code marks and links keep only their words; a drawing in a code block
    (an ASCII board, meant for the eye) is replaced by one sentence pointing to the board
    command; an underscore in an option's name is read as a space.
    """
    return [text for text, _ in listening_blocks(markdown, lang)]


def listening_blocks(markdown: str, lang: str) -> list[tuple[str, str]]:
    """The paragraphs of :func:`listening_paragraphs`, each with its kind: a heading, a list
    item (or table row), or other text (see :mod:`.rules_lookup`)."""
    words = catalog(lang)
    blocks: list[tuple[str, str]] = []
    current: list[str] = []
    kind = TEXT

    def flush() -> None:
        if current:
            blocks.append((_plain(" ".join(current)), kind))
            current.clear()

    fenced = False
    for raw in markdown.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            flush()
            if not fenced:
                blocks.append((words.text("session.rules.drawing"), TEXT))
            fenced = not fenced
            continue
        if fenced:
            continue
        if not line or set(line) <= set("|-: "):
            flush()
            continue
        heading = line.startswith("#")
        item = line.startswith(("- ", "* ", "+ ", "|")) or bool(_NUMBERED.match(line))
        if heading or item:
            flush()
        if not current:
            kind = ITEM if item else TEXT  # an item's wrapped lines stay in the item
        line = line.lstrip("#").strip()
        if line[:2] in ("- ", "* ", "+ "):
            line = line[2:]
        line = _NUMBERED.sub("", line)
        if line.startswith("|"):
            line = ": ".join(c.strip() for c in line.strip("|").split("|") if c.strip())
        if heading:
            line = _plain(line)
            blocks.append((line if line[-1:] in ".:!?" else line + ".", HEADING))
        else:
            current.append(line)
    flush()
    return [(text, block) for text, block in blocks if text]


def _plain(text: str) -> str:
    """``text`` without links, emphasis, code marks and underscores, blanks made single."""
    text = _LINK.sub(r"\1", text)
    text = _EMPHASIS.sub(lambda m: m.group(2) or m.group(3), text)
    text = text.replace("`", "").replace("_", " ").replace("\\", "")
    return " ".join(text.split())


def rules_for_listening(game_id: str, lang: str) -> str | None:
    """The rules of a game as the app speaks and prints them: one paragraph a line, without
    Markdown (see :func:`listening_paragraphs`), the game's options named in words as the
    menus name them (:func:`options_in_words`); None when the page is missing."""
    blocks = rules_blocks(game_id, lang)
    return None if blocks is None else "\n".join(text for text, _ in blocks)


def rules_blocks(game_id: str, lang: str) -> list[tuple[str, str]] | None:
    """The paragraphs of :func:`rules_for_listening`, each with its kind (heading, item or
    text); None when the page is missing."""
    text = rules_text(game_id, lang)
    if text is None:
        return None
    return listening_blocks(options_in_words(text, game_id, lang), lang)


def rules_on(game_id: str, lang: str, query: str, whole: str | None = None) -> str | None:
    """What a game's rules say about ``query``: the paragraphs that mention it (a few, then
    how many more, and that ``whole`` reads them all: "rules alone" unless told), one a line
    after a sentence that counts them; None when the rules do not mention it or are missing."""
    blocks = rules_blocks(game_id, lang)
    found = None if blocks is None else look_up(blocks, query, RULES_FOUND_MOST)
    if found is None or not found.total:
        return None
    cat = catalog(lang)
    text = " ".join(query.split())
    # "how do I win": what the rules say about winning and losing, not that they mention the
    # question (which a paragraph on who loses does not)
    key = "session.rules.found.winning" if about_winning(query) else "session.rules.found"
    lines = [cat.plural(key, found.total, text=text), *found.lines]
    if found.total > len(found.lines):
        lines.append(cat.plural("session.rules.more", found.total - len(found.lines),
                                whole=whole or cat.text("session.rules.whole")))
    return "\n".join(lines)


def rules_said_on(game_id: str, lang: str, query: str, whole: str | None = None) -> str:
    """As :func:`rules_on`, or the sentence that the rules do not mention ``query`` and that
    ``whole`` ("rules alone" unless told) reads them all."""
    found = rules_on(game_id, lang, query, whole)
    if found is not None:
        return found
    cat = catalog(lang)
    meant = _close_rules_word(game_id, lang, query)
    found = None if meant is None else rules_on(game_id, lang, meant, whole)
    if meant is not None and found is not None:  # "rules sowng" found nothing
        return "\n".join((cat.text("session.rules.not_found.close", text=query.strip(),
                                    word=meant), found))
    return cat.text("session.rules.not_found", text=" ".join(query.split()),
                    whole=whole or cat.text("session.rules.whole"))


def _close_rules_word(game_id: str, lang: str, query: str) -> str | None:
    """The word of a game's rules that ``query``, one word of four letters or more, misses
    by a slip of the keys (its first letter kept), as the rules write it; None for none."""
    typed = query.strip().casefold()
    blocks = rules_blocks(game_id, lang)
    if blocks is None or len(typed) < 4 or not typed.isalpha():
        return None
    known = {w for text, _ in blocks for w in re.findall(r"[^\W\d_]+", text.casefold())
             if len(w) >= 4 and w[0] == typed[0]}
    close = difflib.get_close_matches(typed, sorted(known), 1, 0.8)
    return close[0] if close else None


def options_in_words(text: str, game_id: str, lang: str) -> str:
    """A rules page with its option marks (`` `hand_size` ``, `` `deck=double104` ``) in
    words: the option's name, with its value where the mark gives one, quoted; a value
    marked alone (`` `piquet32` ``) is given its words too."""
    from accessible_games.lineup import REGISTRY

    game = REGISTRY.find(game_id)
    words = OptionWords(lang, game_id)
    cat = catalog(lang)

    def named(match: re.Match[str]) -> str:
        key, value = match.group(1), match.group(2)
        try:
            spec = game.option_spec(key)
            if value is None:
                return cat.text("option.quoted", text=words.name(key))
            parsed = value if isinstance(spec.default, str) else spec.parse(value)
        except GameError:
            return match.group(0)
        return cat.text("option.quoted", text=words.setting(key, parsed))

    owners: dict[str, list[str]] = {}  # a named value -> the options that take it
    for spec in game.option_specs:
        for choice in spec.choices:
            if isinstance(choice, str):
                owners.setdefault(choice, []).append(spec.key)

    switches = any(isinstance(spec.default, bool) for spec in game.option_specs)

    def value(match: re.Match[str]) -> str:
        if switches and match.group(1).casefold() in ("true", "false"):  # an option on or off
            on = match.group(1).casefold() == "true"
            return cat.text("option.quoted",
                            text=cat.text("option.value.on" if on else "option.value.off"))
        keys = owners.get(match.group(1), [])
        if len(keys) != 1:  # not a value, or one several options take: left as it is
            return match.group(0)
        return cat.text("option.quoted", text=words.value(keys[0], match.group(1)))

    return _VALUE_MARK.sub(value, _OPTION_MARK.sub(named, text))


def _by_level(named: list[tuple[str, str, int]],
              numbers: list[int | None]) -> dict[int, list[tuple[str, int | None]]]:
    """The computer's seats among ``named`` (side, kind, level), grouped by level, each with
    its number where the seats are only numbered (else None)."""
    levels: dict[int, list[tuple[str, int | None]]] = {}
    for (side, kind, level), number in zip(named, numbers):
        if kind == "computer":
            levels.setdefault(level, []).append((side, number))
    return levels


class SessionWords:
    """Sentences of the session in one language for one game."""

    def __init__(self, lang: str, game: Game) -> None:
        self.cat = catalog(lang)
        self.lang = lang
        self.game = game
        self._seats: list[tuple[str, str, int]] = []
        """The seats named since the last opening: (side, kind, level)."""
        self._played: list[str] = []
        """The same seats as "you play ..." names them ("White", "the Swedes")."""
        self._numbers: list[int | None] = []
        """The same seats' numbers where a seat is only its number ("Player 2"), else None."""

    def text(self, key: str, /, **values: object) -> str:
        """The message ``session.<key>``."""
        return self.cat.text(f"session.{key}", **values)

    def no_such_topic(self, topic: str) -> Message:
        """The answer to a question the game has no reading for (``topic``: "look",
        "threats", ...): the game's name, what it lacks and where to turn; on the braille line
        without the name, which the player knows and which took a window of its own there
        ("in Tablut || (Tafl aus Lappland) nicht")."""
        key = f"topic.none.{topic}"
        return Message(self.text(key, game=game_name(self.game.id, self.lang)),
                       brief=self.text(f"{key}.brief"))

    def plural(self, key: str, count: int, /, **values: object) -> str:
        """The plural message ``session.<key>`` for ``count``."""
        return self.cat.plural(f"session.{key}", count, **values)

    def opening(self, seats: str, numbered: bool = False, tutorial: bool = False) -> Message:
        """The first sentence of a game: its name and who plays which side (``seats``, the
        seats named by :meth:`seat` just before, joined). When people play every side at one
        keyboard it says so, rather than "Black: you and White: you"; when some people share
        it with the computer, their seats are named together, then the computer's; so is one
        person's seat against the computer, in two seats as in more ("You play White; the
        computer, level 2, plays Black"), and in a game whose seats are only ``numbered``
        the person is that player ("You are Player 1; ..."). In a ``tutorial`` with people
        on both sides the pupil is told to play both, alone or with someone beside them ("Two
        players at this keyboard" left a newcomer alone at it wondering who the other was)."""
        named, self._seats = self._seats, []
        played, self._played = self._played, []
        numbers, self._numbers = self._numbers, []
        game = game_name(self.game.id, self.lang)
        people = [side for side, kind, _ in named if kind == "human"]
        if len(named) > 1 and len(people) == len(named):
            sides = self.cat.join_and(people)
            if len(named) == 2:
                key = "opening.tutorial" if tutorial else "opening.together"
                return self._opening(key, game=game, sides=sides)
            key = "opening.together_many"
            return self._opening(key, f"{key}.numbered" if numbered else None, game=game,
                                 sides=sides, count=len(named))
        levels = _by_level(named, numbers)
        computers = self._computers(levels)
        if not people:  # a demo: nobody types, so no word of help
            # The braille line says the computer plays every side and at which levels: the
            # sides by name ran to 94 cells ("Räuber und Gendarm (cops and robbers). The
            # computer, level 1, plays Black and White.").
            brief = self.plural("opening.watched.brief", len(levels),
                                game=brief_game_name(self.game.id, self.lang),
                                levels=self.cat.join_and([str(level) for level in levels]))
            return Message(self.text("opening.watched", game=game,
                                     computers=capitalized(computers)), brief=brief)
        against = self.plural("opening.against.brief", len(levels),
                              levels=self.cat.join_and([str(level) for level in levels]))
        if len(people) > 1:  # some people and the computer: not "North: you, South: you"
            values: dict[str, object] = dict(
                game=game, people=self.cat.join_and(people), count=len(people),
                computers=computers, against=against)
            said = self._opening("opening.mixed", **values)
            if cells_at_most(said.short, self.lang) <= TWO_WINDOWS:
                return said
            # Three people, or two numbered ones: "Doppelkopf: North, East, and South at this
            # keyboard; the computer plays at level 1." ran to 88 cells; they are counted.
            return self._opening("opening.mixed", "opening.mixed.counted", **values)
        if len(people) == 1 and sum(map(len, levels.values())) == len(named) - 1:
            # one person against the computer: their side first, "computer, level 2" once,
            # the sides as "you play" names them ("You play the Swedes")
            computers = self._computers(_by_level(
                [(p, kind, level) for p, (_, kind, level) in zip(played, named)], numbers))
            side = next(p for p, (_, kind, _) in zip(played, named) if kind == "human")
            key = "opening.alone.numbered" if numbered else "opening.alone"
            # the braille line's side without its role ("White", not "White, the maharajah
            # alone")
            return self._opening(key, game=game, side=side, computers=computers,
                                 against=against, brief_side=side.split(",")[0])
        return Message(self.text("opening", game=game, seats=seats))

    def _opening(self, key: str, brief_key: str | None = None, /, **values: object) -> Message:
        """The first sentence ``key`` for the ear; on the braille line its ``.brief`` (or
        ``brief_key``'s): the game's short name, the reader's side, and who else plays, in
        two windows (it was 97 to 144 cells, the German Teamziehen's the longest, with the
        name's explanation and the computer's sides the partnerships line names again)."""
        values["game"], game = brief_game_name(self.game.id, self.lang), values["game"]
        brief = self.text(f"{brief_key or key}.brief", **values)
        values["game"] = game
        return Message(self.text(key, **values), brief=brief)

    def _computers(self, levels: dict[int, list[tuple[str, int | None]]]) -> str:
        """The computer's seats, level by level: "the computer, level 2, plays North"; seats
        that are only numbers are said with their word once: "plays players 2, 3, and 4"."""
        return "; ".join(self._computer(level, seats) for level, seats in levels.items())

    def _computer(self, level: int, seats: list[tuple[str, int | None]]) -> str:
        """The seats the computer plays at one ``level``."""
        return self.text("opening.computers", level=level, sides=seats_joined(
            self.cat, [side for side, _ in seats], [number for _, number in seats]))

    def seat(self, side: str, kind: str, level: int, played: str | None = None,
             number: int | None = None) -> str:
        """One seat: "Black: you" or "White: computer, level 2". ``played``: the side as the
        object of "you play" where it differs from ``side`` ("the Swedes"); ``number``: the
        seat's number where its name is only that ("Player 2")."""
        self._seats.append((side, kind, level))
        self._played.append(side if played is None else played)
        self._numbers.append(number)
        if kind == "human":
            return self.text("seat.human", side=side)
        return self.text("seat.computer", side=side, level=level)

    def partners(self, teams: list[list[str]], me: str | None) -> str:
        """Who plays with whom, the teams given by their seats' names: "You play with North,
        against East and West." to the seat named ``me``, else "Partnerships: North and South
        against East and West."."""
        join = self.cat.join_and
        mine = next((team for team in teams if me in team), None)
        if mine is None:
            return self.text("partners.all", first=join(teams[0]),
                             others="; ".join(join(team) for team in teams[1:]))
        others = [name for team in teams if team is not mine for name in team]
        return self.text("partners.yours", partners=join([n for n in mine if n != me]),
                         others=join(others))

    def notation(self, state: State | None = None) -> str:
        """How moves of this game are typed (in the phase of ``state``), as an example
        phrase."""
        return notation_text(self.cat, self.game, state)

    def no_passing(self) -> Message:
        """The answer to "pass" in a game that has no passing (Tablut, Oware, chess): why,
        and how to find a move; on the braille line with the game's brief name. It was "I
        cannot read "pass"", as if the word were a slip."""
        return Message(self.text("no_passing", game=game_name(self.game.id, self.lang)),
                       MessageKind.ILLEGAL,
                       self.text("no_passing.brief",
                                 game=brief_game_name(self.game.id, self.lang)))

    def unreadable(self, typed: str, state: State | None = None) -> str:
        """The sentence for a line that is neither a command nor a move, with the short
        form of the notation: help tells the rest."""
        return self.text("unreadable", text=typed,
                         notation=notation_text(self.cat, self.game, state, short=True))

    def unreadable_brief(self, typed: str, state: State | None = None) -> str:
        """The braille line's form of :meth:`unreadable`: the game's notation in the fewest
        words it has (``.brief``, else ``.short``: one example; Rakado's sentence with a
        capture and the die ran to 166 cells), and a long line typed cut shorter than other
        answers cut it (:data:`UNREADABLE_ECHO`)."""
        return self.text("brief.unreadable", text=echo(typed, UNREADABLE_ECHO),
                         notation=notation_text(
            self.cat, self.game, state, short=True, form="brief"))

    def about_line(self, key: str, typed: str, kind: MessageKind = MessageKind.ERROR,
                   **fields: object) -> Message:
        """The message of ``key`` about the line ``typed`` (its ``line``), with its braille
        line of ``key.brief``, where the line is cut (:func:`echo`)."""
        return Message(self.text(key, line=typed, **fields), kind,
                       self.text(f"{key}.brief", line=echo(typed), **fields))

    def slip(self, meant: Sequence[str]) -> Message:
        """The one short line for a typed line that misses ``meant`` by a slip of the keys
        (:func:`slip`)."""
        return slip(self.cat, meant)

    def echoing(self, key: str, typed: str, kind: MessageKind = MessageKind.ERROR,
                briefly: Mapping[str, object] | None = None, **fields: object) -> Message:
        """The message of ``key`` that repeats the line ``typed`` as its ``text``; its braille
        line with a long line cut (:func:`echo`), and ``briefly``'s fields in place of
        ``fields``' (a line mended, cut as the line is: "Did you mean help me please...?")."""
        message = echoed(lambda text: self.text(key, text=text, **fields), typed, kind)
        if message.brief is None and not briefly:
            return message
        brief = self.text(key, text=echo(typed), **{**fields, **(briefly or {})})
        return Message(message.text, kind, None if brief == message.text else brief)

    def rules(self) -> str:
        """The rules of the game for listening (no Markdown, no developer notes), or a
        sentence saying they are missing."""
        text = rules_for_listening(self.game.id, self.lang)
        return text if text is not None else self.text("rules.missing")

    def rules_on(self, query: str) -> str | None:
        """What the rules say about ``query`` (see :func:`rules_on`)."""
        return rules_on(self.game.id, self.lang, query)
