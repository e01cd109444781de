"""The other side's move in the draughts and Halma families is a sentence with a verb.

The player's own move was told "Du ziehst von 32 nach 28.", the opponent's without a verb:
"Weißer Stein 32 nach 28.", "Wolf h8 nach g7.". Now the piece with its article is the subject
of the same verb: "Der weiße Stein zieht von 32 nach 28.", "The wolf moves from h8 to g7."
"""

from __future__ import annotations

import re

import pytest

from accessible_games.lineup import REGISTRY, describer_for

GAMES = ("checkers", "international-draughts", "russian-draughts", "brazilian-draughts",
         "turkish-draughts", "schlagdame", "wolf-und-schafe", "blockade",
         "raeuber-und-gendarm", "halma-dame", "eckdame")

STEP = {
    "en": re.compile(r"^The [a-z]+( [a-z]+)? (moves|hops) from \w+( over [\w ,]+)? to \w+\.$"),
    "de": re.compile(r"^(Der|Die|Das)( [a-zß]+e)? [A-Z][a-z]+ (zieht|springt) von \w+"
                     r"( über [\w ,]+)? nach \w+\.$"),
}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_step_watched_by_the_other_side_has_a_verb(game_id, lang):
    """A step, or in Halma-Dame a hop, the first of the moves at the start."""
    game = REGISTRY.create(game_id)
    state = game.new_state()
    mover = state.to_move
    move = state.legal_moves()[0]
    describer = describer_for(game, lang)
    describer.you = 1 - mover
    text = describer.move_message(state, move, state.play(move), mover).text
    assert STEP[lang].match(text), text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The black man on c3 takes d4 and f6 by way of e5 and lands on g7."),
    ("de", "Der schwarze Stein zieht von c3 über e5 nach g7 und schlägt d4 und f6."),
])
def test_a_capture_watched_by_the_other_side_says_who_takes(lang, said):
    game = REGISTRY.create("checkers")
    state = game.parse_position("B:W14,15,22:B11,12")
    move = state.parse_move("c3xg7")
    describer = describer_for(game, lang)
    describer.you = 1
    assert describer.move_message(state, move, state.play(move), 0).text == said


@pytest.mark.parametrize(("game_id", "position", "typed", "lang", "yours", "theirs"), [
    ("checkers", "B:W14,15,22:B11,12", "c3xg7", "en",
     "From c3 you take d4 and f6 by way of e5 and land on g7.",
     "The black man on c3 takes d4 and f6 by way of e5 and lands on g7."),
    ("checkers", "B:W14,15,22:B11,12", "c3xg7", "de",
     "Du ziehst von c3 über e5 nach g7 und schlägst d4 und f6.",
     "Der schwarze Stein zieht von c3 über e5 nach g7 und schlägt d4 und f6."),
    ("international-draughts", "W:W32:B28", "32x23", "en",
     "From 32 you take 28 and land on 23.", "The white man on 32 takes 28 and lands on 23."),
    ("alquerque", "5/5/3B1/2B1B/2W2 w - - 0", "c1xe1", "en",
     "You move from c1 by way of c3 and e3 to e1 and take c2, d3, and e2.",
     "White moves from c1 by way of c3 and e3 to e1 and takes c2, d3, and e2."),
    ("alquerque", "5/5/3B1/2B1B/2W2 w - - 0", "c1xe1", "de",
     "Du ziehst von c1 über c3 und e3 nach e1 und schlägst c2, d3 und e2.",
     "Weiß zieht von c1 über c3 und e3 nach e1 und schlägt c2, d3 und e2."),
    ("breakthrough", "8/8/8/3p4/4P3/8/8/8 w", "e4xd5", "en",
     "From e4 you take d5.", "White e4 takes d5."),
    ("breakthrough", "8/8/8/3p4/4P3/8/8/8 w", "e4xd5", "de",
     "Du schlägst mit e4 auf d5.", "Weiß schlägt mit e4 auf d5."),
])
def test_the_players_own_capture_reads_as_naturally_as_the_others(
        game_id, position, typed, lang, yours, theirs):
    """The player's own capture was told with a possessive no one says ("Your c3 takes d4 and
    f6, lands on g7.") while the other side heard "The black man on c3 takes d4 and f6 and
    lands on g7."; now "From c3 you take d4 and f6 by way of e5 and land on g7.", the squares
    in the same order. German says either side's capture as a move and what it takes ("Du
    ziehst von c3 über e5 nach g7 und schlägst d4 und f6."). The draughts games share the sentence
    (common.move.capture.you); Alquerque has its own."""
    game = REGISTRY.create(game_id)
    state = game.parse_position(position)
    mover = state.to_move
    move = state.parse_move(typed)
    events = state.play(move)
    describer = describer_for(game, lang)
    told = []
    for listener in (mover, 1 - mover):
        describer.you = listener
        told.append(describer.move_message(state, move, events, mover).text)
    assert told == [yours, theirs]


OWN_STEP = {
    # Wolf und Schafe names the piece its player moved, the wolf or a sheep.
    "en": re.compile(r"^You (move|hop)( a sheep| the wolf)? from \w+( over [\w ,]+)? to \w+\.$"),
    "de": re.compile(
        r"^Du (ziehst|springst)( ein Schaf| den Wolf)? von \w+( über [\w ,]+)? nach \w+\.$"),
}


@pytest.mark.parametrize("game_id", [*GAMES, "alquerque", "breakthrough"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_players_own_first_step_says_from_and_to_as_the_other_sides_does(game_id, lang):
    """The player's own step was "You move e3 to f4." in the draughts and Halma families,
    Alquerque and Breakthrough, where the other side's is "The white man moves from e3 to
    f4." and German says "Du ziehst von e3 nach f4."."""
    game = REGISTRY.create(game_id)
    state = game.new_state()
    mover = state.to_move
    move = state.legal_moves()[0]
    describer = describer_for(game, lang)
    describer.you = mover
    text = describer.move_message(state, move, state.play(move), mover).text
    assert OWN_STEP[lang].match(text), text


@pytest.mark.parametrize(("yours", "theirs"), [
    ("You move from a2 to a3.", "White moves from a2 to a3."),
])
def test_rakados_step_says_from_and_to_for_every_side(yours, theirs):
    """Rakado's step was "White moves a2 to a3." and "You move a2 to a3."."""
    from tests.games.rakado.helpers import position

    said = []
    for you in (0, 1):
        state = position({"a2": "a", "p16": "b"}, "a", roll=1)
        describer = describer_for(state.game, "en")
        describer.you = you
        move = state.parse_move("a2-a3")
        said.append(describer.move_message(state, move, state.play(move), 0).text)
    assert said == [yours, theirs]
