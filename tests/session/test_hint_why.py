""""why" after a hint says what the position shows, not only that the move came out best.

Play-testing: after a hint, "why" said the same sentence in every game where everything is
seen ("The computer looked ahead ... and this one came out best."), even when the move takes
a piece, turns discs, wins or rescues a threatened man.
"""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY, describer_for, view_for
from accessible_games.session.hint_reasons import hint_facts
from tests.braille_cells import cells
from tests.consoles import seated


def facts(game_id: str, position: str, move: str, lang: str = "en",
          options: dict[str, object] | None = None) -> list[str]:
    game = REGISTRY.create(game_id, options)
    state = game.parse_position(position)
    return hint_facts(describer_for(game, lang), view_for(game), game, state,
                      state.parse_move(move), state.to_move)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Your piece on b2 was under threat; after it, your opponent has nothing to take."),
    ("de", "Dein Stein auf b2 war bedroht; danach kann dein Gegner nichts schlagen.")])
def test_a_move_out_of_danger_says_so(lang, said):
    assert facts("checkers", "B:W12:B8", "b2-c3", lang) == [said]


def test_a_move_that_leaves_pieces_to_take_says_how_many():
    assert facts("checkers", "B:W17,18,21,22,23:B1,14", "g1-f2") == [
        "After it, your opponent can take 2 of your pieces, but the computer found nothing "
        "better."]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "After it, your opponent must take your pieces, up to 2 of them, and in the losing "
           "game that is what you want."),
    ("de", "Danach muss dein Gegner deine Steine schlagen, bis zu 2 Stück, und genau das willst "
           "du in der Schlagdame.")])
def test_in_the_losing_game_pieces_to_take_are_told_as_the_aim(lang, said):
    # The same position as above, in the losing game: no "but nothing better was found".
    assert facts("checkers", "B:W17,18,21,22,23:B1,14", "g1-f2", lang,
                 {"misere": True}) == [said]


def test_in_the_losing_game_a_piece_kept_from_capture_is_not_praised():
    # "Your piece on b2 was under threat" told as a rescue is no help in the losing game.
    assert facts("checkers", "B:W12:B8", "b2-c3", "en", {"misere": True}) == [
        "After it, your opponent has nothing to take."]


def test_a_capture_is_told_as_it_would_be_announced_and_a_win_as_a_win():
    # Said to the player who asked, whoever the describer listens for: "Played, it would
    # read: The white man on a3 takes b2, ..." told the player's own move of a third person.
    won = facts("checkers", "W:W12:B8", "12x3")
    assert won == ["What it does: From a3 you take b2, land on c1, and your man is crowned "
                   "king.", "It wins the game."]


@pytest.mark.parametrize(("lang", "said", "size"), [
    ("en", ["Move: a3xc1, king.", "It wins the game."], 21),
    ("de", ["Zug: a3xc1, Dame.", "Damit gewinnst du die Partie."], 19)])
def test_what_a_hinted_move_does_is_brailled_as_its_move(lang, said, size):
    game = REGISTRY.create("checkers")
    state = game.parse_position("W:W12:B8")
    describer = describer_for(game, lang)
    assert describer.said_briefly(lambda: hint_facts(
        describer, view_for(game), game, state, state.parse_move("12x3"), 1)) == said
    assert cells(said[0], lang) == size


@pytest.mark.parametrize(("lang", "brief", "size"), [
    ("en", "Then your opponent can take 2 pieces; nothing better was found.", 65),
    ("de", "Danach kann dein Gegner 2 Steine schlagen; Besseres gab es nicht.", 59)])
def test_pieces_left_to_take_are_brailled_in_fewer_words(lang, brief, size):
    """"After it, your opponent can take one of your pieces, but the computer found nothing
    better." ran to 92 cells (97 in German)."""
    game = REGISTRY.create("checkers")
    state = game.parse_position("B:W17,18,21,22,23:B1,14")
    describer = describer_for(game, lang)
    assert describer.said_briefly(lambda: hint_facts(
        describer, view_for(game), game, state, state.parse_move("g1-f2"), 0)) == [brief]
    assert cells(brief, lang) == size


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_after_a_hint_in_reversi_names_the_discs_turned(lang):
    console = seated("reversi", lang, 2)
    console.handle_line("hint")
    why = console.handle_line("why" if lang == "en" else "warum")[0].text
    assert ("What it does: You play" if lang == "en"
            else "Was der Zug bewirkt: Du setzt") in why, why


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "It blocks Black's open three with h8, h9, and h10."),
    ("de", "Damit blockierst du den offenen Dreier von Schwarz mit h8, h9 und h10.")])
def test_gomoku_says_which_line_the_hinted_stone_blocks(lang, said):
    game = REGISTRY.create("gomoku")
    state = game.new_state()
    for square in ("h8", "a1", "h9", "a2", "h10"):
        state.play(state.parse_move(square))
    assert hint_facts(describer_for(game, lang), view_for(game), game, state,
                      state.parse_move("h11"), state.to_move) == [said]


@pytest.mark.parametrize(("lang", "corner", "left"), [
    ("en", "It takes the corner a1: a disc there can never be turned.",
     "After it, White has 2 placements."),
    ("de", "Damit nimmst du die Ecke a1: Ein Stein dort kann nie mehr umgedreht werden.",
     "Danach hat Weiß 2 Setzmöglichkeiten.")])
def test_reversi_names_a_corner_taken_and_what_the_opponent_has_left(lang, corner, left):
    # Black takes a1 and turns b1 and c1; White keeps f4 and two placements.
    said = facts("reversi", "-OOX-----------------------XXO-----XX--------------------------- X",
                 "a1", lang)
    assert said[1:] == [corner, left]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["What it does: You sow 4 seeds from house 3, the last into your store.",
            "Then you move again."]),
    ("de", ["Was der Zug bewirkt: Du säst 4 Samen aus Haus 3, den letzten in deinen Speicher.",
            "Dann bist du gleich noch einmal am Zug."])])
def test_kalah_says_that_the_last_seed_in_the_store_gives_another_move(lang, said):
    game = REGISTRY.create("kalah")
    state = game.new_state()
    assert hint_facts(describer_for(game, lang), view_for(game), game, state,
                      state.parse_move("3"), state.to_move) == said


@pytest.mark.parametrize(("game_id", "lang", "said"), [
    ("eckdame", "en", "It takes the stone 2 rows of the turned board nearer to the far corner."),
    ("eckdame", "de", "Damit kommt der Stein 2 Reihen des gedrehten Bretts näher an die "
                      "gegenüberliegende Ecke."),
    ("halma-dame", "en", "It takes the stone one row nearer to the far side.")])
def test_the_race_games_say_how_far_the_stone_comes(game_id, lang, said):
    game = REGISTRY.create(game_id)
    state = game.new_state()
    move = state.parse_move("e1-f2" if game_id == "eckdame" else "b2-c3")
    assert hint_facts(describer_for(game, lang), view_for(game), game, state, move,
                      state.to_move) == [said]


@pytest.mark.parametrize(("game_id", "lang", "brief"), [
    ("blockade", "en", "The computer looked ahead, and this came out best."),
    ("blockade", "de", "Der Computer hat vorausberechnet, und dieser Zug schnitt am besten ab."),
    ("halma-dame", "en", "It takes the stone 2 rows nearer to the far side."),
    ("halma-dame", "de", "Damit kommt der Stein 2 Reihen näher an die andere Seite."),
])
def test_why_on_braille_is_the_reason_alone(game_id, lang, brief):
    """The answer to "why" had no braille form: the opening ("You asked for a hint: ... and
    this one came out best.") ran to some 160 cells before any reason. On braille the reason
    comes alone; with none to tell, how the computer chose, in a line."""
    console = seated(game_id, lang)
    console.handle_line("hint" if lang == "en" else "tipp")
    why = console.handle_line("why" if lang == "en" else "warum")[0]
    assert why.brief == brief
    assert cells(brief, lang) <= 80


GOMOKU_OPEN_FOUR = ("h8", "a1", "h9", "a2", "h10", "a3", "h11")
"""Stones that leave Black an open four, h8 to h11, and White to move."""


@pytest.mark.parametrize(("game_id", "lang", "move", "spoken", "brief", "size"), [
    ("gomoku", "en", "h12",
     "It blocks one end of Black's open four from h8 to h11; the other end still wins.",
     "Black's open four, h8 to h11: one end blocked, the other still wins.", 71),
    ("gomoku", "de", "h12",
     "Damit blockierst du ein Ende des offenen Vierers von Schwarz von h8 bis h11; das "
     "andere Ende gewinnt trotzdem.",
     "Offener Vierer von Schwarz, h8 bis h11: ein Ende zu, das andere gewinnt.", 71),
    ("checkers", "en", "b2-c3",
     "Your piece on b2 was under threat; after it, your opponent has nothing to take.",
     "Saves your piece on b2; then nothing can be taken.", 52),
    ("checkers", "de", "b2-c3",
     "Dein Stein auf b2 war bedroht; danach kann dein Gegner nichts schlagen.",
     "Rettet deinen Stein auf b2; danach ist nichts zu schlagen.", 51),
    ("eckdame", "en", "e1-f2",
     "It takes the stone 2 rows of the turned board nearer to the far corner.",
     "It takes the stone 2 rows nearer to the far corner.", 53),
    ("eckdame", "de", "e1-f2",
     "Damit kommt der Stein 2 Reihen des gedrehten Bretts näher an die gegenüberliegende "
     "Ecke.",
     "Damit kommt der Stein 2 Reihen näher an die Ecke gegenüber.", 56),
])
def test_why_lines_the_braille_walk_found_long_are_brailled_shorter(
        game_id, lang, move, spoken, brief, size):
    """A walk of seeded games found these "why" lines over two windows of a 40-cell display:
    Gomoku's open four blocked at one end (83 cells, 104 in German), Turkish draughts' piece
    out of danger (81), Eckdame's rows in German (84). The braille line keeps what is
    blocked or saved and where; speech keeps its sentences."""
    game = REGISTRY.create(game_id)
    if game_id == "gomoku":
        state = game.new_state()
        for square in GOMOKU_OPEN_FOUR:
            state.play(state.parse_move(square))
    elif game_id == "checkers":
        state = game.parse_position("B:W12:B8")
    else:
        state = game.new_state()
    describer = describer_for(game, lang)

    def said() -> list[str]:
        return hint_facts(describer, view_for(game), game, state, state.parse_move(move),
                          state.to_move)

    assert said() == [spoken]
    assert describer.said_briefly(said) == [brief]
    assert cells(brief, lang) == size


# White's stones o15 and o16 and Black's elsewhere on the 19x19 board; White to play o17.
GOMOKU_HIGH_THREE = ("a1", "o15", "a2", "o16", "c1")


@pytest.mark.parametrize(("lang", "spoken", "brief"), [
    ("en", "You have an open three with o15, o16, and o17; o14 or o18 makes it an open four.",
     "Your open three, o15 to o17: o14 or o18 makes an open four."),
    ("de", "Du hast einen offenen Dreier mit o15, o16 und o17; o14 oder o18 macht daraus "
           "einen offenen Vierer.",
     "Dein offener Dreier, o15 bis o17: mit o14 oder o18 ein offener Vierer."),
])
def test_gomoku_s_open_three_made_high_on_a_large_board_is_brailled_shorter(
        lang, spoken, brief):
    """On a 19x19 board the open three the hinted stone makes ran to 86 cells in English
    and 97 in German Vollschrift (two-digit rows each take a number sign): the braille line
    names the three by its ends."""
    from accessible_games.output.braille.translator import BrailleTable
    from accessible_games.session.braille_line import braille_cells

    game = REGISTRY.create("gomoku", {"size": 19})
    state = game.new_state()
    for square in GOMOKU_HIGH_THREE:
        state.play(state.parse_move(square))
    describer = describer_for(game, lang)
    describer.you = state.to_move

    def said() -> list[str]:
        return hint_facts(describer, view_for(game), game, state, state.parse_move("o17"),
                          state.to_move)

    assert said() == [spoken]
    assert describer.said_briefly(said) == [brief]
    for table in BrailleTable:
        if table.language == lang:
            assert braille_cells(brief, table) <= 80, (table, braille_cells(brief, table))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_gomoku_s_open_four_blocked_high_on_a_large_board_fits_every_table(lang):
    """Black's open four o15 to o18 on a 19x19 board, blocked at o19: the braille line
    "Offener Vierer von Schwarz, o15 bis o18: ein Ende blockiert, das andere gewinnt." took
    83 cells in German Basisschrift."""
    from accessible_games.output.braille.translator import BrailleTable
    from accessible_games.session.braille_line import braille_cells

    game = REGISTRY.create("gomoku", {"size": 19})
    state = game.new_state()
    for square in ("o15", "a1", "o16", "a2", "o17", "c1", "o18"):
        state.play(state.parse_move(square))
    describer = describer_for(game, lang)
    brief, = describer.said_briefly(lambda: hint_facts(
        describer, view_for(game), game, state, state.parse_move("o19"), state.to_move))
    assert "o15" in brief and "o18" in brief
    for table in BrailleTable:
        if table.language == lang:
            assert braille_cells(brief, table) <= 80, (table, braille_cells(brief, table), brief)
