"""Where the folders shipped with rulekit lie: `content/` (the games) and `schemas/` (the JSON Schemas).

In a checkout (and an editable install) they are beside the `rulekit` package; an installed wheel carries copies
inside the package, under `rulekit/_shipped/`, made by the build step in setup.py.
"""
from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
INSIDE = "_shipped"  # the folder of the package that holds the copies in a wheel (setup.py writes it)


def shipped(name: str) -> Path:
    """The folder `name` ("content", "schemas") of this installation: the wheel's copy, else the checkout's."""
    inside = PACKAGE / INSIDE / name
    return inside if inside.is_dir() else PACKAGE.parent / name
