"""Every rule code rulekit reports, in one table: the linter, SARIF output, `rulekit rule` and the docs read it.

Families: RK0xx reading and checking content files (RK000 internal error, RK00x files and YAML, RK01x schema,
RK02x-RK03x references, RK04x content packs), RK1xx effect syntax and RK2xx effect checks, RK3xx locales. Codes are stable: never
reuse a retired one. Each code carries its explanation (what, why, an example, the fix); `rulekit rule CODE`
prints it and docs/lint-codes.md is generated from it.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from rulekit.errors import Diagnostic, Span, did_you_mean

SEVERITIES = ("error", "warning")
# Where `helpUri` in SARIF points: a published copy of docs/lint-codes.md, set with RULEKIT_DOCS_URL. None is
# published yet, so by default SARIF carries the whole help text of each rule and no link (a link to nowhere is
# worse than none).
DOCS_URL = os.environ.get("RULEKIT_DOCS_URL", "")


@dataclass(frozen=True, slots=True)
class Code:
    code: str
    name: str  # kebab-case, stable: used as the SARIF rule name
    severity: str  # default severity: "error" or "warning"
    description: str  # one line
    why: str = ""  # why it matters
    example: str = ""  # a short content snippet that triggers it
    fix: str = ""  # what to do

    @property
    def help_uri(self) -> str | None:
        return f"{DOCS_URL}#{self.code.lower()}" if DOCS_URL else None

    def explanation(self) -> str:
        """The full text `rulekit rule CODE` prints (Markdown)."""
        parts = [f"# {self.code} {self.name} ({self.severity})", "", self.description]
        if self.why:
            parts += ["", "## Why", "", self.why]
        if self.example:
            parts += ["", "## Example", "", "```", self.example.rstrip("\n"), "```"]
        if self.fix:
            parts += ["", "## Fix", "", self.fix]
        return "\n".join(parts) + "\n"


CODES: dict[str, Code] = {}


def register(code: str, name: str, severity: str, description: str, why: str = "", example: str = "",
             fix: str = "") -> Code:
    """Add a code to the table (a plugin or a later stage may add its own codes this way).

    Registering the same code again with the same fields is allowed (modules may be reloaded); with different
    fields it is a programming error.
    """
    if severity not in SEVERITIES:
        raise ValueError(f"severity must be one of {SEVERITIES}, not {severity!r}")
    entry = Code(code, name, severity, description, why, example, fix)
    existing = CODES.get(code)
    if existing is not None and existing != entry:
        raise ValueError(f"rule code {code} is already registered as {existing.name!r}")
    CODES[code] = entry
    return entry


def unknown_codes(prefixes: Iterable[str]) -> list[tuple[str, str | None]]:
    """(prefix, near miss) for each selector that matches no code: `RK0222`, `RK9`, `XYZ` (a usage error)."""
    out = []
    for prefix in prefixes:
        if prefix == "ALL" or any(code.startswith(prefix) for code in CODES):
            continue
        out.append((prefix, _near_code(prefix.upper()) or did_you_mean(prefix, [c.name for c in CODES.values()])))
    return out


def _near_code(typed: str) -> str | None:
    """The code meant: letters read as digits (`RK3O3`), one character too many at the end (`RK3011`), or the
    closest by spelling. Many codes differ in one digit, so the likely slips go first."""
    lookalike = typed[:2] + typed[2:].translate(str.maketrans("OIL", "011"))
    for guess in (lookalike, lookalike[:5]):
        if guess in CODES:
            return guess
    return did_you_mean(typed, CODES)


def _table(rows: Iterable[tuple[str, ...]]) -> None:
    for row in rows:
        register(*row)


_CHECKED = "Checking goes in stages (files, YAML, schema, ids, effects, locales); a file that fails one is kept out of the later ones, so fix these first."

_table([
    # internal
    ("RK000", "internal-error", "error", "rulekit itself failed while checking a file (a bug in rulekit, not in the content).",
     "The linter must never crash on content: an unexpected exception is caught, reported on the file being checked and the run exits with code 2, so CI neither passes nor blames the content by mistake.",
     "", "Please report it to rulekit's maintainers with the file named in the finding. Until it is fixed, `--ignore RK000` does not help: exit code 2 stays."),
    # files and YAML
    ("RK001", "yaml-syntax", "error", "The file is not valid YAML.",
     "Nothing in a file that does not parse can be checked. " + _CHECKED,
     "cards:\n  - id: guard-1\n     kind: guard     # indented deeper than `id`",
     "Fix the YAML at the line and column given: indentation (spaces only, never tabs), quotes around text with `: ` or `#`, closing brackets."),
    ("RK002", "unreadable", "error", "The file cannot be read, or uses YAML that is not plain data (tags, complex keys, recursive aliases).",
     "Content is plain data: no YAML tags that build objects, no lists or mappings as keys, text in UTF-8.",
     "stats: !!python/object:os.system {}",
     "Save the file as UTF-8 and write values as plain YAML scalars, lists and mappings."),
    ("RK003", "duplicate-key", "error", "A mapping sets the same key twice.",
     "YAML keeps only one of the two values, so half of what you wrote is silently lost; rulekit keeps the first and reports the second.",
     "- id: guard-1\n  kind: guard\n  id: guard-2",
     "Remove or rename one of the keys."),
    ("RK004", "game-directory-mismatch", "warning", "A file's `game` differs from the game directory it lies in.",
     "Linting one file reads only its own game (by directory); a file in another game's directory is easy to miss.",
     "# content/cards/mylady/extra.yaml\ngame: musketiere",
     "Move the file into `cards/<game>/` (or `boards/<game>/`) of the game it names, or correct `game`."),
    ("RK005", "outside-root", "error", "A symbolic link leads outside the content root; it is not read.",
     "Content is untrusted input: a link from a contributor's pack to a file of the machine (an SSH key, a CI secret) would otherwise be read and printed in findings and CI annotations.",
     "content/cards/x.yaml -> /home/runner/.ssh/id_rsa",
     "Replace the link by the file itself, or point it at a file inside the content root."),
    ("RK006", "special-file", "error", "Not a regular file: a FIFO, device or socket, a symbolic link loop or a link to nothing; it is not read.",
     "Reading a FIFO blocks for ever and a link loop never resolves; the linter must not hang in CI.",
     "mkfifo content/cards/x.yaml",
     "Replace it with a regular file, or remove it."),
    ("RK007", "resource-limit", "error", "A file is over a limit that keeps checking safe: file size, YAML nesting depth, values built through aliases, scalar or number size, Fluent nesting.",
     "A ten-line YAML alias bomb expands to gigabytes, a number of 5,000 digits or 100,000 nested brackets crashes parsers; content never needs that much.",
     "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]  # ... and so on",
     "Write the data out plainly: split big files, flatten deep nesting, avoid chains of aliases."),
    ("RK008", "unused-suppression", "warning", "A `rulekit: ignore` comment silences nothing, names a code that does not exist, or stands at the end of an .ftl line (where players would see it).",
     "Stale suppressions hide the next real finding on that line; an unknown code in one never worked.",
     "value: 3  # rulekit: ignore[RK022]   (the line has no RK022 finding)",
     "Delete the comment, or correct the code it names."),
    ("RK009", "stray-locale-file", "error", "A Fluent file that is not read: outside `locales/<lang>/` (in a subfolder of a locale, beside the locale folders, elsewhere in the content) or named with another case (`.FTL`).",
     "Text is read only from `locales/<lang>/*.ftl`; a file saved anywhere else is silently left out, and a translator sees a green check and no translation.",
     "content/locales/es/sub/ui.ftl",
     "Move the file into its locale folder, `content/locales/<lang>/`, with a lower-case `.ftl` name."),
    # schema
    ("RK010", "schema", "error", "A value does not match the schema (wrong type, pattern, range).",
     "The engine reads content as the schema describes it; a value of another type cannot be run. " + _CHECKED,
     "tracks:\n  time: {length: ten}",
     "Give the value the type the message names (schemas/*.schema.json document every key; an editor with the YAML language server completes them)."),
    ("RK011", "unknown-key", "error", "A key the schema does not allow here (often a misspelling).",
     "Closed world: a misspelt key would otherwise be ignored and its default used without a word.",
     "triggers:\n  - id: t\n    on: duel_won\n    doo: gain(owner, gold, 1)",
     "Use the key the suggestion names, or remove it."),
    ("RK012", "bad-enum", "error", "A value that is not one of the allowed choices.",
     "Only the listed values mean something to the engine.",
     "zones:\n  hand: {visibility: secret}",
     "Use one of the values the message lists."),
    ("RK013", "missing-key", "error", "A required key is missing.",
     "The engine cannot run a trigger without `on` and `do`, a card without `kind`, a board without `id`.",
     "triggers:\n  - id: t\n    do: gain(owner, gold, 1)",
     "Add the key."),
    ("RK014", "description-in-mechanics", "warning", "A card, zone, counter, board space, track or supply carries an English `description:`; its text belongs in the Fluent files.",
     "Text in the mechanics YAML is English only, invisible to translators and duplicated by the card's `.rules` text, which drifts from it.",
     "- id: pikeman\n  kind: pike\n  description: Fights with two swords.",
     "Move the text to the card's message (`.rules` for what it does, `.description` otherwise): `python -m rulekit.tools.move_descriptions CONTENT` does it for a whole folder. A note for other authors is a YAML comment."),
    # references (closed world)
    ("RK020", "duplicate-id", "error", "An id is defined twice (cards, boards and games share one namespace; triggers and phases per game).",
     "Ids name things in effects and in the locales; two things with one id cannot both be meant.",
     "- {id: guard-1, kind: guard, ...}\n- {id: guard-1, kind: guard, ...}",
     "Rename one of them."),
    ("RK021", "unknown-card-kind", "error", "A card's kind is not declared in its game's `card_kinds`.",
     "A kind declares which stats and counters its cards have; an undeclared kind cannot be checked or run.",
     "- {id: guard-1, kind: gaurd, deck: deck, provenance: authored}",
     "Use a declared kind (see the suggestion) or declare it in the game file."),
    ("RK022", "undeclared-stat", "error", "A card has a stat or counter its kind does not declare.",
     "Effects read stats by name; a stat the kind does not declare is a typo or a rule the engine does not know.",
     "stats: {value: 3, swrods: 1}",
     "Correct the name, or declare the stat in the kind's `stats`/`optional_stats`."),
    ("RK023", "missing-stat", "error", "A card lacks a stat its kind requires.",
     "Effects that read the stat would fail while the game runs.",
     "card_kinds:\n  guard: {stats: [value]}\n...\n- {id: guard-1, kind: guard, stats: {}}",
     "Give the card the stat, or make it optional in the kind."),
    ("RK024", "unknown-zone", "error", "A card's `deck` names a zone the game does not declare.",
     "The card could not be placed when the game is set up.",
     "deck: dekc",
     "Use a declared zone or board space (see the suggestion)."),
    ("RK025", "unknown-card-id", "error", "A `remove` list names a card id that does not exist in the game.",
     "Removing a card that does not exist does nothing, so the set-up for that player count is not the one intended.",
     "player_counts:\n  '2': {remove: [guard-99]}",
     "Use an existing card id."),
    ("RK026", "unknown-game", "error", "A cards or board file names a game that has no game file.",
     "The file's cards would never be part of any game.",
     "game: musketeirs",
     "Name an existing game (see the suggestion) or add `games/<game>.yaml`."),
    ("RK027", "unknown-score-counter", "error", "`score` names a player counter that is not declared.",
     "The winner could not be decided.", "score: pionts", "Name a declared player counter."),
    ("RK028", "unknown-counter", "error", "A counter override names a counter or supply that is not declared.",
     "The override would change nothing.", "player_counts:\n  '2': {counters: {gemz: 3}}", "Name a declared counter or supply."),
    ("RK029", "unknown-space", "error", "A board link leads to a space no board of the game has.",
     "Movement along the link would lead nowhere.", "links:\n  - {to: galery, kind: door}", "Name a space of the same board."),
    ("RK030", "player-count-range", "error", "A player count setup or default lies outside `players.min`..`players.max`.",
     "The setup can never be used, or the default cannot be played.", "players: {min: 2, max: 4, default: 5}",
     "Bring the numbers into the range."),
    ("RK031", "unknown-authored-stat", "error", "A card's `authored` list names a stat the card does not have.",
     "The provenance page would list a value that does not exist.", "stats: {value: 3}\nauthored: [vlaue]", "Name one of the card's stats."),
    ("RK032", "duplicate-link", "error", "A board link is listed twice or leads back to its own space (links are two-way: list each once).",
     "A link counted twice gets two numbers, and blocking tokens would sit in the wrong doorway.",
     "hall: {links: [{to: gallery, kind: door}]}\ngallery: {links: [{to: hall, kind: door}]}",
     "List the link once, on either of its two spaces."),
    ("RK033", "player-count-seats", "error", "A player-count setup's `controllers` or `seats` do not fit: a person without seats, a seat played twice or not in play, more seats than the game names.",
     "The game could not seat the people: it would stop with an error when it starts.",
     "seats: [mylady, athos]\nplayer_counts:\n  '2': {seats: 2, controllers: [[mylady], [athos, porthos]]}",
     "Give one list of seats per person, each seat in play exactly once."),
    # effects: syntax (parser) and checks against the registry (checker, compile stage)
    ("RK101", "effect-syntax", "error", "An effect or condition string does not parse.",
     "Nothing in it can be checked or run.", "do: gain(owner gold, 1)", "Fix the syntax at the caret (docs/effect-language.md has the grammar)."),
    ("RK201", "unknown-name", "error", "An effect names something that is neither a local, a zone, a counter, an id nor a trigger variable.",
     "The effect could not run.", "do: move(self, discrad)", "Use the name the suggestion gives, or declare it."),
    ("RK202", "unknown-primitive", "error", "An effect calls a primitive the registry does not have.",
     "The effect could not run.", "do: gian(owner, gold, 1)", "Call a primitive listed in docs/effect-language.md."),
    ("RK203", "bad-arguments", "error", "Wrong number of arguments, a missing one, or an unknown keyword (also event payload names).",
     "The call could not run.", "do: draw(deck, hand)", "Pass the parameters the primitive's signature lists."),
    ("RK204", "type-mismatch", "error", "An argument's type does not fit the primitive's parameter.",
     "The primitive would fail or do something else when the game runs.",
     "do: draw(deck, hand, \"two\")   # count must be an int",
     "Pass a value of the parameter's type (docs/effect-language.md lists each signature)."),
    ("RK205", "unknown-attribute", "error", "`x.name` where values of x's type have no such attribute.",
     "The lookup would fail when the game runs.", "if: self.vlaue > 2", "Use an attribute of that type (a declared stat, counter or built-in)."),
    ("RK206", "action-in-expression", "error", "An action (it changes the game or asks players) used inside an expression; bind it with `let` first.",
     "The order of changes and questions must be clear from the text.", "do: if draw(deck, hand, 1) { ... }", "Write `let c = draw(deck, hand, 1)` and test `c`."),
    ("RK207", "unknown-event", "error", "A trigger or `signal` names an event nobody declared.",
     "The trigger would never fire.", "on: duel_wno", "Use a declared event, or declare it under `events:`."),
    ("RK208", "bad-assignment", "error", "Assignment to something that is neither a local variable nor a counter.",
     "Only locals and counters can change by assignment.", "do: deck = 3", "Assign to a `let` variable or a counter, or use a primitive."),
    ("RK209", "duplicate-event", "error", "A game declares an event the engine or its ruleset already declares.",
     "Two declarations with other payloads would confuse triggers.", "events:\n  round_started: {}", "Remove the declaration or rename the event."),
    ("RK210", "zone-clash", "error", "A board space or track has the name of a zone or counter the game declares too.",
     "One name would mean two things in effects.", "zones: {court: {}}\n# board\nspaces: {court: {}}", "Rename one of them."),
    ("RK211", "unknown-seat", "error", "A seat name (a zone's `seen_by`, a player-count setup's `controllers`, `sides`, `automated_seats`) that the game's `seats` do not have.",
     "The game would stop with an error when it seats the players, or the rule would silently apply to nobody.",
     "seats: [mylady, athos]\nsides: {musketeers: [athos, portos]}", "Use a seat from `seats` (see the suggestion)."),
    ("RK212", "off-track", "error", "A track's start, reward square or row of values does not fit its length.",
     "The marker could never reach the square, or the values would be read past the end.", "time: {length: 5, start: 7}", "Keep squares in 0..length-1 and one value per square."),
    ("RK221", "signal-loop", "error", "A trigger always sets off its own event again, directly or through other triggers: it never ends.",
     "The game would stop at the limit of nested events the first time the event happens.",
     "triggers:\n  - {on: fought, do: \"signal(fought, player=player)\"}", "Give the trigger an `if` that ends the chain, or signal another event."),
    ("RK222", "argument-out-of-range", "error", "A constant argument lies outside the range its primitive declares (e.g. `wound(m, -7)`, a draw of 0).",
     "The primitive would do nothing, or something no rule means.", "do: draw(deck, hand, 0)", "Use a value inside the range the reference gives for the parameter."),
    ("RK223", "stat-out-of-range", "error", "A card's stat lies outside the minimum/maximum its card kind declares in `ranges`.",
     "A typo in a number (a 40 where 4 was meant) would change the balance silently.",
     "card_kinds: {guard: {stats: [value], ranges: {value: {min: 1, max: 12}}}}\n# card: stats: {value: 40}", "Correct the stat, or widen the kind's range if the value is meant."),
    ("RK224", "bad-stat-range", "error", "A card kind's `ranges` names a stat the kind does not have, or its minimum is above its maximum.",
     "The range would check nothing.", "guard: {stats: [value], ranges: {valeu: {min: 1}}}", "Name a stat of the kind, with min <= max."),
    ("RK225", "bad-card-back", "error", "A card kind's `back` names a stat its cards need not have (not in the kind's `stats`).",
     "Search agents imagine face-down cards only among cards with the same back; a stat some cards lack, or a typo, would group them wrongly.",
     "quest_token: {stats: [token], back: [tokn]}", "Name a stat from the kind's `stats`."),
    ("RK230", "no-result", "error", "A call that gives no result (a procedure without `returns:`, an action returning none) used as a value.",
     "There is no value to use: the expression would always be none.", "let c = move(card, pile)", "Call it as a statement, or give the procedure a `returns:` and a `return`."),
    ("RK231", "return-outside-procedure", "error", "`return value` outside a procedure, or in a procedure that declares no result.",
     "Nobody would receive the value.", "do: return 3   # in a step", "Write a bare `return` (or `stop`) to end the effect, or declare `returns:` on the procedure."),
    ("RK232", "loop-control-outside-loop", "error", "`break` or `continue` outside a for, repeat or while loop.",
     "There is no loop to leave or go on with.", "do: if done { break }", "Put the statements in a `while`/`for`/`repeat`, or use `stop`/`return` to end the effect."),
    ("RK233", "bad-procedure", "error", "A procedure's definition is wrong: a parameter type or default, a result type, or a name a primitive already has.",
     "The procedure could not be called as written.", "procedures:\n  move: {params: {n: integer}, do: ...}", "Use the types of docs/effect-language.md, literal defaults ('int = 1'), and a name of its own."),
    ("RK234", "empty-choose", "error", "A `choose` without options.",
     "The player would have nothing to choose.", "choose p \"act\" {}", "Give the `choose` at least one option: `label { ... }`."),
    ("RK235", "endless-recursion", "error", "A procedure calls itself before anything could end it: it would never return.",
     "Nothing before the call changes the game, asks a player or returns, so every call begins exactly as the one before; at run time the step budget would stop the game there.",
     "procedures:\n  countdown:\n    params: {n: int}\n    do: |\n      countdown(n - 1)\n      if n == 0 { return }",
     "Return first under a condition (`if n == 0 { return }` before the call), or make the call itself conditional."),
    ("RK240", "unknown-dice", "error", "A constant dice kind (`roll(\"d7\")`, `order=\"blue\"`) that the game's `dice` do not have.",
     "The roll would fail when the game runs.", "do: roll(\"d7\", 2)", "Name a kind declared under `dice:` in the game file."),
    ("RK241", "unknown-seat-name", "error", "`seat_named(...)` of a constant name that is not one of the game's `seats`.",
     "The lookup would fail when the game runs.", "do: take_turn(seat_named(\"portos\"), 3)", "Use a name from `seats` (see the suggestion)."),
    ("RK242", "side-zone-shared", "error", "`visibility: side` on a shared zone: a side zone needs an owner (`per_player: true`).",
     "Nobody owns a shared zone, so no side could see it.", "zones: {pendants: {visibility: side}}", "Make the zone `per_player: true`, or give it another visibility."),
    ("RK243", "respond-without-responses", "warning", "`respond(event)` where no card has a `response: true` trigger on that event: the window never offers anything.",
     "The window is probably misnamed.", "do: respond(before_wounds, players=[p])", "Name the event the response cards listen to, or give a card a `response: true` trigger on it."),
    ("RK244", "respond-payload", "error", "`respond(event, ...)` keywords that are not the event's payload, or a payload name left out.",
     "The response cards' triggers read the payload by name.", "do: respond(wounded, players=[p], amonut=2)", "Pass exactly the event's payload names."),
    ("RK245", "unheard-response", "warning", "A card's `response: true` trigger on an event no effect opens a window for (`respond(event)`): it can never be played.",
     "A response card only plays in a window.", "triggers: [{on: parried, response: true, do: ...}]", "Open a window with `respond(parried, ...)` where the rules allow it, or remove `response: true`."),
    ("RK246", "unknown-space-tag", "error", "A constant tag (`spaces_tagged(\"x\")`, `tagged(s, \"x\")`) that no board space carries.",
     "The query would always be empty or false.", "do: for r in spaces_tagged(\"chets\") { ... }", "Use a tag the board's spaces have."),
    ("RK247", "unknown-link-kind", "error", "`links(space, kind=\"x\")` of a kind no board link has.",
     "The query would always be empty.", "do: let ways = links(here, kind=\"dor\")", "Use a link kind of the board (door, gate, secret ...)."),
    ("RK248", "not-a-space", "error", "A zone of the game given to a board-graph primitive where a board space is wanted (`neighbours(deck)`).",
     "A zone that is no space has no links.", "do: let next = neighbours(deck)", "Pass a board space (a zone declared under a board's `spaces`)."),
    ("RK249", "side-without-sides", "warning", "`visibility: side` in a game without `sides`: only the owner sees the zone.",
     "Side visibility means the owner's side; without sides it is owner visibility.", "zones: {gear: {per_player: true, visibility: side}}", "Declare `sides:` in the game file, or write `visibility: owner`."),
    ("RK250", "unknown-track", "error", "A constant track name (`advance(\"fame\")`, `track_value`, `track_end`) that no board of the game has.",
     "The effect would fail when the game runs.", "do: advance(\"queeen\", 1)", "Name a track declared under a board's `tracks:` (see the suggestion)."),
    # locales
    ("RK301", "ftl-syntax", "error", "A Fluent (.ftl) file has a syntax error.",
     "The broken entry is skipped by Fluent: players would see its id instead of text.", "card-1 = { $name", "Fix the Fluent syntax at the position given (https://projectfluent.org/fluent/guide/)."),
    ("RK302", "missing-message", "error", "A game, card, board, zone, counter, prompt or the option of a `choose` (`option-<label>`, or the game's own `option-<game>-<label>`) has no message in the reference locale (en).",
     "Players would see `[id]` instead of a name.", "# cards: - {id: guard-7, ...}\n# locales/en: no `guard-7 = ...`", "Add the message to an English .ftl file."),
    ("RK303", "untranslated", "warning", "Messages of an English file are not translated in a file the other locale has (missing, or still marked `# rulekit: untranslated`): one finding per file, with the share done; also a message's attribute or value missing. A locale without any of a game's files does not offer that game.",
     "Players of that language see English text in the middle of theirs.", "# en/mylady.ftl: guard-7 = Guard\n# de/mylady.ftl: (nothing)", "Translate the messages the finding lists (`rulekit l10n status de` counts what is left), and delete the `# rulekit: untranslated` line above each one you translate."),
    ("RK304", "obsolete-message", "warning", "A message (or attribute) in another locale that English does not have.",
     "It is never shown; often a renamed id whose translation was left behind.", "# de/mylady.ftl: gaurd-7 = Wache", "Rename it to the English id or delete it."),
    ("RK305", "variables-differ", "error", "A translation uses other variables ($name) than the English message.",
     "The game passes the English variables: a missing one is lost, an unknown one shows as an error in the text.", "# en: ui-round = Round { $round }\n# de: ui-round = Runde { $runde }", "Use the same variable names as English."),
    ("RK306", "duplicate-message", "error", "A message id is defined twice in one locale.",
     "Only the first is used.", "guard-1 = Guard\nguard-1 = Watchman", "Remove or rename one of them."),
    ("RK310", "missing-locale-file", "warning", "A locale lacks a whole file English has: a shared file (ui.ftl, web.ftl), or one file of a game whose other files it has.",
     "Every message of the file is shown in English; a file added to English after the locale was made is easily missed, and a file missing whole gives no finding per message.",
     "# en/: ui.ftl web.ftl mylady.ftl\n# es/: web.ftl mylady.ftl          (no ui.ftl)",
     "Create the file: `rulekit l10n new es` writes every missing file with the English text marked untranslated (existing files are kept), or copy the English file and translate it."),
    ("RK311", "empty-locale", "warning", "A locale folder holds no .ftl file.",
     "Players choosing the language get English everywhere without a word; the folder looks like a translation that does not exist.",
     "content/locales/es/    (empty)",
     "Run `rulekit l10n new es` to write every file ready to translate, or delete the folder."),
    ("RK312", "copied-from-english", "warning", "Most messages of a locale's file are the English text unchanged (at least half of them, and at least 3): a copy of English, not a translation.",
     "`cp en/*.ftl es/` passes every completeness check while players see only English; one finding per file with the share, not one per message.",
     "# es/mylady.ftl is a copy of en/mylady.ftl: 377 of 377 messages unchanged",
     "Translate the file; to start a locale use `rulekit l10n new es`, whose copies are marked untranslated and counted as missing. Names that stay the same in both languages are fine: the finding needs most of the file unchanged."),
    ("RK313", "unknown-term", "error", "A message refers to a term (`{ -name }`) that its locale does not define, or to a term attribute it lacks.",
     "Fluent resolves references inside the locale, without falling back to English: players see `{-name}` in the text.",
     "mylady-intro = { -mylady-name } plots against the Queen.   # no -mylady-name = ... in this locale",
     "Define the term in the locale (`-mylady-name = Mylady`), or correct the name (the suggestion gives the nearest term)."),
    ("RK314", "unknown-message-reference", "error", "A message refers to another message (`{ name }`, `{ name.attr }`) that its locale does not define, or to an attribute that message lacks.",
     "Fluent resolves references inside the locale, without falling back to English: players see `{name}` in the text.",
     "ui-help = { ui-help-keys } or q to quit.   # no ui-help-keys in this locale",
     "Define the message in the locale, or correct the name (the suggestion gives the nearest message)."),
    ("RK315", "message-used-by-code", "error", "rulekit's code names a message (a terminal or web text, an option label, a prompt asked from Python, an error a player can see) that English does not define.",
     "No content file names these messages, so nothing else notices when one is deleted or renamed: players would see `[option-keep-life]`. The code is read statically (rulekit/l10n/usage.py lists the places); the engine's messages are checked where content carries the engine's text (an English ui.ftl), a game ruleset's messages where that game is checked.",
     "# rulekit/games/mylady/rounds.py: labels=[\"option-keep-life\", ...]\n# en/mylady.ftl: (no option-keep-life)",
     "Add the message to the English file the finding names (and translate it), or change the code to a message that exists."),
    ("RK316", "stale-untranslated-mark", "warning", "A message is translated but still carries the `# rulekit: untranslated` line above it.",
     "The mark tells the status and the checks that the message is a copy of English; once translated it only confuses them.",
     "# rulekit: untranslated\nui-round = Ronda { $round }",
     "Delete the `# rulekit: untranslated` line above the message."),
    ("RK317", "bad-locale-name", "warning", "A locale folder's name is not a language tag (BCP 47: `de`, `pt-BR`, `sr-Latn`), or is `pseudo`.",
     "`--lang` and the web table choose languages by folder name, and translation platforms (Weblate, Crowdin) map folders to languages by these tags; `pseudo` is made from English at run time and never read from a folder.",
     "content/locales/pt_BR/   (an underscore)\ncontent/locales/deutsch/",
     "Rename the folder to the language's tag (`pt-BR`, `de`)."),
    ("RK318", "outdated-translation", "warning", "English changed after the translation was confirmed with `rulekit l10n done`; or that command's record (`translated-from.json`) cannot be read.",
     "A translation of older English may say something the game no longer does; the status counts it as not done, and the finding shows what English said then and says now.",
     "en:  card-x = Draw two cards.   (was: Draw a card., when `de` confirmed Zieh eine Karte.)",
     "Check the translation against today's English, then `rulekit l10n done LANG ID` (or `--outdated` for all of them)."),
    ("RK320", "rules-text-numbers", "warning", "A card's written `.rules` text mentions a number that neither its effect nor its stats have.",
     "The rules text is what players read; the effect is what the engine does. A number in the text that the effect never uses is usually a text left behind when the card changed, or a translation that retyped a number wrongly. The check compares numbers written in digits (after the card's stats are filled in) with the numbers of the card's effect in words (`rulekit show GAME CARD`) and its stats, and with the numbers its effect passes on: the stats of cards it names by id, the numbers of the procedures that read a game counter it changes, and a die's faces from one of its numbers up to the highest face written as one run (\"hits on 4-6\"); numbers written as words are not compared.",
     "# cards: do: \"owner.gold += 3\"\npikeman = Pikeman\n    .rules = Gain 2 gold.",
     "Correct the text or the effect; better, write the number once as a stat and use it in both (`{ $gold }` in Fluent, `self.gold` in the effect)."),
    ("RK321", "card-message-variable", "error", "A card's message uses a variable that is not a stat of every card it names.",
     "A card's stats are the only variables its message gets; any other renders as `{$name}` to players. A message shared by several cards (copies, `text:`) can use only the stats they all have.",
     "# cards: stats: {value: 4}\nguard = Guard { $valeu }",
     "Spell the variable as the stat is named in the card's YAML, or give every card the message names that stat."),
    ("RK322", "option-message-variable", "error", "The message of a `choose` option uses a variable that is not one of the option's values.",
     "An option's values (`fetch(card in ...)`) are the only variables its message gets; any other renders as `{$name}` to players.",
     "# do: choose winner \"visit\" { fetch(card in cards_in(tavern)) { ... } }\noption-fetch = Fetch { $crad }",
     "Spell the variable as the option names its value."),
])

# content packs (rulekit.check.packs): a pack is checked against its game, its findings stand in the pack's files
_table([
    ("RK040", "pack-game", "error", "A pack extends a game that is not in the content folder, or one that has errors of its own.",
     "A pack is checked and played only together with its game: without the game nothing it names can be checked.",
     "# pack.yaml\nid: spy\ngame: musketeers      # the game is `musketiere`", "Name a game `rulekit games` lists (with `--content` for another content folder), or fix the game first (`rulekit lint`)."),
    ("RK041", "pack-changes-unknown", "error", "A pack replaces or removes a card, procedure or rule trigger that neither the game nor a pack before it has.",
     "A misspelt name would otherwise leave the game's own version in play while the modder believes it changed.",
     "replaces:\n  cards: [guard-99]    # the game has no guard-99", "Name an existing id (the near miss is shown), or move the definition out of `replaces`/`removes` if it is new."),
    ("RK042", "defined-twice", "error", "A pack (or a cards or board file) defines a card, space, board, procedure, trigger, house rule, event or counter that the game or another pack already defines.",
     "Two definitions of one id cannot both be in play: the game would silently keep one of them, and two packs adding the same card cannot be played together.",
     "# the game has a card guard-12; the pack's cards file adds\n- {id: guard-12, kind: guard, ...}", "Give the new thing an id of its own, or name the old one under `replaces:` in pack.yaml to change it."),
    ("RK043", "pack-replacement-missing", "error", "A pack replaces something without defining its new version, or removes something it defines.",
     "`replaces` takes the old definition out and puts the pack's in; without one the thing would simply be gone.",
     "replaces:\n  procedures: [take_prison]   # and no `take_prison` under procedures:", "Define the new version in the pack (under `procedures:`, `triggers:` or in a cards file), or list it under `removes` to take it out."),
    ("RK044", "pack-missing-message", "error", "A card, board, supply, space or prompt a pack adds has no message in a locale the pack declares.",
     "A pack supports the languages it lists in `locales:`; players of those languages would see `[id]` instead of a name. The shipped games' own completeness rules (every locale complete) do not apply to packs.",
     "# pack.yaml: locales: [en, de]\n# locales/de/spy.ftl: no `cardinal-spy = ...`", "Add the message to the pack's locales/<lang>/*.ftl, or drop the language from `locales:`."),
    ("RK045", "pack-file", "error", "A file of a pack does not belong in it: a game file, or a cards or board file of another game.",
     "A pack extends exactly one game; files of another game would be checked against the wrong rules.",
     "# pack.yaml: game: musketiere\n# cards/spy.yaml:\ngame: mylady", "Write the pack's game in its cards and board files, or move the file to a pack of that game."),
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
        lines.append(f"| [{entry.code}](#{entry.code.lower()}) | {entry.name} | {entry.severity} | {entry.description} |")
    return "\n".join(lines) + "\n"


def markdown_explanations() -> str:
    """One section per code: what, why, an example, the fix (what `rulekit rule CODE` prints)."""
    parts = []
    for code in sorted(CODES):
        entry = CODES[code]
        text = entry.explanation().replace(f"# {entry.code} ", f"### {entry.code} ", 1).replace("\n## ", "\n#### ")
        parts.append(f'<a id="{entry.code.lower()}"></a>\n\n{text}')
    return "\n".join(parts)


LINT_DOC = Path(__file__).resolve().parents[2] / "docs" / "lint-codes.md"

_LINT_DOC_HEAD = """# Lint rule codes

`rulekit lint` reports every finding with one of these stable codes (this page is generated from
`rulekit/check/codes.py` by `rulekit docs`; a test fails when it is stale). `rulekit rule RK204` prints one
explanation in the terminal.

Checking runs in stages: files, YAML, schema, ids (references), effects, locales. A file that fails a stage is
reported and kept out of the later ones (an error inside one card holds back only that card), so one broken file
yields its own findings and every other file is still checked. An unexpected failure of rulekit itself is one
RK000 finding and exit code 2.

- Select or ignore codes by prefix with `--select`/`--ignore` (repeated or comma-separated, any case; `ALL` is
  every code, and the longer matching prefix wins); a prefix that matches no code is a usage error (exit 2) with
  the near miss.
- Configure the same in `[tool.rulekit.lint]` of pyproject.toml, or in `[lint]` of a `rulekit.toml` for content
  repositories that are not Python projects, with `per-file-ignores` (globs relative to the config file):

  ```toml
  [lint]
  ignore = ["RK303"]

  [lint.per-file-ignores]
  "cards/legacy/**" = ["RK022"]
  ```

- Silence one YAML line with a comment at its end: `# rulekit: ignore[RK022]` (or `# rulekit: ignore`). In .ftl
  files write the same words as a Fluent comment on the line above the message (a comment at the end of a
  message line would be part of the text players see). Suppressions that silence nothing are reported (RK008).
- `--statistics` counts findings per code; `--format json` prints an object with `version`, `tool`,
  `files_checked`, `counts` and `diagnostics`; `--format sarif` is SARIF 2.1.0 for code scanning.
- Exit codes: 0 clean, 1 findings (warnings only with `--warnings-as-errors`), 2 usage or internal error.

"""


def update_codes_doc(path: Path = LINT_DOC, check_only: bool = False) -> bool:
    """Rewrite the rule-code page; True when it was stale."""
    text = _LINT_DOC_HEAD + markdown_table() + "\n## The codes\n\n" + markdown_explanations()
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    if current == text:
        return False
    if not check_only:
        path.write_text(text, encoding="utf-8")
    return True
