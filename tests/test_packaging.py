"""An installed rulekit, not only a checkout, carries the games' content and the JSON schemas (setup.py copies
them into the wheel's package); `rulekit.shipped` finds them in either place. `.ci/run` also installs the wheel in
a fresh virtualenv and lints and plays from outside the checkout."""
from __future__ import annotations

import importlib.metadata
import importlib.util
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from rulekit import shipped

ROOT = Path(__file__).resolve().parent.parent


def test_a_checkout_reads_content_and_schemas_beside_the_package():
    assert shipped.shipped("content") == ROOT / "content"
    assert shipped.shipped("schemas") == ROOT / "schemas"


def test_an_installed_package_reads_its_own_copies_first(tmp_path, monkeypatch):
    package = tmp_path / "site" / "rulekit"
    (package / shipped.INSIDE / "schemas").mkdir(parents=True)
    monkeypatch.setattr(shipped, "PACKAGE", package)
    assert shipped.shipped("schemas") == package / shipped.INSIDE / "schemas"
    assert shipped.shipped("content") == tmp_path / "site" / "content"  # no copy: beside it, as in a checkout


def _major(version: str) -> int:
    return int(version.split(".")[0])


def test_the_wheel_carries_every_game_file_and_every_schema(tmp_path):
    if importlib.util.find_spec("setuptools") is None or _major(importlib.metadata.version("setuptools")) < 77:
        pytest.skip("the build backend (setuptools>=77, in the test extra) is not installed here: no offline build")
    source = tmp_path / "source"  # a copy: a build/ folder left in the checkout would hide a missing file
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        source.mkdir(exist_ok=True)
        shutil.copy(ROOT / name, source / name)
    for name in ("rulekit", "content", "schemas"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "_shipped"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                            str(source), "-w", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("rulekit_games-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = [f"rulekit/_shipped/{path.relative_to(ROOT).as_posix()}"
              for folder in ("content", "schemas") for path in (ROOT / folder).rglob("*")
              if path.is_file() and "__pycache__" not in path.parts]
    assert wanted and not [name for name in wanted if name not in names]
    assert "rulekit/_shipped/schemas/game.schema.json" in names
