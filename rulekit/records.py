"""Saved games and records on disk: files written whole or not at all, and read back with a clear error.

The CLI (`play --save`, `record`, `replay`), the terminal, the web table and the balance lab's sweeps all keep
their files through these two functions, so a crash mid-write never leaves a half file where a good one was.
"""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from rulekit.errors import SaveError


def write_atomically(path: Path, text: str) -> None:
    """Write a whole file or nothing: a temporary file in the same folder, flushed to disk, renamed over it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o644)  # mkstemp makes it private; saves, records and results are for reading
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_record(path: Path) -> dict[str, Any]:
    """A record or saved game as plain data, or a SaveError saying what is wrong with the file."""
    try:
        record = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise SaveError(f"{path}: cannot read it ({error})") from None
    except ValueError as error:
        raise SaveError(f"{path}: not a rulekit saved game or record (not complete JSON: {error})") from None
    if not isinstance(record, dict) or not {"game", "players", "seed", "choices"} <= set(record):
        raise SaveError(f"{path}: not a rulekit saved game or record (it needs game, players, seed and choices)")
    return record
