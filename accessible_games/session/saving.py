"""Never lose a game: autosave after every move, resume, saved games, records and statistics.

The session calls its listeners after every change of its history; :class:`Autosaver` is such
a listener and writes the whole move list (one small transaction) each time. When the game
ends the autosave becomes a finished record with its result.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import TYPE_CHECKING

from accessible_games.engine import EndReason, Event, TurnKind
from accessible_games.lineup import describer_for, entry
from accessible_games.narration.catalog import catalog, in_sentence
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.words import game_name, known_game_name
from accessible_games.storage.records import (
    HIDDEN_MOVE,
    Record,
    RecordError,
    make_game,
    outcome_from_data,
    outcome_to_data,
    rebuild,
)
from accessible_games.storage.store import Kind, ProblemKind, Store, StoredGame, StoreWriteError

if TYPE_CHECKING:
    from accessible_games.engine import Game, Move, State
    from accessible_games.session.console import Console
    from accessible_games.session.table import Table


def seats_data(session: Console) -> list[dict[str, object]]:
    """The seats as JSON-ready data; a computer that has moved also keeps the lowest level it
    moved at ("easiest"), which the statistics count the game at."""
    seats: list[dict[str, object]] = []
    for seat in session.seats:
        data: dict[str, object] = {"kind": seat.kind.value, "level": seat.level}
        if seat.easiest is not None:
            data["easiest"] = seat.easiest
        seats.append(data)
    return seats


def move_texts(session: Console) -> list[str]:
    """The session's moves in their notation, in order."""
    return [turn.move.notation for turn in session.table.history]


def record_of(session: Console) -> Record:
    """The session's game as a record."""
    outcome = session.table.outcome
    return Record(game_id=session.game.id, options=dict(session.game.options),
                  seed=session.seed, seats=seats_data(session), moves=move_texts(session),
                  result=None if outcome is None else outcome_to_data(outcome),
                  date=time.strftime("%Y-%m-%d"), position=session.start_position)


class Autosaver:
    """Writes the session to the store after every move; the game becomes a record at its end."""

    def __init__(self, store: Store, session: Console, row_id: int | None = None) -> None:
        self.store = store
        self.row_id = row_id
        self.session = session
        self.failing = False
        """True while writes fail (the player was told once; told again when they work)."""
        self.finished = False
        """True while the row holds the game as a finished record."""
        self.seats: list[dict[str, object]] | None = None
        """The seats as last written (a level changed in the game is written when it
        changes; before, a resumed game went on at the level it had started at)."""
        session.listeners.append(self.changed)
        session.autosaved = True

    def changed(self, table: Table) -> None:
        """The listener: write the move list. A failed write (read-only folder, full disk)
        is said once, the game goes on, and the next move tries again; the file keeps the
        game as it was at the last write that worked."""
        try:
            self._write(table)
        except StoreWriteError as error:
            if not self.failing:
                self.failing = True
                self._tell("store.autosave.failed", path=self.store.path, problem=str(error))
            return
        if self.failing:
            self.failing = False
            self._tell("store.autosave.again")

    def _tell(self, key: str, **values: object) -> None:
        text = catalog(self.session.lang).text(key, **values)
        self.session.notice(Message(text, MessageKind.ERROR))

    def _write(self, table: Table) -> None:
        session = self.session
        moves = move_texts(session)
        outcome = table.outcome
        if not moves and outcome is None:
            # Every move taken back: nothing to keep, and quitting says nothing is kept; a row
            # left behind was offered as "move 1" at the next start and in the menu.
            if self.row_id is not None:
                self.store.delete(self.row_id)
                self.row_id = None
            return
        seats = seats_data(session)
        if self.row_id is None:
            self.row_id = self.store.create(Kind.AUTOSAVE, session.game.id,
                                            dict(session.game.options), seats,
                                            session.seed, session.lang, moves,
                                            position=session.start_position)
        elif seats != self.seats:
            self.store.update_seats(self.row_id, seats)
        self.seats = seats
        if outcome is not None:
            self.store.finish(self.row_id, moves, outcome_to_data(outcome))
            self.finished = True
        elif self.finished:
            # The end was taken back: the game goes on, and Resume must offer it again.
            self.store.reopen(self.row_id, moves)
            self.finished = False
        else:
            self.store.update_moves(self.row_id, moves)


def session_from_stored(stored: StoredGame | Record, lang: str) -> Console:
    """Rebuild a session from a stored game or record, replaying every move through the engine.

    Raises:
        RecordError: a move cannot be replayed (a damaged or foreign record).
    """
    from accessible_games.session.hotseat import open_game
    from accessible_games.session.table import Seat, SeatKind, Table

    record = stored if isinstance(stored, Record) else Record(
        stored.game_id, stored.options, stored.seed, stored.seats, stored.moves, stored.result,
        position=stored.position)
    game, _, moves = rebuild(record)
    seats = [Seat(SeatKind(s.get("kind", "human")), int(s.get("level", 2)),
                  None if s.get("easiest") is None else int(s["easiest"]))
             for s in record.seats] or [Seat(SeatKind.HUMAN)] * game.num_players
    if len(seats) != game.num_players:
        raise RecordError("the record's seats do not fit the game")
    start = game.parse_position(record.position) if record.position else None
    table = Table(game, seats, record.seed, start)
    table.replay(moves)
    ended = outcome_from_data(record.result) if record.result else None
    if ended is not None and ended.reason in (EndReason.RESIGNED, EndReason.AGREED) \
            and not table.is_over:
        table.ended = ended  # resigned or agreed: the moves alone do not end the game
    session = open_game(game, seats, lang=lang, table=table)
    session.last_message = None
    session.last_said = []
    return session


def counted_level(seat: dict[str, object]) -> object:
    """The level a finished game counts at: the lowest the computer moved at. A game turned
    to the strong level near its end was not won against it."""
    return seat.get("easiest", seat.get("level", 2))


def opponent_text(stored: StoredGame, lang: str) -> str:
    """Whom the stored game is played against: "the computer, level 2", "a person", or the
    other people where all are at the keyboard ("3 people": a Mau-Mau of four was offered as
    "against a person"); the computer with the people who share the keyboard ("the computer,
    level 1, with 3 people at this keyboard")."""
    cat = catalog(lang)
    computer = [s for s in stored.seats if s.get("kind") == "computer"]
    if computer:
        # A game going on is resumed at the level it has now; a finished one is told at the
        # level it counts at.
        level = computer[0].get("level", 2) if stored.result is None else counted_level(
            computer[0])
        people = sum(s.get("kind") == "human" for s in stored.seats)
        if people > 1:  # a hot seat: it was offered as one person's game against the computer
            return cat.plural("store.opponent.computer_with_people", people, level=level)
        return cat.text("store.opponent.computer", level=level)
    return cat.plural("store.opponent.people", max(1, len(stored.seats) - 1))


def stored_game_name(stored: StoredGame, lang: str) -> str:
    """The game of a stored game as a list names it: its name, and for a game played on a
    base game (Schlagdame on Turkish draughts) that base, which a list that said only
    "Schlagdame" left out."""
    name = known_game_name(stored.game_id, lang)
    try:
        base = make_game(Record(stored.game_id, stored.options)).options.get("base")
    except (RecordError, ValueError, KeyError):
        return name
    cat = catalog(lang)
    key = f"option.base.{base}"
    if base is None or not cat.has(key):
        return name
    return cat.text("store.game_on_base", game=name, base=cat.text(key))


def describe_stored(stored: StoredGame, lang: str) -> str:
    """One sentence for a list of games: name, game, opponent, move number, date; a finished
    game is marked finished, with its result and its number of moves; an imported one says
    so."""
    cat = catalog(lang)
    opponent = opponent_text(stored, lang)
    date = cat.date_time(stored.updated)
    name = stored.name or cat.text("store.unnamed")
    if stored.kind is Kind.IMPORTED:
        name = cat.text("store.imported_name")
    game = stored_game_name(stored, lang)
    if stored.result is not None:
        return cat.text("store.line.finished", saved=name, game=game, opponent=opponent,
                        result=result_text(stored, lang), count=len(stored.moves), date=date)
    key, progress = how_far(stored, "store.line", lang)
    return cat.text(key, saved=name, game=game, opponent=opponent, date=date, **progress)


def how_far(stored: StoredGame, key: str, lang: str) -> tuple[str, dict[str, object]]:
    """The message ``key`` for how far an unfinished stored game is, with its values: the
    move number ("move 23"); in a game whose players count otherwise, its own words
    (``key.progress``: "trick 4 of 12" in a card game); or nothing where it has no count of
    its own (``key.plain``: Mau Mau of one deal). "Doppelkopf ..., move 2" said nothing a
    card player counts."""
    rebuilt = _rebuilt(stored)
    progress = None if rebuilt is None else stored_progress(rebuilt, lang)
    if progress is None:
        return key, {"number": stored_move_number(stored, rebuilt)}
    if not progress:
        return f"{key}.plain", {}
    return f"{key}.progress", {"progress": in_sentence(progress, lang)}


def _rebuilt(stored: StoredGame) -> tuple[Game, State, list[Move]] | None:
    """The stored game replayed: the game, its final state, the moves; None when the record
    cannot be replayed."""
    record = Record(stored.game_id, stored.options, stored.seed, stored.seats, stored.moves,
                    stored.result, position=stored.position)
    try:
        return rebuild(record)
    except (RecordError, KeyError, ValueError):
        return None


def stored_progress(rebuilt: tuple[Game, State, list[Move]], lang: str) -> str | None:
    """How far a replayed stored game is in its own words, where a move number says little
    ("Stich 4 von 12", without the full stop), "" where it has no such words; None where the
    move number says it."""
    game, final, _ = rebuilt
    text = describer_for(game, lang).progress_text(final)
    return None if text is None else text.strip().rstrip(".")


def stored_move_number(stored: StoredGame,
                       rebuilt: tuple[Game, State, list[Move]] | None = None) -> int:
    """The move number a stored game goes on with, counted as the game's records count
    (full moves); the count of moves plus one when the record cannot be replayed.
    ``rebuilt``: the game replayed already (:func:`_rebuilt`)."""
    from accessible_games.session.table import counted_movers, full_move_number

    rebuilt = rebuilt or _rebuilt(stored)
    if rebuilt is None:
        return len(stored.moves) + 1
    game, final, moves = rebuilt
    played: list[tuple[int, tuple[Event, ...]]] = []
    for _ in moves:
        final.undo()
    before = final.turns_played()
    for move in moves:
        mover = final.to_move
        played.append((mover, final.play(move)))
    going_on = final.turn_kind is TurnKind.PLAYER and not final.is_terminal()
    movers = counted_movers(final, played)
    return full_move_number(game.num_players, movers, final.to_move if going_on else None,
                            entry(game).describer.full_moves, before)


def result_text(stored: StoredGame, lang: str) -> str:
    """A finished game's result in a few words: "White won", "a draw"."""
    cat = catalog(lang)
    winners = (stored.result or {}).get("winners") or []
    if not winners:
        return cat.text("store.result.draw")
    try:
        game = make_game(Record(stored.game_id, stored.options))
        names = [describer_for(game, lang).player(int(w)) for w in winners]
    except (RecordError, ValueError, KeyError, IndexError):
        names = [str(int(w) + 1) for w in winners]
    return cat.text("store.result.won", player=cat.join_and(names))


def kept_after_quit(session: Console, typed: bool = False) -> str | None:
    """After "Quit this game? yes": the sentence saying the unfinished game is kept and how to
    go on with it, or None when nothing is kept (no store, no move yet, or the game is over).

    Quitting never loses a game and never leaves it silently: it stays an unfinished autosave,
    offered by Resume in the window's menu, at the terminal's choice of games (``typed``: the
    word resume is typed there) and at the next start, and this says so; in the terminal
    without a choice of games after it (``play kalah``, quit) the program ends, and the next
    start offers it; after "new" the choice of games follows there too, resume at once."""
    if not session.autosaved or not session.history or session.is_over:
        return None
    key = "store.quit.kept"
    if typed:
        follows = session.menu_follows or session.new_game_requested
        key = "store.quit.kept.typed" if follows else "store.quit.kept.later"
    return catalog(session.lang).text(key, game=game_name(session.game.id, session.lang))


def resume_question(stored: StoredGame, lang: str) -> str:
    """ "Resume your game of Kalah against the computer, move 23? Type yes or no." """
    key, progress = how_far(stored, "store.resume", lang)
    return catalog(lang).text(key, game=stored_game_name(stored, lang),
                              opponent=opponent_text(stored, lang), **progress)


def describe_unfinished(stored: StoredGame, lang: str) -> str:
    """ "Kalah against the computer, level 2, move 23": the game a resume item continues."""
    key, progress = how_far(stored, "store.unfinished", lang)
    return catalog(lang).text(key, game=stored_game_name(stored, lang),
                              opponent=opponent_text(stored, lang), **progress)


def problem_text(store: Store, lang: str) -> str | None:
    """The sentence for a problem met when opening the store, if any."""
    problem = store.problem
    if problem is None:
        return None
    cat = catalog(lang)
    if problem.kind is ProblemKind.CORRUPT:
        return cat.text("store.problem.corrupt", kept=problem.kept_as)
    if problem.kind is ProblemKind.NEWER:
        return cat.text("store.problem.newer", path=problem.path)
    return cat.text("store.problem.unavailable", path=problem.path)


def statistics(store: Store, lang: str) -> list[str]:
    """Wins, losses and draws of the people at this keyboard per game, opponent and level."""
    cat = catalog(lang)
    tally: dict[tuple[str, str], Counter[str]] = {}
    for game in store.list(Kind.RECORD):
        if not game.result:
            continue
        humans = [i for i, s in enumerate(game.seats) if s.get("kind") == "human"]
        computer = [s for s in game.seats if s.get("kind") == "computer"]
        if not humans or not computer:
            continue  # Only games against the computer count as a person's result.
        opponent = cat.text("store.opponent.computer", level=counted_level(computer[0]))
        winners = set(game.result.get("winners") or [])
        outcome = "draw" if not winners else ("win" if winners & set(humans) else "loss")
        tally.setdefault((game.game_id, opponent), Counter())[outcome] += 1
    if not tally:
        return [cat.text("store.stats.none")]
    return [cat.text("store.stats.line", game=game_name(game_id, lang), opponent=opponent,
                     wins=c["win"], losses=c["loss"], draws=c["draw"])
            for (game_id, opponent), c in sorted(tally.items())]


def attach_store(session: Console, store: Store, row_id: int | None = None,
                 now: bool = False) -> None:
    """Autosave ``session`` into ``store`` after every move (into row ``row_id`` when the game
    was resumed from it); with ``now``, at once too (a game opened from a save is then the
    latest unfinished one, which Resume offers, before its next move). A tutorial is not
    autosaved: resumed, it came back as a plain game ("Kalah against a person, move 1"); its
    player still reaches the saved games, statistics, and ``save`` and a name (it said
    "Saving is not available just now.")."""
    session.store = store
    if session.tutorial is not None:
        return
    saver = Autosaver(store, session, row_id)
    if now:
        saver.changed(session.table)


def resume_stored(store: Store, row_id: int, lang: str) -> Console | str:
    """The stored game ``row_id`` as a session that goes on saving into the same row, or the
    one sentence that says why it cannot be replayed (the stored row is left as it is)."""
    stored = store.get(row_id)
    if stored is None:
        return catalog(lang).text("store.resume.none")
    try:
        session = session_from_stored(stored, lang)
    except RecordError as error:
        return catalog(lang).text("store.resume.broken",
                                  problem=stored_problem(error, stored, lang))
    attach_store(session, store, stored.id)
    return session


def stored_problem(error: RecordError, stored: StoredGame, lang: str) -> str:
    """Why a stored game cannot be replayed, as one sentence in the player's language: its
    game is one this version lacks, a move of it cannot be replayed, or its data is damaged
    (the error's own words are English and technical)."""
    cat = catalog(lang)
    if not cat.has(f"game.{stored.game_id}.name"):
        return cat.text("store.stored.unknown_game", game=stored.game_id)
    if error.move_number is not None:
        return record_error_text(error, stored.game_id, lang)
    return cat.text("store.stored.damaged")


def record_error_text(error: RecordError, game_id: str, lang: str) -> str:
    """One sentence for a record that cannot be read or replayed: the move number, its text
    and the rules' reason when there is one."""
    cat = catalog(lang)
    if error.move_number is None:
        return cat.text("store.import.problem", problem=error.problem)
    if error.text == HIDDEN_MOVE:
        return cat.text("store.import.seat_copy", number=error.move_number)
    if error.reason is None or error.state is None:
        return cat.text("store.import.unreadable_move", number=error.move_number,
                        text=error.text)
    # The game of the position before the bad move (a PDN or PGN file names its own game).
    game = getattr(error.state, "game", None) or make_game(Record(game_id))
    describer = describer_for(game, lang)
    reason = describer.reason(error.reason, error.state).text
    return cat.text("store.import.bad_move", number=error.move_number, text=error.text,
                    reason=reason)
