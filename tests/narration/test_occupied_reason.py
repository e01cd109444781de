"""A move onto a taken square is refused with what the piece can do instead, when that is
short to hear. A play-tester typed h4-g5 in Blockade and heard only "g5 ist besetzt.", and
had to ask for the moves to find what would work."""

from __future__ import annotations

import pytest

from tests.consoles import seated

REFUSALS = {
    ("blockade", "en"): "b2 is taken by one of your own stones. Possible for the stone on c3: "
                        "to d4 or b4.",
    ("blockade", "de"): "Auf b2 steht schon einer deiner Steine. Möglich ist für den Stein auf "
                        "c3: nach d4 oder b4.",
}


@pytest.mark.parametrize(("game", "lang"), sorted(REFUSALS))
def test_a_taken_target_square_is_refused_with_the_pieces_moves(game: str, lang: str) -> None:
    said = seated(game, lang, 1).handle_line("c3-b2")
    assert [m.text for m in said] == [REFUSALS[game, lang]]


@pytest.mark.parametrize(("game", "lang", "line", "text"), [
    ("checkers", "en", "c3-b2", "A man moves only forward. Possible for the man on c3: to b4 or "
                                "d4."),
    ("checkers", "de", "c3-b2", "Ein Stein zieht nur vorwärts. Möglich für den Stein auf c3: nach "
                                "b4 oder d4."),
    # A man with no move at all hears which pieces can, as after a taken target; it said
    # only "The man on a1 cannot move now."
    ("checkers", "en", "a1-h8", "The man on a1 is stuck; the pieces on a3, c3, e3, and g3 can "
                                "move."),
    ("checkers", "de", "a1-h8", "Der Stein auf a1 kann gar nicht ziehen; ziehen können die "
                                "Steine auf a3, c3, e3 und g3."),
    ("international-draughts", "en", "46-5", "The man on 46 is stuck; 5 pieces can move, among "
                                             "them those on 31, 32, 33, and 34."),
    # After a rule a stuck piece broke, the same help (it said "The piece on a1 cannot move
    # now.").
    ("alquerque", "en", "a1-e5", "No line joins a1 and e5: diagonal lines pass only through the "
                                 "points whose letter and number are both odd or both even. The "
                                 "piece on a1 is stuck; you can play b2 to c3, c2 to c3, d2 to "
                                 "c3, or d3 to c3."),
    ("international-draughts", "de", "32 nach 37",
     "Ein Stein zieht nur vorwärts; rückwärts darf er nur schlagen. Möglich für den Stein auf "
     "32: nach 27 oder 28.")])
def test_a_step_no_man_can_make_is_refused_by_the_rule_not_by_the_taken_square(
        game: str, lang: str, line: str, text: str) -> None:
    """Play-testing: "a1-h8" said "h8 is taken by an opposing man." and "32 nach 37" (a step
    backward) "Auf 37 steht schon einer deiner Steine." before the rule that forbids it."""
    assert [m.text for m in seated(game, lang, 1).handle_line(line)] == [text]


@pytest.mark.parametrize(("game", "lang", "text"), [
    ("blockade", "en", "d2 is taken by one of your own stones. The stone on c1 is stuck; the "
                       "stones on a3, c3, e3, and g3 can move."),
    ("blockade", "de", "Auf d2 steht schon einer deiner Steine. Der Stein auf c1 kann gar nicht "
                       "ziehen; ziehen können die Steine auf a3, c3, e3 und g3."),
    ("raeuber-und-gendarm", "en", "d2 is taken by one of your own stones. The stone on c1 is "
                                  "stuck; the stones on a3, c3, e3, and g3 can move.")])
def test_a_halma_family_piece_without_moves_hears_which_pieces_can_move(
        game: str, lang: str, text: str) -> None:
    """Play-testing Blockade: c1-d2 said only "d2 ist besetzt.", and c1 had no move at all.
    The family's pieces are stones there too (it said "the pieces on a3, ...")."""
    assert [m.text for m in seated(game, lang, 1).handle_line("c1-d2")] == [text]


@pytest.mark.parametrize(("game", "position", "lang", "typed", "text"), [
    # Six stones can move: counted in the family's word (it said "6 pieces").
    ("blockade", "1W6/8/8/B1B1B1B1/8/8/1B1B4/2B5 b 0 0", "en", "c1-d2",
     "d2 is taken by one of your own stones. The stone on c1 is stuck; 6 stones can move, "
     "among them those on b2, d2, a5, and c5."),
    ("blockade", "1W6/8/8/B1B1B1B1/8/8/1B1B4/2B5 b 0 0", "de", "c1-d2",
     "Auf d2 steht schon einer deiner Steine. Der Stein auf c1 kann gar nicht ziehen; 6 Steine "
     "können ziehen, darunter die auf b2, d2, a5 und c5."),
    # Three sheep with six steps: the sheep are no stones (it said "die Steine auf").
    ("wolf-und-schafe", "7W/8/8/8/8/4S1S1/1S6/S7 s 0 0", "de", "a1-b2",
     "Auf b2 steht schon eines deiner Schafe. Das Schaf auf a1 kann gar nicht ziehen; ziehen "
     "können die Figuren auf b2, e3 und g3."),
    ("blockade", "1W6/8/8/B1B1B1B1/8/8/1B1B4/2B5 b 0 0", "en", "c1",
     "The stone on c1 is stuck; 6 stones can move, among them those on b2, d2, a5, and c5."),
    ("blockade", "1W6/8/8/B1B1B1B1/8/8/1B1B4/2B5 b 0 0", "en", "a5-a6",
     "a6 is a light square; the stones stand only on the dark squares."),
    ("wolf-und-schafe", "7W/8/8/8/8/4S1S1/1S6/S7 s 0 0", "de", "e3-e4",
     "e4 ist ein helles Feld; die Figuren stehen nur auf den dunklen Feldern."),
    ("wolf-und-schafe", "7W/8/8/8/8/4S1S1/1S6/S7 s 0 0", "en", "e3-e5",
     "In Wolf und Schafe every move is one step only, diagonally onto a free square. "
     "Possible for the sheep on e3: to d4 or f4."),
    ("wolf-und-schafe", "7W/8/8/8/8/4S1S1/1S6/S7 s 0 0", "de", "e3",
     "Tippe, wohin das Schaf auf e3 ziehen soll: nach d4 oder f4."),
])
def test_the_halma_familys_refusals_name_its_pieces_in_its_words(
        game: str, position: str, lang: str, typed: str, text: str) -> None:
    from accessible_games.lineup import REGISTRY, describer_for

    state = REGISTRY.create(game).parse_position(position)
    reason = state.explain(state.parse_parts(typed))
    assert describer_for(REGISTRY.create(game), lang).reason(reason, state).text == text


@pytest.mark.parametrize(("lang", "position", "typed", "text"), [
    ("en", "7W/8/8/8/8/8/1S6/2S1S1S1 s 0 0", "c1-b2",
     "b2 is taken by one of your own sheep. Possible for the sheep on c1: to d2."),
    ("de", "7W/8/8/8/8/8/1S6/2S1S1S1 s 0 0", "c1-b2",
     "Auf b2 steht schon eines deiner Schafe. Möglich ist für das Schaf auf c1: nach d2."),
    ("en", "8/8/8/8/3W4/2S5/8/4S1S1 w 0 0", "d4-c3",
     "c3 is taken by a sheep. Possible for the wolf on d4: to e3, e5, or c5."),
    ("de", "8/8/8/8/3W4/2S5/8/4S1S1 s 0 0", "c3-d4",
     "Auf d4 steht der Wolf. Möglich ist für das Schaf auf c3: nach b4."),
    ("de", "8/8/8/8/3W4/2S5/8/4S1S1 w 0 0", "d4-c3",
     "Auf c3 steht ein Schaf. Möglich ist für den Wolf auf d4: nach e3, e5 oder c5."),
    # A sheep that cannot move is a sheep too ("The piece on a1 is stuck" before).
    ("en", "7W/8/8/8/8/8/1S6/S7 s 0 0", "a1-b2",
     "b2 is taken by one of your own sheep. The sheep on a1 is stuck; you can play b2 to a3 or "
     "b2 to c3."),
    ("de", "7W/8/8/8/8/8/1S6/S7 s 0 0", "a1-b2",
     "Auf b2 steht schon eines deiner Schafe. Das Schaf auf a1 kann gar nicht ziehen; möglich "
     "ist b2 nach a3 oder b2 nach c3."),
])
def test_wolf_und_schafe_names_the_sheep_and_the_wolf(
        lang: str, position: str, typed: str, text: str) -> None:
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("wolf-und-schafe")
    state = game.parse_position(position)
    reason = state.explain(state.parse_parts(typed))
    assert describer_for(game, lang).reason(reason, state).text == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "b2 is taken by one of your own stones. Possible for the stone on a1: hops to c3."),
    ("de", "Auf b2 steht schon einer deiner Steine. Möglich ist für den Stein auf a1: springt "
           "nach c3.")])
def test_a_hop_is_named_among_what_the_piece_can_do(lang: str, text: str) -> None:
    assert [m.text for m in seated("halma-dame", lang, 1).handle_line("a1-b2")] == [text]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "23 is taken by one of your own men. The king on 28 has 12 other moves."),
    ("de", "Auf 23 steht schon einer deiner Steine. Die Dame auf 28 hat noch 12 andere Züge.")])
def test_a_long_list_is_left_out(lang: str, text: str) -> None:
    """A flying king's twelve moves would drown the reason: it stays two short sentences, and
    names the king as a king ("the piece", "der Stein" before)."""
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("international-draughts")
    state = game.parse_position("W:WK28,23:B5")
    reason = state.explain(state.parse_parts("28-23"))
    assert describer_for(game, lang).reason(reason, state).text == text


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "37 is taken by one of your own men. The man on 41 is stuck; 5 pieces can move, "
           "among them those on 31, 32, 33, and 34."),
    ("de", "Auf 37 steht schon einer deiner Steine. Der Stein auf 41 kann gar nicht ziehen; "
           "5 Steine können ziehen, darunter die auf 31, 32, 33 und 34.")])
def test_a_stuck_draughts_man_hears_who_is_there_and_which_pieces_can_move(
        lang: str, text: str) -> None:
    """International draughts: a play-tester typed 41-37 and heard only "37 is occupied"."""
    console = seated("international-draughts", lang, 1)
    assert [m.text for m in console.handle_line("41-37")] == [text]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "e5 is taken by an opposing man. The man on f4 is stuck; you can play g1 to f2 "
           "or g1 to h2."),
    ("de", "Auf e5 steht ein gegnerischer Stein. Der Stein auf f4 kann gar nicht ziehen; "
           "möglich ist g1 nach f2 oder g1 nach h2.")])
def test_checkers_names_an_opposing_man_and_every_move_when_they_are_few(
        lang: str, text: str) -> None:
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("checkers")
    state = game.parse_position("B:W17,18,21,22,23:B1,14")
    reason = state.explain(state.parse_parts("f4-e5"))
    assert describer_for(game, lang).reason(reason, state).text == text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_capture_elsewhere_is_the_reason_not_the_taken_square(lang: str) -> None:
    """A man that must capture elsewhere hears the capture rule, though its target is taken."""
    from accessible_games.lineup import REGISTRY, describer_for

    game = REGISTRY.create("international-draughts")
    # White's man on 28 must take 23; the man on 32 tries to step onto 28.
    state = game.parse_position("W:W28,32,37:B23,10")
    reason = state.explain(state.parse_parts("32-28"))
    said = describer_for(game, lang).reason(reason, state).text
    assert said.startswith(("Capture is mandatory", "Schlagzwang")), said
    assert "28" in said and "23" in said


START = ""
"""The game's starting position (``new_state``) instead of a position text."""


@pytest.mark.parametrize(("game", "position", "typed", "lang", "text"), [
    ("reversi", START, "d4", "en",
     "There is already a white disc on d4. You can play d3, c4, f5, or e6."),
    ("reversi", START, "d4", "de",
     "Auf d4 liegt schon ein weißer Stein. Du kannst auf d3, c4, f5 oder e6 setzen."),
    ("gomoku", "15/15/15/15/15/15/15/7X7/15/15/15/15/15/15/15 O", "h8", "en",
     "There is already a black stone on h8."),
    ("gomoku", "15/15/15/15/15/15/15/7X7/15/15/15/15/15/15/15 O", "h8", "de",
     "Auf h8 liegt schon ein schwarzer Stein."),
    ("alquerque", START, "d2-d3", "en",
     "d3 is taken by one of your own pieces. Possible for the piece on d2: to c3."),
    ("alquerque", START, "b2-b3", "de",
     "Auf b3 steht ein gegnerischer Stein. Möglich ist für den Stein auf b2: nach c3."),
    ("breakthrough", "8/8/8/8/8/3p4/3P4/8 w", "d2-d3", "en",
     "d3 is not empty, and pieces capture only diagonally. Possible for the piece on d2: "
     "to c3 or e3."),
    ("breakthrough", "p7/8/8/8/8/1P6/P7/8 w", "a2-b3", "de",
     "Auf b3 steht dein eigener Stein. Möglich für den Stein auf a2: nach a3."),
    ("mad-mate", START, "b1-d2", "en",
     "Your own piece stands on d2. This piece can go: knight to a3 or c3."),
    ("maharadscha", "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 b kq - 0 1", "b8-d7", "de",
     "Auf d7 steht eine eigene Figur. Diese Figur kann: Springer nach a6 oder c6."),
    ("mad-mate", "4k3/8/8/8/8/8/8/R3K3[] w - - 0 1", "a1-e1", "de",
     "Auf e1 steht eine eigene Figur. Der Turm auf a1 hat noch 10 andere Züge."),
    ("mad-mate", "4k3/8/8/8/8/8/8/4KQ2[] w - - 0 1", "f1-e1", "en",
     "Your own piece stands on e1. The queen on f1 has 16 other moves."),
    ("mad-mate", "4k3/8/8/8/8/8/8/4KQ2[] w - - 0 1", "f1-e1", "de",
     "Auf e1 steht eine eigene Figur. Die Dame auf f1 hat noch 16 andere Züge."),
    ("arimaa", START, "Ra2e", "en",
     "b2 is taken by one of your own pieces: the rabbit. Possible for the rabbit on a2: to a3."),
    ("arimaa", START, "Ra2e", "de",
     "Auf b2 steht schon eine deiner Figuren: das Kaninchen. Möglich ist für das Kaninchen auf "
     "a2: nach a3."),
    ("rakado", "bbbbbbbbbbbbbbbb/16/16/16/16/16/16/16/16/16/16/16/16/16/16/aaaaaaaaaaaaaaaa a1",
     "a1-b1", "en", "Your own piece stands on b1. Possible for the piece on a1: to a2."),
    ("rakado", "bbbbbbbbbbbbbbbb/16/16/16/16/16/16/16/16/16/16/16/16/16/16/aaaaaaaaaaaaaaaa a1",
     "a1-b1", "de", "Auf b1 steht deine eigene Figur. Möglich für die Figur auf a1: nach a2."),
    # Tablut tells how far the way goes; where the empty throne stops it earlier, who stands
    # there and the piece's moves.
    ("tablut", "k8/9/4d4/9/9/9/4a4/9/9 a 0", "e3-e7", "en",
     "A defender stands on e7. The attacker on e3 has 12 other moves."),
    ("tablut", "k8/9/4d4/9/9/9/4a4/9/9 a 0", "e3-e7", "de",
     "Auf e7 steht ein Verteidiger. Der Angreifer auf e3 hat noch 12 andere Züge."),
])
def test_every_family_says_who_stands_there_and_what_to_do_instead(
        game: str, position: str, typed: str, lang: str, text: str) -> None:
    """One mechanism for every board game: who stands on the taken square in the game's own
    words, then what the piece can do instead (or where a stone can be set). Before, Alquerque
    and Arimaa said only "d3 is occupied.", Gomoku's and Reversi's placements, chess's and
    Rakado's steps each had sentences of their own, and none told a long list as a count."""
    from accessible_games.lineup import REGISTRY, describer_for

    rules = REGISTRY.create(game)
    state = rules.parse_position(position) if position else rules.new_state()
    reason = state.explain(state.parse_parts(typed))
    assert describer_for(rules, lang).reason(reason, state).text == text
