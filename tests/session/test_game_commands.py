"""Resign, draw offers, rematch and new game: each asks first (new game only while
the game goes on), ends the game on the table with a result the autosave and the statistics
see, in both languages; a golden transcript of a whole game with a resignation and a rematch."""

from __future__ import annotations

import pytest

from accessible_games.engine import EndReason, Outcome
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import Message, MessageKind
from accessible_games.online.mirror import MirrorTable
from accessible_games.online.remote import OnlineConsole
from accessible_games.session.commands import CommandKind, parse_command
from accessible_games.session.console import Console
from accessible_games.session.saving import attach_store, statistics
from accessible_games.session.table import Seat, SeatKind, Table
from accessible_games.storage.store import Kind, Store
from tests.braille_cells import DISPLAY_CELLS, cells
from tests.golden import assert_golden

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)
WORDS = {
    "en": {"resign": "resign", "draw": "draw", "rematch": "rematch", "same": "rematch same",
           "new": "new game", "yes": "yes", "no": "no", "hint": "hint", "status": "status",
           "undo": "undo"},
    "de": {"resign": "aufgeben", "draw": "remis", "rematch": "revanche",
           "same": "revanche gleich", "new": "neues spiel", "yes": "ja", "no": "nein",
           "hint": "tipp", "status": "stand", "undo": "rückgängig"},
}


def checkers(lang: str = "en", seats: tuple[Seat, Seat] = (HUMAN, COMPUTER),
             position: str | None = None) -> Console:
    game = REGISTRY.create("checkers")
    state = game.parse_position(position) if position else None
    console = Console.local(game, list(seats), lang=lang, seed=7, state=state)
    console.opening()
    return console


def texts(messages: list[Message]) -> list[str]:
    return [m.text for m in messages]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_resign_asks_and_ends_the_game_for_the_autosave_and_the_statistics(tmp_path, lang):
    words = WORDS[lang]
    store = Store.open(tmp_path)
    console = checkers(lang)
    attach_store(console, store)
    console.handle_line("c3-d4")
    console.computer_move()
    assert texts(console.handle_line(words["resign"])) != []
    assert console.confirming is not None
    console.handle_line(words["no"])
    assert not console.is_over
    said = texts(console.handle_line(words["resign"]) + console.handle_line(words["yes"]))
    assert console.is_over and not console.computer_to_move()
    outcome = console.table.outcome
    assert outcome is not None and outcome.reason is EndReason.RESIGNED
    assert outcome.winners == frozenset({1})  # the computer, White, wins
    hint, = texts(console.next_game_hint())  # what a player can do now
    lost = {"en": "Game over: you have lost; White wins (resignation).",
            "de": "Partie beendet: Du hast verloren; Weiß gewinnt (Aufgabe)."}[lang]
    assert said[-2:] == [lost, hint]  # the loss told once, in the result
    finished = store.list(Kind.RECORD)
    assert len(finished) == 1 and finished[0].result is not None
    assert finished[0].result["reason"] == "resigned" and finished[0].result["winners"] == [1]
    assert any(" 1" in line or "1 " in line for line in statistics(store, lang))
    assert console.handle_line(words["undo"])[0].text == console.words.text("undo.refused.ended")
    assert texts(console.handle_line("e3-f4")) == [console.words.text("over"), hint]


def test_the_computer_accepts_a_draw_when_it_is_not_ahead():
    # The usual start, but set up as a position: the early refusal is for games begun as usual.
    console = checkers(position=REGISTRY.create("checkers").new_state().to_text())
    assert texts(console.handle_line("draw")) == [console.words.text("draw.confirm")]
    said = texts(console.handle_line("yes"))
    assert said[0] == console.words.text("draw.accepted.computer")
    outcome = console.table.outcome
    assert outcome is not None and outcome.is_draw and outcome.reason is EndReason.AGREED


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["checkers", "rakado"])
def test_the_computer_declines_a_draw_in_the_first_moves(lang, game_id):
    # At Rakado's first roll the computer's evaluation is even: it used to accept at once.
    words = WORDS[lang]
    console = Console.local(REGISTRY.create(game_id), [HUMAN, COMPUTER], lang=lang, seed=7)
    console.opening()
    console.handle_line(words["draw"])
    said = texts(console.handle_line(words["yes"]))
    assert said == [console.words.text("draw.declined.early"), console.turn_message().text]
    assert not console.is_over
    expected = {"en": "The computer declines the draw: it is too early in the game, nothing is "
                      "decided yet. The game goes on.",
                "de": "Der Computer lehnt das Remis ab: Die Partie hat eben erst begonnen, noch "
                      "ist nichts entschieden. Es geht weiter."}
    assert said[0] == expected[lang]


def test_after_ten_moves_the_computer_weighs_a_draw_by_its_evaluation():
    console = checkers()
    for _ in range(10):
        if console.computer_to_move():
            console.computer_move()
        else:
            console.handle_line(console.table.state.legal_moves()[0].notation)
    assert sum(1 for turn in console.table.history if not turn.is_chance) == 10
    console.handle_line("draw")
    said = texts(console.handle_line("yes"))
    assert said[0] in (console.words.text("draw.accepted.computer"),
                       console.words.text("draw.declined.computer"))


def test_the_computer_declines_a_draw_when_it_is_ahead():
    # White (the computer) has four men to Black's one.
    console = checkers(position="B:W21,22,23,24:B1")
    console.handle_line("draw")
    said = texts(console.handle_line("yes"))
    assert said[0] == console.words.text("draw.declined.computer")
    assert not console.is_over and console.table.outcome is None


def test_the_computer_accepts_when_it_is_behind():
    console = checkers(position="B:W32:B1,2,3,4")
    console.handle_line("draw")
    console.handle_line("yes")
    assert console.table.outcome is not None and console.table.outcome.is_draw


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_draw_between_two_people_is_their_yes_or_no(lang):
    words = WORDS[lang]
    console = checkers(lang, (HUMAN, HUMAN))
    console.handle_line(words["draw"])
    asked = texts(console.handle_line(words["yes"]))
    assert asked == [console.words.text("draw.ask_person", side=console.describer.player(1))]
    said = texts(console.handle_line(words["no"]))
    assert said[0] == console.words.text("draw.declined.person",
                                         side=console.describer.player(1))
    assert not console.is_over
    console.handle_line(words["draw"])
    console.handle_line(words["yes"])
    console.handle_line(words["yes"])
    assert console.table.outcome is not None
    assert console.table.outcome.reason is EndReason.AGREED


def test_rematch_swaps_the_sides_with_a_new_seed_and_same_keeps_them():
    console = checkers()
    console.handle_line("rematch")
    assert console.switch_to is None
    console.handle_line("yes")
    new = console.switch_to
    assert new is not None and new.seats == (COMPUTER, HUMAN) and new.seed != console.seed
    new.opening()
    new.handle_line("rematch same")
    new.handle_line("yes")
    again = new.switch_to
    assert again is not None and again.seats == (COMPUTER, HUMAN)
    console.handle_line("rematch")
    console.handle_line("no")
    assert console.switch_to is new  # no second rematch was started


def test_new_game_asks_then_asks_the_front_end_for_the_choice_of_games():
    console = checkers()
    console.handle_line("new game")
    console.handle_line("no")
    assert not console.quit_requested
    console.handle_line("new")
    console.handle_line("yes")
    assert console.quit_requested and console.new_game_requested


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("asked", ["new", "resign", "draw"])
def test_a_move_typed_to_a_question_is_not_played_as_well(lang, asked):
    """The question "Leave this game and choose a new one?" answered with "3" (a game's
    number, as the player thought) said "The game goes on." and played 3 as a move."""
    console = checkers(lang)
    console.handle_line(WORDS[lang][asked])
    said = texts(console.handle_line("c3-d4"))
    assert console.table.history == [] and console.confirming is None
    assert said[0].startswith("„c3-d4“ ist weder ja noch nein" if lang == "de"
                              else "“c3-d4” is neither yes nor no")
    console.handle_line("c3-d4")
    assert len(console.table.history) >= 1


def transcript(lang: str) -> list[str]:
    """A whole game of two people at one keyboard (the computer's choices depend on its time
    budget, so it does not play here): moves typed as the app says them, a draw offered and
    declined, a resignation, status and undo after it, a rematch, a draw agreed, new game."""
    words = WORDS[lang]
    lines: list[str] = []
    console = checkers(lang, (HUMAN, HUMAN))

    def typed(line: str) -> None:
        nonlocal console
        lines.append(f"> {line}")
        lines.extend(f"{m.kind.value}: {m.text}" for m in console.handle_line(line))
        if console.switch_to is not None:
            console = console.switch_to
            lines.extend(f"{m.kind.value}: {m.text}" for m in console.opening())

    lines.append(f"game: checkers, {lang}")
    step = "nach" if lang == "de" else "to"
    takes = "schlägt" if lang == "de" else "takes"
    for line in (f"c3 {step} d4", f"f6 {step} e5", f"d4 {takes} f6", f"g7 {takes} e5"):
        typed(line)
    typed(words["status"])
    typed(words["draw"])
    typed(words["yes"])
    typed(words["no"])
    typed(words["resign"])
    typed(words["no"])
    typed(words["resign"])
    typed(words["yes"])
    typed(words["status"])
    typed(words["undo"])
    typed(words["rematch"])
    typed(words["yes"])
    typed("e3-f4")
    typed(words["draw"])
    typed(words["yes"])
    typed(words["yes"])
    typed(words["same"])
    typed(words["no"])
    typed(words["new"])  # the game is over: no question before the choice of games
    assert console.new_game_requested
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_golden_whole_game_with_resign_and_rematch(lang):
    assert_golden(f"game-commands/resign_rematch.{lang}", transcript(lang))


def test_a_resigned_game_opened_again_stays_resigned(tmp_path):
    from accessible_games.session.saving import session_from_stored

    store = Store.open(tmp_path)
    console = checkers()
    attach_store(console, store)
    console.handle_line("c3-d4")
    console.computer_move()
    console.handle_line("resign")
    console.handle_line("yes")
    stored = store.list(Kind.RECORD)[0]
    again = session_from_stored(stored, "en")
    assert again.is_over and again.table.outcome == console.table.outcome
    assert again.turn_text() == "Game over: you have lost; White wins (resignation)."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_after_the_end_a_player_hears_how_to_go_on_in_commands_that_work(lang):
    console = checkers(lang)
    words = WORDS[lang]
    said = texts(console.handle_line(words["resign"]) + console.handle_line(words["yes"]))
    hint = said[-1]
    assert hint == {
        "en": "Type rematch to play this game again, new to choose another game, or quit.",
        "de": "Tippe revanche, um dieses Spiel noch einmal zu spielen, neu für ein anderes "
              "Spiel oder ende.",
    }[lang]
    # On the braille line in a few words: the German sentence took 83 cells (three windows).
    brailled = console.next_game_line().brief
    assert brailled == {"en": "Again: rematch; another game: new; or quit.",
                        "de": "Nochmal: revanche; anderes Spiel: neu; oder ende."}[lang]
    assert cells(brailled or "", lang) <= 80
    # Each word the hint names is the command it promises.
    for word, kind in (("rematch", CommandKind.REMATCH), ("new", CommandKind.NEW_GAME),
                       ("quit", CommandKind.QUIT)):
        typed = {"en": word, "de": {"rematch": "revanche", "new": "neu", "quit": "ende"}[word]}
        assert typed[lang] in hint and parse_command(typed[lang]).kind is kind
    # Said once at the end, and again when a move is tried after it.
    assert texts(console.handle_line("status"))[-1] != hint
    assert texts(console.handle_line("c3-d4"))[-1] == hint
    # A spectator of the same table hears the result, naming the sides, but is not told to
    # start a game.
    spectator = Console(console.table, None, lang)
    assert texts(spectator.result_messages()) == [{
        "en": "Game over: White wins (resignation).",
        "de": "Partie beendet: Weiß gewinnt (Aufgabe)."}[lang]]


@pytest.mark.parametrize(("lang", "unknown", "slip", "close", "over", "then"), [
    ("en", '"xyzzy" is not a command, and this game is over.', "hlep",
     "Did you mean help?",
     "This game is over.",
     "Type rematch to play this game again, new to choose another game, or quit."),
    ("de", "„xyzzy“ ist kein Befehl, und diese Partie ist vorbei.", "hilf",
     "Meintest du hilfe?",
     "Diese Partie ist vorbei.",
     "Tippe revanche, um dieses Spiel noch einmal zu spielen, neu für ein anderes Spiel "
     "oder ende."),
])
def test_a_line_typed_after_the_end_is_answered_for_what_it_is_not_with_the_result(
        lang, unknown, slip, close, over, then):
    """A play-tester typed words at the end of a game ("list", "back", a game's name) and
    heard "Game over: White wins (resignation). You have lost." again after every one. A
    word that is no command is named so, a slip of a command word names the command, a move
    is told the game is over; each is followed by the way on, not by the result again."""
    console = checkers(lang)
    words = WORDS[lang]
    console.handle_line(words["resign"])
    console.handle_line(words["yes"])
    assert texts(console.handle_line("xyzzy")) == [unknown, then]
    assert texts(console.handle_line(slip)) == [close, then]
    assert texts(console.handle_line("c3-d4")) == [over, then]
    # An empty line said "Type a move or a command; help lists the commands."
    assert texts(console.handle_line("")) == [over, then]


@pytest.mark.parametrize(("lang", "helped", "first"), [
    ("en", "help", "This game is over. Its last position can still be looked at with the "
                   "commands; help and a command explains it, such as help last."),
    ("de", "hilfe", "Diese Partie ist vorbei. Ihre letzte Stellung kannst du dir mit den "
                    "Befehlen noch ansehen; hilfe und ein Befehl erklärt ihn, etwa hilfe "
                    "letzter."),
])
def test_help_after_the_end_says_the_game_is_over_and_the_way_on(lang, helped, first):
    """Help after the end began "Type your move: ..." as if the game went on."""
    console = checkers(lang)
    console.handle_line(WORDS[lang]["resign"])
    console.handle_line(WORDS[lang]["yes"])
    said = texts(console.handle_line(helped))
    assert said[0] == first and len(said) > 3
    assert said[-1] == texts(console.next_game_hint())[-1]


@pytest.mark.parametrize(("lang", "said", "brailled"), [
    ("en", "Type again to play another game at this table, or leave.",
     "Another game: again; or leave."),
    ("de", "Tippe revanche für eine weitere Partie an diesem Tisch oder verlassen.",
     "Nochmal: revanche; oder verlassen."),
])
def test_at_an_online_table_the_hint_names_the_tables_own_commands(lang, said, brailled):
    """The hint had no braille form: the German sentence took 63 cells (two windows) where
    the hint at home takes one. Its short form names the same commands in a few words."""
    game = REGISTRY.create("checkers")
    mirror = MirrorTable(game, 0)
    Table.end(mirror, Outcome(frozenset({1}), EndReason.RESIGNED))  # not online yet: a test only
    hint = OnlineConsole(mirror, 0, lang).result_messages()[-1]
    assert (hint.text, hint.short) == (said, brailled)
    assert cells(hint.short, lang) <= DISPLAY_CELLS < cells(hint.text, lang)
    assert texts(OnlineConsole(MirrorTable(game, None), None, "en").next_game_hint()) == []


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "back", "At an online table the game goes on at the server: type leave to go back "
                   "to the lobby, where new and a game opens another table."),
    ("de", "zurück", "An einem Online-Tisch läuft die Partie auf dem Server weiter: tippe "
                     "verlassen, um in die Lobby zurückzugehen; dort eröffnet neu und ein "
                     "Spiel einen anderen Tisch."),
])
def test_back_at_an_online_table_names_the_way_to_the_lobby(lang, typed, said):
    """At home "back" names undo and new; at an online table new is refused, so "back"
    says the table's own way back: leave."""
    game = REGISTRY.create("checkers")
    console = OnlineConsole(MirrorTable(game, 0), 0, lang)
    assert texts(console.handle_line(typed)) == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "You have only one choice: e3 takes f4 and lands on g5."),
    ("de", "Du hast nur eine Wahl: e3 schlägt f4 und landet auf g5."),
])
def test_the_hint_with_a_single_legal_move_says_there_is_no_choice(lang, said):
    console = checkers(lang, position="B:W14:B10")
    assert texts(console.handle_line(WORDS[lang]["hint"])) == [said]


@pytest.mark.parametrize(("lang", "won", "brief"), [
    ("en", "Game over: White has no pieces left. You win.", "You win: White has no pieces left."),
    ("de", "Partie beendet: Weiß hat keine Steine mehr. Du gewinnst.",
     "Du gewinnst: Weiß hat keine Steine."),
])
def test_a_won_game_tells_the_player_in_the_second_person_once(lang, won, brief):
    """The result named sides ("Black wins (no pieces left)"), which a German play-tester
    read as Black having none, so "You have won." followed it: the win told twice, in speech
    and braille. The result itself now says it to the player, once."""
    console = checkers(lang, position="B:W18:B14")  # Black takes White's last man
    said = console.handle_line(console.observation.legal_moves[0].notation)
    results = [m for m in said if m.kind is MessageKind.RESULT]
    assert console.is_over and [(m.text, m.short) for m in results] == [(won, brief)]


@pytest.mark.parametrize(("lang", "seed", "results"), [
    ("en", 2, ["You and South win by one point."]),
    ("de", 2, ["Du und Süd gewinnt mit einem Punkt."]),
    ("en", 1, ["East and West win by 2 points.", "You have lost."]),
    ("de", 1, ["Ost und West gewinnen mit 2 Punkten.", "Du hast verloren."]),
])
def test_a_won_whist_game_says_so_once(lang, seed, results):
    """Whist's result tells the listener's partnership as "You and South win by one point.";
    "You have won." after it said it again. A game lost still hears it in the second person,
    as the result names the other side."""
    game = REGISTRY.create("whist", {"variant": "short", "games": 1})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3,
                            lang=lang, seed=seed)
    console.opening()
    said: list[Message] = []
    while not console.is_over:
        while console.computer_to_move():
            said += console.computer_move()
        if not console.is_over:
            said += console.handle_line(console.observation.legal_moves[0].notation)
    assert [m.text for m in said if m.kind is MessageKind.RESULT] == results


def test_nochmal_after_the_end_asks_for_another_game_and_repeats_during_it():
    """The result says "tippe revanche, um dieses Spiel noch einmal zu spielen"; a German
    play-tester typed "nochmal" there and heard the result again."""
    console = Console.local(REGISTRY.create("checkers"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="de")
    console.opening()
    said = [m.text for m in console.handle_line("c3-d4")]
    assert [m.text for m in console.handle_line("nochmal")] == said  # during the game
    console.handle_line("aufgeben")
    console.handle_line("ja")
    assert console.is_over
    asked = [m.text for m in console.handle_line("noch einmal")]
    assert asked == ["Noch einmal Dame (englische Regeln) spielen, mit getauschten Seiten? "
                     "Deine Seite: Weiß. Tippe ja oder nein."]
    console.handle_line("ja")
    assert console.switch_to is not None


@pytest.mark.parametrize(("lang", "words", "declined"), [
    ("en", ("resign", "yes", "rematch", "help"), "No rematch."),
    ("de", ("aufgeben", "ja", "nochmal", "hilfe"), "Keine Revanche."),
])
def test_a_rematch_question_passed_over_after_the_end_does_not_say_the_game_goes_on(
        lang, words, declined):
    """A play-tester typed hilfe at the rematch question after the end and heard "Die
    Partie geht weiter." before the help."""
    console = Console.local(REGISTRY.create("checkers"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    console.opening()
    resign, yes, again, helped = words
    console.handle_line(resign)
    console.handle_line(yes)
    console.handle_line(again)
    said = [m.text for m in console.handle_line(helped)]
    assert said[0] == declined and len(said) > 2
    assert all("goes on" not in line and "geht weiter" not in line for line in said)


@pytest.mark.parametrize(("lang", "words", "declined"), [
    ("en", ("resign", "yes", "rematch", "no"),
     ["No rematch. Type new to choose another game, or quit."]),
    ("de", ("aufgeben", "ja", "revanche", "nein"),
     ["Keine Revanche. Tippe neu für ein anderes Spiel oder ende."]),
])
def test_a_rematch_declined_after_the_end_says_what_comes_next(lang, words, declined):
    """A play-tester answered no to the rematch question and heard only "No rematch.", then
    nothing: the way on, another game or quit, is said with it."""
    console = Console.local(REGISTRY.create("kalah"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    console.opening()
    resign, yes, again, no = words
    console.handle_line(resign)
    console.handle_line(yes)
    console.handle_line(again)
    assert [m.text for m in console.handle_line(no)] == declined


@pytest.mark.parametrize(("lang", "declined"), [
    ("en", ["No rematch.", "South, your turn."]),
    ("de", ["Keine Revanche.", "Süd, du bist am Zug."]),
])
def test_a_rematch_declined_during_the_game_says_whose_turn_it_is(lang, declined):
    """Declined while the game goes on, "No rematch." was said alone, as a resignation
    declined is not: the turn follows."""
    console = Console.local(REGISTRY.create("kalah"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang)
    console.opening()
    console.handle_line("rematch" if lang == "en" else "revanche")
    assert [m.text for m in console.handle_line("no" if lang == "en" else "nein")] == declined


@pytest.mark.parametrize(("lang", "asked", "brief"), [
    ("en", "Play Mau Mau again, with the same players? Type yes or no.",
     "Play Mau Mau again with the same players? Type yes or no."),
    ("de", "Noch einmal Mau-Mau spielen, mit denselben Spielern? Tippe ja oder nein.",
     "Noch einmal Mau-Mau mit denselben Spielern? Tippe ja oder nein."),
])
def test_a_card_game_rematch_keeps_the_players_not_the_sides(lang, asked, brief):
    """Mau Mau for four asked "Play Mau Mau again, with the same sides?": a card table has
    seats and players, not sides."""
    console = Console.local(REGISTRY.create("mau-mau"),
                            [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3, lang=lang)
    console.opening()
    said, = console.handle_line({"en": "rematch", "de": "revanche"}[lang])
    assert (said.text, said.short) == (asked, brief)


def test_tip_asks_for_a_hint_in_english_and_is_never_offered_the_german_word():
    """An English player typing "tip" was told "Did you mean tipp?" (the German word, the
    only one the slip fitted): "tip" is English for a hint as well."""
    assert parse_command("tip").kind is CommandKind.HINT
    console = checkers("en")
    said = " ".join(texts(console.handle_line("tip")))
    assert "tipp" not in said and "Did you mean" not in said, said
    # The hint's move comes from a search with a clock, which a busy machine may stop at
    # another move: the words are the hint's, the move any legal one.
    spoken = {f"{m.notation[:2]} to {m.notation[3:]}" for m in console.state.legal_moves()}
    assert said.startswith("The computer suggests: ") and said.endswith("."), said
    assert said.removeprefix("The computer suggests: ").removesuffix(".") in spoken, said
