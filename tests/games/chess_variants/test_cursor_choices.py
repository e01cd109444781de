"""Mad Mate by the cursor alone: a pawn's promotion and a piece from the reserve are chosen in
the choices zone, as no square of the board names them."""

from __future__ import annotations

from accessible_games.lineup import REGISTRY
from accessible_games.session.console import Console, Seat, SeatKind


def _console(lang: str) -> Console:
    """White to move with a pawn on b7 and a knight and a queen in reserve; two people."""
    game = REGISTRY.create("mad-mate")
    state = game.parse_position("r3k3/1P6/8/8/8/8/8/4K3[NQ] w - - 0 1")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang, state=state)
    console.opening()
    return console


def _say(console: Console, *lines: str) -> list[str]:
    said: list[str] = []
    for line in lines:
        said += [m.text for m in console.handle_line(line)]
    return said


def test_promotion_is_chosen_in_the_choices_zone():
    console = _console("en")
    said = _say(console, "go b7", "select", "go b8", "select")
    assert said[-2:] == ["b8. Now choose queen, rook, bishop, or knight.", "queen, 1 of 4."]
    assert _say(console, "right", "right", "right") == [
        "rook, 2 of 4.", "bishop, 3 of 4.", "knight, 4 of 4."]
    assert _say(console, "select")[0] == (
        "White moves the pawn from b7 to b8. The pawn becomes a knight.")


def test_promotion_named_by_typing_while_the_choices_wait():
    console = _console("de")
    said = _say(console, "gehe b7", "wählen", "gehe b8", "wählen")
    assert said[-2] == "b8. Wähle jetzt Dame, Turm, Läufer oder Springer."
    assert _say(console, "turm")[0] == (
        "Weiß zieht den Bauern von b7 nach b8. Der Bauer wird zum Turm. Schach.")


def test_a_piece_from_the_reserve_is_chosen_then_put_on_a_square():
    console = _console("en")
    said = _say(console, "go e5", "zone")
    assert said == ["e5, empty.", "Choices.", "knight from the reserve, 1 of 2."]
    # The cursor stays on e5, a square the piece may go to, and the count of squares is said
    # rather than sixty names.
    assert _say(console, "right", "select") == [
        "queen from the reserve, 2 of 2.",
        "Queen from the reserve: on the board, choose one of 60 squares. The cursor is on e5."]
    assert _say(console, "select")[0] == "White drops the queen on e5. Check."


def test_a_piece_from_the_reserve_in_german():
    console = _console("de")
    assert _say(console, "gehe d4", "bereich", "wählen") == [
        "d4, leer.", "Auswahl.", "Springer aus der Reserve, 1 von 2.",
        "Springer aus der Reserve: wähle auf dem Brett eines von 60 Feldern. Der Cursor steht "
        "auf d4."]
    assert _say(console, "wählen")[0] == "Weiß setzt den Springer auf d4 ein."


def test_select_on_an_empty_square_tells_how_to_drop_there():
    """Enter on an empty square said only "There is no piece on e5." while a piece in the
    reserve could go there: the player is told the way, by the choices or typed."""
    console = _console("en")
    assert _say(console, "go e5", "select")[-1] == (
        "There is no piece on e5. To drop one from your reserve there, choose it among the "
        "choices (F6, or type zone), or type Q@e5.")
    game = REGISTRY.create("mad-mate")
    state = game.parse_position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1")
    german = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang="de", state=state)
    # A pawn's drop is offered as "@e5": a German "B@e5" would be read as a bishop.
    assert _say(german, "gehe e5", "wählen")[-1] == (
        "Auf e5 steht keine Figur. Um eine aus deiner Reserve dort einzusetzen, wähle sie in "
        "der Auswahl (F6, oder tippe bereich) oder tippe @e5.")


def test_a_refused_square_after_two_keeps_the_two_and_says_so():
    """With b7 and b8 chosen, c8 was refused with the pawn's moves alone, the selection kept
    unsaid; moving to c8 while the choices waited and pressing Enter made a queen."""
    console = _console("en")
    _say(console, "go b7", "select", "go b8", "select")
    assert _say(console, "go c8", "select")[-1] == (
        "Still selected: b7 and b8; next queen, rook, bishop, or knight.")
    assert _say(console, "where") == ["c8, empty. Selected: b7 and b8."]


def test_the_last_square_again_takes_it_back_the_start_again_drops_all():
    console = _console("de")
    _say(console, "gehe b7", "wählen", "gehe b8", "wählen")
    # The choices zone waits on the queen; going to b8 is back on the board.
    assert _say(console, "gehe b8", "wählen") == [
        "b8, leer.", "b8 zurückgenommen.", "Noch ausgewählt: b7; als Nächstes b8 oder a8."]
    _say(console, "wählen")
    assert _say(console, "gehe b7", "wählen") == ["b7, weißer Bauer.", "Auswahl aufgehoben."]


def test_a_pawns_promotions_on_one_square_are_said_once():
    """The pawn's list said "pawn from b7 to b8, becoming a queen; pawn from b7 to b8,
    becoming a rook; ..." eight times over."""
    assert _say(_console("en"), "go b7", "select")[-1] == (
        "b7 selected: pawn to b8, becoming a queen, rook, bishop, or knight; or pawn takes "
        "the rook on a8, becoming a queen, rook, bishop, or knight.")
    assert _say(_console("de"), "gehe b7", "wählen")[-1] == (
        "b7 ausgewählt: Bauer nach b8, Umwandlung in Dame, Turm, Läufer oder Springer; "
        "oder Bauer schlägt den Turm auf a8, Umwandlung in Dame, Turm, Läufer oder Springer.")


def test_a_piece_from_the_reserve_is_brailled_with_the_count_of_squares():
    """'Bishop from the reserve: on the board, choose one of 34 squares. The cursor is on
    b1.' took 89 cells on the braille line; speech keeps the sentence."""
    for lang, typed, shown in (
            ("en", ("go e5", "zone", "right", "select"),
             "Queen from the reserve: 60 squares; cursor on e5."),
            ("de", ("gehe d4", "bereich", "wählen"),
             "Springer aus der Reserve: 60 Felder; Cursor auf d4.")):
        console = _console(lang)
        for line in typed[:-1]:
            console.handle_line(line)
        chosen, = console.handle_line(typed[-1])
        assert chosen.short == shown
        assert "60" in chosen.text and chosen.text != shown
