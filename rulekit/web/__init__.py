"""The web table: `rulekit serve` plays any game in the browser (needs the `web` extra).

tables.py (games, people, tokens, save files; no web framework) -> render.py (one seat's page from its view)
-> app.py (Starlette: pages, forms, WebSockets). Templates and static files have no build step.
"""
from __future__ import annotations

MISSING = ("rulekit serve needs the web extra: python3 -m pip install 'rulekit[web]' "
           "(or -e '.[web]' in a checkout)")


def web_available() -> bool:
    """Whether the libraries of the `web` extra are installed."""
    import importlib.util

    return all(importlib.util.find_spec(name) is not None for name in ("starlette", "uvicorn", "jinja2", "multipart"))
