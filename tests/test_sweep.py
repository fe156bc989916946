"""`rulekit sweep`: sweep files checked like content, cells played on any backend with the same results, a results
folder that survives being killed, and `rulekit report` drawing it."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main
from rulekit.errors import ContentError
from rulekit.sim.parallel import backend
from rulekit.sim.sweep import load_sweep, run_sweep

ROOT = Path(__file__).resolve().parents[1]

# The sweep, made tiny: The Queen's Pendants over the King's squares 15 (none), 14, 13 and 12 at 3, 4 and
# 5 players; greedy agents keep each game short.
PENDANTS_KING_SQUARES = """\
game: pendants
description: "King squares at 3-5 players"
games: 2
seed: 14
axes:
  house_rules: [none, king-14, king-13, king-12]
  players: [3, 4, 5]
  agents: [greedy]
"""


def write(tmp_path: Path, text: str, name: str = "sweep.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((folder / "cells").glob("*.jsonl"))} | {
        "sweep.json": (folder / "sweep.json").read_bytes()}


@pytest.fixture(scope="module")
def serial_results(tmp_path_factory) -> Path:
    """The pendants sweep played in this process: the reference the other backends must match byte for byte."""
    base = tmp_path_factory.mktemp("serial")
    sweep = load_sweep(write(base, PENDANTS_KING_SQUARES))
    with backend(1) as runner:
        counts = run_sweep(sweep, base / "results", runner)
    assert counts == {"cells": 12, "resumed": 0, "played": 24, "failed": 0}
    return base / "results"


# ------------------------------------------------------------------------------------------------ the sweep file
def test_a_sweep_expands_into_every_combination_of_its_axes(tmp_path):
    sweep = load_sweep(write(tmp_path, PENDANTS_KING_SQUARES))
    assert len(sweep.cells) == 12
    first = sweep.cells[0]
    assert first.name == "house_rules=none players=3" and first.cell.players == 3
    assert sweep.cells[5].cell.variant.house_rules == ("king-14",) and sweep.cells[5].cell.players == 5
    assert all(c.cell.agents == ("greedy",) * 5 for c in sweep.cells)
    assert len({c.file for c in sweep.cells}) == 12
    assert {c.cell.seed_key for c in sweep.cells} == {"paired"}


@pytest.mark.parametrize("text, code, line, words", [
    ("game: pendants\ngames: 2\naxis: {players: [3]}\n", "RK011", 3, "unknown key 'axis'"),
    ("game: pendants\ngames: 0\n", "RK010", 2, "below the minimum"),
    ("game: pendants\ngames: 2\naxes:\n  house_rules: [king-11]\n", "RK012", 4, "no house rule 'king-11'"),
    ("game: pendants\ngames: 2\naxes:\n  players: [3, 9]\n", "RK030", 4, "not 9"),
    ("game: pendants\ngames: 2\naxes:\n  counters: {king_squares: [12]}\n", "RK028", 4, "no counter 'king_squares'"),
    ("game: pendant\ngames: 2\n", "RK026", 1, "no game 'pendant'"),
    ("game: musketiere\ngames: 2\naxes:\n  cards:\n    - {name: a, remove: [guard-99]}\n", "RK025", 5, "guard-99"),
    ("game: pendants\ngames: 2\naxes:\n  agents: [{cardinals: heuristic}]\n", "RK012", 4, "no seat or side"),
    ("game: pendants\ngames: 2\naxes:\n  agents: [heuristik]\n", "RK012", 4, "did you mean 'heuristic'"),
])
def test_sweep_file_problems_are_located(tmp_path, text, code, line, words):
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as caught:
        load_sweep(path)
    found = caught.value.diagnostics[0]
    assert (found.code, found.span.line, found.span.path) == (code, line, str(path))
    assert words in found.render()
    result = CliRunner().invoke(main, ["sweep", str(path)])
    assert result.exit_code == 1 and f"{path}:{line}:" in result.output and "Traceback" not in result.output


def test_the_unknown_key_gets_the_near_miss(tmp_path):
    with pytest.raises(ContentError) as caught:
        load_sweep(write(tmp_path, "game: pendants\ngamez: 2\n"))
    assert caught.value.diagnostics[0].suggestion == "games"


# ------------------------------------------------------------------------------------------------ backends
def test_two_processes_give_byte_identical_results(serial_results, tmp_path):
    sweep = load_sweep(write(tmp_path, PENDANTS_KING_SQUARES))
    with backend(2) as runner:
        run_sweep(sweep, tmp_path / "results", runner)
    assert folder_bytes(tmp_path / "results") == folder_bytes(serial_results)


def test_a_local_dask_cluster_gives_byte_identical_results(serial_results, tmp_path):
    pytest.importorskip("distributed", reason="Dask is not installed: pip install 'rulekit[dask]' (the test extra has it)")
    sweep = load_sweep(write(tmp_path, PENDANTS_KING_SQUARES))
    with backend(2, "local") as runner:
        run_sweep(sweep, tmp_path / "results", runner)
    assert folder_bytes(tmp_path / "results") == folder_bytes(serial_results)


def test_cells_differ_by_rule_and_pair_by_seed(serial_results):
    lines = {p.name: [json.loads(x) for x in p.read_text().splitlines()] for p in (serial_results / "cells").glob("*")}
    seeds = {tuple(r["seed"] for r in records[1:]) for records in lines.values()}
    assert len(seeds) == 1  # paired: game i of every cell starts from the same seed
    header = lines[sorted(lines)[0]][0]
    assert header["cell"] == "house_rules=none players=3" and header["games"] == 2


# ------------------------------------------------------------------------------------------------ killed and resumed
def _start(sweep: Path, out: Path, jobs: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "rulekit.cli", "sweep", str(sweep), "--out", str(out), "--jobs",
                             str(jobs), "--quiet"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)


def test_a_sweep_killed_halfway_resumes_without_redoing_or_losing_a_cell(serial_results, tmp_path):
    path = write(tmp_path, PENDANTS_KING_SQUARES)
    out = tmp_path / "results"
    process = _start(path, out, 2)
    deadline = time.monotonic() + 120
    while len(list((out / "cells").glob("*.jsonl"))) < 4 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGKILL)  # the sweep and its workers, at once
    process.wait()
    finished = {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in (out / "cells").glob("*.jsonl")}
    assert 4 <= len(finished) < 12, "the sweep was not stopped halfway"
    (out / "cells" / ".half-written.jsonl.tmp").write_text('{"index": 0', encoding="utf-8")  # a write cut short

    resumed = CliRunner().invoke(main, ["sweep", str(path), "--out", str(out), "--jobs", "2", "--quiet"])
    assert resumed.exit_code == 0, resumed.output
    assert f"({len(finished)} finished before" in resumed.output
    for name, stamp in finished.items():  # finished cells were neither played again nor rewritten
        assert ((out / "cells" / name).stat().st_ino, (out / "cells" / name).stat().st_mtime_ns) == stamp
    assert folder_bytes(out) == folder_bytes(serial_results)
    assert not list(out.rglob("*.tmp")) and not list((out / "parts").iterdir())


def test_a_cut_cell_file_is_played_again(serial_results, tmp_path):
    sweep = load_sweep(write(tmp_path, PENDANTS_KING_SQUARES))
    out = tmp_path / "results"
    out.mkdir()
    for name, data in folder_bytes(serial_results).items():
        (out / ("cells/" if name != "sweep.json" else "") / name).parent.mkdir(exist_ok=True)
        (out / ("cells/" if name != "sweep.json" else "") / name).write_bytes(data)
    cut = sweep.cells[7].file
    text = (out / "cells" / cut).read_text()
    (out / "cells" / cut).write_text(text[: len(text) // 2])
    with backend(1) as runner:
        counts = run_sweep(sweep, out, runner)
    assert counts["resumed"] == 11 and counts["played"] == 2
    assert folder_bytes(out) == folder_bytes(serial_results)


def test_a_results_folder_of_another_sweep_is_refused(serial_results, tmp_path):
    path = write(tmp_path, PENDANTS_KING_SQUARES.replace("games: 2", "games: 3"))
    result = CliRunner().invoke(main, ["sweep", str(path), "--out", str(serial_results), "--jobs", "1", "--quiet"])
    assert result.exit_code == 1 and "holds the results of another sweep" in " ".join(result.output.split())


# ------------------------------------------------------------------------------------------------ the report
def test_the_report_is_one_self_contained_page_with_png_figures_beside_it(serial_results, tmp_path):
    page = tmp_path / "report" / "index.html"
    result = CliRunner().invoke(main, ["report", str(serial_results), "--out", str(page)])
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    pngs = sorted(page.parent.glob("*.png"))
    assert [p.name for p in pngs] == ["index-cards.png", "index-differences.png", "index-endings.png",
                                      "index-lengths.png", "index-win-rates.png"]
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in pngs)
    assert text.count('src="data:image/png;base64,') == 5 and "http" not in text.replace("http://www.w3", "")
    assert "house_rules=king-12 players=5" in text and "cardinal" in text and "musketeers" in text
    assert "<td>king-13 vs none</td>" in text  # the paired differences table


def test_long_cell_names_are_broken_into_lines_beside_the_figures():
    from rulekit.sim.report import tick_label

    name = "agents=mylady=ismcts:10,musketeers=ismcts:40:guided:top5:paired:sure:rounds2"
    lines = tick_label(name).split("\n")
    assert lines == ["agents=mylady=ismcts:10,", "musketeers=ismcts:40:guided:top5:paired:sure:rounds2"]
    assert "".join(lines) == name  # nothing lost; a part longer than the width stays whole
    assert tick_label("king=13 players=3") == "king=13 players=3"
    assert all(len(line) <= 20 for line in tick_label("a=1 b=2 c=3 d=4 e=5 f=6 g=7", 20).split("\n"))


def test_report_of_a_folder_that_is_no_sweep(tmp_path):
    result = CliRunner().invoke(main, ["report", str(tmp_path)])
    assert result.exit_code == 1 and "not a sweep's results folder" in " ".join(result.output.split())


def test_the_sweep_schema_is_draft7_closed_and_described():
    from jsonschema import Draft7Validator

    schema = json.loads((ROOT / "schemas" / "sweep.schema.json").read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"

    def objects(node, where="#"):
        if isinstance(node, dict):
            if "properties" in node:
                yield where, node
            for key, value in node.items():
                yield from objects(value, f"{where}/{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from objects(value, f"{where}/{index}")

    for where, obj in objects(schema):
        assert obj.get("additionalProperties") is False, where
        assert all(prop.get("description") for prop in obj["properties"].values()), where


def test_the_committed_example_sweep_is_valid():
    sweep = load_sweep(ROOT / "docs" / "reports" / "pendants-king-squares" / "sweep.yaml")
    assert len(sweep.cells) == 12 and sweep.games == 100


def test_the_committed_sweep_with_both_sides_searching_is_valid():
    sweep = load_sweep(ROOT / "docs" / "reports" / "pendants-both-searching" / "sweep.yaml")
    (cell,) = sweep.cells
    assert cell.cell.agents[0] == "ismcts:40:guided:top5:paired"
    assert set(cell.cell.agents[1:]) == {"ismcts:40:guided:top5:paired:sure:rounds2"} and sweep.games == 100


def test_the_committed_mylady_sweep_pairs_both_sides_searching_with_both_heuristic():
    sweep = load_sweep(ROOT / "docs" / "reports" / "mylady-both-searching" / "sweep.yaml")
    searching, heuristic = sweep.cells
    assert searching.cell.agents[0] == "ismcts:10" and sweep.games == 100
    assert set(searching.cell.agents[1:]) == {"ismcts:40:guided:top5:paired:sure:rounds2"}
    assert set(heuristic.cell.agents) == {"heuristic"} and sweep.seeds == "paired"


# ------------------------------------------------------------------------------------------------ rulekit lint
def test_lint_checks_a_sweep_file_as_rulekit_sweep_reads_it():
    committed = [str(p) for p in sorted((ROOT / "docs" / "reports").glob("*/sweep.yaml"))]
    done = CliRunner().invoke(main, ["lint", *committed])
    assert done.exit_code == 0, done.output
    assert f"no problems in {len(committed)} files" in done.output


@pytest.mark.parametrize("name", ["sweep.yaml", "king.sweep.yaml", "plan.yaml"])
def test_lint_names_a_sweep_files_mistakes_at_file_line_col(tmp_path, name):
    text = textwrap.dedent("""\
        # yaml-language-server: $schema=../schemas/sweep.schema.json
        game: pendants
        games: 10
        axes:
          players: [3]
          agents:
            - {cardinal: heuristik, musketeers: heuristic}
        """)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    done = CliRunner().invoke(main, ["lint", str(path), "--format", "concise"])
    assert done.exit_code == 1, done.output
    assert f"{path}:7:" in done.output and "RK012 no agent 'heuristik' (did you mean 'heuristic'?)" in done.output
    broken = tmp_path / "broken.sweep.yaml"
    broken.write_text("game: [\n", encoding="utf-8")
    done = CliRunner().invoke(main, ["lint", str(broken), "--format", "json"])
    assert done.exit_code == 1 and "Traceback" not in done.output
    assert [d["code"] for d in json.loads(done.output)["diagnostics"]] == ["RK001"]


def test_a_failure_of_the_sweep_check_itself_is_rk000_on_the_file_not_a_traceback(tmp_path, monkeypatch):
    import rulekit.sim.sweep as sweep_module

    def broken(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(sweep_module, "load_sweep", broken)
    path = tmp_path / "sweep.yaml"
    path.write_text("game: pendants\ngames: 10\naxes:\n  players: [3]\n", encoding="utf-8")
    done = CliRunner().invoke(main, ["lint", str(path), "--format", "concise"])
    assert done.exit_code == 2 and "Traceback" not in done.output
    assert f"{path}: RK000 internal error while checking the sweep file: KeyError" in done.output
