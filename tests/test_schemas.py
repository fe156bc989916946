"""The JSON Schemas (schemas/*.schema.json) and how their errors are placed on YAML lines."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from jsonschema import Draft7Validator

from rulekit.load import load_content, validate_content, validate_document, validator
from rulekit.load.documents import Document
from rulekit.load.yamlnodes import parse_yaml

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = {kind: ROOT / "schemas" / f"{kind}.schema.json" for kind in ("game", "cards", "board")}


def doc(kind: str, text: str, path: str = "x.yaml") -> Document:
    parsed = parse_yaml(textwrap.dedent(text).lstrip("\n"), path)
    assert parsed.ok, parsed.diagnostics
    return Document(path, kind, "mini", parsed.data, parsed.marks)


def codes(diagnostics):
    return [d.code for d in diagnostics]


# ---------------------------------------------------------------- the schema files


@pytest.mark.parametrize("kind", sorted(SCHEMAS))
def test_schema_files_are_draft7_with_id_and_title(kind):
    schema = json.loads(SCHEMAS[kind].read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert schema["$id"] and schema["title"]


def _objects(schema, where="#"):
    if isinstance(schema, dict):
        if "properties" in schema:
            yield where, schema
        for key, value in schema.items():
            yield from _objects(value, f"{where}/{key}")
    elif isinstance(schema, list):
        for index, value in enumerate(schema):
            yield from _objects(value, f"{where}/{index}")


@pytest.mark.parametrize("kind", sorted(SCHEMAS))
def test_every_object_is_closed_and_every_property_described(kind):
    schema = json.loads(SCHEMAS[kind].read_text(encoding="utf-8"))
    for where, obj in _objects(schema):
        assert obj.get("additionalProperties") is False, where
        for name, prop in obj["properties"].items():
            assert prop.get("description"), f"{where}/{name}"


def test_content_files_point_at_the_schemas():
    for path in (ROOT / "content").rglob("*.yaml"):
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema=")
        target = (path.parent / first.split("=", 1)[1]).resolve()
        assert target in {p.resolve() for p in SCHEMAS.values()}, path


def test_the_real_content_is_valid():
    content, diagnostics = load_content([ROOT / "content"])
    assert diagnostics == [] and validate_content(content) == []


def test_validators_are_built_once():
    assert validator("cards") is validator("cards")


# ---------------------------------------------------------------- errors at their lines

CARDS = """
game: mini
cards:
  - {id: hero-1, kind: hero, deck: deck, stats: {value: 1}, provenance: authored}
  - id: hero-2
    kidn: hero
    deck: deck
    stats: {value: 2}
    provenance: authored
"""


def test_misspelt_key_is_rk011_at_the_key_with_a_suggestion():
    diagnostics = validate_document(doc("cards", CARDS, "content/cards/mini/heroes.yaml"))
    assert codes(diagnostics) == ["RK011"]  # no RK013 for `kind`: the misspelling is the cause
    (diag,) = diagnostics
    assert (diag.span.path, diag.span.line, diag.span.column) == ("content/cards/mini/heroes.yaml", 5, 5)
    assert diag.suggestion == "kind" and "'kidn'" in diag.message
    assert diag.span.card == "hero-2"


def test_unknown_top_level_key_suggests_the_closest_property():
    (diag,) = validate_document(doc("board", "id: t\ngame: mini\nprovenance: authored\nsuplies: {}\n"))
    assert diag.code == "RK011" and diag.suggestion == "supplies" and diag.span.line == 4


def test_bad_enum_is_rk012_at_the_value_with_a_suggestion():
    diagnostics = validate_document(doc("cards", """
        game: mini
        cards:
          - {id: hero-1, kind: hero, deck: deck, provenance: rulebok}
    """))
    (diag,) = diagnostics
    assert diag.code == "RK012" and diag.suggestion == "rulebook"
    assert (diag.span.line, diag.span.column) == (3, 54)
    assert "rulebook" in diag.message and "authored" in diag.message


def test_missing_required_key_is_rk013_at_the_mapping():
    diagnostics = validate_document(doc("cards", """
        game: mini
        cards:
          - {id: hero-1, kind: hero, provenance: authored}
    """))
    (diag,) = diagnostics
    assert diag.code == "RK013" and "'deck'" in diag.message
    assert (diag.span.line, diag.span.column) == (3, 5)
    assert diag.span.card == "hero-1"


def test_missing_top_level_key():
    diagnostics = validate_document(doc("game", "id: g\nprovenance: authored\nplayers: {min: 1, max: 2}\n"))
    assert codes(diagnostics) == ["RK013"] and "'flow'" in diagnostics[0].message


def test_wrong_type_and_bad_id_are_rk010():
    diagnostics = validate_document(doc("cards", """
        game: mini
        cards:
          - {id: Hero-1, kind: hero, deck: deck, stats: {value: 1.5}, provenance: authored}
    """))
    assert sorted(codes(diagnostics)) == ["RK010", "RK010"]
    by_column = {d.span.column: d for d in diagnostics}
    assert "not a valid id" in by_column[10].message
    assert "expected a whole number, text, true/false, a list or a mapping, got float 1.5" in by_column[57].message


def test_a_bad_player_count_key_points_at_the_key():
    diagnostics = validate_document(doc("game", """
        id: g
        provenance: authored
        players: {min: 1, max: 2}
        player_counts:
          two: {remove: []}
        flow: {phases: [{id: p, steps: [{id: s, do: "x = 1"}]}]}
    """))
    (diag,) = diagnostics
    assert diag.code == "RK010" and (diag.span.line, diag.span.column) == (5, 3)


def test_a_die_face_must_be_a_number_or_a_symbol():
    diagnostics = validate_document(doc("game", """
        id: g
        provenance: authored
        players: {min: 1, max: 2}
        dice:
          blue: {faces: [sword, Shield, 3]}
        flow: {phases: [{id: p, steps: [{id: s, do: "x = 1"}]}]}
    """))
    (diag,) = diagnostics
    assert diag.code == "RK010" and "'Shield' is not a valid id" in diag.message


def test_every_problem_is_reported_not_only_the_first():
    diagnostics = validate_document(doc("cards", """
        game: mini
        cards:
          - {id: a, kind: hero, deck: deck, provenance: authored, colour: red}
          - {id: b, kind: hero, deck: deck, provenance: invented}
          - {id: c, kind: hero, provenance: authored}
    """))
    assert sorted(codes(diagnostics)) == ["RK011", "RK012", "RK013"]


# ---------------------------------------------------------------- closed world: nothing the engine would ignore


@pytest.mark.parametrize("kind, text, key", [
    ("game", "id: g\nprovenance: authored\nplayers: {min: 1, max: 2}\nflow: {phases: [{id: p, steps: [{id: s, do: x()}]}]}\nactions: {}\n", "actions"),
    ("game", "id: g\nprovenance: authored\nplayers: {min: 1, max: 2}\nzones: {deck: {discard: pile}}\nflow: {phases: [{id: p, steps: [{id: s, do: x()}]}]}\n", "discard"),
    ("cards", "game: g\ncards: [{id: c, kind: k, deck: d, provenance: authored, copiez: 2}]\n", "copiez"),
    ("board", "id: b\ngame: g\nprovenance: authored\npieces: {}\n", "pieces"),
])
def test_keys_for_features_the_engine_lacks_are_rejected(kind, text, key):
    """A key the engine would silently ignore is an error: content never does less than it says."""
    found = validate_document(doc(kind, text))
    assert [(d.code, d.span.line) for d in found if key in d.message] and all(d.code in ("RK011",) for d in found if key in d.message)
