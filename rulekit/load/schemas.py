"""JSON Schema validation of content documents, with every error placed on its YAML line.

python-jsonschema reports a JSON path, not a line; the document's Marks turn that path into a Span. One
Draft7Validator per schema is built once and reused (~50x faster than jsonschema.validate per document).

Codes: RK010 schema violation, RK011 unknown key (with the closest allowed key), RK012 value not in an enum
(with the closest allowed value), RK013 missing required key (placed on the mapping that lacks it).
"""
from __future__ import annotations

import json
import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from jsonschema import Draft7Validator
from jsonschema.exceptions import ValidationError

from rulekit.errors import Diagnostic, did_you_mean
from rulekit.load.documents import ContentSet, Document
from rulekit.shipped import shipped

SCHEMA_FILES = {"game": "game.schema.json", "cards": "cards.schema.json", "board": "board.schema.json",
                "sweep": "sweep.schema.json", "pack": "pack.schema.json", "scenario": "scenario.schema.json"}
IDENTIFIER = "^[a-z][a-z0-9_-]*$"


def schema_dir() -> Path:
    """Where the schemas live: $RULEKIT_SCHEMAS, else the schemas shipped with rulekit (`rulekit.shipped`)."""
    override = os.environ.get("RULEKIT_SCHEMAS")
    if override:
        return Path(override)
    return shipped("schemas")


@lru_cache(maxsize=None)
def load_schema(kind: str) -> dict[str, Any]:
    """The JSON Schema (as data) for a document kind: "game", "cards", "board", "pack" (a pack's pack.yaml), "sweep"
    (`rulekit sweep`) or "scenario" (`rulekit test`)."""
    with (schema_dir() / SCHEMA_FILES[kind]).open(encoding="utf-8") as handle:
        return json.load(handle)


@lru_cache(maxsize=None)
def validator(kind: str) -> Draft7Validator:
    """The one validator instance for a kind (built and checked on first use, then reused)."""
    schema = load_schema(kind)
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema)


def validate_document(doc: Document) -> list[Diagnostic]:
    """Schema diagnostics for one document (none for documents that did not parse: they have RK001 already)."""
    if not doc.ok:
        return []
    data = {} if doc.data is None else doc.data
    diagnostics: list[Diagnostic] = []
    errors = list(validator(doc.kind).iter_errors(data))
    suggested: set[tuple[tuple, str]] = set()  # (mapping path, key) an unknown key was taken for
    for error in errors:
        if error.validator == "additionalProperties" and error.validator_value is False:
            diagnostics.extend(_unknown_keys(error, doc, suggested))
    for error in errors:
        if error.validator == "additionalProperties" and error.validator_value is False:
            continue
        diagnostics.extend(_diagnostics(error, doc, suggested))
    return diagnostics


def validate_content(content: ContentSet) -> list[Diagnostic]:
    diagnostics: list[Diagnostic] = []
    for doc in content.documents:
        diagnostics.extend(validate_document(doc))
    return diagnostics


def where(path: Iterable[Any]) -> str:
    """A JSON path as people write it: cards[3].stats.value."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _in(path: tuple) -> str:
    return f" in {where(path)}" if path else ""


def _unknown_keys(error: ValidationError, doc: Document, suggested: set) -> list[Diagnostic]:
    path = tuple(error.absolute_path)
    allowed = list(error.schema.get("properties", {}))
    patterns = list(error.schema.get("patternProperties", {}))
    instance = error.instance if isinstance(error.instance, dict) else {}
    result = []
    for key in instance:
        if key in allowed or any(re.search(pattern, key) for pattern in patterns):
            continue
        missing = [k for k in error.schema.get("required", ()) if k not in instance]
        suggestion = did_you_mean(key, missing) or did_you_mean(key, [k for k in allowed if k not in instance])
        if suggestion:
            suggested.add((path, suggestion))
        result.append(Diagnostic("RK011", f"unknown key {key!r}{_in(path)}", doc.marks.key_span(path + (key,)),
                                 suggestion=suggestion))
    return result


def _diagnostics(error: ValidationError, doc: Document, suggested: set) -> list[Diagnostic]:
    path = tuple(error.absolute_path)
    marks = doc.marks
    kind = error.validator
    if kind == "required":
        instance = error.instance if isinstance(error.instance, dict) else {}
        return [Diagnostic("RK013", f"missing required key {key!r}{_in(path)}", marks.span(path))
                for key in error.validator_value if key not in instance and (path, key) not in suggested]
    if kind == "enum":
        options = [str(option) for option in error.validator_value]
        return [Diagnostic("RK012", f"{error.instance!r} is not allowed{_in(path)}: expected one of {', '.join(options)}",
                           marks.span(path), suggestion=did_you_mean(str(error.instance), options))]
    if "propertyNames" in error.relative_schema_path:
        key = error.instance
        return [Diagnostic("RK010", f"key {key!r}{_in(path)} {_why(error, name='key')}", marks.key_span(path + (key,)))]
    return [Diagnostic("RK010", f"{where(path) or 'the document'}: {_why(error)}", marks.span(path))]


_TYPE_NAMES = {"object": "a mapping", "array": "a list", "string": "text", "integer": "a whole number",
               "number": "a number", "boolean": "true/false", "null": "nothing"}


def _either(types: list[str]) -> str:
    names = [_TYPE_NAMES.get(t, t) for t in types]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if value is None:
        return "nothing (null)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"text {value!r}"
    return f"{type(value).__name__} {value!r}"


def _why(error: ValidationError, name: str = "value") -> str:
    """A short sentence saying what is wrong with the value (or key) an error is about."""
    kind = error.validator
    instance = error.instance
    if kind == "type":
        value = error.validator_value
        types = value if isinstance(value, list) else [value]
        return f"expected {_either(types)}, got {_describe(instance)}"
    if kind in ("anyOf", "oneOf") and error.context:
        others = [sub for sub in error.context if sub.validator != "type"]
        if others:  # the value has the right type for some branch: say what that branch wants
            return _why(others[0], name)
        types: list[str] = []
        for sub in error.context:
            value = sub.validator_value
            types.extend(t for t in (value if isinstance(value, list) else [value]) if t not in types)
        return f"expected {_either(types)}, got {_describe(instance)}"
    if kind == "pattern":
        if error.validator_value == IDENTIFIER:
            return (f"{instance!r} is not a valid id: use lowercase letters, digits, '-' and '_', "
                    "starting with a letter")
        choices = re.match(r"\^\(([\w|]+)\)", str(error.validator_value))
        if choices and isinstance(instance, str):  # a word among choices, then more: say the choices
            words = choices.group(1).split("|")
            typed = re.match(r"\s*(\w*)", instance).group(1)
            hint = did_you_mean(typed, words)
            return (f"{instance!r} does not start with one of {', '.join(words)}"
                    + (f" (did you mean {hint!r}?)" if hint else ""))
        return f"{instance!r} does not match the pattern {error.validator_value!r}"
    if kind == "minimum":
        return f"{instance!r} is below the minimum {error.validator_value}"
    if kind == "maximum":
        return f"{instance!r} is above the maximum {error.validator_value}"
    if kind == "minItems":
        return f"needs at least {error.validator_value} item(s)"
    if kind == "uniqueItems":
        return "has repeated items"
    if kind == "minLength":
        return "must not be empty"
    if kind == "enum":
        return f"{instance!r} is not one of {', '.join(map(str, error.validator_value))}"
    return error.message
