"""Card tests without Python: scenario files (`*.scenario.yaml`), `rulekit test`, and a pytest plugin.

    files = [load_scenario_file(p) for p in find_scenario_files(["tests/scenarios"])]
    for case in iter_cases(files):
        outcome = run_case(case)          # passed, failed (expected vs actual at their lines) or error

The format is schemas/scenario.schema.json, described in docs/modding.md. The same files run under pytest
(rulekit.testing.pytest_plugin, registered as the pytest11 entry point `rulekit`).
"""
from rulekit.testing.files import Case, ScenarioFile, find_scenario_files, iter_cases, load_scenario_file
from rulekit.testing.cases import run_case
from rulekit.testing.runner import ERROR, FAILED, PASSED, Outcome

__all__ = ["Case", "ERROR", "FAILED", "Outcome", "PASSED", "ScenarioFile", "find_scenario_files", "iter_cases",
           "load_scenario_file", "run_case"]
