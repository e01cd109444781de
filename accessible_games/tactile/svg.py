"""Large print and tactile templates: a position (or an empty board) as SVG, and PDF through
CairoSVG.

Everything is drawn in millimetres with thick black lines on white: dark draughts squares are
hatched (never colour alone), black pieces are filled discs, white pieces are discs with a thick
rim, kings carry an inner ring. Optional braille labels are drawn as real dots at standard
spacing (2.5 mm within a cell, 6 mm from cell to cell), fit for swell paper.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from accessible_games.engine import Game, State
from accessible_games.engine.events import Piece
from accessible_games.lineup import view_for
from accessible_games.narration.game_views import piece_letter
from accessible_games.narration.views import Occupant, PlaceKind
from accessible_games.tactile.diagram import symbol_translate

LINE = 1.2
"""Line width of the grid, mm."""
DOT_RADIUS = 0.75
DOT_STEP = 2.5
CELL_STEP = 6.0


def _braille_dots(cells: str, x: float, y: float) -> list[str]:
    """SVG circles for a line of Unicode braille with its first cell's dot 1 at (x, y)."""
    out = []
    offsets = {0: (0, 0), 1: (0, 1), 2: (0, 2), 3: (1, 0), 4: (1, 1), 5: (1, 2)}
    for i, cell in enumerate(cells):
        bits = ord(cell) - 0x2800
        for bit, (dx, dy) in offsets.items():
            if bits & (1 << bit):
                out.append(f'<circle cx="{x + i * CELL_STEP + dx * DOT_STEP:.2f}" '
                           f'cy="{y + dy * DOT_STEP:.2f}" r="{DOT_RADIUS}" fill="black"/>')
    return out


def _piece(occupant: Occupant, cx: float, cy: float, size: float,
           small: bool = False, dark: bool = True) -> list[str]:
    r = size * (0.28 if small else 0.36)
    if occupant.piece is None:
        return [f'<text x="{cx:.2f}" y="{cy + size * 0.16:.2f}" font-size="{size * 0.45:.1f}" '
                f'text-anchor="middle" font-family="DejaVu Sans, sans-serif" '
                f'font-weight="bold">{occupant.count}</text>']
    if dark:
        shapes = [f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r:.2f}" fill="black"/>']
        ring = "white"
    else:
        shapes = [f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r - LINE:.2f}" fill="white" '
                  f'stroke="black" stroke-width="{2 * LINE}"/>']
        ring = "black"
    letter = piece_letter(occupant.piece)
    if letter:
        shapes.append(f'<text x="{cx:.2f}" y="{cy + size * 0.13:.2f}" '
                      f'font-size="{size * 0.38:.1f}" text-anchor="middle" '
                      f'font-family="DejaVu Sans, sans-serif" font-weight="bold" '
                      f'fill="{ring}">{letter}</text>')
    elif occupant.piece is Piece.KING:
        shapes.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{r * 0.45:.2f}" fill="none" '
                      f'stroke="{ring}" stroke-width="{1.5 * LINE}"/>')
    return shapes


def board_svg(game: Game, state: State | None, square: float = 20.0,
              braille_labels: bool = False, title: str = "") -> str:
    """The board as an SVG document; ``state=None`` draws the empty template."""
    view = view_for(game)
    margin = square * 0.8
    width = view.columns * square + 2 * margin
    height = view.rows * square + 2 * margin + (square * 0.6 if title else 0)
    top = margin + (square * 0.6 if title else 0)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.1f}mm" '
             f'height="{height:.1f}mm" viewBox="0 0 {width:.2f} {height:.2f}">',
             f'<rect x="0" y="0" width="{width:.2f}" height="{height:.2f}" fill="white"/>',
             '<defs><pattern id="hatch" width="3" height="3" patternUnits="userSpaceOnUse" '
             'patternTransform="rotate(45)"><rect width="1.2" height="3" fill="black"/>'
             '</pattern></defs>']
    if title:
        parts.append(f'<text x="{width / 2:.2f}" y="{margin * 0.9:.2f}" '
                     f'font-size="{square * 0.45:.1f}" text-anchor="middle" '
                     f'font-family="DejaVu Sans, sans-serif" font-weight="bold">'
                     f'{escape(title)}</text>')
    grid = any(view.cell(c, r).kind in (PlaceKind.SQUARE, PlaceKind.UNPLAYABLE)
               for c in range(view.columns) for r in range(view.rows))
    for row in range(view.rows):
        for column in range(view.columns):
            cell = view.cell(column, row)
            if cell.kind is PlaceKind.NONE or cell.location is None:
                continue
            x = margin + column * square
            y = top + (view.rows - 1 - row) * square
            cx, cy = x + square / 2, y + square / 2
            if cell.kind in (PlaceKind.HOUSE, PlaceKind.STORE):
                shape = "rect" if cell.kind is PlaceKind.STORE else "circle"
                if shape == "rect":
                    parts.append(f'<rect x="{x + 1:.2f}" y="{y + 1:.2f}" width="{square - 2:.2f}" '
                                 f'height="{square - 2:.2f}" rx="4" fill="white" stroke="black" '
                                 f'stroke-width="{2 * LINE}"/>')
                else:
                    parts.append(f'<circle cx="{cx:.2f}" cy="{cy:.2f}" r="{square * 0.44:.2f}" '
                                 f'fill="white" stroke="black" stroke-width="{2 * LINE}"/>')
            else:
                fill = "url(#hatch)" if cell.kind is PlaceKind.SQUARE and _is_dark(game) and \
                    (column + row) % 2 == 0 else "white"
                parts.append(f'<rect class="square" x="{x:.2f}" y="{y:.2f}" '
                             f'width="{square:.2f}" height="{square:.2f}" fill="{fill}" '
                             f'stroke="black" stroke-width="{LINE}"/>')
            if cell.location in view.marks:
                # Throne, corners, traps: a cross from corner to corner, felt as raised lines.
                parts.append(f'<path d="M{x:.2f},{y:.2f} l{square:.2f},{square:.2f} '
                             f'M{x + square:.2f},{y:.2f} l{-square:.2f},{square:.2f}" '
                             f'stroke="black" stroke-width="{LINE}"/>')
            occupant = None if state is None else view.occupant(state, cell.location)
            if occupant is not None:
                # With braille labels in the upper left, the piece moves to the lower right.
                px, py = (cx + square * 0.12, cy + square * 0.14) if braille_labels else (cx, cy)
                if fill_is_hatched(cell.kind, game, column, row):
                    halo = square * (0.33 if braille_labels else 0.42)
                    parts.append(f'<circle cx="{px:.2f}" cy="{py:.2f}" r="{halo:.2f}" '
                                 f'fill="white"/>')
                parts += _piece(occupant, px, py, square, small=braille_labels,
                                dark=view.is_dark(occupant.player or 0))
            if braille_labels and grid:
                name = f"{chr(ord('a') + column)}{row + 1}"
                parts.append(f'<rect x="{x + 0.8:.2f}" y="{y + 0.8:.2f}" width="12" height="7.5" '
                             f'fill="white"/>')
                parts += _braille_dots(symbol_translate(name), x + 2.0, y + 2.0)
    if grid:
        for column in range(view.columns):
            parts.append(f'<text x="{margin + (column + 0.5) * square:.2f}" '
                         f'y="{top + view.rows * square + margin * 0.7:.2f}" '
                         f'font-size="{square * 0.4:.1f}" text-anchor="middle" '
                         f'font-family="DejaVu Sans, sans-serif">{chr(ord("a") + column)}</text>')
        for row in range(view.rows):
            parts.append(f'<text x="{margin * 0.5:.2f}" '
                         f'y="{top + (view.rows - row - 0.35) * square:.2f}" '
                         f'font-size="{square * 0.4:.1f}" text-anchor="middle" '
                         f'font-family="DejaVu Sans, sans-serif">{row + 1}</text>')
        parts.append(f'<rect x="{margin:.2f}" y="{top:.2f}" width="{view.columns * square:.2f}" '
                     f'height="{view.rows * square:.2f}" fill="none" stroke="black" '
                     f'stroke-width="{2 * LINE}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _is_dark(game: Game) -> bool:
    """Whether the game uses only dark squares (draughts): those are hatched."""
    return game.family == "draughts"


def fill_is_hatched(kind: PlaceKind, game: Game, column: int, row: int) -> bool:
    """True when the square under a piece is hatched (the piece gets a white halo)."""
    return kind is PlaceKind.SQUARE and _is_dark(game) and (column + row) % 2 == 0


def svg_to_pdf(svg: str) -> bytes:
    """The SVG as PDF (CairoSVG)."""
    import cairosvg

    return cairosvg.svg2pdf(bytestring=svg.encode("utf-8"))


def svg_to_png(svg: str, scale: float = 1.0) -> bytes:
    """The SVG as PNG (CairoSVG), for tests and previews."""
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
