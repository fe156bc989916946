"""Where each value of a game comes from: the table of everything not taken from a rulebook or FAQ.

`rulekit docs` writes it into docs/games/<game>.md between markers, so the list of authored values is generated
from the content's `provenance` fields and cannot go stale.
"""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

BEGIN = "<!-- BEGIN GENERATED PROVENANCE -->"
END = "<!-- END GENERATED PROVENANCE -->"
FROM_SOURCES = ("rulebook", "faq")


def _row(what: str, ident: str, provenance: str, note: Any) -> str:
    text = " ".join(str(note or "").split()).replace("|", "\\|")
    return f"| {what} | `{ident}` | {provenance} | {text} |"


def provenance_rows(content: Any, game: str) -> list[str]:
    rows: list[str] = []
    english = _English(content, game)
    for doc in content.documents_for(game):
        data = doc.data or {}
        if doc.kind == "game":
            for name, spec in (data.get("dice") or {}).items():
                if spec.get("provenance", "rulebook") not in FROM_SOURCES:
                    rows.append(_row("dice", name, spec["provenance"], f"faces: {', '.join(map(str, spec.get('faces', ())))}"))
            for count, spec in (data.get("player_counts") or {}).items():
                if spec.get("provenance", "rulebook") not in FROM_SOURCES:
                    rows.append(_row("player count", count, spec["provenance"], spec.get("description")))
        elif doc.kind == "board":
            for name, spec in (data.get("tracks") or {}).items():
                if spec.get("provenance", "rulebook") not in FROM_SOURCES:
                    rows.append(_row("track", name, spec["provenance"],
                                     f"{spec.get('length')} squares. {english.described(spec, f'counter-{name}')}"))
                for reward in spec.get("rewards") or ():
                    if reward.get("provenance", "rulebook") not in FROM_SOURCES:
                        rows.append(_row("track reward", f"{name}@{reward['at']}", reward["provenance"], reward.get("do")))
            for name, spec in (data.get("spaces") or {}).items():
                if (spec or {}).get("provenance", "rulebook") not in FROM_SOURCES:
                    rows.append(_row("space", name, spec["provenance"], english.described(spec, f"zone-{name}")))
        elif doc.kind == "cards":
            for card in data.get("cards") or ():
                if card.get("provenance", "rulebook") not in FROM_SOURCES:
                    stats = ", ".join(f"{k} {v}" for k, v in (card.get("stats") or {}).items())
                    rows.append(_row(f"card ({card.get('kind')})", card["id"], card["provenance"],
                                     f"{english.card_text(card)} [{stats}]".strip()))
                if card.get("authored") and card.get("provenance") != "authored":
                    stats = card.get("stats") or {}
                    values = ", ".join(f"{k} {stats.get(k)!s}" for k in card["authored"])
                    rows.append(_row(f"stats of {card.get('kind')}", card["id"], "authored", values))
                for trigger in card.get("triggers") or ():
                    if trigger.get("provenance", card.get("provenance")) not in FROM_SOURCES and card.get("provenance") in FROM_SOURCES:
                        rows.append(_row("effect", f"{card['id']}/{trigger.get('id')}", trigger["provenance"], trigger.get("do")))
    return rows


class _English:
    """A thing's English text for the note, read from Fluent, not from the YAML: a card's `.rules`, else its
    `.description`, with the card's stats as variables; a space's (`zone-<id>`) or a track's (`counter-<id>`)
    `.description`."""

    def __init__(self, content: Any, game: str) -> None:
        from rulekit.view.i18n import Localizer

        self.text = Localizer(content.locales)
        game_doc = content.game_document(game)
        data = game_doc.data if game_doc is not None and isinstance(game_doc.data, dict) else {}
        self.kinds = data.get("card_kinds") or {}

    def described(self, spec: Any, message: str) -> str:
        """The English `.description` of `message`, else a `description:` still in the YAML (lint RK014)."""
        found = self.text.attribute_or_none(message, "description")
        return found if found is not None else str((spec or {}).get("description") or "")

    def card_text(self, card: dict) -> str:
        from rulekit.load.cardtext import card_args
        from rulekit.load.cards import text_id

        message = text_id(card, self.kinds)
        if message is None:
            return ""
        args = card_args(SimpleNamespace(stats=card.get("stats") or {}))
        for attribute in ("rules", "description"):
            found = self.text.attribute_or_none(message, attribute, **args)
            if found is not None:
                return found
        return ""


def render_provenance(content: Any, game: str) -> str:
    rows = provenance_rows(content, game)
    head = [
        "<!-- generated from the content's provenance fields by `rulekit docs`: do not edit by hand -->",
        "",
        f"{len(rows)} values are not from the rulebook or the FAQ (research: public sources, see "
        "../shared/research/components.md; authored: invented in the spirit of the rules, each with a comment in its "
        "YAML saying why).",
        "",
        "| what | id | provenance | note |",
        "|---|---|---|---|",
    ]
    return "\n".join(head + rows) + "\n"


def update_provenance_doc(path: Path, content: Any, game: str, check_only: bool = False) -> bool:
    """Rewrite the generated part of a game's page; True when it was stale. The page must hold the markers."""
    text = path.read_text(encoding="utf-8")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    fresh = text[:start] + "\n" + render_provenance(content, game) + text[end:]
    if fresh == text:
        return False
    if not check_only:
        path.write_text(fresh, encoding="utf-8")
    return True
