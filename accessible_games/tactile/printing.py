""""Print this position": braille (BRF) and large print (PDF) files of the session's position."""

from __future__ import annotations

import time
from pathlib import Path

from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.console import Console
from accessible_games.session.words import game_name
from accessible_games.storage.store import default_folder
from accessible_games.tactile.brf import paginate
from accessible_games.tactile.card_print import card_page_braille, card_page_svg, hand_codes
from accessible_games.tactile.diagram import DiagramMaker
from accessible_games.tactile.svg import board_svg, svg_to_pdf


def print_position(session: Console, folder: Path | None = None) -> list[Message]:
    """Write ``<game>-<time>.brf`` and ``.pdf`` into the prints folder and say where."""
    cat = session.words.cat
    folder = folder or default_folder() / "prints"
    stem = f"{session.game.id}-{time.strftime('%Y%m%d-%H%M%S')}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        maker = DiagramMaker(session.game, session.lang)
        if session.view.family == "cards":  # a card table has no board: the seat's hand
            lines = card_page_braille(session, maker.text)
            svg = card_page_svg(session)
        else:
            lines = maker.diagram(session.state).lines
            if session.is_card_game and session.viewer is not None:  # Dog: the hand too
                lines += ["", maker.text(session.hand_line().text), *hand_codes(session)]
            svg = board_svg(session.game, session.state, braille_labels=True,
                            title=game_name(session.game.id, session.lang))
        brf = folder / f"{stem}.brf"
        brf.write_bytes(paginate(lines).encode("ascii"))
        pdf = folder / f"{stem}.pdf"
        pdf.write_bytes(svg_to_pdf(svg))
    except (OSError, ValueError) as error:
        return [Message(cat.text("print.failed", problem=str(error)), MessageKind.ERROR)]
    return [Message(cat.text("print.done", brf=str(brf), pdf=str(pdf)))]
