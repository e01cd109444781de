"""The hint tells its move as the list of moves does: the viewer's own legal move, which may
carry what the viewer knows (Doppelkopf's own party), not the search's bare copy of it."""

from __future__ import annotations

import pytest

from accessible_games.ai.levels import hint_level
from accessible_games.games.cards.doppelkopf.game import DoppelkopfGame
from accessible_games.games.cards.doppelkopf.moves import Announce
from accessible_games.lineup import REGISTRY
from accessible_games.session import queries
from accessible_games.session.console import Console
from accessible_games.session.table import Seat, SeatKind


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The computer suggests: announce {party}."),
    ("de", "Der Computer schlägt vor: {party} ansagen."),
])
def test_a_suggested_announcement_names_the_listener_s_own_party(monkeypatch, lang, expected):
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(DoppelkopfGame(), seats, lang=lang, seed=2)
    console.opening()
    for _ in range(20):
        while console.computer_to_move():
            console.computer_move()
        legal = console.observation.legal_moves
        if any(isinstance(m, Announce) and m.party >= 0 for m in legal):
            break
        console.handle_line(legal[0].notation)  # healthy, then North's first cards
    else:
        pytest.fail("no announcement was offered")
    bare = Announce(0)  # as a search on an imagined deal returns it: no party
    monkeypatch.setattr(queries, "choose_from_observation", lambda *args, **kw: bare)
    party = next(m.party for m in console.observation.legal_moves if isinstance(m, Announce))
    name = {0: "Re", 1: "Kontra"}[party]
    assert [m.text for m in console.handle_line("hint")] == [expected.format(party=name)]


@pytest.mark.parametrize(("lang", "start", "also"), [
    ("en", "You asked for a hint: ", "The computer looked ahead at your moves"),
    ("de", "Du hast um einen Tipp gebeten: ",
     "Der Computer hat deine Züge und die Antworten darauf vorausberechnet"),
])
def test_why_after_a_hint_says_where_the_hint_comes_from(lang, start, also):
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)]
    console = Console.local(REGISTRY.create("kalah"), seats, lang=lang, seed=3)
    console.opening()
    nothing = console.handle_line("why")[0].text  # nothing refused, nothing hinted yet
    hint = console.handle_line("hint")[0].text
    move = hint.split(": ", 1)[1].rstrip(".")
    why = console.handle_line("why")[0].text
    assert why.startswith(start + move + ".") and also in why
    console.handle_line("z9")  # refused: now "why" explains the refusal instead
    assert console.handle_line("why")[0].text not in (why, nothing)


@pytest.mark.parametrize(("lang", "phrase"), [
    ("en", "the cards you cannot see might lie, played each of your choices out in every one of "
           "them, and this one did best."),
    ("de", "Karten ausgemalt, die du nicht siehst"),
])
def test_why_after_a_hint_at_cards_says_the_hint_saw_only_the_player_s_cards(lang, phrase):
    """The English said the computer "played each of your choices on in them", which a
    play-tester had to hear twice to parse."""
    seats = [Seat(SeatKind.HUMAN)] + [Seat(SeatKind.COMPUTER, 1)] * 3
    console = Console.local(REGISTRY.create("whist"), seats, lang=lang, seed=4)
    console.opening()
    while console.computer_to_move():
        console.computer_move()
    console.handle_line("hint")
    assert phrase in console.handle_line("why")[0].text


@pytest.mark.parametrize(("lang", "rule", "none"), [
    ("en", "It is the move the computer's intermediate level would play: it follows a rule of "
     "thumb for this game and plays what the rule says. It takes your marble 5 fields on to "
     "field 11; from there it is 55 fields short of your goal.", "No move was refused."),
    ("de", "So würde die mittlere Stufe des Computers spielen: Sie folgt einer Faustregel für "
     "dieses Spiel und spielt, was die Regel sagt. Damit zieht deine Kugel 5 Felder weiter auf "
     "Feld 11; von dort sind es noch 55 Felder bis zu deinem Ziel.",
     "Es wurde kein Zug abgelehnt."),
])
def test_why_after_a_dog_hint_names_the_rule_of_thumb_and_a_move_played_ends_it(lang, rule,
                                                                                   none):
    """Dog's intermediate level plays by a rule of thumb; "why" said it had imagined the
    hidden cards. And "why" explained an old hint (or an old refusal) long after the player
    had moved on: a move played ends what "why" answers."""
    from accessible_games.games.cards.dog.game import DogGame
    from accessible_games.games.cards.dog.positions import arrange

    game = DogGame()
    state = arrange(game, {0: [5]}, {0: ["3h", "5c"], 1: ["2d"], 2: ["2h"], 3: ["2s"]})
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 4, lang=lang, seed=0, state=state)
    console.opening()
    hint = console.handle_line("hint")[0].text
    # The card's way, a sentence of its own after the heading (no colons in a row).
    move = hint.split(". ", 1)[1].removesuffix(".")
    why = console.handle_line("why")[0].text
    asked = {"en": "You asked for a hint. ", "de": "Du hast um einen Tipp gebeten. "}[lang]
    assert why == f"{asked}{move}. {rule}"
    console.handle_line("3h")
    assert console.handle_line("why")[0].text == none


@pytest.mark.parametrize("wolf_level", [2, 3])
def test_the_sheep_who_follow_every_hint_trap_the_wolf(wolf_level):
    """The sheep win with best play; a player who does what each hint says must win too. The
    intermediate level's own 4 plies walked a sheep out of a closed wall (reported in a
    play-test): the hint searches deeper there (ai.levels.HINT_CHANGES)."""
    seats = [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, wolf_level)]
    console = Console.local(REGISTRY.create("wolf-und-schafe"), seats, lang="en", seed=0)
    console.opening()
    while not console.is_over:
        while console.computer_to_move():
            console.computer_move()
        if console.is_over:
            break
        hint = console.handle_line("hint")[0].text
        assert hint.startswith("The computer suggests: ")
        console.handle_line(hint.removeprefix("The computer suggests: ").rstrip("."))
    outcome = console.table.state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})


def test_a_hint_in_arimaa_s_setup_suggests_a_swap():
    # The move ordering of Arimaa's search read the steps of every action; a setup swap has
    # none, and "hint" before the first step ended the program with an IndexError.
    game = REGISTRY.create("arimaa", {"setup": "arrange"})
    console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 1)], seed=1)
    console.opening()
    [said] = [m.text for m in console.handle_line("hint")]
    assert said.startswith("The computer suggests: ")


def test_the_wolf_s_hint_goes_forward_where_the_moves_tie() -> None:
    """A play-tester as the wolf was told "g7 to h8", back into the corner: the search finds
    every wolf move worth the same while the sheep can hold the line, and took the first it
    tried. The wolf's moves towards the sheep now come first, so a tie goes forward."""
    game = REGISTRY.create("wolf-und-schafe")
    console = Console.local(game, [Seat(SeatKind.COMPUTER, 1), Seat(SeatKind.HUMAN)],
                            lang="en", seed=3)
    console.opening()
    for _ in range(4):
        while console.computer_to_move():
            console.computer_move()
        legal = console.observation.legal_moves
        said = console.handle_line("hint")[0].text
        move = next(m for m in legal if said.endswith(f"{console.describer.move_text(m)}."))
        start, end = move.parts  # type: ignore[attr-defined]
        # Square numbers count rows from a1: the sheep stand below the wolf.
        assert end // 8 < start // 8 or len(legal) == 1, said
        console.handle_line(move.notation)


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_a_hint_is_never_one_of_the_level_s_random_moves(game_id):
    """"why" tells a hint as the move the search found best; the intermediate level's random
    moves (Breakthrough: three in ten) and its draws among weaker moves (Reversi) must not
    reach the hint."""
    level = hint_level(game_id)
    assert (level.noise, level.temperature) == (0.0, 0.0)


def test_the_breakthrough_hint_does_not_open_the_way_to_the_goal_row():
    """From a play-test: the hint said "g1 to h2", after which Black's e3 went to f2 with no
    white piece left on e1 or g1 to take it, and reached e1 next. It was one of the level's
    random moves; the same position gives the same hint for every seed now."""
    game = REGISTRY.create("breakthrough")
    state = game.parse_position("pppppppp/1ppp1p1p/5P2/8/1P6/p1P1p1PP/2P1P1P1/PPPP1PPP w")
    hints = set()
    for seed in range(6):
        console = Console.local(game, [Seat(SeatKind.HUMAN), Seat(SeatKind.COMPUTER, 2)],
                                lang="en", seed=seed, state=state.copy())
        console.opening()
        hints.add(console.handle_line("hint")[0].text)
    assert len(hints) == 1 and "g1 to h2" not in hints.pop()
