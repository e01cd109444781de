"""The hand zone and the card questions at the table, and a hot seat played by keys.

The cursor keeps its card through other players' moves and rests on the neighbour when its
card leaves the hand; a refused card stays in the hand with the engine's reason; the answers
read only the viewer's own observation; three people and the computer play a whole Mau Mau
game at one keyboard with the privacy hand-over, and nobody hears another person's cards.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from accessible_games.engine.events import Private
from accessible_games.games.cards.events import CardDealt
from accessible_games.games.cards.mau_mau.game import MauMauGame
from accessible_games.games.cards.whist.game import PlayCard, WhistGame
from accessible_games.lineup import REGISTRY
from accessible_games.narration.message import MessageKind
from accessible_games.session.board_commands import ZoneKind
from accessible_games.session.commands import Command
from accessible_games.session.console import Console
from accessible_games.session.hotseat import HotSeat
from accessible_games.session.table import Seat, SeatKind, Table
from tests.braille_cells import windows
from tests.consoles import seated
from tests.games.cards.table_play import (
    K,
    against_beginners,
    play_hot_seat,
    play_turn_by_keys,
)

HUMAN, COMPUTER = Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)


def whist_table(seed: int = 3, lang: str = "en") -> tuple[Table, dict[int, Console]]:
    table = Table(WhistGame(), [HUMAN] * 4, seed=seed)
    consoles = {seat: Console(table, seat, lang) for seat in range(4)}
    for console in consoles.values():
        console.opening()
    return table, consoles


def test_a_card_game_starts_in_the_hand_and_f6_cycles_hand_table_hand():
    table, consoles = whist_table()
    me = consoles[0]
    assert me.zone is ZoneKind.HAND
    assert me.handle(Command(K.ZONE))[0].text.startswith("Table, North, 13 cards")
    assert me.zone is ZoneKind.BOARD
    answer = me.handle(Command(K.ZONE))
    assert answer[0].text == "Your hand." and me.zone is ZoneKind.HAND
    assert answer[1].kind is MessageKind.CURSOR


def test_where_in_the_hand_names_the_card_under_the_cursor():
    """In the hand, where says the cursor's card as moving onto it does ("the king of
    hearts, card 2 of 13"); on the table it says the seat (it said the seat in the hand too)."""
    table, consoles = whist_table()
    me = consoles[0]
    moved = me.handle(Command(K.RIGHT))[0].text
    assert me.handle(Command(K.WHERE))[0].text == moved
    assert re.fullmatch(r"[A-Z][a-z ]+ of [a-z]+, (playable, )?card 2 of 13\.", moved), moved
    me.handle(Command(K.ZONE))
    assert me.handle(Command(K.WHERE))[0].text.startswith("North, 13 cards")


def test_the_cursor_keeps_its_card_through_other_players_moves():
    table, consoles = whist_table()
    me = consoles[2]  # South plays third
    me.handle(Command(K.ROW_END))
    card = me.hand_card
    while table.to_move() != 2:
        play_turn_by_keys(consoles[table.to_move()])
    assert me.hand_card == card and me.hand()[me.hand_index() or 0] == card


def test_after_a_card_leaves_the_hand_the_cursor_rests_on_its_neighbour():
    table, consoles = whist_table()
    me = consoles[table.to_move()]
    legal = [m for m in me.observation.legal_moves if isinstance(m, PlayCard)]
    hand = me.hand()
    index = hand.index(legal[0].card)
    me.handle(Command(K.MOVE, str(index + 1)))  # the number typed alone plays that card
    assert legal[0].card not in me.hand()
    neighbour = hand[index + 1] if index + 1 < len(hand) else hand[index - 1]
    assert me.hand()[me.hand_index() or 0] == neighbour
    assert me.handle(Command(K.RIGHT))[0].kind in (MessageKind.CURSOR, MessageKind.EDGE)


def test_a_refused_card_stays_in_the_hand_with_the_reason():
    table, consoles = whist_table()
    play_turn_by_keys(consoles[table.to_move()])  # a suit is led
    me = consoles[table.to_move()]
    playable = set(me.playable())
    refused = next((c for c in me.hand() if c not in playable), None)
    assert refused is not None, "seed 3: the second player cannot play every card"
    me.hand_pos, me.hand_card = me.hand().index(refused), refused
    answer = me.handle(Command(K.SELECT))
    assert answer[0].kind is MessageKind.ILLEGAL
    assert answer[0].text.startswith("You must follow suit")
    assert refused in me.hand() and me.hand_card == refused
    assert me.handle(Command(K.WHY))[0].text == answer[0].text


@pytest.mark.parametrize(("lang", "said", "brief"), [
    ("en", "{card}, cannot be played, card {index} of {count}.", "{card}, cannot be played"),
    ("de", "{card}, nicht spielbar, Karte {index} von {count}.", "{card}, nicht spielbar"),
])
def test_the_cursor_says_a_card_that_cannot_be_played(lang, said, brief):
    """Play-testing Whist: with spades to follow, the cursor said "Nine of clubs, card 2 of
    11." and "playable" on the spades only: the clubs are now said not to be playable, on the
    braille line too; a player whose turn it is not hears the card alone, as before."""
    table, consoles = whist_table(lang=lang)
    play_turn_by_keys(consoles[table.to_move()])  # a suit is led
    me = consoles[table.to_move()]
    hand, playable = me.hand(), set(me.playable())
    refused = next(c for c in hand if c not in playable)
    me.hand_pos, me.hand_card = hand.index(refused), refused
    answer = me.handle(Command(K.WHERE))[0]
    name = me.card_name(refused)
    assert answer.text == said.format(card=name[0].upper() + name[1:],
                                      index=hand.index(refused) + 1, count=len(hand))
    assert answer.brief == brief.format(card=name)
    waiting = consoles[(table.to_move() + 1) % 4].handle(Command(K.WHERE))[0].text
    assert not any(word in waiting for word in ("played", "spielbar")), waiting


def test_the_answers_read_only_the_viewers_own_hand():
    table, consoles = whist_table()
    counts = {seat: c.handle(Command(K.HAND))[0].text for seat, c in consoles.items()}
    assert len(set(counts.values())) > 1  # four different hands
    names = consoles[0].describer.names
    for seat in (1, 2, 3):
        others = {names.card(c) for c in table.state.hands[seat]}
        said = " ".join(m.text for kind in (K.HAND, K.TRICK, K.VOIDS, K.SINCE, K.BOARD,
                                             K.SCORE, K.LAST_TRICK)
                        for m in consoles[0].handle(Command(kind)))
        assert not any(re.search(rf"\b{re.escape(name)}\b", said) for name in others)


def test_card_questions_in_a_board_game_say_so():
    s = Console.local(REGISTRY.create("checkers"), [HUMAN, HUMAN])
    for kind in (K.HAND, K.TRICK, K.LAST_TRICK, K.VOIDS, K.NEXT_SUIT, K.PLAYABLE):
        assert [m.text for m in s.handle(Command(kind))] == ["This game has no cards."]


@pytest.mark.parametrize(("game_id", "lang", "typed", "said"), [
    ("reversi", "en", "score", "Black 2, White 2, 60 squares empty."),
    ("reversi", "de", "punkte", "Schwarz 2, Weiß 2, 60 Felder leer."),
    ("kalah", "en", "score",
     "Stores: South 0, North 0. In the houses: South 24, North 24. Nobody leads."),
    ("kalah", "de", "punktestand",
     "Speicher: Süd 0, Nord 0. In den Häusern: Süd 24, Nord 24. Gleichstand."),
    ("checkers", "en", "score", "Black: 12 men, no kings. White: 12 men, no kings."),
    ("maharadscha", "en", "score",
     "White: only the maharajah. Black: 16 pieces: the king, one queen, 2 rooks, 2 bishops, "
     "2 knights, and 8 pawns."),
    ("maharadscha", "de", "punkte",
     "Weiß: nur der Maharadscha. Schwarz: 16 Figuren: der König, eine Dame, 2 Türme, "
     "2 Läufer, 2 Springer und 8 Bauern."),
])
def test_score_in_a_board_game_tells_the_standing(game_id, lang, typed, said):
    """A Reversi player asking "score" heard "This game has no cards.": in a board game the
    score is the standing (discs and empty squares, stores, pieces). Maharadscha said it
    kept no score ("...; status says whose turn it is, and pieces lists the pieces.")."""
    s = Console.local(REGISTRY.create(game_id), [HUMAN, HUMAN], lang=lang)
    assert [m.text for m in s.handle_line(typed)] == [said]


def test_draw_draws_a_card_in_mau_mau_and_offers_nothing():
    table = Table(MauMauGame(), [HUMAN] + [COMPUTER] * 3, seed=4)
    me = Console(table, 0)
    me.opening()
    while not me.observation.is_my_turn:
        me.computer_move()
    before = len(me.hand())
    answer = me.handle_line("draw")
    assert me.confirming is None
    if any(m.kind is MessageKind.ILLEGAL for m in answer):  # a card fits: drawing is refused
        assert me.playable()
    else:
        assert len(me.hand()) > before or me.is_over


@pytest.mark.parametrize(("game", "lang", "typed", "expected"), [
    ("mau-mau", "en", "offer draw", "In Mau Mau no draw can be agreed: the game ends as its rules "
                                    "say. To stop playing, type quit."),
    ("whist", "en", "draw", "In Whist no draw can be agreed: the game ends as its rules say. To "
                            "stop playing, type quit."),
    ("mau-mau", "de", "remis", "Bei Mau-Mau kann man kein Remis vereinbaren: Die Partie endet, "
                               "wie die Regeln es sagen. Um aufzuhören, tippe ende."),
    ("dog", "de", "remis anbieten", "Bei Dog kann man kein Remis vereinbaren: Die Partie endet, "
                                    "wie die Regeln es sagen. Um aufzuhören, tippe ende."),
])
def test_nobody_offers_a_draw_at_a_card_table(game, lang, typed, expected):
    s = Console.local(REGISTRY.create(game), [HUMAN] + [COMPUTER] * 3, lang=lang, viewer=0)
    s.opening()
    answers = [s.handle_line(typed), s.handle(Command(K.DRAW))]  # typed, and Control and D
    assert [[m.text for m in answer] for answer in answers] == [[expected]] * 2
    assert s.confirming is None and not s.is_over
    game_line = next(m.text for m in s.handle_line("help" if lang == "en" else "hilfe")
                     if m.text.startswith(("The game:", "Die Partie:")))
    assert "draw" not in game_line and "remis" not in game_line


def test_three_people_and_the_computer_play_mau_mau_by_keys_at_one_keyboard():
    table = Table(MauMauGame(), [HUMAN, HUMAN, COMPUTER, HUMAN], seed=9)
    hot = HotSeat(table)
    heard, handovers = play_hot_seat(hot, play_turn_by_keys, 2000)
    assert table.is_over and handovers > 10
    # The person at the keyboard is told their own turn as theirs, never "Player 2 to move."
    names = {seat: hot.public.describer.player(seat) for seat in range(4)}
    assert not [(p, t) for p, t in heard if p is not None and t == f"{names[p]} to move."]
    # "Player 2, this is for you alone." and then "Your turn. After you, Player 3 plays.": the
    # name is not said twice in a row.
    assert sum(t.startswith("Your turn.") for _, t in heard) >= handovers
    # Each person taking the keyboard hears their hand and then what it is played onto.
    taken = [i for i, (_, text) in enumerate(heard) if text.endswith("this is for you alone.")]
    assert len(taken) == handovers
    for i in taken:
        if heard[i + 1][1].startswith("Your hand:"):
            assert heard[i + 2][1].startswith("On the pile:"), heard[i:i + 3]
            # The turn that follows does not say the pile again (Console.turn_reminder is
            # for the turn after moves, not after the table was just read).
            assert re.search(r"^Your turn\. After you, Player \d plays\.$",
                             heard[i + 3][1]), heard[i:i + 4]
    gets = re.compile(r"^(Player \d gets|You get|You draw) ")
    told = 0
    for person, text in heard:
        found = gets.match(text)
        if found and not re.match(r"You draw \d", text):  # a card named, to its receiver alone
            told += 1
            assert found.group(1) != "Player", (person, text)  # told to them, as "you"
            assert person is not None  # play_hot_seat: its audience is that person alone
    assert told >= 10
    # A person's own draw is told them once, in their own words ("You draw the ..."), not
    # after the table's line of it ("Player 2 draws 2 cards.") as well.
    drawn = [i for i, (_, text) in enumerate(heard) if text.startswith("You draw the ")]
    assert drawn
    for i in drawn:
        assert not heard[i - 1][1].startswith(f"{names[heard[i][0]]} draws "), \
            heard[i - 1:i + 1]
    # Every dealt card of a person was told to that person, and to nobody else.
    for turn in table.history:
        for event in turn.events:
            if isinstance(event, Private) and isinstance(event.event, CardDealt):
                assert event.audience == frozenset({event.event.seat})


def test_with_no_card_to_play_the_playable_key_says_what_to_do_instead():
    """N with nothing playable says so and names the other moves: drawing in Mau Mau, folding
    in Dog (a marble-less hand of twos cannot move), in both languages."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    said = {}
    for lang in ("en", "de"):
        game = REGISTRY.create("mau-mau")
        console = Console.local(game, [HUMAN, COMPUTER, COMPUTER, COMPUTER], lang=lang, seed=0)
        console.opening()
        for _ in range(60):
            while console.computer_to_move() and not console.is_over:
                console.computer_move()
            assert not console.is_over
            if not console.playable():
                break
            console.handle_line(console.observation.legal_moves[0].notation)
        said[lang, "mau-mau"] = console.handle(Command(K.PLAYABLE))[0].text
        dog = DogGame()
        state = arrange(dog, {}, {0: ["2c", "2d"], 1: ["3c"], 2: ["3d"], 3: ["3h"]})
        console = Console.local(dog, [HUMAN] * 4, lang=lang, seed=0, state=state)
        console.opening()
        said[lang, "dog"] = console.handle(Command(K.PLAYABLE))[-1].text
    assert said == {
        ("en", "mau-mau"): "No card in your hand can be played now; what you can do: draw.",
        ("de", "mau-mau"): "Keine Karte deines Blatts kann jetzt gespielt werden; möglich "
                           "ist: ziehen.",
        ("en", "dog"): "No card in your hand can be played now; what you can do: show the hand "
                       "and sit out.",
        ("de", "dog"): "Keine Karte deines Blatts kann jetzt gespielt werden; möglich ist: "
                       "Karten zeigen und aussetzen.",
    }


MANY_MOVES = {
    # Two jacks (four wishes each) and five fitting cards: 13 moves, 7 cards.
    "en": ("You can play the jack of clubs wishing any suit, the seven of diamonds, the eight "
           "of diamonds, the ten of diamonds, the jack of diamonds wishing any suit, the ace of "
           "diamonds, or the nine of spades.",
           "moves jd", "Jack of diamonds, one move: the jack of diamonds wishing any suit.",
           "moves 3", "Seven of diamonds, one move: the seven of diamonds.",
           "moves queen of hearts", "You do not hold the queen of hearts.",
           "moves nonsense", "\"nonsense\" is not a card of your hand; you hold 9 cards."),
    "de": ("Du kannst Kreuz-Bube mit beliebigem Wunsch, Karo-Sieben, Karo-Acht, Karo-Zehn, "
           "Karo-Bube mit beliebigem Wunsch, Karo-Ass oder Pik-Neun spielen.",
           "züge karo bube", "Karo-Bube, ein Zug: Karo-Bube mit beliebigem Wunsch.", "züge 3",
           "Karo-Sieben, ein Zug: Karo-Sieben.", "züge herz dame",
           "Herz-Dame hast du nicht auf der Hand.", "züge unsinn",
           "„unsinn“ ist keine Karte deines Blatts; du hast 9 Karten."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_many_moves_at_a_card_table_are_named_by_card(lang):
    """Thirteen moves at a card table used to be only counted, with the board's advice to ask
    a square ("züge e4"), and "moves" with a card was "not a square on this board". Now the
    cards are named once each (a jack once, with any wish), and "moves" with a card (or its
    number) lists its moves."""
    from tests.games.cards.test_mau_mau import position

    state = position(["7c jc 7d 8d 10d jd ad 9s kh", "8c", "9c"], "9d")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    (whole, *asked) = MANY_MOVES[lang]
    assert len(me.observation.legal_moves) == 13
    # Words once; the braille line goes on in lines of two windows with nothing to say.
    assert [m.text for m in me.handle_line("moves" if lang == "en" else "züge")
            if m.text] == [whole]
    for typed, said in zip(asked[::2], asked[1::2]):
        assert [m.text for m in me.handle_line(typed)] == [said], typed
    unplayable = "moves 1" if lang == "en" else "züge 1"  # the seven of clubs
    # with the game's reason why, as playing it would say
    # (the card once: "Kreuz-Sieben kannst du jetzt nicht spielen. Kreuz-Sieben passt nicht
    # auf Karo-Neun: ..." named it twice in a row)
    assert me.handle_line(unplayable)[0].text in (
        "The seven of clubs does not fit on the nine of diamonds: only diamonds, another nine "
        "or a jack fits.",
        "Kreuz-Sieben passt nicht auf Karo-Neun: Es passt nur Karo, Neun oder Bube.")


@pytest.mark.parametrize(("lang", "seven", "ten", "ace", "spades", "asked", "none"), [
    ("en", "seven", "zehn", "ass", "spades",
     "Which card: the ten of diamonds, the ten of hearts, or the ten of spades?",
     "You hold no ace."),
    ("de", "sieben", "ten", "ace", "pik",
     "Welche Karte: Karo-Zehn, Herz-Zehn oder Pik-Zehn?", "Du hast kein Ass auf der Hand."),
])
def test_a_rank_or_suit_typed_alone_plays_the_one_card_or_asks_which(
        lang, seven, ten, ace, spades, asked, none):
    """At the table a player says "the seven"; typed alone, a rank or a suit plays the one
    card of the hand it fits, asks which when several do, and says so when none does."""
    whist = Console.local(WhistGame(), [HUMAN] * 4, lang=lang, seed=3)
    whist.opening()
    question = whist.handle_line(ten)
    assert [(m.text, m.kind) for m in question] == [(asked, MessageKind.INFO)]  # no error sound
    refusal = whist.handle_line(ace)
    assert [(m.text, m.kind) for m in refusal] == [(none, MessageKind.ILLEGAL)]
    made = len(whist.table.history)
    assert whist.handle_line(spades)[0].text.startswith(asked.split(":")[0])
    assert len(whist.table.history) == made  # four spades: nothing played
    mau = Console.local(MauMauGame(), [HUMAN] * 4, lang=lang, seed=3)
    mau.opening()
    seat = mau.viewer  # the console follows the turn at a shared keyboard
    seven_of_diamonds = next(c for c in mau.hand() if mau.card_name(c) in (
        "seven of diamonds", "Karo-Sieben"))
    mau.handle_line(seven)  # the only seven, and it fits on the ace of diamonds
    last = mau.table.history[-1]
    assert last.mover == seat and last.move.parts[0].value == seven_of_diamonds


@pytest.mark.parametrize(("lang", "jack", "asked", "typed"), [
    ("en", "jd", "The jack of diamonds: which suit do you wish for? Type it, or choose with left "
                 "and right and take it with Enter.", ("spa", "herz")),
    ("de", "karo bube", "Karo-Bube: Welche Farbe wünschst du dir? Tippe sie, oder wähle mit "
                        "links und rechts und nimm sie mit Eingabe.", ("pi", "hearts")),
])
def test_the_wished_suit_can_be_typed_after_the_jack(lang, jack, asked, typed):
    """At the jack's question a player types the suit ("karo") as it is said. It used to be
    read as a card word and asked "which card: the nine or the ace of diamonds?"."""
    from tests.games.cards.test_mau_mau import position

    for word, wished in zip(typed, ("spades", "hearts"), strict=True):
        state = position(["7c jd 9d ad kh", "8c 8h", "9c 9h"], "9s")
        table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
        me = Console(table, 0, lang=lang)
        said = me.handle_line(jack)
        assert said[0].text == asked
        me.handle_line(word)  # a prefix of the suit's name, or a suit in the other language
        played = table.history[-1]
        assert played.mover == 0 and me.describer.names.suit(played.move.wish) in (
            wished, {"spades": "Pik", "hearts": "Herz"}[wished])


@pytest.mark.parametrize(("lang", "jack", "typed", "said"), [
    ("en", "jd", "haerts", "Did you mean hearts?"),
    ("de", "karo bube", "hezr", "Meintest du herz?"),
])
def test_a_wished_suit_with_a_slip_of_the_keys_is_named_not_chosen(lang, jack, typed, said):
    """At the jack's question "hezr" was answered with how to type a card."""
    from tests.games.cards.test_mau_mau import position

    state = position(["7c jd 9d ad kh", "8c 8h", "9c 9h"], "9s")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    me.handle_line(jack)
    assert [m.text for m in me.handle_line(typed)] == [said]
    assert not table.history  # the jack still waits for its suit


def _whist(lang: str) -> Console:
    """Whist for four people at one keyboard, seed 5: East leads holding clubs five, eight,
    jack, king, ace; diamonds five, nine; hearts two, three, six, ace; spades five, ten."""
    console = Console.local(WhistGame(), [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=5)
    console.opening()
    return console


SHORT_NAMES = {
    "en": ("kd", "You do not hold the king of diamonds; any card of your hand may be played: "
                 "type hand to hear it.",
           "five", "Which card: the five of clubs, the five of diamonds, or the five of spades?",
           "clubs", "East plays the five of clubs."),
    "de": ("kd", "„kd“ kann Kreuz-Dame, Karo-Dame oder Karo-König heißen; davon hast du keine.",
           "fünf", "Welche Karte: Kreuz-Fünf, Karo-Fünf oder Pik-Fünf?",
           "kreuz", "Ost spielt Kreuz-Fünf."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_short_name_is_read_in_the_player_s_language_and_a_question_is_answered(lang):
    """Play-testers found that German "kd" silently meant the king of diamonds (a German
    player means Kreuz-Dame or Karo-Dame), and that "clubs" after "Which card: ...?" asked
    again about every club instead of answering. English keeps "kd" as the king of
    diamonds; a word after the question picks among the cards it named."""
    kd, kd_said, rank, asked, answer, played = SHORT_NAMES[lang]
    console = _whist(lang)
    assert [m.text for m in console.handle_line(kd)] == [kd_said]
    assert [m.text for m in console.handle_line(rank)] == [asked]
    assert console.handle_line(answer)[0].text == played


def test_german_shorthand_with_one_reading_held_names_it_and_does_not_play_it():
    """"ka" may be Kreuz-Ass or Karo-Ass; East holds only the Kreuz-Ass. Played at once it
    could be the wrong card (and a card cannot be taken back), so the answer names the held
    one; "kreuz" or its name then plays it. "q" alone is the queen, as "dame" is."""
    console = _whist("de")
    assert [m.text for m in console.handle_line("ka")] == [
        "„ka“ kann Kreuz-Ass oder Karo-Ass heißen. Du hast Kreuz-Ass: tippe „kra“ oder den "
        "Namen der Karte, um sie zu spielen."]
    assert console.state.turn == 1
    assert console.handle_line("kreuz")[0].text == "Ost spielt Kreuz-Ass."
    english = _whist("en")
    assert [m.text for m in english.handle_line("q")] == ["You hold no queen."]
    assert [m.text for m in english.handle_line("kreuzdame")] == [
        "You do not hold the queen of clubs; any card of your hand may be played: type hand to "
        "hear it."]


def _whist_against_beginners(lang: str, my_cards: int) -> Console:
    """Whist, North a person and three beginners (a rule of thumb, seeded: the same cards
    every run), North playing its first legal card ``my_cards`` times."""
    return against_beginners(WhistGame(), lang, 5, [None] * my_cards)


def test_since_says_who_took_each_trick():
    """Play-testers could not tell from "since" who had won a trick and led again; then the
    trick's taker, said between the cards ("..., West took the trick, and four of clubs by
    West"), read as one more card: it is now a sentence of its own."""
    console = _whist_against_beginners("en", 3)
    assert [m.text for m in console.handle_line("since") if m.text] == [
        "Since your last card, 2 cards were played: nine of diamonds by East. West took the "
        "trick. Then: four of clubs by West."]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Since your last card, 2 cards were played: two of hearts by East (no diamonds). West "
           "took the trick. Then: two of clubs by West."),
    ("de", "Seit deiner letzten Karte wurden 2 Karten gespielt: Herz-Zwei von Ost (Karo nicht "
           "bedient). West hat den Stich bekommen. Danach: Kreuz-Zwei von West."),
])
def test_since_marks_a_card_that_did_not_follow(lang, expected):
    """A renounce is what a careful player remembers: "since" marks the suit not followed."""
    console = _whist_against_beginners(lang, 5)
    assert [m.text for m in console.handle_line("since") if m.text] == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Since your last card, 2 cards were played: ace of hearts by East (no spades) and jack "
            "of hearts by South (no spades). West took the trick.",
            "East and West win deal 1: 5 points for tricks. East and West held "
            "the ace, king, jack, and ten of trumps: 4 points for honours. Score: North and South "
            "0, East and West 9.",
            "Then the cards were dealt again; since then 2 cards have been played. East turned "
            "up the seven of diamonds: diamonds are trumps. Then: ace of clubs by South and three "
            "of clubs by West."]),
    ("de", ["Seit deiner letzten Karte wurden 2 Karten gespielt: Herz-Ass von Ost (Pik nicht "
            "bedient) und Herz-Bube von Süd (Pik nicht bedient). West hat den Stich bekommen.",
            "Ost und West gewinnen Runde 1: 5 Punkte für Stiche. Ost und West hatten "
            "Ass, König, Bube und Zehn im Trumpf; das sind 4 Punkte für Honneurs. Stand: Nord und "
            "Süd 0, "
            "Ost und West 9.",
            "Dann wurde neu gegeben; seitdem wurden 2 Karten gespielt. Ost hat Karo-Sieben "
            "aufgedeckt: Karo ist Trumpf. Danach: Kreuz-Ass von Süd und Kreuz-Drei von West."]),
])
def test_since_across_the_end_of_a_deal_tells_it_in_order(lang, expected):
    """At a new deal "since" ran the old deal's last trick into the new one's first cards;
    then it named the deal's end between them and its result after all the later cards, so
    that a player back at an online table heard the old deal's score as if the present deal
    were over. Now it tells the old deal's cards, its result, then the new deal's cards, with
    the card the dealer turned up: the new deal's trumps were not said at all."""
    console = _whist_against_beginners(lang, 13)
    assert [m.text for m in console.handle_line("since") if m.text] == expected


def _away_after_first_card(console: Console) -> Console:
    """``console`` as heard by a player who played their first card and was then away: a
    bot made every later move of theirs (as at an online table)."""
    mine = [i for i, heard in enumerate(console.heard) if heard.mover == 0]
    for i in mine[1:]:
        console.heard[i] = dataclasses.replace(console.heard[i], stand_in=True)
    return console


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["Since your last card, 48 cards were played, to the end of the deal. The last "
            "trick: six of spades by West, king of hearts by you (no spades), ace of hearts by "
            "East (no spades), and jack of hearts by South (no spades). West took the trick.",
            "East and West win deal 1: 5 points for tricks. East and West held "
            "the ace, king, jack, and ten of trumps: 4 points for honours. Score: North and South "
            "0, East and West 9.",
            "Then the cards were dealt again, and that deal too was played to its end (52 "
            "cards). The last trick: nine of diamonds by West, ace of spades by you (no "
            "diamonds), king of clubs by East (no diamonds), and eight of clubs by South (no "
            "diamonds). West took the trick."]),
    ("de", ["Seit deiner letzten Karte wurden 48 Karten gespielt, bis die Runde vorbei war. Der "
            "letzte Stich: Pik-Sechs von West, Herz-König von dir (Pik nicht bedient), Herz-Ass "
            "von Ost (Pik nicht bedient) und Herz-Bube von Süd (Pik nicht bedient). West hat den "
            "Stich bekommen.",
            "Ost und West gewinnen Runde 1: 5 Punkte für Stiche. Ost und West hatten "
            "Ass, König, Bube und Zehn im Trumpf; das sind 4 Punkte für Honneurs. Stand: Nord und "
            "Süd 0, "
            "Ost und West 9.",
            "Dann wurde neu gegeben, und auch diese Runde wurde zu Ende gespielt (52 Karten). Der "
            "letzte Stich: Karo-Neun von West, Pik-Ass von dir (Karo nicht bedient), Kreuz-König "
            "von Ost (Karo nicht bedient) und Kreuz-Acht von Süd (Karo nicht bedient). West hat "
            "den Stich bekommen."]),
])
def test_since_tells_a_deal_played_out_meanwhile_by_its_last_trick(lang, expected):
    """Back at an online Whist table after a bot had played the rest of a deal, a player
    heard every one of its cards (30 and more) before its result, cards that no longer
    matter. A deal played out since the listener's last turn is now told by how many cards
    were played and its last trick, then its result; the present deal's cards, which a
    player counts, are still told one by one."""
    console = _away_after_first_card(_whist_against_beginners(lang, 28))
    said = [m.text for m in console.handle_line("since" if lang == "en" else "seither") if m.text]
    assert said[:3] == expected, said  # said[3]: the second deal's result
    now = ("Then the cards were dealt again; since then 10 cards have been played. South turned "
           "up the five of spades: spades are trumps. Then: ace of diamonds by West, six of "
           "diamonds by you" if lang == "en" else
           "Dann wurde neu gegeben; seitdem wurden 10 Karten gespielt. Süd hat Pik-Fünf "
           "aufgedeckt: Pik ist Trumpf. Danach: Karo-Ass von West, Karo-Sechs von dir")
    assert said[4].startswith(now), said[4]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Then the cards were dealt again; since then 10 cards have been played. The last "
           "trick: three of diamonds by West, eight of diamonds by you, jack of diamonds by "
           "East, and king of diamonds by South. South took the trick. Then: king of hearts by "
           "South and six of hearts by West. Type since for every card of this deal."),
    ("de", "Dann wurde neu gegeben; seitdem wurden 10 Karten gespielt. Der letzte Stich: "
           "Karo-Drei von West, Karo-Acht von dir, Karo-Bube von Ost und Karo-König von Süd. "
           "Süd hat den Stich bekommen. Danach: Herz-König von Süd und Herz-Sechs von West. "
           "Tippe seither für jede Karte dieser Runde."),
])
def test_the_summary_after_a_time_away_tells_the_deal_under_way_by_its_last_trick(lang,
                                                                               expected):
    """The summary a player hears unasked, back at an online table, told the deal being
    played card by card too (ten cards and more); it now gives how many were played, the
    last trick and the trick being played, and how to hear them all ("since")."""
    console = _away_after_first_card(_whist_against_beginners(lang, 28))
    said = [m.text for m in console.since_briefly() if m.text]
    since = console.handle_line("since" if lang == "en" else "seither")
    assert said[:4] == [m.text for m in since if m.text][:4]  # the deals played out, as since says
    assert said[4:] == [expected], said


def test_since_in_mau_mau_tells_a_deal_played_out_meanwhile_by_its_last_round():
    """Mau Mau has no tricks: a deal played out since the listener's last turn is told by
    its last round of cards (one a player), then who won it. A call of Mau and a draw are
    said where they happened (the away summary online put the draws after every card and
    left out "says Mau")."""
    game = REGISTRY.find("mau-mau")({"target": "3"})
    console = _away_after_first_card(against_beginners(game, "en", 1, [None] * 9))
    said = [m.text for m in console.handle_line("since") if m.text]
    assert said[:2] == [
        "Since your last card, 15 cards were played, to the end of the deal. The last 4 cards: "
        "seven of spades by Player 4. Player 4 said Mau. Player 3 drew 2 cards. Then: jack of "
        "diamonds by Player 2 with a wish for clubs, queen of clubs by you, and queen of spades "
        "by Player 4.",
        "Player 4 wins the deal. Deals won: Player 1: 0, Player 2: 0, Player 3: 0, and Player "
        "4: 1."], said


@pytest.mark.parametrize(("lang", "since", "expected"), [
    ("en", "since", ["Since your last card, one card was played: queen of spades by Player 4.",
                     "Player 4 wins the deal. Deals won: Player 1: 0, Player 2: 0, Player 3: "
                     "0, and Player 4: 1.",
                     "Then the cards were dealt again; since then 2 cards have been played: "
                     "queen of spades by Player 3 and queen of clubs by Player 4."]),
    ("de", "seither", ["Seit deiner letzten Karte wurde eine Karte gespielt: Pik-Dame von "
                       "Spieler 4.",
                       "Spieler 4 gewinnt die Runde. Gewonnene Runden: Spieler 1: 0, Spieler 2: "
                       "0, Spieler 3: 0 und Spieler 4: 1.",
                       "Dann wurde neu gegeben; seitdem wurden 2 Karten gespielt: Pik-Dame von "
                       "Spieler 3 und Kreuz-Dame von Spieler 4."]),
])
def test_since_in_mau_mau_tells_a_deal_s_end_between_the_deals(lang, since, expected):
    """Mau Mau of three deals: since ran the cards of the deal that ended and of the next into
    one list, as if one deal went on; it now says who won the deal between them."""
    game = REGISTRY.find("mau-mau")({"target": "3"})
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(game, seats, lang=lang, seed=1)
    console.opening()
    for turn in range(8):  # the person moves seven times; then a deal ends, the next begins
        while console.computer_to_move():
            console.computer_move()
        if turn < 7:
            console.handle_line(console.observation.legal_moves[0].notation)
    assert [m.text for m in console.handle_line(since) if m.text] == expected


def test_repeat_says_everything_since_the_last_line_not_only_the_turn():
    """After a whole trick "repeat" gave back only "North, your turn."; it now says the
    person's own card (the trick's last, so with the trick), West's lead, then the turn."""
    console = _whist_against_beginners("en", 1)
    said = [m.text for m in console.handle_line("repeat")]
    assert said == [
        "You play the four of hearts. West wins the trick with the ten of hearts. Tricks: "
        "you and South 0, East and West 1.",
        "West plays the king of diamonds.",
        "Your turn."]
    assert [m.text for m in console.handle_line("repeat")] == said  # again, the same


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Since your last turn, 2 cards were played: jack of hearts by Player 2 with a wish "
           "for clubs and eight of clubs by Player 3. Player 4 missed a turn."),
    ("de", "Seit du zuletzt dran warst, wurden 2 Karten gespielt: Herz-Bube von Spieler 2 mit "
           "dem Wunsch Kreuz und Kreuz-Acht von Spieler 3. Spieler 4 musste aussetzen."),
])
def test_since_in_mau_mau_says_the_wish_and_who_missed_a_turn(lang, expected):
    """Play-testing, "since" listed a jack without the suit it wished (which decides what may
    be played now) and left out the player an 8 passed over. The listener's last move was a
    draw, so it is "since your last turn", not "since your last card" (that card was earlier;
    after a card of their own, as in the Whist tests, it is "since your last card")."""
    console = against_beginners(MauMauGame(), lang, 1, [None, None])
    assert [m.text for m in console.handle_line("since") if m.text] == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You can play the jack of clubs wishing any suit or the king of hearts."),
    ("de", "Du kannst Kreuz-Bube mit beliebigem Wunsch oder Herz-König spielen."),
])
def test_a_jack_that_may_wish_any_suit_is_named_once_in_the_moves(lang, expected):
    """Play-testing, "moves" named the jack of clubs four times, once per wished suit; then
    it counted 5 moves and named 2: the count is of what is heard."""
    from tests.games.cards.test_mau_mau import position

    state = position(["jc kh 7s", "8c", "9c"], "9h")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    assert [m.text for m in me.handle_line("moves" if lang == "en" else "züge")] == [expected]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You draw the queen of clubs. Drawing ends your turn."),
    ("de", "Du ziehst Kreuz-Dame. Nach dem Ziehen ist dein Zug vorbei."),
])
def test_a_card_you_draw_is_named_with_your_draw(lang, expected):
    """Play-testing, every draw took two lines: "You draw 1 card." and "Player 1 gets the
    queen of clubs." Now the draw names its card."""
    console = against_beginners(MauMauGame(), lang, 1, [None])  # the eight of hearts
    assert [m.notation for m in console.observation.legal_moves] == ["draw"]
    said = [m.text for m in console.handle_line("draw" if lang == "en" else "ziehen")]
    assert said[0] == expected


def _german_mau_mau(hands: list[str], pile: str) -> tuple[Any, Console]:
    """A Mau Mau position of three seats with these ``hands`` and ``pile`` card, and the first
    seat's console in German."""
    from tests.games.cards.test_mau_mau import position

    state = position(hands, pile)
    return state, Console(Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state), 0,
                          lang="de")


def test_shorthand_with_several_readings_held_says_which_one_may_be_played():
    """Play-testing: "kz" with both tens in hand and only the ten of diamonds playable was
    answered "Du hast Karo-Zehn", as if the ten of clubs were not in the hand (German
    shorthand: English names have one reading)."""
    state, me = _german_mau_mau(["xc xd 8s", "kh 9c", "9s"], "9d")
    assert [m.text for m in me.handle_line("kz")] == [
        "„kz“ kann Kreuz-Zehn oder Karo-Zehn heißen. Davon darfst du jetzt nur Karo-Zehn "
        "spielen: tippe „kaz“ oder den Namen der Karte, um sie zu spielen."]
    assert state.turn == 0  # nothing played
    assert [m.text for m in me.handle_line("karo")] == ["Du spielst Karo-Zehn."]


def test_shorthand_with_one_reading_held_names_a_code_that_plays_it():
    """Play-testing: "„k2“ kann Kreuz-Zwei oder Karo-Zwei heißen. Du hast Karo-Zwei: tippe den
    Namen der Karte" left the player to guess a code that is not ambiguous; the answer names
    one, and typing it plays the card."""
    state, me = _german_mau_mau(["7d 8s kc", "kh 9c", "9s"], "9d")
    assert [m.text for m in me.handle_line("k7")] == [
        "„k7“ kann Kreuz-Sieben oder Karo-Sieben heißen. Du hast Karo-Sieben: tippe „ka7“ oder "
        "den Namen der Karte, um sie zu spielen."]
    assert state.turn == 0  # nothing played
    assert me.handle_line("ka7")[0].text.startswith("Du spielst Karo-Sieben.")


def test_many_moves_of_one_card_each_are_listed_without_the_advice_to_ask_by_card():
    """Whist's lead offers all 13 cards, one move each: "moves" used to say "by card" and
    advise asking for one card's moves, which would only repeat the card."""
    console = against_beginners(WhistGame(), "en", 27)  # West deals, North leads
    (said,) = [m.text for m in console.handle_line("moves")]
    assert said == "You can play any of your 13 cards."  # the 13 names ran to 280 characters


@pytest.mark.parametrize(("lang", "turns", "expected"), [
    ("en", 6, "Known from play: you and East are void in diamonds; South and West are void in "
              "clubs."),
    ("de", 6, "Aus dem Spiel bekannt: du und Ost könnt Karo nicht bedienen; Süd und West können "
              "Kreuz nicht bedienen."),
    ("en", 10, "Known from play: you are void in diamonds; East is void in diamonds and spades; "
               "South holds only hearts; West is void in clubs and diamonds."),
    ("de", 11, "Aus dem Spiel bekannt: du, Ost und Süd habt nur noch Herz; West kann Kreuz und "
               "Karo nicht bedienen."),
])
def test_voids_group_the_seats_count_the_listener_and_say_a_last_suit(lang, turns, expected):
    """Play-testing, "voids" left the listener out ("Nobody has shown a void yet." after one's
    own renounce), said "holds no spades" once per seat, and read a seat with one suit left
    as three voids. German "hat kein Eichel" was wrong for half the suits. English "holds no
    clubs and diamonds" sounded as if the seat lacked only the two together: a card player
    says "void in clubs and diamonds"."""
    console = _whist_against_beginners(lang, turns)
    said = console.handle_line("voids" if lang == "en" else "fehlfarben")
    # Words once; a braille line that runs longer goes on in lines with nothing to say.
    assert [m.text for m in said if m.text] == [expected]


@pytest.mark.parametrize(("lang", "turns", "expected"), [
    ("en", 3, "Trick 4 of 13."),
    ("de", 13, "Stich 1 von 13."),  # the first deal is over: the next one's first trick
])
def test_status_in_whist_counts_tricks_not_moves(lang, turns, expected):
    """Status ended with "Move 13.", a count of cards and deals that means nothing at the
    table; a trick-taking game tells the trick being played."""
    console = _whist_against_beginners(lang, turns)
    # The turn and the trick's number, then the table (a line each on the braille display).
    said = console.handle_line("status" if lang == "en" else "stand")[0].text
    assert said.endswith(" " + expected)
    assert "Move" not in said and "Zug " not in said


@pytest.mark.parametrize(("lang", "options", "ending"), [
    ("en", {}, "Cards in hand: Player 1 has 5, you have 5, Player 3 has 5, and Player 4 has 5."),
    ("de", {}, "Karten auf der Hand: Spieler 1 hat 5, du hast 5, Spieler 3 hat 5 und "
               "Spieler 4 hat 5."),
    ("de", {"target": 3}, " Runde 1."),
    ("en", {"scoring": "points", "target": 4}, " Deal 1 of 4."),
])
def test_status_in_mau_mau_tells_the_deal_not_a_move_count(lang, options, ending):
    """Mau Mau's status ended with "Move 10.", a count of cards played and drawn; it now
    tells the deal where a game has several, and nothing more in a game of one deal. The
    hands' counts read as speech ("du hast 5, Spieler 3 hat 5"): "du: 5, Spieler 3: 5" was
    stiff, and ran a seat's number into its count."""
    console = Console.local(MauMauGame({"players": 4, **options}), [HUMAN] * 4, lang=lang,
                            seed=2)
    console.opening()
    # The turn and the deal, then the table: a line each on the braille display.
    turn, table = [m.text for m in console.handle_line("status" if lang == "en" else "stand")]
    assert (table if ending.startswith(("Cards", "Karten")) else turn).endswith(ending)
    assert not any(word in turn + table for word in ("Move", "Zug "))


@pytest.mark.parametrize(("lang", "suits", "neither"), [
    ("en", ("clubs", "diamonds", "hearts", "spades"), "You may play neither {} nor {} now."),
    ("de", ("kreuz", "karo", "herz", "pik"), "Weder {} noch {} darfst du jetzt spielen."),
])
def test_a_word_that_fits_only_cards_that_may_not_be_played_is_refused_with_the_reason(
        lang, suits, neither):
    """Play-testing Mau Mau, "könig" with two kings in hand, neither fitting the pile, asked
    "Which card: the king of hearts or the king of spades?", only to refuse the one chosen.
    Now the word is refused at once, naming both, with the game's reason for the first."""
    found = 0
    for seed in range(12):
        console = Console.local(MauMauGame(), [HUMAN] * 4, lang=lang, seed=seed)
        console.opening()
        deck, hand, playable = console.game.deck, console.hand(), set(console.playable())
        for suit, word in enumerate(suits):
            cards = [c for c in hand if deck.suit(c).value == suit]
            if len(cards) != 2 or playable.intersection(cards) or not playable:
                continue
            made = len(console.table.history)
            said = console.handle_line(word)
            first, second = (console.card_name(c) for c in cards)
            reason = console.handle_line(first)[0].text  # the refusal of the first card alone
            the = (lambda name: f"the {name}") if lang == "en" else (lambda name: name)
            assert [(m.text, m.kind) for m in said] == [
                (neither.format(the(first), the(second)) + " " + reason, MessageKind.ILLEGAL)]
            assert len(console.table.history) == made
            found += 1
            break
    assert found >= 2


@pytest.mark.parametrize(("lang", "moves", "ten", "ace", "none", "joker"), [
    ("en", "moves", "ten", "ace", "You hold no ace.", "You hold no joker."),
    ("de", "züge", "zehn", "ass", "Du hast kein Ass auf der Hand.",
     "Du hast keinen Joker auf der Hand."),
])
def test_moves_and_a_rank_lists_each_such_card(lang, moves, ten, ace, none, joker):
    """Play-testing Dog, "moves queen" answered '"queen" is not a place on this board.',
    although the answer to "moves" had just said to type moves and a card. A rank or a suit
    alone now works as it does for playing: each such card of the hand, with its moves."""
    whist = Console.local(WhistGame(), [HUMAN] * 4, lang=lang, seed=3)
    whist.opening()
    tens = [c for c in whist.hand() if whist.game.deck.face(c).rank.value == 10]
    assert len(tens) == 3
    each = [m.text for c in tens for m in whist.handle_line(f"{moves} {whist.card_name(c)}")]
    assert [m.text for m in whist.handle_line(f"{moves} {ten}")] == each
    assert [m.text for m in whist.handle_line(f"{moves} {ace}")] == [none]
    assert [m.text for m in whist.handle_line(f"{moves} joker")] == [joker]  # it crashed once


@pytest.mark.parametrize("lang", ["en", "de"])
def test_moves_name_the_cards_in_the_order_of_the_hand(lang):
    """Play-testing Doppelkopf, "moves" named the trumps in the pack's order (jack of clubs
    first), while the hand and the numbers read them by strength (queens first), so "1"
    played a card the list named late. Now the list follows the hand. Four people at one
    keyboard, so that no computer's timed choice changes the position; the second seat
    follows the lead (at the lead any card may be played, which is said in a few words)."""
    console = Console.local(REGISTRY.create("doppelkopf"), [HUMAN] * 4, lang=lang, seed=5)
    console.opening()
    for _ in range(4):
        console.handle_line("healthy" if lang == "en" else "gesund")
    console.handle_line("1")
    listed = console.handle_line("moves" if lang == "en" else "züge")[0].text
    names = [console.describer.names.card(c)  # type: ignore[attr-defined]
             for c in console.hand()]
    at = [listed.find(name) for name in dict.fromkeys(names) if name in listed]
    assert len(at) > 2 and at == sorted(at), listed  # what "1" plays is named first


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "East is to move, not you: you have no move now."),
    ("de", "Ost ist am Zug, nicht du: du hast jetzt keinen Zug."),
])
def test_moves_while_another_seat_is_to_move_say_whose_turn_it_is(lang, expected):
    """Play-testing Whist, "moves" typed while East was to move said "East: 0 moves: ."
    (East's cards are hidden, so the listener sees no move)."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(WhistGame(), seats, lang=lang, seed=5)
    console.opening()
    assert console.computer_to_move()
    assert [m.text for m in console.handle_line("moves" if lang == "en" else "züge")] == [
        expected]


@pytest.mark.parametrize(("lang", "turn", "table"), [
    ("en", "Your turn. South, your partner, is winning so far.",
     "Trumps: hearts. On the table: East the king of spades, South the ace of spades, and West "
     "the three of spades. South, your partner, is winning so far."),
    ("de", "Du bist am Zug. Vorn liegt Süd, dein Partner.",
     "Trumpf: Herz. Im Stich: Ost Pik-König, Süd Pik-Ass und West Pik-Drei. Vorn liegt Süd, "
     "dein Partner."),
])
def test_before_following_the_listener_hears_who_is_winning_the_trick(lang, turn, table):
    """At the table a player sees whether the partner's card is already winning before
    choosing one to follow with; at a Whist table the turn now says it (seed 13: South's ace
    of spades over East's king), and so does the trick."""
    console = against_beginners(WhistGame(), lang, 13)
    assert console.turn_message().text == turn
    assert console.handle_line("trick" if lang == "en" else "stich")[0].text == table
    ahead = turn.split(". ", 1)[1]
    status = " ".join(m.text for m in console.handle_line("status"))  # the plain turn, then
    # the table: once
    assert status.count(ahead) == 1 and status.startswith(turn.split(". ")[0] + ". ")


@pytest.mark.parametrize(("lang", "lines", "played"), [
    ("en", ("play the king", "the king"), "East plays the king of clubs."),
    ("de", ("spiele den König", "König spielen", "lege den könig"), "Ost spielt Kreuz-König."),
])
def test_a_verb_and_an_article_around_a_card_are_left_out(lang, lines, played):
    """A play-tester typed "gib drei" in Dog and "play the queen" in Whist and was not
    understood, though "drei" and "queen" alone were. East holds one king (seed 5)."""
    for line in lines:
        console = _whist(lang)
        assert console.handle_line(line)[0].text == played, line


@pytest.mark.parametrize(("lang", "line", "unread"), [
    ("en", "play the kitten", 'I cannot read "play the kitten".'),
    ("de", "spiele die katze", "Ich verstehe „spiele die katze“ nicht."),
])
def test_a_line_that_names_no_card_is_refused_as_it_was_typed(lang, line, unread):
    said = _whist(lang).handle_line(line)
    assert said[0].text.startswith(unread) and said[0].kind is MessageKind.ERROR


@pytest.mark.parametrize(("lang", "give", "given", "play", "refused"), [
    ("en", "give the three", "You give the three of hearts to South.", "give the nine",
     "The cards have been given: now play a card, without give."),
    ("de", "Drei abgeben", "Du gibst Süd Herz-Drei.", "gib die neun",
     "Die Karten sind getauscht: spiele jetzt eine Karte, ohne gib."),
])
def test_in_dog_a_give_verb_gives_during_the_exchange_and_is_not_read_as_play_after_it(
        lang, give, given, play, refused):
    """North (seed 1) holds one three (of hearts) and one nine. After the exchange "give the
    nine" is not taken for "play the nine" (the nine alone would be refused for its own
    reason): the verb is refused with why, and nothing is played."""
    dog = Console.local(REGISTRY.create("dog"), [HUMAN] + [COMPUTER] * 3, lang=lang, seed=1,
                        viewer=0)
    dog.opening()
    assert dog.handle_line(give)[0].text == given
    while dog.computer_to_move():
        dog.computer_move()
    made = len(dog.table.history)
    assert [m.text for m in dog.handle_line(play)] == [refused]
    assert len(dog.table.history) == made


@pytest.mark.parametrize(("lang", "heading", "hand", "trumps"), [
    ("en", "Deal 1, trick 2 of 13.", "Your hand: 12 cards.", "Trumps: hearts."),
    ("de", "Runde 1, Stich 2 von 13.", "Dein Blatt: 12 Karten.", "Trumpf: Herz.")])
def test_a_card_game_taken_up_in_the_middle_says_the_last_move_then_the_hand_and_table(
        lang, heading, hand, trumps):
    """"Deal 1, trick 2 of 13. … Last:" is followed by that move (the hand used to
    come between), then the hand, then the cards on the table. It said "Move 5.", a number
    that counted every card and meant nothing to a card player."""
    first = Console.local(WhistGame(), [HUMAN] + [COMPUTER] * 3, lang=lang, seed=3)
    first.opening()
    while first.computer_to_move():
        first.computer_move()
    first.handle_line(first.observation.legal_moves[0].notation)
    while first.computer_to_move():
        first.computer_move()
    again = Console(first.table, 0, lang)
    said = [m.text for m in again.opening()]
    at = next(i for i, text in enumerate(said) if text.startswith(heading))
    assert said[at].endswith(("Last:", "Zuletzt:"))
    assert said[at + 1] == first.heard[-1].message.text
    assert said[at + 2].startswith(hand)
    assert said[at + 3].startswith(trumps)


def _at_whists_second_deal(lang: str = "en", first=()) -> Console:
    """A Whist console against the computer at the first turn of the second deal, after the
    commands ``first`` at the start of the first deal and a card played at each turn."""
    console = Console.local(WhistGame(), [HUMAN, COMPUTER, COMPUTER, COMPUTER], lang=lang,
                            seed=5)
    console.opening()
    for command in first:
        console.handle(command)
    while console.state.deal_no == 1:  # type: ignore[attr-defined]
        if console.computer_to_move():
            console.computer_move()
        else:
            console.handle_line(console.observation.legal_moves[0].notation)
    while console.computer_to_move():
        console.computer_move()
    return console


def test_a_new_deal_puts_the_cursor_on_the_first_card_of_the_new_hand():
    """Play-testing Whist, the second deal's cursor stood where the first deal's had ended
    ("card 2 of 13", "card 13 of 13"), on a card of no meaning in the new hand."""
    console = _at_whists_second_deal(first=[Command(K.ROW_END)])
    where = console.handle(Command(K.WHERE))[0].text
    assert where.endswith(", card 1 of 13."), where


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "No trick has been taken in this deal yet."),
    ("de", "In dieser Runde wurde noch kein Stich gemacht."),
])
def test_the_last_trick_before_the_first_of_a_new_deal_says_in_this_deal(lang, said):
    """At the second deal's start, "last trick" said "Es wurde noch kein Stich gemacht." to a
    play-tester who had just heard thirteen tricks."""
    console = _at_whists_second_deal(lang)
    asked = console.handle_line("last trick" if lang == "en" else "letzter stich")
    assert [m.text for m in asked] == [said]


@pytest.mark.parametrize(("lang", "verb"), [("en", "play"), ("de", "spielen"), ("de", "lege")])
def test_a_play_verb_alone_plays_the_card_at_the_cursor(lang, verb):
    """"play" typed without a card was "I cannot read "play"": a new player who has moved to a
    card says play. It plays the card under the cursor, as Enter does, and a card that may
    not go is refused with the reason, as Enter refuses it."""
    table, consoles = whist_table(lang=lang)
    play_turn_by_keys(consoles[table.to_move()])  # a suit is led
    me = consoles[table.to_move()]
    playable = set(me.playable())
    refused = next(c for c in me.hand() if c not in playable)
    me.hand_pos, me.hand_card = me.hand().index(refused), refused
    answer = me.handle_line(verb)
    assert answer[0].kind is MessageKind.ILLEGAL and refused in me.hand()
    card = next(iter(playable))
    me.hand_pos, me.hand_card = me.hand().index(card), card
    me.handle_line(verb)
    assert card not in me.hand()


@pytest.mark.parametrize(("lang", "words", "said"), [
    ("en", ("zone", "right", "select"), "The table is for looking only: cards are played from "
     "your hand. Type zone to go back to it, or type a card."),
    ("de", ("bereich", "rechts", "wählen"), "Der Tisch ist nur zum Nachsehen da: Gespielt wird "
     "aus deinem Blatt. Tippe bereich, um dorthin zurückzugehen, oder tippe eine Karte."),
])
def test_select_on_a_seat_at_the_table_says_where_cards_are_played(lang, words, said):
    """Play-testing Whist, Enter on East in the table zone said "The piece on East cannot
    move now.": a board game's words for a seat, and no way on."""
    me = seated("whist", lang, 3)
    zone, right, select = words
    me.handle_line(zone)
    me.handle_line(right)
    assert [(m.kind, m.text) for m in me.handle_line(select)] == [(MessageKind.ILLEGAL, said)]
    assert me.zone is ZoneKind.BOARD  # the cursor stays where the player put it


@pytest.mark.parametrize(("lang", "typed", "last"), [
    ("en", "last trick", "Last trick: West the ten of clubs, you the ace of clubs, East the jack "
     "of clubs, and South the two of clubs; you won it."),
    ("de", "letzter stich", "Letzter Stich: West Kreuz-Zehn, du Kreuz-Ass, Ost Kreuz-Bube und "
     "Süd Kreuz-Zwei; du hast ihn gewonnen."),
])
def test_the_last_trick_tells_the_listener_as_you(lang, typed, last):
    """The last trick said "North the ace of clubs; North won it." to North, whom "since"
    and who is winning a trick call "you": the listener had to remember their seat."""
    console = against_beginners(WhistGame(), lang, 3, [None] * 3)
    assert [m.text for m in console.handle_line(typed)] == [last]


def test_go_typed_with_a_number_moves_and_the_number_key_plays():
    """"go 3" typed moves the cursor onto the third card (go only moves, everywhere); the
    window's number key 3, which sends go without a typed word, plays that card as
    docs/keys says ("a number key plays that card of your hand")."""
    from accessible_games.frontends.keymap import game_bindings
    from accessible_games.session.commands import parse_command

    table, consoles = whist_table()
    me = consoles[table.to_move()]
    hand = me.hand()
    me.handle(parse_command("go 3"))
    assert me.hand() == hand and me.hand_card == hand[2]
    key = next(b.command for b in game_bindings()
               if b.command is not None and b.command.kind is K.GO and b.command.argument == "3")
    me.handle(key)
    assert hand[2] not in me.hand()


@pytest.mark.parametrize(("lang", "jack", "typed"), [
    ("de", "karo bube", "karo mau"),
    ("en", "jd", "diamonds mau"),
])
def test_mau_may_follow_the_wished_suit(lang, jack, typed):
    """Playing the last card but one, a jack, a newcomer typed the card, then at the jack's
    question the suit, and drew a penalty card for not saying Mau; "karo mau" there was not
    understood. The suit and mau in one line say Mau with the card, as Shift+Enter does."""
    from tests.games.cards.test_mau_mau import position

    state = position(["jd 9c", "8c 8h", "9c 9h"], "9d")
    table = Table(state.game, [HUMAN, COMPUTER, COMPUTER], state=state)
    me = Console(table, 0, lang=lang)
    me.handle_line(jack)
    said = [m.text for m in me.handle_line(typed)]
    played = table.history[0]
    assert played.mover == 0 and getattr(played.move, "mau", False), said
    assert not any("Strafkarte" in line or "penalty" in line for line in said), said


@pytest.mark.parametrize(("lang", "word", "reason", "neither"), [
    ("en", "nine", "You must answer the sevens with a seven or draw 2 cards.",
     "You may play neither the nine of hearts nor the nine of spades now."),
    ("de", "neun", "Du musst die Siebenen mit einer Sieben beantworten oder 2 Karten ziehen.",
     "Weder Herz-Neun noch Pik-Neun darfst du jetzt spielen."),
])
def test_a_word_is_refused_at_once_when_no_card_may_be_played(lang, word, reason, neither):
    """Playing braille-only, two sevens against the player and no seven in the hand: "nine"
    asked "Which card: the nine of hearts or the nine of spades?" (no card may be played, so
    the refusal at once was skipped), only to refuse the one chosen. Now it is refused at
    once; the braille line gives the reason first, the cards a pan later."""
    console = seated("mau-mau", lang, 3)
    made = len(console.table.history)
    (said,) = console.handle_line(word)
    assert said.kind is MessageKind.ILLEGAL
    assert said.text == f"{neither} {reason}"
    assert said.short == f"{reason} {neither}"
    assert " ".join(windows(said.short, lang)[:2]) == reason  # the first two windows
    assert len(console.table.history) == made


@pytest.mark.parametrize(("lang", "word", "asked", "answer", "played"), [
    ("en", "seven", "Which card: the seven of clubs, the seven of diamonds, or the seven of "
     "hearts?", "hearts", "Seven of hearts."),
    ("de", "sieben", "Welche Karte: Kreuz-Sieben, Karo-Sieben oder Herz-Sieben?", "herz",
     "Herz-Sieben."),
])
def test_which_card_is_asked_in_the_cards_code_on_the_braille_line(lang, word, asked, answer,
                                                                   played):
    """Playing Whist braille-only, a rank fitting several cards asked over windows that cut
    the names ("Which card: the ace of clubs or the ace" | "of hearts?"). The braille line
    gives the cards in their code, as "moves" does, on one window; the suit answers."""
    console = seated("whist", lang, 4)
    console.handle_line("13")  # wins the first trick: the player leads
    (question,) = console.handle_line(word)
    assert question.text == asked and question.kind is MessageKind.INFO
    assert question.short == asked.split(":")[0] + ": ⠛⠉⠀⠛⠙⠀⠛⠓?"
    assert windows(question.short, lang) == [question.short]
    assert console.handle_line(answer)[0].short == played


@pytest.mark.parametrize(("game_id", "seed", "before", "said", "shown"), [
    ("mau-mau", 5, [], "„kd“ kann Kreuz-Dame, Karo-Dame oder Karo-König heißen; davon hast "
     "du keine.", ["„kd“ hast du nicht: ⠟⠉⠀⠟⠙⠀⠅⠙."]),
    ("doppelkopf", 3, ["gesund"], "„kd“ kann Kreuz-Dame, Karo-Dame oder Karo-König heißen. "
     "Du hast Karo-König: tippe „kak“ oder den Namen der Karte, um sie zu spielen.",
     ["„kd“: du hast Karo-König, tippe „kak“."]),
])
def test_a_short_name_of_several_readings_says_what_to_type_first_in_braille(
        game_id, seed, before, said, shown):
    """Playing German braille-only, "kd" (Kreuz-Dame, Karo-Dame or Karo-König) was answered
    over three to five windows, what counts last: "„kd“ kann Kreuz-Dame," | "Karo-Dame oder
    Karo-König heißen;" | "davon hast du keine.", and "... Du hast Karo-König:" | "tippe
    „kak“ oder den Namen der Karte," | "um sie zu spielen.". The braille line says it
    first, on one window. (Only German reads "k" as Kreuz or Karo: English "kd" is the king
    of diamonds, so the English forms are never met in play.)"""
    console = seated(game_id, "de", seed)
    for line in before:
        console.handle_line(line)
        while console.computer_to_move():
            console.computer_move()
    (answer,) = console.handle_line("kd")
    assert answer.text == said
    assert windows(answer.short, "de") == shown
