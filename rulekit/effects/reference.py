"""The reference part of docs/effect-language.md, generated from the registry so that it cannot drift.

`rulekit docs` rewrites it from every installed game's vocabulary (rulekit.vocabulary); `rulekit docs --check`
exits 1 when it is stale.
"""
from __future__ import annotations

from pathlib import Path

from rulekit.effects.registry import EventSpec, Primitive, Registry

BEGIN = "<!-- BEGIN GENERATED REFERENCE -->"
END = "<!-- END GENERATED REFERENCE -->"
DOC_PATH = Path(__file__).resolve().parents[2] / "docs" / "effect-language.md"


def render_reference(registry: Registry) -> str:
    """Markdown for every primitive (actions, then queries) and every event, sorted by name; deterministic."""
    primitives = sorted(registry.primitives.values(), key=lambda p: p.name)
    lines = [
        "<!-- generated from the registry by rulekit.effects.reference: do not edit by hand -->",
        "",
        "### Actions",
        "",
        "Actions change the game. Use them as statements or as the value of a `let`, never inside an expression."
        " Those that *ask* may stop the effect until players answer a decision.",
        "",
    ]
    procedures = [p for p in primitives if p.procedure is not None]
    primitives = [p for p in primitives if p.procedure is None]
    actions = [p for p in primitives if p.kind == "action"]
    queries = [p for p in primitives if p.kind != "action"]
    for prim in actions:
        lines += _primitive(prim)
    if not actions:
        lines += ["(none)", ""]
    lines += ["### Queries", "", "Queries only read the game; use them anywhere, in conditions too.", ""]
    for prim in queries:
        lines += _primitive(prim)
    if not queries:
        lines += ["(none)", ""]
    lines += ["### Procedures of the shipped games", "",
              "Written in the effect language in a game's YAML (`procedures:`); called like primitives. A house rule"
              " or a pack may replace one.", ""]
    for prim in procedures:
        lines += _procedure(prim)
    if not procedures:
        lines += ["(none)", ""]
    lines += [
        "### Events",
        "",
        "Triggers listen to an event with `on: <event>`; its payload names are variables of the trigger's `if` and"
        " `do`. Announce one with `signal(<event>, name=value, ...)`.",
        "",
    ]
    events = sorted(registry.events.values(), key=lambda e: e.name)
    for event in events:
        lines += _event(event)
    if not events:
        lines += ["(none)", ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _primitive(prim: Primitive) -> list[str]:
    signature = prim.signature()
    notes = [f"from {prim.origin}"]
    if prim.yields:
        notes.append("asks players")
    if prim.extra_keywords:
        notes.append("takes further `name=value` keywords")
    ranges = [f"`{p.name}` {p.range_text()}" for p in prim.params if p.ranged]
    return [
        f"#### `{prim.name}`",
        "",
        "```",
        signature,
        "```",
        "",
        prim.doc.strip(),
        "",
        *([f"Range: {', '.join(ranges)} (a constant outside it is RK222).", ""] if ranges else []),
        f"*{'; '.join(notes)}*",
        "",
    ]


def _procedure(prim: Primitive) -> list[str]:
    unit = prim.procedure
    where = _relative(str(unit.src.span.path))
    notes = [f"{where}:{unit.src.span.line}"] + (["asks players"] if prim.yields else [])
    return [
        f"#### `{prim.name}`",
        "",
        "```",
        prim.signature(),
        "```",
        "",
        prim.doc.strip(),
        "",
        f"*{'; '.join(notes)}*",
        "",
    ]


def _relative(path: str) -> str:
    """A content path as the repository names it (content/games/x.yaml), wherever the checkout lies."""
    marker = "content/"
    index = path.replace("\\", "/").rfind("/" + marker)
    return path[index + 1:] if index >= 0 else path


def _event(event: EventSpec) -> list[str]:
    payload = ", ".join(f"`{p.name}: {p.type}`" for p in event.payload) or "none"
    return [
        f"#### `{event.name}`",
        "",
        f"Payload: {payload}",
        "",
        event.doc.strip() or "(no description)",
        "",
        f"*from {_relative(event.origin)}*",
        "",
    ]


def update_reference_doc(path: str | Path, registry: Registry, check_only: bool = False) -> bool:
    """Put the generated reference between the markers of the doc at `path`.

    Returns True when the doc was stale (with check_only, it is left as it is). Raises ValueError when the
    markers are missing or out of order.
    """
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    start = text.find(BEGIN)
    end = text.find(END)
    if start < 0 or end < 0 or end < start:
        raise ValueError(f"{path}: the markers {BEGIN!r} and {END!r} are missing or out of order")
    updated = text[: start + len(BEGIN)] + "\n\n" + render_reference(registry) + "\n" + text[end:]
    if updated == text:
        return False
    if not check_only:
        path.write_text(updated, encoding="utf-8")
    return True

