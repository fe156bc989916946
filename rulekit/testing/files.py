"""Scenario files (`*.scenario.yaml`): found, read, checked against schemas/scenario.schema.json.

A file names its game (and optionally packs and house rules) and holds a list of scenarios; a file that lies
inside a content pack's folder (a folder above it holds a pack.yaml) plays with that pack, and its game is the
pack's unless it says otherwise. Every problem of the file itself is a Diagnostic at its line (the file is then
not run); see rulekit.testing.runner for running one scenario.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

from rulekit.errors import Diagnostic, Span
from rulekit.load.documents import SCENARIO_SUFFIX, Document
from rulekit.load.files import read_text
from rulekit.load.yamlnodes import Marks, parse_yaml

SUFFIX = SCENARIO_SUFFIX
_SKIP = {".git", ".venv", "venv", "node_modules", "__pycache__", "site-packages", ".tox", ".pytest_cache"}


@dataclass
class Case:
    """One scenario of a file."""

    file: "ScenarioFile"
    index: int
    data: dict[str, Any]

    @property
    def name(self) -> str:
        return str(self.data.get("name", f"scenario {self.index + 1}"))

    def where(self, *path: Any) -> tuple:
        return ("scenarios", self.index) + path

    def span(self, *path: Any) -> Span:
        return self.file.marks.span(self.where(*path))

    @property
    def line(self) -> int:
        return self.span().line


@dataclass
class ScenarioFile:
    path: Path
    display: str
    data: dict[str, Any]
    marks: Marks
    game: str = ""
    packs: tuple[str, ...] = ()  # pack folders, the enclosing pack's first
    house_rules: tuple[str, ...] = ()
    problems: list[Diagnostic] = field(default_factory=list)
    cases: list[Case] = field(default_factory=list)

    def span(self, *path: Any) -> Span:
        return self.marks.span(tuple(path))


def find_scenario_files(paths: Sequence[str | Path]) -> list[Path]:
    """Every *.scenario.yaml under the given files and folders, sorted, each once (hidden folders and virtual
    environments skipped)."""
    found: dict[str, Path] = {}
    for given in paths:
        path = Path(given)
        if path.is_file():
            found.setdefault(os.path.realpath(path), path)
            continue
        for dirpath, dirnames, filenames in os.walk(path):
            dirnames[:] = sorted(d for d in dirnames if d not in _SKIP and not d.startswith("."))
            for name in sorted(filenames):
                if name.endswith(SUFFIX):
                    file = Path(dirpath) / name
                    found.setdefault(os.path.realpath(file), file)
    return sorted(found.values())


def load_scenario_file(path: str | Path) -> ScenarioFile:
    """Read and check one scenario file; its problems (YAML, schema, packs) are in `problems`."""
    path = Path(path)
    display = str(path)
    text, problem = read_text(path, display)
    if text is None:
        return ScenarioFile(path, display, {}, Marks(display), problems=[problem] if problem else [])
    parsed = parse_yaml(text, display)
    data = parsed.data if isinstance(parsed.data, dict) else {}
    loaded = ScenarioFile(path, display, data, parsed.marks, problems=list(parsed.diagnostics))
    if parsed.ok:
        from rulekit.load.schemas import validate_document

        if not isinstance(parsed.data, dict):
            loaded.problems.append(Diagnostic("RK010", "a scenario file is a mapping (game, scenarios)", loaded.span()))
        else:
            loaded.problems.extend(validate_document(Document(display, "scenario", "", data, parsed.marks)))
    if not loaded.problems:
        _resolve(loaded)
        loaded.cases = [Case(loaded, i, case) for i, case in enumerate(data.get("scenarios") or ())]
    return loaded


def check_scenario_file(path: Path, root: Path) -> list[Diagnostic]:
    """`rulekit lint`'s check of a card-test file: YAML, its schema, its packs and its game (one of the content
    folder's), what `rulekit test` checks before it runs a scenario."""
    from rulekit import catalog
    from rulekit.check.codes import diagnostic
    from rulekit.errors import did_you_mean

    loaded = load_scenario_file(path)
    games = catalog.index(str(root))
    if not loaded.problems and loaded.game not in games:
        hint = did_you_mean(loaded.game, games)
        loaded.problems.append(diagnostic("RK026", f"game {loaded.game!r} has no game file in {root}",
                                          loaded.span("game") if "game" in loaded.data else loaded.span(), hint))
    return loaded.problems


def _resolve(loaded: ScenarioFile) -> None:
    """The file's game and packs: its own, and the pack it lies in."""
    from rulekit.load.packs import PackError, enclosing_pack, find_pack

    folders: list[str] = []
    game = loaded.data.get("game") or ""
    home = enclosing_pack(loaded.path)
    if home is not None:
        pack = find_pack(home)
        folders.append(str(pack.folder))
        game = game or pack.game
    for index, spec in enumerate(loaded.data.get("packs") or ()):
        try:
            pack = find_pack(spec, loaded.path.parent)
        except PackError as error:
            loaded.problems.append(Diagnostic("RK002", str(error), loaded.span("packs", index)))
            continue
        if str(pack.folder) not in folders:
            folders.append(str(pack.folder))
    if not game and home is not None:
        loaded.problems.append(Diagnostic("RK013", f"the pack this file lies in ({home}) names no game: its "
                                                   f"pack.yaml has an error (`rulekit lint {home}` says where)",
                                          loaded.span()))
    elif not game:
        loaded.problems.append(Diagnostic("RK013", "the file names no game: write `game:` (a file inside a pack's "
                                                   "folder plays the pack's game)", loaded.span()))
    loaded.game, loaded.packs = game, tuple(folders)
    loaded.house_rules = tuple(loaded.data.get("house_rules") or ())


def iter_cases(files: Sequence[ScenarioFile], keyword: str | None = None) -> Iterator[Case]:
    for loaded in files:
        for case in loaded.cases:
            if not keyword or keyword.lower() in case.name.lower():
                yield case
