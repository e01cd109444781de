"""Abstract commands and the typed words that name them in English and German.

Every front end turns its input (a typed line, a key, a braille key) into a :class:`Command`;
the session acts on commands only, so behaviour is the same everywhere and tested once.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum


class CommandKind(Enum):
    """The functions every game offers (ACCESSIBILITY.md's command table)."""

    HELP = "help"
    """Help for the current context: the commands and the move notation."""
    MOVES = "moves"
    """Legal moves (all, or of the piece on a named place)."""
    LAST = "last"
    """The last move, again."""
    BOARD = "board"
    """The position read row by row."""
    STATUS = "status"
    """Whose turn, counts, move number."""
    UNDO = "undo"
    """Take back the last own move (and the computer's answer)."""
    BACK = "back"
    """"back" ("zurück") alone in a game: it changes nothing there and says which words undo a
    move and which leave for the choice of games. At the terminal's questions before a game
    the same word goes back one question; a word that steps back in a menu must not take a
    move back unasked."""
    RULES = "rules"
    """The rules of this game."""
    REPEAT = "repeat"
    """Say the last message again."""
    HINT = "hint"
    """Ask the computer for a good move."""
    QUIT = "quit"
    """Leave the game (asks for confirmation while the game is running)."""
    YES = "yes"
    """Confirm a question."""
    NO = "no"
    """Decline a question."""
    MOVE = "move"
    """Anything else: a move in the game's notation."""
    LEFT = "left"
    """Cursor one place left."""
    RIGHT = "right"
    """Cursor one place right."""
    UP = "up"
    """Cursor one row up."""
    DOWN = "down"
    """Cursor one row down."""
    ROW_START = "row_start"
    """Cursor to the first place of the row."""
    ROW_END = "row_end"
    """Cursor to the last place of the row."""
    GO = "go"
    """Cursor to a named place ("go c3"), row ("go 5") or column ("go c")."""
    WHERE = "where"
    """Where the cursor is and what stands there."""
    SELECT = "select"
    """Select the piece or place under the cursor, or complete the move there."""
    CANCEL = "cancel"
    """Drop the current selection."""
    MOVES_HERE = "moves_here"
    """The legal moves starting at the cursor."""
    MOVES_ALL = "moves_all"
    """All legal moves of the player to move."""
    CAPTURES = "captures"
    """The capturing moves available."""
    SINCE = "since"
    """Everything that happened since the player's own last move."""
    PIECES = "pieces"
    """The player's own pieces (or houses)."""
    PIECES_OPPONENT = "pieces_opponent"
    """The opponent's pieces (or houses)."""
    ROW = "row"
    """Read the row under the cursor (or a named row)."""
    COLUMN = "column"
    """Read the column under the cursor (or a named column)."""
    WHY = "why"
    """Why the last attempt was refused."""
    THREATS = "threats"
    """What is attacked and what threatens (the game's threat reading)."""
    DETAILS = "details"
    """The game's own special facts: reserve, frozen pieces, escape routes."""
    LOOK = "look"
    """A closer look at the cursor's place: the lines through it, a house and its seeds."""
    ROWS = "rows"
    """Both rows in the order the game is played (mancala)."""
    SAVE = "save"
    """Save the game under a name."""
    SAVES = "saves"
    """List the saved games."""
    OPEN = "open"
    """Open a saved game by name."""
    DELETE = "delete"
    """Delete a saved game by name (asks first)."""
    EDIT = "edit"
    """Open the position editor on the current position."""
    PRINT = "print"
    """Write the position as braille (BRF) and large print (SVG, PDF) files."""
    STATS = "stats"
    """Wins, losses and draws against the computer."""
    RESIGN = "resign"
    """Give up the game (asks first)."""
    DRAW = "draw"
    """Offer a draw (asks first; the computer answers by its evaluation)."""
    REMATCH = "rematch"
    """Play the same game again with a new seed, the sides swapped ("rematch same": kept)."""
    NEW_GAME = "new_game"
    """Leave this game for the choice of games (asks first)."""
    LEVEL = "level"
    """The computer's level; with a number or a level's name, the level from the computer's
    next move on."""
    TUTORIAL = "tutorial"
    """Start the short first-moves tutorial of this game's family."""
    ZONE = "zone"
    """Move the cursor to the next zone: the board, the choices (and, in card games, the
    hand and the trick)."""
    NEXT_SUIT = "next_suit"
    """Card games: the hand cursor to the first card of the next suit ("suit back": the
    previous suit)."""
    PLAYABLE = "playable"
    """Card games: the hand cursor to the next card that may be played now."""
    PLAYABLE_BACK = "playable_back"
    """Card games: the hand cursor to the previous card that may be played now."""
    HAND = "hand"
    """Card games: the hand counted, suit by suit ("7 cards: clubs 2, hearts 3, ...")."""
    TRICK = "trick"
    """Card games: the trick on the table (Mau Mau: the pile)."""
    LAST_TRICK = "last_trick"
    """Card games: the last trick, who played what and who took it."""
    SCORE = "score"
    """Card games: the score sheet."""
    VOIDS = "voids"
    """Card games: who has shown that they hold no card of a suit."""
    PARTIES = "parties"
    """Card games with secret parties (Doppelkopf): who is known to be on which side, and why."""
    CARD_POINTS = "card_points"
    """Card games that count card points: the points each known party has taken."""
    ANNOUNCEMENTS = "announcements"
    """Card games with announcements: what was announced, and the listener's own deadline."""
    CARDS_OUT = "cards_out"
    """Card games: the trumps and high cards still out (not played, not in the own hand)."""
    DICE = "dice"
    """Dice games: the roll, what it allows, and the last rolls (the dice zone's lines)."""
    CARD_COUNTS = "card_counts"
    """Asked "how many cards": each hand's count where the game tells it apart (the trick
    games), else the status, which names the counts (Mau Mau, Dog). Typed as a question."""
    TRUMP = "trump"
    """Asked "what is trump": the trump suit, or the game's trumps. Typed as a question."""
    WINNER = "winner"
    """Asked "who won": the result, or that nobody has won yet and the standing. Typed as a
    question."""


# Typed words per language; the first word of a kind is the one help names. Both languages
# are always accepted (a German speaker may type "help"). A word with a space is a phrase that
# must be the whole line ("pieces opponent").
WORDS: dict[str, dict[CommandKind, tuple[str, ...]]] = {
    "en": {
        CommandKind.HELP: ("help", "?", "what now", "now what", "what next", "how do i play",
                           "how to play"),
        CommandKind.MOVES: ("moves", "what can i do"),
        CommandKind.LAST: ("last",),
        CommandKind.BOARD: ("board",),
        CommandKind.STATUS: ("status", "whose turn", "who am i"),
        CommandKind.UNDO: ("undo", "take back"),
        CommandKind.BACK: ("back",),
        CommandKind.RULES: ("rules",),
        CommandKind.REPEAT: ("repeat",),
        CommandKind.HINT: ("hint", "suggest", "tip"),
        CommandKind.QUIT: ("quit", "exit", "leave"),
        CommandKind.YES: ("yes", "y"),
        CommandKind.NO: ("no", "n"),
        CommandKind.LEFT: ("left",),
        CommandKind.RIGHT: ("right",),
        CommandKind.UP: ("up",),
        CommandKind.DOWN: ("down",),
        CommandKind.GO: ("go", "goto"),
        CommandKind.WHERE: ("where", "where am i"),
        CommandKind.SELECT: ("select",),
        CommandKind.CANCEL: ("cancel",),
        CommandKind.CAPTURES: ("captures",),
        CommandKind.SINCE: ("since",),
        CommandKind.PIECES: ("pieces", "marbles", "seeds"),
        CommandKind.PIECES_OPPONENT: ("pieces opponent", "marbles opponent", "seeds opponent"),
        CommandKind.ROW: ("row",),
        CommandKind.COLUMN: ("column",),
        CommandKind.ROWS: ("both rows", "rows", "both"),
        CommandKind.LOOK: ("look", "here", "lines"),
        CommandKind.THREATS: ("threats", "threat", "danger"),
        CommandKind.DETAILS: ("details", "special", "summary", "overview", "reserve", "pocket"),
        CommandKind.WHY: ("why",),
        CommandKind.SAVE: ("save",),
        CommandKind.SAVES: ("saves",),
        CommandKind.OPEN: ("open", "load"),
        CommandKind.DELETE: ("delete",),
        CommandKind.EDIT: ("edit", "editor"),
        CommandKind.PRINT: ("print", "tactile"),
        CommandKind.STATS: ("stats",),
        CommandKind.ZONE: ("zone",),
        CommandKind.RESIGN: ("resign",),
        CommandKind.DRAW: ("draw", "offer draw"),
        CommandKind.REMATCH: ("rematch",),
        CommandKind.NEW_GAME: ("new", "new game", "menu", "main menu"),
        CommandKind.LEVEL: ("level", "difficulty", "what level"),
        CommandKind.TUTORIAL: ("tutorial",),
        CommandKind.NEXT_SUIT: ("suit",),
        CommandKind.PLAYABLE: ("playable",),
        CommandKind.PLAYABLE_BACK: ("playable back",),
        CommandKind.HAND: ("hand", "cards"),
        CommandKind.TRICK: ("trick", "table", "pile"),
        CommandKind.LAST_TRICK: ("last trick",),
        CommandKind.SCORE: ("score", "points", "sheet", "who leads", "who is leading",
                            "who is ahead", "who is winning"),
        CommandKind.VOIDS: ("voids", "void"),
        CommandKind.PARTIES: ("parties", "party"),
        CommandKind.CARD_POINTS: ("card points", "eyes"),
        CommandKind.ANNOUNCEMENTS: ("announcements", "deadline"),
        CommandKind.CARDS_OUT: ("out", "trumps out"),
        CommandKind.DICE: ("dice",),
    },
    "de": {
        CommandKind.HELP: ("hilfe", "was nun", "was jetzt", "und jetzt", "und nun",
                           "wie spiele ich", "wie geht das"),
        CommandKind.MOVES: ("züge", "zuege", "was kann ich tun", "was kann ich machen"),
        CommandKind.LAST: ("letzter", "zuletzt"),
        CommandKind.BOARD: ("brett",),
        CommandKind.STATUS: ("stand", "wer ist dran", "wer bin ich"),
        CommandKind.UNDO: ("rückgängig", "rueckgaengig", "zurücknehmen", "zuruecknehmen"),
        CommandKind.BACK: ("zurück", "zurueck"),
        CommandKind.RULES: ("regeln",),
        CommandKind.REPEAT: ("wiederholen", "nochmal", "noch mal", "noch einmal"),
        CommandKind.HINT: ("tipp", "hinweis", "vorschlag"),
        CommandKind.QUIT: ("ende", "beenden", "verlassen"),
        CommandKind.YES: ("ja", "j"),
        CommandKind.NO: ("nein",),
        CommandKind.LEFT: ("links",),
        CommandKind.RIGHT: ("rechts",),
        CommandKind.UP: ("hoch", "oben"),
        CommandKind.DOWN: ("runter", "unten"),
        CommandKind.GO: ("gehe", "geh"),
        CommandKind.WHERE: ("wo", "wo bin ich"),
        CommandKind.SELECT: ("wählen", "waehlen"),
        CommandKind.CANCEL: ("abbrechen",),
        CommandKind.CAPTURES: ("schlagen", "schläge", "schlaege"),
        CommandKind.SINCE: ("seither", "seitdem", "seit"),
        CommandKind.PIECES: ("steine", "figuren", "kugeln", "samen"),
        CommandKind.PIECES_OPPONENT: ("steine gegner", "figuren gegner", "kugeln gegner",
                                      "samen gegner"),
        CommandKind.ROW: ("reihe",),
        CommandKind.COLUMN: ("spalte", "linie"),
        CommandKind.ROWS: ("beide reihen", "reihen", "beide"),
        CommandKind.LOOK: ("schau", "hier", "geraden"),
        CommandKind.THREATS: ("drohungen", "bedrohungen", "gefahr", "gefahren"),
        CommandKind.DETAILS: ("besonderes", "besonderheiten", "übersicht", "zusammenfassung",
                              "reserve", "vorrat"),
        CommandKind.WHY: ("warum",),
        CommandKind.SAVE: ("speichern",),
        CommandKind.SAVES: ("spielstände", "spielstaende"),
        CommandKind.OPEN: ("öffnen", "oeffnen", "laden"),
        CommandKind.DELETE: ("löschen", "loeschen"),
        CommandKind.EDIT: ("bearbeiten",),
        CommandKind.PRINT: ("drucken", "taktil"),
        CommandKind.STATS: ("statistik",),
        CommandKind.ZONE: ("bereich",),
        CommandKind.RESIGN: ("aufgeben",),
        CommandKind.DRAW: ("remis", "remis anbieten"),
        CommandKind.REMATCH: ("revanche",),
        CommandKind.NEW_GAME: ("neu", "neues spiel", "menü", "menue", "hauptmenü", "hauptmenue"),
        CommandKind.LEVEL: ("stufe", "spielstärke", "spielstaerke", "schwierigkeit",
                            "welche stufe"),
        CommandKind.TUTORIAL: ("einführung", "einfuehrung", "übung"),
        CommandKind.NEXT_SUIT: ("farbe",),
        CommandKind.PLAYABLE: ("spielbar",),
        CommandKind.PLAYABLE_BACK: ("spielbar zurück", "spielbar zurueck"),
        CommandKind.HAND: ("blatt", "karten"),
        CommandKind.TRICK: ("stich", "tisch", "stapel"),
        CommandKind.LAST_TRICK: ("letzter stich",),
        # "stand" asks for the status (which at a card table tells the score too).
        CommandKind.SCORE: ("punkte", "wertung", "liste", "punktestand", "abrechnung",
                            "wer führt", "wer fuehrt", "wer liegt vorn", "wer liegt vorne"),
        CommandKind.VOIDS: ("frei", "fehlt", "fehlfarben"),
        CommandKind.PARTIES: ("parteien", "partei"),
        CommandKind.CARD_POINTS: ("augen", "kartenpunkte"),
        CommandKind.ANNOUNCEMENTS: ("ansagen", "frist"),
        CommandKind.CARDS_OUT: ("draußen", "draussen"),
        CommandKind.DICE: ("würfel", "wuerfel"),
    },
}
"""Every typed command word, by language and command."""

LOST_WORDS = frozenset(phrase for table in WORDS.values()
                       for phrase in table[CommandKind.HELP] if " " in phrase)
"""What a player lost asks ("what now?", "was nun?"): help, in a game and at every question
of the terminal, a question mark after it or not."""

PARTNER_WORDS = ("partner", "partners", "partnerin", "my partner", "where is my partner",
                 "where are my partner's marbles", "where are my partners marbles",
                 "mein partner", "meine partnerin", "wo ist mein partner",
                 "wo ist meine partnerin", "wo sind die kugeln meines partners",
                 "wo sind die kugeln meiner partnerin")
"""Typed alone, the question where the partner's pieces are (English and German)."""

_WORDS: dict[str, CommandKind] = {
    word: kind for table in WORDS.values() for kind, words in table.items() for word in words
    if " " not in word
}
QUESTIONS: dict[CommandKind, tuple[str, ...]] = {
    CommandKind.MOVES: ("which moves", "what moves", "what are my moves", "which moves can i make",
                        "which moves do i have", "what moves do i have", "welche züge",
                        "welche zuege", "welche züge habe ich", "welche zuege habe ich",
                        "welche züge hab ich", "welche züge gibt es", "welche zuege gibt es",
                        "was kann ich ziehen", "wohin kann ich ziehen"),
    CommandKind.CARD_COUNTS: ("how many cards", "how many cards does my partner have",
                              "how many cards do the others have", "how many cards are left",
                              "wie viele karten", "wieviele karten",
                              "wie viele karten hat mein partner",
                              "wie viele karten hat meine partnerin",
                              "wie viele karten haben die anderen"),
    CommandKind.TRUMP: ("what is trump", "what is trumps", "what's trump", "whats trump",
                        "what are trumps", "what are the trumps", "which suit is trump",
                        "what suit is trump", "was ist trumpf", "was ist trumpf jetzt",
                        "was sind trümpfe", "was sind truempfe", "welche farbe ist trumpf",
                        "was ist hier trumpf"),
    CommandKind.WINNER: ("who won", "who has won", "who won the game", "who is the winner",
                         "wer hat gewonnen", "wer hat die partie gewonnen", "wer gewann",
                         "wer ist sieger", "wer ist der sieger"),
    CommandKind.TRICK: ("what is on the pile", "what's on the pile", "whats on the pile",
                        "what is on the table", "what's on the table", "whats on the table",
                        "what is in the trick", "what's in the trick", "was liegt",
                        "was liegt oben", "was liegt auf dem stapel", "was liegt auf dem tisch",
                        "was liegt im stich", "who has the trick", "who is winning the trick",
                        "who wins the trick", "wer hat den stich", "wer bekommt den stich",
                        "wer liegt im stich vorn", "wer liegt im stich vorne"),
    CommandKind.VOIDS: ("who is void", "who is void in what", "who is void where",
                        "who has shown out", "wer ist frei", "wer ist wo frei",
                        "wer ist worin frei", "wem fehlt eine farbe", "wem fehlt was"),
    CommandKind.PARTIES: ("who is re", "who is kontra", "who is re and who is kontra",
                          "who plays with whom", "who is with whom", "wer ist re",
                          "wer ist kontra", "wer ist re und wer kontra", "wer spielt mit wem",
                          "wer ist mit wem"),
    CommandKind.PIECES: ("where are my marbles", "where are my pieces", "my marbles",
                         "my pieces", "wo sind meine kugeln", "wo sind meine steine",
                         "wo sind meine figuren", "meine kugeln", "meine steine",
                         "meine figuren"),
    CommandKind.PIECES_OPPONENT: ("where are their marbles", "where are their pieces",
                                  "where are the opponents' marbles",
                                  "where are the opponents marbles",
                                  "wo sind die kugeln der gegner",
                                  "wo sind die steine der gegner",
                                  "wo sind die figuren der gegner"),
}
"""Questions as a player at the table asks them, in either language, each the whole line
("how many cards does my partner have?" was "I cannot read"; "where are my marbles" was "not a
place on this board"): answered as the command does, and not named by help, which names the
command's words."""

QUESTION_STARTS: dict[str, CommandKind] = {
    "how many cards ": CommandKind.CARD_COUNTS, "wie viele karten ": CommandKind.CARD_COUNTS,
    "wieviele karten ": CommandKind.CARD_COUNTS,
}
"""Beginnings of questions whose rest names a seat, answered as the command does ("how many
cards does player 2 have", "wie viele karten hat spieler 2": the status, which names every
hand's count; it was "I cannot read", and in German a slip of wiederholen)."""

_PHRASES: dict[str, CommandKind] = {
    word: kind for table in WORDS.values() for kind, words in table.items() for word in words
    if " " in word
} | {phrase: kind for kind, phrases in QUESTIONS.items() for phrase in phrases}


def words_for(kind: CommandKind, lang: str) -> tuple[str, ...]:
    """The typed words of ``kind`` in ``lang``, the usual one first (empty for key-only
    commands such as ROW_START)."""
    return WORDS.get(lang, WORDS["en"]).get(kind, ())


@dataclass(frozen=True, slots=True)
class Command:
    """One abstract command with its argument text (a square for ``moves c3``, a move)."""

    kind: CommandKind
    """Which function."""
    argument: str = ""
    """The rest of the line: a place for MOVES, the move text for MOVE."""
    word: str = ""
    """The command word or phrase as typed, folded to lower case ("draw", "offer draw")."""


ENDING = frozenset((CommandKind.QUIT, CommandKind.NEW_GAME, CommandKind.RESIGN,
                    CommandKind.DRAW, CommandKind.REMATCH, CommandKind.DELETE))
"""The commands that end or leave something (the app, the game, a saved file): never offered
for a slip of the keys. A pupil who typed "next" heard "Did you mean exit?"; whoever means
to leave types the word whole."""


def close_command_words(text: str, lang: str,
                        leave_out: Collection[CommandKind] = ()) -> list[str]:
    """The command words (of ``lang`` first, else of the other language) that a typed line
    misses by a slip of the keys ("hlep": help; "stauts": status, stats), the closest first;
    at most two, one word for each command ("thraets" was offered threats or threat), none
    for a line close to nothing. A line close to a phrase is offered the phrase ("wo bin
    ihc": wo bin ich; "how do i paly"); a word of three letters alone the word it begins or
    misses a letter of ("hel": help; it was told only how moves are typed), but not at the head
    of a sentence, where it is a question word ("wie viele karten hat spieler 2" was offered
    wiederholen viele karten hat spieler 2, "wer hat gewonnen" wertung). The words of the
    commands ``leave_out`` (those the game has no use for) and of :data:`ENDING` are never
    offered. A line of more words is offered with its first word mended and the rest as
    typed ("saev first": save first; it was told only "I cannot read", as any word). A slip
    of the other language's word is offered the word of ``lang`` (:func:`_in_language`:
    German "sgae hallo", speichern hallo; it was offered save hallo) unless its letters are
    that word's, swapped ("hlep": help)."""
    phrase = close_phrase(text, leave_out)
    if phrase is not None:
        return [phrase]
    first, _, rest = text.strip().partition(" ")
    rest = " ".join(rest.split())
    for language in (lang, *(other for other in WORDS if other != lang)):
        words = {w: kind for kind, typed in WORDS.get(language, {}).items()
                 if kind not in leave_out and kind not in ENDING for w in typed if " " not in w}
        close = [_in_language(word, words[word], lang) if language != lang
                 and sorted(word) != sorted(first.casefold()) else word
                 for word in _one_word_each(close_words(first, words, 4), words)]
        if not close and not rest:  # "wie viele ...": a question word, not wiederholen
            close = [_in_language(word, words[word], lang)
                     for word in _one_word_each(_short_slips(first, words), words)]
        if close:
            return [f"{word} {rest}" if rest else word for word in close]
    return []


def _in_language(word: str, kind: CommandKind, lang: str) -> str:
    """The word of ``lang`` for the command ``kind`` that ``word`` (of either language)
    names, where it has one of the same first letter: three letters say too little of the
    language meant, so that a German "hel" is offered hilfe as "hil" is (it was offered
    help); a longer slip ("hlep") was typing its own language's word, and keeps it."""
    own = [w for w in WORDS.get(lang, {}).get(kind, ()) if " " not in w and w[0] == word[0]]
    return own[0] if own else word


def close_phrase(text: str, leave_out: Collection[CommandKind] = ()) -> str | None:
    """The phrase (a command of more words, a question; either language) that a line of two
    words or more misses by a slip of the keys, its first letter kept ("wo bn ich": wo bin
    ich); never one of the commands ``leave_out`` or :data:`ENDING`. None for none."""
    line = " ".join(text.casefold().split()).rstrip("?!. ")
    if " " not in line:
        return None
    phrases = [phrase for phrase, kind in _PHRASES.items() if phrase[0] == line[0]
               and kind not in leave_out and kind not in ENDING]
    close = difflib.get_close_matches(line, phrases, 1, 0.85)
    return close[0] if close else None


def _short_slips(word: str, known: Iterable[str]) -> list[str]:
    """The words of ``known`` (of four letters or more) that ``word``, of three letters,
    begins ("hel": help; "hil": hilfe) or is with one letter left out ("hlp": help)."""
    typed = word.casefold()
    if len(typed) != 3 or not typed.isalpha():
        return []

    def missed_by(known_word: str) -> bool:
        return known_word.startswith(typed) or (len(known_word) == 4 and any(
            known_word[:i] + known_word[i + 1:] == typed for i in range(1, 4)))

    found = [w for w in known if len(w) >= 4 and w.isalpha() and missed_by(w)]
    return sorted(found, key=lambda w: -difflib.SequenceMatcher(None, typed, w).ratio())


def _one_word_each(close: list[str], words: Mapping[str, object]) -> list[str]:
    """``close`` with only the first word of each command, at most two."""
    kinds: dict[object, str] = {}
    for word in close:
        kinds.setdefault(words[word], word)
    return list(kinds.values())[:2]


def close_safe_words(text: str, words: Mapping[str, object],
                     ending: Collection[object]) -> list[str]:
    """The typed ``words`` (each with the command it names) that ``text`` misses by a slip
    of the keys (:func:`close_words`), never one of the ``ending`` commands: the game's
    (:data:`ENDING`) here, the online table's leave and close. A slip offers no way out;
    whoever means to leave types the word whole."""
    return close_words(text, [word for word, kind in words.items() if kind not in ending])


def close_words(text: str, known: Iterable[str], most: int = 2) -> list[str]:
    """The words of ``known`` (of four letters or more) that ``text``, one word of four
    letters or more, misses by a slip of the keys; the closest first, at most ``most``. A
    slip keeps the first letter: a German "weiter" is no slip of "seither" (it was
    offered)."""
    word = text.strip().casefold()
    if len(word) < 4 or not word.isalpha():
        return []
    return difflib.get_close_matches(
        word, [w for w in known if len(w) >= 4 and w[0] == word[0]], most, 0.75)


RULE_QUESTIONS: dict[str, str] = {
    phrase: "win" for phrase in ("how do i win", "how can i win", "how to win", "how do you win",
                                 "how does one win", "how is the game won", "who wins")
} | {phrase: "gewinnen" for phrase in ("wie gewinne ich", "wie kann ich gewinnen",
                                       "wie gewinnt man", "wie gewinnst du", "wer gewinnt",
                                       "wann gewinne ich", "wann habe ich gewonnen")}
"""Questions about a rule, each the whole line, answered as "rules" with the word after it
("how do I win?": "rules win"; it was "I cannot read")."""

GO_PREPOSITIONS = frozenset({"to", "zu", "zum", "zur", "nach", "auf", "on"})
"""Words between "go" and its place ("go to e4", "gehe zu e4"), left out."""

NUMBERED = frozenset({CommandKind.ROW, CommandKind.GO, CommandKind.MOVES})
"""Commands whose argument may be a number, read from its word too ("row two", "züge haus
drei"; :func:`.with_digits`) outside the card games, where "moves ten" names the tens."""


def parse_command(line: str) -> Command:
    """The command a typed line names; anything that is not a command word is a MOVE."""
    text = line.strip()
    folded = " ".join(text.casefold().split())
    phrase = _PHRASES.get(folded.rstrip("?!. "))  # "whose turn?" asks as "whose turn" does
    if phrase is not None:
        return Command(phrase, word=folded)
    about = RULE_QUESTIONS.get(folded.rstrip("?!. "))
    if about is not None:
        return Command(CommandKind.RULES, about, folded)
    for start, asks in QUESTION_STARTS.items():
        if folded.startswith(start):
            return Command(asks, word=folded)
    if folded.rstrip("?!. ") in PARTNER_WORDS:
        # "partner" alone asks where the partner's pieces are, as "marbles partner" does (it
        # was read as a move, or offered "partei").
        return Command(CommandKind.PIECES, "partner", "partner")
    word, _, rest = text.partition(" ")
    kind = _WORDS.get(word.casefold())
    if kind is None or (kind in (CommandKind.YES, CommandKind.NO) and rest):
        return Command(CommandKind.MOVE, text)
    if kind is CommandKind.PIECES and rest.strip().casefold() in ("opponent", "gegner"):
        return Command(CommandKind.PIECES_OPPONENT)
    rest = rest.strip()
    if kind is CommandKind.GO:
        # "go to e4", "gehe zu Haus 3", "geh nach e4": the place after the preposition (it
        # was '"to e4" is not a place, row or column here')
        before, _, after = rest.partition(" ")
        if before.casefold() in GO_PREPOSITIONS and after.strip():
            rest = after.strip()
    return Command(kind, rest, word.casefold())

