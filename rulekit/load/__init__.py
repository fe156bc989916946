"""Reading content: YAML documents with positions, JSON Schema validation, Fluent locales.

    content, problems = load_content(["content"])   # never raises for bad content
    problems += validate_content(content)            # RK010-RK013
"""
from rulekit.load.documents import ContentSet, Document, classify, find_content_root, load_content
from rulekit.load.locales import REFERENCE, LocaleFile, LocaleSet, load_locales, parse_ftl
from rulekit.load.schemas import load_schema, validate_content, validate_document, validator
from rulekit.load.yamlnodes import Marks, Parsed, parse_yaml

__all__ = [
    "ContentSet", "Document", "LocaleFile", "LocaleSet", "Marks", "Parsed", "REFERENCE", "classify",
    "find_content_root", "load_content", "load_locales", "load_schema", "parse_ftl", "parse_yaml",
    "validate_content", "validate_document", "validator",
]
