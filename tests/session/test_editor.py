"""The position editor: a position set up by commands is the position the engine reads from text."""

from __future__ import annotations

from accessible_games.engine import perft
from accessible_games.lineup import REGISTRY
from accessible_games.session.commands import Command, CommandKind
from accessible_games.session.console import Console, Seat, SeatKind
from accessible_games.storage.store import Kind, Store

HUMANS = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]


def run(session: Console, *lines: str) -> list[str]:
    out = []
    for line in lines:
        out += [m.text for m in session.handle_line(line)]
    return out


def test_checkers_position_by_editor_matches_the_text(tmp_path):
    s = Console.local(REGISTRY.create("checkers"), HUMANS)
    s.store = Store.open(tmp_path)
    run(s, "edit", "clear all", "go c3", "select", "select",      # black king on c3
        "go d4", "select", "select", "select",                     # white man on d4
        "go f6", "select", "select", "select",                     # white man on f6
        "go h2", "select",                                         # black man on h2
        "go b6", "select", "select", "select")                     # white man on b6
    text = s.editor.text()
    typed = REGISTRY.create("checkers").parse_position("B:WD4,F6,B6:BKC3,H2")
    assert perft(s.editor.check()[0], 3) == perft(typed, 3) > 0
    out = run(s, "save exercise one", "done")
    assert out == ['Exercise "exercise one" saved.', "Playing from the edited position."]
    new = s.switch_to
    assert new.state.to_text() == typed.to_text() and text
    assert s.store.find_saved("exercise one", Kind.EXERCISE).position == typed.to_text()
    # The king's capture over d4 and f6 is the one legal move, as in the typed position.
    assert [m.notation for m in new.state.legal_moves()] == ["c3xe5xg7"]


def test_impossible_positions_are_refused_with_the_reason():
    s = Console.local(REGISTRY.create("checkers"), HUMANS, lang="de")
    run(s, "edit", "go a1")
    for _ in range(12):
        s.handle_line("select")  # a1 cycles through every piece kind and back
    # A black man on White's back row would have been crowned: impossible.
    out = run(s, "leeren alles", "go b8", "select", "prüfen")
    assert out[-1].startswith("Diese Stellung ist nicht möglich: ")
    assert s.editor is not None
    assert run(s, "fertig")[-1].startswith("Diese Stellung ist nicht möglich")


def test_kalah_seeds_by_number_and_escape_leaves_unchanged():
    s = Console.local(REGISTRY.create("kalah"), HUMANS)
    before = s.state.to_text()
    run(s, "edit", "go 3", "9", "select")
    assert s.editor.text().startswith("4,4,10,4,4,4/0/")
    s.handle(Command(CommandKind.CANCEL))
    assert s.editor is None and s.state.to_text() == before


def test_reversi_editor_perft():
    s = Console.local(REGISTRY.create("reversi"), HUMANS)
    run(s, "edit", "clear all", "go d4", "select", "go e4", "select", "select",
        "go e5", "select", "go d5", "select", "select", "go f5", "select", "select")
    state, problem = s.editor.check()
    assert problem == ""
    board = ["-"] * 64
    for name, mark in (("d4", "X"), ("e4", "O"), ("e5", "X"), ("d5", "O"), ("f5", "O")):
        board[(int(name[1]) - 1) * 8 + ord(name[0]) - 97] = mark
    typed = REGISTRY.create("reversi").parse_position("".join(board) + " X")
    assert perft(state, 4) == perft(typed, 4)


def test_print_writes_braille_and_large_print(tmp_path):
    from accessible_games.tactile.printing import print_position

    s = Console.local(REGISTRY.create("kalah"), HUMANS)
    s.printer = lambda session: print_position(session, tmp_path)
    out = run(s, "print")
    assert out[0].startswith("Written: braille ")
    assert len(list(tmp_path.glob("*.brf"))) == 1
    assert list(tmp_path.glob("*.pdf"))[0].read_bytes().startswith(b"%PDF")


def test_side_goes_round_every_seat_and_keeps_the_seat_to_roll():
    """Fuzzing: "side" in the editor of four-seat Rakado, opened while the die was to be
    rolled, crashed (it flipped between two sides and reached no seat at all)."""
    game = REGISTRY.create("rakado-teams")
    state = game.new_state()
    state.seat = 2  # Yellow rolls next: the turn is the die's
    s = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, state=state)
    assert s.state.to_move < 0
    run(s, "edit")
    assert run(s, "check") == ["The position is possible. Yellow to roll."]
    assert run(s, "side", "side", "side", "side") == [
        "Red to move.", "White to move.", "Black to move.", "Yellow to move."]
    assert run(s, "done") == ["Playing from the edited position."]
    assert s.switch_to.state.seat == 2


def test_alles_leeren_empties_the_board_as_leeren_alles_does():
    """The German editor's help said "leeren alles"; "alles leeren", as a German says it, was
    not understood. Both orders empty the board, and the help names the natural one."""
    for typed in ("alles leeren", "leeren alles", "Alles leeren"):
        s = Console.local(REGISTRY.create("checkers"), HUMANS, lang="de")
        assert "alles leeren das ganze Brett" in run(s, "edit")[0]
        assert run(s, typed) == ["Das Brett ist leer."]


def test_side_says_the_turn_as_the_game_says_it():
    """Tablut's editor said "Swedes to move." and "Schweden ist am Zug." where the game says
    "The Swedes are to move." and "Die Schweden sind am Zug."."""
    for lang, expected in (("en", ["The Swedes are to move.", "The Muscovites are to move."]),
                           ("de", ["Die Schweden sind am Zug.", "Die Moskowiter sind am Zug."])):
        s = Console.local(REGISTRY.create("tablut"), HUMANS, lang=lang)
        run(s, "edit")
        assert run(s, "side", "side") == expected
