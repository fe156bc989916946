"""`rulekit test [PATH ...]`: every scenario of every *.scenario.yaml found, as text (like the linter: each
finding at file:line:col with the YAML line under it) or JSON."""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Sequence, TextIO

from rulekit.testing.files import find_scenario_files, load_scenario_file
from rulekit.testing.cases import run_case
from rulekit.testing.runner import ERROR, FAILED, PASSED, Outcome

_MARK = {PASSED: "ok   ", FAILED: "FAIL ", ERROR: "ERROR"}


def run_tests(paths: Sequence[str | Path], root: Path | None = None, keyword: str | None = None,
              fmt: str = "text", stream: TextIO | None = None, quiet: bool = False) -> int:
    """Run the scenarios; exit code 0 (all passed), 1 (a failure or an error), 2 (no scenario file found)."""
    stream = stream or sys.stdout
    files = find_scenario_files(paths)
    if not files:
        print(f"rulekit test: no *.scenario.yaml under {', '.join(map(str, paths))}", file=sys.stderr)
        return 2
    counts: Counter[str] = Counter()
    results = []
    for path in files:
        loaded = load_scenario_file(path)
        if loaded.problems:
            counts[ERROR] += 1
            results.append({"file": loaded.display, "name": None, "line": 1, "status": ERROR,
                            "findings": loaded.problems})
            if fmt == "text":
                stream.write(f"{loaded.display}\n  {_MARK[ERROR]} the file cannot be run\n")
                stream.write(_indented("\n".join(d.render() for d in loaded.problems)))
            continue
        chosen = [c for c in loaded.cases if not keyword or keyword.lower() in c.name.lower()]
        header = f"{loaded.display}\n" if chosen and fmt == "text" else ""
        for case in chosen:
            outcome = run_case(case, root)
            counts[outcome.status] += 1
            results.append({"file": loaded.display, "name": case.name, "line": case.line, "status": outcome.status,
                            "findings": outcome.findings})
            if fmt == "text" and not (quiet and outcome.passed):
                stream.write(header)
                header = ""
                _write(stream, outcome)
    summary = f"{counts[PASSED]} passed, {counts[FAILED]} failed, {counts[ERROR]} errors in {len(files)} file(s)"
    if fmt == "json":
        stream.write(json.dumps({"summary": dict(counts), "scenarios": [_json(r) for r in results]}, indent=1) + "\n")
    else:
        stream.write(summary + "\n")
    if not sum(counts.values()):
        print(f"rulekit test: no scenario matches {keyword!r}", file=sys.stderr)
        return 2
    return 0 if counts[PASSED] == sum(counts.values()) else 1


def _write(stream: TextIO, outcome: Outcome) -> None:
    stream.write(f"  {_MARK[outcome.status]} {outcome.case.name} (line {outcome.case.line})\n")
    if not outcome.passed:
        stream.write(_indented(outcome.render()))


def _indented(text: str) -> str:
    return "".join(f"    {line}\n" for line in text.splitlines())


def _json(result: dict) -> dict:
    return dict(result, findings=[{"code": d.code, "message": d.message, "path": d.span.path, "line": d.span.line,
                                   "column": d.span.column, "suggestion": d.suggestion} for d in result["findings"]])
