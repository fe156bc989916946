"""Suppression comments, and the unused ones (RK008).

- YAML: ``# rulekit: ignore[RK022]`` (or bare ``# rulekit: ignore``) at the end of the line of the finding.
- Fluent (.ftl): the same words as a comment line (or block of comment lines) directly above the message.
  Fluent has no end-of-line comments: ``msg = Text # rulekit: ignore`` would be shown to players as text, so
  such a line is itself reported (RK008).

A suppression is used when it matches a finding of its line before ``--select``/``--ignore`` are applied, so a
narrow selection does not turn every other suppression into a warning.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from rulekit.check.codes import CODES
from rulekit.errors import Diagnostic, Span, did_you_mean

_SUPPRESS = re.compile(r"#+\s*rulekit:\s*ignore(?:\[([^\]]*)\])?")
UNUSED = "RK008"


@dataclass
class Suppression:
    path: str
    line: int  # the line of the comment
    column: int
    applies_to: int  # the line whose findings it silences
    codes: tuple[str, ...] | None  # None: every code
    used: bool = False


@dataclass
class Suppressions:
    """Every suppression comment of the target files, by (path, line it applies to)."""

    by_line: dict[tuple[str, int], list[Suppression]] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)  # misplaced or unknown ones

    def silences(self, diagnostic: Diagnostic) -> bool:
        """Whether a finding is silenced (and mark the suppression used)."""
        found = False
        for item in self.by_line.get((diagnostic.span.path, diagnostic.span.line), ()):
            if item.codes is None or any(diagnostic.code.startswith(code) for code in item.codes):
                item.used = True
                found = True
        return found

    def unused(self) -> list[Diagnostic]:
        out = list(self.problems)
        seen: set[int] = set()  # one suppression of a .ftl message covers each of its lines
        for items in self.by_line.values():
            for item in items:
                if not item.used and id(item) not in seen:
                    seen.add(id(item))
                    what = f"[{', '.join(item.codes)}]" if item.codes else ""
                    out.append(Diagnostic(UNUSED, f"unused suppression `rulekit: ignore{what}`: no finding on the "
                                                  "line it covers", Span(item.path, item.line, item.column),
                                          "warning"))
        return out


def find_suppressions(sources: Mapping[str, str], paths: Iterable[str]) -> Suppressions:
    """The suppression comments of the given files (display paths into sources)."""
    result = Suppressions()
    for path in paths:
        text = sources.get(path)
        if text is None or "rulekit:" not in text:
            continue
        ftl = path.endswith(".ftl")
        lines = text.splitlines()
        for number, line in enumerate(lines, start=1):
            match = _SUPPRESS.search(line)
            if match is None:
                continue
            column = match.start() + 1
            codes = _codes(match.group(1), path, number, column, result.problems)
            if ftl:
                if line.lstrip().startswith("#"):
                    target = _next_entry_line(lines, number)
                    item = Suppression(path, number, column, target, codes)
                    for covered in _entry_lines(lines, target):  # a finding may point into a continuation line
                        result.by_line.setdefault((path, covered), []).append(item)
                else:
                    result.problems.append(Diagnostic(
                        UNUSED, "in .ftl files put `# rulekit: ignore[...]` on a comment line above the message: "
                                "here it is part of the text players see", Span(path, number, column), "warning"))
            else:
                _add(result, Suppression(path, number, column, number, codes))
    return result


def _add(result: Suppressions, item: Suppression) -> None:
    result.by_line.setdefault((item.path, item.applies_to), []).append(item)


def _entry_lines(lines: list[str], first: int) -> range:
    """The lines of the message starting at line `first`: it and the indented lines that continue it."""
    last = first
    while last < len(lines) and lines[last][:1] in (" ", "\t") and lines[last].strip():
        last += 1
    return range(first, last + 1)


def _next_entry_line(lines: list[str], number: int) -> int:
    """The first line after a comment block (the message the block belongs to)."""
    index = number  # 0-based index of the line after `number`
    while index < len(lines) and lines[index].lstrip().startswith("#"):
        index += 1
    return index + 1


def _codes(inside: str | None, path: str, line: int, column: int, problems: list[Diagnostic]) -> tuple[str, ...] | None:
    if inside is None:
        return None
    codes = tuple(c.strip().upper() for c in inside.split(",") if c.strip())  # any case, as on the command line
    for code in codes:
        if not any(known.startswith(code) for known in CODES):
            problems.append(Diagnostic(UNUSED, f"suppression names {code!r}, which is no rule code", Span(path, line, column),
                                       "warning", did_you_mean(code, CODES)))
    return codes
