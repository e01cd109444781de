"""Mau Mau on hand-made deals with worked answers (seed rules unless an option says otherwise)."""

from __future__ import annotations

import pytest

from accessible_games.engine.types import IllegalMoveError, TurnKind
from accessible_games.games.cards.core import Face, Rank, Suit
from accessible_games.games.cards.events import TalonReshuffled
from accessible_games.games.cards.mau_mau.commands import WHY_JACK_ON_JACK, parse_command
from accessible_games.games.cards.mau_mau.game import MauMauGame, MauMauState
from accessible_games.games.cards.mau_mau.rules import (
    DirectionReversed,
    Draw,
    DrawStacked,
    Drew,
    MauCalled,
    MauMissed,
    Pass,
    Play,
    SuitWished,
    TurnSkipped,
)
from accessible_games.games.cards.state import Deal
from accessible_games.narration.games.mau_mau import MauMauDescriber


def card(game: MauMauGame, text: str) -> int:
    """The id of a card named like "7h" in the game's pack."""
    from accessible_games.games.cards.parse import parse_face
    return game.deck.ids_of(parse_face(text))[0]


def position(hands: list[str], pile: str, talon: str | None = None, turn: int = 0,
             **options: object) -> MauMauState:
    """A running deal: ``hands`` and ``pile`` as space-separated names, the rest in the talon
    (or exactly ``talon``); the top of the pile is its last card, played (not turned up)."""
    game = MauMauGame({"players": len(hands), **options})
    state = game.new_state()
    state.pending = []
    state.hands = [sorted((card(game, t) for t in h.split()), key=game.deck.sort_key)
                   for h in hands]
    state.discard = [card(game, t) for t in pile.split()]
    used = {c for h in state.hands for c in h} | set(state.discard)
    if talon is None:
        state.talon = [c for c in range(len(game.deck)) if c not in used]
    else:
        state.talon = [card(game, t) for t in talon.split()]
    hidden = game.deck.mask(c for c in range(len(game.deck)) if c not in state.discard)
    state.pub = [[hidden] * len(h) for h in state.hands]
    state.talon_mask = hidden
    state.turn, state.turned = turn, False
    return state


def deal_pending(state: MauMauState) -> None:
    """Let chance deal every pending card (the lowest id first, for repeatable tests)."""
    while state.turn_kind is TurnKind.CHANCE:
        state.play(state.chance_outcomes()[0][0])


def test_a_seven_stacked_three_times_makes_the_fourth_player_draw_six():
    state = position(["7h 8c 8d", "7s 9c 9d", "7d ac ad", "kh qc qd"], "xh")
    totals = []
    for seat in range(3):
        move = next(m for m in state.legal_moves() if isinstance(m, Play))
        events = state.play(move)
        totals += [e.total for e in events if isinstance(e, DrawStacked)]
    assert totals == [2, 4, 6]
    assert state.to_move == 3 and state.legal_moves() == [Draw()]
    events = state.play(Draw())
    assert Drew(3, 6, True) in events
    deal_pending(state)
    assert len(state.hands[3]) == 9 and state.debt == 0
    assert state.to_move == 0  # drawing the sevens ends the turn


def test_seven_may_be_answered_only_with_a_seven():
    state = position(["7h 8c", "kh 9h"], "xh", mau_penalty=0)
    state.play(Play(card(state.game, "7h")))  # type: ignore[arg-type]
    assert state.legal_moves() == [Draw()]


def test_jack_on_jack_is_refused_with_the_reason():
    state = position(["jc 8s", "kh 9c"], "xh jd")
    state.wish = Suit.HEARTS.value
    with pytest.raises(IllegalMoveError) as caught:
        parse_command(state, "Kreuz-Bube Herz")
    assert caught.value.reason.count == WHY_JACK_ON_JACK
    assert state.legal_moves() == [Draw()]  # 8s does not fit the wished hearts either
    # With the house rule it is allowed.
    state = position(["jc 8s", "kh 9c"], "xh jd", jack_on_jack=True)
    state.wish = Suit.HEARTS.value
    assert parse_command(state, "jc herz") == Play(card(state.game, "jc"), Suit.HEARTS.value)


def test_a_jack_wishes_a_suit_that_the_next_player_must_follow():
    state = position(["jc 8s", "kh 9c qs"], "xh", mau_penalty=0)
    events = state.play(parse_command(state, "jc pik"))
    assert SuitWished(0, Suit.SPADES.value) in events
    assert [m.card for m in state.legal_moves() if isinstance(m, Play)] == [card(state.game, "qs")]


def test_the_missed_mau_costs_one_penalty_card():
    state = position(["7h 8c", "kh 9c qs"], "xh", seven=False)
    events = state.play(parse_command(state, "7h"))
    assert MauMissed(0, 1) in events
    assert state.turn_kind is TurnKind.CHANCE and state.pending == [[0, 1]]
    deal_pending(state)
    assert len(state.hands[0]) == 2 and state.to_move == 1


def test_mau_called_costs_nothing():
    state = position(["7h 8c", "kh 9c qs"], "xh", seven=False)
    events = state.play(parse_command(state, "herz 7 mau"))
    assert MauCalled(0) in events and not state.pending and len(state.hands[0]) == 1


def test_mau_said_too_early_is_refused_for_the_call_not_for_the_card():
    """ "9h mau" with three cards used to be refused as a card that does not fit the pile.
    The card fits; the call comes with the last card but one. Without the call in the rules
    (mau_penalty 0) the word is harmless and the card is played."""
    state = position(["9h 8c ks", "kh 9c qs"], "xh", seven=False)
    with pytest.raises(IllegalMoveError) as refused:
        parse_command(state, "9h mau")
    said = {"en": "Say Mau only with the card that leaves you one card: after the nine of "
                  "hearts you hold 2 cards. Type the card alone.",
            "de": "Mau sagst du nur mit der Karte, nach der dir eine bleibt: nach Herz-Neun "
                  "hast du noch 2 Karten. Tippe die Karte allein."}
    for lang, text in said.items():
        assert MauMauDescriber(state.game, lang).reason(refused.value.reason, state).text == text
    assert parse_command(state, "9h").notation == parse_command(
        position(["9h 8c ks", "kh 9c qs"], "xh", seven=False, mau_penalty=0), "9h mau").notation


def test_mau_typed_alone_says_which_card_takes_it():
    """ "mau" alone was answered "I cannot read "mau"", a word of this very game. With two
    cards it names those that fit, a jack once for its four wishes; with more, how the call is
    typed."""
    two = position(["9h jc", "kh 9c qs"], "xh", seven=False)
    three = position(["9h 8c ks", "kh 9c qs"], "xh", seven=False)
    said = {"en": ("Say Mau together with your card: type jack of clubs mau or nine of hearts "
                   "mau.", "Say Mau together with your last card but one, such as qh mau."),
            "de": ("Mau sagst du zusammen mit deiner Karte: tippe Kreuz-Bube mau oder Herz-Neun "
                   "mau.", "Mau sagst du zusammen mit deiner vorletzten Karte, etwa hd mau.")}
    for lang, (with_card, alone) in said.items():
        words = MauMauDescriber(two.game, lang)
        for state, text in ((two, with_card), (three, alone)):
            with pytest.raises(IllegalMoveError) as refused:
                parse_command(state, "mau")
            assert words.reason(refused.value.reason, state).text == text
    # The card as the answer names it, typed with the call, is the move.
    assert parse_command(two, "nine of hearts mau") == parse_command(two, "9h mau") \
        == parse_command(two, "Herz-Neun mau")



def test_mau_typed_alone_answers_the_seven_or_the_draw_first():
    """ "mau" typed while a seven must be answered, or while nothing fits, was told how the
    call is typed ("such as qh mau") although the player had to draw: the answer now says
    what matters at this turn, the sevens to answer or the card to draw."""
    seven_held = position(["7s 9c kd", "kh 9c qs"], "7h")
    no_seven = position(["8s 9c kd", "kh 9c qs"], "7h")
    nothing_fits = position(["8s 9c kd", "kh 9c qs"], "xh")
    seven_held.debt = no_seven.debt = 2
    said = {"en": ("No Mau yet: answer the sevens with the seven of spades or draw 2 cards.",
                   "No Mau yet: you have no seven to answer with, so draw 2 cards.",
                   "No Mau yet: no card fits, so draw a card."),
            "de": ("Jetzt kein Mau: antworte auf die Sieben mit Pik-Sieben oder ziehe 2 Karten.",
                   "Jetzt kein Mau: du hast keine Sieben zum Antworten, also zieh 2 Karten.",
                   "Jetzt kein Mau: keine Karte passt, also zieh eine Karte.")}
    for lang, texts in said.items():
        words = MauMauDescriber(seven_held.game, lang)
        for state, text in zip((seven_held, no_seven, nothing_fits), texts, strict=True):
            with pytest.raises(IllegalMoveError) as refused:
                parse_command(state, "mau")
            assert words.reason(refused.value.reason, state).text == text

def test_pass_refused_says_to_draw_when_no_card_fits():
    """ "pass" with no card that fits used to be told "play a card or draw"; there is no
    card to play, so the answer says to draw. With a card that fits, drawing is not allowed
    either (the seed's rule): the answer names the cards to play; where the house rule lets a
    player draw instead, it offers both."""
    nothing_fits = position(["8s 9s", "kh 9c qs"], "xh")
    two_fit = position(["8s 9h jc", "kh 9c qs"], "xh")
    may_draw = position(["8s 9h", "kh 9c qs"], "xh", must_play=False)
    said = {"en": ("You may not pass now: no card fits, so draw one.",
                   "You may not pass now: play the jack of clubs or the nine of hearts.",
                   "You may not pass now: play a card or draw."),
            "de": ("Du darfst jetzt nicht passen: keine Karte passt, also zieh eine.",
                   "Du darfst jetzt nicht passen: spiele Kreuz-Bube oder Herz-Neun.",
                   "Du darfst jetzt nicht passen: spiele eine Karte oder ziehe.")}
    for lang, texts in said.items():
        for state, text in zip((nothing_fits, two_fit, may_draw), texts, strict=True):
            with pytest.raises(IllegalMoveError) as refused:
                parse_command(state, "pass")
            assert MauMauDescriber(state.game, lang).reason(refused.value.reason,
                                                            state).text == text


def test_the_talon_running_out_is_refilled_from_the_pile():
    state = position(["8s 9s", "kh 9c qs"], "7h xh ah qh", talon="kc")
    assert state.legal_moves() == [Draw()]
    state.play(Draw())
    events = state.play(state.chance_outcomes()[0][0])
    assert TalonReshuffled(3) in events
    assert sorted(state.talon) == sorted(card(state.game, t) for t in "7h xh ah".split())
    assert state.discard == [card(state.game, "qh")] and state.to_move == 1


def test_a_reshuffle_amid_a_draw_is_told_when_the_draw_is_done():
    """Drawing two for a seven from a talon of one: the pile is shuffled after the first card
    and the second comes from the new talon. Told at the reshuffle, "a new talon of 3 cards"
    was one more than the talon held when the turn came round."""
    state = position(["8s 9s", "kh 9c qs"], "xh ah qh 7h", talon="kc")
    state.debt = 2
    state.play(Draw())
    first = state.play(state.chance_outcomes()[0][0])
    assert not any(isinstance(e, TalonReshuffled) for e in first)
    second = state.play(state.chance_outcomes()[0][0])
    assert TalonReshuffled(2) in second and len(state.talon) == 2
    assert [MauMauDescriber(state.game, lang).event_line(TalonReshuffled(2))
            for lang in ("en", "de")] == [
        "The pile was shuffled into a new talon, which now holds 2 cards.",
        "Der Ablagestapel wurde neu gemischt; im Talon liegen jetzt 2 Karten."]


def test_no_card_to_draw_and_none_to_play_means_pass():
    state = position(["8s 9s", "kh 9c qs"], "qh", talon="")
    assert state.legal_moves() == [Pass()]


def test_eight_skips_and_nine_reverses():
    state = position(["8h 2c", "kh 2d", "qh 2s"], "xh", deck="french52", mau_penalty=0)
    events = state.play(Play(card(state.game, "8h")))  # type: ignore[arg-type]
    assert TurnSkipped(1) in events and state.to_move == 2
    state = position(["9h 2c", "kh 2d", "qh 2s"], "xh", deck="french52", mau_penalty=0)
    events = state.play(Play(card(state.game, "9h")))  # type: ignore[arg-type]
    assert DirectionReversed(False) in events and state.to_move == 2
    state = position(["xh 2c", "kh 2d", "qh 2s"], "9h", deck="french52", reverse="10",
                     mau_penalty=0)
    state.play(Play(card(state.game, "xh")))  # type: ignore[arg-type]
    assert state.to_move == 2


def test_drawing_ends_the_turn_unless_the_drawn_card_may_be_played():
    state = position(["8s 9s", "kh 9c qs"], "xh", talon="ah")
    state.play(Draw())
    deal_pending(state)
    assert state.to_move == 1
    state = position(["8s 9s", "kh 9c qs"], "xh", talon="ah", draw_rule="play_drawn")
    state.play(Draw())
    deal_pending(state)
    assert state.to_move == 0
    assert state.legal_moves() == [Play(card(state.game, "ah")), Pass()]


def test_a_player_who_can_play_may_not_draw():
    state = position(["8s xs", "kh 9c qs"], "xh")
    assert Draw() not in state.legal_moves()
    assert Draw() in position(["8s xs", "kh"], "xh", must_play=False).legal_moves()


def test_drawing_shows_a_void_that_the_sampler_respects():
    import random
    state = position(["8s 9s 7c", "kh 9c qs", "ac ad"], "xh")
    state.play(Draw())
    view = state.redacted(1)
    hearts_or_tens = {c for c in range(32) if state.game.deck.face(c).suit is Suit.HEARTS
                      or state.game.deck.face(c).rank in (Rank.TEN, Rank.JACK)}
    for seed in range(50):
        full = view.sample_hidden(1, random.Random(seed))
        deal_pending(full)
        old = [c for c in full.hands[0] if c != full.moves[-1].card]
        assert not hearts_or_tens & set(old[:3])
        assert full.hands[1] == state.hands[1]


def test_play_on_ranks_everyone_and_first_to_n_plays_several_deals():
    import random
    game = MauMauGame({"players": 3, "play_on": True, "target": 2})
    state = game.new_state()
    rng = random.Random(4)
    deals = 0
    while not state.is_terminal():
        move = state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE \
            else rng.choice(state.legal_moves())
        if state.turn_kind is TurnKind.PLAYER:
            before = state.deal_no
        state.play(move)
        if not isinstance(move, Deal) and state.deal_no != before:
            deals += 1
    assert max(state.wins) == 2 and deals == sum(state.wins) - 1
    sheet = state.score_sheet()
    assert sheet.totals(("win",)) == tuple(state.wins)
    assert sheet.totals(("points",)) == tuple(state.points)
    assert Face(Rank.JACK, Suit.CLUBS) in state.game.deck.faces


def test_scoring_by_points_plays_the_deals_and_the_fewest_points_win():
    """With scoring=points, target=3 plays exactly three deals whatever the wins, and the
    player with the fewest points left in hand over the three wins; a worked hand counts
    jack 20, ace 11, ten 10, king 4, queen 3 and a seven 7."""
    import random

    from accessible_games.narration.games.mau_mau import MauMauDescriber

    game = MauMauGame({"players": 3, "scoring": "points", "target": 3})
    state = game.new_state()
    rng = random.Random(9)
    while not state.is_terminal():
        state.play(state.sample_chance(rng) if state.turn_kind is TurnKind.CHANCE
                   else rng.choice(state.legal_moves()))
    assert len(state.deal_rows) == 3 and sum(state.wins) == 3
    totals = [sum(row[2 + seat] for row in state.deal_rows) for seat in range(3)]
    assert totals == state.points
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == tuple(totals)
    assert outcome.winners == {seat for seat in range(3) if totals[seat] == min(totals)}
    said = MauMauDescriber(game, "en").outcome_text(outcome)
    assert said.startswith("Player ") and "fewest points left in hand" in said
    assert "gewinnt das Spiel mit den wenigsten Punkten" in \
        MauMauDescriber(game, "de").outcome_text(outcome)
    from accessible_games.games.cards.mau_mau.rules import DealScored

    scored = DealScored(1, (12, 0, 31), (0, 1, 0))
    assert MauMauDescriber(game, "en").event_line(scored) == (
        "Player 2 wins the deal. Points left in hand so far: Player 1: 12, Player 2: 0, and "
        "Player 3: 31.")
    assert MauMauDescriber(game, "de").event_line(scored) == (
        "Spieler 2 gewinnt die Runde. Punkte auf der Hand bisher: Spieler 1: 12, Spieler 2: 0 "
        "und Spieler 3: 31.")
    hand = position(["jc ah 10h kd qs 7c", "8c"], "9c", scoring="points")
    assert hand.hand_points(0) == 20 + 11 + 10 + 4 + 3 + 7


def test_typed_choices_in_both_languages():
    from accessible_games.engine.types import InvalidMoveError

    state = position(["8s 9s", "kh 9c qs"], "xh")
    assert parse_command(state, "ziehen") == parse_command(state, "draw") == Draw()
    with pytest.raises(IllegalMoveError):
        parse_command(state, "pass")
    with pytest.raises(IllegalMoveError):
        parse_command(state, "kh")  # not in this hand
    with pytest.raises(InvalidMoveError):
        parse_command(state, "blah")


@pytest.mark.parametrize("text", ["draw a card", "take a card", "pick up", "draw one card",
                                  "Karte ziehen", "eine Karte ziehen", "nimm eine Karte"])
def test_drawing_said_in_a_whole_phrase(text):
    """A new player types "draw a card" or "eine Karte ziehen" before learning that "draw" and
    "ziehen" do; "a card" must not be read as the ace."""
    state = position(["8s 9s", "kh 9c qs"], "xh")
    assert parse_command(state, text) == Draw()


def test_observation_shows_the_viewer_only_their_own_cards_and_moves():
    import random

    game = MauMauGame({"players": 3})
    state = game.new_state()
    rng = random.Random(1)
    while state.turn_kind is TurnKind.CHANCE:
        move = state.sample_chance(rng)
        assert state.move_audience(move) == (None if move.to == -2 else frozenset({move.to}))
        state.play(move)
    mover = state.to_move
    for viewer in range(3):
        seen = state.observation(viewer)
        assert seen.view.hands[viewer] == state.hands[viewer]
        assert all(c == -1 for seat in range(3) if seat != viewer for c in seen.view.hands[seat])
        assert (len(seen.legal_moves) > 0) == (viewer == mover)
    assert state.observation(None).view.hands[mover] == [-1] * len(state.hands[mover])


def test_the_engine_explains_a_refused_card_token():
    from accessible_games.engine.types import Token, TokenKind

    state = position(["jc 8s", "kh 9c"], "xh jd", mau_penalty=0)
    state.wish = Suit.HEARTS.value
    jack = card(state.game, "jc")
    reason = state.explain((Token(TokenKind.CARD, jack),))
    assert reason.count == WHY_JACK_ON_JACK and reason.locations == (jack,)
    assert state.parse_move("ziehen") == Draw()


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "You can play the jack of clubs or the nine of hearts, so you may not draw."),
    ("de", "Du kannst Kreuz-Bube oder Herz-Neun spielen, also darfst du nicht ziehen."),
])
def test_draw_refused_names_the_cards_that_fit(lang, text):
    """Play-testing: "You can play a card" left the player to find which; the refusal names
    the cards of the hand that fit, in hand order."""
    state = position(["8s 9h jc", "kh 9c qs"], "xh")
    with pytest.raises(IllegalMoveError) as refused:
        parse_command(state, "draw")
    assert MauMauDescriber(state.game, lang).reason(refused.value.reason, state).text == text


@pytest.mark.parametrize(("lang", "options", "said"), [
    ("en", {}, "Deals won: Player 1: 0, Player 2: 0, and Player 3: 0. The first to win a deal "
               "wins the game."),
    ("de", {"target": 3}, "Gewonnene Runden: Spieler 1: 0, Spieler 2: 0 und Spieler 3: 0. Wer "
                          "zuerst 3 Runden gewinnt, gewinnt das Spiel."),
    ("en", {"scoring": "points", "target": 4}, "Points left in hand so far: Player 1: 0, "
                                               "Player 2: 0, and Player 3: 0. Deal 1 of 4."),
])
def test_the_score_says_what_the_game_is_scored_by(lang, options, said):
    """Play-testing: "score" said "Points left in hand so far: ... 0" in a game not scored by
    points, and never how many deals win the game."""
    state = position(["8s 9s", "kh 9c qs", "7c"], "xh", **options)
    assert MauMauDescriber(state.game, lang).score_text(state) == said


@pytest.mark.parametrize(("last", "effect", "to_move"), [
    ("8h", TurnSkipped(1), 2),
    ("7h", DrawStacked(1, 2), 1),
    ("9h", DirectionReversed(False), 3),
])
def test_playing_on_the_last_cards_effect_is_said_as_it_is_applied(last, effect, to_move):
    """Playing on to rank everyone, the card that empties a hand still skips, makes the next
    player draw or reverses; a play-tester heard "finishes in place 1" and then his own turn,
    without the "Player 3 misses a turn" that had happened."""
    from accessible_games.games.cards.mau_mau.rules import PlayerOut

    state = position([last, "kh 2d", "qh 2s", "jh 2c"], "xh", deck="french52",
                     play_on=True)
    events = state.play(Play(card(state.game, last)))  # type: ignore[arg-type]
    assert list(events[1:3]) == [PlayerOut(0, 1), effect]
    assert state.to_move == to_move


def test_the_last_card_ending_the_deal_says_no_effect():
    """Without playing on, the deal ends with the last card: no skip is announced."""
    state = position(["8h", "kh 2d", "qh 2s"], "xh", deck="french52")
    events = state.play(Play(card(state.game, "8h")))  # type: ignore[arg-type]
    assert not any(isinstance(e, TurnSkipped) for e in events)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Player 1 plays the king of hearts, has no cards left, and finishes in "
           "place 2. You are the last with cards left and take place 3."),
    ("de", "Spieler 1 spielt Herz-König, hat keine Karten mehr und belegt Platz 2. "
           "Du hast als Letzter noch Karten und belegst Platz 3."),
])
def test_playing_on_the_one_left_with_cards_hears_the_last_place(lang, said):
    """A play-tester playing on with three heard the others take places 1 and 2, and then
    who won, but never his own place."""
    from accessible_games.games.cards.mau_mau.rules import LeftLast, PlayerOut

    state = position(["kh", "", "qh 2s"], "xh", deck="french52", play_on=True)
    state.finished = [1]
    mover = state.to_move
    events = state.play(Play(card(state.game, "kh")))  # type: ignore[arg-type]
    assert list(events[1:3]) == [PlayerOut(0, 2), LeftLast(2, 3)]
    describer = MauMauDescriber(state.game, lang)
    describer.you = 2
    assert describer.move_message(state, Play(card(state.game, "kh")), events,
                                  mover).text.startswith(said)


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "ziehn", "Meintest du ziehen?"),
    ("en", "draww", "Did you mean draw?"),
])
def test_a_slip_in_the_word_of_a_move_names_the_move(lang, typed, said):
    """"ziehn" with drawing the only move was told how to type a card: a move's one word as
    "moves" says it is offered for a slip, as a command's is."""
    from accessible_games.session.console import Console, Seat, SeatKind
    from accessible_games.session.table import Table

    state = position(["7c 9d ad kh", "8c 8h", "9c 9h"], "js")
    table = Table(state.game, [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 2,
                  state=state)
    me = Console(table, 0, lang=lang)
    assert [m.text for m in me.handle_line(typed)] == [said]
    assert not table.history
