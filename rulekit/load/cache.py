"""A small on-disk cache of parse results, keyed by a hash of the text parsed.

Parsing Fluent files is the largest cost of a lint run; their summaries (ids, positions, variables) are kept
here as JSON, one file per content hash, in ``$RULEKIT_CACHE_DIR``, else ``$XDG_CACHE_HOME/rulekit``, else
``~/.cache/rulekit``. ``RULEKIT_CACHE_DIR=off`` turns the cache off.

The cache is only ever a shortcut: an entry that cannot be read, is not JSON, belongs to another key or does not
have the expected shape is treated as missing and rewritten; a cache directory that cannot be written is
ignored. Entries are written to a temporary file and renamed, so a crash never leaves half an entry. JSON, not
pickle: a cache directory another user can write to must not be able to run code.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable

FORMAT = 4  # bump when the shape or the meaning of any cached value changes (4: RK301 positions)


def cache_dir() -> Path | None:
    configured = os.environ.get("RULEKIT_CACHE_DIR")
    if configured is not None:
        return None if configured.strip().lower() in ("", "0", "off", "no", "false") else Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rulekit"


def key(kind: str, version: str, text: str) -> str:
    digest = hashlib.sha256(f"{FORMAT}\0{kind}\0{version}\0".encode("utf-8"))
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


def _path(kind: str, name: str) -> Path | None:
    base = cache_dir()
    return None if base is None else base / kind / name[:2] / f"{name}.json"


def get(kind: str, name: str, valid: Callable[[Any], bool]) -> Any | None:
    """The cached value, or None when there is none usable."""
    path = _path(kind, name)
    if path is None:
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            entry = json.load(handle)
        if isinstance(entry, dict) and entry.get("key") == name and valid(entry.get("value")):
            return entry["value"]
    except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        pass
    return None


def put(kind: str, name: str, value: Any) -> None:
    """Store a value; never fails (a cache that cannot be written is only slower)."""
    path = _path(kind, name)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump({"key": name, "value": value}, handle, separators=(",", ":"))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except (OSError, TypeError, ValueError):
        pass
