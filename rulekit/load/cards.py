"""Card entries as the rest of rulekit sees them: `copies: N` unfolded, and the Fluent message each card is named by.

A card entry with `copies: 3` and `id: pikeman` stands for three identical cards `pikeman-1`, `pikeman-2` and
`pikeman-3` (the copies are numbered from 1; the id as written is never a card of its own). All of them are named
by one Fluent message, `pikeman`. A card (or every card of a kind, `card_kinds.<kind>.text`) may name another
message with `text:`, so cards that differ only in their numbers share one message and get their stats as Fluent
variables (`musketeer = Musketeer { $value }`).

Every stage that needs card ids (ids and references, compiling, player-count removals, simulation cells) reads
them through `unfold`, so a copy is a card like any other; the locales need one message per entry (`text_id`).
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping

MAX_COPIES = 1000  # the schema's bound too


def copy_ids(card: Mapping[str, Any]) -> list[str]:
    """The ids of the cards one entry stands for: its own id, or `<id>-1` ... `<id>-N` with `copies: N`."""
    base = card.get("id")
    copies = card.get("copies")
    if not isinstance(base, str):
        return []
    if isinstance(copies, int) and not isinstance(copies, bool) and 1 <= copies <= MAX_COPIES:
        return [f"{base}-{number}" for number in range(1, copies + 1)]
    return [base]


def text_id(card: Mapping[str, Any], card_kinds: Mapping[str, Any] | None = None) -> str | None:
    """The Fluent message that names this entry's cards: its `text:`, else its kind's `text:`, else its id as
    written (for a copy `unfold` made, the id before numbering: `copy_of`)."""
    own = card.get("text")
    if isinstance(own, str):
        return own
    kind = (card_kinds or {}).get(card.get("kind")) if isinstance(card.get("kind"), str) else None
    if isinstance(kind, dict) and isinstance(kind.get("text"), str):
        return kind["text"]
    base = card.get("copy_of", card.get("id"))
    return base if isinstance(base, str) else None


def unfold(card: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One plain card entry per card: `copies` taken away, `id` numbered, `copy_of` the id as written."""
    identifiers = copy_ids(card)
    if identifiers == [card.get("id")] or not identifiers:
        return [dict(card)]
    base = {key: value for key, value in card.items() if key != "copies"}
    return [{**base, "id": identifier, "copy_of": card["id"]} for identifier in identifiers]


def unfolded(cards: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    """(index of the entry in `cards`, card) for every card of a `cards` list; entries that are not mappings
    (held back by the schema) are skipped."""
    for index, card in enumerate(cards if isinstance(cards, list) else ()):
        if isinstance(card, dict):
            for entry in unfold(card):
                yield index, entry
