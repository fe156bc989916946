"""`rulekit serve`: without the web extra it says how to install it; with it, it serves on 127.0.0.1 by default."""
from __future__ import annotations

import sys
import types

from click.testing import CliRunner

from rulekit.cli import main


def test_serve_without_the_web_extra_says_how_to_install_it(monkeypatch):
    monkeypatch.setattr("rulekit.web.web_available", lambda: False)
    result = CliRunner().invoke(main, ["serve"], catch_exceptions=False)
    assert result.exit_code == 2
    assert "pip install 'rulekit[web]'" in " ".join(result.output.split())


def test_serve_listens_on_loopback_by_default_and_checks_the_game(monkeypatch, tmp_path):
    monkeypatch.setattr("rulekit.web.web_available", lambda: True)
    calls = []
    monkeypatch.setitem(sys.modules, "uvicorn", types.SimpleNamespace(run=lambda app, **kw: calls.append(kw)))
    monkeypatch.setitem(sys.modules, "rulekit.web.app", types.SimpleNamespace(create_app=lambda *a: "app"))
    result = CliRunner().invoke(main, ["serve", "pendants", "--tables", str(tmp_path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert calls == [{"host": "127.0.0.1", "port": 8000, "log_level": "warning"}]
    assert "http://127.0.0.1:8000/game/pendants" in result.output
    wrong = CliRunner().invoke(main, ["serve", "pendant", "--tables", str(tmp_path)], catch_exceptions=False)
    assert wrong.exit_code == 1 and "did you mean 'pendants'" in " ".join(wrong.output.split())
