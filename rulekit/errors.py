"""One error tree for everything rulekit reports to a person.

Every problem with content is a `Diagnostic`: a stable code, a message, and a `Span` naming the file, line and
column (1-based) and, where known, the card id. Errors that stop a run carry their diagnostics, so the CLI can
print all of them the same way and never shows a traceback for bad input.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence


@dataclass(frozen=True, slots=True)
class Span:
    """Where something stands in a content file (1-based line and column)."""

    path: str
    line: int = 0
    column: int = 0
    end_line: int = 0
    end_column: int = 0
    card: str | None = None

    def offset(self, line: int, column: int, end_line: int = 0, end_column: int = 0) -> "Span":
        """A span inside this one, given 1-based line/column relative to the start of this span's text.

        Used for effect strings: lark counts from the start of the string, the YAML mark from the file.
        """
        abs_line = self.line + line - 1
        abs_col = self.column + column - 1 if line == 1 else column
        abs_end_line = self.line + end_line - 1 if end_line else 0
        abs_end_col = (self.column + end_column - 1 if end_line == 1 else end_column) if end_line else 0
        return Span(self.path, abs_line, abs_col, abs_end_line, abs_end_col, self.card)

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


UNKNOWN_SPAN = Span("<unknown>")


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding: code (stable, e.g. RK201), message, where, and an optional suggestion."""

    code: str
    message: str
    span: Span = UNKNOWN_SPAN
    severity: str = "error"
    suggestion: str | None = None

    def headline(self) -> str:
        text = f"{self.span}: {self.code} {self.message}"
        if self.suggestion:
            text += f" (did you mean {self.suggestion!r}?)"
        return text

    def render(self, source_line: str | None = None) -> str:
        """The headline, then the source line with a caret under the column."""
        if source_line is None:
            source_line = read_source_line(self.span)
        lines = [self.headline()]
        if source_line is not None and self.span.column > 0:
            lines.append("    " + source_line.rstrip("\n"))
            width = 1
            if self.span.end_line == self.span.line and self.span.end_column > self.span.column:
                width = self.span.end_column - self.span.column
            lines.append("    " + " " * (self.span.column - 1) + "^" * width)
        return "\n".join(lines)


def read_source_line(span: Span) -> str | None:
    if span.line <= 0:
        return None
    try:
        with Path(span.path).open(encoding="utf-8") as handle:
            for number, text in enumerate(handle, start=1):
                if number == span.line:
                    return text
    except OSError:
        return None
    return None


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """The closest candidate to a misspelt word, or None when nothing is close."""
    matches = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return matches[0] if matches else None


class RulekitError(Exception):
    """Base of every error rulekit raises on purpose.

    An error a player can see (an answer refused, house rules that do not go together) also names a Fluent
    message, `message_id` with its variables `message_args`, that says it in the player's language
    (`Localizer.error`); the English text stays for logs, developers and the command line.
    """

    message_id: str | None = None
    message_args: dict[str, Any] = {}

    def __init__(self, *args: object, message_id: str | None = None, **message_args: Any) -> None:
        super().__init__(*args)
        if message_id is not None:
            self.message_id = message_id
            self.message_args = message_args


@dataclass(eq=False)
class ContentError(RulekitError):
    """Content that cannot be used: carries every diagnostic found, not only the first."""

    diagnostics: Sequence[Diagnostic] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        super().__init__(self.__str__())

    def __str__(self) -> str:
        return "\n".join(d.render() for d in self.diagnostics) or "content error"


class EffectSyntaxError(ContentError):
    """An effect string that does not parse."""


class EffectCheckError(ContentError):
    """An effect that parses but names unknown things or uses them wrongly."""


class IllegalActionError(RulekitError):
    """An answer to a decision that is not allowed now. The game state is unchanged."""


class EffectBudgetError(RulekitError):
    """An effect ran more steps than its budget: the engine stops it instead of hanging."""

    def __init__(self, message: str, span: Span | None = None) -> None:
        super().__init__(f"{span}: {message}" if span else message)
        self.span = span


class EffectRuntimeError(RulekitError):
    """An effect did something impossible at run time (e.g. moved a card that is not there)."""

    def __init__(self, message: str, span: Span | None = None) -> None:
        super().__init__(f"{span}: {message}" if span else message)
        self.span = span


class PluginError(RulekitError):
    """A plugin (house rule or game ruleset) that cannot be loaded or that broke a rule of the hooks."""


class SaveError(RulekitError):
    """A saved game that cannot be read."""
