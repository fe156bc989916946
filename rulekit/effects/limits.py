"""Size limits of effect-language values: content is untrusted data, so no effect may take the machine.

Whole numbers stay within what JSON readers such as browsers hold exactly; lists and strings within MAX_ITEMS
entries. The parser refuses larger number literals, compiled arithmetic checks what it makes, and the run-time
context checks what goes into counters and dice rolls; each break is a located run-time error.
"""
from __future__ import annotations

from typing import Any

MAX_INT = 2**53 - 1
MAX_ITEMS = 10_000


def oversized(value: Any) -> bool:
    """Whether a value breaks the size limits (numbers beyond MAX_INT, lists or strings beyond MAX_ITEMS)."""
    kind = type(value)
    if kind is int:
        return not -MAX_INT <= value <= MAX_INT
    if kind is list or kind is str:
        return len(value) > MAX_ITEMS
    return False


def too_large(value: Any, size: int | None = None) -> str:
    """Why a value breaks the size limits, in words for a message."""
    if isinstance(value, int) and not isinstance(value, bool):
        shown = str(value) if value.bit_length() < 200 else f"of about {int(value.bit_length() * 0.30103)} digits"
        return f"the number {shown} is out of range (whole numbers stay within -{MAX_INT} and {MAX_INT})"
    kind = "string" if isinstance(value, str) else "list"
    return f"a {kind} of {size if size is not None else len(value)} items is too long (at most {MAX_ITEMS})"
