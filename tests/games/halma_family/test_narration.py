"""Narration of the Halma family in English and German: golden transcripts of special events."""

from __future__ import annotations

import pytest

from accessible_games.games.halma_family import (
    BlockadeGame,
    EckdameGame,
    HalmaDameGame,
    RaeuberUndGendarmGame,
    WolfUndSchafeGame,
)
from accessible_games.games.halma_family.outcomes import HalmaEnd, detailed_end
from accessible_games.lineup import REGISTRY, describer_for
from tests.golden import assert_golden
from tests.transcript import Transcript

LANGS = ("en", "de")


@pytest.mark.parametrize("lang", LANGS)
def test_golden_wolf_trapped(lang):
    t = Transcript(WolfUndSchafeGame(), lang, "7W/8/5S2/8/8/8/8/S1S1S3 s 0 0")
    t.board()
    t.attempt("f6-e5")
    t.attempt("f6-h8")
    t.play("f6-g7")
    assert_golden(f"wolf-und-schafe/wolf_trapped.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_wolf_breaks_through(lang):
    t = Transcript(WolfUndSchafeGame(), lang, "8/8/8/4S1S1/3W4/S1S5/8/8 w 0 0")
    t.attempt("d4-b2")
    t.play("d4-c5")
    t.attempt("c3-b2")
    t.play("a3-b4")
    t.play("c5-d4")
    t.play("b4-a5")
    t.play("d4-e3")
    assert_golden(f"wolf-und-schafe/breakthrough.{lang}", t.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_blockade_group_removed(lang):
    t = Transcript(BlockadeGame(), lang, "8/8/7B/8/3W4/W7/1B6/B1W5 w 0 0")
    t.board()
    t.attempt("c1-e3")
    t.play("d4-c3")
    t.board()
    assert_golden(f"blockade/group_removed.{lang}", t.lines)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "f6 is taken by an opposing stone. Possible for the stone on c3: to d4, d2, b2, or "
           "b4."),
    ("de", "Auf f6 steht ein gegnerischer Stein. Möglich ist für den Stein auf c3: nach d4, "
           "d2, b2 oder b4."),
])
def test_a_target_taken_far_off_is_said_to_be_taken_first(lang, said):
    """Play-testing Blockade: c3 selected and the opposing stone on f6 chosen as its target
    was told "A move goes one step only, onto a free neighbouring square.", not that f6 is
    taken: a square taken is the reason first, in a game without hops."""
    from tests.consoles import people_at

    console = people_at("blockade", "8/8/5W2/8/8/2B5/8/8 b 0 0", lang)
    for line in ("go c3", "select", "go f6"):
        console.handle_line(line)
    assert [m.text for m in console.handle_line("select")] == [said]
    assert [m.text for m in console.handle_line("c3-f6")] == [said]


@pytest.mark.parametrize("lang", LANGS)
def test_golden_raeuber_hops_and_block(lang):
    t = Transcript(RaeuberUndGendarmGame(), lang, "8/8/3W4/8/3W4/2B5/8/6W1 b 0 0")
    t.play("c3-c7")
    t.attempt("d4-f6")
    t.play("g1-h2")
    t.board()
    assert_golden(f"raeuber-und-gendarm/hops.{lang}", t.lines)
    blocked = Transcript(RaeuberUndGendarmGame(), lang, "8/8/8/8/3B4/8/1B6/W7 b 0 0")
    blocked.attempt("b2-d4")
    blocked.play("d4-c3")
    assert_golden(f"raeuber-und-gendarm/blocked.{lang}", blocked.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_halma_dame_free_stones_and_spoiling(lang):
    t = Transcript(HalmaDameGame(), lang, "8/8/5W2/4W3/3B4/2B5/8/B7 b 0 0")
    t.attempt("c3-e5")
    t.attempt("d4-b2")
    t.play("a1-b2")
    t.play("e5-f4")
    t.play("c3-e5-g7")
    assert_golden(f"halma-dame/free_stones.{lang}", t.lines)
    spoil = Transcript(HalmaDameGame({"home_deadline": 0}), lang,
                       "1B1W1B1B/B1B1B3/7B/8/1B6/8/8/W7 b 61 0")
    spoil.board()
    spoil.play("h6-g7")
    assert_golden(f"halma-dame/spoiling.{lang}", spoil.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_golden_eckdame_corner_board(lang):
    t = Transcript(EckdameGame(), lang)
    t.board()
    t.attempt("b2-a1")
    t.play("c3-d4")
    t.play("f6-e5")
    t.attempt("d4-f4")
    t.play("d4-f6")
    assert_golden(f"eckdame/corner_board.{lang}", t.lines)
    late = Transcript(EckdameGame(), lang, "3B1B1W/6B1/4BB1B/6B1/7B/8/8/W7 b 59 0")
    late.board()
    late.play("h4-h5")
    assert_golden(f"eckdame/left_home.{lang}", late.lines)


def test_sentences_inline():
    game = HalmaDameGame()
    state = game.parse_position("8/8/5W2/8/3B4/2B5/8/8 b 0 0")
    move = state.parse_move("c3-g7")
    events = state.play(move)
    en, de = describer_for(game, "en"), describer_for(game, "de")
    assert en.move_message(state, move, events, 0).text == (
        "The black stone hops from c3 over d4 to e5 and over f6 to g7.")
    assert de.move_message(state, move, events, 0).text == (
        "Der schwarze Stein springt von c3 über d4 nach e5 und über f6 nach g7.")
    progress = en.formation_text(state, 0)
    assert progress.startswith("Black: 1 of 8 target squares filled; missing: a7, c7, e7,")


@pytest.mark.parametrize(("game_id", "lang", "said"), [
    ("halma-dame", "de", "Zug 4."), ("eckdame", "en", "Move 4."),
    ("blockade", "en", "Move 4."), ("raeuber-und-gendarm", "de", "Zug 4.")])
def test_status_counts_the_moves_of_each_side_as_the_rules_do(game_id, lang, said):
    """Play-testing Halma-Dame, status said "Zug 7" after three moves each, while the rules
    count each side's own moves ("after 30 of their own moves"): the number now is the move
    of each side being played, as in draughts."""
    from tests.consoles import seated

    console = seated(game_id, lang)
    for _ in range(3):
        console.handle_line(console.observation.legal_moves[0].notation)
        while console.computer_to_move():
            console.computer_move()
    status = console.handle_line("status" if lang == "en" else "stand")[0].text
    assert said in status, status



@pytest.mark.parametrize(("lang", "status", "later"), [
    ("en", "Move 32.", "Move 33."), ("de", "Zug 32.", "Zug 33.")])
def test_a_position_loaded_with_its_ply_count_goes_on_with_its_move_number(lang, status,
                                                                           later):
    """Räuber und Gendarm loaded at ply 62, Black to move: the fill rule counts Black's move
    32 ("from move 40"), but status said "Move 1." and the next move "Move 2."."""
    from tests.consoles import people_at

    console = people_at("raeuber-und-gendarm", "1B1W1B1B/B1B1B3/7B/8/1B6/8/8/W7 b 62 0", lang)
    word = "status" if lang == "en" else "stand"
    assert status in console.handle_line(word)[-1].text  # after the warning of move 40
    for typed in ("h6-g7", "a1-b2"):
        console.handle_line(typed)
    assert later in console.handle_line(word)[-1].text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Game over: a draw (2 moves by each side without a stone taken off)."),
    ("de", "Partie beendet: unentschieden (2 Züge jeder Seite, ohne dass ein Stein vom Brett "
           "kam)."),
])
def test_blockade_drawn_by_its_quiet_moves_says_so(lang, said):
    """Play-testing Blockade: a game drawn after 40 moves each without a removal ended with
    "Game over: a draw (move limit).", a rule the player had to look up."""
    from accessible_games.lineup import REGISTRY

    game = REGISTRY.create("blockade", {"draw_moves": 2})
    state = game.new_state()
    while not state.is_terminal():
        state.play(state.legal_moves()[0])
    assert describer_for(game, lang).outcome_text(state.outcome()) == said


@pytest.mark.parametrize("lang", LANGS)
def test_golden_eckdame_triangle_rebuilt(lang):
    """Eckdame's win is said as its rules say it: the triangle rebuilt in the opposite corner
    (it was "the formation on the far side", Halma-Dame's words)."""
    t = Transcript(EckdameGame(), lang, "3B1B1B/4B1B1/5B1B/6B1/8/7B/8/1W6 b 0 0")
    t.play("h3-h4")
    assert_golden(f"eckdame/triangle_rebuilt.{lang}", t.lines)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You cannot pass while you have a move: you have 13, such as a1 hops to c3, c1 hops "
           "to a3, c1 hops to e3, or e1 hops to c3; moves lists them all."),
    ("de", "Passen geht nicht, solange du ziehen kannst: Du hast 13 Züge, etwa a1 springt nach "
           "c3, c1 springt nach a3, c1 springt nach e3 oder e1 springt nach c3; züge nennt alle."),
])
def test_pass_refused_says_how_many_moves_there_are(lang, expected):
    """Halma-Dame's "pass" named six of twelve moves as if they were all a player had."""
    from tests.consoles import seated

    assert [m.text for m in seated("halma-dame", lang, 3).handle_line("pass")] == [expected]


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "A stone steps onto a neighbouring square or hops over a stone to the square right "
           "behind it, also several times in a chain; no step and no chain of hops leads from "
           "c3 to c5. Possible for the stone on c3: to d4 or b4.",
     "c3-c5: no step or hops lead there. Moves: c3-d4 or c3-b4."),
    ("de", "Ein Stein zieht auf ein Nachbarfeld oder springt über einen Stein auf das Feld "
           "direkt dahinter, auch mehrmals hintereinander; von c3 nach c5 führt weder ein Zug "
           "noch eine Sprungkette. Möglich ist für den Stein auf c3: nach d4 oder b4.",
     "c3-c5: kein Zug und kein Sprung führt dorthin. Möglich: c3-d4 oder c3-b4."),
])
def test_a_move_that_is_neither_step_nor_hop_is_told_why(lang, said, brief):
    """Play-testing Räuber und Gendarm, c3-c5 (straight up, where stones go diagonally) was
    refused without a reason: "The stone on c3 cannot go to c5. Possible: to d4 or b4."."""
    from tests.consoles import seated

    message, = seated("raeuber-und-gendarm", lang).handle_line("c3-c5")
    assert (message.text, message.short) == (said, brief)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The white stone moves from c3 to b2. You lose 2 blocked stones: a1 and a3."),
    ("de", "Der weiße Stein zieht von c3 nach b2. Du verlierst 2 blockierte Steine: a1 und a3."),
])
def test_blockade_tells_the_owner_of_the_stones_taken_off_in_the_second_person(lang, said):
    """Play-testing Blockade as Black, a white move said "Black loses the blocked stone on a1.
    Black loses the blocked stone on a3.": the player's own stones in the third person, and
    one sentence for each group."""
    game = BlockadeGame()
    state = game.parse_position("8/8/7B/8/1W6/B1W5/8/B7 w 0 0")
    move = state.parse_move("c3-b2")
    events = state.play(move)
    describer = describer_for(game, lang)
    describer.you = 0
    assert describer.move_message(state, move, events, 1).text == said


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "You must clear your start squares by move 30; still on them: ",
     "Clear start by move 30: "),
    ("de", "Du musst deine Startfelder bis Zug 30 räumen; dort stehen noch: ",
     "Start räumen bis Zug 30: "),
])
def test_eckdame_status_warns_of_the_start_square_deadline(lang, said, brief):
    """Play-testing Eckdame, the game was lost at move 30 for a stone left on a start square,
    and neither status nor threats had said so before; a player at the board counts the
    moves. Now, from ten moves before the deadline, status (speech and braille) and threats
    say which stones must still leave."""
    from tests.consoles import seated

    console = seated("eckdame", lang)
    status = "status" if lang == "en" else "stand"
    threats = "threats" if lang == "en" else "drohungen"
    assert said not in console.handle_line(status)[0].text  # far from the deadline
    while console.state.turns_made(0) < 20:  # type: ignore[attr-defined]
        stay = [m for m in console.observation.legal_moves if m.notation[:2] not in {"c1", "a1"}]
        console.handle_line(stay[0].notation)
        while console.computer_to_move():
            console.computer_move()
    standing, message = console.handle_line(status)  # the warning is a line of its own
    assert said in message.text and brief in message.short, message
    assert said not in standing.text and brief not in standing.short
    assert any(said in m.text for m in console.handle_line(threats))


@pytest.mark.parametrize(("game_id", "lang", "winner", "detail", "said"), [
    ("blockade", "en", 0, "no_pieces", "Game over: White has no stones left. You win."),
    ("blockade", "de", 1, "no_pieces", "Partie beendet: Du hast keine Steine mehr und verlierst."),
    ("eckdame", "de", 0, "formation", "Partie beendet: Du hast das Dreieck in der "
                                      "gegenüberliegenden Ecke wieder aufgebaut und gewinnst."),
    ("halma-dame", "en", 1, "formation", "Game over: White has rebuilt the formation on the far "
                                         "side. You have lost."),
])
def test_the_result_tells_the_one_player_their_win_or_loss(game_id, lang, winner, detail, said):
    """"... White wins." was followed by "You have won." or "You have lost.": the result
    tells it to the person playing the first side against the computer, once."""
    describer = describer_for(REGISTRY.create(game_id), lang)
    describer.you, describer.elsewhere = 0, frozenset({1})
    outcome = detailed_end(winner, HalmaEnd(detail))
    assert describer.outcome_text(outcome) == said
    assert describer.result_addressed(outcome)


RAEUBER_START = "1W1W1W1W/W1W1W1W1/1W1W1W1W/8/8/B1B1B1B1/1B1B1B1B/B1B1B1B1 b {plies} 0"


@pytest.mark.parametrize(("game_id", "position", "lang", "said", "brief"), [
    # Räuber und Gendarm: from move 40 the other side wins by taking the rest of the start
    # squares of a side whose stones are still on some of them.
    ("raeuber-und-gendarm", RAEUBER_START, "en",
     "After your move 40, White wins as soon as White's stones take all the rest of your start "
     "squares; your stones still stand on a1, c1, ",
     "Start counts from move 40: Black 12, White 12."),
    ("raeuber-und-gendarm", RAEUBER_START, "de",
     "Nach deinem 40. Zug gewinnt Weiß, sobald Steine von Weiß alle deine übrigen Startfelder "
     "besetzen; deine Steine stehen noch auf a1, c1, ",
     "Start zählt ab Zug 40: Schwarz 12, Weiß 12."),
    # Eckdame: after move 100 the side with more stones on target squares wins.
    ("eckdame", "8/8/8/4W3/3B4/8/8/8 b {plies} 0", "en",
     "The game ends after move 100, in 9 moves; then the side with more stones on target "
     "squares wins.", "Ends after move 100: more on target wins."),
    ("eckdame", "8/8/8/4W3/3B4/8/8/8 b {plies} 0", "de",
     "Die Partie endet nach Zug 100, in 9 Zügen; dann gewinnt, wer mehr Steine auf "
     "Zielfeldern hat.", "Ende nach Zug 100: mehr auf Ziel gewinnt."),
])
def test_status_and_threats_warn_of_the_fill_rule_and_the_move_limit(game_id, position, lang,
                                                                     said, brief):
    """Räuber und Gendarm's blocked target rule (from move 40) and Eckdame's move limit (100)
    decided the game with no word before, where the start-square deadline is warned of. Now,
    from ten moves before, status (speech and braille) and threats say them; twenty moves
    before, nothing. The braille line counts the twelve stones still on each side's start
    squares, both sides in one sentence (listed, they ran the warning to 100 cells, and each
    side's own sentence the status to 200); speech and threats name them."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    game = REGISTRY.create(game_id)
    status = "status" if lang == "en" else "stand"
    threats = "threats" if lang == "en" else "drohungen"
    near = {"raeuber-und-gendarm": 62, "eckdame": 182}[game_id]  # Black's move 32, 92
    told = []
    for plies in (near - 20, near):
        state = game.parse_position(position.format(plies=plies))
        console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)],
                                lang=lang, state=state)
        message = console.handle_line(status)[-1]  # a warning: a line of its own
        told.append((said in message.text, brief in (message.short or ""),
                     any(said in m.text for m in console.handle_line(threats))))
    assert told == [(False, False, False), (True, True, True)]


@pytest.mark.parametrize(("game_id", "lang", "you", "winner", "detail", "shown"), [
    ("wolf-und-schafe", "de", None, 1, "wolf_through",
     "Der Wolf gewinnt: durch die Reihe der Schafe."),
    ("wolf-und-schafe", "en", 1, 1, "wolf_through", "You win: through the sheep's line."),
    ("wolf-und-schafe", "en", 1, 0, "wolf_trapped", "The sheep win: the wolf is trapped."),
    ("eckdame", "en", None, 1, "filled", "White wins: all target squares taken."),
    ("eckdame", "de", 0, 0, "formation", "Du gewinnst: Dreieck wieder aufgebaut."),
    ("halma-dame", "de", 0, 1, "left_home", "Weiß gewinnt: Schwarz nach 30 Zügen noch auf "
                                            "dem Start."),
])
def test_the_result_is_brailled_with_the_winner_first(game_id, lang, you, winner, detail, shown):
    """"Partie beendet: Der Wolf hat die Reihe der Schafe durchbrochen; kein Schaf kann ihn
    mehr aufhalten. Der Wolf gewinnt." (106 cells) named the winner last, the fill rule's
    result ran to 170; the braille line names the winner first and why in a few words, and
    speech keeps the sentence."""
    from accessible_games.engine.events import GameEnded
    from tests.braille_cells import DISPLAY_CELLS, cells

    describer = describer_for(REGISTRY.create(game_id), lang)
    if you is not None:
        describer.you, describer.elsewhere = you, frozenset({1 - you})
    result = describer.result_message([GameEnded(detailed_end(winner, HalmaEnd(detail)))])
    assert result is not None and result.short == shown
    assert cells(result.short, lang) <= 2 * DISPLAY_CELLS
    assert cells(result.short, lang) < cells(result.text, lang)
