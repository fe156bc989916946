"""`rulekit show GAME ID`: one card, board, zone, counter or the game itself, with its text and parsed effects."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.syntax import Syntax
from rich.table import Table

from rulekit import catalog
from rulekit.effects.unparse import unparse
from rulekit.effects.words import InWords, in_words, vocabulary
from rulekit.errors import RulekitError, did_you_mean
from rulekit.load.cardtext import card_attribute, card_name, message_of
from rulekit.view.i18n import Localizer


def _text_block(text: Localizer, msg_id: str) -> list[tuple[str, str]]:
    rows = [("name", text.text(msg_id))]
    for attr in ("rules", "flavor", "summary"):
        value = text.attribute_or_none(msg_id, attr)  # pseudo text is in brackets too: ask, never guess by "["
        if value:
            rows.append((attr, value))
    return rows


def _untranslated(text: Localizer, msg_id: str) -> str:
    """A mark after a text the chosen language lacks (English is shown in its place)."""
    if text.translated(msg_id) or not text.has(msg_id):
        return ""
    return f"  [untranslated: English shown, no {msg_id!r} in {text.lang!r}]"


def _card_rows(table: Table, text: Localizer, definition: Any, item_id: str, effects: list) -> str:
    """A card's rows and its triggers' effects; an entry with copies, named by its id as written, is shown by its
    first card. Returns the id of the card shown."""
    copies = _copies(definition, item_id)
    item_id = copies[0] if copies else item_id
    card = definition.cards[item_id]
    for key, value in _card_block(text, definition, item_id):
        table.add_row(key, escape(value))  # texts are data, never rich markup: `[...]` must show
    if copies:
        table.add_row("copies", f"{len(copies)}: {', '.join(copies)}")
    table.add_row("kind", card.kind)
    for stat, value in card.stats.items():
        table.add_row(stat, str(value))
    table.add_row("starts in", text.text(f"zone-{card.deck}") if card.deck else "-")
    table.add_row("provenance", card.provenance)
    table.add_row("defined at", str(card.span))
    for trigger in card.triggers:
        effects.append((f"trigger {trigger.id} (on {trigger.event})", trigger.effect.node))
    return item_id


def _copies(definition: Any, entry_id: str) -> list[str]:
    """The cards of an entry written with `copies: N` (`<id>-1` ... `<id>-N`), given the id as written."""
    found, number = [], 1
    while f"{entry_id}-{number}" in definition.cards and definition.cards[f"{entry_id}-{number}"].text == entry_id:
        found.append(f"{entry_id}-{number}")
        number += 1
    return found


def _card_block(text: Localizer, definition: Any, card_id: str) -> list[tuple[str, str]]:
    """A card's name and texts, formatted with its stats, each marked when the language lacks it."""
    message = message_of(definition, card_id)
    mark = _untranslated(text, message)
    rows = [("name", card_name(text, definition, card_id) + mark)]
    if message != card_id:
        rows.append(("message", message))
    for attr in ("rules", "description", "flavor"):
        value = card_attribute(text, definition, card_id, attr)
        if value is not None:
            rows.append((attr, value + mark))
    return rows


def show_item(root: Path, game_id: str, item_id: str, lang: str, console: Console | None = None,
              picture: Path | None = None, packs: tuple[str, ...] = ()) -> None:
    """Print one item as a table; with `picture`, also draw a board as SVG into that file (boards only). With
    `packs`, the game as those content packs change it (their cards, boards, procedures and text)."""
    console = console or Console(highlight=False)
    content = catalog.content_with_packs(str(root), game_id, packs) if packs else catalog.game_content(str(root), game_id)
    boards = [d.data.get("id") for d in content.documents_for(game_id) if d.kind == "board"]
    if item_id == "board" and boards:  # `rulekit show GAME board`: the game's board, drawn
        item_id = next((b for b in boards if b not in ("table",)), boards[0])
        picture = picture or Path(f"{game_id}-{item_id}.svg")
    if picture is not None:
        _draw_board(root, content, game_id, item_id, lang, picture, console, packs)
        return
    definition = catalog.game(game_id, (), root, packs)
    text = catalog.localizer(root, lang, packs)
    table = Table(show_header=False, title=f"{game_id}: {item_id}")
    table.add_column("field", style="bold")
    table.add_column("value")
    effects: list[tuple[str, Any]] = []

    if item_id == game_id:
        _game_rows(table, text, definition, game_id, effects)
    elif item_id in definition.cards or _copies(definition, item_id):
        item_id = _card_rows(table, text, definition, item_id, effects)
    elif item_id in definition.procedures:
        _procedure_rows(table, definition, item_id, effects)
    elif item_id in definition.zones:
        _zone_rows(table, text, definition, item_id)
    else:
        boards = {d.data.get("id"): d for d in content.documents_for(game_id) if d.kind == "board"}
        if item_id not in boards:
            known = list(definition.cards) + list(definition.zones) + list(boards) + list(definition.procedures) + [game_id]
            hint = did_you_mean(item_id, known)
            raise RulekitError(f"{game_id} has no card, board, zone or procedure {item_id!r}"
                               + (f" (did you mean {hint!r}?)" if hint else "")
                               + ("" if packs or hint else "; one of a content pack is shown with --pack PACK"))
        _board_rows(table, text, definition, item_id, boards[item_id].data)
    console.print(table)
    stats = definition.cards[item_id].stats if item_id in definition.cards else None
    words = vocabulary(definition)
    for title, node in effects:
        console.print(f"[bold]{title}[/bold]")
        console.print(Syntax(unparse(node), "text", theme="ansi_dark", background_color="default"))
        _print_in_words(console, in_words(node, text, words, stats), text.lang)


def _game_rows(table: Table, text: Localizer, definition: Any, game_id: str, effects: list) -> None:
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


def _procedure_rows(table: Table, definition: Any, item_id: str, effects: list) -> None:
    procedure = definition.procedures[item_id]
    table.add_row("procedure", definition.registry.primitives[item_id].signature())
    table.add_row("what it does", procedure.doc or "-")
    table.add_row("rulebook", procedure.source or "-")
    table.add_row("asks players", "yes" if procedure.asks else "no")
    table.add_row("defined at", str(procedure.span))
    effects.append(("do", procedure.code.node))


def _zone_rows(table: Table, text: Localizer, definition: Any, item_id: str) -> None:
    zone = definition.zones[item_id]
    table.add_row("name", text.text(f"zone-{item_id}"))
    table.add_row("description", text.attribute_or_none(f"zone-{item_id}", "description") or "-")
    table.add_row("per player", "yes" if zone.per_player else "no")
    table.add_row("who sees the cards", zone.visibility)


def _board_rows(table: Table, text: Localizer, definition: Any, item_id: str, board: dict) -> None:
    for key, value in _text_block(text, item_id):
        table.add_row(key, value)
    table.add_row("provenance", str(board.get("provenance", "-")))
    for name, spec in (board.get("supplies") or {}).items():
        table.add_row(text.text(f"counter-{name}"), str(spec.get("count")))
    links = definition.links or {}
    for name, spec in (board.get("spaces") or {}).items():
        value = ", ".join((spec or {}).get("tags") or ()) or "-"
        ways = [f"{link.index} {text.text(f'zone-{link.to}')}" + ("" if link.kind == "door" else f" ({link.kind})")
                for link in links.get(name, ())]
        table.add_row(text.text(f"zone-{name}"), value + (" | " + ", ".join(ways) if ways else ""))
    for name, spec in (board.get("tracks") or {}).items():
        rewards = "; ".join(f"{r['at']}: {r['do']}" for r in spec.get("rewards") or ())
        values = "; ".join(f"{k} {v}" for k, v in (spec.get("values") or {}).items())
        line = f"{spec.get('length')} squares, start {spec.get('start', 0)}"
        table.add_row(text.text(f"counter-{name}"), "  ".join(x for x in (line, values, rewards) if x))

def _print_in_words(console: Console, said: InWords, lang: str) -> None:
    """The effect in words, then what of it the language lacks: wordings shown in English, and parts no language
    words yet (left in the effect language, in backticks)."""
    console.print(f"[italic]in words ({lang}):[/italic]")
    console.print(said.text, markup=False, soft_wrap=True)
    if said.untranslated:
        console.print(f"untranslated (English shown): {', '.join(said.untranslated)}", markup=False, soft_wrap=True)
    if said.missing:
        console.print(f"no wording yet: {', '.join(said.missing)}", markup=False, soft_wrap=True)


def show_python(root: Path, game_id: str, name: str, console: Console | None = None,
                packs: tuple[str, ...] = ()) -> None:
    """Print the Python that rulekit generated for a procedure, a step (`phase/step` or its id), a trigger (its id),
    or `all` for the game's whole module (with `packs`: the game as those packs change it)."""
    console = console or Console(highlight=False)
    definition = catalog.game(game_id, (), root, packs)
    module = definition.module
    if name == "all":
        console.print(Syntax(module.legend() + "\n\n" + module.source, "python", theme="ansi_dark",
                             background_color="default"))
        return
    units = _named_units(definition)
    if name not in units:
        hint = did_you_mean(name, units)
        raise RulekitError(f"{game_id} has no procedure, step or trigger {name!r}" + (f" (did you mean {hint!r}?)" if hint else "")
                           + "; `all` shows the whole module")
    functions = {module.functions[key] for key in units[name]}
    source = _functions_source(module.source, functions)
    used = [line for line in module.legend().splitlines() if re.search(rf"\b{line.split()[1]}\b", source)]
    console.print(Syntax("\n".join(used) + "\n\n" + source, "python", theme="ansi_dark", background_color="default"))


def _named_units(definition: Any) -> dict[str, list[str]]:
    """Names people use -> the unit keys of the generated module they stand for."""
    found: dict[str, list[str]] = {}
    for name, procedure in definition.procedures.items():
        found[name] = [procedure.code.key]
    steps = [("setup", s) for s in definition.setup] + [(p.id, s) for p in definition.phases for s in p.steps]
    for phase, step in steps:
        keys = [step.effect.key] + [c.key for c in (step.if_, step.while_, step.repeat) if hasattr(c, "key")]
        found.setdefault(step.id, keys)
        found[f"{phase}/{step.id}"] = keys
    for triggers in list(definition.rule_triggers.values()) + list(definition.card_triggers.values()):
        for trigger in triggers:
            keys = [trigger.effect.key] + ([trigger.condition.key] if trigger.condition is not None else [])
            found.setdefault(trigger.id, keys)
    return found


def _functions_source(source: str, names: set[str]) -> str:
    """The text of the named functions of a generated module (with the frame factory of an asking procedure, and the
    body of a memoised one)."""
    import ast as pyast

    lines = source.splitlines()
    tree = pyast.parse(source)
    wanted = set(names) | {"f" + n[1:] for n in names if n.startswith("n")} | {"_" + n for n in names}
    parts = [node for node in tree.body if isinstance(node, pyast.FunctionDef) and node.name in wanted]
    return "\n\n".join("\n".join(lines[node.lineno - 1:node.end_lineno]) for node in parts)


def _draw_board(root: Path, content: Any, game_id: str, item_id: str, lang: str, picture: Path, console: Console,
                packs: tuple[str, ...] = ()) -> None:
    """Write the board `item_id` as an SVG picture. A game whose rules do not compile yet still has its board
    drawn (from the board file alone), with a note."""
    from rulekit.errors import ContentError
    from rulekit.view.board_svg import board_svg

    boards = {d.data.get("id"): d for d in content.documents_for(game_id) if d.kind == "board"}
    if item_id not in boards:
        if game_id not in content.games():
            catalog.game(game_id, (), root)  # raises the usual "no game" error with a suggestion
        hint = did_you_mean(item_id, [b for b in boards if isinstance(b, str)])
        raise RulekitError(f"--picture draws boards; {game_id} has no board {item_id!r}"
                           + (f" (did you mean {hint!r}?)" if hint else "")
                           + (f"; boards: {', '.join(sorted(str(b) for b in boards))}" if boards else ""))
    try:
        definition = catalog.game(game_id, (), root, packs)
    except ContentError as error:
        definition = None
        console.print(f"note: {game_id} does not compile ({len(error.diagnostics)} problem(s)); "
                      "drawing the board from its file alone", markup=False, soft_wrap=True)
    svg = board_svg(definition, boards[item_id].data, None, catalog.localizer(root, lang, packs))
    picture.parent.mkdir(parents=True, exist_ok=True)
    picture.write_text(svg, encoding="utf-8")
    console.print(f"wrote {picture}", markup=False, soft_wrap=True)
