"""Saves and statistics as a new player meets them: an exported game read back is not counted
again, the list of games shows finished ones marked finished, and quitting a game says that it
is kept for resuming."""

from __future__ import annotations

import pytest

from accessible_games.cli import main
from accessible_games.lineup import REGISTRY
from accessible_games.narration.catalog import catalog
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.session.saving import attach_store, statistics
from accessible_games.storage.store import Kind, Store


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ACCESSIBLE_GAMES_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("ACCESSIBLE_GAMES_HOME", str(tmp_path / "home"))
    return tmp_path


def finished_game_against_the_computer(store: Store) -> Console:
    """A whole Kalah game, the person playing the first legal house each turn."""
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    session = Console.local(REGISTRY.create("kalah"), seats, lang="en", seed=5)
    attach_store(session, store)
    while not session.is_over:
        if session.computer_to_move():
            session.computer_move()
        else:
            session.handle_line(session.state.legal_moves()[0].notation)
    return session


def test_importing_an_exported_game_does_not_count_it_again(data, capsys):
    store = Store.open()
    finished_game_against_the_computer(store)
    before = statistics(store, "en")
    assert len(before) == 1 and ("1 won" in before[0] or "1 lost" in before[0]
                                 or "1 drawn" in before[0])
    row = store.list(Kind.RECORD)[0].id
    path = data / "game.json"
    assert main(["--lang", "en", "export", str(row), "--output", str(path)]) == 0
    assert main(["--lang", "en", "import", str(path)]) == 0
    capsys.readouterr()
    store = Store.open()
    assert [g.kind for g in store.list()].count(Kind.IMPORTED) == 1
    assert statistics(store, "en") == before
    assert main(["--lang", "en", "stats"]) == 0
    assert capsys.readouterr().out.strip() == before[0]
    # The list names the imported copy as such, next to the game played here.
    assert main(["--lang", "en", "saves"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2 and sum(line.split(": ", 1)[1].startswith("imported:")
                                   for line in lines) == 1


def test_taking_back_the_end_makes_the_game_unfinished_again(data):
    """A play-tester finished a Reversi game, took the last moves back, chose new and heard
    "Your game of Reversi (Othello) is kept unfinished"; the next start offered an older game
    instead: the row had become a finished record at the end and stayed one. It is an
    unfinished autosave again, and its result no longer counts."""
    store = Store.open()
    session = finished_game_against_the_computer(store)
    nothing_counted = [catalog("en").text("store.stats.none")]
    assert store.latest_unfinished() is None and statistics(store, "en") != nothing_counted
    session.handle_line("undo")
    assert not session.is_over
    unfinished = store.latest_unfinished()
    assert unfinished is not None and unfinished.result is None
    assert unfinished.moves == [turn.move.notation for turn in session.table.history]
    assert store.list(Kind.RECORD) == [] and statistics(store, "en") == nothing_counted


def test_the_saves_list_marks_finished_games(data, capsys):
    store = Store.open()
    session = finished_game_against_the_computer(store)
    moves = len(session.history)
    unfinished = Console.local(REGISTRY.create("reversi"), [Seat(SeatKind.HUMAN)] * 2, lang="en")
    attach_store(unfinished, store)
    unfinished.handle_line("d3")
    assert main(["--lang", "en", "saves"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 2
    finished = next(line for line in lines if "Kalah" in line)
    assert "finished:" in finished and f"after {moves} moves" in finished
    assert ("won" in finished) or ("a draw" in finished)
    going = next(line for line in lines if "Reversi" in line)
    assert "finished" not in going and "move 2" in going
    assert main(["--lang", "de", "saves"]) == 0
    german = capsys.readouterr().out
    assert "beendet:" in german and f"nach {moves} Zügen" in german


@pytest.mark.parametrize("lang", ("en", "de"))
def test_quitting_says_the_game_is_kept_and_resume_finds_it(data, lang):
    from io import StringIO

    from accessible_games.frontends.terminal import LineIO, play

    store = Store.open()
    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(session, store)
    out = StringIO()
    play(session, LineIO(StringIO("3\nquit\nyes\n"), out))
    said = out.getvalue()
    # The words the player types, in the player's language: no English command in German.
    # Played without the choice of games (play kalah): the program ends, no menu follows;
    # "choose resume in the menu" named one the player never reached.
    kept = {"en": "Your game of Kalah is kept unfinished: you can resume it the next time you "
                  "start.",
            "de": "Deine Partie Kalah bleibt gespeichert; beim nächsten Start kannst du sie "
                  "fortsetzen."}[lang]
    # The goodbye comes last, after what became of the game (it came before it).
    bye = {"en": "Goodbye.", "de": "Auf Wiedersehen."}[lang]
    assert said.rstrip().endswith(f"{kept}\n{bye}")
    assert store.latest_unfinished() is not None
    assert store.latest_unfinished().moves == ["3"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The game is kept; you can resume it the next time you start. Goodbye."),
    ("de", "Die Partie bleibt erhalten; beim nächsten Start kannst du sie fortsetzen. "
           "Auf Wiedersehen."),
])
def test_the_end_of_input_says_goodbye_last(data, lang, said):
    """Control-D (or Control-C) in a kept game: the goodbye came first, then the game kept."""
    from io import StringIO

    from accessible_games.frontends.terminal import LineIO, play

    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(session, Store.open())
    out = StringIO()
    play(session, LineIO(StringIO("3\n"), out))
    assert out.getvalue().rstrip().endswith(said)


def test_quitting_before_the_first_move_keeps_nothing_and_says_nothing_more(data):
    from io import StringIO

    from accessible_games.frontends.terminal import LineIO, play

    store = Store.open()
    session = Console.local(REGISTRY.create("kalah"), [Seat(SeatKind.HUMAN)] * 2, lang="en")
    attach_store(session, store)
    out = StringIO()
    play(session, LineIO(StringIO("quit\nyes\n"), out))
    assert out.getvalue().rstrip().endswith("Goodbye.")
    assert store.latest_unfinished() is None


def test_quitting_in_the_window_says_the_game_is_kept(data):
    import pygame

    from accessible_games.storage.settings import Settings
    from tests.frontends.helpers import press, recording_window, type_text

    store = Store.open()
    window, app, outputs = recording_window(Settings(game="kalah", opponent="human"))
    app.store = store
    press(window, pygame.K_HOME)
    press(window, pygame.K_RETURN)
    press(window, pygame.K_TAB)
    type_text(window, "3")
    press(window, pygame.K_RETURN)
    press(window, pygame.K_q, pygame.KMOD_CTRL)
    press(window, pygame.K_y, 0, "y")
    texts = outputs.speech.current.texts
    assert any(t.startswith("Your game of Kalah is kept unfinished") for t in texts), texts[-5:]
    assert app.menu.items[0].id == "resume"
    window.close()


def test_a_game_opened_from_a_save_is_the_one_resume_offers(tmp_path, monkeypatch):
    """A play-tester opened a saved Wolf und Schafe game from inside Kalah and quit it
    without a move; the app promised "Resume in the menu goes on with it", but the next start
    offered an older game: an opened game was written only at its next move. It is written
    when it is opened, and it is said as the game begins (its name, the seats, where it
    stands), not only whose turn it is."""
    from tests.test_first_menu import run_terminal

    typed = ["wolf", "c", "2", "1", "c1-d2", "save lamb", "quit", "yes", "kalah", "p",
             "open lamb", "quit", "yes", "quit"]
    lines = run_terminal(("C.UTF-8", typed), tmp_path, monkeypatch, "--lang", "en")
    opened = lines.index('Opened "lamb".')
    assert lines[opened + 1].startswith("Wolf and sheep (Wolf und Schafe). You play the sheep")
    assert "Your game of Wolf and sheep (Wolf und Schafe) is kept unfinished" in " ".join(
        lines[opened:])
    resumed = run_terminal(("C.UTF-8", ["resume", "quit", "yes", "quit"]), tmp_path,
                           monkeypatch, "--lang", "en")
    assert resumed[1].startswith("Resume your game of Wolf and sheep")
    assert any(line.startswith("Wolf and sheep (Wolf und Schafe). You play the sheep")
               for line in resumed)


@pytest.mark.parametrize(("lang", "typed", "again"), [
    ("en", "maybe", 'I cannot read "maybe". Type yes to resume the game, or no or a '
     "game's name to choose another."),
    ("de", "vielleicht", "Ich verstehe „vielleicht“ nicht. Tippe ja, um die Partie "
     "fortzusetzen, oder nein oder den Namen eines Spiels, um ein anderes zu wählen."),
    # Help was "not understood" there.
    ("en", "help", "You left a game of Kalah unfinished, and it was kept. Type yes to resume "
     "it where you left off, or no to choose another game (or at once its name or number); "
     "it stays kept, and resume at the choice of games brings it back."),
    ("de", "hilfe", "Du hast eine Partie Kalah nicht zu Ende gespielt; sie ist aufgehoben. "
     "Tippe ja, um dort weiterzuspielen, wo du aufgehört hast, oder nein, um ein Spiel zu "
     "wählen (oder gleich seinen Namen oder seine Nummer); sie bleibt aufgehoben, und "
     "fortsetzen bei der Wahl des Spiels holt sie zurück."),
    # "where am i" too (it was "not understood"): where one is is what help says.
    ("en", "where am i", "You left a game of Kalah unfinished, and it was kept. Type yes to "
     "resume it where you left off, or no to choose another game (or at once its name or "
     "number); it stays kept, and resume at the choice of games brings it back."),
    ("de", "wo bin ich", "Du hast eine Partie Kalah nicht zu Ende gespielt; sie ist aufgehoben. "
     "Tippe ja, um dort weiterzuspielen, wo du aufgehört hast, oder nein, um ein Spiel zu "
     "wählen (oder gleich seinen Namen oder seine Nummer); sie bleibt aufgehoben, und "
     "fortsetzen bei der Wahl des Spiels holt sie zurück."),
])
def test_the_resume_question_asks_again_and_takes_its_own_verb(tmp_path, monkeypatch, lang,
                                                               typed, again):
    """ "fortsetzen" answered "…fortsetzen? Tippe ja oder nein." and was taken as no, as was
    every answer but yes."""
    from tests.test_first_menu import run_terminal

    env = "C.UTF-8" if lang == "en" else "de_DE.UTF-8"
    quit_word, yes = ("quit", "yes") if lang == "en" else ("ende", "ja")
    run_terminal((env, ["kalah", "p", "1", quit_word, yes, quit_word]), tmp_path, monkeypatch,
                 "--lang", lang)
    verb = "resume" if lang == "en" else "fortsetzen"
    lines = run_terminal((env, [typed, verb, quit_word, yes, quit_word]), tmp_path,
                         monkeypatch, "--lang", lang)
    assert lines[2:6] == [f"> {typed}", again, f"> {verb}", lines[5]]
    assert lines[5].startswith("Kalah. ")  # resumed


def test_the_resume_question_takes_no_unexpected_answer_as_no(tmp_path, monkeypatch):
    """A play-tester typed "1" at "Resume your game of Doppelkopf …? Type yes or no." and
    heard "Your game … stays saved": the third answer that was neither yes nor no (or a line
    left empty) was taken as no. Every such answer is asked again. (A number of a game, as
    "1" is now, chooses that game, as at the choice of games: "0" is none.)"""
    from tests.test_first_menu import run_terminal

    run_terminal(("C.UTF-8", ["kalah", "p", "1", "quit", "yes", "quit"]), tmp_path,
                 monkeypatch, "--lang", "en")
    lines = run_terminal(("C.UTF-8", ["0", "0", "0", "", "yes", "quit", "yes", "quit"]),
                         tmp_path, monkeypatch, "--lang", "en")
    again = ('I cannot read "0". Type yes to resume the game, or no or a game\'s name '
             'to choose another.')
    assert lines[2:10] == ["> 0", again, "> 0", again, "> 0", again, "> ", lines[1]]
    assert lines[1].startswith("Resume your game of Kalah")
    assert lines[10:12] == ["> yes", lines[11]] and lines[11].startswith("Kalah. ")  # resumed
    assert not any("stays saved" in line for line in lines)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", {"need": "Which saved game? Type open and its name.",
            "which": "\"mei\" fits meine zweite or meine partie. Type the whole name.",
            "unknown": "There is no saved game called \"nichts\". Type saves for the list.",
            "name": "Give the game a name: type save and a name, such as save my game."}),
    ("de", {"need": "Welche gespeicherte Partie? Tippe öffnen und ihren Namen.",
            "which": "„mei“ passt zu meine zweite oder meine partie. Tippe den ganzen Namen.",
            "unknown": "Es gibt keine gespeicherte Partie „nichts“. Tippe spielstände für die "
                       "Liste.",
            "name": "Gib der Partie einen Namen: Tippe speichern und einen Namen, etwa "
                    "speichern meine partie."}),
])
def test_a_save_is_found_without_umlauts_and_by_its_first_letters(data, lang, said):
    """A German play-tester saved "schäfchen" and could not open it as "schaefchen", nor
    "meine partie" as "meine"; open without a name only said that no game has no name. (The
    newest saved game is named first.)"""
    store = Store.open()
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]
    session = Console.local(REGISTRY.create("wolf-und-schafe"), seats, lang=lang, seed=1)
    attach_store(session, store)

    def answer(line: str) -> list[str]:
        return [m.text for m in session.handle_line(line)]

    assert answer("save") == [said["name"]]
    for name in ("schäfchen", "meine partie", "meine zweite"):
        answer(f"save {name}")
    opened = answer("open schaefchen")
    assert "schäfchen" in opened[0] and session.switch_to is not None, opened
    assert answer("open mei") == [said["which"]]
    assert answer("open nichts") == [said["unknown"]]
    listed = answer("open")
    assert listed[0] == said["need"] and len(listed) == 5  # the question, a count, three games
    assert answer("delete meine z")[0].endswith(("zweite”?", "zweite“?", "zweite\"?",
                                                 "Type yes or no.", "Tippe ja oder nein."))


@pytest.mark.parametrize(("lang", "words", "asked", "opened"), [
    ("en", ("save first", "open first", "no", "yes"),
     'Leave this game of Reversi (Othello) and open "first"? This game stays kept; resume '
     "offers it later. Type yes or no.",
     'Opened "first".'),
    ("de", ("speichern erste", "öffnen erste", "nein", "ja"),
     "Diese Partie Reversi (Othello) verlassen und „erste“ öffnen? Sie bleibt gespeichert; "
     "fortsetzen bietet sie später wieder an. Tippe ja oder nein.",
     "„erste“ geöffnet."),
])
def test_opening_a_save_over_a_game_going_on_asks_first(data, lang, words, asked, opened):
    """A play-tester opened a saved Reversi game in the middle of another: it was left without
    a word. Another opened a save in Oware at move 9, won it, and the next start offered the
    Oware game again, unannounced: the game left is kept unfinished, and the question says so,
    shortly (it was some 240 characters, with advice on saving first); yes opens the game and
    says only what opened (it was followed by 'Your game of Reversi (Othello) stays kept
    unfinished; resume offers it again once this one is over.', said just before)."""
    save, open_it, no, yes = words
    store = Store.open()
    session = Console.local(REGISTRY.create("reversi"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(session, store)
    session.handle_line(save)
    session.handle_line("d3")
    assert [m.text for m in session.handle_line(open_it)] == [asked]
    session.handle_line(no)
    assert session.switch_to is None and session.table.history
    session.handle_line(open_it)
    assert [m.text for m in session.handle_line(yes)] == [opened]
    assert session.switch_to is not None and not session.switch_to.table.history


@pytest.mark.parametrize(("lang", "typed", "line"), [
    ("en", ["kalah", "p", "1", "quit", "yes", "quit"],
     "Go on with your game of Kalah, another game, or quit? Type resume, a game's number or "
     "name, list to hear all 28 games, or quit."),
    ("de", ["kalah", "p", "1", "ende", "ja", "ende"],
     "Deine Partie Kalah fortsetzen, ein anderes Spiel oder Schluss? Tippe fortsetzen, die "
     "Nummer oder den Namen eines Spiels, liste, um alle 28 Spiele zu hören, oder ende."),
])
def test_the_choice_of_games_after_quitting_names_resume(tmp_path, monkeypatch, lang, typed,
                                                         line):
    """Quitting said "choose resume in the menu", but the menu listed only the games; resume
    was named in its help alone. The choice of games' question offers the game to resume."""
    from tests.test_first_menu import run_terminal

    env = "C.UTF-8" if lang == "en" else "de_DE.UTF-8"
    lines = run_terminal((env, typed), tmp_path, monkeypatch, "--lang", lang)
    kept = next(i for i, said in enumerate(lines) if said.startswith(("Your game of Kalah",
                                                                      "Deine Partie Kalah")))
    assert lines.count(line) == 1 and lines.index(line) > kept


def test_a_game_with_every_move_taken_back_is_not_kept(data):
    """A play-tester took back both moves of an Oware game and quit: nothing was said to be
    kept, yet the menu then offered "Oware against the computer, level 1, move 1"."""
    store = Store.open()
    session = Console.local(REGISTRY.create("oware"),
                            [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang="en", seed=3)
    attach_store(session, store)
    session.handle_line("2")
    while session.computer_to_move():
        session.computer_move()
    assert store.latest_unfinished() is not None
    session.handle_line("undo")
    assert not session.history and store.latest_unfinished() is None
    session.handle_line("3")  # played again: kept again
    assert store.latest_unfinished() is not None


@pytest.mark.parametrize(("game_id", "lang", "unfinished", "question"), [
    ("doppelkopf", "de", "Doppelkopf gegen den Computer, Stufe 1, Stich 1 von 12",
     "Deine Partie Doppelkopf gegen den Computer, Stufe 1, bei Stich 1 von 12 fortsetzen? "
     "Tippe ja oder nein."),
    ("whist", "en", "Whist against the computer, level 1, trick 2 of 13",
     "Resume your game of Whist against the computer, level 1, trick 2 of 13? Type yes or no."),
    ("mau-mau", "de", "Mau-Mau gegen den Computer, Stufe 1",
     "Deine Partie Mau-Mau gegen den Computer, Stufe 1: fortsetzen? Tippe ja oder nein."),
    ("kalah", "en", "Kalah against the computer, level 1, move 2",
     "Resume your game of Kalah against the computer, level 1, move 2? Type yes or no."),
])
def test_an_unfinished_card_game_is_named_by_its_trick_not_a_move_number(
        data, game_id, lang, unfinished, question):
    """The start offered "Deine Partie Doppelkopf gegen den Computer, Stufe 2, bei Zug 2
    fortsetzen?": a card player counts tricks, and Mau Mau of one deal counts nothing."""
    from accessible_games.session.saving import describe_unfinished, resume_question
    from tests.consoles import seated

    store = Store.open()
    session = seated(game_id, lang)
    attach_store(session, store)
    session.handle_line(session.observation.legal_moves[0].notation)
    stored = store.latest_unfinished()
    assert stored is not None
    assert describe_unfinished(stored, lang) == unfinished
    assert resume_question(stored, lang) == question


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_tutorial_saves_by_name_lists_the_saves_and_keeps_nothing_on_quitting(data, lang):
    """A newcomer in the tutorial typed save, saves or stats and heard "Saving is not available
    just now."; the tutorial is still not autosaved (resumed, it came back as a plain game)."""
    from io import StringIO

    from accessible_games.frontends.terminal import LineIO, play
    from accessible_games.session.tutorial import Tutorial, tutorial_seats

    store = Store.open()
    game = REGISTRY.create("kalah")
    session = Console.local(game, tutorial_seats(game), lang=lang)
    session.tutorial = Tutorial(session)
    attach_store(session, store)
    cat = catalog(lang)
    out = StringIO()
    play(session, LineIO(StringIO("3\nsave first\nsaves\nstats\nquit\nyes\n"), out))
    said = out.getvalue()
    assert cat.text("store.none") not in said
    assert cat.text("store.save.done", name="first") in said
    assert cat.text("store.stats.none") in said
    assert [g.name for g in store.list(Kind.SAVED)] == ["first"]
    assert store.list(Kind.SAVED)[0].moves == ["3"]
    assert store.latest_unfinished() is None
    assert said.rstrip().endswith(cat.text("terminal.leave"))


@pytest.mark.parametrize(("lang", "unfinished"), [
    ("en", "Räuber und Gendarm (cops and robbers) against the computer, level 1, move 33"),
    ("de", "Räuber und Gendarm gegen den Computer, Stufe 1, Zug 33"),
])
def test_a_game_from_a_position_with_its_ply_count_is_named_by_its_own_move_number(
        data, lang, unfinished):
    """Loaded at ply 62 (Black's move 32), one move each: the saves called it "move 2"."""
    from accessible_games.session.saving import describe_unfinished

    store = Store.open()
    game = REGISTRY.create("raeuber-und-gendarm")
    session = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], lang=lang,
                            seed=3, state=game.parse_position(
                                "1B1W1B1B/B1B1B3/7B/8/1B6/8/8/W7 b 62 0"))
    attach_store(session, store)
    session.handle_line("h6-g7")
    while session.computer_to_move():
        session.computer_move()
    stored = store.latest_unfinished()
    assert stored is not None and describe_unfinished(stored, lang) == unfinished


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("save gomoku", "load gomoku")),
    ("de", ("speichern gomoku", "load gomoku")),
])
def test_load_opens_a_saved_game_as_open_does(data, lang, words):
    """A new player saved a Gomoku game and typed "load gomoku": "I cannot read "load
    gomoku". Type a square such as h8, or help for the commands." German had "laden" beside
    "öffnen"; English now has "load" beside "open", and each language's words work in the
    other's game."""
    save, load = words
    store = Store.open()
    session = Console.local(REGISTRY.create("gomoku"), [Seat(SeatKind.HUMAN)] * 2, lang=lang)
    attach_store(session, store)
    session.handle_line(save)
    said = [m.text for m in session.handle_line(load)]
    assert said == [catalog(lang).text("store.open.done", name="gomoku")], said
    assert session.switch_to is not None
