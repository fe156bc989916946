"""pytest collects scenario files: each `*.scenario.yaml` is a test file, each scenario in it a test.

Registered as the pytest11 entry point `rulekit`, so a modder's repository with rulekit installed runs its card
tests with plain `pytest`. A failing scenario is reported as `rulekit test` reports it: each expectation that does
not hold at its file:line:col, expected against actual, with the YAML line under it. `--rulekit-content DIR` (or
$RULEKIT_CONTENT) names the content folder the games come from.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulekit.testing.files import SUFFIX, Case, load_scenario_file
from rulekit.testing.cases import run_case


def pytest_addoption(parser: Any) -> None:
    parser.addoption("--rulekit-content", default=None, help="rulekit: the content folder scenario files' games come "
                                                            "from (default: $RULEKIT_CONTENT, ./content).")


def pytest_collect_file(parent: Any, file_path: Path) -> Any:
    if file_path.name.endswith(SUFFIX):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioProblem(Exception):
    """A scenario that failed or could not run; the text is what `rulekit test` prints."""


class ScenarioFile(pytest.File):
    def collect(self) -> Any:
        loaded = load_scenario_file(self.path)
        if loaded.problems:
            yield BrokenFile.from_parent(self, name="(the file)", problems="\n".join(d.render() for d in loaded.problems))
            return
        for case in loaded.cases:
            yield ScenarioItem.from_parent(self, name=case.name, case=case)


class BrokenFile(pytest.Item):
    def __init__(self, *, problems: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.problems = problems

    def runtest(self) -> None:
        raise ScenarioProblem(self.problems)

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        return str(excinfo.value)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, "scenario file"


class ScenarioItem(pytest.Item):
    def __init__(self, *, case: Case, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case

    def runtest(self) -> None:
        option = self.config.getoption("--rulekit-content", default=None)
        outcome = run_case(self.case, Path(option) if option else None)
        if not outcome.passed:
            raise ScenarioProblem(f"{outcome.status}: {self.case.name}\n{outcome.render()}")

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioProblem):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, f"scenario: {self.case.name}"
