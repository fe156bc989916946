"""Per-game schemas for editors (`rulekit schemas`, issue 12 point 6): generated from the general schemas and one
game's compiled definition, committed in schemas/games/ and kept fresh."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from jsonschema import Draft7Validator

from rulekit import catalog
from rulekit.cli import main
from rulekit.load.documents import load_content
from rulekit.load.schemas import load_schema
from rulekit.schemas_gen import default_out, facts_of, game_schemas, update_schemas

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"


def _schema(game: str, kind: str) -> dict:
    return json.loads((default_out() / game / f"{kind}.schema.json").read_text(encoding="utf-8"))


def test_committed_per_game_schemas_are_fresh():
    """Like `rulekit docs --check`: run `rulekit schemas` after changing a game's names."""
    stale = update_schemas(CONTENT, default_out(), check_only=True)
    assert stale == [], f"stale generated schemas (run `rulekit schemas`): {stale}"


def test_every_shipped_file_validates_against_its_games_schema():
    content, problems = load_content([CONTENT])
    assert not [p for p in problems if p.severity == "error"]
    checked = 0
    for doc in content.documents:
        schema = _schema(doc.game, doc.kind)
        Draft7Validator.check_schema(schema)
        errors = [e.message for e in Draft7Validator(schema).iter_errors(doc.data)]
        assert errors == [], (doc.path, errors[:3])
        checked += 1
    assert checked >= 25


def test_game_schema_lists_events_seats_card_ids_and_counters():
    schema = _schema("mylady", "game")
    props = schema["properties"]
    on = props["triggers"]["items"]["properties"]["on"]
    definition = catalog.game("mylady")
    assert on["enum"] == sorted(definition.registry.events) and "round_started" in on["enum"]
    assert len(on["markdownEnumDescriptions"]) == len(on["enum"])
    assert props["automated_seats"]["items"]["enum"] == ["mylady", "dartagnan", "aramis", "athos", "porthos"]
    setup = props["player_counts"]["additionalProperties"]["properties"]
    assert setup["remove"]["items"]["enum"] == sorted(definition.cards)
    assert "actions_per_round" in setup["counters"]["propertyNames"]["enum"]
    labels = [s["label"] for s in props["triggers"]["items"]["defaultSnippets"]]
    assert "trigger on mission_done" in labels
    steps = props["flow"]["properties"]["phases"]["items"]["properties"]["steps"]["items"]
    assert {"step", "step (repeated)"} <= {s["label"] for s in steps["defaultSnippets"]}
    assert props["procedures"]["defaultSnippets"]


def test_cards_schema_knows_kinds_zones_and_each_kinds_stats_and_counters():
    schema = _schema("musketiere", "cards")
    card = schema["properties"]["cards"]["items"]
    assert schema["properties"]["game"]["const"] == "musketiere"
    assert card["properties"]["kind"]["enum"] == ["guard", "musketeer"]
    assert "musketeer_deck" in card["properties"]["deck"]["enum"] and "box" in card["properties"]["deck"]["enum"]
    validator = Draft7Validator(schema)
    good = {"game": "musketiere", "cards": [{"id": "musketeer-11-9", "kind": "musketeer", "deck": "musketeer_deck",
                                              "stats": {"value": 9, "swords": 1}, "counters": {"gem": 1},
                                              "provenance": "authored"}]}
    assert list(validator.iter_errors(good)) == []
    for wrong in ({"stats": {"value": 9}},  # swords missing
                  {"stats": {"value": 9, "swords": 1, "colour": 2}},  # not a stat of the kind
                  {"stats": {"value": 11, "swords": 1}},  # outside the kind's range (0 to 10)
                  {"counters": {"ducats": 1}},  # not a counter of the kind
                  {"deck": "musketeer_dek"}, {"kind": "muskateer"}):
        bad = json.loads(json.dumps(good))
        bad["cards"][0].update(wrong)
        assert list(validator.iter_errors(bad)), wrong
    snippet = next(s for s in card["defaultSnippets"] if s["label"] == "card: musketeer")
    assert snippet["body"]["deck"] == "${2:musketeer_deck}" and set(snippet["body"]["stats"]) == {"value", "swords"}


def test_board_schema_links_only_to_the_games_spaces():
    schema = _schema("pendants", "board")
    to = schema["properties"]["spaces"]["additionalProperties"]["properties"]["links"]["items"]["properties"]["to"]
    assert "quai" in to["enum"] and "guard_deck" not in to["enum"]


def test_general_schemas_stay_open_to_any_game():
    """A trigger on an event no shipped game has is fine for the general schema and wrong for a game's."""
    cards = {"game": "my-game", "cards": [{"id": "c1", "kind": "hero", "deck": "pile", "provenance": "authored",
                                           "stats": {"might": 3},
                                           "triggers": [{"id": "t", "on": "dragon_woke", "do": "stop"}]}]}
    assert list(Draft7Validator(load_schema("cards")).iter_errors(cards)) == []
    messages = [e.message for e in Draft7Validator(_schema("musketiere", "cards")).iter_errors(cards)]
    assert any("dragon_woke" in m for m in messages) and any("musketiere" in m for m in messages)
    game_names = set()
    for game in catalog.games(CONTENT):
        definition = catalog.game(game)
        game_names |= set(definition.registry.events) | set(definition.seats) | set(definition.cards)
    for kind in ("game", "cards", "board"):
        assert not _enum_values(load_schema(kind)) & game_names, kind


def _enum_values(schema) -> set:
    if isinstance(schema, dict):
        found = set(schema.get("enum", ())) | ({schema["const"]} if "const" in schema else set())
        return found.union(*(_enum_values(v) for v in schema.values()))
    if isinstance(schema, list):
        return set().union(*(_enum_values(v) for v in schema))
    return set()


def test_schemas_command_writes_checks_and_names_unknown_games(tmp_path):
    runner = CliRunner()
    out = tmp_path / "generated"
    result = runner.invoke(main, ["--content", str(CONTENT), "schemas", "musketiere", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (out / "musketiere").iterdir()) == ["board.schema.json", "cards.schema.json",
                                                                    "game.schema.json"]
    assert runner.invoke(main, ["--content", str(CONTENT), "schemas", "musketiere", "--out", str(out),
                                "--check"]).exit_code == 0
    (out / "musketiere" / "cards.schema.json").write_text("{}", encoding="utf-8")
    stale = runner.invoke(main, ["--content", str(CONTENT), "schemas", "musketiere", "--out", str(out), "--check"])
    assert stale.exit_code == 1 and "cards.schema.json: stale" in stale.output
    unknown = runner.invoke(main, ["--content", str(CONTENT), "schemas", "musketeers", "--out", str(out)])
    assert unknown.exit_code == 1 and "did you mean 'musketiere'" in " ".join(unknown.output.split())


def test_generation_is_deterministic():
    definition = catalog.game("pendants")
    documents = catalog.game_content(str(CONTENT), "pendants").documents_for("pendants")
    first = game_schemas(facts_of(definition, documents))
    assert first == game_schemas(facts_of(definition, documents))


@pytest.mark.parametrize("kind", ["game", "cards", "board"])
def test_generated_schemas_are_valid_draft7(kind):
    for game in catalog.games(CONTENT):
        Draft7Validator.check_schema(_schema(game, kind))
