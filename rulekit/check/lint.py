"""The rules linter: load, then the check stages (rulekit.check.stages), then selection and suppression.

Selection works like ruff's: ``select``/``ignore`` take code prefixes ("RK02" is every reference check), the
longer matching prefix wins; they and per-file ignores can be set in ``[tool.rulekit.lint]`` of pyproject.toml or
``[lint]`` of a rulekit.toml (rulekit.check.config). A YAML comment ``# rulekit: ignore[RK022]`` (or bare
``# rulekit: ignore``) silences findings on its line; in .ftl files the comment goes on the line above
(rulekit.check.suppress). Unused suppressions are reported (RK008).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Mapping, Sequence

from rulekit.check.config import LintConfig, LintConfigError, check_codes, code_prefixes, find_config, selected
from rulekit.check.stages import CompileHook, run_stages
from rulekit.check.suppress import find_suppressions
from rulekit.errors import Diagnostic
from rulekit.load.documents import SCENARIO_SUFFIX, ContentSet, load_content
from rulekit.load.files import INTERNAL, internal_error

# checks a sweep file: (path, its text or None to read it, the content root or None) -> findings
SweepHook = Callable[[Path, "str | None", "Path | None"], Sequence[Diagnostic]]
ScenarioHook = Callable[[Path], Sequence[Diagnostic]]  # a card-test file's own problems (rulekit.testing.files)

__all__ = ["CompileHook", "LintConfigError", "LintResult", "check_paths", "lint", "lint_result", "selected",
           "sort_diagnostics"]


@dataclass
class LintResult:
    diagnostics: list[Diagnostic]
    content: ContentSet
    files: list[str] = field(default_factory=list)  # files checked (that were asked for)
    loaded: ContentSet | None = None  # everything read, before the checks held anything back


def lint(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None,
         select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
         use_config: bool = True, content_root: str | Path | None = None) -> list[Diagnostic]:
    """Every finding for the given files and directories, filtered and sorted by path, line, column, code."""
    return lint_result(paths, compile_hook=compile_hook, select=select, ignore=ignore,
                       use_config=use_config, content_root=content_root).diagnostics


def lint_result(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None,
                select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
                use_config: bool = True, overrides: Mapping[str, str] | None = None,
                content_root: str | Path | None = None, sweep_hook: SweepHook | None = None,
                scenario_hook: ScenarioHook | None = None) -> LintResult:
    """Like lint(), also returning the content read and the files checked (for summaries and source lines).
    ``overrides``: resolved path -> text read instead of the file (the language server's unsaved buffers).
    ``sweep_hook``: checks a sweep file (rulekit.sim.sweep.check_sweep); without it a sweep file is read as content.
    ``scenario_hook``: checks a card-test file (*.scenario.yaml, given or inside a pack given); without it they are
    skipped in packs and read as content when given.

    Raises LintConfigError (a usage error) for a selector that names no code or a bad config file.
    """
    select, ignore = code_prefixes(select or ()), code_prefixes(ignore or ())
    check_codes(select, "--select")
    check_codes(ignore, "--ignore")
    config = find_config(paths[0]) if use_config and paths else LintConfig()
    chosen_select = select or config.select
    chosen_ignore = ignore + config.ignore
    in_packs = files_in_packs(paths)  # a file of a pack is checked with its pack, as `rulekit lint PACK` does
    if in_packs:
        paths = list(dict.fromkeys(in_packs.get(str(p), str(p)) for p in paths))
    loaded, content, diagnostics = _checked(paths, compile_hook, overrides, content_root, sweep_hook, scenario_hook)
    if in_packs:
        diagnostics = _only_files(diagnostics, in_packs)
    files = [path for path in content.files() if content.is_target(path)]
    suppressions = find_suppressions(content.sources, files)
    kept = []
    for d in diagnostics:
        if d.code == INTERNAL:  # rulekit's own failure is never filtered away: it decides the exit code
            kept.append(d)
            continue
        if content.is_context(d.span.path) or suppressions.silences(d):
            continue
        dropped = config.ignored_in(d.span.path)
        if selected(d.code, chosen_select, chosen_ignore + list(dropped)):
            kept.append(d)
    for d in suppressions.unused():
        if selected(d.code, chosen_select, chosen_ignore + list(config.ignored_in(d.span.path))):
            kept.append(d)
    return LintResult(sort_diagnostics(kept), content, files, loaded)


def files_in_packs(paths: Sequence[str | Path]) -> dict[str, str]:
    """Each given file that lies in a content pack (the nearest folder above it with a pack.yaml, as for
    `rulekit test`: PACK/cards/x.yaml, PACK/locales/de/x.ftl) -> that pack's folder."""
    from rulekit.check.packs import is_pack_path
    from rulekit.load.packs import enclosing_pack

    found = {}
    for path in paths:
        if is_pack_path(path) or not Path(path).is_file():
            continue
        folder = enclosing_pack(path)
        if folder is not None:
            found[str(path)] = str(folder)
    return found


def _only_files(diagnostics: list[Diagnostic], in_packs: Mapping[str, str]) -> list[Diagnostic]:
    """The findings in the given files of packs, and those outside the packs (other paths given)."""
    files = {str(Path(p).resolve()) for p in in_packs}
    folders = [Path(folder) for folder in in_packs.values()]

    def wanted(diagnostic: Diagnostic) -> bool:
        where = Path(diagnostic.span.path).resolve()
        return str(where) in files or not any(where.is_relative_to(folder) for folder in folders)
    return [d for d in diagnostics if wanted(d)]


def check_paths(paths: Sequence[str | Path], *, compile_hook: CompileHook | None = None,
                content_root: str | Path | None = None) -> tuple[ContentSet, list[Diagnostic]]:
    """Load and run every check stage, unfiltered: (the checked content, diagnostics).

    The checked content holds only what passed the stages (see rulekit.check.stages); its ``files()`` still
    lists every file read. A path that is a content pack (a folder with a pack.yaml) is checked against its game
    in `content_root` (default: the usual content folder), see rulekit.check.packs.
    """
    _loaded, checked, diagnostics = _checked(paths, compile_hook, content_root=content_root)
    return checked, diagnostics


def _checked(paths: Sequence[str | Path], compile_hook: CompileHook | None, overrides: Mapping[str, str] | None = None,
             content_root: str | Path | None = None, sweep_hook: SweepHook | None = None,
             scenario_hook: ScenarioHook | None = None) -> tuple[ContentSet, ContentSet, list[Diagnostic]]:
    """(everything read, what passed the checks, every finding)."""
    from rulekit.check.packs import is_pack_path

    packs = [p for p in paths if is_pack_path(p)]
    sweeps = [p for p in paths if sweep_hook is not None and is_sweep_path(p)]
    scenarios = _scenario_files(paths, packs) if scenario_hook is not None else []
    others = [p for p in paths if not is_pack_path(p) and p not in sweeps and p not in scenarios]
    diagnostics: list[Diagnostic] = []
    content = checked = ContentSet()
    if others or not (packs or sweeps):
        content, found = load_content(others, overrides=overrides)
        diagnostics.extend(found)
        checked = run_stages(content, diagnostics, compile_hook)
    if packs:
        checked = _with_packs(checked, packs, content_root, compile_hook, diagnostics, overrides)
    root = Path(content_root) if content_root else None
    for sources, check, what in (
            (_sweep_sources(sweeps, overrides or {}), lambda path, text: sweep_hook(Path(path), text, root),
             "the sweep file"),
            ({str(path): None for path in scenarios}, lambda path, _text: scenario_hook(Path(path)),
             "the card-test file")):
        if not sources:
            continue
        for path, text in sources.items():
            try:
                diagnostics.extend(check(path, text))
            except Exception as error:  # noqa: BLE001 - rulekit's own failure: RK000 on the file, no traceback
                diagnostics.append(internal_error(path, what, error))
        content, checked = _with_files(content, sources), _with_files(checked, sources)
    return content, checked, _unique(diagnostics)


def _scenario_files(paths: Sequence[str | Path], packs: Sequence[str | Path]) -> list[str | Path]:
    """The card-test files given, and those inside the packs given (their own tests, checked with them)."""
    given = [p for p in paths if str(p).endswith(SCENARIO_SUFFIX) and Path(p).is_file()]
    for pack in packs:
        folder = Path(pack) if Path(pack).is_dir() else Path(pack).parent
        given += [str(p) for p in sorted(folder.rglob("*" + SCENARIO_SUFFIX)) if not any(
            part.startswith(".") for part in p.relative_to(folder).parts)]
    return given


def is_sweep_path(path: str | Path) -> bool:
    """A balance sweep file (`rulekit sweep`): named sweep.yaml or *.sweep.yaml, or naming the sweep schema on its
    first line. `rulekit lint` checks it as `rulekit sweep` reads it, not as content."""
    path = Path(path)
    if not path.is_file() or path.suffix not in (".yaml", ".yml"):
        return False
    if path.stem == "sweep" or path.stem.endswith(".sweep"):
        return True
    try:
        with path.open(encoding="utf-8-sig", errors="replace") as stream:
            first = stream.readline(1000)
    except OSError:
        return False
    return first.startswith("#") and "sweep.schema.json" in first


def _sweep_sources(paths: Sequence[str | Path], overrides: Mapping[str, str]) -> dict[str, str | None]:
    """Each sweep file's display path -> its text from an editor's buffer (None: the hook reads the file)."""
    return {str(path): overrides.get(str(Path(path).resolve())) for path in paths}


def _with_files(content: ContentSet, sources: Mapping[str, str | None]) -> ContentSet:
    """The content with files checked outside it (sweep files) among its targets, sources and files read."""
    texts = dict(content.sources)
    for path, text in sources.items():
        try:
            texts[path] = text if text is not None else Path(path).read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            pass  # the hook reports why
    targets = tuple(content.targets) + tuple(Path(path).resolve() for path in sources)
    joined = ContentSet(content.documents, content.locales, texts, targets, content.roots)
    joined.read = (list(content.read) or content.files()) + list(sources)
    return joined


def _with_packs(checked: ContentSet, paths: Sequence[str | Path], content_root: str | Path | None,
                compile_hook: CompileHook | None, diagnostics: list[Diagnostic],
                overrides: Mapping[str, str] | None = None) -> ContentSet:
    from rulekit.catalog import default_content_root
    from rulekit.check.packs import check_packs
    from rulekit.load.packs import find_pack

    root = Path(content_root) if content_root else default_content_root()
    pack_content, found = check_packs([find_pack(p) for p in paths], root, compile_hook, overrides)
    diagnostics.extend(found)
    joined = ContentSet(checked.documents + pack_content.documents, checked.locales,
                        {**checked.sources, **pack_content.sources}, checked.targets + pack_content.targets,
                        checked.roots)
    joined.read = list(checked.read) + pack_content.read
    return joined


def _unique(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return list(dict.fromkeys(diagnostics))


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=lambda d: (d.span.path, d.span.line, d.span.column, d.code, d.message))

