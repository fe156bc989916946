"""Reading content: YAML documents with positions, JSON Schema validation, Fluent locales.

    content, problems = load_content(["content"])   # never raises for bad content
    problems += validate_content(content)            # RK010-RK013

The schema names are imported on first use: jsonschema is the slowest import of the package, and listing games
or reading one file does not need it.
"""
from typing import Any

from rulekit.load.documents import ContentSet, Document, classify, find_content_root, load_content
from rulekit.load.locales import REFERENCE, LocaleFile, LocaleSet, load_locales, parse_ftl
from rulekit.load.yamlnodes import Marks, Parsed, parse_yaml

_SCHEMA_NAMES = ("load_schema", "validate_content", "validate_document", "validator")


def __getattr__(name: str) -> Any:
    if name in _SCHEMA_NAMES:
        from rulekit.load import schemas

        return getattr(schemas, name)
    raise AttributeError(f"module 'rulekit.load' has no attribute {name!r}")


__all__ = [
    "ContentSet", "Document", "LocaleFile", "LocaleSet", "Marks", "Parsed", "REFERENCE", "classify",
    "find_content_root", "load_content", "load_locales", "load_schema", "parse_ftl", "parse_yaml",
    "validate_content", "validate_document", "validator",
]
