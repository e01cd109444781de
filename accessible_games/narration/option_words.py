"""A game's options in words: their names, what they do, and their values.

The option keys (``hand_size``, ``draw_moves``) are what the command line takes; a player hears
the words from the ``options`` catalog instead. An option's words are looked up for the game
first (``option.mau-mau.players``) and then shared by every game that means the same by the key
(``option.players``). A value has words of its own where the bare value would not tell what it
means (``option.variant.long``, ``option.draw_moves.0`` for a rule turned off); a yes-or-no
option is "on" or "off", and another number is spoken as it is. A value may also be said whole,
without the option's name (``option.nines.False.whole``: "without nines"), where "Nines set to
without" would not read well.
"""

from __future__ import annotations

from typing import Any

from accessible_games.engine.state import Game
from accessible_games.engine.types import NumberRange
from accessible_games.narration.catalog import Catalog, catalog

NOT_RULES = ("dealer",)
"""Options that are no rule of the game but where it starts at the table: who deals first
(the first deal says it, and a new game at the table passes the deal on, so a rematch's
dealer is not a rule changed)."""


class OptionWords:
    """The words for one game's options in one language."""

    def __init__(self, lang: str, game_id: str) -> None:
        self.cat: Catalog = catalog(lang)
        self.game_id = game_id

    def _key(self, *parts: str) -> str:
        """The catalog key for ``option.<parts>``: the game's own when it has one."""
        own = ".".join(("option", self.game_id, *parts))
        return own if self.cat.has(own) else ".".join(("option", *parts))

    def name(self, key: str) -> str:
        """The option's name as a label ("Hand size", "Karten auf der Hand"); the key itself
        for an option this version does not know (a newer server's game)."""
        found = self._key(key)
        return self.cat.text(found) if self.cat.has(found) else key

    def about(self, key: str) -> str:
        """One sentence on what the option does (empty for an unknown option)."""
        found = self._key(key, "about")
        return self.cat.text(found) if self.cat.has(found) else ""

    def value(self, key: str, value: Any) -> str:
        """A value of the option in words."""
        word = self._key(key, str(value))
        if self.cat.has(word):
            return self.cat.text(word)
        if isinstance(value, bool):
            return self.cat.text("option.value.on" if value else "option.value.off")
        return str(value)

    def whole(self, key: str, value: Any) -> str | None:
        """The option with ``value`` said whole, without its name ("without nines", where
        "Nines: without" needs the name), or None where the option has no such words."""
        found = self._key(key, str(value), "whole")
        return self.cat.text(found) if self.cat.has(found) else None

    def keyed(self, key: str, default: Any, choices: tuple[Any, ...] | list[Any]) -> str:
        """The option as it is typed after a game's name: its name, key, default and the
        values to choose from ("Hand size (hand_size=0; 0/5/6/7)", "Jack on jack
        (jack_on_jack=no; yes/no)")."""
        if isinstance(default, bool):  # typed in the listener's words: yes/no, ja/nein
            return f"{self.name(key)} ({key}={self.typed(default)}; " \
                   f"{self.typed(True)}/{self.typed(False)})"
        listed = f"; {'/'.join(map(str, choices))}" if choices else ""
        return f"{self.name(key)} ({key}={default}{listed})"

    def typed(self, value: bool) -> str:
        """The word a yes-or-no option takes in this language ("yes", "nein"), where the
        program's True and False would be English (and a programmer's) in any language."""
        return self.cat.text("option.typed.yes" if value else "option.typed.no")

    def takes(self, key: str, default: Any, values: tuple[Any, ...] | list[Any]) -> str:
        """The ``values`` an option takes (all of them, or those a refusal allows), as the
        player types them: "yes or no (on/off)" for a switch (the option reads either word,
        in either language), "0, 5, 6 or 7", "a whole number" where none is listed. A
        refusal said "Allowed: True.", the program's word for on alone."""
        if isinstance(default, bool):
            switch = [v for v in values if isinstance(v, bool)] or [True, False]
            return self.cat.text("option.takes.switch",
                                 typed=self.cat.join_or([self.typed(v) for v in switch]),
                                 words="/".join(self.value(key, v) for v in switch))
        if not values:
            return self.cat.text("option.takes.number")
        return self.cat.join_or([self._allowed(v) for v in values])

    def _allowed(self, value: Any) -> str:
        """One allowed value as typed, or a range of them in words ("2 or more", "2 bis 9")."""
        if not isinstance(value, NumberRange):
            return str(value)
        if value.maximum is None:
            return self.cat.text("option.takes.at_least", minimum=value.minimum)
        return self.cat.text("option.takes.between", minimum=value.minimum,
                             maximum=value.maximum)

    def meanings(self, key: str, values: tuple[Any, ...] | list[Any]) -> str | None:
        """What each typed value means where its words differ from it, as a sentence ("0:
        automatic (7 for two players, else 5)."), or None where every value says itself."""
        found = self._meanings(key, values)
        return self.cat.text("option.meanings.alone", meanings="; ".join(found)) if found else None

    def _meanings(self, key: str, values: tuple[Any, ...] | list[Any]) -> list[str]:
        """Each value with its words ("0: automatic (…)") where they differ from it (a
        switch's True and False need none); words that begin with the value, as a menu shows
        it ("1, a single game"), say it once ("1: a single game")."""
        found = []
        for value in values:
            if isinstance(value, NumberRange):  # its first number may mean more (0: off)
                value = value.minimum
            words = self.value(key, value)
            if not isinstance(value, bool) and words != str(value):
                words = words.removeprefix(f"{value}, ")
                found.append(self.cat.text("option.meaning", value=value, words=words))
        return found

    def explained(self, key: str, default: Any, choices: tuple[Any, ...] | list[Any]) -> str:
        """The option as :meth:`keyed` says it, then what each typed value means where its
        words differ from it: "Hand size (hand_size=0; 0/5/6/7). 0: automatic (7 for two
        players, else 5)." (:meth:`_meanings`)."""
        meanings = self._meanings(key, choices)
        keyed = self.keyed(key, default, choices)
        if not meanings:
            return keyed
        return self.cat.text("option.meanings", keyed=keyed, meanings="; ".join(meanings))

    def setting(self, key: str, value: Any) -> str:
        """The option with a value, as a menu line says it ("Hand size: 6")."""
        return self.cat.text("option.setting", name=self.name(key), value=self.value(key, value))

    def changed(self, game: Game) -> list[str]:
        """Every option that differs from the game's default, as a list after a colon says
        it ("Hand size set to 6": not a second colon, as :meth:`setting` has)."""
        return [self.changed_setting(key, value)
                for key, value in game.changed_options().items()]

    def changed_setting(self, key: str, value: Any) -> str:
        """One changed option with its value, for a list of them: "Hand size set to 6",
        "Jack on jack is on", or the option and value said whole where they have words of
        their own ("without nines", not "Nines set to without")."""
        whole = self.whole(key, value)
        if whole is not None:
            return whole
        if isinstance(value, bool) and not self.cat.has(self._key(key, str(value))):
            # "Lone seed to store is on" (it was "set to on")
            return self.cat.text("option.changed.on" if value else "option.changed.off",
                                 name=self.name(key))
        return self.cat.text("option.changed", name=self.name(key), value=self.value(key, value))

    def rules_in_effect(self, game: Game) -> str:
        """The changed options joined ("Hand size set to 6 and Jack on jack set to on"), or
        the words for the usual rules when none is changed."""
        changed = self.changed(game)
        return self.cat.join_and(changed) if changed else self.cat.text("option.usual")

    def rules_changed(self, game: Game) -> str | None:
        """The sentence naming the options that differ from the usual rules ("Rules
        changed: Hand size set to 6."), or None when none does (the first dealer is no rule:
        :data:`NOT_RULES`)."""
        changed = [self.changed_setting(key, value)
                   for key, value in game.changed_options().items() if key not in NOT_RULES]
        if not changed:
            return None
        return self.cat.text("session.rules_changed", rules=self.cat.join_and(changed))
