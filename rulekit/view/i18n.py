"""Localized text for views: card names, prompts, UI lines, through Project Fluent.

    loc = Localizer("content", "de")
    loc.text("ui-round", round=3)            # "Runde 3"
    loc.attribute("musketiere", "summary")

A message missing in the chosen language falls back to English; a message missing everywhere renders as its id
in brackets (``[guard-99]``) and never raises. Unicode isolation marks are off, so terminal output stays clean.
``lang="pseudo"`` renders English accented and ~40% longer in brackets (``[Ŕöûñđ 3~~~]``), to test layouts before
translating: text that shows without accents and brackets is not going through Fluent. Errors a player can see
name a message (``RulekitError.message_id``): ``loc.error(err)`` says them in the language.
Formatting costs tens of microseconds: format for views and exports, never in the simulation loop.
"""
from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any, Generator, Iterable

from fluent.runtime import FluentLocalization, FluentResourceLoader
from fluent.runtime.fallback import AbstractResourceLoader
from fluent.syntax import ast
from fluent.syntax.visitor import Transformer

from rulekit.load.locales import REFERENCE, LocaleSet, load_locales

PSEUDO = "pseudo"

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


class _Pseudo(Transformer):
    """Accents the literal text of every pattern and wraps each pattern in brackets; placeables stay intact."""

    def visit_Pattern(self, node: ast.Pattern) -> ast.Pattern:  # noqa: N802 - fluent's API
        node = self.generic_visit(node)
        for element in node.elements:
            if isinstance(element, ast.TextElement):
                element.value = element.value.translate(_ACCENTS)
        length = sum(len(e.value) for e in node.elements if isinstance(e, ast.TextElement))
        padding = "~" * math.ceil(length * 0.4)
        node.elements = [ast.TextElement("["), *node.elements, ast.TextElement(padding + "]")]
        return node

    def visit_SelectExpression(self, node: ast.SelectExpression) -> ast.SelectExpression:  # noqa: N802
        # variant patterns are inside a placeable of an outer pattern, which gets the brackets
        node.selector = self.visit(node.selector)
        for variant in node.variants:
            for element in variant.value.elements:
                if isinstance(element, ast.TextElement):
                    element.value = element.value.translate(_ACCENTS)
        return node


class _LocaleSetLoader(AbstractResourceLoader):
    """Gives FluentLocalization the resources a LocaleSet already parsed (no second read of the files)."""

    def __init__(self, locales: LocaleSet, pseudo: bool = False) -> None:
        self.locales = locales
        self.pseudo = pseudo

    def resources(self, locale: str, resource_ids: list[str]) -> Generator[list[ast.Resource], None, None]:
        found = self.locales.resources(locale)
        if self.pseudo and locale == REFERENCE:
            found = [_Pseudo().visit(copy.deepcopy(resource)) for resource in found]
        if found:
            yield found


class _Localization(FluentLocalization):
    def format_attribute(self, msg_id: str, attribute: str, args: dict[str, Any] | None) -> str | None:
        for bundle in self._bundles():
            if not bundle.has_message(msg_id):
                continue
            message = bundle.get_message(msg_id)
            if attribute in message.attributes:
                value, _errors = bundle.format_pattern(message.attributes[attribute], args)
                return str(value)
        return None

    def has(self, msg_id: str) -> bool:
        return any(bundle.has_message(msg_id) for bundle in self._bundles())


class Localizer:
    """Formats messages in one language, falling back to English.

    ``source`` is a content root (holding ``locales/<lang>/*.ftl``), a locales directory, or a LocaleSet
    already loaded (e.g. ``content_set.locales``).
    """

    def __init__(self, source: str | Path | LocaleSet, lang: str = REFERENCE) -> None:
        self.lang = lang
        pseudo = lang == PSEUDO
        chain = [REFERENCE] if pseudo else ([lang] if lang == REFERENCE else [lang, REFERENCE])
        if isinstance(source, LocaleSet):
            self._languages = list(source.languages)
            loader: AbstractResourceLoader = _LocaleSetLoader(source, pseudo)
            resource_ids = source.resource_ids()
        else:
            directory = Path(source)
            if (directory / "locales").is_dir():
                directory = directory / "locales"
            self._languages = sorted(p.name for p in directory.iterdir() if p.is_dir()) if directory.is_dir() else []
            resource_ids = sorted({p.name for p in directory.glob("*/*.ftl")})
            if pseudo:
                locales, _unreadable = load_locales(directory)
                loader = _LocaleSetLoader(locales, pseudo=True)
            else:
                loader = FluentResourceLoader(str(directory / "{locale}"))
        self._localization = _Localization(chain, resource_ids, loader, use_isolating=False)

    def available_languages(self) -> list[str]:
        """Languages that have at least a directory of .ftl files (``pseudo`` is always possible too)."""
        return list(self._languages)

    def has(self, msg_id: str) -> bool:
        return self._localization.has(msg_id)

    def translated(self, msg_id: str) -> bool:
        """Whether the chosen language itself has the message (not the English fallback); always true for English
        and the pseudo-locale, which is made from English."""
        if self.lang in (REFERENCE, PSEUDO):
            return self.has(msg_id)
        bundle = next(iter(self._localization._bundles()), None)  # the first bundle is the chosen language's
        return bundle is not None and bundle.locales[0] == self.lang and bundle.has_message(msg_id)

    def text(self, msg_id: str, **args: Any) -> str:
        """The message's value, or ``[msg_id]`` when no language has it."""
        if not self._localization.has(msg_id):
            return f"[{msg_id}]"
        return self._localization.format_value(msg_id, args or None)

    def text_or(self, msg_id: str, fallback: str, **args: Any) -> str:
        """The message's value, or `fallback` (an English text kept in code or YAML) when no language has it."""
        return self._localization.format_value(msg_id, args or None) if self._localization.has(msg_id) else fallback

    def attribute(self, msg_id: str, attr: str, **args: Any) -> str:
        """An attribute of a message (``.rules``, ``.summary``), or ``[msg_id.attr]`` when there is none."""
        value = self.attribute_or_none(msg_id, attr, **args)
        return f"[{msg_id}.{attr}]" if value is None else value

    def attribute_or_none(self, msg_id: str, attr: str, **args: Any) -> str | None:
        """An attribute of a message, or None when no language has it (pseudo text starts with "[" too)."""
        return self._localization.format_attribute(msg_id, attr, args or None)

    def error(self, error: BaseException) -> str:
        """What an error says to a player: its message (``message_id``) in this language, else its English text."""
        message_id = getattr(error, "message_id", None)
        if message_id and self.has(message_id):
            return self.text(message_id, **(getattr(error, "message_args", None) or {}))
        return str(error)

    def house_rule(self, rule: Any) -> str:
        """What a house rule (rulekit.compile.house_rules.HouseRule) does, and the ones it excludes."""
        text = self.text_or(rule.message, rule.description)
        if rule.excludes:
            text += " " + self.text("ui-house-rule-not-with", rules=", ".join(rule.excludes))
        return text

    def texts(self, msg_ids: Iterable[str]) -> dict[str, str]:
        return {msg_id: self.text(msg_id) for msg_id in msg_ids}
