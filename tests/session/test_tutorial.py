"""The first-moves tutorial of each game family, in both languages: each step says what to try,
is checked against what the player does, and the move it suggests is accepted when typed back;
pinned by golden transcripts."""

from __future__ import annotations

import pytest

from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import CommandKind, words_for
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind
from tests.braille_cells import cells
from tests.golden import assert_golden

GAMES = ("checkers", "kalah", "mad-mate", "reversi", "halma-dame", "tablut", "arimaa",
         "blockade", "mau-mau", "whist")
"""One game of each family the tutorial introduces, games with an introduction of their own,
and card games (whose first step reads the hand)."""


def word(kind: CommandKind, lang: str) -> str:
    return words_for(kind, lang)[0]


def transcript(game_id: str, lang: str) -> list[str]:
    """The tutorial at the seats the front ends give it (:func:`tutorial_seats`): where cards
    are hidden or more than two play, the pupil alone with the computer, whose moves are said
    as they come."""
    from accessible_games.session.tutorial import tutorial_seats

    game = REGISTRY.create(game_id)
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=3)
    console.opening()
    lines: list[str] = []

    def typed(line: str) -> list[str]:
        lines.append(f"> {line}")
        # What is said: a line for the braille display alone (a long list of moves) says nothing.
        said = [m.text for m in console.handle_line(line) if m.text]
        while console.computer_to_move():
            said += [m.text for m in console.computer_move() if m.text]
        lines.extend(said)
        return said

    typed(word(CommandKind.TUTORIAL, lang))
    typed(word(CommandKind.STATUS, lang))  # not the step asked for: the step is said again
    typed(word(CommandKind.HAND if console.is_card_game else CommandKind.WHERE, lang))
    said = typed(word(CommandKind.MOVES, lang))
    step = said[-1]
    before, _, after = console.words.text(
        "tutorial.step.play", number=3, count=5, example="\0").partition("\0")
    assert step.startswith(before) and step.endswith(after), step
    example = step[len(before):len(step) - len(after)]
    history = len(console.table.history)
    typed(example)
    assert len(console.table.history) > history, f"the example {example!r} was not accepted"
    typed(word(CommandKind.LAST, lang))
    # The hint's move depends on how deep the computer got in its time budget (the machine's
    # load): the transcript keeps the sentence's frame, the test checks the move is legal.
    lines.append(f"> {word(CommandKind.HINT, lang)}")
    said = [m.text for m in console.handle_line(word(CommandKind.HINT, lang))]
    hint_before, _, hint_after = console.words.text("hint", move="\0").partition("\0")
    assert said[0].startswith(hint_before) and said[0].endswith(hint_after)
    assert console.read_move(said[0][len(hint_before):len(said[0]) - len(hint_after)]) \
        is not None or console.state.parse_move(
            said[0][len(hint_before):len(said[0]) - len(hint_after)]) is not None
    lines.append(console.words.text("hint", move="…"))
    lines.extend(said[1:])
    assert said[-1] == console.words.text("tutorial.done")
    assert console.tutorial is not None and console.tutorial.finished
    return lines


@pytest.mark.parametrize(("lang", "seats"), [("en", ("North", "East", "South", "West")),
                                              ("de", ("Nord", "Ost", "Süd", "West"))])
def test_the_whist_tutorial_tells_the_pupil_their_turn_without_a_seat_name(lang, seats):
    """The Whist transcript said "East, your lead.": it seated people in all four seats, where
    the tutorial seats the pupil alone with three computers (:func:`tutorial_seats`), and a
    person alone at a card table hears "Your lead."."""
    lines = transcript("whist", lang)
    addressed = [line for line in lines for seat in seats if line.startswith(f"{seat}, ")]
    assert not addressed, addressed


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_tutorial_golden(game_id: str, lang: str) -> None:
    assert_golden(f"tutorial/{game_id}.{lang}", transcript(game_id, lang))


def test_a_step_not_done_is_said_again_and_nothing_is_skipped() -> None:
    game = REGISTRY.create("checkers")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en")
    console.opening()
    console.handle_line("tutorial")
    assert console.tutorial is not None
    console.handle_line("c3-d4")  # a move, but step 1 asks for where
    assert console.tutorial.index == 0
    console.handle_line("where")
    assert console.tutorial.index == 1


def test_a_tutorial_with_hidden_cards_or_more_than_two_seats_gives_the_others_to_the_computer():
    """Checkers keeps people in both seats (a pupil, or a teacher and a pupil); Mau Mau, Whist,
    Dog and Rakado for four seat the pupil first and the beginner elsewhere, so nobody has to
    hand the keyboard round in private."""
    from accessible_games.session.tutorial import tutorial_seats

    assert tutorial_seats(REGISTRY.create("checkers")) == [Seat(SeatKind.HUMAN)] * 2
    for game_id in ("mau-mau", "whist", "dog", "rakado-teams"):
        game = REGISTRY.create(game_id)
        assert tutorial_seats(game) == [Seat(SeatKind.HUMAN)] + \
            [Seat(SeatKind.COMPUTER, 1)] * (game.num_players - 1), game_id


@pytest.mark.parametrize(("lang", "tutorial", "game"), [
    ("en", "Checkers (English draughts). You play both sides, Black and White, in turn: alone, "
           "or with a friend beside you. Type help for the commands.",
     "Checkers (English draughts). Two players at this keyboard, Black and White. Type help "
     "for the commands."),
    ("de", "Dame (englische Regeln). Du spielst beide Seiten, Schwarz und Weiß, abwechselnd: "
           "allein oder mit jemandem neben dir. Tippe hilfe für die Befehle.",
     "Dame (englische Regeln). Zwei Spieler an dieser Tastatur, Schwarz und Weiß. Tippe hilfe "
     "für die Befehle."),
])
def test_a_tutorial_with_people_on_both_sides_tells_the_pupil_to_play_both(lang, tutorial,
                                                                           game):
    """The checkers tutorial opened with "Zwei Spieler an dieser Tastatur": a newcomer alone
    at the keyboard did not know who the second player was. The tutorial says that the
    pupil plays both sides; a game of two people says as before that two play."""
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    checkers = REGISTRY.create("checkers")
    taught = Console.local(checkers, tutorial_seats(checkers), lang=lang)
    taught.tutorial = Tutorial(taught)
    assert taught.opening()[0].text == tutorial
    together = Console.local(checkers, [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    assert together.opening()[0].text == game


@pytest.mark.parametrize(("lang", "slip", "meant"), [
    ("en", "where am iy", "Did you mean where am i?"),
    ("de", "wo bn ich", "Meintest du wo bin ich?"),
])
def test_a_slip_answered_with_the_question_meant_does_not_do_the_step(lang, slip, meant):
    """Play-testing: "wo bn ich" was answered "Meintest du wo bin ich?" and then praised,
    "Gut gemacht.", as if the pupil had asked where the cursor is. The step is not said again
    under the question (it is said only when asked or when it changes)."""
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    checkers = REGISTRY.create("checkers")
    console = Console.local(checkers, tutorial_seats(checkers), lang=lang)
    console.tutorial = Tutorial(console)
    console.opening()
    console.tutorial.start()
    assert [m.text for m in console.handle_line(slip)] == [meant]
    assert console.tutorial.index == 0


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_next_step_comes_after_the_computers_moves(lang: str) -> None:
    """At a table with the computer (Mau Mau: the pupil and three beginners) the next step
    used to be said right after the pupil's move, and the computer's three moves buried it.
    Now the praise comes at once and the step is the last thing said before the pupil's turn,
    its example taken from the position the pupil then faces. At a card table the first step
    reads the hand."""
    from accessible_games.session.tutorial import tutorial_seats

    game = REGISTRY.create("mau-mau")
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=3)
    console.opening()
    first = console.words.text("tutorial.step.hand", number=1, count=5, example="")
    said = [m.text for m in console.handle_line(word(CommandKind.TUTORIAL, lang))]
    assert (first not in said) == console.computer_to_move()  # the first step waits too
    while console.computer_to_move():
        said += [m.text for m in console.computer_move()]
    assert said[-1] == first and said.count(first) == 1
    console.handle_line(word(CommandKind.HAND, lang))
    said = [m.text for m in console.handle_line(word(CommandKind.MOVES, lang))]
    step = said[-1]  # no computer move after a question: the step at once
    before, _, after = console.words.text(
        "tutorial.step.play", number=3, count=5, example="\0").partition("\0")
    assert step.startswith(before)
    example = step[len(before):len(step) - len(after)]
    said = [m.text for m in console.handle_line(example)]
    assert said[-1] == console.words.text("tutorial.well_done")  # praise now, the step later
    assert console.computer_to_move()
    moves = []
    while console.computer_to_move():
        moves += [m.text for m in console.computer_move()]
    assert len(moves) >= 4  # three players' moves and the turn
    assert moves[-2].startswith(console.turn_text())  # Mau Mau then says who is next
    assert moves[-1] == console.words.text("tutorial.step.last", number=4, count=5, example="")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_game_hears_an_introduction_that_fits_it(lang: str) -> None:
    """Wolf und Schafe and Blockade are in the Halma family, whose sentence speaks of hops; they
    never hop, so they have their own. The card games say what the game is and, in a second
    sentence, how the hand is read and played (they used to hear only the general sentence)."""
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    def introduction(game_id: str) -> list[str]:
        game = REGISTRY.create(game_id)
        console = Console.local(game, tutorial_seats(game), lang=lang, seed=1)
        return [m.text for m in Tutorial(console).introduction()]

    words = Console.local(REGISTRY.create("halma-dame"), [Seat(SeatKind.HUMAN)] * 2,
                          lang=lang).words
    halma, general = words.text("tutorial.intro.halma"), words.text("tutorial.intro.other")
    hand = words.text("tutorial.intro.hand")
    assert introduction("halma-dame")[1:] == [halma]
    for game_id in ("wolf-und-schafe", "blockade"):
        said = introduction(game_id)
        assert said[1:] == [words.text(f"tutorial.intro.{game_id}")], game_id
        assert said[1] != halma
    for game_id in ("mau-mau", "whist", "doppelkopf"):
        said = introduction(game_id)
        assert len(said) == 3 and said[2] == hand, game_id
        assert said[1] not in (general, hand), game_id
    # Dog's hand is in rank order and a rank plays: "in suit order ... queen of hearts" was
    # said of it.
    said = introduction("dog")
    assert len(said) == 3 and said[2] == words.text("tutorial.intro.hand.ranks") != hand


def test_a_tutorial_introduced_before_the_opening_does_not_introduce_itself_twice() -> None:
    from accessible_games.session.tutorial import Tutorial

    game = REGISTRY.create("checkers")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="en")
    tutorial = Tutorial(console)
    intro = [m.text for m in tutorial.introduction()]
    console.opening()
    said = [m.text for m in tutorial.start()]
    assert said == [console.words.text("tutorial.step.where", number=1, count=5, example="")]
    assert [m.text for m in Tutorial(console).start()] == intro + said  # the typed command


def test_at_a_card_table_the_example_is_the_card_a_careful_player_would_play():
    """Mau Mau's tutorial suggested "the jack of clubs wishing clubs", the first legal move:
    the jack is the card to keep for last. The example is now the rule of thumb's card (the
    seven of diamonds here), taken from what the pupil may know."""
    from accessible_games.session.tutorial import Tutorial

    console = Console.local(REGISTRY.create("mau-mau"), [Seat(SeatKind.HUMAN)] * 4, lang="en",
                            seed=3)
    console.opening()
    tutorial = Tutorial(console)
    tutorial.index = 2  # the step that makes a move
    plays = [m for m in console.observation.legal_moves if getattr(m, "card", -1) >= 0]
    first = console.describer.move_text(plays[0])
    said = tutorial._step_message().text
    assert first.startswith("the jack of clubs") and first not in said
    assert said.endswith("for example the seven of diamonds.")


@pytest.mark.parametrize(("lang", "intro"), [
    ("en", "In Rakado the die is rolled for you, and you move one piece exactly that many "
     "squares; the game says which pieces can move."),
    ("de", "Bei Rakado wird für dich gewürfelt, und du ziehst eine Figur genau so viele Felder "
     "weit; das Spiel sagt, welche Figuren ziehen können."),
])
def test_the_rakado_tutorial_says_the_game_rolls_and_counts_squares(lang, intro):
    """It said "you roll the die and move a piece that many points" ("Stein", "Punkte" in
    German), where the game rolls for the player, counts squares, and calls its pieces
    Figuren."""
    from tests.consoles import seated

    console = seated("rakado", lang)
    assert console.handle_line("tutorial")[1].text == intro


@pytest.mark.parametrize(("game_id", "lang", "words"), [
    # Turkish draughts moves straight: the family's "diagonally forward" was wrong for it.
    ("turkish-draughts", "en", "straight forward or sideways, never diagonally"),
    ("turkish-draughts", "de", "gerade vorwärts oder seitwärts, nie schräg"),
    # Schlagdame is played to lose: the family's sentence never said so.
    ("schlagdame", "en", "whoever first has no pieces left, or cannot move, wins"),
    ("schlagdame", "de", "Wer zuerst keine Steine mehr hat oder nicht mehr ziehen kann, gewinnt"),
])
def test_a_draughts_game_unlike_the_others_is_introduced_as_it_is_played(game_id, lang, words):
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    game = REGISTRY.create(game_id)
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=1)
    said = [m.text for m in Tutorial(console).introduction()]
    assert words in said[1]
    assert "diagonally forward" not in said[1] and "schräg vorwärts" not in said[1]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("checkers", "en", ["next", "skip"], ["Step 1 skipped.", "Step 2 skipped."]),
    ("mau-mau", "de", ["überspringen", "nächster schritt"],
     ["Schritt 1 übersprungen.", "Schritt 2 übersprungen."]),
])
def test_next_or_skip_in_the_tutorial_goes_to_the_next_step(game_id, lang, typed, said):
    """A pupil typed "next" at a step and heard "I cannot read "next". Did you mean exit?";
    next and skip (überspringen) skip the step, and after the last the game goes on."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang, seed=3)
    console.opening()
    console.handle_line(word(CommandKind.TUTORIAL, lang))
    dealt = len(console.table.history)
    for number, (line, skipped) in enumerate(zip(typed, said, strict=True), start=2):
        answer = [m.text for m in console.handle_line(line)]
        assert answer[0] == skipped
        assert answer[-1].startswith((f"Step {number} of 5", f"Schritt {number} von 5"))
    for _ in range(3):
        answer = [m.text for m in console.handle_line(typed[0])]
    assert answer[-1].endswith(("The game goes on; help lists every command.",
                                "Die Partie geht weiter; hilfe nennt alle Befehle."))
    assert console.tutorial is not None and console.tutorial.finished
    assert len(console.table.history) == dealt  # nothing played by skipping


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_in_the_tutorial_ends_with_the_step_the_pupil_is_at(lang: str) -> None:
    """A pupil lost in a step typed help and heard the commands, but not the step they were
    at: after help the step is said again, as the last thing heard."""
    game = REGISTRY.create("checkers")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=3)
    console.opening()
    console.handle_line(word(CommandKind.TUTORIAL, lang))
    console.handle_line(word(CommandKind.WHERE, lang))
    said = [m.text for m in console.handle_line(word(CommandKind.HELP, lang))]
    assert said[-1].startswith(("Step 2 of 5", "Schritt 2 von 5")), said[-1]
    assert console.tutorial is not None and console.tutorial.index == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_step_is_said_again_only_when_asked_or_changed(lang: str) -> None:
    """Play-testing: "Step 3 of 5: …" was said again after every other command ("hint",
    "board"); now only when it changes, after help (a pupil lost in a step asks for it) and
    when repeat is typed, once."""
    game = REGISTRY.create("checkers")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=3)
    console.opening()
    console.handle_line(word(CommandKind.TUTORIAL, lang))
    console.handle_line(word(CommandKind.WHERE, lang))
    console.handle_line(word(CommandKind.MOVES, lang))
    step = ("Step 3 of 5", "Schritt 3 von 5")
    for kind in (CommandKind.HINT, CommandKind.BOARD, CommandKind.STATUS):
        said = [m.text for m in console.handle_line(word(kind, lang))]
        assert not any(line.startswith(step) for line in said), (kind, said)
    again = [m.text for m in console.handle_line(word(CommandKind.REPEAT, lang))]
    assert [line for line in again if line.startswith(step)] == again[-1:], again
    again = [m.text for m in console.handle_line(word(CommandKind.REPEAT, lang))]
    assert sum(line.startswith(step) for line in again) == 1, again
    assert console.tutorial is not None and console.tutorial.index == 2


@pytest.mark.parametrize(("game_id", "skipped"), [("checkers", True), ("mau-mau", False)])
def test_weiter_in_the_tutorial_skips_the_step_unless_it_is_a_move(game_id, skipped):
    """A German pupil typed "weiter" at a step and heard "Meintest du seither?": it skips the
    step as "nächster" does, except where the game reads it as a move (Mau Mau's pass, which
    is refused with its reason while it may not be made)."""
    game = REGISTRY.create(game_id)
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang="de", seed=3)
    console.opening()
    console.handle_line("einführung")
    said = [m.text for m in console.handle_line("weiter")]
    assert not any("Meintest du" in line for line in said), said
    assert (said[0] == "Schritt 1 übersprungen.") is skipped, said
    assert console.tutorial is not None and console.tutorial.index == int(skipped)


@pytest.mark.parametrize(("lang", "jack", "suit", "asked"), [
    ("en", "jack of clubs", "diamonds", "which suit do you wish for?"),
    ("de", "kreuz bube", "karo", "Welche Farbe wünschst du dir?"),
])
def test_the_step_is_not_said_under_a_question_of_the_move(lang, jack, suit, asked):
    """A pupil who played a jack at "make a move" heard "Pik-Bube: Welche Farbe wünschst du
    dir? ...", "Kreuz, 1 von 4." and then the step again, "Schritt 3 von 5: Mache einen Zug:
    ...", under which the question was lost. The question is the last thing said now; the
    wish played, the step is done."""
    from accessible_games.session.tutorial import Tutorial

    console = Console.local(REGISTRY.create("mau-mau"), [Seat(SeatKind.HUMAN)] * 4, lang=lang,
                            seed=3)
    console.opening()
    console.tutorial = Tutorial(console)
    console.tutorial.index = 2  # the step that makes a move
    said = [m.text for m in console.handle_line(jack)]
    assert any(asked in line for line in said), said
    step = console.words.text("tutorial.step.play", number=3, count=5, example="\0")
    assert not any(line.startswith(step.partition("\0")[0]) for line in said), said
    said = [m.text for m in console.handle_line(suit)]
    assert console.tutorial.index == 3, said


@pytest.mark.parametrize(("lang", "move", "moved", "rolled"), [
    ("en", "a1 to a3", "White moves from a1 to a3.", "Black rolled 2"),
    ("de", "a1 nach a3", "Weiß zieht von a1 nach a3.", "Schwarz hat 2 gewürfelt"),
])
def test_the_praise_of_a_move_follows_the_move_not_the_next_roll(lang, move, moved, rolled):
    """In Rakado's tutorial "Well done." came after "Black rolled 4: 16 pieces can move.
    Black, your move with 4.", as if Black's roll had been the pupil's doing. The praise now
    follows the pupil's own move; the roll, the turn and the next step come after it."""
    game = REGISTRY.create("rakado")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, seed=3)
    console.opening()
    for kind in (CommandKind.TUTORIAL, CommandKind.WHERE, CommandKind.MOVES):
        console.handle_line(word(kind, lang))
    said = [m.text for m in console.handle_line(move) if m.text]
    praise = console.words.text("tutorial.well_done")
    assert said[0] == moved and said[1] == praise
    assert said[2].startswith(rolled)
    assert said[-1] == console.words.text("tutorial.step.last", number=4, count=5, example="")


@pytest.mark.parametrize(("lang", "relay", "again"), [
    ("en", "you pick them all up and sow on", "where it falls in your store, you sow again"),
    ("de", "nimmst du sie alle auf und säst weiter",
     "fällt er in deinen Speicher, säst du noch einmal"),
])
def test_the_congkak_tutorial_says_the_seeds_are_sown_on_and_again(lang, relay, again):
    """Congkak's tutorial said only the family's "you pick up all the seeds of one of your
    houses and sow them", and the pupil's first move then picked seeds up again at a full
    house and went on ("You pick the seeds up again at North house 6 ..."), unexplained."""
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    game = REGISTRY.create("congkak")
    console = Console.local(game, tutorial_seats(game), lang=lang, seed=1)
    said = Tutorial(console).introduction()
    assert relay in said[1].text and again in said[1].text
    assert said[1].brief is not None and cells(said[1].brief, lang) <= 80
