"""Every rule code rulekit reports, in one table: the linter, SARIF output and the docs all read it.

Families: RK0xx reading and checking content files (RK00x files and YAML, RK01x schema, RK02x references),
RK1xx effect syntax and RK2xx effect checks (the compile stage registers its codes here with `register`),
RK3xx locales. Codes are stable: never reuse a retired one.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from rulekit.errors import Diagnostic, Span

SEVERITIES = ("error", "warning")


@dataclass(frozen=True, slots=True)
class Code:
    code: str
    name: str  # kebab-case, stable: used as the SARIF rule name
    severity: str  # default severity: "error" or "warning"
    description: str  # one line


CODES: dict[str, Code] = {}


def register(code: str, name: str, severity: str, description: str) -> Code:
    """Add a code to the table (the compile stage adds its RK1xx/RK2xx codes this way).

    Registering the same code again with the same fields is allowed (modules may be reloaded); with different
    fields it is a programming error.
    """
    if severity not in SEVERITIES:
        raise ValueError(f"severity must be one of {SEVERITIES}, not {severity!r}")
    entry = Code(code, name, severity, description)
    existing = CODES.get(code)
    if existing is not None and existing != entry:
        raise ValueError(f"rule code {code} is already registered as {existing.name!r}")
    CODES[code] = entry
    return entry


def _table(rows: Iterable[tuple[str, str, str, str]]) -> None:
    for row in rows:
        register(*row)


_table([
    # files and YAML
    ("RK001", "yaml-syntax", "error", "The file is not valid YAML."),
    ("RK002", "unreadable", "error", "The file cannot be read, or uses YAML that is not plain data (tags, complex keys, recursive aliases)."),
    ("RK003", "duplicate-key", "error", "A mapping sets the same key twice."),
    ("RK004", "game-directory-mismatch", "warning", "A file's `game` differs from the game directory it lies in."),
    # schema
    ("RK010", "schema", "error", "A value does not match the schema (wrong type, pattern, range)."),
    ("RK011", "unknown-key", "error", "A key the schema does not allow here (often a misspelling)."),
    ("RK012", "bad-enum", "error", "A value that is not one of the allowed choices."),
    ("RK013", "missing-key", "error", "A required key is missing."),
    # references (closed world)
    ("RK020", "duplicate-id", "error", "An id is defined twice (cards, boards and games share one namespace; triggers and phases per game)."),
    ("RK021", "unknown-card-kind", "error", "A card's kind is not declared in its game's `card_kinds`."),
    ("RK022", "undeclared-stat", "error", "A card has a stat or counter its kind does not declare."),
    ("RK023", "missing-stat", "error", "A card lacks a stat its kind requires."),
    ("RK024", "unknown-zone", "error", "A card's `deck` names a zone the game does not declare."),
    ("RK025", "unknown-card-id", "error", "A `remove` list names a card id that does not exist in the game."),
    ("RK026", "unknown-game", "error", "A cards or board file names a game that has no game file."),
    ("RK027", "unknown-score-counter", "error", "`score` names a player counter that is not declared."),
    ("RK028", "unknown-counter", "error", "A counter override names a counter or supply that is not declared."),
    ("RK029", "unknown-space", "error", "A board link leads to a space no board of the game has."),
    ("RK032", "duplicate-link", "error", "A board link is listed twice or leads back to its own space (links are two-way: list each once)."),
    ("RK031", "unknown-authored-stat", "error", "A card's `authored` list names a stat the card does not have."),
    ("RK030", "player-count-range", "error", "A player count setup or default lies outside `players.min`..`players.max`."),
    # effects: syntax (parser) and checks against the registry (checker, compile stage)
    ("RK101", "effect-syntax", "error", "An effect or condition string does not parse."),
    ("RK201", "unknown-name", "error", "An effect names something that is neither a local, a zone, a counter, an id nor a trigger variable."),
    ("RK202", "unknown-primitive", "error", "An effect calls a primitive the registry does not have."),
    ("RK203", "bad-arguments", "error", "Wrong number of arguments, a missing one, or an unknown keyword (also event payload names)."),
    ("RK204", "type-mismatch", "error", "An argument's type does not fit the primitive's parameter."),
    ("RK205", "unknown-attribute", "error", "`x.name` where values of x's type have no such attribute."),
    ("RK206", "action-in-expression", "error", "An action (it changes the game or asks players) used inside an expression; bind it with `let` first."),
    ("RK207", "unknown-event", "error", "A trigger or `signal` names an event nobody declared."),
    ("RK208", "bad-assignment", "error", "Assignment to something that is neither a local variable nor a counter."),
    ("RK209", "duplicate-event", "error", "A game declares an event the engine or its ruleset already declares."),
    ("RK210", "zone-clash", "error", "A board space or track has the name of a zone or counter the game declares too."),
    ("RK211", "unknown-seat", "error", "A zone's `seen_by` names a seat the game's `seats` do not have."),
    ("RK212", "off-track", "error", "A track's start, reward square or row of values does not fit its length."),
    ("RK221", "signal-loop", "error", "A trigger always sets off its own event again, directly or through other triggers: it never ends."),
    ("RK222", "argument-out-of-range", "error", "A constant argument lies outside the range its primitive declares (e.g. `wound(m, -7)`, a draw of 0)."),
    ("RK223", "stat-out-of-range", "error", "A card's stat lies outside the minimum/maximum its card kind declares in `ranges`."),
    ("RK224", "bad-stat-range", "error", "A card kind's `ranges` names a stat the kind does not have, or its minimum is above its maximum."),
    ("RK230", "no-result", "error", "A call that gives no result (a procedure without `returns:`, an action returning none) used as a value."),
    ("RK231", "return-outside-procedure", "error", "`return value` outside a procedure, or in a procedure that declares no result."),
    ("RK232", "loop-control-outside-loop", "error", "`break` or `continue` outside a for, repeat or while loop (an option of a `choose` is no loop)."),
    ("RK233", "bad-procedure", "error", "A procedure's definition is wrong: a parameter type or default, a result type, or a name a primitive already has."),
    ("RK234", "empty-choose", "error", "A `choose` without options."),
    # board games: dice, seats, board graph, response windows, hidden zones (rulekit/compile/constants.py, world.py)
    ("RK240", "unknown-dice", "error", "A constant dice kind (`roll(\"d7\")`, `order=\"blue\"`) that the game's `dice` do not have."),
    ("RK241", "unknown-seat-name", "error", "`seat_named(...)` of a constant name that is not one of the game's `seats`."),
    ("RK242", "side-zone-shared", "error", "`visibility: side` on a shared zone: a side zone needs an owner (`per_player: true`)."),
    ("RK243", "respond-without-responses", "warning", "`respond(event)` where no card has a `response: true` trigger on that event: the window never offers anything."),
    ("RK244", "respond-payload", "error", "`respond(event, ...)` keywords that are not the event's payload, or a payload name left out."),
    ("RK245", "unheard-response", "warning", "A card's `response: true` trigger on an event no effect opens a window for (`respond(event)`): it can never be played."),
    ("RK246", "unknown-space-tag", "error", "A constant tag (`spaces_tagged(\"x\")`, `tagged(s, \"x\")`) that no board space carries."),
    ("RK247", "unknown-link-kind", "error", "`links(space, kind=\"x\")` of a kind no board link has."),
    ("RK248", "not-a-space", "error", "A zone of the game given to a board-graph primitive where a board space is wanted (`neighbours(deck)`)."),
    ("RK249", "side-without-sides", "warning", "`visibility: side` in a game without `sides`: only the owner sees the zone."),
    # locales
    ("RK301", "ftl-syntax", "error", "A Fluent (.ftl) file has a syntax error."),
    ("RK302", "missing-message", "error", "A game, card, board, zone, counter or prompt has no message in the reference locale (en)."),
    ("RK303", "untranslated", "warning", "A message (or attribute) of English is missing in a file the other locale has (a locale without a game's file does not offer that game): English is shown instead."),
    ("RK304", "obsolete-message", "warning", "A message (or attribute) in another locale that English does not have."),
    ("RK305", "variables-differ", "error", "A translation uses other variables ($name) than the English message."),
    ("RK306", "duplicate-message", "error", "A message id is defined twice in one locale."),
])


def severity_of(code: str) -> str:
    entry = CODES.get(code)
    return entry.severity if entry else "error"


def diagnostic(code: str, message: str, span: Span, suggestion: str | None = None) -> Diagnostic:
    """A Diagnostic with the code's default severity."""
    return Diagnostic(code, message, span, severity_of(code), suggestion)


def markdown_table() -> str:
    """The code table as Markdown, for the generated docs."""
    lines = ["| code | name | severity | description |", "|---|---|---|---|"]
    for code in sorted(CODES):
        entry = CODES[code]
        lines.append(f"| {entry.code} | {entry.name} | {entry.severity} | {entry.description} |")
    return "\n".join(lines) + "\n"


LINT_DOC = Path(__file__).resolve().parents[2] / "docs" / "lint-codes.md"

_LINT_DOC_HEAD = """# Lint rule codes

`rulekit lint` reports every finding with one of these stable codes (generated from `rulekit/check/codes.py`
by `rulekit docs`; a test fails when this page is stale). Select or ignore codes by prefix with
`--select`/`--ignore` or in `[tool.rulekit.lint]` of pyproject.toml; silence one line with a YAML comment
`# rulekit: ignore[RK022]`. Exit codes: 0 clean, 1 findings (warnings only with `--warnings-as-errors`),
2 usage or internal error.

"""


def update_codes_doc(path: Path = LINT_DOC, check_only: bool = False) -> bool:
    """Rewrite the rule-code page; True when it was stale."""
    text = _LINT_DOC_HEAD + markdown_table()
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if current == text:
        return False
    if not check_only:
        path.write_text(text, encoding="utf-8")
    return True
