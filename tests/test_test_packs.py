"""What every test content pack under tests/packs/ must show (issue 11, point 6: proof for modders): it is YAML only,
`rulekit lint PACK` is clean because its text is complete in every language it declares (the same pack without one
message is not), and `rulekit test PACK` plays all its scenarios. What each pack adds is tested beside it
(tests/test_pack_mylady_tavern.py, tests/test_pack_pendants_room.py)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulekit.cli import main

ROOT = Path(__file__).resolve().parent.parent
PACKS = Path(__file__).resolve().parent / "packs"

# pack folder, its scenarios, and a message to take out of one of its locale files: (file, first line, code, lang)
CASES = [
    ("mylady_tavern", 13, ("locales/fr/tavern.ftl", "prompt-pomme-de-pin", "fr")),
    ("pendants_chapel", 14, ("locales/de/chapel.ftl", "zone-confessional", "de")),
]


def rulekit(*args: str):
    return CliRunner().invoke(main, ["--content", str(ROOT / "content"), *args])


@pytest.mark.parametrize("name, scenarios, missing", CASES, ids=[c[0] for c in CASES])
def test_the_pack_is_yaml_only_and_lints_clean(name, scenarios, missing):
    pack = PACKS / name
    assert (pack / "pack.yaml").is_file() and not list(pack.rglob("*.py"))
    result = rulekit("lint", "--select", "ALL", str(pack))
    assert result.exit_code == 0, result.output
    assert "no problems" in result.output


@pytest.mark.parametrize("name, scenarios, missing", CASES, ids=[c[0] for c in CASES])
def test_lint_names_a_message_the_pack_lacks_in_a_language_it_declares(tmp_path, name, scenarios, missing):
    path, message, lang = missing
    copy = tmp_path / name
    shutil.copytree(PACKS / name, copy)
    ftl = copy / path
    kept, skipping = [], False
    for line in ftl.read_text(encoding="utf-8").splitlines():
        if line.startswith(message):
            skipping = True  # the message and its attributes
            continue
        if skipping and line.startswith("    ."):
            continue
        skipping = False
        kept.append(line)
    ftl.write_text("\n".join(kept) + "\n", encoding="utf-8")
    result = rulekit("lint", str(copy))
    assert result.exit_code == 1
    assert "RK044" in result.output and f"'{message}'" in result.output and f"'{lang}'" in result.output


@pytest.mark.parametrize("name, scenarios, missing", CASES, ids=[c[0] for c in CASES])
def test_the_pack_scenarios_pass(name, scenarios, missing):
    result = rulekit("test", str(PACKS / name))
    assert result.exit_code == 0, result.output
    assert f"{scenarios} passed, 0 failed, 0 errors" in result.output
