"""The window's menu of a game's options: one item per option, Left and Right change it.

It is a :class:`~accessible_games.frontends.menu.Menu` whose values are the game's options
rather than settings; the :class:`~accessible_games.session.option_editor.OptionEditor` behind
it checks every value against the other options, so a value that does not go with them is
stepped over.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from accessible_games.frontends.menu import ItemKind, Menu, MenuItem, MenuOutcome, MenuResult
from accessible_games.narration.message import Message, MessageKind
from accessible_games.session.option_editor import OptionEditor
from accessible_games.session.words import game_name
from accessible_games.storage.settings import Settings


class OptionsMenu(Menu):
    """The options of one game, as chosen so far (``options``: the changed ones)."""

    def __init__(self, game_id: str, lang: str, options: dict[str, Any]) -> None:
        self.editor = OptionEditor(game_id, lang, options)
        items = [MenuItem(spec.key, ItemKind.CHOICE) for spec in self.editor.specs]
        super().__init__("options", items + [MenuItem("back", ItemKind.ACTION)], Settings(),
                         lang)

    @property
    def lang(self) -> str:
        """The menu's language (the options' words follow it)."""
        return self.editor.lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.editor.lang = lang

    @property
    def options(self) -> dict[str, Any]:
        """The options that differ from the game's defaults."""
        return self.editor.options

    def title_message(self) -> Message:
        game = game_name(self.editor.game_id, self.lang)
        return Message(self.t("menu.title.options", game=game, item=self.item_message().text),
                       MessageKind.INFO, brief=self.item_text(self.items[self.focus]))

    def label(self, item: MenuItem) -> str:
        if item.kind is ItemKind.ACTION:
            return super().label(item)
        return self.editor.words.name(item.id)

    def value_text(self, item: MenuItem, value: object | None = None) -> str:
        if value is None:
            value = self.editor.game.options[item.id]
        return self.editor.words.value(item.id, value)

    def change(self, item: MenuItem, step: int) -> MenuOutcome:
        """Step the option to its next value that fits the others, and say it."""
        spec = self.editor.game.option_spec(item.id)
        values = self.editor.steps(spec)
        current = self.editor.game.options[item.id]
        index = values.index(current) if current in values else 0
        self.editor.set(spec, values[(index + step) % len(values)])
        return MenuOutcome([Message(self.item_text(item), MessageKind.SELECT)],
                           MenuResult.CHANGED, item.id)

    def item_message(self, index: int | None = None) -> Message:
        """The focused item with its place, then what the option does."""
        said = super().item_message(index)
        item = self.items[self.focus if index is None else index]
        about = "" if item.kind is ItemKind.ACTION else self.editor.words.about(item.id)
        return replace(said, text=f"{said.text}. {about}" if about else said.text)
