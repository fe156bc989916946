"""One scenario from start to verdict: set up and run it (rulekit.testing.runner), then check its `expect:` part
(rulekit.testing.expect). Kept apart from both so that neither imports the other back."""
from __future__ import annotations

from pathlib import Path

from rulekit.testing.expect import check_expectations
from rulekit.testing.files import Case
from rulekit.testing.runner import (ERROR, FAILED, PASSED, CaseStopped, Outcome, Run, run_actions, scripted_actions,
                                    scripted_answers, set_up)


def run_case(case: Case, root: Path | None = None) -> Outcome:
    """Set up, run and check one scenario."""
    run = Run(case, root)
    try:
        scenario = run.start()
        set_up(run, scenario, case.file.data.get("setup") or {}, ("setup",))
        set_up(run, scenario, case.data.get("setup") or {}, case.where("setup"))
        answers = scripted_answers(run, scenario)
        actions = scripted_actions(run, scenario)
        if run.errors:
            raise CaseStopped
    except CaseStopped:
        return Outcome(case, ERROR, run.findings)
    happened = run_actions(scenario, actions)
    check_expectations(run, scenario, happened, answers)
    return Outcome(case, ERROR if run.errors else FAILED if run.findings else PASSED, run.findings)
