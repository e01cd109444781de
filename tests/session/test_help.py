"""Help: every typed command is named, in groups, in both languages; help <command> explains one."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import (
    WORDS,
    CommandKind,
    close_command_words,
    parse_command,
    words_for,
)
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.help import HELP_GROUPS, UNLISTED, own_words
from tests.braille_cells import DISPLAY_CELLS, cells


def session(game_id: str = "checkers", lang: str = "en") -> Console:
    game = REGISTRY.create(game_id)
    return Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=1)


def grouped() -> list[CommandKind]:
    return [kind for _, kinds in HELP_GROUPS for kind in kinds]


def test_every_command_with_a_typed_word_is_in_exactly_one_group():
    kinds = grouped() + list(UNLISTED)
    assert len(kinds) == len(set(kinds))
    for lang in WORDS:
        typed = {kind for kind in CommandKind if words_for(kind, lang)}
        assert typed == set(kinds), lang


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_word_help_names_is_understood_as_its_command(lang):
    for kind in grouped() + list(UNLISTED):
        for word in words_for(kind, lang):
            assert parse_command(word).kind is kind, (lang, word)


K = CommandKind
DOPPELKOPF_ONLY = {K.PARTIES, K.CARD_POINTS, K.ANNOUNCEMENTS, K.CARDS_OUT}
BOARD_ONLY = {K.CAPTURES, K.ROW, K.COLUMN, K.ROWS, K.PIECES, K.PIECES_OPPONENT, K.LOOK}
LEFT_OUT = {"checkers": {K.DICE, K.DETAILS, K.LOOK, K.ROWS},
            "wolf-und-schafe": {K.DICE, K.CAPTURES, K.DRAW, K.DETAILS, K.LOOK, K.ROWS},
            "kalah": {K.DICE, K.DETAILS},
            "rakado": {K.LOOK, K.ROWS},
            "whist": BOARD_ONLY | (DOPPELKOPF_ONLY - {K.CARDS_OUT})
            | {K.DRAW, K.EDIT, K.DICE, K.BOARD, K.THREATS},
            "mau-mau": BOARD_ONLY | (DOPPELKOPF_ONLY - {K.CARDS_OUT})
            | {K.DRAW, K.EDIT, K.DICE, K.BOARD, K.LAST_TRICK, K.TRUMP},
            "doppelkopf": BOARD_ONLY | {K.DRAW, K.EDIT, K.DICE, K.BOARD, K.THREATS},
            "dog": {K.TRICK, K.LAST_TRICK, K.DRAW, K.EDIT, K.DICE, K.LOOK, K.ROWS, K.VOIDS,
                    K.ROW, K.COLUMN, K.TRUMP}
            | DOPPELKOPF_ONLY}
"""The questions help leaves out in each game: a card table without a board has no board
questions (and "board" reads only what hand, trick and score read), Dog's cards go to no
trick, Mau Mau's to a pile (no last trick), Whist's and Doppelkopf's threats are what voids
and out say, only Doppelkopf has parties and announcements (and
it, Whist and Mau Mau the cards still out; Mau Mau and Dog play without trumps),
nobody offers a draw at a card table, the card games have no position editor, nothing is
taken in Wolf und Schafe, which never ends drawn either, and a question the game's describer
has no answer to (look in draughts, details in Kalah) is left out."""


@pytest.mark.parametrize("game_id", sorted(LEFT_OUT))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_names_every_command_the_game_answers_in_short_lines(lang, game_id):
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (
        game.num_players - 1), lang=lang, seed=1)
    lines = [m.text for m in console.handle_line("help") if m.text]
    assert console.unanswered() == LEFT_OUT[game_id]
    groups = [g for g in HELP_GROUPS
              if g[0] != "cards" or game_id not in ("checkers", "rakado", "wolf-und-schafe",
                                                    "kalah")]
    assert len(lines) == 1 + len(groups)
    for (_, kinds), line in zip(groups, lines[1:]):
        named = line.split(": ", 1)[1].rstrip(".").replace(" and ", ", ").replace(" und ", ", ")
        said = {word.strip() for word in named.split(",") if word.strip()}
        own = own_words(console.game)
        assert said == {next((w for w in words_for(k, lang) if w in own), words_for(k, lang)[0])
                        for k in kinds if k not in LEFT_OUT[game_id]}
    if game_id == "dog":  # its pieces are marbles: "kugeln", not "steine"
        assert ("marbles, marbles opponent" if lang == "en" else "kugeln, kugeln gegner") \
            in lines[2], lines[2]
        assert ("pieces" if lang == "en" else "steine") not in lines[2]
    # The groups stay short; the first line carries the game's own move examples (Dog's and
    # Mau Mau's run to about 240 characters).
    assert all(len(line) <= 200 for line in lines[1:])


@pytest.mark.parametrize(("game_id", "lang", "own", "usual"), [
    ("oware", "de", ("samen", "samen gegner"), "steine"),
    ("kalah", "en", ("seeds", "seeds opponent"), "pieces"),
])
def test_a_mancala_game_s_help_names_its_seeds(game_id, lang, own, usual):
    """Oware's German help listed "steine, steine gegner" in a game of seeds: a mancala
    game's help names its own words, which answer as the usual ones do."""
    console = session(game_id, lang)
    line = [m.text for m in console.handle_line("help") if m.text][2]
    assert ", ".join(own) in line and usual not in line, line
    assert console.handle_line(own[0]) == console.handle_line(usual)
    assert console.handle_line(own[1]) == console.handle_line(f"{usual} {own[1].split()[1]}")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_board_question_at_a_card_table_says_there_is_no_board(lang):
    console = session("mau-mau", lang)
    words = ("pieces", "captures", "pieces opponent", "look") if lang == "en" else \
        ("steine", "schlagen", "steine gegner", "schau")
    expected = {"en": "Mau Mau has no board: hand reads your cards, and board reads them with "
                      "the table.",
                "de": "Mau-Mau hat kein Brett: karten zählt dein Blatt, und brett liest es mit "
                      "dem Tisch vor."}[lang]
    for word in words:
        assert [m.text for m in console.handle_line(word)] == [expected], word


def test_help_in_english():
    assert [m.text for m in session().handle_line("help") if m.text] == [
        "Type your move: a move such as c3-d4 (in square numbers 11-15) or c3xe5xg7. Or type "
        "a command; help and a command explains it, such as help go.",
        "Moving: go, left, right, up, down, zone, select, and cancel.",
        "Asking about the position: where, moves, captures, threats, last, since, board, row, "
        "column, pieces, pieces opponent, status, score, why, and hint.",
        "The game: help, tutorial, rules, repeat, undo, edit, resign, draw, rematch, new, quit, "
        "yes, and no.",
        "Files: save, saves, open, delete, print, and stats.",
    ]


def test_help_in_german():
    assert [m.text for m in session("kalah", "de").handle_line("hilfe") if m.text] == [
        "Tippe deinen Zug: eine Hausnummer von 1 bis 6. Oder tippe einen Befehl; hilfe und ein "
        "Befehl erklärt ihn, etwa hilfe gehe.",
        "Bewegen: gehe, links, rechts, hoch, runter, bereich, wählen und abbrechen.",
        "Fragen zur Stellung: wo, schau, züge, schlagen, drohungen, letzter, seither, brett, "
        "reihe, spalte, beide reihen, samen, samen gegner, stand, punkte, warum und tipp.",
        "Die Partie: hilfe, einführung, regeln, wiederholen, rückgängig, bearbeiten, aufgeben, "
        "remis, revanche, neu, ende, ja und nein.",
        "Dateien: speichern, spielstände, öffnen, löschen, drucken und statistik.",
    ]


@pytest.mark.parametrize("lang,typed,expected", [
    ("en", "help go",
     "go or goto: with a place, a row number or a column letter after it, the cursor goes there "
     "(where the squares are numbers, as in international draughts, go 6 is square 6 and go "
     "row 6 is the row)."),
    ("en", "help pieces opponent", "pieces opponent: the pieces of your opponents and where they "
                                   "stand, one line for each opponent."),
    ("en", "? threats", "threats, threat, or danger: what can be taken next turn and what "
                        "threatens, where the game can tell."),
    ("en", "help both rows", "both rows, rows, or both: both rows in the order the seeds travel, "
                             "the side to move first."),
    ("de", "hilfe gehe",
     "gehe oder geh: der Cursor geht zum Platz, zur Reihe oder zur Spalte, die dahinter steht "
     "(wo die Felder Nummern haben, wie bei der internationalen Dame, ist gehe 6 das Feld 6 und "
     "gehe reihe 6 die Reihe)."),
    ("de", "hilfe speichern",
     "speichern: speichert die Partie unter dem Namen, der dahinter steht."),
    ("de", "hilfe besonderes",
     "besonderes, besonderheiten, übersicht, zusammenfassung, reserve oder vorrat: die "
     "Besonderheiten des Spiels, etwa die Reserve, eingefrorene Figuren, die Fluchtwege des "
     "Königs oder das Brett in wenigen Sätzen."),
    ("en", "help summary",
     "details, special, summary, overview, reserve, or pocket: the game's own special facts, "
     "such as the reserve, frozen pieces, the king's escape routes or the board in a few "
     "sentences."),
    ("de", "help go",
     "gehe oder geh: der Cursor geht zum Platz, zur Reihe oder zur Spalte, die dahinter steht "
     "(wo die Felder Nummern haben, wie bei der internationalen Dame, ist gehe 6 das Feld 6 und "
     "gehe reihe 6 die Reihe)."),
    ("en", "help c4-d5", "\"c4-d5\" is no command. A move is typed as a move such as c3-d4 "
                         "(in square numbers 11-15) or c3xe5xg7; help alone lists the "
                         "commands."),
    ("de", "hilfe xyz", "„xyz“ ist kein Befehl. Einen Zug tippst du als einen Zug wie c3-d4 "
                        "(in Feldnummern 11-15) oder c3xe5xg7; hilfe allein nennt die "
                        "Befehle."),
])
def test_help_for_one_command(lang, typed, expected):
    s = session(lang=lang)
    assert [m.text for m in s.handle_line(typed) if m.text] == [expected]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_command_has_its_own_explanation(lang):
    s = session(lang=lang)
    unknown = s.handle_line("help xyzzy")[0].text
    seen = set()
    for kind in grouped() + list(UNLISTED):
        text = s.handle_line(f"help {words_for(kind, lang)[0]}")[0].text
        assert text != unknown and text not in seen, kind
        seen.add(text)


def test_help_while_a_move_is_being_built_is_about_the_selection():
    s = session()
    s.handle_line("go c3")
    s.handle_line("select")
    assert [m.text for m in s.handle_line("help") if m.text] == [
        "Selected: c3. Move the cursor to where the piece should go and press Enter; Escape "
        "cancels."]


@pytest.mark.parametrize(("lang", "typed", "expected"), [
    ("en", "help draw", "draw or offer draw: in a card game no draw can be agreed: the game ends "
                        "as its rules say; in Mau Mau, draw takes a card from the talon."),
    ("de", "hilfe remis", "remis oder remis anbieten: in einem Kartenspiel kann man kein Remis "
                          "vereinbaren: Die Partie endet, wie die Regeln es sagen."),
])
def test_help_for_the_draw_words_at_a_card_table(lang, typed, expected):
    assert [m.text for m in session("mau-mau", lang).handle_line(typed) if m.text] == [expected]


@pytest.mark.parametrize(("game_id", "lang", "typed", "expected"), [
    ("wolf-und-schafe", "en", "help draw", "draw or offer draw: in this game no draw can be "
                                           "agreed: by its rules one side always wins."),
    ("breakthrough", "de", "hilfe remis", "remis oder remis anbieten: in diesem Spiel kann man "
                                          "kein Remis vereinbaren: Nach den Regeln gewinnt immer "
                                          "eine Seite."),
    ("arimaa", "en", "draw", "In Arimaa no draw can be agreed: the game ends as its rules say. "
                             "To stop playing, type quit."),
    ("wolf-und-schafe", "de", "remis", "Bei Wolf und Schafe kann man kein Remis vereinbaren: Die "
                                       "Partie endet, wie die Regeln es sagen. Um aufzuhören, "
                                       "tippe ende."),
])
def test_a_game_that_never_ends_drawn_refuses_a_draw_offer(game_id, lang, typed, expected):
    console = session(game_id, lang)
    assert [m.text for m in console.handle_line(typed) if m.text] == [expected]
    assert CommandKind.DRAW in console.unanswered()


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "hlep", "Did you mean help?"),
    ("en", "stauts", "Did you mean stats or status?"),
    ("de", "züeg", "Meintest du züge?"),
    # A command with words after it: the first word mended, the rest as typed (it was only
    # "I cannot read").
    ("en", "saev  my game", "Did you mean save my game?"),
    ("de", "speichen erste", "Meintest du speichern erste?"),
    # A slip keeps the first letter: "weiter" is not offered "seither".
    ("de", "weiter", "Ich verstehe „weiter“ nicht. Tippe eine Hausnummer von 1 bis 6, oder "
                     "tippe hilfe für die Befehle."),
    # Mau Mau's English "pile" is of no use in Kalah: not offered for a German "spiele".
    ("de", "spiele", "Ich verstehe „spiele“ nicht. Tippe eine Hausnummer von 1 bis 6, oder "
                     "tippe hilfe für die Befehle."),
])
def test_a_command_word_with_a_slip_of_the_keys_is_named_not_done(lang, typed, said):
    """A word that is no move and misses a command by a letter or two is answered with the
    command it may mean (it is not done: "stauts" may be status or stats)."""
    console = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    answer = console.handle_line(typed)
    assert [m.text for m in answer] == [said]
    assert not console.table.history  # nothing was played
    assert close_command_words("e4", lang) == [] and close_command_words("xyzzy", lang) == []


@pytest.mark.parametrize(("lang", "typed", "said"), [
    # A slip in a phrase, in its first word or a later one ("wo bn ich" was told that "bn
    # ich" is no place on this board; "how do i paly" only how moves are typed).
    ("en", "whre am i", "Did you mean where am i?"),
    ("en", "how do i paly?", "Did you mean how do i play?"),
    ("de", "wo bn ich", "Meintest du wo bin ich?"),
    ("de", "wie spiele ihc", "Meintest du wie spiele ich?"),
    # A word of three letters that begins a command or misses one letter of it.
    ("en", "hel", "Did you mean help?"),
    ("en", "lst", "Did you mean last?"),
    ("de", "hil", "Meintest du hilfe?"),
    # Three letters say too little of the language meant: the session's word of the
    # command is offered ("hel" in German was offered help).
    ("de", "hel", "Meintest du hilfe?"),
    ("de", "lst", "Meintest du letzter?"),
    ("en", "hil", "Did you mean help?"),
    # A longer slip of the other language's word keeps it where its letters are that word's
    # ("hlep": help); else the session's word is offered, as for three letters ("sgae hallo"
    # in German was offered save hallo).
    ("de", "hlep", "Meintest du help?"),
    ("de", "sgae hallo", "Meintest du speichern hallo?"),
    ("de", "sgae", "Meintest du speichern?"),
    ("en", "hilfr", "Did you mean help?"),
    # One word for each command: "threat" is the same command as "threats".
    ("en", "thraets", "Did you mean threats?"),
    ("de", "drohunegn", "Meintest du drohungen?"),
])
def test_a_slip_in_a_game_is_one_short_line_naming_the_command_meant(lang, typed, said):
    """In a game a slip was read back with how moves are typed ('I cannot read "thraets". Did
    you mean threats or threat? Type it, or help for the commands.'), and "hel" or "wo bn
    ich" were not named at all; now one short line as at the choice of games, said and
    brailled alike, and nothing is done."""
    console = session("checkers", lang)
    console.opening()
    answer = console.handle_line(typed)
    assert [(m.text, m.brief) for m in answer] == [(said, None)]
    assert cells(said, lang) <= 2 * DISPLAY_CELLS
    assert not console.table.history


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_long_line_mended_is_cut_on_the_braille_line(lang):
    """The braille line of a slip offered with the rest of the line as typed stays within
    two windows, as the line typed is cut where it is read back."""
    console = session("kalah", lang)
    console.opening()
    typed = {"en": "saev", "de": "speichen"}[lang] + " the game of a long evening with friends"
    answer = console.handle_line(typed)[0]
    assert answer.text.endswith("with friends?") and answer.brief is not None
    assert "..." in answer.brief and cells(answer.brief, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "c3-d4"), ("en", "moves c3"), ("en", "where c3"), ("en", "help"), ("en", "hint"),
    ("de", "c3-d4"), ("de", "züge c3"), ("de", "wo c3"), ("de", "hilfe"), ("de", "tipp"),
])
def test_a_move_or_a_command_is_never_answered_as_a_slip(lang, typed):
    """A slip is only answered: a line that is a move or a command is done as ever."""
    console = session("checkers", lang)
    console.opening()
    said = " ".join(m.text for m in console.handle_line(typed))
    assert "Did you mean" not in said and "Meintest du" not in said, said
    assert len(console.table.history) == (typed == "c3-d4")


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "exti"), ("en", "quti"), ("en", "resgin"), ("en", "deleet"), ("en", "rematsch"),
    ("de", "exti"), ("de", "beenedn"), ("de", "aufgebn"), ("de", "löschn"), ("de", "remsi"),
    ("de", "revanhce"),
])
def test_a_slip_of_the_keys_is_never_offered_a_word_that_ends_or_leaves(lang, typed):
    """A player who missed a word by a letter heard "Did you mean exit?": a word that ends or
    leaves something (quit, resign, new, rematch, draw, delete) is never suggested; whoever
    means it types it whole."""
    console = Console.local(REGISTRY.create("checkers"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    said = " ".join(m.text for m in console.handle_line(typed))
    assert "Did you mean" not in said and "Meintest du" not in said, said
    assert close_command_words("hlep", lang) == ["help"]  # the others still are


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("checkers", "en", "trump", 'I cannot read "trump". Type a move such as c3-d4 (in square '
                                'numbers 11-15) or c3xe5xg7, or help for the commands.'),
    # A card command is no slip in a board game: not "Did you mean trick?".
    ("checkers", "en", "tricks", 'I cannot read "tricks". Type a move such as c3-d4 (in square '
                                 'numbers 11-15) or c3xe5xg7, or help for the commands.'),
    ("checkers", "en", "c3-d4", "Please wait: Black is to move."),
    ("checkers", "en", "e3", "Please wait: Black is to move."),
    # Dog in the exchange: the give in a few words (help has the whole notation).
    ("dog", "en", "who dealt", 'I cannot read "who dealt". Type a card for your partner such '
                               'as give kh, or help for the commands.'),
    ("dog", "en", "play the queen", "Please wait: North is to move."),
    ("dog", "en", "ah 5-6", "Please wait: North is to move."),
    ("dog", "de", "pik", "Bitte warten: Nord ist am Zug."),
    ("dog", "de", "trumpf", "Ich verstehe „trumpf“ nicht. Tippe eine Karte für deinen "
                            "Partner wie gib hk, oder tippe hilfe für die Befehle."),
])
def test_while_another_seat_is_to_move_a_slip_is_told_and_a_move_waits(game_id, lang, typed,
                                                                        said):
    """"Please wait: Black is to move" only for a move of the game typed too soon; a line
    that is no move at all (a question the game has no word for, a slip of the keys) is told
    as at the player's own turn, so the player does not try it again at their turn."""
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)] + [
        Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 2)
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    assert console.computer_to_move()
    before = len(console.table.history)
    assert [m.text for m in console.handle_line(typed) if m.text] == [said]
    assert len(console.table.history) == before


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "the jack of hearts wishing for clubs", "Please wait: Player 3 is to move."),
    ("de", "Herz-Bube mit Wunsch Kreuz", "Bitte warten: Spieler 3 ist am Zug."),
    ("en", "jacket", 'I cannot read "jacket". Type a card such as qh or queen of hearts, draw, '
                     'or help for the commands.'),
])
def test_a_card_typed_too_soon_as_the_list_says_it_waits(lang, typed, said):
    """A player who typed a jack as the list of moves says it, wishing a suit, while another
    seat was to move heard "I cannot read ..." (only a card's name alone was known as a move
    typed too soon), and would not have tried it again at their turn."""
    game = REGISTRY.create("mau-mau")
    seats = [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    while not console.computer_to_move():
        console.handle_line(console.state.legal_moves()[0].notation)
    assert [m.text for m in console.handle_line(typed) if m.text] == [said]


@pytest.mark.parametrize(("lang", "asked", "same_as"), [
    ("en", "pile", "trick"), ("de", "stapel", "stich"),
    ("en", "whose turn", "status"), ("de", "wer ist dran", "stand"),
    ("en", "Whose turn?", "status"), ("en", "What can I do?", "moves"),
    ("de", "Was kann ich tun?", "züge"), ("de", "was kann ich machen", "züge"),
])
def test_words_a_player_at_the_table_would_use(lang, asked, same_as):
    """"pile" at Mau Mau and "whose turn" anywhere are what a player at a real table asks;
    so is "what can I do?", which a newcomer typed and was told "I cannot read" it. A
    question mark after a phrase is no part of it."""
    s = session("mau-mau", lang)
    assert parse_command(asked).kind is parse_command(same_as).kind
    assert [m.text for m in s.handle_line(asked)] == [m.text for m in s.handle_line(same_as)]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    # The only roll so far is the one told: no "The last roll: White 2." after it.
    ("rakado", "en", "dice", ["You rolled 2: 16 pieces can move."]),
    ("rakado-teams", "de", "würfel", ["Du hast 2 gewürfelt: 8 Figuren können ziehen."]),
    ("kalah", "en", "dice", ["Kalah has no dice."]),
    ("mau-mau", "de", "wuerfel", ["Mau-Mau hat keine Würfel."]),
])
def test_the_dice_are_one_word_away(game_id, lang, typed, said):
    """A Rakado player asked "dice" and heard it was not understood; the dice zone's lines
    (F6) were the answer, now also typed."""
    game = REGISTRY.create(game_id)
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1)
    console = Console.local(game, seats, lang=lang, seed=3)
    console.opening()
    assert [m.text for m in console.handle_line(typed)] == said


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "In Wolf and sheep (Wolf und Schafe) nothing is ever taken."),
    ("de", "Bei Wolf und Schafe wird nie etwas geschlagen."),
])
def test_the_captures_question_where_nothing_is_taken(lang, expected):
    assert [m.text for m in session("wolf-und-schafe", lang).handle_line("captures")] \
        == [expected]


@pytest.mark.parametrize(("base", "lang", "example"), [
    ("international", "en", "square numbers such as 32-28 or 28x19"),
    ("russian", "de", "Felder wie c3-d4 oder c3xe5"),
    ("turkish", "en", "squares such as a3-a4 or a4xa6")])
def test_schlagdame_help_gives_the_moves_of_its_base_game(base, lang, example):
    """Play-testing Schlagdame, help began "Type your move: the base variant's notation: square
    numbers such as 32-28 on 10 by 10, squares such as c3-d4 on 8 by 8", though the game knew
    its base; help and an unreadable line now give that game's own example."""
    game = REGISTRY.create("schlagdame", {"base": base})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=1)
    said = [m.text for m in console.handle_line("help" if lang == "en" else "hilfe")]
    assert example in said[0]
    assert example in console.handle_line("nonsense words")[0].text


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "captures", "a group of stones with no free square next to it is shut in and taken "
                       "off the board. Type threats"),
    ("de", "schlagen", "Eine Gruppe von Steinen ohne freies Nachbarfeld ist eingesperrt und wird "
                       "vom Brett genommen. Tippe drohungen")])
def test_the_captures_question_in_blockade_says_how_stones_are_taken(lang, typed, said):
    """Play-testing Blockade, "schlagen" said "Bei Blockade (Krieg) wird nie etwas geschlagen",
    though its rules take shut-in groups off the board."""
    text = session("blockade", lang).handle_line(typed)[0].text
    assert said in text and "nie etwas" not in text and "ever taken" not in text


@pytest.mark.parametrize(("game_id", "lang", "typed"), [
    ("international-draughts", "en", "help where"), ("halma-dame", "de", "hilfe wo")])
def test_help_where_names_no_square_the_board_lacks(game_id, lang, typed):
    """Play-testing draughts on 10 by 10, "help where" gave the example "where f11", a square
    no board of the game has (nor any 8 by 8 one)."""
    text = session(game_id, lang).handle_line(typed)[0].text
    assert "f11" not in text and ("what stands on that place" in text
                                  or "was auf diesem Feld steht" in text)


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "help end", "end: ends your turn before its fourth step. At least one step must be "
     "made, and the board must differ from the start of the turn."),
    ("de", "hilfe fertig", "fertig (oder end): beendet deinen Zug vor dem vierten Schritt. "
     "Mindestens ein Schritt muss gemacht sein, und das Brett muss anders sein als zu Beginn "
     "des Zuges. Achtung: ende beendet die ganze Partie."),
])
def test_help_for_arimaa_s_end_of_turn_word_explains_it(lang, typed, said):
    """The help line says "or end to finish the turn"; "help end" answered with the ten
    paragraphs of the rules that use the word "end"."""
    from tests.consoles import seated

    assert [m.text for m in seated("arimaa", lang).handle_line(typed) if m.text] == [said]


@pytest.mark.parametrize(("lang", "typed"), [
    ("en", "what now?"), ("en", "Now what"), ("de", "was nun?"), ("de", "Und jetzt?"),
    ("de", "was jetzt"),
])
def test_a_lost_player_asking_what_now_hears_the_help(lang, typed):
    """A screen reader user new to the app asked "was nun?" and heard "Ich verstehe „was
    nun?“ nicht": what a lost player asks is help."""
    console = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    assert [m.text for m in console.handle_line(typed)] == \
        [m.text for m in console.handle_line(words_for(CommandKind.HELP, lang)[0])]


def test_the_german_mau_mau_help_names_the_ranks_of_either_pack():
    """The German Mau Mau help named the ranks "9 bis 2", though up to four players the game
    is dealt from 32 cards, seven to ace: the ranks below the ten are typed as their number."""
    console = Console.local(REGISTRY.create("mau-mau"), [Seat(SeatKind.HUMAN)] * 4, lang="de")
    console.opening()
    said = console.handle_line("hilfe")[0].text
    assert "9 bis 2" not in said and "z Zehn, sonst die Zahl)" in said


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "qeen of hearts", "Did you mean queen of hearts?"),
    ("de", "kruez zwei", "Meintest du Kreuz-Zwei?"),
])
def test_a_card_name_with_a_slip_of_the_keys_names_the_card(lang, typed, said):
    """A Whist player typed "kruez zwei" and was told only how cards are typed; the card a
    slip in its rank or suit word means is named (not played: the slip may mean another)."""
    from tests.consoles import seated

    console = seated("whist", lang)
    before = len(console.table.history)
    assert [m.text for m in console.handle_line(typed)][0] == said
    assert len(console.table.history) == before
    assert "Meintest" not in " ".join(m.text for m in console.handle_line("kx zwei"))


@pytest.mark.parametrize(("lang", "typed", "kind"), [
    ("en", "where am i?", CommandKind.WHERE),
    ("de", "wo bin ich?", CommandKind.WHERE),
    ("en", "who am i", CommandKind.STATUS),
    ("de", "wer bin ich", CommandKind.STATUS),
    ("en", "how do i play?", CommandKind.HELP),
    ("de", "wie spiele ich?", CommandKind.HELP),
    ("en", "leave", CommandKind.QUIT),
    ("de", "verlassen", CommandKind.QUIT),
])
def test_a_newcomer_s_own_questions_are_commands(lang, typed, kind):
    """A newcomer asked "where am i" and heard '"am i" is not a place on this board.'; "how do
    i play", "who am i" and "leave" were not understood."""
    assert parse_command(typed).kind is kind
    console = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    said = " ".join(m.text for m in console.handle_line(typed))
    assert "cannot read" not in said and "verstehe" not in said and "not a place" not in said


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "help mvoes", '"mvoes" is no command. Did you mean moves? moves or what can i do: all '
                         'your moves; with a place after it, the moves from that place.'),
    ("de", "hilfe speichen", "„speichen“ ist kein Befehl. Meintest du speichern? speichern: "
                             "speichert die Partie unter dem Namen, der dahinter steht."),
])
def test_help_with_a_slip_in_the_command_explains_the_command_meant(lang, typed, said):
    """"help mvoes" was answered only with how moves are typed."""
    console = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    console.opening()
    assert [m.text for m in console.handle_line(typed) if m.text] == [said]


@pytest.mark.parametrize(("lang", "game_line"), [
    ("en", "The game: help, tutorial, rules, repeat, undo, edit, resign, draw, rematch, new, "
           "quit, yes, and no."),
    ("de", "Die Partie: hilfe, einführung, regeln, wiederholen, rückgängig, bearbeiten, "
           "aufgeben, remis, revanche, neu, ende, ja und nein."),
])
def test_help_leaves_out_the_level_where_no_computer_plays(lang, game_line):
    console = session("checkers", lang)
    assert CommandKind.LEVEL in console.unanswered()
    assert game_line in [m.text for m in console.handle_line("help")]
