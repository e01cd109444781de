"""Oware and Congkak narration: golden transcripts in English and German, board readings,
house queries, reasons and the sonified glance.

Regenerate the golden files after a deliberate change with ``UPDATE_GOLDEN=1`` and read them.
"""

from __future__ import annotations

import pytest

from accessible_games.engine import IllegalMoveError
from accessible_games.games.mancala.congkak import CongkakGame
from accessible_games.games.mancala.oware import OwareGame
from accessible_games.games.mancala.sowing import MancalaGame, MancalaState
from accessible_games.lineup import describer_for
from accessible_games.narration.games.mancala import glance_pitches
from tests.golden import assert_golden
from tests.transcript import narrated

LANGS = ("en", "de")


def scenario(game: MancalaGame, text: str, typed: str, lang: str) -> list[str]:
    """What is said when ``typed`` is played at ``text`` in ``game``."""
    return narrated(game.parse_position(text), typed, lang)


OWARE = {
    # 16 seeds from house 4 go round once (house 4 skipped) and capture 3, 2 and 2.
    "lap_capture": ({}, "0,0,0,16,0,0/10/0,0,1,0,0,0/10 S", "4"),
    # 12 seeds: round the board, the 12th skips house 4 and falls in house 5.
    "twelve": ({}, "0,0,0,12,0,0/0/1,1,1,1,1,1/0 S", "4"),
    # A single capture and a chain stopped by a house of 4.
    "capture_one": ({}, "1,0,0,0,0,3/0/1,3,1,5,0,0/0 S", "6"),
    # Grand slam: nothing captured (default) / everything captured (option).
    "grand_slam": ({}, "0,0,0,0,1,2/8/1,2,0,0,0,0/9 S", "6"),
    "grand_slam_all": ({"grand_slam": "capture_all"}, "2,2,0,0,0,2/3/1,2,0,0,0,0/9 S", "6"),
    # South empties its side; North cannot feed: the game ends, North keeps its seeds.
    "no_feed": ({}, "0,0,0,0,0,1/20/0,0,0,0,1,0/20 S", "6"),
    # South reaches 25.
    "majority": ({}, "3,0,0,0,0,1/23/1,1,0,0,0,0/19 S", "6"),
}

CONGKAK = {
    # Relay: North 1 and North 4 are picked up, the last seed ends in empty North 6.
    "relay": ({}, "1,0,0,0,0,3,0/0/2,0,0,1,0,0,5/0 S", "6"),
    # Three relays, each told with its house and seeds (FEW_RELAYS).
    "three_relays": ({}, "8,8,0,8,8,8,8/10/8,0,8,8,0,8,8/0 N", "1"),
    # Ten relays: their count and the last one only; every place is for the verbose level
    # (before, the normal level read all ten houses with their seeds).
    "many_relays": ({}, "8,8,0,8,8,8,8/10/8,0,8,8,0,8,8/0 N", "7"),
    # Capture from an empty own house.
    "capture": ({}, "2,0,0,0,0,0,1/0/0,0,0,0,4,0,3/0 S", "1"),
    # Empty own house facing an empty house: the seed stays.
    "empty_own": ({}, "2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "1"),
    # Last seed in the own store.
    "extra_turn": ({}, "2,0,0,0,0,0,1/0/0,0,0,0,0,0,3/0 S", "7"),
    # Round 1 ends; South's houses 1 and 2 are burnt in round 2; South starts.
    "round_end": ({}, "0,0,0,0,0,0,0/40/0,0,0,0,0,0,1/57 N", "7"),
    # Round 2 with burnt houses: North's house 1 is skipped.
    "burnt": ({}, "x,x,7,7,7,7,3/3/x,7,0,7,7,7,7/10 S r2S", "7"),
    # South cannot fill a single house: the game is over.
    "game_end": ({}, "0,0,0,0,0,0,0/5/0,0,0,0,0,0,1/92 N", "7"),
    # The last of three rounds ends.
    "last_round": ({}, "0,0,0,0,0,0,1/49/0,0,0,0,0,0,0/48 S r3N", "7"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(OWARE))
def test_oware_golden(name: str, lang: str) -> None:
    options, text, typed = OWARE[name]
    assert_golden(f"oware/{name}.{lang}", scenario(OwareGame(options), text, typed, lang))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", sorted(CONGKAK))
def test_congkak_golden(name: str, lang: str) -> None:
    options, text, typed = CONGKAK[name]
    assert_golden(f"congkak/{name}.{lang}", scenario(CongkakGame(options), text, typed, lang))


def readings(state: MancalaState, lang: str) -> list[str]:
    describer = describer_for(state.game, lang)
    lines = [f"position: {state.to_text()}"]
    lines += [f"board: {line}" for line in describer.board_lines(state)]
    lines += [f"rows: {line}" for line in describer.rows_in_playing_order(state)]
    for text in ("3", "north 2", "Nord 1", "s6"):
        pit = state.parse_location(text)
        lines.append(f"house {text}: {describer.house_text(state, pit)}")
    lines.append(f"store: {describer.house_text(state, state.layout.stores[1])}")
    lines.append(f"status: {describer.status(state).text}")
    return lines


def reasons(state: MancalaState, lang: str, typed: list[str], pits: list[int]) -> list[str]:
    describer = describer_for(state.game, lang)
    lines = [f"position: {state.to_text()}"]
    for text in typed:
        with pytest.raises(IllegalMoveError) as info:
            state.parse_move(text)
        lines.append(f"typed {text}: {describer.reason(info.value.reason, state).text}")
    for pit in pits:
        lines.append(f"selected pit {pit}: {describer.reason(state.explain((pit,)), state).text}")
    return lines


@pytest.mark.parametrize("lang", LANGS)
def test_oware_board_and_reasons(lang: str) -> None:
    # North is to move with South's houses empty... South to move, North empty: must feed.
    state = OwareGame().parse_position("1,0,5,0,0,1/20/0,0,0,0,0,0/21 S")
    lines = readings(state, lang)
    lines += reasons(state, lang, ["1", "2", "9"], [13, 8])
    forbidden = OwareGame({"grand_slam": "forbidden"}).parse_position(
        "1,0,0,0,0,2/8/1,2,0,0,0,0/9 S"
    )
    lines += reasons(forbidden, lang, ["6"], [])
    assert_golden(f"oware/board_and_reasons.{lang}", lines)


@pytest.mark.parametrize("lang", LANGS)
def test_congkak_board_and_reasons(lang: str) -> None:
    state = CongkakGame().parse_position("x,x,7,0,7,7,3/3/x,7,0,7,7,7,7/10 N r2S")
    lines = readings(state, lang)
    lines += reasons(state, lang, ["1", "8"], [0, 7, 4])
    assert_golden(f"congkak/board_and_reasons.{lang}", lines)


def test_glance_pitches() -> None:
    # One seed: -12 (an octave down); each further seed a whole tone up; 13 or more: +12.
    # Empty and burnt houses are silent.
    state = CongkakGame().parse_position("x,x,7,0,1,2,20/3/x,7,0,7,7,7,13/10 S r2S")
    assert glance_pitches(state, 0) == [None, None, 0, None, -12, -10, 12]
    assert glance_pitches(state, 1) == [None, 0, None, 0, 0, 0, 12]


def test_kalah_describer_still_imports_from_its_module() -> None:
    from accessible_games.narration.games.kalah import KalahDescriber
    from accessible_games.narration.games.mancala import KalahDescriber as Same

    assert KalahDescriber is Same


def test_mancala_view_places_every_pit() -> None:
    from accessible_games.narration.games.mancala import mancala_view

    game = CongkakGame()
    view = mancala_view(game)
    state = game.new_state()
    # 7 + 7 houses and two stores on a 9 x 2 grid; South's house 1 bottom left of the houses,
    # North's house 7 above it (they face each other).
    assert sorted(view.locations()) == list(range(16))
    assert view.cell_of(0).column == view.cell_of(14).column == 1
    assert view.occupant(state, 3).count == 7 and view.occupant(state, 15).count == 0


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "moves 2", "House 2 is empty. You can sow from houses 1 or 3 to 6."),
    ("de", "züge 2", "Haus 2 ist leer. Du kannst aus den Häusern 1 oder 3 bis 6 säen."),
])
def test_the_moves_of_an_empty_house_name_it_once(lang: str, typed: str, said: str) -> None:
    """"No move from South house 2. House 2 is empty." named the house twice, two ways."""
    from tests.consoles import seated

    console = seated("oware", lang)
    console.handle_line("2")
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line(typed)] == [said]


@pytest.mark.parametrize(("numbers", "ranges"), [
    ([1, 2, 3, 4, 5, 6], [(1, 6)]),
    ([1, 2, 4, 5, 6], [(1, 1), (2, 2), (4, 6)]),
    ([3, 6], [(3, 3), (6, 6)]),
])
def test_houses_to_sow_from_are_said_in_ranges_of_three_or_more(
        numbers: list[int], ranges: list[tuple[int, int]]) -> None:
    """"You can sow from house 1, house 2, house 3, house 4, house 5, or house 6" is now
    "houses 1 to 6": three or more neighbouring houses as a range, fewer one by one."""
    from accessible_games.narration.runs import number_runs

    assert number_runs(numbers) == ranges


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", ["kalah", "oware", "congkak"])
def test_each_row_of_the_board_fits_one_braille_line(game_id: str, lang: str) -> None:
    """The braille of "board" split a row mid-list ("North houses 6 to 1: 6, 6, 3, 0," then
    "6, 6. North store: 2."): each row's braille line now holds all its houses and its store
    on one 40-cell line, in the spoken line's order."""
    from tests.braille_cells import DISPLAY_CELLS, cells
    from tests.consoles import seated

    console = seated(game_id, lang)
    said = console.handle_line("board" if lang == "en" else "brett")
    assert len(said) == 2
    for message in said:
        shown = message.brief or message.text
        assert cells(shown, lang) <= DISPLAY_CELLS, shown
        counts = message.text.split(":")[1].split(".")[0].replace(",", "").split()
        assert shown.split(":")[1].split(";")[0].split() == counts, shown


@pytest.mark.parametrize(("game_id", "lang", "asked", "said"), [
    ("kalah", "en", "who leads", "Stores: South 1, North 0. In the houses: South 23, North 24. "
                                 "You lead by one seed."),
    ("kalah", "de", "wer führt", "Speicher: Süd 1, Nord 0. In den Häusern: Süd 23, Nord 24. "
                                 "Du liegst mit einem Samen vorn."),
    ("kalah", "en", "my store", "South's store holds one seed; seeds are sown from houses only. "
                                "You can sow from houses 1, 2, or 4 to 6."),
    ("kalah", "de", "mein speicher", "Im Südspeicher liegt ein Samen; gesät wird nur aus den "
                                     "Häusern. Du kannst aus den Häusern 1, 2 oder 4 bis 6 säen."),
    ("oware", "en", "score", "Captured: South 0, North 0. In the houses: South 23, North 25. "
                             "Nobody leads."),
])
def test_who_leads_and_what_is_in_my_store(game_id, lang, asked, said):
    """Play-testing Kalah, "who leads" and "wer führt" were not read ("I cannot read"), and
    "score" gave the counts without saying who leads; "my store" was refused as a move
    without the count a player at the board sees ("Seeds are sown from houses, not from
    South's store.")."""
    from tests.consoles import seated

    console = seated(game_id, lang)
    console.handle_line("3")
    while console.computer_to_move():
        console.computer_move()
    assert [m.text for m in console.handle_line(asked)] == [said]


@pytest.mark.parametrize(("options", "lang", "said"), [
    ({}, "en", "South sows 2 seeds from house 6. Grand slam: that would capture all 5 of your "
               "seeds, so nothing is captured."),
    ({}, "de", "Süd sät 2 Samen aus Haus 6. Großschlag: Damit wären alle 5 Samen von dir "
               "erbeutet, also wird nichts erbeutet."),
    ({"grand_slam": "capture_all"}, "en", "South sows 2 seeds from house 6. Grand slam: South "
                                          "captures all 5 of your seeds."),
])
def test_a_grand_slam_on_the_listener_s_seeds_says_your(options, lang, said):
    """A grand slam on North's seeds said "all 5 of North's seeds" to North, as play-testing
    Congkak as South heard "Round 2 begins; South lost the last round": the player's own
    seeds and round in the third person (the round is pinned by the golden congkak/theirs)."""
    game = OwareGame(options)
    state = game.parse_position("0,0,0,0,1,2/8/1,2,0,0,0,0/9 S")
    move = state.parse_move("6")
    events = state.play(move)
    describer = describer_for(game, lang)
    describer.you = 1
    assert describer.move_message(state, move, events, 0).text == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "North sows 1 seed from house 6 into your house 1."),
    ("de", "Nord sät einen Samen aus Haus 6 in dein Haus 1."),
])
def test_one_seed_sown_in_oware_is_one_sentence(lang, said):
    """Play-testing Oware: "Du säst einen Samen aus Haus 2. Der letzte Samen fällt in Haus 3."
    spoke of the last of one seed; now one sentence, as Kalah says it (the goldens
    oware/no_feed and congkak/yours pin the store and the player's own)."""
    game = OwareGame()
    state = game.parse_position("4,4,4,4,4,4/0/4,4,4,4,4,1/0 N")
    move = state.parse_move("6")
    events = state.play(move)
    describer = describer_for(game, lang)
    describer.you = 0
    assert describer.move_message(state, move, events, 1).text == said


@pytest.mark.parametrize(("game_id", "options", "position", "lang", "you", "said"), [
    ("kalah", {}, "1,0,4,4,4,4/0/4,4,4,4,4,4/0 S", "en", 0,
     "You sow 1 seed from house 1 into empty house 2 and capture 4 seeds from North house 5: "
     "5 seeds go to your store."),
    ("kalah", {}, "1,0,4,4,4,4/0/4,4,4,4,4,4/0 S", "de", 1,
     "Süd sät einen Samen aus Haus 1 ins leere Haus 2 und erbeutet 4 Samen aus deinem Haus 5: "
     "5 Samen kommen in den Südspeicher."),
    ("kalah", {"empty_capture": "yes"}, "1,0,4,4,4,4/0/4,4,4,4,0,4/0 S", "en", 0,
     "You sow 1 seed from house 1 into empty house 2; the opposite house is empty, so the seed "
     "goes to your store."),
    ("congkak", {}, "1,0,7,7,7,7,7/0/7,7,7,7,7,7,7/0 S", "de", 0,
     "Du säst einen Samen aus Haus 1 ins leere Haus 2 und erbeutest 7 Samen aus Nordhaus 6: 8 "
     "Samen kommen in deinen Speicher."),
    ("congkak", {}, "1,0,7,7,7,7,7/0/7,7,7,7,7,0,7/0 S", "en", 0,
     "You sow 1 seed from house 1 into empty house 2; the opposite house is empty, so the seed "
     "stays there and your turn ends."),
    ("oware", {}, "0,0,0,4,0,1/10/1,4,4,4,4,4/10 S", "en", 0,
     "You sow 1 seed from house 6 into North house 1, which now holds 2: you capture these 2 "
     "seeds."),
    ("oware", {}, "0,0,0,4,0,1/10/1,4,4,4,4,4/10 S", "de", 1,
     "Süd sät einen Samen aus Haus 6 in dein Haus 1; jetzt liegen dort 2 Samen: Süd erbeutet "
     "sie."),
])
def test_one_seed_sown_and_its_capture_is_one_sentence(game_id, options, position, lang, you,
                                                       said):
    """Kalah and Congkak told a capture after one seed sown as "You sow 1 seed from house 1.
    The last seed falls in empty house 2 and captures ...": one seed has no last. Now the seed
    and what it did are one sentence, as a single seed sown is without a capture (Oware's
    2s and 3s and Congkak's empty house alike)."""
    from accessible_games.lineup import REGISTRY

    game = REGISTRY.create(game_id, options)
    state = game.parse_position(position)
    mover = state.to_move
    move = state.parse_move("6" if game_id == "oware" else "1")
    events = state.play(move)
    describer = describer_for(game, lang)
    describer.you = you
    assert describer.move_message(state, move, events, mover).text == said


@pytest.mark.parametrize(("game_id", "lang", "asked", "shown"), [
    ("kalah", "en", "my store", "South's store: one seed. Sow from 1, 2, 4, 5, or 6."),
    ("kalah", "de", "mein speicher", "Südspeicher: ein Samen. Möglich: 1, 2, 4, 5 oder 6."),
])
def test_a_store_chosen_is_brailled_with_its_seeds_and_the_houses_to_sow(
        game_id, lang, asked, shown):
    """"South's store holds one seed; seeds are sown from houses only. You can sow from
    houses 1, 2, or 4 to 6." ran to 99 cells on the braille line; the store, its seeds and
    the houses there are fit two windows."""
    from tests.braille_cells import DISPLAY_CELLS, cells
    from tests.consoles import seated

    console = seated(game_id, lang)
    console.handle_line("3")
    while console.computer_to_move():
        console.computer_move()
    answer, = console.handle_line(asked)
    assert answer.short == shown
    assert cells(answer.short, lang) <= 2 * DISPLAY_CELLS


@pytest.mark.parametrize(("lang", "move", "round_end"), [
    ("en", "House 4, 1 seed, takes 2 from North house 3, keeps 1.",
     "Round 1 over: you 42, North 56. Burnt: your house 1."),
    ("de", "Haus 4, ein Samen, nimmt 2 aus Nordhaus 3, behält einen Samen.",
     "Runde 1 vorbei: du 42, Nord 56. Verbrannt: dein Haus 1."),
])
def test_a_round_s_end_is_a_braille_line_of_its_own_after_the_move(lang, move, round_end):
    """Congkak's move that ended a round brailled the round's end and the houses burnt for
    the next at the end of its line, 96 to 102 cells ("Haus 4, ein Samen, ein übriger Samen
    an dich, Runde 1 vorbei, 41 zu 57, verbrannt: deine Häuser 1 und 2"), the stores South's
    first, whoever listened. The round's end is a message of its own now, after the move,
    the listener's store first; speech says the same words in the same order."""
    from tests.braille_cells import DISPLAY_CELLS, cells
    from tests.consoles import people_at

    console = people_at("congkak", "0,0,0,1,0,0,1/39/0,0,1,0,0,0,0/56 S", lang)
    sown, ended, *_ = console.handle_line("4")
    assert (sown.short, ended.short) == (move, round_end)
    assert all(cells(line, lang) <= 2 * DISPLAY_CELLS for line in (move, round_end))
    over = {"en": "Round 1 is over", "de": "Runde 1 ist vorbei"}[lang]
    assert ended.text.startswith(over) and over not in sown.text


@pytest.mark.parametrize(("lang", "look", "said"), [
    ("en", "look 3", "South house 3: 5 seeds."), ("en", "look north 2", "North house 2: 6 seeds."),
    ("de", "schau 3", "Südhaus 3: 5 Samen."), ("de", "schau nord 2", "Nordhaus 2: 6 Samen."),
])
def test_look_with_a_house_looks_at_that_house(lang: str, look: str, said: str) -> None:
    """"look 3" read the house under the cursor, South house 1 ("South house 1: 1 seed."):
    the house typed after look was not read at all. The cursor stays where it was."""
    from accessible_games.lineup import REGISTRY
    from accessible_games.session.console import Console, Seat, SeatKind

    game = REGISTRY.create("oware")
    console = Console.local(game, [Seat(SeatKind.HUMAN)] * 2, lang=lang,
                            state=game.parse_position("1,2,5,4,4,4/0/4,6,4,4,4,4/0 S"))
    console.opening()
    where = [m.text for m in console.handle_line("where" if lang == "en" else "wo")]
    assert [m.text for m in console.handle_line(look)] == [said]
    assert [m.text for m in console.handle_line("where" if lang == "en" else "wo")] == where
