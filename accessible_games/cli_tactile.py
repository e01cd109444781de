"""The ``tactile`` command: braille diagrams (BRF, Unicode), large print and templates (SVG,
PDF), the rules in braille, and (``tactile cards``) the sheet of the card braille codes."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from accessible_games.engine import Game, InvalidPositionError, State
from accessible_games.lineup import view_for
from accessible_games.narration.catalog import LANGUAGES, catalog
from accessible_games.session.words import game_name
from accessible_games.tactile.brf import paginate, unicode_pages
from accessible_games.tactile.card_sheet import card_sheet_braille, card_sheet_svg
from accessible_games.tactile.diagram import DiagramMaker
from accessible_games.tactile.rules import rules_braille
from accessible_games.tactile.svg import board_svg, svg_to_pdf

FORMATS = ("brf", "unicode", "svg", "pdf")

CARD_SHEET_NAMES = ("cards", "karten")
"""What to type instead of a game for the sheet of card braille codes."""


class TactileUsageError(Exception):
    """A problem worded for the user (exit code 2)."""


def add_parser(sub: argparse._SubParsersAction) -> None:
    """Add ``tactile`` to the main parser."""
    p = sub.add_parser("tactile",
                       help="braille boards, large print, rules in braille, the card sheet")
    p.add_argument("game", help="a game, or cards for the sheet of card braille codes")
    p.add_argument("--position", default=None)
    p.add_argument("--format", choices=FORMATS, default="brf")
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS)
    p.add_argument("--table", default=None, help="liblouis table, e.g. de-g2 or en-ueb-g1")
    p.add_argument("--cells", type=int, default=40)
    p.add_argument("--lines", type=int, default=25)
    p.add_argument("--output", default=None)
    p.add_argument("--rules", action="store_true", help="the rules instead of a board")
    p.add_argument("--empty", action="store_true", help="a board template without pieces")
    p.add_argument("--braille-labels", action="store_true", help="braille square names (SVG)")
    p.add_argument("--square", type=float, default=20.0, help="square size in mm (SVG, PDF)")


RULES_INDENT = 2
"""Blank cells before each paragraph of the rules: braille's usual paragraph mark."""


def render(game: Game, state: State, args: argparse.Namespace, lang: str) -> bytes:
    """The requested output as bytes."""
    if args.format in ("svg", "pdf"):
        title = game_name(game.id, lang)
        svg = board_svg(game, None if args.empty else state, square=args.square,
                        braille_labels=args.braille_labels, title=title)
        return svg.encode("utf-8") if args.format == "svg" else svg_to_pdf(svg)
    indent = 0
    if args.rules:
        lines = rules_braille(game.id, lang, args.table)
        indent = RULES_INDENT
    else:
        lines = DiagramMaker(game, lang, args.table, args.cells).diagram(state).lines
    if args.format == "brf":
        return paginate(lines, args.cells, args.lines, indent).encode("ascii")
    return unicode_pages(lines, args.cells, indent).encode("utf-8")


def run(
    args: argparse.Namespace, lang: str, make_game: Callable[[str, Sequence[str], str], Game]
) -> int:
    """Run ``tactile``; problems are one sentence and exit code 2."""
    cat = catalog(lang)
    if not 20 <= args.cells <= 100 or not 5 <= args.lines <= 100:
        print(cat.text("tactile.bad_size"), file=sys.stderr)
        return 2
    if args.game.strip().casefold() in CARD_SHEET_NAMES:
        return _write(card_sheet(args, lang), args, lang)
    game = make_game(args.game, [], lang)
    if not args.rules and view_for(game).family == "cards":
        # No board to draw: the card codes are what a teacher marks the cards of this game with.
        print(cat.text("tactile.no_board", game=game_name(game.id, lang)), file=sys.stderr)
        return _write(card_sheet(args, lang), args, lang)
    try:
        state = game.parse_position(args.position) if args.position else game.new_state()
    except InvalidPositionError as error:
        print(cat.text("cli.bad_position", problem=error.problem, expected=error.expected),
              file=sys.stderr)
        return 2
    try:
        data = render(game, state, args, lang)
    except ValueError as error:
        print(cat.text("tactile.failed", problem=str(error)), file=sys.stderr)
        return 2
    return _write(data, args, lang)


def card_sheet(args: argparse.Namespace, lang: str) -> bytes:
    """The card sheet in the requested format: BRF or Unicode braille, or large print."""
    if args.format in ("svg", "pdf"):
        svg = card_sheet_svg(lang)
        return svg.encode("utf-8") if args.format == "svg" else svg_to_pdf(svg)
    lines = card_sheet_braille(lang, args.table)
    if args.format == "brf":
        return paginate(lines, args.cells, args.lines).encode("ascii")
    return unicode_pages(lines, args.cells).encode("utf-8")


def _write(data: bytes, args: argparse.Namespace, lang: str) -> int:
    """Write the output to the file named, or to standard output."""
    cat = catalog(lang)
    if args.output:
        Path(args.output).write_bytes(data)
        print(cat.text("store.export.done", path=args.output))
    elif args.format == "pdf" and sys.stdout.isatty():
        # A PDF's bytes on the terminal were read aloud as noise by a screen reader.
        print(cat.text("tactile.pdf_needs_file", game=args.game), file=sys.stderr)
        return 2
    elif args.format == "pdf":
        sys.stdout.buffer.write(data)
    else:
        sys.stdout.write(data.decode("utf-8"))
    return 0
