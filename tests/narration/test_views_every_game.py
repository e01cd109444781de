"""Every registered game has a board view, and everything built on views works for each game:
the words for every piece in both languages, braille board lines, the editor's position text,
tactile diagrams and the session's place queries."""

from __future__ import annotations

import random

import pytest

from accessible_games.engine import Piece, TurnKind
from accessible_games.frontends.board_braille import load_glyphs, piece_cell
from accessible_games.lineup import (
    REGISTRY,
    entry,
    listed_ids,
    piece_choices,
    position_text,
    view_for,
)
from accessible_games.narration.catalog import catalog
from accessible_games.narration.views import PlaceKind
from accessible_games.session.console import Console, Seat, SeatKind

GAMES = listed_ids()
HUMANS = [Seat(SeatKind.HUMAN), Seat(SeatKind.HUMAN)]


def _random_state(game_id: str, plies: int, seed: int):
    game = REGISTRY.create(game_id)
    rng = random.Random(seed)
    state = game.new_state(rng)
    for _ in range(plies):
        if state.is_terminal():
            break
        if state.turn_kind is TurnKind.CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        state.apply(rng.choice(state.legal_moves()))
    return game, state


def _occupants(game_id: str):
    game, state = _random_state(game_id, 12, 1)
    view = view_for(game)
    found = {}
    for location in view.locations():
        occupant = view.occupant(state, location)
        if occupant is not None:
            found[location] = occupant
    return game, state, view, found


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_view_covering_its_pieces(game_id: str) -> None:
    game, state, view, found = _occupants(game_id)
    assert found, "the start position shows no pieces or seeds"
    assert len(view.sides) >= game.num_players
    for location in view.locations():
        cell = view.cell_of(location)
        assert (cell.column, cell.row) == (view.cell(cell.column, cell.row).column,
                                           view.cell(cell.column, cell.row).row)
    for location in view.marks:
        assert view.cell_of(location).kind is PlaceKind.SQUARE


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_piece_the_editor_offers_has_words(game_id: str, lang: str) -> None:
    game = REGISTRY.create(game_id)
    view = view_for(game)
    cat = catalog(lang)
    for occupant in piece_choices(game):
        if occupant is None:
            continue
        key = view.piece_key(occupant)
        assert cat.has(f"query.content.{key}"), key
        if occupant.piece is not Piece.TOKEN:  # a run of pieces is said in the plural
            assert cat.has(f"query.contents.{key}"), key
        assert cat.plural(f"query.group.{key}", 2, places="a1 und b2")


@pytest.mark.parametrize("game_id", GAMES)
def test_braille_board_lines_show_pieces_not_blank_squares(game_id: str) -> None:
    game, state, view, found = _occupants(game_id)
    glyphs = load_glyphs()
    for location, occupant in found.items():
        if occupant.piece is None:
            continue
        cell = piece_cell(view, occupant, view.cell_of(location).kind, glyphs)
        assert cell not in (glyphs["empty"], glyphs["unplayable"]), (location, occupant)


def test_pieces_of_one_game_have_distinct_braille_glyphs() -> None:
    glyphs = load_glyphs()
    for game_id in GAMES:
        game = REGISTRY.create(game_id)
        view = view_for(game)
        choices = [o for o in piece_choices(game) if o is not None]
        cells = {piece_cell(view, o, PlaceKind.SQUARE, glyphs) for o in choices}
        assert len(cells) == len(choices), game_id


@pytest.mark.parametrize("game_id", [g for g in GAMES
                                     if g != "congkak" and entry(g).writer is not None])
def test_editor_text_reads_back_as_the_same_position(game_id: str) -> None:
    """Pieces read through the view, written by the editor's writer and parsed by the game give
    the same pieces on the same places (positions after a few random moves)."""
    game, state, view, found = _occupants(game_id)
    text = position_text(game, found, state.to_move)
    parsed = game.parse_position(text)
    assert {loc: view.occupant(parsed, loc) for loc in view.locations()} == \
        {loc: found.get(loc) for loc in view.locations()}
    assert parsed.to_move == state.to_move


def test_international_draughts_names_white_as_the_first_player() -> None:
    s = Console.local(REGISTRY.create("international-draughts"), HUMANS)
    out = [m.text for m in s.handle_line("go 31")]
    assert out == ["31, white man."]
    assert s.view.piece_key(s.view.occupant(s.state, 31)) == "draughts.white.man"
    assert s.view.is_dark(1) and not s.view.is_dark(0)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_place_queries_answer_in_every_game(game_id: str, lang: str) -> None:
    game = REGISTRY.create(game_id)
    s = Console.local(game, [Seat(SeatKind.HUMAN)] * game.num_players, lang=lang)
    for line in ("where", "row", "column", "pieces", "up", "right", "where"):
        out = s.handle_line(line)
        # A long row or column goes on in braille lines of its own, with nothing to say.
        assert out and out[0].text.strip() and all(m.short.strip() for m in out), line


def test_tablut_throne_and_arimaa_traps_are_named() -> None:
    s = Console.local(REGISTRY.create("arimaa"), HUMANS)
    assert [m.text for m in s.handle_line("go c3")] == ["c3, empty trap."]
    s = Console.local(REGISTRY.create("tablut"), HUMANS, lang="de")
    assert [m.text for m in s.handle_line("go e5")] == ["e5, König."]
    s.handle_line("go e9")
    assert [m.text for m in s.handle_line("where")] == ["e9, Angreifer."]
    s = Console.local(REGISTRY.create("tablut"), HUMANS)
    s.table.state = s.game.parse_position("3aaa3/4a4/4d4/a3d3a/aadd1ddaa/a3d3a/4d4/4a4/3aaak2 a 0")
    assert [m.text for m in s.handle_line("go e5")] == ["e5, empty throne."]
