"""The sentences of the server's refusals, in the player's language, from the catalogs.

Every ``error`` carries a code and a ``reason``: one sentence from ``online.po``, or for an
illegal move or a move out of turn the game's own reason (its describer explains it on the
seat's view, so it names nothing the seat may not know).
"""

from __future__ import annotations

from accessible_games.engine import Game, GameError, InvalidOptionError, Reason, State
from accessible_games.lineup import REGISTRY, describer_for
from accessible_games.narration.catalog import catalog
from accessible_games.narration.message import Message, MessageKind
from accessible_games.narration.option_words import OptionWords
from accessible_games.narration.runs import number_runs
from accessible_games.online.protocol import MAX_NAME, MAX_PASSWORD, ErrorCode, ProtocolError
from accessible_games.online.tables import SeatTaken
from accessible_games.session.braille_line import LINE_CELLS, braille_cells, language_table
from accessible_games.session.words import known_game_name, notation_text


def error_text(error: ProtocolError, lang: str) -> str:
    """The sentence telling the player why ``error`` refused their request."""
    return error_said(error, lang).text


def error_said(error: ProtocolError, lang: str) -> Message:
    """Why ``error`` refused the player's request, with its braille form where it has a
    shorter one (the game's brief reason for a refused move, a refusal's ``.brief`` key)."""
    cat = catalog(lang)
    detail = error.detail
    if isinstance(detail, tuple) and len(detail) == 2:
        reason, view = detail
        if isinstance(reason, Reason) and isinstance(view, State):
            return describer_for(view.game, lang).reason(reason, view)
    if error.code is ErrorCode.BAD_OPTION:
        return _option_refusal(error, lang)
    if isinstance(detail, SeatTaken):
        return _seat_taken(error, detail, lang)
    if error.code is ErrorCode.UNREADABLE_MOVE and isinstance(detail, Game):
        expected = notation_text(cat, detail) if cat.has(f"game.{detail.notation_id}.notation") \
            else detail.move_format
        return cat.said("online.error.unreadable_move", MessageKind.ILLEGAL, expected=expected)
    if error.code is ErrorCode.BAD_FIELD and error.values.get("field") in ("name", "password"):
        # Signing in: what a name or password may be, not "the field name is not valid".
        return cat.said(f"online.error.bad_field.{error.values['field']}", MessageKind.ILLEGAL,
                        limit=MAX_NAME if error.values["field"] == "name" else MAX_PASSWORD)
    return cat.said(f"online.error.{error.code.value}", MessageKind.ILLEGAL, **error.values)


def _seat_taken(error: ProtocolError, taken: SeatTaken, lang: str) -> Message:
    """A seat asked for is taken: by whom, and which seats are free (or that none is). On
    the braille line the free seats are numbers, a row of three or more as a run ("Free:
    1-4, 6."), and the holder's name is left out where the line would still be longer than
    two windows ("Seat 5 is taken by" a name of 31 letters, "Seats 1, 2, 3, 4, 6, and 7 are
    free." ran to 99 cells in German)."""
    cat = catalog(lang)
    seat = error.values.get("seat")
    holder = (cat.text("online.error.seat_taken.person", seat=seat, name=taken.name)
              if taken.name is not None else
              cat.text("online.error.seat_taken.bot", seat=seat, level=taken.level))
    if not taken.free:
        return Message(f"{holder} {cat.text('online.error.seat_taken.none_free')}",
                       MessageKind.ILLEGAL)
    free = cat.plural("online.error.seat_taken.free", len(taken.free),
                      seats=cat.join_and([str(s + 1) for s in taken.free]))
    runs = ", ".join(str(first) if first == last else f"{first}-{last}"
                     for first, last in number_runs(sorted(s + 1 for s in taken.free)))
    listed = cat.text("online.error.seat_taken.free.brief", seats=runs)
    brief = f"{holder} {listed}"
    if braille_cells(brief, language_table(lang)) > LINE_CELLS:
        brief = f"{cat.text('online.error.seat_taken', seat=seat)} {listed}"
    return Message(f"{holder} {free}", MessageKind.ILLEGAL, brief=brief)


def _option_refusal(error: ProtocolError, lang: str) -> Message:
    """Why a table's options were refused: an option the game lacks (with those it has), a
    value it does not take (with those it does), or, without details, that the game refuses
    them."""
    cat = catalog(lang)
    game_id = str(error.values.get("game", ""))
    detail = error.detail
    if not (isinstance(detail, tuple) and len(detail) == 2
            and isinstance(detail[1], InvalidOptionError)):
        return cat.said("online.error.bad_option", MessageKind.ILLEGAL,
                        game=known_game_name(game_id, lang))
    game_id, refused = str(detail[0]), detail[1]
    game = REGISTRY.find(game_id)
    if refused.value is None:
        keys = cat.join_and([spec.key for spec in game.option_specs])
        return cat.said("online.error.unknown_option", MessageKind.ILLEGAL,
                        game=known_game_name(game_id, lang), key=refused.key, keys=keys)
    words = OptionWords(lang, game_id)
    value: object = refused.value
    try:  # the typed text read as the option reads it ("an" is on)
        value = game.option_spec(refused.key).parse(refused.value)
    except GameError:
        pass
    return cat.said("online.error.option_value", MessageKind.ILLEGAL,
                    game=known_game_name(game_id, lang),
                    setting=words.setting(refused.key, value), key=refused.key,
                    allowed=words.takes(refused.key, game.option_spec(refused.key).default,
                                        refused.allowed))

