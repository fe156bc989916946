"""Completion, hover and go-to-definition on a content file, as plain data (rulekit.lsp.server turns them into
LSP messages).

Inside effect text the cursor's token decides what is offered: after `name.` the attributes of what `name` is (a
card's stats and counters, a player's counters and zones, a zone's size and top card); inside `backticks` card
ids; else the game's primitives and procedures (with their signatures), keywords, events, zones, counters, seats,
card ids and the variables in scope (the trigger's event payload, `self` and `owner` on a card, a procedure's
parameters, names bound by `let` and `for` before the cursor). On a YAML value (`on:`, `kind:`, `deck:`, a
`remove:` list...) the names that key takes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable

from rulekit.check.codes import CODES
from rulekit.effects.parser import KEYWORDS
from rulekit.errors import Span
from rulekit.lsp.analysis import Project
from rulekit.lsp.effects import EffectCursor, Token, effect_at, local_names, token_at, yaml_key_at
from rulekit.lsp.index import LINK_ATTRIBUTES, ZONE_ATTRIBUTES, GameNames, Symbol, primitive_doc

KEYWORD_DOCS = {
    "let": "`let name = value`: a local name.", "if": "`if cond { ... } elif cond { ... } else { ... }`",
    "elif": "another condition of an `if`.", "else": "what runs when no condition of an `if` held.",
    "for": "`for x in list { ... }`: once per item.", "in": "membership, or the list a loop goes over.",
    "repeat": "`repeat n { ... }`: n times.", "while": "`while cond { ... }`: as long as cond holds.",
    "stop": "end this effect (and the trigger's).", "return": "leave a procedure, with a value or none.",
    "break": "leave the innermost loop.", "continue": "go on with the next round of the loop.",
    "choose": '`choose player "message" { option { ... } ... }`: a player picks one labelled option.',
    "each": "`choose each p in players`: every listed player chooses at once, in secret.",
    "and": "both hold.", "or": "either holds.", "not": "the opposite.",
    "where": "`list where cond`: the items for which cond holds, each as `it`.",
    "true": "yes.", "false": "no.", "none": "no value.", "it": "the item a `where` or a function argument looks at.",
}


@dataclass(frozen=True)
class Item:
    """One completion: what is shown, what it is, and what is inserted (a snippet with $1 placeholders or text)."""

    label: str
    kind: str  # function, procedure, keyword, variable, constant, event, field, zone, card
    detail: str = ""
    doc: str = ""
    insert: str | None = None
    snippet: bool = False


# ------------------------------------------------------------------------------------------------- completion


def complete(project: Project, path: str, source: str, line: int, column: int, *, snippets: bool = True) -> list[Item]:
    """What may be typed at a 0-based (line, column) of a content file."""
    if not path.endswith((".yaml", ".yml")):
        return []
    cursor = effect_at(source, line, column)
    names = project.names(path)
    if cursor is not None:
        return effect_items(project, path, names, cursor, snippets)
    lines = source.splitlines()
    here = yaml_key_at(lines[line][:column] if line < len(lines) else "")
    return yaml_items(names, here[0]) if here else []


def effect_items(project: Project, path: str, names: GameNames, cursor: EffectCursor, snippets: bool) -> list[Item]:
    token = token_at(cursor.text)
    if token.in_string:
        return []
    if token.quoted:
        return [Item(card, "card", f"card: {kind}") for card, kind in sorted(names.cards.items())]
    variables = scope_variables(names, cursor)
    if token.owner is not None:
        return attribute_items(names, token, variables)
    registry = names.registry or project.registry(project.state(path), names.game)
    items = [Item(word, "keyword", "keyword", KEYWORD_DOCS.get(word, "")) for word in sorted(KEYWORDS)]
    for primitive in registry:
        if primitive.procedure is None:
            items.append(Item(primitive.name, "function", primitive.signature(), primitive_doc(primitive),
                              *_call(primitive.name, [p.name for p in primitive.params if p.required], snippets)))
    for name, params in sorted(names.procedures.items()):
        signature = f"{name}({', '.join(f'{k}: {v}' for k, v in params.items())})"
        required = [k for k, v in params.items() if "=" not in v]
        items.append(Item(name, "procedure", signature, f"procedure of {names.game}", *_call(name, required, snippets)))
    items += _name_items(names, variables)
    return items


def _call(name: str, params: list[str], snippets: bool) -> tuple[str | None, bool]:
    if not snippets:
        return None, False
    holes = ", ".join(f"${{{i + 1}:{p}}}" for i, p in enumerate(params))
    return f"{name}({holes})$0", True


def _name_items(names: GameNames, variables: dict[str, str]) -> list[Item]:
    items = [Item(name, "variable", kind) for name, kind in sorted(variables.items())]
    items += [Item(event, "event", f"event ({payload})") for event, payload in sorted(names.events.items())]
    items += [Item(zone, "zone", "zone of each player" if per_player else "zone")
              for zone, per_player in sorted(names.zones.items())]
    items += [Item(counter, "variable", "game counter") for counter in sorted(names.counters)]
    items += [Item(seat, "constant", "seat") for seat in names.seats]
    items += [Item(board, "constant", "board") for board in sorted(names.boards)]
    for card, kind in sorted(names.cards.items()):
        plain = re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", card) is not None
        items.append(Item(card, "card", f"card: {kind}", insert=None if plain else f"`{card}`"))
    for name, doc in (("players", "every seat in play"), ("player_count", "how many seats play"),
                      ("round", "the round number")):
        items.append(Item(name, "constant", doc))
    return items


def scope_variables(names: GameNames, cursor: EffectCursor) -> dict[str, str]:
    """Variable name -> its type or origin, at the cursor: the trigger's payload, a card's `self` and `owner`, a
    procedure's parameters, the names the text binds before the cursor."""
    found: dict[str, str] = {}
    path, data = cursor.path or (), cursor.data
    if "triggers" in path:
        trigger = _get(data, path[:-1])
        event = trigger.get("on") if isinstance(trigger, dict) else None
        found.update(names.payloads.get(event, {}) if isinstance(event, str) else {})
        if path[0] == "cards":
            found.update({"self": "card", "owner": "player"})
    elif len(path) >= 2 and path[0] == "procedures":
        params = names.procedures.get(str(path[1])) or {}
        found.update({name: text.split("=")[0].strip() for name, text in params.items()})
    found.update(local_names(cursor.text))
    return found


def _get(data: Any, path: Iterable[Any]) -> Any:
    for part in path:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def attribute_items(names: GameNames, token: Token, variables: dict[str, str]) -> list[Item]:
    owner = token.owner or ""
    kind = variables.get(owner)
    if owner in names.cards or kind == "card" or owner == "self":
        groups = [("card", names.card_attributes())]
    elif owner in names.seats or kind == "player":
        groups = [("player", names.player_attributes())]
    elif owner in names.zones or kind == "zone":
        groups = [("zone", dict(ZONE_ATTRIBUTES, **names.card_attributes()))]
    elif kind == "link":
        groups = [("link", LINK_ATTRIBUTES)]
    else:
        groups = [("card", names.card_attributes()), ("player", names.player_attributes()),
                  ("zone", ZONE_ATTRIBUTES), ("link", LINK_ATTRIBUTES)]
    items, seen = [], set()
    for of, attributes in groups:
        for name, what in attributes.items():
            if name not in seen:
                seen.add(name)
                items.append(Item(name, "field", f"{of}: {what}"))
    return items


def yaml_items(names: GameNames, key: str) -> list[Item]:
    """The names a YAML key takes as its value."""
    if key == "on":
        return [Item(e, "event", f"event ({p})") for e, p in sorted(names.events.items())]
    if key in ("kind",):
        return [Item(k, "constant", "card kind") for k in sorted(names.card_kinds)]
    if key in ("deck", "zone"):
        return [Item(z, "zone", "zone") for z in sorted(names.zones) + ["box"]]
    if key == "to":
        return [Item(z, "zone", "board space") for z, per_player in sorted(names.zones.items()) if not per_player]
    if key == "remove":
        return [Item(c, "card", f"card: {k}") for c, k in sorted(names.cards.items())]
    if key in ("seen_by", "automated_seats"):
        return [Item(s, "constant", "seat") for s in names.seats]
    if key == "score":
        return [Item(c, "variable", "player counter") for c in sorted(names.player_counters)]
    if key == "game":
        return [Item(names.game, "constant", "game")] if names.game else []
    return []


# -------------------------------------------------------------------------------------------- hover, definition


def words_at(text: str, column: int) -> list[str]:
    """The word under the cursor, with hyphens (a card id) and without (a name in an effect), longest first."""
    found = []
    for pattern in (r"[A-Za-z0-9_][A-Za-z0-9_-]*", r"[A-Za-z_][A-Za-z0-9_]*"):
        for match in re.finditer(pattern, text):
            word = match.group(0).rstrip("-")
            if match.start() <= column <= match.end() and word not in found:
                found.append(word)
    return found


def hover(project: Project, path: str, source: str, line: int, column: int) -> str | None:
    """Markdown about the name under the cursor: a lint code, a primitive or procedure, a keyword, a card..."""
    lines = source.splitlines()
    text = lines[line] if line < len(lines) else ""
    names = project.names(path)
    in_effect = path.endswith((".yaml", ".yml")) and effect_at(source, line, column) is not None
    for word in words_at(text, column):
        if word in CODES:
            return CODES[word].explanation()
        registry = names.registry or project.registry(project.state(path), names.game)
        primitive = registry.primitives.get(word)
        if primitive is not None and primitive.procedure is None and (in_effect or word not in names.cards):
            return f"```\n{primitive.signature()}\n```\n\n{primitive_doc(primitive)}"
        if in_effect and word in KEYWORDS:
            return f"**{word}** (keyword): {KEYWORD_DOCS.get(word, '')}"
        symbols = project.state(path).index.lookup(word, names.game)
        if symbols:
            return "\n\n---\n\n".join(_symbol_text(s) for s in symbols[:3])
    return None


def _symbol_text(symbol: Symbol) -> str:
    where = f"\n\n*{symbol.kind} of {symbol.game}" if symbol.game else f"\n\n*{symbol.kind}"
    where += f", defined at {symbol.span.path.rsplit('/', 1)[-1]}:{symbol.span.line}*" if symbol.span.path else "*"
    return f"```\n{symbol.detail}\n```" + (f"\n\n{symbol.doc}" if symbol.doc else "") + where


def definition(project: Project, path: str, source: str, line: int, column: int) -> list[Span]:
    """Where the name under the cursor is defined: a card's id, a zone, a procedure, an event, a board space, a
    counter, a seat in the YAML, or a primitive's Python function."""
    lines = source.splitlines()
    text = lines[line] if line < len(lines) else ""
    names = project.names(path)
    for word in words_at(text, column):
        symbols = [s for s in project.state(path).index.lookup(word, names.game) if s.span.path]
        if symbols:
            return [s.span for s in symbols if s.game in (names.game, "")] or [symbols[0].span]
    return []


def explain(code: str) -> str:
    """A lint code's explanation (for a diagnostic's hover and its data)."""
    entry = CODES.get(code)
    return entry.explanation() if entry is not None else ""
