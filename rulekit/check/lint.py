"""The rules linter: load, schema, references, locales, then (optionally) the effect compiler.

Selection works like ruff's: ``select``/``ignore`` take code prefixes ("RK02" is every reference check), the
longer matching prefix wins, and both can be set in ``[tool.rulekit.lint]`` of the nearest pyproject.toml above
the first path. A YAML comment ``# rulekit: ignore[RK022]`` (or bare ``# rulekit: ignore``) silences findings on
its line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from rulekit.check.locales import check_locales
from rulekit.check.references import check_references
from rulekit.errors import ContentError, Diagnostic, RulekitError
from rulekit.load.documents import ContentSet, load_content
from rulekit.load.schemas import validate_document

try:
    import tomllib
except ImportError:  # pragma: no cover - Python 3.10
    try:
        import tomli as tomllib  # type: ignore[no-redef]
    except ImportError:
        tomllib = None  # type: ignore[assignment]

CompileHook = Callable[[ContentSet], Sequence[Diagnostic]]

_SUPPRESS = re.compile(r"#\s*rulekit:\s*ignore(?:\[([^\]]*)\])?")


class LintConfigError(RulekitError):
    """A [tool.rulekit.lint] table that cannot be used (a usage error: exit code 2)."""


@dataclass
class LintResult:
    diagnostics: list[Diagnostic]
    content: ContentSet
    files: list[str] = field(default_factory=list)  # files checked (that were asked for)


def lint(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None,
         select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
         use_config: bool = True) -> list[Diagnostic]:
    """Every finding for the given files and directories, filtered and sorted by path, line, column, code."""
    return lint_result(paths, compile_hook=compile_hook, select=select, ignore=ignore,
                       use_config=use_config).diagnostics


def lint_result(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None,
                select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
                use_config: bool = True) -> LintResult:
    """Like lint(), also returning the content read and the files checked (for summaries and source lines)."""
    config = find_config(paths[0]) if use_config and paths else {}
    chosen_select = list(select) if select else list(config.get("select", []))
    chosen_ignore = list(ignore or ()) + list(config.get("ignore", []))
    content, diagnostics = check_paths(paths, compile_hook=compile_hook)
    lines: dict[str, list[str]] = {}
    kept = [d for d in diagnostics
            if not content.is_context(d.span.path)
            and selected(d.code, chosen_select, chosen_ignore)
            and not suppressed(d, content.sources, lines)]
    files = [path for path in content.files() if content.is_target(path)]
    return LintResult(sort_diagnostics(kept), content, files)


def check_paths(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None
                ) -> tuple[ContentSet, list[Diagnostic]]:
    """Load and run every check, unfiltered: (content, diagnostics)."""
    content, diagnostics = load_content(paths)
    diagnostics = list(diagnostics)
    for doc in content.documents:
        diagnostics.extend(validate_document(doc))
    diagnostics.extend(check_references(content))
    diagnostics.extend(check_locales(content))
    if compile_hook is not None:
        games = compilable_games(content, diagnostics)
        if games:
            try:
                diagnostics.extend(compile_hook(content.subset(games)))
            except ContentError as exc:
                diagnostics.extend(exc.diagnostics)
    return content, _unique(diagnostics)


def compilable_games(content: ContentSet, diagnostics: Iterable[Diagnostic]) -> list[str]:
    """Games whose game file exists and has no YAML or schema error (RK00x/RK01x): compiling the others would
    only add noise."""
    broken_paths = {d.span.path for d in diagnostics if d.severity == "error" and d.code[:4] in ("RK00", "RK01")}
    games = []
    for game in content.games():
        docs = [d for d in content.documents if d.kind == "game" and d.game == game]
        if docs and all(d.ok and d.path not in broken_paths for d in docs):
            games.append(game)
    return games


def _unique(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    seen: set[Diagnostic] = set()
    out = []
    for d in diagnostics:
        if d not in seen:
            seen.add(d)
            out.append(d)
    return out


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=lambda d: (d.span.path, d.span.line, d.span.column, d.code, d.message))


def selected(code: str, select: Sequence[str], ignore: Sequence[str]) -> bool:
    """Whether a code is reported: the longest matching select prefix must beat the longest matching ignore."""
    chosen = max((len(p) for p in select if code.startswith(p)), default=-1) if select else 0
    dropped = max((len(p) for p in ignore if code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > dropped


def suppressed(diagnostic: Diagnostic, sources: dict[str, str],
               cache: dict[str, list[str]] | None = None) -> bool:
    """Whether the diagnostic's line carries ``# rulekit: ignore`` or ``# rulekit: ignore[CODE, ...]``."""
    path = diagnostic.span.path
    if path not in sources or diagnostic.span.line <= 0:
        return False
    cache = {} if cache is None else cache
    if path not in cache:
        cache[path] = sources[path].splitlines()
    lines = cache[path]
    if diagnostic.span.line > len(lines):
        return False
    match = _SUPPRESS.search(lines[diagnostic.span.line - 1])
    if match is None:
        return False
    if match.group(1) is None:
        return True
    codes = [c.strip() for c in match.group(1).split(",") if c.strip()]
    return any(diagnostic.code.startswith(code) for code in codes)


def find_config(start: str | Path) -> dict[str, list[str]]:
    """``[tool.rulekit.lint]`` of the nearest pyproject.toml at or above start ({} when there is none)."""
    path = Path(start).resolve()
    directory = path if path.is_dir() else path.parent
    for candidate in (directory, *directory.parents):
        pyproject = candidate / "pyproject.toml"
        if pyproject.is_file():
            return read_config(pyproject)
    return {}


def read_config(pyproject: Path) -> dict[str, list[str]]:
    if tomllib is None:  # pragma: no cover
        return {}
    try:
        data: dict[str, Any] = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LintConfigError(f"{pyproject}: cannot read: {exc}") from exc
    table = data.get("tool", {}).get("rulekit", {}).get("lint", {})
    if not isinstance(table, dict):
        raise LintConfigError(f"{pyproject}: [tool.rulekit.lint] must be a table")
    config: dict[str, list[str]] = {}
    for key, value in table.items():
        if key not in ("select", "ignore"):
            raise LintConfigError(f"{pyproject}: unknown key {key!r} in [tool.rulekit.lint] (use select, ignore)")
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise LintConfigError(f"{pyproject}: [tool.rulekit.lint] {key} must be a list of code prefixes")
        config[key] = value
    return config
