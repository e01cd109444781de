"""Doppelkopf narration: two seats of the same worked deal, refused announcements spoken with
their deadline, and the board reading that tells a seat only the parties it may know."""

from __future__ import annotations

import pytest

from accessible_games.engine.events import events_for
from accessible_games.engine.types import IllegalMoveError, Token, TokenKind
from accessible_games.games.cards.doppelkopf import rules
from accessible_games.games.cards.doppelkopf.game import PLAY, RESERVE, DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import (
    Cause,
    ContractChosen,
    DealScored,
    PartyRevealed,
    TrickWon,
    WeddingClarified,
)
from accessible_games.games.cards.doppelkopf.rules import QUEEN_OF_CLUBS
from accessible_games.games.cards.doppelkopf.scoring import (
    BASE,
    KONTRA,
    NO90,
    NOTHING,
    score,
    seat_points,
)
from accessible_games.games.cards.events import CardPlayed
from accessible_games.games.cards.parse import parse_face
from accessible_games.games.cards.tricks import PlayCard
from accessible_games.narration.games.doppelkopf import DoppelkopfDescriber
from tests.consoles import seated
from tests.games.cards.doppelkopf.helpers import WORKED, hands_of, say
from tests.games.cards.doppelkopf.helpers import dealt as deal_hands
from tests.golden import assert_golden


def _script():
    """The worked deal: North says Re in trick 1, East answers Kontra in trick 3."""
    words = ["gesund"] * 4 + ["re"]
    for number, (_leader, cards) in enumerate(WORKED, 1):
        names = cards.split()
        if number == 3:
            names = [names[0], "kontra", *names[1:]]
        words.extend(names)
    return words


def _transcript(listener: int, lang: str) -> list[str]:
    state = deal_hands(hands_of(WORKED))
    game = state.game
    describer = DoppelkopfDescriber(game, lang)
    # The listener plays with the computer in the other seats (whose turns follow at once).
    describer.elsewhere = frozenset(range(4)) - {listener}
    # The deal's own cards, as the listener was dealt them.
    lines = ["hand: " + describer.hand_text(state.redacted(listener), listener)]
    for word in _script():
        mover = state.to_move
        move = state.parse_move(word)
        events = state.play(move)
        view = state.redacted(listener)
        shown = events_for(events, listener)
        text = describer.move_message(view, move, shown, mover).text
        if text:
            lines.append(text)
        news = describer.table_news(view, shown)  # the deal scored, after its last card
        if news is not None:
            lines.append(news.text)
        if any(isinstance(e, TrickWon) and e.number == 7 for e in events):
            lines.extend("board: " + line for line in describer.board_lines(view))
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("listener", "name"), [(0, "north"), (1, "east")])
def test_the_worked_deal_as_two_seats_hear_it(lang, listener, name):
    assert_golden(f"doppelkopf/worked_deal.{name}.{lang}", _transcript(listener, lang))


def test_after_seven_tricks_east_knows_only_the_announced_parties():
    lines = _transcript(1, "en")
    board = [line for line in lines if line.startswith("board: ")]
    assert ("board: Re: North (announced). Kontra: East (your own cards). "
            "Party not known yet: South and West.") in board


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Too late for Re: it needs at least 11 cards in your hand, you hold 10."),
    ("de", "Zu spät für Re: dafür brauchst du noch mindestens 11 Karten auf der Hand, "
           "du hast 10."),
])
def test_a_late_announcement_is_refused_with_its_deadline_spoken(lang, expected):
    state = deal_hands(hands_of(WORKED))
    for word in ["gesund"] * 4 + "kc 9c kc 9c ac 10c ac 10c".split():
        state.play(state.parse_move(word))
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move("re")
    describer = DoppelkopfDescriber(state.game, lang)
    assert describer.reason(refused.value.reason, state.redacted(0)).text == expected


def test_a_card_is_called_in_the_standard_form():
    state = deal_hands(hands_of(WORKED))
    describer = DoppelkopfDescriber(state.game, "de")
    for word in ["gesund"] * 4:
        state.play(state.parse_move(word))
    events = state.play(state.parse_move("kc"))
    text = describer.move_message(state.redacted(3), None, events_for(events, 3), 0).text
    assert text == "Kreuz-König von Nord."


def test_the_listener_hears_its_own_deadline_and_why_parties_are_known():
    state = deal_hands(hands_of(WORKED))
    for word in ["gesund"] * 4:
        state.play(state.parse_move(word))
    describer = DoppelkopfDescriber(state.game, "en")
    view = state.redacted(0)
    assert describer.deadline_text(view) == "You can still say Re before any of your next 2 cards."
    assert describer.parties_text(view) == (
        "Re: North (your own cards). Party not known yet: East, South, and West.")
    state.play(state.parse_move("re"))
    assert describer.parties_text(state.redacted(1)) == (
        "Re: North (announced). Kontra: East (your own cards). "
        "Party not known yet: South and West.")
    east = describer.deadline_text(state.redacted(1))
    assert east == "You can still say Kontra before any of your next 2 cards."
    german = DoppelkopfDescriber(state.game, "de").deadline_text(state.redacted(1))
    assert german == "Noch möglich, bevor du deine nächsten 2 Karten gespielt hast: Kontra."


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "No announcements. Announcements wait for the wedding's clarifying trick."),
    ("de", "Keine Ansagen. Ansagen erst nach dem Klärungsstich der Hochzeit."),
])
def test_every_seat_hears_that_announcements_wait_for_the_wedding(lang, expected):
    """A seat whose party the wedding leaves open heard only "No announcements." and, saying
    Kontra, was refused: the wait is the table's, not the holder's alone."""

    hands = hands_of(WORKED)
    hands[0][hands[0].index("10h")], hands[2][hands[2].index("qc")] = "qc", "10h"
    state = deal_hands(hands)
    say(state, "hochzeit", "gesund", "gesund", "gesund")
    describer = DoppelkopfDescriber(state.game, lang)
    for seat in range(4):
        view = state.redacted(seat)
        assert " ".join([describer.said_text(view), describer.deadline_text(view)]) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Not yet: first the reservations. Say healthy, or a wedding or a solo if you want "
           "one; cards and announcements come after."),
    ("de", "Noch nicht: erst die Vorbehalte. Sage gesund oder, wenn du willst, Hochzeit oder ein "
           "Solo; Karten und Ansagen kommen danach."),
])
def test_a_card_chosen_before_the_reservations_are_done_is_refused_in_words(lang, expected):
    # Found by the interaction fuzzer: Enter on a card while the seats still say "healthy"
    # made the shared refusal name the card as if it were a seat, and raised.
    state = deal_hands(hands_of(WORKED))
    describer = DoppelkopfDescriber(state.game, lang)
    card = state.hands[state.to_move][0]
    reason = state.explain((Token(TokenKind.CARD, card),))
    text = describer.reason(reason, state).text
    assert text == (expected or describer.t("reason.not_now"))
    # A card token reaching the shared refusals is named as a card, never as a seat.
    assert describer.location(Token(TokenKind.CARD, card)) == describer.names.card(card)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The game: a queen solo by East. The trick is empty."),
    ("de", "Gespielt wird: Damensolo von Ost. Der Stich ist leer."),
])
def test_the_table_names_a_solo_and_its_player_in_a_whole_sentence(lang, expected):
    """The trick question (and the window's panel) begins with the game; a solo's player is
    named in the same sentence, which starts with a capital (it began 'a queen solo by')."""
    state = deal_hands(hands_of(WORKED))
    for word in ("gesund", "damensolo", "gesund", "gesund"):
        state.play(state.parse_move(word))
    assert DoppelkopfDescriber(state.game, lang).table_text(state.redacted(0)) == expected


@pytest.mark.parametrize(("lang", "solo", "normal"), [
    ("en", "Card points: Re 0, Kontra 0.", "Card points: Re 0, Kontra 0, party unknown 0."),
    ("de", "Augen: Re 0, Kontra 0.", "Augen: Re 0, Kontra 0, Partei offen 0."),
])
def test_card_points_leave_out_the_unknown_party_when_every_party_is_known(lang, solo, normal):
    """In a solo every party is known from the start, so nothing is 'party unknown'; in a
    normal game North does not yet know where the other queen of clubs is."""
    state = deal_hands(hands_of(WORKED))
    for word in ("gesund", "damensolo", "gesund", "gesund"):
        state.play(state.parse_move(word))
    describer = DoppelkopfDescriber(state.game, lang)
    assert describer.points_text(state.redacted(0)) == solo
    state = deal_hands(hands_of(WORKED))
    for word in ("gesund",) * 4:
        state.play(state.parse_move(word))
    assert describer.points_text(state.redacted(0)) == normal


def _scored(re_points: int, said: tuple[int, int]) -> DealScored:
    """Deal 1 scored as the rules score it: North and South Re with ``re_points``, 8 tricks
    to 4, the announcement levels ``said``."""
    result = score(re_points, (8, 4), said, None, True)
    points = seat_points(result.value, (0, 2))
    return DealScored(1, 0, (0, 2), re_points, (8, 4), said,
                      -1 if result.winner is None else result.winner,
                      tuple((item.value, party, pts) for item, party, pts in result.items),
                      result.value, points, points)


NEEDED = {
    "en": ("Deal 1 goes to Kontra: Re were North and South with 143 points, Kontra 97. After "
           "the announcements Re needed 151 points and Kontra 90 points.",
           "After the announcements Re needed 120 points and Kontra 121 points."),
    "de": ("Spiel 1 geht an Kontra: Re waren Nord und Süd mit 143 Augen, Kontra 97. Nach den "
           "Ansagen brauchte Re 151 Augen und Kontra 90 Augen.",
           "Nach den Ansagen brauchte Re 120 Augen und Kontra 121 Augen."),
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_result_that_announcements_decided_says_what_each_party_needed(lang):
    """A play-tester heard Kontra win with 97 card points against 143 and no reason: Re had
    said no 90, so it needed 151 and Kontra only 90 (TSR 7.1). Where announcements move the
    targets the result says them; a plain Re and Kontra (121 and 120) adds nothing."""
    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    raised, only_kontra = NEEDED[lang]
    assert raised in describer.event_line(_scored(143, (NO90, BASE)))
    assert only_kontra in describer.event_line(_scored(120, (NOTHING, BASE)))
    plain = describer.event_line(_scored(143, (BASE, BASE)))
    assert "151" not in plain and ("needed" not in plain and "brauchte" not in plain)



def refusal(state, describer: DoppelkopfDescriber, typed: str) -> str:
    """What the describer says of the card ``typed`` when the rules refuse it."""
    with pytest.raises(IllegalMoveError) as refused:
        state.parse_move(typed)
    return describer.reason(refused.value.reason, state).text


def club_led_on_the_worked_deal():
    """The worked deal, every seat healthy, East's king of clubs led: the next seat to play."""
    state = deal_hands(hands_of(WORKED))
    say(state, "gesund", "gesund", "gesund", "gesund", "kc")
    return state


@pytest.mark.parametrize(("lang", "suit", "trump"), [
    ("en", "You must follow clubs: play the ten of clubs or the nine of clubs.",
     "Trumps were led and you hold trumps: play the jack of hearts."),
    ("de", "Du musst Kreuz bedienen: spiele Kreuz-Zehn oder Kreuz-Neun.",
     "Du musst Trumpf bedienen: spiele Herz-Bube."),
])
def test_a_refusal_to_follow_names_the_few_cards_that_may_be_played(lang, suit, trump):
    """In the worked deal East (seat 1) holds the ten and nine of clubs when North leads the
    king of clubs: a heart is refused with those two. In a second deal North leads a queen of
    clubs and East's only trumps are the two jacks of hearts: a king of clubs is refused
    naming the jack of hearts once (the double pack's twins are one card to play). German says
    trumps are followed as a suit is ("Du musst Trumpf bedienen"), not "Trumpf ist gespielt
    und du hast Trumpf", which no player says."""
    state = club_led_on_the_worked_deal()
    describer = DoppelkopfDescriber(state.game, lang)
    assert refusal(state, describer, "kh") == suit
    state = deal_hands([
        "qc qc qs qs qh qh qd qd jc jc js js".split(),
        "jh jh kc kc ac ac as as ks ks ah 9h".split(),
        "jd jd 10c 10c 9c 9c 10s 10s 9s 9s ah 10h".split(),
        "10h kh kh 9h ad ad 10d 10d kd kd 9d 9d".split()])
    say(state, "gesund", "gesund", "gesund", "gesund", "qc")
    assert refusal(state, describer, "kc") == trump


@pytest.mark.parametrize(("lang", "is_trump", "no_trump"), [
    ("en", "The jack of clubs is a trump. You must follow clubs: play the ten of clubs or the "
           "nine of clubs.",
     "The ace of diamonds is no trump in this game. Trumps were led and you hold trumps: play "
     "the queen of diamonds."),
    ("de", "Kreuz-Bube ist Trumpf. Du musst Kreuz bedienen: spiele Kreuz-Zehn oder Kreuz-Neun.",
     "Karo-Ass ist in diesem Spiel kein Trumpf. Du musst Trumpf bedienen: spiele Karo-Dame."),
])
def test_a_refused_card_whose_suit_misleads_is_named_for_what_it_is(lang, is_trump, no_trump):
    """A player who tries the jack of clubs on a club lead heard only "You must follow clubs"
    and could not tell why a club was refused: it is a trump. In a queen solo, the ace of
    diamonds is refused on a trump lead for the other way round."""
    state = club_led_on_the_worked_deal()
    describer = DoppelkopfDescriber(state.game, lang)
    assert refusal(state, describer, "jc") == is_trump
    state = deal_hands([
        "qc qc qs qs qh qh qd ks jc jc js js".split(),
        "jh jh kc kc ac ac as as qd ks ah ad".split(),
        "jd jd 10c 10c 9c 9c 10s 10s 9s 9s ah 10h".split(),
        "10h kh kh 9h ad 9h 10d 10d kd kd 9d 9d".split()])
    say(state, "damensolo", "gesund", "gesund", "gesund", "qc")
    assert refusal(state, describer, "ad") == no_trump


@pytest.mark.parametrize(("lang", "you", "expected"), [
    ("en", None, "South played a queen of clubs: South is Re. So North and West are Kontra."),
    ("en", 0, "South played a queen of clubs: South is Re. So you and West are Kontra."),
    ("en", 2, "Now everybody knows you are Re. So North and West are Kontra."),
    ("de", None, "Süd hat eine Kreuz-Dame gespielt: Süd ist Re. Damit sind Nord und West Kontra."),
    ("de", 0, "Süd hat eine Kreuz-Dame gespielt: Süd ist Re. Damit bist du mit West Kontra."),
    ("de", 2, "Jetzt wissen alle, dass du Re bist. Damit sind Nord und West Kontra."),
])
def test_the_parties_a_queen_shows_are_told_at_once_and_the_listener_as_you(lang, you, expected):
    """The second queen of clubs tells the table both Kontra seats: one sentence, not one per
    seat, and the listener's own seat in the second person."""
    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = you
    events = [PartyRevealed(2, 0, Cause.QUEEN), PartyRevealed(0, KONTRA, Cause.DEDUCED),
              PartyRevealed(3, KONTRA, Cause.DEDUCED)]
    assert describer.move_message(None, None, events, 2).text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "So everybody knows you are Kontra."), ("de", "Damit wissen alle, dass du Kontra bist."),
])
def test_a_listener_worked_out_alone_hears_it_as_you(lang, expected):
    """The listener knows their own party from their hand; what is new is that the table knows
    it ("Damit bist du Kontra" told the listener what they knew)."""
    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = 1
    events = [PartyRevealed(1, KONTRA, Cause.DEDUCED)]
    assert describer.move_message(None, None, events, 3).text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Queen of clubs from South. South is Re. So North and West are Kontra."),
    ("de", "Kreuz-Dame von Süd. Süd ist Re. Damit sind Nord und West Kontra."),
])
def test_a_queen_just_called_is_not_named_again(lang, expected):
    game = DoppelkopfGame()
    describer = DoppelkopfDescriber(game, lang)
    queen = game.deck.ids_of(QUEEN_OF_CLUBS)[0]
    events = [CardPlayed(2, queen), PartyRevealed(2, 0, Cause.QUEEN),
              PartyRevealed(0, KONTRA, Cause.DEDUCED), PartyRevealed(3, KONTRA, Cause.DEDUCED)]
    assert describer.move_message(None, None, events, 2).text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Queen of clubs from South takes the trick, 15 points. South is Re. So North and "
           "West are Kontra."),
    ("de", "Kreuz-Dame von Süd macht den Stich, 15 Augen. Süd ist Re. Damit sind Nord und "
           "West Kontra."),
])
def test_a_queen_that_takes_the_trick_is_not_named_again(lang, expected):
    """The queen of clubs, last card of the trick, takes it in one sentence with its player;
    "South played a queen of clubs: South is Re." after it named South a third time."""
    game = DoppelkopfGame()
    state = game.new_state()
    state.phase, state.viewer = PLAY, 1
    describer = DoppelkopfDescriber(game, lang)
    queen = game.deck.ids_of(QUEEN_OF_CLUBS)[0]
    others = tuple(game.deck.ids_of(parse_face(name))[0] for name in ("9d", "jh", "10d"))
    trick = TrickWon(2, 3, (*others, queen), 15, 9)
    events = [CardPlayed(2, queen), trick, PartyRevealed(2, 0, Cause.QUEEN),
              PartyRevealed(0, KONTRA, Cause.DEDUCED), PartyRevealed(3, KONTRA, Cause.DEDUCED)]
    assert describer.move_message(state, None, events, 2).text == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Re: you (your own cards). Party not known yet: bob, South, and West."),
    ("de", "Re: du (deine Karten). Partei noch offen: bob, Süd und West."),
])
def test_the_listener_is_you_in_the_parties_not_their_own_name(lang, expected):
    """Online, where the people are named, ann heard "Re: ann (your own cards)"; at home
    "Re: North (your own cards)", her own side as if it were somebody else's."""
    state = deal_hands(hands_of(WORKED))
    for word in ["gesund"] * 4:
        state.play(state.parse_move(word))
    describer = DoppelkopfDescriber(state.game, lang)
    describer.people, describer.you = {0: "ann", 1: "bob"}, 0
    assert describer.parties_text(state.redacted(0)) == expected


@pytest.mark.parametrize(("lang", "totals", "result"), [
    ("en", "Totals: you 0, bob 0, South 0, West 0.",
     "The session is over. Totals: you -4, bob -4, South 4, West 4."),
    ("de", "Stand: du 0, bob 0, Süd 0, West 0.",
     "Die Runde ist vorbei. Stand: du -4, bob -4, Süd 4, West 4."),
])
def test_the_listener_is_you_in_the_points_not_their_own_name(lang, totals, result):
    """Playing a whole game online, ann heard "Points: ann -4, East -4, bob 4, West 4." and
    "The session is over. Totals: ann -4, ...": her own name among the others' (at home her
    side). The points of a deal, the totals and the score list name her "you"."""
    from accessible_games.engine.types import EndReason, Outcome

    state = deal_hands(hands_of(WORKED))
    for word in ["gesund"] * 4:
        state.play(state.parse_move(word))
    describer = DoppelkopfDescriber(state.game, lang)
    describer.people, describer.you = {0: "ann", 1: "bob"}, 0
    assert describer.sheet_lines(state.redacted(0))[-1] == totals
    outcome = Outcome(frozenset({2, 3}), EndReason.MAJORITY, (-4, -4, 4, 4))
    assert describer.deal_outcome_text(outcome) == result
    # The totals name "you" but say nobody won: "You have won." still follows for bob.
    describer.you = 2
    assert not describer.result_addressed(outcome)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Re: North and South (each played a queen of clubs). Kontra: East (your own cards), "
           "West (worked out)."),
    ("de", "Re: Nord und Süd (haben je eine Kreuz-Dame gespielt). Kontra: Ost (deine Karten), "
           "West (folgt daraus)."),
])
def test_two_seats_known_for_one_reason_share_it_in_the_plural(lang, expected):
    """Worked trick 9: South's queen of clubs follows North's; a play-tester heard "Re: Ost
    und Süd (hat eine Kreuz-Dame gespielt)"."""
    from tests.games.cards.doppelkopf.helpers import worked_state

    state = worked_state()
    for _, cards in WORKED[:9]:
        say(state, *cards.split())
    describer = DoppelkopfDescriber(state.game, lang)
    assert describer.parties_text(state.redacted(1)) == expected


@pytest.mark.parametrize(("lang", "you", "re_seats", "winner", "expected"), [
    ("en", 2, (0, 2), 0, "You win deal 2: you and North were Re with 130 points, Kontra 110."),
    ("en", 1, (0, 2), 0, "You lose deal 2: Re were North and South with 130 points, Kontra "
                         "110."),
    ("en", None, (0, 2), 0, "Deal 2 goes to Re: Re were North and South with 130 points, "
                            "Kontra 110."),
    ("de", 2, (0, 2), 0, "Du gewinnst Spiel 2: Du und Nord wart Re mit 130 Augen, Kontra 110."),
    ("de", 3, (0,), 1, "Du gewinnst Spiel 2: Re war Nord mit 130 Augen, Kontra 110."),
    ("de", 1, (0, 2), 0, "Du verlierst Spiel 2: Re waren Nord und Süd mit 130 Augen, Kontra "
                         "110."),
    ("de", None, (0, 2), 1, "Spiel 2 geht an Kontra: Re waren Nord und Süd mit 130 Augen, "
                            "Kontra 110."),
    ("en", 0, (0,), 1, "You lose deal 2: you were Re alone with 130 points, Kontra 110."),
    ("de", 1, (0,), -1, "Spiel 2 geht an keine Partei: Re war Nord mit 130 Augen, Kontra 110."),
])
def test_the_deal_s_end_says_who_won_it_in_one_sentence(lang, you, re_seats, winner, expected):
    """A play-tester heard "Deal 2 over. Re were North and South with 130 points, Kontra
    110. Re wins.": a telegraphic opening, the winner told last. One sentence now says whose
    deal it was and the points, the listener as "you" when Re. A player heard whether they
    won only by matching the party named to their own ("Deal 2 goes to Re" to East, who was
    Kontra); now the sentence begins with it ("You lose deal 2"), and the points that follow
    say by how much ("Points: you -1, ..."); the party is named to a spectator."""
    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = you
    scored = DealScored(deal=2, contract=0, re_seats=re_seats, re_points=130, tricks=(7, 5),
                        said=(0, 0), winner=winner, items=(), value=1,
                        seat_points=(1, -1, 1, -1), totals=(1, -1, 1, -1))
    news = describer.table_news(DoppelkopfGame().new_state(), [scored])
    assert news is not None and news.text.startswith(expected + " ")


@pytest.mark.parametrize(("lang", "you", "partner", "expected"), [
    ("en", None, 1, "Trick 2 was the clarifying trick: East plays with North."),
    ("en", 1, 1, "Trick 2 was the clarifying trick: you play with North."),
    ("en", 0, 1, "Trick 2 was the clarifying trick: East plays with you."),
    ("en", 0, -1, "No foreign trick in the first three: you play alone."),
    ("en", 2, -1, "No foreign trick in the first three: North plays alone."),
    ("de", 1, 1, "Der 2. Stich war der Klärungsstich: Du spielst mit Nord."),
    ("de", 0, 1, "Der 2. Stich war der Klärungsstich: Ost spielt mit dir."),
    ("de", 0, -1, "Kein fremder Stich in den ersten drei: du spielst allein."),
])
def test_the_wedding_s_partner_is_told_to_the_listener_as_you(lang, you, partner, expected):
    """North holds the wedding. Whoever won the clarifying trick, or North alone, hears it in
    the second person, not by a seat name that is the listener's own."""
    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = you
    event = WeddingClarified(0, partner, 2)
    assert describer.move_message(None, None, [event], 1).text == expected


@pytest.mark.parametrize(("lang", "you", "played", "expected"), [
    # Trick 1 of the worked deal: of two equal kings of clubs the first played wins.
    ("en", None, "kc 9c kc", "In the trick: king of clubs from North, nine of clubs from East, "
                             "king of clubs from South. North is winning so far."),
    ("en", 0, "kc 9c kc", "In the trick: king of clubs from you, nine of clubs from East, "
                          "king of clubs from South. You are winning so far."),
    ("de", 1, "kc 9c kc", "Im Stich: Kreuz-König von Nord, Kreuz-Neun von dir, Kreuz-König "
                          "von Süd. Vorn liegt Nord."),
    ("en", None, "kc", "In the trick: king of clubs from North."),
])
def test_the_trick_says_who_is_winning_it_so_far(lang, you, played, expected):
    """At the table a player sees at a glance whose card is highest; a listener would have to
    work out the trump order. Two equal cards: the first played wins (worked trick 1)."""
    from tests.games.cards.doppelkopf.helpers import worked_state

    state = worked_state()
    say(state, *played.split())
    describer = DoppelkopfDescriber(state.game, lang)
    describer.you = you
    text = describer.table_text(state)
    assert text.split(". ", 1)[1] == expected


@pytest.mark.parametrize(("tricks", "partial", "winner"), [
    (5, "kh 9h jd", "South"),  # worked trick 6: the jack of diamonds trumps the king of hearts
    (8, "10h jh qc", "North"),  # worked trick 9: the ten of hearts over a queen of clubs
])
def test_a_trump_or_the_ten_of_hearts_is_told_as_winning(tricks, partial, winner):
    from tests.games.cards.doppelkopf.helpers import WORKED, say, worked_state

    state = worked_state()
    for _, cards in WORKED[:tricks]:
        say(state, *cards.split())
    say(state, *partial.split())
    describer = DoppelkopfDescriber(state.game, "en")
    assert describer.table_text(state).endswith(f"{winner} is winning so far.")


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "South, your turn. North, your partner, is winning so far."),
    ("de", "Süd, du bist am Zug. Vorn liegt Nord, dein Partner."),
])
def test_a_partner_the_listener_has_found_out_is_named_so(lang, expected):
    """Worked trick 8: North's queen of clubs shows North is Re, and South holds the other:
    before South follows, South hears that its partner is winning. East, of the other party
    (no queen of clubs in its hand), hears North's name alone."""
    from tests.games.cards.doppelkopf.helpers import WORKED, say, worked_state

    state = worked_state()
    for _, cards in WORKED[:7]:
        say(state, *cards.split())
    say(state, "ad", "qc", "kd")
    assert state.to_move == 2
    describer = DoppelkopfDescriber(state.game, lang)
    describer.you = 2
    assert describer.turn_prompt(state.redacted(2), 2) == expected
    describer.you = 1
    plain = {"en": "North is winning so far.", "de": "Vorn liegt Nord."}[lang]
    assert describer.table_text(state.redacted(1)).endswith(plain)


def test_the_turn_s_partner_comes_from_what_the_listener_may_know():
    """Over a whole deal at North's console (seed 2, three beginners), the turn prompt is the
    same when the other three hidden hands are passed round: "your partner" comes from North's
    own cards and what the table saw, never from a hand North cannot see. It is said 6 times."""
    from tests.games.cards.table_play import against_beginners, computers_play

    console = against_beginners(DoppelkopfGame({"deals": 1}), "en", 2)
    partner_said = 0
    while not console.is_over:
        said = console.turn_message().text
        hands = console.table.state.hands  # type: ignore[attr-defined]
        hands[1], hands[2], hands[3] = hands[2], hands[3], hands[1]
        assert console.turn_message().text == said
        hands[1], hands[2], hands[3] = hands[3], hands[1], hands[2]
        partner_said += "your partner" in said
        console.handle_line(console.observation.legal_moves[0].notation)
        computers_play(console)
    assert partner_said == 6


@pytest.mark.parametrize(("lang", "to_the_leader", "to_another"), [
    ("en", "All healthy: a normal game.", "All healthy: a normal game. South leads."),
    ("de", "Alle gesund: Normalspiel.", "Alle gesund: Normalspiel. Süd spielt aus."),
])
def test_the_leader_hears_the_game_without_a_second_your_lead(lang, to_the_leader, to_another):
    """A play-tester at South heard "South leads." and at once "South, your lead."; the turn
    line tells the leader, the others still hear who leads."""
    from accessible_games.games.cards.doppelkopf.moves import ContractChosen
    from accessible_games.games.cards.doppelkopf.rules import Contract

    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    event = ContractChosen(Contract.NORMAL.value, -1, 2)
    describer.you = 2
    describer.elsewhere = frozenset({0, 1, 3})
    assert describer.event_line(event) == to_the_leader
    describer.you = 0
    describer.elsewhere = frozenset({1, 2, 3})  # South is the computer: its card follows
    assert describer.event_line(event) == to_another


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "All healthy: a normal game."), ("de", "Alle gesund: Normalspiel.")])
def test_who_leads_is_said_once_where_a_person_leads(lang, said):
    """At an online table a play-tester heard "East leads." and at once "East to lead.": where
    a person leads (not the computer), the turn line that waits for them names them."""
    from accessible_games.games.cards.doppelkopf.moves import ContractChosen
    from accessible_games.games.cards.doppelkopf.rules import Contract

    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = 0
    describer.elsewhere = frozenset({2, 3})  # East (1) is another person
    assert describer.event_line(ContractChosen(Contract.NORMAL.value, -1, 1)) == said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_solo_is_named_to_its_leader_too(lang):
    from accessible_games.games.cards.doppelkopf.moves import ContractChosen
    from accessible_games.games.cards.doppelkopf.rules import Contract

    describer = DoppelkopfDescriber(DoppelkopfGame(), lang)
    describer.you = 1
    said = [describer.event_line(ContractChosen(Contract.CLUBS_SOLO.value, 1, 1)),
            describer.event_line(ContractChosen(Contract.MEATLESS.value, 1, 1, True))]
    describer.you = 3
    said.append(describer.event_line(ContractChosen(Contract.MEATLESS.value, 1, 1)))
    assert said == SOLO_SAID[lang]


SOLO_SAID = {"en": ["You play a clubs solo.", "You play a meatless solo as your compulsory solo.",
                    "East plays a meatless solo."],
             "de": ["Du spielst ein Kreuzsolo.", "Du spielst einen Fleischlosen als Pflichtsolo.",
                    "Ost spielt einen Fleischlosen."]}
"""A solo is always one against three: "Nord spielt Damensolo allein" said it twice."""


@pytest.mark.parametrize(("lang", "solo", "yours", "theirs"), [
    ("en", "queen solo", "You say: queen solo.", "North: queen solo. North leads."),
    ("de", "damensolo", "Du sagst: Damensolo.", "Nord: Damensolo. Nord spielt aus."),
])
def test_a_solo_just_named_by_its_player_is_not_named_again(lang, solo, yours, theirs):
    """A play-tester who said "damensolo" last heard "Du sagst: Damensolo. Du spielst
    Damensolo allein." The game named by its player in the same breath is said once."""
    from accessible_games.games.cards.doppelkopf.moves import (
        ContractChosen,
        Reservation,
        ReservationSaid,
    )
    from accessible_games.games.cards.doppelkopf.rules import Contract

    console = seated("doppelkopf", lang, 11)  # North says last; nobody named a game before
    assert console.handle_line(solo)[0].text == yours
    game = DoppelkopfGame()
    describer = DoppelkopfDescriber(game, lang)
    describer.you = 2
    describer.elsewhere = frozenset({0, 1, 3})  # North is the computer: its card follows
    events = [ReservationSaid(0, Reservation.QUEEN_SOLO),
              ContractChosen(Contract.QUEEN_SOLO.value, 0, 0)]
    assert describer.move_message(game.new_state(), None, events, 0).text == theirs


@pytest.mark.parametrize(("lang", "you", "expected"), [
    ("en", 1, "South has a wedding."),
    ("en", 2, "You have a wedding."),
    ("de", 1, "Süd hat eine Hochzeit."),
    ("de", 2, "Du hast eine Hochzeit."),
])
def test_a_wedding_is_what_its_player_has(lang, you, expected):
    """A play-tester heard "Süd spielt Hochzeit.": at the table one has a wedding."""
    from accessible_games.games.cards.doppelkopf import rules

    game = DoppelkopfGame()
    describer = DoppelkopfDescriber(game, lang)
    describer.you = you
    event = ContractChosen(rules.Contract.WEDDING.value, 2, 2)
    assert describer.move_message(game.new_state(), None, [event], 2).text.startswith(expected)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Re: East (plays the solo). Kontra: North, South, and West (against the solo)."),
    ("de", "Re: Ost (spielt das Solo). Kontra: Nord, Süd und West (gegen das Solo)."),
])
def test_a_solo_s_parties_say_who_plays_it_and_who_against_it(lang, expected):
    """The parties of a solo said "Kontra: North, South and West (the solo)", as if the three
    played it."""
    state = deal_hands(hands_of(WORKED))
    while state.phase == RESERVE:
        state.play(state.parse_move("damensolo" if state.to_move == 1 else "gesund"))
    describer = DoppelkopfDescriber(state.game, lang)
    assert describer.parties_text(state.redacted(0)) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "Re: you (play the solo). Kontra: North, South, and West (against the solo)."),
    ("de", "Re: du (spielst das Solo). Kontra: Nord, Süd und West (gegen das Solo)."),
])
def test_the_soloist_hears_the_solo_is_theirs_in_the_second_person(lang, expected):
    """Playing a jack solo, "wer ist Re" was "Re: du (spielt das Solo)": the verb of the
    third person after "du"."""
    state = deal_hands(hands_of(WORKED))
    while state.phase == RESERVE:
        state.play(state.parse_move("damensolo" if state.to_move == 1 else "gesund"))
    describer = DoppelkopfDescriber(state.game, lang)
    describer.you = 1
    assert describer.parties_text(state.redacted(1)) == expected


@pytest.mark.parametrize(("lang", "over", "under"), [
    ("en", "Queen of hearts from East overtrumps: no spades.",
     "Nine of diamonds from West undertrumps: no spades."),
    ("de", "Herz-Dame von Ost sticht Pik ab und übersticht.",
     "Karo-Neun von West, Pik nicht bedient, sticht unter."),
])
def test_a_ruff_on_a_ruffed_trick_says_whether_it_beats_it(lang, over, under):
    """A trump on a plain-suit trick already trumped was told as any ruff ("Herz-Dame von
    Ost sticht Pik ab."; "Karo-Neun von West sticht Herz ab." for a nine that could not
    win): now it overtrumps or undertrumps, as Whist tells it."""
    game = DoppelkopfGame()
    hands = hands_of(WORKED)
    state = deal_hands(hands)
    say(state, "gesund", "gesund", "gesund", "gesund")
    deck = game.deck
    spade = deck.ids_of(parse_face("as"))[0]
    queen, nine = deck.ids_of(parse_face("qh"))[0], deck.ids_of(parse_face("9d"))[0]
    low = deck.ids_of(parse_face("jd"))[0]
    state.trick, state.turn = [spade, low], 1
    (played,) = state.play_events(PlayCard(queen))
    assert played.overtrumped and not played.undertrumped
    state.trick, state.turn = [spade, low, queen], 3
    (played,) = state.play_events(PlayCard(nine))
    assert played.undertrumped and not played.overtrumped
    describer = DoppelkopfDescriber(game, lang)
    spades = played.renounced
    assert describer.event_line(CardPlayed(1, queen, spades, True, True)) == over
    assert describer.event_line(CardPlayed(3, nine, spades, True, False, True)) == under


@pytest.mark.parametrize(("lang", "told"), [
    ("en", ("You trump with the jack of diamonds.", "You overtrump with the queen of hearts.",
            "You undertrump with the nine of diamonds.", "You play the nine of hearts.")),
    ("de", ("Du stichst mit Karo-Bube ab.", "Du überstichst mit Herz-Dame.",
            "Du stichst mit Karo-Neun unter.", "Du spielst Herz-Neun.")),
])
def test_the_player_s_own_ruff_is_told_as_a_ruff(lang, told):
    """The player's own trump on a plain-suit trick was "Du spielst Karo-Dame." where the
    others' said "sticht ab", "übersticht" or "sticht unter": now the player's own ruff says
    the same in the second person. A card that neither follows nor trumps stays plain: the
    player knows their hand."""
    game = DoppelkopfGame()
    deck = game.deck
    card = {name: deck.ids_of(parse_face(name))[0] for name in ("jd", "qh", "9d", "9h")}
    describer = DoppelkopfDescriber(game, lang)
    describer.you = 1
    spades = rules.table(deck, rules.Contract.NORMAL).klass[deck.ids_of(parse_face("as"))[0]]
    lines = [describer.event_line(CardPlayed(1, card["jd"], spades, True)),
             describer.event_line(CardPlayed(1, card["qh"], spades, True, True)),
             describer.event_line(CardPlayed(1, card["9d"], spades, True, False, True)),
             describer.event_line(CardPlayed(1, card["9h"], spades, False))]
    assert tuple(lines) == told


@pytest.mark.parametrize(("lang", "said", "expected"), [
    ("de", "re", "Angesagt: Re (du). Noch möglich, bevor du deine nächsten 3 Karten gespielt "
                 "hast: keine 90."),
    ("en", "re", "Announced: Re (you). You can still say no 90 before any of your next 3 "
                 "cards."),
])
def test_the_announcements_name_the_listener_as_you(lang, said, expected):
    """"ansagen" after North's own Re said "Angesagt: Re (Nord).", naming the listener as
    if somebody else had spoken, where "parteien" says "du"."""
    console = seated("doppelkopf", lang, 2)
    console.handle_line("gesund")
    while console.computer_to_move():
        console.computer_move()
    console.handle_line(said)
    word = "ansagen" if lang == "de" else "announcements"
    assert [m.text for m in console.handle_line(word)] == [expected]
