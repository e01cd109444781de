"""The braille message history: what stays on the display, what waits, and the reading keys."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from accessible_games.output.braille.display import (
    BLANK,
    MORE,
    NUMBER_SIGN,
    RecordingDisplay,
    window_starts,
)
from accessible_games.output.braille.messages import (
    HOLD_BASE_SECONDS,
    HOLD_SECONDS_PER_CELL,
    BrailleMessages,
    Hold,
)
from accessible_games.output.braille.region import BrailleKey, BrailleKeyKind, BrailleRegion
from accessible_games.output.braille.translator import BrailleTranslator


def region(text: str) -> BrailleRegion:
    """A region whose braille is the text itself made of cells (one cell per letter)."""
    cells = "".join(BLANK if c == " " else chr(0x2800 + (ord(c) % 63) + 1) for c in text)
    return BrailleRegion(cells, text, tuple(range(len(text))))


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def press(reader: BrailleMessages, kind: BrailleKeyKind) -> None:
    display = reader.display
    assert isinstance(display, RecordingDisplay)
    display.feed_key(BrailleKey(kind))
    key = display.read_key(0)
    assert key is not None
    assert reader.handle_key(key)


def test_opponent_move_stays_until_the_player_moves_on() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Black c3-d4"), own=True, held=False)
    reader.post(region("White h6-g5"), own=False, held=True)
    shown = reader.post(region("Black to move."), own=False, held=False)
    assert not shown
    assert display.region.text == "White h6-g5"  # not replaced by "Black to move."
    assert reader.waiting == 1
    # The player's own key is answered at once, before what still waits unread.
    reader.post(region("c1, black man"), own=True, held=False)
    assert display.region.text == "c1, black man"
    assert reader.texts() == ["Black c3-d4", "White h6-g5", "c1, black man", "Black to move."]


def test_a_message_that_is_not_held_is_replaced() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Black c3-d4"), own=True, held=False)
    assert reader.post(region("White to move."), own=False, held=False)
    assert display.region.text == "White to move."


def test_history_keys_previous_next_first_last() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    for text in ("one", "two", "three"):
        reader.post(region(text), own=True, held=False)
    press(reader, BrailleKeyKind.PREVIOUS_MESSAGE)
    assert display.region.text == "two"
    press(reader, BrailleKeyKind.FIRST_MESSAGE)
    assert display.region.text == "one"
    press(reader, BrailleKeyKind.PREVIOUS_MESSAGE)  # the edge: stays
    assert display.region.text == "one"
    press(reader, BrailleKeyKind.NEXT_MESSAGE)
    assert display.region.text == "two"
    press(reader, BrailleKeyKind.LAST_MESSAGE)
    assert display.region.text == "three"


def test_panning_past_the_end_reads_the_next_message_and_back() -> None:
    display = RecordingDisplay(10)
    reader = BrailleMessages(display)
    reader.post(region("White moved h6 to g5 now"), own=False, held=True)
    reader.post(region("Black to move."), own=False, held=False)
    windows = [display.line]
    for _ in range(3):
        press(reader, BrailleKeyKind.PAN_RIGHT)
        windows.append(display.line)
    assert display.region.text == "White moved h6 to g5 now"
    # Whole words; every window leaves a blank and the mark that a message waits unread.
    assert windows == [region(t).braille + BLANK * (9 - len(t)) + MORE
                       for t in ("White", "moved h6", "to g5", "now")]
    press(reader, BrailleKeyKind.PAN_RIGHT)
    assert display.region.text == "Black to move."
    press(reader, BrailleKeyKind.PAN_LEFT)  # back: the end of the previous message
    assert display.region.text == "White moved h6 to g5 now"
    # Everything was read: no mark, and the last window is whole again.
    assert display.line == region("to g5 now").braille + BLANK


def test_board_line_is_one_key_away() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.board = lambda: region("3 x x x")
    reader.post(region("White h6-g5"), own=False, held=True)
    press(reader, BrailleKeyKind.BOARD_LINE)
    assert display.region.text == "3 x x x" and reader.position is None
    press(reader, BrailleKeyKind.NEXT_MESSAGE)  # back to the newest message
    assert display.region.text == "White h6-g5"


def test_timed_hold_lasts_by_length_then_the_waiting_message_follows() -> None:
    clock = Clock()
    display = RecordingDisplay(40)
    reader = BrailleMessages(display, hold=Hold.TIMED, clock=clock)
    reader.post(region("White h6-g5"), own=False, held=True)
    reader.post(region("Black to move."), own=False, held=False)
    hold = HOLD_BASE_SECONDS + HOLD_SECONDS_PER_CELL * len("Whiteh6-g5")
    clock.now += hold - 0.1
    assert not reader.tick() and display.region.text == "White h6-g5"
    clock.now += 0.2
    assert reader.tick() and display.region.text == "Black to move."


def test_key_hold_never_moves_on_by_itself() -> None:
    clock = Clock()
    display = RecordingDisplay(40)
    reader = BrailleMessages(display, clock=clock)
    reader.post(region("Black wins."), own=False, held=True)
    reader.post(region("Game over."), own=False, held=False)
    clock.now += 3600
    assert not reader.tick() and display.region.text == "Black wins."


_WORDS = st.lists(st.text(alphabet="⠁⠃⠉⠙⠑", min_size=1, max_size=12), min_size=1, max_size=20)


@given(_WORDS, st.integers(min_value=12, max_value=40))
def test_windows_never_split_a_word_that_fits(words: list[str], width: int) -> None:
    braille = BLANK.join(words)
    starts = window_starts(braille, width)
    display = RecordingDisplay(width)
    display.show(BrailleRegion(braille))
    seen = [display.line]
    while display.pan_right():
        seen.append(display.line)
    assert len(seen) == len(starts)
    read = [w for line in seen for w in line.split(BLANK) if w]
    assert read == words  # every word whole (all fit: at most 12 cells), in order


def test_the_rest_of_an_answer_waits_behind_its_first_message() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Row 8: white men on b8"), own=True, held=False)
    for row in ("Row 7: white men on a7", "Row 6: empty"):
        assert not reader.post(region(row), own=False, held=False, follow_up=True)
    assert display.region.text == "Row 8: white men on b8" and reader.waiting == 2
    press(reader, BrailleKeyKind.NEXT_MESSAGE)
    assert display.region.text == "Row 7: white men on a7"


def test_the_opponents_move_does_not_jump_over_the_rest_of_the_players_answer() -> None:
    """A braille-only player heard nothing of their hand: the game's opening came with the hand
    dealt as the rest of one answer, and the first opponent's move, held, was shown at once
    over it. Now it waits behind the unread hand, in order."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Doppelkopf. You play North"), own=True, held=False)
    assert not reader.post(region("Cards dealt. Your hand: 12 cards"), own=False, held=True,
                           follow_up=True)
    assert not reader.post(region("East: healthy."), own=False, held=True)
    assert not reader.post(region("North, say healthy"), own=False, held=False)
    assert display.region.text == "Doppelkopf. You play North" and reader.waiting == 3
    said = []
    for _ in range(3):
        press(reader, BrailleKeyKind.NEXT_MESSAGE)
        said.append(display.region.text)
    assert said == ["Cards dealt. Your hand: 12 cards", "East: healthy.", "North, say healthy"]
    # Once everything was read, a new message shows at once again (not held: replaced).
    assert reader.post(region("South: healthy."), own=False, held=False)
    # The player's own key is answered at once whatever waits; the unread rest of an
    # earlier answer (a row of "board" left by pressing another key) is passed over: it
    # stays in the history, before the new answer.
    reader.post(region("Row 8"), own=True, held=False)
    reader.post(region("Row 7"), own=False, held=False, follow_up=True)
    reader.post(region("hint"), own=True, held=False)
    assert reader.texts()[-3:] == ["Row 8", "Row 7", "hint"] and reader.unread == 0
    assert reader.post(region("West: healthy."), own=False, held=False)


def a_private_hand_waiting() -> tuple[RecordingDisplay, BrailleMessages]:
    """A display after the game's opening, with the player's hand (private) waiting behind
    it."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Mau Mau."), own=True, held=False)
    reader.post(region("Your hand: king of clubs"), own=False, held=True, follow_up=True,
                private=True)
    return display, reader


def test_private_messages_are_forgotten_when_the_keyboard_passes_on() -> None:
    display, reader = a_private_hand_waiting()
    reader.post(region("Player 2 plays the nine"), own=False, held=True)
    reader.post(region("Pass to Player 1."), own=False, held=False)
    reader.forget_private()
    assert reader.texts() == ["Mau Mau.", "Player 2 plays the nine", "Pass to Player 1."]
    assert display.region.text == "Pass to Player 1."
    for _ in range(4):  # reading back finds nothing of the last person's hand
        press(reader, BrailleKeyKind.PREVIOUS_MESSAGE)
        assert "hand" not in display.region.text
    # A new message after the hand-over is shown at once.
    assert reader.post(region("Player 1, this is for you alone."), own=True, held=False)


def test_a_number_is_not_cut_off_from_the_word_before_it() -> None:
    """ "... erbeutet 4 aus Nordhaus" and then "1" alone: the window ends before the word
    the number belongs to."""
    braille = BLANK.join(["⠁" * 32, "⠃" * 6, NUMBER_SIGN + "⠁"])
    assert window_starts(braille, 40) == [0, 33]


def test_a_window_ends_after_a_sentence_or_a_phrase_where_it_can() -> None:
    text = "Black to move. Pieces: White 11, Black 15. Move 50."
    translation = BrailleTranslator(lang="en").translate(text)
    starts = window_starts(translation.braille, 40, text, translation.cell_to_char)
    assert [text[translation.cell_to_char[s]:][:6] for s in starts] == [
        "Black ", "Pieces", "Move 5"]


def test_a_bracket_starts_a_window_where_it_can() -> None:
    text = "Game over: Black wins (a piece reached the far row)."
    translation = BrailleTranslator(lang="en").translate(text)
    starts = window_starts(translation.braille, 40, text, translation.cell_to_char)
    assert [text[translation.cell_to_char[s]:][:7] for s in starts] == ["Game ov", "(a piec"]


def test_a_colon_ends_a_window_before_a_list_that_does_not_fit() -> None:
    text = "You roll 2, must capture: c1xe3 or g1xe3."
    translation = BrailleTranslator(lang="en", protect_notation=True).translate(text)
    starts = window_starts(translation.braille, 40, text, translation.cell_to_char)
    assert [text[translation.cell_to_char[s]:][:5] for s in starts] == ["You r", "c1xe3"]


def test_the_answer_to_the_players_key_does_not_jump_over_unread_messages() -> None:
    """A braille-only Kalah player typed "status" while the computer's move and the turn
    waited unread behind the rest of their own move: the answer was shown, and the waiting
    messages were passed over for good. Now the answer comes first and they follow it."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("South: house 3, 4 seeds."), own=True, held=False)
    reader.post(region("Last seed in your store: again"), own=False, held=True,
                follow_up=True)
    reader.post(region("North: house 1, 4 seeds."), own=False, held=True)
    reader.post(region("South, your turn."), own=False, held=False)
    assert reader.unread == 3
    reader.post(region("Stores: South 1, North 0."), own=True, held=False)
    reader.post(region("Houses: 4 4 0 5 5 5"), own=False, held=False, follow_up=True)
    assert display.region.text == "Stores: South 1, North 0."  # at once
    said = []
    for _ in range(5):
        press(reader, BrailleKeyKind.NEXT_MESSAGE)
        said.append(display.region.text)
    assert said == ["Houses: 4 4 0 5 5 5", "Last seed in your store: again",
                    "North: house 1, 4 seeds.", "South, your turn.", "South, your turn."]
    # The history is in the order the player met it.
    assert reader.texts() == ["South: house 3, 4 seeds.", "Stores: South 1, North 0.",
                              "Houses: 4 4 0 5 5 5", "Last seed in your store: again",
                              "North: house 1, 4 seeds.", "South, your turn."]


def test_panning_right_past_the_answer_reaches_what_waited() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("South: house 3."), own=True, held=False)
    reader.post(region("North: house 1."), own=False, held=True)
    reader.post(region("South, your turn."), own=False, held=False)
    reader.post(region("Stores: 1 and 0."), own=True, held=False)
    press(reader, BrailleKeyKind.PAN_RIGHT)
    assert display.region.text == "South, your turn."


def test_a_full_cell_after_a_blank_says_that_unread_messages_wait() -> None:
    display = RecordingDisplay(12)
    reader = BrailleMessages(display)
    reader.board = lambda: region("3 x x x")
    reader.post(region("White h6-g5"), own=False, held=True)
    assert not display.line.endswith(MORE)  # nothing waits
    reader.post(region("Black to move."), own=False, held=False)
    # The mark comes as soon as a message waits, on every window: "White h6-g5" (11 cells)
    # moves its last word to a window of its own to leave a blank before it. It was on the
    # last window only: reading "White" the player could not tell that a message waited.
    assert display.line == region("White").braille + BLANK * 6 + MORE
    assert display.region.text == "White h6-g5"  # the mark is no part of the text
    press(reader, BrailleKeyKind.PAN_RIGHT)
    assert display.line == region("h6-g5").braille + BLANK * 6 + MORE
    press(reader, BrailleKeyKind.PAN_LEFT)
    assert display.line == region("White").braille + BLANK * 6 + MORE
    press(reader, BrailleKeyKind.BOARD_LINE)  # the board line has no mark
    assert display.line == region("3 x x x").braille + BLANK * 5
    press(reader, BrailleKeyKind.NEXT_MESSAGE)  # back: on to the message that waits
    assert display.region.text == "Black to move." and MORE not in display.line
    assert reader.unread == 0


def test_the_mark_goes_when_the_waiting_messages_are_dropped_at_a_hand_over() -> None:
    display, reader = a_private_hand_waiting()
    assert display.line.endswith(BLANK + MORE)
    reader.forget_private()
    assert reader.texts() == ["Mau Mau."] and not display.line.endswith(MORE)


def test_from_the_board_line_a_history_key_goes_on_to_the_first_unread_message() -> None:
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.board = lambda: region("3 x x x")
    reader.post(region("White h6-g5"), own=False, held=True)
    reader.post(region("White wins."), own=False, held=True)
    reader.post(region("Game over."), own=False, held=False)
    press(reader, BrailleKeyKind.BOARD_LINE)
    press(reader, BrailleKeyKind.NEXT_MESSAGE)  # not the newest: that would jump over it
    assert display.region.text == "White wins." and reader.unread == 1
    press(reader, BrailleKeyKind.NEXT_MESSAGE)
    press(reader, BrailleKeyKind.BOARD_LINE)  # everything read: back to the newest
    press(reader, BrailleKeyKind.PREVIOUS_MESSAGE)
    assert display.region.text == "Game over."


def test_an_unread_turn_before_the_players_move_does_not_hold_back_the_reply() -> None:
    """The turn waited unread behind the opponent's held move, the player moved: their
    move is shown, and the opponent's reply is shown at once, not behind the old turn."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("White h6-g5"), own=False, held=True)
    reader.post(region("Black, your turn."), own=False, held=False)
    reader.post(region("Black c3-d4"), own=True, held=False)
    assert reader.unread == 1 and display.line.endswith(BLANK + MORE)
    assert reader.post(region("White g5-f4"), own=False, held=True)
    assert display.region.text == "White g5-f4" and reader.unread == 0
    # What the player had not read of their own answer still holds the reply back.
    reader.post(region("Black d4xf6"), own=True, held=False)
    reader.post(region("Black, again."), own=False, held=False, follow_up=True)
    assert not reader.post(region("White e7xg5"), own=False, held=True)


def test_an_unread_turn_before_a_held_message_still_waits_behind_it() -> None:
    """At a card table the turn passed over must not jump a play still unread: "Player 3
    plays the king" (held, unread) came before it, so both stay after the answer, in order."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Player 2 plays the nine"), own=False, held=True)
    reader.post(region("Player 3 plays the king"), own=False, held=True)
    reader.post(region("Your turn."), own=False, held=False, lapses=True)
    reader.post(region("a1, empty"), own=True, held=False)
    assert reader.texts() == ["Player 2 plays the nine", "a1, empty",
                              "Player 3 plays the king", "Your turn."]


def test_the_opponents_card_waits_while_the_players_own_card_has_windows_unread() -> None:
    """The player's card and the trick it won ran over several windows; the next card, held,
    was shown over the first ("Three of spades.") at once, and who won the trick was never
    read. It waits now, the mark saying so, until the player pans past the answer's end."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Three of spades. West wins the trick with the ace of spades. Tricks: "
                       "North and South 0, East and West 1."), own=True, held=False)
    assert not reader.post(region("West: eight of hearts."), own=False, held=True)
    assert display.window.startswith(region("Three of spades.").braille)
    assert display.window.endswith(BLANK + MORE)
    read = []
    while display.region.text != "West: eight of hearts.":
        read.append(display.window)
        press(reader, BrailleKeyKind.PAN_RIGHT)
    assert len(read) == 4  # every window of the answer, then the card that waited
    # A short answer, read whole at once, lets the opponent's card follow at once as before.
    reader.post(region("Queen of spades."), own=True, held=False)
    assert reader.post(region("East: ace of hearts."), own=False, held=True)


def test_a_timed_hold_keeps_an_answer_with_windows_unread_for_its_length() -> None:
    clock = Clock()
    display = RecordingDisplay(40)
    reader = BrailleMessages(display, hold=Hold.TIMED, clock=clock)
    answer = region("Three of spades. West wins the trick with the ace of spades.")
    reader.post(answer, own=True, held=False)
    assert not reader.post(region("West: eight of hearts."), own=False, held=True)
    assert not reader.tick()
    clock.now += reader.hold_seconds(reader.entries[0]) + 0.1
    assert reader.tick()
    assert display.region.text == "West: eight of hearts."


def test_the_result_after_the_computers_last_move_is_one_pan_on() -> None:
    """The braille-only whole game (tests/frontends/test_brltty_braille_only.py) read "White
    f6xh4", then "Again: rematch; ..."; the history stops at the result in between: one pan
    past the move shows it, the next the line after it."""
    display = RecordingDisplay(40)
    reader = BrailleMessages(display)
    reader.post(region("Black b6-a5"), own=True, held=False)
    for text, held in (("White f6xh4", True), ("White wins: you have no pieces left.", True),
                       ("Again: rematch; another game: new; or quit.", False)):
        reader.post(region(text), own=False, held=held)
    read = [display.region.text]
    for _ in range(2):
        press(reader, BrailleKeyKind.PAN_RIGHT)
        read.append(display.region.text)
    assert read == ["White f6xh4", "White wins: you have no pieces left.",
                    "Again: rematch; another game: new; or quit."]


_POST = st.tuples(st.just("post"), st.booleans(), st.booleans(), st.booleans(), st.booleans(),
                  st.booleans())
_READ_ON = st.tuples(st.just("key"), st.sampled_from([
    BrailleKeyKind.PAN_RIGHT, BrailleKeyKind.NEXT_MESSAGE, BrailleKeyKind.PAN_LEFT,
    BrailleKeyKind.PREVIOUS_MESSAGE, BrailleKeyKind.BOARD_LINE]))
_WAIT = st.tuples(st.just("wait"), st.floats(min_value=0, max_value=20))


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.one_of(_POST, _READ_ON, _WAIT), max_size=25), st.sampled_from(list(Hold)))
def test_a_held_message_never_shown_is_never_passed_over(steps: list[tuple], hold: Hold
                                                         ) -> None:
    """Whatever order the messages (the player's answers and their rest, the opponent's
    moves, the result, the turn) and the reading keys come in, the display never stands
    after a held message it has not shown yet: reading on stops at it. (Only "last
    message" jumps, on purpose, and a hand-over drops what was for the last person.)"""
    clock = Clock()
    display = RecordingDisplay(12)
    reader = BrailleMessages(display, hold=hold, clock=clock)
    reader.board = lambda: region("3 x x x")
    shown: set[int] = set()
    for step in steps:
        if step[0] == "post":
            _, own, held, follow_up, lapses, long = step
            words = f"m{reader.posted}" + (" and more words" if long else "")
            reader.post(region(words), own=own, held=held, follow_up=follow_up and not own,
                        lapses=lapses)
        elif step[0] == "wait":
            clock.now += step[1]
            reader.tick()
        else:
            press(reader, step[1])
        if reader.current is not None:
            shown.add(reader.current.number)
            passed = [e.region.text for e in reader.entries[:reader.position]
                      if e.held and e.number not in shown]
            assert not passed, (passed, reader.texts(), steps)
