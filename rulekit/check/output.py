"""How lint findings are written: text (default), concise, json, github, sarif; and the exit code.

Exit codes: 0 clean, 1 findings (errors; warnings only with ``warnings_as_errors``), 2 usage or configuration
error. ``exit_zero`` always returns 0 for findings.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Callable, Iterable, Mapping, Sequence, TextIO
from urllib.parse import quote

from rulekit.check.codes import CODES, DOCS_URL
from rulekit.check.lint import CompileHook, LintConfigError, ScenarioHook, SweepHook, lint_result
from rulekit.check.stages import BUG_REPORT
from rulekit.errors import Diagnostic
from rulekit.load.files import INTERNAL, located

FORMATS = ("text", "concise", "json", "github", "sarif")
DISTRIBUTION = "rulekit-games"  # the name on the package index ("rulekit" there is another project)
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def headline(diagnostic: Diagnostic) -> str:
    """``path:line:col: CODE message (did you mean 'x'?)``; just ``path:`` when the line is unknown."""
    if diagnostic.span.line > 0:
        return diagnostic.headline()
    text = f"{diagnostic.span.path}: {diagnostic.code} {diagnostic.message}"
    if diagnostic.suggestion:
        text += f" (did you mean {diagnostic.suggestion!r}?)"
    return text


class _Lines:
    """Source lines by path, split once per file (splitting per finding made text output quadratic). Only text
    that was read as content is shown: nothing is read from disk here, so a file the loader refused (a link out
    of the content root) can never be printed."""

    def __init__(self, sources: Mapping[str, str] | None) -> None:
        self.sources = sources or {}
        self.cache: dict[str, list[str]] = {}

    def get(self, diagnostic: Diagnostic) -> str | None:
        span = diagnostic.span
        if span.line <= 0:
            return None
        lines = self.cache.get(span.path)
        if lines is None:
            text = self.sources.get(span.path)
            if text is None:
                return None
            lines = self.cache[span.path] = text.splitlines()
        return lines[span.line - 1] if span.line <= len(lines) else None


def summary(diagnostics: Sequence[Diagnostic], files_checked: int | None = None) -> str:
    """``2 errors, 1 warning in 4 files`` (files with findings), or ``no problems in N files``."""
    if not diagnostics:
        if files_checked is None:
            return "no problems"
        return f"no problems in {files_checked} file{'s' if files_checked != 1 else ''}"
    errors = sum(1 for d in diagnostics if d.severity == "error")
    warnings = len(diagnostics) - errors
    files = len({d.span.path for d in diagnostics})
    parts = [f"{errors} error{'s' if errors != 1 else ''}", f"{warnings} warning{'s' if warnings != 1 else ''}"]
    return f"{', '.join(parts)} in {files} file{'s' if files != 1 else ''}"


def format_text(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                files_checked: int | None = None) -> str:
    lines = _Lines(sources)
    blocks = []
    for diagnostic in diagnostics:
        line = lines.get(diagnostic)
        blocks.append(diagnostic.render(line) if line is not None else headline(diagnostic))
    body = "\n\n".join(blocks)
    return (body + "\n\n" if body else "") + summary(diagnostics, files_checked) + "\n"


def format_concise(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                   files_checked: int | None = None) -> str:
    lines = [headline(d) for d in diagnostics]
    lines.append(summary(diagnostics, files_checked))
    return "\n".join(lines) + "\n"


def to_json(diagnostic: Diagnostic) -> dict[str, object]:
    span = diagnostic.span
    return {
        "file": span.path, "line": span.line, "column": span.column,
        "end_line": span.end_line or span.line, "end_column": span.end_column or span.column,
        "code": diagnostic.code, "severity": diagnostic.severity, "message": diagnostic.message,
        "suggestion": diagnostic.suggestion, "card": span.card,
    }


JSON_FORMAT_VERSION = 1


def counts(diagnostics: Sequence[Diagnostic]) -> dict[str, object]:
    by_code: dict[str, int] = {}
    for d in diagnostics:
        by_code[d.code] = by_code.get(d.code, 0) + 1
    errors = sum(1 for d in diagnostics if d.severity == "error")
    return {"errors": errors, "warnings": len(diagnostics) - errors, "by_code": dict(sorted(by_code.items()))}


def format_json(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                files_checked: int | None = None) -> str:
    """One JSON object: the format's version, rulekit's, how many files were checked, counts, the findings."""
    envelope = {
        "version": JSON_FORMAT_VERSION,
        "tool": {"name": "rulekit", "version": _version()},
        "files_checked": files_checked,
        "counts": counts(diagnostics),
        "diagnostics": [to_json(d) for d in diagnostics],
    }
    return json.dumps(envelope, indent=2, ensure_ascii=False) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _message(diagnostic: Diagnostic) -> str:
    if diagnostic.suggestion:
        return f"{diagnostic.message} (did you mean {diagnostic.suggestion!r}?)"
    return diagnostic.message


def format_github(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                  files_checked: int | None = None) -> str:
    """GitHub Actions workflow commands: the findings show as annotations on the pull request."""
    lines = []
    for diagnostic in diagnostics:
        span = diagnostic.span
        level = "error" if diagnostic.severity == "error" else "warning"
        props = [f"file={_escape_property(span.path)}"]
        if span.line > 0:
            props += [f"line={span.line}", f"col={max(span.column, 1)}"]
        props.append(f"title={_escape_property(diagnostic.code)}")
        lines.append(f"::{level} {','.join(props)}::{_escape_data(_message(diagnostic))}")
    return "\n".join(lines) + ("\n" if lines else "")


def _uri(path: str) -> tuple[str, bool]:
    """A SARIF artifact URI: relative to the working directory when possible (then True)."""
    resolved = located(Path(path))  # a link is named as the link: never resolved (it may loop or leave the root)
    try:
        relative = resolved.relative_to(Path.cwd().resolve())
        return quote(relative.as_posix()), True  # "a b#c.ftl": a space and a '#' would not be a path in a URI
    except ValueError:
        return resolved.as_uri() if resolved.is_absolute() else Path(path).as_posix(), False


def _rule(code: str) -> dict[str, object]:
    entry = CODES.get(code)
    if entry is None:
        return {"id": code, "name": code, "shortDescription": {"text": code},
                "defaultConfiguration": {"level": "error"}}
    full = " ".join(part for part in (entry.description, entry.why, entry.fix) if part)
    link = {"helpUri": entry.help_uri} if entry.help_uri else {}
    return {
        "id": code,
        "name": entry.name,
        "shortDescription": {"text": entry.description},
        "fullDescription": {"text": full},
        "help": {"text": entry.explanation(), "markdown": entry.explanation()},
        **link,
        "defaultConfiguration": {"level": entry.severity},
    }


def format_sarif(diagnostics: Sequence[Diagnostic], sources: Mapping[str, str] | None = None,
                 files_checked: int | None = None) -> str:
    """SARIF 2.1.0 (GitHub code scanning): rules from the code table, relative paths, stable fingerprints."""
    lines = _Lines(sources)
    codes = sorted(set(CODES) | {d.code for d in diagnostics})
    index = {code: number for number, code in enumerate(codes)}
    results = []
    for diagnostic in diagnostics:
        span = diagnostic.span
        uri, relative = _uri(span.path)
        location: dict[str, object] = {"artifactLocation": {"uri": uri, **({"uriBaseId": "%SRCROOT%"} if relative else {})}}
        if span.line > 0:
            region = {"startLine": span.line, "startColumn": max(span.column, 1)}
            if span.end_line >= span.line and span.end_column > 0:
                region["endLine"] = span.end_line
                region["endColumn"] = span.end_column
            location["region"] = region
        source = (lines.get(diagnostic) or "").strip()
        digest = hashlib.sha256("\0".join([diagnostic.code, uri, span.card or "", diagnostic.message, source])
                                .encode("utf-8")).hexdigest()
        results.append({
            "ruleId": diagnostic.code,
            "ruleIndex": index[diagnostic.code],
            "level": "error" if diagnostic.severity == "error" else "warning",
            "message": {"text": _message(diagnostic)},
            "locations": [{"physicalLocation": location}],
            "partialFingerprints": {"rulekitFinding/v1": digest[:32]},
        })
    failed = any(d.code == INTERNAL for d in diagnostics)
    sarif = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "rulekit", "version": _version(), "informationUri": DOCS_URL,
                                "rules": [_rule(code) for code in codes]}},
            # no absolute folder: the same findings give the same bytes on every machine (a CI checkout, a laptop)
            "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "the folder rulekit lint ran in"}}},
            "invocations": [{"executionSuccessful": not failed}],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }
    return json.dumps(sarif, indent=2, ensure_ascii=False) + "\n"


def _version() -> str:
    try:
        from importlib.metadata import version

        return version(DISTRIBUTION)
    except Exception:  # noqa: BLE001 - not installed (a checkout)
        return "0"


FORMATTERS: dict[str, Callable[..., str]] = {
    "text": format_text, "concise": format_concise, "json": format_json,
    "github": format_github, "sarif": format_sarif,
}


def format_diagnostics(diagnostics: Sequence[Diagnostic], fmt: str = "text",
                       sources: Mapping[str, str] | None = None, files_checked: int | None = None) -> str:
    if fmt not in FORMATTERS:
        raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    return FORMATTERS[fmt](diagnostics, sources, files_checked)


def statistics(diagnostics: Sequence[Diagnostic]) -> str:
    """One line per code, most frequent first: count, code, name (as ruff --statistics)."""
    by_code = counts(diagnostics)["by_code"]
    assert isinstance(by_code, dict)
    rows = sorted(by_code.items(), key=lambda item: (-item[1], item[0]))
    width = max((len(str(n)) for _, n in rows), default=1)
    lines = [f"{n:>{width}}\t{code}\t{CODES[code].name if code in CODES else ''}" for code, n in rows]
    return "\n".join(lines) + ("\n" if lines else "")


def exit_code(diagnostics: Iterable[Diagnostic], strict_warnings: bool = False) -> int:
    """2 when rulekit itself failed (RK000), 1 when there are errors (or, with strict_warnings, warnings), else 0."""
    code = 0
    for diagnostic in diagnostics:
        if diagnostic.code == INTERNAL:
            return 2
        if diagnostic.severity == "error" or strict_warnings:
            code = 1
    return code


def run_lint(paths: Sequence[str | os.PathLike[str]], fmt: str = "text", select: Sequence[str] = (),
             ignore: Sequence[str] = (), exit_zero: bool = False, warnings_as_errors: bool = False,
             compile_hook: CompileHook | None = None, stream: TextIO | None = None,
             show_statistics: bool = False, content_root: str | os.PathLike[str] | None = None,
             sweep_hook: SweepHook | None = None, scenario_hook: ScenarioHook | None = None) -> int:
    """Lint, write the findings to stream in the chosen format, and return the exit code (0, 1 or 2).

    Usage errors (an unknown format or code, a path that does not exist, a bad config file) go to stderr and
    return 2. An internal error (RK000) is printed as a finding in the chosen format, with a request for a bug
    report on stderr, and returns 2 even with exit_zero.
    """
    stream = sys.stdout if stream is None else stream
    if fmt not in FORMATTERS:
        print(f"rulekit lint: unknown format {fmt!r} (use one of {', '.join(FORMATS)})", file=sys.stderr)
        return 2
    missing = [str(p) for p in paths if not os.path.lexists(p)]
    if missing:
        print(f"rulekit lint: no such file or directory: {', '.join(missing)}", file=sys.stderr)
        return 2
    try:
        result = lint_result(list(paths), compile_hook=compile_hook, select=select or None, ignore=ignore,
                             content_root=content_root, sweep_hook=sweep_hook, scenario_hook=scenario_hook)
    except LintConfigError as exc:
        print(f"rulekit lint: {exc}", file=sys.stderr)
        return 2
    if show_statistics and fmt in ("text", "concise"):
        stream.write(statistics(result.diagnostics))
    else:
        stream.write(format_diagnostics(result.diagnostics, fmt, result.content.sources, len(result.files)))
    code = exit_code(result.diagnostics, strict_warnings=warnings_as_errors)
    if code == 2:
        print(f"rulekit lint: {BUG_REPORT}", file=sys.stderr)
        return 2
    return 0 if exit_zero else code
