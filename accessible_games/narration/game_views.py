"""The board view of every game with pieces on a grid, and the position text the editor writes.

Each builder says where a game's places lie (:func:`accessible_games.narration.views.grid_cells`),
what stands on a place (an :class:`Occupant` with the engine's :class:`Piece`), which colour or
role each side has (for words, braille glyphs and drawing), and which describer line reads a row.
Mancala views live with the mancala describer, whose pits are not a square grid.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from accessible_games.engine import Game, Location, Player, State
from accessible_games.engine.events import Piece
from accessible_games.engine.grid import algebraic
from accessible_games.narration.views import BoardView, Occupant, grid_cells

Writer = Callable[[Game, dict[Location, Occupant], Player], str]

_CHESS_PIECES = {1: Piece.PAWN, 2: Piece.KNIGHT, 3: Piece.BISHOP, 4: Piece.ROOK, 5: Piece.QUEEN,
                 6: Piece.KING, 7: Piece.MAHARAJAH}
_CHESS_LETTERS = {piece: letter for piece, letter in zip(_CHESS_PIECES.values(), "PNBRQKM")}
_ARIMAA_PIECES = {6: Piece.ELEPHANT, 5: Piece.CAMEL, 4: Piece.HORSE, 3: Piece.DOG, 2: Piece.CAT,
                  1: Piece.RABBIT}
_ARIMAA_LETTERS = {piece: letter for piece, letter in zip(_ARIMAA_PIECES.values(), "EMHDCR")}


def piece_letter(piece: Piece | None) -> str:
    """The notation letter of a chess or Arimaa piece ("Q", "E"); "" for men, discs, stones and
    draughts kings (drawn with a ring instead)."""
    return _CHESS_LETTERS.get(piece, "") or _ARIMAA_LETTERS.get(piece, "")  # type: ignore[arg-type]


def _top_down(size: int) -> Callable[[int], int]:
    """Describers read rows from the top one down: grid row ``r`` is line ``size - 1 - r``."""
    return lambda row: size - 1 - row


def _size(game: Game, default: int) -> int:
    return int(game.options.get("size", default))


# --- draughts --------------------------------------------------------------------------------

def draughts_variant(game: Game) -> Any:
    """The variant data of a draughts game (Schlagdame: its misère base)."""
    base = getattr(game, "base_variant", None)
    return base() if callable(base) else game.variant  # type: ignore[attr-defined]


def draughts_view(game: Game) -> BoardView:
    """Any draughts variant: diagonal boards use the dark squares, Turkish draughts all."""
    from accessible_games.games.draughts.game import DraughtsState

    variant = draughts_variant(game)
    size = variant.size
    first = variant.first_colour.value
    sides = (first, "white" if first == "black" else "black")

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, DraughtsState)
        found = state.piece_at(location)
        return None if found is None else Occupant(found[0], found[1])

    if variant.orthogonal:
        cells = grid_cells(size, lambda c, r: True)
    else:
        cells = grid_cells(size, lambda c, r: (c + r) % 2 == 0)
    return BoardView(size, size, cells, occupant, _top_down(size), family="draughts",
                     sides=sides,
                     numbers=dict(variant.geometry.number_of_loc) if variant.numbered else None)


def draughts_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """PDN FEN from pieces on squares; squares written algebraically (the parser reads both)."""
    variant = draughts_variant(game)
    size = variant.size
    letter0 = variant.first_colour.value[0].upper()
    letters = (letter0, "W" if letter0 == "B" else "B")
    lists = []
    for player in (0, 1):
        names = [("K" if o.piece is Piece.KING else "") + algebraic(loc, size)
                 for loc, o in sorted(occupants.items()) if o.player == player]
        lists.append(f"{letters[player]}{','.join(names)}")
    return f"{letters[to_move]}:{lists[0]}:{lists[1]}"


# --- boards of one kind of piece a side --------------------------------------------------------

def _owner_view(size: int, read: Callable[[State, Location], Player | None], piece: Piece,
                family: str, sides: tuple[str, str],
                playable: Callable[[int, int], bool] = lambda c, r: True) -> BoardView:
    def occupant(state: State, location: Location) -> Occupant | None:
        owner = read(state, location)
        return None if owner is None else Occupant(owner, piece)

    return BoardView(size, size, grid_cells(size, playable), occupant, _top_down(size),
                     family=family, sides=sides)


def reversi_view(game: Game) -> BoardView:
    """Reversi: every square, discs."""
    return _owner_view(_size(game, 8), lambda s, loc: s.cell(loc),  # type: ignore[attr-defined]
                       Piece.DISC, "reversi", ("black", "white"))


def gomoku_view(game: Game) -> BoardView:
    """Gomoku: every intersection (drawn as squares), stones; Black starts."""
    return _owner_view(_size(game, 15), lambda s, loc: s.cell(loc),  # type: ignore[attr-defined]
                       Piece.STONE, "gomoku", ("black", "white"))


def breakthrough_view(game: Game) -> BoardView:
    """Breakthrough: every square; White starts from the bottom rows."""
    return _owner_view(_size(game, 8), lambda s, loc: s.cell(loc),  # type: ignore[attr-defined]
                       Piece.MAN, "breakthrough", ("white", "black"))


def _list_owner(state: State, location: Location) -> Player | None:
    value = state.board[location]  # type: ignore[attr-defined]
    return None if value < 0 else value


def alquerque_view(game: Game) -> BoardView:
    """Alquerque: 5 x 5 points, every one used, joined by lines; White starts."""
    from accessible_games.games.alquerque.game import GRAPH

    view = _owner_view(5, _list_owner, Piece.MAN, "alquerque", ("white", "black"))
    view.links = frozenset((min(a, b), max(a, b)) for line in GRAPH.lines()
                           for a, b in zip(line, line[1:]))
    return view


def halma_view(game: Game) -> BoardView:
    """The Halma family on 8 x 8: the squares the variant uses (dark ones, or all in Eckdame)."""
    variant = game.variant  # type: ignore[attr-defined]
    playable = variant.playable
    sides = ("sheep", "wolf") if game.id == "wolf-und-schafe" else ("black", "white")
    view = _owner_view(8, _list_owner, Piece.MAN, "halma", sides,
                       lambda c, r: r * 8 + c in playable)
    if game.id == "eckdame":
        # The board stands on its corner: row 1 is a1, row 2 a2 and b1, up to row 15, h8;
        # each row runs from its a8 side to its h1 side, as the describer reads them (its
        # first line says how the board stands, then rows 15 down to 1).
        view.lines = tuple(tuple(c + (n - c) * 8 for c in range(8) if 0 <= n - c < 8)
                           for n in range(15))
        view.line_of_row = lambda n: 15 - n
    return view


def rakado_view(game: Game) -> BoardView:
    """Rakado: the 256 squares of the Halma board, or the star's 121 holes on a 17 x 17 grid;
    two or four colours of men."""
    from accessible_games.games.rakado.game import RakadoGame

    assert isinstance(game, RakadoGame)
    geometry = game.geometry
    size = geometry.size
    sides = ("white", "black", "yellow", "red")[:game.num_players]
    view = _owner_view(size, _list_owner, Piece.MAN, "rakado", ("white", "black"),
                       lambda c, r: geometry.cells[r * size + c])
    view.sides = sides
    return view


# --- pieces of several kinds ------------------------------------------------------------------

def chess_view(game: Game) -> BoardView:
    """Mad Mate and Maharadscha: the 64 squares; White is player 0."""
    from accessible_games.games.chess_variants.game import ChessState

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, ChessState)
        code = state.position.board[location]
        return Occupant(code >> 3, _CHESS_PIECES[code & 7]) if code else None

    return BoardView(8, 8, grid_cells(8, lambda c, r: True), occupant, _top_down(8),
                     family="chess", sides=("white", "black"))


def tablut_view(game: Game) -> BoardView:
    """Tablut: 9 x 9; Muscovite attackers (player 0) against the Swedes and their king."""
    from accessible_games.games.tafl.board import ATTACKER, CORNERS, DEFENDER, KING, THRONE
    from accessible_games.games.tafl.game import TablutState

    pieces = {ATTACKER: Occupant(0, Piece.MAN), DEFENDER: Occupant(1, Piece.MAN),
              KING: Occupant(1, Piece.KING)}

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, TablutState)
        return pieces.get(state.cells[location])

    marks = {THRONE: "throne"}
    if game.options.get("escape") == "corner":
        marks.update({corner: "corner" for corner in CORNERS})
    return BoardView(9, 9, grid_cells(9, lambda c, r: True), occupant, _top_down(9),
                     family="tafl", sides=("attacker", "defender"), marks=marks)


def arimaa_view(game: Game) -> BoardView:
    """Arimaa: 8 x 8; Gold (player 0) from ranks 1-2, Silver from ranks 7-8."""
    from accessible_games.games.arimaa.board import TRAPS
    from accessible_games.games.arimaa.game import ArimaaState

    def occupant(state: State, location: Location) -> Occupant | None:
        assert isinstance(state, ArimaaState)
        cell = state.cells[location]
        return Occupant(cell >> 3, _ARIMAA_PIECES[cell & 7]) if cell else None

    return BoardView(8, 8, grid_cells(8, lambda c, r: True), occupant, _top_down(8),
                     family="arimaa", sides=("gold", "silver"),
                     marks={trap: "trap" for trap in TRAPS})


# --- position texts for the editor -----------------------------------------------------------

def _rows(size: int, occupants: dict[Location, Occupant],
          letter: Callable[[Occupant], str]) -> str:
    """Rows from the top down, letters for pieces, digits for runs of empty places, '/' between."""
    rows = []
    for row in range(size - 1, -1, -1):
        text, run = "", 0
        for col in range(size):
            found = occupants.get(row * size + col)
            if found is None:
                run += 1
                continue
            text += (str(run) if run else "") + letter(found)
            run = 0
        rows.append(text + (str(run) if run else ""))
    return "/".join(rows)


def _by_player(first: str, second: str) -> Callable[[Occupant], str]:
    return lambda o: first if o.player == 0 else second


def reversi_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """The 64 (36, 100) character form, a1 first."""
    size = _size(game, 8)
    cells = ["-"] * (size * size)
    for loc, occupant in occupants.items():
        cells[loc] = "XO"[occupant.player or 0]
    return "".join(cells) + " " + "XO"[to_move]


def gomoku_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows from the top, X Black, O White."""
    return _rows(_size(game, 15), occupants, _by_player("X", "O")) + " " + "XO"[to_move]


def breakthrough_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Chess-like rows, P White, p Black."""
    return _rows(_size(game, 8), occupants, _by_player("P", "p")) + " " + "wb"[to_move]


def alquerque_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows 5 to 1, W White, B Black."""
    return _rows(5, occupants, _by_player("W", "B")) + " " + "wb"[to_move] + " - - 0"


def halma_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows 8 to 1 with the variant's piece letters."""
    letters = game.variant.letters  # type: ignore[attr-defined]
    return (_rows(8, occupants, _by_player(*letters)) + " " + letters[to_move].lower()
            + " 0 0")


def chess_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """FEN without castling rights (a set-up position has none); Mad Mate adds an empty
    reserve."""
    def letter(o: Occupant) -> str:
        assert o.piece is not None
        found = _CHESS_LETTERS[o.piece]
        return found if o.player == 0 else found.lower()

    reserve = "[]" if game.id == "mad-mate" else ""
    return _rows(8, occupants, letter) + reserve + " " + "wb"[to_move] + " - - 0 1"


def tablut_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows 9 to 1: a attacker, d defender, k king."""
    def letter(o: Occupant) -> str:
        return "k" if o.piece is Piece.KING else "ad"[o.player or 0]

    return _rows(9, occupants, letter) + " " + "ad"[to_move] + " 0"


def arimaa_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows 8 to 1, Gold upper case, Silver lower case."""
    def letter(o: Occupant) -> str:
        assert o.piece is not None
        found = _ARIMAA_LETTERS[o.piece]
        return found if o.player == 0 else found.lower()

    return _rows(8, occupants, letter) + " " + "gs"[to_move] + " 0"


def rakado_text(game: Game, occupants: dict[Location, Occupant], to_move: Player) -> str:
    """Rows 16 to 1, a b c d for the seats; the seat to roll (the first seat when the editor
    does not know it, before a roll)."""
    from accessible_games.games.rakado.board import EMPTY, format_board
    from accessible_games.games.rakado.game import RakadoGame

    assert isinstance(game, RakadoGame)
    geometry = game.geometry
    seat = to_move if 0 <= to_move < game.num_players else 0
    board = [EMPTY] * (geometry.size * geometry.size)
    for location, found in occupants.items():
        board[location] = found.player or 0
    return format_board(board, seat, 0, geometry)


def _each(player_pieces: list[tuple[int, Piece]]) -> list[Occupant | None]:
    return [None] + [Occupant(player, piece) for player, piece in player_pieces]


def _both(*pieces: Piece) -> list[Occupant | None]:
    return _each([(player, piece) for player in (0, 1) for piece in pieces])


DRAUGHTS_CHOICES = _both(Piece.MAN, Piece.KING)
CHESS_CHOICES = _both(Piece.KING, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT,
                      Piece.PAWN)
PIECE_CHOICE_LISTS: dict[str, list[Occupant | None]] = {
    "draughts": DRAUGHTS_CHOICES,
    "reversi": _both(Piece.DISC),
    "gomoku": _both(Piece.STONE),
    "breakthrough": _both(Piece.MAN),
    "alquerque": _both(Piece.MAN),
    "halma": _both(Piece.MAN),
    "rakado": _both(Piece.MAN),
    "rakado-teams": _each([(seat, Piece.MAN) for seat in range(4)]),
    "chess": CHESS_CHOICES,
    "maharadscha": _each([(0, Piece.MAHARAJAH)] + [(1, p) for p in (
        Piece.KING, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN)]),
    "tafl": _each([(0, Piece.MAN), (1, Piece.MAN), (1, Piece.KING)]),
    "arimaa": _both(Piece.ELEPHANT, Piece.CAMEL, Piece.HORSE, Piece.DOG, Piece.CAT,
                    Piece.RABBIT),
}
"""What the position editor cycles through on a square, per family (Maharadscha by game)."""
