"""`rulekit show GAME ID`: one card, board, zone, counter or the game itself, with its text and parsed effects."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.console import Console
from rich.pretty import Pretty
from rich.table import Table

from rulekit import catalog
from rulekit.errors import RulekitError, did_you_mean
from rulekit.view.i18n import Localizer


def _text_block(text: Localizer, msg_id: str) -> list[tuple[str, str]]:
    rows = [("name", text.text(msg_id))]
    for attr in ("rules", "flavor", "summary"):
        value = text.attribute(msg_id, attr)
        if value and not value.startswith("["):
            rows.append((attr, value))
    return rows


def show_item(root: Path, game_id: str, item_id: str, lang: str, console: Console | None = None) -> None:
    console = console or Console(highlight=False)
    definition = catalog.game(game_id, (), root)
    content = catalog.load(str(root))
    text = Localizer(root, lang)
    table = Table(show_header=False, title=f"{game_id}: {item_id}")
    table.add_column("field", style="bold")
    table.add_column("value")
    effects: list[tuple[str, Any]] = []

    if item_id == game_id:
        for key, value in _text_block(text, game_id):
            table.add_row(key, value)
        table.add_row("players", f"{definition.min_players}-{definition.max_players}")
        table.add_row("phases", " > ".join(f"{p.id} ({', '.join(s.id for s in p.steps)})" for p in definition.phases))
        for phase in definition.phases:
            for step in phase.steps:
                effects.append((f"step {phase.id}/{step.id}", step.effect.node))
        for event, triggers in definition.rule_triggers.items():
            for trigger in triggers:
                effects.append((f"trigger {trigger.id} (on {event})", trigger.effect.node))
    elif item_id in definition.cards:
        card = definition.cards[item_id]
        for key, value in _text_block(text, item_id):
            table.add_row(key, value)
        table.add_row("kind", card.kind)
        for stat, value in card.stats.items():
            table.add_row(stat, str(value))
        table.add_row("starts in", text.text(f"zone-{card.deck}") if card.deck else "-")
        table.add_row("provenance", card.provenance)
        table.add_row("defined at", str(card.span))
        for trigger in card.triggers:
            effects.append((f"trigger {trigger.id} (on {trigger.event})", trigger.effect.node))
    elif item_id in definition.zones:
        zone = definition.zones[item_id]
        table.add_row("name", text.text(f"zone-{item_id}"))
        table.add_row("description", text.attribute(f"zone-{item_id}", "description") or "-")
        table.add_row("per player", "yes" if zone.per_player else "no")
        table.add_row("who sees the cards", zone.visibility)
    else:
        boards = {d.data.get("id"): d for d in content.documents_for(game_id) if d.kind == "board"}
        if item_id in boards:
            board = boards[item_id].data
            for key, value in _text_block(text, item_id):
                table.add_row(key, value)
            table.add_row("provenance", str(board.get("provenance", "-")))
            for name, spec in (board.get("supplies") or {}).items():
                table.add_row(text.text(f"counter-{name}"), str(spec.get("count")))
            for name, spec in (board.get("spaces") or {}).items():
                table.add_row(text.text(f"zone-{name}"), ", ".join((spec or {}).get("tags") or ()) or "-")
            for name, spec in (board.get("tracks") or {}).items():
                rewards = "; ".join(f"{r['at']}: {r['do']}" for r in spec.get("rewards") or ())
                values = "; ".join(f"{k} {v}" for k, v in (spec.get("values") or {}).items())
                line = f"{spec.get('length')} squares, start {spec.get('start', 0)}"
                table.add_row(text.text(f"counter-{name}"), "  ".join(x for x in (line, values, rewards) if x))
        else:
            known = list(definition.cards) + list(definition.zones) + list(boards) + [game_id]
            hint = did_you_mean(item_id, known)
            raise RulekitError(f"{game_id} has no card, board or zone {item_id!r}" + (f" (did you mean {hint!r}?)" if hint else ""))
    console.print(table)
    for title, ast in effects:
        console.print(f"[bold]{title}[/bold]")
        console.print(Pretty(ast, max_depth=8))
