"""Language codes: locale folders are named by BCP 47 tags (`de`, `pt-BR`, `sr-Latn`), as Fluent and the
translation platforms expect. `pseudo` is no folder: it is the pseudo-locale made from English."""
from __future__ import annotations

import re

PSEUDO = "pseudo"
_TAG = re.compile(r"[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*")


def language_name(code: str) -> str | None:
    """The language's English name ("Portuguese (Brazil)"), or None for a code no locale database knows."""
    if not _TAG.fullmatch(code):
        return None
    try:
        from babel import Locale, UnknownLocaleError
    except ImportError:  # babel comes with fluent.runtime; without it every well-formed tag is accepted
        return code
    try:
        return Locale.parse(code, sep="-").english_name
    except (UnknownLocaleError, ValueError):
        return None


def code_problem(code: str) -> str | None:
    """What is wrong with a locale folder's name, or None."""
    if code == PSEUDO:
        return "`pseudo` is the pseudo-locale made from English at run time; a folder of that name is never read"
    if not _TAG.fullmatch(code):
        hint = code.replace("_", "-")
        hint = hint[:2].lower() + hint[2:] if _TAG.fullmatch(hint[:2].lower() + hint[2:]) else None
        return (f"{code!r} is not a language tag (BCP 47: a language code in lower case, then a region or script "
                "after a dash, like de, pt-BR, sr-Latn)" + (f"; did you mean {hint!r}?" if hint else ""))
    if language_name(code) is None:
        return f"{code!r} is not a language any locale database knows"
    return None
