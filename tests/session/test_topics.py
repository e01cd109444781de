"""Topics: threats, details, look and both rows, asked the same way in every game.

A describer declares which of its queries answer which topic (``answers``); the session asks
generically and says in one sentence when a game has nothing to tell.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import TurnKind
from accessible_games.lineup import REGISTRY, describer_for, listed_ids
from accessible_games.narration.message import MessageKind
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind
from tests.consoles import seated

TOPIC_COMMANDS = [CommandKind.THREATS, CommandKind.DETAILS, CommandKind.LOOK, CommandKind.ROWS]


def session(game_id: str, lang: str = "en", position: str | None = None) -> Console:
    game = REGISTRY.create(game_id)
    state = game.parse_position(position) if position else None
    seats = [Seat(SeatKind.HUMAN)] * game.num_players
    s = Console.local(game, seats, lang=lang, seed=1, state=state)
    if s.state.turn_kind is TurnKind.CHANCE:
        s.forced_moves()  # a dice game starts with a roll
    return s


def texts(messages) -> list[str]:
    """What is said (a line for the braille display alone says nothing)."""
    return [m.text for m in messages if m.text]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", listed_ids())
def test_every_game_answers_every_topic_command(game_id, lang):
    s = session(game_id, lang)
    for plies in range(3):
        for kind in TOPIC_COMMANDS:
            out = s.handle(Command(kind))
            # A long answer goes on in braille lines of its own, with nothing to say.
            assert out and out[0].text.strip() and all(m.short.strip() for m in out), \
                (kind, plies)
        if s.is_over:
            break
        s.handle(Command(CommandKind.MOVE, s.state.legal_moves()[0].notation))
        s.handle(Command(CommandKind.RIGHT))


def test_every_declared_query_is_a_method_of_its_describer():
    for game_id in listed_ids():
        describer = describer_for(REGISTRY.create(game_id), "en")
        for queries in describer.answers.values():
            for query in queries:
                assert callable(getattr(describer, query.method, None)), (game_id, query)


@pytest.mark.parametrize("lang,expected", [
    ("en", ["There is nothing special to tell about Eckdame (corner draughts); board and status "
            "say it all.",
            "Eckdame (corner draughts) has no closer look; where tells you what is here.",
            "Eckdame (corner draughts) has no rows in playing order; board reads the board."]),
    ("de", ["Zu Eckdame gibt es nichts Besonderes zu sagen; brett und stand sagen alles.",
            "Einen genaueren Blick gibt es in Eckdame nicht; wo sagt dir, was hier steht.",
            "Eckdame hat keine Reihen in Spielrichtung; brett liest das Brett "
            "vor."]),
])
def test_a_game_without_an_answer_says_so_in_one_sentence(lang, expected):
    s = session("eckdame", lang)
    answers = [texts(s.handle(Command(kind))) for kind in TOPIC_COMMANDS[1:]]
    assert answers == [[e] for e in expected]


@pytest.mark.parametrize("game_id", sorted(listed_ids()))
def test_every_game_reads_its_threats(game_id):
    """No game falls back to "has no threat reading": each says what to watch in its own terms."""
    for lang in ("en", "de"):
        answer = texts(session(game_id, lang).handle(Command(CommandKind.THREATS)))
        assert answer and not any("threat reading" in a or "Übersicht über Drohungen" in a
                                  for a in answer), (game_id, lang, answer)


def test_threats_in_the_games_without_captures():
    """The wolf's way out, Blockade's groups at their last free square, the race's stones
    still to bring home."""
    wolf = session("wolf-und-schafe")
    assert texts(wolf.handle_line("threats")) == [
        "The sheep's line is closed, and the wolf has only one square to go to: g7."]
    blockade = session("blockade", "de")
    assert texts(blockade.handle_line("threats")) == [
        "Züge zur Auswahl: Schwarz 7, Weiß 7; wer keinen Zug mehr hat, verliert.",
        "Keine Gruppe hat nur noch ein freies Nachbarfeld."]
    # The race games capture nothing: "Black can hop once: a1 hops to c3 ..." was heard as
    # a capture to fear. They say what counts, the stones still to bring home.
    halma = session("halma-dame")
    assert texts(halma.handle_line("threats")) == [
        "Nothing is captured here; the race counts. Stones not yet on their target squares: "
        "Black 8, White 8."]
    eckdame = session("eckdame", "de")
    assert texts(eckdame.handle_line("drohungen")) == [
        "Hier wird nichts geschlagen, es zählt nur das Rennen. Steine, die noch nicht auf "
        "ihren Zielfeldern stehen: Schwarz 9, Weiß 9."]
    # Black's c3 is on no target square; White's d4 and d6 neither.
    race = session("halma-dame", "en", "8/8/3W4/8/3W4/2B5/8/8 b 0 0")
    assert texts(race.handle_line("threats"))[0].endswith("Black 1, White 2.")
    # Räuber und Gendarm: a side left without a move loses, so the moves are counted first.
    robbers = session("raeuber-und-gendarm")
    assert texts(robbers.handle_line("threats")) == [
        "Moves to choose from: Black 7, White 7; a side left without a move loses.",
        "Nothing is captured here; the race counts. Stones not yet on their target squares: "
        "Black 12, White 12."]
    # Black's c3 stone has one free neighbour left, d2.
    cornered = session("blockade", "en", "8/8/8/8/1W1W4/2B5/1W6/8 b 0 0")
    assert texts(cornered.handle_line("threats")) == [
        "Moves to choose from: Black 1, White 9; a side left without a move loses.",
        "The stone on c3 has only d2 free next to it."]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "status", "The 3 stones on a1, c1, and c3 have only b2 free next to them."),
    ("de", "stand", "Die 3 Steine auf a1, c1 und c3 haben nur noch b2 frei."),
])
def test_blockade_says_a_last_free_square_once(lang, typed, said):
    """Three groups of Black's down to b2 each said "has only b2 free next to it", three
    sentences about one square; now the stones that share it are said together, in the
    status and the threats alike."""
    # a1, c1 and c3 are three groups (b2 between them is empty); White holds d2, b4 and d4.
    s = session("blockade", lang, "8/8/8/8/1W1W4/2B5/3W4/B1B5 b 0 0")
    status = " ".join(texts(s.handle_line(typed)))  # the turn, then the standing
    assert said in status and status.count("b2") == 1
    assert texts(s.handle_line("threats"))[1] == said


def test_gomoku_threats_and_the_lines_through_the_cursor():
    s = session("gomoku")
    for move in ("h8", "a1", "h9", "a2", "h10"):
        s.handle_line(move)
    assert texts(s.handle_line("threats")) == [
        "Black has an open three with h8, h9, and h10; h7 or h11 makes it an open four."]
    s.handle_line("go h9")
    assert texts(s.handle_line("look")) == [
        "Horizontal, d9 to l9: h9 black. Longest runs: black 1, white 0.",
        "Vertical, h5 to h13: h8 to h10 black. Longest runs: black 3, white 0.",
        "Rising diagonal, d5 to l13: h9 black. Longest runs: black 1, white 0.",
        "Falling diagonal, d13 to l5: h9 black. Longest runs: black 1, white 0.",
        "Black has an open three with h8, h9, and h10; h7 or h11 makes it an open four.",
    ]


def test_gomoku_threats_in_german():
    s = session("gomoku", "de")
    for move in ("h8", "a1", "h9", "a2", "h10"):
        s.handle_line(move)
    assert texts(s.handle_line("drohungen")) == [
        "Schwarz hat einen offenen Dreier mit h8, h9 und h10; h7 oder h11 macht daraus einen "
        "offenen Vierer."]


@pytest.mark.parametrize("lang,rows,house", [
    ("en", ["South houses 1 to 6, in sowing order: 4, 4, 0, 5, 5, 5; then South's store: 1.",
            "North houses 1 to 6, in sowing order: 4, 4, 4, 4, 4, 4; then North's store: 0."],
     "South house 3 is empty."),
    ("de", ["Südhäuser 1 bis 6 in Saatrichtung: 4, 4, 0, 5, 5, 5; dann der Südspeicher: 1.",
            "Nordhäuser 1 bis 6 in Saatrichtung: 4, 4, 4, 4, 4, 4; dann der Nordspeicher: 0."],
     "Südhaus 3 ist leer."),
])
def test_mancala_both_rows_with_their_glance_and_a_house_up_close(lang, rows, house):
    s = session("kalah", lang)
    s.handle_line("3")  # the last seed lands in South's store: South moves again
    out = s.handle_line("both rows")
    assert texts(out) == rows
    assert [m.glance for m in out if m.text] == [(-6, -6, None, -4, -4, -4), (-6,) * 6]
    s.handle_line("go 3")
    assert texts(s.handle_line("look")) == [house]


@pytest.mark.parametrize("lang,expected", [
    ("en", ["The king can escape to h1, a3, i3, and h9."]),
    ("de", ["Der König kann nach h1, a3, i3 und h9 entkommen."]),
])
def test_tablut_details_are_the_kings_ways_out(lang, expected):
    s = session("tablut", lang, "9/9/2ad1da2/9/9/4a4/7k1/9/a8 a 0")
    s.handle_line("e4-e7")
    assert texts(s.handle(Command(CommandKind.DETAILS))) == expected


@pytest.mark.parametrize("lang,expected", [
    ("en", ["White has in reserve: one pawn. Black's reserve is empty."]),
    ("de", ["In der Reserve von Weiß: ein Bauer. Die Reserve von Schwarz ist leer."]),
])
def test_mad_mate_details_are_the_reserves(lang, expected):
    s = session("mad-mate", lang)
    for move in ("e2e4", "d7d5", "e4d5"):
        s.handle_line(move)
    assert texts(s.handle(Command(CommandKind.DETAILS))) == expected


def test_arimaa_threats_and_details():
    s = session("arimaa")
    threats = s.handle(Command(CommandKind.THREATS))
    details = s.handle(Command(CommandKind.DETAILS))
    assert all(m.kind is MessageKind.INFO for m in threats + details)
    assert texts(details) == ["No piece is frozen."]


# Worked position: Black men d4, f4, f6; White men c5, e5, c7; Black to move. Black men move up.
# Black can jump d4 over c5 to b6 and on over c7 to d8, or f4 over e5 to d6 and on over c7 to b8
# (d4 over e5 would land on f6, its own man). If it were White's turn, White's men (moving down)
# could jump c5 over d4 to e3, e5 over d4 to c3, or e5 over f4 to g3: d4 and f4 hang.
@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["You can take now: d4 takes c5 and c7 by way of b6 and lands on d8 or f4 takes e5 "
            "and c7 by way of d6 and lands on b8.",
            "White threatens d4 and f4: c5 takes d4 and lands on e3, e5 takes d4 and lands on c3, "
            "or e5 takes f4 and lands on g3."]),
    ("de", ["Du kannst jetzt schlagen: d4 schlägt c5 und c7 und landet über b6 auf d8 oder f4 "
            "schlägt e5 und c7 und landet über d6 auf b8.",
            "Weiß bedroht d4 und f4: c5 schlägt d4 und landet auf e3, e5 schlägt d4 und landet auf "
            "c3 oder e5 schlägt f4 und landet auf g3."]),
])
def test_checkers_threats_name_both_sides_captures(lang, expected):
    s = session("checkers", lang, position="B:W18,19,27:B14,15,22")
    assert texts(s.handle(Command(CommandKind.THREATS))) == expected


def test_draughts_threats_when_nothing_hangs():
    s = session("international-draughts")
    assert texts(s.handle(Command(CommandKind.THREATS))) == [
        "You have no capture now.", "Black threatens no capture."]


# Worked position: after 1. e4 d5 2. Bb5+ Black (at this hot seat: "you") is in check; the
# pawn on d5 is attacked by e4 and protected by the queen on d8; the pawn on e4 is attacked
# by d5 and nothing of White's covers e4 (the queen on d1 does not reach it), so it is
# unprotected. The bishop on b5 is attacked by nothing (c8 is blocked by b7, the b8 knight
# reaches a6, c6 and d7).
@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["You are in check.", "Pieces of Black under attack: pawn on d5.",
            "Pieces of White under attack: pawn on e4, unprotected."]),
    ("de", ["Du stehst im Schach.", "Angegriffene Figuren von Schwarz: Bauer auf d5.",
            "Angegriffene Figuren von Weiß: Bauer auf e4, ungedeckt."]),
])
def test_mad_mate_threats_say_check_and_attacked_pieces(lang, expected):
    s = session("mad-mate", lang)
    for move in ("e4", "d5", "Bb5+"):
        s.handle_line(move)
    assert texts(s.handle(Command(CommandKind.THREATS))) == expected


def test_maharadscha_threats_mark_protected_pieces():
    # The maharajah on e4 hits b7 (protected by the bishop on c8), e7 (by king, queen, bishops
    # and knight) and h7 (by the rook on h8), so none is unprotected.
    s = session("maharadscha")
    s.handle_line("Me4")
    assert texts(s.handle(Command(CommandKind.THREATS))) == [
        "Pieces of Black under attack: pawn on b7, pawn on e7, and pawn on h7.",
        "No piece of White is under attack."]


def test_kalah_threats_name_the_houses_at_risk_and_the_seeds():
    # Told to South, whose turn it is at this hot seat: their own houses by number, the house
    # at risk as theirs (they heard "South can take now: South house 4 ..." and "North
    # threatens South house 4", as if about somebody else).
    # South house 5 (1 seed) ends in the empty house 6 across from North house 1 (5 seeds):
    # 5 + its own seed = 6. South house 4 (2 seeds) ends there too, also 6. North house 2
    # (1 seed) ends in its empty house 3, across from South house 4 (2 seeds): 2 + 1 = 3.
    # North house 1 (5 seeds) ends in its house 6, across from the empty South house 1: nothing.
    s = session("kalah", "en", "0,0,0,2,1,0/0/5,1,0,0,0,0/0 S")
    assert texts(s.handle_line("threats")) == [
        "You can capture now: house 4 captures 6 seeds or house 5 captures 6 seeds.",
        "North threatens your house 4: North house 2 captures 3 seeds."]
    de = session("kalah", "de", "0,0,0,2,1,0/0/5,1,0,0,0,0/0 S")
    assert texts(de.handle_line("threats"))[1] == (
        "Nord bedroht dein Haus 4: Nordhaus 2 erbeutet 3 Samen.")


@pytest.mark.parametrize(("lang", "yours", "theirs"), [
    ("en", "You can capture now: house 2 captures 9 seeds, ",
     "North threatens your houses 1 to 6: North house 2 captures 9 seeds, "),
    ("de", "Du kannst jetzt Samen erbeuten: Haus 2 erbeutet 9 Samen, ",
     "Nord bedroht deine Häuser 1 bis 6: Nordhaus 2 erbeutet 9 Samen, "),
])
def test_congkak_threats_name_the_houses_at_risk_once(lang, yours, theirs):
    # The threatened houses were "your house 1, your house 2, your house 3, your house 4,
    # your house 5, and your house 6" before the captures were even named; and the seeds to
    # capture were pieces to take ("Du kannst jetzt schlagen: Haus 2 erbeutet 9 Samen").
    console = seated("congkak", lang)
    answer = texts(console.handle_line("threats" if lang == "en" else "drohungen"))
    assert answer[0].startswith(yours) and answer[1].startswith(theirs)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["You have no capture now.", "North threatens no capture."]),
    ("de", ["Du kannst jetzt nichts erbeuten.", "Nord könnte jetzt nichts erbeuten."]),
])
def test_oware_threats_when_nothing_is_to_capture(lang, said):
    console = seated("oware", lang)
    assert texts(console.handle_line("threats" if lang == "en" else "drohungen")) == said


def test_reversi_threats_count_placements_and_name_the_corners():
    # Black c3 and g7, White b2 and f6. Black can play a1 (over b2) and e5 (over f6); White can
    # play d4 (over c3) and h8 (over g7).
    position = "---------O--------X--------------------------O--------X--------- X"
    assert texts(session("reversi", "en", position).handle_line("threats")) == [
        "Placements: Black 2, White 2.", "You can take the corner a1 now.",
        "White threatens the corner h8."]
    assert texts(session("reversi", "de", position).handle_line("threats")) == [
        "Setzmöglichkeiten: Schwarz 2, Weiß 2.", "Du kannst jetzt die Ecke a1 nehmen.",
        "Weiß droht, die Ecke h8 zu nehmen."]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Placements: Black 4, White 4.", "You can take no corner now.",
            "White can take no corner."]),
    ("de", ["Setzmöglichkeiten: Schwarz 4, Weiß 4.", "Du kannst jetzt keine Ecke nehmen.",
            "Weiß kann keine Ecke nehmen."]),
])
def test_reversi_threats_without_a_corner_say_it_plainly(lang, said):
    """"Weiß droht keine Ecke zu nehmen." threatened a nothing; the opponent simply cannot.
    The player's own corners are told to them ("You can take no corner now."; play-testing
    heard "Black can take no corner now." said to Black)."""
    console = seated("reversi", lang)
    assert texts(console.handle_line("threats" if lang == "en" else "drohungen")) == said


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["reversi", "gomoku", "tablut", "breakthrough", "arimaa"])
def test_threats_after_the_end_say_the_result(game_id, lang):
    """A finished game has nothing left to threaten; threats says the result, as moves does.
    Reversi's threat reading is empty then, and the answer was that the game had no threat
    reading at all ("Reversi (Othello) has no threat reading; captures lists ..."); Gomoku's
    still listed fours "completed on f5" that could no longer be completed; Tablut's "You can
    lose the piece on e4.", Breakthrough's "No piece can be taken ..." and Arimaa's traps
    still read the last position."""
    s = session(game_id, lang)
    for _ in range(4000):
        if s.is_over:
            break
        s.handle(Command(CommandKind.MOVE, s.state.legal_moves()[0].notation))
    assert s.is_over
    answer = texts(s.handle(Command(CommandKind.THREATS)))
    assert answer == texts(s.handle(Command(CommandKind.MOVES)))
    assert answer[0] == s.turn_text()
    # A hint, too, had only the result, without what to do next that the others tell.
    assert texts(s.handle(Command(CommandKind.HINT))) == answer


@pytest.mark.parametrize("lang", ["en", "de"])
def test_many_reversi_placements_are_all_read(lang):
    """With more than twelve placements, moves said only "Black: 13 moves. Ask for the moves
    of one place with moves and the place ...", and a place's moves are that place alone: a
    Reversi player in the middle game never heard where to play. Up to thirty squares are
    read out."""
    s = session("reversi", lang)
    # The middle placement each turn leads to a position with more than twelve.
    while len(s.state.legal_moves()) <= 12:
        moves = s.state.legal_moves()
        s.handle(Command(CommandKind.MOVE, moves[len(moves) // 2].notation))
    legal = [m.notation for m in s.state.legal_moves()]
    assert len(legal) <= 30
    answer = texts(s.handle(Command(CommandKind.MOVES)))
    assert len(answer) == 1 and f" {len(legal)} " in answer[0]
    assert all(f" {square}" in answer[0] for square in legal), answer
