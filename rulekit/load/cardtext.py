"""A card's text in one language: the message that names it, formatted with the card's stats as variables.

Copies share one message (their id as written), and so may any cards that name one `text` (Musketiere's 55
musketeer cards are all `musketeer = Musketeer { $value }, ...`). Every scalar stat is a Fluent variable of the
card's message and its attributes, by its name: numbers as numbers (plurals select on them, `NUMBER()` formats
them), words as text, flags as `true`/`false`. So a number is written once, in the card's YAML, and no language
retypes it.
"""
from __future__ import annotations

from typing import Any, Mapping

def card_args(card: Any) -> dict[str, Any]:
    """The Fluent variables of a card: its scalar stats (lists and records are left out)."""
    args: dict[str, Any] = {}
    for name, value in (getattr(card, "stats", None) or {}).items():
        if isinstance(value, bool):
            args[name] = "true" if value else "false"
        elif isinstance(value, (int, float, str)):
            args[name] = value
    return args


def message_of(definition: Any, card_id: str) -> str:
    """The message id that names a card (its own id when the game does not know it)."""
    card = _card(definition, card_id)
    return getattr(card, "text", "") or card_id


def card_name(text: Any, definition: Any, card_id: str) -> str:
    """The card's name in the language of `text` (a Localizer); `[message]` when no language has it."""
    card = _card(definition, card_id)
    return text.text(message_of(definition, card_id), **card_args(card))


def card_attribute(text: Any, definition: Any, card_id: str, attribute: str) -> str | None:
    """An attribute of the card's message (`rules`, `flavor`), or None when no language has it."""
    message = message_of(definition, card_id)
    value = text.attribute(message, attribute, **card_args(_card(definition, card_id)))
    return None if value == f"[{message}.{attribute}]" else value


def _card(definition: Any, card_id: str) -> Any:
    cards: Mapping[str, Any] = getattr(definition, "cards", None) or {}
    return cards.get(card_id)
