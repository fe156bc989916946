"""Move English `description:` text out of the mechanics YAML into the English Fluent file (lint code RK014).

    python -m rulekit.tools.move_descriptions CONTENT [--game mylady] [--game pendants] [--dry-run]

For every card, zone, game or player counter, board space, track and supply of the chosen games (all by default)
that has a `description:`, the text becomes an attribute of its message in the English locale, in the file that
defines the message: a card's `.rules` when its message has none yet, else its `.description`; `.description`
for zones and board spaces (`zone-<id>`: a space is a zone), counters, tracks and supplies (`counter-<id>`). A text equal to the message's attribute already is
only taken out of the YAML. The `description:` key is then removed from the YAML, keeping the rest of the file
as written (flow `{...}` and block mappings alike). Nothing is moved where it would be lost: a message that does
not exist, or an attribute that exists with another text, is reported and its YAML left alone.
Other languages are not touched: `rulekit lint` then lists the attributes still to translate (RK303).
With --dry-run, a card's text bound for `.description` is printed beside the `.rules` it already has: one that
only repeats the rules is better deleted from the YAML than moved (docs/card-text.md).
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from rulekit.load import load_content
from rulekit.load.cards import text_id
from rulekit.load.locales import REFERENCE

# (document kind, where the things are, the message of one thing, its attribute when it has no .rules)
_PLACES = (("cards", ("cards",), None), ("game", ("zones",), "zone-{}"), ("game", ("counters",), "counter-{}"),
           ("game", ("player_counters",), "counter-{}"), ("board", ("supplies",), "counter-{}"),
           ("board", ("spaces",), "zone-{}"), ("board", ("tracks",), "counter-{}"))


@dataclass
class Move:
    yaml: str  # the YAML file
    path: tuple  # of the `description` value in the document
    message: str
    attribute: str  # "rules" or "description"; "" when the text is already there (only the YAML changes)
    text: str
    rules: str = ""  # a card's `.rules` already there, when the text goes to `.description` (does it repeat it?)


@dataclass
class Report:
    moves: list[Move]
    problems: list[str]  # what was left alone, and why


def plan(root: str | Path, games: Sequence[str] = ()) -> Report:
    """What `apply` would do for a content folder (only reads)."""
    content, _diagnostics = load_content([Path(root)])
    english = content.locales.messages(REFERENCE)
    moves: list[Move] = []
    problems: list[str] = []
    taken: dict[tuple[str, str], str] = {}  # (message, attribute) -> text planned (copies share a message)
    for game in games or content.games():
        game_doc = content.game_document(game)
        kinds = (game_doc.data or {}).get("card_kinds") if game_doc is not None and isinstance(game_doc.data, dict) else {}
        for doc in content.documents_for(game):
            for kind, where, pattern in _PLACES:
                if doc.kind == kind and isinstance(doc.data, dict):
                    for key, spec in _things(doc.data, where):
                        message = text_id(spec, kinds) if pattern is None else pattern.format(key)
                        found = _one(doc.path, where + (key, "description"), message, spec["description"],
                                     english, taken, cards=pattern is None)
                        (moves if isinstance(found, Move) else problems).append(found)
    return Report(moves, problems)


def _things(data: dict, where: tuple) -> list[tuple[Any, dict]]:
    things = data.get(where[0])
    items = enumerate(things) if isinstance(things, list) else (things.items() if isinstance(things, dict) else ())
    return [(key, spec) for key, spec in items if isinstance(spec, dict) and isinstance(spec.get("description"), str)]


def _one(yaml: str, path: tuple, message: str | None, text: str, english: dict, taken: dict, cards: bool
         ) -> Move | str:
    text = " ".join(text.split())
    where = "/".join(map(str, path[:-1]))
    if message is None or message not in english:
        return f"{yaml}: {where}: no English message {message!r} to hold the text"
    span, _entry = english[message]
    existing = attributes_of(Path(span.path), message)
    for attribute in (("rules", "description") if cards else ("description",)):
        have = existing.get(attribute, taken.get((message, attribute)))
        if have is None:
            taken[(message, attribute)] = text
            return Move(yaml, path, message, attribute, text, existing.get("rules", "") if cards else "")
        if " ".join(have.split()) == text:
            return Move(yaml, path, message, "", text)
    return f"{yaml}: {where}: message {message!r} has another text already; move it by hand"


def _parsed(ftl: Path) -> dict[str, Any]:
    """The messages of an .ftl file by id, with their spans."""
    from fluent.syntax import FluentParser, ast

    resource = FluentParser(with_spans=True).parse(ftl.read_text(encoding="utf-8"))
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def attributes_of(ftl: Path, message: str) -> dict[str, str]:
    """name -> text (as written, variables included) of a message's attributes."""
    from fluent.syntax.serializer import serialize_pattern

    entry = _parsed(ftl).get(message)
    return {a.id.name: serialize_pattern(a.value).strip() for a in getattr(entry, "attributes", ())}


# ---------------------------------------------------------------------------------------------------- writing


def apply(report: Report, root: str | Path) -> list[str]:
    """Write the planned moves: attributes into the English .ftl files, keys out of the YAML. Returns the files
    changed."""
    content, _ = load_content([Path(root)])
    english = content.locales.messages(REFERENCE)
    additions: dict[str, list[tuple[str, str, str]]] = {}
    removals: dict[str, list[tuple]] = {}
    for move in report.moves:
        if move.attribute:
            ftl = english[move.message][0].path
            additions.setdefault(ftl, []).append((move.message, move.attribute, move.text))
        removals.setdefault(move.yaml, []).append(move.path)
    for ftl, added in additions.items():
        _add_attributes(Path(ftl), added)
    documents = {doc.path: doc for doc in content.documents}
    for yaml, paths in removals.items():
        _remove_keys(Path(yaml), documents[yaml].marks, paths)
    return sorted(set(additions) | set(removals))


def fluent_text(text: str) -> str:
    """Plain text as a Fluent pattern: braces become string literals, so they are shown, not read as placeables."""
    return text.replace("{", "\x00").replace("}", '{"}"}').replace("\x00", '{"{"}')


def _add_attributes(ftl: Path, added: list[tuple[str, str, str]]) -> None:
    """Insert `    .attribute = text` at the end of each message, from the last message in the file up, so the
    earlier offsets stay right."""
    source = ftl.read_text(encoding="utf-8")
    messages = _parsed(ftl)
    for message, attribute, text in sorted(added, key=lambda a: -messages[a[0]].span.end):
        end = messages[message].span.end
        source = source[:end] + f"\n    .{attribute} = {fluent_text(text)}" + source[end:]
    ftl.write_text(source, encoding="utf-8")


def _remove_keys(yaml: Path, marks: Any, paths: list[tuple]) -> None:
    """Take `description: ...` out of the YAML text, last first: in a flow mapping with the comma before it (or
    after it, when it comes first), in a block mapping its whole lines."""
    source = yaml.read_text(encoding="utf-8")
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))

    def offset(line: int, column: int) -> int:
        return starts[line - 1] + column - 1

    cuts = []
    for path in paths:
        key, value = marks.key_span(path), marks.span(path)
        begin, end = offset(key.line, key.column), offset(value.end_line, value.end_column)
        before = source[:begin].rstrip(" \t")
        if before.endswith(","):  # flow mapping, not the first key
            begin = len(before) - 1
        elif before.endswith("{"):  # flow mapping, the first key: take the comma after it
            after = source[end:]
            end += len(after) - len(after.lstrip(" \t,")) if after.lstrip(" \t").startswith(",") else 0
        else:  # block mapping: whole lines
            begin = starts[key.line - 1]
            end = starts[value.end_line] if value.end_column > 1 else starts[value.end_line - 1]
        cuts.append((begin, end))
    for begin, end in sorted(cuts, reverse=True):
        source = source[:begin] + source[end:]
    yaml.write_text(source, encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rulekit.tools.move_descriptions", description=__doc__.split("\n\n")[0])
    parser.add_argument("content", help="a content folder (games/, cards/, boards/, locales/)")
    parser.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    parser.add_argument("--dry-run", action="store_true", help="print what would move, change nothing")
    args = parser.parse_args(argv)
    report = plan(args.content, args.game)
    for move in report.moves:
        target = f"{move.message}.{move.attribute}" if move.attribute else f"{move.message} (already there)"
        print(f"{move.yaml}: {'/'.join(map(str, move.path[:-1]))} -> {target}")
        if args.dry_run and move.rules:  # to judge whether it only repeats the rules (then delete it instead)
            print(f"    text:   {move.text}\n    .rules: {' '.join(move.rules.split())}")
    for problem in report.problems:
        print(f"left alone: {problem}", file=sys.stderr)
    if not args.dry_run:
        changed = apply(report, args.content)
        print(f"{len(report.moves)} descriptions moved; {len(changed)} files changed")
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
