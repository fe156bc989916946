"""Checking content: reference checks, locale checks, the linter and its output formats.

    diagnostics = lint(["content"], compile_hook=compile_effects)
    code = run_lint(["content"], fmt="sarif")          # what `rulekit lint` calls
    content = load_checked(["content"])               # for running games: raises ContentError on errors
"""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from rulekit.check.codes import CODES, Code, diagnostic, markdown_table, register, severity_of
from rulekit.check.lint import (CompileHook, LintConfigError, LintResult, check_paths, lint, lint_result,
                                selected, sort_diagnostics)
from rulekit.check.locales import check_locales, required_messages
from rulekit.check.output import FORMATS, exit_code, format_diagnostics, run_lint
from rulekit.check.references import check_references
from rulekit.errors import ContentError
from rulekit.load.documents import ContentSet


def load_checked(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None) -> ContentSet:
    """Load content and run every check; raise ContentError carrying all errors (warnings are ignored)."""
    content, diagnostics = check_paths(paths, compile_hook=compile_hook)
    errors = [d for d in sort_diagnostics(diagnostics) if d.severity == "error"]
    if errors:
        raise ContentError(errors)
    return content


__all__ = [
    "CODES", "Code", "CompileHook", "FORMATS", "LintConfigError", "LintResult", "check_locales", "check_paths",
    "check_references", "diagnostic", "exit_code", "format_diagnostics", "lint",
    "lint_result", "load_checked", "markdown_table", "register", "required_messages", "run_lint", "selected",
    "severity_of",
]
